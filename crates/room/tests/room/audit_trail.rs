//! The audit trail: every change to money or to the room is an entry (who, when, from which
//! station and machine, what, before and after), chained by hashes; `db verify` walks the
//! chain and the rows, and names the first broken link. The trail and a hand's events are
//! append-only in the database itself.

use cardroom_room::{AuditOutcome, AuditQuery, Role, Room, Station};

use cardroom_engine::Action;

use crate::support::{DAY, Fixture, PIN, first_to_act, limit_table};

/// A seeded day, Maria's PIN set.
fn seeded() -> Fixture {
    Fixture::seeded(DAY).0
}

fn verify(f: &Fixture) -> Vec<String> {
    f.reopen().verify_room().unwrap()
}

/// Asserts the verification names a problem that says each of `parts`.
fn verify_finds(f: &Fixture, parts: &[&str]) {
    let found = verify(f);
    assert!(
        found
            .iter()
            .any(|p| parts.iter().all(|part| p.contains(part))),
        "{parts:?} in {found:?}"
    );
}

/// The one value `sql` answers, as text.
fn one(f: &Fixture, sql: &str) -> String {
    f.query(sql)[0][0].clone()
}

fn raw(f: &Fixture, sql: &str) -> Result<(), String> {
    f.exec(sql)
}

/// Runs `sql` with every trigger of the file lifted and put back: what someone who edits the
/// file with his own tools, knowing the schema, can do.
fn raw_without_triggers(f: &Fixture, sql: &str) {
    if f.url.is_some() {
        // The server's owner can turn the triggers off for his session.
        f.exec(&format!("SET session_replication_role = replica; {sql}"))
            .unwrap();
        return;
    }
    crate::support::without_triggers(&f.path, "%", sql);
}

#[test]
fn a_seeded_day_is_all_on_the_trail_and_verifies_clean() {
    let f = seeded();
    assert_eq!(verify(&f), Vec::<String>::new());
    let all = f
        .room
        .audit_log(f.floor.id, &AuditQuery::default())
        .unwrap();
    assert!(all.len() > 100, "{} entries", all.len());
    assert!(
        all.iter()
            .all(|e| e.station == Station::App && !e.machine.is_empty())
    );
    // Each logged action is an entry naming its hand, and its new event is one of its changes.
    let act = all.iter().find(|e| e.kind == "act").expect("an action");
    assert!(act.hand_id.is_some() && act.staff.is_some());
    assert!(
        act.changes.iter().any(|c| c.what == "hand_events"),
        "{act:?}"
    );
}

#[test]
fn a_stack_changed_with_the_triggers_in_place_is_a_change_no_entry_covers() {
    let f = seeded();
    raw(&f, "UPDATE seatings SET stack_cents = stack_cents + 10000 WHERE id = (SELECT max(id) FROM seatings)").unwrap();
    verify_finds(&f, &["1 change(s) were made outside Cardroom", "seatings"]);
}

#[test]
fn a_stack_changed_with_the_triggers_lifted_breaks_the_hash_of_the_entry_that_last_changed_it() {
    // The trail keeps no copy of a row's last state (the row is it): the entry that made
    // that state no longer matches its hash.
    let f = seeded();
    let id = one(&f, "SELECT max(id) FROM seatings");
    let entry = one(
        &f,
        &format!(
            "SELECT a.id FROM audit a WHERE (SELECT max(c.id) FROM audit_changes c
               WHERE c.tbl = 'seatings' AND c.row_key = '{id}') BETWEEN a.first_change AND a.last_change"
        ),
    );
    raw_without_triggers(
        &f,
        &format!("UPDATE seatings SET stack_cents = 999900 WHERE id = {id}"),
    );
    verify_finds(
        &f,
        &[
            &format!("first broken link: audit entry {entry} "),
            "does not match its hash",
        ],
    );
}

#[test]
fn a_row_deleted_with_the_triggers_lifted_is_named_as_gone() {
    let f = seeded();
    let id = one(&f, "SELECT max(id) FROM chip_moves");
    raw_without_triggers(&f, &format!("DELETE FROM chip_moves WHERE id = {id}"));
    verify_finds(
        &f,
        &["does not match its hash", &format!("chip_moves {id}")],
    );
    verify_finds(
        &f,
        &[&format!("chip_moves row {id} was deleted outside Cardroom")],
    );
}

