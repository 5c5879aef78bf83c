//! The house's result on house-banked boxes (Draw Poker with Joker): one row per settled hand.

use crate::StoreError;

/// What the house won (positive) or lost (negative) on one settled box.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct BankedRow {
    pub id: i64,
    pub table_id: i64,
    pub hand_id: i64,
    pub seat_no: i64,
    pub house_net_cents: i64,
    pub dealer_id: Option<i64>,
    pub settled_at: String,
    pub settled_by: i64,
}

/// A box's result as it is recorded.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct NewBanked {
    pub table_id: i64,
    pub hand_id: i64,
    pub seat_no: i64,
    pub house_net_cents: i64,
    pub dealer_id: Option<i64>,
}

/// banked queries: the part of the storage interface the room uses for them.
pub trait BankedStore {
    /// Records the house's result on a settled box (once per hand).
    fn insert_banked(&self, b: &NewBanked, at: &str, by: i64) -> Result<(), StoreError>;

    /// Boxes settled in [from, to).
    fn banked_between(&self, from: &str, to: &str) -> Result<Vec<BankedRow>, StoreError>;
}
