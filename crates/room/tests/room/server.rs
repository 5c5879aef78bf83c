//! What only a room on a server has (run by `make rust-test-pg`, where the suite runs on
//! the tests' own PostgreSQL): the same schema as a file's, a single-station room copied to
//! the server, the same room seeded on both engines, other stations' commits heard, and a
//! server stopped mid-shift and started again.

use std::sync::Arc;

use cardroom_room::paths::Database;
use cardroom_room::{ManualClock, Role, Room};
use cardroom_store::test_server;

use crate::support::{DAY, Fixture, PIN, limit_table, on_server, t};

/// These tests need the server: they run in the suite's PostgreSQL pass.
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

/// A file seeded as [`DAY`] is, in a folder of its own: (folder, file, room).
fn seeded_file() -> (tempfile::TempDir, std::path::PathBuf, Room) {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("station.sqlite3");
    let clock = ManualClock::new(t(DAY.created));
    let room = Room::open_with_clock(&path, Box::new(clock.clone())).unwrap();
    let maria = room.add_staff(None, "Maria", Role::Floor).unwrap();
    room.set_pin(maria.id, maria.id, PIN).unwrap();
    clock.set(t(DAY.now));
    room.seed_demo(DAY.days, DAY.seed).unwrap();
    (dir, path, room)
}

#[test]
#[ignore = "needs the test server: `make rust-test-pg` runs it"]
fn a_room_on_the_server_has_the_files_tables_and_columns_and_no_schema_problem() {
    server_only!();
    let f = Fixture::new();
    assert!(f.room.is_server());
    assert_eq!(
        f.room.database_info().unwrap().schema_version,
        cardroom_store::SCHEMA_VERSION
    );
    assert_eq!(f.room.check_room().unwrap(), Vec::<String>::new());
    let names: Vec<String> = cardroom_store::PG_MIGRATION_FILES
        .iter()
        .map(|(n, _)| n.to_string())
        .collect();
    let files: Vec<String> = cardroom_store::MIGRATION_FILES
        .iter()
        .map(|(n, _)| n.to_string())
        .collect();
    assert_eq!(names, files, "both engines run the same migration files");
}

#[test]
#[ignore = "needs the test server: `make rust-test-pg` runs it"]
fn the_same_demo_on_the_same_clock_makes_the_same_room_on_both_engines() {
    server_only!();
    let (_dir, path, file) = seeded_file();
    // The server's seeding is the other tests' (made once in the test process).
    let (f, _) = Fixture::seeded(DAY);
    // The trail's entries hash the rows' images, which each engine spells its own way (each
    // verifies its own below); every other row is the same, ids included.
    let trail = ["audit", "audit_changes"];
    // A PIN's hash is salted afresh each time one is set.
    let unsalted = |line: &str| match line.find("$argon2id$") {
        Some(at) => {
            let end = line[at..].find('"').map_or(line.len(), |e| at + e);
            format!("{}(a PIN's hash){}", &line[..at], &line[end..])
        }
        None => line.to_string(),
    };
    let sorted = |text: String| {
        let mut lines: Vec<String> = text.lines().map(unsalted).collect();
        lines.sort();
        lines
    };
    let on_file = sorted(cardroom_store::rows_as_text(&path, &trail).unwrap());
    let on_server = sorted(test_server::rows_as_text(f.url.as_deref().unwrap(), &trail));
    let only = |a: &[String], b: &[String]| -> Vec<String> {
        a.iter()
            .filter(|l| b.binary_search(l).is_err())
            .take(5)
            .cloned()
            .collect()
    };
    assert_eq!(
        (only(&on_file, &on_server), only(&on_server, &on_file)),
        (vec![], vec![]),
        "rows only on the file, only on the server"
    );
    assert_eq!(on_file.len(), on_server.len());
    let server = &f.room;
    for room in [&file, server] {
        assert_eq!(room.verify_room().unwrap(), Vec::<String>::new());
    }
    let floor = file.staff_named("Maria").unwrap().id;
    let a = file.shift_report(floor, None).unwrap();
    let b = server.shift_report(floor, None).unwrap();
    assert_eq!(a.totals, b.totals);
    assert_eq!(a.by_table.len(), b.by_table.len());
    assert_eq!(
        file.floor_board().unwrap().tables.len(),
        server.floor_board().unwrap().tables.len()
    );
}

