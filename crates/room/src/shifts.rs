//! Shifts: a time window and its floor manager.

use serde::Serialize;

use crate::model::shifts::{ShiftDto, shift_dto};
use crate::usecase::{At, UseCase};
use crate::{Room, RoomError};

/// One open table, as the close dialog lists it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, specta::Type)]
pub struct OpenTableItem {
    pub table_id: i64,
    pub name: String,
    pub seated: i64,
    pub hand_in_progress: bool,
    /// Collections fallen due and not marked.
    pub unmarked: i64,
}

/// What a shift's close leaves open: the tables still playing, their hands in progress and
/// the collections not marked. A hand-over passes them to the next shift; a close without
/// one leaves them with no shift, where nothing that moves money is accepted.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, specta::Type)]
pub struct StillOpen {
    pub tables: Vec<OpenTableItem>,
    pub hands_in_progress: i64,
    pub unmarked_count: i64,
    pub unmarked_cents: i64,
}

impl Room {
    /// Opens a shift run by the acting floor manager. One shift is open at a time.
    pub fn open_shift(&self, actor: i64) -> Result<ShiftDto, RoomError> {
        self.write(actor, UseCase::OpenShift, At::Room, |tx, ctx| {
            if let Some(open) = tx.open_shift_row()? {
                return Err(RoomError::ShiftAlreadyOpen {
                    since: open.opened_at,
                    floor: open.floor_name,
                });
            }
            let id = tx.insert_shift(ctx.actor.id, &ctx.at)?;
            Ok(shift_dto(
                tx.shift(id)?.ok_or(RoomError::UnknownShift { id })?,
            ))
        })
    }

    /// Closes the open shift. Every collection that fell due up to now is recorded first, so
    /// the closed (and from now on locked) shift holds everything it owed.
    pub fn close_shift(&self, actor: i64) -> Result<ShiftDto, RoomError> {
        let closed = self.write(actor, UseCase::CloseShift, At::Room, |tx, ctx| {
            let open = tx.open_shift_row()?.ok_or(RoomError::NoOpenShift)?;
            for table in tx.tables(false)? {
                crate::model::collections::record_due(tx, &table, ctx)?;
            }
            tx.close_shift(open.id, &ctx.at, ctx.actor.id)?;
            Ok(shift_dto(
                tx.shift(open.id)?
                    .ok_or(RoomError::UnknownShift { id: open.id })?,
            ))
        })?;
        self.fold_the_log();
        Ok(closed)
    }

    /// A shift closed: the room's file made whole (its write-ahead log folded in), so that a
    /// copy of the file alone holds the shift. A failure is logged: the close is kept.
    fn fold_the_log(&self) {
        if let Err(e) = self.store.checkpoint() {
            tracing::warn!(error = %e, "checkpoint after the shift's close failed");
        }
    }

    /// The incoming floor manager takes the room over: the open shift closes and his opens at
    /// the same instant, so every open table, seat, hand in progress and unmarked collection
    /// passes to the next shift and nothing falls between the two.
    pub fn hand_over_shift(&self, actor: i64) -> Result<ShiftDto, RoomError> {
        let next = self.write(actor, UseCase::HandOverShift, At::Room, |tx, ctx| {
            let open = tx.open_shift_row()?.ok_or(RoomError::NoOpenShift)?;
            if open.floor_id == ctx.actor.id {
                return Err(RoomError::invalid(
                    "hand-over",
                    format!(
                        "{} already runs the open shift: the incoming floor manager takes it over",
                        open.floor_name
                    ),
                ));
            }
            for table in tx.tables(false)? {
                crate::model::collections::record_due(tx, &table, ctx)?;
            }
            tx.close_shift(open.id, &ctx.at, ctx.actor.id)?;
            let id = tx.insert_shift(ctx.actor.id, &ctx.at)?;
            Ok(shift_dto(
                tx.shift(id)?.ok_or(RoomError::UnknownShift { id })?,
            ))
        })?;
        self.fold_the_log();
        Ok(next)
    }

    /// What is still open in the room, for the close dialog: what the next shift inherits.
    pub fn still_open(&self) -> Result<StillOpen, RoomError> {
        self.read(|tx, now| {
            let now_text = crate::clock::db_time(now);
            let mut out = StillOpen::default();
            for table in tx.tables(false)? {
                let unmarked: Vec<i64> =
                    crate::model::collections::unmarked(tx, Some(table.id), &now_text)?
                        .iter()
                        .map(|c| c.amount_cents)
                        .collect();
                let seated = i64::try_from(tx.seated(table.id)?.len()).unwrap_or(i64::MAX);
                let hand = tx.unfinished_hand(table.id)?.is_some();
                out.unmarked_count += i64::try_from(unmarked.len()).unwrap_or(i64::MAX);
                out.unmarked_cents += unmarked.iter().sum::<i64>();
                out.hands_in_progress += i64::from(hand);
                out.tables.push(OpenTableItem {
                    table_id: table.id,
                    name: table.name,
                    seated,
                    hand_in_progress: hand,
                    unmarked: i64::try_from(unmarked.len()).unwrap_or(i64::MAX),
                });
            }
            Ok(out)
        })
    }

    /// The latest shifts, newest first (at most 500), for choosing one to report.
    pub fn shift_list(&self, actor: i64) -> Result<Vec<ShiftDto>, RoomError> {
        self.read_as(actor, UseCase::ShiftReport, |tx, _| {
            Ok(tx.recent_shifts(500)?.into_iter().map(shift_dto).collect())
        })
    }

    /// The open shift, if any.
    pub fn current_shift(&self) -> Result<Option<ShiftDto>, RoomError> {
        self.read(|tx, _| Ok(tx.open_shift_row()?.map(shift_dto)))
    }
}
