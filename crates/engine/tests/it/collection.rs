//! The house's collection: pot drop, button drop, no-flop-no-drop.

use cardroom_engine::{Action, Collection, Event};

use crate::support::*;

fn with(collection: Collection, no_flop_no_drop: bool) -> cardroom_engine::GameConfig {
    let mut c = nl();
    c.collection = collection;
    c.no_flop_no_drop = no_flop_no_drop;
    c
}

/// Seat 3 raises, seat 1 calls, seat 2 folds; the flop comes; seat 1 folds to a bet.
fn flop_hand(config: cardroom_engine::GameConfig) -> cardroom_engine::Hand {
    let mut h = dealt(config, &[10_000; 3], 3);
    ok_all(&mut h, [to(3, 600), call(1), fold(2)]);
    street(&mut h, "??????");
    ok_all(&mut h, [to(1, 1_000), fold(3)]);
    award_all(&mut h);
    h
}

/// Three seats of 100.00, the button on seat 3, before the forced bets.
fn three_seats(config: cardroom_engine::GameConfig) -> cardroom_engine::Hand {
    table(config, &[10_000; 3], 3)
}

/// Posts the forced bets: the pot drop and the button drop set aside.
fn post(h: &mut cardroom_engine::Hand) -> (i64, i64) {
    match ok(h, Action::PostForcedBets) {
        Event::ForcedBetsPosted {
            pot_drop,
            button_drop,
            ..
        } => (pot_drop, button_drop),
        e => panic!("{e:?}"),
    }
}

#[test]
fn pot_drop_is_set_aside_when_the_blinds_are_in_and_taken_from_the_pot() {
    let mut h = three_seats(with(Collection::PotDrop { amount: 300 }, false));
    assert_eq!(post(&mut h).0, 300);
    deal_unknown(&mut h);
    ok_all(&mut h, [to(3, 600), call(1), fold(2)]);
    street(&mut h, "??????");
    ok_all(&mut h, [to(1, 1_000), fold(3)]);
    award_all(&mut h);
    let s = h.settlement();
    assert_eq!(s.collection, 300);
    assert_eq!(s.pots[0].amount, 1_400);
    assert_eq!(s.pots[0].shares[0].amount, 1_100);
    assert_eq!(h.stacks(), vec![10_500, 9_800, 9_400]);
    assert_eq!(s.balance(), 0);
}

#[test]
fn pot_drop_is_at_most_the_pot() {
    let mut c = with(Collection::PotDrop { amount: 400 }, false);
    c.blinds = vec![50, 100].into();
    let mut h = three_seats(c);
    assert_eq!(post(&mut h).0, 150, "min(drop, pot)");
}

#[test]
fn the_drop_is_taken_even_without_a_flop_unless_the_table_says_no_flop_no_drop() {
    let mut h = dealt(
        with(Collection::PotDrop { amount: 300 }, false),
        &[10_000; 3],
        3,
    );
    ok_all(&mut h, [fold(3), fold(1)]);
    award_all(&mut h);
    assert_eq!(h.settlement().collection, 300);
    assert_eq!(h.stacks(), vec![9_900, 9_800, 10_000]);

    let mut h = dealt(
        with(Collection::PotDrop { amount: 300 }, true),
        &[10_000; 3],
        3,
    );
    ok_all(&mut h, [fold(3), fold(1)]);
    award_all(&mut h);
    assert_eq!(h.settlement().collection, 0, "no flop, no drop");
    assert_eq!(h.stacks(), vec![9_900, 10_100, 10_000]);
}

#[test]
fn no_flop_no_drop_still_takes_the_drop_once_a_flop_is_dealt() {
    let h = flop_hand(with(Collection::PotDrop { amount: 300 }, true));
    assert_eq!(h.settlement().collection, 300);
}

#[test]
fn button_drop_is_paid_by_the_button_before_the_deal_and_never_from_the_pot() {
    let mut h = three_seats(with(Collection::ButtonDrop { amount: 300 }, false));
    assert_eq!(post(&mut h).1, 300);
    assert_eq!(h.stacks()[2], 9_700);
    assert_eq!(h.pot_total(), 300, "the blinds only");
    let h = flop_hand(with(Collection::ButtonDrop { amount: 300 }, false));
    let s = h.settlement();
    assert_eq!(s.collection, 300);
    assert_eq!(s.pots[0].collected, 0);
    assert_eq!(s.balance(), 0);
}