#[test]
#[ignore = "needs the test server: `make rust-test-pg` runs it"]
fn a_room_copied_from_its_file_to_the_server_checks_out_and_the_file_is_unchanged() {
    server_only!();
    let (_dir, path, file) = seeded_file();
    let floor = file.staff_named("Maria").unwrap().id;
    let report = file.shift_report(floor, None).unwrap();
    drop(file);
    let before = std::fs::read(&path).unwrap();
    let url = test_server::fresh_database();
    let copied = Room::copy_to_server(&path, &url).unwrap();
    assert_eq!(copied.problems, Vec::<String>::new());
    assert!(copied.rows > 1000, "{copied:?}");
    // The server plans the copied room's queries from statistics at once, not blind until its
    // autovacuum comes by (a never-analysed table counts -1 rows).
    let mut client = postgres::Client::connect(&url, postgres::NoTls).unwrap();
    let blind: Vec<String> = client
        .query(
            "SELECT c.relname::text FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
              WHERE n.nspname = current_schema() AND c.relkind = 'r' AND c.reltuples < 0",
            &[],
        )
        .unwrap()
        .iter()
        .map(|r| r.get(0))
        .collect();
    assert_eq!(blind, Vec::<String>::new(), "tables without statistics");
    drop(client);
    assert_eq!(
        std::fs::read(&path).unwrap(),
        before,
        "the file is only read"
    );
    let server = Room::open_database(
        &Database::Server(url.clone()),
        Box::new(cardroom_room::SystemClock),
    )
    .unwrap();
    assert_eq!(
        server.shift_report(floor, None).unwrap().totals,
        report.totals
    );
    // The copy goes on where the file stopped: new rows take new ids.
    server
        .add_staff(Some(floor), "Newcomer", Role::Dealer)
        .unwrap();
    assert_eq!(server.verify_room().unwrap(), Vec::<String>::new());
    // A second copy into the same database is refused: it holds a room now.
    let again = Room::copy_to_server(&path, &url).unwrap_err();
    assert_eq!(again.code(), "db_not_empty", "{again}");
}

#[test]
#[ignore = "needs the test server: `make rust-test-pg` runs it"]
fn a_commit_at_another_station_is_heard_and_a_stations_own_is_not() {
    server_only!();
    let f = Fixture::new();
    assert!(
        !f.room.notice_elsewhere().unwrap(),
        "the first look records"
    );
    f.room
        .add_staff(Some(f.floor.id), "Dee", Role::Dealer)
        .unwrap();
    std::thread::sleep(std::time::Duration::from_millis(100));
    assert!(!f.room.notice_elsewhere().unwrap(), "its own commit");
    let other = f.reopen_with(Box::new(f.clock.clone()));
    other
        .add_staff(Some(f.floor.id), "Eve", Role::Dealer)
        .unwrap();
    let deadline = std::time::Instant::now() + std::time::Duration::from_secs(1);
    let mut heard = false;
    while !heard && std::time::Instant::now() < deadline {
        heard = f.room.notice_elsewhere().unwrap();
        std::thread::sleep(std::time::Duration::from_millis(20));
    }
    assert!(heard, "another station's commit is heard within a second");
}

/// A station on the server whose first look has recorded where the room stands, and the
/// changes it publishes from its later looks.
fn a_station_looking() -> (Fixture, std::sync::mpsc::Receiver<cardroom_room::Change>) {
    let f = Fixture::new();
    let heard = f.room.changes().subscribe();
    assert!(
        !f.room.notice_elsewhere().unwrap(),
        "the first look records"
    );
    (f, heard)
}

#[test]
#[ignore = "needs the test server: `make rust-test-pg` runs it"]
fn a_station_hears_which_table_another_station_changed_and_how_not_only_that_something_did() {
    server_only!();
    use cardroom_room::{Change, ChangeKind};
    let (f, heard) = a_station_looking();
    let other = f.reopen_with(Box::new(f.clock.clone()));
    let table = other
        .open_table(f.floor.id, &limit_table("Table 7", "holdem", 200, 400))
        .unwrap()
        .id;
    other
        .seat_player(f.floor.id, &crate::bad_input::seat_req(table, 3, "Ann"))
        .unwrap();
    other
        .seat_player(f.floor.id, &crate::bad_input::seat_req(table, 4, "Bob"))
        .unwrap();
    // The three commits' notices are on their way: one look hears them all.
    std::thread::sleep(std::time::Duration::from_millis(300));
    assert!(f.room.notice_elsewhere().unwrap());
    let changes: Vec<Change> = heard.try_iter().collect();
    // Each commit says its table and what kind of change it was, each said once: a dealer's
    // console at another table has nothing to read again.
    let said: Vec<(Option<i64>, ChangeKind)> =
        changes.iter().map(|c| (c.table_id, c.kind)).collect();
    assert_eq!(
        said,
        vec![
            (Some(table), ChangeKind::Tables),
            (Some(table), ChangeKind::Seats)
        ],
        "{changes:?}"
    );
    assert!(
        changes.iter().all(|c| c.commit.is_none()),
        "not this station's commits"
    );
}

