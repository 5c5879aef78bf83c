//! The room states the UI's component and browser tests show are the views of a real room:
//! this test seeds one on a fixed clock and writes them to `ui/src/fixtures/`. It fails when
//! the files no longer match what the room gives (`make bindings` rewrites them).

// Test helpers may unwrap and panic: a failed expectation is a failed test.
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)]

use std::path::{Path, PathBuf};

use cardroom_room::{
    Betting, DrawCard, Entry, GameCode, ManualClock, OpenTable, Role, Room, SeatPlayer,
};
use chrono::{DateTime, Duration, Utc};

fn fixture_dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../ui/src/fixtures")
}

fn t(text: &str) -> DateTime<Utc> {
    DateTime::parse_from_rfc3339(text)
        .unwrap()
        .with_timezone(&Utc)
}

fn table(
    name: &str,
    game: GameCode,
    betting: Betting,
    bets: (i64, i64),
    rate: Option<i64>,
) -> OpenTable {
    let blinds = matches!(
        game,
        GameCode::Holdem | GameCode::Pineapple | GameCode::Lowball
    );
    OpenTable {
        name: name.into(),
        game,
        betting,
        small_blind_cents: if blinds { bets.0 / 2 } else { 0 },
        big_blind_cents: if blinds { bets.0 } else { 0 },
        ante_cents: 0,
        small_bet_cents: bets.0,
        big_bet_cents: bets.1,
        chip_unit_cents: 25,
        max_bets_per_round: None,
        seat_limit: None,
        tournament: false,
        button_rule: None,
        rate_cents: rate,
        collection_interval_minutes: None,
        drop_mode: None,
        no_flop_no_drop: false,
        joker: false,
        sevens_penalty: None,
        required_kill: false,
    }
}

fn seat(room: &Room, floor: i64, table: i64, seat_no: i64, name: &str, dollars: i64) {
    room.seat_player(
        floor,
        &SeatPlayer {
            table_id: table,
            seat_no,
            player_name: name.into(),
            player_id: None,
            stack_cents: dollars * 100,
            entry: Entry::Playing,
        },
    )
    .unwrap();
}

/// A Friday evening: a shift open, a Hold'em game going with a hand on the flop, a Low Ball
/// game open with its dealer but no hand yet, and a Pan game whose collection is overdue.
fn evening(dir: &Path) -> (Room, ManualClock) {
    let clock = ManualClock::new(t("2026-11-20T20:00:00Z"));
    let room = Room::open_with_clock(&dir.join("room.sqlite3"), Box::new(clock.clone())).unwrap();
    let maria = room.add_staff(None, "Maria", Role::Floor).unwrap().id;
    room.open_shift(maria).unwrap();
    let dee = room.add_staff(Some(maria), "Dee", Role::Dealer).unwrap().id;
    let dan = room.add_staff(Some(maria), "Dan", Role::Dealer).unwrap().id;
    room.add_staff(Some(maria), "Lucia", Role::Dealer).unwrap();
    let holdem = room
        .open_table(
            maria,
            &table(
                "Table 1",
                GameCode::Holdem,
                Betting::NoLimit,
                (200, 400),
                Some(300),
            ),
        )
        .unwrap()
        .id;
    let lowball = room
        .open_table(
            maria,
            &table(
                "Table 2",
                GameCode::Lowball,
                Betting::FixedLimit,
                (400, 800),
                None,
            ),
        )
        .unwrap()
        .id;
    let pan = room
        .open_table(
            maria,
            &table(
                "Table 3",
                GameCode::Pan,
                Betting::FixedLimit,
                (200, 500),
                None,
            ),
        )
        .unwrap()
        .id;
    for (n, name) in ["Ann", "Bob", "Cy", "Dot", "Eve"].iter().enumerate() {
        seat(&room, maria, holdem, n as i64 + 1, name, 300);
    }
    for (n, name) in ["Fay", "Gus", "Hal"].iter().enumerate() {
        seat(&room, maria, lowball, n as i64 * 2 + 1, name, 150);
    }
    for (n, name) in ["Ida", "Jo", "Kim", "Lou"].iter().enumerate() {
        seat(&room, maria, pan, n as i64 + 1, name, 100);
    }
    room.push_dealer(maria, holdem, dee).unwrap();
    room.push_dealer(maria, lowball, dan).unwrap();
    let draw: Vec<DrawCard> = ["As", "Kd", "9c", "7h", "2s"]
        .iter()
        .enumerate()
        .map(|(n, c)| DrawCard {
            seat_no: n as i64 + 1,
            card: (*c).into(),
        })
        .collect();
    room.draw_for_button(dee, holdem, &draw).unwrap();
    clock.advance(Duration::minutes(12));
    let hand = room.start_hand(dee, holdem).unwrap().hand_id;
    for words in [
        "post", "next", "next", "next", "next", "next", "fold 4", "fold 5", "call 1", "call 2",
        "check 3", "next", "next",
    ] {
        room.act_words(dee, hand, words).unwrap();
    }
    clock.advance(Duration::minutes(25));
    (room, clock)
}

