//! Hands and their append-only event logs.

use super::vocab::{EventKind, HandKind, VoidReason};
use crate::StoreError;

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct HandRow {
    pub id: i64,
    pub table_id: i64,
    pub number: i64,
    pub button_seat: i64,
    pub dealer_id: Option<i64>,
    pub kind: HandKind,
    pub config: String,
    pub started_at: String,
    pub finished_at: Option<String>,
    pub settlement: Option<String>,
    /// Set when the hand was voided (it is then finished, with no settlement).
    pub void_reason: Option<VoidReason>,
}

/// One stored event: an accepted action, or an undo of the last one still standing.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct HandEventRow {
    pub seq: i64,
    pub kind: EventKind,
    pub payload: String,
    pub recorded_at: String,
    pub recorded_by: i64,
}

/// A hand to start: its table, the engine that logs it and the setup it starts from.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct NewHand<'a> {
    pub table_id: i64,
    pub kind: HandKind,
    pub button_seat: i64,
    pub dealer_id: Option<i64>,
    /// The setup, as JSON.
    pub config: &'a str,
    pub at: &'a str,
    pub by: i64,
}

/// hand queries: the part of the storage interface the room uses for them.
pub trait HandStore {
    fn unfinished_hand(&self, table_id: i64) -> Result<Option<HandRow>, StoreError>;

    /// When the table's latest hand was started, if it has had one.
    fn last_hand_started(&self, table_id: i64) -> Result<Option<String>, StoreError>;

    /// How many hands a table has started, a voided hand not counted (it is dealt again).
    fn hand_count(&self, table_id: i64) -> Result<i64, StoreError>;

    /// The table's latest finished hands that were played out (not voided), newest first.
    fn last_finished_hands(&self, table_id: i64, limit: i64) -> Result<Vec<HandRow>, StoreError>;

    fn hand(&self, id: i64) -> Result<Option<HandRow>, StoreError>;

    /// Starts a hand; returns its id. Its number is the table's next.
    fn insert_hand(&self, hand: &NewHand<'_>) -> Result<i64, StoreError>;

    fn hand_events(&self, hand_id: i64) -> Result<Vec<HandEventRow>, StoreError>;

    /// Appends the hand's event number `seq` (1, 2, ...: one more than the events the writer
    /// read). When another writer took that number first, nothing is written and the answer
    /// is [`StoreError::Conflict`]: two writers can never both append the same step.
    fn append_hand_event(
        &self,
        hand_id: i64,
        seq: i64,
        kind: EventKind,
        payload: &str,
        at: &str,
        by: i64,
    ) -> Result<(), StoreError>;

    fn finish_hand(
        &self,
        hand_id: i64,
        settlement: &str,
        at: &str,
        by: i64,
    ) -> Result<(), StoreError>;

    /// Ends a hand as void: finished, with its reason and no settlement.
    fn void_hand(
        &self,
        hand_id: i64,
        reason: VoidReason,
        at: &str,
        by: i64,
    ) -> Result<(), StoreError>;

    /// The table's latest hand (finished or not), if it has had one.
    fn latest_hand(&self, table_id: i64) -> Result<Option<HandRow>, StoreError>;

    /// The hands started in [from, to), at one table and by one dealer when given, newest
    /// first, at most `limit`.
    fn hands_between(
        &self,
        from: &str,
        to: &str,
        table_id: Option<i64>,
        dealer_id: Option<i64>,
        limit: i64,
    ) -> Result<Vec<HandRow>, StoreError>;

    /// Hands started in [from, to): (table id, dealer id, started at).
    fn hands_started_between(
        &self,
        from: &str,
        to: &str,
    ) -> Result<Vec<(i64, Option<i64>, String)>, StoreError>;
}
