//! The chip ledger (its queries are shared with PostgreSQL: `crate::chip_sql`).

use rusqlite::{Row, params};

use super::SqliteTx;
use crate::StoreError;
use crate::chip_sql as sql;
use crate::port::*;

fn move_row(r: &Row<'_>) -> rusqlite::Result<ChipMoveRow> {
    Ok(ChipMoveRow {
        id: r.get(0)?,
        table_id: r.get(1)?,
        seating_id: r.get(2)?,
        seat_no: r.get(3)?,
        player_name: r.get(4)?,
        kind: r.get(5)?,
        amount_cents: r.get(6)?,
        at: r.get(7)?,
        by: r.get(8)?,
        hand_id: r.get(9)?,
        collection_id: r.get(10)?,
        lands: r.get(11)?,
        reason: r.get(12)?,
    })
}

impl ChipStore for SqliteTx<'_> {
    fn insert_chip_move(&self, m: &NewChipMove, at: &str, by: i64) -> Result<i64, StoreError> {
        Ok(self.tx.prepare_cached(sql::INSERT)?.query_row(
            params![
                m.table_id,
                m.seating_id,
                m.kind,
                m.amount_cents,
                at,
                by,
                m.hand_id,
                m.collection_id,
                m.lands,
                m.reason
            ],
            |r| r.get(0),
        )?)
    }

    fn pending_add_ons(&self, table_id: Option<i64>) -> Result<Vec<ChipMoveRow>, StoreError> {
        let mut stmt = self.tx.prepare_cached(&sql::pending())?;
        let rows = stmt.query_map([table_id], move_row)?;
        Ok(rows.collect::<Result<_, _>>()?)
    }

    fn chip_sums(&self, from: Option<&str>, to: &str) -> Result<Vec<ChipSum>, StoreError> {
        let mut stmt = self.tx.prepare_cached(sql::SUMS)?;
        let rows = stmt.query_map([from.unwrap_or(""), to], |r| {
            Ok(ChipSum {
                table_id: r.get(0)?,
                kind: r.get(1)?,
                cents: r.get(2)?,
            })
        })?;
        Ok(rows.collect::<Result<_, _>>()?)
    }

    fn chip_moves_between(
        &self,
        table_id: i64,
        from: &str,
        to: &str,
    ) -> Result<Vec<ChipMoveRow>, StoreError> {
        let mut stmt = self.tx.prepare_cached(&sql::between())?;
        let rows = stmt.query_map(params![table_id, from, to], move_row)?;
        Ok(rows.collect::<Result<_, _>>()?)
    }

    fn stacks_off_ledger(&self) -> Result<Vec<StackOffLedger>, StoreError> {
        let mut stmt = self.tx.prepare_cached(sql::STACKS_OFF_LEDGER)?;
        let rows = stmt.query_map([], |r| {
            Ok(StackOffLedger {
                seating_id: r.get(0)?,
                table_id: r.get(1)?,
                seat_no: r.get(2)?,
                player_name: r.get(3)?,
                left: r.get(4)?,
                stack_cents: r.get(5)?,
                ledger_cents: r.get(6)?,
            })
        })?;
        Ok(rows.collect::<Result<_, _>>()?)
    }

    fn hands_off_ledger(&self) -> Result<Vec<HandOffLedger>, StoreError> {
        let mut stmt = self.tx.prepare_cached(sql::HANDS_OFF_LEDGER)?;
        let rows = stmt.query_map([], |r| {
            Ok(HandOffLedger {
                hand_id: r.get(0)?,
                table_id: r.get(1)?,
                ledger_cents: r.get(2)?,
                house_cents: r.get(3)?,
            })
        })?;
        Ok(rows.collect::<Result<_, _>>()?)
    }

    fn money_outside_shifts(&self) -> Result<Vec<OutsideShift>, StoreError> {
        let mut stmt = self.tx.prepare_cached(sql::OUTSIDE_SHIFTS)?;
        let rows = stmt.query_map([], |r| {
            Ok(OutsideShift {
                what: r.get(0)?,
                id: r.get(1)?,
                at: r.get(2)?,
            })
        })?;
        Ok(rows.collect::<Result<_, _>>()?)
    }
}
