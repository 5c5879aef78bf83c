//! What the floor's waiting-list panel and the room's wall board show, each read in one call
//! on one snapshot.

use std::collections::BTreeMap;

use cardroom_store::port::*;
use chrono::{DateTime, Duration, Utc};
use serde::Serialize;

use super::estimate::{WINDOW_MINUTES, WaitEstimate, wait_for};
use super::lists::{Floor, minutes_since, must_move_order, open_seats, short_name};
use super::settings::{FloorSettings, floor_settings};
use super::waitlists::list_label;
use crate::clock::{db_time, parse_db_time};
use crate::tables::stakes_label;
use crate::{Room, RoomError};

/// The waiting lists as the floor works them.
#[derive(Debug, Clone, Serialize, specta::Type)]
pub struct WaitlistBoard {
    pub at: String,
    pub settings: FloorSettings,
    pub lists: Vec<WaitlistView>,
    /// Every call in force, oldest first.
    pub calls: Vec<CallView>,
    /// The must-move tables and who moves next from each.
    pub must_moves: Vec<MustMoveView>,
    /// Open tables with a seat neither taken nor called: the floor calls for them.
    pub open_seats: Vec<OpenSeats>,
}

#[derive(Debug, Clone, Serialize, specta::Type)]
pub struct WaitlistView {
    pub id: i64,
    pub game: GameCode,
    /// `Hold'em $1/$2 NL`, `Any Hold'em`.
    pub label: String,
    /// None: an interest list (any stakes of the game).
    pub betting: Option<Betting>,
    pub stakes: Option<String>,
    pub small_blind_cents: i64,
    pub big_blind_cents: i64,
    pub small_bet_cents: i64,
    pub big_bet_cents: i64,
    /// The open tables that feed from it.
    pub tables: Vec<TableRef>,
    pub players: Vec<WaitingPlayer>,
    /// Players the house needs to start a new table of this game.
    pub start_players: i64,
    /// Enough players are waiting (not called) to start a new table once the open seats at
    /// its running tables are filled.
    pub can_start: bool,
    /// Seats opened at its tables in the last `window_minutes` (the estimates' turnover).
    pub seats_opened: i64,
    pub window_minutes: i64,
}

#[derive(Debug, Clone, Serialize, specta::Type)]
pub struct TableRef {
    pub id: i64,
    pub name: String,
}

/// A player on a list.
#[derive(Debug, Clone, Serialize, specta::Type)]
pub struct WaitingPlayer {
    pub entry_id: i64,
    /// 1: next.
    pub place: i64,
    pub player_name: String,
    /// As the wall board shows him: `Maria G.`
    pub short_name: String,
    pub note: Option<String>,
    pub added_at: String,
    pub minutes_waiting: i64,
    /// He missed a call and went to the bottom (the time it timed out).
    pub bottomed_at: Option<String>,
    /// He came from this broken table (his place as the house sets for a broken table).
    pub from_broken_table: Option<String>,
    pub call: Option<CallView>,
    pub estimate: WaitEstimate,
    /// The other lists he is on.
    pub also_on: Vec<i64>,
}

/// A call to a seat in force.
#[derive(Debug, Clone, Serialize, specta::Type)]
pub struct CallView {
    pub id: i64,
    pub table_id: i64,
    pub table_name: String,
    pub player_name: String,
    pub short_name: String,
    /// The list entry called (none for a must-move player).
    pub entry_id: Option<i64>,
    /// The called player's number when he is registered (listed by it).
    pub player_number: Option<String>,
    /// A must-move player's table and seat now.
    pub must_move_from: Option<SeatRef>,
    pub called_at: String,
    pub due_at: String,
    pub seconds_left: i64,
    pub on_timeout: CallTimeout,
}

#[derive(Debug, Clone, Serialize, specta::Type)]
pub struct SeatRef {
    pub table_id: i64,
    pub table_name: String,
    pub seat_no: i64,
}

/// A must-move table, its main game, and the player who moves next.
#[derive(Debug, Clone, Serialize, specta::Type)]
pub struct MustMoveView {
    pub table_id: i64,
    pub table_name: String,
    pub main_table_id: i64,
    pub main_table_name: String,
    /// The longest seated player not yet called.
    pub next: Option<MustMovePlayer>,
}

#[derive(Debug, Clone, Serialize, specta::Type)]
pub struct MustMovePlayer {
    pub seat_no: i64,
    pub player_name: String,
    pub seated_at: String,
}

#[derive(Debug, Clone, Serialize, specta::Type)]
pub struct OpenSeats {
    pub table_id: i64,
    pub table_name: String,
    pub seats: i64,
    /// Whom "call next" would call: `Maria Gonzalez`, or none when nobody waits.
    pub next: Option<String>,
}

/// The room's wall board: games running and their lists, first names only.
#[derive(Debug, Clone, Serialize, specta::Type)]
pub struct WallBoard {
    pub at: String,
    pub games: Vec<WallGame>,
    pub lists: Vec<WallList>,
    /// The jackpots the room's players fund, with what each holds now.
    pub jackpots: Vec<WallJackpot>,
}

