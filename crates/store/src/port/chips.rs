//! The chip ledger: every change to a seated player's stack, one row each.

use super::vocab::{ChipKind, OutsideShiftKind};
use crate::StoreError;

/// One movement of a seated player's chips.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ChipMoveRow {
    pub id: i64,
    pub table_id: i64,
    pub seating_id: i64,
    pub seat_no: i64,
    pub player_name: String,
    pub kind: ChipKind,
    /// What his stack gained (negative: lost).
    pub amount_cents: i64,
    pub at: String,
    pub by: Option<i64>,
    pub hand_id: Option<i64>,
    pub collection_id: Option<i64>,
    /// A landed add-on: the pending one it lands.
    pub lands: Option<i64>,
    pub reason: Option<String>,
}

/// A movement to append.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct NewChipMove {
    pub table_id: i64,
    pub seating_id: i64,
    pub kind: ChipKind,
    pub amount_cents: i64,
    pub hand_id: Option<i64>,
    pub collection_id: Option<i64>,
    pub lands: Option<i64>,
    pub reason: Option<String>,
}

/// The sum of one table's movements of one kind.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ChipSum {
    pub table_id: i64,
    pub kind: ChipKind,
    pub cents: i64,
}

/// A seating whose stack is not what its ledger says: seated, his stack against the sum of
/// his movements; gone, the sum (it should be nothing: he left with all he had).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct StackOffLedger {
    pub seating_id: i64,
    pub table_id: i64,
    pub seat_no: i64,
    pub player_name: String,
    pub left: bool,
    pub stack_cents: i64,
    pub ledger_cents: i64,
}

/// A finished hand whose players' results do not add up to what the house took from it:
/// `ledger_cents` the sum of its players' results, `house_cents` its drop and the house's
/// result on a banked box.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct HandOffLedger {
    pub hand_id: i64,
    pub table_id: i64,
    pub ledger_cents: i64,
    pub house_cents: i64,
}

/// Money written when no shift was open: what (`hand`, `collection`, `chips`), its id, when.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct OutsideShift {
    pub what: OutsideShiftKind,
    pub id: i64,
    pub at: String,
}

/// chip queries: the part of the storage interface the room uses for the chip ledger.
pub trait ChipStore {
    /// Appends a movement (the room changes the stack in the same transaction).
    fn insert_chip_move(&self, m: &NewChipMove, at: &str, by: i64) -> Result<i64, StoreError>;

    /// Add-ons bought during a hand and not landed yet, at one table or all, oldest first.
    fn pending_add_ons(&self, table_id: Option<i64>) -> Result<Vec<ChipMoveRow>, StoreError>;

    /// The movements of [from, to) (from the first when `from` is `None`), summed by table
    /// and kind; pending add-ons are not chips on the table yet and are left out.
    fn chip_sums(&self, from: Option<&str>, to: &str) -> Result<Vec<ChipSum>, StoreError>;

    /// A table's movements in [from, to), oldest first.
    fn chip_moves_between(
        &self,
        table_id: i64,
        from: &str,
        to: &str,
    ) -> Result<Vec<ChipMoveRow>, StoreError>;

    /// Every seating whose stack is not the sum of its movements.
    fn stacks_off_ledger(&self) -> Result<Vec<StackOffLedger>, StoreError>;

    /// Every finished hand (since the ledger began) whose results do not add up to the house's
    /// take.
    fn hands_off_ledger(&self) -> Result<Vec<HandOffLedger>, StoreError>;

    /// Hands started, collections marked and chips moved (since the ledger began) at a moment
    /// no shift covers.
    fn money_outside_shifts(&self) -> Result<Vec<OutsideShift>, StoreError>;
}
