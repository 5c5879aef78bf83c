//! Low Ball (ace-to-five with the joker): the house text's rules, sentence by sentence, and
//! the RULINGS.md choices (kill, exposed cards, sevens and check-raise rules, the stub).

use cardroom_engine::{
    Action, DealerStep, Event, Game, GameConfig, Hand, LegalActions, PenaltyRule, Phase,
    SevensPenalty, Street, Structure,
};

use crate::five_card_draw::deal_known;
use crate::support::*;

/// $2/$4 blinds, $4/$8 fixed limit (the post-draw limit doubles).
fn low() -> GameConfig {
    GameConfig::house(Game::LowBall, Structure::FixedLimit, 200, 400)
}

fn winners(h: &Hand) -> Option<cardroom_engine::SeatList> {
    match h.legal_actions() {
        LegalActions::Dealer(DealerStep::AwardPot { winners, .. }) => winners,
        other => panic!("expected an award: {other:?}"),
    }
}

fn nets(h: &Hand) -> Vec<i64> {
    h.settlement().seats.iter().map(|s| s.net).collect()
}

/// Three players, button seat 3: seat 1 small blind, seat 2 big blind; known hands.
fn three_handed(hands: [&str; 3]) -> Hand {
    let mut h = posted(low(), &[10_000; 3], 3);
    deal_known(&mut h, &[(1, hands[0]), (2, hands[1]), (3, hands[2])]);
    h
}

/// Everyone calls before the draw and stands pat.
fn after_the_draw(hands: [&str; 3]) -> Hand {
    let mut h = three_handed(hands);
    ok_all(&mut h, [call(3), call(1), check(2)]);
    for s in [1, 2, 3] {
        ok(&mut h, draw(s, ""));
    }
    assert_eq!(h.street(), Street::PostDraw);
    h
}

/// Low Ball with seat `kill` required to kill the pot, `seats` seats (the button last):
/// the hand and the forced bets as posted.
fn kill_posted(kill: u8, seats: u8) -> (Hand, Event) {
    let mut config = low();
    config.kill_seat = Some(kill);
    let mut h = table(config, &vec![10_000; usize::from(seats)], seats);
    let posted = ok(&mut h, Action::PostForcedBets);
    (h, posted)
}

#[test]
fn the_lowest_five_card_hand_wins() {
    let mut h = after_the_draw(["5h4d3c2sAh", "8c7d6h4s2c", "KdKcQsJhTd"]);
    ok_all(&mut h, [1, 2, 3].map(check));
    // Seat 1 checked a wheel: the sevens rule voids nothing, there were no bets after the draw.
    for (seat, hole) in [(1, "5h4d3c2sAh"), (2, "8c7d6h4s2c"), (3, "KdKcQsJhTd")] {
        ok(&mut h, show(seat, hole));
    }
    assert_eq!(winners(&h), Some(seat_list(&[1])));
}

#[test]
fn the_deck_has_53_cards_and_the_joker_is_the_lowest_card_not_in_the_hand() {
    let mut h = after_the_draw(["JkKd4c3s2h", "6c5d4h3d2c", "QdQcJsJhTd"]);
    ok_all(&mut h, [1, 2, 3].map(check));
    ok(&mut h, show(1, "JkKd4c3s2h"));
    ok(&mut h, show(2, "6c5d4h3d2c"));
    ok(&mut h, show(3, "QdQcJsJhTd"));
    // The joker plays as the ace: K-4-3-2-A loses to 6-5-4-3-2.
    assert_eq!(winners(&h), Some(seat_list(&[2])));
}

#[test]
fn blinds_are_posted_before_five_cards_one_at_a_time_from_the_left_of_the_button() {
    let mut h = posted(low(), &[10_000; 3], 3);
    let bets: Vec<i64> = h.seats().iter().map(|s| s.bet).collect();
    assert_eq!(bets, vec![200, 400, 0]);
    let order = deal_order(&mut h);
    assert_eq!(order, [1, 2, 3].repeat(5), "the button receives last");
}

