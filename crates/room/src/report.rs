//! The end-of-shift collection report: per table, game, dealer and half hour, what fell due,
//! what was collected, what was not (and why), the drops, the hands dealt, the house-banked
//! result (apart from the collections), and every discrepancy the cage must look at.

use cardroom_store::port::*;
use std::collections::BTreeMap;

use cardroom_store::{TableRow, TimeCollectionRow};
use chrono::{DateTime, Timelike, Utc};
use serde::Serialize;

use crate::clock::{db_time, parse_db_time};
use crate::collections::pending_due;
use crate::shifts::{ShiftDto, shift_dto};
use crate::usecase::UseCase;
use crate::{Room, RoomError};

/// The money figures of one line or group. Amounts in cents.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Serialize, specta::Type)]
pub struct Figures {
    /// Time collections that fell due, and their total: what the house expected.
    pub due_count: i64,
    pub due_cents: i64,
    pub collected_cents: i64,
    /// Not paid, with a reason the dealer gave.
    pub not_collected_cents: i64,
    pub sitting_out_cents: i64,
    pub left_cents: i64,
    /// Excused: the player had just sat down.
    pub new_player_cents: i64,
    pub comped_cents: i64,
    /// Fell due and never marked: a discrepancy.
    pub unmarked_cents: i64,
    pub drop_count: i64,
    pub drop_cents: i64,
    pub hands_dealt: i64,
    /// Collected time plus drops.
    pub house_cents: i64,
    /// House-banked games (Draw Poker with Joker): what the bank won (+) or lost (−) on the
    /// boxes settled, BONUS included. Not a collection: kept out of `house_cents`.
    pub banked_cents: i64,
}

