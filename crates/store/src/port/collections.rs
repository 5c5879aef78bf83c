//! What the house collects: time collections per seated player, and drops from pots.

use super::vocab::{CollectionStatus, NotPaidReason};
use crate::StoreError;

stored_and_new! {
    pub struct TimeCollectionRow {
        pub id: i64,
        ..NewTimeCollection,
        pub status: CollectionStatus,
        pub reason: Option<NotPaidReason>,
        pub marked_at: Option<String>,
        pub marked_by: Option<i64>,
    }
    /// A time collection falling due.
    pub struct NewTimeCollection {
        pub table_id: i64,
        pub due_at: String,
        pub seating_id: i64,
        pub seat_no: i64,
        pub player_name: String,
        pub amount_cents: i64,
        pub rate_id: Option<i64>,
        pub dealer_id: Option<i64>,
    }
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct DropRow {
    pub id: i64,
    pub table_id: i64,
    pub hand_id: i64,
    pub amount_cents: i64,
    pub rate_id: Option<i64>,
    pub dealer_id: Option<i64>,
    pub taken_at: String,
}

/// collection queries: the part of the storage interface the room uses for them.
pub trait CollectionStore {
    /// The latest collection time already generated for a table.
    fn last_collection_time(&self, table_id: i64) -> Result<Option<String>, StoreError>;

    /// Records a collection falling due; a row already there for that time and seating is kept.
    fn insert_time_collection(&self, c: &NewTimeCollection, at: &str) -> Result<(), StoreError>;

    fn time_collection(&self, id: i64) -> Result<Option<TimeCollectionRow>, StoreError>;

    /// Unmarked collections, for one table or all, oldest first.
    fn unmarked_collections(
        &self,
        table_id: Option<i64>,
    ) -> Result<Vec<TimeCollectionRow>, StoreError>;

    /// Collections that fell due in [from, to).
    fn collections_between(
        &self,
        from: &str,
        to: &str,
    ) -> Result<Vec<TimeCollectionRow>, StoreError>;

    fn mark_collection(
        &self,
        id: i64,
        status: CollectionStatus,
        reason: Option<NotPaidReason>,
        at: &str,
        by: i64,
    ) -> Result<(), StoreError>;

    /// Takes a collection's mark back (an undo): due again, unmarked.
    fn unmark_collection(&self, id: i64) -> Result<(), StoreError>;

    fn insert_drop(
        &self,
        table_id: i64,
        hand_id: i64,
        amount_cents: i64,
        rate_id: Option<i64>,
        dealer_id: Option<i64>,
        at: &str,
    ) -> Result<(), StoreError>;

    /// Drops taken in [from, to).
    fn drops_between(&self, from: &str, to: &str) -> Result<Vec<DropRow>, StoreError>;

    /// The drops taken in [from, to), summed by table (a year's are millions of rows).
    fn drop_totals_between(&self, from: &str, to: &str) -> Result<Vec<TableCents>, StoreError>;
}

/// A sum of money at one table.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct TableCents {
    pub table_id: i64,
    pub cents: i64,
}
