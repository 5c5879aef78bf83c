//! The report and the count sheet as real .xlsx workbooks, written by the same code for the CLI
//! and the app. The rows are the CSV's (`report_csv.rs`), in its order, under a block that says
//! what the sheet is, whose and when; but an amount is a number cell (dollars, in a currency
//! format), a count an integer, each total a `SUM` formula over the lines with the room's own
//! total cached as its value (so a reader that does not recompute shows the same figure), and
//! the header row is frozen. Pure: it answers the file's bytes; writing them is the caller's.

use rust_xlsxwriter::utility::cell_range;
use rust_xlsxwriter::{
    ColNum, DocProperties, ExcelDateTime, Format, FormatBorder, Formula, RowNum, Workbook,
    Worksheet,
};

use crate::RoomError;
use crate::clock::{time_words, times_in_words};
use crate::count_sheet::CountSheet;
use crate::money::format_dollars;
use crate::report::{FIGURES, FigureKind, Figures, ShiftReport};

/// Dollars with cents and thousands separators, as `money::format_dollars` writes them; a
/// negative amount red, with a true minus (`−$0.50`).
const MONEY: &str = "\"$\"#,##0.00;[Red]\"\u{2212}$\"#,##0.00";
/// A count: a whole number.
const COUNT: &str = "0";

/// The narrowest column, in characters.
const MIN_WIDTH: usize = 8;
/// The widest column its cells make, in characters.
const MAX_WIDTH: usize = 28;

