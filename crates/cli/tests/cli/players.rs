//! `cardroom player` and the Title 31 reports: the done-when of issue #40 as the floor types it.

use crate::support::{MARIA, Room, assert_contains, assert_one_line_error};

/// Table 1: $5/$10 no-limit Hold'em whose buy-in runs to $20,000.00, Maria's shift open.
fn room() -> Room {
    Room::with_table(
        &["Dee"],
        &[
            "--name",
            "Table 1",
            "--game",
            "holdem",
            "--structure",
            "no",
            "--blinds",
            "5/10",
            "--max-buy-in",
            "20000",
        ],
    )
}

#[test]
fn a_barred_player_cannot_be_seated_and_nothing_changes() {
    let room = room();
    assert_contains(
        &room.ok("18:01", MARIA, &["player", "add", "--name", "Tom Baker"]),
        "player 1001 registered: Tom Baker (Tom)",
    );
    assert_contains(
        &room.ok(
            "18:02",
            MARIA,
            &["player", "bar", "1001", "--reason", "fight"],
        ),
        "barred",
    );
    let before = cardroom_store::rows_as_text(&room.db, &["audit"]).unwrap();
    let out = room.run(
        "18:03",
        MARIA,
        &[
            "seat", "add", "--table", "1", "--seat", "1", "--player", "1001", "--stack", "500",
        ],
    );
    assert_one_line_error(&out, "player_barred");
    assert_eq!(
        cardroom_store::rows_as_text(&room.db, &["audit"]).unwrap(),
        before
    );
    let out = room.run(
        "18:04",
        MARIA,
        &["player", "unbar", "1001", "--reason", "apologised"],
    );
    assert_one_line_error(&out, "no_pin");
}

#[test]
fn two_cash_add_ons_of_6000_in_one_gaming_day_list_him_on_the_ctr_with_12000() {
    let room = room();
    room.ok(
        "18:01",
        MARIA,
        &["player", "add", "--name", "Tom Baker", "--number", "42"],
    );
    room.ok(
        "18:02",
        MARIA,
        &[
            "seat", "add", "--table", "1", "--seat", "1", "--player", "42", "--stack", "500",
        ],
    );
    for at in ["18:10", "19:10"] {
        room.ok(
            at,
            MARIA,
            &[
                "seat", "chips", "--table", "1", "--seat", "1", "--add", "6000", "--cash",
            ],
        );
    }
    let ctr = room.json(
        "19:20",
        MARIA,
        &["report", "ctr", "--day", "2026-11-23", "--json"],
    );
    let due = &ctr["due"][0];
    assert_eq!(due["player_number"], "42");
    assert_eq!(due["player_name"], "Tom Baker");
    assert_eq!(due["cash_in_cents"], 1_200_000);
    let mtl = room.json(
        "19:20",
        MARIA,
        &["report", "mtl", "--day", "2026-11-23", "--json"],
    );
    assert_eq!(mtl["lines"].as_array().unwrap().len(), 2);
    for (kind, file) in [("--xlsx", "ctr.xlsx"), ("--pdf", "ctr.pdf")] {
        let path = room.path(file);
        let path = path.display().to_string();
        room.ok(
            "19:20",
            MARIA,
            &["report", "ctr", "--day", "2026-11-23", kind, &path],
        );
        let bytes = std::fs::read(&path).unwrap();
        assert!(bytes.len() > 1000, "{file}: {} bytes", bytes.len());
    }
    let screen = room.ok("19:20", MARIA, &["report", "ctr", "--day", "2026-11-23"]);
    assert_contains(&screen, "Tom Baker (42): cash in 12,000.00");
}

#[test]
fn the_floor_finds_tom_and_where_he_sits() {
    let room = room();
    room.ok(
        "18:01",
        MARIA,
        &[
            "player",
            "add",
            "--name",
            "Tom Baker",
            "--phone",
            "555 0100",
        ],
    );
    room.ok(
        "18:02",
        MARIA,
        &[
            "seat", "add", "--table", "1", "--seat", "6", "--player", "1001", "--stack", "500",
        ],
    );
    let found = room.ok("19:02", MARIA, &["player", "find", "tom"]);
    assert_contains(&found, "Table 1 seat 6");
    assert_contains(&found, "1h00");
    let card = room.json("19:02", MARIA, &["player", "show", "1001", "--json"]);
    assert_eq!(card["phone"], "555 0100");
    assert_eq!(card["seated"][0]["seat_no"], 6);
}

