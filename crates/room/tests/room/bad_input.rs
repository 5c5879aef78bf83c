//! Bad input gets a typed error and writes nothing.

use cardroom_room::{Entry, Mark, OpenTable, Role, RoomError, SeatPlayer};

use crate::support::{Fixture, limit_table};

/// Runs `attempt`, expects `code`, and checks the database is byte-for-byte unchanged but
/// for the audit trail, which records a refusal for lack of authority (and nothing else).
pub fn refused<T: std::fmt::Debug>(
    f: &mut Fixture,
    code: &str,
    attempt: impl FnOnce(&mut Fixture) -> Result<T, RoomError>,
) -> String {
    let before = f.snapshot();
    let entries = f.audit_entries().len();
    let err = attempt(f).expect_err("the use case should have been refused");
    assert_eq!(err.code(), code, "{err}");
    assert_eq!(f.snapshot(), before, "a refused use case wrote something");
    let after = f.audit_entries();
    if err.is_lack_of_authority() {
        assert_eq!(
            after.len(),
            entries + 1,
            "a refusal for lack of authority is audited"
        );
        let (_, outcome, detail) = after.last().unwrap();
        assert_eq!(outcome, "refused");
        assert_eq!(detail, &format!("{code}: {err}"));
    } else {
        assert_eq!(
            after.len(),
            entries,
            "a refusal of bad input is not an audit entry"
        );
    }
    err.to_string()
}

pub fn seat_req(table: i64, seat: i64, name: &str) -> SeatPlayer {
    SeatPlayer {
        table_id: table,
        seat_no: seat,
        player_name: name.into(),
        player_number: None,
        stack_cents: 5_000,
        entry: Entry::WaitForBigBlind,
        cash: false,
        not_excluded: None,
    }
}

#[test]
fn a_taken_seat_is_refused_naming_who_sits_there() {
    let (mut f, t) = Fixture::seated(limit_table("Table 1", "holdem", 200, 400), &[(3, "Ann")]);
    let id = f.floor.id;
    let msg = refused(&mut f, "seat_taken", |f| {
        f.room.seat_player(id, &seat_req(t, 3, "Bob"))
    });
    assert_eq!(msg, "seat 3 at Table 1 is taken by Ann");
}

#[test]
fn a_full_table_is_refused() {
    let mut f = Fixture::new();
    let mut req = limit_table("Table 1", "holdem", 200, 400);
    req.seat_limit = Some(2);
    let t = f.open_seated(req, &[(1, "Ann"), (2, "Bob")]);
    let id = f.floor.id;
    refused(&mut f, "table_full", |f| {
        f.room.seat_player(id, &seat_req(t, 1, "Cy"))
    });
    refused(&mut f, "no_such_seat", |f| {
        f.room.seat_player(id, &seat_req(t, 3, "Cy"))
    });
}

#[test]
fn a_stake_outside_the_schedule_without_a_rate_opens_nothing() {
    let mut f = Fixture::new();
    let id = f.floor.id;
    let req: OpenTable = limit_table("Table 1", "pineapple", 1000, 2000);
    refused(&mut f, "no_rate", |f| f.room.open_table(id, &req));
}

#[test]
fn an_action_at_a_closed_table_is_refused() {
    let (mut f, t) = Fixture::seated(limit_table("Table 1", "holdem", 200, 400), &[(1, "Ann")]);
    f.room.close_table(f.floor.id, t).unwrap();
    let id = f.floor.id;
    refused(&mut f, "table_closed", |f| {
        f.room.seat_player(id, &seat_req(t, 2, "Bob"))
    });
    refused(&mut f, "table_closed", |f| f.room.close_table(id, t));
    let dee = f.dealer("Dee");
    refused(&mut f, "table_closed", |f| {
        f.room.push_dealer(id, t, dee.id)
    });
}

