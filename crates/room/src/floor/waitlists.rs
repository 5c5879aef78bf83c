//! The floor's use cases on waiting lists: start and close a list, put a player on it or
//! take him off, call players to open seats, seat a called player, make a table a must-move,
//! and start a new game from a list.

use cardroom_store::port::*;
use chrono::Duration;
use serde::{Deserialize, Serialize};

use super::lists::{Floor, must_move_order, open_seats};
use super::settings::floor_settings;
use crate::clock::{db_time, parse_db_time};
use crate::model::seats::{Entry, SeatDto};
use crate::model::tables::load_open_table;
use crate::seats::{NamedPlayer, SeatPlayer, move_in, seat_in};
use crate::tables::{OpenTable, TableStatus, planned_table, stakes_label, stakes_of, validate};
use crate::usecase::{At, Ctx, UseCase};
use crate::values::{self, Name, Stake};
use crate::{Room, RoomError};

/// A new waiting list: a game at a stakes, or the game at any stakes (an interest list,
/// `betting` none). Amounts in cents, as a table of the game would have them.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, specta::Type)]
pub struct NewWaitlistRequest {
    pub game: GameCode,
    pub betting: Option<Betting>,
    pub small_blind_cents: i64,
    pub big_blind_cents: i64,
    pub small_bet_cents: i64,
    pub big_bet_cents: i64,
}

/// A player to put on a list.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, specta::Type)]
pub struct JoinWaitlist {
    pub list_id: i64,
    /// The name on the list; may be left empty for a registered player (his wall name).
    pub player_name: String,
    /// The registered player's number (none: a walk-in, by name alone).
    #[serde(default)]
    pub player_number: Option<String>,
    /// A phone number or a note for the floor ("at the bar"); never on the wall board.
    pub note: Option<String>,
}

/// Seating a called player: his seat and, for a player from a list, his buy-in.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, specta::Type)]
pub struct SeatFromCall {
    pub call_id: i64,
    pub seat_no: i64,
    /// The chips he sits down with; a must-move player brings his stack and this is ignored.
    pub stack_cents: i64,
    pub entry: Entry,
    /// The buy-in was paid in cash at the table.
    #[serde(default)]
    pub cash: bool,
    /// The self-exclusion notice the floor compared with the player just now and found not
    /// to be his (the call was refused with `possible_self_exclusion`).
    #[serde(default)]
    pub not_excluded: Option<i64>,
}

impl Room {
    /// Starts a waiting list. One list per game and stakes (and one interest list per game).
    pub fn add_waitlist(&self, actor: i64, req: &NewWaitlistRequest) -> Result<i64, RoomError> {
        let stakes = match req.betting {
            None => None,
            Some(betting) => {
                for (what, cents) in [
                    ("small blind", req.small_blind_cents),
                    ("big blind", req.big_blind_cents),
                    ("small bet", req.small_bet_cents),
                    ("big bet", req.big_bet_cents),
                ] {
                    Stake::new(what, cents)?;
                }
                let blinds = (req.small_blind_cents, req.big_blind_cents);
                let bets = (req.small_bet_cents, req.big_bet_cents);
                let (lo, hi) = if betting == Betting::FixedLimit {
                    bets
                } else {
                    blinds
                };
                if hi <= 0 || lo > hi {
                    return Err(RoomError::invalid(
                        "stakes",
                        "give the stakes the list waits for (the smaller amount first)",
                    ));
                }
                Some(stakes_of(
                    betting,
                    req.small_blind_cents,
                    req.big_blind_cents,
                    req.small_bet_cents,
                    req.big_bet_cents,
                ))
            }
        };
        self.write(actor, UseCase::AddWaitlist, At::Room, |tx, ctx| {
            let game = game_name(tx, req.game)?;
            let label = list_label(&game, stakes.as_deref());
            if tx
                .waitlists()?
                .iter()
                .any(|l| l.game == req.game && l.stakes == stakes)
            {
                return Err(RoomError::WaitlistExists { list: label });
            }
            // An interest list (no stakes) keeps no amounts.
            let listed = |cents: i64| if stakes.is_some() { cents } else { 0 };
            let new = NewWaitlist {
                game: req.game,
                structure: req.betting,
                small_blind_cents: listed(req.small_blind_cents),
                big_blind_cents: listed(req.big_blind_cents),
                small_bet_cents: listed(req.small_bet_cents),
                big_bet_cents: listed(req.big_bet_cents),
                stakes: stakes.clone(),
            };
            Ok(tx.insert_waitlist(&new, &ctx.at, ctx.actor.id)?)
        })
    }

