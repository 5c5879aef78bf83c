//! Going out: eleven cards in melds, the discard that would put the next player out, and a
//! full hand to settlement, replayed.

use cardroom_engine::pan::{PanAction, PanEvent, PanHand, PanPhase, PayReason};

use super::support::{
    H1, H3, add, cfg, conserved, discard, draw, lay, net, passes, playing, refused, table, take_add,
};

#[test]
fn a_discard_that_puts_the_next_player_out_is_refused_unless_there_is_no_other_choice() {
    let mut hand = playing(
        cfg(),
        &[
            (1, "Kd Qd Jd 5c 5c 5c 2h 3h 4h 6s"),
            (2, "5s 5s 6h 6c 6d Qs Js 3c 4c Ac"),
            (3, H3),
        ],
        1,
    );
    assert_eq!(hand.order(), vec![1, 3, 2]);
    hand.apply(draw(1, "Ah")).expect("draw");
    hand.apply(lay(1, "Ah 2h 3h 4h")).expect("A-2-3-4");
    hand.apply(lay(1, "Kd Qd Jd")).expect("K-Q-J");
    hand.apply(lay(1, "5c 5c 5c")).expect("valle set");
    hand.apply(discard(1, "6s")).expect("all ten spread");
    passes(&mut hand, 3, "Kc");
    // Seat 2 draws 5c, which fits seat 1's fives; he could lay 5c 4c 3c instead.
    hand.apply(draw(2, "5c")).expect("draw");
    let msg = refused(&mut hand, discard(2, "5c"), "puts_next_out");
    assert!(msg.starts_with("Seat 1 has all ten cards spread"), "{msg}");
    hand.apply(lay(2, "5c 4c 3c")).expect("melded instead");
    hand.apply(discard(2, "Qs"))
        .expect("a hand card, which cannot be taken");
    refused(&mut hand, take_add(1, 0, "Qs"), "discard_not_available");
    passes(&mut hand, 1, "Kh");
    passes(&mut hand, 3, "Kc");
    // Now seat 2 cannot meld a 5c: he may throw it, and seat 1 takes it to go out.
    hand.apply(draw(2, "5c")).expect("draw");
    hand.apply(discard(2, "5c")).expect("no other choice");
    refused(&mut hand, PanAction::GoOut { seat: 1 }, "not_out");
    hand.apply(take_add(1, 2, "5c")).expect("his eleventh card");
    hand.apply(PanAction::GoOut { seat: 1 }).expect("out");
    assert!(hand.is_complete());
    assert!(conserved(&hand));
    assert_eq!(hand.tops(), 0);
}

#[test]
fn going_out_needs_eleven_cards_in_melds() {
    let mut hand = table();
    refused(&mut hand, PanAction::GoOut { seat: 2 }, "not_out");
    hand.apply(draw(2, "5s")).expect("draw");
    hand.apply(lay(2, "5s 5s 5s")).expect("meld");
    let msg = refused(&mut hand, PanAction::GoOut { seat: 2 }, "not_out");
    assert_eq!(msg, "Seat 2 has 3 cards in melds: going out takes eleven");
    refused(&mut hand, PanAction::GoOut { seat: 1 }, "out_of_turn");
}

