//! The end of a shift from the terminal (issue #21): the report by table, game, dealer or
//! range; sign-off and corrections with the floor's PIN; the count sheet; hands exported as
//! hand-history files that `hand replay` reads back.

use crate::support::{Room, assert_contains, assert_one_line_error};

/// A room whose demo day has two closed shifts; Maria (floor) has PIN 2468.
pub fn day() -> Room {
    let room = Room::new();
    room.ok(
        "2026-11-20T00:00:00Z",
        None,
        &["staff", "add", "Maria", "--role", "floor"],
    );
    room.ok(
        "2026-11-20T00:00:00Z",
        Some("Maria"),
        &["staff", "set-pin", "Maria", "--pin", "2468"],
    );
    room.ok(
        "2026-11-23T09:00:00Z",
        Some("Maria"),
        &["demo", "seed", "--days", "1", "--seed", "7"],
    );
    room
}

pub const AT: &str = "2026-11-23T09:10:00Z";

#[test]
fn a_shift_is_signed_off_with_the_pin_and_a_correction_shows_in_its_report() {
    let room = day();
    let m = Some("Maria");
    assert_one_line_error(
        &room.run(
            AT,
            m,
            &["shift", "sign-off", "--shift", "1", "--pin", "1111"],
        ),
        "wrong_pin",
    );
    let signed = room.ok(
        AT,
        m,
        &["shift", "sign-off", "--shift", "1", "--pin", "2468"],
    );
    assert_contains(&signed, "shift 1 signed off by Maria");
    let before = room.json(AT, m, &["report", "shift", "--shift", "1", "--json"]);
    // The first collection: marked in a closed shift, so only a correction changes it.
    assert_one_line_error(
        &room.run(AT, m, &["collect", "mark", "1", "paid"]),
        "shift_locked",
    );
    let first = room.run(
        AT,
        m,
        &[
            "correct",
            "collection",
            "1",
            "--not-paid",
            "left",
            "--reason",
            "wrong seat",
            "--pin",
            "2468",
        ],
    );
    let out = if first.status.success() {
        String::from_utf8_lossy(&first.stdout).to_string()
    } else {
        room.ok(
            AT,
            m,
            &[
                "correct",
                "collection",
                "1",
                "--paid",
                "--reason",
                "wrong seat",
                "--pin",
                "2468",
            ],
        )
    };
    assert!(
        out.contains("adjustment 1 by Maria") && out.contains("why: wrong seat"),
        "{out}"
    );
    let after = room.json(AT, m, &["report", "shift", "--shift", "1", "--json"]);
    assert_eq!(after["adjustments"].as_array().unwrap().len(), 1);
    assert_eq!(
        after["totals"]["collected_cents"], before["totals"]["collected_cents"],
        "the record stays as it was"
    );
    assert_ne!(after["totals"]["adjustment_cents"], 0);
    let text = room.ok(AT, m, &["report", "shift", "--shift", "1"]);
    assert!(
        text.contains("Signed off by Maria") && text.contains("ADJUSTMENT 1 by Maria"),
        "{text}"
    );
}

#[test]
fn the_report_narrows_to_a_table_a_game_a_dealer_or_a_range() {
    let room = day();
    let m = Some("Maria");
    let whole = room.json(AT, m, &["report", "shift", "--shift", "1", "--json"]);
    let one = room.json(
        AT,
        m,
        &["report", "shift", "--shift", "1", "--table", "1", "--json"],
    );
    assert!(
        one["lines"]
            .as_array()
            .unwrap()
            .iter()
            .all(|l| l["table_id"] == 1)
    );
    let table1 = whole["by_table"]
        .as_array()
        .unwrap()
        .iter()
        .find(|g| g["key"] == "Table 1")
        .unwrap();
    assert_eq!(one["totals"], table1["figures"]);
    let low = room.json(
        AT,
        m,
        &[
            "report", "shift", "--shift", "1", "--game", "lowball", "--json",
        ],
    );
    assert!(
        low["lines"]
            .as_array()
            .unwrap()
            .iter()
            .all(|l| l["game"] == "Low Ball")
    );
    assert_one_line_error(
        &room.run(AT, m, &["report", "shift", "--game", "bridge"]),
        "unknown_game",
    );
    let range = room.json(
        AT,
        m,
        &[
            "report",
            "shift",
            "--from",
            "2026-11-22T00:00:00Z",
            "--to",
            "2026-11-24T00:00:00Z",
            "--json",
        ],
    );
    assert!(range["shift"].is_null());
    assert!(
        range["totals"]["due_cents"].as_i64().unwrap()
            > whole["totals"]["due_cents"].as_i64().unwrap()
    );
}

#[test]
fn the_count_sheet_names_the_counters_and_totals_the_boxes() {
    let room = day();
    let m = Some("Maria");
    let csv = room.ok(
        AT,
        m,
        &[
            "report",
            "count-sheet",
            "--shift",
            "1",
            "--counter",
            "Ann Count",
            "--counter",
            "Bo Tally",
            "--csv",
            "-",
        ],
    );
    assert!(csv.starts_with("count sheet,shift 1\n"), "{csv}");
    assert_contains(&csv, "counters,Ann Count; Bo Tally");
    let sheet = room.json(AT, m, &["report", "count-sheet", "--shift", "1", "--json"]);
    let report = room.json(AT, m, &["report", "shift", "--shift", "1", "--json"]);
    let t = &report["totals"];
    assert_eq!(
        sheet["total_cents"].as_i64().unwrap(),
        t["house_cents"].as_i64().unwrap() + t["adjustment_cents"].as_i64().unwrap()
    );
}

#[test]
fn a_shifts_hands_are_exported_and_replay_cleanly() {
    let room = day();
    let dir = room.path("hands");
    let out = room.ok(
        AT,
        Some("Maria"),
        &[
            "hand",
            "export",
            "--shift",
            "1",
            "--dir",
            dir.to_str().unwrap(),
        ],
    );
    assert!(
        out.starts_with("wrote ") && out.contains(" hand histories"),
        "{out}"
    );
    let replay = room.ok(AT, None, &["hand", "replay", dir.to_str().unwrap()]);
    assert_contains(&replay, " passed, 0 failed");
}

#[test]
fn a_demo_gives_its_staff_the_pin_it_prints_so_the_app_opens_on_it() {
    let room = Room::new();
    let out = room.ok(
        "2026-11-23T09:00:00Z",
        None,
        &["demo", "seed", "--days", "1", "--seed", "7"],
    );
    assert_contains(
        &out,
        "sign in to the app with PIN 2468 as Frank, Maria, Dan, ",
    );
    let staff: serde_json::Value = serde_json::from_str(
        room.ok(AT, Some("Maria"), &["staff", "list", "--json"])
            .trim(),
    )
    .unwrap();
    let staff = staff.as_array().unwrap();
    assert!(staff.len() > 2);
    assert!(staff.iter().all(|m| m["has_pin"] == true), "{staff:?}");
    // The PIN printed is the one the room checks: the floor manager signs off with it.
    room.ok(
        AT,
        Some("Maria"),
        &["shift", "sign-off", "--shift", "1", "--pin", "2468"],
    );
}
