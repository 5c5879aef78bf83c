//! `cardroom db verify`: the audit trail's hash chain walked from its first entry, every
//! audited row against its last recorded state, and the room's invariants (chips conserved
//! in every hand, each collection marked at most once, nothing after a locked shift but a
//! correction). Reads only; each problem is one line, the chain's first broken link named.

use std::collections::HashMap;

use cardroom_store::port::*;
use serde_json::Value;

use crate::trail::{GENESIS, entry_hash};
use crate::{Room, RoomError};

/// Entries read at a time while walking the chain.
const BATCH: i64 = 2_000;
/// What an entry after a shift's close may change of that shift's records.
const AFTER_CLOSE: [&str; 4] = [
    "correct_collection",
    "correct_hand",
    "sign_off_shift",
    "record_print",
];

impl Room {
    /// Every problem found, `db check`'s first; none means the room and its trail are sound.
    pub fn verify_room(&self) -> Result<Vec<String>, RoomError> {
        if !self.store.schema_problems()?.is_empty() {
            // The trail's tables may not be as Cardroom made them: `db check` says how.
            return self.check_room();
        }
        let mut problems = self.check_room()?;
        self.read(|tx, _| {
            walk_chain(tx, &mut problems)?;
            for astray in tx.rows_astray()? {
                problems.push(astray_words(&astray));
            }
            problems.extend(crate::chips::chip_problems(tx)?);
            Ok(problems)
        })
    }
}

fn entry_name(e: &AuditRow) -> String {
    let who = e
        .staff_name
        .clone()
        .unwrap_or_else(|| "no one known".into());
    format!("audit entry {} ({} {} by {who})", e.id, e.at, e.kind)
}

/// Walks the chain oldest first: each entry's link to the one before, its range of row
/// states, its hash; and on the way, the invariants the row states show.
fn walk_chain(tx: &dyn Tx, problems: &mut Vec<String>) -> Result<(), RoomError> {
    let mut prev_hash = GENESIS.to_string();
    let mut next_first = 1;
    let mut after = 0;
    let mut broken = false;
    let mut marked: HashMap<String, String> = HashMap::new();
    let mut finished: HashMap<i64, Option<String>> = HashMap::new();
    loop {
        let entries = tx.audit_after(after, BATCH)?;
        let Some(last) = entries.last() else { break };
        after = last.id;
        // The batch's row states in one read (one per entry cost a round trip each on a
        // server), then each entry's own by its range.
        let ranges = entries.iter().filter(|e| e.last_change >= e.first_change);
        let lo = ranges.clone().map(|e| e.first_change).min();
        let hi = ranges.map(|e| e.last_change).max();
        let all = match (lo, hi) {
            (Some(lo), Some(hi)) => tx.row_states(lo, hi)?,
            _ => Vec::new(),
        };
        for e in &entries {
            let states: Vec<RowState> = if e.last_change >= e.first_change {
                let from = all.partition_point(|s| s.id < e.first_change);
                let to = all.partition_point(|s| s.id <= e.last_change);
                all[from..to].to_vec()
            } else {
                Vec::new()
            };
            if !broken {
                let link = if e.prev_hash != prev_hash {
                    Some("does not follow the entry before it (its link is broken)".to_string())
                } else if e.first_change != next_first {
                    Some("covers other changes than those after the entry before it".to_string())
                } else if entry_hash(e, &states) != e.hash {
                    // The hash covers each change's id and state, so a change deleted is
                    // caught here; ids alone may skip (a PostgreSQL sequence skips values on a
                    // rollback or a crash's recovery), which is no tampering. A state is read
                    // from the row itself while no later change replaced it (migration
                    // 0024): a row edited outside Cardroom is caught here too, among the rows
                    // the entry changed.
                    // The rows gone first: those it can say for certain.
                    let mut rows: Vec<String> = Vec::new();
                    let (gone, kept): (Vec<&RowState>, Vec<&RowState>) =
                        states.iter().partition(|s| s.image.is_empty());
                    for s in gone.into_iter().chain(kept) {
                        let row = format!("{} {}", s.tbl, s.row_key);
                        if !rows.contains(&row) {
                            rows.push(row);
                        }
                    }
                    let more = rows.len().saturating_sub(5);
                    rows.truncate(5);
                    let rows = match (rows.is_empty(), more) {
                        (true, _) => String::new(),
                        (false, 0) => format!(" (it changed {})", rows.join(", ")),
                        (false, n) => format!(" (it changed {} and {n} more)", rows.join(", ")),
                    };
                    Some(format!(
                        "does not match its hash: it, its changes or a row it changed were edited or deleted{rows}"
                    ))
                } else {
                    None
                };
                if let Some(why) = link {
                    problems.push(format!(
                        "the audit trail's first broken link: {} {why}",
                        entry_name(e)
                    ));
                    broken = true;
                }
            }
            prev_hash = e.hash.clone();
            next_first = e.last_change + 1;
            invariants(tx, e, &states, &mut marked, &mut finished, problems)?;
        }
    }
    let recorded = tx.last_row_state()?;
    if recorded >= next_first {
        let states = tx.row_states(next_first, recorded)?;
        let shown: Vec<String> = states
            .iter()
            .take(5)
            .map(|s| format!("{} {}", s.tbl, s.row_key))
            .collect();
        problems.push(format!(
            "{} change(s) were made outside Cardroom (no audit entry covers them): {}",
            states.len(),
            shown.join(", ")
        ));
    }
    Ok(())
}

