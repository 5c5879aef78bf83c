//! The house's result on house-banked boxes (Draw Poker with Joker): one row per settled hand.

use rusqlite::params;

use super::SqliteTx;
use crate::StoreError;
use crate::port::*;

impl BankedStore for SqliteTx<'_> {
    /// Records the house's result on a settled box (once per hand).
    fn insert_banked(&self, b: &NewBanked, at: &str, by: i64) -> Result<(), StoreError> {
        self.tx
            .prepare_cached(
                "INSERT INTO banked_results (table_id, hand_id, seat_no, house_net_cents,
                    dealer_id, settled_at, settled_by)
                 VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7)",
            )?
            .execute(params![
                b.table_id,
                b.hand_id,
                b.seat_no,
                b.house_net_cents,
                b.dealer_id,
                at,
                by
            ])?;
        Ok(())
    }

    /// Boxes settled in [from, to).
    fn banked_between(&self, from: &str, to: &str) -> Result<Vec<BankedRow>, StoreError> {
        let mut stmt = self.tx.prepare_cached(
            "SELECT id, table_id, hand_id, seat_no, house_net_cents, dealer_id, settled_at,
                    settled_by
             FROM banked_results WHERE settled_at >= ?1 AND settled_at < ?2
             ORDER BY table_id, settled_at",
        )?;
        let rows = stmt.query_map([from, to], |r| {
            Ok(BankedRow {
                id: r.get(0)?,
                table_id: r.get(1)?,
                hand_id: r.get(2)?,
                seat_no: r.get(3)?,
                house_net_cents: r.get(4)?,
                dealer_id: r.get(5)?,
                settled_at: r.get(6)?,
                settled_by: r.get(7)?,
            })
        })?;
        Ok(rows.collect::<Result<_, _>>()?)
    }
}