impl ShiftReport {
    /// The report as an .xlsx workbook of one sheet ("Shift 3", or the range's dates): who and
    /// when, then the CSV's rows (lines, groups, the total, the discrepancies, the
    /// adjustments, each table's chips) under its frozen header row. The total row's figures
    /// are `SUM`s of the lines (the room's totals cached as their values); an empty report's
    /// are zeros.
    pub fn to_xlsx(&self, clock: &dyn crate::Clock) -> Result<Vec<u8>, RoomError> {
        let time = |t: &str| time_words(clock, t);
        let (name, title) = match (&self.shift, &self.gaming_day) {
            (Some(s), _) => (format!("Shift {}", s.id), format!("shift {}", s.id)),
            (None, Some(day)) => (format!("Gaming day {day}"), format!("gaming day {day}")),
            (None, None) => {
                let day = |t: &str| t.get(..10).unwrap_or(t).to_owned();
                let range = format!("{} to {}", day(&self.from), day(&self.to));
                (format!("Range {range}"), format!("range {range}"))
            }
        };
        let mut book = Book::new(clock, &format!("Collection report, {title}"))?;
        let mut s = book.sheet(&name)?;
        s.ws.set_landscape();
        let mut about = vec![("collection report", title)];
        if let Some(shift) = &self.shift {
            about.push(("floor manager", shift.floor_manager.clone()));
        }
        about.push(("from", time(&self.from)));
        about.push(("to", time(&self.to)));
        about.extend(self.shift.iter().flat_map(|s| s.signed_words(clock)));
        about.push(("made at", time(&crate::clock::db_time(clock.now()))));
        s.about(&about)?;

        let named = ["section", "table", "game", "dealer", "half_hour"];
        let figures: Vec<(usize, FigureKind)> = FIGURES
            .iter()
            .enumerate()
            .filter(|(_, f)| f.csv.is_some())
            .map(|(i, f)| (i, f.kind))
            .collect();
        let head: Vec<&str> = named
            .into_iter()
            .chain(FIGURES.iter().filter_map(|f| f.csv))
            .collect();
        let chips_head = crate::report_csv::CHIPS_HEAD;
        s.head(&head)?;
        s.freeze()?;
        let column = |name: &str| {
            head.iter()
                .position(|h| *h == name)
                .and_then(|at| ColNum::try_from(at).ok())
                .ok_or_else(|| failed(format!("no column {name}")))
        };
        let first_figure = ColNum::try_from(named.len()).map_err(failed)?;
        let row = |s: &mut Sheet, texts: [&str; 5], f: &Figures| {
            s.texts(0, &texts)?;
            let values = f.values();
            for (col, &(i, kind)) in (first_figure..).zip(&figures) {
                let v = values.get(i).copied().unwrap_or_default();
                s.figure(col, kind, v)?;
            }
            s.next();
            Ok::<_, RoomError>(())
        };
        let first_line = s.row;
        for l in &self.lines {
            let dealer = l.dealer.as_deref().unwrap_or("");
            let half = time(&l.half_hour);
            row(
                &mut s,
                ["line", &l.table, &l.game, dealer, &half],
                &l.figures,
            )?;
        }
        let lines = first_line..s.row;
        for g in &self.by_table {
            row(&mut s, ["table", &g.key, "", "", ""], &g.figures)?;
        }
        for g in &self.by_game {
            row(&mut s, ["game", "", &g.key, "", ""], &g.figures)?;
        }
        for g in &self.by_dealer {
            row(&mut s, ["dealer", "", "", &g.key, ""], &g.figures)?;
        }
        for g in &self.by_half_hour {
            row(&mut s, ["half_hour", "", "", "", &time(&g.key)], &g.figures)?;
        }
        s.label(0, "total")?;
        let totals = self.totals.values();
        for (col, &(i, kind)) in (first_figure..).zip(&figures) {
            let v = totals.get(i).copied().unwrap_or_default();
            s.sum(col, lines.clone(), kind, v)?;
        }
        s.next();
        for x in &self.discrepancies {
            s.text(column("section")?, "discrepancy")?;
            s.text(column("table")?, &x.table)?;
            s.text(column("half_hour")?, &time(&x.due_at))?;
            let who = format!("seat {} {}", x.seat_no, x.player_name);
            s.text(column("due_count")?, &who)?;
            s.money(column("due")?, x.amount_cents)?;
            s.money(column("unmarked")?, x.amount_cents)?;
            s.note(column("house_total")?, &times_in_words(clock, &x.problem))?;
            s.next();
        }
        for a in &self.adjustments {
            let what = format!(
                "{} at {}: {} (why: {})",
                a.detail, a.made_at, a.kind, a.reason
            );
            s.text(column("section")?, "adjustment")?;
            s.text(column("table")?, &a.table)?;
            s.text(column("dealer")?, &a.made_by)?;
            s.text(column("half_hour")?, &time(&a.happened_at))?;
            s.note(column("house_total")?, &times_in_words(clock, &what))?;
            s.money(column("adjustments")?, a.house_cents)?;
            s.next();
        }
        // Each table's chips, and the room's (last): the identity's terms, then the difference
        // (zero when it holds).
        s.next();
        s.head(&chips_head)?;
        for c in &self.chips {
            s.texts(0, &["chips", &c.table])?;
            let amounts = c.amounts();
            for (col, cents) in (2..).zip(amounts) {
                s.money(col, cents)?;
            }
            s.next();
        }
        // Each jackpot fund's roll-forward: the players' money, apart from the house's.
        if !self.jackpots.is_empty() {
            s.next();
            let head: Vec<&str> = std::iter::once("section")
                .chain(crate::LEDGER_HEAD)
                .collect();
            s.head(&head)?;
            for l in &self.jackpots {
                s.texts(0, &["jackpot", &l.fund_name, &l.period])?;
                for (col, cents) in (3..).zip(l.amounts()) {
                    s.money(col, cents)?;
                }
                s.next();
            }
        }
        s.fit()?;
        book.bytes()
    }
}

