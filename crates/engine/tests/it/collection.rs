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
