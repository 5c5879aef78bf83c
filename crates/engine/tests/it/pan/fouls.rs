//! Fouled hands, unknown cards in a concealed hand, and the stock running out.

use cardroom_engine::Card;
use cardroom_engine::pan::{PanAction, PanConfig, PanStatus, PayReason};

use super::support::{
    c, conserved, discard, draw, lay, net, one_deck_heads_up, passes, playing, received, refused,
    table,
};

#[test]
fn a_fouled_hand_returns_its_collections_and_still_pays() {
    let mut hand = table();
    refused(&mut hand, PanAction::Foul { seat: 2 }, "no_irregularity");
    hand.apply(draw(2, "5s")).expect("draw");
    hand.apply(lay(2, "5s 5s 5s")).expect("4 chips from each");
    hand.apply(discard(2, "6d")).expect("discard");
    assert_eq!(net(&hand, 2), 2 * 4 * 25 - 25);
    let ev = hand.apply(PanAction::Foul { seat: 2 }).expect("fouled");
    assert!(
        ev.payments()
            .iter()
            .all(|p| p.reason == PayReason::Returned)
    );
    assert_eq!(received(ev.payments(), 2), -2 * 4 * 25);
    let s2 = hand.seat(2).expect("seat");
    assert_eq!(s2.status, PanStatus::Fouled);
    assert!(s2.melds.is_empty() && s2.hand.is_empty());
    assert_eq!(net(&hand, 2), -25);
    // He no longer plays, but pays for the others' conditions.
    hand.apply(draw(1, "5c")).expect("seat 1 draws");
    let ev = hand.apply(lay(1, "7c 6c 5c")).expect("no condition");
    assert!(ev.payments().is_empty());
    hand.apply(discard(1, "6s")).expect("discard");
    passes(&mut hand, 3, "Kh");
    assert_eq!(hand.to_act(), Some(1), "seat 2 is skipped");
    hand.apply(draw(1, "Jd")).expect("draw");
    let ev = hand.apply(lay(1, "Kd Qd Jd")).expect("K-Q-J: 1 chip");
    assert_eq!(received(ev.payments(), 2), -25);
    assert!(conserved(&hand));
}

#[test]
fn cards_melded_from_a_concealed_hand_are_revealed_and_counted() {
    let mut hand = one_deck_heads_up();
    for seat in [1, 2, 1, 2] {
        let cards: Vec<Option<Card>> = vec![None; 5];
        hand.apply(PanAction::Deal { seat, cards }).expect("deal");
    }
    hand.apply(PanAction::Stay { seat: 1 }).expect("stay");
    hand.apply(PanAction::Stay { seat: 2 }).expect("stay");
    hand.apply(draw(1, "Kh")).expect("draw");
    hand.apply(lay(1, "Kh Qh Jh"))
        .expect("Qh and Jh revealed from unknown cards");
    assert_eq!(hand.seat(1).expect("seat").hand, vec![None; 8]);
    hand.apply(discard(1, "2c")).expect("a discard is named");
    // One deck holds one Q♥: it is out, so seat 2 cannot have another.
    hand.apply(draw(2, "3s")).expect("draw");
    refused(&mut hand, lay(2, "Qh Qs Qd 3s"), "too_many_copies");
}

#[test]
fn an_empty_stock_is_refilled_from_the_discards_but_the_top() {
    let mut config = PanConfig::house(25);
    config.decks = 1;
    let hands = [
        (1, "Ac 2d 3h 4s 5c 6d 7h Js Qc Kd"),
        (2, "Ad 2h 3s 4c 5d 6h 7s Jc Qd Kh"),
    ];
    let mut hand = playing(config, &hands, 1);
    refused(&mut hand, PanAction::Reshuffle, "wrong_phase");
    // The 20 cards left: each player draws one and throws it.
    let stock: Vec<Card> = Card::naturals()
        .filter(|x| !matches!(x.rank().map(|r| r.value()), Some(8..=10)))
        .filter(|x| !c(hands[0].1).contains(x) && !c(hands[1].1).contains(x))
        .collect();
    assert_eq!(stock.len(), 20);
    for (k, card) in stock.iter().enumerate() {
        let seat = if k % 2 == 0 { 1 } else { 2 };
        let drawn = card.to_string();
        hand.apply(draw(seat, &drawn)).expect("draw");
        hand.apply(discard(seat, &drawn)).expect("discard");
    }
    assert_eq!(hand.stock_left(), 0);
    refused(&mut hand, draw(1, "Ac"), "stock_empty");
    hand.apply(PanAction::Reshuffle).expect("reshuffled");
    assert_eq!(hand.stock_left(), 19);
    assert_eq!(hand.top_discard().map(|t| t.0), Some(stock[19]));
    hand.apply(draw(1, &stock[0].to_string()))
        .expect("the stock again");
}
