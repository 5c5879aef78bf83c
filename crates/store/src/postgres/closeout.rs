//! The end of a shift: sign-off, prints, adjustments.

use postgres::Row;

use super::{Params, PgTx, get, rows};
use crate::StoreError;
use crate::port::*;

const SELECT: &str =
    "SELECT a.id, a.made_at, a.made_by, s.name, a.reason, a.kind, a.table_id, t.name,
                             a.happened_at, a.dealer_id, a.collection_id, a.hand_id, a.from_seat,
                             a.to_seat, a.new_status, a.new_reason, a.amount_cents, a.house_cents,
                             a.detail
                      FROM adjustments a JOIN staff s ON s.id = a.made_by
                                         JOIN card_tables t ON t.id = a.table_id";

fn adjustment_row(r: &Row) -> Result<AdjustmentRow, StoreError> {
    Ok(AdjustmentRow {
        id: get(r, 0)?,
        made_at: get(r, 1)?,
        made_by: get(r, 2)?,
        made_by_name: get(r, 3)?,
        reason: get(r, 4)?,
        kind: get(r, 5)?,
        table_id: get(r, 6)?,
        table_name: get(r, 7)?,
        happened_at: get(r, 8)?,
        dealer_id: get(r, 9)?,
        collection_id: get(r, 10)?,
        hand_id: get(r, 11)?,
        from_seat: get(r, 12)?,
        to_seat: get(r, 13)?,
        new_status: get(r, 14)?,
        new_reason: get(r, 15)?,
        amount_cents: get(r, 16)?,
        house_cents: get(r, 17)?,
        detail: get(r, 18)?,
    })
}

impl PgTx<'_> {
    fn adjustments_where(
        &self,
        filter: &str,
        params: &Params<'_>,
    ) -> Result<Vec<AdjustmentRow>, StoreError> {
        rows(
            self,
            &format!("{SELECT} WHERE {filter} ORDER BY a.id"),
            params,
            adjustment_row,
        )
    }
}

impl CloseoutStore for PgTx<'_> {
    fn sign_off_shift(&self, id: i64, at: &str, by: i64) -> Result<(), StoreError> {
        self.exec(
            "UPDATE shifts SET signed_off_at = $2, signed_off_by = $3 WHERE id = $1",
            &[&id, &at, &by],
        )?;
        Ok(())
    }

    fn insert_print(
        &self,
        shift_id: i64,
        what: PrintKind,
        at: &str,
        by: i64,
    ) -> Result<i64, StoreError> {
        self.exec(
            "INSERT INTO report_prints (shift_id, what, printed_at, printed_by) VALUES ($1, $2, $3, $4)",
            &[&shift_id, &what, &at, &by],
        )?;
        self.prints(shift_id, what)
    }

    fn prints(&self, shift_id: i64, what: PrintKind) -> Result<i64, StoreError> {
        get(
            &self.one(
                "SELECT count(*) FROM report_prints WHERE shift_id = $1 AND what = $2",
                &[&shift_id, &what],
            )?,
            0,
        )
    }

    fn insert_adjustment(&self, a: &NewAdjustment<'_>) -> Result<i64, StoreError> {
        get(
            &self.one(
                "INSERT INTO adjustments (made_at, made_by, reason, kind, table_id, happened_at,
                     dealer_id, collection_id, hand_id, from_seat, to_seat, new_status, new_reason,
                     amount_cents, house_cents, detail)
                 VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16)
                 RETURNING id",
                &[
                    &a.made_at,
                    &a.made_by,
                    &a.reason,
                    &a.kind,
                    &a.table_id,
                    &a.happened_at,
                    &a.dealer_id,
                    &a.collection_id,
                    &a.hand_id,
                    &a.from_seat,
                    &a.to_seat,
                    &a.new_status,
                    &a.new_reason,
                    &a.amount_cents,
                    &a.house_cents,
                    &a.detail,
                ],
            )?,
            0,
        )
    }

    fn adjustments_between(&self, from: &str, to: &str) -> Result<Vec<AdjustmentRow>, StoreError> {
        self.adjustments_where("a.happened_at >= $1 AND a.happened_at < $2", &[&from, &to])
    }

    fn adjustments_of_hand(&self, hand_id: i64) -> Result<Vec<AdjustmentRow>, StoreError> {
        self.adjustments_where("a.hand_id = $1", &[&hand_id])
    }

    fn adjustments_of_collection(
        &self,
        collection_id: i64,
    ) -> Result<Vec<AdjustmentRow>, StoreError> {
        self.adjustments_where("a.collection_id = $1", &[&collection_id])
    }
}
