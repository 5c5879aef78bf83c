//! Mexican Poker: the house text's rules, sentence by sentence, and the RULINGS.md choices
//! (who opens, small or big limit, exposures, burns, the joker, the odd chip).

use cardroom_engine::{
    Action, DealerStep, Event, Game, GameConfig, Hand, LegalActions, Phase, Street, Structure,
};

use crate::support::*;

/// 25-cent antes, $2/$4: the opener chooses the small ($2) or the big ($4) limit.
fn mexican() -> GameConfig {
    fixed_antes(Game::MexicanPoker, 25, 7, 200, 400)
}

fn deal(h: &mut Hand, seat: u8, card: &str) {
    ok(h, hole(seat, card));
}

/// Three players, button on seat 3: `(down, up)` for seats 1, 2, 3.
fn start(hands: [(&str, &str); 3]) -> Hand {
    let mut h = posted(mexican(), &[10_000; 3], 3);
    for (k, (down, _)) in hands.iter().enumerate() {
        deal(&mut h, k as u8 + 1, down);
    }
    for (k, (_, up)) in hands.iter().enumerate() {
        deal(&mut h, k as u8 + 1, up);
    }
    h
}

fn keep(seat: u8) -> Action {
    Action::KeepDown { seat }
}

fn turn_up(seat: u8) -> Action {
    Action::TurnUp { seat, card: None }
}

/// Burns and deals the next card to each seat in order.
fn next_card(h: &mut Hand, cards_by_seat: &[(u8, &str)]) {
    ok(h, burn("??"));
    for &(seat, card) in cards_by_seat {
        deal(h, seat, card);
    }
}

fn ups(h: &Hand, seat: u8) -> Vec<bool> {
    h.seats()
        .into_iter()
        .find(|s| s.seat == seat)
        .map(|s| s.up)
        .unwrap_or_default()
}

#[test]
fn every_player_antes_and_the_deal_starts_left_of_the_button_one_down_then_one_up() {
    let mut h = posted(mexican(), &[10_000; 3], 2);
    assert!(h.seats().iter().all(|s| s.committed == 25));
    let mut order = Vec::new();
    while let LegalActions::Dealer(DealerStep::DealHole { seat, .. }) = h.legal_actions() {
        order.push(seat);
        let card = ["2c", "3c", "4c", "5c", "6c", "7c"][order.len() - 1];
        deal(&mut h, seat, card);
    }
    assert_eq!(order, vec![3, 1, 2, 3, 1, 2]);
    assert!(
        h.seats()
            .iter()
            .all(|s| s.up == vec![false, true] && s.hole.len() == 2)
    );
}

#[test]
fn the_deck_has_41_cards_no_eights_nines_or_tens_and_a_joker() {
    let mut h = posted(mexican(), &[10_000; 3], 3);
    for bad in ["8s", "9h", "Td"] {
        let action = hole(1, bad);
        assert_eq!(code(&mut h, action), "card_not_in_deck");
    }
    deal(&mut h, 1, "Jk");
}

#[test]
fn a_face_up_card_must_be_entered() {
    let mut h = posted(mexican(), &[10_000; 3], 3);
    for seat in [1, 2, 3] {
        deal(&mut h, seat, "??");
    }
    let unknown_up = hole(1, "??");
    assert_eq!(code(&mut h, unknown_up), "card_required");
}

#[test]
fn the_high_card_showing_opens_and_must_bet_the_small_or_the_large_limit() {
    let mut h = start([("2c", "5d"), ("3c", "Kd"), ("4c", "Qh")]);
    assert_eq!(h.street(), Street::Second);
    assert_eq!(to_act(&h), 2, "the king opens");
    let o = options(&h);
    assert!(!o.check && !o.fold, "the opener may not check or fold");
    assert_eq!(code(&mut h, check(2)), "must_open");
    assert_eq!(code(&mut h, fold(2)), "must_open");
    assert_eq!(
        code(&mut h, to(2, 300)),
        "over_limit",
        "$3 is neither limit"
    );
    ok(&mut h, to(2, 400));
}

#[test]
fn a_face_up_joker_counts_as_an_ace_for_the_high_card() {
    let h = start([("2c", "Kd"), ("3c", "Jk"), ("4c", "Ah")]);
    assert_eq!(
        to_act(&h),
        2,
        "joker and ace tie: the first clockwise from the button"
    );
}