impl CountSheet {
    /// The sheet as an .xlsx workbook ("Count sheet"): who and when first, one row per box
    /// under the frozen header row, then the number of boxes (`ROWS` of the boxes) and the
    /// totals (`SUM`s of the boxes), each with the sheet's own figure cached as its value.
    pub fn to_xlsx(&self, clock: &dyn crate::Clock) -> Result<Vec<u8>, RoomError> {
        let time = |t: &str| time_words(clock, t);
        let sh = &self.shift;
        let mut book = Book::new(clock, &format!("Count sheet, shift {}", sh.id))?;
        let mut s = book.sheet("Count sheet")?;
        s.about(
            &[
                ("count sheet", format!("shift {}", sh.id)),
                ("made at", time(&self.at)),
                ("shift opened", time(&sh.opened_at)),
                (
                    "shift closed",
                    sh.closed_at.as_deref().map(time).unwrap_or_default(),
                ),
                ("floor manager", sh.floor_manager.clone()),
                ("counters", self.counters.join("; ")),
            ]
            .into_iter()
            .chain(sh.signed_words(clock))
            .collect::<Vec<_>>(),
        )?;
        let head = [
            "table",
            "game",
            "drops",
            "time_collected",
            "adjustments",
            "box_amount",
            "jackpot_box",
        ];
        s.head(&head)?;
        s.freeze()?;
        let add = |a: i64, b: i64| crate::values::add("a count sheet total", a, b);
        let mut sums = [0_i64; 3];
        let first = s.row;
        for b in &self.boxes {
            s.texts(0, &[&b.table, &b.game])?;
            let amounts = [b.drops_cents, b.time_cents, b.adjustment_cents];
            for (sum, cents) in sums.iter_mut().zip(amounts) {
                *sum = add(*sum, cents)?;
            }
            let shown = amounts.into_iter().chain([b.amount_cents, b.jackpot_cents]);
            for (col, cents) in (2..).zip(shown) {
                s.money(col, cents)?;
            }
            s.next();
        }
        let boxes = first..s.row;
        s.label(0, "boxes")?;
        s.count_rows(1, boxes.clone(), self.box_count)?;
        s.next();
        s.label(0, "total")?;
        let totals = sums
            .into_iter()
            .chain([self.total_cents, self.jackpot_total_cents]);
        for (col, cents) in (2..).zip(totals) {
            s.sum(col, boxes.clone(), FigureKind::Money, cents)?;
        }
        s.fit()?;
        book.bytes()
    }
}

impl crate::ExceptionReport {
    /// The exception report as an .xlsx workbook ("Exceptions"): who and when first, a row
    /// per exception under the frozen header row, then each kind's number of lines as a
    /// `COUNTIF` of the kind column (the room's own count cached as its value) and their total.
    pub fn to_xlsx(&self, clock: &dyn crate::Clock) -> Result<Vec<u8>, RoomError> {
        let time = |t: &str| time_words(clock, t);
        let title = self.title();
        let mut book = Book::new(clock, &format!("Exception report, {title}"))?;
        let mut s = book.sheet("Exceptions")?;
        s.ws.set_landscape();
        let mut about = vec![("exception report", title)];
        about.push(("from", time(&self.from)));
        about.push(("to", time(&self.to)));
        about.push(("variance threshold", format_dollars(self.threshold_cents)));
        about.extend(self.shift.iter().flat_map(|s| s.signed_words(clock)));
        s.about(&about)?;
        s.head(&crate::exceptions::EXCEPTION_HEAD)?;
        s.freeze()?;
        let first = s.row;
        for l in &self.lines {
            let cells = l.cells(clock);
            let (why, rest) = (&cells[7], &cells[..7]);
            let rest: Vec<&str> = rest.iter().map(String::as_str).collect();
            s.texts(0, &rest)?;
            s.note(7, why)?;
            if let Some(id) = l.audit_id {
                s.figure(8, FigureKind::Count, id)?;
            }
            s.next();
        }
        let lines = first..s.row;
        s.next();
        for c in &self.counts {
            s.label(0, c.kind.words())?;
            let formula = last(&lines).map(|end| {
                format!(
                    "COUNTIF({},\"{}\")",
                    cell_range(lines.start, 0, end, 0),
                    c.kind.words()
                )
            });
            s.total(1, formula, FigureKind::Count, c.count)?;
            s.next();
        }
        s.label(0, "exceptions")?;
        s.count_rows(
            1,
            lines,
            i64::try_from(self.lines.len()).unwrap_or(i64::MAX),
        )?;
        s.fit()?;
        book.bytes()
    }
}

