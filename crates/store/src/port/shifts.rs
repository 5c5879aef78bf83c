//! Shifts: a time window and its floor manager.

use crate::StoreError;

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ShiftRow {
    pub id: i64,
    pub floor_id: i64,
    pub floor_name: String,
    pub opened_at: String,
    pub closed_at: Option<String>,
    /// When a floor manager signed the closed shift's report off, and who.
    pub signed_off_at: Option<String>,
    pub signed_off_by: Option<String>,
    /// When the cage counter-signed it, and who.
    pub countersigned_at: Option<String>,
    pub countersigned_by: Option<String>,
}

/// shift queries: the part of the storage interface the room uses for them.
pub trait ShiftStore {
    fn open_shift_row(&self) -> Result<Option<ShiftRow>, StoreError>;

    fn shift(&self, id: i64) -> Result<Option<ShiftRow>, StoreError>;

    fn latest_shift(&self) -> Result<Option<ShiftRow>, StoreError>;

    /// The latest shifts, newest first, at most `limit`.
    fn recent_shifts(&self, limit: i64) -> Result<Vec<ShiftRow>, StoreError>;

    /// The closed shift whose window [opened, closed) holds `at`, if any.
    fn closed_shift_covering(&self, at: &str) -> Result<Option<ShiftRow>, StoreError>;

    fn insert_shift(&self, floor_id: i64, at: &str) -> Result<i64, StoreError>;

    fn close_shift(&self, id: i64, at: &str, by: i64) -> Result<(), StoreError>;
}