#[test]
fn ties_for_the_high_card_go_to_the_first_player_clockwise_from_the_button() {
    let h = start([("2c", "Qd"), ("3c", "Kd"), ("4c", "Ks")]);
    assert_eq!(to_act(&h), 2, "suits do not break the tie");
}

#[test]
fn raises_are_at_least_the_last_bet_and_a_big_bet_keeps_the_street_in_big_bets() {
    let mut h = start([("2c", "Kd"), ("3c", "5d"), ("4c", "Qh")]);
    ok(&mut h, to(1, 200));
    let r = options(&h).bet_or_raise.expect("a raise");
    assert_eq!((r.min_to, r.max_to), (400, 600), "raise by $2 or by $4");
    ok(&mut h, to(2, 600));
    let r = options(&h).bet_or_raise.expect("a raise");
    assert_eq!(
        (r.min_to, r.max_to),
        (1000, 1000),
        "after a big bet, big steps"
    );
    assert_eq!(code(&mut h, to(3, 800)), "below_min_raise");
    ok(&mut h, to(3, 1000));
}

#[test]
fn the_betting_is_capped_at_one_bet_and_three_raises() {
    let mut h = start([("2c", "Kd"), ("3c", "5d"), ("4c", "Qh")]);
    ok_all(&mut h, [to(1, 200), to(2, 400), to(3, 600), to(1, 800)]);
    assert_eq!(code(&mut h, to(2, 1000)), "raise_cap_reached");
    ok(&mut h, call(2));
}

fn to_the_choice() -> Hand {
    let mut h = start([("Ac", "Kd"), ("3c", "5d"), ("4c", "Qh")]);
    ok_all(&mut h, [to(1, 200), call(2), call(3)]);
    h
}

#[test]
fn after_the_betting_each_player_in_turn_turns_his_down_card_up_or_keeps_it() {
    let mut h = to_the_choice();
    assert_eq!(h.phase(), Phase::Exposing);
    assert_eq!(to_act(&h), 1);
    assert_eq!(code(&mut h, keep(2)), "out_of_turn");
    assert_eq!(code(&mut h, burn("??")), "wrong_street");
    ok(&mut h, turn_up(1));
    ok(&mut h, keep(2));
    ok(&mut h, keep(3));
    assert_eq!(h.phase(), Phase::Dealing);
}

#[test]
fn a_new_card_comes_down_after_an_exposure_and_up_otherwise() {
    let mut h = to_the_choice();
    ok(&mut h, turn_up(1));
    ok(&mut h, keep(2));
    ok(&mut h, keep(3));
    next_card(&mut h, &[(1, "??"), (2, "7d"), (3, "Jh")]);
    assert_eq!(ups(&h, 1), vec![true, true, false]);
    assert_eq!(ups(&h, 2), vec![false, true, true]);
}

#[test]
fn every_active_player_always_holds_exactly_one_card_face_down() {
    let mut h = to_the_choice();
    ok(&mut h, turn_up(1));
    ok(&mut h, keep(2));
    ok(&mut h, keep(3));
    next_card(&mut h, &[(1, "??"), (2, "7d"), (3, "Jh")]);
    for seat in [1, 2, 3] {
        assert_eq!(ups(&h, seat).iter().filter(|u| !**u).count(), 1);
    }
    let unknown_up = hole(2, "??");
    ok_all(&mut h, [check(1), check(2), check(3)]);
    ok(&mut h, keep(1));
    ok(&mut h, turn_up(2));
    ok(&mut h, keep(3));
    ok(&mut h, burn("??"));
    assert_eq!(
        code(&mut h, unknown_up.clone()),
        "out_of_turn",
        "seat 1 first"
    );
    deal(&mut h, 1, "6s");
    // Seat 2 turned up its 3c: its fourth card comes down, unknown allowed.
    ok(&mut h, unknown_up);
    for seat in [1, 2] {
        assert_eq!(ups(&h, seat).iter().filter(|u| !**u).count(), 1);
    }
}

