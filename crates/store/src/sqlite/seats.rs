//! Who sits where, and which dealer is in the box.

use rusqlite::{OptionalExtension, Row, params};

use super::SqliteTx;
use crate::StoreError;
use crate::port::*;

pub(super) const COLUMNS: &str =
    "id, table_id, seat_no, player_name, player_id, stack_cents, entry,
    sitting_out, missed_small_blind, missed_big_blind, seated_at, left_at";

pub(super) fn seating_row(r: &Row<'_>) -> rusqlite::Result<SeatingRow> {
    Ok(SeatingRow {
        id: r.get(0)?,
        table_id: r.get(1)?,
        seat_no: r.get(2)?,
        player_name: r.get(3)?,
        player_id: r.get(4)?,
        stack_cents: r.get(5)?,
        entry: r.get(6)?,
        sitting_out: r.get(7)?,
        missed_small_blind: r.get(8)?,
        missed_big_blind: r.get(9)?,
        seated_at: r.get(10)?,
        left_at: r.get(11)?,
    })
}

/// A dealer push read as `p.id, p.table_id, p.dealer_id, s.name, p.on_at, p.off_at`.
pub(super) fn push_row(r: &Row<'_>) -> rusqlite::Result<DealerPushRow> {
    Ok(DealerPushRow {
        id: r.get(0)?,
        table_id: r.get(1)?,
        dealer_id: r.get(2)?,
        dealer_name: r.get(3)?,
        on_at: r.get(4)?,
        off_at: r.get(5)?,
    })
}

impl SeatStore for SqliteTx<'_> {
    /// The players seated now at a table, by seat.
    fn seated(&self, table_id: i64) -> Result<Vec<SeatingRow>, StoreError> {
        let sql = format!(
            "SELECT {COLUMNS} FROM seatings WHERE table_id = ?1 AND left_at IS NULL ORDER BY seat_no"
        );
        let mut stmt = self.tx.prepare_cached(&sql)?;
        let rows = stmt.query_map([table_id], seating_row)?;
        Ok(rows.collect::<Result<_, _>>()?)
    }

    /// The players seated at a table at the moment `at` (seated at or before it, not yet left).
    fn seated_at(&self, table_id: i64, at: &str) -> Result<Vec<SeatingRow>, StoreError> {
        let sql = format!(
            "SELECT {COLUMNS} FROM seatings
             WHERE table_id = ?1 AND seated_at <= ?2 AND (left_at IS NULL OR left_at > ?2)
             ORDER BY seat_no"
        );
        let mut stmt = self.tx.prepare_cached(&sql)?;
        let rows = stmt.query_map(params![table_id, at], seating_row)?;
        Ok(rows.collect::<Result<_, _>>()?)
    }

    fn seating_in(&self, table_id: i64, seat_no: i64) -> Result<Option<SeatingRow>, StoreError> {
        let sql = format!(
            "SELECT {COLUMNS} FROM seatings WHERE table_id = ?1 AND seat_no = ?2 AND left_at IS NULL"
        );
        Ok(self
            .tx
            .query_row(&sql, params![table_id, seat_no], seating_row)
            .optional()?)
    }

    fn insert_seating(&self, s: &NewSeating, at: &str, by: i64) -> Result<i64, StoreError> {
        self.tx.prepare_cached("INSERT INTO seatings (table_id, seat_no, player_name, player_id, stack_cents, entry,
                sitting_out, missed_small_blind, missed_big_blind, seated_at, seated_by)
             VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11)")?.execute(params![
                s.table_id,
                s.seat_no,
                s.player_name,
                s.player_id,
                s.stack_cents,
                s.entry,
                s.sitting_out,
                s.missed_small_blind,
                s.missed_big_blind,
                at,
                by
            ],
        )?;
        Ok(self.tx.last_insert_rowid())
    }

    fn end_seating(&self, id: i64, at: &str, by: i64, reason: &str) -> Result<(), StoreError> {
        self.tx
            .prepare_cached(
                "UPDATE seatings SET left_at = ?2, left_by = ?3, left_reason = ?4 WHERE id = ?1",
            )?
            .execute(params![id, at, by, reason])?;
        Ok(())
    }

    fn set_sitting_out(&self, id: i64, sitting_out: bool) -> Result<(), StoreError> {
        self.tx
            .prepare_cached("UPDATE seatings SET sitting_out = ?2 WHERE id = ?1")?
            .execute(params![id, sitting_out])?;
        Ok(())
    }

    fn update_seating_play(
        &self,
        id: i64,
        stack_cents: i64,
        entry: SeatEntry,
        missed_small_blind: bool,
        missed_big_blind: bool,
    ) -> Result<(), StoreError> {
        self.tx
            .prepare_cached(
                "UPDATE seatings SET stack_cents = ?2, entry = ?3, missed_small_blind = ?4,
                missed_big_blind = ?5 WHERE id = ?1",
            )?
            .execute(params![
                id,
                stack_cents,
                entry,
                missed_small_blind,
                missed_big_blind
            ])?;
        Ok(())
    }

    /// The dealer in the box at a table now.
    fn dealer_on(&self, table_id: i64) -> Result<Option<DealerPushRow>, StoreError> {
        self.dealer_on_at(table_id, None)
    }

    /// The dealer in the box at `at` (or now when `None`).
    fn dealer_on_at(
        &self,
        table_id: i64,
        at: Option<&str>,
    ) -> Result<Option<DealerPushRow>, StoreError> {
        const PUSHES: &str = "SELECT p.id, p.table_id, p.dealer_id, s.name, p.on_at, p.off_at
             FROM dealer_pushes p JOIN staff s ON s.id = p.dealer_id";
        // Two statements, so that each uses an index (a year holds ~50,000 pushes): the open
        // push (`dealer_pushes_one_per_table`), or the latest push begun by `at`
        // (`dealer_pushes_by_table`).
        Ok(match at {
            None => self
                .tx
                .prepare_cached(&format!(
                    "{PUSHES} WHERE p.table_id = ?1 AND p.off_at IS NULL"
                ))?
                .query_row([table_id], push_row),
            Some(at) => self
                .tx
                .prepare_cached(&format!(
                    "{PUSHES} WHERE p.table_id = ?1 AND p.on_at <= ?2
                     AND (p.off_at IS NULL OR p.off_at > ?2) ORDER BY p.on_at DESC LIMIT 1"
                ))?
                .query_row(params![table_id, at], push_row),
        }
        .optional()?)
    }

    /// The table a dealer is pushed onto now, if any.
    fn dealer_table(&self, dealer_id: i64) -> Result<Option<i64>, StoreError> {
        Ok(self
            .tx
            .query_row(
                "SELECT table_id FROM dealer_pushes WHERE dealer_id = ?1 AND off_at IS NULL",
                [dealer_id],
                |r| r.get(0),
            )
            .optional()?)
    }

    fn push_dealer(
        &self,
        table_id: i64,
        dealer_id: i64,
        at: &str,
        by: i64,
    ) -> Result<(), StoreError> {
        self.tx.prepare_cached("INSERT INTO dealer_pushes (table_id, dealer_id, on_at, on_by) VALUES (?1, ?2, ?3, ?4)")?.execute(params![table_id, dealer_id, at, by],
        )?;
        Ok(())
    }

    fn pull_dealer(&self, push_id: i64, at: &str, by: i64) -> Result<(), StoreError> {
        self.tx
            .prepare_cached("UPDATE dealer_pushes SET off_at = ?2, off_by = ?3 WHERE id = ?1")?
            .execute(params![push_id, at, by])?;
        Ok(())
    }
}
