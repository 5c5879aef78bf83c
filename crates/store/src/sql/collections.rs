//! What the house collects: time collections per seated player, and drops from pots.

use super::{Db, FromRow, args, from_row};
use crate::StoreError;
use crate::port::*;

/// A time collection's columns, in the order [`TimeCollectionRow::from_row`] reads them.
pub(super) const COLUMNS: &str =
    "id, table_id, due_at, seating_id, seat_no, player_name, amount_cents,
    rate_id, dealer_id, status, reason, marked_at, marked_by";

from_row! {
    /// A time collection read as [`COLUMNS`].
    TimeCollectionRow {
        id, table_id, due_at, seating_id, seat_no, player_name, amount_cents, rate_id, dealer_id,
        status, reason, marked_at, marked_by,
    }
    DropRow { id, table_id, hand_id, amount_cents, rate_id, dealer_id, taken_at }
    TableCents { table_id, cents }
}

impl<D: Db> CollectionStore for D {
    /// The latest collection time already generated for a table.
    fn last_collection_time(&self, table_id: i64) -> Result<Option<String>, StoreError> {
        self.scalar(
            "SELECT max(due_at) FROM time_collections WHERE table_id = $1",
            args![table_id],
        )
    }

    /// Records a collection falling due; a row already there for that time and seating is kept.
    fn insert_time_collection(&self, c: &NewTimeCollection, at: &str) -> Result<(), StoreError> {
        self.execute(
            "INSERT INTO time_collections (table_id, due_at, seating_id, seat_no, player_name,
                amount_cents, rate_id, dealer_id, status, created_at)
             VALUES ($1, $2, $3, $4, $5, $6, $7, $8, 'due', $9)
             ON CONFLICT (table_id, due_at, seating_id) DO NOTHING",
            args![
                c.table_id,
                c.due_at,
                c.seating_id,
                c.seat_no,
                c.player_name,
                c.amount_cents,
                c.rate_id,
                c.dealer_id,
                at,
            ],
        )
    }

    fn time_collection(&self, id: i64) -> Result<Option<TimeCollectionRow>, StoreError> {
        self.opt(
            &format!("SELECT {COLUMNS} FROM time_collections WHERE id = $1"),
            args![id],
            TimeCollectionRow::from_row,
        )
    }

    /// Unmarked collections, for one table or all, oldest first.
    fn unmarked_collections(
        &self,
        table_id: Option<i64>,
    ) -> Result<Vec<TimeCollectionRow>, StoreError> {
        self.rows(
            &format!(
                "SELECT {COLUMNS} FROM time_collections
                 WHERE status = 'due' AND (CAST($1 AS BIGINT) IS NULL OR table_id = $1)
                 ORDER BY due_at, table_id, seat_no"
            ),
            args![table_id],
            TimeCollectionRow::from_row,
        )
    }

    /// Collections that fell due in [from, to).
    fn collections_between(
        &self,
        from: &str,
        to: &str,
    ) -> Result<Vec<TimeCollectionRow>, StoreError> {
        self.rows(
            &format!(
                "SELECT {COLUMNS} FROM time_collections WHERE due_at >= $1 AND due_at < $2
                 ORDER BY table_id, due_at, seat_no"
            ),
            args![from, to],
            TimeCollectionRow::from_row,
        )
    }

    fn mark_collection(
        &self,
        id: i64,
        status: CollectionStatus,
        reason: Option<NotPaidReason>,
        at: &str,
        by: i64,
    ) -> Result<(), StoreError> {
        self.execute(
            "UPDATE time_collections SET status = $2, reason = $3, marked_at = $4, marked_by = $5
             WHERE id = $1",
            args![id, status, reason, at, by],
        )
    }

    fn unmark_collection(&self, id: i64) -> Result<(), StoreError> {
        self.execute(
            "UPDATE time_collections SET status = 'due', reason = NULL, marked_at = NULL,
             marked_by = NULL WHERE id = $1",
            args![id],
        )
    }

    fn insert_drop(
        &self,
        table_id: i64,
        hand_id: i64,
        amount_cents: i64,
        rate_id: Option<i64>,
        dealer_id: Option<i64>,
        at: &str,
    ) -> Result<(), StoreError> {
        self.execute(
            "INSERT INTO drop_collections (table_id, hand_id, amount_cents, rate_id, dealer_id,
                                           taken_at)
             VALUES ($1, $2, $3, $4, $5, $6)",
            args![table_id, hand_id, amount_cents, rate_id, dealer_id, at],
        )
    }

    /// Drops taken in [from, to).
    fn drops_between(&self, from: &str, to: &str) -> Result<Vec<DropRow>, StoreError> {
        self.rows(
            "SELECT id, table_id, hand_id, amount_cents, rate_id, dealer_id, taken_at
             FROM drop_collections WHERE taken_at >= $1 AND taken_at < $2
             ORDER BY table_id, taken_at",
            args![from, to],
            DropRow::from_row,
        )
    }

    fn drop_totals_between(&self, from: &str, to: &str) -> Result<Vec<TableCents>, StoreError> {
        self.rows(
            "SELECT table_id, CAST(sum(amount_cents) AS BIGINT)
             FROM drop_collections WHERE taken_at >= $1 AND taken_at < $2
             GROUP BY table_id ORDER BY table_id",
            args![from, to],
            TableCents::from_row,
        )
    }
}
