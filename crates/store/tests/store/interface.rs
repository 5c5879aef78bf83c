//! The storage interface's promises, on a real SQLite file: reads beside a writer, one
//! writer per step of a hand, unknown stored words refused, other programs' commits noticed.

use std::sync::mpsc;
use std::time::Duration;

use cardroom_store::{EventKind, HandKind, Heard, Role, SqliteStore, Storage, StoreError};

use crate::temp_db;

/// A staff member, a table and a hand to append events to; returns the hand's id.
fn a_hand(store: &dyn Storage) -> i64 {
    store
        .write(|tx| {
            let floor = tx.insert_staff("Maria", Role::Floor, "2026-11-25T10:00:00Z", None)?;
            let table = tx.insert_table(&table_row(floor))?;
            tx.insert_hand(&cardroom_store::NewHand {
                table_id: table,
                kind: HandKind::Pot,
                button_seat: 1,
                dealer_id: None,
                config: "{}",
                at: "2026-11-25T10:00:00Z",
                by: floor,
            })
        })
        .unwrap()
}

/// A table whose hands take the pot's drop at 1.00.
fn table_row(floor: i64) -> cardroom_store::NewTable {
    cardroom_store::NewTable {
        collection_mode: cardroom_store::TableCollection::PotDrop,
        manager_rate_cents: Some(100),
        ..crate::table_row("Table 1", floor, "2026-11-25T10:00:00Z")
    }
}

fn append(store: &dyn Storage, hand: i64, seq: i64) -> Result<(), StoreError> {
    store.write(|tx| {
        tx.append_hand_event(
            hand,
            seq,
            EventKind::Action,
            "{}",
            "2026-11-25T10:01:00Z",
            1,
        )
    })
}

#[test]
fn reads_proceed_while_another_connection_holds_the_write_lock() {
    let (_dir, path) = temp_db();
    let store = SqliteStore::open(&path).unwrap();
    let store: &dyn Storage = &store;
    let hand = a_hand(store);
    let other = SqliteStore::open(&path).unwrap();
    let other: &dyn Storage = &other;
    let (locked_tx, locked_rx) = mpsc::channel();
    let (release_tx, release_rx) = mpsc::channel::<()>();
    std::thread::scope(|scope| {
        scope.spawn(move || {
            other
                .write(|tx| {
                    tx.append_hand_event(
                        hand,
                        1,
                        EventKind::Action,
                        "{}",
                        "2026-11-25T10:01:00Z",
                        1,
                    )?;
                    locked_tx.send(()).unwrap();
                    release_rx.recv().unwrap();
                    Ok::<_, StoreError>(())
                })
                .unwrap();
        });
        locked_rx.recv().unwrap();
        // The writer holds the lock and has not committed: a read sees the hand, not the
        // uncommitted event, and does not wait.
        let events = store.read(|tx| tx.hand_events(hand)).unwrap();
        assert!(events.is_empty(), "{events:?}");
        assert!(store.read(|tx| tx.hand(hand)).unwrap().is_some());
        release_tx.send(()).unwrap();
    });
    assert_eq!(store.read(|tx| tx.hand_events(hand)).unwrap().len(), 1);
}

#[test]
fn two_writers_appending_the_same_step_one_wins_and_the_other_gets_a_conflict() {
    let (_dir, path) = temp_db();
    let first = SqliteStore::open(&path).unwrap();
    let second = SqliteStore::open(&path).unwrap();
    let hand = a_hand(&first);
    // Both read the hand at no events, so both expect to append step 1.
    append(&first, hand, 1).unwrap();
    let err = append(&second, hand, 1).unwrap_err();
    assert_eq!(err.code(), "conflict", "{err}");
    let first: &dyn Storage = &first;
    let events = first.read(|tx| tx.hand_events(hand)).unwrap();
    assert_eq!(events.len(), 1, "the losing step was not kept: {events:?}");
    append(&second, hand, 2).unwrap();
}

#[test]
fn an_unknown_stored_word_is_bad_data_never_a_default() {
    let (_dir, path) = temp_db();
    let store = SqliteStore::open(&path).unwrap();
    let hand = a_hand(&store);
    drop(store);
    let conn = rusqlite::Connection::open(&path).unwrap();
    conn.execute_batch(
        "PRAGMA ignore_check_constraints = ON;
         UPDATE card_tables SET structure = 'spread_limit';
         UPDATE staff SET role = 'owner';
         UPDATE hands SET kind = 'stud';",
    )
    .unwrap();
    drop(conn);
    let store = SqliteStore::open(&path).unwrap();
    let store: &dyn Storage = &store;
    let table = store.read(|tx| tx.tables(true)).unwrap_err();
    assert_eq!(table.code(), "bad_data", "{table}");
    assert!(table.to_string().contains("spread_limit"), "{table}");
    let staff = store.read(|tx| tx.list_staff()).unwrap_err();
    assert_eq!(staff.code(), "bad_data", "{staff}");
    let row = store.read(|tx| tx.hand(hand)).unwrap_err();
    assert_eq!(row.code(), "bad_data", "{row}");
}

