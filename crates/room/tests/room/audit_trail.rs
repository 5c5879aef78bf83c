//! The audit trail: every change to money or to the room is an entry (who, when, from which
//! station and machine, what, before and after), chained by hashes; `db verify` walks the
//! chain and the rows, and names the first broken link. The trail and a hand's events are
//! append-only in the database itself.

use cardroom_room::{AuditOutcome, AuditQuery, Station};

use cardroom_engine::Action;

use crate::support::{Fixture, PIN, SEEDED, first_to_act, limit_table};

/// Two seeded days, Maria's PIN set.
fn seeded() -> Fixture {
    Fixture::seeded(SEEDED).0
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
fn a_stack_changed_with_the_triggers_lifted_differs_from_its_last_recorded_state() {
    let f = seeded();
    raw_without_triggers(
        &f,
        "UPDATE seatings SET stack_cents = 999900 WHERE id = (SELECT max(id) FROM seatings)",
    );
    verify_finds(
        &f,
        &["was changed outside Cardroom", "now stack_cents=999900"],
    );
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
    let f = seeded();
    raw_without_triggers(
        &f,
        if f.url.is_some() {
            "UPDATE audit_changes SET image = jsonb_set(image::jsonb, '{stack_cents}', '1')::text WHERE id = (SELECT min(id) FROM audit_changes WHERE tbl = 'seatings')"
        } else {
            "UPDATE audit_changes SET image = json_set(image, '$.stack_cents', 1) WHERE id = (SELECT min(id) FROM audit_changes WHERE tbl = 'seatings')"
        },
    );
    verify_finds(&f, &["does not match its hash"]);
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
    use cardroom_store::{AuditOutcome, AuditRow, RowState, Station};
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
        .prepare("SELECT id, tbl, row_key, image FROM audit_changes WHERE id BETWEEN ?1 AND ?2 ORDER BY id")
        .unwrap()
        .query_map([first, last], |r| {
            Ok(RowState { id: r.get(0)?, tbl: r.get(1)?, row_key: r.get(2)?, image: r.get(3)? })
        })
        .unwrap()
        .collect::<Result<_, _>>()
        .unwrap();
    let mut row = AuditRow {
        id,
        at: at.into(),
        staff_id: Some(f.floor.id),
        staff_name: None,
        station: Station::Cli,
        machine: "elsewhere".into(),
        kind: kind.into(),
        outcome: AuditOutcome::Done,
        table_id: None,
        hand_id: None,
        detail: String::new(),
        first_change: first,
        last_change: last,
        prev_hash,
        hash: String::new(),
    };
    row.hash = cardroom_room::entry_hash(&row, &states);
    c.execute(
        "INSERT INTO audit (id, at, staff_id, station, machine, kind, outcome, table_id, hand_id,
                            detail, first_change, last_change, prev_hash, hash)
         VALUES (?1, ?2, ?3, 'cli', ?4, ?5, 'done', NULL, NULL, '', ?6, ?7, ?8, ?9)",
        rusqlite::params![
            row.id,
            row.at,
            row.staff_id,
            row.machine,
            row.kind,
            first,
            last,
            row.prev_hash,
            row.hash
        ],
    )
    .unwrap();
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
