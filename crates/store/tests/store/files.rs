//! Storage behaviour a room relies on, against real SQLite files.

use std::fs;
use std::time::Duration;

use cardroom_store::{
    CollectionMode, GameCode, MIGRATION_FILES, NewRate, OpenOptions, RateRow, SCHEMA_VERSION,
    SqliteStore as Store, StakeStructure, Storage, StoreError,
};

/// The rates in effect at `at`, read through the storage interface.
fn rates_at(store: &Store, at: &str) -> Vec<RateRow> {
    let store: &dyn Storage = store;
    store.read(|tx| tx.rates_in_effect(at)).unwrap()
}

fn add_rate(store: &Store, rate: &NewRate) -> Result<i64, StoreError> {
    let store: &dyn Storage = store;
    store.write(|tx| tx.insert_rate(rate))
}
use rusqlite::Connection;

use crate::temp_db;

#[test]
fn migrations_apply_from_empty_to_the_latest_version() {
    let (_dir, path) = temp_db();
    let store = Store::open(&path).unwrap();
    assert_eq!(store.schema_version().unwrap(), SCHEMA_VERSION);
}

/// The schema version is the number of migrations, and each runs once in order: a file
/// numbered out of sequence (two 0016s, a gap) would be run out of order or skipped.
#[test]
fn every_migration_file_is_numbered_in_sequence() {
    let embedded: Vec<&str> = MIGRATION_FILES.iter().map(|(n, _)| *n).collect();
    assert!(embedded.len() >= 15, "{embedded:?}");
    for (i, name) in embedded.iter().enumerate() {
        assert!(
            name.starts_with(&format!("{:04}_", i + 1)),
            "{name} is out of sequence"
        );
    }
}

#[test]
fn reopening_a_current_database_changes_nothing() {
    let (_dir, path) = temp_db();
    drop(Store::open(&path).unwrap());
    let store = Store::open(&path).unwrap();
    assert_eq!(store.schema_version().unwrap(), SCHEMA_VERSION);
    assert_eq!(rates_at(&store, "2026-01-01T00:00:00Z").len(), 7);
}

#[test]
fn a_ledger_database_uses_wal_full_sync_foreign_keys_and_a_busy_timeout() {
    let (_dir, path) = temp_db();
    let store = Store::open(&path).unwrap();
    let s = store.settings().unwrap();
    assert_eq!(s.journal_mode, "wal");
    assert_eq!(s.synchronous, 2, "2 is FULL");
    assert!(s.foreign_keys);
    assert_eq!(s.busy_timeout_ms, 5000);
}

#[test]
fn the_mint_schedule_is_seeded_in_cents() {
    let (_dir, path) = temp_db();
    let store = Store::open(&path).unwrap();
    let rates = rates_at(&store, "2026-11-23T12:00:00Z");
    type Row<'a> = (
        &'a str,
        &'a str,
        Option<i64>,
        Option<i64>,
        &'a str,
        i64,
        Option<i64>,
    );
    let got: Vec<Row> = rates
        .iter()
        .map(|r| {
            (
                r.game.as_str(),
                r.structure.as_str(),
                r.min_limit_cents,
                r.max_limit_cents,
                r.mode.as_str(),
                r.amount_cents,
                r.interval_minutes,
            )
        })
        .collect();
    // A limit band of the schedule: the game, its band, how and how much the house collects.
    let limit = |game, min, max, mode, cents, minutes| {
        (game, "limit", Some(min), Some(max), mode, cents, minutes)
    };
    assert_eq!(
        got,
        vec![
            limit("holdem", 200, 400, "pot_drop", 300, None),
            limit("holdem", 300, 600, "pot_drop", 400, None),
            ("holdem", "no_limit", None, None, "pot_drop", 400, None),
            limit("pineapple", 2000, 8000, "time", 700, Some(30)),
            limit("five_card_draw", 400, 2000, "time", 400, Some(30)),
            limit("lowball", 400, 2000, "time", 400, Some(30)),
            limit("pan", 200, 500, "time", 50, Some(30)),
        ]
    );
}

#[test]
fn games_without_a_mint_row_are_listed_for_the_manager_to_rate() {
    let (_dir, path) = temp_db();
    let store = Store::open(&path).unwrap();
    let rated: Vec<GameCode> = rates_at(&store, "2026-11-23T12:00:00Z")
        .into_iter()
        .map(|r| r.game)
        .collect();
    let dyn_store: &dyn Storage = &store;
    let unrated: Vec<GameCode> = dyn_store
        .read(|tx| tx.games())
        .unwrap()
        .into_iter()
        .map(|g| g.code)
        .filter(|c| !rated.contains(c))
        .collect();
    assert_eq!(
        unrated,
        vec![
            GameCode::CrazyPineapple,
            GameCode::Mexican,
            GameCode::JokerDraw
        ]
    );
}

