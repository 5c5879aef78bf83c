//! Setting a machine up as a table station from the terminal (at installation): the table it
//! serves, its language and look, kept in the station's own `station.json`; and a staff
//! member's language.

use crate::support::{Room, assert_one_line_error};

const MARIA: Option<&str> = Some("Maria");

fn room() -> Room {
    let room = Room::with_table(
        &["Dee"],
        &[
            "--name", "Table 2", "--game", "holdem", "--blinds", "1/2", "--bets", "2/4",
        ],
    );
    room.ok(
        "18:00",
        MARIA,
        &["staff", "set-pin", "Maria", "--pin", "2468"],
    );
    room
}

#[test]
fn a_floor_manager_sets_a_station_to_serve_one_table_and_it_is_kept_for_the_next_start() {
    let room = room();
    let set = room.ok(
        "18:01",
        MARIA,
        &[
            "station",
            "set",
            "--table",
            "table 2",
            "--language",
            "es",
            "--theme",
            "dark",
            "--pin",
            "2468",
        ],
    );
    assert!(set.contains("serves Table 2 (open"), "{set}");
    let kept: serde_json::Value = serde_json::from_slice(
        &std::fs::read(
            room.home
                .path()
                .join("com.cardroom.app")
                .join("station.json"),
        )
        .unwrap(),
    )
    .unwrap();
    assert_eq!(kept["table"], "Table 2", "{kept}");
    assert_eq!(
        (kept["language"].as_str(), kept["theme"].as_str()),
        (Some("es"), Some("dark"))
    );
    let shown = room.json("18:02", None, &["station", "show", "--json"]);
    assert_eq!(shown["table"]["name"], "Table 2");
    assert!(shown["table"]["open_id"].as_i64().is_some(), "{shown}");
    // Closed, the table is still the station's: it says so and waits.
    room.ok("18:03", MARIA, &["table", "close", "1"]);
    let shown = room.json("18:04", None, &["station", "show", "--json"]);
    assert_eq!(
        shown["table"]["open_id"],
        serde_json::Value::Null,
        "{shown}"
    );
    let words = room.ok("18:04", None, &["station", "show"]);
    assert!(words.contains("closed: it waits"), "{words}");
}

#[test]
fn a_station_set_by_a_dealer_or_with_a_wrong_pin_is_refused_and_nothing_is_kept() {
    let room = room();
    room.ok(
        "18:00",
        MARIA,
        &["staff", "set-pin", "Dee", "--pin", "1357"],
    );
    let out = room.run(
        "18:01",
        Some("Dee"),
        &["station", "set", "--table", "Table 2", "--pin", "1357"],
    );
    assert_one_line_error(&out, "not_permitted");
    let out = room.run(
        "18:01",
        MARIA,
        &["station", "set", "--table", "Table 2", "--pin", "1111"],
    );
    assert_one_line_error(&out, "wrong_pin");
    let out = room.run(
        "18:01",
        MARIA,
        &["station", "set", "--table", "Table 9", "--pin", "2468"],
    );
    assert_one_line_error(&out, "invalid_input");
    assert!(
        !room
            .home
            .path()
            .join("com.cardroom.app")
            .join("station.json")
            .exists()
    );
}

#[test]
fn a_dealer_chooses_their_own_language_and_not_anyone_elses() {
    let room = room();
    let said = room.ok("18:01", Some("Dee"), &["staff", "language", "Dee", "es"]);
    assert!(said.contains("Dee reads the app in es"), "{said}");
    let out = room.run("18:01", Some("Dee"), &["staff", "language", "Maria", "es"]);
    assert_one_line_error(&out, "not_permitted");
    let said = room.ok("18:02", MARIA, &["staff", "language", "Dee", "station"]);
    assert!(said.contains("the station's language"), "{said}");
}
