//! `cardroom jd start | act | undo | show`: a Draw Poker with Joker box logged from the
//! terminal with the JD hand-history grammar, paid into the stack and reported as the bank's
//! result.

use crate::support::{Room, assert_contains, assert_one_line_error};

/// Maria (floor) and Dee (dealer), a $0.30-$12.00 table with a $1.00 time rate, Ann with
/// $100 in seat 1 and Bob with $5 in seat 2, and an open shift.
fn joker_room() -> Room {
    let room = Room::with_table(
        &["Dee"],
        &[
            "--name",
            "Joker 1",
            "--game",
            "joker_draw",
            "--bets",
            "0.30/12",
            "--rate",
            "1",
        ],
    );
    room.seat("1", &[("1", "Ann", "100"), ("2", "Bob", "5")]);
    room.push("1", "Dee");
    room
}

const DEE: Option<&str> = Some("Dee");

#[test]
fn a_dealer_logs_a_box_in_the_jd_grammar_and_the_player_is_paid() {
    let room = joker_room();
    let started = room.json(
        "18:05",
        DEE,
        &[
            "jd", "start", "--table", "1", "--seat", "1", "--ante", "0.60", "--bonus", "0.30",
            "--json",
        ],
    );
    assert_eq!(started["game"]["player"], "Ann");
    assert_eq!(started["game"]["legal"]["type"], "deal_player");
    // The dealer's five cards are dealt unseen by themselves.
    let dealt = room.json(
        "18:05",
        DEE,
        &["jd", "act", "1", "d dh p1 AsKd7h7c2s", "--json"],
    );
    assert_eq!(dealt["automatic"], serde_json::json!([false, true]));
    let shown = room.ok("18:05", DEE, &["jd", "show", "1"]);
    assert_contains(&shown, "player As Kd 7h 7c 2s | dealer ?? ?? ?? ?? ??");
    assert_contains(
        &shown,
        "exchanges 1 to 5 cards (adding 0.60 to the ante box) or bets 1.20",
    );
    // The exchange as the hand-history file writes it: the discard, then the cards drawn.
    room.ok(
        "18:06",
        DEE,
        &[
            "jd", "act", "1", "p1", "sd", "AsKd2s", "d", "dh", "p1", "7dJk9c",
        ],
    );
    assert_one_line_error(
        &room.run("18:06", DEE, &["jd", "act", "1", "p1 cbr 1.20"]),
        "wrong_bet",
    );
    room.ok("18:06", DEE, &["jd", "act", "1", "p1 cbr 2.40"]);
    room.ok("18:07", DEE, &["jd", "act", "1", "d _rv QsQh5c4d3h"]);
    assert_one_line_error(
        &room.run("18:07", DEE, &["jd", "act", "1", "d _dx - -"]),
        "wrong_dealer_exchange",
    );
    // The same entry as separate words: a lone `-` is a word, not an option.
    assert_one_line_error(
        &room.run("18:07", DEE, &["jd", "act", "1", "d", "_dx", "-", "-"]),
        "wrong_dealer_exchange",
    );
    // Every card known, the box settles by itself.
    let settled = room.json(
        "18:07",
        DEE,
        &["jd", "act", "1", "d _dx 5c4d3h 9h8s2d", "--json"],
    );
    assert_eq!(settled["finished"], true);
    assert_eq!(settled["game"]["settlement"]["player_net"], 1440);
    assert_eq!(settled["game"]["settlement"]["house_net"], -1440);

    let seats = room.ok("18:08", DEE, &["seat", "list", "--table", "1"]);
    assert_contains(&seats, "114.40");
    room.ok("18:10", Some("Maria"), &["shift", "close"]);
    let report = room.json("18:10", Some("Maria"), &["report", "shift", "--json"]);
    assert_eq!(report["totals"]["banked_cents"], -1440);
    assert_eq!(report["totals"]["house_cents"], 0, "not a collection");
    assert_eq!(report["totals"]["hands_dealt"], 1);
    let csv = room.ok("18:10", Some("Maria"), &["report", "shift", "--csv", "-"]);
    assert!(
        csv.lines().any(|l| l
            == "total,,,,,0,0.00,0.00,0.00,0.00,0.00,0.00,0.00,0.00,0.00,0.00,0.00,0,0.00,1,0.00,0.00,-14.40,0.00"),
        "{csv}"
    );
}

#[test]
fn an_undo_takes_back_the_latest_entry_and_the_box_goes_on() {
    let room = joker_room();
    room.ok(
        "18:05",
        DEE,
        &[
            "jd", "start", "--table", "1", "--seat", "1", "--ante", "0.30",
        ],
    );
    assert_one_line_error(
        &room.run("18:05", DEE, &["jd", "undo", "1"]),
        "nothing_to_undo",
    );
    for entry in ["d dh p1", "p1 sd ???? ????"] {
        room.ok("18:05", DEE, &["jd", "act", "1", entry]);
    }
    let undone = room.json("18:06", DEE, &["jd", "undo", "1", "--json"]);
    assert_eq!(undone["actions"], 2);
    assert_eq!(undone["game"]["ante_box_cents"], 30);
    let folded = room.json("18:06", DEE, &["jd", "act", "1", "p1 f", "--json"]);
    assert_eq!(folded["game"]["settlement"]["outcome"], "folded");
    assert_eq!(folded["game"]["settlement"]["house_net"], 30);
}

#[test]
fn jd_errors_are_one_line_with_their_code() {
    let room = joker_room();
    let start = |seat: &str, ante: &str, bonus: &str| {
        room.run(
            "18:05",
            DEE,
            &[
                "jd", "start", "--table", "1", "--seat", seat, "--ante", ante, "--bonus", bonus,
            ],
        )
    };
    assert_one_line_error(&start("1", "0.45", "0"), "ante_not_multiple");
    assert_one_line_error(&start("1", "0.30", "15"), "bonus_out_of_range");
    assert_one_line_error(&start("1", "lots", "0"), "invalid_input");
    // Bob's $5.00 cannot cover nine antes of $0.60.
    assert_one_line_error(&start("2", "0.60", "0"), "stack_too_short");
    assert_one_line_error(&start("3", "0.30", "0"), "seat_empty");
    assert_one_line_error(
        &room.run("18:05", DEE, &["hand", "start", "--table", "1"]),
        "joker_draw_table",
    );
    room.ok(
        "18:05",
        DEE,
        &[
            "jd", "start", "--table", "1", "--seat", "2", "--ante", "0.30",
        ],
    );
    assert_one_line_error(&start("1", "0.30", "0"), "hand_in_progress");
    assert_one_line_error(
        &room.run("18:05", Some("Maria"), &["table", "close", "1"]),
        "hand_in_progress",
    );
    for (entry, code) in [
        ("d dh p1 AsKd7h7c2x", "bad_card"),
        ("d dh p1 AsKd7h", "wrong_card_count"),
        ("p1 cbr", "wrong_phase"),
        ("p1 raise 4", "phh_action"),
        ("p1 sd AsKd", "phh_action"),
        ("d _rv ??????????", "cards_unknown"),
    ] {
        assert_one_line_error(&room.run("18:06", DEE, &["jd", "act", "1", entry]), code);
    }
    assert_one_line_error(
        &room.run("18:06", DEE, &["jd", "show", "9"]),
        "unknown_hand",
    );
}
