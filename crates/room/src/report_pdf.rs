//! The report, the count sheet and the exception report as PDF files, written by the same
//! code for the CLI and the app: landscape US Letter, paged like the print. Discrepancies
//! first; the half hours as columns; a table's header row again on each page it runs onto;
//! every page says which report it is, its page number of how many, and, once the cage has
//! counter-signed the shift, who counter-signed it and when. Money with its currency sign,
//! grouping and a true minus (`money::format_dollars`).
//!
//! The text is DejaVu Sans Mono, embedded (subset by krilla), so every name's letters and the
//! minus sign print, and columns line up as in a ledger. Pure: it answers the file's bytes;
//! writing them is the caller's.

use std::collections::BTreeMap;

use krilla::Document;
use krilla::geom::Point;
use krilla::metadata::{DateTime as PdfTime, Metadata};
use krilla::page::PageSettings;
use krilla::text::{Font, TextDirection};

use chrono::{Datelike, Timelike};

use crate::clock::{time_words, times_in_words};
use crate::count_sheet::CountSheet;
use crate::exceptions::ExceptionReport;
use crate::money::format_dollars;
use crate::report::{FIGURES, FigureSpec, ReportPeriod, ShiftReport};
use crate::{Clock, RoomError};

/// US Letter, landscape, in points.
const PAGE_W: f32 = 792.0;
const PAGE_H: f32 = 612.0;
const MARGIN: f32 = 36.0;
/// The body's type size, and the largest a wide table is set in (a wider one is set smaller
/// to fit the page's width).
const BODY: f32 = 7.5;
const TITLE: f32 = 11.0;
/// A monospaced glyph's advance, as a share of the type size (DejaVu Sans Mono: 1233/2048).
const ADVANCE: f32 = 0.602;
const LEADING: f32 = 1.25;
/// The most half-hour columns the grid takes (an 8-hour shift is 16; a longer range is
/// reported by period in rows instead).
const GRID_COLUMNS: usize = 24;

/// One column of a table: its head, its width in characters, right-aligned or not.
#[derive(Clone)]
struct Col {
    head: String,
    width: usize,
    right: bool,
}

fn left(head: &str, width: usize) -> Col {
    Col {
        head: head.into(),
        width: width.max(head.chars().count()),
        right: false,
    }
}

fn right(head: &str, width: usize) -> Col {
    Col {
        right: true,
        ..left(head, width)
    }
}

/// What a document is made of, in reading order.
enum Block {
    /// A heading line, bold.
    Heading(String),
    /// Plain lines.
    Lines(Vec<String>),
    /// A table: its rows (a cell may wrap onto more lines), the last one bold when `total`.
    Table {
        cols: Vec<Col>,
        rows: Vec<Vec<String>>,
        total: bool,
    },
    Gap,
}

/// A document being made: its title (on every page) and what it says.
struct Doc {
    title: String,
    /// Said on every page: the counter-signature.
    stamp: Option<String>,
    blocks: Vec<Block>,
}

/// One line set on a page: where, how large, bold or not, and its text.
struct Run {
    x: f32,
    y: f32,
    size: f32,
    bold: bool,
    text: String,
}

impl Doc {
    fn new(title: String, stamp: Option<String>) -> Doc {
        Doc {
            title,
            stamp,
            blocks: Vec::new(),
        }
    }

    fn heading(&mut self, text: &str) {
        self.blocks.push(Block::Gap);
        self.blocks.push(Block::Heading(text.into()));
    }

    fn lines(&mut self, lines: Vec<String>) {
        self.blocks.push(Block::Lines(lines));
    }

    fn table(&mut self, cols: Vec<Col>, rows: Vec<Vec<String>>, total: bool) {
        self.blocks.push(Block::Table { cols, rows, total });
    }

