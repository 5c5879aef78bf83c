//! Running a table from the terminal: staff, tables, seats, dealers, collections, shifts
//! and the report, on the same database the app uses, with the clock fixed per command.

use crate::support::{Room, assert_contains, assert_one_line_error};

/// Maria (floor) and Dee (dealer), a shift open, a $4/$8 Low Ball table with Dee in the box
/// and Ann and Bob seated with $200.
fn opened() -> Room {
    let room = Room::with_table(
        &["Dee"],
        &[
            "--name", "Table 1", "--game", "lowball", "--blinds", "2/4", "--bets", "4/8",
        ],
    );
    room.push("1", "Dee");
    room.seat("1", &[("1", "Ann", "200"), ("2", "Bob", "200")]);
    room
}

#[test]
fn a_floor_manager_runs_a_table_and_reports_the_shift_from_the_terminal() {
    let room = opened();
    let board = room.ok("18:05", Some("Maria"), &["table", "list"]);
    assert!(
        board.contains("Low Ball") && board.contains("2/8") && board.contains("Dee"),
        "{board}"
    );

    let due = room.ok("18:31", Some("Dee"), &["collect", "due", "--json"]);
    let due: serde_json::Value = serde_json::from_str(due.trim()).unwrap();
    let due = due.as_array().unwrap();
    assert_eq!(due.len(), 2);
    let id = |i: usize| due[i]["id"].as_i64().unwrap().to_string();
    let paid = room.ok("18:32", Some("Dee"), &["collect", "mark", &id(0), "paid"]);
    // Paid as dealers take it: from the chips in front of her.
    assert_eq!(
        paid.trim(),
        "Ann 4.00 due 23 Nov 2026, 18:30:00: paid from the stack (now 196.00)"
    );
    room.ok(
        "18:32",
        Some("Dee"),
        &["collect", "mark", &id(1), "sitting-out"],
    );
    room.ok("18:40", Some("Maria"), &["shift", "close"]);

    let report = room.ok("18:41", Some("Maria"), &["report", "shift", "--json"]);
    let report: serde_json::Value = serde_json::from_str(report.trim()).unwrap();
    let totals = &report["totals"];
    assert_eq!(totals["due_cents"], 800);
    assert_eq!(totals["collected_cents"], 400);
    assert_eq!(totals["sitting_out_cents"], 400);
    assert_eq!(report["discrepancies"].as_array().unwrap().len(), 0);

    let text = room.report_csv("18:41", "shift.csv");
    assert!(
        text.lines()
            .any(|l| l
                == "total,,,,,2,8.00,4.00,4.00,0.00,4.00,4.00,0.00,0.00,0.00,0.00,0.00,0,0.00,0,4.00,0.00,0.00,0.00"),
        "{text}"
    );

    // The table by table and dealer says what was excused and what is missing, apart.
    let table = room.ok("18:41", Some("Maria"), &["report", "shift"]);
    let cells = |first: &str| {
        table
            .lines()
            .find(|l| l.starts_with(&format!("| {first}")))
            .unwrap_or_default()
            .split_whitespace()
            .collect::<Vec<_>>()
    };
    assert_eq!(
        cells("Table / dealer"),
        [
            "|",
            "Table",
            "/",
            "dealer",
            "Expected",
            "Collected",
            "Excused",
            "Missing",
            "Drops",
            "Hands",
            "House",
            "Banked",
            "Jackpot",
            "|"
        ],
        "{table}"
    );
    assert_eq!(
        cells("Table 1"),
        [
            "|", "Table", "1", "8.00", "4.00", "4.00", "0.00", "0.00", "0", "4.00", "0.00", "0.00",
            "|"
        ],
        "{table}"
    );
    assert_contains(
        &table,
        "Total: expected 8.00 + drops 0.00; collected 4.00 + drops 0.00; excused 4.00 (sitting out 4.00, left 0.00, new player 0.00, comped 0.00); missing 0.00 (the stack could not cover it 0.00, never marked 0.00)",
    );
}

