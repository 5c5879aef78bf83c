//! The room for several screens at once: changes published after each commit (and other
//! programs' commits noticed), reads beside a writer, unknown stored words refused, reads
//! that write nothing, and logs that say who did what where.

use std::sync::Arc;
use std::time::{Duration, Instant};

use cardroom_room::{AuditQuery, Change, ChangeKind, Role, Room};

use crate::support::{Fixture, draw, limit_table, no_blind_table};

/// What a change says, without its commit.
fn what(c: &Change) -> (Option<i64>, ChangeKind) {
    (c.table_id, c.kind)
}

#[test]
fn each_commit_publishes_what_changed_and_where_and_a_refusal_publishes_nothing() {
    let mut f = Fixture::new();
    let changes = f.room.changes().subscribe();
    let t = f.open_seated(no_blind_table("Pan 1", "pan", 200, 500), &[(1, "Ann")]);
    let got: Vec<Change> = changes.try_iter().collect();
    assert_eq!(
        got.iter().map(what).collect::<Vec<_>>(),
        [(Some(t), ChangeKind::Tables), (Some(t), ChangeKind::Seats)]
    );
    let dee = f.dealer("Dee");
    assert_eq!(
        changes.try_iter().map(|c| what(&c)).collect::<Vec<_>>(),
        [(None, ChangeKind::Staff)]
    );
    // A dealer may not seat players: refused, nothing committed, nothing published.
    let refused = f.room.seat_player(
        dee.id,
        &cardroom_room::SeatPlayer {
            table_id: t,
            seat_no: 2,
            player_name: "Bob".into(),
            player_number: None,
            stack_cents: 10_000,
            entry: cardroom_room::Entry::Playing,
            cash: false,
            not_excluded: None,
        },
    );
    assert!(refused.is_err());
    assert_eq!(changes.try_iter().count(), 0);
}

#[test]
fn each_published_change_names_its_commit_the_audit_entry_that_records_it_and_where_it_was_made() {
    let mut f = Fixture::new();
    let changes = f.room.changes().subscribe();
    f.open_seated(no_blind_table("Pan 1", "pan", 200, 500), &[(1, "Ann")]);
    let trail = f
        .room
        .audit_log(f.floor.id, &AuditQuery::default())
        .unwrap();
    for change in changes.try_iter() {
        let commit = change.commit.expect("a commit of this room names itself");
        let entry = trail
            .iter()
            .find(|e| e.id == commit.id)
            .expect("the commit's audit entry");
        assert_eq!(entry.table_id, change.table_id);
        assert_eq!(
            (commit.origin.station, commit.origin.machine.as_str()),
            (entry.station, entry.machine.as_str())
        );
        assert!(
            ["open_table", "seat_player"].contains(&entry.kind.as_str()),
            "{}",
            entry.kind
        );
    }
}

const CHILD_DB: &str = "CARDROOM_TEST_CHILD_DB";

#[test]
fn a_change_committed_by_another_process_is_published_within_a_second() {
    crate::sqlite_only!();
    // The same test binary, run again as the other program: it adds a staff member and exits.
    if let Some(path) = std::env::var_os(CHILD_DB) {
        let room = Room::open(std::path::Path::new(&path)).unwrap();
        let floor = room.list_staff().unwrap()[0].id;
        room.add_staff(Some(floor), "Dee", Role::Dealer).unwrap();
        return;
    }
    let f = Fixture::new();
    let room = Arc::new(Room::open(&f.path).unwrap());
    let changes = room.changes().subscribe();
    let watching = Room::watch(&room, Duration::from_millis(200));
    let status = std::process::Command::new(std::env::current_exe().unwrap())
        .args([
            "live::a_change_committed_by_another_process_is_published_within_a_second",
            "--exact",
            "--quiet",
        ])
        .env(CHILD_DB, &f.path)
        .status()
        .unwrap();
    assert!(status.success(), "the other program committed");
    let committed = Instant::now();
    let change = changes.recv_timeout(Duration::from_secs(1)).unwrap();
    assert!(committed.elapsed() <= Duration::from_secs(1));
    assert_eq!(
        change,
        Change {
            table_id: None,
            kind: ChangeKind::Elsewhere,
            commit: None,
        }
    );
    assert_eq!(room.list_staff().unwrap().len(), 2, "and a read sees it");
    drop(room);
    watching.join().unwrap();
}