#[test]
#[ignore = "needs the test server: `make rust-test-pg` runs it"]
fn a_station_whose_connections_were_cut_hears_what_another_committed_meanwhile_once_back() {
    server_only!();
    use cardroom_room::{Change, ChangeKind};
    let (f, heard) = a_station_looking();
    // Every connection to the room but this one is cut: the station's look among them.
    f.exec(
        "SELECT pg_terminate_backend(pid) FROM pg_stat_activity \
          WHERE datname = current_database() AND pid <> pg_backend_pid()",
    )
    .unwrap();
    let other = f.reopen_with(Box::new(f.clock.clone()));
    let table = other
        .open_table(f.floor.id, &limit_table("Table 9", "holdem", 200, 400))
        .unwrap()
        .id;
    // The first look after the cut may fail; a later one connects again and goes on from
    // the last commit it had seen.
    let deadline = std::time::Instant::now() + std::time::Duration::from_secs(5);
    while !matches!(f.room.notice_elsewhere(), Ok(true)) {
        assert!(
            std::time::Instant::now() < deadline,
            "the station hears the commit once connected again"
        );
        std::thread::sleep(std::time::Duration::from_millis(20));
    }
    let said: Vec<(Option<i64>, ChangeKind)> = heard
        .try_iter()
        .map(|c: Change| (c.table_id, c.kind))
        .collect();
    assert_eq!(
        said,
        vec![(Some(table), ChangeKind::Tables)],
        "what was committed while it was cut off, not only that something was"
    );
}

#[test]
#[ignore = "needs the test server: `make rust-test-pg` runs it"]
fn a_server_backup_is_the_servers_and_a_station_is_told_so() {
    server_only!();
    let f = Fixture::new();
    let err = f
        .room
        .back_up(None, cardroom_room::BackupReason::Manual)
        .unwrap_err();
    assert_eq!(err.code(), "db_server_backup", "{err}");
    assert!(!f.room.hourly_backup_due().unwrap());
}

#[test]
#[ignore = "needs the test server: `make rust-test-pg` runs it"]
fn a_server_stopped_mid_shift_loses_nothing_acknowledged_and_the_station_recovers_without_a_restart()
 {
    server_only!();
    let server = test_server::own_server();
    let url = server.fresh_database();
    let clock = ManualClock::new(t("2026-11-23T18:00:00Z"));
    let room =
        Arc::new(Room::open_database(&Database::Server(url), Box::new(clock.clone())).unwrap());
    let floor = room.add_staff(None, "Maria", Role::Floor).unwrap().id;
    room.open_shift(floor).unwrap();
    let table = room
        .open_table(floor, &limit_table("Table 1", "holdem", 200, 400))
        .unwrap()
        .id;
    let mut acknowledged = Vec::new();
    for seat in 1..=3 {
        let name = format!("Player {seat}");
        room.seat_player(floor, &crate::bad_input::seat_req(table, seat, &name))
            .unwrap();
        acknowledged.push(name);
    }
    server.stop();
    clock.advance(chrono::Duration::seconds(5));
    let down = room
        .seat_player(floor, &crate::bad_input::seat_req(table, 4, "Never saved"))
        .unwrap_err();
    assert_eq!(down.code(), "db_offline", "{down}");
    let read = room.seats(table).unwrap_err();
    assert_eq!(read.code(), "db_offline", "{read}");
    server.start();
    // The same room, not reopened: its next call connects again.
    room.seat_player(floor, &crate::bad_input::seat_req(table, 5, "After"))
        .unwrap();
    acknowledged.push("After".into());
    let names: Vec<String> = room
        .seats(table)
        .unwrap()
        .into_iter()
        .map(|s| s.player_name)
        .collect();
    assert_eq!(names, acknowledged);
    assert_eq!(room.verify_room().unwrap(), Vec::<String>::new());
}