    /// Breaks a table with players at it: each goes on the list of its game and stakes (made
    /// if there is none), longest seated first, ahead of everyone waiting or after them as the
    /// house sets (never silently: the board says he came from the broken table); then the
    /// table closes, each player leaving with his chips. The new entries come back, in order.
    pub fn break_table(&self, actor: i64, table_id: i64) -> Result<Vec<i64>, RoomError> {
        self.write_at_table(actor, UseCase::BreakTable, table_id, |tx, ctx, table| {
            if tx.unfinished_hand(table.id)?.is_some() {
                return Err(RoomError::HandInProgress { table: table.name });
            }
            let floor = settled(tx, ctx)?;
            let stakes = stakes_label(&table);
            let list = match floor
                .lists
                .iter()
                .find(|l| l.game == table.game && l.stakes.as_deref() == Some(stakes.as_str()))
            {
                Some(l) => l.id,
                None => tx.insert_waitlist(
                    &NewWaitlist {
                        game: table.game,
                        structure: Some(table.structure),
                        small_blind_cents: table.small_blind_cents,
                        big_blind_cents: table.big_blind_cents,
                        small_bet_cents: table.small_bet_cents,
                        big_bet_cents: table.big_bet_cents,
                        stakes: Some(stakes.clone()),
                    },
                    &ctx.at,
                    ctx.actor.id,
                )?,
            };
            let mut players = tx.seated(table.id)?;
            players.sort_by(|a, b| (&a.seated_at, a.id).cmp(&(&b.seated_at, b.id)));
            let top = floor_settings(tx)?.broken_table_players == BrokenTablePlace::Top;
            // Ahead of the first player waiting: one second apart, in seating order.
            let first = floor
                .entries_of(list)
                .map(|e| floor.place_at[&e.id].clone())
                .min()
                .unwrap_or_else(|| ctx.at.clone());
            let first = crate::clock::parse_db_time(&first).unwrap_or(floor.now);
            let count = i64::try_from(players.len()).unwrap_or(i64::MAX);
            let mut entries = Vec::new();
            for (i, p) in (0..).zip(&players) {
                let key = match &p.player_id {
                    Some(n) => registered_key(n),
                    None => crate::values::key_of(&p.player_name),
                };
                if floor.entries_of(list).any(|e| e.player_key == key) {
                    continue;
                }
                let place = top.then(|| db_time(first - Duration::seconds(count - i)));
                entries.push(tx.insert_broken_table_entry(
                    list,
                    &p.player_name,
                    &key,
                    place.as_deref(),
                    table.id,
                    &ctx.at,
                    ctx.actor.id,
                )?);
            }
            crate::tables::close_in(tx, ctx, table)?;
            Ok(entries)
        })
    }

    /// Closes a list that nobody waits on.
    pub fn close_waitlist(&self, actor: i64, list_id: i64) -> Result<(), RoomError> {
        self.write(actor, UseCase::CloseWaitlist, At::Room, |tx, ctx| {
            let floor = settled(tx, ctx)?;
            let list = floor
                .list(list_id)
                .ok_or(RoomError::UnknownWaitlist { id: list_id })?;
            if floor.entries_of(list_id).next().is_some() {
                return Err(RoomError::invalid(
                    "list",
                    "players are still waiting on it; take them off first",
                ));
            }
            tx.close_waitlist(list.id, &ctx.at, ctx.actor.id)?;
            Ok(())
        })
    }

