//! `cardroom seat chips`, `collect mark … cash` and `shift hand-over` from the terminal: the
//! room's stacks follow the chips on the felt.

use crate::support::{Room, assert_contains, assert_one_line_error};

/// Maria (floor) with a shift open, Dee (dealer) in the box at table 1 (Low Ball 4/8), P1-P3
/// seated with $100, the button drawn; table 2 open with nobody and closed again; table 3
/// open with Zed seated and no dealer.
fn room() -> Room {
    let room = Room::new();
    let m = Some("Maria");
    room.ok("18:00", None, &["staff", "add", "Maria", "--role", "floor"]);
    room.ok("18:00", m, &["staff", "add", "Dee", "--role", "dealer"]);
    room.ok("18:00", m, &["staff", "set-pin", "Maria", "--pin", "2468"]);
    room.ok("18:00", m, &["shift", "open"]);
    for name in ["Table 1", "Table 2", "Table 3"] {
        room.ok(
            "18:00",
            m,
            &[
                "table", "open", "--name", name, "--game", "lowball", "--blinds", "2/4", "--bets",
                "4/8",
            ],
        );
    }
    room.ok("18:00", m, &["table", "close", "2"]);
    room.seat_three(m);
    room.seat("3", &[("1", "Zed", "100")]);
    room.push("1", "Dee");
    room.draw_button("18:00");
    room
}