#[test]
#[ignore = "needs the test server: `make rust-test-pg` runs it"]
fn ids_the_server_skipped_after_a_rollback_or_a_recovery_are_no_tampering() {
    server_only!();
    let f = Fixture::new();
    f.room
        .add_staff(Some(f.floor.id), "Before", Role::Dealer)
        .unwrap();
    // What a crash's recovery or a rolled-back transaction leaves: the sequence jumped ahead.
    f.exec(
        "SELECT setval(pg_get_serial_sequence('audit_changes', 'id'), \
         (SELECT max(id) FROM audit_changes) + 33)",
    )
    .unwrap();
    f.room
        .add_staff(Some(f.floor.id), "After", Role::Dealer)
        .unwrap();
    assert_eq!(f.room.verify_room().unwrap(), Vec::<String>::new());
    // A change deleted from inside an entry is still caught, gap or not.
    f.exec(
        "SET session_replication_role = replica; \
         DELETE FROM audit_changes WHERE id = (SELECT max(id) FROM audit_changes)",
    )
    .unwrap();
    let found = f.room.verify_room().unwrap();
    assert!(
        found.iter().any(|p| p.contains("does not match its hash")),
        "{found:?}"
    );
}

#[test]
#[ignore = "needs the test server: `make rust-test-pg` runs it"]
fn a_server_crashed_during_writes_loses_nothing_acknowledged_and_verifies_clean() {
    server_only!();
    let server = test_server::own_server();
    let url = server.fresh_database();
    let room = Arc::new(
        Room::open_database(&Database::Server(url), Box::new(cardroom_room::SystemClock)).unwrap(),
    );
    let floor = room.add_staff(None, "Maria", Role::Floor).unwrap().id;
    let stop = Arc::new(std::sync::atomic::AtomicBool::new(false));
    let writers: Vec<_> = (0..3)
        .map(|w| {
            let (room, stop) = (room.clone(), stop.clone());
            std::thread::spawn(move || {
                let (mut acknowledged, mut refused) = (Vec::new(), Vec::new());
                let mut i = 0;
                while !stop.load(std::sync::atomic::Ordering::Relaxed) {
                    i += 1;
                    let name = format!("Writer {w} staff {i}");
                    match room.add_staff(Some(floor), &name, Role::Dealer) {
                        Ok(_) => acknowledged.push(name),
                        Err(e) => {
                            refused.push(e.code().as_str().to_string());
                            std::thread::sleep(std::time::Duration::from_millis(20));
                        }
                    }
                }
                (acknowledged, refused)
            })
        })
        .collect();
    let pause = |ms| std::thread::sleep(std::time::Duration::from_millis(ms));
    for _ in 0..2 {
        pause(700);
        server.crash();
        pause(300);
        server.start();
    }
    pause(700);
    stop.store(true, std::sync::atomic::Ordering::Relaxed);
    let mut acknowledged = Vec::new();
    for w in writers {
        let (names, refused) = w.join().unwrap();
        assert!(
            refused.iter().all(|c| c == "db_offline"),
            "every refusal while the server was down is db_offline: {refused:?}"
        );
        acknowledged.extend(names);
    }
    assert!(acknowledged.len() > 10, "{} writes", acknowledged.len());
    let kept: std::collections::HashSet<String> = room
        .list_staff()
        .unwrap()
        .into_iter()
        .map(|s| s.name)
        .collect();
    let lost: Vec<&String> = acknowledged.iter().filter(|n| !kept.contains(*n)).collect();
    assert!(lost.is_empty(), "acknowledged and lost: {lost:?}");
    assert_eq!(room.verify_room().unwrap(), Vec::<String>::new());
}

/// The URL of `url`'s database as `role` (the tests' server trusts local connections, so the
/// password is not asked; the role is what counts).
fn as_role(url: &str, role: &str) -> String {
    url.replacen(
        "postgres://cardroom@",
        &format!("postgres://{role}:a-long-password-1@"),
        1,
    )
}