#[test]
fn reads_proceed_while_another_program_holds_the_write_lock() {
    crate::sqlite_only!();
    let mut f = Fixture::new();
    f.open_seated(no_blind_table("Pan 1", "pan", 200, 500), &[(1, "Ann")]);
    let other = rusqlite::Connection::open(&f.path).unwrap();
    other
        .execute_batch("BEGIN IMMEDIATE; UPDATE seatings SET stack_cents = 1;")
        .unwrap();
    let started = Instant::now();
    let board = f.room.floor_board().unwrap();
    assert!(
        started.elapsed() < Duration::from_secs(1),
        "no wait for the lock"
    );
    assert_eq!(board.tables.len(), 1);
    assert_eq!(
        board.tables[0].seats[0].stack_cents, 10_000,
        "the committed state, not the other program's uncommitted change"
    );
    other.execute_batch("ROLLBACK").unwrap();
}

/// Writes `sql` with the schema's checks off, as a program editing the file would.
fn tamper(f: &Fixture, sql: &str) {
    let conn = rusqlite::Connection::open(&f.path).unwrap();
    conn.execute_batch(&format!(
        "PRAGMA ignore_check_constraints = ON; PRAGMA foreign_keys = OFF; {sql}"
    ))
    .unwrap();
}

#[test]
fn an_unknown_stored_word_of_each_kind_is_refused_as_bad_data_never_defaulted() {
    crate::sqlite_only!();
    for (column, sql) in [
        ("game", "UPDATE card_tables SET game = 'stud'"),
        (
            "structure",
            "UPDATE card_tables SET structure = 'spread_limit'",
        ),
        (
            "button rule",
            "UPDATE card_tables SET button_rule = 'floating'",
        ),
        (
            "collection mode",
            "UPDATE card_tables SET collection_mode = 'rake'",
        ),
        (
            "rate source",
            "UPDATE card_tables SET rate_source = 'guess'",
        ),
        ("seat entry", "UPDATE seatings SET entry = 'lurking'"),
        ("role", "UPDATE staff SET role = 'owner' WHERE name = 'Dee'"),
    ] {
        let mut f = Fixture::new();
        let mut req = limit_table("T", "holdem", 400, 800);
        req.rate_cents = Some(100);
        let t = f.open_seated(req, &[(1, "Ann")]);
        f.dealer("Dee");
        tamper(&f, sql);
        let err = match column {
            "role" => f.room.list_staff().map(|_| ()).unwrap_err(),
            "seat entry" => f.room.seats(t).map(|_| ()).unwrap_err(),
            _ => f.room.floor_board().map(|_| ()).unwrap_err(),
        };
        assert_eq!(err.code(), "bad_data", "{column}: {err}");
    }
}

#[test]
fn a_collection_exists_from_its_due_time_with_no_write_and_marking_it_records_it() {
    let (f, t) = Fixture::seated(no_blind_table("Pan 1", "pan", 200, 500), &[(1, "Ann")]);
    f.at("2026-11-23T19:05:00Z");
    let before = f.snapshot();
    let due = f.room.collections_due(f.floor.id, Some(t)).unwrap();
    let times: Vec<&str> = due.iter().map(|c| &c.due_at[11..16]).collect();
    assert_eq!(times, ["18:30", "19:00"], "fallen due by the clock");
    assert!(due.iter().all(|c| c.id.is_none()), "nothing recorded them");
    let board = f.room.floor_board().unwrap();
    assert_eq!(
        board.unmarked_collections, 2,
        "the board counts the same two"
    );
    assert_eq!(f.snapshot(), before, "reading them writes nothing");

    let paid = f
        .room
        .mark_collection(f.floor.id, &due[0], cardroom_room::Mark::Paid)
        .unwrap();
    assert!(paid.id.is_some(), "marking it recorded it");
    let left = f.room.collections_due(f.floor.id, Some(t)).unwrap();
    assert_eq!(left.len(), 1);
    assert_eq!(left[0].due_at, due[1].due_at);
    let again = f
        .room
        .mark_collection(f.floor.id, &due[0], cardroom_room::Mark::Paid)
        .unwrap_err();
    assert_eq!(again.code(), "already_marked", "{again}");
}

