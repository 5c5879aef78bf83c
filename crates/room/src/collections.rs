//! Time collections: at every collection time each seated player owes the table's rate;
//! the dealer marks each one paid, or not paid with a reason.

use cardroom_store::TimeCollectionRow;
use cardroom_store::port::*;
use chrono::Duration;

use crate::clock::{db_time, parse_db_time};
use crate::model::collections::{
    CollectionDto, CollectionKey, Mark, collection_dto, record_due, unmarked,
};
use crate::model::tables::load_open_table;
use crate::usecase::{At, Ctx, UseCase, permit};
use crate::{Room, RoomError};

impl Room {
    /// Records what has fallen due, at one open table or at every open table: one
    /// collection per player seated at each collection time. The app runs it on its clock,
    /// the CLI on request (`cardroom collect due`). A dealer records at his own table only:
    /// with no table named, his. Returns how many collections were recorded.
    pub fn record_due_collections(
        &self,
        actor: i64,
        table_id: Option<i64>,
    ) -> Result<usize, RoomError> {
        let table_id = match table_id {
            Some(id) => Some(id),
            None => self.own_table(actor)?,
        };
        let at = table_id.map_or(At::Room, At::Table);
        self.write(actor, UseCase::RecordDueCollections, at, |tx, ctx| {
            let tables = match table_id {
                Some(id) => vec![load_open_table(tx, id)?],
                None => tx.tables(false)?,
            };
            let mut recorded = 0;
            for table in tables.iter().filter(|t| t.closed_at.is_none()) {
                recorded += record_due(tx, table, ctx)?;
            }
            Ok(recorded)
        })
    }

    /// Every collection not yet marked (at one table, or at all), oldest first: those
    /// recorded and those fallen due by the clock and not yet recorded. A read: it records
    /// nothing. A dealer sees his own table's when he names none.
    pub fn collections_due(
        &self,
        actor: i64,
        table_id: Option<i64>,
    ) -> Result<Vec<CollectionDto>, RoomError> {
        let table_id = match table_id {
            Some(id) => Some(id),
            None => self.own_table(actor)?,
        };
        self.read(|tx, now| unmarked(tx, table_id, &db_time(now)))
    }

    /// The table a dealer is in the box at; none for a floor manager.
    fn own_table(&self, actor: i64) -> Result<Option<i64>, RoomError> {
        self.read(|tx, _| match tx.staff(actor)? {
            Some(s) if s.role != Role::Floor => Ok(tx.dealer_table(actor)?),
            _ => Ok(None),
        })
    }

    /// Marks one collection paid or not paid: a recorded one, or one only due (recorded
    /// first, with whatever else has fallen due at its table). A collection is marked once.
    /// A comp is [`Room::comp_collection`]'s: it needs its reason.
    pub fn mark_collection(
        &self,
        actor: i64,
        collection: impl Into<CollectionKey>,
        mark: Mark,
    ) -> Result<CollectionDto, RoomError> {
        let key = collection.into();
        self.write(
            actor,
            UseCase::MarkCollection,
            key_place(&key),
            |tx, ctx| {
                let row = key_row(tx, ctx, &key)?;
                mark_row(tx, ctx, row, mark, None)
            },
        )
    }

    /// Comps one collection: a floor manager waives it, for a reason recorded with it in the
    /// audit trail (the exceptions the floor answers for).
    pub fn comp_collection(
        &self,
        actor: i64,
        collection: impl Into<CollectionKey>,
        reason: &str,
    ) -> Result<CollectionDto, RoomError> {
        let key = collection.into();
        let reason = crate::values::note("comp reason", reason)?
            .ok_or_else(|| RoomError::invalid("comp reason", "say why the collection is comped"))?;
        self.write(
            actor,
            UseCase::CompCollection,
            key_place(&key),
            |tx, ctx| {
                let row = key_row(tx, ctx, &key)?;
                let comp = Mark::NotPaid(NotPaidReason::Comped);
                let dto = mark_row(tx, ctx, row, comp, Some(&reason))?;
                ctx.note.replace(Some(format!(
                    "comped seat {} {}'s {}: {reason}",
                    dto.seat_no,
                    dto.player_name,
                    crate::money::format_dollars(dto.amount_cents)
                )));
                Ok(dto)
            },
        )
    }
}