#[test]
#[ignore = "needs the test server: `make rust-test-pg` runs it"]
fn the_station_role_does_what_the_room_does_and_the_server_refuses_it_the_rest() {
    server_only!();
    let url = test_server::fresh_database();
    let roles = Room::server_setup(&url, "owner-password-1", "station-password-1").unwrap();
    let db = url.rsplit('/').next().unwrap().to_string();
    assert_eq!(roles.station, format!("{db}_station"));
    let station = as_role(&url, &roles.station);

    // A station works the room's use cases as the station role.
    let clock = ManualClock::new(t("2026-11-23T18:00:00Z"));
    let room = Room::open_database(&Database::Server(station.clone()), Box::new(clock)).unwrap();
    let floor = room.add_staff(None, "Maria", Role::Floor).unwrap().id;
    room.set_pin(floor, floor, PIN).unwrap();
    room.open_shift(floor).unwrap();
    let table = room
        .open_table(floor, &limit_table("Table 1", "holdem", 200, 400))
        .unwrap()
        .id;
    for seat in 1..=3 {
        room.seat_player(
            floor,
            &crate::bad_input::seat_req(table, seat, &format!("P{seat}")),
        )
        .unwrap();
    }
    room.unseat_player(floor, table, 3).unwrap();
    room.draw_demo_button(floor, table, 1).unwrap();
    assert!(room.play_demo_hand(floor, table, 7, &mut |_| {}).unwrap());
    assert_eq!(room.verify_room().unwrap(), Vec::<String>::new());

    // A server set up before an upgrade added the trail's views (0024) grants the station
    // nothing on them: the states are read through the owner's function (0025), so the
    // station still seals its entries and verifies the trail.
    test_server::exec(
        &url,
        &format!(
            "REVOKE ALL ON audit_states, audit_live FROM {}",
            roles.station
        ),
    )
    .unwrap();
    assert!(test_server::exec(&station, "SELECT count(*) FROM audit_states").is_err());
    room.seat_player(floor, &crate::bad_input::seat_req(table, 3, "P3"))
        .unwrap();
    assert_eq!(room.verify_room().unwrap(), Vec::<String>::new());

    // What only an owner or a superuser may do, the server itself refuses the station role.
    for sql in [
        "CREATE TABLE notes (a text)",
        "DROP TABLE staff",
        "ALTER TABLE hand_events ADD COLUMN x int",
        "DROP TRIGGER audit_changes_never_updated ON audit_changes",
        "ALTER TABLE hand_events DISABLE TRIGGER ALL",
        "UPDATE audit SET detail = 'nothing to see'",
        "DELETE FROM audit_changes",
        "UPDATE hand_events SET payload = '{}'",
        "DELETE FROM seatings",
        "TRUNCATE seatings",
        "TRUNCATE audit CASCADE",
        "SELECT setval(pg_get_serial_sequence('audit_changes', 'id'), 1)",
        "SET session_replication_role = replica",
        "INSERT INTO cardroom_schema VALUES (99, 'x', 'y')",
        "CREATE FUNCTION f() RETURNS int LANGUAGE sql AS 'SELECT 1'",
    ] {
        let refused = test_server::exec(&station, sql).expect_err(sql);
        assert!(
            refused.contains("permission denied") || refused.contains("must be owner"),
            "{sql}: {refused}"
        );
    }
    assert_eq!(room.verify_room().unwrap(), Vec::<String>::new());

    // A migration the database lacks is the owner's to run: the station role cannot.
    test_server::exec(
        &url,
        "DELETE FROM cardroom_schema WHERE version = (SELECT max(version) FROM cardroom_schema)",
    )
    .unwrap();
    let Err(behind) = Room::open_database(
        &Database::Server(station),
        Box::new(cardroom_room::SystemClock),
    ) else {
        panic!("a station cannot migrate");
    };
    assert_eq!(behind.code(), "db_migration_failed", "{behind}");
    assert!(
        behind
            .to_string()
            .contains("the server's role may not do this"),
        "{behind}"
    );
}