#[test]
fn a_seat_change_is_asked_listed_and_taken_from_the_terminal() {
    let room = room();
    room.seat("1", &[("1", "Ann", "500"), ("2", "Bob", "500")]);
    assert_contains(
        &room.ok(
            "18:05",
            MARIA,
            &["seat", "change", "ask", "--table", "1", "--seat", "2"],
        ),
        "1. Bob (Table 1, seat 2), request 1",
    );
    let list = room.json(
        "18:06",
        MARIA,
        &["seat", "change", "list", "--table", "1", "--json"],
    );
    assert_eq!(list[0]["player_name"], "Bob");
    assert_contains(
        &room.ok(
            "18:07",
            MARIA,
            &["seat", "change", "take", "1", "--seat", "5"],
        ),
        "seat 5: Bob",
    );
    let out = room.run("18:08", MARIA, &["seat", "change", "decline", "1"]);
    assert_one_line_error(&out, "unknown_seat_change");
}

#[test]
fn a_notice_with_its_photo_stops_a_matching_walk_in_until_the_floor_compares_it() {
    let room = room();
    let photo = room.path("tom.png");
    std::fs::write(&photo, [0x89, b'P', b'N', b'G', 13, 10, 26, 10]).unwrap();
    let photo = photo.display().to_string();
    assert_contains(
        &room.ok(
            "18:01",
            MARIA,
            &[
                "player",
                "notice",
                "--name",
                "Tom Baker",
                "--term",
                "one-year",
                "--from",
                "2026-11-01",
                "--reference",
                "BGC-118",
                "--photo",
                &photo,
            ],
        ),
        "notice 1 entered: Tom Baker (BGC-118)",
    );
    let walk_in = [
        "seat",
        "add",
        "--table",
        "1",
        "--seat",
        "2",
        "--name",
        "Tom Baker",
        "--stack",
        "500",
    ];
    assert_one_line_error(
        &room.run("18:02", MARIA, &walk_in),
        "possible_self_exclusion",
    );
    room.ok(
        "18:03",
        MARIA,
        &[&walk_in[..], &["--not-excluded", "1"]].concat(),
    );
    assert_contains(
        &room.ok(
            "18:30",
            MARIA,
            &[
                "player",
                "incident",
                "--table",
                "1",
                "--seat",
                "2",
                "--notice",
                "1",
                "--what",
                "recognised later from the photo; left when asked",
            ],
        ),
        "Tom Baker removed from Table 1 seat 2 (notice BGC-118)",
    );
    let incidents = room.json("18:31", MARIA, &["player", "incidents", "--json"]);
    assert_eq!(incidents[0]["removed_by"], "Maria");
    let notices = room.json("18:31", MARIA, &["player", "notices", "--json"]);
    assert_eq!(notices[0]["has_photo"], true);
}

#[test]
fn a_comp_rule_earns_by_the_hour_and_the_floor_issues_it() {
    let room = room();
    room.ok("18:00", MARIA, &["player", "add", "--name", "Tom Baker"]);
    room.ok(
        "18:00",
        MARIA,
        &[
            "player",
            "comp-rule",
            "--name",
            "points per hour",
            "--kind",
            "per-hour",
            "--stakes",
            "10",
            "--value",
            "10",
        ],
    );
    room.ok(
        "18:00",
        MARIA,
        &[
            "seat", "add", "--table", "1", "--seat", "1", "--player", "1001", "--stack", "500",
        ],
    );
    assert_contains(
        &room.ok("20:10", MARIA, &["player", "comps", "1001"]),
        "rule 1 points per hour: 130 min, earned 20 points, issued 0 points, due 20 points",
    );
    assert_contains(
        &room.ok("20:11", MARIA, &["player", "comp", "1001", "--rule", "1"]),
        "comp to player 1001: 20 points",
    );
    assert_one_line_error(
        &room.run(
            "20:12",
            MARIA,
            &["player", "comp", "1001", "--rule", "1", "--value", "5"],
        ),
        "comp_not_earned",
    );
    assert_contains(
        &room.ok(
            "20:12",
            MARIA,
            &[
                "player",
                "hours",
                "1001",
                "--from",
                "2026-11-23",
                "--to",
                "2026-11-23",
            ],
        ),
        "2026-11-23: 2h12",
    );
}