#[test]
fn the_trail_keeps_no_copy_of_a_rows_current_state_only_what_each_change_replaced() {
    let f = seeded();
    // Every state is the row itself or the image a later change replaced: none is stored
    // whole, and every update of a row keeps the row as it was.
    assert_eq!(
        one(
            &f,
            "SELECT count(*) FROM audit_changes WHERE image <> 'null'"
        ),
        "0"
    );
    let updates = one(
        &f,
        "SELECT count(*) FROM audit_changes c WHERE EXISTS (SELECT 1 FROM audit_changes p
          WHERE p.tbl = c.tbl AND p.row_key = c.row_key AND p.id < c.id)",
    );
    assert_ne!(updates, "0");
    assert_eq!(
        one(&f,
            "SELECT count(*) FROM audit_changes c WHERE c.before_image IS NULL AND EXISTS
               (SELECT 1 FROM audit_changes p WHERE p.tbl = c.tbl AND p.row_key = c.row_key AND p.id < c.id)"
        ),
        "0"
    );
    // An insert-only row (a hand's event) costs the trail its key alone.
    assert_eq!(
        one(
            &f,
            "SELECT count(*) FROM audit_changes WHERE tbl = 'hand_events' AND before_image IS NOT NULL"
        ),
        "0"
    );
    assert_eq!(verify(&f), Vec::<String>::new());
}

#[test]
fn the_trail_and_a_hands_events_refuse_update_and_delete() {
    let f = seeded();
    for sql in [
        "UPDATE audit SET detail = 'x' WHERE id = 1",
        "DELETE FROM audit WHERE id = 1",
        "UPDATE audit_changes SET image = '{}' WHERE id = 1",
        "DELETE FROM audit_changes",
        "UPDATE hand_events SET payload = '{}' WHERE seq = 1",
        "DELETE FROM hand_events",
        "DELETE FROM seatings",
        "UPDATE drop_collections SET amount_cents = 0",
    ] {
        let e = raw(&f, sql).expect_err(sql);
        assert!(e.to_string().contains("append_only"), "{sql}: {e}");
    }
    assert_eq!(verify(&f), Vec::<String>::new());
}

#[test]
fn an_entry_edited_outside_cardroom_is_named_as_the_first_broken_link() {
    let f = seeded();
    raw_without_triggers(
        &f,
        "UPDATE audit SET detail = 'nothing to see' WHERE id = 40",
    );
    let found = verify(&f);
    let links: Vec<&String> = found.iter().filter(|p| p.contains("broken link")).collect();
    assert_eq!(links.len(), 1, "{found:?}");
    assert!(links[0].contains("audit entry 40 "), "{found:?}");
}

#[test]
fn an_entry_deleted_outside_cardroom_breaks_the_link_of_the_one_after_it() {
    let f = seeded();
    raw_without_triggers(&f, "DELETE FROM audit WHERE id = 12");
    verify_finds(&f, &["first broken link: audit entry 13 "]);
}

#[test]
fn a_recorded_state_edited_outside_cardroom_breaks_its_entrys_hash() {
    // What the trail stores of a state a later change replaced: that change's before-image.
    let f = seeded();
    let change =
        "(SELECT min(id) FROM audit_changes WHERE tbl = 'seatings' AND before_image IS NOT NULL)";
    raw_without_triggers(
        &f,
        &if f.url.is_some() {
            format!(
                "UPDATE audit_changes SET before_image = jsonb_set(before_image::jsonb, '{{stack_cents}}', '1')::text WHERE id = {change}"
            )
        } else {
            format!(
                "UPDATE audit_changes SET before_image = json_set(before_image, '$.stack_cents', 1) WHERE id = {change}"
            )
        },
    );
    verify_finds(&f, &["does not match its hash"]);
}

#[test]
fn a_recorded_state_deleted_outside_cardroom_breaks_its_entrys_hash() {
    let f = seeded();
    raw_without_triggers(
        &f,
        "DELETE FROM audit_changes WHERE id = (SELECT min(id) FROM audit_changes WHERE tbl = 'seatings')",
    );
    verify_finds(&f, &["first broken link", "does not match its hash"]);
}

