//! The table bank of a banked table (Draw Poker with Joker, or any table that plays from a
//! bank): the opener it starts the shift with, the fills the cage brings, the credits it
//! sends back, and the closer it ends with, each with who brought it and who received it. The
//! table's win or loss is the bank identity, closer − opener + credits − fills, and it is set
//! against the result of the boxes the dealer logged (4 CCR 12384; 25 CFR 543.10's table
//! inventory, fills and credits). Moves are appended: an opener or a closer entered again
//! names its reason, and the latest stands.

use std::collections::BTreeMap;

use cardroom_store::port::*;
use serde::{Deserialize, Serialize};

use crate::money::format_dollars;
use crate::report::ShiftReport;
use crate::usecase::{At, UseCase};
use crate::values;
use crate::{Room, RoomError};

/// A move of a table bank's chips, as the cage or the floor records it.
#[derive(Debug, Clone, PartialEq, Eq, Deserialize, specta::Type)]
pub struct BankMove {
    /// The shift it belongs to; none: the one open now.
    pub shift_id: Option<i64>,
    pub table_id: i64,
    pub kind: BankKind,
    pub amount_cents: i64,
    /// Who brought the chips (the cage's runner for a fill, the dealer for a credit).
    pub brought_by: i64,
    /// Who received them (the dealer or the floor for a fill, the cage for a credit).
    pub received_by: i64,
    /// Why an opener or a closer is entered again (needed then).
    pub reason: Option<String>,
}

/// One move as recorded.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, specta::Type)]
pub struct BankMoveDto {
    pub id: i64,
    pub kind: BankKind,
    pub amount_cents: i64,
    pub at: String,
    pub brought_by: String,
    pub received_by: String,
    pub recorded_by: String,
    pub reason: Option<String>,
}

/// One table's bank over a shift.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, specta::Type)]
pub struct TableBank {
    pub table_id: i64,
    pub table: String,
    /// The latest opener; none: not entered.
    pub opener_cents: Option<i64>,
    pub fills_cents: i64,
    pub credits_cents: i64,
    /// The latest closer; none: not entered.
    pub closer_cents: Option<i64>,
    /// closer − opener + credits − fills: what the table won (+) or lost (−); none until the
    /// opener and the closer are entered.
    pub win_cents: Option<i64>,
    /// What the boxes the dealer logged say the bank won (+) or lost (−).
    pub logged_cents: i64,
    /// win − logged: none until the win is known; anything but zero is chips unaccounted for.
    pub difference_cents: Option<i64>,
    pub moves: Vec<BankMoveDto>,
}

impl Room {
    /// Records a move of a table bank's chips (the cage's or the floor's): an opener, a fill,
    /// a credit or a closer, with who brought and who received it, two different people. Not
    /// once the shift is counter-signed.
    pub fn record_bank_move(&self, actor: i64, m: &BankMove) -> Result<Vec<TableBank>, RoomError> {
        values::Stack::new(m.amount_cents, 0).map_err(|_| {
            RoomError::invalid(
                "the amount",
                "give the chips moved: nothing or more, at most $100,000,000.00",
            )
        })?;
        let reason = values::optional_reason("the reason", m.reason.as_deref())?;
        if m.brought_by == m.received_by {
            return Err(RoomError::invalid(
                "who received it",
                "the one who brings chips and the one who receives them are two people",
            ));
        }
        self.write(
            actor,
            UseCase::RecordBankMove,
            At::Table(m.table_id),
            |tx, ctx| {
                let shift = match m.shift_id {
                    Some(id) => tx.shift(id)?.ok_or(RoomError::UnknownShift { id })?,
                    None => tx.open_shift_row()?.ok_or(RoomError::NoOpenShift)?,
                };
                if let (Some(at), Some(by)) = (&shift.countersigned_at, &shift.countersigned_by) {
                    return Err(RoomError::AlreadyCountersigned {
                        by: by.clone(),
                        at: at.clone(),
                    });
                }
                let table = tx
                    .table(m.table_id)?
                    .ok_or(RoomError::UnknownTable { id: m.table_id })?;
                for (what, who) in [
                    ("who brought it", m.brought_by),
                    ("who received it", m.received_by),
                ] {
                    match tx.staff(who)? {
                        Some(s) if s.active => {}
                        Some(s) => {
                            return Err(RoomError::invalid(
                                what,
                                format!("{} is no longer active staff", s.name),
                            ));
                        }
                        None => {
                            return Err(RoomError::invalid(what, format!("no staff member {who}")));
                        }
                    }
                }
                let before = tx.bank_moves(shift.id)?;
                let again = matches!(m.kind, BankKind::Opener | BankKind::Closer)
                    && before
                        .iter()
                        .any(|b| b.table_id == m.table_id && b.kind == m.kind);
                if again && reason.is_none() {
                    return Err(RoomError::invalid(
                        "the reason",
                        format!(
                            "{}'s {} is already entered; say why it is entered again",
                            table.name,
                            m.kind.as_str()
                        ),
                    ));
                }
                tx.insert_bank_move(&NewBankMove {
                    shift_id: shift.id,
                    table_id: m.table_id,
                    kind: m.kind,
                    amount_cents: m.amount_cents,
                    at: &ctx.at,
                    brought_by: m.brought_by,
                    received_by: m.received_by,
                    recorded_by: ctx.actor.id,
                    reason: reason.as_deref(),
                })?;
                ctx.note.replace(Some(format!(
                    "{} {} of {} for shift {}",
                    table.name,
                    m.kind.as_str(),
                    format_dollars(m.amount_cents),
                    shift.id
                )));
                let now =
                    crate::clock::parse_db_time(&ctx.at).ok_or_else(|| RoomError::BadData {
                        detail: format!("the clock's time {} does not read back", ctx.at),
                    })?;
                let report = crate::report::report_in(
                    tx,
                    now,
                    &crate::ReportRequest::shift(Some(shift.id)),
                    None,
                    &mut |_| true,
                )?;
                banks_in(tx, shift.id, &report)
            },
        )
    }
}

