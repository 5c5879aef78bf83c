//! Forced bets, dealing order and who acts first.

use cardroom_engine::{Action, Chips, DealerStep, Event, GameConfig, LegalActions, Phase, SeatNo};

use crate::support::*;

/// No limit with seat `seat` posting `amount` (a new player's post) besides the blinds.
fn nl_with_post(seat: SeatNo, amount: Chips) -> GameConfig {
    let mut config = nl();
    config.seat_posts = vec![cardroom_engine::SeatPost { seat, amount }];
    config
}

#[test]
fn small_blind_left_of_button_big_blind_next_and_first_to_act_left_of_big_blind() {
    let mut h = table(nl(), &[10_000; 4], 4);
    let event = ok(&mut h, Action::PostForcedBets);
    let Event::ForcedBetsPosted { blinds, .. } = event else {
        panic!("{event:?}")
    };
    assert_eq!((blinds[0].seat, blinds[0].amount), (1, 100));
    assert_eq!((blinds[1].seat, blinds[1].amount), (2, 200));
    deal_unknown(&mut h);
    assert_eq!(to_act(&h), 3);
    assert_eq!(options(&h).call, Some(200));
}

#[test]
fn blinds_are_posted_before_any_card() {
    let mut h = table(nl(), &[10_000; 3], 3);
    assert_eq!(
        h.legal_actions(),
        LegalActions::Dealer(DealerStep::PostForcedBets)
    );
    assert_eq!(code(&mut h, hole(1, "????")), "wrong_street");
}

#[test]
fn hole_cards_are_dealt_from_the_left_of_the_button_one_at_a_time_button_last() {
    let mut h = posted(nl(), &[10_000; 3], 2);
    let order = deal_order(&mut h);
    assert_eq!(order, vec![3, 1, 2, 3, 1, 2]);
}

#[test]
fn dealing_to_the_wrong_seat_is_out_of_turn() {
    let mut h = posted(nl(), &[10_000; 3], 3);
    assert_eq!(code(&mut h, hole(2, "????")), "out_of_turn");
}

#[test]
fn heads_up_the_button_posts_the_small_blind_acts_first_preflop_and_last_after() {
    let mut h = dealt(nl(), &[10_000, 10_000], 2);
    let seats = h.seats();
    assert_eq!(seats[1].bet, 100, "button posts the small blind");
    assert_eq!(seats[0].bet, 200);
    assert_eq!(to_act(&h), 2);
    ok_all(&mut h, [call(2), check(1)]);
    street(&mut h, "??????");
    assert_eq!(to_act(&h), 1, "the big blind acts first after the flop");
}

#[test]
fn a_player_who_cannot_cover_the_big_blind_is_all_in_and_later_players_call_the_full_blind() {
    let h = dealt(nl(), &[10_000, 150, 10_000], 3);
    let seats = h.seats();
    assert_eq!(seats[1].bet, 150);
    assert!(seats[1].all_in);
    assert_eq!(to_act(&h), 3);
    assert_eq!(options(&h).call, Some(200), "the full big blind is called");
}

#[test]
fn antes_are_dead_money_posted_by_every_player_before_the_deal() {
    let mut c = nl();
    c.antes = vec![25; 3].into();
    let h = dealt(c, &[10_000; 3], 3);
    assert_eq!(h.pot_total(), 75 + 300);
    assert_eq!(
        options(&h).call,
        Some(200),
        "antes do not count towards the call"
    );
}

#[test]
fn the_big_blind_has_the_option_to_raise_when_nobody_raised() {
    let mut h = dealt(nl(), &[10_000; 3], 3);
    ok_all(&mut h, [call(3), call(1)]);
    assert_eq!(to_act(&h), 2);
    let o = options(&h);
    assert!(o.check);
    assert_eq!(o.bet_or_raise.map(|r| r.min_to), Some(400));
    ok(&mut h, check(2));
    assert_eq!(h.phase(), Phase::Board);
}

#[test]
fn after_the_flop_the_first_live_player_left_of_the_button_acts_first() {
    let mut h = dealt(nl(), &[10_000; 4], 4);
    ok_all(&mut h, [call(3), call(4), fold(1), check(2)]);
    street(&mut h, "??????");
    assert_eq!(to_act(&h), 2, "seat 1 folded, so seat 2 opens");
}

#[test]
fn a_betting_round_ends_when_everyone_acted_and_bets_are_equal() {
    let mut h = dealt(nl(), &[10_000; 3], 3);
    ok_all(&mut h, [to(3, 600), call(1)]);
    assert_eq!(h.phase(), cardroom_engine::Phase::Betting);
    ok(&mut h, call(2));
    assert_eq!(h.phase(), Phase::Board);
    assert_eq!(h.pot_total(), 1800);
}

