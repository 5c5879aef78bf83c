//! The audit trail: one append-only entry per use case committed or refused, and the state
//! of every audited row after each change to it (written by the database itself, in the same
//! transaction as the change). The room chains the entries' hashes; storage keeps them.

use super::vocab::{AuditOutcome, Station};
use crate::StoreError;

/// One entry of the trail, as stored.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct AuditRow {
    pub id: i64,
    pub at: String,
    pub staff_id: Option<i64>,
    /// The staff member's name, when the entry names one.
    pub staff_name: Option<String>,
    pub station: Station,
    pub machine: String,
    /// The use case (`seat_player`), or `sign_in`.
    pub kind: String,
    pub outcome: AuditOutcome,
    pub table_id: Option<i64>,
    pub hand_id: Option<i64>,
    /// What happened, in words (a refusal's message).
    pub detail: String,
    /// The changes it made: the row states `first_change..=last_change` (none when
    /// `first_change > last_change`); the next entry's begin after `last_change`.
    pub first_change: i64,
    pub last_change: i64,
    pub prev_hash: String,
    pub hash: String,
}

/// The state of one audited row after one change to it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct RowState {
    pub id: i64,
    /// The table (`seatings`).
    pub tbl: String,
    /// The row's key (`12`, or `hand:seq` for a hand's events).
    pub row_key: String,
    /// The whole row as a JSON object ('' when the row it was read from is gone).
    pub image: String,
}

/// An audited row whose stored state is not the one its last recorded change left.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct RowAstray {
    pub tbl: String,
    pub row_key: String,
    /// The row as it is now (`None`: it is gone).
    pub now: Option<String>,
    /// The row as its last change recorded it (`None`: no change recorded).
    pub recorded: Option<String>,
}

/// Which entries a reader wants.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct AuditFilter {
    pub staff_id: Option<i64>,
    pub table_id: Option<i64>,
    /// Entries at or after this time.
    pub from: Option<String>,
    /// Entries before this time.
    pub to: Option<String>,
    /// The use case, or `sign_in`.
    pub kind: Option<String>,
    pub outcome: Option<AuditOutcome>,
    /// At most this many, newest first.
    pub limit: i64,
}

/// audit trail queries: the part of the storage interface the room uses for them.
pub trait TrailStore {
    /// The newest entry, if any.
    fn audit_head(&self) -> Result<Option<AuditRow>, StoreError>;

    /// The id of the newest row state recorded (0 when none).
    fn last_row_state(&self) -> Result<i64, StoreError>;

    /// The row states with ids in `first..=last`, in order.
    fn row_states(&self, first: i64, last: i64) -> Result<Vec<RowState>, StoreError>;

    /// The row as it was before the change that made `state` (none: the change inserted it).
    fn state_before(&self, state: &RowState) -> Result<Option<String>, StoreError>;

    /// Appends an entry (its id and hash computed by the caller, which holds the write lock).
    fn insert_audit(&self, entry: &AuditRow) -> Result<(), StoreError>;

    /// Entries with ids above `after`, oldest first, at most `limit`.
    fn audit_after(&self, after: i64, limit: i64) -> Result<Vec<AuditRow>, StoreError>;

    /// The entries the filter selects, newest first.
    fn audit_entries(&self, filter: &AuditFilter) -> Result<Vec<AuditRow>, StoreError>;

    /// Every audited row whose stored state differs from the last state recorded for it,
    /// and every row that exists without any recorded state although it was written after
    /// the trail began.
    fn rows_astray(&self) -> Result<Vec<RowAstray>, StoreError>;
}