#[test]
fn an_exposure_cannot_be_undone() {
    let mut h = to_the_choice();
    ok(&mut h, turn_up(1));
    assert_eq!(
        code(&mut h, turn_up(1)),
        "out_of_turn",
        "one choice a street"
    );
    ok(&mut h, keep(2));
    ok(&mut h, keep(3));
    next_card(&mut h, &[(1, "??"), (2, "7d"), (3, "Jh")]);
    assert!(ups(&h, 1)[0], "still face up on the next street");
}

#[test]
fn a_turned_up_card_that_was_not_entered_must_be_entered() {
    let mut h = posted(mexican(), &[10_000; 3], 3);
    for seat in [1, 2, 3] {
        deal(&mut h, seat, "??");
    }
    for (seat, up) in [(1, "Kd"), (2, "5d"), (3, "Qh")] {
        deal(&mut h, seat, up);
    }
    ok_all(&mut h, [to(1, 200), call(2), call(3)]);
    assert_eq!(code(&mut h, turn_up(1)), "card_required");
    ok(
        &mut h,
        Action::TurnUp {
            seat: 1,
            card: Some(card("Kh")),
        },
    );
}

#[test]
fn a_card_is_burned_before_each_street_after_the_first() {
    let mut h = to_the_choice();
    ok_all(&mut h, [1, 2, 3].map(keep));
    let deal_first = hole(1, "7s");
    assert_eq!(code(&mut h, deal_first), "wrong_street");
    next_card(&mut h, &[(1, "7s"), (2, "7d"), (3, "Jh")]);
    assert_eq!(h.burns().len(), 1);
    assert_eq!(h.street(), Street::Third);
}

#[test]
fn later_rounds_are_opened_by_the_best_hand_showing_and_may_be_checked() {
    let mut h = to_the_choice();
    ok_all(&mut h, [1, 2, 3].map(keep));
    // Up cards: seat 1 K-7, seat 2 5-5, seat 3 Q-J.
    next_card(&mut h, &[(1, "7s"), (2, "5h"), (3, "Jh")]);
    assert_eq!(to_act(&h), 2, "a pair showing beats a king");
    assert!(options(&h).check);
    ok(&mut h, check(2));
}

#[test]
fn folded_players_receive_no_more_cards() {
    let mut h = start([("Ac", "Kd"), ("3c", "5d"), ("4c", "Qh")]);
    ok_all(&mut h, [to(1, 200), fold(2), call(3)]);
    ok(&mut h, keep(1));
    assert_eq!(to_act(&h), 3, "seat 2 folded: no choice");
    ok(&mut h, keep(3));
    ok(&mut h, burn("??"));
    deal(&mut h, 1, "7s");
    assert_eq!(
        h.legal_actions(),
        LegalActions::Dealer(DealerStep::DealHole {
            seat: 3,
            remaining: 1
        })
    );
}

/// Plays a hand to the showdown with everyone keeping the down card and checking: five cards
/// a seat (`2h5h7hJhKh`, the down card first), seats 1 and 2.
fn showdown(hands: [&str; 2]) -> Hand {
    let hands = hands.map(|text| (0..5).map(|k| &text[2 * k..2 * k + 2]).collect::<Vec<_>>());
    let mut h = posted(mexican(), &[10_000; 2], 2);
    // Heads-up, button seat 2: seat 1 is dealt first.
    for (k, (one, two)) in hands[0].iter().zip(&hands[1]).enumerate() {
        if k >= 2 {
            if k == 2 {
                // The first round's opener must bet; the other calls.
                let opener = to_act(&h);
                ok(&mut h, to(opener, 200));
                ok(&mut h, call(3 - opener));
            } else {
                both_check(&mut h);
            }
            both_keep_down_then_burn(&mut h);
        }
        deal(&mut h, 1, one);
        deal(&mut h, 2, two);
    }
    both_check(&mut h);
    assert_eq!(h.phase(), Phase::Showdown);
    both_show(&mut h, &hands);
    h
}

/// Heads-up: seats 1 and 2 keep their cards down, and the dealer burns.
fn both_keep_down_then_burn(h: &mut Hand) {
    ok(h, keep(1));
    ok(h, keep(2));
    ok(h, burn("??"));
}

/// Heads-up: the seat to act checks, then the other.
fn both_check(h: &mut Hand) {
    let first = to_act(h);
    ok(h, check(first));
    ok(h, check(3 - first));
}