/// A workbook being written: its properties stamped from the room's clock, not the machine's,
/// and the formats its sheets share.
struct Book {
    workbook: Workbook,
    formats: Formats,
}

#[derive(Clone)]
struct Formats {
    head: Format,
    label: Format,
    money: Format,
    count: Format,
    total_money: Format,
    total_count: Format,
}

impl Book {
    fn new(clock: &dyn crate::Clock, title: &str) -> Result<Book, RoomError> {
        let mut workbook = Workbook::new();
        let made = ExcelDateTime::from_timestamp(clock.now().timestamp()).map_err(failed)?;
        workbook.set_properties(
            &DocProperties::new()
                .set_title(text(title))
                .set_creation_datetime(&made),
        );
        let bold = Format::new().set_bold();
        Ok(Book {
            workbook,
            formats: Formats {
                head: bold.clone().set_border_bottom(FormatBorder::Thin),
                label: bold.clone(),
                money: Format::new().set_num_format(MONEY),
                count: Format::new().set_num_format(COUNT),
                total_money: bold.clone().set_num_format(MONEY),
                total_count: bold.set_num_format(COUNT),
            },
        })
    }

    fn sheet(&mut self, name: &str) -> Result<Sheet<'_>, RoomError> {
        let formats = self.formats.clone();
        let ws = self.workbook.add_worksheet();
        ws.set_name(name).map_err(failed)?;
        Ok(Sheet {
            ws,
            formats,
            row: 0,
            widths: Vec::new(),
        })
    }

    fn bytes(mut self) -> Result<Vec<u8>, RoomError> {
        self.workbook.save_to_buffer().map_err(failed)
    }
}

/// A sheet being written, a row at a time: `row` is the one being filled; `widths`, each
/// column's widest cell so far, in characters.
struct Sheet<'a> {
    ws: &'a mut Worksheet,
    formats: Formats,
    row: RowNum,
    widths: Vec<usize>,
}

