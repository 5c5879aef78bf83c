//! Whole hands as the house texts describe them.

use cardroom_engine::{Action, Event, LegalActions, Phase};

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
    let mut h = table(c, &[20_000; 4], 4);
    ok(&mut h, Action::PostForcedBets);
    for (seat, hole) in [(1, "AhKh"), (2, "AdKd"), (3, "7c2s"), (4, "9h9d")] {
        ok(
            &mut h,
            Action::DealHole {
                seat,
                cards: cards(&hole[..2]),
            },
        );
    }
    for (seat, hole) in [(1, "AhKh"), (2, "AdKd"), (3, "7c2s"), (4, "9h9d")] {
        ok(
            &mut h,
            Action::DealHole {
                seat,
                cards: cards(&hole[2..]),
            },
        );
    }
    assert_eq!(to_act(&h), 3, "left of the big blind");
    ok(&mut h, fold(3));
    ok(&mut h, to(4, 700));
    ok(&mut h, call(1));
    ok(&mut h, call(2));
    ok(
        &mut h,
        Action::Burn {
            card: Some(card("2c")),
        },
    );
    ok(
        &mut h,
        Action::DealBoard {
            cards: cards("QsJc3h"),
        },
    );
    assert_eq!(to_act(&h), 1, "left of the button");
    ok(&mut h, check(1));
    ok(&mut h, check(2));
    ok(&mut h, to(4, 1_000));
    ok(&mut h, call(1));
    ok(&mut h, call(2));
    ok(
        &mut h,
        Action::Burn {
            card: Some(card("4c")),
        },
    );
    ok(&mut h, Action::DealBoard { cards: cards("Ts") });
    for s in [1, 2, 4] {
        ok(&mut h, check(s));
    }
    ok(
        &mut h,
        Action::Burn {
            card: Some(card("5c")),
        },
    );
    ok(&mut h, Action::DealBoard { cards: cards("2h") });
    for s in [1, 2, 4] {
        ok(&mut h, check(s));
    }
    assert_eq!(h.phase(), Phase::Showdown);
    for s in [1, 2, 4] {
        ok(
            &mut h,
            Action::Show {
                seat: s,
                cards: None,
            },
        );
    }
    let LegalActions::Dealer(cardroom_engine::DealerStep::AwardPot {
        winners, amount, ..
    }) = h.legal_actions()
    else {
        panic!()
    };
    assert_eq!(winners, Some(seat_list(&[1, 2])), "two broadway straights");
    assert_eq!(amount, 3 * 1_700);
    let event = ok(
        &mut h,
        Action::AwardPot {
            pot: 0,
            winners: None,
        },
    );
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
    ok(&mut h, to(3, 400));
    ok(&mut h, fold(1));
    ok(&mut h, fold(2));
    assert_eq!(h.phase(), Phase::Awarding);
    ok(
        &mut h,
        Action::AwardPot {
            pot: 0,
            winners: None,
        },
    );
    assert_eq!(h.stacks(), vec![9_900, 9_800, 10_300]);
}

/// Betting and pots house text: several all-ins make several side pots; each all-in player can
/// win only up to his all-in.
#[test]
fn multiple_all_ins_make_multiple_side_pots() {
    let mut h = dealt(nl(), &[1_000, 2_000, 3_000, 10_000], 4);
    ok(&mut h, all_in(3));
    ok(&mut h, call(4));
    ok(&mut h, call(1));
    ok(&mut h, call(2));
    let amounts: Vec<_> = h
        .pots()
        .iter()
        .map(|p| (p.amount, p.eligible.len()))
        .collect();
    assert_eq!(amounts, vec![(4_000, 4), (3_000, 3), (2_000, 2)]);
}
