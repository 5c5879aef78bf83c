//! What `db check` reads: the schema against the migrations, and every row the room's
//! invariants are checked on. Reads only.

use crate::StoreError;

/// A seating's stay at a table, for checking its collections.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct StayRow {
    pub id: i64,
    pub seated_at: String,
    pub left_at: Option<String>,
}

/// A recorded time collection, reduced to what its check needs.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct CollectionKey {
    pub due_at: String,
    pub seating_id: i64,
    pub amount_cents: i64,
    pub rate_id: Option<i64>,
}

/// audit queries: the part of the storage interface the room uses for them.
pub trait AuditStore {
    /// Every row holding an amount above its limit: a stake (rates, a table's stakes, time
    /// collections, drops) above `max_stake`, a stack or a bank's result beyond `max_stack`.
    /// One line each, naming the row.
    fn amounts_beyond(&self, max_stake: i64, max_stack: i64) -> Result<Vec<String>, StoreError>;

    /// Every hand's id, oldest first.
    fn all_hand_ids(&self) -> Result<Vec<i64>, StoreError>;

    /// The drop taken from a hand, if one was.
    fn drop_of_hand(&self, hand_id: i64) -> Result<Option<i64>, StoreError>;

    /// The bank's result recorded for a box, if any.
    fn banked_of_hand(&self, hand_id: i64) -> Result<Option<i64>, StoreError>;

    /// Every stay at a table.
    fn stays(&self, table_id: i64) -> Result<Vec<StayRow>, StoreError>;

    /// Every time collection recorded at a table.
    fn collections_of(&self, table_id: i64) -> Result<Vec<CollectionKey>, StoreError>;
}
