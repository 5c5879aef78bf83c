//! What the house collects: time collections per seated player, and drops from pots.

use rusqlite::{OptionalExtension, Row, params};

use super::SqliteTx;
use crate::StoreError;
use crate::port::*;

pub(super) const COLUMNS: &str =
    "id, table_id, due_at, seating_id, seat_no, player_name, amount_cents,
    rate_id, dealer_id, status, reason, marked_at, marked_by";

pub(super) fn collection_row(r: &Row<'_>) -> rusqlite::Result<TimeCollectionRow> {
    Ok(TimeCollectionRow {
        id: r.get(0)?,
        table_id: r.get(1)?,
        due_at: r.get(2)?,
        seating_id: r.get(3)?,
        seat_no: r.get(4)?,
        player_name: r.get(5)?,
        amount_cents: r.get(6)?,
        rate_id: r.get(7)?,
        dealer_id: r.get(8)?,
        status: r.get(9)?,
        reason: r.get(10)?,
        marked_at: r.get(11)?,
        marked_by: r.get(12)?,
    })
}

impl CollectionStore for SqliteTx<'_> {
    /// The latest collection time already generated for a table.
    fn last_collection_time(&self, table_id: i64) -> Result<Option<String>, StoreError> {
        Ok(self
            .tx
            .prepare_cached("SELECT max(due_at) FROM time_collections WHERE table_id = ?1")?
            .query_row([table_id], |r| r.get(0))?)
    }

    /// Records a collection falling due; a row already there for that time and seating is kept.
    fn insert_time_collection(&self, c: &NewTimeCollection, at: &str) -> Result<(), StoreError> {
        self.tx
            .prepare_cached(
                "INSERT INTO time_collections (table_id, due_at, seating_id, seat_no, player_name,
                amount_cents, rate_id, dealer_id, status, created_at)
             VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, 'due', ?9)
             ON CONFLICT (table_id, due_at, seating_id) DO NOTHING",
            )?
            .execute(params![
                c.table_id,
                c.due_at,
                c.seating_id,
                c.seat_no,
                c.player_name,
                c.amount_cents,
                c.rate_id,
                c.dealer_id,
                at
            ])?;
        Ok(())
    }

    fn time_collection(&self, id: i64) -> Result<Option<TimeCollectionRow>, StoreError> {
        let sql = format!("SELECT {COLUMNS} FROM time_collections WHERE id = ?1");
        Ok(self
            .tx
            .prepare_cached(&sql)?
            .query_row([id], collection_row)
            .optional()?)
    }

    /// Unmarked collections, for one table or all, oldest first.
    fn unmarked_collections(
        &self,
        table_id: Option<i64>,
    ) -> Result<Vec<TimeCollectionRow>, StoreError> {
        let sql = format!(
            "SELECT {COLUMNS} FROM time_collections
             WHERE status = 'due' AND (?1 IS NULL OR table_id = ?1) ORDER BY due_at, table_id, seat_no"
        );
        let mut stmt = self.tx.prepare_cached(&sql)?;
        let rows = stmt.query_map([table_id], collection_row)?;
        Ok(rows.collect::<Result<_, _>>()?)
    }

    /// Collections that fell due in [from, to).
    fn collections_between(
        &self,
        from: &str,
        to: &str,
    ) -> Result<Vec<TimeCollectionRow>, StoreError> {
        let sql = format!(
            "SELECT {COLUMNS} FROM time_collections WHERE due_at >= ?1 AND due_at < ?2
             ORDER BY table_id, due_at, seat_no"
        );
        let mut stmt = self.tx.prepare_cached(&sql)?;
        let rows = stmt.query_map([from, to], collection_row)?;
        Ok(rows.collect::<Result<_, _>>()?)
    }

    fn mark_collection(
        &self,
        id: i64,
        status: CollectionStatus,
        reason: Option<&str>,
        at: &str,
        by: i64,
    ) -> Result<(), StoreError> {
        self.tx.prepare_cached("UPDATE time_collections SET status = ?2, reason = ?3, marked_at = ?4, marked_by = ?5
             WHERE id = ?1")?.execute(params![id, status, reason, at, by],
        )?;
        Ok(())
    }

    fn unmark_collection(&self, id: i64) -> Result<(), StoreError> {
        self.tx
            .prepare_cached(
                "UPDATE time_collections SET status = 'due', reason = NULL, marked_at = NULL,
                 marked_by = NULL WHERE id = ?1",
            )?
            .execute(params![id])?;
        Ok(())
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
        self.tx.prepare_cached("INSERT INTO drop_collections (table_id, hand_id, amount_cents, rate_id, dealer_id, taken_at)
             VALUES (?1, ?2, ?3, ?4, ?5, ?6)")?.execute(params![table_id, hand_id, amount_cents, rate_id, dealer_id, at],
        )?;
        Ok(())
    }

    /// Drops taken in [from, to).
    fn drops_between(&self, from: &str, to: &str) -> Result<Vec<DropRow>, StoreError> {
        let mut stmt = self.tx.prepare_cached(
            "SELECT id, table_id, hand_id, amount_cents, rate_id, dealer_id, taken_at
             FROM drop_collections WHERE taken_at >= ?1 AND taken_at < ?2 ORDER BY table_id, taken_at",
        )?;
        let rows = stmt.query_map([from, to], |r| {
            Ok(DropRow {
                id: r.get(0)?,
                table_id: r.get(1)?,
                hand_id: r.get(2)?,
                amount_cents: r.get(3)?,
                rate_id: r.get(4)?,
                dealer_id: r.get(5)?,
                taken_at: r.get(6)?,
            })
        })?;
        Ok(rows.collect::<Result<_, _>>()?)
    }
}