    /// Puts a player at the bottom of a list. The same name twice on one list is refused; on
    /// another list he is the same player (seated from one, he leaves all).
    pub fn join_waitlist(&self, actor: i64, req: &JoinWaitlist) -> Result<i64, RoomError> {
        let number = match req.player_number.as_deref().map(str::trim) {
            Some(n) if !n.is_empty() => Some(crate::model::players::player_number(n)?),
            _ => None,
        };
        let typed = match (req.player_name.trim(), &number) {
            ("", Some(_)) => None,
            (typed, _) => Some(Name::parse("player name", typed)?),
        };
        let note = match &req.note {
            Some(n) => values::note("note", n)?,
            None => None,
        };
        self.write(actor, UseCase::JoinWaitlist, At::Room, |tx, ctx| {
            let floor = settled(tx, ctx)?;
            let list = floor
                .list(req.list_id)
                .ok_or(RoomError::UnknownWaitlist { id: req.list_id })?;
            let (name, key) = match &number {
                Some(n) => {
                    let p = crate::model::players::registered(tx, n)?;
                    crate::model::players::check_may_play(tx, &p, &ctx.at)?;
                    let name = typed
                        .as_ref()
                        .map_or(p.wall_name.clone(), |t| t.as_str().to_owned());
                    (name, registered_key(&p.number))
                }
                None => {
                    let t = typed.as_ref().ok_or_else(|| {
                        RoomError::invalid("player name", "give the player's name or number")
                    })?;
                    (t.as_str().to_owned(), t.key())
                }
            };
            if floor.entries_of(list.id).any(|e| e.player_key == key) {
                let game = game_name(tx, list.game)?;
                return Err(RoomError::AlreadyListed {
                    player: name,
                    list: list_label(&game, list.stakes.as_deref()),
                });
            }
            Ok(tx.insert_waitlist_entry(
                list.id,
                &name,
                &key,
                note.as_deref(),
                &ctx.at,
                ctx.actor.id,
            )?)
        })
    }

    /// Takes a player off a list (he left, or asked to); a call he had ends with it.
    pub fn leave_waitlist(&self, actor: i64, entry_id: i64) -> Result<(), RoomError> {
        self.write(actor, UseCase::LeaveWaitlist, At::Room, |tx, ctx| {
            let floor = settled(tx, ctx)?;
            let entry = floor
                .entries
                .iter()
                .find(|e| e.id == entry_id)
                .ok_or(RoomError::NotListed { id: entry_id })?;
            if let Some(call) = floor.call_of_entry(entry.id) {
                tx.end_seat_call(call.id, &ctx.at, ctx.actor.id, CallOutcome::Cancelled)?;
            }
            tx.remove_waitlist_entry(entry.id, &ctx.at, ctx.actor.id, WaitRemoval::Left)?;
            Ok(())
        })
    }

