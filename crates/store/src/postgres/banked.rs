//! The house's result on house-banked boxes (Draw Poker with Joker): one row per settled hand.

use super::{PgTx, get, rows};
use crate::StoreError;
use crate::port::*;

impl BankedStore for PgTx<'_> {
    /// Records the house's result on a settled box (once per hand).
    fn insert_banked(&self, b: &NewBanked, at: &str, by: i64) -> Result<(), StoreError> {
        self.exec(
            "INSERT INTO banked_results (table_id, hand_id, seat_no, house_net_cents,
                dealer_id, settled_at, settled_by)
             VALUES ($1, $2, $3, $4, $5, $6, $7)",
            &[
                &b.table_id,
                &b.hand_id,
                &b.seat_no,
                &b.house_net_cents,
                &b.dealer_id,
                &at,
                &by,
            ],
        )?;
        Ok(())
    }

    /// Boxes settled in [from, to).
    fn banked_between(&self, from: &str, to: &str) -> Result<Vec<BankedRow>, StoreError> {
        rows(
            self,
            "SELECT id, table_id, hand_id, seat_no, house_net_cents, dealer_id, settled_at,
                    settled_by
             FROM banked_results WHERE settled_at >= $1 AND settled_at < $2
             ORDER BY table_id, settled_at",
            &[&from, &to],
            |r| {
                Ok(BankedRow {
                    id: get(r, 0)?,
                    table_id: get(r, 1)?,
                    hand_id: get(r, 2)?,
                    seat_no: get(r, 3)?,
                    house_net_cents: get(r, 4)?,
                    dealer_id: get(r, 5)?,
                    settled_at: get(r, 6)?,
                    settled_by: get(r, 7)?,
                })
            },
        )
    }
}
