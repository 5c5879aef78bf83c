//! Undo for the floor: the last floor action, within its minute, taken back by an appended
//! action; the audit trail shows both; nothing is edited or lost.

use cardroom_room::{AddChips, FloorUndoable, Mark, Room, RoomError};

use crate::support::{Fixture, limit_table};

/// A room with two Lowball 4/8 tables, Ann and Bob at the first: seats at 100.00 each, a
/// time collection every 30 minutes. (room, first table, second table)
fn two_tables() -> (Fixture, i64, i64) {
    let mut f = Fixture::new();
    let t1 = f.open(limit_table("Table 1", "lowball", 400, 800)).id;
    let t2 = f.open(limit_table("Table 2", "lowball", 400, 800)).id;
    f.seat(t1, 1, "Ann");
    f.seat(t1, 2, "Bob");
    (f, t1, t2)
}

/// The floor manager has no floor action left to undo; `why` says why not.
fn nothing_to_undo(f: &Fixture, why: &str) {
    assert!(
        f.room.last_floor_action(f.floor.id).unwrap().is_none(),
        "{why}"
    );
}

/// At 18:10 the floor manager unseats Bob (seat 2 of `table`): the action he may undo.
fn unseat_bob(f: &mut Fixture, table: i64) -> FloorUndoable {
    f.at("2026-11-23T18:10:00Z");
    f.room.unseat_player(f.floor.id, table, 2).unwrap();
    f.room.last_floor_action(f.floor.id).unwrap().unwrap()
}

/// Undoes `actor`'s last floor action as the notice would: the one the room says he may undo.
fn undo_last(room: &Room, actor: i64) -> Result<String, RoomError> {
    let last = room
        .last_floor_action(actor)
        .unwrap()
        .expect("an action to undo");
    room.undo_floor_action(actor, last.audit_id)
}

fn kinds(f: &Fixture) -> Vec<String> {
    f.audit_entries()
        .into_iter()
        .filter(|(_, outcome, _)| outcome == "done")
        .map(|(kind, _, _)| kind)
        .collect()
}

#[test]
fn an_unseat_is_undone_within_its_minute_and_the_player_is_back_with_his_chips() {
    let (mut f, t1, _) = two_tables();
    let last = unseat_bob(&mut f, t1);
    assert_eq!(last.kind, "unseat_player");
    assert_eq!(last.words, "Seat 2 Bob unseated at Table 1 with 100.00");
    assert_eq!(last.until, "2026-11-23T18:11:00Z");
    f.at("2026-11-23T18:10:40Z");
    let undone = undo_last(&f.room, f.floor.id).unwrap();
    assert_eq!(undone, last.words);
    let seats = f.room.seats(t1).unwrap();
    assert_eq!(
        seats
            .iter()
            .map(|s| (s.seat_no, s.player_name.as_str(), s.stack_cents))
            .collect::<Vec<_>>(),
        [(1, "Ann", 10_000), (2, "Bob", 10_000)]
    );
    let trail = kinds(&f);
    assert_eq!(
        trail[trail.len() - 2..],
        ["unseat_player".to_string(), "undo_floor_action".to_string()],
        "the trail shows the action and its undo"
    );
    assert!(
        f.room.verify_room().unwrap().is_empty(),
        "the chips balance"
    );
    nothing_to_undo(&f, "an undo is not undone again");
}

#[test]
fn past_its_minute_or_after_another_action_an_undo_is_refused_and_changes_nothing() {
    let (mut f, t1, _) = two_tables();
    let last = unseat_bob(&mut f, t1);
    f.at("2026-11-23T18:11:01Z");
    assert!(f.room.last_floor_action(f.floor.id).unwrap().is_none());
    let before = f.snapshot();
    let err = f
        .room
        .undo_floor_action(f.floor.id, last.audit_id)
        .unwrap_err();
    assert_eq!(err.code(), "nothing_to_undo", "{err}");
    assert_eq!(f.snapshot(), before);

    f.room.set_sitting_out(f.floor.id, t1, 1, true).unwrap();
    let sat_out = f.room.last_floor_action(f.floor.id).unwrap().unwrap();
    f.room.set_sitting_out(f.floor.id, t1, 1, false).unwrap();
    let err = f
        .room
        .undo_floor_action(f.floor.id, sat_out.audit_id)
        .unwrap_err();
    assert_eq!(err.code(), "nothing_to_undo", "only the last action: {err}");
}

