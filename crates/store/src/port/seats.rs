//! Who sits where, and which dealer is in the box.

use super::vocab::SeatEntry;
use crate::StoreError;

stored_and_new! {
    pub struct SeatingRow {
        pub id: i64,
        ..NewSeating,
        pub seated_at: String,
        pub left_at: Option<String>,
    }
    /// A player to seat.
    pub struct NewSeating {
        pub table_id: i64,
        pub seat_no: i64,
        pub player_name: String,
        pub player_id: Option<String>,
        pub stack_cents: i64,
        pub entry: SeatEntry,
        pub sitting_out: bool,
        pub missed_small_blind: bool,
        pub missed_big_blind: bool,
    }
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct DealerPushRow {
    pub id: i64,
    pub table_id: i64,
    pub dealer_id: i64,
    pub dealer_name: String,
    pub on_at: String,
    pub off_at: Option<String>,
}

/// seat queries: the part of the storage interface the room uses for them.
pub trait SeatStore {
    /// The players seated now at a table, by seat.
    fn seated(&self, table_id: i64) -> Result<Vec<SeatingRow>, StoreError>;

    /// The players seated at a table at the moment `at` (seated at or before it, not yet left).
    fn seated_at(&self, table_id: i64, at: &str) -> Result<Vec<SeatingRow>, StoreError>;

    fn seating_in(&self, table_id: i64, seat_no: i64) -> Result<Option<SeatingRow>, StoreError>;

    /// A seating by its id (open or ended).
    fn seating_by_id(&self, id: i64) -> Result<Option<SeatingRow>, StoreError>;

    fn insert_seating(&self, s: &NewSeating, at: &str, by: i64) -> Result<i64, StoreError>;

    fn end_seating(&self, id: i64, at: &str, by: i64, reason: &str) -> Result<(), StoreError>;

    fn set_sitting_out(&self, id: i64, sitting_out: bool) -> Result<(), StoreError>;

    fn update_seating_play(
        &self,
        id: i64,
        stack_cents: i64,
        entry: SeatEntry,
        missed_small_blind: bool,
        missed_big_blind: bool,
    ) -> Result<(), StoreError>;

    /// The dealer in the box at a table now.
    fn dealer_on(&self, table_id: i64) -> Result<Option<DealerPushRow>, StoreError>;

    /// The dealer in the box at `at` (or now when `None`).
    fn dealer_on_at(
        &self,
        table_id: i64,
        at: Option<&str>,
    ) -> Result<Option<DealerPushRow>, StoreError>;

    /// The table a dealer is pushed onto now, if any.
    fn dealer_table(&self, dealer_id: i64) -> Result<Option<i64>, StoreError>;

    fn push_dealer(
        &self,
        table_id: i64,
        dealer_id: i64,
        at: &str,
        by: i64,
    ) -> Result<(), StoreError>;

    fn pull_dealer(&self, push_id: i64, at: &str, by: i64) -> Result<(), StoreError>;
}