#[test]
fn a_refusal_for_lack_of_authority_is_an_entry_and_changes_nothing_else() {
    let (f, dee) = Fixture::with_dealer("Dee");
    let before = f.snapshot();
    f.room
        .open_table(dee.id, &limit_table("Table 1", "holdem", 200, 400))
        .unwrap_err();
    assert_eq!(f.snapshot(), before);
    let refused = f
        .room
        .audit_log(
            f.floor.id,
            &AuditQuery {
                outcome: Some(AuditOutcome::Refused),
                ..AuditQuery::default()
            },
        )
        .unwrap();
    assert_eq!(refused.len(), 1, "{refused:?}");
    assert_eq!(refused[0].kind, "open_table");
    assert_eq!(refused[0].staff.as_deref(), Some("Dee"));
    assert!(
        refused[0].detail.starts_with("not_permitted: "),
        "{refused:?}"
    );
    assert_eq!(verify(&f), Vec::<String>::new());
}

#[test]
fn a_dealer_cannot_read_the_trail_and_his_try_is_on_it() {
    let (f, dee) = Fixture::with_dealer("Dee");
    let e = f
        .room
        .audit_log(dee.id, &AuditQuery::default())
        .unwrap_err();
    assert_eq!(e.code(), "not_permitted");
    let last = f.audit_entries().pop().unwrap();
    assert_eq!(
        (last.0.as_str(), last.1.as_str()),
        ("read_audit", "refused")
    );
}

#[test]
fn sign_ins_wrong_pins_and_a_lock_out_are_entries_that_never_hold_the_pin() {
    let f = Fixture::new();
    f.room.set_pin(f.floor.id, f.floor.id, PIN).unwrap();
    let name = f.floor.name.clone();
    f.room.sign_in(&name, PIN, Station::App).unwrap();
    for _ in 0..5 {
        f.room.sign_in(&name, "9753", Station::App).unwrap_err();
    }
    let entries = f.audit_entries();
    let sign_ins: Vec<_> = entries.iter().filter(|e| e.0 == "sign_in").collect();
    assert_eq!(sign_ins.len(), 6);
    assert_eq!(sign_ins[0].1, "done");
    assert!(sign_ins[1].2.starts_with("wrong_pin: "), "{sign_ins:?}");
    assert!(
        sign_ins[5].2.starts_with("account_locked: "),
        "{sign_ins:?}"
    );
    let everything = f.snapshot();
    assert!(!everything.contains("9753") && !everything.contains(PIN));
    let trail: String = f.query("SELECT detail FROM audit").concat().join(",");
    assert!(!trail.contains("9753") && !trail.contains(PIN), "{trail}");
    assert_eq!(verify(&f), Vec::<String>::new());
}

#[test]
fn the_log_filters_by_staff_table_kind_and_time_and_shows_before_and_after() {
    let mut f = Fixture::new_at("2026-11-23T18:00:00Z");
    let t = f.open(limit_table("Table 1", "holdem", 200, 400)).id;
    f.at("2026-11-23T18:10:00Z");
    f.seat(t, 3, "Ann");
    let dee = f.dealer("Dee");
    let q = |q: AuditQuery| f.room.audit_log(f.floor.id, &q).unwrap();
    let seat = q(AuditQuery {
        kind: Some("seat_player".into()),
        ..AuditQuery::default()
    });
    assert_eq!(seat.len(), 1);
    let change = seat[0]
        .changes
        .iter()
        .find(|c| c.what == "seatings")
        .unwrap();
    assert_eq!(change.before, "", "a new row has no before");
    assert!(change.after.contains("player_name=\"Ann\""), "{change:?}");
    assert!(change.after.contains("stack_cents=10000"), "{change:?}");
    assert_eq!(seat[0].table_id, Some(t));
    let at_table = q(AuditQuery {
        table_id: Some(t),
        ..AuditQuery::default()
    });
    assert!(at_table.iter().all(|e| e.table_id == Some(t)));
    assert!(at_table.iter().any(|e| e.kind == "open_table"));
    let later = q(AuditQuery {
        from: Some("2026-11-23T18:05:00Z".into()),
        to: Some("2026-11-23T19:00:00Z".into()),
        ..AuditQuery::default()
    });
    assert!(
        later
            .iter()
            .all(|e| e.at.as_str() >= "2026-11-23T18:05:00Z")
    );
    assert!(
        later
            .iter()
            .any(|e| e.kind == "add_staff" && e.staff_id == Some(f.floor.id))
    );
    let by_dee = q(AuditQuery {
        staff_id: Some(dee.id),
        ..AuditQuery::default()
    });
    assert!(by_dee.is_empty());
    // CSV: a line per entry, the changes in one cell, the same order.
    let csv = f
        .room
        .audit_csv(
            f.floor.id,
            &AuditQuery {
                kind: Some("seat_player".into()),
                ..AuditQuery::default()
            },
        )
        .unwrap();
    let lines: Vec<&str> = csv.lines().collect();
    assert!(lines[0].starts_with("id,at,staff,station,machine,kind,outcome"));
    assert_eq!(lines.len(), 2);
    assert!(
        lines[1].contains("seat_player") && lines[1].contains("Ann"),
        "{csv}"
    );
}