/// The shift's table banks: every table with a move, and every banked-game table in the
/// report (whose bank may not be entered yet), in table order.
pub(crate) fn banks_in(
    tx: &dyn Tx,
    shift_id: i64,
    report: &ShiftReport,
) -> Result<Vec<TableBank>, RoomError> {
    let add = |a: i64, b: i64| values::add("a table bank", a, b);
    let mut logged: BTreeMap<i64, (String, i64, bool)> = BTreeMap::new();
    for l in &report.lines {
        let entry = logged
            .entry(l.table_id)
            .or_insert((l.table.clone(), 0, false));
        entry.1 = add(entry.1, l.figures.banked_cents)?;
        entry.2 |= l.figures.banked_cents != 0
            || crate::GAMES
                .iter()
                .any(|g| g.name == l.game && g.kind == HandKind::Banked);
    }
    let moves = tx.bank_moves(shift_id)?;
    let mut ids: Vec<i64> = logged
        .iter()
        .filter(|(_, v)| v.2)
        .map(|(id, _)| *id)
        .collect();
    for m in &moves {
        if !ids.contains(&m.table_id) {
            ids.push(m.table_id);
        }
    }
    ids.sort_unstable();
    let mut out = Vec::with_capacity(ids.len());
    for id in ids {
        let name = match logged.get(&id) {
            Some(l) => l.0.clone(),
            None => tx.table(id)?.map(|t| t.name).unwrap_or_default(),
        };
        let mine: Vec<&BankMoveRow> = moves.iter().filter(|m| m.table_id == id).collect();
        let latest = |kind: BankKind| {
            mine.iter()
                .rev()
                .find(|m| m.kind == kind)
                .map(|m| m.amount_cents)
        };
        let total = |kind: BankKind| {
            mine.iter()
                .filter(|m| m.kind == kind)
                .try_fold(0, |sum, m| add(sum, m.amount_cents))
        };
        let (opener, closer) = (latest(BankKind::Opener), latest(BankKind::Closer));
        let (fills, credits) = (total(BankKind::Fill)?, total(BankKind::Credit)?);
        let win = match (opener, closer) {
            (Some(o), Some(c)) => Some(add(add(add(c, -o)?, credits)?, -fills)?),
            _ => None,
        };
        let logged_cents = logged.get(&id).map_or(0, |l| l.1);
        out.push(TableBank {
            table_id: id,
            table: name,
            opener_cents: opener,
            fills_cents: fills,
            credits_cents: credits,
            closer_cents: closer,
            win_cents: win,
            logged_cents,
            difference_cents: win.map(|w| add(w, -logged_cents)).transpose()?,
            moves: mine
                .into_iter()
                .map(|m| BankMoveDto {
                    id: m.id,
                    kind: m.kind,
                    amount_cents: m.amount_cents,
                    at: m.moved_at.clone(),
                    brought_by: m.brought_by.clone(),
                    received_by: m.received_by.clone(),
                    recorded_by: m.recorded_by.clone(),
                    reason: m.reason.clone(),
                })
                .collect(),
        });
    }
    Ok(out)
}
