//! Staff: floor managers and dealers.

use super::vocab::{Language, Role, SignInOutcome, Station};
use crate::StoreError;

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct StaffRow {
    pub id: i64,
    pub name: String,
    pub role: Role,
    pub active: bool,
    /// Whether a PIN is set (the hash itself is read only to check a PIN: [`StaffStore::pin`]).
    pub has_pin: bool,
    /// Wrong PINs entered in a row.
    pub failed_pins: i64,
    /// Locked after too many wrong PINs, until then.
    pub locked_until: Option<String>,
}

/// One sign-in attempt, kept.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct NewSignIn<'a> {
    pub staff_id: Option<i64>,
    pub name: &'a str,
    pub at: &'a str,
    pub outcome: SignInOutcome,
    pub station: Station,
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

    fn set_staff_role(&self, id: i64, role: Role) -> Result<(), StoreError>;

    /// The staff member's PIN hash (argon2id PHC string), if one is set.
    fn pin(&self, id: i64) -> Result<Option<String>, StoreError>;

    /// Sets the PIN hash and clears wrong PINs and any lock.
    fn set_pin(&self, id: i64, hash: &str) -> Result<(), StoreError>;
    /// A staff member's latest choice of language (none: the station's, or never chosen).
    fn staff_language(&self, id: i64) -> Result<Option<Language>, StoreError>;
    /// Appends a staff member's choice of language (none: back to the station's).
    fn insert_staff_language(
        &self,
        id: i64,
        language: Option<Language>,
        at: &str,
        by: i64,
    ) -> Result<(), StoreError>;

    /// Records wrong PINs in a row, and the lock they earn (none: not locked).
    fn set_pin_failures(
        &self,
        id: i64,
        failed: i64,
        locked_until: Option<&str>,
    ) -> Result<(), StoreError>;

    fn insert_sign_in(&self, attempt: &NewSignIn<'_>) -> Result<(), StoreError>;
}