    /// The pages' runs: blocks set from the top, a new page when the next line does not fit.
    fn layout(&self) -> Vec<Vec<Run>> {
        let top = MARGIN + TITLE * 2.4;
        let bottom = PAGE_H - MARGIN - BODY * 2.0;
        let mut pages: Vec<Vec<Run>> = vec![Vec::new()];
        let mut y = top;
        let new_page = |pages: &mut Vec<Vec<Run>>, y: &mut f32| {
            pages.push(Vec::new());
            *y = top;
        };
        for block in &self.blocks {
            match block {
                Block::Gap => y += BODY * LEADING,
                Block::Heading(text) => {
                    // A heading keeps at least its table's head and two rows with it.
                    if y + BODY * LEADING * 5.0 > bottom {
                        new_page(&mut pages, &mut y);
                    }
                    y += BODY * LEADING;
                    push(&mut pages, MARGIN, y, BODY + 1.0, true, text.clone());
                    y += BODY * 0.4;
                }
                Block::Lines(lines) => {
                    for line in lines {
                        if y + BODY * LEADING > bottom {
                            new_page(&mut pages, &mut y);
                        }
                        y += BODY * LEADING;
                        push(&mut pages, MARGIN, y, BODY, false, line.clone());
                    }
                }
                Block::Table { cols, rows, total } => {
                    let chars: usize = cols.iter().map(|c| c.width + 1).sum();
                    let fit = (PAGE_W - 2.0 * MARGIN) / (chars.max(1) as f32 * ADVANCE);
                    let size = fit.min(BODY);
                    let step = size * LEADING;
                    let head: Vec<String> = cols.iter().map(|c| c.head.clone()).collect();
                    let set_row =
                        |pages: &mut Vec<Vec<Run>>, y: f32, cells: &[String], bold: bool| {
                            let mut x = MARGIN;
                            for (col, cell) in cols.iter().zip(cells) {
                                let len = cell.chars().count();
                                let at = if col.right {
                                    x + (col.width.saturating_sub(len)) as f32 * size * ADVANCE
                                } else {
                                    x
                                };
                                if !cell.is_empty() {
                                    push(pages, at, y, size, bold, cell.clone());
                                }
                                x += (col.width + 1) as f32 * size * ADVANCE;
                            }
                        };
                    if y + step * 3.0 > bottom {
                        new_page(&mut pages, &mut y);
                    }
                    y += step;
                    set_row(&mut pages, y, &head, true);
                    for (i, row) in rows.iter().enumerate() {
                        let bold = *total && i + 1 == rows.len();
                        // A cell wider than its column wraps onto lines of its own.
                        let wrapped: Vec<Vec<String>> = cols
                            .iter()
                            .zip(row)
                            .map(|(c, cell)| wrap(cell, c.width))
                            .collect();
                        let height = wrapped.iter().map(Vec::len).max().unwrap_or(1);
                        if y + step * height as f32 > bottom {
                            new_page(&mut pages, &mut y);
                            y += step;
                            set_row(&mut pages, y, &head, true);
                        }
                        for line in 0..height {
                            y += step;
                            let cells: Vec<String> = wrapped
                                .iter()
                                .map(|w| w.get(line).cloned().unwrap_or_default())
                                .collect();
                            set_row(&mut pages, y, &cells, bold);
                        }
                    }
                }
            }
        }
        pages
    }

