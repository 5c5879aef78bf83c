//! Time collections: at every collection time each seated player owes the table's rate;
//! the dealer marks each one paid, or not paid with a reason.

use cardroom_store::port::*;
use cardroom_store::{NewTimeCollection, TableRow, TimeCollectionRow};
use chrono::Duration;
use serde::{Deserialize, Serialize};

use crate::clock::{db_time, parse_db_time};
use crate::tables::{load_open_table, rate_at};
use crate::usecase::{At, Ctx, UseCase, permit};
use crate::{Room, RoomError};

/// Why a collection was not paid: a stored word (`cardroom_store::NotPaidReason`).
pub use cardroom_store::NotPaidReason;

/// What the dealer records for one collection.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, specta::Type)]
#[serde(rename_all = "snake_case", tag = "status", content = "reason")]
pub enum Mark {
    /// Taken from the chips in front of him (as dealers take it): his stack goes down.
    Paid,
    /// Paid in cash: his stack is left alone.
    PaidInCash,
    NotPaid(NotPaidReason),
}

/// Which collection. A collection exists from the moment it falls due, computed from the
/// clock on every station (as missed calls are); the room records it when it is first marked,
/// or when the shift closes. So a collection is named either by its recorded id or by what
/// makes it: the table, the time it fell due and the seating that owes it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, specta::Type)]
#[serde(untagged)]
pub enum CollectionKey {
    Recorded(i64),
    Due {
        table_id: i64,
        due_at: String,
        seating_id: i64,
    },
}

impl From<i64> for CollectionKey {
    fn from(id: i64) -> Self {
        CollectionKey::Recorded(id)
    }
}

impl From<&CollectionDto> for CollectionKey {
    fn from(c: &CollectionDto) -> Self {
        c.key.clone()
    }
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, specta::Type)]
pub struct CollectionDto {
    /// How to name it when marking it.
    pub key: CollectionKey,
    /// Its id once recorded; none while it is only due.
    pub id: Option<i64>,
    pub table_id: i64,
    pub due_at: String,
    pub seat_no: i64,
    pub player_name: String,
    pub amount_cents: i64,
    pub status: CollectionStatus,
    pub reason: Option<NotPaidReason>,
    /// Paid from his stack (marked just now): his stack after it.
    pub stack_after_cents: Option<i64>,
}

pub(crate) fn collection_dto(row: TimeCollectionRow) -> CollectionDto {
    CollectionDto {
        key: CollectionKey::Recorded(row.id),
        id: Some(row.id),
        table_id: row.table_id,
        due_at: row.due_at,
        seat_no: row.seat_no,
        player_name: row.player_name,
        amount_cents: row.amount_cents,
        status: row.status,
        reason: row.reason,
        stack_after_cents: None,
    }
}

/// The interval of a time-collected table as a duration; a stored value out of range is
/// bad data, never a panic.
pub(crate) fn interval_of(table: &TableRow) -> Result<Duration, RoomError> {
    crate::values::Interval::new(table.collection_interval_minutes)
        .map(crate::values::Interval::duration)
        .map_err(|_| RoomError::BadData {
            detail: format!(
                "table {} has a collection interval of {} minutes",
                table.id, table.collection_interval_minutes
            ),
        })
}