impl Figures {
    /// Adds another line's figures; an overflow (only a file changed outside Cardroom can
    /// hold amounts that large) is an error, never a wrap.
    fn add(&mut self, o: &Figures) -> Result<(), RoomError> {
        for (total, more) in [
            (&mut self.due_count, o.due_count),
            (&mut self.due_cents, o.due_cents),
            (&mut self.collected_cents, o.collected_cents),
            (&mut self.not_collected_cents, o.not_collected_cents),
            (&mut self.sitting_out_cents, o.sitting_out_cents),
            (&mut self.left_cents, o.left_cents),
            (&mut self.new_player_cents, o.new_player_cents),
            (&mut self.comped_cents, o.comped_cents),
            (&mut self.unmarked_cents, o.unmarked_cents),
            (&mut self.drop_count, o.drop_count),
            (&mut self.drop_cents, o.drop_cents),
            (&mut self.hands_dealt, o.hands_dealt),
            (&mut self.house_cents, o.house_cents),
            (&mut self.banked_cents, o.banked_cents),
        ] {
            plus(total, more)?;
        }
        Ok(())
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

/// Something the cage must look at.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, specta::Type)]
pub struct Discrepancy {
    pub table: String,
    pub due_at: String,
    pub seat_no: i64,
    pub player_name: String,
    pub amount_cents: i64,
    pub problem: String,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, specta::Type)]
pub struct ShiftReport {
    pub shift: ShiftDto,
    /// The report covers [from, to).
    pub from: String,
    pub to: String,
    pub lines: Vec<ReportLine>,
    pub by_table: Vec<ReportGroup>,
    pub by_game: Vec<ReportGroup>,
    pub by_dealer: Vec<ReportGroup>,
    pub by_half_hour: Vec<ReportGroup>,
    pub totals: Figures,
    pub discrepancies: Vec<Discrepancy>,
}

fn half_hour(at: &str) -> String {
    parse_db_time(at)
        .and_then(|t: DateTime<Utc>| {
            let minute = if t.minute() < 30 { 0 } else { 30 };
            t.with_minute(minute).and_then(|t| t.with_second(0))
        })
        .map(db_time)
        .unwrap_or_else(|| at.to_string())
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
        self.read_as(actor, UseCase::ShiftReport, |tx, now| {
            let now = db_time(now);
            let shift = match shift_id {
                Some(id) => tx.shift(id)?.ok_or(RoomError::UnknownShift { id })?,
                None => tx.latest_shift()?.ok_or(RoomError::NoOpenShift)?,
            };
            let from = shift.opened_at.clone();
            let to = shift.closed_at.clone().unwrap_or_else(|| now.clone());
            let tables = tx.tables_open_during(&from, &to)?;
            let mut collections = tx.collections_between(&from, &to)?;
            for table in &tables {
                for c in pending_due(tx, table, &now)? {
                    if from <= c.due_at && c.due_at < to {
                        collections.push(unrecorded(c));
                    }
                }
            }
            build(tx, shift_dto(shift), from, to, &tables, collections)
        })
    }
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

fn build(
    tx: &dyn Tx,
    shift: ShiftDto,
    from: String,
    to: String,
    tables: &[TableRow],
    collections: Vec<TimeCollectionRow>,
) -> Result<ShiftReport, RoomError> {
    let table_of = |id: i64| tables.iter().find(|t| t.id == id);
    let games: BTreeMap<GameCode, String> =
        tx.games()?.into_iter().map(|g| (g.code, g.name)).collect();
    let staff: BTreeMap<i64, String> = tx
        .list_staff()?
        .into_iter()
        .map(|s| (s.id, s.name))
        .collect();
    let mut lines: BTreeMap<LineKey, Figures> = BTreeMap::new();
    let mut discrepancies = Vec::new();

    for c in collections {
        let f = lines
            .entry((c.table_id, c.dealer_id, half_hour(&c.due_at)))
            .or_default();
        let amount = c.amount_cents;
        f.due_count += 1;
        plus(&mut f.due_cents, amount)?;
        match (c.status.as_str(), c.reason.as_deref()) {
            ("paid", _) => {
                plus(&mut f.collected_cents, amount)?;
                plus(&mut f.house_cents, amount)?;
            }
            ("not_paid", reason) => {
                plus(&mut f.not_collected_cents, amount)?;
                match reason {
                    Some("sitting_out") => plus(&mut f.sitting_out_cents, amount)?,
                    Some("left") => plus(&mut f.left_cents, amount)?,
                    Some("new_player") => plus(&mut f.new_player_cents, amount)?,
                    _ => plus(&mut f.comped_cents, amount)?,
                }
            }
            _ => {
                plus(&mut f.unmarked_cents, amount)?;
                discrepancies.push(Discrepancy {
                    table: table_of(c.table_id)
                        .map(|t| t.name.clone())
                        .unwrap_or_default(),
                    due_at: c.due_at.clone(),
                    seat_no: c.seat_no,
                    player_name: c.player_name.clone(),
                    amount_cents: c.amount_cents,
                    problem: "fell due and was never marked paid or not paid".into(),
                });
            }
        }
    }
    for d in tx.drops_between(&from, &to)? {
        let f = lines
            .entry((d.table_id, d.dealer_id, half_hour(&d.taken_at)))
            .or_default();
        f.drop_count += 1;
        plus(&mut f.drop_cents, d.amount_cents)?;
        plus(&mut f.house_cents, d.amount_cents)?;
    }
    for b in tx.banked_between(&from, &to)? {
        let f = lines
            .entry((b.table_id, b.dealer_id, half_hour(&b.settled_at)))
            .or_default();
        plus(&mut f.banked_cents, b.house_net_cents)?;
    }
    for (table_id, dealer_id, started_at) in tx.hands_started_between(&from, &to)? {
        lines
            .entry((table_id, dealer_id, half_hour(&started_at)))
            .or_default()
            .hands_dealt += 1;
    }

    let lines: Vec<ReportLine> = lines
        .into_iter()
        .map(|((table_id, dealer_id, half_hour), figures)| {
            let table = table_of(table_id);
            ReportLine {
                table_id,
                table: table
                    .map(|t| t.name.clone())
                    .unwrap_or_else(|| format!("#{table_id}")),
                game: table
                    .and_then(|t| games.get(&t.game).cloned())
                    .unwrap_or_default(),
                dealer: dealer_id.and_then(|d| staff.get(&d).cloned()),
                half_hour,
                figures,
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
        from,
        to,
        lines,
        by_table,
        by_game,
        by_dealer,
        by_half_hour,
        totals,
        discrepancies,
    })
}

impl ShiftReport {
    /// The report as CSV for accountants: one row per line, group and total, amounts in
    /// dollars with two decimals, then the discrepancies. The last column, `banked`, is the
    /// house-banked result (negative when the bank lost).
    pub fn to_csv(&self) -> Result<String, RoomError> {
        use crate::money::format_cents as d;
        let mut w = csv::Writer::from_writer(Vec::new());
        let fail = |e: csv::Error| RoomError::invalid("csv", e.to_string());
        w.write_record([
            "section",
            "table",
            "game",
            "dealer",
            "half_hour",
            "due_count",
            "due",
            "collected",
            "not_collected",
            "sitting_out",
            "left",
            "new_player",
            "comped",
            "unmarked",
            "drop_count",
            "drops",
            "hands_dealt",
            "house_total",
            "banked",
        ])
        .map_err(fail)?;
        let mut row =
            |section: &str, table: &str, game: &str, dealer: &str, half: &str, f: &Figures| {
                w.write_record([
                    section.to_string(),
                    inert(table),
                    inert(game),
                    inert(dealer),
                    half.to_string(),
                    f.due_count.to_string(),
                    d(f.due_cents),
                    d(f.collected_cents),
                    d(f.not_collected_cents),
                    d(f.sitting_out_cents),
                    d(f.left_cents),
                    d(f.new_player_cents),
                    d(f.comped_cents),
                    d(f.unmarked_cents),
                    f.drop_count.to_string(),
                    d(f.drop_cents),
                    f.hands_dealt.to_string(),
                    d(f.house_cents),
                    d(f.banked_cents),
                ])
            };
        for l in &self.lines {
            row(
                "line",
                &l.table,
                &l.game,
                l.dealer.as_deref().unwrap_or(""),
                &l.half_hour,
                &l.figures,
            )
            .map_err(fail)?;
        }
        for g in &self.by_table {
            row("table", &g.key, "", "", "", &g.figures).map_err(fail)?;
        }
        for g in &self.by_game {
            row("game", "", &g.key, "", "", &g.figures).map_err(fail)?;
        }
        for g in &self.by_dealer {
            row("dealer", "", "", &g.key, "", &g.figures).map_err(fail)?;
        }
        for g in &self.by_half_hour {
            row("half_hour", "", "", "", &g.key, &g.figures).map_err(fail)?;
        }
        row("total", "", "", "", "", &self.totals).map_err(fail)?;
        for x in &self.discrepancies {
            w.write_record([
                "discrepancy",
                &inert(&x.table),
                "",
                "",
                &x.due_at,
                &inert(&format!("seat {} {}", x.seat_no, x.player_name)),
                &d(x.amount_cents),
                "",
                "",
                "",
                "",
                "",
                "",
                &d(x.amount_cents),
                "",
                "",
                "",
                &x.problem,
                "",
            ])
            .map_err(fail)?;
        }
        let bytes = w
            .into_inner()
            .map_err(|e| RoomError::invalid("csv", e.to_string()))?;
        String::from_utf8(bytes).map_err(|e| RoomError::invalid("csv", e.to_string()))
    }
}

/// A text cell a spreadsheet will not run: control characters dropped, and a cell that
/// starts with `=`, `+`, `-`, `@`, a tab or a carriage return is prefixed with `'` (OWASP's
/// advice against CSV injection). Amounts are written by the report itself, never through
/// this.
pub fn inert(text: &str) -> String {
    let clean: String = text
        .chars()
        .filter(|c| !c.is_control() || *c == '\t' || *c == '\r')
        .collect();
    match clean.chars().next() {
        Some('=' | '+' | '-' | '@' | '\t' | '\r') => format!("'{clean}"),
        _ => clean,
    }
}
