//! The collection report of a shift or of any range of time: per table, game, dealer and half
//! hour, what fell due, what was collected, what was not (and why), the drops, the hands
//! dealt, the house-banked result (apart from the collections), the adjustments made since,
//! and every discrepancy the cage must look at. Filtered by table, game and dealer.

use cardroom_store::port::*;
use std::collections::{BTreeMap, BTreeSet};

use cardroom_store::{Period, PeriodSum};
use cardroom_store::{TableRow, TimeCollectionRow};
use chrono::{DateTime, Duration, Timelike, Utc};
use serde::{Deserialize, Serialize};

use crate::clock::{db_time, parse_db_time};
use crate::closeout::{AdjustmentDto, adjustment_dto};
use crate::model::collections::pending_due;
use crate::model::collections::{Mark, effective_mark};
use crate::model::shifts::{ShiftDto, shift_dto};
use crate::usecase::UseCase;
use crate::{Room, RoomError};

/// How a figure is counted, and so how it is written: a number of things, or money in cents
/// (written as dollars).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, specta::Type)]
#[serde(rename_all = "snake_case")]
pub enum FigureKind {
    Count,
    Money,
}

/// One figure of the report, as every rendering of it reads it: the CSV for accountants, the
/// CLI's table and the UI (which gets the list as `FIGURES`). Listed once, in [`FIGURES`].
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, specta::Type)]
pub struct FigureSpec {
    /// The field of [`Figures`].
    pub field: &'static str,
    pub kind: FigureKind,
    /// Its column in the accountants' CSV; none: not a column of its own there.
    pub csv: Option<&'static str>,
    /// Its column head in the CLI's table by table and dealer; none: not shown there.
    pub cli: Option<&'static str>,
}

