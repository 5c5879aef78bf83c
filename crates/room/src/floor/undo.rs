//! Undo for the floor: the last floor action of the person who took it (an unseat, a move, a
//! sit-out or back, a dealer's push or pull, a collection's mark, an add-on) can be taken back
//! for a minute. The undo is a new action appended after it, never an edit: the audit trail
//! shows both, and what the undo reverses is read from the rows the action changed.

use cardroom_store::port::*;
use chrono::Duration;
use serde::Serialize;
use serde_json::Value;

use crate::clock::{db_time, parse_db_time};
use crate::model::ledger::{Refs, append, change_stack};
use crate::model::seats::occupant;
use crate::model::tables::load_open_table;
use crate::money::format_cents;
use crate::seats::move_in;
use crate::usecase::{At, Ctx, UseCase};
use crate::{Room, RoomError};

/// How long a floor action can be undone.
pub const UNDO_SECONDS: i64 = 60;

/// The floor actions undo takes back.
const UNDOABLE: [UseCase; 8] = [
    UseCase::UnseatPlayer,
    UseCase::MovePlayer,
    UseCase::SitOut,
    UseCase::PushDealer,
    UseCase::PullDealer,
    UseCase::MarkCollection,
    UseCase::CompCollection,
    UseCase::AddChips,
];

/// The last floor action of the person signed in, while it can be undone.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, specta::Type)]
pub struct FloorUndoable {
    /// The action's audit entry: undo names it, so it takes back only what was shown.
    pub audit_id: i64,
    /// The use case (`unseat_player`).
    pub kind: String,
    /// What it did, in words: "Seat 3 Ann unseated at Table 1 with 150.00".
    pub words: String,
    /// Until when it can be undone.
    pub until: String,
}

/// One row the action changed: its table, and its image before (none: a new row) and after.
struct Change {
    tbl: String,
    before: Option<Value>,
    after: Value,
}

/// The action: its audit entry and the rows it changed.
struct Action {
    row: AuditRow,
    changes: Vec<Change>,
}

impl Action {
    fn kind(&self) -> Option<UseCase> {
        UNDOABLE.into_iter().find(|u| u.name() == self.row.kind)
    }

    fn rows<'a>(&'a self, tbl: &'a str) -> impl Iterator<Item = &'a Change> + 'a {
        self.changes.iter().filter(move |c| c.tbl == tbl)
    }
}

fn int(v: &Value, field: &str) -> Option<i64> {
    v.get(field).and_then(Value::as_i64)
}

fn text<'a>(v: &'a Value, field: &str) -> Option<&'a str> {
    v.get(field).and_then(Value::as_str)
}

/// A flag as SQLite (0/1) or PostgreSQL (true/false) writes it.
fn flag(v: &Value, field: &str) -> bool {
    match v.get(field) {
        Some(Value::Bool(b)) => *b,
        Some(n) => n.as_i64().unwrap_or(0) != 0,
        None => false,
    }
}

/// Puts a seat's entry and missed blinds back as `was` (its `seatings` row) had them.
fn restore_play(
    tx: &dyn Tx,
    seat: &cardroom_store::SeatingRow,
    was: &Value,
) -> Result<(), RoomError> {
    let entry = text(was, "entry").and_then(|e| e.parse().ok());
    tx.update_seating_play(
        seat.id,
        seat.stack_cents,
        entry.unwrap_or(seat.entry),
        flag(was, "missed_small_blind"),
        flag(was, "missed_big_blind"),
    )?;
    Ok(())
}

fn bad(detail: &str) -> RoomError {
    RoomError::BadData {
        detail: format!("an undo found {detail}"),
    }
}

fn gone(detail: impl Into<String>) -> RoomError {
    RoomError::FloorUndoGone {
        detail: detail.into(),
    }
}

/// The latest action of `actor` that changed anything (reads change nothing), with its rows.
fn last_write(tx: &dyn Tx, actor: i64) -> Result<Option<Action>, RoomError> {
    let filter = AuditFilter {
        staff_id: Some(actor),
        outcome: Some(AuditOutcome::Done),
        limit: 50,
        ..AuditFilter::default()
    };
    let Some(row) = tx
        .audit_entries(&filter)?
        .into_iter()
        .find(|r| r.first_change <= r.last_change)
    else {
        return Ok(None);
    };
    let mut changes = Vec::new();
    for state in tx.row_states(row.first_change, row.last_change)? {
        let after = serde_json::from_str(&state.image).map_err(|_| bad("a row it cannot read"))?;
        let before = match tx.state_before(&state)? {
            Some(image) => {
                Some(serde_json::from_str(&image).map_err(|_| bad("a row it cannot read"))?)
            }
            None => None,
        };
        changes.push(Change {
            tbl: state.tbl,
            before,
            after,
        });
    }
    Ok(Some(Action { row, changes }))
}