/// Someone who knows Cardroom's hash: edits rows with the triggers in place (so their states
/// are recorded) and appends a well-formed entry covering them, as `kind` by the floor
/// manager. The chain and the rows then agree; only the room's invariants can tell.
fn forge(f: &Fixture, sql: &str, kind: &str, at: &str) {
    use cardroom_store::RowState;
    let c = rusqlite::Connection::open(&f.path).unwrap();
    c.execute_batch(sql).unwrap();
    let (id, prev_hash, first): (i64, String, i64) = c
        .query_row(
            "SELECT id + 1, hash, last_change + 1 FROM audit ORDER BY id DESC LIMIT 1",
            [],
            |r| Ok((r.get(0)?, r.get(1)?, r.get(2)?)),
        )
        .unwrap();
    let last: i64 = c
        .query_row("SELECT max(id) FROM audit_changes", [], |r| r.get(0))
        .unwrap();
    let states: Vec<RowState> = c
        .prepare("SELECT id, tbl, row_key, image FROM audit_states WHERE id BETWEEN ?1 AND ?2 ORDER BY id")
        .unwrap()
        .query_map([first, last], |r| {
            Ok(RowState { id: r.get(0)?, tbl: r.get(1)?, row_key: r.get(2)?, image: r.get(3)? })
        })
        .unwrap()
        .collect::<Result<_, _>>()
        .unwrap();
    let row = sealed_by_hand(
        id,
        at,
        Some(f.floor.id),
        "elsewhere",
        kind,
        (first, last),
        prev_hash,
        &states,
    );
    c.execute_batch(&insert_entry(&row)).unwrap();
}

/// An entry made by hand, as Cardroom would seal it: from the station `cli` on `machine`,
/// done, covering the changes `first..=last` whose states are `states`, hashed.
#[allow(clippy::too_many_arguments)]
fn sealed_by_hand(
    id: i64,
    at: &str,
    staff_id: Option<i64>,
    machine: &str,
    kind: &str,
    (first_change, last_change): (i64, i64),
    prev_hash: String,
    states: &[cardroom_store::RowState],
) -> cardroom_store::AuditRow {
    use cardroom_store::{AuditOutcome, AuditRow, Station};
    let mut row = AuditRow {
        id,
        at: at.into(),
        staff_id,
        staff_name: None,
        station: Station::Cli,
        machine: machine.into(),
        kind: kind.into(),
        outcome: AuditOutcome::Done,
        table_id: None,
        hand_id: None,
        detail: String::new(),
        first_change,
        last_change,
        prev_hash,
        hash: String::new(),
    };
    row.hash = cardroom_room::entry_hash(&row, states);
    row
}

/// The INSERT of an entry made by [`sealed_by_hand`], for either engine.
fn insert_entry(row: &cardroom_store::AuditRow) -> String {
    let staff = row.staff_id.map_or("NULL".to_string(), |id| id.to_string());
    format!(
        "INSERT INTO audit (id, at, staff_id, station, machine, kind, outcome, table_id, hand_id,
                            detail, first_change, last_change, prev_hash, hash)
         VALUES ({}, '{}', {staff}, 'cli', '{}', '{}', 'done', NULL, NULL, '', {}, {}, '{}', '{}')",
        row.id,
        row.at,
        row.machine,
        row.kind,
        row.first_change,
        row.last_change,
        row.prev_hash,
        row.hash
    )
}

