//! Shifts as the use cases share them: a closed shift's lock, its successor at a hand-over,
//! and a shift as the screens show it.

use cardroom_store::ShiftRow;
use cardroom_store::port::*;
use serde::Serialize;

use crate::RoomError;

/// Refuses a change to anything that happened at `at` when a closed shift covers that time:
/// a closed shift is locked.
pub(crate) fn unlocked(tx: &dyn Tx, at: &str) -> Result<(), RoomError> {
    match tx.closed_shift_covering(at)? {
        Some(shift) => Err(RoomError::ShiftLocked {
            opened_at: shift.opened_at,
            closed_at: shift.closed_at.unwrap_or_default(),
        }),
        None => Ok(()),
    }
}

/// The shift that took the room over from `shift` at its close (a hand-over), if one did.
pub(crate) fn successor(tx: &dyn Tx, shift: &ShiftRow) -> Result<Option<ShiftRow>, RoomError> {
    let Some(closed) = shift.closed_at.as_deref() else {
        return Ok(None);
    };
    if let Some(next) = tx.closed_shift_covering(closed)?
        && next.opened_at == closed
    {
        return Ok(Some(next));
    }
    Ok(tx.open_shift_row()?.filter(|s| s.opened_at == closed))
}

/// Whether a collection that fell due at `due_at`, still unmarked, may be marked at `at`:
/// outside a closed shift, or inherited by the shift that took that one over and still runs
/// at `at` (a hand-over passes the unmarked collections to the next shift).
pub(crate) fn markable(tx: &dyn Tx, due_at: &str, at: &str) -> Result<(), RoomError> {
    let Some(shift) = tx.closed_shift_covering(due_at)? else {
        return Ok(());
    };
    if let Some(next) = successor(tx, &shift)?
        && next.closed_at.as_deref().is_none_or(|c| at < c)
    {
        return Ok(());
    }
    Err(RoomError::ShiftLocked {
        opened_at: shift.opened_at,
        closed_at: shift.closed_at.unwrap_or_default(),
    })
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, specta::Type)]
pub struct ShiftDto {
    pub id: i64,
    pub floor_manager: String,
    pub opened_at: String,
    pub closed_at: Option<String>,
    /// When the closed shift's report was signed off, and by whom.
    pub signed_off_at: Option<String>,
    pub signed_off_by: Option<String>,
    /// When the cage counter-signed it, and who.
    pub countersigned_at: Option<String>,
    pub countersigned_by: Option<String>,
}

/// A signature a shift's report carries: the floor's sign-off or the cage's counter-signature.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Signature<'a> {
    /// `signed off` or `counter-signed`, as every export writes it.
    pub what: &'static str,
    pub by: &'a str,
    /// When, as stored (UTC).
    pub at: &'a str,
}

impl ShiftDto {
    /// The signatures the shift has, floor's first: what every print and export of its
    /// reports says of them.
    pub fn signatures(&self) -> Vec<Signature<'_>> {
        [
            ("signed off", &self.signed_off_by, &self.signed_off_at),
            (
                "counter-signed",
                &self.countersigned_by,
                &self.countersigned_at,
            ),
        ]
        .into_iter()
        .filter_map(|(what, by, at)| {
            Some(Signature {
                what,
                by: by.as_deref()?,
                at: at.as_deref()?,
            })
        })
        .collect()
    }

    /// The signatures as the exports' head lines: `signed off` / `counter-signed`, and
    /// `by X at T` (T in the room's zone).
    pub fn signed_words(&self, clock: &dyn crate::Clock) -> Vec<(&'static str, String)> {
        self.signatures()
            .into_iter()
            .map(|g| {
                let at = crate::clock::time_words(clock, g.at);
                (g.what, format!("by {} at {at}", g.by))
            })
            .collect()
    }
}

pub(crate) fn shift_dto(row: ShiftRow) -> ShiftDto {
    ShiftDto {
        id: row.id,
        floor_manager: row.floor_name,
        opened_at: row.opened_at,
        closed_at: row.closed_at,
        signed_off_at: row.signed_off_at,
        signed_off_by: row.signed_off_by,
        countersigned_at: row.countersigned_at,
        countersigned_by: row.countersigned_by,
    }
}
