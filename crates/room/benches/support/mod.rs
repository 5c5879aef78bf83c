//! What the room's benchmarks share: a Hold'em table in a real database file, an endless
//! stream of its actions, the baseline use case and percentiles.

#![allow(dead_code)]

use std::time::Duration;

use cardroom_engine::{Action, DealerStep, LegalActions, Phase};
use cardroom_room::{Betting, DrawCard, Entry, ManualClock, OpenTable, Role, Room, SeatPlayer};
use chrono::{DateTime, Utc};

pub fn t(text: &str) -> DateTime<Utc> {
    DateTime::parse_from_rfc3339(text)
        .unwrap()
        .with_timezone(&Utc)
}

pub struct Table {
    pub room: Room,
    pub floor: i64,
    /// A dealer whose active flag the baseline flips: a use case that really commits.
    pub dealer: i64,
    pub flag: bool,
    pub table: i64,
    pub hand: i64,
}

/// A Hold'em table in a new database.
pub fn table() -> (Table, tempfile::TempDir) {
    let dir = tempfile::tempdir().unwrap();
    let clock = ManualClock::new(t("2026-11-23T18:00:00Z"));
    let room = Room::open_with_clock(&dir.path().join("bench.sqlite3"), Box::new(clock)).unwrap();
    let floor = room.add_staff(None, "Maria", Role::Floor).unwrap().id;
    (table_in(room, floor), dir)
}

/// A new Hold'em table with six deep-stacked players, a dealer and a hand started (in the
/// open shift, opened if none is: chips move only inside a shift).
pub fn table_in(room: Room, floor: i64) -> Table {
    if room.current_shift().unwrap().is_none() {
        room.open_shift(floor).unwrap();
    }
    let dealer = room
        .add_staff(Some(floor), "Bench Dealer", Role::Dealer)
        .unwrap()
        .id;
    let req = OpenTable {
        // Deep stacks: the players never run out in an endless stream of hands.
        max_buy_in_cents: Some(10_000_000),
        ..OpenTable::new(
            "Bench table",
            cardroom_room::GameCode::Holdem,
            Betting::NoLimit,
            (100, 200),
            (200, 200),
        )
    };
    let table = room.open_table(floor, &req).unwrap().id;
    for seat in 1..=6 {
        room.seat_player(
            floor,
            &SeatPlayer {
                table_id: table,
                seat_no: seat,
                player_name: format!("P{seat}"),
                player_number: None,
                stack_cents: 10_000_000,
                entry: Entry::Playing,
                cash: false,
                not_excluded: None,
            },
        )
        .unwrap();
    }
    let draw: Vec<DrawCard> = (1..=6)
        .map(|s| DrawCard {
            seat_no: s,
            card: ["As", "Kd", "Qc", "Jh", "Ts", "9d"][s as usize - 1].into(),
        })
        .collect();
    room.draw_for_button(floor, table, &draw).unwrap();
    let hand = room.start_hand(floor, table).unwrap().hand_id;
    Table {
        room,
        floor,
        dealer,
        flag: true,
        table,
        hand,
    }
}

/// The next action of an endless stream of hands: dealer steps with unknown cards, every
/// player calling or checking, a new hand when one ends.
pub fn next_action(tb: &mut Table) -> Action {
    loop {
        let view = tb.room.hand(tb.hand).unwrap();
        if let Some(step) = cardroom_engine::dealer_step_unentered(&view.pot().unwrap().legal) {
            return match (step, &view.pot().unwrap().legal) {
                // Cards unknown: the dealer names the first eligible seat.
                (
                    Action::AwardPot { pot, winners: None },
                    LegalActions::Dealer(DealerStep::AwardPot { eligible, .. }),
                ) => Action::AwardPot {
                    pot,
                    winners: cardroom_engine::SeatList::try_from_slice(&eligible[..1]).ok(),
                },
                (step, _) => step,
            };
        }
        return match view.pot().unwrap().legal.clone() {
            LegalActions::Complete | LegalActions::Dealer(_) => {
                tb.hand = tb.room.start_hand(tb.floor, tb.table).unwrap().hand_id;
                continue;
            }
            LegalActions::Seat(o) if o.phase == Phase::Showdown => Action::Show {
                seat: o.seat,
                cards: None,
            },
            LegalActions::Seat(o) if o.check => Action::Check { seat: o.seat },
            LegalActions::Seat(o) => Action::Call { seat: o.seat },
        };
    }
}