/// A jackpot on the wall: its name, what it holds, and its rules as posted (the terms'
/// version in effect).
#[derive(Debug, Clone, Serialize, specta::Type)]
pub struct WallJackpot {
    pub name: String,
    pub balance_cents: i64,
    pub version: usize,
    pub rules: String,
}

#[derive(Debug, Clone, Serialize, specta::Type)]
pub struct WallGame {
    pub table_name: String,
    /// `Hold'em $1/$2 NL`.
    pub label: String,
    pub seated: i64,
    pub seat_limit: i64,
}

#[derive(Debug, Clone, Serialize, specta::Type)]
pub struct WallList {
    pub label: String,
    pub names: Vec<WallName>,
}

#[derive(Debug, Clone, Serialize, specta::Type)]
pub struct WallName {
    pub place: i64,
    pub name: String,
    /// The table he is called to, if he is.
    pub called_to: Option<String>,
}

impl Room {
    /// The waiting lists, calls and must-move tables (the floor's).
    pub fn waitlist_board(&self, viewer: i64) -> Result<WaitlistBoard, RoomError> {
        self.read(|tx, now| {
            only_floor(tx, viewer)?;
            board(tx, now)
        })
    }

    /// The wall board (any signed-in station may show it).
    pub fn wall_board(&self) -> Result<WallBoard, RoomError> {
        self.read(|tx, now| {
            let floor = Floor::read(tx, now)?;
            let b = board_on(tx, &floor)?;
            let names = game_names(tx)?;
            let mut tables: Vec<&cardroom_store::TableRow> = floor.tables.iter().collect();
            tables.sort_by(|a, b| crate::values::natural_order(&a.name, &b.name));
            let games = tables
                .into_iter()
                .map(|t| WallGame {
                    table_name: t.name.clone(),
                    label: list_label(&names[&t.game], Some(&stakes_label(t))),
                    seated: i64::try_from(floor.seated_at(t.id).len()).unwrap_or(0),
                    seat_limit: t.seat_limit,
                })
                .collect();
            let jackpots = crate::model::jackpots::funds_at(tx, &b.at)?
                .into_iter()
                .map(|f| {
                    Ok(WallJackpot {
                        balance_cents: tx.fund_balance(f.id)?,
                        rules: f.terms.rules_text(),
                        version: f.version,
                        name: f.name,
                    })
                })
                .collect::<Result<_, RoomError>>()?;
            Ok(WallBoard {
                at: b.at,
                games,
                jackpots,
                lists: b
                    .lists
                    .into_iter()
                    .map(|l| WallList {
                        label: l.label,
                        names: l
                            .players
                            .into_iter()
                            .map(|p| WallName {
                                place: p.place,
                                name: p.short_name,
                                called_to: p.call.map(|c| c.table_name),
                            })
                            .collect(),
                    })
                    .collect(),
            })
        })
    }
}

fn only_floor(tx: &dyn Tx, viewer: i64) -> Result<(), RoomError> {
    let staff = tx
        .staff(viewer)?
        .filter(|s| s.active)
        .ok_or(RoomError::NotSignedIn)?;
    if staff.role != Role::Floor {
        return Err(RoomError::NotPermitted {
            name: staff.name,
            role: crate::usecase::role_words(staff.role).into(),
            who: "a floor manager",
            action: "work the waiting lists".into(),
        });
    }
    Ok(())
}

fn game_names(tx: &dyn Tx) -> Result<BTreeMap<GameCode, String>, RoomError> {
    Ok(tx.games()?.into_iter().map(|g| (g.code, g.name)).collect())
}

fn board(tx: &dyn Tx, now: DateTime<Utc>) -> Result<WaitlistBoard, RoomError> {
    board_on(tx, &Floor::read(tx, now)?)
}

