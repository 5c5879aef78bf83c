//! The `cardroom` binary on a room that lives on a PostgreSQL server (the tests' own):
//! `--db postgres://…` seeds the same room as a file, copies a file's room, never shows the
//! password, and refuses a station's backup of a server. Run by `make rust-test-pg`.

use std::path::Path;

use crate::support::{assert_contains, assert_one_line_error, cardroom_at, stdout};

use cardroom_store::test_server::requested as on_server;

macro_rules! server_only {
    () => {
        // Ignored in the SQLite pass; run by itself elsewhere, it fails rather than pass
        // unrun.
        assert!(
            on_server(),
            "needs the test server: run with CARDROOM_TEST_ENGINE=postgres"
        );
    };
}

/// The server's URL for a new empty database, with a password the server never asks for
/// (its test server trusts local connections): it must never be shown.
fn fresh_url() -> String {
    cardroom_store::test_server::fresh_database().replace("cardroom@", "cardroom:s3cret-word@")
}

const AT: &str = "2026-11-24T00:00:00Z";

fn totals(home: &Path, db: &str) -> serde_json::Value {
    let out = cardroom_at(
        home,
        Path::new(db),
        AT,
        Some("Maria"),
        &["report", "shift", "--json"],
    );
    assert!(out.status.success(), "{out:?}");
    serde_json::from_slice::<serde_json::Value>(&out.stdout).unwrap()["totals"].clone()
}

#[test]
#[ignore = "needs the test server: `make rust-test-pg` runs it"]
fn demo_seed_on_an_empty_server_database_makes_the_same_room_as_on_a_file() {
    server_only!();
    let home = tempfile::tempdir().unwrap();
    let file = home.path().join("room.sqlite3");
    let url = fresh_url();
    for db in [file.to_str().unwrap(), url.as_str()] {
        let out = cardroom_at(home.path(), Path::new(db), AT, None, &["demo", "seed"]);
        assert!(out.status.success(), "{db}: {out:?}");
        assert!(!stdout(&out).contains("s3cret"), "{out:?}");
    }
    assert_eq!(
        totals(home.path(), file.to_str().unwrap()),
        totals(home.path(), &url)
    );
}

#[test]
#[ignore = "needs the test server: `make rust-test-pg` runs it"]
fn db_copy_moves_a_files_room_to_the_server_and_db_path_never_shows_the_password() {
    server_only!();
    let home = tempfile::tempdir().unwrap();
    let file = home.path().join("room.sqlite3");
    let out = cardroom_at(home.path(), &file, AT, None, &["demo", "seed"]);
    assert!(out.status.success(), "{out:?}");
    let before = std::fs::read(&file).unwrap();
    let url = fresh_url();
    let out = cardroom_at(
        home.path(),
        &file,
        AT,
        None,
        &["db", "copy", "--from", file.to_str().unwrap(), "--to", &url],
    );
    assert!(out.status.success(), "{out:?}");
    let said = stdout(&out);
    assert_contains(&said, "checked row for row");
    assert_contains(&said, "the copy's audit trail is whole");
    assert!(!said.contains("s3cret"), "{said}");
    assert_eq!(
        std::fs::read(&file).unwrap(),
        before,
        "the file is only read"
    );
    assert_eq!(
        totals(home.path(), file.to_str().unwrap()),
        totals(home.path(), &url)
    );

    let version = format!("schema version {}", cardroom_store::SCHEMA_VERSION);
    for (args, said) in [
        (["db", "check"], "the room checks out"),
        (["db", "verify"], "the audit trail is whole"),
        (["db", "migrate"], version.as_str()),
    ] {
        let out = cardroom_at(home.path(), Path::new(&url), AT, Some("Maria"), &args);
        assert!(out.status.success(), "{args:?}: {out:?}");
        assert!(stdout(&out).contains(said), "{args:?}: {}", stdout(&out));
        assert!(!stdout(&out).contains("s3cret"), "{args:?}");
    }

    let out = cardroom_at(home.path(), Path::new(&url), AT, None, &["db", "path"]);
    let path = stdout(&out);
    assert!(path.starts_with("postgres://cardroom@127.0.0.1:"), "{path}");
    assert!(!path.contains("s3cret"), "{path}");

    let out = cardroom_at(
        home.path(),
        Path::new(&url),
        AT,
        Some("Maria"),
        &["db", "backup"],
    );
    assert_one_line_error(&out, "db_server_backup");
    assert!(!String::from_utf8_lossy(&out.stderr).contains("s3cret"));

    let again = cardroom_at(
        home.path(),
        &file,
        AT,
        None,
        &["db", "copy", "--from", file.to_str().unwrap(), "--to", &url],
    );
    assert_one_line_error(&again, "db_not_empty");
}

#[test]
fn a_server_that_cannot_be_reached_is_one_coded_line_without_the_password() {
    let home = tempfile::tempdir().unwrap();
    // Port 1 on this machine: nothing listens there.
    let url = "postgres://cardroom:s3cret-word@127.0.0.1:1/room";
    let out = cardroom_at(home.path(), Path::new(url), AT, None, &["staff", "list"]);
    assert_one_line_error(&out, "db_offline");
    assert!(!String::from_utf8_lossy(&out.stderr).contains("s3cret"));
}