impl Sheet<'_> {
    fn next(&mut self) {
        self.row += 1;
    }

    /// Column `col` is at least as wide as `text` (and a margin).
    fn widen(&mut self, col: ColNum, text: &str) {
        let col = usize::from(col);
        if self.widths.len() <= col {
            self.widths.resize(col + 1, 0);
        }
        if let Some(w) = self.widths.get_mut(col) {
            *w = (*w).max(text.chars().count() + 2);
        }
    }

    /// Each column as wide as its widest cell, within bounds.
    fn fit(&mut self) -> Result<(), RoomError> {
        for (col, width) in (0..).zip(self.widths.clone()) {
            let width = u32::try_from(width.clamp(MIN_WIDTH, MAX_WIDTH)).unwrap_or(u32::MAX);
            self.ws.set_column_width(col, width).map_err(failed)?;
        }
        Ok(())
    }

    /// What the sheet is, whose and when: a label and its value a row, then a blank row. The
    /// values run on into the empty cells to their right.
    fn about(&mut self, pairs: &[(&str, String)]) -> Result<(), RoomError> {
        for (label, value) in pairs {
            self.label(0, label)?;
            self.note(1, value)?;
            self.next();
        }
        self.next();
        Ok(())
    }

    /// A header row of `heads`, bold and ruled.
    fn head(&mut self, heads: &[&str]) -> Result<(), RoomError> {
        for (col, h) in (0..).zip(heads) {
            self.widen(col, h);
            self.ws
                .write_string_with_format(self.row, col, *h, &self.formats.head)
                .map_err(failed)?;
        }
        self.next();
        Ok(())
    }

    /// The header row just written stays in view (with all above it) on the screen, and
    /// heads each printed page, the columns fitted to the page's width.
    fn freeze(&mut self) -> Result<(), RoomError> {
        self.ws.set_freeze_panes(self.row, 0).map_err(failed)?;
        if let Some(head) = self.row.checked_sub(1) {
            self.ws.set_repeat_rows(head, head).map_err(failed)?;
        }
        self.ws.set_print_fit_to_pages(1, 0);
        Ok(())
    }

    /// A text cell its column widens to.
    fn text(&mut self, col: ColNum, value: &str) -> Result<(), RoomError> {
        self.widen(col, value);
        self.note(col, value)
    }

    /// A text cell that may run on past its column (a long note), which it does not widen.
    fn note(&mut self, col: ColNum, value: &str) -> Result<(), RoomError> {
        let value = text(value);
        if !value.is_empty() {
            self.ws.write_string(self.row, col, value).map_err(failed)?;
        }
        Ok(())
    }

    fn texts(&mut self, first: ColNum, values: &[&str]) -> Result<(), RoomError> {
        for (col, v) in (first..).zip(values) {
            self.text(col, v)?;
        }
        Ok(())
    }

    fn label(&mut self, col: ColNum, label: &str) -> Result<(), RoomError> {
        self.widen(col, label);
        self.ws
            .write_string_with_format(self.row, col, label, &self.formats.label)
            .map_err(failed)?;
        Ok(())
    }

    fn money(&mut self, col: ColNum, cents: i64) -> Result<(), RoomError> {
        self.widen(col, &format_dollars(cents));
        self.ws
            .write_number_with_format(self.row, col, dollars(cents), &self.formats.money)
            .map_err(failed)?;
        Ok(())
    }

    fn figure(&mut self, col: ColNum, kind: FigureKind, value: i64) -> Result<(), RoomError> {
        self.widen(col, &shown(kind, value));
        let (number, format) = match kind {
            FigureKind::Money => (dollars(value), &self.formats.money),
            FigureKind::Count => (count(value), &self.formats.count),
        };
        self.ws
            .write_number_with_format(self.row, col, number, format)
            .map_err(failed)?;
        Ok(())
    }

    /// The total of `rows` in column `col`: `SUM` of them, `value` (the room's own total)
    /// cached as its result; a plain zero when there are no rows to sum.
    fn sum(
        &mut self,
        col: ColNum,
        rows: std::ops::Range<RowNum>,
        kind: FigureKind,
        value: i64,
    ) -> Result<(), RoomError> {
        let range = last(&rows).map(|last| cell_range(rows.start, col, last, col));
        self.total(col, range.map(|r| format!("SUM({r})")), kind, value)
    }

    /// How many of `rows` there are: `ROWS` of them, `value` cached as its result.
    fn count_rows(
        &mut self,
        col: ColNum,
        rows: std::ops::Range<RowNum>,
        value: i64,
    ) -> Result<(), RoomError> {
        let range = last(&rows).map(|last| cell_range(rows.start, 0, last, 0));
        self.total(
            col,
            range.map(|r| format!("ROWS({r})")),
            FigureKind::Count,
            value,
        )
    }

    /// A total in bold: `formula` with `value` cached as its result, or (none) `value`.
    fn total(
        &mut self,
        col: ColNum,
        formula: Option<String>,
        kind: FigureKind,
        value: i64,
    ) -> Result<(), RoomError> {
        self.widen(col, &shown(kind, value));
        let (number, format) = match kind {
            FigureKind::Money => (dollars(value), &self.formats.total_money),
            FigureKind::Count => (count(value), &self.formats.total_count),
        };
        let written = match formula {
            Some(f) => {
                let f = Formula::new(f).set_result(number.to_string());
                self.ws.write_formula_with_format(self.row, col, f, format)
            }
            None => self
                .ws
                .write_number_with_format(self.row, col, number, format),
        };
        written.map(|_| ()).map_err(failed)
    }
}

/// A figure as its cell shows it, for the column's width.
fn shown(kind: FigureKind, value: i64) -> String {
    match kind {
        FigureKind::Money => format_dollars(value),
        FigureKind::Count => value.to_string(),
    }
}