/// The action `actor` may undo now: his latest, if it is a floor action within the minute.
fn undoable(tx: &dyn Tx, actor: i64, now: &str) -> Result<Option<(Action, String)>, RoomError> {
    let Some(action) = last_write(tx, actor)? else {
        return Ok(None);
    };
    if action.kind().is_none() {
        return Ok(None);
    }
    let at = parse_db_time(&action.row.at).ok_or_else(|| bad("an action with no time"))?;
    let until = db_time(at + Duration::seconds(UNDO_SECONDS));
    if until.as_str() < now {
        return Ok(None);
    }
    Ok(Some((action, until)))
}

fn table_name(tx: &dyn Tx, id: Option<i64>) -> Result<String, RoomError> {
    name_of(id, "table", |id| Ok(tx.table(id)?.map(|t| t.name)))
}

fn staff_name(tx: &dyn Tx, id: Option<i64>) -> Result<String, RoomError> {
    name_of(id, "staff", |id| Ok(tx.staff(id)?.map(|s| s.name)))
}

/// The name `read` finds for `id` (`table 4` when none; nothing for no id).
fn name_of(
    id: Option<i64>,
    what: &str,
    read: impl FnOnce(i64) -> Result<Option<String>, RoomError>,
) -> Result<String, RoomError> {
    let Some(id) = id else {
        return Ok(String::new());
    };
    Ok(read(id)?.unwrap_or_else(|| format!("{what} {id}")))
}

/// The seating the action ended (`left_reason` set by it), and the one it began.
fn ended_and_begun(action: &Action) -> (Option<&Value>, Option<&Value>) {
    let ended = action
        .rows("seatings")
        .find(|c| {
            c.before
                .as_ref()
                .is_some_and(|b| b.get("left_at") == Some(&Value::Null))
        })
        .map(|c| &c.after)
        .filter(|a| a.get("left_at") != Some(&Value::Null));
    let begun = action
        .rows("seatings")
        .find(|c| c.before.is_none())
        .map(|c| &c.after);
    (ended, begun)
}

