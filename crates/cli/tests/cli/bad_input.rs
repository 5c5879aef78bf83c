//! Every subcommand fed negative, zero, huge, malformed, unicode and over-long values: each
//! gets a one-line coded error with exit status 1 or 2, nothing panics, and the database is
//! logically unchanged.

use crate::support::{Room, assert_contains, stderr};

/// Every row of every table, as text.
/// Every row but the audit trail's entries (a refusal for lack of authority is one).
fn dump(room: &Room) -> String {
    cardroom_store::rows_as_text(&room.db, &["audit"]).unwrap()
}

/// Maria (floor), Dee (dealer, in the box at table 1, a $2/$4 no-limit Hold'em game), a
/// shift open, Ann and Bob seated with $200, the button drawn.
fn room() -> Room {
    let room = Room::with_table(
        &["Dee"],
        &[
            "--name",
            "Table 1",
            "--game",
            "holdem",
            "--structure",
            "no",
            "--blinds",
            "1/2",
        ],
    );
    let m = Some("Maria");
    room.push("1", "Dee");
    room.seat("1", &[("1", "Ann", "200"), ("2", "Bob", "200")]);
    room.ok("18:00", m, &["table", "button", "1", "1=As", "2=Kd"]);
    room
}

const HUGE: &str = "92233720368547758.07";