#[test]
fn a_sixth_card_is_never_dealt_to_a_player() {
    let mut h = posted(low(), &[10_000; 3], 3);
    let six = hole(1, "????????????");
    assert_eq!(code(&mut h, six), "wrong_card_count");
}

#[test]
fn a_round_of_betting_follows_the_deal_left_of_the_big_blind() {
    let h = three_handed(["5h4d3c2sAh", "8c7d6h4s2c", "KdKcQsJhTd"]);
    assert_eq!(h.phase(), Phase::Betting);
    assert_eq!(to_act(&h), 3);
    assert_eq!(options(&h).call, Some(400));
}

#[test]
fn there_is_one_draw_and_the_limit_after_it_is_twice_the_limit_before() {
    let mut h = three_handed(["5h4d3c2sAh", "8c7d6h4s2c", "KdKcQsJhTd"]);
    assert_eq!(options(&h).bet_or_raise.map(|r| r.min_to), Some(800));
    ok_all(&mut h, [call(3), call(1), check(2)]);
    assert_eq!(h.phase(), Phase::Drawing);
    ok(&mut h, draw(1, ""));
    ok(&mut h, draw(2, "8c"));
    ok(&mut h, burn("??"));
    ok(&mut h, deal_draw(2, "??"));
    ok(&mut h, draw(3, "KdKcQs"));
    ok(&mut h, deal_draw(3, "??????"));
    assert_eq!(h.street(), Street::PostDraw);
    assert_eq!(options(&h).bet_or_raise.map(|r| r.min_to), Some(800));
    ok(&mut h, to(1, 800));
    assert_eq!(options(&h).bet_or_raise.map(|r| r.min_to), Some(1600));
    ok_all(&mut h, [fold(2), fold(3)]);
    assert_eq!(h.phase(), Phase::Awarding, "no second draw");
}

#[test]
fn a_player_may_ask_how_many_cards_another_drew() {
    let mut h = three_handed(["5h4d3c2sAh", "8c7d6h4s2c", "KdKcQsJhTd"]);
    ok_all(&mut h, [call(3), call(1), check(2)]);
    ok(&mut h, draw(1, ""));
    ok(&mut h, draw(2, "8c7d"));
    let drew: Vec<Option<u8>> = h.seats().iter().map(|s| s.drew).collect();
    assert_eq!(
        drew,
        vec![Some(0), Some(2), None],
        "seat 3 has not drawn yet"
    );
}

#[test]
fn a_player_may_kill_the_pot_for_double_the_big_blind_and_limits_double() {
    let mut h = posted(low(), &[10_000; 4], 4);
    assert_eq!(h.kill_amount(3), Some(800));
    match ok(&mut h, kill(3)) {
        Event::Killed { seat, amount } => assert_eq!((seat, amount), (3, 800)),
        other => panic!("{other:?}"),
    }
    assert_eq!(code(&mut h, kill(4)), "wrong_street");
    assert!(
        notes_said(&h).contains(
            &"Seat 3 killed the pot: its kill is its blind, the limits double and it acts last \
              before the draw."
                .to_string()
        ),
        "the kill is said in words: {:?}",
        notes_said(&h)
    );
    deal_unknown(&mut h);
    assert_eq!(to_act(&h), 4, "the player after the killer acts first");
    let o = options(&h);
    assert_eq!(o.call, Some(800));
    assert_eq!(o.bet_or_raise.map(|r| r.min_to), Some(1600), "raises in $8");
    ok_all(&mut h, [call(4), call(1), call(2)]);
    assert_eq!(to_act(&h), 3, "the killer acts last before the draw");
    ok(&mut h, check(3));
    for s in [1, 2, 3, 4] {
        ok(&mut h, draw(s, ""));
    }
    assert_eq!(
        options(&h).bet_or_raise.map(|r| r.min_to),
        Some(1600),
        "$16 after the draw"
    );
}