/// Every collection of a time-collected table that fell due up to `until` and is not yet
/// recorded: one per player seated at each collection time, at the rate then in force.
/// Reads only.
pub(crate) fn pending_due(
    tx: &dyn Tx,
    table: &TableRow,
    until: &str,
) -> Result<Vec<NewTimeCollection>, RoomError> {
    let mut pending = Vec::new();
    if table.collection_mode != TableCollection::Time {
        return Ok(pending);
    }
    let bad = |what: &str| RoomError::BadData {
        detail: format!("table {} has a bad {what}", table.id),
    };
    let opened = parse_db_time(&table.opened_at).ok_or_else(|| bad("opening time"))?;
    let mut until = parse_db_time(until).ok_or_else(|| bad("collection time"))?;
    if let Some(closed) = table.closed_at.as_deref() {
        until = until.min(parse_db_time(closed).ok_or_else(|| bad("closing time"))?);
    }
    let step = interval_of(table)?;
    let mut due = match tx.last_collection_time(table.id)? {
        Some(last) => parse_db_time(&last).ok_or_else(|| bad("collection time"))? + step,
        None => opened + step,
    };
    while due <= until {
        let at = db_time(due);
        if let Some((rate_id, amount_cents)) = rate_at(tx, table, &at)? {
            let dealer_id = tx.dealer_on_at(table.id, Some(&at))?.map(|d| d.dealer_id);
            for seat in tx.seated_at(table.id, &at)? {
                pending.push(NewTimeCollection {
                    table_id: table.id,
                    due_at: at.clone(),
                    seating_id: seat.id,
                    seat_no: seat.seat_no,
                    player_name: seat.player_name.clone(),
                    amount_cents,
                    rate_id,
                    dealer_id,
                });
            }
        }
        due += step;
    }
    Ok(pending)
}

/// A collection fallen due and not yet recorded, as the screens show it.
fn due_dto(c: NewTimeCollection) -> CollectionDto {
    CollectionDto {
        key: CollectionKey::Due {
            table_id: c.table_id,
            due_at: c.due_at.clone(),
            seating_id: c.seating_id,
        },
        id: None,
        table_id: c.table_id,
        due_at: c.due_at,
        seat_no: c.seat_no,
        player_name: c.player_name,
        amount_cents: c.amount_cents,
        status: CollectionStatus::Due,
        reason: None,
        stack_after_cents: None,
    }
}

/// Every collection not yet marked at one table or at every open table, oldest first: the
/// recorded ones and those fallen due by `until` and not yet recorded. Reads only.
pub(crate) fn unmarked(
    tx: &dyn Tx,
    table_id: Option<i64>,
    until: &str,
) -> Result<Vec<CollectionDto>, RoomError> {
    // A recorded collection left unmarked when its shift closed is marked by a correction
    // (appended, the row kept as it was): it is not to mark any more.
    let mut all: Vec<CollectionDto> = Vec::new();
    for row in tx.unmarked_collections(table_id)? {
        if crate::closeout::effective_mark(tx, &row)?.is_none() {
            all.push(collection_dto(row));
        }
    }
    let tables = match table_id {
        Some(id) => vec![crate::tables::load_table(tx, id)?],
        None => tx.tables(false)?,
    };
    for table in tables.iter().filter(|t| t.closed_at.is_none()) {
        all.extend(pending_due(tx, table, until)?.into_iter().map(due_dto));
    }
    all.sort_by(|a, b| (&a.due_at, a.table_id, a.seat_no).cmp(&(&b.due_at, b.table_id, b.seat_no)));
    Ok(all)
}

/// Records what [`pending_due`] finds; returns how many.
pub(crate) fn record_due_until(
    tx: &dyn Tx,
    table: &TableRow,
    until: &str,
) -> Result<usize, RoomError> {
    let pending = pending_due(tx, table, until)?;
    for c in &pending {
        tx.insert_time_collection(c, &c.due_at)?;
    }
    Ok(pending.len())
}

pub(crate) fn record_due(tx: &dyn Tx, table: &TableRow, ctx: &Ctx) -> Result<usize, RoomError> {
    record_due_until(tx, table, &ctx.at)
}

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
                    crate::money::format_cents(dto.amount_cents)
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
            let table = crate::tables::load_table(tx, *table_id)?;
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
        crate::shifts::markable(tx, &row.due_at, &ctx.at)?;
    } else {
        crate::shifts::unlocked(tx, &row.due_at)?;
    }
    crate::chips::in_shift(tx, "mark a time collection")?;
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
                stack_after = Some(crate::chips::change_stack(
                    tx,
                    ctx,
                    &seat,
                    ChipKind::Time,
                    -row.amount_cents,
                    crate::chips::Refs {
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