    /// Calls a player to an open seat at a table: `entry` names him, or (none) the player
    /// owed the seat is called: first a must-move player feeding this table (longest seated
    /// first), then the lists that feed it in order. The call runs for the house's call time.
    pub fn call_seat(
        &self,
        actor: i64,
        table_id: i64,
        entry: Option<i64>,
    ) -> Result<i64, RoomError> {
        self.write(actor, UseCase::CallSeat, At::Table(table_id), |tx, ctx| {
            let floor = settled(tx, ctx)?;
            let table = load_open_table(tx, table_id)?;
            if open_seats(&floor, &table) <= 0 {
                return Err(RoomError::NoOpenSeat { table: table.name });
            }
            // The table's seat-change list is offered an open seat before anyone is called.
            if let Some(first) = crate::model::seat_changes::owed_first(tx, table.id)? {
                return Err(RoomError::SeatChangeFirst {
                    player: format!(
                        "{} ({}, seat {})",
                        first.player_name, first.from_table_name, first.from_seat
                    ),
                    table: table.name,
                });
            }
            let settings = floor_settings(tx)?;
            let due = db_time(floor.now + Duration::minutes(settings.call_minutes));
            let (entry_id, seating_id, name) = match entry {
                Some(id) => {
                    let e = floor
                        .entries
                        .iter()
                        .find(|e| e.id == id)
                        .ok_or(RoomError::NotListed { id })?;
                    let list = floor
                        .list(e.list_id)
                        .ok_or(RoomError::UnknownWaitlist { id: e.list_id })?;
                    if !super::lists::feeds(list, &table) {
                        let game = game_name(tx, list.game)?;
                        return Err(RoomError::NotThisGame {
                            table: table.name,
                            list: list_label(&game, list.stakes.as_deref()),
                        });
                    }
                    if floor.player_called(&e.player_key) {
                        return Err(RoomError::CallOver {
                            player: e.player_name.clone(),
                            how: "he is called already".into(),
                        });
                    }
                    (Some(e.id), None, e.player_name.clone())
                }
                None => match must_move_order(&floor, table.id).first() {
                    Some(p) => (None, Some(p.id), p.player_name.clone()),
                    None => {
                        let next =
                            floor.candidates(&table).into_iter().next().ok_or_else(|| {
                                RoomError::NobodyWaiting {
                                    table: table.name.clone(),
                                }
                            })?;
                        (Some(next.id), None, next.player_name.clone())
                    }
                },
            };
            Ok(tx.insert_seat_call(
                &NewSeatCall {
                    table_id: table.id,
                    entry_id,
                    seating_id,
                    player_name: &name,
                    called_at: &ctx.at,
                    due_at: &due,
                    on_timeout: settings.call_timeout,
                },
                ctx.actor.id,
            )?)
        })
    }

    /// Withdraws a call (the player passed on the seat, or it was taken otherwise). A
    /// player from a list keeps his place.
    pub fn cancel_call(&self, actor: i64, call_id: i64) -> Result<(), RoomError> {
        self.write(actor, UseCase::CancelCall, At::Room, |tx, ctx| {
            settled(tx, ctx)?;
            let call = live_call(tx, call_id, ctx)?;
            tx.end_seat_call(call.id, &ctx.at, ctx.actor.id, CallOutcome::Cancelled)?;
            Ok(())
        })
    }

    /// Gives a called player more time: his call runs the house's call time longer than it
    /// would have (he phoned to say he is parking). The call keeps the time it was made, so a
    /// list's order is untouched; only a call still in force can be extended.
    pub fn extend_call(&self, actor: i64, call_id: i64) -> Result<(), RoomError> {
        self.write(actor, UseCase::ExtendCall, At::Room, |tx, ctx| {
            settled(tx, ctx)?;
            let call = live_call(tx, call_id, ctx)?;
            let due = parse_db_time(&call.due_at).ok_or_else(|| RoomError::BadData {
                detail: format!("call {} has no readable deadline", call.id),
            })? + Duration::minutes(floor_settings(tx)?.call_minutes);
            tx.extend_seat_call(call.id, &db_time(due))?;
            Ok(())
        })
    }

    /// Seats a called player in one action: the seat is taken, the call ends, and he leaves
    /// every list he is on. A must-move player moves with his stack.
    pub fn seat_from_call(&self, actor: i64, req: &SeatFromCall) -> Result<SeatDto, RoomError> {
        self.write(actor, UseCase::SeatFromCall, At::Room, |tx, ctx| {
            let floor = settled(tx, ctx)?;
            let call = live_call(tx, req.call_id, ctx)?;
            let seat = match (call.entry_id, call.seating_id) {
                (_, Some(seating)) => {
                    let (_, from) = floor.seating(seating).ok_or_else(|| RoomError::CallOver {
                        player: call.player_name.clone(),
                        how: "he is no longer in his seat at the must-move table".into(),
                    })?;
                    move_in(
                        tx,
                        ctx,
                        (from.table_id, from.seat_no),
                        (call.table_id, req.seat_no),
                    )?
                }
                _ => {
                    let number = call
                        .entry_id
                        .and_then(|id| floor.entries.iter().find(|e| e.id == id))
                        .and_then(|e| registered_number(&e.player_key));
                    let seat = SeatPlayer {
                        table_id: call.table_id,
                        seat_no: req.seat_no,
                        player_name: call.player_name.clone(),
                        player_number: number.clone(),
                        stack_cents: req.stack_cents,
                        entry: req.entry,
                        cash: req.cash,
                        not_excluded: req.not_excluded,
                    };
                    let named = match number {
                        Some(n) => NamedPlayer::registered(call.player_name.clone(), n),
                        None => NamedPlayer::walk_in(call.player_name.clone()),
                    };
                    seat_in(tx, ctx, &seat, &named)?
                }
            };
            tx.end_seat_call(call.id, &ctx.at, ctx.actor.id, CallOutcome::Seated)?;
            let key = match &seat.player_id {
                Some(n) => registered_key(n),
                None => crate::values::key_of(&call.player_name),
            };
            off_every_list(tx, ctx, &key)?;
            Ok(seat)
        })
    }

