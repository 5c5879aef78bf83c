//! No limit, pot limit, fixed limit, the raise cap and reopening.

use cardroom_engine::{Action, Event, Phase};

use crate::support::*;

#[test]
fn no_limit_minimum_bet_is_the_big_blind() {
    let mut h = dealt(nl(), &[10_000; 3], 3);
    ok_all(&mut h, [call(3), call(1), check(2)]);
    street(&mut h, "??????");
    assert_eq!(code(&mut h, to(1, 150)), "below_min_raise");
    ok(&mut h, to(1, 200));
}

#[test]
fn tda_minimum_raise_is_the_largest_increment_of_the_round() {
    let mut h = dealt(nl(), &[100_000; 4], 4);
    ok(&mut h, to(3, 2_000)); // raise by 1,800
    assert_eq!(options(&h).bet_or_raise.map(|r| r.min_to), Some(3_800));
    let (c, message) = refused(&mut h, to(4, 3_700));
    assert_eq!(c, "below_min_raise");
    assert!(
        message.contains("Seat 4 must call 20.00 or raise to at least 38.00"),
        "{message}"
    );
    ok(&mut h, to(4, 4_200)); // by 2,200
    assert_eq!(options(&h).bet_or_raise.map(|r| r.min_to), Some(6_400));
}

#[test]
fn house_example_20_then_42_is_accepted_and_82_follows_tda() {
    // $1/$2: bet $20, the text's raise to $42 is at least the TDA minimum ($40).
    let mut h = dealt(nl(), &[100_000; 4], 4);
    ok_all(&mut h, [call(3), call(4), call(1), check(2)]);
    street(&mut h, "??????");
    ok(&mut h, to(1, 2_000));
    assert_eq!(options(&h).bet_or_raise.map(|r| r.min_to), Some(4_000));
    ok(&mut h, to(2, 4_200));
    assert_eq!(options(&h).bet_or_raise.map(|r| r.min_to), Some(6_400));
    ok(&mut h, to(3, 8_200));
}

#[test]
fn no_limit_maximum_is_the_whole_stack_and_more_is_not_enough_chips() {
    let mut h = dealt(nl(), &[10_000, 10_000, 5_000], 3);
    assert_eq!(options(&h).bet_or_raise.map(|r| r.max_to), Some(5_000));
    assert_eq!(code(&mut h, to(3, 5_100)), "not_enough_chips");
    let Event::Bet { all_in, .. } = ok(&mut h, to(3, 5_000)) else {
        panic!()
    };
    assert!(all_in);
}

#[test]
fn pot_limit_house_example_first_raise_from_four_up_to_seven() {
    // $1/$2: the first player may raise by $2 up to $5, i.e. to $7.
    let mut h = dealt(pl(), &[10_000; 4], 4);
    let r = options(&h).bet_or_raise.expect("may raise");
    assert_eq!((r.min_to, r.max_to), (400, 700));
    assert_eq!(code(&mut h, to(3, 800)), "over_pot_limit");
    ok(&mut h, to(3, 700));
    // Next: call 7 (pot 1+2+7+7 = 17) then raise 17: to 24.
    assert_eq!(options(&h).bet_or_raise.map(|r| r.max_to), Some(2_400));
}

#[test]
fn pot_limit_after_a_bet_the_raise_is_the_call_plus_the_pot_after_the_call() {
    let mut h = dealt(pl(), &[10_000; 2], 2);
    ok_all(&mut h, [call(2), check(1)]);
    street(&mut h, "??????"); // pot 4
    ok(&mut h, to(1, 300));
    // call 3, pot becomes 10, raise 10: to 13.
    assert_eq!(
        options(&h).bet_or_raise.map(|r| (r.min_to, r.max_to)),
        Some((600, 1_300))
    );
}

#[test]
fn fixed_limit_uses_the_small_bet_before_the_turn_and_the_big_bet_after() {
    let mut h = dealt(fl(200, 400), &[10_000; 3], 3);
    assert_eq!(
        options(&h).bet_or_raise.map(|r| (r.min_to, r.max_to)),
        Some((400, 400))
    );
    assert_eq!(code(&mut h, to(3, 500)), "over_limit");
    assert_eq!(code(&mut h, to(3, 300)), "below_min_raise");
    ok_all(&mut h, [call(3), call(1), check(2)]);
    street(&mut h, "??????");
    assert_eq!(options(&h).bet_or_raise.map(|r| r.min_to), Some(200));
    ok_all(&mut h, [check(1), check(2), check(3)]);
    street(&mut h, "??");
    assert_eq!(options(&h).bet_or_raise.map(|r| r.min_to), Some(400));
}