/// Opens a Five Card Draw table, $2/$4 unless `extra` gives the bets.
fn open(extra: &[&'static str]) -> Vec<&'static str> {
    let mut args = vec![
        "table",
        "open",
        "--name",
        "Table 9",
        "--game",
        "five_card_draw",
    ];
    if !extra.contains(&"--bets") {
        args.extend_from_slice(&["--bets", "2/4"]);
    }
    args.extend_from_slice(extra);
    args
}

/// Adds a Five Card Draw rate for the $2-$4 band, `extra` giving the rest.
fn rate(extra: &[&'static str]) -> Vec<&'static str> {
    let mut args = vec!["rates", "add", "--game", "five_card_draw", "--band", "2-4"];
    args.extend_from_slice(extra);
    args
}

const DEC_1: &str = "2026-12-01T00:00:00Z";

fn seat(seat: &'static str, name: &'static str, stack: &'static str) -> Vec<&'static str> {
    vec![
        "seat", "add", "--table", "1", "--seat", seat, "--name", name, "--stack", stack,
    ]
}

#[test]
fn bad_values_get_one_coded_line_and_change_nothing() {
    let room = room();
    let long_name: &'static str = Box::leak("x".repeat(100_000).into_boxed_str());
    let csv_dir = room.path("no/such/dir/r.csv");
    let csv_dir: &'static str = Box::leak(csv_dir.display().to_string().into_boxed_str());
    let xlsx_dir = room.path("no/such/dir/r.xlsx");
    let xlsx_dir: &'static str = Box::leak(xlsx_dir.display().to_string().into_boxed_str());
    let floor = Some("Maria");
    let dealer = Some("Dee");
    room.ok("18:05", floor, &["player", "add", "--name", "Tom Baker"]);
    room.ok(
        "18:05",
        floor,
        &["player", "bar", "1001", "--reason", "fight"],
    );
    let cases: Vec<(Option<&str>, Vec<&'static str>, &str)> = vec![
        // Tables: intervals, amounts, counts, names, games.
        (floor, open(&["--every", "0"]), "invalid_input"),
        (floor, open(&["--every", "-5"]), "usage"),
        (floor, open(&["--every", "1441"]), "invalid_input"),
        (floor, open(&["--every", "140000000000"]), "invalid_input"),
        (floor, open(&["--every", "99999999999999999999"]), "usage"),
        (floor, open(&["--every", "ten"]), "usage"),
        (floor, open(&["--rate=-1"]), "invalid_input"),
        (floor, open(&["--rate", HUGE]), "invalid_input"),
        (floor, open(&["--bets", "1,0,0/2"]), "invalid_input"),
        (floor, open(&["--bets", "2/4.01"]), "invalid_input"),
        (floor, open(&["--bets", "2/99999999"]), "invalid_input"),
        (floor, open(&["--chip", "0"]), "invalid_input"),
        (floor, open(&["--cap", "0"]), "invalid_input"),
        (floor, open(&["--cap", "99"]), "invalid_input"),
        (floor, open(&["--seats", "0"]), "invalid_input"),
        (floor, open(&["--seats", "99"]), "invalid_input"),
        (
            floor,
            vec![
                "table", "open", "--name", "T9", "--game", "bridge", "--bets", "2/4",
            ],
            "unknown_game",
        ),
        (
            floor,
            vec![
                "table", "open", "--name", "", "--game", "holdem", "--blinds", "1/2",
            ],
            "invalid_input",
        ),
        (
            floor,
            vec![
                "table",
                "open",
                "--name",
                "\u{1b}[31mRed",
                "--game",
                "holdem",
                "--blinds",
                "1/2",
            ],
            "invalid_input",
        ),
        (
            floor,
            vec![
                "table", "open", "--name", long_name, "--game", "holdem", "--blinds", "1/2",
            ],
            "invalid_input",
        ),
        (
            floor,
            vec![
                "table", "open", "--name", "table 1", "--game", "holdem", "--blinds", "1/2",
            ],
            "invalid_input",
        ),
        (floor, vec!["table", "close", "999"], "unknown_table"),
        (floor, vec!["table", "close", "-1"], "usage"),
        (
            floor,
            vec!["table", "button", "1", "1=Zz", "2=Kd"],
            "bad_rank",
        ),
        // Seats: stacks, seat numbers, names.
        (floor, seat("3", "Cy", HUGE), "invalid_input"),
        (floor, seat("3", "Cy", "-5"), "usage"),
        (floor, seat("3", "Cy", "1,0,0"), "invalid_input"),
        (floor, seat("3", "Cy", "10.01"), "invalid_input"),
        (floor, seat("3", "Cy", "lots"), "invalid_input"),
        (floor, seat("0", "Cy", "100"), "no_such_seat"),
        (floor, seat("99", "Cy", "100"), "no_such_seat"),
        (floor, seat("1", "Cy", "100"), "seat_taken"),
        (floor, seat("3", "C\u{200b}y", "100"), "invalid_input"),
        (floor, seat("3", "Cy\u{202e}", "100"), "invalid_input"),
        (floor, seat("3", "Cy\nAnn", "100"), "invalid_input"),
        (
            floor,
            vec![
                "seat",
                "move",
                "--table",
                "1",
                "--seat",
                "1",
                "--to-seat",
                "1",
            ],
            "same_seat",
        ),
        (
            floor,
            vec!["seat", "in", "--table", "1", "--seat", "1"],
            "already_in_state",
        ),
        (
            floor,
            vec!["seat", "remove", "--table", "1", "--seat", "7"],
            "seat_empty",
        ),
        // A dealer's reach.
        (dealer, seat("3", "Cy", "100"), "not_permitted"),
        (
            dealer,
            vec!["seat", "remove", "--table", "1", "--seat", "1"],
            "not_permitted",
        ),
        (
            dealer,
            vec!["dealer", "pull", "--table", "2"],
            "unknown_table",
        ),
        (dealer, vec!["report", "shift"], "not_permitted"),
        // Staff.
        (
            floor,
            vec!["staff", "add", "maria", "--role", "dealer"],
            "duplicate_staff",
        ),
        (
            floor,
            vec!["staff", "add", "M\u{0430}ria", "--role", "dealer"],
            "duplicate_staff",
        ),
        (
            floor,
            vec!["staff", "add", "\u{1b}]0;x\u{7}", "--role", "dealer"],
            "invalid_input",
        ),
        (
            floor,
            vec!["staff", "deactivate", "Maria"],
            "last_floor_manager",
        ),
        (
            floor,
            vec!["staff", "deactivate", "Nobody"],
            "unknown_staff",
        ),
        // Rates.
        (
            floor,
            rate(&["--amount", "1", "--every", "0", "--from", DEC_1]),
            "invalid_input",
        ),
        (
            floor,
            rate(&["--amount", "1", "--every", "100000", "--from", DEC_1]),
            "invalid_input",
        ),
        (
            floor,
            rate(&["--amount", HUGE, "--from", DEC_1]),
            "invalid_input",
        ),
        (
            floor,
            rate(&["--amount", "1", "--from", "soon"]),
            "invalid_input",
        ),
        // Collections.
        (
            floor,
            vec!["collect", "mark", "9999", "paid"],
            "unknown_collection",
        ),
        (
            floor,
            vec!["collect", "due", "--table", "999"],
            "unknown_table",
        ),
        // Hands.
        (floor, vec!["hand", "act", "999", "fold"], "unknown_hand"),
        (floor, vec!["hand", "show", "-3"], "usage"),
        // A report is a read: a bad file name fails and leaves the room as it was.
        (floor, vec!["report", "shift", "--csv", csv_dir], "io"),
        (floor, vec!["report", "shift", "--xlsx", xlsx_dir], "io"),
        // Players.
        (floor, vec!["player", "add", "--name", " "], "invalid_input"),
        (
            floor,
            vec!["player", "add", "--name", long_name],
            "invalid_input",
        ),
        (
            floor,
            vec!["player", "add", "--number", "A-12", "--name", "Tim"],
            "invalid_input",
        ),
        (
            floor,
            vec!["player", "add", "--number", "#01001", "--name", "Tim"],
            "duplicate_player",
        ),
        (
            floor,
            vec!["player", "add", "--name", "Tim", "--born", "1970-13-01"],
            "invalid_input",
        ),
        (
            floor,
            vec!["player", "add", "--name", "Tim", "--phone", "call me"],
            "invalid_input",
        ),
        (floor, vec!["player", "find", " "], "invalid_input"),
        (floor, vec!["player", "show", "9999"], "unknown_player"),
        (floor, vec!["player", "show", "-1"], "usage"),
        (
            floor,
            vec!["player", "bar", "9999", "--reason", "fight"],
            "unknown_player",
        ),
        (
            floor,
            vec!["player", "bar", "1001", "--reason", ""],
            "invalid_input",
        ),
        (
            floor,
            vec!["player", "bar", "1001", "--reason", "x", "--until", "soon"],
            "invalid_input",
        ),
        (
            floor,
            vec![
                "player",
                "exclude",
                "1001",
                "--reason",
                "x",
                "--until",
                "2026-12-01",
            ],
            "invalid_input",
        ),
        (
            floor,
            vec!["player", "unbar", "1001", "--reason", " ", "--pin", "1"],
            "invalid_input",
        ),
        (
            floor,
            vec![
                "seat", "add", "--table", "1", "--seat", "3", "--player", "1001", "--stack", "100",
            ],
            "player_barred",
        ),
        (
            floor,
            vec![
                "seat", "add", "--table", "1", "--seat", "3", "--player", "9999", "--stack", "100",
            ],
            "unknown_player",
        ),
        (
            floor,
            vec![
                "seat", "add", "--table", "1", "--seat", "3", "--player", "x1", "--stack", "100",
            ],
            "invalid_input",
        ),
        (
            floor,
            vec![
                "seat", "identify", "--table", "1", "--seat", "1", "--player", "9999",
            ],
            "unknown_player",
        ),
        (
            floor,
            vec![
                "player",
                "notice",
                "--name",
                "Tom",
                "--term",
                "one-year",
                "--from",
                "soon",
                "--reference",
                "BGC-1",
            ],
            "invalid_input",
        ),
        (
            floor,
            vec![
                "player",
                "notice",
                "--name",
                "Tom",
                "--term",
                "one-year",
                "--from",
                "2026-11-01",
                "--reference",
                "BGC-1",
                "--photo",
                csv_dir,
            ],
            "io",
        ),
        (
            floor,
            vec![
                "player", "incident", "--table", "1", "--seat", "1", "--notice", "9", "--what",
                "seen",
            ],
            "unknown_notice",
        ),
        (
            floor,
            vec!["player", "confirm", "--notice", "9", "--player", "1001"],
            "unknown_notice",
        ),
        (dealer, vec!["player", "show", "1001"], "not_permitted"),
        (
            dealer,
            vec!["player", "add", "--name", "Tim"],
            "not_permitted",
        ),
        (dealer, vec!["report", "ctr"], "not_permitted"),
        (
            floor,
            vec!["report", "ctr", "--day", "tomorrow"],
            "invalid_input",
        ),
        (
            floor,
            vec!["report", "mtl", "--day", "2026-11-25", "--to", "2026-11-20"],
            "invalid_input",
        ),
        // Nobody acting.
        (None, vec!["shift", "close"], "no_actor"),
    ];
    let entries = |room: &Room| -> i64 {
        rusqlite::Connection::open(&room.db)
            .unwrap()
            .query_row("SELECT count(*) FROM audit", [], |r| r.get(0))
            .unwrap()
    };
    let mut wrong = Vec::new();
    for (actor, args, code) in cases {
        let before = dump(&room);
        let audited = entries(&room);
        let out = room.run("18:10", actor, &args);
        // A refusal for lack of authority is an entry of the trail; bad input is not.
        // So is a player a restriction keeps from play.
        let authority = matches!(code, "not_permitted" | "not_your_table" | "player_barred");
        if entries(&room) != audited + i64::from(authority) {
            wrong.push(format!(
                "{args:?}: the trail has {} new entries",
                entries(&room) - audited
            ));
        }
        let err = stderr(&out);
        let status = out.status.code();
        let good = matches!(status, Some(1 | 2))
            && err.lines().count() == 1
            && err.starts_with(&format!("cardroom: error [{code}]: "))
            && !err.contains("panicked")
            && !err.contains('\u{1b}');
        if !good {
            wrong.push(format!("{args:?} (expected {code}): {status:?} {err}"));
        }
        if dump(&room) != before {
            wrong.push(format!("{args:?} changed the database"));
        }
    }
    assert!(wrong.is_empty(), "{}", wrong.join("\n"));
}

#[test]
fn a_clock_set_ahead_of_the_machine_is_refused_before_anything_is_written() {
    let room = room();
    let before = dump(&room);
    let out = crate::support::cardroom_at(
        room.home.path(),
        &room.db,
        "2099-01-01T00:00:00Z",
        Some("Maria"),
        &["staff", "add", "Sam", "--role", "dealer"],
    );
    let err = stderr(&out);
    assert!(err.starts_with("cardroom: error [clock_ahead]: "), "{err}");
    assert_eq!(dump(&room), before);
}

#[test]
fn the_csv_report_makes_a_formula_in_a_name_inert() {
    let room = room();
    room.ok(
        "18:05",
        Some("Maria"),
        &[
            "table",
            "open",
            "--name",
            "=HYPERLINK(\"http://x\")",
            "--game",
            "five_card_draw",
            "--bets",
            "2/4",
            "--rate",
            "1",
        ],
    );
    room.ok(
        "18:05",
        Some("Maria"),
        &[
            "seat", "add", "--table", "2", "--seat", "1", "--name", "Cy", "--stack", "100",
        ],
    );
    let text = room.report_csv("18:40", "r.csv");
    assert_contains(&text, "'=HYPERLINK");
    assert!(!text.contains(",=HYPERLINK"), "{text}");
}

/// Runs `cardroom` on `db` as `actor` at the machine's real time.
fn live(room: &Room, actor: &str, args: &[&str]) -> std::process::Output {
    crate::support::command(room.home.path(), args)
        .env("CARDROOM_DB", &room.db)
        .env_remove("CARDROOM_CLOCK")
        .env("CARDROOM_STAFF", actor)
        .output()
        .unwrap()
}

#[test]
fn busy_writers_and_readers_on_one_file_never_see_a_clock_or_lock_error() {
    // Four programs writing and two reading the same file at the machine's clock, a fixed
    // count of commands each: every write is acknowledged and stored, no read waits for a
    // writer, and no writer that waited for the lock is refused for its clock.
    let room = Room::new();
    let first = live(&room, "", &["staff", "add", "Maria", "--role", "floor"]);
    assert!(first.status.success(), "{}", stderr(&first));
    const EACH: usize = 12;
    std::thread::scope(|s| {
        let writers: Vec<_> = (0..4)
            .map(|w| {
                let room = &room;
                s.spawn(move || {
                    for i in 0..EACH {
                        let name = format!("Dealer {w}-{i}");
                        let out = live(room, "Maria", &["staff", "add", &name, "--role", "dealer"]);
                        assert!(out.status.success(), "{name}: {}", stderr(&out));
                    }
                })
            })
            .collect();
        let readers: Vec<_> = (0..2)
            .map(|_| {
                let room = &room;
                s.spawn(move || {
                    for _ in 0..EACH {
                        for args in [&["table", "list"][..], &["staff", "list"][..]] {
                            let out = live(room, "Maria", args);
                            assert!(out.status.success(), "{args:?}: {}", stderr(&out));
                        }
                    }
                })
            })
            .collect();
        for h in writers.into_iter().chain(readers) {
            h.join().unwrap();
        }
    });
    let listed = live(&room, "Maria", &["staff", "list", "--json"]);
    let staff: serde_json::Value = serde_json::from_slice(&listed.stdout).unwrap();
    assert_eq!(staff.as_array().unwrap().len(), 1 + 4 * EACH);
}

#[test]
fn a_name_stored_with_escape_codes_before_names_were_checked_prints_without_them() {
    let room = room();
    // A row from an older Cardroom, or written by another program.
    rusqlite::Connection::open(&room.db)
        .unwrap()
        .execute_batch("UPDATE card_tables SET name = char(27) || '[2J' || char(27) || '[31mTable 1' || char(8238) WHERE id = 1")
        .unwrap();
    let out = room.ok("18:05", Some("Maria"), &["table", "list"]);
    assert_contains(&out, "[2J[31mTable 1");
    assert!(
        !out.contains('\u{1b}') && !out.contains('\u{202e}'),
        "{out:?}"
    );
}