#[test]
fn an_unseat_whose_seat_was_taken_meanwhile_cannot_be_undone() {
    let (mut f, t1, _) = two_tables();
    let other = f
        .room
        .add_staff(Some(f.floor.id), "Ola", cardroom_room::Role::Floor)
        .unwrap();
    let last = unseat_bob(&mut f, t1);
    // Another floor manager seats someone there at once.
    f.room
        .seat_player(
            other.id,
            &cardroom_room::SeatPlayer {
                table_id: t1,
                seat_no: 2,
                player_name: "Cy".into(),
                player_number: None,
                stack_cents: 10_000,
                entry: cardroom_room::Entry::WaitForBigBlind,
                cash: false,
                not_excluded: None,
            },
        )
        .unwrap();
    let before = f.snapshot();
    let err = f
        .room
        .undo_floor_action(f.floor.id, last.audit_id)
        .unwrap_err();
    crate::support::assert_refusal(&err, "nothing_to_undo", "taken by Cy");
    assert_eq!(f.snapshot(), before);
}

#[test]
fn a_move_is_undone_back_to_the_seat_he_came_from() {
    let (f, t1, t2) = two_tables();
    f.at("2026-11-23T18:10:00Z");
    f.room.move_player(f.floor.id, t1, 2, t2, 5).unwrap();
    let last = f.room.last_floor_action(f.floor.id).unwrap().unwrap();
    assert_eq!(
        last.words,
        "Bob moved from Table 1 seat 2 to Table 2 seat 5"
    );
    undo_last(&f.room, f.floor.id).unwrap();
    let back = f.room.seats(t1).unwrap();
    assert_eq!(back[1].player_name, "Bob");
    assert_eq!(back[1].seat_no, 2);
    assert_eq!(back[1].stack_cents, 10_000);
    assert!(f.room.seats(t2).unwrap().is_empty());
    assert!(f.room.verify_room().unwrap().is_empty());
}

#[test]
fn a_sit_out_is_undone_and_the_player_is_back_in() {
    let (f, t1, _) = two_tables();
    f.room.set_sitting_out(f.floor.id, t1, 1, true).unwrap();
    assert_eq!(
        f.room.last_floor_action(f.floor.id).unwrap().unwrap().words,
        "Seat 1 Ann sat out at Table 1"
    );
    undo_last(&f.room, f.floor.id).unwrap();
    assert!(!f.room.seats(t1).unwrap()[0].sitting_out);
}

#[test]
fn a_push_and_a_pull_are_undone() {
    let (mut f, t1, _) = two_tables();
    let dee = f.push_dealer(t1, "Dee");
    assert_eq!(
        f.room.last_floor_action(f.floor.id).unwrap().unwrap().words,
        "Dee pushed to Table 1"
    );
    undo_last(&f.room, f.floor.id).unwrap();
    assert_eq!(f.room.status_board(false).unwrap()[0].dealer, None);

    f.room.push_dealer(f.floor.id, t1, dee.id).unwrap();
    f.room.pull_dealer(f.floor.id, t1).unwrap();
    assert_eq!(
        f.room.last_floor_action(f.floor.id).unwrap().unwrap().words,
        "Dee pulled from Table 1"
    );
    undo_last(&f.room, f.floor.id).unwrap();
    assert_eq!(
        f.room.status_board(false).unwrap()[0].dealer.as_deref(),
        Some("Dee")
    );
}