    /// The PDF's bytes, stamped with the room's clock.
    fn bytes(&self, clock: &dyn Clock) -> Result<Vec<u8>, RoomError> {
        let regular = Font::new(dejavu::sans_mono::regular().into(), 0)
            .ok_or_else(|| failed("the embedded font does not read"))?;
        let bold = Font::new(dejavu::sans_mono::bold().into(), 0)
            .ok_or_else(|| failed("the embedded bold font does not read"))?;
        let pages = self.layout();
        let count = pages.len();
        let mut document = Document::new();
        let now = clock.now();
        let made = PdfTime::new(u16::try_from(now.year()).unwrap_or(2026))
            .month(u8::try_from(now.month()).unwrap_or(1))
            .day(u8::try_from(now.day()).unwrap_or(1))
            .hour(u8::try_from(now.hour()).unwrap_or(0))
            .minute(u8::try_from(now.minute()).unwrap_or(0))
            .second(u8::try_from(now.second()).unwrap_or(0))
            .utc_offset_hour(0)
            .utc_offset_minute(0);
        document.set_metadata(
            Metadata::new()
                .title(self.title.clone())
                .creator("Cardroom".into())
                .creation_date(made),
        );
        let settings =
            PageSettings::from_wh(PAGE_W, PAGE_H).ok_or_else(|| failed("a page of no size"))?;
        for (n, runs) in pages.iter().enumerate() {
            let mut page = document.start_page_with(settings.clone());
            let mut surface = page.surface();
            let mut text = |x: f32, y: f32, size: f32, is_bold: bool, t: &str| {
                let font = if is_bold {
                    bold.clone()
                } else {
                    regular.clone()
                };
                surface.draw_text(
                    Point::from_xy(x, y),
                    font,
                    size,
                    t,
                    false,
                    TextDirection::Auto,
                );
            };
            text(MARGIN, MARGIN + TITLE, TITLE, true, &self.title);
            let foot = format!("page {} of {count}", n + 1);
            let foot_x = PAGE_W - MARGIN - foot.chars().count() as f32 * BODY * ADVANCE;
            text(foot_x, PAGE_H - MARGIN, BODY, false, &foot);
            if let Some(stamp) = &self.stamp {
                text(MARGIN, MARGIN + TITLE + BODY * 1.6, BODY, true, stamp);
                text(MARGIN, PAGE_H - MARGIN, BODY, true, stamp);
            }
            for r in runs {
                text(r.x, r.y, r.size, r.bold, &r.text);
            }
            surface.finish();
            page.finish();
        }
        document
            .finish()
            .map_err(|e| failed(format!("the PDF could not be made: {e:?}")))
    }
}

fn push(pages: &mut [Vec<Run>], x: f32, y: f32, size: f32, bold: bool, text: String) {
    if let Some(page) = pages.last_mut() {
        page.push(Run {
            x,
            y,
            size,
            bold,
            text,
        });
    }
}

/// `text` in lines of at most `width` characters, broken at spaces where it can.
fn wrap(text: &str, width: usize) -> Vec<String> {
    let width = width.max(1);
    let mut lines = Vec::new();
    let mut line = String::new();
    for word in text.split(' ') {
        let mut word = word.to_string();
        loop {
            let used = line.chars().count();
            let len = word.chars().count();
            let sep = usize::from(used > 0);
            if used + sep + len <= width {
                if sep == 1 {
                    line.push(' ');
                }
                line.push_str(&word);
                break;
            }
            if used > 0 {
                lines.push(std::mem::take(&mut line));
                continue;
            }
            // A word longer than the line is cut.
            let cut: String = word.chars().take(width).collect();
            word = word.chars().skip(width).collect();
            lines.push(cut);
            if word.is_empty() {
                break;
            }
        }
    }
    if !line.is_empty() || lines.is_empty() {
        lines.push(line);
    }
    lines
}

fn failed(e: impl std::fmt::Display) -> RoomError {
    RoomError::invalid("pdf", e.to_string())
}

/// The counter-signature's words for every page, when the shift has one.
fn stamp(shift: Option<&crate::ShiftDto>, clock: &dyn Clock) -> Option<String> {
    let s = shift?;
    let (by, at) = (s.countersigned_by.as_ref()?, s.countersigned_at.as_ref()?);
    Some(format!(
        "COUNTER-SIGNED by {by} (cage) at {}",
        time_words(clock, at)
    ))
}

/// The two signature lines, floor and cage, filled in where the room has them.
fn signatures(doc: &mut Doc, shift: Option<&crate::ShiftDto>, clock: &dyn Clock) {
    let time = |t: &str| time_words(clock, t);
    let floor = shift
        .and_then(|s| Some((s.signed_off_by.as_ref()?, s.signed_off_at.as_ref()?)))
        .map(|(by, at)| format!("signed in the app by {by} at {}", time(at)));
    let cage = shift
        .and_then(|s| Some((s.countersigned_by.as_ref()?, s.countersigned_at.as_ref()?)))
        .map(|(by, at)| format!("counter-signed in the app by {by} at {}", time(at)));
    let line = "______________________________";
    doc.heading("Signatures");
    doc.lines(vec![
        format!("Floor manager: {}", floor.unwrap_or_else(|| line.into())),
        format!("Cage: {}", cage.unwrap_or_else(|| line.into())),
    ]);
}

