//! Shifts: a time window and its floor manager.

use postgres::Row;

use super::{PgTx, get, rows};
use crate::StoreError;
use crate::port::*;

const SELECT: &str =
    "SELECT h.id, h.floor_id, s.name, h.opened_at, h.closed_at, h.signed_off_at, o.name
                      FROM shifts h JOIN staff s ON s.id = h.floor_id
                                    LEFT JOIN staff o ON o.id = h.signed_off_by";

fn shift_row(r: &Row) -> Result<ShiftRow, StoreError> {
    Ok(ShiftRow {
        id: get(r, 0)?,
        floor_id: get(r, 1)?,
        floor_name: get(r, 2)?,
        opened_at: get(r, 3)?,
        closed_at: get(r, 4)?,
        signed_off_at: get(r, 5)?,
        signed_off_by: get(r, 6)?,
    })
}

impl PgTx<'_> {
    fn one_shift(
        &self,
        sql: &str,
        params: &super::Params<'_>,
    ) -> Result<Option<ShiftRow>, StoreError> {
        self.opt(sql, params)?.as_ref().map(shift_row).transpose()
    }
}

impl ShiftStore for PgTx<'_> {
    fn open_shift_row(&self) -> Result<Option<ShiftRow>, StoreError> {
        self.one_shift(&format!("{SELECT} WHERE h.closed_at IS NULL"), &[])
    }

    fn shift(&self, id: i64) -> Result<Option<ShiftRow>, StoreError> {
        self.one_shift(&format!("{SELECT} WHERE h.id = $1"), &[&id])
    }

    fn latest_shift(&self) -> Result<Option<ShiftRow>, StoreError> {
        self.one_shift(
            &format!("{SELECT} ORDER BY h.opened_at DESC, h.id DESC LIMIT 1"),
            &[],
        )
    }

    fn recent_shifts(&self, limit: i64) -> Result<Vec<ShiftRow>, StoreError> {
        rows(
            self,
            &format!("{SELECT} ORDER BY h.opened_at DESC, h.id DESC LIMIT $1"),
            &[&limit],
            shift_row,
        )
    }

    /// The closed shift whose window [opened, closed) holds `at`, if any.
    fn closed_shift_covering(&self, at: &str) -> Result<Option<ShiftRow>, StoreError> {
        self.one_shift(
            &format!(
                "{SELECT} WHERE h.closed_at IS NOT NULL AND h.opened_at <= $1 AND h.closed_at > $1
                 ORDER BY h.opened_at DESC LIMIT 1"
            ),
            &[&at],
        )
    }

    fn insert_shift(&self, floor_id: i64, at: &str) -> Result<i64, StoreError> {
        get(
            &self.one(
                "INSERT INTO shifts (floor_id, opened_at) VALUES ($1, $2) RETURNING id",
                &[&floor_id, &at],
            )?,
            0,
        )
    }

    fn close_shift(&self, id: i64, at: &str, by: i64) -> Result<(), StoreError> {
        self.exec(
            "UPDATE shifts SET closed_at = $2, closed_by = $3 WHERE id = $1",
            &[&id, &at, &by],
        )?;
        Ok(())
    }
}
