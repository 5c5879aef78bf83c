//! The chip ledger (its queries are shared with SQLite: `crate::chip_sql`).

use postgres::Row;

use super::{PgTx, flag, get, rows};
use crate::StoreError;
use crate::chip_sql as sql;
use crate::port::*;

fn move_row(r: &Row) -> Result<ChipMoveRow, StoreError> {
    Ok(ChipMoveRow {
        id: get(r, 0)?,
        table_id: get(r, 1)?,
        seating_id: get(r, 2)?,
        seat_no: get(r, 3)?,
        player_name: get(r, 4)?,
        kind: get(r, 5)?,
        amount_cents: get(r, 6)?,
        at: get(r, 7)?,
        by: get(r, 8)?,
        hand_id: get(r, 9)?,
        collection_id: get(r, 10)?,
        lands: get(r, 11)?,
        reason: get(r, 12)?,
    })
}

impl ChipStore for PgTx<'_> {
    fn insert_chip_move(&self, m: &NewChipMove, at: &str, by: i64) -> Result<i64, StoreError> {
        get(
            &self.one(
                sql::INSERT,
                &[
                    &m.table_id,
                    &m.seating_id,
                    &m.kind,
                    &m.amount_cents,
                    &at,
                    &by,
                    &m.hand_id,
                    &m.collection_id,
                    &m.lands,
                    &m.reason,
                ],
            )?,
            0,
        )
    }

    fn pending_add_ons(&self, table_id: Option<i64>) -> Result<Vec<ChipMoveRow>, StoreError> {
        rows(self, &sql::pending(), &[&table_id], move_row)
    }

    fn chip_sums(&self, from: Option<&str>, to: &str) -> Result<Vec<ChipSum>, StoreError> {
        rows(self, sql::SUMS, &[&from.unwrap_or(""), &to], |r| {
            Ok(ChipSum {
                table_id: get(r, 0)?,
                kind: get(r, 1)?,
                cents: get(r, 2)?,
            })
        })
    }

    fn chip_moves_between(
        &self,
        table_id: i64,
        from: &str,
        to: &str,
    ) -> Result<Vec<ChipMoveRow>, StoreError> {
        rows(self, &sql::between(), &[&table_id, &from, &to], move_row)
    }

    fn stacks_off_ledger(&self) -> Result<Vec<StackOffLedger>, StoreError> {
        rows(self, sql::STACKS_OFF_LEDGER, &[], |r| {
            Ok(StackOffLedger {
                seating_id: get(r, 0)?,
                table_id: get(r, 1)?,
                seat_no: get(r, 2)?,
                player_name: get(r, 3)?,
                left: flag(r, 4)?,
                stack_cents: get(r, 5)?,
                ledger_cents: get(r, 6)?,
            })
        })
    }

    fn hands_off_ledger(&self) -> Result<Vec<HandOffLedger>, StoreError> {
        rows(self, sql::HANDS_OFF_LEDGER, &[], |r| {
            Ok(HandOffLedger {
                hand_id: get(r, 0)?,
                table_id: get(r, 1)?,
                ledger_cents: get(r, 2)?,
                house_cents: get(r, 3)?,
            })
        })
    }

    fn money_outside_shifts(&self) -> Result<Vec<OutsideShift>, StoreError> {
        rows(self, sql::OUTSIDE_SHIFTS, &[], |r| {
            Ok(OutsideShift {
                what: get(r, 0)?,
                id: get(r, 1)?,
                at: get(r, 2)?,
            })
        })
    }
}