thread_local! {
    /// This thread's captured log lines, while a test captures them.
    static CAPTURED: std::cell::RefCell<Option<Vec<u8>>> = const { std::cell::RefCell::new(None) };
}

/// Writes a log line into this thread's capture, if one is on (else drops it).
struct ThreadCapture;

impl std::io::Write for ThreadCapture {
    fn write(&mut self, buf: &[u8]) -> std::io::Result<usize> {
        CAPTURED.with(|c| {
            if let Some(lines) = c.borrow_mut().as_mut() {
                lines.extend_from_slice(buf);
            }
        });
        Ok(buf.len())
    }
    fn flush(&mut self) -> std::io::Result<()> {
        Ok(())
    }
}

/// Log lines written on this thread while `work` runs. One subscriber for the whole test
/// binary (a scoped one misses call sites other tests' threads met first).
fn logs_of(work: impl FnOnce()) -> String {
    static INSTALL: std::sync::Once = std::sync::Once::new();
    INSTALL.call_once(|| {
        let subscriber = tracing_subscriber::fmt()
            .with_ansi(false)
            .with_max_level(tracing::Level::INFO)
            .with_writer(|| ThreadCapture)
            .finish();
        tracing::subscriber::set_global_default(subscriber).unwrap();
    });
    CAPTURED.with(|c| *c.borrow_mut() = Some(Vec::new()));
    work();
    let lines = CAPTURED.with(|c| c.borrow_mut().take()).unwrap_or_default();
    String::from_utf8(lines).unwrap()
}

#[test]
fn every_log_line_of_an_action_says_who_did_it_where_and_a_refusal_logs_its_code() {
    let mut f = Fixture::new();
    let mut req = limit_table("T", "holdem", 400, 800);
    req.rate_cents = Some(100);
    let t = f.open_seated(req, &[(1, "Ann"), (2, "Bob")]);
    let dee = f.push_dealer(t, "Dee");
    let cards = draw(&[(1, "As"), (2, "Kd")]);
    f.room.draw_for_button(dee.id, t, &cards).unwrap();
    let hand = f.room.start_hand(dee.id, t).unwrap().hand_id;
    let logs = logs_of(|| {
        f.room.act_words(dee.id, hand, "call 1").unwrap();
        f.room.act_words(dee.id, hand, "fold 9").unwrap_err();
    });
    let lines: Vec<&str> = logs.lines().collect();
    assert!(lines.len() >= 2, "{logs}");
    for line in &lines {
        assert!(
            line.contains("staff=\"Dee\"") || line.contains("staff=Dee"),
            "whose: {line}"
        );
        assert!(line.contains(&format!("table={t}")), "where: {line}");
        assert!(line.contains(&format!("hand={hand}")), "which hand: {line}");
    }
    let refused = lines.iter().find(|l| l.contains("refused")).unwrap();
    assert!(refused.contains("INFO"), "{refused}");
    assert!(refused.contains("code="), "{refused}");
    assert!(
        !logs.contains("ERROR"),
        "a refusal is not a failure: {logs}"
    );
}