/// The cheapest use case that still commits a change durably: flip a dealer's active flag.
pub fn baseline_use_case(tb: &mut Table) {
    tb.flag = !tb.flag;
    tb.room
        .set_staff_active(tb.floor, tb.dealer, tb.flag)
        .unwrap();
}

pub fn percentile(mut samples: Vec<Duration>, p: f64) -> Duration {
    samples.sort_unstable();
    let i = ((samples.len() as f64 - 1.0) * p).round() as usize;
    samples[i]
}

/// A 30-table room: 20 tables collecting time (Low Ball, Five Card Draw, Pineapple, Mexican
/// Poker) and 10 Hold'em tables taking a drop, 8 players and a dealer at each, opened on
/// 23 Nov 2025, with `days` of history from the next day written in bulk.
pub fn thirty_tables(days: i64) -> (Room, tempfile::TempDir, i64) {
    thirty_tables_with(days, true)
}

/// [`thirty_tables`], the history written with the audit trail's triggers (`trail`) or with
/// them lifted: what the same file weighs without the trail.
pub fn thirty_tables_with(days: i64, trail: bool) -> (Room, tempfile::TempDir, i64) {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("thirty.sqlite3");
    let clock = ManualClock::new(t("2025-11-23T00:00:00Z"));
    let room = Room::open_with_clock(&path, Box::new(clock.clone())).unwrap();
    let floor = room.add_staff(None, "Maria", Role::Floor).unwrap().id;
    // Money moves only inside a shift: the players buy in during one, closed before the
    // history is written in bulk.
    room.open_shift(floor).unwrap();
    let games = [
        cardroom_room::GameCode::Holdem,
        cardroom_room::GameCode::Lowball,
        cardroom_room::GameCode::FiveCardDraw,
        cardroom_room::GameCode::Pineapple,
        cardroom_room::GameCode::Mexican,
        cardroom_room::GameCode::Lowball,
    ];
    for n in 0..30 {
        let game = if n < 10 { games[0] } else { games[1 + n % 5] };
        let blinds = if cardroom_room::game_spec(game).blinds {
            (200, 400)
        } else {
            (0, 0)
        };
        let req = OpenTable {
            rate_cents: Some(300),
            ..OpenTable::new(
                &format!("Table {}", n + 1),
                game,
                Betting::FixedLimit,
                blinds,
                (400, 800),
            )
        };
        let opened = room.open_table(floor, &req).unwrap();
        let table = opened.id;
        for seat in 1..=opened.seat_limit.min(8) {
            room.seat_player(
                floor,
                &SeatPlayer {
                    table_id: table,
                    seat_no: seat,
                    player_name: format!("P{table}-{seat}"),
                    player_number: None,
                    stack_cents: 50_000,
                    entry: Entry::Playing,
                    cash: false,
                    not_excluded: None,
                },
            )
            .unwrap();
        }
        let dealer = room
            .add_staff(Some(floor), &format!("Dealer {}", n + 1), Role::Dealer)
            .unwrap()
            .id;
        room.push_dealer(floor, table, dealer).unwrap();
    }
    room.close_shift(floor).unwrap();
    if !trail {
        let c = rusqlite::Connection::open(&path).unwrap();
        let triggers: Vec<String> = c
            .prepare("SELECT name FROM sqlite_schema WHERE type = 'trigger' AND (name LIKE 'audit_%_insert' OR name LIKE 'audit_%_update')")
            .unwrap()
            .query_map([], |r| r.get(0))
            .unwrap()
            .collect::<Result<_, _>>()
            .unwrap();
        for name in triggers {
            c.execute_batch(&format!("DROP TRIGGER {name}")).unwrap();
        }
    }
    let store = cardroom_store::SqliteStore::open(&path).unwrap();
    let written = store
        .seed_synthetic_history("2025-11-24T00:00:00Z", days, floor)
        .unwrap();
    eprintln!("thirty tables, {days} days: {written:?}");
    if let Some(keep) = std::env::var_os("CARDROOM_KEEP_BENCH_DB") {
        std::fs::copy(&path, keep).unwrap();
    }
    clock.set(t("2026-11-24T00:00:00Z"));
    (room, dir, floor)
}
