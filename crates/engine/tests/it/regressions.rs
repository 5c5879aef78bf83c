//! Bugs other engines shipped, as scenarios.

use cardroom_engine::{Action, GameConfig};

use crate::support::*;

/// pokerkit #45: SB 19, BB 200, UTG, button 200; blinds 1/2. UTG raises to 16 (full), the
/// button calls, the SB's all-in to 19 is short, the BB calls: UTG and the button already
/// acted and face only 3 more, so they may call or fold, not raise.
#[test]
fn pokerkit_45_short_all_in_after_a_full_raise_does_not_reopen_for_those_who_acted() {
    let mut h = dealt(nl(), &[1_900, 20_000, 20_000, 20_000], 4);
    ok_all(&mut h, [to(3, 1_600), call(4), all_in(1), call(2)]);
    assert_eq!(to_act(&h), 3);
    assert!(options(&h).bet_or_raise.is_none());
    assert_eq!(code(&mut h, to(3, 5_000)), "betting_not_reopened");
    ok(&mut h, call(3));
    assert_eq!(code(&mut h, to(4, 5_000)), "betting_not_reopened");
    ok(&mut h, call(4));
}

/// The counterpart: two short all-ins that add up to a full raise reopen the betting.
#[test]
fn two_short_all_ins_adding_up_to_a_full_raise_reopen_the_betting() {
    let mut h = dealt(nl(), &[20_000, 20_000, 20_000, 2_100, 2_600], 5);
    ok(&mut h, to(3, 1_600)); // increment 14
    ok(&mut h, all_in(4)); // 21: +5
    ok(&mut h, all_in(5)); // 26: +5, 10 in all: still short of 14
    ok_all(&mut h, [call(1), fold(2)]);
    assert!(
        options(&h).bet_or_raise.is_none(),
        "10 over seat 3's raise is not a full raise"
    );
    let mut h = dealt(nl(), &[20_000, 20_000, 20_000, 2_400, 3_100], 5);
    ok(&mut h, to(3, 1_600));
    ok(&mut h, all_in(4)); // 24: +8 (short)
    ok(&mut h, all_in(5)); // 31: +7 (short); 15 in all >= 14
    ok_all(&mut h, [call(1), fold(2)]);
    assert!(options(&h).bet_or_raise.is_some(), "reopened for seat 3");
}

/// pokerkit #40: heads-up, 10/20, BB 200 short, SB/button 1000 deep. SB raises to 100, BB
/// raises to 180; the minimum re-raise is to 260 even though the BB has only 200: it is not
/// capped at the opponent's stack, and the excess comes back as an uncalled bet.
#[test]
fn pokerkit_40_the_minimum_raise_is_not_capped_at_an_opponents_stack() {
    let config = GameConfig::house(
        cardroom_engine::Game::Holdem,
        cardroom_engine::Structure::NoLimit,
        10,
        20,
    );
    let mut h = dealt(config, &[200, 1_000], 2);
    ok_all(&mut h, [to(2, 100), to(1, 180)]);
    assert_eq!(options(&h).bet_or_raise.map(|r| r.min_to), Some(260));
    assert_eq!(code(&mut h, to(2, 200)), "below_min_raise");
    ok_all(&mut h, [to(2, 260), call(1)]);
    assert_eq!(h.stacks(), vec![0, 800], "60 uncalled returned to seat 2");
}

/// PyPokerEngine #72: a stack between the call and the minimum raise may still go all-in.
#[test]
fn pypokerengine_72_a_stack_between_the_call_and_the_min_raise_may_go_all_in() {
    let mut h = dealt(nl(), &[10_000, 10_000, 300], 3);
    let o = options(&h);
    assert_eq!(o.call, Some(200));
    let r = o.bet_or_raise.expect("all-in raise allowed");
    assert_eq!((r.min_to, r.max_to), (300, 300));
    assert_eq!(o.all_in_to, Some(300));
    ok(&mut h, all_in(3));
}

/// pokerth #152: a 30,300 pot split three ways pays 10,100 each.
#[test]
fn pokerth_152_a_30300_pot_split_three_ways_pays_10100_each() {
    let mut h = dealt(nl(), &[10_100; 3], 3);
    ok_all(&mut h, [all_in(3), call(1), call(2)]);
    ok_all(&mut h, [3, 1, 2].map(show_unentered));
    for _ in 0..3 {
        ok(&mut h, burn("??"));
        let n = if h.board().is_empty() { 3 } else { 1 };
        ok(&mut h, Action::DealBoard { cards: unknown(n) });
    }
    ok(&mut h, award(0, &[1, 2, 3]));
    assert_eq!(h.stacks(), vec![10_100; 3]);
}

