//! Hand history: the hands of a table, shift or dealer; one hand step by step with its
//! corrections; hands written as hand-history files (`docs/hand-history.md`); and a file read
//! back through the rules engine to check it.

use cardroom_engine::phh::{self, AnyReplayed};
use cardroom_store::HandRow;
use cardroom_store::port::*;
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;

use crate::clock::db_time;
use crate::closeout::{AdjustmentDto, adjustment_dto};
use crate::hands::{HandView, hand_history, hand_steps};
use crate::usecase::UseCase;
use crate::{Room, RoomError};

/// Which hands: a shift's (or a range's), at one table, by one dealer; the newest first.
#[derive(Debug, Clone, Default, PartialEq, Eq, Deserialize, specta::Type)]
pub struct HandQuery {
    pub shift_id: Option<i64>,
    /// A range [from, to), RFC 3339, instead of a shift.
    pub from: Option<String>,
    pub to: Option<String>,
    pub table_id: Option<i64>,
    pub dealer_id: Option<i64>,
    /// At most this many (default and at most [`MAX_HANDS`]).
    pub limit: Option<i64>,
}

/// The most hands one query lists or exports.
pub const MAX_HANDS: i64 = 5_000;

/// One hand in a list.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, specta::Type)]
pub struct HandSummary {
    pub hand_id: i64,
    pub table_id: i64,
    pub table: String,
    pub number: i64,
    pub game: String,
    pub dealer_id: Option<i64>,
    pub dealer: Option<String>,
    pub started_at: String,
    pub finished_at: Option<String>,
    pub voided: Option<VoidReason>,
    /// How many corrections the floor has made to it.
    pub adjustments: usize,
}

/// One hand to step through: the hand after each entry (the first as dealt), and its
/// corrections.
#[derive(Debug, Clone, Serialize, specta::Type)]
pub struct HandHistory {
    pub summary: HandSummary,
    pub steps: Vec<HandView>,
    pub adjustments: Vec<AdjustmentDto>,
}

/// A hand-history file: its name and text.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, specta::Type)]
pub struct HistoryFile {
    pub name: String,
    pub text: String,
}

/// What the rules engine made of a hand-history file.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, specta::Type)]
pub struct HistoryCheck {
    pub ok: bool,
    /// What kind of hand it is: "pot game", "Pan", "Draw Poker with Joker".
    pub kind: Option<String>,
    /// The players' stacks at the end, in the file's player order (cents).
    pub finishing_stacks: Vec<i64>,
    /// The first action refused (0-based), when the problem is an action.
    pub action_index: Option<usize>,
    pub code: Option<String>,
    pub message: Option<String>,
}

/// Replays a hand-history file's text through the rules engine. Nothing is stored.
pub fn check_history(text: &str) -> HistoryCheck {
    match phh::replay_any(text) {
        Ok(done) => HistoryCheck {
            ok: true,
            kind: Some(
                match &done {
                    AnyReplayed::Pot(_) => "pot game",
                    AnyReplayed::Pan(_) => "Pan",
                    AnyReplayed::Banked(_) => "Draw Poker with Joker",
                }
                .into(),
            ),
            finishing_stacks: done.finishing_stacks(),
            action_index: None,
            code: None,
            message: None,
        },
        Err(e) => HistoryCheck {
            ok: false,
            kind: None,
            finishing_stacks: Vec::new(),
            action_index: e.action_index,
            code: Some(e.code.to_string()),
            message: Some(e.message),
        },
    }
}

impl Room {
    /// The hands a query asks for, newest first.
    pub fn hand_list(&self, actor: i64, query: &HandQuery) -> Result<Vec<HandSummary>, RoomError> {
        self.read_as(actor, UseCase::HandHistory, |tx, now| {
            let rows = hands_of(tx, query, &db_time(now))?;
            let names = Names::read(tx)?;
            rows.into_iter().map(|row| names.summary(tx, row)).collect()
        })
    }

    /// One hand, entry by entry, with its corrections.
    pub fn hand_history(&self, actor: i64, hand_id: i64) -> Result<HandHistory, RoomError> {
        self.read_as(actor, UseCase::HandHistory, |tx, _| {
            let row = tx
                .hand(hand_id)?
                .ok_or(RoomError::UnknownHand { id: hand_id })?;
            let adjustments = tx
                .adjustments_of_hand(hand_id)?
                .into_iter()
                .map(adjustment_dto)
                .collect();
            Ok(HandHistory {
                summary: Names::read(tx)?.summary(tx, row.clone())?,
                steps: hand_steps(tx, row)?,
                adjustments,
            })
        })
    }