#[test]
fn fixed_limit_house_example_bet_raise_reraise_cap_then_only_call_or_fold() {
    // bet $1, raise $2, re-raise $3, cap $4.
    let mut h = dealt(fl(100, 200), &[10_000; 4], 4);
    ok_all(&mut h, [call(3), call(4), call(1), check(2)]);
    street(&mut h, "??????");
    ok_all(&mut h, [to(1, 100), to(2, 200), to(3, 300), to(4, 400)]);
    let o = options(&h);
    assert!(o.bet_or_raise.is_none());
    assert_eq!(o.call, Some(300));
    assert_eq!(code(&mut h, to(1, 500)), "raise_cap_reached");
}

#[test]
fn the_big_blind_counts_as_the_first_bet_of_the_preflop_cap() {
    let mut h = dealt(fl(100, 200), &[10_000; 4], 4);
    ok_all(&mut h, [to(3, 200), to(4, 300), to(1, 400)]);
    assert_eq!(code(&mut h, to(2, 500)), "raise_cap_reached");
}

#[test]
fn the_raise_cap_applies_to_no_limit_as_the_house_text_says() {
    let mut h = dealt(nl(), &[100_000; 4], 4);
    ok_all(&mut h, [to(3, 400), to(4, 800), to(1, 1_600)]);
    assert_eq!(code(&mut h, to(2, 3_200)), "raise_cap_reached");
}

#[test]
fn the_raise_cap_is_lifted_when_only_two_players_remain() {
    let mut h = dealt(fl(100, 200), &[10_000; 3], 3);
    ok_all(&mut h, [fold(3), to(1, 200), to(2, 300), to(1, 400)]);
    ok(&mut h, to(2, 500)); // a fifth bet heads-up
    let mut c = fl(100, 200);
    c.cap_lifts_heads_up = false;
    let mut h = dealt(c, &[10_000; 3], 3);
    ok_all(&mut h, [fold(3), to(1, 200), to(2, 300), to(1, 400)]);
    assert_eq!(code(&mut h, to(2, 500)), "raise_cap_reached");
}

#[test]
fn no_cap_when_the_table_sets_none() {
    let mut c = nl();
    c.max_bets_per_round = None;
    let mut h = dealt(c, &[100_000; 4], 4);
    ok_all(&mut h, [to(3, 400), to(4, 800), to(1, 1_600), to(2, 3_200)]);
    ok(&mut h, to(3, 6_400));
}

#[test]
fn checking_facing_a_bet_is_refused_with_what_the_seat_must_do() {
    let mut h = dealt(nl(), &[10_000; 4], 3);
    assert_eq!(to_act(&h), 2);
    let (c, message) = refused(&mut h, check(2));
    assert_eq!(c, "check_facing_bet");
    assert!(
        message.contains("Seat 2 must call 2.00 or raise to at least 4.00"),
        "{message}"
    );
}

#[test]
fn calling_with_nothing_to_call_is_refused() {
    let mut h = dealt(nl(), &[10_000; 2], 2);
    ok(&mut h, call(2));
    assert_eq!(code(&mut h, call(1)), "nothing_to_call");
}

#[test]
fn acting_out_of_turn_is_refused_and_names_who_is_next() {
    let mut h = dealt(nl(), &[10_000; 4], 4);
    let (c, message) = refused(&mut h, call(1));
    assert_eq!(c, "out_of_turn");
    assert!(message.contains("Seat 3"), "{message}");
}

#[test]
fn betting_while_the_dealer_must_deal_is_wrong_street() {
    let mut h = dealt(nl(), &[10_000; 2], 2);
    ok_all(&mut h, [call(2), check(1)]);
    assert_eq!(code(&mut h, to(1, 200)), "wrong_street");
}

#[test]
fn an_all_in_that_is_a_full_raise_reopens_the_betting() {
    let mut h = dealt(nl(), &[10_000, 10_000, 10_000, 2_500], 4);
    ok(&mut h, to(3, 1_000)); // seat 3 raises to 10: increment 8
    ok(&mut h, all_in(4)); // to 25: increment 15, a full raise
    ok_all(&mut h, [call(1), fold(2)]);
    assert!(options(&h).bet_or_raise.is_some());
}