/// The report's figures, declared once: each field with its kind, its CSV column and its CLI
/// column. `Figures`, `FIGURES`, the sums and the renderings all come from this list, so a
/// new figure is one row here and the place it is summed.
macro_rules! figures {
    ($(
        $(#[$doc:meta])*
        $field:ident: $kind:ident, csv $csv:expr, cli $cli:expr;
    )*) => {
        /// The money figures of one line or group. Amounts in cents.
        #[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Serialize, specta::Type)]
        pub struct Figures {
            $($(#[$doc])* pub $field: i64,)*
        }

        /// Every figure of the report, in the order every rendering writes them.
        pub const FIGURES: &[FigureSpec] = &[$(FigureSpec {
            field: stringify!($field),
            kind: FigureKind::$kind,
            csv: $csv,
            cli: $cli,
        }),*];

        impl Figures {
            /// Each figure's value, in the order of [`FIGURES`].
            pub fn values(&self) -> [i64; FIGURES.len()] {
                [$(self.$field),*]
            }

            /// Adds another line's figures; an overflow (only a file changed outside Cardroom
            /// can hold amounts that large) is an error, never a wrap.
            fn add(&mut self, o: &Figures) -> Result<(), RoomError> {
                $(plus(&mut self.$field, o.$field)?;)*
                Ok(())
            }
        }
    };
}

figures! {
    /// Time collections that fell due, and their total: what the house expected.
    due_count: Count, csv Some("due_count"), cli None;
    due_cents: Money, csv Some("due"), cli Some("Expected");
    collected_cents: Money, csv Some("collected"), cli Some("Collected");
    /// Due and excused by the house: sitting out + left + new player + comped. Not a
    /// discrepancy.
    excused_cents: Money, csv Some("excused"), cli Some("Excused");
    /// Due and neither collected nor excused: not paid because the stack could not cover it
    /// + never marked. So `due = collected + excused + missing`, to the cent. As recorded:
    /// a correction since is in `adjustment_cents`, and the row stays missing.
    missing_cents: Money, csv Some("missing"), cli Some("Missing");
    /// Marked not paid, whatever the reason (the five below add up to it); the never
    /// marked are apart, in `unmarked_cents`.
    not_collected_cents: Money, csv Some("not_collected"), cli None;
    sitting_out_cents: Money, csv Some("sitting_out"), cli None;
    left_cents: Money, csv Some("left"), cli None;
    /// Excused: the player had just sat down.
    new_player_cents: Money, csv Some("new_player"), cli None;
    comped_cents: Money, csv Some("comped"), cli None;
    /// Not paid: the player's stack could not cover it.
    cannot_cover_cents: Money, csv Some("cannot_cover"), cli None;
    /// Fell due and never marked: a discrepancy.
    unmarked_cents: Money, csv Some("unmarked"), cli None;
    drop_count: Count, csv Some("drop_count"), cli None;
    drop_cents: Money, csv Some("drops"), cli Some("Drops");
    hands_dealt: Count, csv Some("hands_dealt"), cli Some("Hands");
    /// Collected time plus drops, as recorded at the time.
    house_cents: Money, csv Some("house_total"), cli Some("House");
    /// The floor's corrections since (+ more for the house, − less), kept apart from what
    /// was recorded: the house's money is `house_cents + adjustment_cents`.
    adjustment_cents: Money, csv Some("adjustments"), cli None;
    /// House-banked games (Draw Poker with Joker): what the bank won (+) or lost (−) on the
    /// boxes settled, BONUS included. Not a collection: kept out of `house_cents`.
    banked_cents: Money, csv Some("banked"), cli Some("Banked");
    /// Player-funded jackpots' collections from the pots (the administrative fee included):
    /// the players' money in the jackpot box, never the house's, so kept out of `house_cents`.
    jackpot_cents: Money, csv Some("jackpot"), cli Some("Jackpot");
}

impl Figures {
    /// The figures some rendering writes (`column` picks them: its head, or none), each
    /// written as that figure is: a count as a number, money as `money` writes it. The heads
    /// are `FIGURES` filtered by the same `column`.
    pub fn columns(
        &self,
        column: impl Fn(&FigureSpec) -> Option<&'static str>,
        money: impl Fn(i64) -> String,
    ) -> Vec<String> {
        FIGURES
            .iter()
            .zip(self.values())
            .filter(|(spec, _)| column(spec).is_some())
            .map(|(spec, v)| match spec.kind {
                FigureKind::Count => v.to_string(),
                FigureKind::Money => money(v),
            })
            .collect()
    }
}

/// `total += more`, refusing an overflow.
fn plus(total: &mut i64, more: i64) -> Result<(), RoomError> {
    *total = crate::values::add("a report total", *total, more)?;
    Ok(())
}

/// One table, dealer and half hour.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, specta::Type)]
pub struct ReportLine {
    pub table_id: i64,
    pub table: String,
    pub game: String,
    pub dealer: Option<String>,
    /// The half hour's start, UTC.
    pub half_hour: String,
    pub figures: Figures,
}

/// A total over a table, a game, a dealer or a half hour.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, specta::Type)]
pub struct ReportGroup {
    pub key: String,
    pub figures: Figures,
}

/// Something the cage must look at: a collection whose money is missing, as it was recorded
/// (fell due and was never marked, or marked paid from a stack that could not cover it).
/// Excused money (sitting out, left, new player, comped) is never one.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, specta::Type)]
pub struct Discrepancy {
    pub table_id: i64,
    pub table: String,
    /// The collection's id (0: it fell due and is not recorded yet).
    pub collection_id: i64,
    pub due_at: String,
    pub seat_no: i64,
    pub player_name: String,
    pub amount_cents: i64,
    pub problem: String,
    /// Marked paid, and the stack could not cover it (so marked not paid); false: never
    /// marked.
    pub cannot_cover: bool,
    /// The hand being dealt at the table when it fell due (the last one started before).
    pub hand_id: Option<i64>,
    /// A floor manager has corrected it since (see the adjustments).
    pub corrected: bool,
}

/// What to report: a shift (the latest when neither it nor a range is given), a gaming day or
/// a range of time, and optionally one table, game or dealer.
#[derive(Debug, Clone, Default, PartialEq, Eq, Deserialize, specta::Type)]
pub struct ReportRequest {
    pub shift_id: Option<i64>,
    /// A range [from, to), RFC 3339; when given, it is reported instead of a shift.
    pub from: Option<String>,
    pub to: Option<String>,
    /// A gaming day (`2026-11-25`, the date it starts on): its 24 hours from the house's
    /// start of day are reported instead of a shift ([`crate::gaming_day`]).
    pub gaming_day: Option<String>,
    pub table_id: Option<i64>,
    pub game: Option<GameCode>,
    pub dealer_id: Option<i64>,
}

impl ReportRequest {
    /// One shift's whole report (the latest shift's when `None`).
    pub fn shift(shift_id: Option<i64>) -> ReportRequest {
        ReportRequest {
            shift_id,
            ..ReportRequest::default()
        }
    }
}

/// How a report groups time: by half hour (a range of up to two days) or by day (longer).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, specta::Type)]
#[serde(rename_all = "snake_case")]
pub enum ReportPeriod {
    HalfHour,
    Day,
}

/// The longest range grouped by half hour.
const HALF_HOURS_UP_TO: i64 = 48;

/// How far a long report has got: `done` of `total` parts read.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, specta::Type)]
pub struct ReportProgress {
    pub done: u32,
    pub total: u32,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, specta::Type)]
pub struct ShiftReport {
    /// The shift reported; none for a gaming day or a range of time.
    pub shift: Option<ShiftDto>,
    /// The gaming day reported (`2026-11-25`); none for a shift or a range.
    pub gaming_day: Option<String>,
    /// The report covers [from, to).
    pub from: String,
    pub to: String,
    /// What each line's `half_hour` is the start of: a half hour, or (a long range) a day.
    pub period: ReportPeriod,
    pub lines: Vec<ReportLine>,
    pub by_table: Vec<ReportGroup>,
    pub by_game: Vec<ReportGroup>,
    pub by_dealer: Vec<ReportGroup>,
    pub by_half_hour: Vec<ReportGroup>,
    pub totals: Figures,
    pub discrepancies: Vec<Discrepancy>,
    /// The corrections to what happened in the range, with who, when and why.
    pub adjustments: Vec<AdjustmentDto>,
    /// How many times the closed shift's report has been printed.
    pub prints: i64,
    /// Each seating's time against the time collections it paid.
    pub seat_time: Vec<crate::SeatTimeLine>,
    /// Each dealer's time in the box by table (and so by game).
    pub dealer_hours: Vec<crate::DealerHours>,
    /// Each table's chips over the range (the room's total last): opening + buy-ins +
    /// add-ons ± moves − cash-outs − the house's take ± corrections = in play at its end.
    pub chips: Vec<crate::ChipAccount>,
    /// Each jackpot fund's roll-forward over the range (a report of the whole room): opening,
    /// seed, collected, the house's fee, payouts, corrections, closing.
    pub jackpots: Vec<crate::LedgerLine>,
}

/// What a report covers, in words: `shift 3`, `gaming day 2026-11-25`, or its range.
pub(crate) fn covered(shift: Option<&ShiftDto>, day: Option<&str>, from: &str, to: &str) -> String {
    match (shift, day) {
        (Some(s), _) => format!("shift {}", s.id),
        (None, Some(d)) => format!("gaming day {d}"),
        (None, None) => format!("{from} to {to}"),
    }
}

impl ShiftReport {
    /// What the report covers, in words: `shift 3` or `gaming day 2026-11-25`.
    pub fn title(&self) -> String {
        covered(
            self.shift.as_ref(),
            self.gaming_day.as_deref(),
            &self.from,
            &self.to,
        )
    }
}

/// The longest part of a long report read at once: progress is reported between parts.
const PART_DAYS: i64 = 7;

/// Marked collections: paid (`not_paid` none), or not paid for that reason: excused, or
/// (the stack could not cover it) missing.
fn marked(
    f: &mut Figures,
    count: i64,
    amount: i64,
    not_paid: Option<NotPaidReason>,
) -> Result<(), RoomError> {
    plus(&mut f.due_count, count)?;
    plus(&mut f.due_cents, amount)?;
    let Some(reason) = not_paid else {
        plus(&mut f.collected_cents, amount)?;
        return plus(&mut f.house_cents, amount);
    };
    plus(&mut f.not_collected_cents, amount)?;
    let (why, excused) = match reason {
        NotPaidReason::SittingOut => (&mut f.sitting_out_cents, true),
        NotPaidReason::Left => (&mut f.left_cents, true),
        NotPaidReason::NewPlayer => (&mut f.new_player_cents, true),
        NotPaidReason::Comped => (&mut f.comped_cents, true),
        NotPaidReason::CannotCover => (&mut f.cannot_cover_cents, false),
    };
    plus(why, amount)?;
    match excused {
        true => plus(&mut f.excused_cents, amount),
        false => plus(&mut f.missing_cents, amount),
    }
}

/// Drops taken.
fn dropped(f: &mut Figures, count: i64, amount: i64) -> Result<(), RoomError> {
    plus(&mut f.drop_count, count)?;
    plus(&mut f.drop_cents, amount)?;
    plus(&mut f.house_cents, amount)
}

/// The whole half hours inside [from, to): from the first half hour starting at or after
/// `from` to the last ending at or before `to`; none when no whole half hour fits.
fn whole_half_hours(from: &str, to: &str) -> Option<(String, String)> {
    let floor = |at: &str| period_of(at, Period::HalfHour);
    let a = if floor(from) == from {
        from.to_string()
    } else {
        db_time(parse_db_time(&floor(from))? + Duration::minutes(30))
    };
    let b = floor(to);
    (a < b).then_some((a, b))
}

/// The start of the period `at` falls in.
fn period_of(at: &str, period: Period) -> String {
    parse_db_time(at)
        .and_then(|t: DateTime<Utc>| {
            let t = match period {
                Period::HalfHour => t.with_minute(if t.minute() < 30 { 0 } else { 30 })?,
                Period::Day => t.with_hour(0)?.with_minute(0)?,
            };
            t.with_second(0)
        })
        .map(db_time)
        .unwrap_or_else(|| at.to_string())
}

pub(crate) fn instant(what: &str, text: &str) -> Result<DateTime<Utc>, RoomError> {
    DateTime::parse_from_rfc3339(text.trim())
        .map(|t| t.with_timezone(&Utc))
        .map_err(|_| {
            RoomError::invalid(
                what,
                format!("{text:?} is not a time such as 2026-11-25T08:00:00Z"),
            )
        })
}

type LineKey = (i64, Option<i64>, String);

impl Room {
    /// The report of a shift (the latest one when `shift_id` is `None`). A report is a read:
    /// it writes nothing. Collections that have fallen due by now and are not recorded yet
    /// are counted as due and unmarked, so nothing expected is missing.
    pub fn shift_report(
        &self,
        actor: i64,
        shift_id: Option<i64>,
    ) -> Result<ShiftReport, RoomError> {
        self.report(actor, &ReportRequest::shift(shift_id), &mut |_| true)
    }

    /// The report `request` asks for, read in parts of at most a week; `progress` hears of
    /// each part and stops the report (`cancelled`) by answering `false`.
    pub fn report(
        &self,
        actor: i64,
        request: &ReportRequest,
        progress: &mut dyn FnMut(ReportProgress) -> bool,
    ) -> Result<ShiftReport, RoomError> {
        let range = checked_range(request)?;
        let clock = &*self.clock;
        self.read_as(actor, UseCase::ShiftReport, |tx, now| {
            let day = reported_day(tx, clock, request)?;
            let range = day.map(|d| d.1).or(range);
            let mut report = report_in(tx, now, request, range, progress)?;
            report.gaming_day = day.map(|d| d.0.to_string());
            Ok(report)
        })
    }
}

/// A range of instants [from, to).
pub(crate) type Range = (DateTime<Utc>, DateTime<Utc>);

/// A request's range [from, to), checked: none when it names none.
pub(crate) fn checked_range(request: &ReportRequest) -> Result<Option<Range>, RoomError> {
    let range = match (&request.from, &request.to) {
        (Some(from), Some(to)) => {
            let (from, to) = (instant("from", from)?, instant("to", to)?);
            if from >= to {
                return Err(RoomError::invalid(
                    "the range",
                    "it must end after it starts",
                ));
            }
            Some((from, to))
        }
        (None, None) => None,
        _ => {
            return Err(RoomError::invalid(
                "the range",
                "give both its start and its end",
            ));
        }
    };
    if request.gaming_day.is_some() && (range.is_some() || request.shift_id.is_some()) {
        return Err(RoomError::invalid(
            "the report",
            "ask for a gaming day, a shift or a range of time, not more than one",
        ));
    }
    Ok(range)
}

/// The gaming day a request names, with its range by the house's start of day.
pub(crate) fn reported_day(
    tx: &dyn Tx,
    clock: &dyn crate::Clock,
    request: &ReportRequest,
) -> Result<Option<(chrono::NaiveDate, Range)>, RoomError> {
    let Some(text) = &request.gaming_day else {
        return Ok(None);
    };
    let day = crate::gaming_day::parse_day(text)?;
    let starts = crate::floor::settings::floor_settings(tx)?.gaming_day_starts_minutes;
    Ok(Some((day, crate::gaming_day::range(clock, starts, day))))
}

/// What a request covers: the shift named (the latest when none is) and its hours, or the
/// range given (a gaming day's or the request's own, already checked).
pub(crate) fn scope_in(
    tx: &dyn Tx,
    now: DateTime<Utc>,
    request: &ReportRequest,
    range: Option<Range>,
) -> Result<(Option<ShiftRow>, Range), RoomError> {
    Ok(match range {
        Some(range) => (None, range),
        None => {
            let shift = match request.shift_id {
                Some(id) => tx.shift(id)?.ok_or(RoomError::UnknownShift { id })?,
                None => tx.latest_shift()?.ok_or(RoomError::NoOpenShift)?,
            };
            let from = parse_db_time(&shift.opened_at).unwrap_or(now);
            let to = shift
                .closed_at
                .as_deref()
                .and_then(parse_db_time)
                .unwrap_or(now);
            (Some(shift), (from, to.max(from)))
        }
    })
}

/// The report of `request` (its range already checked), read inside the caller's transaction.
pub(crate) fn report_in(
    tx: &dyn Tx,
    now: DateTime<Utc>,
    request: &ReportRequest,
    range: Option<(DateTime<Utc>, DateTime<Utc>)>,
    progress: &mut dyn FnMut(ReportProgress) -> bool,
) -> Result<ShiftReport, RoomError> {
    let now_text = db_time(now);
    let (shift, (from, to)) = scope_in(tx, now, request, range)?;
    let (from_text, to_text) = (db_time(from), db_time(to));
    let tables = tx.tables_open_during(&from_text, &to_text)?;
    let period = if to - from > Duration::hours(HALF_HOURS_UP_TO) {
        Period::Day
    } else {
        Period::HalfHour
    };
    let mut report = Builder::new(tx, request, &tables, period)?;
    let parts = parts(from, to);
    let total = u32::try_from(parts.len()).unwrap_or(u32::MAX);
    for (i, (a, b)) in parts.iter().enumerate() {
        report.read_part(&db_time(*a), &db_time(*b))?;
        let done = u32::try_from(i + 1).unwrap_or(u32::MAX);
        if !progress(ReportProgress { done, total }) {
            return Err(RoomError::Cancelled);
        }
    }
    for table in &tables {
        for c in pending_due(tx, table, &now_text)? {
            if from_text <= c.due_at && c.due_at < to_text {
                report.unmarked(unrecorded(c))?;
            }
        }
    }
    let prints = match &shift {
        Some(s) => tx.prints(s.id, PrintKind::Report)?,
        None => 0,
    };
    let period = match period {
        Period::HalfHour => ReportPeriod::HalfHour,
        Period::Day => ReportPeriod::Day,
    };
    let mut out = report.finish(
        shift.map(shift_dto),
        from_text.clone(),
        to_text.clone(),
        period,
        prints,
    )?;
    (out.seat_time, out.dealer_hours) =
        crate::floor::seat_time::time_at_tables(tx, &tables, &from_text, &to_text)?;
    // A report of no time yet (a shift just opened) shows the tables open now.
    let open_now = if from_text == to_text {
        tx.tables(false)?
    } else {
        Vec::new()
    };
    let chip_tables: Vec<_> = tables
        .iter()
        .chain(open_now.iter())
        .filter(|t| request.table_id.is_none_or(|id| id == t.id))
        .cloned()
        .collect();
    out.chips = crate::chips::chip_accounts(tx, &chip_tables, &from_text, &to_text, &now_text)?;
    if request.table_id.is_none() {
        let label = out.title();
        // A range reaching now takes in everything written up to now (the same second as the
        // report included), as the chips do.
        let end = if to_text >= now_text {
            "9999-12-31T23:59:59Z"
        } else {
            to_text.as_str()
        };
        out.jackpots = crate::model::jackpots::roll_forward(
            tx,
            &from_text,
            end,
            &|_| Some(label.clone()),
            true,
        )?;
    }
    Ok(out)
}

/// [from, to) in parts of at most [`PART_DAYS`].
fn parts(from: DateTime<Utc>, to: DateTime<Utc>) -> Vec<(DateTime<Utc>, DateTime<Utc>)> {
    let mut out = Vec::new();
    let mut a = from;
    while a < to {
        let b = (a + Duration::days(PART_DAYS)).min(to);
        out.push((a, b));
        a = b;
    }
    if out.is_empty() {
        out.push((from, to));
    }
    out
}

/// A collection that fell due and is not recorded yet, as the report counts it: due, unmarked.
fn unrecorded(c: cardroom_store::NewTimeCollection) -> TimeCollectionRow {
    TimeCollectionRow {
        id: 0,
        table_id: c.table_id,
        due_at: c.due_at,
        seating_id: c.seating_id,
        seat_no: c.seat_no,
        player_name: c.player_name,
        amount_cents: c.amount_cents,
        rate_id: c.rate_id,
        dealer_id: c.dealer_id,
        status: CollectionStatus::Due,
        reason: None,
        marked_at: None,
        marked_by: None,
    }
}

/// The report as it is read, part by part.
struct Builder<'a> {
    tx: &'a dyn Tx,
    request: &'a ReportRequest,
    tables: &'a [TableRow],
    games: BTreeMap<GameCode, String>,
    staff: BTreeMap<i64, String>,
    lines: BTreeMap<LineKey, Figures>,
    /// The stretches [from, to) of the part being read that hold collections the stack could
    /// not cover (their sums say so), read one by one as discrepancies.
    cannot_cover_in: BTreeSet<(String, String)>,
    discrepancies: Vec<Discrepancy>,
    adjustments: Vec<AdjustmentDto>,
    period: Period,
}

impl<'a> Builder<'a> {
    fn new(
        tx: &'a dyn Tx,
        request: &'a ReportRequest,
        tables: &'a [TableRow],
        period: Period,
    ) -> Result<Self, RoomError> {
        Ok(Builder {
            tx,
            request,
            tables,
            period,
            games: tx.games()?.into_iter().map(|g| (g.code, g.name)).collect(),
            staff: tx
                .list_staff()?
                .into_iter()
                .map(|s| (s.id, s.name))
                .collect(),
            lines: BTreeMap::new(),
            cannot_cover_in: BTreeSet::new(),
            discrepancies: Vec::new(),
            adjustments: Vec::new(),
        })
    }

    fn table(&self, id: i64) -> Option<&'a TableRow> {
        self.tables.iter().find(|t| t.id == id)
    }

    /// Whether a line of this table and dealer is in the report the request asks for.
    fn wanted(&self, table_id: i64, dealer_id: Option<i64>) -> bool {
        let r = self.request;
        r.table_id.is_none_or(|t| t == table_id)
            && r.dealer_id.is_none_or(|d| Some(d) == dealer_id)
            && r.game
                .is_none_or(|g| self.table(table_id).is_some_and(|t| t.game == g))
    }

    fn line(&mut self, table_id: i64, dealer_id: Option<i64>, at: &str) -> &mut Figures {
        let key = (table_id, dealer_id, period_of(at, self.period));
        self.lines.entry(key).or_default()
    }

    /// The line of a sum the database grouped (its period is already the line's).
    fn sum_line(&mut self, s: &PeriodSum) -> Option<&mut Figures> {
        if !self.wanted(s.table_id, s.dealer_id) {
            return None;
        }
        Some(
            self.lines
                .entry((s.table_id, s.dealer_id, s.period.clone()))
                .or_default(),
        )
    }

    /// Reads [from, to): the whole half hours inside it from the sums the room keeps as it
    /// writes, the minutes at its edges from the rows; the missing collections (unmarked, or
    /// the stack could not cover them) and the adjustments one by one.
    fn read_part(&mut self, from: &str, to: &str) -> Result<(), RoomError> {
        let tx = self.tx;
        match whole_half_hours(from, to) {
            Some((a, b)) => {
                self.read_rows(from, &a)?;
                self.read_kept(&a, &b)?;
                self.read_rows(&b, to)?;
            }
            None => self.read_rows(from, to)?,
        }
        let mut missing = tx.unmarked_between(from, to)?;
        // Only the periods whose sums hold one are read row by row: a year's report reads
        // the few, not every collection.
        for (a, b) in std::mem::take(&mut self.cannot_cover_in) {
            let (a, b) = (a.as_str().max(from), b.as_str().min(to));
            missing.extend(tx.collections_between(a, b)?.into_iter().filter(|c| {
                c.status == CollectionStatus::NotPaid
                    && c.reason == Some(NotPaidReason::CannotCover)
            }));
        }
        missing.sort_by(|x, y| {
            (x.table_id, &x.due_at, x.seat_no).cmp(&(y.table_id, &y.due_at, y.seat_no))
        });
        missing.dedup_by_key(|c| c.id);
        for c in missing {
            match c.status {
                CollectionStatus::Due => self.unmarked(c)?,
                _ => self.discrepancy(c)?,
            }
        }
        for a in tx.adjustments_between(from, to)? {
            if !self.wanted(a.table_id, a.dealer_id) {
                continue;
            }
            plus(
                &mut self
                    .line(a.table_id, a.dealer_id, &a.happened_at)
                    .adjustment_cents,
                a.house_cents,
            )?;
            self.adjustments.push(adjustment_dto(a));
        }
        Ok(())
    }

    /// Notes that the period starting at `start` holds collections the stack could not cover.
    fn cannot_cover_at(&mut self, start: &str) {
        let length = match self.period {
            Period::HalfHour => Duration::minutes(30),
            Period::Day => Duration::days(1),
        };
        let end = parse_db_time(start).map(|t| db_time(t + length));
        // A period that cannot be read as a time: the part is read whole.
        let (a, b) = match end {
            Some(end) => (start.to_string(), end),
            None => (String::new(), "~".to_string()),
        };
        self.cannot_cover_in.insert((a, b));
    }

    /// The kept sums of the whole half hours [from, to) (the unmarked collections apart).
    fn read_kept(&mut self, from: &str, to: &str) -> Result<(), RoomError> {
        for k in self.tx.kept_sums(from, to, self.period)? {
            if k.kind == SumKind::NotPaid(NotPaidReason::CannotCover)
                && self.wanted(k.sum.table_id, k.sum.dealer_id)
            {
                self.cannot_cover_at(&k.sum.period);
            }
            let Some(f) = self.sum_line(&k.sum) else {
                continue;
            };
            let (count, cents) = (k.sum.count, k.sum.cents);
            match k.kind {
                SumKind::Due => {}
                SumKind::Paid => marked(f, count, cents, None)?,
                SumKind::NotPaid(reason) => marked(f, count, cents, Some(reason))?,
                SumKind::Drop => dropped(f, count, cents)?,
                SumKind::Banked => plus(&mut f.banked_cents, cents)?,
                SumKind::Jackpot => plus(&mut f.jackpot_cents, cents)?,
                SumKind::Hand => plus(&mut f.hands_dealt, count)?,
            }
        }
        Ok(())
    }

    /// The marked collections, drops, boxes and hands of [from, to), summed from the rows.
    fn read_rows(&mut self, from: &str, to: &str) -> Result<(), RoomError> {
        if from >= to {
            return Ok(());
        }
        let tx = self.tx;
        let period = self.period;
        for m in tx.marked_sums(from, to, period)? {
            let reason = match m.status {
                CollectionStatus::Paid => None,
                _ => Some(m.reason.unwrap_or(NotPaidReason::Comped)),
            };
            if let Some(f) = self.sum_line(&m.sum) {
                marked(f, m.sum.count, m.sum.cents, reason)?;
                if reason == Some(NotPaidReason::CannotCover) {
                    self.cannot_cover_at(&m.sum.period);
                }
            }
        }
        for d in tx.drop_sums(from, to, period)? {
            if let Some(f) = self.sum_line(&d) {
                dropped(f, d.count, d.cents)?;
            }
        }
        for b in tx.banked_sums(from, to, period)? {
            if let Some(f) = self.sum_line(&b) {
                plus(&mut f.banked_cents, b.cents)?;
            }
        }
        for j in tx.jackpot_sums(from, to, period)? {
            if let Some(f) = self.sum_line(&j) {
                plus(&mut f.jackpot_cents, j.cents)?;
            }
        }
        for h in tx.hand_counts(from, to, period)? {
            if let Some(f) = self.sum_line(&h) {
                plus(&mut f.hands_dealt, h.count)?;
            }
        }
        Ok(())
    }

    /// Counts a collection that fell due and was never marked: due, unmarked, missing, and a
    /// discrepancy. (The marked ones are summed by the database: `read_part`.)
    fn unmarked(&mut self, c: TimeCollectionRow) -> Result<(), RoomError> {
        if !self.wanted(c.table_id, c.dealer_id) {
            return Ok(());
        }
        let amount = c.amount_cents;
        let f = self.line(c.table_id, c.dealer_id, &c.due_at);
        f.due_count += 1;
        plus(&mut f.due_cents, amount)?;
        plus(&mut f.unmarked_cents, amount)?;
        plus(&mut f.missing_cents, amount)?;
        self.discrepancy(c)
    }

    /// Lists a missing collection (never marked, or the stack could not cover it) as a
    /// discrepancy; its money is summed elsewhere.
    fn discrepancy(&mut self, c: TimeCollectionRow) -> Result<(), RoomError> {
        if !self.wanted(c.table_id, c.dealer_id) {
            return Ok(());
        }
        let amount = c.amount_cents;
        let hand_id = self
            .tx
            .hands_between("", &c.due_at, Some(c.table_id), None, 1)?
            .first()
            .map(|h| h.id);
        let cannot_cover = c.status != CollectionStatus::Due;
        let as_recorded = cannot_cover.then_some(Mark::NotPaid(NotPaidReason::CannotCover));
        let corrected = c.id != 0 && effective_mark(self.tx, &c)? != as_recorded;
        let problem = match cannot_cover {
            true => "marked paid, but the stack could not cover it",
            false => "fell due and was never marked paid or not paid",
        };
        self.discrepancies.push(Discrepancy {
            table_id: c.table_id,
            table: self
                .table(c.table_id)
                .map(|t| t.name.clone())
                .unwrap_or_default(),
            collection_id: c.id,
            due_at: c.due_at,
            seat_no: c.seat_no,
            player_name: c.player_name,
            amount_cents: amount,
            problem: problem.into(),
            cannot_cover,
            hand_id,
            corrected,
        });
        Ok(())
    }

    fn finish(
        self,
        shift: Option<ShiftDto>,
        from: String,
        to: String,
        period: ReportPeriod,
        prints: i64,
    ) -> Result<ShiftReport, RoomError> {
        let lines: Vec<ReportLine> = self
            .lines
            .iter()
            .map(|((table_id, dealer_id, half_hour), figures)| {
                let table = self.table(*table_id);
                ReportLine {
                    table_id: *table_id,
                    table: table
                        .map(|t| t.name.clone())
                        .unwrap_or_else(|| format!("#{table_id}")),
                    game: table
                        .and_then(|t| self.games.get(&t.game).cloned())
                        .unwrap_or_default(),
                    dealer: dealer_id.and_then(|d| self.staff.get(&d).cloned()),
                    half_hour: half_hour.clone(),
                    figures: *figures,
                }
            })
            .collect();
        let group = |key: &dyn Fn(&ReportLine) -> String| {
            let mut groups: BTreeMap<String, Figures> = BTreeMap::new();
            for line in &lines {
                groups.entry(key(line)).or_default().add(&line.figures)?;
            }
            Ok::<_, RoomError>(
                groups
                    .into_iter()
                    .map(|(key, figures)| ReportGroup { key, figures })
                    .collect::<Vec<_>>(),
            )
        };
        let by_table = group(&|l| l.table.clone())?;
        let by_game = group(&|l| l.game.clone())?;
        let by_dealer = group(&|l| l.dealer.clone().unwrap_or_else(|| "(no dealer)".into()))?;
        let by_half_hour = group(&|l| l.half_hour.clone())?;
        let mut totals = Figures::default();
        for line in &lines {
            totals.add(&line.figures)?;
        }
        Ok(ShiftReport {
            shift,
            gaming_day: None,
            from,
            to,
            period,
            lines,
            by_table,
            by_game,
            by_dealer,
            by_half_hour,
            totals,
            discrepancies: self.discrepancies,
            adjustments: self.adjustments,
            prints,
            seat_time: Vec::new(),
            dealer_hours: Vec::new(),
            chips: Vec::new(),
            jackpots: Vec::new(),
        })
    }
}
