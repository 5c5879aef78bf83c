//! The end of a shift: its sign-off, the prints of its report and count sheet, and the
//! adjustments that correct what was closed (appended, never edits).

use super::{AdjustmentKind, CollectionStatus, NotPaidReason, PrintKind};
use crate::StoreError;

/// A correction to append.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct NewAdjustment<'a> {
    pub made_at: &'a str,
    pub made_by: i64,
    pub reason: &'a str,
    pub kind: AdjustmentKind,
    pub table_id: i64,
    /// When what it corrects happened (the collection fell due, the hand started).
    pub happened_at: &'a str,
    pub dealer_id: Option<i64>,
    pub collection_id: Option<i64>,
    pub hand_id: Option<i64>,
    pub from_seat: Option<i64>,
    pub to_seat: Option<i64>,
    pub new_status: Option<CollectionStatus>,
    pub new_reason: Option<NotPaidReason>,
    pub amount_cents: i64,
    /// The change to the house's money: + more, − less.
    pub house_cents: i64,
    pub detail: &'a str,
}

/// An adjustment as stored, with the names of who made it and of its table.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct AdjustmentRow {
    pub id: i64,
    pub made_at: String,
    pub made_by: i64,
    pub made_by_name: String,
    pub reason: String,
    pub kind: AdjustmentKind,
    pub table_id: i64,
    pub table_name: String,
    pub happened_at: String,
    pub dealer_id: Option<i64>,
    pub collection_id: Option<i64>,
    pub hand_id: Option<i64>,
    pub from_seat: Option<i64>,
    pub to_seat: Option<i64>,
    pub new_status: Option<CollectionStatus>,
    pub new_reason: Option<NotPaidReason>,
    pub amount_cents: i64,
    pub house_cents: i64,
    pub detail: String,
}

/// closeout queries: the part of the storage interface the room uses for them.
pub trait CloseoutStore {
    /// Records a closed shift's sign-off.
    fn sign_off_shift(&self, id: i64, at: &str, by: i64) -> Result<(), StoreError>;

    /// Records a print of a shift's report or count sheet; the number of prints of it so far,
    /// this one included.
    fn insert_print(
        &self,
        shift_id: i64,
        what: PrintKind,
        at: &str,
        by: i64,
    ) -> Result<i64, StoreError>;

    /// How many times a shift's report or count sheet has been printed.
    fn prints(&self, shift_id: i64, what: PrintKind) -> Result<i64, StoreError>;

    fn insert_adjustment(&self, adjustment: &NewAdjustment<'_>) -> Result<i64, StoreError>;

    /// The adjustments to what happened in [from, to), in the order they were made.
    fn adjustments_between(&self, from: &str, to: &str) -> Result<Vec<AdjustmentRow>, StoreError>;

    /// A hand's adjustments, in the order they were made.
    fn adjustments_of_hand(&self, hand_id: i64) -> Result<Vec<AdjustmentRow>, StoreError>;

    /// A time collection's adjustments, in the order they were made.
    fn adjustments_of_collection(
        &self,
        collection_id: i64,
    ) -> Result<Vec<AdjustmentRow>, StoreError>;
}