#[test]
fn short_all_in_after_a_full_raise_cannot_be_reraised_by_those_who_acted() {
    let mut h = dealt(nl(), &[10_000, 10_000, 10_000, 1_300], 4);
    ok(&mut h, to(3, 1_000)); // full raise: increment 8
    ok(&mut h, all_in(4)); // to 13: increment 3, short
    ok_all(&mut h, [call(1), call(2)]);
    assert_eq!(to_act(&h), 3);
    let o = options(&h);
    assert_eq!(o.call, Some(300));
    assert!(o.bet_or_raise.is_none());
    assert_eq!(code(&mut h, to(3, 3_000)), "betting_not_reopened");
}

#[test]
fn two_short_all_ins_that_together_make_a_full_raise_reopen_the_betting() {
    let mut h = dealt(nl(), &[10_000, 10_000, 10_000, 1_400, 1_800], 5);
    ok(&mut h, to(3, 1_000)); // increment 8
    ok(&mut h, all_in(4)); // 14: +4 short
    ok(&mut h, all_in(5)); // 18: +4 short; together +8 = a full raise over seat 3's 10
    ok_all(&mut h, [call(1), fold(2)]);
    assert_eq!(to_act(&h), 3);
    assert!(options(&h).bet_or_raise.is_some(), "reopened for seat 3");
}

#[test]
fn fixed_limit_all_in_of_half_a_bet_or_more_reopens_and_less_does_not() {
    // Small bet 2: seat 4 all-in for 3 on top of a bet of 2 (half a bet) counts as a raise.
    let mut h = dealt(fl(200, 400), &[10_000, 10_000, 10_000, 500], 4);
    ok_all(&mut h, [call(3), call(4), call(1), check(2)]);
    street(&mut h, "??????");
    ok_all(&mut h, [to(1, 200), call(2), call(3)]);
    ok(&mut h, all_in(4)); // to 3: +1 = half a bet
    assert_eq!(to_act(&h), 1);
    assert_eq!(options(&h).bet_or_raise.map(|r| r.min_to), Some(500));
    // Less than half: seat 4 all-in to 2.5 does not reopen.
    let mut h = dealt(fl(200, 400), &[10_000, 10_000, 10_000, 450], 4);
    ok_all(&mut h, [call(3), call(4), call(1), check(2)]);
    street(&mut h, "??????");
    ok_all(&mut h, [to(1, 200), call(2), call(3)]);
    ok(&mut h, all_in(4)); // to 2.50: +0.50 < half
    assert_eq!(to_act(&h), 1);
    assert!(options(&h).bet_or_raise.is_none());
    assert_eq!(options(&h).call, Some(50));
}

#[test]
fn nobody_may_raise_when_every_other_player_is_all_in() {
    let mut h = dealt(nl(), &[10_000, 10_000], 2);
    ok(&mut h, to(2, 10_000));
    let o = options(&h);
    assert_eq!(o.call, Some(9_800));
    assert!(o.bet_or_raise.is_none());
    ok(&mut h, call(1));
    assert_eq!(h.phase(), Phase::Showdown);
}

#[test]
fn an_all_in_call_for_less_is_allowed() {
    let mut h = dealt(nl(), &[10_000, 10_000, 1_000], 3);
    ok_all(&mut h, [call(3), to(1, 5_000), fold(2)]);
    assert_eq!(options(&h).call, Some(800));
    let event = ok(&mut h, call(3));
    assert_eq!(
        event,
        Event::Called {
            seat: 3,
            amount: 800,
            all_in: true
        }
    );
    assert_eq!(
        h.stacks(),
        vec![9_000, 9_800, 0],
        "seat 1's uncalled 40 came back"
    );
    let _ = Action::Fold { seat: 1 };
}

#[test]
fn fixed_limit_a_raise_over_a_short_all_in_is_a_full_bet_over_the_last_full_bet() {
    // Flop, bet 1: seat 1 bets 1, seat 2 raises to 2, seat 3 is all-in for 2.26 (less than
    // half a bet over 2). Seat 4 may call 2.26 or raise to 3; not to 3.26 (TDA; PokerKit
    // takes 3.26).
    let mut h = dealt(fl(100, 200), &[10_000, 10_000, 326, 10_000], 4);
    ok_all(&mut h, [call(3), call(4), call(1), check(2)]);
    street(&mut h, "??????");
    ok_all(&mut h, [to(1, 100), to(2, 200), all_in(3)]);
    assert_eq!(to_act(&h), 4);
    let o = options(&h);
    assert_eq!(o.call, Some(226));
    assert_eq!(
        o.bet_or_raise.map(|r| (r.min_to, r.max_to)),
        Some((300, 300))
    );
    assert_eq!(code(&mut h, to(4, 326)), "over_limit");
    ok(&mut h, to(4, 300));
}