#[test]
#[ignore = "needs the test server: `make rust-test-pg` runs it"]
fn after_server_setup_the_owner_and_an_administrator_open_and_read_the_room_but_are_refused_every_write()
 {
    server_only!();
    let url = test_server::fresh_database();
    let roles = Room::server_setup(&url, "owner-password-1", "station-password-1").unwrap();
    let clock = || Box::new(ManualClock::new(t("2026-11-23T18:00:00Z")));
    let station =
        Room::open_database(&Database::Server(as_role(&url, &roles.station)), clock()).unwrap();
    let floor = station.add_staff(None, "Maria", Role::Floor).unwrap().id;
    // A station set up with the owner's login (or an administrator's) would hold the power to
    // drop the trail's guards: the room does not write as either.
    for (who, login) in [
        ("the owner", as_role(&url, &roles.owner)),
        ("an administrator", url.clone()),
    ] {
        let strong = Room::open_database(&Database::Server(login), clock()).unwrap();
        assert_eq!(
            strong.list_staff().unwrap().len(),
            1,
            "{who} reads the room"
        );
        let refused = strong
            .add_staff(Some(floor), "Mallory", Role::Floor)
            .unwrap_err();
        assert_eq!(refused.code(), "db_not_station_role", "{who}: {refused}");
        assert!(
            refused.to_string().contains(&roles.station),
            "{who}: the refusal names the login stations use: {refused}"
        );
        assert_eq!(strong.verify_room().unwrap(), Vec::<String>::new(), "{who}");
    }
    assert_eq!(
        station.list_staff().unwrap().len(),
        1,
        "nothing was changed"
    );
    station.add_staff(Some(floor), "Dee", Role::Dealer).unwrap();
}

const CHILD_URL: &str = "CARDROOM_SERVER_CHILD_URL";
const CHILD_TABLE: &str = "CARDROOM_SERVER_CHILD_TABLE";

/// A station in a process of its own: plays three demo hands at its table, printing
/// `ack HAND SEQ` for each entry the server committed.
#[test]
#[ignore = "a child process of several_processes_on_one_server_room_lose_nothing_and_conserve_chips"]
fn child_station_plays_hands_at_its_table() {
    use std::io::Write;
    let (Ok(url), Ok(table)) = (std::env::var(CHILD_URL), std::env::var(CHILD_TABLE)) else {
        return;
    };
    let table: i64 = table.parse().unwrap();
    let room =
        Room::open_database(&Database::Server(url), Box::new(cardroom_room::SystemClock)).unwrap();
    let mut out = std::io::stdout();
    for i in 0..3 {
        room.play_demo_hand(1, table, table as u64 * 1000 + i, &mut |v| {
            writeln!(out, "ack {} {}", v.hand_id, v.seq).unwrap();
        })
        .unwrap();
    }
}

#[test]
#[ignore = "needs the test server: `make rust-test-pg` runs it"]
fn several_processes_on_one_server_room_lose_nothing_and_conserve_chips() {
    server_only!();
    let url = test_server::fresh_database();
    let room = Room::open_database(
        &Database::Server(url.clone()),
        Box::new(cardroom_room::SystemClock),
    )
    .unwrap();
    let floor = room.add_staff(None, "Maria", Role::Floor).unwrap().id;
    room.open_shift(floor).unwrap();
    let mut tables = Vec::new();
    for n in 1..=3 {
        let table = room
            .open_table(
                floor,
                &limit_table(&format!("Table {n}"), "holdem", 200, 400),
            )
            .unwrap()
            .id;
        for seat in 1..=5 {
            room.seat_player(
                floor,
                &crate::bad_input::seat_req(table, seat, &format!("P{n}-{seat}")),
            )
            .unwrap();
        }
        room.draw_demo_button(floor, table, n).unwrap();
        tables.push(table);
    }
    let exe = std::env::current_exe().unwrap();
    let children: Vec<_> = tables
        .iter()
        .map(|table| {
            std::process::Command::new(&exe)
                .args([
                    "--exact",
                    "server::child_station_plays_hands_at_its_table",
                    "--ignored",
                    "--nocapture",
                    "--test-threads=1",
                ])
                .env(CHILD_URL, &url)
                .env(CHILD_TABLE, table.to_string())
                .stdout(std::process::Stdio::piped())
                .spawn()
                .unwrap()
        })
        .collect();
    let mut acked: Vec<(i64, i64)> = Vec::new();
    for child in children {
        let out = child.wait_with_output().unwrap();
        assert!(out.status.success(), "a station failed: {out:?}");
        for line in String::from_utf8_lossy(&out.stdout).lines() {
            if let Some(rest) = line.strip_prefix("ack ") {
                let (hand, seq) = rest.split_once(' ').unwrap();
                acked.push((hand.parse().unwrap(), seq.parse().unwrap()));
            }
        }
    }
    assert!(acked.len() > 30, "{acked:?}");
    let mut unique = acked.clone();
    unique.sort();
    unique.dedup();
    assert_eq!(unique.len(), acked.len(), "no entry acknowledged twice");
    for (hand, seq) in &acked {
        assert!(
            room.hand(*hand).unwrap().seq >= *seq,
            "hand {hand} lost entry {seq}"
        );
    }
    // Every hand replays with its chips conserved, the trail is whole.
    assert_eq!(room.verify_room().unwrap(), Vec::<String>::new());
}

