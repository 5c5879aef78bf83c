//! Uncalled bets, side pots, eligibility, split pots and odd chips.

use cardroom_engine::Phase;

use crate::support::*;

#[test]
fn an_uncalled_bet_is_returned_to_the_bettor() {
    let mut h = dealt(nl(), &[10_000; 3], 3);
    ok_all(&mut h, [to(3, 1_000), fold(1), fold(2)]);
    assert_eq!(h.phase(), Phase::Awarding);
    let pots = h.pots();
    assert_eq!(pots.len(), 1);
    assert_eq!(
        pots[0].amount,
        200 + 200 + 100,
        "seat 3's 8 over the big blind returned"
    );
    award_all(&mut h);
    assert_eq!(h.stacks(), vec![9_900, 9_800, 10_300]);
}

#[test]
fn a_pot_is_won_without_showing_when_all_others_fold() {
    let mut h = dealt(nl(), &[10_000; 3], 3);
    ok_all(&mut h, [fold(3), fold(1)]);
    assert_eq!(h.phase(), Phase::Awarding);
    award_all(&mut h);
    assert!(h.is_complete());
    assert_eq!(h.stacks(), vec![9_900, 10_100, 10_000]);
}

#[test]
fn side_pots_hold_what_all_in_players_cannot_win() {
    // Seat 1 all-in 10, seat 2 all-in 30, seat 3 covers.
    let mut h = dealt(nl(), &[1_000, 3_000, 10_000], 3);
    ok_all(&mut h, [to(3, 10_000), call(1), call(2)]);
    let pots = h.pots();
    assert_eq!(pots.len(), 2);
    assert_eq!(
        (pots[0].amount, pots[0].eligible.to_vec()),
        (3_000, vec![1, 2, 3])
    );
    assert_eq!(
        (pots[1].amount, pots[1].eligible.to_vec()),
        (4_000, vec![2, 3])
    );
    assert_eq!(
        h.stacks(),
        vec![0, 0, 7_000],
        "seat 3's uncalled 70 returned"
    );
}

#[test]
fn a_folded_player_is_never_eligible_and_an_all_in_player_stays_eligible() {
    let mut h = dealt(nl(), &[10_000, 10_000, 10_000, 500], 4);
    ok_all(&mut h, [call(3), all_in(4), call(1), call(2), call(3)]);
    street(&mut h, "??????");
    ok_all(&mut h, [to(1, 1_000), call(2), fold(3)]);
    let pots = h.pots();
    assert_eq!(
        pots[0].eligible[..],
        [1, 2, 4],
        "main pot: folded seat 3 out, all-in seat 4 in"
    );
    assert_eq!(pots[0].amount, 2_000);
    assert_eq!(pots[1].eligible[..], [1, 2]);
    assert_eq!(pots[1].amount, 2_000);
}

#[test]
fn a_split_pot_is_divided_in_the_chip_unit_with_the_odd_chip_left_of_the_button() {
    let mut c = nl();
    c.chip_unit = 100; // $1 chips
    c.blinds = vec![100, 200].into();
    c.antes = vec![100, 0, 0].into(); // makes the pot odd: seven $1 chips
    let mut h = posted(c, &[10_000; 3], 3);
    deal_holes(&mut h, &[(1, "AhKd"), (2, "AsKc"), (3, "2c3d")]);
    ok_all(&mut h, [call(3), call(1), check(2)]);
    checked_streets(&mut h, &["QhJc9s", "4h", "7d"], &[1, 2, 3]);
    ok_all(&mut h, [1, 2, 3].map(show_unentered));
    award_all(&mut h);
    // Pot 700: seven $1 chips split 4 / 3, the odd chip to the first winner left of the
    // button.
    let s = h.settlement();
    let shares: Vec<_> = s.pots[0]
        .shares
        .iter()
        .map(|s| (s.seat, s.amount))
        .collect();
    assert_eq!(shares, vec![(1, 400), (2, 300)]);
    assert_eq!(s.balance(), 0);
    assert!(
        notes_said(&h).contains(&"The pot is split; the odd chip goes to Seat 1.".to_string()),
        "{:?}",
        notes_said(&h)
    );
}

#[test]
fn the_settlement_shows_each_pot_paid_as_it_is_awarded_and_an_undo_takes_the_payment_back() {
    // Seat 1 all-in 10, seat 2 all-in 30, seat 3 covers; cards not entered.
    let mut h = dealt(nl(), &[1_000, 3_000, 10_000], 3);
    ok_all(&mut h, [to(3, 10_000), call(1), call(2)]);
    // All in: the hands are shown before the board is run out.
    while let cardroom_engine::LegalActions::Seat(o) = h.legal_actions() {
        ok(&mut h, show_unentered(o.seat));
    }
    street(&mut h, "QhJc9s");
    street(&mut h, "4h");
    street(&mut h, "7d");
    let paid = |h: &cardroom_engine::Hand| -> Vec<Vec<(u8, i64)>> {
        let s = h.settlement();
        s.pots
            .iter()
            .map(|p| p.shares.iter().map(|s| (s.seat, s.amount)).collect())
            .collect()
    };
    assert_eq!(paid(&h), vec![vec![], vec![]]);
    ok(&mut h, award(0, &[1]));
    assert_eq!(paid(&h), vec![vec![(1, 3_000)], vec![]]);
    assert!(!h.settlement().complete);
    ok(&mut h, award(1, &[2, 3]));
    assert_eq!(
        paid(&h),
        vec![vec![(1, 3_000)], vec![(2, 2_000), (3, 2_000)]]
    );
    let s = h.settlement();
    assert!(s.complete);
    assert_eq!(s.balance(), 0);
    assert_eq!(
        (s.pots[1].amount, s.pots[1].eligible.to_vec()),
        (4_000, vec![2, 3])
    );
    let undone = h.undo().expect("undo");
    assert_eq!(paid(&undone), vec![vec![(1, 3_000)], vec![]]);
    assert_eq!(undone.stacks(), vec![3_000, 0, 7_000]);
}