/// What the action did, in words.
fn words(tx: &dyn Tx, action: &Action) -> Result<String, RoomError> {
    let seat_words = |v: &Value| {
        format!(
            "seat {} {}",
            int(v, "seat_no").unwrap_or(0),
            text(v, "player_name").unwrap_or("")
        )
    };
    Ok(match action.kind() {
        Some(UseCase::UnseatPlayer) => {
            let (ended, _) = ended_and_begun(action);
            let ended = ended.ok_or_else(|| bad("an unseat with no seat"))?;
            format!(
                "{} unseated at {} with {}",
                capital(&seat_words(ended)),
                table_name(tx, int(ended, "table_id"))?,
                format_cents(int(ended, "stack_cents").unwrap_or(0))
            )
        }
        Some(UseCase::MovePlayer) => {
            let (from, to) = ended_and_begun(action);
            let (from, to) = from.zip(to).ok_or_else(|| bad("a move with no seats"))?;
            format!(
                "{} moved from {} seat {} to {} seat {}",
                text(from, "player_name").unwrap_or(""),
                table_name(tx, int(from, "table_id"))?,
                int(from, "seat_no").unwrap_or(0),
                table_name(tx, int(to, "table_id"))?,
                int(to, "seat_no").unwrap_or(0)
            )
        }
        Some(UseCase::SitOut) => {
            let seat = action
                .rows("seatings")
                .next()
                .ok_or_else(|| bad("a sit-out with no seat"))?;
            let out = flag(&seat.after, "sitting_out");
            format!(
                "{} {} at {}",
                capital(&seat_words(&seat.after)),
                if out { "sat out" } else { "back in" },
                table_name(tx, int(&seat.after, "table_id"))?
            )
        }
        Some(UseCase::PushDealer) => {
            let push = action
                .rows("dealer_pushes")
                .find(|c| c.before.is_none())
                .ok_or_else(|| bad("a push with no dealer"))?;
            format!(
                "{} pushed to {}",
                staff_name(tx, int(&push.after, "dealer_id"))?,
                table_name(tx, int(&push.after, "table_id"))?
            )
        }
        Some(UseCase::PullDealer) => {
            let pull = action
                .rows("dealer_pushes")
                .next()
                .ok_or_else(|| bad("a pull with no dealer"))?;
            format!(
                "{} pulled from {}",
                staff_name(tx, int(&pull.after, "dealer_id"))?,
                table_name(tx, int(&pull.after, "table_id"))?
            )
        }
        Some(UseCase::MarkCollection | UseCase::CompCollection) => {
            let c = marked(action).ok_or_else(|| bad("a mark with no collection"))?;
            let how = match (text(&c.after, "status"), text(&c.after, "reason")) {
                (Some("paid"), _) => "paid".to_string(),
                (_, Some(reason)) => format!("not paid ({})", reason.replace('_', " ")),
                _ => "marked".to_string(),
            };
            format!(
                "{}'s collection of {} marked {how}",
                capital(&seat_words(&c.after)),
                format_cents(int(&c.after, "amount_cents").unwrap_or(0))
            )
        }
        Some(UseCase::AddChips) => {
            let mv = added(action).ok_or_else(|| bad("an add-on with no chips"))?;
            let seat = tx
                .seated(int(mv, "table_id").unwrap_or(0))?
                .into_iter()
                .find(|s| Some(s.id) == int(mv, "seating_id"));
            format!(
                "{} added to {}",
                format_cents(int(mv, "amount_cents").unwrap_or(0)),
                seat.map_or_else(
                    || "a seat since left".to_string(),
                    |s| format!("seat {} {}", s.seat_no, s.player_name)
                )
            )
        }
        _ => action.row.kind.replace('_', " "),
    })
}

fn capital(s: &str) -> String {
    let mut c = s.chars();
    match c.next() {
        Some(f) => f.to_uppercase().collect::<String>() + c.as_str(),
        None => String::new(),
    }
}

/// The collection a mark changed from due.
fn marked(action: &Action) -> Option<&Change> {
    action
        .rows("time_collections")
        .find(|c| text(&c.after, "status") != Some("due"))
}

/// The add-on's chip move.
fn added(action: &Action) -> Option<&Value> {
    action
        .rows("chip_moves")
        .map(|c| &c.after)
        .find(|m| matches!(text(m, "kind"), Some("add_on" | "add_on_pending")))
}

/// The dealer at the table now, by push row.
fn push_row(tx: &dyn Tx, table_id: i64) -> Result<Option<DealerPushRow>, RoomError> {
    Ok(tx.dealer_on(table_id)?)
}