impl ShiftReport {
    /// The report as a PDF: who and when, the discrepancies first, the tables × half hours
    /// grid of the house's money (a long range: one row per period instead), each table's
    /// figures, the adjustments, and the floor's and the cage's signatures.
    pub fn to_pdf(&self, clock: &dyn Clock) -> Result<Vec<u8>, RoomError> {
        let time = |t: &str| time_words(clock, t);
        let title = match (&self.shift, &self.gaming_day) {
            (Some(s), _) => format!("Collection report, shift {}", s.id),
            (None, Some(d)) => format!("Collection report, gaming day {d}"),
            (None, None) => format!(
                "Collection report, {} to {}",
                time(&self.from),
                time(&self.to)
            ),
        };
        let mut doc = Doc::new(title, stamp(self.shift.as_ref(), clock));
        let mut about = Vec::new();
        if let Some(s) = &self.shift {
            about.push(format!("Floor manager: {}", s.floor_manager));
        }
        about.push(format!("From {} to {}", time(&self.from), time(&self.to)));
        about.push(format!(
            "House {} (time collected {}, drops {}) · adjustments since {} · banked games {}",
            format_dollars(self.totals.house_cents),
            format_dollars(self.totals.collected_cents),
            format_dollars(self.totals.drop_cents),
            format_dollars(self.totals.adjustment_cents),
            format_dollars(self.totals.banked_cents),
        ));
        about.push(format!(
            "Due {} = collected {} + excused {} + missing {}",
            format_dollars(self.totals.due_cents),
            format_dollars(self.totals.collected_cents),
            format_dollars(self.totals.excused_cents),
            format_dollars(self.totals.missing_cents),
        ));
        doc.lines(about);

        doc.heading(&format!("Discrepancies ({})", self.discrepancies.len()));
        if self.discrepancies.is_empty() {
            doc.lines(vec!["None.".into()]);
        } else {
            // One row per seat and problem, its times due listed: a seat short all shift is
            // one row, not sixteen.
            let within_a_day = self.period == ReportPeriod::HalfHour;
            let when = |t: &str| {
                let words = time(t);
                if within_a_day {
                    clock_time(&words)
                } else {
                    words
                        .get(..words.len().saturating_sub(3))
                        .unwrap_or(&words)
                        .to_string()
                }
            };
            let mut groups: Vec<(&crate::Discrepancy, Vec<String>, i64)> = Vec::new();
            for d in &self.discrepancies {
                let same = |g: &&mut (&crate::Discrepancy, Vec<String>, i64)| {
                    let o = g.0;
                    (
                        o.table_id,
                        o.seat_no,
                        &o.player_name,
                        &o.problem,
                        o.corrected,
                    ) == (
                        d.table_id,
                        d.seat_no,
                        &d.player_name,
                        &d.problem,
                        d.corrected,
                    )
                };
                match groups.iter_mut().find(|g| same(g)) {
                    Some(g) => {
                        g.1.push(when(&d.due_at));
                        g.2 += d.amount_cents;
                    }
                    None => groups.push((d, vec![when(&d.due_at)], d.amount_cents)),
                }
            }
            let rows = groups
                .into_iter()
                .map(|(d, times, total)| {
                    vec![
                        d.table.clone(),
                        format!("seat {} {}", d.seat_no, d.player_name),
                        times.join(" "),
                        format_dollars(total),
                        times_in_words(clock, &d.problem),
                        if d.corrected { "corrected" } else { "" }.into(),
                    ]
                })
                .collect();
            doc.table(
                vec![
                    left("Table", 12),
                    left("Seat", 20),
                    left("Due at", 48),
                    right("Total", 10),
                    left("Problem", 48),
                    left("", 9),
                ],
                rows,
                false,
            );
        }

        let periods: Vec<&str> = {
            let mut p: Vec<&str> = self.lines.iter().map(|l| l.half_hour.as_str()).collect();
            p.sort_unstable();
            p.dedup();
            p
        };
        if self.period == ReportPeriod::HalfHour && periods.len() <= GRID_COLUMNS {
            // One table: each table's half hours, then its own figures, so a shift of 30
            // tables is one page (its "by table" is this table's right-hand side).
            doc.heading("House money by table and half hour");
            let mut cells: BTreeMap<(&str, &str), i64> = BTreeMap::new();
            for l in &self.lines {
                *cells.entry((&l.table, &l.half_hour)).or_default() += l.figures.house_cents;
            }
            let banked = self.totals.banked_cents != 0;
            let shown = |s: &FigureSpec| {
                (GRID_FIGURES.contains(&s.field) || (banked && s.field == "banked_cents"))
                    .then_some(s.cli)
                    .flatten()
            };
            let mut heads = vec!["Table".to_string()];
            heads.extend(periods.iter().map(|p| clock_time(&time(p))));
            heads.extend(FIGURES.iter().filter_map(shown).map(String::from));
            let mut rows: Vec<Vec<String>> = self
                .by_table
                .iter()
                .map(|g| {
                    let mut row = vec![g.key.clone()];
                    row.extend(periods.iter().map(|p| {
                        cells
                            .get(&(g.key.as_str(), *p))
                            .map(|c| format_dollars(*c))
                            .unwrap_or_default()
                    }));
                    row.extend(g.figures.columns(shown, format_dollars));
                    row
                })
                .collect();
            let mut total = vec!["Total".to_string()];
            total.extend(periods.iter().map(|p| {
                self.by_half_hour
                    .iter()
                    .find(|g| g.key == *p)
                    .map(|g| format_dollars(g.figures.house_cents))
                    .unwrap_or_default()
            }));
            total.extend(self.totals.columns(shown, format_dollars));
            rows.push(total);
            doc.table(fitted(&heads, &rows), rows, true);
        } else {
            doc.heading("By day");
            let rows: Vec<Vec<String>> = self
                .by_half_hour
                .iter()
                .map(|g| {
                    figures_row(
                        time(&g.key)
                            .get(..11)
                            .unwrap_or_default()
                            .trim()
                            .to_string(),
                        &g.figures,
                    )
                })
                .chain([figures_row("Total".into(), &self.totals)])
                .collect();
            doc.table(fitted(&figure_heads("Day"), &rows), rows, true);

            doc.heading("By table");
            let rows: Vec<Vec<String>> = self
                .by_table
                .iter()
                .map(|g| figures_row(g.key.clone(), &g.figures))
                .chain([figures_row("Total".into(), &self.totals)])
                .collect();
            doc.table(fitted(&figure_heads("Table"), &rows), rows, true);
        }

        if !self.adjustments.is_empty() {
            doc.heading(&format!("Adjustments ({})", self.adjustments.len()));
            let rows = self
                .adjustments
                .iter()
                .map(|a| {
                    vec![
                        time(&a.made_at),
                        a.made_by.clone(),
                        a.table.clone(),
                        format_dollars(a.house_cents),
                        format!("{}: {}", times_in_words(clock, &a.detail), a.reason),
                    ]
                })
                .collect();
            doc.table(
                vec![
                    left("Made", 20),
                    left("By", 12),
                    left("Table", 12),
                    right("House", 10),
                    left("What and why", 80),
                ],
                rows,
                false,
            );
        }
        if !self.jackpots.is_empty() {
            doc.heading("Jackpot funds (the players' money, not the house's)");
            let rows = self
                .jackpots
                .iter()
                .map(|l| {
                    std::iter::once(l.fund_name.clone())
                        .chain(l.amounts().map(format_dollars))
                        .collect()
                })
                .collect();
            let amount = |head: &str| right(head, 11);
            doc.table(
                std::iter::once(left("Fund", 18))
                    .chain(
                        crate::LEDGER_HEAD[2..]
                            .iter()
                            .map(|h| amount(&capitalised(h))),
                    )
                    .collect(),
                rows,
                false,
            );
        }
        signatures(&mut doc, self.shift.as_ref(), clock);
        doc.bytes(clock)
    }
}

