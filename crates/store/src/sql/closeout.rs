//! The end of a shift: sign-off, prints, adjustments.

use super::{Arg, Db, FromRow, args, from_row};
use crate::StoreError;
use crate::port::*;

const SELECT: &str =
    "SELECT a.id, a.made_at, a.made_by, s.name, a.reason, a.kind, a.table_id, t.name,
            a.happened_at, a.dealer_id, a.collection_id, a.hand_id, a.from_seat,
            a.to_seat, a.new_status, a.new_reason, a.amount_cents, a.house_cents,
            a.detail
     FROM adjustments a JOIN staff s ON s.id = a.made_by
                        JOIN card_tables t ON t.id = a.table_id";

/// The adjustments that pass `filter`, in the order they were made.
fn adjustments_where<D: Db>(
    db: &D,
    filter: &str,
    args: &[Arg<'_>],
) -> Result<Vec<AdjustmentRow>, StoreError> {
    db.rows(
        &format!("{SELECT} WHERE {filter} ORDER BY a.id"),
        args,
        AdjustmentRow::from_row,
    )
}

from_row! {
    AdjustmentRow {
        id, made_at, made_by, made_by_name, reason, kind, table_id, table_name, happened_at,
        dealer_id, collection_id, hand_id, from_seat, to_seat, new_status, new_reason, amount_cents,
        house_cents, detail,
    }
}

impl<D: Db> CloseoutStore for D {
    fn sign_off_shift(&self, id: i64, at: &str, by: i64) -> Result<(), StoreError> {
        self.execute(
            "UPDATE shifts SET signed_off_at = $2, signed_off_by = $3 WHERE id = $1",
            args![id, at, by],
        )
    }

    fn insert_print(
        &self,
        shift_id: i64,
        what: PrintKind,
        at: &str,
        by: i64,
    ) -> Result<i64, StoreError> {
        self.execute(
            "INSERT INTO report_prints (shift_id, what, printed_at, printed_by)
             VALUES ($1, $2, $3, $4)",
            args![shift_id, what, at, by],
        )?;
        self.prints(shift_id, what)
    }

    fn prints(&self, shift_id: i64, what: PrintKind) -> Result<i64, StoreError> {
        self.scalar(
            "SELECT count(*) FROM report_prints WHERE shift_id = $1 AND what = $2",
            args![shift_id, what],
        )
    }

    fn insert_adjustment(&self, a: &NewAdjustment<'_>) -> Result<i64, StoreError> {
        self.scalar(
            "INSERT INTO adjustments (made_at, made_by, reason, kind, table_id, happened_at,
                 dealer_id, collection_id, hand_id, from_seat, to_seat, new_status, new_reason,
                 amount_cents, house_cents, detail)
             VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16)
             RETURNING id",
            args![
                a.made_at,
                a.made_by,
                a.reason,
                a.kind,
                a.table_id,
                a.happened_at,
                a.dealer_id,
                a.collection_id,
                a.hand_id,
                a.from_seat,
                a.to_seat,
                a.new_status,
                a.new_reason,
                a.amount_cents,
                a.house_cents,
                a.detail,
            ],
        )
    }

    fn adjustments_between(&self, from: &str, to: &str) -> Result<Vec<AdjustmentRow>, StoreError> {
        adjustments_where(
            self,
            "a.happened_at >= $1 AND a.happened_at < $2",
            args![from, to],
        )
    }

    fn adjustments_of_hand(&self, hand_id: i64) -> Result<Vec<AdjustmentRow>, StoreError> {
        adjustments_where(self, "a.hand_id = $1", args![hand_id])
    }

    fn adjustments_of_collection(
        &self,
        collection_id: i64,
    ) -> Result<Vec<AdjustmentRow>, StoreError> {
        adjustments_where(self, "a.collection_id = $1", args![collection_id])
    }
}
