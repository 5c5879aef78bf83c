//! What every game's hand log shares: loading a hand's row, the entries still standing (an
//! `undo` row takes back the latest one), and recording an undo as a correction row. The
//! pot games (`hands`), Pan (`pan_hands`) and the house-banked boxes (`jd_hands`) each add
//! their own engine on top.

use cardroom_store::{HandRow, Tx};
use serde::Serialize;
use serde::de::DeserializeOwned;

use crate::RoomError;
use crate::tables::load_open_table;
use crate::usecase::Ctx;

/// A stored hand that no longer reads back: its row, and what is wrong.
pub(crate) fn bad_data(row: &HandRow, e: impl std::fmt::Display) -> RoomError {
    RoomError::BadData {
        detail: format!("hand {}: {e}", row.id),
    }
}

/// Any value as the JSON stored in a row.
pub(crate) fn to_json(row: &HandRow, value: &impl Serialize) -> Result<String, RoomError> {
    serde_json::to_string(value).map_err(|e| bad_data(row, e))
}

pub(crate) fn load_hand(tx: &Tx<'_>, hand_id: i64) -> Result<HandRow, RoomError> {
    tx.hand(hand_id)?
        .ok_or(RoomError::UnknownHand { id: hand_id })
}

/// A hand still being played, at a table still open: the only kind that takes entries.
pub(crate) fn unfinished(tx: &Tx<'_>, hand_id: i64) -> Result<HandRow, RoomError> {
    let row = load_hand(tx, hand_id)?;
    if row.finished_at.is_some() {
        return Err(RoomError::HandFinished { id: hand_id });
    }
    load_open_table(tx, row.table_id)?;
    Ok(row)
}

/// The hand's accepted events still standing, in order: every `undo` row takes back the
/// latest one before it.
pub(crate) fn standing_events<E: DeserializeOwned>(
    tx: &Tx<'_>,
    row: &HandRow,
) -> Result<Vec<E>, RoomError> {
    let mut standing = Vec::new();
    for ev in tx.hand_events(row.id)? {
        if ev.kind == "undo" {
            standing.pop();
        } else {
            standing.push(serde_json::from_str(&ev.payload).map_err(|e| bad_data(row, e))?);
        }
    }
    Ok(standing)
}

/// Appends an accepted engine event as the hand's next `action` row.
pub(crate) fn record_action(
    tx: &Tx<'_>,
    ctx: &Ctx,
    row: &HandRow,
    event: &impl Serialize,
) -> Result<(), RoomError> {
    tx.append_hand_event(
        row.id,
        "action",
        &to_json(row, event)?,
        &ctx.at,
        ctx.actor.id,
    )?;
    Ok(())
}

/// Appends the correction row that takes back `undone`, the latest standing entry (kept in
/// the row, so history says what was undone).
pub(crate) fn record_undo(
    tx: &Tx<'_>,
    ctx: &Ctx,
    row: &HandRow,
    undone: &impl Serialize,
) -> Result<(), RoomError> {
    let undone = to_json(row, undone)?;
    tx.append_hand_event(
        row.id,
        "undo",
        &format!("{{\"undoes\":{undone}}}"),
        &ctx.at,
        ctx.actor.id,
    )?;
    Ok(())
}

/// Adds a problem when a finished hand's stored result is not what its replay gives.
pub(crate) fn same_result(row: &HandRow, replayed: &impl Serialize, problems: &mut Vec<String>) {
    let stored: Option<serde_json::Value> = row
        .settlement
        .as_deref()
        .and_then(|s| serde_json::from_str(s).ok());
    let replayed = serde_json::to_value(replayed).ok();
    if stored.is_none() || stored != replayed {
        problems.push("has a stored result that differs from its replay".into());
    }
}
