//! The exception report: what an auditor asks for first about a shift or a gaming day (25 CFR
//! 543.10, 543.16; 4 CCR 12384-12386). Every correction and adjustment, void hand, comped or
//! not-paid collection, rate change, seating outside the buy-in, stack correction, refusal for
//! lack of authority, sign-in lock-out, reprint and count variance over the house's threshold,
//! each with who, when, where and why and the audit entry it comes from. A read: it writes
//! nothing.
//!
//! Each kind is read from what the room already keeps, once: the audit trail (its entries'
//! use case, outcome and words), the report's adjustments, the prints and the cage's counts.

use std::collections::HashMap;

use chrono::{DateTime, Duration, Utc};
use serde::{Deserialize, Serialize};

use cardroom_store::port::*;

use crate::cage::cage_count_in;
use crate::clock::{db_time, parse_db_time};
use crate::model::ledger::OUTSIDE_BUY_IN_WORDS;
use crate::model::shifts::{ShiftDto, shift_dto};
use crate::money::format_dollars;
use crate::report::{ReportRequest, scope_in};
use crate::usecase::UseCase;
use crate::{ErrorCode, Room, RoomCode, RoomError};

macro_rules! exception_kinds {
    ($( $(#[$m:meta])* $v:ident = $words:literal ),* $(,)?) => {
        /// What kind of exception a line is.
        #[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize, specta::Type)]
        #[serde(rename_all = "snake_case")]
        pub enum ExceptionKind {
            $( $(#[$m])* $v, )*
        }

        impl ExceptionKind {
            /// Every kind, in the report's order.
            pub const ALL: &'static [ExceptionKind] = &[$(ExceptionKind::$v),*];

            /// The kind in the report's words.
            pub fn words(self) -> &'static str {
                match self {
                    $( ExceptionKind::$v => $words, )*
                }
            }
        }
    };
}

exception_kinds! {
    /// A count that differs from the room's record by more than the house's threshold.
    Variance = "count variance over the threshold",
    /// A correction of a collection's mark or a hand's chips (an adjustment).
    Correction = "correction",
    /// A hand called void: a misdeal, or the floor's ruling.
    VoidHand = "void hand",
    /// A collection the floor waived.
    Comp = "comped collection",
    /// A collection marked not paid (sitting out, left, new player, could not cover).
    NotPaid = "not-paid collection",
    RateChange = "rate change",
    /// A player seated with chips outside the table's buy-in, with the floor's reason.
    OutsideBuyIn = "seating outside the buy-in",
    StackCorrection = "stack correction",
    /// Somebody tried what his role or table does not allow.
    Refusal = "refused for lack of authority",
    /// An account locked after wrong PINs, and each attempt while it was locked.
    LockOut = "sign-in lock-out",
    /// A report or count sheet printed again.
    Reprint = "reprint",
    /// A jackpot paid from its fund, with its witness.
    JackpotPayout = "jackpot payout",
    /// A comp issued to a player, under a rule or by the floor's judgement.
    PlayerComp = "comp issued to a player",
    /// A player barred, restricted or excluded, a bar lifted, a self-excluded patron removed.
    PlayerRestriction = "player restriction",
    /// A barred, restricted or possibly self-excluded player refused a seat, a list or a payout.
    RestrictedPlayerRefused = "restricted player refused",
}

/// Which shift or gaming day: the latest shift when neither is given.
#[derive(Debug, Clone, Default, PartialEq, Eq, Deserialize, specta::Type)]
pub struct ExceptionRequest {
    pub shift_id: Option<i64>,
    /// A gaming day (`2026-11-25`, the date it starts on).
    pub gaming_day: Option<String>,
}

impl ExceptionRequest {
    /// One shift's exceptions.
    pub fn shift(shift_id: i64) -> ExceptionRequest {
        ExceptionRequest {
            shift_id: Some(shift_id),
            gaming_day: None,
        }
    }
}

/// One exception: what, who, when, where and why, and its audit entry.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, specta::Type)]
pub struct ExceptionLine {
    pub kind: ExceptionKind,
    pub at: String,
    /// Who did it or tried it (none: a name nobody has).
    pub staff: Option<String>,
    pub station: Option<Station>,
    pub machine: Option<String>,
    pub table_id: Option<i64>,
    pub table: Option<String>,
    pub hand_id: Option<i64>,
    /// What happened and why, in words.
    pub why: String,
    /// The audit trail entry it comes from (none: an entry older than the trail).
    pub audit_id: Option<i64>,
}

/// How many exceptions of one kind.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, specta::Type)]
pub struct ExceptionCount {
    pub kind: ExceptionKind,
    pub count: i64,
}

/// The exceptions of a shift or a gaming day, oldest first.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, specta::Type)]
pub struct ExceptionReport {
    /// The shift; none for a gaming day.
    pub shift: Option<ShiftDto>,
    pub gaming_day: Option<String>,
    /// The time covered [from, to).
    pub from: String,
    pub to: String,
    pub lines: Vec<ExceptionLine>,
    /// Every kind with its number of lines (zeros too: nothing of that kind happened).
    pub counts: Vec<ExceptionCount>,
    /// The house's variance threshold the counts were held to.
    pub threshold_cents: i64,
}

impl Room {
    /// The exception report of a shift (the latest when none is named) or a gaming day; the
    /// floor's and the cage's.
    pub fn exception_report(
        &self,
        actor: i64,
        request: &ExceptionRequest,
    ) -> Result<ExceptionReport, RoomError> {
        let report_request = ReportRequest {
            shift_id: request.shift_id,
            gaming_day: request.gaming_day.clone(),
            ..ReportRequest::default()
        };
        crate::report::checked_range(&report_request)?;
        let clock = &*self.clock;
        self.read_as(actor, UseCase::ShiftReport, |tx, now| {
            let day = crate::report::reported_day(tx, clock, &report_request)?;
            let (shift, (from, to)) = scope_in(tx, now, &report_request, day.map(|d| d.1))?;
            let shift = shift.map(shift_dto);
            let (from_text, to_text) = (db_time(from), db_time(to));
            let shifts = match &shift {
                Some(s) => vec![s.clone()],
                None => shifts_opened(tx, &from_text, &to_text)?,
            };
            let adjustments: Vec<crate::AdjustmentDto> = tx
                .adjustments_between(&from_text, &to_text)?
                .into_iter()
                .map(crate::closeout::adjustment_dto)
                .collect();
            let mut reader = Reader::new(tx);
            let mut lines = reader.trail(from, to)?;
            lines.extend(reader.corrections(&adjustments)?);
            lines.extend(reader.reprints(&shifts, from, now)?);
            let threshold = crate::floor::settings::floor_settings(tx)?.variance_threshold_cents;
            for shift in &shifts {
                if shift.closed_at.is_some() {
                    lines.extend(reader.variances(now, shift.id)?);
                }
            }
            lines.sort_by(|a, b| (&a.at, a.audit_id).cmp(&(&b.at, b.audit_id)));
            let counts = ExceptionKind::ALL
                .iter()
                .map(|&kind| ExceptionCount {
                    kind,
                    count: i64::try_from(lines.iter().filter(|l| l.kind == kind).count())
                        .unwrap_or(i64::MAX),
                })
                .collect();
            Ok(ExceptionReport {
                shift,
                gaming_day: day.map(|d| d.0.to_string()),
                from: from_text,
                to: to_text,
                lines,
                counts,
                threshold_cents: threshold,
            })
        })
    }
}

/// The shifts opened in [from, to).
fn shifts_opened(tx: &dyn Tx, from: &str, to: &str) -> Result<Vec<ShiftDto>, RoomError> {
    let mut shifts: Vec<ShiftDto> = tx
        .recent_shifts(i64::from(u16::MAX))?
        .into_iter()
        .filter(|s| s.opened_at.as_str() >= from && s.opened_at.as_str() < to)
        .map(shift_dto)
        .collect();
    shifts.sort_by_key(|s| s.id);
    Ok(shifts)
}

/// Reads the exceptions, knowing each table's name once.
struct Reader<'a> {
    tx: &'a dyn Tx,
    tables: HashMap<i64, Option<String>>,
}

/// Every audit entry in a range, read at once.
const ALL_ENTRIES: i64 = i64::MAX;

impl<'a> Reader<'a> {
    fn new(tx: &'a dyn Tx) -> Reader<'a> {
        Reader {
            tx,
            tables: HashMap::new(),
        }
    }

    fn table(&mut self, id: Option<i64>) -> Result<Option<String>, RoomError> {
        let Some(id) = id else { return Ok(None) };
        if let Some(name) = self.tables.get(&id) {
            return Ok(name.clone());
        }
        let name = self.tx.table(id)?.map(|t| t.name);
        self.tables.insert(id, name.clone());
        Ok(name)
    }

    fn line(
        &mut self,
        kind: ExceptionKind,
        e: &AuditRow,
        why: String,
    ) -> Result<ExceptionLine, RoomError> {
        Ok(ExceptionLine {
            kind,
            at: e.at.clone(),
            staff: e.staff_name.clone(),
            station: Some(e.station),
            machine: Some(e.machine.clone()),
            table_id: e.table_id,
            table: self.table(e.table_id)?,
            hand_id: e.hand_id,
            why,
            audit_id: Some(e.id),
        })
    }

    fn entries(
        &self,
        kind: Option<&str>,
        outcome: Option<AuditOutcome>,
        from: DateTime<Utc>,
        to: DateTime<Utc>,
    ) -> Result<Vec<AuditRow>, RoomError> {
        let mut rows = self.tx.audit_entries(&AuditFilter {
            from: Some(db_time(from)),
            to: Some(db_time(to)),
            kind: kind.map(str::to_owned),
            outcome,
            limit: ALL_ENTRIES,
            ..AuditFilter::default()
        })?;
        rows.reverse();
        Ok(rows)
    }

    /// The exceptions the trail records as they happen, in [from, to): the refusals, and
    /// the use cases that are exceptions (or may be: a seating, a collection's mark).
    fn trail(
        &mut self,
        from: DateTime<Utc>,
        to: DateTime<Utc>,
    ) -> Result<Vec<ExceptionLine>, RoomError> {
        let mut out = Vec::new();
        for e in self.entries(None, Some(AuditOutcome::Refused), from, to)? {
            if let Some(kind) = refusal_kind(&e) {
                let why = e.detail.clone();
                out.push(self.line(kind, &e, why)?);
            }
        }
        for case in DONE_KINDS {
            for e in self.entries(Some(case.name()), Some(AuditOutcome::Done), from, to)? {
                match done_kind(*case, &e) {
                    Some(kind) => {
                        let why = e.detail.clone();
                        out.push(self.line(kind, &e, why)?);
                    }
                    None => out.extend(self.not_paid(&e)?),
                }
            }
        }
        Ok(out)
    }

    /// The collections an entry marked not paid (a comp is an exception of its own).
    fn not_paid(&mut self, e: &AuditRow) -> Result<Vec<ExceptionLine>, RoomError> {
        let mut out = Vec::new();
        if e.last_change < e.first_change {
            return Ok(out);
        }
        for state in self.tx.row_states(e.first_change, e.last_change)? {
            if state.tbl != "time_collections" {
                continue;
            }
            let row: serde_json::Value = serde_json::from_str(&state.image).unwrap_or_default();
            let text = |k: &str| row.get(k).and_then(serde_json::Value::as_str).unwrap_or("");
            let reason = text("reason");
            if text("status") != "not_paid" || reason == NotPaidReason::Comped.as_str() {
                continue;
            }
            let number = |k: &str| row.get(k).and_then(serde_json::Value::as_i64);
            let why = format!(
                "seat {} {}'s {} not paid: {}",
                number("seat_no").unwrap_or_default(),
                text("player_name"),
                format_dollars(number("amount_cents").unwrap_or_default()),
                reason.replace('_', " ")
            );
            let mut line = self.line(ExceptionKind::NotPaid, e, why)?;
            if line.table_id.is_none() {
                line.table_id = number("table_id");
                line.table = self.table(line.table_id)?;
            }
            out.push(line);
        }
        Ok(out)
    }

    /// The entry of use case `kind` made at `at`, if the trail has it.
    fn entry_at(&self, kind: &str, at: &str) -> Result<Option<AuditRow>, RoomError> {
        let Some(t) = parse_db_time(at) else {
            return Ok(None);
        };
        Ok(self
            .entries(
                Some(kind),
                Some(AuditOutcome::Done),
                t,
                t + Duration::seconds(1),
            )?
            .into_iter()
            .find(|e| e.at == at))
    }

    /// The corrections to what happened in the report's time, whenever they were made.
    fn corrections(
        &mut self,
        adjustments: &[crate::AdjustmentDto],
    ) -> Result<Vec<ExceptionLine>, RoomError> {
        let mut out = Vec::new();
        for a in adjustments {
            let case = match a.kind {
                AdjustmentKind::Collection => UseCase::CorrectCollection,
                AdjustmentKind::Hand => UseCase::CorrectHand,
            };
            let entry = self.entry_at(case.name(), &a.made_at)?;
            out.push(ExceptionLine {
                kind: ExceptionKind::Correction,
                at: a.made_at.clone(),
                staff: Some(a.made_by.clone()),
                station: entry.as_ref().map(|e| e.station),
                machine: entry.as_ref().map(|e| e.machine.clone()),
                table_id: Some(a.table_id),
                table: Some(a.table.clone()),
                hand_id: a.hand_id,
                why: format!(
                    "{} (house {}): {}",
                    a.detail,
                    format_dollars(a.house_cents),
                    a.reason
                ),
                audit_id: entry.map(|e| e.id),
            });
        }
        Ok(out)
    }

    /// Every print of these shifts' reports and count sheets after the first, made in
    /// [from, now].
    fn reprints(
        &mut self,
        shifts: &[ShiftDto],
        from: DateTime<Utc>,
        now: DateTime<Utc>,
    ) -> Result<Vec<ExceptionLine>, RoomError> {
        let mut seen: HashMap<(i64, String), i64> = HashMap::new();
        let mut out = Vec::new();
        let wanted: Vec<i64> = shifts.iter().map(|s| s.id).collect();
        let until = now + Duration::seconds(1);
        for e in self.entries(
            Some(UseCase::RecordPrint.name()),
            Some(AuditOutcome::Done),
            from,
            until,
        )? {
            if e.last_change < e.first_change {
                continue;
            }
            for state in self.tx.row_states(e.first_change, e.last_change)? {
                if state.tbl != "report_prints" {
                    continue;
                }
                let image: serde_json::Value =
                    serde_json::from_str(&state.image).unwrap_or_default();
                let (Some(shift), Some(what)) = (
                    image.get("shift_id").and_then(serde_json::Value::as_i64),
                    image.get("what").and_then(serde_json::Value::as_str),
                ) else {
                    continue;
                };
                let number = seen.entry((shift, what.to_owned())).or_insert(0);
                *number += 1;
                if *number > 1 && wanted.contains(&shift) {
                    let what = if what == "count_sheet" {
                        "count sheet"
                    } else {
                        "report"
                    };
                    let why = format!("print {number} of shift {shift}'s {what}");
                    out.push(self.line(ExceptionKind::Reprint, &e, why)?);
                }
            }
        }
        Ok(out)
    }

    /// The shift's boxes whose latest count differs from the room's record by more than the
    /// house's threshold.
    fn variances(
        &mut self,
        now: DateTime<Utc>,
        shift_id: i64,
    ) -> Result<Vec<ExceptionLine>, RoomError> {
        let count = cage_count_in(self.tx, now, shift_id)?;
        let mut out = Vec::new();
        for b in count.boxes.iter().filter(|b| b.over_threshold) {
            let at = b.counted_at.clone().unwrap_or_default();
            let entry = self.entry_at(UseCase::RecordBoxCount.name(), &at)?;
            let why = format!(
                "shift {shift_id}'s box counted {} against {} recorded: {} ({})",
                format_dollars(b.counted_cents.unwrap_or_default()),
                format_dollars(b.expected_cents),
                format_dollars(b.variance_cents.unwrap_or_default()),
                b.explanation.as_deref().unwrap_or("not explained yet")
            );
            out.push(ExceptionLine {
                kind: ExceptionKind::Variance,
                at,
                staff: b.counted_by.clone(),
                station: entry.as_ref().map(|e| e.station),
                machine: entry.as_ref().map(|e| e.machine.clone()),
                table_id: Some(b.table_id),
                table: Some(b.table.clone()),
                hand_id: None,
                why,
                audit_id: entry.map(|e| e.id),
            });
        }
        Ok(out)
    }
}

/// The use cases whose done entries are (or may be) exceptions as they happen. Corrections,
/// reprints and variances are read from their own records instead.
const DONE_KINDS: &[UseCase] = &[
    UseCase::VoidHand,
    UseCase::RuleHandVoid,
    UseCase::CompCollection,
    UseCase::AddRate,
    UseCase::CorrectChips,
    UseCase::SeatPlayer,
    UseCase::SeatFromCall,
    UseCase::MarkCollection,
    UseCase::CollectTime,
    UseCase::PayJackpot,
    UseCase::AdjustJackpot,
    UseCase::IssueComp,
    UseCase::RestrictPlayer,
    UseCase::LiftRestriction,
    UseCase::ConfirmExclusion,
    UseCase::RecordExclusionIncident,
];

/// What a done entry of `case` is: none for a mark or a collection (its not-paid marks are
/// read from the rows it changed) or a seating inside the buy-in.
fn done_kind(case: UseCase, e: &AuditRow) -> Option<ExceptionKind> {
    match case {
        UseCase::VoidHand | UseCase::RuleHandVoid => Some(ExceptionKind::VoidHand),
        UseCase::CompCollection => Some(ExceptionKind::Comp),
        UseCase::AddRate => Some(ExceptionKind::RateChange),
        UseCase::CorrectChips => Some(ExceptionKind::StackCorrection),
        UseCase::PayJackpot => Some(ExceptionKind::JackpotPayout),
        UseCase::AdjustJackpot => Some(ExceptionKind::Correction),
        UseCase::IssueComp => Some(ExceptionKind::PlayerComp),
        UseCase::RestrictPlayer
        | UseCase::LiftRestriction
        | UseCase::ConfirmExclusion
        | UseCase::RecordExclusionIncident => Some(ExceptionKind::PlayerRestriction),
        // A seating's entry says so in its words only when it is outside the buy-in.
        UseCase::SeatPlayer | UseCase::SeatFromCall if e.detail.contains(OUTSIDE_BUY_IN_WORDS) => {
            Some(ExceptionKind::OutsideBuyIn)
        }
        _ => None,
    }
}

/// What a refusal is: a lock-out, a refusal for lack of authority, or (a rule, bad input)
/// none.
fn refusal_kind(e: &AuditRow) -> Option<ExceptionKind> {
    let code = e.detail.split(':').next().and_then(ErrorCode::find)?;
    match code {
        ErrorCode::Room(RoomCode::AccountLocked) => Some(ExceptionKind::LockOut),
        ErrorCode::Room(
            RoomCode::NotPermitted
            | RoomCode::NotYourTable
            | RoomCode::InactiveStaff
            | RoomCode::UnknownStaff,
        ) => Some(ExceptionKind::Refusal),
        ErrorCode::Room(
            RoomCode::PlayerBarred
            | RoomCode::PlayerSelfExcluded
            | RoomCode::PlayerSelfRestricted
            | RoomCode::PossibleSelfExclusion,
        ) => Some(ExceptionKind::RestrictedPlayerRefused),
        _ => None,
    }
}

/// The columns of the report's CSV and .xlsx, in order.
pub const EXCEPTION_HEAD: [&str; 9] = [
    "kind",
    "at",
    "staff",
    "station",
    "machine",
    "table",
    "hand",
    "why",
    "audit_entry",
];

impl ExceptionLine {
    /// The line's cells under [`EXCEPTION_HEAD`], times in the room's zone and words.
    pub fn cells(&self, clock: &dyn crate::Clock) -> [String; EXCEPTION_HEAD.len()] {
        let opt = |v: Option<i64>| v.map(|v| v.to_string()).unwrap_or_default();
        [
            self.kind.words().to_string(),
            crate::clock::time_words(clock, &self.at),
            self.staff.clone().unwrap_or_default(),
            self.station
                .map(|s| s.as_str().to_string())
                .unwrap_or_default(),
            self.machine.clone().unwrap_or_default(),
            self.table.clone().unwrap_or_default(),
            opt(self.hand_id),
            crate::clock::times_in_words(clock, &self.why),
            opt(self.audit_id),
        ]
    }
}

impl ExceptionReport {
    /// What the report covers, in words: `shift 3` or `gaming day 2026-11-25`.
    pub fn title(&self) -> String {
        crate::report::covered(
            self.shift.as_ref(),
            self.gaming_day.as_deref(),
            &self.from,
            &self.to,
        )
    }

    /// The report as CSV: a row per exception under [`EXCEPTION_HEAD`], oldest first.
    pub fn to_csv(&self, clock: &dyn crate::Clock) -> Result<String, RoomError> {
        use crate::report_csv::inert;
        let mut w = crate::report_csv::Sheet::new();
        w.row(EXCEPTION_HEAD)?;
        for l in &self.lines {
            w.row(l.cells(clock).map(|c| inert(&c)))?;
        }
        w.signatures(self.shift.as_ref(), clock)?;
        w.text()
    }
}
