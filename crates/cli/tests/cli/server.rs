//! The `cardroom` binary on a room that lives on a PostgreSQL server (the tests' own):
//! `--db postgres://…` seeds the same room as a file, copies a file's room, never shows the
//! password, and refuses a station's backup of a server. Run by `make rust-test-pg`.

use std::path::Path;

use crate::support::{
    assert_contains, assert_one_line_error, cardroom_at, cardroom_with_pin, stdout,
};

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

/// After the demo's last action, so that `demo seed` gives the staff the demo's PIN.
const AT: &str = "2026-11-24T12:00:00Z";

/// The demo's PIN, which `demo seed` gives every staff member.
const PIN: &str = "2468";

fn totals(home: &Path, db: &str) -> serde_json::Value {
    let out = cardroom_with_pin(
        home,
        Path::new(db),
        AT,
        Some("Maria"),
        Some(PIN),
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
        let out = cardroom_with_pin(
            home.path(),
            Path::new(&url),
            AT,
            Some("Maria"),
            Some(PIN),
            &args,
        );
        assert!(out.status.success(), "{args:?}: {out:?}");
        assert!(stdout(&out).contains(said), "{args:?}: {}", stdout(&out));
        assert!(!stdout(&out).contains("s3cret"), "{args:?}");
    }

    let out = cardroom_at(home.path(), Path::new(&url), AT, None, &["db", "path"]);
    let path = stdout(&out);
    assert!(path.starts_with("postgres://cardroom@127.0.0.1:"), "{path}");
    assert!(!path.contains("s3cret"), "{path}");

    let out = cardroom_with_pin(
        home.path(),
        Path::new(&url),
        AT,
        Some("Maria"),
        Some(PIN),
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

#[test]
#[ignore = "needs the test server: `make rust-test-pg` runs it"]
fn on_a_server_acting_by_name_needs_the_persons_pin_and_a_wrong_one_counts_toward_the_lock() {
    server_only!();
    let home = tempfile::tempdir().unwrap();
    let url = fresh_url();
    let db = Path::new(&url);
    let out = cardroom_at(home.path(), db, AT, None, &["demo", "seed"]);
    assert!(out.status.success(), "{out:?}");
    let before = totals(home.path(), &url);

    // A station's credentials alone: the name is not enough.
    let look = ["audit", "--limit", "1"];
    let bare = cardroom_at(home.path(), db, AT, Some("Maria"), &look);
    assert_one_line_error(&bare, "pin_required");
    // With her PIN, from the environment as a script gives it.
    let with = cardroom_with_pin(home.path(), db, AT, Some("Maria"), Some(PIN), &look);
    assert!(with.status.success(), "{with:?}");

    // Wrong PINs are refused, change nothing, and the fifth locks her out.
    let open = [
        "table", "open", "--name", "Never", "--game", "holdem", "--blinds", "1/2", "--bets", "2/4",
    ];
    for _ in 0..4 {
        let wrong = cardroom_with_pin(home.path(), db, AT, Some("Maria"), Some("9753"), &open);
        assert_one_line_error(&wrong, "wrong_pin");
    }
    let fifth = cardroom_with_pin(home.path(), db, AT, Some("Maria"), Some("9753"), &open);
    assert!(!fifth.status.success(), "{fifth:?}");
    let locked = cardroom_with_pin(home.path(), db, AT, Some("Maria"), Some(PIN), &look);
    assert_one_line_error(&locked, "account_locked");

    // Another floor manager's PIN works for him; the trail shows the attempts, never a PIN.
    let trail = cardroom_with_pin(
        home.path(),
        db,
        AT,
        Some("Frank"),
        Some(PIN),
        &["audit", "--csv", "--limit", "50"],
    );
    assert!(trail.status.success(), "{trail:?}");
    let csv = stdout(&trail);
    assert_contains(&csv, "sign_in");
    for out in [&bare, &with, &fifth, &locked, &trail] {
        for text in [
            stdout(out),
            String::from_utf8_lossy(&out.stderr).into_owned(),
        ] {
            assert!(!text.contains("9753"), "a PIN shown: {text}");
            assert!(
                !text.contains(",2468") && !text.contains(" 2468"),
                "a PIN shown: {text}"
            );
        }
    }
    assert!(!csv.contains("9753"));
    let after = cardroom_with_pin(
        home.path(),
        db,
        AT,
        Some("Frank"),
        Some(PIN),
        &["report", "shift", "--json"],
    );
    let after: serde_json::Value = serde_json::from_slice(&after.stdout).unwrap();
    assert_eq!(after["totals"], before, "nothing changed by the refusals");
}

#[test]
#[ignore = "needs the test server: `make rust-test-pg` runs it"]
fn on_a_server_the_first_floor_manager_is_added_with_his_pin() {
    server_only!();
    let home = tempfile::tempdir().unwrap();
    let url = fresh_url();
    let db = Path::new(&url);
    let add = ["staff", "add", "Maria", "--role", "floor"];
    assert_one_line_error(
        &cardroom_at(home.path(), db, AT, None, &add),
        "pin_required",
    );
    let out = cardroom_at(
        home.path(),
        db,
        AT,
        None,
        &[&add[..], &["--pin", "4321"]].concat(),
    );
    assert!(out.status.success(), "{out:?}");
    let dealer = ["staff", "add", "Dee", "--role", "dealer"];
    let out = cardroom_with_pin(home.path(), db, AT, Some("Maria"), Some("4321"), &dealer);
    assert!(out.status.success(), "{out:?}");
    assert_contains(&stdout(&out), "added Dee");
}

#[test]
#[ignore = "needs the test server: `make rust-test-pg` runs it"]
fn db_server_setup_makes_the_owner_and_station_roles_and_a_station_then_works_as_its_role() {
    server_only!();
    let home = tempfile::tempdir().unwrap();
    let url = fresh_url();
    let db = url.rsplit('/').next().unwrap().to_string();
    let setup = [
        "db",
        "server-setup",
        "--owner-password",
        "owner-password-1",
        "--station-password",
        "station-password-1",
    ];
    let out = cardroom_at(home.path(), Path::new(&url), AT, None, &setup);
    assert!(out.status.success(), "{out:?}");
    let said = stdout(&out);
    assert_contains(&said, &format!("{db}_owner"));
    assert_contains(&said, &format!("{db}_station"));
    for secret in ["owner-password-1", "station-password-1", "s3cret"] {
        assert!(!said.contains(secret) && !String::from_utf8_lossy(&out.stderr).contains(secret));
    }
    // The station's URL: its role starts the room and works it.
    let station = url.replacen(
        "cardroom:s3cret-word@",
        &format!("{db}_station:station-password-1@"),
        1,
    );
    let station = Path::new(&station);
    let first = ["staff", "add", "Maria", "--role", "floor", "--pin", "4321"];
    assert!(
        cardroom_at(home.path(), station, AT, None, &first)
            .status
            .success()
    );
    let open = cardroom_with_pin(
        home.path(),
        station,
        AT,
        Some("Maria"),
        Some("4321"),
        &["shift", "open"],
    );
    assert!(open.status.success(), "{open:?}");
    let verify = cardroom_at(home.path(), station, AT, None, &["db", "verify"]);
    assert!(verify.status.success(), "{verify:?}");
    // The administrator's login reads the room, but changes nothing: stations and the
    // command line work as the station role.
    let admin = Path::new(&url);
    let list = cardroom_at(home.path(), admin, AT, None, &["staff", "list"]);
    assert!(list.status.success(), "{list:?}");
    let dealer = ["staff", "add", "Eve", "--role", "dealer"];
    let refused = cardroom_with_pin(home.path(), admin, AT, Some("Maria"), Some("4321"), &dealer);
    assert_one_line_error(&refused, "db_not_station_role");
    assert_contains(
        &String::from_utf8_lossy(&refused.stderr),
        &format!("{db}_station"),
    );
    // On a file, there is no server to lock down.
    let file = home.path().join("room.sqlite3");
    assert_one_line_error(
        &cardroom_at(home.path(), &file, AT, None, &setup),
        "invalid_input",
    );
}