/// Reverses `action` inside the caller's transaction.
fn reverse(tx: &dyn Tx, ctx: &Ctx, action: &Action, what: &str) -> Result<(), RoomError> {
    let reason = || Some(format!("undo: {what}"));
    match action.kind() {
        Some(UseCase::UnseatPlayer) => {
            let (ended, _) = ended_and_begun(action);
            let s = ended.ok_or_else(|| bad("an unseat with no seat"))?;
            let table = load_open_table(tx, int(s, "table_id").unwrap_or(0))?;
            let seat_no = int(s, "seat_no").unwrap_or(0);
            if let Some(now) = tx.seating_in(table.id, seat_no)? {
                return Err(gone(format!(
                    "seat {seat_no} at {} is taken by {} now",
                    table.name, now.player_name
                )));
            }
            crate::model::ledger::in_shift(tx, "seat a player back with his chips")?;
            let stack = int(s, "stack_cents").unwrap_or(0);
            let new = NewSeating {
                table_id: table.id,
                seat_no,
                player_name: text(s, "player_name").unwrap_or("").to_string(),
                player_id: text(s, "player_id").map(str::to_string),
                stack_cents: stack,
                entry: text(s, "entry")
                    .and_then(|e| e.parse().ok())
                    .unwrap_or(SeatEntry::Playing),
                sitting_out: flag(s, "sitting_out"),
                missed_small_blind: flag(s, "missed_small_blind"),
                missed_big_blind: flag(s, "missed_big_blind"),
            };
            let id = tx.insert_seating(&new, &ctx.at, ctx.actor.id)?;
            if new.sitting_out {
                tx.start_sit_out(id, &ctx.at)?;
            }
            let row = occupant(tx, &table, seat_no)?;
            if stack != 0 {
                // The chips he was cashed out with come back to the table.
                append(
                    tx,
                    ctx,
                    &row,
                    ChipKind::BuyIn,
                    stack,
                    Refs::reason(reason()),
                )?;
            }
        }
        Some(UseCase::MovePlayer) => {
            let (from, to) = ended_and_begun(action);
            let (from, to) = from.zip(to).ok_or_else(|| bad("a move with no seats"))?;
            let back = (
                int(from, "table_id").unwrap_or(0),
                int(from, "seat_no").unwrap_or(0),
            );
            let here = (
                int(to, "table_id").unwrap_or(0),
                int(to, "seat_no").unwrap_or(0),
            );
            let table = load_open_table(tx, here.0)?;
            let now = occupant(tx, &table, here.1)?;
            if Some(now.id) != int(to, "id") {
                return Err(gone(format!(
                    "{} is no longer in seat {} at {}",
                    text(to, "player_name").unwrap_or(""),
                    here.1,
                    table.name
                )));
            }
            move_in(tx, ctx, here, back)?;
            // Back where he was, as he was: his entry and missed blinds too.
            let source = load_open_table(tx, back.0)?;
            restore_play(tx, &occupant(tx, &source, back.1)?, from)?;
        }
        Some(UseCase::SitOut) => {
            let c = action
                .rows("seatings")
                .next()
                .ok_or_else(|| bad("a sit-out with no seat"))?;
            let out = !flag(&c.after, "sitting_out");
            let table = load_open_table(tx, int(&c.after, "table_id").unwrap_or(0))?;
            let seat = occupant(tx, &table, int(&c.after, "seat_no").unwrap_or(0))?;
            if Some(seat.id) != int(&c.after, "id") || seat.sitting_out == out {
                return Err(gone(format!(
                    "{} has moved or changed since",
                    seat.player_name
                )));
            }
            crate::seats::sit_out_in(tx, ctx, &seat, out)?;
            if let Some(before) = &c.before {
                restore_play(tx, &occupant(tx, &table, seat.seat_no)?, before)?;
            }
        }
        Some(UseCase::PushDealer) => {
            let push = action
                .rows("dealer_pushes")
                .find(|c| c.before.is_none())
                .ok_or_else(|| bad("a push with no dealer"))?;
            let table = load_open_table(tx, int(&push.after, "table_id").unwrap_or(0))?;
            match push_row(tx, table.id)? {
                Some(now) if Some(now.id) == int(&push.after, "id") => {
                    tx.pull_dealer(now.id, &ctx.at, ctx.actor.id)?;
                }
                _ => return Err(gone(format!("{} has another dealer now", table.name))),
            }
            // The dealer the push relieved goes back in, when he is free.
            if let Some(relieved) = action.rows("dealer_pushes").find(|c| c.before.is_some()) {
                let dealer = int(&relieved.after, "dealer_id").unwrap_or(0);
                if tx.dealer_table(dealer)?.is_none() {
                    tx.push_dealer(table.id, dealer, &ctx.at, ctx.actor.id)?;
                }
            }
        }
        Some(UseCase::PullDealer) => {
            let pull = action
                .rows("dealer_pushes")
                .next()
                .ok_or_else(|| bad("a pull with no dealer"))?;
            let table = load_open_table(tx, int(&pull.after, "table_id").unwrap_or(0))?;
            let dealer = int(&pull.after, "dealer_id").unwrap_or(0);
            if push_row(tx, table.id)?.is_some() {
                return Err(gone(format!("{} has another dealer now", table.name)));
            }
            if tx.dealer_table(dealer)?.is_some() {
                return Err(gone(format!(
                    "{} is in another box now",
                    staff_name(tx, Some(dealer))?
                )));
            }
            tx.push_dealer(table.id, dealer, &ctx.at, ctx.actor.id)?;
        }
        Some(UseCase::MarkCollection | UseCase::CompCollection) => {
            let c = marked(action).ok_or_else(|| bad("a mark with no collection"))?;
            let id = int(&c.after, "id").ok_or_else(|| bad("a collection with no id"))?;
            let row = tx
                .time_collection(id)?
                .ok_or(RoomError::UnknownCollection { id })?;
            crate::model::shifts::unlocked(tx, &row.due_at)?;
            crate::model::ledger::in_shift(tx, "unmark a time collection")?;
            // Paid from his stack: the chips go back to it.
            if let Some(taken) = action
                .rows("chip_moves")
                .map(|m| &m.after)
                .find(|m| text(m, "kind") == Some("time") && int(m, "collection_id") == Some(id))
            {
                let seat = tx
                    .seated(row.table_id)?
                    .into_iter()
                    .find(|s| s.id == row.seating_id)
                    .ok_or_else(|| gone(format!("{} has left the table", row.player_name)))?;
                let refs = Refs {
                    collection: Some(id),
                    ..Refs::reason(reason())
                };
                let amount = -int(taken, "amount_cents").unwrap_or(0);
                change_stack(tx, ctx, &seat, ChipKind::Time, amount, refs)?;
            }
            tx.unmark_collection(id)?;
        }
        Some(UseCase::AddChips) => {
            let mv = added(action).ok_or_else(|| bad("an add-on with no chips"))?;
            let table = load_open_table(tx, int(mv, "table_id").unwrap_or(0))?;
            let seat = tx
                .seated(table.id)?
                .into_iter()
                .find(|s| Some(s.id) == int(mv, "seating_id"))
                .ok_or_else(|| gone("the player has left the table"))?;
            let amount = int(mv, "amount_cents").unwrap_or(0);
            if text(mv, "kind") == Some("add_on_pending") {
                let pending = crate::model::ledger::pending_by_seating(tx, table.id)?
                    .iter()
                    .find(|(id, _)| *id == seat.id)
                    .map_or(0, |(_, c)| *c);
                if pending < amount {
                    return Err(gone(format!(
                        "{}'s add-on went on his stack when the hand ended",
                        seat.player_name
                    )));
                }
                let refs = Refs {
                    hand: int(mv, "hand_id"),
                    ..Refs::reason(reason())
                };
                append(tx, ctx, &seat, ChipKind::AddOnPending, -amount, refs)?;
            } else {
                if let Some(hand) = tx.unfinished_hand(table.id)?
                    && crate::hands::dealt_seats(&hand)?.contains(&seat.seat_no)
                {
                    return Err(gone(format!(
                        "{} is in the hand being dealt: undo after it",
                        seat.player_name
                    )));
                }
                if seat.stack_cents < amount {
                    return Err(gone(format!(
                        "{} has less than {} in front of him now",
                        seat.player_name,
                        format_cents(amount)
                    )));
                }
                change_stack(
                    tx,
                    ctx,
                    &seat,
                    ChipKind::AddOn,
                    -amount,
                    Refs::reason(reason()),
                )?;
            }
        }
        _ => return Err(gone("that action cannot be undone")),
    }
    Ok(())
}