/// `seat chips` adding `add` dollars to `seat` at `table`.
fn chips(table: &'static str, seat: &'static str, add: &'static str) -> Vec<&'static str> {
    vec![
        "seat", "chips", "--table", table, "--seat", seat, "--add", add,
    ]
}

fn stacks(room: &Room) -> Vec<i64> {
    room.json(
        "18:40",
        Some("Maria"),
        &["seat", "list", "--table", "1", "--json"],
    )
    .as_array()
    .unwrap()
    .iter()
    .map(|s| s["stack_cents"].as_i64().unwrap())
    .collect()
}

#[test]
fn time_paid_from_the_stacks_and_an_add_on_reach_the_next_hand() {
    let room = room();
    let d = Some("Dee");
    let due = room.json("18:31", d, &["collect", "due", "--table", "1", "--json"]);
    for c in due.as_array().unwrap() {
        let id = c["id"].as_i64().unwrap().to_string();
        room.ok("18:32", d, &["collect", "mark", &id, "paid"]);
    }
    assert_eq!(stacks(&room), vec![9_600; 3]);
    let out = room.ok("18:33", d, &chips("1", "1", "50"));
    assert_eq!(
        out.trim(),
        "table 1, seat 1: P1 with 146.00 (waiting for the big blind)"
    );
    let hand = room.json("18:34", d, &["hand", "start", "--table", "1", "--json"]);
    // What each seat was dealt in with: its stack now and the blind it posted.
    let starting: Vec<i64> = hand["game"]["seats"]
        .as_array()
        .unwrap()
        .iter()
        .map(|s| s["stack"].as_i64().unwrap() + s["committed"].as_i64().unwrap())
        .collect();
    assert_eq!(starting, vec![14_600, 9_600, 9_600]);
}

#[test]
fn an_add_on_during_a_hand_waits_for_it_and_seat_list_says_so() {
    let room = room();
    let d = Some("Dee");
    room.ok("18:10", d, &["hand", "start", "--table", "1"]);
    let out = room.ok("18:11", d, &chips("1", "2", "25"));
    assert_eq!(
        out.trim(),
        "table 1, seat 2: P2 plays 100.00 this hand, +25.00 after it"
    );
    let list = room.ok("18:12", d, &["seat", "list", "--table", "1"]);
    assert_contains(&list, "+25.00 after this hand");
}

#[test]
fn paid_in_cash_leaves_the_stack_and_the_floor_corrects_a_count_with_a_reason_and_pin() {
    let room = room();
    let d = Some("Dee");
    let due = room.json("18:31", d, &["collect", "due", "--table", "1", "--json"]);
    let id = due[0]["id"].as_i64().unwrap().to_string();
    let out = room.ok("18:32", d, &["collect", "mark", &id, "cash"]);
    assert!(out.trim().ends_with(": paid"), "{out}");
    let out = room.ok(
        "18:33",
        Some("Maria"),
        &[
            "seat",
            "chips",
            "--table",
            "1",
            "--seat",
            "3",
            "--set",
            "95",
            "--reason",
            "counted at the table",
            "--pin",
            "2468",
        ],
    );
    assert_eq!(
        out.trim(),
        "table 1, seat 3: P3 with 95.00 (waiting for the big blind)"
    );
    assert_eq!(stacks(&room), vec![10_000, 10_000, 9_500]);
    let report = room.json("18:40", Some("Maria"), &["report", "shift", "--json"]);
    let table = &report["chips"][0];
    assert_eq!(table["corrections_cents"], -500);
    assert_eq!(table["difference_cents"], 0);
}

#[test]
fn seat_chips_refuses_bad_amounts_empty_seats_closed_tables_and_other_tables_dealers() {
    let room = room();
    let before = cardroom_store::rows_as_text(&room.db, &["audit"]).unwrap();
    let cases: Vec<(Option<&str>, Vec<&str>, &str)> = vec![
        (Some("Dee"), chips("1", "1", "0"), "invalid_input"),
        (
            Some("Dee"),
            vec!["seat", "chips", "--table", "1", "--seat", "1", "--add=-5"],
            "invalid_input",
        ),
        (
            Some("Dee"),
            chips("1", "1", "92233720368547758.07"),
            "invalid_input",
        ),
        (Some("Dee"), chips("1", "1", "0.10"), "invalid_input"),
        (Some("Dee"), chips("1", "7", "10"), "seat_empty"),
        (Some("Dee"), chips("1", "11", "10"), "no_such_seat"),
        (Some("Maria"), chips("2", "1", "10"), "table_closed"),
        (Some("Maria"), chips("9", "1", "10"), "unknown_table"),
        // Dee deals at table 1: Zed's chips at table 3 are not his to record.
        (Some("Dee"), chips("3", "1", "10"), "not_your_table"),
        (None, chips("1", "1", "10"), "no_actor"),
        (
            Some("Maria"),
            vec![
                "seat", "chips", "--table", "1", "--seat", "1", "--set", "90", "--reason", " ",
                "--pin", "2468",
            ],
            "invalid_input",
        ),
    ];
    for (actor, args, code) in cases {
        let out = room.run("18:05", actor, &args);
        assert_one_line_error(&out, code);
        assert_eq!(
            cardroom_store::rows_as_text(&room.db, &["audit"]).unwrap(),
            before,
            "{args:?} changed the database"
        );
    }
}

#[test]
fn the_incoming_floor_manager_takes_the_shift_over_and_a_plain_close_says_what_it_leaves() {
    let room = room();
    let m = Some("Maria");
    room.ok("18:00", m, &["staff", "add", "Sam", "--role", "floor"]);
    let out = room.ok("20:00", Some("Sam"), &["shift", "hand-over"]);
    assert_contains(&out, "shift 2 opened at 23 Nov 2026, 20:00:00 by Sam");
    let shifts = room.json("20:00", m, &["report", "shift", "--shift", "1", "--json"]);
    assert_eq!(shifts["to"], "2026-11-23T20:00:00Z");
    let out = room.run("21:00", Some("Sam"), &["shift", "close"]);
    assert!(out.status.success());
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(
        err.contains("left open with no shift") && err.contains("2 table(s)"),
        "{err}"
    );
    let refused = room.run("21:01", Some("Dee"), &chips("1", "1", "10"));
    assert_one_line_error(&refused, "no_open_shift");
}