#[test]
fn a_collection_marked_again_under_a_forged_entry_is_caught_as_marked_twice() {
    crate::sqlite_only!();
    let f = seeded();
    forge(
        &f,
        "UPDATE time_collections SET status = 'not_paid', reason = 'left' WHERE id = (SELECT min(id) FROM time_collections WHERE status = 'paid')",
        "mark_collection",
        "2026-11-23T18:30:00Z",
    );
    let found = verify(&f);
    assert!(
        found
            .iter()
            .any(|p| p.contains("collection ")
                && p.contains("was marked twice (paid, then not_paid")),
        "{found:?}"
    );
    // It was in the first shift, closed since: a change there is caught as well.
    assert!(
        found
            .iter()
            .any(|p| p.contains("changed time_collections") && p.contains("locked since")),
        "{found:?}"
    );
    assert_eq!(found.len(), 2, "{found:?}");
}

#[test]
fn an_entry_added_to_a_hand_of_a_locked_shift_under_a_forged_entry_is_caught() {
    crate::sqlite_only!();
    let f = seeded();
    // An undo appended to the first hand, finished in the demo's first shift (closed).
    forge(
        &f,
        "INSERT INTO hand_events (hand_id, seq, kind, payload, recorded_at, recorded_by)
         SELECT hand_id, max(seq) + 1, 'undo', '{}', '2026-11-23T18:30:00Z', 1 FROM hand_events
          WHERE hand_id = (SELECT min(id) FROM hands WHERE finished_at IS NOT NULL)",
        "undo",
        "2026-11-23T18:30:00Z",
    );
    let found = verify(&f);
    assert!(
        found
            .iter()
            .any(|p| p.contains("changed hand_events") && p.contains("locked since")),
        "{found:?}"
    );
}

/// Every hand row the trail names, in the words of the hand's own game.
fn hand_words(entries: &[cardroom_room::AuditEntry]) -> Vec<String> {
    entries
        .iter()
        .flat_map(|e| &e.changes)
        .filter(|c| c.what == "hand_events")
        .map(|c| {
            c.words
                .clone()
                .unwrap_or_else(|| format!("no words for {}", c.row))
        })
        .collect()
}

#[test]
fn the_trail_names_every_games_hand_entries_in_the_consoles_words() {
    let f = seeded();
    for (game, kind, sample) in [
        ("pot", "act", " folds"),
        ("Pan", "start_pan_hand", "Tops posted"),
        ("Pan", "act", " stays"),
        ("banked", "act", "Player bets"),
    ] {
        let query = AuditQuery {
            kind: Some(kind.into()),
            ..AuditQuery::default()
        };
        let words = hand_words(&f.room.audit_log(f.floor.id, &query).unwrap());
        assert!(!words.is_empty(), "{game}: hand rows on the trail");
        assert!(
            words.iter().all(|w| !w.starts_with("no words")),
            "{game}: {words:?}"
        );
        assert!(
            words.iter().any(|w| w.contains(sample)),
            "{game}: {sample:?} in {:?}",
            &words[..words.len().min(20)]
        );
    }
}

#[test]
fn an_undo_on_the_trail_names_the_entry_it_took_back() {
    let mut f = Fixture::new();
    let t = crate::hands::holdem(&mut f, false);
    let hand = f.room.start_hand(f.floor.id, t).unwrap();
    let seat = first_to_act(&hand);
    f.room
        .act(f.floor.id, hand.hand_id, Action::Fold { seat })
        .unwrap();
    f.room.undo(f.floor.id, hand.hand_id).unwrap();
    let trail = f
        .room
        .audit_log(f.floor.id, &AuditQuery::default())
        .unwrap();
    let newest = |kind: &str| {
        let entry = trail.iter().find(|e| e.kind == kind).unwrap();
        hand_words(std::slice::from_ref(entry))
    };
    assert_eq!(newest("undo"), [format!("Undo: Seat {seat} folds")]);
    assert_eq!(newest("act"), [format!("Seat {seat} folds")]);
}

/// A room's database as Cardroom left it before the lighter trail (schema version 23): every
/// row state a whole copy of its row, each entry sealed as the room sealed it then.
struct BeforeLighterTrail {
    path: std::path::PathBuf,
    url: Option<String>,
    _dir: tempfile::TempDir,
}

