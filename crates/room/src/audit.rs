//! `cardroom db check`: the room's invariants, read from the file without changing it. Each
//! problem found is one line; none means the room is sound.

use cardroom_store::port::*;
use std::collections::{BTreeMap, BTreeSet};

use cardroom_store::TableRow;

use crate::clock::{db_time, parse_db_time};
use crate::model::collections::interval_of;
use crate::model::tables::rate_at;
use crate::{Room, RoomError};

impl Room {
    /// Every problem found: the schema against the migrations, every hand replayed (chips
    /// conserved, the stored results and drops equal to the replay's), and every time
    /// collection that should have been recorded, at the rate then in force. Reads only.
    pub fn check_room(&self) -> Result<Vec<String>, RoomError> {
        let mut problems = self.store.schema_problems()?;
        if !problems.is_empty() {
            // The rest reads tables that are not as Cardroom made them.
            return Ok(problems);
        }
        self.read(|tx, _| {
            let limits = (
                crate::values::MAX_STAKE_CENTS,
                crate::values::MAX_STACK_CENTS,
            );
            for row in tx.amounts_beyond(limits.0, limits.1)? {
                problems.push(format!("{row} cents is beyond what Cardroom accepts"));
            }
            // The report's sums, kept as the room writes, against a recount of the rows.
            for astray in tx.kept_sums_astray()? {
                problems.push(format!("the report's sums differ from the rows: {astray}"));
            }
            for id in tx.all_hand_ids()? {
                let row = crate::hands::log::load_row(tx, id)?;
                let found = crate::hands::audit(tx, row);
                match found {
                    Ok(found) => {
                        problems.extend(found.into_iter().map(|p| format!("hand {id} {p}")))
                    }
                    Err(e) => problems.push(format!("hand {id}: {e}")),
                }
            }
            for table in tx.tables(true)? {
                if let Err(e) = collections(tx, &table, &mut problems) {
                    problems.push(format!("table {} ({}): {e}", table.id, table.name));
                }
            }
            Ok(problems)
        })
    }
}

/// The collections a time-collected table should hold, up to its last one recorded: one per
/// player seated at each collection time, at the rate then in force.
fn collections(tx: &dyn Tx, table: &TableRow, problems: &mut Vec<String>) -> Result<(), RoomError> {
    if table.collection_mode != TableCollection::Time {
        return Ok(());
    }
    let recorded = tx.collections_of(table.id)?;
    let Some(last) = recorded.iter().map(|c| c.due_at.clone()).max() else {
        return Ok(());
    };
    let bad = || RoomError::BadData {
        detail: "a time that cannot be read".into(),
    };
    let step = interval_of(table)?;
    let last = parse_db_time(&last).ok_or_else(bad)?;
    let stays = tx.stays(table.id)?;
    let mut due = parse_db_time(&table.opened_at).ok_or_else(bad)? + step;
    // A player seated or leaving at the very moment a collection falls due may owe it or not
    // (whichever was entered first): such a stay is neither required nor out of place.
    // The rate at each collection time, read once.
    let mut rates = BTreeMap::new();
    let mut expected = BTreeSet::new();
    let mut either = BTreeSet::new();
    while due <= last {
        let at = db_time(due);
        let rate = rate_at(tx, table, &at)?;
        rates.insert(at.clone(), rate);
        if rate.is_some() {
            for s in &stays {
                let left = s.left_at.as_deref();
                if s.seated_at == at || left == Some(at.as_str()) {
                    either.insert((at.clone(), s.id));
                } else if s.seated_at < at && left.is_none_or(|l| l > at.as_str()) {
                    expected.insert((at.clone(), s.id));
                }
            }
        }
        due += step;
    }
    let name = &table.name;
    for c in &recorded {
        let key = (c.due_at.clone(), c.seating_id);
        if !expected.remove(&key) && !either.contains(&key) {
            problems.push(format!(
                "{name}: a collection due {} from seating {} was not owed",
                c.due_at, c.seating_id
            ));
            continue;
        }
        let rate = rates.get(&c.due_at).copied().flatten();
        if rate.map(|r| r.1) != Some(c.amount_cents) || rate.map(|r| r.0) != Some(c.rate_id) {
            problems.push(format!(
                "{name}: the collection due {} from seating {} is {} cents, not the rate then in force",
                c.due_at, c.seating_id, c.amount_cents
            ));
        }
    }
    for (at, seating) in expected {
        problems.push(format!(
            "{name}: the collection due {at} from seating {seating} is missing"
        ));
    }
    Ok(())
}
