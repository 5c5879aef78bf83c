//! The cage's end of shift: what it counted in each drop box, and its counter-signature.

use super::vocab::BankKind;
use crate::StoreError;

/// A drop box's count to append: a recount names its reason.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct NewBoxCount<'a> {
    pub shift_id: i64,
    pub table_id: i64,
    pub counted_cents: i64,
    pub at: &'a str,
    pub by: i64,
    pub explanation: Option<&'a str>,
    pub reason: Option<&'a str>,
}

/// A drop box's count as stored, with who counted it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct BoxCountRow {
    pub id: i64,
    pub shift_id: i64,
    pub table_id: i64,
    pub counted_cents: i64,
    pub counted_at: String,
    pub counted_by: i64,
    pub counted_by_name: String,
    pub explanation: Option<String>,
    pub reason: Option<String>,
}

/// A move of a table bank's chips to append.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct NewBankMove<'a> {
    pub shift_id: i64,
    pub table_id: i64,
    pub kind: BankKind,
    pub amount_cents: i64,
    pub at: &'a str,
    pub brought_by: i64,
    pub received_by: i64,
    pub recorded_by: i64,
    pub reason: Option<&'a str>,
}

/// A move of a table bank's chips as stored, with the names of who brought, received and
/// recorded it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct BankMoveRow {
    pub id: i64,
    pub shift_id: i64,
    pub table_id: i64,
    pub kind: BankKind,
    pub amount_cents: i64,
    pub moved_at: String,
    pub brought_by: String,
    pub received_by: String,
    pub recorded_by: String,
    pub reason: Option<String>,
}

/// cage queries: the part of the storage interface the room uses for them.
pub trait CageStore {
    fn insert_box_count(&self, count: &NewBoxCount<'_>) -> Result<i64, StoreError>;

    /// Every count of a shift's boxes, in the order they were entered.
    fn box_counts(&self, shift_id: i64) -> Result<Vec<BoxCountRow>, StoreError>;

    fn insert_bank_move(&self, m: &NewBankMove<'_>) -> Result<i64, StoreError>;

    /// Every move of a shift's table banks, in the order they were entered.
    fn bank_moves(&self, shift_id: i64) -> Result<Vec<BankMoveRow>, StoreError>;

    /// Records the cage's counter-signature of a shift.
    fn countersign_shift(&self, shift_id: i64, at: &str, by: i64) -> Result<(), StoreError>;
}