/// The full hand of the docs: seat 3 retires; seat 2 melds three conditions, increases one
/// and goes out; seat 1 pays everything.
#[test]
fn a_full_pan_hand_settles_to_zero() {
    let mut hand = super::support::dealt(
        cfg(),
        &[(1, H1), (2, "5s 5s 5s Kh Qh Jh 2c 3c 4c 6d"), (3, H3)],
        2,
    );
    hand.apply(PanAction::Stay { seat: 2 }).expect("stay");
    hand.apply(PanAction::Stay { seat: 1 }).expect("stay");
    hand.apply(PanAction::Retire { seat: 3 }).expect("retire");
    hand.apply(draw(2, "Ac")).expect("draw");
    hand.apply(lay(2, "Ac 2c 3c 4c"))
        .expect("A-2-3-4 of clubs: 2");
    hand.apply(lay(2, "5s 5s 5s")).expect("valle spades: 4");
    hand.apply(lay(2, "Kh Qh Jh")).expect("K-Q-J: 1");
    hand.apply(discard(2, "6d")).expect("ten spread");
    passes(&mut hand, 1, "7s");
    hand.apply(draw(2, "5s")).expect("draw");
    hand.apply(add(2, 1, "5s")).expect("increase: 2");
    assert_eq!(hand.seat(2).expect("seat").meld_chips, 2 + 6 + 1);
    let ev = hand.apply(PanAction::GoOut { seat: 2 }).expect("out");
    let PanEvent::WentOut { payments, .. } = &ev else {
        panic!("went out expected, got {ev:?}");
    };
    let reasons: Vec<PayReason> = payments.iter().map(|p| p.reason).collect();
    assert_eq!(
        reasons,
        vec![PayReason::Out, PayReason::ConditionsAgain, PayReason::Tops]
    );
    assert_eq!(payments[0].amount, 2 * 25);
    assert_eq!(payments[1].amount, 9 * 25);
    assert_eq!(
        payments[2].amount,
        3 * 25,
        "the tops, forfeit included, paid last"
    );
    // Seat 2: conditions 7 + increase 2 + out 2 + conditions again 9 + tops 3 - his top 1.
    assert_eq!(net(&hand, 2), (7 + 2 + 2 + 9 + 3 - 1) * 25);
    assert_eq!(net(&hand, 1), -(7 + 2 + 2 + 9 + 1) * 25);
    assert_eq!(net(&hand, 3), -25);
    assert!(conserved(&hand));
    assert_eq!(hand.phase(), PanPhase::Complete);
    assert_eq!(hand.winner(), Some(2));
    refused(&mut hand, draw(1, "Kh"), "hand_over");

    // The events rebuild the hand, in memory and through JSON.
    let json = serde_json::to_string(hand.events()).expect("json");
    let events: Vec<PanEvent> = serde_json::from_str(&json).expect("events");
    assert_eq!(events, hand.events());
    let again = PanHand::replay(cfg(), vec![1, 2, 3], 2, &events).expect("replay");
    assert_eq!(
        super::support::snapshot(&again),
        super::support::snapshot(&hand)
    );
    let before = hand.undo().expect("undo");
    assert_eq!(before.phase(), PanPhase::Play);
    assert_eq!(before.events().len(), hand.events().len() - 1);
}

#[test]
fn entries_read_from_json_as_the_app_sends_them() {
    let json = r#"[
        {"type": "post_tops"},
        {"type": "deal", "seat": 2, "cards": ["5s", "5s", "??", "??", "??"]},
        {"type": "take_discard", "seat": 1,
         "play": {"type": "add", "meld": 0, "cards": ["5s"]}},
        {"type": "meld", "seat": 1,
         "play": {"type": "split", "meld": 0, "add": ["4s", "4s"], "part": ["4c", "4d", "4h"]}},
        {"type": "force", "seat": 3, "by": 1},
        {"type": "go_out", "seat": 2}
    ]"#;
    let actions: Vec<PanAction> = serde_json::from_str(json).expect("entries");
    assert_eq!(actions[0], PanAction::PostTops);
    assert_eq!(actions[2], take_add(1, 0, "5s"));
    assert_eq!(actions[4].seat(), Some(3));
    let back = serde_json::to_string(&actions).expect("json");
    let again: Vec<PanAction> = serde_json::from_str(&back).expect("entries");
    assert_eq!(again, actions);
    assert!(
        serde_json::from_str::<PanAction>(r#"{"type": "discard", "seat": 1, "card": "9s"}"#)
            .is_ok()
    );
    assert!(
        serde_json::from_str::<PanAction>(r#"{"type": "discard", "seat": 1, "card": "??"}"#)
            .is_err()
    );
}
