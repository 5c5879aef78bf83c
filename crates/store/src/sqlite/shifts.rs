//! Shifts: a time window and its floor manager.

use rusqlite::{OptionalExtension, Row, params};

use super::SqliteTx;
use crate::StoreError;
use crate::port::*;

const SELECT: &str =
    "SELECT h.id, h.floor_id, s.name, h.opened_at, h.closed_at, h.signed_off_at, o.name
                      FROM shifts h JOIN staff s ON s.id = h.floor_id
                                    LEFT JOIN staff o ON o.id = h.signed_off_by";

fn shift_row(r: &Row<'_>) -> rusqlite::Result<ShiftRow> {
    Ok(ShiftRow {
        id: r.get(0)?,
        floor_id: r.get(1)?,
        floor_name: r.get(2)?,
        opened_at: r.get(3)?,
        closed_at: r.get(4)?,
        signed_off_at: r.get(5)?,
        signed_off_by: r.get(6)?,
    })
}

impl ShiftStore for SqliteTx<'_> {
    fn open_shift_row(&self) -> Result<Option<ShiftRow>, StoreError> {
        let sql = format!("{SELECT} WHERE h.closed_at IS NULL");
        Ok(self
            .tx
            .prepare_cached(&sql)?
            .query_row([], shift_row)
            .optional()?)
    }

    fn shift(&self, id: i64) -> Result<Option<ShiftRow>, StoreError> {
        let sql = format!("{SELECT} WHERE h.id = ?1");
        Ok(self
            .tx
            .prepare_cached(&sql)?
            .query_row([id], shift_row)
            .optional()?)
    }

    fn latest_shift(&self) -> Result<Option<ShiftRow>, StoreError> {
        let sql = format!("{SELECT} ORDER BY h.opened_at DESC, h.id DESC LIMIT 1");
        Ok(self
            .tx
            .prepare_cached(&sql)?
            .query_row([], shift_row)
            .optional()?)
    }

    fn recent_shifts(&self, limit: i64) -> Result<Vec<ShiftRow>, StoreError> {
        let sql = format!("{SELECT} ORDER BY h.opened_at DESC, h.id DESC LIMIT ?1");
        let mut stmt = self.tx.prepare_cached(&sql)?;
        let rows = stmt.query_map([limit], shift_row)?;
        Ok(rows.collect::<Result<_, _>>()?)
    }

    /// The closed shift whose window [opened, closed) holds `at`, if any.
    fn closed_shift_covering(&self, at: &str) -> Result<Option<ShiftRow>, StoreError> {
        let sql = format!(
            "{SELECT} WHERE h.closed_at IS NOT NULL AND h.opened_at <= ?1 AND h.closed_at > ?1
             ORDER BY h.opened_at DESC LIMIT 1"
        );
        Ok(self
            .tx
            .prepare_cached(&sql)?
            .query_row([at], shift_row)
            .optional()?)
    }

    fn insert_shift(&self, floor_id: i64, at: &str) -> Result<i64, StoreError> {
        self.tx
            .prepare_cached("INSERT INTO shifts (floor_id, opened_at) VALUES (?1, ?2)")?
            .execute(params![floor_id, at])?;
        Ok(self.tx.last_insert_rowid())
    }

    fn close_shift(&self, id: i64, at: &str, by: i64) -> Result<(), StoreError> {
        self.tx
            .prepare_cached("UPDATE shifts SET closed_at = ?2, closed_by = ?3 WHERE id = ?1")?
            .execute(params![id, at, by])?;
        Ok(())
    }
}
