//! The turn: drawing, taking the discard, melding, discarding, forcing, going out, and a full
//! hand to settlement.

use cardroom_engine::pan::{PanAction, PanEvent, PayReason, Play, TurnStage};

use super::support::{
    H1, H2, H3, add, borrow, c, cfg, discard, draw, lay, one, passes, playing, received, refused,
    table, take_add, take_lay,
};

#[test]
fn a_player_out_of_turn_is_refused_and_nothing_changes() {
    let mut hand = table();
    let msg = refused(&mut hand, draw(1, "Kh"), "out_of_turn");
    assert_eq!(msg, "Seat 1 waits: it is seat 2's turn");
    refused(&mut hand, draw(9, "Kh"), "unknown_seat");
    refused(&mut hand, PanAction::Stay { seat: 2 }, "wrong_phase");
    refused(&mut hand, PanAction::PostTops, "wrong_phase");
}

#[test]
fn a_player_draws_before_he_melds_or_discards() {
    let mut hand = table();
    refused(&mut hand, lay(2, "Ks Qs Js"), "must_draw");
    refused(&mut hand, discard(2, "6d"), "must_draw");
    refused(&mut hand, draw(2, "9h"), "not_a_pan_card");
}

#[test]
fn a_stock_card_is_melded_at_once_or_discarded() {
    let mut hand = table();
    hand.apply(draw(2, "5s")).expect("draw");
    assert_eq!(hand.stage(), TurnStage::StockCard { card: one("5s") });
    refused(&mut hand, draw(2, "Kh"), "already_drew");
    let msg = refused(&mut hand, lay(2, "Ks Qs Js"), "must_use_drawn_card");
    assert!(msg.contains("5♠"), "{msg}");
    refused(&mut hand, discard(2, "6d"), "must_use_drawn_card");
    // Discarded, it may be taken by the next player.
    let ev = hand
        .apply(discard(2, "5s"))
        .expect("discard the stock card");
    assert_eq!(
        ev,
        PanEvent::Discarded {
            seat: 2,
            card: one("5s"),
            takeable: true
        }
    );
    assert_eq!(hand.to_act(), Some(1));
    assert_eq!(hand.top_discard(), Some((one("5s"), true)));
}

#[test]
fn the_stock_card_never_enters_the_hand() {
    let mut hand = table();
    hand.apply(draw(2, "Kh")).expect("draw");
    // Kh is not in the hand: it cannot be kept while another card is thrown.
    refused(&mut hand, discard(2, "Ac"), "must_use_drawn_card");
    hand.apply(discard(2, "Kh")).expect("discarded");
    assert_eq!(hand.seat(2).expect("seat").hand.len(), 10);
}

#[test]
fn the_previous_players_stock_card_may_be_taken_only_to_meld_it_at_once() {
    let mut hand = table();
    passes(&mut hand, 2, "5c");
    // Seat 1 holds 6c 7c: 5c makes 7c 6c 5c.
    let msg = refused(&mut hand, take_lay(1, "4d 4h 4h"), "card_not_held");
    assert!(msg.contains("4♥"), "{msg}");
    refused(&mut hand, take_lay(1, "Qd Kd Jc"), "invalid_meld");
    let ev = hand
        .apply(take_lay(1, "7c 6c 5c"))
        .expect("taken and melded");
    assert!(matches!(
        ev,
        PanEvent::Melded {
            from_discard: true,
            ..
        }
    ));
    assert_eq!(hand.top_discard(), None);
    assert_eq!(hand.stage(), TurnStage::Melding);
    assert_eq!(hand.seat(1).expect("seat").hand.len(), 8);
}

#[test]
fn a_taken_discard_must_be_used_in_the_meld() {
    let mut hand = playing(
        cfg(),
        &[(1, "4d 4h 4s 7c Jc Qd Kd 2d 3h 6s"), (2, H2), (3, H3)],
        2,
    );
    passes(&mut hand, 2, "5c");
    let msg = refused(&mut hand, take_lay(1, "4d 4h 4s"), "discard_not_melded");
    assert!(msg.contains("5♣"), "{msg}");
}

#[test]
fn a_card_thrown_from_the_hand_cannot_be_taken() {
    let mut hand = table();
    hand.apply(draw(2, "5s")).expect("draw");
    hand.apply(lay(2, "5s 5s 5s")).expect("meld");
    hand.apply(discard(2, "6d")).expect("discard from the hand");
    assert_eq!(hand.top_discard(), Some((one("6d"), false)));
    // 6c 6d 6s would be a set with seat 1's sixes, but 6d came from a hand.
    let msg = refused(&mut hand, take_lay(1, "6c 6d 6s"), "discard_not_available");
    assert!(msg.contains("6♦ was thrown from a hand"), "{msg}");
}

