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
fn a_file_whose_schema_was_damaged_takes_no_write_and_db_migrate_does_not_call_it_current() {
    let home = tempfile::tempdir().unwrap();
    let db = home.path().join("damaged.sqlite3");
    let add =
        |name: &str| cardroom_on(home.path(), &db, &["staff", "add", name, "--role", "floor"]);
    assert!(add("Maria").status.success());
    Connection::open(&db)
        .unwrap()
        .execute_batch("DROP TABLE hand_events")
        .unwrap();
    for out in [
        cardroom_on(home.path(), &db, &["db", "migrate"]),
        cardroom_on(
            home.path(),
            &db,
            &["--as", "Maria", "staff", "add", "Dee", "--role", "dealer"],
        ),
    ] {
        assert_one_line_error(&out, "db_damaged");
        assert!(
            String::from_utf8_lossy(&out.stderr).contains("hand_events"),
            "{out:?}"
        );
    }
    // Reads still answer, and db check says how it differs.
    let listed = cardroom_on(home.path(), &db, &["staff", "list"]);
    assert!(listed.status.success(), "{listed:?}");
    assert!(stdout(&listed).contains("Maria") && !stdout(&listed).contains("Dee"));
    let check = cardroom_on(home.path(), &db, &["db", "check"]);
    assert!(!check.status.success());
    assert!(
        String::from_utf8_lossy(&check.stdout).contains("hand_events")
            || String::from_utf8_lossy(&check.stderr).contains("hand_events"),
        "{check:?}"
    );
}

/// Runs the binary as a user who may not write `db` or its folder: `nobody` when the tests
/// run as root (who may write anything), else this user after the modes are lifted.
fn cardroom_as_reader(db: &std::path::Path, args: &[&str]) -> std::process::Output {
    let bin = env!("CARGO_BIN_EXE_cardroom");
    let root = String::from_utf8_lossy(
        &std::process::Command::new("id")
            .arg("-u")
            .output()
            .unwrap()
            .stdout,
    )
    .trim()
        == "0";
    let mut cmd = if root {
        let mut c = std::process::Command::new("runuser");
        c.args(["-u", "nobody", "--", bin]);
        c
    } else {
        std::process::Command::new(bin)
    };
    cmd.args(args)
        .env("CARDROOM_DB", db)
        .env_remove("CARDROOM_STAFF")
        .env("HOME", db.parent().unwrap())
        .env("XDG_DATA_HOME", db.parent().unwrap());
    cmd.output().expect("the cardroom binary runs")
}

