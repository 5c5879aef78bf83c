//! `cardroom db migrate | check | path` and the error paths a manager can meet.

use std::fs;

use rusqlite::Connection;

use crate::support::{assert_one_line_error, cardroom, cardroom_on, stdout};

#[test]
fn db_path_defaults_to_the_app_data_folder() {
    let home = tempfile::tempdir().unwrap();
    let out = cardroom(home.path(), &["db", "path"]);
    assert!(out.status.success());
    let expected = home
        .path()
        .join("com.cardroom.app")
        .join("cardroom.sqlite3");
    assert_eq!(stdout(&out).trim(), expected.display().to_string());
}

#[test]
fn db_flag_and_environment_variable_choose_the_file() {
    let home = tempfile::tempdir().unwrap();
    let flag = home.path().join("flag.sqlite3");
    let out = cardroom_on(home.path(), &flag, &["db", "path"]);
    assert_eq!(stdout(&out).trim(), flag.display().to_string());

    let env = home.path().join("env.sqlite3");
    let out = std::process::Command::new(env!("CARGO_BIN_EXE_cardroom"))
        .args(["db", "path"])
        .env("CARDROOM_DB", &env)
        .output()
        .unwrap();
    assert_eq!(stdout(&out).trim(), env.display().to_string());
}

#[test]
fn db_migrate_creates_the_database_and_check_then_passes() {
    let home = tempfile::tempdir().unwrap();
    let db = home.path().join("room.sqlite3");
    let db = db.to_str().unwrap();
    let out = cardroom(home.path(), &["--db", db, "db", "migrate"]);
    assert!(out.status.success(), "{out:?}");
    let version = cardroom_store::SCHEMA_VERSION;
    assert!(
        stdout(&out).contains(&format!("schema version {version}")),
        "{}",
        stdout(&out)
    );
    let out = cardroom(home.path(), &["--db", db, "db", "check"]);
    assert!(out.status.success(), "{out:?}");
    assert!(stdout(&out).contains(&format!(": ok (schema version {version}, journal wal)")));
}

#[test]
fn db_check_of_a_missing_file_fails_without_creating_it() {
    let home = tempfile::tempdir().unwrap();
    let db = home.path().join("missing.sqlite3");
    let out = cardroom_on(home.path(), &db, &["db", "check"]);
    assert_one_line_error(&out, "db_missing");
    assert!(!db.exists());
}

#[test]
fn db_check_of_an_empty_file_asks_for_migration() {
    let home = tempfile::tempdir().unwrap();
    let db = home.path().join("empty.sqlite3");
    fs::write(&db, b"").unwrap();
    let out = cardroom_on(home.path(), &db, &["db", "check"]);
    assert_one_line_error(&out, "db_outdated");
}

#[test]
fn a_path_in_a_missing_folder_is_a_one_line_error() {
    let home = tempfile::tempdir().unwrap();
    let db = home.path().join("nope").join("room.sqlite3");
    let out = cardroom_on(home.path(), &db, &["db", "migrate"]);
    assert_one_line_error(&out, "db_cannot_open");
}

/// Migrating, checking and reading the file are each refused with `code`, and the file is
/// still `before`.
fn assert_refused_and_left_alone(
    home: &std::path::Path,
    db: &std::path::Path,
    code: &str,
    before: &[u8],
) {
    for cmd in [["db", "migrate"], ["db", "check"], ["rates", "list"]] {
        assert_one_line_error(&cardroom_on(home, db, &cmd), code);
    }
    assert_eq!(fs::read(db).unwrap(), before);
}

#[test]
fn a_corrupt_file_is_a_one_line_error_and_is_left_alone() {
    let home = tempfile::tempdir().unwrap();
    let db = home.path().join("junk.sqlite3");
    let junk = vec![0x5a_u8; 8192];
    fs::write(&db, &junk).unwrap();
    assert_refused_and_left_alone(home.path(), &db, "db_not_a_database", &junk);
}

#[test]
fn a_database_from_a_newer_cardroom_is_a_one_line_error_and_is_left_alone() {
    let home = tempfile::tempdir().unwrap();
    let db = home.path().join("future.sqlite3");
    let dbs = db.to_str().unwrap();
    assert!(
        cardroom(home.path(), &["--db", dbs, "db", "migrate"])
            .status
            .success()
    );
    {
        let conn = Connection::open(&db).unwrap();
        conn.pragma_update(None, "user_version", 99).unwrap();
        conn.pragma_update(None, "journal_mode", "DELETE").unwrap();
    }
    let before = fs::read(&db).unwrap();
    assert_refused_and_left_alone(home.path(), &db, "db_schema_too_new", &before);
}

#[test]
fn a_locked_database_is_a_one_line_error() {
    let home = tempfile::tempdir().unwrap();
    let db = home.path().join("locked.sqlite3");
    let holder = Connection::open(&db).unwrap();
    holder
        .execute_batch("PRAGMA locking_mode = EXCLUSIVE; BEGIN EXCLUSIVE; CREATE TABLE t (x);")
        .unwrap();
    let out = cardroom_on(home.path(), &db, &["db", "migrate"]);
    assert_one_line_error(&out, "db_locked");
}

#[test]
fn an_unknown_command_is_a_usage_error_with_exit_code_2() {
    let home = tempfile::tempdir().unwrap();
    let out = cardroom(home.path(), &["db", "explode"]);
    assert_eq!(out.status.code(), Some(2));
}