#[test]
fn the_floor_board_is_one_read_of_every_open_table_with_its_seats_dealer_hand_and_next_collection()
{
    let mut f = Fixture::new();
    let mut req = limit_table("Hold'em 1", "holdem", 400, 800);
    req.rate_cents = Some(100);
    let holdem = f.open_seated(req, &[(1, "Ann"), (2, "Bob")]);
    f.open_seated(no_blind_table("Pan 1", "pan", 200, 500), &[(4, "Cy")]);
    let dee = f.push_dealer(holdem, "Dee");
    let cards = draw(&[(1, "As"), (2, "Kd")]);
    f.room.draw_for_button(dee.id, holdem, &cards).unwrap();
    let hand = f.room.start_hand(dee.id, holdem).unwrap().hand_id;
    f.at("2026-11-23T18:25:00Z");
    let board = f.room.floor_board().unwrap();
    assert_eq!(board.at, "2026-11-23T18:25:00Z");
    assert_eq!(board.tables.len(), 2);
    let h = &board.tables[0];
    assert_eq!(h.table.name, "Hold'em 1");
    assert_eq!(h.seats.len(), 2);
    assert_eq!(h.table.button_seat, Some(1));
    let dealer = h.dealer.as_ref().unwrap();
    assert_eq!((dealer.name.as_str(), dealer.minutes_in_box), ("Dee", 25));
    let in_progress = h.hand.as_ref().unwrap();
    assert_eq!(in_progress.hand_id, hand);
    assert_eq!(in_progress.stage, "pre_flop");
    assert_eq!(
        in_progress.waiting_for.who,
        cardroom_engine::Turn::Seat(1),
        "posted and dealt by the room: the button acts first heads-up"
    );
    let p = &board.tables[1];
    assert_eq!(p.seats[0].player_name, "Cy");
    assert!(p.dealer.is_none() && p.hand.is_none());
    assert_eq!(
        p.table.next_collection_due.as_deref(),
        Some("2026-11-23T18:30:00Z")
    );
}

#[test]
fn the_floor_board_says_since_when_a_collection_is_overdue_and_when_the_last_hand_was_dealt() {
    let (f, pan) = Fixture::seated(no_blind_table("Pan 1", "pan", 200, 500), &[(1, "Ann")]);
    let board = f.room.floor_board().unwrap();
    assert_eq!(board.tables[0].overdue_since, None);
    assert_eq!(board.tables[0].last_hand_at, None);
    f.at("2026-11-23T19:10:00Z");
    let board = f.room.floor_board().unwrap();
    assert_eq!(
        board.tables[0].overdue_since.as_deref(),
        Some("2026-11-23T18:30:00Z"),
        "due at 18:30, not yet recorded"
    );
    f.room
        .record_due_collections(f.floor.id, Some(pan))
        .unwrap();
    let due = f.room.collections_due(f.floor.id, Some(pan)).unwrap();
    f.room
        .mark_collection(f.floor.id, &due[0], cardroom_room::Mark::Paid)
        .unwrap();
    let board = f.room.floor_board().unwrap();
    assert_eq!(
        board.tables[0].overdue_since.as_deref(),
        Some("2026-11-23T19:00:00Z"),
        "18:30 paid; 19:00 still unmarked"
    );
}

#[test]
fn a_dealer_sees_only_the_table_he_is_dealing_and_a_floor_manager_sees_every_table() {
    let mut f = Fixture::new();
    let one = f.open(no_blind_table("Pan 1", "pan", 200, 500)).id;
    f.open(no_blind_table("Pan 2", "pan", 200, 500));
    let dee = f.dealer("Dee");
    assert!(
        f.room.floor_board_as(dee.id).unwrap().tables.is_empty(),
        "in no box: nothing"
    );
    f.room.push_dealer(f.floor.id, one, dee.id).unwrap();
    let his = f.room.floor_board_as(dee.id).unwrap();
    assert_eq!(his.tables.len(), 1);
    assert_eq!(his.tables[0].table.id, one);
    assert_eq!(f.room.floor_board_as(f.floor.id).unwrap().tables.len(), 2);
}

#[test]
fn no_log_line_ever_holds_a_pin() {
    let f = Fixture::new();
    let name = f.floor.name.clone();
    let logs = logs_of(|| {
        f.room.set_pin(f.floor.id, f.floor.id, "80417").unwrap();
        f.room
            .sign_in(&name, "80417", cardroom_room::Station::App)
            .unwrap();
        for _ in 0..5 {
            f.room
                .sign_in(&name, "62953", cardroom_room::Station::Cli)
                .unwrap_err();
        }
        f.room.set_pin(f.floor.id, f.floor.id, "7x").unwrap_err();
        f.room.start_room("Someone", "55190").unwrap_err();
    });
    assert!(logs.contains("sign-in refused"), "{logs}");
    assert!(logs.contains("locked"), "{logs}");
    for pin in ["80417", "62953", "7x", "55190"] {
        assert!(!logs.contains(pin), "a log holds the PIN {pin}: {logs}");
    }
}