fn check_or_write(name: &str, value: &impl serde::Serialize) {
    let path = fixture_dir().join(name);
    let fresh = serde_json::to_string_pretty(value).unwrap() + "\n";
    if std::env::var_os("CARDROOM_UPDATE_BINDINGS").is_some() {
        std::fs::create_dir_all(fixture_dir()).unwrap();
        std::fs::write(&path, &fresh).unwrap();
    }
    let current = std::fs::read_to_string(&path).unwrap_or_default();
    assert!(
        current == fresh,
        "ui/src/fixtures/{name} is stale: run `make bindings` and commit the result"
    );
}

/// A full room: 30 tables of every game with the blinds, eight or nine players each.
fn full_room(dir: &Path) -> Room {
    let clock = ManualClock::new(t("2026-11-20T21:00:00Z"));
    let room = Room::open_with_clock(&dir.join("full.sqlite3"), Box::new(clock.clone())).unwrap();
    let maria = room.add_staff(None, "Maria", Role::Floor).unwrap().id;
    let games = [
        (GameCode::Holdem, Betting::NoLimit, (200, 400), Some(300)),
        (GameCode::Holdem, Betting::FixedLimit, (400, 800), Some(300)),
        (GameCode::Pineapple, Betting::FixedLimit, (2000, 4000), None),
        (GameCode::Lowball, Betting::FixedLimit, (400, 800), None),
        (
            GameCode::FiveCardDraw,
            Betting::FixedLimit,
            (400, 800),
            None,
        ),
    ];
    for n in 0..30 {
        let (game, betting, bets, rate) = games[n % games.len()];
        let id = room
            .open_table(
                maria,
                &table(&format!("Table {}", n + 1), game, betting, bets, rate),
            )
            .unwrap()
            .id;
        for s in 1..=(8 - (n % 2) as i64) {
            seat(&room, maria, id, s, &format!("P{}-{s}", n + 1), 200);
        }
    }
    clock.advance(Duration::minutes(7));
    room
}

#[test]
fn the_ui_fixtures_are_the_views_of_a_real_room() {
    let full = tempfile::tempdir().unwrap();
    check_or_write(
        "floor-board-30-tables.json",
        &full_room(full.path()).floor_board().unwrap(),
    );
    let dir = tempfile::tempdir().unwrap();
    let (room, _clock) = evening(dir.path());
    check_or_write("floor-board.json", &room.floor_board().unwrap());
    check_or_write("rate-schedule.json", &room.rate_schedule().unwrap());
    check_or_write("staff.json", &room.list_staff().unwrap());
    let hand = room.current_hand(1).unwrap().unwrap();
    check_or_write("hand-holdem.json", &hand);
    let staff = room.list_staff().unwrap();
    let id = |name: &str| staff.iter().find(|s| s.name == name).map(|s| s.id);
    check_or_write("session-floor.json", &room.session(id("Maria")).unwrap());
    check_or_write("session-dealer.json", &room.session(id("Dee")).unwrap());
    check_or_write("session-signed-out.json", &room.session(None).unwrap());
    let empty = tempfile::tempdir().unwrap();
    let new_room = Room::open(&empty.path().join("new.sqlite3")).unwrap();
    check_or_write("session-first-run.json", &new_room.session(None).unwrap());
}