#[test]
fn a_manager_adds_a_rate_that_applies_from_its_time_on() {
    let room = opened();
    let out = room.ok(
        "18:10",
        Some("Maria"),
        &[
            "rates",
            "add",
            "--game",
            "lowball",
            "--band",
            "4-20",
            "--amount",
            "5",
            "--from",
            "2026-11-23T19:00:00Z",
        ],
    );
    assert_contains(
        &out,
        "Low Ball $4.00-$20.00: 5.00 per player every 30 minutes",
    );
    let due = room.ok("19:01", Some("Dee"), &["collect", "due", "--json"]);
    let due: serde_json::Value = serde_json::from_str(due.trim()).unwrap();
    let amounts: Vec<i64> = due
        .as_array()
        .unwrap()
        .iter()
        .map(|c| c["amount_cents"].as_i64().unwrap())
        .collect();
    assert_eq!(
        amounts,
        vec![400, 400, 500, 500],
        "18:30 at the old rate, 19:00 at the new"
    );
}

#[test]
fn operations_errors_are_one_line_with_their_code() {
    let room = opened();
    let m = Some("Maria");
    let cases: Vec<(Vec<&str>, Option<&str>, &str)> = vec![
        (
            vec![
                "seat", "add", "--table", "1", "--seat", "1", "--name", "Cy", "--stack", "100",
            ],
            m,
            "seat_taken",
        ),
        (
            vec![
                "seat", "add", "--table", "1", "--seat", "3", "--name", "Cy", "--stack", "1.005",
            ],
            m,
            "invalid_input",
        ),
        (
            vec![
                "seat", "add", "--table", "9", "--seat", "3", "--name", "Cy", "--stack", "100",
            ],
            m,
            "unknown_table",
        ),
        (vec!["table", "close", "1"], None, "no_actor"),
        (vec!["table", "close", "1"], Some("Nobody"), "unknown_staff"),
        (vec!["table", "close", "1"], Some("Dee"), "not_permitted"),
        (
            vec![
                "table",
                "open",
                "--name",
                "T",
                "--game",
                "pineapple",
                "--blinds",
                "5/10",
                "--bets",
                "10/20",
            ],
            m,
            "no_rate",
        ),
        (
            vec!["collect", "mark", "77", "paid"],
            m,
            "unknown_collection",
        ),
    ];
    for (args, actor, code) in cases {
        assert_one_line_error(&room.run("18:10", actor, &args), code);
    }
    // The clock may not go backwards past the last recorded action.
    assert_one_line_error(
        &room.run("17:00", m, &["seat", "out", "--table", "1", "--seat", "1"]),
        "clock_backwards",
    );
}

/// Maria, a $2/$4 Hold'em table (blinds 1/2) and three players seated.
fn holdem_with_three() -> Room {
    let room = Room::with_table(
        &[],
        &[
            "--name", "Table 1", "--game", "holdem", "--blinds", "1/2", "--bets", "2/4",
        ],
    );
    let m = Some("Maria");
    room.seat_three(m);
    room
}

#[test]
fn a_dealer_logs_a_hand_from_the_terminal_and_an_illegal_action_changes_nothing() {
    let room = holdem_with_three();
    let m = Some("Maria");
    let drawn = room.draw_button("18:01");
    assert_eq!(
        drawn.trim(),
        "Seat 1 wins the button with the ace of spades"
    );
    // The room posts the blinds and deals unseen: the hand waits for the first player.
    let started = room.ok("18:01", m, &["hand", "start", "--table", "1"]);
    assert!(
        started.contains("pot 3.00") && started.contains("2: 99.00, 3: 98.00"),
        "{started}"
    );
    assert_contains(&started, "next: seat 1: fold, call 2.00, raise to 4.00");
    let shown = room.ok("18:02", m, &["hand", "show", "1"]);
    assert_contains(&shown, "next: seat 1: fold, call 2.00, raise to 4.00");

    let refused = room.run("18:02", m, &["hand", "act", "1", "check", "1"]);
    assert_one_line_error(&refused, "check_facing_bet");
    assert_eq!(
        room.ok("18:02", m, &["hand", "show", "1"]),
        shown,
        "nothing was written"
    );

    room.ok("18:02", m, &["hand", "act", "1", "raise", "1", "4"]);
    room.ok("18:02", m, &["hand", "act", "1", "fold", "2"]);
    let undone = room.ok("18:03", m, &["hand", "undo", "1"]);
    assert_contains(&undone, "next: seat 2");
    room.ok("18:03", m, &["hand", "act", "1", "fold", "2"]);
    // The last fold settles the hand: the pot goes to seat 1 without an entry.
    let settled = room.ok("18:03", m, &["hand", "act", "1", "fold", "3"]);
    assert_contains(&settled, "settled: house collected 3.00");
    let board = room.ok("18:04", m, &["table", "list", "--json"]);
    let board: serde_json::Value = serde_json::from_str(board.trim()).unwrap();
    assert_eq!(
        (
            board[0]["button_seat"].as_i64(),
            board[0]["hand_in_progress"].as_bool()
        ),
        (Some(2), Some(false))
    );
}