#[test]
fn a_pot_is_killed_before_the_betting_starts_and_only_in_low_ball() {
    let mut h = three_handed(["5h4d3c2sAh", "8c7d6h4s2c", "KdKcQsJhTd"]);
    ok(&mut h, kill(3));
    assert_eq!(to_act(&h), 1, "the blinds act before the killer");
    ok(&mut h, call(1));
    assert_eq!(code(&mut h, kill(2)), "wrong_street");
    let mut holdem = dealt(
        GameConfig::house(Game::Holdem, Structure::FixedLimit, 200, 400),
        &[10_000; 3],
        3,
    );
    assert_eq!(code(&mut holdem, kill(3)), "wrong_street");
}

#[test]
fn an_exposed_card_of_five_or_under_before_the_draw_must_be_kept() {
    let mut h = posted(low(), &[10_000; 3], 3);
    ok(&mut h, hole(1, "5h"));
    match ok(&mut h, expose(1, "5h")) {
        Event::Exposed { kept, .. } => assert!(kept),
        other => panic!("{other:?}"),
    }
    deal_unknown(&mut h);
    assert_eq!(h.seats()[0].hole.len(), 5);
    assert_eq!(h.phase(), Phase::Betting);
}

#[test]
fn an_exposed_card_above_five_is_replaced_after_the_deal_is_complete() {
    let mut h = posted(low(), &[10_000; 3], 3);
    ok(&mut h, hole(1, "9h"));
    match ok(&mut h, expose(1, "9h")) {
        Event::Exposed { kept, .. } => assert!(!kept),
        other => panic!("{other:?}"),
    }
    let order = deal_order(&mut h);
    assert_eq!(
        order.len(),
        15,
        "14 cards of the deal, then the replacement"
    );
    assert_eq!(order.last(), Some(&1));
    assert!(!h.seats()[0].hole.contains(&Some(card("9h"))));
    assert_eq!(h.seats()[0].hole.len(), 5);
}

#[test]
fn after_the_draw_an_exposed_card_is_never_taken() {
    let mut h = three_handed(["5h4d3c2sAh", "8c7d6h4s2c", "KdKcQsJhTd"]);
    ok_all(&mut h, [call(3), call(1), check(2)]);
    ok(&mut h, draw(1, "5h"));
    ok(&mut h, burn("??"));
    ok(&mut h, deal_draw(1, "4c"));
    match ok(&mut h, expose(1, "4c")) {
        Event::Exposed { kept, .. } => assert!(!kept, "even a four is replaced"),
        other => panic!("{other:?}"),
    }
    assert_eq!(
        h.legal_actions(),
        LegalActions::Dealer(DealerStep::DealDraw { seat: 1, cards: 1 })
    );
    ok(&mut h, deal_draw(1, "6s"));
    assert_eq!(to_act(&h), 2);
}

/// Seat 1 holds a seven-low; the post-draw action depends on the test.
const SEVEN: &str = "7h4d3c2sAh";
const EIGHT: &str = "8c6d5h4s2c";
const PAIR: &str = "KdKcQsJhJd";

#[test]
fn a_checked_seven_that_wins_gets_only_the_pot_before_the_draw() {
    let mut h = after_the_draw([SEVEN, EIGHT, PAIR]);
    ok_all(&mut h, [check(1), to(2, 800), call(3), call(1)]);
    ok(&mut h, show(2, EIGHT));
    ok(&mut h, show(3, PAIR));
    ok(&mut h, show(1, SEVEN));
    assert_eq!(h.penalties().len(), 1);
    assert_eq!(h.penalties()[0].rule, PenaltyRule::Sevens);
    assert_eq!(h.penalties()[0].returned, 2400);
    award_all(&mut h);
    assert_eq!(
        nets(&h),
        vec![800, -400, -400],
        "the $12 pot before the draw; every $8 bet after it returned"
    );
}

