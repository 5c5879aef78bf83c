//! The audit trail: every use case committed or refused is one entry (who, when, from which
//! station and machine, what, and the row states it changed), each entry's hash chained to
//! the one before. The database records the row states itself (triggers), so the trail also
//! catches a change made by any other program.

use cardroom_store::port::*;
use sha2::{Digest, Sha256};

use crate::{Room, RoomError};

/// The hash before the first entry.
pub const GENESIS: &str = "0000000000000000000000000000000000000000000000000000000000000000";

/// One entry to append: the frame fills it from the use case.
#[derive(Debug, Clone)]
pub(crate) struct Entry<'a> {
    pub at: &'a str,
    pub staff_id: Option<i64>,
    pub kind: &'a str,
    pub outcome: AuditOutcome,
    pub table_id: Option<i64>,
    pub hand_id: Option<i64>,
    pub detail: &'a str,
}

/// The entry's hash: its fields, the row states it covers and the previous hash, each field
/// on a line of its own (a field holds no line break but the detail, which comes last but one).
pub fn entry_hash(e: &AuditRow, states: &[RowState]) -> String {
    let mut h = Sha256::new();
    let opt = |v: Option<i64>| v.map(|v| v.to_string()).unwrap_or_default();
    for field in [
        e.prev_hash.as_str(),
        &e.id.to_string(),
        &e.at,
        &opt(e.staff_id),
        e.station.as_str(),
        &e.machine,
        &e.kind,
        e.outcome.as_str(),
        &opt(e.table_id),
        &opt(e.hand_id),
        &e.first_change.to_string(),
        &e.last_change.to_string(),
        &e.detail.len().to_string(),
        &e.detail,
    ] {
        h.update(field.as_bytes());
        h.update(b"\n");
    }
    for s in states {
        h.update(format!("{}\t{}\t{}\t{}\n", s.id, s.tbl, s.row_key, s.image).as_bytes());
    }
    hex(&h.finalize())
}

/// The id the next audit entry will have: the one after the chain's head.
pub(crate) fn next_entry_id(tx: &dyn Tx) -> Result<i64, RoomError> {
    Ok(tx.audit_head()?.map_or(1, |h| h.id + 1))
}

fn hex(bytes: &[u8]) -> String {
    bytes.iter().map(|b| format!("{b:02x}")).collect()
}

/// The name of this machine, recorded with each entry.
pub(crate) fn machine_name() -> String {
    let name = std::fs::read_to_string("/proc/sys/kernel/hostname")
        .or_else(|_| std::fs::read_to_string("/etc/hostname"))
        .ok()
        .or_else(|| std::env::var("COMPUTERNAME").ok())
        .unwrap_or_default();
    let name: String = name
        .trim()
        .chars()
        .filter(|c| !c.is_control())
        .take(64)
        .collect();
    if name.is_empty() {
        "unknown".into()
    } else {
        name
    }
}

impl Room {
    /// Appends an entry in `tx`, covering every row state recorded since the last entry.
    pub(crate) fn seal(&self, tx: &dyn Tx, entry: &Entry<'_>) -> Result<i64, RoomError> {
        let head = tx.audit_head()?;
        let (id, prev_hash, first) = match &head {
            Some(h) => (h.id + 1, h.hash.clone(), h.last_change + 1),
            None => (1, GENESIS.to_string(), 1),
        };
        let last = tx.last_row_state()?.max(first - 1);
        let states = if last >= first {
            tx.row_states(first, last)?
        } else {
            Vec::new()
        };
        if let Some(lost) = states.iter().find(|s| s.image.is_empty()) {
            // A state the trail cannot read (a table the migrations left out of
            // `audit_live`): sealing it would seal nothing.
            return Err(RoomError::Store(cardroom_store::StoreError::Other {
                detail: format!(
                    "the audit trail cannot read the state of {} {} it must seal",
                    lost.tbl, lost.row_key
                ),
            }));
        }
        let mut row = AuditRow {
            id,
            at: entry.at.to_string(),
            staff_id: entry.staff_id,
            staff_name: None,
            station: self.station,
            machine: self.machine.clone(),
            kind: entry.kind.to_string(),
            outcome: entry.outcome,
            table_id: entry.table_id,
            hand_id: entry.hand_id,
            detail: entry.detail.to_string(),
            first_change: first,
            last_change: last,
            prev_hash,
            hash: String::new(),
        };
        row.hash = entry_hash(&row, &states);
        tx.insert_audit(&row)?;
        Ok(id)
    }

    /// Whether the transaction changed an audited row since the last entry.
    pub(crate) fn changed_since_seal(&self, tx: &dyn Tx) -> Result<bool, RoomError> {
        let covered = tx.audit_head()?.map_or(0, |h| h.last_change);
        Ok(tx.last_row_state()? > covered)
    }

    /// Records a use case refused for lack of authority, in a transaction of its own (the
    /// refused one wrote nothing). A failure to record is logged, never returned: the user
    /// sees the refusal.
    pub(crate) fn audit_refusal(
        &self,
        actor: Option<i64>,
        kind: &str,
        table_id: Option<i64>,
        hand_id: Option<i64>,
        e: &RoomError,
    ) {
        let at = crate::clock::db_time(self.clock.now());
        let detail = format!("{}: {e}", e.code().as_str());
        let done = self.store.write(|tx| {
            // A staff id that names no one is recorded in the words, not as a reference.
            let staff_id = match actor {
                Some(id) if tx.staff(id)?.is_some() => Some(id),
                _ => None,
            };
            self.seal(
                tx,
                &Entry {
                    at: &at,
                    staff_id,
                    kind,
                    outcome: AuditOutcome::Refused,
                    table_id,
                    hand_id,
                    detail: &detail,
                },
            )
        });
        if let Err(failed) = done {
            tracing::error!(error = %failed, "the refusal could not be recorded in the audit trail");
        }
    }
}