#[test]
fn only_the_previous_players_discard_is_available() {
    let mut hand = table();
    passes(&mut hand, 2, "5c");
    hand.apply(draw(1, "Kh")).expect("seat 1 draws instead");
    hand.apply(discard(1, "Kh")).expect("and discards");
    // Seat 3 may take Kh (seat 1's stock card) but 5c is gone under it.
    refused(&mut hand, take_lay(3, "7d 6d 5c"), "card_not_held");
    assert_eq!(hand.top_discard(), Some((one("Kh"), true)));
}

#[test]
fn a_player_increases_his_own_melds_and_borrows_end_cards() {
    let mut hand = playing(
        cfg(),
        &[(1, H1), (2, "7c 6c 5c 4c 3d 3h Ks Qs Js 2c"), (3, H3)],
        2,
    );
    hand.apply(draw(2, "3c")).expect("draw");
    hand.apply(lay(2, "7c 6c 5c 4c 3c"))
        .expect("a long sequence");
    // Borrow 3c (an end card) to lay 3c 3d 3h: a valle set of different suits, 1 chip.
    let ev = hand.apply(borrow(2, 0, "3c", "3d 3h")).expect("borrowed");
    assert_eq!(received(ev.payments(), 2), 2 * 25);
    let melds = hand.seat(2).expect("seat").melds;
    assert_eq!(melds[0].text(), "7♣ 6♣ 5♣ 4♣");
    assert_eq!(melds[1].text(), "3♥ 3♦ 3♣");
    refused(&mut hand, borrow(2, 0, "5c", "Ks Qs"), "invalid_meld");
    refused(&mut hand, add(2, 3, "2c"), "no_such_meld");
    refused(&mut hand, add(2, 1, "2c"), "invalid_meld");
}

#[test]
fn a_split_is_paid_as_the_conditions_it_creates() {
    let mut hand = playing(
        cfg(),
        &[(1, H1), (2, "4c 4d 4h 4s 4s Ks Qs Js 2c 3c"), (3, H3)],
        2,
    );
    hand.apply(draw(2, "4s")).expect("draw");
    hand.apply(lay(2, "4c 4d 4h 4s"))
        .expect("four fours, no condition");
    let ev = hand
        .apply(PanAction::Meld {
            seat: 2,
            play: Play::Split {
                meld: 0,
                add: c("4s 4s"),
                part: c("4c 4d 4h"),
            },
        })
        .expect("split");
    // 4s 4s 4s is created: 2 chips (spades) from each of two others; the added cards pay
    // no increase.
    assert_eq!(received(ev.payments(), 2), 2 * 2 * 25);
    assert!(ev.payments().iter().all(|p| p.reason == PayReason::Split));
    let melds = hand.seat(2).expect("seat").melds;
    assert_eq!(melds.len(), 2);
    assert_eq!(melds[1].text(), "4♠ 4♠ 4♠");
}

#[test]
fn a_player_with_a_fitting_discard_can_be_forced_to_take_it() {
    let mut hand = table();
    hand.apply(draw(2, "5s")).expect("draw");
    hand.apply(lay(2, "5s 5s 5s")).expect("meld");
    hand.apply(discard(2, "6d")).expect("discard");
    // Seat 1 draws Kc and throws it; seat 3 has no meld it fits.
    passes(&mut hand, 1, "Kc");
    let msg = refused(
        &mut hand,
        PanAction::Force { seat: 3, by: 2 },
        "cannot_force",
    );
    assert!(msg.contains("fits none of seat 3's melds"), "{msg}");
    hand.apply(draw(3, "5s")).expect("draw");
    hand.apply(discard(3, "5s"))
        .expect("discard 5s, which fits seat 2's set");
    refused(
        &mut hand,
        PanAction::Force { seat: 2, by: 2 },
        "cannot_force",
    );
    hand.apply(PanAction::Force { seat: 2, by: 1 })
        .expect("forced");
    assert_eq!(hand.stage(), TurnStage::Forced { by: 1 });
    refused(&mut hand, draw(2, "Kh"), "forced_to_take");
    refused(&mut hand, take_lay(2, "5s Ks Qs"), "forced_to_take");
    let ev = hand.apply(take_add(2, 0, "5s")).expect("added");
    // Adding to 5s 5s 5s pays 2 (spades) from each of two others.
    assert_eq!(received(ev.payments(), 2), 2 * 2 * 25);
    refused(&mut hand, PanAction::GoOut { seat: 2 }, "not_out");
    hand.apply(discard(2, "Ac")).expect("he discards");
}
