//! Waiting lists as the room reads them: which tables feed a list, the order of its players
//! (a missed call sends a player to the bottom at the moment it timed out), the calls in
//! force, and what the must-move tables owe their main games.
//!
//! A call that timed out needs no write to take effect: an open call past its due time has
//! timed out, so every reader sees the same order at the same moment.

use std::collections::{BTreeMap, BTreeSet};

use cardroom_store::port::*;
use cardroom_store::{SeatingRow, TableRow};
use chrono::{DateTime, Utc};

use crate::RoomError;
use crate::clock::{db_time, parse_db_time};
use crate::tables::stakes_label;

/// Everything the waiting lists' rules read, on one snapshot at `now`.
pub(crate) struct Floor {
    pub now: DateTime<Utc>,
    pub lists: Vec<WaitlistRow>,
    /// Players on open lists, each list in its order (place 1 first); a player taken off by a
    /// missed call is not here.
    pub entries: Vec<WaitEntryRow>,
    /// Calls not ended and not timed out.
    pub calls: Vec<SeatCallRow>,
    /// Open calls past their due time, not yet ended.
    pub timed_out: Vec<SeatCallRow>,
    /// The time each entry's place counts from: added, or its latest missed call's time
    /// when the house sends such players to the bottom.
    pub place_at: BTreeMap<i64, String>,
    pub tables: Vec<TableRow>,
    /// Who sits at each open table, read once.
    pub seated: BTreeMap<i64, Vec<SeatingRow>>,
    pub must_moves: Vec<MustMoveRow>,
}

impl Floor {
    pub(crate) fn read(tx: &dyn Tx, now: DateTime<Utc>) -> Result<Floor, RoomError> {
        let at = db_time(now);
        let lists = tx.waitlists()?;
        let mut calls = Vec::new();
        let mut timed_out = Vec::new();
        for call in tx.open_calls()? {
            if call.due_at.as_str() <= at.as_str() {
                timed_out.push(call);
            } else {
                calls.push(call);
            }
        }
        let mut place_at: BTreeMap<i64, String> = BTreeMap::new();
        let mut off: BTreeSet<i64> = BTreeSet::new();
        let bottomed = tx
            .bottomed_calls()?
            .into_iter()
            .chain(timed_out.iter().filter_map(|c| {
                let entry = c.entry_id?;
                match c.on_timeout {
                    CallTimeout::Bottom => Some((entry, c.due_at.clone())),
                    CallTimeout::Off => {
                        off.insert(entry);
                        None
                    }
                }
            }));
        for (entry, due) in bottomed {
            let slot = place_at.entry(entry).or_default();
            if due > *slot {
                *slot = due;
            }
        }
        let mut entries: Vec<WaitEntryRow> = tx
            .waitlist_entries()?
            .into_iter()
            .filter(|e| !off.contains(&e.id))
            .collect();
        for e in &entries {
            let slot = place_at.entry(e.id).or_default();
            let base = e.place_from.as_ref().unwrap_or(&e.added_at);
            if *base > *slot {
                slot.clone_from(base);
            }
        }
        entries.sort_by(|a, b| {
            (a.list_id, &place_at[&a.id], a.id).cmp(&(b.list_id, &place_at[&b.id], b.id))
        });
        let tables = tx.tables(false)?;
        let mut seated = BTreeMap::new();
        for t in &tables {
            seated.insert(t.id, tx.seated(t.id)?);
        }
        Ok(Floor {
            now,
            lists,
            entries,
            calls,
            timed_out,
            place_at,
            tables,
            seated,
            must_moves: tx.must_moves()?,
        })
    }

    pub(crate) fn list(&self, id: i64) -> Option<&WaitlistRow> {
        self.lists.iter().find(|l| l.id == id)
    }

    pub(crate) fn table(&self, id: i64) -> Option<&TableRow> {
        self.tables.iter().find(|t| t.id == id)
    }

    /// The players seated at an open table.
    pub(crate) fn seated_at(&self, table_id: i64) -> &[SeatingRow] {
        self.seated.get(&table_id).map_or(&[], Vec::as_slice)
    }

    /// A seating still in its seat at an open table, and that table.
    pub(crate) fn seating(&self, id: i64) -> Option<(&TableRow, &SeatingRow)> {
        self.tables.iter().find_map(|t| {
            self.seated_at(t.id)
                .iter()
                .find(|s| s.id == id)
                .map(|s| (t, s))
        })
    }

    /// The open tables a list feeds: its game, at its stakes (any stakes for an interest list).
    pub(crate) fn tables_of(&self, list: &WaitlistRow) -> Vec<&TableRow> {
        self.tables.iter().filter(|t| feeds(list, t)).collect()
    }