#[test]
fn a_dealer_logs_a_low_ball_draw_from_the_terminal() {
    let room = Room::with_table(
        &[],
        &[
            "--name",
            "Low 1",
            "--game",
            "lowball",
            "--blinds",
            "2/4",
            "--bets",
            "4/8",
            "--sevens-penalty",
            "forfeit-pot",
        ],
    );
    let m = Some("Maria");
    room.seat_three(m);
    room.draw_button("18:01");
    room.ok("18:01", m, &["hand", "start", "--table", "1"]);
    // Posted and dealt by the room (five cards each, not entered); seat 1 kills the pot.
    let killed = room.ok("18:01", m, &["hand", "act", "1", "kill", "1"]);
    assert_contains(&killed, "1: 92.00");
    for words in [["call", "2"], ["call", "3"], ["check", "1"]] {
        room.ok("18:02", m, &["hand", "act", "1", words[0], words[1]]);
    }
    let drawing = room.ok("18:02", m, &["hand", "show", "1"]);
    assert_contains(&drawing, "next: seat 2: draw 0 to 5 cards");
    // More cards than any draw holds: refused with a reason, and the draw still waits.
    let too_many = room.run("18:02", m, &["hand", "act", "1", "draw", "2", "9"]);
    assert_one_line_error(&too_many, "wrong_card_count");
    assert!(
        String::from_utf8_lossy(&too_many.stderr).contains("at most 8 cards"),
        "{}",
        String::from_utf8_lossy(&too_many.stderr)
    );
    let waiting = room.ok("18:02", m, &["hand", "show", "1"]);
    assert_contains(&waiting, "next: seat 2: draw 0 to 5 cards");
    // The burn and seat 2's two cards follow by themselves.
    let dealt = room.ok("18:02", m, &["hand", "act", "1", "draw", "2", "2"]);
    assert_contains(&dealt, "next: seat 3: draw");
    room.ok("18:02", m, &["hand", "act", "1", "draw", "3"]);
    let shown = room.ok("18:02", m, &["hand", "act", "1", "draw", "1", "0"]);
    assert_contains(&shown, "drew: 1: 0, 2: 2, 3: 0");
    let json = room.ok("18:03", m, &["hand", "show", "1", "--json"]);
    let view: serde_json::Value = serde_json::from_str(json.trim()).unwrap();
    let drew: Vec<serde_json::Value> = view["game"]["seats"]
        .as_array()
        .unwrap()
        .iter()
        .map(|s| s["drew"].clone())
        .collect();
    assert_eq!(
        drew,
        vec![
            serde_json::json!(0),
            serde_json::json!(2),
            serde_json::json!(0)
        ]
    );
}