#[test]
fn a_collection_marked_paid_from_the_stack_is_undone_due_again_with_the_chips_back() {
    let (f, t1, _) = two_tables();
    f.at("2026-11-23T18:31:00Z");
    let due = f.room.collections_due(f.floor.id, Some(t1)).unwrap();
    let paid = f
        .room
        .mark_collection(f.floor.id, &due[0], Mark::Paid)
        .unwrap();
    assert_eq!(paid.stack_after_cents, Some(10_000 - paid.amount_cents));
    assert_eq!(
        f.room.last_floor_action(f.floor.id).unwrap().unwrap().words,
        "Seat 1 Ann's collection of 4.00 marked paid"
    );
    undo_last(&f.room, f.floor.id).unwrap();
    assert_eq!(f.stacks(t1), [10_000, 10_000]);
    let again = f.room.collections_due(f.floor.id, Some(t1)).unwrap();
    assert_eq!(again.len(), 2, "due again, both");
    assert!(f.room.verify_room().unwrap().is_empty());
    // Marked again, it is taken from the stack again.
    f.room
        .mark_collection(f.floor.id, &again[0], Mark::Paid)
        .unwrap();
    assert_eq!(f.stacks(t1), [10_000 - paid.amount_cents, 10_000]);
    assert!(f.room.verify_room().unwrap().is_empty());
}

#[test]
fn an_add_on_is_undone_and_the_stack_is_as_before() {
    let (f, t1, _) = two_tables();
    f.room
        .add_chips(
            f.floor.id,
            &AddChips {
                table_id: t1,
                seat_no: 1,
                amount_cents: 5_000,
                cash: false,
            },
        )
        .unwrap();
    assert_eq!(f.stacks(t1), [15_000, 10_000]);
    assert_eq!(
        f.room.last_floor_action(f.floor.id).unwrap().unwrap().words,
        "50.00 added to seat 1 Ann"
    );
    undo_last(&f.room, f.floor.id).unwrap();
    assert_eq!(f.stacks(t1), [10_000, 10_000]);
    assert!(f.room.verify_room().unwrap().is_empty());
}

#[test]
fn actions_that_are_not_the_floors_are_never_offered_for_undo() {
    let (f, _, _) = two_tables();
    nothing_to_undo(&f, "seating a player is not undone: unseat him");
}

#[test]
fn a_comp_needs_a_floor_manager_and_its_reason_which_the_audit_trail_keeps() {
    let (mut f, t1, _) = two_tables();
    let dee = f.push_dealer(t1, "Dee");
    f.at("2026-11-23T18:31:00Z");
    let due = f.room.collections_due(f.floor.id, Some(t1)).unwrap();
    let before = f.snapshot();
    let comp = Mark::NotPaid(cardroom_room::NotPaidReason::Comped);
    let one_tap = f
        .room
        .mark_collection(f.floor.id, &due[0], comp)
        .unwrap_err();
    assert_eq!(one_tap.code(), "invalid_input", "{one_tap}");
    let blank = f
        .room
        .comp_collection(f.floor.id, &due[0], "  ")
        .unwrap_err();
    assert_eq!(blank.code(), "invalid_input");
    let dealer = f
        .room
        .comp_collection(dee.id, &due[0], "his birthday")
        .unwrap_err();
    assert_eq!(dealer.code(), "not_permitted");
    assert_eq!(f.snapshot(), before, "nothing marked");

    let comped = f
        .room
        .comp_collection(f.floor.id, &due[0], "his birthday")
        .unwrap();
    assert_eq!(comped.reason, Some(cardroom_room::NotPaidReason::Comped));
    let (kind, outcome, detail) = f.audit_entries().pop().unwrap();
    assert_eq!(
        (kind.as_str(), outcome.as_str()),
        ("comp_collection", "done")
    );
    assert_eq!(detail, "comped seat 1 Ann's $4.00: his birthday");
    // A comp is a mark: undone like one, for its minute.
    assert_eq!(
        f.room.last_floor_action(f.floor.id).unwrap().unwrap().words,
        "Seat 1 Ann's collection of 4.00 marked not paid (comped)"
    );
    undo_last(&f.room, f.floor.id).unwrap();
    assert_eq!(
        f.room.collections_due(f.floor.id, Some(t1)).unwrap().len(),
        2
    );
}