#[test]
fn an_auditors_read_only_copy_is_read_by_every_read_command_and_refuses_writes() {
    use std::os::unix::fs::PermissionsExt;
    let home = tempfile::tempdir().unwrap();
    let folder = home.path().join("copy");
    fs::create_dir(&folder).unwrap();
    let db = folder.join("room.sqlite3");
    let add = cardroom_on(
        home.path(),
        &db,
        &["staff", "add", "Maria", "--role", "floor"],
    );
    assert!(add.status.success(), "{add:?}");
    // At rest the room is one whole file: nothing beside it to copy.
    for extra in ["-wal", "-shm"] {
        let beside = folder.join(format!("room.sqlite3{extra}"));
        assert!(
            fs::metadata(&beside).map_or(true, |m| m.len() == 0),
            "{} left beside the file",
            beside.display()
        );
    }
    let _ = fs::remove_file(folder.join("room.sqlite3.in-use"));
    let before = fs::read(&db).unwrap();
    fs::set_permissions(home.path(), fs::Permissions::from_mode(0o755)).unwrap();
    fs::set_permissions(&db, fs::Permissions::from_mode(0o444)).unwrap();
    fs::set_permissions(&folder, fs::Permissions::from_mode(0o555)).unwrap();
    for (args, said) in [
        (vec!["staff", "list"], "Maria"),
        (vec!["table", "list"], ""),
        (vec!["db", "check"], "ok"),
        (vec!["db", "verify"], "the audit trail is whole"),
    ] {
        let out = cardroom_as_reader(&db, &args);
        assert!(out.status.success(), "{args:?}: {out:?}");
        assert!(stdout(&out).contains(said), "{args:?}: {}", stdout(&out));
    }
    let write = cardroom_as_reader(
        &db,
        &["--as", "Maria", "staff", "add", "Dee", "--role", "dealer"],
    );
    assert_one_line_error(&write, "db_read_only");
    fs::set_permissions(&folder, fs::Permissions::from_mode(0o755)).unwrap();
    assert_eq!(fs::read(&db).unwrap(), before, "the copy is only read");
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

/// Every entry of the .zip at `path`: its name and its text.
fn zip_entries(path: &std::path::Path) -> Vec<(String, String)> {
    let mut zip = zip::ZipArchive::new(fs::File::open(path).unwrap()).unwrap();
    (0..zip.len())
        .map(|i| {
            let mut entry = zip.by_index(i).unwrap();
            let mut text = String::new();
            std::io::Read::read_to_string(&mut entry, &mut text).unwrap();
            (entry.name().unwrap().to_string(), text)
        })
        .collect()
}

#[test]
fn diagnostics_hold_the_logs_versions_schema_setting_and_last_backup_and_no_pin_hash_or_password() {
    let room = crate::support::Room::new();
    let maria = Some("Maria");
    room.ok("18:00", None, &["staff", "add", "Maria", "--role", "floor"]);
    room.ok(
        "18:00",
        maria,
        &["staff", "set-pin", "Maria", "--pin", "90817263"],
    );
    room.ok("18:00", maria, &["db", "backup"]);
    // The station is set to a server (its password in the setting), and the app's log holds
    // a line that named the server with its password.
    let data = room.home.path().join("com.cardroom.app");
    let logs = data.join("logs");
    fs::create_dir_all(&logs).unwrap();
    fs::write(
        data.join("station.json"),
        r#"{"database":"postgres://cardroom:s3cret-pw@db.local/room"}"#,
    )
    .unwrap();
    fs::write(
        logs.join("cardroom"),
        "INFO database open location=postgres://cardroom:s3cret-pw@db.local/room\nINFO table opened\n",
    )
    .unwrap();
    let out = room.home.path().join("support.zip");
    let said = room.ok(
        "18:01",
        maria,
        &["db", "diagnostics", out.to_str().unwrap()],
    );
    assert!(said.starts_with("diagnostics saved to "), "{said}");
    let entries = zip_entries(&out);
    let names: Vec<&str> = entries.iter().map(|(n, _)| n.as_str()).collect();
    assert_eq!(names, vec!["about.json", "logs/cardroom"]);
    let about: serde_json::Value = serde_json::from_str(&entries[0].1).unwrap();
    assert_eq!(about["app_version"], env!("CARGO_PKG_VERSION"));
    assert_eq!(
        about["schema_version"],
        cardroom_store::SCHEMA_VERSION,
        "{about}"
    );
    assert_eq!(about["last_backup"]["ok"], true, "{about}");
    let configured = about["database"]["configured"].as_str().unwrap_or_default();
    assert!(
        configured.starts_with("postgres://cardroom@db.local"),
        "the station's setting, without its password: {about}"
    );
    assert!(
        entries[1].1.contains("INFO table opened"),
        "{}",
        entries[1].1
    );
    let hash: String = Connection::open(&room.db)
        .unwrap()
        .query_row("SELECT pin_hash FROM staff WHERE name = 'Maria'", [], |r| {
            r.get(0)
        })
        .unwrap();
    for (name, text) in &entries {
        for secret in ["s3cret-pw", "90817263", hash.as_str(), "$argon2"] {
            assert!(!text.contains(secret), "{name} holds {secret:?}:\n{text}");
        }
    }
}
