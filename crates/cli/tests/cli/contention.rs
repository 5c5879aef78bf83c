//! The app and three `cardroom` processes writing one file at once: writers queue (SQLite's
//! write lock, waited for within the busy timeout), no "database is locked" reaches anyone as
//! a failure, and nothing is lost.

use std::process::Command;

use cardroom_room::{Entry, OpenTable, Role, Room, SeatPlayer};

/// Staff each CLI process adds, one command (one write) each.
const PER_PROCESS: usize = 40;

#[test]
fn the_app_and_three_cli_processes_writing_at_once_all_succeed_and_lose_nothing() {
    let home = tempfile::tempdir().unwrap();
    let db = home.path().join("room.sqlite3");
    // The app's room: the real clock, as the CLI's.
    let app = Room::open(&db).unwrap();
    let floor = app.add_staff(None, "Maria", Role::Floor).unwrap().id;
    app.open_shift(floor).unwrap();
    let req: OpenTable = serde_json::from_value(serde_json::json!({
        "name": "Table 1", "game": "holdem", "betting": "fixed_limit",
        "small_blind_cents": 100, "big_blind_cents": 200, "ante_cents": 0,
        "small_bet_cents": 200, "big_bet_cents": 400, "chip_unit_cents": 100,
        "max_bets_per_round": null, "seat_limit": null, "tournament": false,
        "button_rule": null, "rate_cents": 100, "collection_interval_minutes": null,
        "drop_mode": null, "no_flop_no_drop": false, "joker": false,
        "sevens_penalty": null, "required_kill": false
    }))
    .unwrap();
    let table = app.open_table(floor, &req).unwrap().id;
    for seat in 1..=6 {
        app.seat_player(
            floor,
            &SeatPlayer {
                table_id: table,
                seat_no: seat,
                player_name: format!("P{seat}"),
                player_number: None,
                stack_cents: 10_000_000,
                entry: Entry::PostBigBlind,
                cash: false,
                not_excluded: None,
            },
        )
        .unwrap();
    }
    app.draw_demo_button(floor, table, 3).unwrap();

    let workers: Vec<_> = (1..=3)
        .map(|w| {
            let db = db.clone();
            let home = home.path().to_path_buf();
            std::thread::spawn(move || {
                let mut failures = Vec::new();
                for n in 0..PER_PROCESS {
                    let out = Command::new(env!("CARGO_BIN_EXE_cardroom"))
                        .args(["staff", "add", &format!("W{w} N{n}"), "--role", "dealer"])
                        .env("CARDROOM_DB", &db)
                        .env("CARDROOM_STAFF", "Maria")
                        .env_remove("CARDROOM_CLOCK")
                        .env("XDG_DATA_HOME", &home)
                        .env("HOME", &home)
                        .output()
                        .unwrap();
                    if !out.status.success() {
                        failures.push(String::from_utf8_lossy(&out.stderr).into_owned());
                    }
                }
                failures
            })
        })
        .collect();
    // Meanwhile the app deals hands at its table, an entry every 5 ms: a hundred times a
    // room's pace (30 tables, an entry every 2 s each), yet with the gaps a real station
    // leaves between commits. (A writer that never lets go starves any other: SQLite's
    // lock is not a queue.)
    let mut entries = 0;
    let mut hands = 0;
    while !workers.iter().all(|w| w.is_finished()) {
        app.play_demo_hand(floor, table, hands, &mut |_| {
            entries += 1;
            std::thread::sleep(std::time::Duration::from_millis(5));
        })
        .unwrap();
        hands += 1;
    }
    let failures: Vec<String> = workers
        .into_iter()
        .flat_map(|w| w.join().unwrap())
        .collect();
    assert!(failures.is_empty(), "{failures:?}");
    assert!(hands > 0 && entries > hands as usize);
    let staff = app.list_staff().unwrap();
    for w in 1..=3 {
        for n in 0..PER_PROCESS {
            let name = format!("W{w} N{n}");
            assert!(staff.iter().any(|s| s.name == name), "{name} is lost");
        }
    }
    let played = rusqlite::Connection::open(&db)
        .unwrap()
        .query_row("SELECT count(*) FROM hands", [], |r| r.get::<_, i64>(0))
        .unwrap();
    assert_eq!(played, hands as i64);
    assert_eq!(app.verify_room().unwrap(), Vec::<String>::new());
}
