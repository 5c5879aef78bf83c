//! The house's result on house-banked boxes (Draw Poker with Joker): one row per settled hand.

use super::{Db, FromRow, args, from_row};
use crate::StoreError;
use crate::port::*;

from_row! {
    BankedRow { id, table_id, hand_id, seat_no, house_net_cents, dealer_id, settled_at, settled_by }
}

impl<D: Db> BankedStore for D {
    /// Records the house's result on a settled box (once per hand).
    fn insert_banked(&self, b: &NewBanked, at: &str, by: i64) -> Result<(), StoreError> {
        self.execute(
            "INSERT INTO banked_results (table_id, hand_id, seat_no, house_net_cents,
                dealer_id, settled_at, settled_by)
             VALUES ($1, $2, $3, $4, $5, $6, $7)",
            args![
                b.table_id,
                b.hand_id,
                b.seat_no,
                b.house_net_cents,
                b.dealer_id,
                at,
                by,
            ],
        )
    }

    /// Boxes settled in [from, to).
    fn banked_between(&self, from: &str, to: &str) -> Result<Vec<BankedRow>, StoreError> {
        self.rows(
            "SELECT id, table_id, hand_id, seat_no, house_net_cents, dealer_id, settled_at,
                    settled_by
             FROM banked_results WHERE settled_at >= $1 AND settled_at < $2
             ORDER BY table_id, settled_at",
            args![from, to],
            BankedRow::from_row,
        )
    }
}