/// `adjustments` as `Adjustments`.
fn capitalised(word: &str) -> String {
    let mut chars = word.chars();
    chars
        .next()
        .map(|c| c.to_uppercase().chain(chars).collect())
        .unwrap_or_default()
}

/// `20 Nov 2026, 21:40:05` as `21:40`.
fn clock_time(words: &str) -> String {
    let end = words.len().saturating_sub(3);
    words
        .get(end.saturating_sub(5)..end)
        .unwrap_or(words)
        .to_string()
}

/// The figures a table's row of the shift's grid carries after its half hours (with the
/// banked result when the shift had a banked game).
const GRID_FIGURES: &[&str] = &[
    "collected_cents",
    "missing_cents",
    "drop_cents",
    "house_cents",
];

/// The columns of `heads` over `rows`: each as wide as its widest cell, the first (the
/// row's name) to the left, the figures to the right.
fn fitted(heads: &[String], rows: &[Vec<String>]) -> Vec<Col> {
    heads
        .iter()
        .enumerate()
        .map(|(i, head)| {
            let widest = rows
                .iter()
                .filter_map(|r| r.get(i))
                .map(|c| c.chars().count())
                .max()
                .unwrap_or(0);
            if i == 0 {
                left(head, widest)
            } else {
                right(head, widest)
            }
        })
        .collect()
}