/// The invariants one entry's row states can break: a collection marked twice, and a
/// record of a locked shift changed by anything but a correction.
fn invariants(
    tx: &dyn Tx,
    e: &AuditRow,
    states: &[RowState],
    marked: &mut HashMap<String, String>,
    finished: &mut HashMap<i64, Option<String>>,
    problems: &mut Vec<String>,
) -> Result<(), RoomError> {
    for s in states {
        if s.image.is_empty() {
            // Read from a row that is gone: said once, by the rows' check.
            continue;
        }
        let Ok(image) = serde_json::from_str::<Value>(&s.image) else {
            problems.push(format!(
                "{}: a recorded state that is not JSON",
                entry_name(e)
            ));
            continue;
        };
        let text = |k: &str| image.get(k).and_then(Value::as_str).map(str::to_string);
        let int = |k: &str| image.get(k).and_then(Value::as_i64);
        let moment = match s.tbl.as_str() {
            "time_collections" => {
                let status = text("status").unwrap_or_default();
                // A mark the floor undid (due again) may be marked anew.
                if status == "due" {
                    marked.remove(&s.row_key);
                }
                // A collection left unmarked at a hand-over is marked in the next shift.
                if status != "due"
                    && !marked.contains_key(&s.row_key)
                    && let Some(due) = text("due_at")
                    && crate::model::shifts::markable(tx, &due, &e.at).is_ok()
                {
                    marked.insert(s.row_key.clone(), status);
                    continue;
                }
                if status != "due" {
                    if let Some(before) = marked.get(&s.row_key) {
                        problems.push(format!(
                            "collection {} was marked twice ({before}, then {status} by {})",
                            s.row_key,
                            entry_name(e)
                        ));
                    }
                    marked.insert(s.row_key.clone(), status);
                }
                text("due_at")
            }
            // A hand is locked once it finished inside a shift since closed (one in progress
            // at the close finishes after it).
            "hand_events" | "drop_collections" | "banked_results" => match int("hand_id") {
                // Read once a hand: a hand has dozens of entries.
                Some(hand) => match finished.get(&hand) {
                    Some(at) => at.clone(),
                    None => {
                        let at = tx.hand(hand)?.and_then(|h| h.finished_at);
                        finished.insert(hand, at.clone());
                        at
                    }
                },
                None => None,
            },
            _ => None,
        };
        let Some(moment) = moment else { continue };
        if AFTER_CLOSE.contains(&e.kind.as_str()) {
            continue;
        }
        if let Some(shift) = tx.closed_shift_covering(&moment)?
            && shift
                .closed_at
                .as_deref()
                .is_some_and(|c| e.at.as_str() > c)
        {
            problems.push(format!(
                "{} changed {} {} of shift {}, locked since {}",
                entry_name(e),
                s.tbl,
                s.row_key,
                shift.id,
                shift.closed_at.unwrap_or_default()
            ));
        }
    }
    Ok(())
}

fn astray_words(a: &RowAstray) -> String {
    match (&a.now, &a.recorded) {
        (Some(now), Some(recorded)) => format!(
            "{} row {} was changed outside Cardroom: recorded {}, now {}",
            a.tbl,
            a.row_key,
            differing(recorded, now).0,
            differing(recorded, now).1
        ),
        (Some(now), None) => format!(
            "{} row {} was written outside Cardroom (no change recorded): {}",
            a.tbl,
            a.row_key,
            differing("{}", now).1
        ),
        (None, _) => format!("{} row {} was deleted outside Cardroom", a.tbl, a.row_key),
    }
}

/// The fields that differ between two row states, each side as `field=value` pairs.
pub(crate) fn differing(before: &str, after: &str) -> (String, String) {
    let parse = |t: &str| serde_json::from_str::<serde_json::Map<String, Value>>(t).ok();
    let (Some(b), Some(a)) = (parse(before), parse(after)) else {
        return (before.to_string(), after.to_string());
    };
    let mut was = Vec::new();
    let mut now = Vec::new();
    for (k, v) in &a {
        if b.get(k) != Some(v) {
            // A new row: its fields after, nothing before.
            if !b.is_empty() {
                was.push(format!(
                    "{k}={}",
                    shown(k, b.get(k).unwrap_or(&Value::Null))
                ));
            }
            now.push(format!("{k}={}", shown(k, v)));
        }
    }
    (was.join(" "), now.join(" "))
}

/// A field's value as the trail shows it: a PIN's hash only as whether one is set.
fn shown(field: &str, value: &Value) -> String {
    match (field, value) {
        ("pin_hash", Value::Null) => "none".into(),
        ("pin_hash", _) => "set".into(),
        _ => value.to_string(),
    }
}