    /// Makes a table a must-move feeding `main` (same game and stakes), or (none) a table of
    /// its own again.
    pub fn set_must_move(
        &self,
        actor: i64,
        table_id: i64,
        main: Option<i64>,
    ) -> Result<(), RoomError> {
        self.write_at_table(actor, UseCase::SetMustMove, table_id, |tx, ctx, table| {
            let floor = Floor::read(tx, ctx_now(ctx))?;
            tx.end_must_move(table.id, &ctx.at, ctx.actor.id)?;
            let Some(main) = main else {
                return Ok(());
            };
            let main = load_open_table(tx, main)?;
            if main.id == table.id {
                return Err(RoomError::invalid(
                    "main game",
                    "a table cannot feed itself",
                ));
            }
            if main.game != table.game || stakes_label(&main) != stakes_label(&table) {
                return Err(RoomError::NotThisGame {
                    table: main.name,
                    list: format!("{} ({})", stakes_label(&table), table.name),
                });
            }
            if floor.main_of(main.id).is_some() {
                return Err(RoomError::invalid(
                    "main game",
                    format!("{} is itself a must-move; feed its main game", main.name),
                ));
            }
            tx.insert_must_move(table.id, main.id, &ctx.at, ctx.actor.id)?;
            Ok(())
        })
    }

    /// Opens a new table for a list that holds enough players, and calls the first of them
    /// to it (as many as it seats).
    pub fn start_game(
        &self,
        actor: i64,
        list_id: i64,
        req: &OpenTable,
    ) -> Result<TableStatus, RoomError> {
        let name = Name::parse("table name", &req.name)?.into_string();
        let stakes = validate(req)?;
        let id = self.write(actor, UseCase::StartGame, At::Room, |tx, ctx| {
            let floor = settled(tx, ctx)?;
            let list = floor
                .list(list_id)
                .ok_or(RoomError::UnknownWaitlist { id: list_id })?;
            let game = game_name(tx, list.game)?;
            let label = list_label(&game, list.stakes.as_deref());
            let mut table = planned_table(tx, req, &name, &stakes, &ctx.at, ctx.actor.id)?;
            if !super::lists::feeds(list, &table) {
                return Err(RoomError::NotThisGame {
                    table: name.clone(),
                    list: label,
                });
            }
            let waiting: Vec<&WaitEntryRow> = floor
                .entries_of(list.id)
                .filter(|e| !floor.player_called(&e.player_key))
                .collect();
            let settings = floor_settings(tx)?;
            let need = settings.start_for(list.game);
            let have = i64::try_from(waiting.len()).unwrap_or(i64::MAX);
            if have < need {
                return Err(RoomError::NotEnoughWaiting {
                    list: label,
                    have,
                    need,
                });
            }
            table.id = tx.insert_table(&table)?;
            ctx.made_table.set(Some(table.id));
            let due = db_time(floor.now + Duration::minutes(settings.call_minutes));
            let seats = usize::try_from(table.seat_limit).unwrap_or(0);
            for e in waiting.into_iter().take(seats) {
                tx.insert_seat_call(
                    &NewSeatCall {
                        table_id: table.id,
                        entry_id: Some(e.id),
                        seating_id: None,
                        player_name: &e.player_name,
                        called_at: &ctx.at,
                        due_at: &due,
                        on_timeout: settings.call_timeout,
                    },
                    ctx.actor.id,
                )?;
            }
            Ok(table.id)
        })?;
        self.table_status(id)
    }
}

