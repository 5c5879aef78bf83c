//! The floor's day from the terminal: waiting lists, calls on the room's clock, seating
//! from a call, the wall board, the rotation and picking up a seat.

use crate::support::{Room, assert_contains, assert_one_line_error};

fn room_with_a_list() -> Room {
    let room = Room::with_table(
        &[],
        &[
            "--name", "Table 1", "--game", "lowball", "--blinds", "2/4", "--bets", "4/8",
            "--seats", "3",
        ],
    );
    let m = Some("Maria");
    room.seat("1", &[("1", "Ann", "200"), ("2", "Bob", "200")]);
    room.ok(
        "18:00",
        m,
        &[
            "wait",
            "new-list",
            "--game",
            "lowball",
            "--structure",
            "fixed",
            "--blinds",
            "2/4",
            "--bets",
            "4/8",
        ],
    );
    room.ok(
        "18:01",
        m,
        &[
            "wait",
            "add",
            "--list",
            "1",
            "Maria Gonzalez",
            "--note",
            "555-0142",
        ],
    );
    room.ok("18:02", m, &["wait", "add", "--list", "1", "Tom Lee"]);
    room
}

#[test]
fn the_floor_calls_and_seats_a_waiting_player_from_the_terminal() {
    let room = room_with_a_list();
    let m = Some("Maria");
    let called = room.ok("18:03", m, &["wait", "call", "--table", "1"]);
    assert_contains(
        &called,
        "Maria Gonzalez to Table 1 until 23 Nov 2026, 18:08:00",
    );
    let lists = room.json("18:04", m, &["wait", "lists", "--json"]);
    assert_eq!(lists["calls"][0]["seconds_left"], 240);
    let seated = room.ok(
        "18:05",
        m,
        &[
            "wait", "seat", "--call", "1", "--seat", "3", "--stack", "150",
        ],
    );
    assert_eq!(
        seated.trim(),
        "Maria Gonzalez is in seat 3 at table 1 with 150.00"
    );
    let lists = room.json("18:06", m, &["wait", "lists", "--json"]);
    let names: Vec<&str> = lists["lists"][0]["players"]
        .as_array()
        .unwrap()
        .iter()
        .map(|p| p["player_name"].as_str().unwrap())
        .collect();
    assert_eq!(names, ["Tom Lee"]);
    let wall = room.ok("18:06", m, &["wall"]);
    assert!(
        wall.contains("1. Tom L.") && !wall.contains("Lee"),
        "{wall}"
    );
}

#[test]
fn a_missed_call_puts_the_player_at_the_bottom_and_a_late_seating_is_refused() {
    let room = room_with_a_list();
    let m = Some("Maria");
    room.ok("18:03", m, &["wait", "call", "--table", "1"]);
    let lists = room.ok("18:09", m, &["wait", "lists"]);
    let tom = lists.find("Tom Lee").unwrap();
    let maria = lists.find("Maria Gonzalez").unwrap();
    assert!(tom < maria, "she went to the bottom: {lists}");
    let out = room.run(
        "18:09",
        m,
        &[
            "wait", "seat", "--call", "1", "--seat", "3", "--stack", "150",
        ],
    );
    assert_one_line_error(&out, "call_over");
}

#[test]
fn the_rotation_pushes_the_next_dealer_and_a_seat_sitting_out_too_long_is_picked_up() {
    let room = room_with_a_list();
    let m = Some("Maria");
    for name in ["Dee", "Eve"] {
        room.ok("18:03", m, &["staff", "add", name, "--role", "dealer"]);
        room.ok("18:03", m, &["rotation", "join", name]);
    }
    room.ok(
        "18:03",
        m,
        &["dealer", "push", "--table", "1", "--dealer", "Dee"],
    );
    let shown = room.ok("18:10", m, &["rotation", "show"]);
    assert_contains(
        &shown,
        "Table 1 at 23 Nov 2026, 18:33:00: Eve in, Dee goes to the next table",
    );
    assert_eq!(
        room.ok("18:33", m, &["rotation", "push", "--table", "1"])
            .trim(),
        "Eve is dealing at table 1"
    );
    room.ok("18:34", m, &["seat", "out", "--table", "1", "--seat", "2"]);
    let out = room.run(
        "18:40",
        m,
        &["seat", "pick-up", "--table", "1", "--seat", "2"],
    );
    assert_one_line_error(&out, "under_sit_out_limit");
    let gone = room.ok(
        "19:04",
        m,
        &["seat", "pick-up", "--table", "1", "--seat", "2"],
    );
    assert_eq!(gone.trim(), "seat 2 picked up: Bob left with 200.00");
}

#[test]
fn the_shift_report_gives_dealer_hours_and_the_seats_short_of_their_collections() {
    let room = room_with_a_list();
    let m = Some("Maria");
    room.ok("18:03", m, &["staff", "add", "Dee", "--role", "dealer"]);
    room.ok(
        "18:03",
        m,
        &["dealer", "push", "--table", "1", "--dealer", "Dee"],
    );
    let report = room.ok("19:05", m, &["report", "shift"]);
    assert_contains(&report, "Dealer hours");
    let hours = report
        .lines()
        .skip_while(|l| *l != "Dealer hours")
        .find(|l| l.contains("Dee"))
        .unwrap_or_default();
    let cells: Vec<&str> = hours.split_whitespace().collect();
    assert_eq!(
        cells,
        ["|", "Dee", "Table", "1", "lowball", "1:02", "1", "|"],
        "{report}"
    );
    // Nobody recorded the 18:30 and 19:00 collections: Ann and Bob are short of both.
    assert_contains(
        &report,
        "SHORT Table 1 seat 1 Ann: 65 min seated (0 sitting out), 2 collection(s) expected, 0 paid, 0 excused, 2 short",
    );
}