/// The last schema version whose trail copied every row state whole.
const WHOLE_COPIES_UNTIL: usize = 23;

impl BeforeLighterTrail {
    fn new() -> BeforeLighterTrail {
        use cardroom_store::migrations::{Engine, MIGRATION_SOURCES, render};
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("room.sqlite3");
        let url = crate::support::on_server().then(cardroom_store::test_server::fresh_database);
        let engine = if url.is_some() {
            Engine::Postgres
        } else {
            Engine::Sqlite
        };
        let mut sql = String::new();
        if url.is_some() {
            sql.push_str(
                "CREATE TABLE cardroom_schema (version BIGINT PRIMARY KEY, name TEXT NOT NULL, applied_at TEXT NOT NULL);\n",
            );
        }
        for (n, (name, source)) in MIGRATION_SOURCES[..WHOLE_COPIES_UNTIL].iter().enumerate() {
            sql.push_str(&render(source, engine));
            if url.is_some() {
                sql.push_str(&format!(
                    "\nINSERT INTO cardroom_schema VALUES ({}, '{name}', '2026-11-01T00:00:00Z');\n",
                    n + 1
                ));
            }
        }
        if url.is_none() {
            sql.push_str(&format!(
                "\nPRAGMA user_version = {WHOLE_COPIES_UNTIL}; PRAGMA application_id = {};",
                0x4352_4452
            ));
        }
        let db = BeforeLighterTrail {
            path,
            url,
            _dir: dir,
        };
        db.exec(&sql);
        db
    }

    fn exec(&self, sql: &str) {
        match &self.url {
            Some(url) => cardroom_store::test_server::exec(url, sql).unwrap(),
            None => rusqlite::Connection::open(&self.path)
                .unwrap()
                .execute_batch(sql)
                .unwrap(),
        }
    }

    fn query(&self, sql: &str) -> Vec<Vec<String>> {
        match &self.url {
            Some(url) => cardroom_store::test_server::query_text(url, sql),
            None => crate::support::query_file(&self.path, sql),
        }
    }

    /// Runs `sql` (its changes recorded whole by the old triggers) and seals them in one
    /// entry, as the room did before version 24.
    fn seal(&self, sql: &str, kind: &str) {
        use cardroom_store::RowState;
        self.exec(sql);
        let head = self.query("SELECT id, hash, last_change FROM audit ORDER BY id DESC LIMIT 1");
        let (id, prev_hash, first) = match head.first() {
            Some(h) => (
                h[0].parse::<i64>().unwrap() + 1,
                h[1].clone(),
                h[2].parse::<i64>().unwrap() + 1,
            ),
            None => (1, cardroom_room::GENESIS.to_string(), 1),
        };
        let last = self.query("SELECT coalesce(max(id), 0) FROM audit_changes")[0][0]
            .parse::<i64>()
            .unwrap()
            .max(first - 1);
        let states: Vec<RowState> = self
            .query(&format!(
                "SELECT id, tbl, row_key, image FROM audit_changes WHERE id BETWEEN {first} AND {last} ORDER BY id"
            ))
            .into_iter()
            .map(|r| RowState {
                id: r[0].parse().unwrap(),
                tbl: r[1].clone(),
                row_key: r[2].clone(),
                image: r[3].clone(),
            })
            .collect();
        let row = sealed_by_hand(
            id,
            "2026-11-01T10:00:00Z",
            None,
            "before",
            kind,
            (first, last),
            prev_hash,
            &states,
        );
        self.exec(&insert_entry(&row));
    }

    /// A few entries of every shape: rows inserted, a row changed twice in one entry and again
    /// in a later one, an insert-only row, an entry that changed nothing.
    fn with_a_trail() -> BeforeLighterTrail {
        let db = BeforeLighterTrail::new();
        db.seal(
            "INSERT INTO staff (name, role, created_at) VALUES ('Maria', 'floor', '2026-11-01T10:00:00Z')",
            "add_staff",
        );
        db.seal(
            "INSERT INTO staff (name, role, created_at, created_by) VALUES ('Dee', 'dealer', '2026-11-01T10:01:00Z', 1);
             UPDATE staff SET failed_pins = 1 WHERE name = 'Maria';
             UPDATE staff SET failed_pins = 2 WHERE name = 'Maria';",
            "add_staff",
        );
        db.seal("", "sign_in");
        db.seal(
            "INSERT INTO staff_languages (staff_id, language, set_at, set_by) VALUES (2, 'es', '2026-11-01T10:02:00Z', 1);
             UPDATE staff SET failed_pins = 0 WHERE name = 'Maria';",
            "set_language",
        );
        db
    }