#[test]
fn a_commit_by_another_connection_is_noticed_and_its_own_are_not() {
    let (_dir, path) = temp_db();
    let store = SqliteStore::open(&path).unwrap();
    let store: &dyn Storage = &store;
    assert_eq!(
        store.heard_elsewhere().unwrap(),
        Heard::Nothing,
        "the first look records"
    );
    let hand = a_hand(store);
    assert_eq!(
        store.heard_elsewhere().unwrap(),
        Heard::Nothing,
        "its own commit"
    );
    let other = SqliteStore::open(&path).unwrap();
    append(&other, hand, 1).unwrap();
    assert_eq!(
        store.heard_elsewhere().unwrap(),
        Heard::Anything,
        "another connection's commit: a file says only that it changed"
    );
    assert_eq!(
        store.heard_elsewhere().unwrap(),
        Heard::Nothing,
        "noticed once"
    );
    std::thread::sleep(Duration::from_millis(1));
}

#[test]
fn hands_stored_before_their_kind_was_recorded_are_marked_by_their_setup() {
    let (_dir, path) = temp_db();
    let conn = rusqlite::Connection::open(&path).unwrap();
    // The schema as version 4 left it, with one hand of each kind.
    let migrations = &cardroom_store::MIGRATION_FILES;
    conn.execute_batch("BEGIN").unwrap();
    for (_, sql) in &migrations[..4] {
        conn.execute_batch(sql).unwrap();
    }
    conn.execute_batch(
        "PRAGMA user_version = 4; PRAGMA application_id = 1129464914;
         INSERT INTO staff (id, name, role, created_at) VALUES (1, 'Maria', 'floor', '2026-01-01T00:00:00Z');
         INSERT INTO card_tables (id, name, game, structure, small_blind_cents, big_blind_cents,
             ante_cents, small_bet_cents, big_bet_cents, chip_unit_cents, max_bets_per_round,
             seat_limit, button_rule, collection_mode, rate_source, opened_at, opened_by)
           VALUES (1, 'T', 'pan', 'fixed_limit', 0, 0, 0, 200, 500, 25, 4, 8, 'moving', 'time',
             'schedule', '2026-01-01T00:00:00Z', 1);
         INSERT INTO hands (table_id, number, button_seat, config, started_at, started_by,
             finished_at) VALUES
           (1, 1, 1, '{\"config\":{},\"seats\":[],\"button\":1}', '2026-01-01T00:00:00Z', 1,
             '2026-01-01T00:01:00Z'),
           (1, 2, 1, '{\"pan\":{},\"seats\":[1,2],\"first\":1}', '2026-01-01T00:00:00Z', 1,
             '2026-01-01T00:02:00Z'),
           (1, 3, 1, '{\"joker_draw\":{},\"stakes\":{}}', '2026-01-01T00:00:00Z', 1, NULL);
         COMMIT;",
    )
    .unwrap();
    drop(conn);
    let store = SqliteStore::open(&path).unwrap();
    let store: &dyn Storage = &store;
    let kinds: Vec<HandKind> = (1..=3)
        .map(|id| store.read(|tx| tx.hand(id)).unwrap().unwrap().kind)
        .collect();
    assert_eq!(kinds, [HandKind::Pot, HandKind::Pan, HandKind::Banked]);
}

#[test]
fn every_other_stored_word_unknown_is_bad_data_too() {
    let (_dir, path) = temp_db();
    let store = SqliteStore::open(&path).unwrap();
    let hand = a_hand(&store);
    append(&store, hand, 1).unwrap();
    drop(store);
    let conn = rusqlite::Connection::open(&path).unwrap();
    conn.execute_batch(
        "PRAGMA ignore_check_constraints = ON; PRAGMA foreign_keys = OFF;
         -- Written by another program that lifted the append-only guards first.
         DROP TRIGGER hand_events_never_updated;
         DROP TRIGGER collection_rates_never_updated;
         INSERT INTO time_collections (id, table_id, due_at, seating_id, seat_no, player_name,
             amount_cents, status, created_at)
           VALUES (1, 1, '2026-11-25T10:30:00Z', 1, 1, 'Ann', 100, 'waived',
             '2026-11-25T10:30:00Z');
         UPDATE hand_events SET kind = 'redo';
         UPDATE collection_rates SET mode = 'tip' WHERE game = 'pan';
         UPDATE games SET collection_mode = 'rake' WHERE code = 'pan';",
    )
    .unwrap();
    drop(conn);
    let store = SqliteStore::open(&path).unwrap();
    let store: &dyn Storage = &store;
    let reads: [(&str, Result<(), StoreError>); 4] = [
        (
            "collection status",
            store.read(|tx| tx.time_collection(1)).map(|_| ()),
        ),
        (
            "event kind",
            store.read(|tx| tx.hand_events(hand)).map(|_| ()),
        ),
        (
            "rate mode",
            store
                .read(|tx| tx.rates_in_effect("2026-11-25T10:00:00Z"))
                .map(|_| ()),
        ),
        (
            "game collection mode",
            store.read(|tx| tx.games()).map(|_| ()),
        ),
    ];
    for (what, read) in reads {
        let err = read.unwrap_err();
        assert_eq!(err.code(), "bad_data", "{what}: {err}");
    }
}