#[test]
fn a_checked_seven_forfeits_the_pot_when_the_table_says_so() {
    let mut config = low();
    config.sevens_penalty = SevensPenalty::ForfeitPot;
    let mut h = posted(config, &[10_000; 3], 3);
    deal_known(&mut h, &[(1, SEVEN), (2, EIGHT), (3, PAIR)]);
    ok_all(&mut h, [call(3), call(1), check(2)]);
    for s in [1, 2, 3] {
        ok(&mut h, draw(s, ""));
    }
    ok_all(&mut h, [check(1), to(2, 800), call(3), call(1)]);
    ok(&mut h, show(2, EIGHT));
    ok(&mut h, show(3, PAIR));
    ok(&mut h, show(1, SEVEN));
    assert_eq!(
        winners(&h),
        Some(seat_list(&[2])),
        "the next best hand wins it all"
    );
    award_all(&mut h);
    assert_eq!(nets(&h), vec![-1200, 2400, -1200]);
}

#[test]
fn a_checked_seven_that_is_beaten_loses_the_whole_pot() {
    let wheel = "5h4d3c2sAh";
    let mut h = after_the_draw(["7h6d4c3s2h", wheel, PAIR]);
    ok_all(&mut h, [check(1), to(2, 800), fold(3), call(1)]);
    ok(&mut h, show(2, wheel));
    ok(&mut h, show(1, "7h6d4c3s2h"));
    assert!(h.penalties().is_empty());
    award_all(&mut h);
    assert_eq!(nets(&h), vec![-1200, 1600, -400]);
}

#[test]
fn checking_an_eight_is_no_offence() {
    let mut h = after_the_draw([EIGHT, "9c8d6h4d2d", PAIR]);
    ok_all(&mut h, [check(1), to(2, 800), fold(3), call(1)]);
    ok(&mut h, show(2, "9c8d6h4d2d"));
    ok(&mut h, show(1, EIGHT));
    assert!(h.penalties().is_empty());
    award_all(&mut h);
    assert_eq!(nets(&h), vec![1600, -1200, -400]);
}

#[test]
fn a_check_raise_needs_an_eight_or_better() {
    // Seat 1 check-raises with a nine: it loses the action after the draw.
    let nine = "9c7d6h4s2d";
    let mut h = after_the_draw([nine, "TcTd6d4h2h", PAIR]);
    ok_all(&mut h, [check(1), to(2, 800), fold(3), to(1, 1600)]);
    ok(&mut h, call(2));
    ok(&mut h, show(1, nine));
    ok(&mut h, show(2, "TcTd6d4h2h"));
    assert_eq!(h.penalties().len(), 1);
    assert_eq!(h.penalties()[0].rule, PenaltyRule::CheckRaise);
    // The console and the CLI say why the pot shrank.
    assert!(
        notes_said(&h).iter().any(|n| n.starts_with(
            "Seat 1 check-raised without an eight or better: the bets after the draw"
        )),
        "{:?}",
        notes_said(&h)
    );
    award_all(&mut h);
    assert_eq!(nets(&h), vec![800, -400, -400]);
}

#[test]
fn a_check_raise_with_an_eight_or_better_stands() {
    let mut h = after_the_draw([EIGHT, "TcTd6c4h2h", PAIR]);
    ok_all(&mut h, [check(1), to(2, 800), fold(3), to(1, 1600)]);
    ok(&mut h, call(2));
    ok(&mut h, show(1, EIGHT));
    ok(&mut h, show(2, "TcTd6c4h2h"));
    assert!(h.penalties().is_empty());
    award_all(&mut h);
    assert_eq!(nets(&h), vec![2400, -2000, -400]);
}