#[test]
fn a_dealer_logs_mexican_poker_up_cards_and_the_screen_shows_them() {
    let room = Room::with_table(
        &[],
        &[
            "--name", "Mex 1", "--game", "mexican", "--bets", "2/4", "--ante", "0.25", "--rate",
            "3",
        ],
    );
    let m = Some("Maria");
    room.seat_three(m);
    room.draw_button("18:01");
    // The antes post and the down cards are dealt unseen by themselves; the up cards
    // decide who opens, so the dealer enters them.
    let started = room.ok("18:01", m, &["hand", "start", "--table", "1"]);
    assert_contains(&started, "next: dealer");
    for (seat, card) in [("2", "Kd"), ("3", "5d")] {
        room.ok("18:01", m, &["hand", "act", "1", "deal", seat, card]);
    }
    let unknown_up = room.run("18:01", m, &["hand", "act", "1", "deal", "1"]);
    assert_one_line_error(&unknown_up, "card_required");
    let dealt = room.ok("18:01", m, &["hand", "act", "1", "deal", "1", "Qh"]);
    assert_contains(&dealt, "showing: 1: Qh, 2: Kd, 3: 5d");
    assert_contains(&dealt, "next: seat 2: bet 2.00 to 4.00");
    let refused = room.run("18:01", m, &["hand", "act", "1", "check", "2"]);
    assert_one_line_error(&refused, "must_open");
}

#[test]
fn a_dealer_logs_a_pan_hand_from_the_terminal() {
    let room = Room::with_table(
        &[],
        &[
            "--name", "Pan 1", "--game", "pan", "--bets", "2/5", "--chip", "0.25",
        ],
    );
    let m = Some("Maria");
    room.seat_three(m);
    assert_one_line_error(
        &room.run("18:01", m, &["hand", "start", "--table", "1"]),
        "pan_table",
    );
    room.ok(
        "18:01",
        m,
        &["pan", "start", "--table", "1", "--first", "2"],
    );
    // The room takes the tops by itself; the dealer enters the deal.
    let mut json = String::new();
    for (seat, cards) in [
        ("2", "5s5s5sKhQh"),
        ("1", "4d4h6c7cJc"),
        ("3", "AhAh2h3h4h"),
        ("2", "Jh2c3c4c6d"),
        ("1", "QdKd2d3h6s"),
        ("3", "5d6d7dJdQc"),
    ] {
        json = room.ok(
            "18:01",
            m,
            &["pan", "act", "1", "d", "dh", seat, cards, "--json"],
        );
    }
    assert!(
        json.trim_start().starts_with('{') && json.contains("\"hand_id\""),
        "--json after the entry is the flag: {json}"
    );
    for entry in [
        "2 _stay",
        "1 _stay",
        "3 _retire",
        "2 _draw Ac",
        "2 _meld lay Ac2c3c4c",
    ] {
        room.ok("18:02", m, &["pan", "act", "1", entry]);
    }
    let refused = room.run("18:02", m, &["pan", "act", "1", "2 _meld lay KhQh6d"]);
    assert_one_line_error(&refused, "invalid_meld");
    let shown = room.ok("18:02", m, &["pan", "show", "1"]);
    assert_contains(
        &shown,
        "seat 2: In, 7 cards in hand, melds [4c3c2cAc] (2 chips), net 0.25",
    );
    let undone = room.ok("18:03", m, &["pan", "undo", "1"]);
    assert_contains(&undone, "seat 2: In, 10 cards in hand, melds []");
}

#[test]
fn every_change_made_from_the_terminal_records_that_it_came_from_the_command_line() {
    let room = opened();
    let conn = rusqlite::Connection::open(&room.db).unwrap();
    let mut stmt = conn
        .prepare("SELECT kind, station, staff_id IS NOT NULL FROM audit ORDER BY id")
        .unwrap();
    let writes: Vec<(String, String, bool)> = stmt
        .query_map([], |r| Ok((r.get(0)?, r.get(1)?, r.get(2)?)))
        .unwrap()
        .map(Result::unwrap)
        .collect();
    let cases: Vec<&str> = writes.iter().map(|w| w.0.as_str()).collect();
    assert_eq!(
        cases,
        [
            "add_staff",
            "add_staff",
            "open_shift",
            "open_table",
            "push_dealer",
            "seat_player",
            "seat_player"
        ]
    );
    assert!(writes.iter().all(|w| w.1 == "cli" && w.2), "{writes:?}");
}