/// The last row of `rows`, none when it is empty.
fn last(rows: &std::ops::Range<RowNum>) -> Option<RowNum> {
    rows.clone().next_back()
}

/// Cents as the dollars a cell holds. Only here does money become a float, and only to be
/// written: the nearest double to the amount, which reads back to the same cents.
fn dollars(cents: i64) -> f64 {
    cents as f64 / 100.0
}

fn count(n: i64) -> f64 {
    n as f64
}

/// A text cell as people read it: controls and other invisible characters dropped (a name
/// stored before names were checked may hold them). A text cell is never run as a formula in
/// an .xlsx, so, unlike the CSV's, it needs nothing more.
fn text(value: &str) -> String {
    value
        .chars()
        .filter(|&c| !crate::values::invisible(c))
        .collect()
}

fn failed(e: impl std::fmt::Display) -> RoomError {
    RoomError::invalid("xlsx", e.to_string())
}

/// The cash log's columns, shared by the MTL and the CTR sheets.
const CASH_HEAD: [&str; 9] = [
    "Gaming day",
    "Time",
    "Table",
    "Seat",
    "Player",
    "Number",
    "In/out",
    "For",
    "Amount",
];

/// One cash line's cells on a sheet: the words, then its amount as money in column 8.
fn cash_row(
    s: &mut Sheet<'_>,
    clock: &dyn crate::Clock,
    l: &crate::CashLine,
) -> Result<(), RoomError> {
    let cells = l.cells(clock);
    let texts: Vec<&str> = cells[..8].iter().map(String::as_str).collect();
    s.texts(0, &texts)?;
    s.money(8, l.amount_cents)?;
    s.next();
    Ok(())
}

impl crate::MultipleTransactionLog {
    /// The multiple transaction log as an .xlsx workbook ("MTL"): its days and threshold, a row
    /// per transaction, and the total a `SUM` of the amounts.
    pub fn to_xlsx(&self, clock: &dyn crate::Clock) -> Result<Vec<u8>, RoomError> {
        let title = self.title();
        let mut book = Book::new(clock, &title)?;
        let mut s = book.sheet("MTL")?;
        s.about(&[
            ("multiple transaction log", self.days()),
            ("threshold", format_dollars(self.threshold_cents)),
        ])?;
        s.head(&CASH_HEAD)?;
        s.freeze()?;
        let first = s.row;
        for l in &self.lines {
            cash_row(&mut s, clock, l)?;
        }
        let lines = first..s.row;
        s.label(0, "total")?;
        let total = self.lines.iter().map(|l| l.amount_cents).sum();
        s.sum(8, lines, FigureKind::Money, total)?;
        s.fit()?;
        book.bytes()
    }
}

impl crate::CtrReport {
    /// The CTRs due as an .xlsx workbook ("CTR"): per person and gaming day, his cash in and
    /// out, then the transactions that make them.
    pub fn to_xlsx(&self, clock: &dyn crate::Clock) -> Result<Vec<u8>, RoomError> {
        let title = self.title();
        let mut book = Book::new(clock, &title)?;
        let mut s = book.sheet("CTR")?;
        s.about(&[
            ("currency transaction reports due", self.days()),
            ("past", format_dollars(self.threshold_cents)),
        ])?;
        s.head(&[
            "Gaming day",
            "Player",
            "Number",
            "Cash in",
            "Cash out",
            "CTR for",
        ])?;
        s.freeze()?;
        for d in &self.due {
            s.texts(
                0,
                &[
                    &d.gaming_day,
                    &d.player_name,
                    d.player_number.as_deref().unwrap_or("not identified"),
                ],
            )?;
            s.money(3, d.cash_in_cents)?;
            s.money(4, d.cash_out_cents)?;
            s.text(5, &d.due_words())?;
            s.next();
        }
        s.next();
        s.head(&CASH_HEAD)?;
        for l in self.due.iter().flat_map(|d| &d.lines) {
            cash_row(&mut s, clock, l)?;
        }
        s.fit()?;
        book.bytes()
    }
}