/// The heads of a row of figures: its name, then the figures the CLI's tables show.
fn figure_heads(first: &str) -> Vec<String> {
    std::iter::once(first.to_string())
        .chain(FIGURES.iter().filter_map(|s| s.cli).map(String::from))
        .collect()
}

fn figures_row(first: String, f: &crate::Figures) -> Vec<String> {
    std::iter::once(first)
        .chain(f.columns(|s| s.cli, format_dollars))
        .collect()
}

impl CountSheet {
    /// The count sheet as a PDF: one row per drop box, the total, the counters, and the
    /// floor's and the cage's signatures.
    pub fn to_pdf(&self, clock: &dyn Clock) -> Result<Vec<u8>, RoomError> {
        let time = |t: &str| time_words(clock, t);
        let sh = &self.shift;
        let mut doc = Doc::new(
            format!("Count sheet, shift {}", sh.id),
            stamp(Some(sh), clock),
        );
        doc.lines(vec![
            format!("Floor manager: {}", sh.floor_manager),
            format!(
                "Shift from {} to {}",
                time(&sh.opened_at),
                sh.closed_at
                    .as_deref()
                    .map(time)
                    .unwrap_or_else(|| "(open)".into())
            ),
            format!("Made at {}", time(&self.at)),
            format!("Counters: {}", self.counters.join(", ")),
        ]);
        doc.heading(&format!("Drop boxes ({})", self.box_count));
        let rows = self
            .boxes
            .iter()
            .map(|b| {
                vec![
                    b.table.clone(),
                    b.game.clone(),
                    format_dollars(b.drops_cents),
                    format_dollars(b.time_cents),
                    format_dollars(b.adjustment_cents),
                    format_dollars(b.amount_cents),
                    format_dollars(b.jackpot_cents),
                ]
            })
            .chain([vec![
                "Total".into(),
                String::new(),
                String::new(),
                String::new(),
                String::new(),
                format_dollars(self.total_cents),
                format_dollars(self.jackpot_total_cents),
            ]])
            .collect();
        doc.table(
            vec![
                left("Table", 13),
                left("Game", 19),
                right("Drops", 11),
                right("Time", 11),
                right("Adjustments", 12),
                right("Box amount", 12),
                right("Jackpot box", 12),
            ],
            rows,
            true,
        );
        signatures(&mut doc, Some(sh), clock);
        doc.bytes(clock)
    }
}