fn new_rate(amount: i64, from: &str) -> NewRate {
    NewRate {
        game: GameCode::Pan,
        structure: StakeStructure::Limit,
        min_limit_cents: Some(200),
        max_limit_cents: Some(500),
        mode: CollectionMode::Time,
        amount_cents: amount,
        interval_minutes: Some(30),
        effective_from: from.into(),
        created_by: "test".into(),
        created_at: "2026-11-01T00:00:00Z".into(),
    }
}

#[test]
fn a_new_rate_applies_from_its_effective_date_and_old_times_keep_the_old_rate() {
    let (_dir, path) = temp_db();
    let store = Store::open(&path).unwrap();
    add_rate(&store, &new_rate(75, "2026-12-01T00:00:00Z")).unwrap();
    let pan = |at: &str| {
        rates_at(&store, at)
            .into_iter()
            .filter(|r| r.game == GameCode::Pan)
            .map(|r| r.amount_cents)
            .collect::<Vec<_>>()
    };
    assert_eq!(pan("2026-11-30T23:59:59Z"), vec![50]);
    assert_eq!(pan("2026-12-01T00:00:00Z"), vec![75]);
}

#[test]
fn a_database_from_a_newer_cardroom_is_refused_and_left_untouched() {
    let (_dir, path) = temp_db();
    drop(Store::open(&path).unwrap());
    {
        let conn = Connection::open(&path).unwrap();
        conn.pragma_update(None, "user_version", SCHEMA_VERSION + 1)
            .unwrap();
        conn.pragma_update(None, "journal_mode", "DELETE").unwrap();
    }
    let before = fs::read(&path).unwrap();
    let err = Store::open(&path).unwrap_err();
    assert_eq!(err.code(), "db_schema_too_new");
    assert!(err.to_string().contains("newer Cardroom"), "{err}");
    assert_eq!(fs::read(&path).unwrap(), before);
    assert!(!path.with_extension("sqlite3-wal").exists());
}

#[test]
fn a_file_that_is_not_sqlite_is_refused_and_left_untouched() {
    let (_dir, path) = temp_db();
    let junk = b"these are the floor notes, not a database......................................"
        .repeat(20);
    fs::write(&path, &junk).unwrap();
    let err = Store::open(&path).unwrap_err();
    assert_eq!(err.code(), "db_not_a_database", "{err}");
    assert_eq!(fs::read(&path).unwrap(), junk);
}

#[test]
fn another_programs_sqlite_file_is_refused() {
    let (_dir, path) = temp_db();
    Connection::open(&path)
        .unwrap()
        .execute_batch("CREATE TABLE recipes (name TEXT);")
        .unwrap();
    let err = Store::open(&path).unwrap_err();
    assert_eq!(err.code(), "db_foreign");
}

#[test]
fn a_locked_database_gives_a_locked_error() {
    let (_dir, path) = temp_db();
    let holder = Connection::open(&path).unwrap();
    holder
        .execute_batch("PRAGMA locking_mode = EXCLUSIVE; BEGIN EXCLUSIVE; CREATE TABLE t (x);")
        .unwrap();
    let options = OpenOptions {
        busy_timeout: Duration::from_millis(50),
    };
    let err = Store::open_with(&path, &options).unwrap_err();
    assert!(matches!(err, StoreError::Locked { .. }), "{err:?}");
    assert_eq!(err.code(), "db_locked");
}

#[test]
fn a_path_in_a_missing_folder_cannot_be_opened() {
    let (dir, _) = temp_db();
    let path = dir.path().join("no-such-folder").join("cardroom.sqlite3");
    let err = Store::open(&path).unwrap_err();
    assert_eq!(err.code(), "db_cannot_open", "{err}");
}

#[test]
fn check_reports_a_missing_file_without_creating_it() {
    let (_dir, path) = temp_db();
    let err = Store::check(&path).unwrap_err();
    assert_eq!(err.code(), "db_missing");
    assert!(!path.exists());
}

#[test]
fn check_reports_version_and_wal_of_a_healthy_database() {
    let (_dir, path) = temp_db();
    drop(Store::open(&path).unwrap());
    let status = Store::check(&path).unwrap();
    assert_eq!(status.schema_version, SCHEMA_VERSION);
    assert!(!status.needs_migration());
    assert_eq!(status.journal_mode, "wal");
}