#[test]
fn no_collection_leaves_the_pot_whole() {
    let h = flop_hand(nl());
    assert_eq!(h.settlement().collection, 0);
    assert_eq!(h.settlement().balance(), 0);
}

// ----- a jackpot's collection (issue #38): kept apart from the house's -----

fn with_jackpot(drops: &[(i64, i64, bool)], collection: Collection) -> cardroom_engine::GameConfig {
    let mut c = with(collection, false);
    c.jackpot_drops = drops
        .iter()
        .map(|&(amount, min_pot, at_flop)| cardroom_engine::JackpotDrop {
            amount,
            min_pot,
            at_flop,
        })
        .collect();
    c
}

#[test]
fn a_jackpot_takes_its_amount_from_a_pot_of_its_size_or_more_after_the_houses_drop() {
    // The flop hand's pot is 14.00: a fund taking 1.00 from pots of 14.00 or more.
    let h = flop_hand(with_jackpot(
        &[(100, 1_400, true)],
        Collection::PotDrop { amount: 300 },
    ));
    let s = h.settlement();
    assert_eq!(
        s.collection, 300,
        "the house's drop is what it is without a fund"
    );
    assert_eq!(s.jackpot, vec![100]);
    assert_eq!(s.pots[0].shares[0].amount, 1_000, "14.00 - 3.00 - 1.00");
    assert_eq!(
        s.balance(),
        0,
        "every chip is in a stack, the house or the fund"
    );
    assert_eq!(h.chips_in_play(), 30_000);
}

#[test]
fn a_pot_one_chip_short_of_the_jackpots_size_pays_it_nothing() {
    let h = flop_hand(with_jackpot(
        &[(100, 1_401, true)],
        Collection::PotDrop { amount: 300 },
    ));
    let s = h.settlement();
    assert_eq!(s.jackpot, vec![0]);
    assert_eq!(s.collection, 300);
    assert_eq!(s.pots[0].shares[0].amount, 1_100);
}

#[test]
fn a_jackpot_taken_at_the_flop_takes_nothing_from_a_hand_won_before_it() {
    let preflop = |at_flop| {
        let mut h = dealt(
            with_jackpot(&[(100, 0, at_flop)], Collection::None),
            &[10_000; 3],
            3,
        );
        ok_all(&mut h, [to(3, 600), fold(1), fold(2)]);
        award_all(&mut h);
        h.settlement()
    };
    assert_eq!(preflop(true).jackpot, vec![0], "no flop, no jackpot drop");
    assert_eq!(
        preflop(false).jackpot,
        vec![100],
        "taken from the deal: a pot won before the flop pays it too"
    );
}

#[test]
fn two_funds_each_take_their_own_amount_and_a_small_pot_pays_what_it_holds() {
    let h = flop_hand(with_jackpot(
        &[(100, 0, false), (50, 0, false)],
        Collection::PotDrop { amount: 300 },
    ));
    assert_eq!(h.settlement().jackpot, vec![100, 50]);
    assert_eq!(h.settlement().balance(), 0);
    // A pot of 2.00 (the blinds, all folding: the big blind's uncalled part returned) holds
    // less than the two drops.
    let mut h = dealt(
        with_jackpot(&[(150, 0, false), (150, 0, false)], Collection::None),
        &[10_000; 3],
        3,
    );
    ok_all(&mut h, [fold(3), fold(1)]);
    award_all(&mut h);
    assert_eq!(
        h.settlement().jackpot,
        vec![150, 50],
        "never more than the pot"
    );
    assert_eq!(h.settlement().balance(), 0);
}

#[test]
fn a_hand_with_a_jackpot_drop_exports_to_phh_and_replays_to_the_same_money() {
    let h = flop_hand(with_jackpot(
        &[(100, 1_000, true), (50, 0, false)],
        Collection::PotDrop { amount: 300 },
    ));
    let text = cardroom_engine::phh::export(&h).unwrap();
    assert!(text.contains("_jackpot_drops = [1, 0.50]"), "{text}");
    assert!(text.contains("_jackpot_taken = ['flop', 'deal']"), "{text}");
    let replayed = cardroom_engine::phh::replay_text(&text).unwrap();
    assert_eq!(replayed.hand.settlement(), h.settlement());
}
