//! The dealer's screen: what may be entered now; more irregular counts and forfeits.

use cardroom_engine::Card;
use cardroom_engine::pan::{Correction, Fix, PanAction, PanHand, PanPhase};

use super::support::{
    H1, H2, H3, cfg, dealt, discard, draw, lay, net, one, passes, refused, serve, table, withdraw,
};

/// Seats 1-3, seat 2 first, seat 2 dealt `n2` unknown cards.
fn irregular(n2: usize) -> PanHand {
    let mut hand = PanHand::new(cfg(), vec![1, 2, 3], 2).expect("a table");
    hand.apply(PanAction::PostTops).expect("tops");
    let first = n2.min(5);
    for (seat, n) in [(2, first), (1, 5), (3, 5), (2, n2 - first), (1, 5), (3, 5)] {
        let cards: Vec<Option<Card>> = vec![None; n];
        hand.apply(PanAction::Deal { seat, cards })
            .expect("a packet");
    }
    hand
}

#[test]
fn eight_cards_are_served_up_to_ten() {
    let mut hand = irregular(8);
    let fix = Correction {
        seat: 2,
        cards: 8,
        fix: Fix::Serve,
    };
    assert_eq!(hand.options().corrections, vec![fix]);
    hand.apply(serve(2, "Kh")).expect("served");
    hand.apply(serve(2, "??")).expect("served");
    assert!(hand.options().corrections.is_empty());
    refused(&mut hand, serve(2, "??"), "no_irregularity");
}

#[test]
fn twelve_cards_give_up_two_and_a_named_card_must_be_held() {
    let mut hand = irregular(12);
    assert_eq!(hand.options().corrections[0].fix, Fix::Withdraw);
    hand.apply(withdraw(2, "Qh")).expect("revealed, withdrawn");
    hand.apply(withdraw(2, "??")).expect("withdrawn");
    assert_eq!(hand.seat(2).expect("seat").hand.len(), 10);
    let mut known = dealt(cfg(), &[(1, H1), (2, H2), (3, H3)], 2);
    refused(&mut known, withdraw(2, "??"), "no_irregularity");
}

#[test]
fn a_forfeit_smaller_than_the_top_returns_the_difference() {
    let mut config = cfg();
    config.top_chips = 2;
    config.forfeit_chips = 1;
    let mut hand = dealt(config, &[(1, H1), (2, H2), (3, H3)], 2);
    assert_eq!(hand.tops(), 3 * 50);
    hand.apply(PanAction::Retire { seat: 2 }).expect("retire");
    assert_eq!(net(&hand, 2), -25);
    assert_eq!(hand.tops(), 3 * 50 - 25);
}

#[test]
fn the_options_follow_the_turn() {
    let mut hand = table();
    let o = hand.options();
    assert_eq!(
        (o.phase, o.seat, o.may_draw),
        (PanPhase::Play, Some(2), true)
    );
    assert_eq!((o.takeable, o.may_force, o.may_go_out), (None, false, None));
    hand.apply(draw(2, "5s")).expect("draw");
    assert!(!hand.options().may_draw);
    hand.apply(lay(2, "5s 5s 5s")).expect("meld");
    hand.apply(discard(2, "6d")).expect("discard");
    passes(&mut hand, 1, "5s");
    passes(&mut hand, 3, "5s");
    let o = hand.options();
    assert_eq!(o.seat, Some(2));
    assert_eq!(o.takeable, Some(one("5s")));
    assert!(o.may_force, "5s fits seat 2's spades");
}