#[test]
fn a_misdeal_voids_the_hand_from_the_terminal_and_the_button_stays() {
    let room = holdem_with_three();
    let m = Some("Maria");
    room.draw_button("18:01");
    room.ok("18:01", m, &["hand", "start", "--table", "1"]);
    let voided = room.ok("18:02", m, &["hand", "void", "1", "--reason", "misdeal"]);
    assert_contains(&voided, "void (misdeal)");
    let after = room.run("18:02", m, &["hand", "act", "1", "next"]);
    assert_one_line_error(&after, "hand_finished");
    let seats = room.ok("18:02", m, &["seat", "list", "--table", "1"]);
    assert!(
        !seats.contains("99.00") && !seats.contains("98.00"),
        "every chip back: {seats}"
    );
    let again = room.json("18:03", m, &["hand", "start", "--table", "1", "--json"]);
    assert_eq!(again["number"], 2);
    assert_eq!(again["button_seat"], 1, "the button did not move");
}

#[test]
fn the_audit_trail_verifies_backs_up_restores_and_lists_from_the_terminal() {
    let room = opened();
    let m = Some("Maria");
    let verified = room.ok("18:05", m, &["db", "verify"]);
    assert_contains(&verified, "ok (the audit trail is whole)");
    // A dealer's try at the floor's work is refused, and on the trail.
    let out = room.run(
        "18:06",
        Some("Dee"),
        &[
            "seat", "add", "--table", "1", "--seat", "3", "--name", "Cy", "--stack", "200",
        ],
    );
    assert_one_line_error(&out, "not_permitted");
    let refused = room.ok("18:07", m, &["audit", "--refused", "--json"]);
    let entries: serde_json::Value = serde_json::from_str(&refused).unwrap();
    assert_eq!(entries[0]["kind"], "seat_player");
    assert_eq!(entries[0]["staff"], "Dee");
    assert_eq!(entries[0]["station"], "cli");
    let csv = room.ok("18:07", m, &["audit", "--csv", "--kind", "seat_player"]);
    assert_eq!(
        csv.lines().count(),
        4,
        "a header, two seatings and the refusal: {csv}"
    );
    // A backup into the folder beside the database, checked; then a restore of it.
    let backed = room.ok("18:10", m, &["db", "backup"]);
    assert_contains(&backed, "ok (the copy checks out)");
    let backup = room
        .db
        .parent()
        .unwrap()
        .join("backups/cardroom-20261123T181000Z.db");
    assert!(backup.exists(), "{backed}");
    room.ok(
        "18:11",
        m,
        &[
            "seat", "add", "--table", "1", "--seat", "3", "--name", "Cy", "--stack", "200",
        ],
    );
    let restored = room.ok("18:12", None, &["db", "restore", backup.to_str().unwrap()]);
    assert_contains(&restored, "kept as");
    let seats = room.ok("18:13", m, &["audit", "--json", "--kind", "seat_player"]);
    let entries: serde_json::Value = serde_json::from_str(&seats).unwrap();
    assert_eq!(
        entries.as_array().unwrap().len(),
        3,
        "Cy's seating is not in the restored room"
    );
    // Edited outside Cardroom: verify names it and fails with its code.
    rusqlite::Connection::open(&room.db)
        .unwrap()
        .execute_batch("UPDATE seatings SET stack_cents = 1 WHERE id = 1")
        .unwrap();
    let out = room.run("18:14", m, &["db", "verify"]);
    assert!(!out.status.success());
    assert!(String::from_utf8_lossy(&out.stdout).contains("made outside Cardroom"));
    // A damaged backup is refused and changes nothing.
    let damaged = room.db.parent().unwrap().join("damaged.db");
    std::fs::write(&damaged, b"SQLite format 3\0 but not really").unwrap();
    let out = room.run("18:15", None, &["db", "restore", damaged.to_str().unwrap()]);
    assert_one_line_error(&out, "backup_damaged");
}

#[test]
fn every_flag_that_takes_a_game_names_each_game_the_room_deals_in_its_help() {
    let home = tempfile::tempdir().unwrap();
    for args in [
        ["table", "open", "--help"],
        ["report", "shift", "--help"],
        ["wait", "new-list", "--help"],
    ] {
        let out = crate::support::cardroom(home.path(), &args);
        let help = crate::support::stdout(&out);
        for game in cardroom_room::GAMES {
            assert!(
                help.contains(game.code.as_str()),
                "`cardroom {}` does not name {}:\n{help}",
                args.join(" "),
                game.code.as_str()
            );
        }
    }
}
