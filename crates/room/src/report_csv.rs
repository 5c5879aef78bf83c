//! The report as CSV for accountants, written by the same code for the CLI and the app, so
//! their totals match to the cent.

use crate::RoomError;
use crate::clock::times_in_words;
use crate::report::{FIGURES, Figures, ShiftReport};

impl ShiftReport {
    /// The report as CSV for accountants: one row per line, group and total, amounts in
    /// dollars with two decimals, then the discrepancies and the adjustments. `due` is
    /// `collected + excused + missing`; `not_collected` (marked not paid) is its five reasons
    /// added up, `unmarked` apart. `adjustments` is the floor's corrections to the house's
    /// money since (signed); the last column, `banked`, is the house-banked result (negative
    /// when the bank lost).
    /// Its half hours are written as the screens write times, in the room's zone.
    pub fn to_csv(&self, clock: &dyn crate::Clock) -> Result<String, RoomError> {
        use crate::money::format_decimal as d;
        let time = |t: &str| crate::clock::time_words(clock, t);
        // The chips block after the collections has columns of its own.
        let mut w = Sheet::new();
        let head: Vec<&str> = ["section", "table", "game", "dealer", "half_hour"]
            .into_iter()
            .chain(FIGURES.iter().filter_map(|f| f.csv))
            .collect();
        w.row(&head)?;
        // A row of the head's width with `cells` in the columns they name, the rest empty.
        let placed = |cells: Vec<(&str, String)>| {
            let mut record = vec![String::new(); head.len()];
            for (column, text) in cells {
                let at = head.iter().position(|h| *h == column);
                *at.and_then(|at| record.get_mut(at))
                    .ok_or_else(|| failed(format!("no column {column}")))? = text;
            }
            Ok::<_, RoomError>(record)
        };
        let mut row =
            |section: &str, table: &str, game: &str, dealer: &str, half: &str, f: &Figures| {
                let named = [
                    section.to_string(),
                    inert(table),
                    inert(game),
                    inert(dealer),
                    half.to_string(),
                ];
                let figures = f.columns(|spec| spec.csv, d);
                w.row(named.into_iter().chain(figures))
            };
        for l in &self.lines {
            row(
                "line",
                &l.table,
                &l.game,
                l.dealer.as_deref().unwrap_or(""),
                &time(&l.half_hour),
                &l.figures,
            )?;
        }
        for g in &self.by_table {
            row("table", &g.key, "", "", "", &g.figures)?;
        }
        for g in &self.by_game {
            row("game", "", &g.key, "", "", &g.figures)?;
        }
        for g in &self.by_dealer {
            row("dealer", "", "", &g.key, "", &g.figures)?;
        }
        for g in &self.by_half_hour {
            row("half_hour", "", "", "", &time(&g.key), &g.figures)?;
        }
        row("total", "", "", "", "", &self.totals)?;
        for x in &self.discrepancies {
            w.row(placed(vec![
                ("section", "discrepancy".into()),
                ("table", inert(&x.table)),
                ("half_hour", time(&x.due_at)),
                (
                    "due_count",
                    inert(&format!("seat {} {}", x.seat_no, x.player_name)),
                ),
                ("due", d(x.amount_cents)),
                ("missing", d(x.amount_cents)),
                (
                    if x.cannot_cover {
                        "cannot_cover"
                    } else {
                        "unmarked"
                    },
                    d(x.amount_cents),
                ),
                ("house_total", times_in_words(clock, &x.problem)),
            ])?)?;
        }
        for a in &self.adjustments {
            let what = format!(
                "{} at {}: {} (why: {})",
                a.detail, a.made_at, a.kind, a.reason
            );
            w.row(placed(vec![
                ("section", "adjustment".into()),
                ("table", inert(&a.table)),
                ("dealer", inert(&a.made_by)),
                ("half_hour", time(&a.happened_at)),
                ("house_total", inert(&times_in_words(clock, &what))),
                ("adjustments", d(a.house_cents)),
            ])?)?;
        }
        // Each table's chips, and the room's (last): the identity's terms, then the difference
        // (zero when it holds).
        w.row(CHIPS_HEAD)?;
        for c in &self.chips {
            let mut record = vec!["chips".to_string(), inert(&c.table)];
            record.extend(c.amounts().map(d));
            w.row(&record)?;
        }
        // Each jackpot fund's roll-forward: the players' money, apart from the house's.
        if !self.jackpots.is_empty() {
            w.row(std::iter::once("section").chain(crate::LEDGER_HEAD))?;
            for l in &self.jackpots {
                let mut record = vec!["jackpot".to_string(), inert(&l.fund_name), l.period.clone()];
                record.extend(l.amounts().map(d));
                w.row(&record)?;
            }
        }
        w.signatures(self.shift.as_ref(), clock)?;
        w.text()
    }
}

/// A CSV sheet being written, its rows of any width; a failure is the room's error.
pub(crate) struct Sheet(csv::Writer<Vec<u8>>);

impl Sheet {
    pub(crate) fn new() -> Sheet {
        Sheet(
            csv::WriterBuilder::new()
                .flexible(true)
                .from_writer(Vec::new()),
        )
    }

    /// The shift's signatures after the rows, under a head of their own (`signature,by,at`);
    /// nothing when the shift has none.
    pub(crate) fn signatures(
        &mut self,
        shift: Option<&crate::ShiftDto>,
        clock: &dyn crate::Clock,
    ) -> Result<(), RoomError> {
        let signed = shift.map(crate::ShiftDto::signatures).unwrap_or_default();
        if signed.is_empty() {
            return Ok(());
        }
        self.row([""])?;
        self.row(["signature", "by", "at"])?;
        for g in signed {
            self.row([
                g.what.to_string(),
                inert(g.by),
                crate::clock::time_words(clock, g.at),
            ])?;
        }
        Ok(())
    }

    pub(crate) fn row<I>(&mut self, cells: I) -> Result<(), RoomError>
    where
        I: IntoIterator,
        I::Item: AsRef<[u8]>,
    {
        self.0.write_record(cells).map_err(failed)
    }

    /// The whole sheet's text.
    pub(crate) fn text(self) -> Result<String, RoomError> {
        let bytes = self.0.into_inner().map_err(failed)?;
        String::from_utf8(bytes).map_err(failed)
    }
}

/// The heads of the chips block: each table's identity's terms, then the difference.
pub(crate) const CHIPS_HEAD: [&str; 17] = [
    "section",
    "table",
    "opening",
    "bought_in",
    "added_on",
    "moved_in",
    "moved_out",
    "cashed_out",
    "drops",
    "time_from_stacks",
    "jackpots",
    "jackpots_paid",
    "bank",
    "corrections",
    "in_play",
    "waiting_add_ons",
    "difference",
];

fn failed(e: impl std::fmt::Display) -> RoomError {
    RoomError::invalid("csv", e.to_string())
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
