//! Time collections as the use cases share them: what falls due at a time-collected table,
//! recording it, the collections not yet marked, and a collection's mark as it stands.

use cardroom_store::port::*;
use cardroom_store::{NewTimeCollection, TableRow, TimeCollectionRow};
use chrono::Duration;
use serde::{Deserialize, Serialize};

use crate::RoomError;
use crate::clock::{db_time, parse_db_time};
use crate::model::tables::{load_table, rate_at};
use crate::usecase::Ctx;

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
        if effective_mark(tx, &row)?.is_none() {
            all.push(collection_dto(row));
        }
    }
    let tables = match table_id {
        Some(id) => vec![load_table(tx, id)?],
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

/// A collection's mark as it stands: its own, or its latest correction's.
pub(crate) fn effective_mark(
    tx: &dyn Tx,
    row: &TimeCollectionRow,
) -> Result<Option<Mark>, RoomError> {
    if let Some(last) = tx.adjustments_of_collection(row.id)?.pop() {
        return Ok(stored_mark(last.new_status, last.new_reason));
    }
    Ok(stored_mark(Some(row.status), row.reason))
}

/// A stored status and reason as a mark; not paid with no reason stored was comped (as the
/// kept sums count it).
fn stored_mark(status: Option<CollectionStatus>, reason: Option<NotPaidReason>) -> Option<Mark> {
    match status? {
        CollectionStatus::Paid => Some(Mark::Paid),
        CollectionStatus::Due => None,
        CollectionStatus::NotPaid => Some(Mark::NotPaid(reason.unwrap_or(NotPaidReason::Comped))),
    }
}