#[test]
fn check_reports_an_empty_file_as_needing_migration() {
    let (_dir, path) = temp_db();
    fs::write(&path, b"").unwrap();
    let status = Store::check(&path).unwrap();
    assert_eq!(status.schema_version, 0);
    assert!(status.needs_migration());
}

#[test]
fn check_refuses_a_newer_schema() {
    let (_dir, path) = temp_db();
    drop(Store::open(&path).unwrap());
    Connection::open(&path)
        .unwrap()
        .pragma_update(None, "user_version", SCHEMA_VERSION + 3)
        .unwrap();
    assert_eq!(Store::check(&path).unwrap_err().code(), "db_schema_too_new");
}

/// A database as Cardroom left it before house-banked games (migrations 1 and 2), with one
/// staff member.
fn version_2_room(path: &std::path::Path) {
    let mut conn = Connection::open(path).unwrap();
    conn.pragma_update(None, "application_id", 0x4352_4452_i64)
        .unwrap();
    let tx = conn.transaction().unwrap();
    for (_, sql) in &MIGRATION_FILES[..2] {
        tx.execute_batch(sql).unwrap();
    }
    tx.execute(
        "INSERT INTO staff (name, role, created_at) VALUES ('Maria', 'floor', '2026-11-23T18:00:00Z')",
        [],
    )
    .unwrap();
    tx.pragma_update(None, "user_version", 2).unwrap();
    tx.commit().unwrap();
}

#[test]
fn a_version_2_database_gains_the_banked_results_table_and_keeps_its_rows() {
    let (_dir, path) = temp_db();
    version_2_room(&path);
    let store = Store::open(&path).unwrap();
    assert_eq!(store.schema_version().unwrap(), SCHEMA_VERSION);
    let conn = Connection::open(&path).unwrap();
    let staff: i64 = conn
        .query_row("SELECT count(*) FROM staff", [], |r| r.get(0))
        .unwrap();
    assert_eq!(staff, 1, "the old rows are kept");
    let banked: i64 = conn
        .query_row("SELECT count(*) FROM banked_results", [], |r| r.get(0))
        .unwrap();
    assert_eq!(banked, 0);
}

#[test]
fn a_database_of_an_earlier_version_is_copied_to_the_backups_as_it_was_before_its_upgrade() {
    let (_dir, path) = temp_db();
    version_2_room(&path);
    let copy = cardroom_store::before_upgrade_path(&path, 2);
    assert_eq!(
        copy,
        path.parent()
            .unwrap()
            .join("backups/cardroom-before-upgrade-from-v2.db")
    );
    Store::open(&path).unwrap();
    let kept = Connection::open(&copy).unwrap();
    let version: i64 = kept
        .query_row("PRAGMA user_version", [], |r| r.get(0))
        .unwrap();
    assert_eq!(
        version, 2,
        "the copy is the file as the earlier version left it"
    );
    let staff: i64 = kept
        .query_row("SELECT count(*) FROM staff", [], |r| r.get(0))
        .unwrap();
    assert_eq!(staff, 1);
    drop(kept);
    // Opened again, current now: nothing more is copied, the copy stays.
    let before = std::fs::read(&copy).unwrap();
    Store::open(&path).unwrap();
    assert_eq!(std::fs::read(&copy).unwrap(), before);
    assert_eq!(
        std::fs::read_dir(copy.parent().unwrap()).unwrap().count(),
        1,
        "one copy, and no partial file left"
    );
}

#[test]
fn a_new_database_is_created_without_a_copy() {
    let (_dir, path) = temp_db();
    Store::open(&path).unwrap();
    assert!(!path.parent().unwrap().join("backups").exists());
}

#[test]
fn a_creation_cut_short_leaves_a_file_that_is_taken_up_next_time() {
    // What a crash or a full disk can leave of a new database: the file in WAL mode with a
    // migration's tables written but never committed. The migrations and the file's mark
    // are one transaction, so none of it survives, and the next open completes it.
    let (_dir, path) = temp_db();
    {
        let conn = Connection::open(&path).unwrap();
        let _: String = conn
            .query_row("PRAGMA journal_mode = WAL", [], |r| r.get(0))
            .unwrap();
        conn.execute_batch(&format!("BEGIN; {}", MIGRATION_FILES[0].1))
            .unwrap();
        // Dropped without COMMIT: rolled back, as a crash would leave it.
    }
    let store = Store::open(&path).unwrap();
    assert_eq!(store.schema_version().unwrap(), SCHEMA_VERSION);
    let app_id: i64 = Connection::open(&path)
        .unwrap()
        .query_row("PRAGMA application_id", [], |r| r.get(0))
        .unwrap();
    assert_eq!(
        app_id, 0x4352_4452,
        "marked as Cardroom's with the migrations"
    );
}