/// private_poker #20: the remainder of a split is never dropped.
#[test]
fn private_poker_20_the_remainder_of_a_split_is_paid_not_dropped() {
    let mut c = nl();
    c.antes = vec![1, 1, 1].into();
    let mut h = dealt(c, &[5_000, 5_001, 5_001], 1);
    // Seat 2 SB, seat 3 BB, seat 1 first; the antes make the pot odd.
    ok_all(&mut h, [fold(1), all_in(2), call(3)]);
    ok_all(&mut h, [2, 3].map(show_unentered));
    for n in [3, 1, 1] {
        ok(&mut h, burn("??"));
        ok(&mut h, Action::DealBoard { cards: unknown(n) });
    }
    ok(&mut h, award(0, &[2, 3]));
    let s = h.settlement();
    assert_eq!(s.pots[0].amount, 10_003);
    let shares: Vec<i64> = s.pots[0].shares.iter().map(|s| s.amount).collect();
    assert_eq!(shares, vec![5_002, 5_001]);
    assert_eq!(h.stacks().iter().sum::<i64>(), 15_002);
}

/// pokerkit #46: each pot is split on its own; its odd chips go one at a time to its own
/// winners clockwise from the button, never moved to the winner of another pot.
#[test]
fn pokerkit_46_odd_chips_stay_with_the_winners_of_their_own_pot() {
    let mut c = nl();
    c.chip_unit = 100;
    let mut h = dealt(c, &[10_000, 10_000, 1_100, 10_000], 4);
    ok(&mut h, all_in(3)); // 11
    ok_all(&mut h, [call(4), call(1)]);
    ok(&mut h, call(2)); // main pot 44
    street(&mut h, "??????");
    ok_all(&mut h, [to(1, 500), call(2)]);
    ok(&mut h, call(4)); // side pot 15
    for board in ["??", "??"] {
        street(&mut h, board);
        ok_all(&mut h, [1, 2, 4].map(check));
    }
    ok_all(&mut h, [1, 2, 3, 4].map(show_unentered));
    ok(&mut h, award(0, &[4, 3, 1]));
    ok(&mut h, award(1, &[4, 2]));
    let s = h.settlement();
    let shares = |k: usize| {
        s.pots[k]
            .shares
            .iter()
            .map(|s| (s.seat, s.amount))
            .collect::<Vec<_>>()
    };
    assert_eq!(shares(0), vec![(1, 1_500), (3, 1_500), (4, 1_400)]);
    assert_eq!(shares(1), vec![(2, 800), (4, 700)]);
}

/// poker-ts #18: a folded player is not kept eligible for a side pot, and an all-in player is
/// not dropped from the pots he contributed to.
#[test]
fn poker_ts_18_folded_out_all_in_in() {
    let mut h = dealt(nl(), &[1_000, 10_000, 10_000, 10_000], 4);
    ok_all(&mut h, [to(3, 600), call(4), all_in(1), call(2), call(3)]);
    ok(&mut h, call(4));
    street(&mut h, "??????");
    ok_all(&mut h, [to(2, 2_000), fold(3), call(4)]);
    let pots = h.pots();
    assert_eq!(pots[0].eligible[..], [1, 2, 4]);
    assert_eq!(pots[0].amount, 4_000);
    assert_eq!(pots[1].eligible[..], [2, 4]);
    assert_eq!(pots[1].amount, 4_000);
}

/// pokerl #13: profits sum to zero (with no collection) in a multi-pot hand.
#[test]
fn pokerl_13_profits_sum_to_zero() {
    let mut h = dealt(nl(), &[1_000, 2_500, 10_000, 7_777], 4);
    ok_all(&mut h, [all_in(3), call(4), call(1), call(2)]);
    ok_all(&mut h, [3, 4, 1, 2].map(show_unentered));
    for n in [3, 1, 1] {
        ok(&mut h, burn("??"));
        ok(&mut h, Action::DealBoard { cards: unknown(n) });
    }
    ok(&mut h, award(0, &[1]));
    ok(&mut h, award(1, &[2, 4]));
    ok(&mut h, award(2, &[4]));
    let s = h.settlement();
    assert!(s.complete);
    assert_eq!(s.seats.iter().map(|r| r.net).sum::<i64>(), 0);
    assert_eq!(s.balance(), 0);
}

/// A short all-in ante (a real heads-up single-draw hand from a public site's history): the
/// button antes his last chip, the big blind antes 25 and posts 100. The all-in player can win
/// only what he put in from each opponent: the pot is 2 and the big blind's 124 comes back
/// uncalled. The engine once put every ante in one pot any live player could win ([2974, 26]).
#[test]
fn a_short_all_in_ante_wins_only_what_it_covers_from_each_opponent() {
    let text = "variant = 'N5D'\n\
                antes = [1, 25]\n\
                blinds_or_straddles = [0, 100]\n\
                min_bet = 100\n\
                starting_stacks = [2999, 1]\n\
                actions = ['d dh p1 Qh8h3d6c7c', 'd dh p2 Qs5c5h2d2s', 'p1 sd', 'p2 sd', \
                'p2 sm -', 'p1 sm -']\n\
                finishing_stacks = [2998, 2]\n";
    let replayed = cardroom_engine::phh::replay_text(text).expect("replays to [2998, 2]");
    assert_eq!(
        replayed.finishing_stacks,
        vec![299_800, 200],
        "[2998, 2] in cents"
    );
}
