//! The app and the CLI use one database at once: each use case is one transaction that
//! waits for the other program's write instead of failing, and never lands half-done.

use std::time::Duration;

use cardroom_room::ManualClock;

use crate::support::{Fixture, limit_table, t};

#[test]
fn two_programs_on_one_file_see_each_others_work() {
    let mut app = Fixture::new();
    let cli = app.reopen_with(Box::new(app.clock.clone()));
    let table = app.open(limit_table("Table 1", "holdem", 200, 400)).id;
    let floor = app.floor.id;
    let seat = cardroom_room::SeatPlayer {
        table_id: table,
        seat_no: 1,
        player_name: "Ann".into(),
        player_number: None,
        stack_cents: 10_000,
        entry: cardroom_room::Entry::WaitForBigBlind,
        cash: false,
        not_excluded: None,
    };
    cli.seat_player(floor, &seat).unwrap();
    assert_eq!(app.room.table_status(table).unwrap().seated, 1);
    let err = app.room.seat_player(floor, &seat).unwrap_err();
    assert_eq!(err.code(), "seat_taken");
}

#[test]
fn a_use_case_waits_for_another_programs_write_then_succeeds() {
    let mut f = Fixture::new();
    let table = f.open(limit_table("Table 1", "holdem", 200, 400)).id;
    let path = f.path.clone();
    let url = f.url.clone();
    let (locked_tx, locked_rx) = std::sync::mpsc::channel();
    let holder = std::thread::spawn(move || {
        if let Some(url) = url {
            // Another station in the middle of a write: it holds the room's write lock.
            let mut client = postgres::Client::connect(&url, postgres::NoTls).unwrap();
            let mut tx = client.transaction().unwrap();
            tx.execute("SELECT pg_advisory_xact_lock($1)", &[&0x4352_4452_0001_i64])
                .unwrap();
            locked_tx.send(()).unwrap();
            std::thread::sleep(Duration::from_millis(400));
            tx.commit().unwrap();
            return;
        }
        let conn = rusqlite::Connection::open(&path).unwrap();
        conn.execute_batch("BEGIN IMMEDIATE").unwrap();
        locked_tx.send(()).unwrap();
        std::thread::sleep(Duration::from_millis(400));
        conn.execute_batch("COMMIT").unwrap();
    });
    locked_rx.recv().unwrap();
    f.seat(table, 1, "Ann"); // waits out the other writer (busy timeout), then commits
    holder.join().unwrap();
    assert_eq!(f.room.table_status(table).unwrap().seated, 1);
}

#[test]
fn a_use_case_that_fails_midway_leaves_nothing_half_written() {
    let (f, table) = Fixture::seated(
        limit_table("Table 1", "holdem", 200, 400),
        &[(1, "Ann"), (2, "Bob")],
    );
    // Moving Ann ends her seating first, then finds seat 2 taken: the whole move rolls back.
    let err = f
        .room
        .move_player(f.floor.id, table, 1, table, 2)
        .unwrap_err();
    assert_eq!(err.code(), "seat_taken");
    let seats = f.room.seats(table).unwrap();
    let names: Vec<(i64, &str)> = seats
        .iter()
        .map(|s| (s.seat_no, s.player_name.as_str()))
        .collect();
    assert_eq!(names, vec![(1, "Ann"), (2, "Bob")]);
}

#[test]
fn a_fresh_clock_behind_the_database_is_refused_even_in_another_program() {
    let f = Fixture::new();
    let clock = ManualClock::new(t("2026-11-23T17:00:00Z"));
    let late = f.reopen_with(Box::new(clock));
    let err = late.open_shift(f.floor.id).unwrap_err();
    assert_eq!(err.code(), "clock_backwards");
}
