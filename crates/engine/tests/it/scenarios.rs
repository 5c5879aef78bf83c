//! Whole hands as the house texts describe them.

use cardroom_engine::{Event, LegalActions, Phase};

use crate::support::*;

/// Texas Hold'em house rules: blinds left of the button, two cards each starting left of the
/// button, betting from the left of the big blind, burn and flop, betting from the left of the
/// button, burn and turn, burn and river, showdown; the excess chip of a tie goes to the first
/// player left of the button.
#[test]
fn a_full_holdem_hand_as_the_house_rules_run_it() {
    let mut c = nl();
    c.antes = vec![0, 0, 0, 0].into();
    c.chip_unit = 100;
    let mut h = posted(c, &[20_000; 4], 4);
    for (seat, text) in [(1, "AhKh"), (2, "AdKd"), (3, "7c2s"), (4, "9h9d")] {
        ok(&mut h, hole(seat, &text[..2]));
    }
    for (seat, text) in [(1, "AhKh"), (2, "AdKd"), (3, "7c2s"), (4, "9h9d")] {
        ok(&mut h, hole(seat, &text[2..]));
    }
    assert_eq!(to_act(&h), 3, "left of the big blind");
    ok_all(&mut h, [fold(3), to(4, 700), call(1), call(2)]);
    ok(&mut h, burn("2c"));
    ok(&mut h, board("QsJc3h"));
    assert_eq!(to_act(&h), 1, "left of the button");
    ok_all(&mut h, [check(1), check(2), to(4, 1_000), call(1), call(2)]);
    ok(&mut h, burn("4c"));
    ok(&mut h, board("Ts"));
    ok_all(&mut h, [1, 2, 4].map(check));
    ok(&mut h, burn("5c"));
    ok(&mut h, board("2h"));
    ok_all(&mut h, [1, 2, 4].map(check));
    assert_eq!(h.phase(), Phase::Showdown);
    ok_all(&mut h, [1, 2, 4].map(show_unentered));
    let LegalActions::Dealer(cardroom_engine::DealerStep::AwardPot {
        winners, amount, ..
    }) = h.legal_actions()
    else {
        panic!()
    };
    assert_eq!(winners, Some(seat_list(&[1, 2])), "two broadway straights");
    assert_eq!(amount, 3 * 1_700);
    let event = ok(&mut h, award_by_hands(0));
    let Event::PotAwarded { shares, .. } = event else {
        panic!()
    };
    // 51 $1 chips: 25 each, the odd chip to seat 1, the first left of the button.
    let shares: Vec<_> = shares.iter().map(|s| (s.seat, s.amount)).collect();
    assert_eq!(shares, vec![(1, 2_600), (2, 2_500)]);
    assert!(h.is_complete());
    assert_eq!(h.settlement().balance(), 0);
}

/// Betting and pots house text: "If all but one player folds, the remaining player wins the
/// pot without having to reveal their cards."
#[test]
fn the_last_player_wins_without_revealing() {
    let mut h = dealt(fl(200, 400), &[10_000; 3], 3);
    ok_all(&mut h, [to(3, 400), fold(1), fold(2)]);
    assert_eq!(h.phase(), Phase::Awarding);
    ok(&mut h, award_by_hands(0));
    assert_eq!(h.stacks(), vec![9_900, 9_800, 10_300]);
}

/// Betting and pots house text: several all-ins make several side pots; each all-in player can
/// win only up to his all-in.
#[test]
fn multiple_all_ins_make_multiple_side_pots() {
    let mut h = dealt(nl(), &[1_000, 2_000, 3_000, 10_000], 4);
    ok_all(&mut h, [all_in(3), call(4), call(1), call(2)]);
    let amounts: Vec<_> = h
        .pots()
        .iter()
        .map(|p| (p.amount, p.eligible.len()))
        .collect();
    assert_eq!(amounts, vec![(4_000, 4), (3_000, 3), (2_000, 2)]);
}
