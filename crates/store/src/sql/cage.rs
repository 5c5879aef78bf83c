//! The cage: drop boxes' counts and counter-signatures.

use super::{Db, FromRow, args, from_row};
use crate::StoreError;
use crate::port::*;

from_row! {
    BoxCountRow {
        id, shift_id, table_id, counted_cents, counted_at, counted_by, counted_by_name,
        explanation, reason,
    }
    BankMoveRow {
        id, shift_id, table_id, kind, amount_cents, moved_at, brought_by, received_by,
        recorded_by, reason,
    }
}

impl<D: Db> CageStore for D {
    fn insert_box_count(&self, c: &NewBoxCount<'_>) -> Result<i64, StoreError> {
        self.scalar(
            "INSERT INTO box_counts (shift_id, table_id, counted_cents, counted_at, counted_by,
                 explanation, reason)
             VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING id",
            args![
                c.shift_id,
                c.table_id,
                c.counted_cents,
                c.at,
                c.by,
                c.explanation,
                c.reason
            ],
        )
    }

    fn box_counts(&self, shift_id: i64) -> Result<Vec<BoxCountRow>, StoreError> {
        self.rows(
            "SELECT b.id, b.shift_id, b.table_id, b.counted_cents, b.counted_at, b.counted_by,
                    s.name, b.explanation, b.reason
             FROM box_counts b JOIN staff s ON s.id = b.counted_by
             WHERE b.shift_id = $1 ORDER BY b.id",
            args![shift_id],
            BoxCountRow::from_row,
        )
    }

    fn insert_bank_move(&self, m: &NewBankMove<'_>) -> Result<i64, StoreError> {
        self.scalar(
            "INSERT INTO bank_moves (shift_id, table_id, kind, amount_cents, moved_at,
                 brought_by, received_by, recorded_by, reason)
             VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) RETURNING id",
            args![
                m.shift_id,
                m.table_id,
                m.kind,
                m.amount_cents,
                m.at,
                m.brought_by,
                m.received_by,
                m.recorded_by,
                m.reason
            ],
        )
    }

    fn bank_moves(&self, shift_id: i64) -> Result<Vec<BankMoveRow>, StoreError> {
        self.rows(
            "SELECT m.id, m.shift_id, m.table_id, m.kind, m.amount_cents, m.moved_at,
                    b.name, r.name, w.name, m.reason
             FROM bank_moves m JOIN staff b ON b.id = m.brought_by
                  JOIN staff r ON r.id = m.received_by JOIN staff w ON w.id = m.recorded_by
             WHERE m.shift_id = $1 ORDER BY m.id",
            args![shift_id],
            BankMoveRow::from_row,
        )
    }

    fn countersign_shift(&self, shift_id: i64, at: &str, by: i64) -> Result<(), StoreError> {
        self.execute(
            "INSERT INTO shift_countersignatures (shift_id, signed_at, signed_by)
             VALUES ($1, $2, $3)",
            args![shift_id, at, by],
        )
    }
}