/// Heads-up: each seat, in turn, shows its five cards (`hands[seat - 1]`).
fn both_show<'a, H: AsRef<[&'a str]>>(h: &mut Hand, hands: &[H; 2]) {
    for _ in 0..2 {
        let seat = to_act(h);
        let hole = hands[usize::from(seat) - 1].as_ref().concat();
        ok(h, show(seat, &hole));
    }
}

fn award_winners(h: &Hand) -> Option<cardroom_engine::SeatList> {
    match h.legal_actions() {
        LegalActions::Dealer(DealerStep::AwardPot { winners, .. }) => winners,
        other => panic!("expected the award: {other:?}"),
    }
}

#[test]
fn a_flush_beats_a_full_house() {
    let h = showdown(["2h5h7hJhKh", "KsKcKdQsQc"]);
    assert_eq!(award_winners(&h), Some(seat_list(&[1])));
}

#[test]
fn five_six_seven_jack_queen_is_a_straight() {
    let h = showdown(["5h6d7sJcQh", "KsKcKdQs2c"]);
    assert_eq!(award_winners(&h), Some(seat_list(&[1])));
}

#[test]
fn a_joker_dealt_down_is_wild_and_a_joker_dealt_up_is_a_bug() {
    // Seat 1's joker is its down card: wild, it makes four kings.
    let h = showdown(["JkKhKdKc2s", "AsAcAdQsQc"]);
    assert_eq!(award_winners(&h), Some(seat_list(&[1])));
    // Dealt up it is only a bug, an ace here: three kings lose to aces full.
    let h = showdown(["KhJkKdKc2s", "AsAcAdQsQc"]);
    assert_eq!(award_winners(&h), Some(seat_list(&[2])));
}

#[test]
fn the_odd_chip_goes_to_the_high_card_by_suit() {
    let mut config = mexican();
    // Heads-up the ante in position 0 is the button's: one 50-cent ante makes the pot odd.
    config.antes = vec![50, 0].into();
    config.chip_unit = 50;
    let mut h = posted(config, &[10_000; 2], 2);
    let hands = [
        ["Kh", "Qh", "7c", "5d", "3c"],
        ["Ks", "Qs", "7d", "5c", "3d"],
    ];
    for seat in [1, 2] {
        deal(&mut h, seat, hands[usize::from(seat) - 1][0]);
    }
    for seat in [1, 2] {
        deal(&mut h, seat, hands[usize::from(seat) - 1][1]);
    }
    ok_all(&mut h, [to(1, 200), call(2)]);
    for (one, two) in hands[0].iter().zip(hands[1]).skip(2) {
        both_keep_down_then_burn(&mut h);
        deal(&mut h, 1, one);
        deal(&mut h, 2, two);
        both_check(&mut h);
    }
    both_show(&mut h, &hands);
    award_all(&mut h);
    let shares = match h.events().last() {
        Some(Event::PotAwarded { shares, .. }) => shares.clone(),
        other => panic!("{other:?}"),
    };
    // The pot is 450 (one ante and two $2 bets): nine 50-cent chips split 5 / 4, the odd
    // chip to the king of spades, whatever the seats' order from the button.
    assert_eq!(shares.len(), 2, "equal hands split");
    assert_eq!((shares[0].seat, shares[0].amount), (2, 250));
    assert_eq!((shares[1].seat, shares[1].amount), (1, 200));
}

#[test]
fn in_no_limit_the_high_card_still_opens_with_any_bet_up_to_his_stack() {
    let mut c = antes_only(Game::MexicanPoker, Structure::NoLimit, 25, 3);
    c.min_bet = 200;
    let mut h = posted(c, &[10_000; 3], 3);
    for (seat, card) in [
        (1, "2c"),
        (2, "3c"),
        (3, "4c"),
        (1, "5d"),
        (2, "Kd"),
        (3, "Qh"),
    ] {
        deal(&mut h, seat, card);
    }
    let (code_, message) = refused(&mut h, check(2));
    assert_eq!(code_, "must_open");
    assert!(message.contains("bet 2.00 to 99.75"), "{message}");
    ok(&mut h, to(2, 350));
}