/// Eight players call and the first three draw five each (53 cards: 13 left after the deal).
fn eight_drawing(first: &str) -> Hand {
    let mut h = posted(low(), &[10_000; 8], 8);
    deal_unknown(&mut h);
    ok_all(&mut h, [3, 4, 5, 6, 7, 8, 1].map(call));
    ok(&mut h, check(2));
    ok(&mut h, draw(1, first));
    ok(&mut h, burn("??"));
    ok(&mut h, deal_draw(1, "??????????"));
    ok(&mut h, draw(2, "??????????"));
    ok(&mut h, deal_draw(2, "??????????"));
    ok(&mut h, draw(3, "??????????"));
    h
}

#[test]
fn the_last_card_of_the_stub_is_never_dealt() {
    let mut h = eight_drawing("??????????");
    // 13 - 1 burn - 10 = 2 left: one may be dealt.
    assert_eq!(
        h.legal_actions(),
        LegalActions::Dealer(DealerStep::DealDraw { seat: 3, cards: 1 })
    );
    assert_eq!(code(&mut h, deal_draw(3, "????")), "wrong_card_count");
    ok(&mut h, deal_draw(3, "??"));
    assert_eq!(
        h.legal_actions(),
        LegalActions::Dealer(DealerStep::Reshuffle),
        "the one card left is the last card"
    );
    assert_eq!(code(&mut h, deal_draw(3, "??")), "wrong_card_count");
}

#[test]
fn the_reshuffle_gathers_discards_and_burns_but_never_the_drawers_own_discards() {
    let mut h = eight_drawing("??????????");
    assert_eq!(
        code(&mut h, Action::Reshuffle),
        "wrong_street",
        "not while the stub can still deal"
    );
    ok(&mut h, deal_draw(3, "??"));
    match ok(&mut h, Action::Reshuffle) {
        // The burn and the discards of seats 1 and 2; never seat 3's own five.
        Event::Reshuffled { cards } => assert_eq!(cards, 11),
        other => panic!("{other:?}"),
    }
    ok(&mut h, deal_draw(3, "????????"));
    assert_eq!(to_act(&h), 4);
}

#[test]
fn reshuffled_discards_may_be_dealt_again_but_the_drawers_own_may_not() {
    let mut h = eight_drawing("AsKsQsJsTs");
    ok(&mut h, deal_draw(3, "??"));
    ok(&mut h, Action::Reshuffle);
    ok(&mut h, deal_draw(3, "As??????"));
    ok(&mut h, draw(4, "Kd"));
    assert_eq!(
        code(&mut h, deal_draw(4, "Kd")),
        "duplicate_card",
        "seat 4's own discard is not in the stub"
    );
}

#[test]
fn a_required_kill_is_posted_with_the_blinds_and_doubles_the_limits() {
    let (mut h, posted) = kill_posted(4, 4);
    match posted {
        Event::ForcedBetsPosted { kill, .. } => {
            let kill = kill.expect("the kill");
            assert_eq!((kill.seat, kill.amount), (4, 800));
        }
        other => panic!("{other:?}"),
    }
    assert_eq!(code(&mut h, kill(3)), "wrong_street", "one kill a pot");
    deal_unknown(&mut h);
    assert_eq!(to_act(&h), 1, "the player after the killer acts first");
    let o = options(&h);
    assert_eq!(o.call, Some(600), "the small blind completes to the kill");
    assert_eq!(o.bet_or_raise.map(|r| r.min_to), Some(1_600));
    ok_all(&mut h, [call(1), call(2), call(3)]);
    assert_eq!(to_act(&h), 4, "the killer acts last before the draw");
}

#[test]
fn a_required_kill_from_the_big_blind_adds_to_his_blind() {
    let (h, posted) = kill_posted(2, 3);
    match posted {
        Event::ForcedBetsPosted { kill, .. } => assert_eq!(kill.map(|k| k.amount), Some(400)),
        other => panic!("{other:?}"),
    }
    assert_eq!(h.seats()[1].bet, 800);
}
