//! Staff: floor managers and dealers.

use super::vocab::Role;
use crate::StoreError;

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct StaffRow {
    pub id: i64,
    pub name: String,
    pub role: Role,
    pub active: bool,
}

/// staff queries: the part of the storage interface the room uses for them.
pub trait StaffStore {
    fn staff_count(&self) -> Result<i64, StoreError>;

    fn staff(&self, id: i64) -> Result<Option<StaffRow>, StoreError>;

    fn list_staff(&self) -> Result<Vec<StaffRow>, StoreError>;

    fn insert_staff(
        &self,
        name: &str,
        role: Role,
        at: &str,
        by: Option<i64>,
    ) -> Result<i64, StoreError>;

    fn set_staff_active(&self, id: i64, active: bool) -> Result<(), StoreError>;
}