#[test]
#[ignore = "needs the test server: `make rust-test-pg` runs it"]
fn a_url_asking_for_tls_gets_an_encrypted_connection_to_a_server_whose_certificate_it_trusts() {
    server_only!();
    let server = test_server::own_tls_server();
    let url = server.fresh_database();
    let db = url.rsplit('/').next().unwrap().to_string();
    let tls = format!(
        "{url}?sslmode=require&sslrootcert={}",
        server.ca_file().display()
    );
    let room =
        Room::open_database(&Database::Server(tls), Box::new(cardroom_room::SystemClock)).unwrap();
    room.add_staff(None, "Maria", Role::Floor).unwrap();
    assert_eq!(room.list_staff().unwrap().len(), 1);
    let seen = test_server::query_text(
        &url,
        &format!(
            "SELECT count(*), count(*) FILTER (WHERE s.ssl) FROM pg_stat_activity a
               JOIN pg_stat_ssl s USING (pid)
              WHERE a.application_name = 'cardroom' AND a.datname = '{db}'"
        ),
    );
    assert_ne!(seen[0][0], "0", "the room's connections are there");
    assert_eq!(seen[0][0], seen[0][1], "every one of them encrypted");
    // Without the certificate to trust, the server is refused, and the error says why.
    let untrusted = Room::open_database(
        &Database::Server(format!("{url}?sslmode=require")),
        Box::new(cardroom_room::SystemClock),
    )
    .unwrap_err();
    assert_eq!(untrusted.code(), "db_cannot_open", "{untrusted}");
}

#[test]
#[ignore = "needs the test server: `make rust-test-pg` runs it"]
fn each_state_read_table_by_table_is_what_the_trails_view_says_for_a_whole_seeded_day() {
    server_only!();
    // What the writers seal and `db verify` reads (`audit_states_between`, migration 0026: each
    // state's row through a statement of its own table) against the view that defines a state.
    let f = crate::support::seeded_day();
    let by_table = f.query(
        "SELECT id, tbl, row_key, image FROM audit_states_between(1, (SELECT max(id) FROM audit_changes))",
    );
    let by_view =
        f.query("SELECT id, tbl, row_key, coalesce(image, '') FROM audit_states ORDER BY id");
    assert!(by_view.len() > 1000, "{} states", by_view.len());
    assert_eq!(by_table.len(), by_view.len());
    for (a, b) in by_table.iter().zip(&by_view) {
        assert_eq!(a, b);
    }
    // Every kind of row the day wrote, rows read as they are now among them.
    let live = |tbl: &str| by_view.iter().any(|s| s[1] == tbl && !s[3].is_empty());
    for tbl in [
        "hand_events",
        "hands",
        "seatings",
        "card_tables",
        "chip_moves",
        "staff",
    ] {
        assert!(live(tbl), "no state of {tbl}");
    }
}

#[test]
#[ignore = "needs the test server: `make rust-test-pg` runs it"]
fn every_audited_tables_image_view_has_its_own_statement_in_the_live_image_function() {
    server_only!();
    let f = Fixture::new();
    let views = f.query(
        "SELECT relname FROM pg_class WHERE relkind = 'v' AND relname LIKE 'audit\\_image\\_%' ORDER BY 1",
    );
    assert!(views.len() >= 30, "{views:?}");
    let source = f.query("SELECT pg_get_functiondef('audit_live_image'::regproc)");
    let source = &source[0][0];
    for view in &views {
        let tbl = view[0].trim_start_matches("audit_image_");
        assert!(
            source.contains(&format!("IF t = '{tbl}' THEN"))
                && source.contains(&format!(" FROM {} v", view[0])),
            "audit_live_image has no statement for {tbl}"
        );
    }
    // A table nothing names reads as nothing (its entry then refuses to seal).
    assert_eq!(
        f.query("SELECT coalesce(audit_live_image('no_such_table', '1'), 'NULL')"),
        vec![vec!["NULL".to_string()]]
    );
}
