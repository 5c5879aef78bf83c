//! The Audit screen's and `cardroom audit`'s reads of the trail: entries filtered by staff,
//! table, time, kind and outcome, each with the fields it changed (before and after), and
//! the same as CSV. Floor managers only.

use std::collections::HashMap;

use cardroom_store::port::*;
use serde::{Deserialize, Serialize};

use crate::clock::db_time;
use crate::report_csv::inert;
use crate::usecase::UseCase;
use crate::verify::differing;
use crate::{Room, RoomError};

/// The most entries one read lists.
pub const MAX_ENTRIES: i64 = 5_000;

/// Which entries: all filters optional; the newest first.
#[derive(Debug, Clone, Default, PartialEq, Eq, Deserialize, specta::Type)]
pub struct AuditQuery {
    pub staff_id: Option<i64>,
    pub table_id: Option<i64>,
    /// A range [from, to), RFC 3339; either end may be open.
    pub from: Option<String>,
    pub to: Option<String>,
    /// A use case (`seat_player`), `sign_in`, `confirm_pin`, `sign_out` or `set_pin`.
    pub kind: Option<String>,
    pub outcome: Option<AuditOutcome>,
    /// At most this many (default and at most [`MAX_ENTRIES`]).
    pub limit: Option<i64>,
}

/// One field's change: the row, and the fields that differ before and after.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, specta::Type)]
pub struct AuditChange {
    /// The stored table (`seatings`).
    pub what: String,
    /// The row's key (`12`; `hand:seq` for a hand's entries).
    pub row: String,
    /// The fields that changed, as they were (empty for a new row).
    pub before: String,
    /// The same fields after the change.
    pub after: String,
    /// A hand's entry in the dealer's words ("Seat 2 folds", "Undo: Seat 2 folds"), as its
    /// game's engine says it; none for any other row, or a hand that no longer reads back.
    pub words: Option<String>,
}

/// One entry of the trail.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, specta::Type)]
pub struct AuditEntry {
    pub id: i64,
    pub at: String,
    pub staff_id: Option<i64>,
    pub staff: Option<String>,
    pub station: Station,
    pub machine: String,
    pub kind: String,
    pub outcome: AuditOutcome,
    pub table_id: Option<i64>,
    pub hand_id: Option<i64>,
    pub detail: String,
    pub changes: Vec<AuditChange>,
    pub hash: String,
}

impl Room {
    /// The entries a query asks for, newest first.
    pub fn audit_log(&self, actor: i64, query: &AuditQuery) -> Result<Vec<AuditEntry>, RoomError> {
        self.read_as(actor, UseCase::ReadAudit, |tx, _| entries(tx, query))
    }

    /// The same entries as CSV: one line per entry, its changes in one cell.
    pub fn audit_csv(&self, actor: i64, query: &AuditQuery) -> Result<String, RoomError> {
        let entries = self.audit_log(actor, query)?;
        let mut out = crate::report_csv::Sheet::new();
        out.row([
            "id", "at", "staff", "station", "machine", "kind", "outcome", "table", "hand",
            "detail", "changes", "hash",
        ])?;
        for e in entries {
            let changes: Vec<String> = e
                .changes
                .iter()
                .map(|c| format!("{} {}: {} -> {}", c.what, c.row, c.before, c.after))
                .collect();
            let opt = |v: Option<i64>| v.map(|v| v.to_string()).unwrap_or_default();
            out.row([
                e.id.to_string(),
                crate::clock::time_words(self.clock(), &e.at),
                inert(&e.staff.unwrap_or_default()),
                e.station.as_str().to_string(),
                inert(&e.machine),
                e.kind,
                e.outcome.as_str().to_string(),
                opt(e.table_id),
                opt(e.hand_id),
                inert(&crate::clock::times_in_words(self.clock(), &e.detail)),
                inert(&changes.join("; ")),
                e.hash,
            ])?;
        }
        out.text()
    }
}

fn entries(tx: &dyn Tx, q: &AuditQuery) -> Result<Vec<AuditEntry>, RoomError> {
    let time = |what: &str, t: &Option<String>| -> Result<Option<String>, RoomError> {
        t.as_deref()
            .map(|t| crate::report::instant(what, t).map(db_time))
            .transpose()
    };
    let filter = AuditFilter {
        staff_id: q.staff_id,
        table_id: q.table_id,
        from: time("from", &q.from)?,
        to: time("to", &q.to)?,
        kind: q.kind.clone(),
        outcome: q.outcome,
        limit: q.limit.unwrap_or(MAX_ENTRIES).clamp(1, MAX_ENTRIES),
    };
    let mut out = Vec::new();
    let mut hands: HashMap<i64, HashMap<i64, String>> = HashMap::new();
    for row in tx.audit_entries(&filter)? {
        let states = if row.last_change >= row.first_change {
            tx.row_states(row.first_change, row.last_change)?
        } else {
            Vec::new()
        };
        let mut changes = Vec::with_capacity(states.len());
        for s in &states {
            let before = tx.state_before(s)?.unwrap_or_else(|| "{}".into());
            let (before, after) = differing(&before, &s.image);
            let words = if s.tbl == "hand_events" {
                hand_entry_words(tx, &mut hands, &s.row_key)
            } else {
                None
            };
            changes.push(AuditChange {
                what: s.tbl.clone(),
                row: s.row_key.clone(),
                before,
                after,
                words,
            });
        }
        out.push(AuditEntry {
            id: row.id,
            at: row.at,
            staff_id: row.staff_id,
            staff: row.staff_name,
            station: row.station,
            machine: row.machine,
            kind: row.kind,
            outcome: row.outcome,
            table_id: row.table_id,
            hand_id: row.hand_id,
            detail: row.detail,
            changes,
            hash: row.hash,
        });
    }
    Ok(out)
}

/// The words of a hand's entry (`row_key` is `hand:seq`), reading each hand's log once per
/// read of the trail.
fn hand_entry_words(
    tx: &dyn Tx,
    hands: &mut HashMap<i64, HashMap<i64, String>>,
    row_key: &str,
) -> Option<String> {
    let (hand, seq) = row_key.split_once(':')?;
    let (hand, seq): (i64, i64) = (hand.parse().ok()?, seq.parse().ok()?);
    // A hand that no longer reads back has no words; the trail still lists its rows.
    let words = hands.entry(hand).or_insert_with(|| {
        tx.hand(hand)
            .ok()
            .flatten()
            .and_then(|row| crate::hands::entry_words(tx, &row).ok())
            .unwrap_or_default()
            .into_iter()
            .collect()
    });
    words.get(&seq).cloned()
}