/// The waiting-list board of the floor as read.
fn board_on(tx: &dyn Tx, floor: &Floor) -> Result<WaitlistBoard, RoomError> {
    let now = floor.now;
    let settings = floor_settings(tx)?;
    let names = game_names(tx)?;
    let calls: Vec<CallView> = floor.calls.iter().map(|c| call_view(floor, c)).collect();
    let from = db_time(now - Duration::minutes(WINDOW_MINUTES));
    let departures = tx.departures(&from, &db_time(now))?;
    let mut lists = Vec::new();
    for list in &floor.lists {
        let tables = floor.tables_of(list);
        let window = window_for(&tables, now);
        let opened = i64::try_from(
            departures
                .iter()
                .filter(|d| tables.iter().any(|t| t.id == d.table_id))
                .count(),
        )
        .unwrap_or(0);
        let mut free = 0;
        for t in &tables {
            free += open_seats(floor, t);
        }
        let mut ahead_uncalled = 0;
        let mut players = Vec::new();
        for (i, e) in floor.entries_of(list.id).enumerate() {
            let call = calls.iter().find(|c| c.entry_id == Some(e.id)).cloned();
            let estimate = if call.is_some() || floor.player_called(&e.player_key) {
                WaitEstimate::Called
            } else {
                ahead_uncalled += 1;
                wait_for(ahead_uncalled - free, opened, window)
            };
            let place_at = &floor.place_at[&e.id];
            players.push(WaitingPlayer {
                entry_id: e.id,
                place: i64::try_from(i).unwrap_or(0) + 1,
                player_name: e.player_name.clone(),
                short_name: short_name(&e.player_name),
                note: e.note.clone(),
                added_at: e.added_at.clone(),
                minutes_waiting: minutes_since(&e.added_at, now),
                bottomed_at: (place_at != e.place_from.as_ref().unwrap_or(&e.added_at))
                    .then(|| place_at.clone()),
                from_broken_table: e
                    .broken_table_id
                    .and_then(|id| tx.table(id).ok().flatten())
                    .map(|t| t.name),
                call,
                estimate,
                also_on: floor
                    .entries
                    .iter()
                    .filter(|o| o.player_key == e.player_key && o.list_id != list.id)
                    .map(|o| o.list_id)
                    .collect(),
            });
        }
        let start_players = settings.start_for(list.game);
        let waiting = players
            .iter()
            .filter(|p| p.estimate != WaitEstimate::Called)
            .count();
        lists.push(WaitlistView {
            id: list.id,
            game: list.game,
            label: list_label(&names[&list.game], list.stakes.as_deref()),
            betting: list.structure,
            stakes: list.stakes.clone(),
            small_blind_cents: list.small_blind_cents,
            big_blind_cents: list.big_blind_cents,
            small_bet_cents: list.small_bet_cents,
            big_bet_cents: list.big_bet_cents,
            tables: tables
                .iter()
                .map(|t| TableRef {
                    id: t.id,
                    name: t.name.clone(),
                })
                .collect(),
            players,
            start_players,
            // The running tables' open seats are filled first: only the players left over
            // start a new table.
            can_start: i64::try_from(waiting).unwrap_or(0) - free >= start_players
                && list.structure.is_some(),
            seats_opened: opened,
            window_minutes: window,
        });
    }
    let mut must_moves = Vec::new();
    for m in &floor.must_moves {
        let (Some(t), Some(main)) = (floor.table(m.table_id), floor.table(m.main_table_id)) else {
            continue;
        };
        let next = must_move_order(floor, main.id)
            .into_iter()
            .find(|p| p.table_id == t.id)
            .map(|p| MustMovePlayer {
                seat_no: p.seat_no,
                player_name: p.player_name.clone(),
                seated_at: p.seated_at.clone(),
            });
        must_moves.push(MustMoveView {
            table_id: t.id,
            table_name: t.name.clone(),
            main_table_id: main.id,
            main_table_name: main.name.clone(),
            next,
        });
    }
    let mut open = Vec::new();
    for t in &floor.tables {
        let seats = open_seats(floor, t);
        if seats > 0 {
            let next = match must_move_order(floor, t.id).first() {
                Some(p) => Some(p.player_name.clone()),
                None => floor.candidates(t).first().map(|e| e.player_name.clone()),
            };
            open.push(OpenSeats {
                table_id: t.id,
                table_name: t.name.clone(),
                seats,
                next,
            });
        }
    }
    Ok(WaitlistBoard {
        at: db_time(now),
        settings,
        lists,
        calls,
        must_moves,
        open_seats: open,
    })
}

/// The turnover window: the last three hours, or since the list's first table opened.
fn window_for(tables: &[&cardroom_store::TableRow], now: DateTime<Utc>) -> i64 {
    let oldest = tables
        .iter()
        .filter_map(|t| parse_db_time(&t.opened_at))
        .min();
    oldest.map_or(WINDOW_MINUTES, |o| {
        (now - o).num_minutes().clamp(0, WINDOW_MINUTES)
    })
}

fn call_view(floor: &Floor, c: &SeatCallRow) -> CallView {
    let table_name = floor
        .table(c.table_id)
        .map_or_else(|| format!("table {}", c.table_id), |t| t.name.clone());
    let must_move_from = c
        .seating_id
        .and_then(|id| floor.seating(id))
        .map(|(t, s)| SeatRef {
            table_id: t.id,
            table_name: t.name.clone(),
            seat_no: s.seat_no,
        });
    let seconds_left = parse_db_time(&c.due_at).map_or(0, |d| (d - floor.now).num_seconds().max(0));
    CallView {
        id: c.id,
        table_id: c.table_id,
        table_name,
        short_name: short_name(&c.player_name),
        player_name: c.player_name.clone(),
        entry_id: c.entry_id,
        player_number: c
            .entry_id
            .and_then(|id| floor.entries.iter().find(|e| e.id == id))
            .and_then(|e| super::waitlists::registered_number(&e.player_key)),
        must_move_from,
        called_at: c.called_at.clone(),
        due_at: c.due_at.clone(),
        seconds_left,
        on_timeout: c.on_timeout,
    }
}