#[test]
fn a_collection_marked_twice_is_refused() {
    let (mut f, t) = Fixture::seated(limit_table("Table 1", "lowball", 400, 800), &[(1, "Ann")]);
    f.at("2026-11-23T18:30:00Z");
    let due = crate::support::record_and_list(&f.room, f.floor.id, Some(t)).unwrap();
    f.room
        .mark_collection(f.floor.id, &due[0], Mark::Paid)
        .unwrap();
    let id = f.floor.id;
    let msg = refused(&mut f, "already_marked", |f| {
        f.room.mark_collection(id, &due[0], Mark::Paid)
    });
    assert!(msg.contains("already marked paid"), "{msg}");
    refused(&mut f, "unknown_collection", |f| {
        f.room.mark_collection(id, 9999, Mark::Paid)
    });
}

#[test]
fn a_clock_that_goes_backwards_is_refused() {
    let mut f = Fixture::new();
    let t = f.open(limit_table("Table 1", "holdem", 200, 400)).id;
    f.at("2026-11-23T17:59:59Z");
    let id = f.floor.id;
    let msg = refused(&mut f, "clock_backwards", |f| {
        f.room.seat_player(id, &seat_req(t, 1, "Ann"))
    });
    assert!(
        msg.contains("17:59:59Z, earlier than the last recorded action at 2026-11-23T18:00:00Z")
    );
}

#[test]
fn an_unknown_or_inactive_staff_member_is_refused() {
    let mut f = Fixture::new();
    let t = f.open(limit_table("Table 1", "holdem", 200, 400)).id;
    refused(&mut f, "unknown_staff", |f| {
        f.room.seat_player(4242, &seat_req(t, 1, "Ann"))
    });
    let dee = f.dealer("Dee");
    f.room.set_staff_active(f.floor.id, dee.id, false).unwrap();
    refused(&mut f, "inactive_staff", |f| {
        f.room.seat_player(dee.id, &seat_req(t, 1, "Ann"))
    });
}

#[test]
fn a_dealer_cannot_do_a_floor_managers_work() {
    let (mut f, dee) = Fixture::with_dealer("Dee");
    let req = limit_table("Table 1", "holdem", 200, 400);
    refused(&mut f, "not_permitted", |f| f.room.open_table(dee.id, &req));
    refused(&mut f, "not_permitted", |f| f.room.open_shift(dee.id));
    refused(&mut f, "not_permitted", |f| {
        f.room.add_staff(Some(dee.id), "Eve", Role::Dealer)
    });
    let t = f.open_seated(limit_table("Table 2", "lowball", 400, 800), &[(1, "Ann")]);
    f.room.push_dealer(f.floor.id, t, dee.id).unwrap();
    f.at("2026-11-23T18:30:00Z");
    let due = crate::support::record_and_list(&f.room, dee.id, Some(t)).unwrap();
    let comp = Mark::NotPaid(cardroom_room::NotPaidReason::Comped);
    refused(&mut f, "not_permitted", |f| {
        f.room.mark_collection(dee.id, &due[0], comp)
    });
}

#[test]
fn only_the_first_staff_member_needs_no_actor() {
    let mut f = Fixture::new();
    refused(&mut f, "unknown_staff", |f| {
        f.room.add_staff(None, "Eve", Role::Floor)
    });
    let id = f.floor.id;
    refused(&mut f, "duplicate_staff", |f| {
        f.room.add_staff(Some(id), "maria", Role::Dealer)
    });
}

#[test]
fn one_shift_is_open_at_a_time() {
    let mut f = Fixture::bare();
    let id = f.floor.id;
    refused(&mut f, "no_open_shift", |f| f.room.close_shift(id));
    f.room.open_shift(id).unwrap();
    refused(&mut f, "shift_already_open", |f| f.room.open_shift(id));
}

#[test]
fn a_rate_cannot_start_in_the_past() {
    let mut f = Fixture::new();
    let id = f.floor.id;
    let req = cardroom_room::NewRateRequest {
        game: cardroom_room::GameCode::Pan,
        structure: cardroom_room::StakeStructure::Limit,
        min_limit_cents: Some(200),
        max_limit_cents: Some(500),
        amount_cents: 75,
        interval_minutes: None,
        effective_from: "2026-11-23T17:00:00Z".into(),
    };
    refused(&mut f, "invalid_input", |f| f.room.add_rate(id, &req));
}
