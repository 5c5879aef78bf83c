//! Events: serialisable, and a hand is rebuilt exactly by replaying them; undo replays all
//! but the last.

use cardroom_engine::{Event, Hand};

use crate::support::*;

fn played() -> Hand {
    let mut h = posted(nl(), &[10_000, 6_000, 10_000], 3);
    deal_holes(&mut h, &[(1, "AsAd"), (2, "????"), (3, "KsKd")]);
    ok_all(&mut h, [to(3, 600), call(1), all_in(2), call(3), call(1)]);
    h
}

#[test]
fn events_round_trip_through_json() {
    let h = played();
    let json = serde_json::to_string(h.events()).expect("serialises");
    assert!(json.contains("\"As\""), "{json}");
    assert!(json.contains("\"??\""), "{json}");
    let back: Vec<Event> = serde_json::from_str(&json).expect("deserialises");
    assert_eq!(back, h.events());
}

#[test]
fn replaying_the_events_rebuilds_the_same_hand() {
    let h = played();
    let again =
        Hand::replay(h.config().clone(), h.seat_specs(), h.button(), h.events()).expect("replays");
    assert_eq!(format!("{again:?}"), format!("{h:?}"));
}

#[test]
fn undo_is_the_hand_before_the_last_action() {
    let mut h = played();
    let before = h.clone();
    ok(&mut h, burn("2h"));
    let undone = h.undo().expect("undo");
    assert_eq!(format!("{undone:?}"), format!("{before:?}"));
    let fresh = table(nl(), &[10_000; 2], 2);
    assert_eq!(
        format!("{:?}", fresh.undo().expect("undo")),
        format!("{fresh:?}")
    );
}

#[test]
fn a_finished_hand_replays_and_undoes_its_award() {
    let mut h = dealt(nl(), &[10_000; 3], 3);
    ok_all(&mut h, [fold(3), fold(1)]);
    award_all(&mut h);
    assert!(h.is_complete());
    let json = serde_json::to_string(h.events()).expect("json");
    let events: Vec<Event> = serde_json::from_str(&json).expect("events");
    let again =
        Hand::replay(h.config().clone(), h.seat_specs(), h.button(), &events).expect("replays");
    assert_eq!(again.settlement(), h.settlement());
    let undone = h.undo().expect("undo");
    assert_eq!(undone.phase(), cardroom_engine::Phase::Awarding);
    assert_eq!(
        undone.pot_total(),
        200,
        "the big blind's uncalled 1 went back"
    );
}