impl ExceptionReport {
    /// The exception report as a PDF: each kind's count, then every exception oldest first
    /// with who, when, where and why and its audit entry.
    pub fn to_pdf(&self, clock: &dyn Clock) -> Result<Vec<u8>, RoomError> {
        let time = |t: &str| time_words(clock, t);
        let mut doc = Doc::new(
            format!("Exception report, {}", self.title()),
            stamp(self.shift.as_ref(), clock),
        );
        let counts: Vec<String> = self
            .counts
            .iter()
            .filter(|c| c.count > 0)
            .map(|c| format!("{} {}", c.count, c.kind.words()))
            .collect();
        doc.lines(vec![
            format!("From {} to {}", time(&self.from), time(&self.to)),
            format!(
                "Variance threshold {}",
                format_dollars(self.threshold_cents)
            ),
            format!(
                "{} exception(s): {}",
                self.lines.len(),
                if counts.is_empty() {
                    "none".to_string()
                } else {
                    counts.join(", ")
                }
            ),
        ]);
        doc.heading("Exceptions");
        let rows = self
            .lines
            .iter()
            .map(|l| {
                let c = l.cells(clock);
                vec![
                    c[0].clone(),
                    c[1].clone(),
                    c[2].clone(),
                    c[5].clone(),
                    c[7].clone(),
                    c[8].clone(),
                ]
            })
            .collect();
        doc.table(
            vec![
                left("Kind", 32),
                left("When", 20),
                left("Who", 12),
                left("Table", 12),
                left("Why", 70),
                right("Entry", 6),
            ],
            rows,
            false,
        );
        doc.bytes(clock)
    }
}

/// The cash log's columns on a page, shared by the MTL and the CTR.
fn cash_table(doc: &mut Doc, clock: &dyn Clock, lines: &[&crate::CashLine], total: bool) {
    let mut rows: Vec<Vec<String>> = lines.iter().map(|l| l.cells(clock)).collect();
    if total {
        let sum: i64 = lines.iter().map(|l| l.amount_cents).sum();
        let mut t = vec![String::new(); 9];
        t[0] = "Total".into();
        t[8] = format_dollars(sum);
        rows.push(t);
    }
    doc.table(
        vec![
            left("Gaming day", 11),
            left("Time", 20),
            left("Table", 12),
            right("Seat", 5),
            left("Player", 20),
            left("Number", 8),
            left("In/out", 7),
            left("For", 9),
            right("Amount", 13),
        ],
        rows,
        total,
    );
}

impl crate::MultipleTransactionLog {
    /// The multiple transaction log as a PDF: its days and threshold, every transaction, and
    /// the total.
    pub fn to_pdf(&self, clock: &dyn Clock) -> Result<Vec<u8>, RoomError> {
        let mut doc = Doc::new(self.title(), None);
        doc.lines(vec![
            format!("Gaming days {}", self.days()),
            format!(
                "Each cash transaction of {} or more at the tables",
                format_dollars(self.threshold_cents)
            ),
        ]);
        let lines: Vec<&crate::CashLine> = self.lines.iter().collect();
        cash_table(&mut doc, clock, &lines, true);
        doc.bytes(clock)
    }
}

impl crate::CtrReport {
    /// The CTRs due as a PDF: each person's day with his cash in and out and the transactions
    /// that make them.
    pub fn to_pdf(&self, clock: &dyn Clock) -> Result<Vec<u8>, RoomError> {
        let mut doc = Doc::new(self.title(), None);
        doc.lines(vec![
            format!("Gaming days {}", self.days()),
            format!(
                "Cash in or cash out past {} for one person in a gaming day (31 CFR 1021.311); file FinCEN Form 112 for each",
                format_dollars(self.threshold_cents)
            ),
        ]);
        if self.due.is_empty() {
            doc.lines(vec!["No CTR is due.".into()]);
        }
        for d in &self.due {
            doc.heading(&format!(
                "{}: {} ({}), cash in {}, cash out {}; CTR for {}",
                d.gaming_day,
                d.player_name,
                d.player_number.as_deref().unwrap_or("not identified"),
                format_dollars(d.cash_in_cents),
                format_dollars(d.cash_out_cents),
                d.due_words()
            ));
            let lines: Vec<&crate::CashLine> = d.lines.iter().collect();
            cash_table(&mut doc, clock, &lines, false);
        }
        doc.bytes(clock)
    }
}