    /// The finished hands a query asks for (one hand: `hand_id`), as hand-history files. A
    /// voided hand has no result to write and is left out.
    pub fn export_hands(
        &self,
        actor: i64,
        query: &HandQuery,
        hand_id: Option<i64>,
    ) -> Result<Vec<HistoryFile>, RoomError> {
        self.read_as(actor, UseCase::HandHistory, |tx, now| {
            let rows = match hand_id {
                Some(id) => vec![tx.hand(id)?.ok_or(RoomError::UnknownHand { id })?],
                None => hands_of(tx, query, &db_time(now))?,
            };
            let mut files = Vec::new();
            for row in rows {
                if row.finished_at.is_none() || row.void_reason.is_some() {
                    continue;
                }
                let table = tx.table(row.table_id)?.map(|t| t.name).unwrap_or_default();
                let name = format!("{}-hand-{}.phh", file_part(&table), row.number);
                files.push(HistoryFile {
                    name,
                    text: hand_history(tx, row)?,
                });
            }
            files.reverse();
            Ok(files)
        })
    }
}

fn hands_of(tx: &dyn Tx, q: &HandQuery, now: &str) -> Result<Vec<HandRow>, RoomError> {
    let limit = q.limit.unwrap_or(MAX_HANDS).clamp(1, MAX_HANDS);
    let (from, to) = match (&q.from, &q.to) {
        (Some(from), Some(to)) => (time("from", from)?, time("to", to)?),
        (None, None) => {
            let shift = match q.shift_id {
                Some(id) => tx.shift(id)?.ok_or(RoomError::UnknownShift { id })?,
                None => tx.latest_shift()?.ok_or(RoomError::NoOpenShift)?,
            };
            // A hand started up to now counts in the open shift.
            let to = shift.closed_at.unwrap_or_else(|| format!("{now}~"));
            (shift.opened_at, to)
        }
        _ => {
            return Err(RoomError::invalid(
                "the range",
                "give both its start and its end",
            ));
        }
    };
    Ok(tx.hands_between(&from, &to, q.table_id, q.dealer_id, limit)?)
}

fn time(what: &str, text: &str) -> Result<String, RoomError> {
    crate::report::instant(what, text).map(db_time)
}

/// What a hand's summary names: the tables, games and staff, read once for a whole list.
struct Names {
    tables: BTreeMap<i64, (String, GameCode)>,
    games: BTreeMap<GameCode, String>,
    staff: BTreeMap<i64, String>,
}

impl Names {
    fn read(tx: &dyn Tx) -> Result<Names, RoomError> {
        Ok(Names {
            tables: tx
                .tables(true)?
                .into_iter()
                .map(|t| (t.id, (t.name, t.game)))
                .collect(),
            games: tx.games()?.into_iter().map(|g| (g.code, g.name)).collect(),
            staff: tx
                .list_staff()?
                .into_iter()
                .map(|s| (s.id, s.name))
                .collect(),
        })
    }

    fn summary(&self, tx: &dyn Tx, row: HandRow) -> Result<HandSummary, RoomError> {
        let table = self.tables.get(&row.table_id);
        Ok(HandSummary {
            hand_id: row.id,
            table_id: row.table_id,
            table: table.map(|(name, _)| name.clone()).unwrap_or_default(),
            number: row.number,
            game: table
                .and_then(|(_, g)| self.games.get(g).cloned())
                .unwrap_or_default(),
            dealer_id: row.dealer_id,
            dealer: row.dealer_id.and_then(|d| self.staff.get(&d).cloned()),
            started_at: row.started_at,
            finished_at: row.finished_at,
            voided: row.void_reason,
            adjustments: tx.adjustments_of_hand(row.id)?.len(),
        })
    }
}

/// A table's name as part of a file name: letters and digits, the rest as `-`.
fn file_part(name: &str) -> String {
    let s: String = name
        .chars()
        .map(|c| {
            if c.is_alphanumeric() {
                c.to_ascii_lowercase()
            } else {
                '-'
            }
        })
        .collect();
    let s = s.trim_matches('-').to_string();
    if s.is_empty() { "table".into() } else { s }
}