/// Where a collection is, for the frame's permission check.
fn key_place(key: &CollectionKey) -> At {
    match key {
        CollectionKey::Recorded(id) => At::Collection(*id),
        CollectionKey::Due { table_id, .. } => At::Table(*table_id),
    }
}

/// The collection a key names; one only due is recorded first, with whatever else fell due
/// at its table.
fn key_row(tx: &dyn Tx, ctx: &Ctx, key: &CollectionKey) -> Result<TimeCollectionRow, RoomError> {
    Ok(match key {
        CollectionKey::Recorded(id) => tx
            .time_collection(*id)?
            .ok_or(RoomError::UnknownCollection { id: *id })?,
        CollectionKey::Due {
            table_id,
            due_at,
            seating_id,
        } => {
            let table = crate::model::tables::load_table(tx, *table_id)?;
            if table.closed_at.is_none() {
                record_due(tx, &table, ctx)?;
            }
            let none = || {
                RoomError::invalid(
                    "collection",
                    format!(
                        "no collection fell due at {} then for that seat",
                        table.name
                    ),
                )
            };
            let from = parse_db_time(due_at).ok_or_else(none)?;
            tx.collections_between(due_at, &db_time(from + Duration::seconds(1)))?
                .into_iter()
                .find(|c| c.table_id == *table_id && c.seating_id == *seating_id)
                .ok_or_else(none)?
        }
    })
}

/// Marks one recorded collection (once; in an open shift; a comp by a floor manager only).
pub(crate) fn mark_row(
    tx: &dyn Tx,
    ctx: &Ctx,
    row: TimeCollectionRow,
    mark: Mark,
    comp_reason: Option<&str>,
) -> Result<CollectionDto, RoomError> {
    let id = row.id;
    if row.status == CollectionStatus::Due {
        crate::model::shifts::markable(tx, &row.due_at, &ctx.at)?;
    } else {
        crate::model::shifts::unlocked(tx, &row.due_at)?;
    }
    crate::model::ledger::in_shift(tx, "mark a time collection")?;
    if row.status != CollectionStatus::Due {
        return Err(RoomError::AlreadyMarked {
            player: row.player_name,
            due_at: row.due_at,
            status: row.status.as_str().replace('_', " "),
        });
    }
    if mark == Mark::NotPaid(NotPaidReason::Comped) {
        permit(tx, ctx, UseCase::CompCollection, At::Collection(id))?;
        if comp_reason.is_none() {
            return Err(RoomError::invalid(
                "comp reason",
                "a comp needs its reason: comp it on its own, saying why",
            ));
        }
    }
    if mark == Mark::NotPaid(NotPaidReason::CannotCover) {
        return Err(RoomError::invalid(
            "mark",
            "mark it paid: a stack that cannot cover it is marked not paid by itself",
        ));
    }
    // Paid, as dealers take it: from the chips in front of him, when he is still seated and
    // not in a hand being dealt (table stakes); a stack short of it is marked not paid.
    let mut stack_after = None;
    let mut mark = mark;
    if mark == Mark::Paid {
        let seat = tx
            .seated(row.table_id)?
            .into_iter()
            .find(|s| s.id == row.seating_id);
        match seat {
            Some(seat) if seat.stack_cents < row.amount_cents => {
                mark = Mark::NotPaid(NotPaidReason::CannotCover);
            }
            Some(seat) => {
                if let Some(hand) = tx.unfinished_hand(row.table_id)?
                    && crate::hands::dealt_seats(&hand)?.contains(&seat.seat_no)
                {
                    return Err(RoomError::CollectAfterHand {
                        player: seat.player_name,
                    });
                }
                stack_after = Some(crate::model::ledger::change_stack(
                    tx,
                    ctx,
                    &seat,
                    ChipKind::Time,
                    -row.amount_cents,
                    crate::model::ledger::Refs {
                        collection: Some(id),
                        ..Default::default()
                    },
                )?);
            }
            // He has left: what he paid went with the chips he cashed out.
            None => {}
        }
    }
    let (status, reason) = match mark {
        Mark::Paid | Mark::PaidInCash => (CollectionStatus::Paid, None),
        Mark::NotPaid(r) => (CollectionStatus::NotPaid, Some(r)),
    };
    tx.mark_collection(id, status, reason, &ctx.at, ctx.actor.id)?;
    let row = tx
        .time_collection(id)?
        .ok_or(RoomError::UnknownCollection { id })?;
    Ok(CollectionDto {
        stack_after_cents: stack_after,
        ..collection_dto(row)
    })
}