    /// A list's players, in order.
    pub(crate) fn entries_of(&self, list_id: i64) -> impl Iterator<Item = &WaitEntryRow> {
        self.entries.iter().filter(move |e| e.list_id == list_id)
    }

    /// The call in force for an entry, if any.
    pub(crate) fn call_of_entry(&self, entry_id: i64) -> Option<&SeatCallRow> {
        self.calls.iter().find(|c| c.entry_id == Some(entry_id))
    }

    /// Whether a player (by name key) is called to a seat now, from any list.
    pub(crate) fn player_called(&self, key: &str) -> bool {
        self.calls.iter().any(|c| {
            c.entry_id.is_some_and(|id| {
                self.entries
                    .iter()
                    .any(|e| e.id == id && e.player_key == key)
            })
        })
    }

    /// Calls in force to a table.
    pub(crate) fn calls_to(&self, table_id: i64) -> usize {
        self.calls.iter().filter(|c| c.table_id == table_id).count()
    }

    /// The players to call for a seat at `table`, in the order they are owed one: the lists
    /// that feed it merged by place time; a player on two of them once; a player already
    /// called not again.
    pub(crate) fn candidates(&self, table: &TableRow) -> Vec<&WaitEntryRow> {
        let feeding: BTreeSet<i64> = self
            .lists
            .iter()
            .filter(|l| feeds(l, table))
            .map(|l| l.id)
            .collect();
        let mut out: Vec<&WaitEntryRow> = self
            .entries
            .iter()
            .filter(|e| feeding.contains(&e.list_id) && !self.player_called(&e.player_key))
            .collect();
        out.sort_by(|a, b| (&self.place_at[&a.id], a.id).cmp(&(&self.place_at[&b.id], b.id)));
        let mut seen = BTreeSet::new();
        out.retain(|e| seen.insert(e.player_key.clone()));
        out
    }

    /// The must-move tables feeding `main`.
    pub(crate) fn feeders_of(&self, main: i64) -> Vec<i64> {
        self.must_moves
            .iter()
            .filter(|m| m.main_table_id == main && self.table(m.table_id).is_some())
            .map(|m| m.table_id)
            .collect()
    }

    /// The must-move table a table feeds, if it is one.
    pub(crate) fn main_of(&self, table_id: i64) -> Option<i64> {
        self.must_moves
            .iter()
            .find(|m| m.table_id == table_id && self.table(m.main_table_id).is_some())
            .map(|m| m.main_table_id)
    }
}

/// Whether `table` deals what `list` waits for.
pub(crate) fn feeds(list: &WaitlistRow, table: &TableRow) -> bool {
    table.closed_at.is_none()
        && table.game == list.game
        && list
            .stakes
            .as_deref()
            .is_none_or(|stakes| stakes_label(table) == stakes)
}

/// The must-move players of the tables feeding a main game, longest seated first, not
/// already called.
pub(crate) fn must_move_order(floor: &Floor, main: i64) -> Vec<&SeatingRow> {
    let mut players: Vec<&SeatingRow> = floor
        .feeders_of(main)
        .into_iter()
        .flat_map(|feeder| floor.seated_at(feeder))
        .filter(|p| !floor.calls.iter().any(|c| c.seating_id == Some(p.id)))
        .collect();
    players.sort_by(|a, b| (&a.seated_at, a.id).cmp(&(&b.seated_at, b.id)));
    players
}

/// Seats at a table neither taken nor promised to a called player.
pub(crate) fn open_seats(floor: &Floor, table: &TableRow) -> i64 {
    let seated = i64::try_from(floor.seated_at(table.id).len()).unwrap_or(i64::MAX);
    let called = i64::try_from(floor.calls_to(table.id)).unwrap_or(i64::MAX);
    (table.seat_limit - seated - called).max(0)
}

/// Whole minutes from `since` to `now` (none for a time that cannot be read).
pub(crate) fn minutes_since(since: &str, now: DateTime<Utc>) -> i64 {
    parse_db_time(since).map_or(0, |t| (now - t).num_minutes().max(0))
}

/// A name as the wall board shows it: the first name and the last name's initial
/// ("Maria G."), or a single name as it is.
pub(crate) fn short_name(name: &str) -> String {
    let mut words = name.split_whitespace();
    let first = words.next().unwrap_or_default();
    match words.last().and_then(|w| w.chars().next()) {
        Some(initial) => format!("{first} {initial}."),
        None => first.to_owned(),
    }
}

#[cfg(test)]
mod tests {
    use super::short_name;

    #[test]
    fn the_wall_board_shows_a_first_name_and_an_initial_only() {
        assert_eq!(short_name("Maria Gonzalez"), "Maria G.");
        assert_eq!(short_name("Jean Paul de la Cruz"), "Jean C.");
        assert_eq!(short_name("Cher"), "Cher");
    }
}
