//! Shifts: a time window and its floor manager.

use super::{Arg, Db, FromRow, args, from_row};
use crate::StoreError;
use crate::port::*;

const SELECT: &str =
    "SELECT h.id, h.floor_id, s.name, h.opened_at, h.closed_at, h.signed_off_at, o.name,
            c.signed_at, cs.name
     FROM shifts h JOIN staff s ON s.id = h.floor_id
                   LEFT JOIN staff o ON o.id = h.signed_off_by
                   LEFT JOIN shift_countersignatures c ON c.shift_id = h.id
                   LEFT JOIN staff cs ON cs.id = c.signed_by";

from_row! {
    ShiftRow {
        id, floor_id, floor_name, opened_at, closed_at, signed_off_at, signed_off_by,
        countersigned_at, countersigned_by,
    }
}

/// The first shift `SELECT` + `rest` finds, if any.
fn one_shift<D: Db>(db: &D, rest: &str, args: &[Arg<'_>]) -> Result<Option<ShiftRow>, StoreError> {
    db.opt(&format!("{SELECT} {rest}"), args, ShiftRow::from_row)
}

impl<D: Db> ShiftStore for D {
    fn open_shift_row(&self) -> Result<Option<ShiftRow>, StoreError> {
        one_shift(self, "WHERE h.closed_at IS NULL", args![])
    }

    fn shift(&self, id: i64) -> Result<Option<ShiftRow>, StoreError> {
        one_shift(self, "WHERE h.id = $1", args![id])
    }

    fn latest_shift(&self) -> Result<Option<ShiftRow>, StoreError> {
        one_shift(
            self,
            "ORDER BY h.opened_at DESC, h.id DESC LIMIT 1",
            args![],
        )
    }

    fn recent_shifts(&self, limit: i64) -> Result<Vec<ShiftRow>, StoreError> {
        self.rows(
            &format!("{SELECT} ORDER BY h.opened_at DESC, h.id DESC LIMIT $1"),
            args![limit],
            ShiftRow::from_row,
        )
    }

    /// The closed shift whose window [opened, closed) holds `at`, if any.
    fn closed_shift_covering(&self, at: &str) -> Result<Option<ShiftRow>, StoreError> {
        one_shift(
            self,
            "WHERE h.closed_at IS NOT NULL AND h.opened_at <= $1 AND h.closed_at > $1
             ORDER BY h.opened_at DESC LIMIT 1",
            args![at],
        )
    }

    fn insert_shift(&self, floor_id: i64, at: &str) -> Result<i64, StoreError> {
        self.scalar(
            "INSERT INTO shifts (floor_id, opened_at) VALUES ($1, $2) RETURNING id",
            args![floor_id, at],
        )
    }

    fn close_shift(&self, id: i64, at: &str, by: i64) -> Result<(), StoreError> {
        self.execute(
            "UPDATE shifts SET closed_at = $2, closed_by = $3 WHERE id = $1",
            args![id, at, by],
        )
    }
}