#[test]
fn a_straddle_is_a_third_blind_and_the_player_after_it_acts_first() {
    let mut c = nl();
    c.blinds = vec![100, 200, 400].into();
    let mut h = dealt(c, &[10_000; 5], 5);
    assert_eq!(to_act(&h), 4, "left of the straddle (seat 3)");
    let o = options(&h);
    assert_eq!(o.call, Some(400));
    // TDA: the largest increment so far is the straddle's 2 over the big blind (as PokerKit).
    assert_eq!(o.bet_or_raise.map(|r| r.min_to), Some(600));
    ok_all(&mut h, [call(4), call(5), call(1), call(2)]);
    assert_eq!(to_act(&h), 3, "the straddler has the option");
    assert!(options(&h).check);
}

#[test]
fn a_table_that_cannot_deal_a_hand_is_refused() {
    use cardroom_engine::{Hand, SeatSpec};
    let seat = |seat, stack| SeatSpec { seat, stack };
    let err = |seats: Vec<SeatSpec>, button| Hand::new(nl(), seats, button).unwrap_err().code();
    assert_eq!(err(vec![seat(1, 100)], 1), "invalid_setup");
    assert_eq!(err(vec![seat(1, 100), seat(2, 0)], 1), "invalid_setup");
    assert_eq!(err(vec![seat(1, 100), seat(1, 100)], 1), "invalid_setup");
    assert_eq!(err(vec![seat(1, 100), seat(2, 100)], 3), "invalid_setup");
    // A seat listed twice is found wherever it is and whatever its number.
    let twice = vec![seat(200, 100), seat(3, 100), seat(255, 100), seat(200, 50)];
    assert_eq!(err(twice, 3), "invalid_setup");
    // Numbers 64 apart are different seats.
    let apart = vec![seat(1, 100), seat(65, 100), seat(129, 100), seat(193, 100)];
    assert!(Hand::new(nl(), apart, 1).is_ok());
    // A configuration that makes no sense: negative antes or blinds, no minimum bet.
    let heads_up = || vec![seat(1, 100), seat(2, 100)];
    let config_err = |c| Hand::new(c, heads_up(), 1).unwrap_err().code();
    let mut c = nl();
    c.antes = cardroom_engine::smallvec![0, -25];
    assert_eq!(config_err(c), "invalid_setup");
    let mut c = nl();
    c.blinds = cardroom_engine::smallvec![-50, 100];
    assert_eq!(config_err(c), "invalid_setup");
    let mut c = nl();
    c.min_bet = 0;
    assert_eq!(config_err(c), "invalid_setup");
    assert!(Hand::new(nl(), heads_up(), 1).is_ok());
}

#[test]
fn the_forced_bets_are_posted_once() {
    let mut h = dealt(nl(), &[10_000; 3], 3);
    assert_eq!(code(&mut h, Action::PostForcedBets), "wrong_street");
    assert_eq!(code(&mut h, call(9)), "unknown_seat");
}

#[test]
fn a_new_player_posting_a_big_blind_out_of_position_is_live_and_keeps_his_option() {
    // Five seats, button 5: blinds 1 and 2; seat 4, new, posts a big blind to play at once.
    let config = nl_with_post(4, 200);
    let mut h = table(config, &[10_000; 5], 5);
    let event = ok(&mut h, Action::PostForcedBets);
    let Event::ForcedBetsPosted { blinds, .. } = event else {
        panic!("{event:?}")
    };
    let posted: Vec<(u8, i64)> = blinds.iter().map(|b| (b.seat, b.amount)).collect();
    assert_eq!(posted, vec![(1, 100), (2, 200), (4, 200)]);
    deal_unknown(&mut h);
    // Action still starts left of the big blind; seat 4 owes nothing more to call.
    assert_eq!(to_act(&h), 3);
    ok(&mut h, Action::Call { seat: 3 });
    assert_eq!(to_act(&h), 4);
    let o = options(&h);
    assert!(
        o.check && o.call.is_none(),
        "the poster checks or raises: {o:?}"
    );
    assert!(o.bet_or_raise.is_some());
}

#[test]
fn a_post_larger_than_the_big_blind_is_refused_at_setup() {
    let config = nl_with_post(3, 300);
    let seats: Vec<_> = (1..=3)
        .map(|seat| cardroom_engine::SeatSpec {
            seat,
            stack: 10_000,
        })
        .collect();
    let err = cardroom_engine::Hand::new(config, seats, 3).unwrap_err();
    assert_eq!(err.code(), "invalid_setup");
}