impl Room {
    /// The last floor action of `actor`, while he can still undo it (a minute); none
    /// otherwise. A read.
    pub fn last_floor_action(&self, actor: i64) -> Result<Option<FloorUndoable>, RoomError> {
        self.read(|tx, now| {
            Ok(match undoable(tx, actor, &db_time(now))? {
                Some((action, until)) => Some(FloorUndoable {
                    audit_id: action.row.id,
                    kind: action.row.kind.clone(),
                    words: words(tx, &action)?,
                    until,
                }),
                None => None,
            })
        })
    }

    /// Undoes `actor`'s last floor action, named by its audit entry: refused when he has
    /// done anything since, when its minute has passed, or when the room has moved on (the
    /// seat taken, the player gone). Appended as its own action. Returns what was undone.
    pub fn undo_floor_action(&self, actor: i64, audit_id: i64) -> Result<String, RoomError> {
        let table = self.read(|tx, _| {
            Ok(last_write(tx, actor)?
                .filter(|a| a.row.id == audit_id)
                .and_then(|a| a.row.table_id))
        })?;
        let at = table.map_or(At::Room, At::Table);
        self.write(actor, UseCase::UndoFloorAction, at, |tx, ctx| {
            let (action, _) = undoable(tx, actor, &ctx.at)?
                .filter(|(a, _)| a.row.id == audit_id)
                .ok_or_else(|| {
                    gone("nothing to undo: the minute has passed, or something was done since")
                })?;
            let what = words(tx, &action)?;
            reverse(tx, ctx, &action, &what)?;
            Ok(what)
        })
    }
}