    fn open(&self) -> Room {
        let db = match &self.url {
            Some(url) => cardroom_room::paths::Database::Server(url.clone()),
            None => cardroom_room::paths::Database::File(self.path.clone()),
        };
        let clock = cardroom_room::ManualClock::new(crate::support::t("2026-11-02T10:00:00Z"));
        Room::open_database(&db, Box::new(clock)).unwrap()
    }

    fn lift_triggers_and(&self, sql: &str) {
        match &self.url {
            Some(_) => self.exec(&format!("SET session_replication_role = replica; {sql}")),
            None => crate::support::without_triggers(&self.path, "%", sql),
        }
    }
}

#[test]
fn a_trail_written_before_the_lighter_trail_verifies_the_same_after_its_conversion() {
    let db = BeforeLighterTrail::with_a_trail();
    let sealed = db.query("SELECT id, hash FROM audit ORDER BY id");
    let states_before = db.query("SELECT id, tbl, row_key, image FROM audit_changes ORDER BY id");
    assert_eq!(states_before.len(), 6);
    let room = db.open();
    assert_eq!(room.verify_room().unwrap(), Vec::<String>::new());
    // The entries are as they were; every state reads as its whole copy did, and none is
    // stored whole any longer.
    assert_eq!(db.query("SELECT id, hash FROM audit ORDER BY id"), sealed);
    let read: Vec<Vec<String>> = db
        .query("SELECT id, tbl, row_key, image FROM audit_states ORDER BY id")
        .into_iter()
        .zip(&states_before)
        .map(|(now, was)| {
            let same = serde_json::from_str::<serde_json::Value>(&now[3]).unwrap()
                == serde_json::from_str::<serde_json::Value>(&was[3]).unwrap();
            assert!(same, "{now:?} against {was:?}");
            was.clone()
        })
        .collect();
    assert_eq!(read, states_before);
    assert_eq!(
        db.query("SELECT count(*) FROM audit_changes WHERE image <> 'null'"),
        vec![vec!["0".to_string()]]
    );
    // Each later change of Maria keeps what it replaced.
    let befores = db.query(
        "SELECT before_image FROM audit_changes WHERE tbl = 'staff' AND row_key = '1' ORDER BY id",
    );
    assert_eq!(befores[0][0], "NULL");
    assert!(
        befores[1..].iter().all(|b| b[0].contains("Maria")),
        "{befores:?}"
    );
    // The room goes on with the lighter trail, and the whole chain still verifies.
    let maria = room
        .list_staff()
        .unwrap()
        .into_iter()
        .find(|s| s.name == "Maria")
        .unwrap();
    room.add_staff(Some(maria.id), "Cy", Role::Dealer).unwrap();
    assert_eq!(room.verify_room().unwrap(), Vec::<String>::new());
    // A row forged after the conversion is caught.
    db.lift_triggers_and("UPDATE staff SET role = 'floor' WHERE name = 'Dee'");
    let found = room.verify_room().unwrap();
    assert!(
        found
            .iter()
            .any(|p| p.contains("does not match its hash") && p.contains("staff 2")),
        "{found:?}"
    );
}

#[test]
fn a_row_edited_outside_cardroom_before_the_conversion_is_still_named_after_it() {
    let db = BeforeLighterTrail::with_a_trail();
    db.lift_triggers_and("UPDATE staff SET role = 'floor' WHERE name = 'Dee'");
    let found = db.open().verify_room().unwrap();
    assert!(
        found
            .iter()
            .any(|p| p.contains("staff row 2 was changed outside Cardroom")
                && p.contains("now role=\"floor\"")),
        "{found:?}"
    );
    assert!(
        !found.iter().any(|p| p.contains("broken link")),
        "{found:?}"
    );
}