/// The list's name on the board: `Hold'em $1/$2 NL`, or `Any Hold'em` for an interest list.
pub(crate) fn list_label(game: &str, stakes: Option<&str>) -> String {
    match stakes {
        Some(stakes) => format!("{game} {stakes}"),
        None => format!("Any {game}"),
    }
}

/// The floor as of the use case's moment, with every call that timed out ended at its due
/// time (and its player sent down or off the list, as the call said).
pub(crate) fn settled(tx: &dyn Tx, ctx: &Ctx) -> Result<Floor, RoomError> {
    let now = ctx_now(ctx);
    let floor = Floor::read(tx, now)?;
    for call in &floor.timed_out {
        tx.end_seat_call(call.id, &call.due_at, ctx.actor.id, CallOutcome::TimedOut)?;
        if let (Some(entry), CallTimeout::Off) = (call.entry_id, call.on_timeout) {
            tx.remove_waitlist_entry(entry, &call.due_at, ctx.actor.id, WaitRemoval::TimedOut)?;
        }
    }
    Ok(floor)
}

fn ctx_now(ctx: &Ctx) -> chrono::DateTime<chrono::Utc> {
    crate::clock::parse_db_time(&ctx.at).unwrap_or_default()
}

/// A call still in force, or the refusal that says how it ended.
fn live_call(tx: &dyn Tx, call_id: i64, ctx: &Ctx) -> Result<SeatCallRow, RoomError> {
    let call = tx
        .seat_call(call_id)?
        .ok_or(RoomError::UnknownCall { id: call_id })?;
    let how = match call.outcome {
        Some(CallOutcome::Seated) => Some("he was seated".to_owned()),
        Some(CallOutcome::Cancelled) => Some("it was cancelled".to_owned()),
        Some(CallOutcome::TimedOut) => Some(format!("it timed out at {}", call.due_at)),
        None if call.due_at <= ctx.at => Some(format!("it timed out at {}", call.due_at)),
        None => None,
    };
    match how {
        Some(how) => Err(RoomError::CallOver {
            player: call.player_name,
            how,
        }),
        None => Ok(call),
    }
}

/// A registered player's key on the lists: his number, so that two players of one name are
/// two, and one player under two spellings is one.
pub(crate) fn registered_key(number: &str) -> String {
    format!("#{number}")
}

/// The registered player's number a list key names, if it names one.
pub(super) fn registered_number(key: &str) -> Option<String> {
    key.strip_prefix('#')
        .filter(|n| !n.is_empty() && n.chars().all(|c| c.is_ascii_digit()))
        .map(str::to_owned)
}

/// Takes a seated player off every list he is on (by his key), ending any call he had.
fn off_every_list(tx: &dyn Tx, ctx: &Ctx, key: &str) -> Result<(), RoomError> {
    let calls = tx.open_calls()?;
    for e in tx
        .waitlist_entries()?
        .into_iter()
        .filter(|e| e.player_key == key)
    {
        if let Some(call) = calls.iter().find(|c| c.entry_id == Some(e.id)) {
            tx.end_seat_call(call.id, &ctx.at, ctx.actor.id, CallOutcome::Cancelled)?;
        }
        tx.remove_waitlist_entry(e.id, &ctx.at, ctx.actor.id, WaitRemoval::Seated)?;
    }
    Ok(())
}

/// The game's name as the room spells it.
pub(crate) fn game_name(tx: &dyn Tx, game: GameCode) -> Result<String, RoomError> {
    Ok(tx
        .games()?
        .into_iter()
        .find(|g| g.code == game)
        .map_or_else(|| game.as_str().to_owned(), |g| g.name))
}
