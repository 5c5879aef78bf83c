//! The end of a shift: sign-off, prints, adjustments.

use rusqlite::{Row, params};

use super::SqliteTx;
use crate::StoreError;
use crate::port::*;

const SELECT: &str =
    "SELECT a.id, a.made_at, a.made_by, s.name, a.reason, a.kind, a.table_id, t.name,
                             a.happened_at, a.dealer_id, a.collection_id, a.hand_id, a.from_seat,
                             a.to_seat, a.new_status, a.new_reason, a.amount_cents, a.house_cents,
                             a.detail
                      FROM adjustments a JOIN staff s ON s.id = a.made_by
                                         JOIN card_tables t ON t.id = a.table_id";

fn adjustment_row(r: &Row<'_>) -> rusqlite::Result<AdjustmentRow> {
    Ok(AdjustmentRow {
        id: r.get(0)?,
        made_at: r.get(1)?,
        made_by: r.get(2)?,
        made_by_name: r.get(3)?,
        reason: r.get(4)?,
        kind: r.get(5)?,
        table_id: r.get(6)?,
        table_name: r.get(7)?,
        happened_at: r.get(8)?,
        dealer_id: r.get(9)?,
        collection_id: r.get(10)?,
        hand_id: r.get(11)?,
        from_seat: r.get(12)?,
        to_seat: r.get(13)?,
        new_status: r.get(14)?,
        new_reason: r.get(15)?,
        amount_cents: r.get(16)?,
        house_cents: r.get(17)?,
        detail: r.get(18)?,
    })
}

impl SqliteTx<'_> {
    fn adjustments_where(
        &self,
        filter: &str,
        args: impl rusqlite::Params,
    ) -> Result<Vec<AdjustmentRow>, StoreError> {
        let sql = format!("{SELECT} WHERE {filter} ORDER BY a.id");
        let mut stmt = self.tx.prepare_cached(&sql)?;
        let rows = stmt.query_map(args, adjustment_row)?;
        Ok(rows.collect::<Result<_, _>>()?)
    }
}

impl CloseoutStore for SqliteTx<'_> {
    fn sign_off_shift(&self, id: i64, at: &str, by: i64) -> Result<(), StoreError> {
        self.tx
            .prepare_cached(
                "UPDATE shifts SET signed_off_at = ?2, signed_off_by = ?3 WHERE id = ?1",
            )?
            .execute(params![id, at, by])?;
        Ok(())
    }

    fn insert_print(
        &self,
        shift_id: i64,
        what: PrintKind,
        at: &str,
        by: i64,
    ) -> Result<i64, StoreError> {
        self.tx
            .prepare_cached(
                "INSERT INTO report_prints (shift_id, what, printed_at, printed_by) VALUES (?1, ?2, ?3, ?4)",
            )?
            .execute(params![shift_id, what, at, by])?;
        self.prints(shift_id, what)
    }

    fn prints(&self, shift_id: i64, what: PrintKind) -> Result<i64, StoreError> {
        Ok(self
            .tx
            .prepare_cached("SELECT count(*) FROM report_prints WHERE shift_id = ?1 AND what = ?2")?
            .query_row(params![shift_id, what], |r| r.get(0))?)
    }

    fn insert_adjustment(&self, a: &NewAdjustment<'_>) -> Result<i64, StoreError> {
        self.tx
            .prepare_cached(
                "INSERT INTO adjustments (made_at, made_by, reason, kind, table_id, happened_at,
                     dealer_id, collection_id, hand_id, from_seat, to_seat, new_status, new_reason,
                     amount_cents, house_cents, detail)
                 VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12, ?13, ?14, ?15, ?16)",
            )?
            .execute(params![
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
                a.detail
            ])?;
        Ok(self.tx.last_insert_rowid())
    }

    fn adjustments_between(&self, from: &str, to: &str) -> Result<Vec<AdjustmentRow>, StoreError> {
        self.adjustments_where(
            "a.happened_at >= ?1 AND a.happened_at < ?2",
            params![from, to],
        )
    }

    fn adjustments_of_hand(&self, hand_id: i64) -> Result<Vec<AdjustmentRow>, StoreError> {
        self.adjustments_where("a.hand_id = ?1", [hand_id])
    }

    fn adjustments_of_collection(
        &self,
        collection_id: i64,
    ) -> Result<Vec<AdjustmentRow>, StoreError> {
        self.adjustments_where("a.collection_id = ?1", [collection_id])
    }
}
