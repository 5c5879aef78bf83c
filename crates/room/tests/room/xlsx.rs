//! The reports as .xlsx (issue #37): read back with calamine, every amount is a number cell
//! equal to the room's figure in dollars, in a currency format; every count an integer; the
//! totals are SUM formulas over the lines whose cached values are the room's totals; the
//! header row is frozen.

use std::io::{Cursor, Read};

use calamine::{Data, Reader, Xlsx};
use cardroom_room::{
    CollectionCorrection, ErrorCode, FIGURES, FigureKind, Figures, Mark, NotPaidReason, RoomCode,
};
use cardroom_room::{ReportRequest, ShiftReport};

use crate::support::{Fixture, PIN};

/// A seeded day (two closed shifts), and a correction in shift 1 so its report has an
/// adjustment (a negative amount).
fn day() -> Fixture {
    let f = crate::support::seeded_day();
    let correct = |id, mark| CollectionCorrection {
        collection_id: id,
        mark,
        reason: "he had left".into(),
    };
    // The first collection marked paid: the one a correction to paid changes nothing of.
    let paid = (1..2000)
        .find(|&id| {
            f.room
                .correct_collection(f.floor.id, PIN, &correct(id, Mark::Paid))
                .is_err_and(|e| e.code() == ErrorCode::Room(RoomCode::NothingToCorrect))
        })
        .unwrap();
    f.room
        .correct_collection(
            f.floor.id,
            PIN,
            &correct(paid, Mark::NotPaid(NotPaidReason::Left)),
        )
        .unwrap();
    f
}

/// A workbook read back: one sheet's cached values, formulas and number formats.
pub(crate) struct Book {
    values: calamine::Range<Data>,
    formulas: calamine::Range<String>,
    styles: calamine::StyleRange,
    zip: Vec<u8>,
}

pub(crate) fn read(bytes: &[u8], sheet: &str) -> Book {
    let mut wb: Xlsx<_> = calamine::open_workbook_from_rs(Cursor::new(bytes.to_vec())).unwrap();
    assert_eq!(wb.sheet_names(), vec![sheet.to_string()]);
    Book {
        values: wb.worksheet_range(sheet).unwrap(),
        formulas: wb.worksheet_formula(sheet).unwrap(),
        styles: wb.worksheet_style(sheet).unwrap(),
        zip: bytes.to_vec(),
    }
}

impl Book {
    fn cell(&self, row: u32, col: u32) -> &Data {
        self.values.get_value((row, col)).unwrap_or(&Data::Empty)
    }

    pub(crate) fn text(&self, row: u32, col: u32) -> String {
        match self.cell(row, col) {
            Data::String(s) => s.clone(),
            Data::Empty => String::new(),
            other => panic!("({row}, {col}) is not text: {other:?}"),
        }
    }

    fn number(&self, row: u32, col: u32) -> f64 {
        match self.cell(row, col) {
            Data::Float(x) => *x,
            Data::Int(n) => *n as f64,
            other => panic!("({row}, {col}) is not a number: {other:?}"),
        }
    }

    /// A money cell: a number in the currency format, read back as cents.
    pub(crate) fn cents(&self, row: u32, col: u32) -> i64 {
        let format = self
            .styles
            .get((row, col))
            .and_then(|s| s.number_format.as_ref())
            .map(|f| f.format_code.clone())
            .unwrap_or_default();
        assert!(
            format.starts_with("\"$\"#,##0.00;") && format.contains('\u{2212}'),
            "({row}, {col}) is not in the currency format: {format:?}"
        );
        (self.number(row, col) * 100.0).round() as i64
    }

    /// A count cell: a whole number.
    fn count(&self, row: u32, col: u32) -> i64 {
        let x = self.number(row, col);
        assert_eq!(x.fract(), 0.0, "({row}, {col}) is not a whole number");
        x as i64
    }

    fn formula(&self, row: u32, col: u32) -> String {
        self.formulas
            .get_value((row, col))
            .cloned()
            .unwrap_or_default()
    }

    /// The row whose first cell is `head`.
    pub(crate) fn row_of(&self, head: &str) -> u32 {
        let (first, _) = self.values.start().unwrap();
        let (last, _) = self.values.end().unwrap();
        (first..=last)
            .find(|&r| matches!(self.cell(r, 0), Data::String(s) if s == head))
            .unwrap_or_else(|| panic!("no row {head}"))
    }

    /// The columns of the header row `row`, by name.
    fn column(&self, row: u32, name: &str) -> u32 {
        (0..40)
            .find(|&c| self.text(row, c) == name)
            .unwrap_or_else(|| panic!("no column {name}"))
    }

    /// The first sheet's XML.
    fn sheet_xml(&self) -> String {
        let mut zip = zip::ZipArchive::new(Cursor::new(&self.zip)).unwrap();
        let mut xml = String::new();
        zip.by_name("xl/worksheets/sheet1.xml")
            .unwrap()
            .read_to_string(&mut xml)
            .unwrap();
        xml
    }
}

/// The report's figures as its columns hold them: each CSV figure with its column's name.
fn columns(f: &Figures) -> Vec<(&'static str, FigureKind, i64)> {
    FIGURES
        .iter()
        .zip(f.values())
        .filter_map(|(spec, v)| Some((spec.csv?, spec.kind, v)))
        .collect()
}

/// Asserts row `row` of `book` holds `f`, each figure in its column and as its kind.
fn assert_figures(book: &Book, head: u32, row: u32, f: &Figures) {
    for (name, kind, v) in columns(f) {
        let col = book.column(head, name);
        let read = match kind {
            FigureKind::Money => book.cents(row, col),
            FigureKind::Count => book.count(row, col),
        };
        assert_eq!(read, v, "row {row}, {name}");
    }
}

fn shift_1(f: &Fixture) -> (ShiftReport, Book, u32) {
    let report = f.room.shift_report(f.floor.id, Some(1)).unwrap();
    let book = read(&report.to_xlsx(f.room.clock()).unwrap(), "Shift 1");
    let head = book.row_of("section");
    (report, book, head)
}

#[test]
fn xlsx_money_cells_are_dollar_numbers_in_a_currency_format_equal_to_the_reports_figures() {
    let f = day();
    let (report, book, head) = shift_1(&f);
    assert!(!report.lines.is_empty() && !report.adjustments.is_empty());
    // The header block says whose shift and when, above the header row.
    assert_eq!(
        (book.text(0, 0), book.text(0, 1)),
        ("collection report".into(), "shift 1".into())
    );
    assert_eq!(
        book.text(1, 1),
        report.shift.as_ref().unwrap().floor_manager
    );
    // The heads are the CSV's, in its order.
    let csv = report.to_csv(f.room.clock()).unwrap();
    let heads: Vec<String> = (0..)
        .map(|c| book.text(head, c))
        .take_while(|h| !h.is_empty())
        .collect();
    assert_eq!(heads.join(","), csv.lines().next().unwrap());
    // Each line, then each group, in the CSV's order.
    let mut row = head + 1;
    for l in &report.lines {
        assert_eq!(book.text(row, 0), "line");
        assert_eq!(book.text(row, 1), l.table);
        assert_eq!(book.text(row, 2), l.game);
        assert_eq!(book.text(row, 3), l.dealer.clone().unwrap_or_default());
        assert_figures(&book, head, row, &l.figures);
        row += 1;
    }
    let groups = [
        ("table", &report.by_table),
        ("game", &report.by_game),
        ("dealer", &report.by_dealer),
        ("half_hour", &report.by_half_hour),
    ];
    for (section, groups) in groups {
        for g in groups {
            assert_eq!(book.text(row, 0), section);
            assert_figures(&book, head, row, &g.figures);
            row += 1;
        }
    }
    assert_eq!(book.text(row, 0), "total");
    // The discrepancies and adjustments after the total, their amounts money cells.
    row += 1;
    for x in &report.discrepancies {
        assert_eq!(book.text(row, 0), "discrepancy");
        assert_eq!(book.cents(row, book.column(head, "due")), x.amount_cents);
        assert_eq!(
            book.cents(row, book.column(head, "unmarked")),
            x.amount_cents
        );
        row += 1;
    }
    for a in &report.adjustments {
        assert_eq!(book.text(row, 0), "adjustment");
        assert_eq!(
            (book.text(row, 1), book.text(row, 3)),
            (a.table.clone(), a.made_by.clone())
        );
        assert_eq!(
            book.cents(row, book.column(head, "adjustments")),
            a.house_cents
        );
        row += 1;
    }
    assert!(report.adjustments.iter().any(|a| a.house_cents < 0));
    // Each table's chips under their own heads.
    let chips = book.row_of("chips") - 1;
    assert_eq!(book.text(chips, 2), "opening");
    for (i, c) in (chips + 1..).zip(&report.chips) {
        assert_eq!(book.text(i, 1), c.table);
        assert_eq!(
            book.cents(i, book.column(chips, "opening")),
            c.opening_cents
        );
        assert_eq!(
            book.cents(i, book.column(chips, "in_play")),
            c.in_play_cents
        );
        assert_eq!(
            book.cents(i, book.column(chips, "difference")),
            c.difference_cents
        );
    }
}

#[test]
fn xlsx_totals_are_formulas_whose_values_are_the_reports_totals() {
    let f = day();
    let (report, book, head) = shift_1(&f);
    let total = book.row_of("total");
    let (first, last) = (head + 2, head + 1 + report.lines.len() as u32);
    for (name, kind, v) in columns(&report.totals) {
        let col = book.column(head, name);
        let letter = char::from(b'A' + col as u8);
        assert_eq!(
            book.formula(total, col),
            format!("SUM({letter}{first}:{letter}{last})"),
            "{name}: a SUM of the lines"
        );
        let cached = match kind {
            FigureKind::Money => book.cents(total, col),
            FigureKind::Count => book.count(total, col),
        };
        assert_eq!(cached, v, "{name}: its cached value is the report's total");
        // What a spreadsheet recomputes: the sum of the cells it names.
        let recomputed: i64 = (first - 1..last)
            .map(|r| match kind {
                FigureKind::Money => book.cents(r, col),
                FigureKind::Count => book.count(r, col),
            })
            .sum();
        assert_eq!(recomputed, v, "{name}: the cells summed make the total");
    }
    // Nothing but the total row is a formula.
    let formulas = book
        .formulas
        .used_cells()
        .filter(|(_, _, f)| !f.is_empty())
        .count();
    assert_eq!(formulas, columns(&report.totals).len());
}

#[test]
fn xlsx_header_row_is_frozen() {
    let f = day();
    let (_, book, head) = shift_1(&f);
    let xml = book.sheet_xml();
    let pane = xml
        .split("<pane ")
        .nth(1)
        .unwrap()
        .split("/>")
        .next()
        .unwrap();
    let below = head + 1;
    assert!(pane.contains(&format!("ySplit=\"{below}\"")), "{pane}");
    assert!(
        pane.contains(&format!("topLeftCell=\"A{}\"", below + 1)),
        "{pane}"
    );
    assert!(pane.contains("state=\"frozen\""), "{pane}");
}

#[test]
fn xlsx_of_a_range_names_it_and_its_totals_are_the_ranges() {
    let f = day();
    let range = ReportRequest {
        from: Some("2026-11-22T00:00:00Z".into()),
        to: Some("2026-11-23T09:00:00Z".into()),
        ..ReportRequest::default()
    };
    let report = f.room.report(f.floor.id, &range, &mut |_| true).unwrap();
    let book = read(
        &report.to_xlsx(f.room.clock()).unwrap(),
        "Range 2026-11-22 to 2026-11-23",
    );
    let head = book.row_of("section");
    assert_figures(&book, head, book.row_of("total"), &report.totals);
}

#[test]
fn xlsx_of_the_same_report_at_the_same_time_is_the_same_bytes() {
    let f = day();
    let report = f.room.shift_report(f.floor.id, Some(1)).unwrap();
    let once = report.to_xlsx(f.room.clock()).unwrap();
    assert_eq!(once, report.to_xlsx(f.room.clock()).unwrap());
    f.at("2026-11-23T09:06:00Z");
    assert_ne!(
        once,
        report.to_xlsx(f.room.clock()).unwrap(),
        "stamped with the room's clock"
    );
}

#[test]
fn xlsx_count_sheet_holds_each_box_and_its_count_and_totals_are_formulas_of_the_boxes() {
    let f = day();
    let sheet = f
        .room
        .count_sheet(
            f.floor.id,
            Some(1),
            &["Ann Count".into(), "Bo Tally".into()],
        )
        .unwrap();
    assert!(!sheet.boxes.is_empty());
    let book = read(&sheet.to_xlsx(f.room.clock()).unwrap(), "Count sheet");
    assert_eq!(
        (book.text(0, 0), book.text(0, 1)),
        ("count sheet".into(), "shift 1".into())
    );
    assert_eq!(book.text(5, 1), "Ann Count; Bo Tally");
    let head = book.row_of("table");
    assert_eq!(book.text(head, 5), "box_amount");
    for (row, b) in (head + 1..).zip(&sheet.boxes) {
        assert_eq!(
            (book.text(row, 0), book.text(row, 1)),
            (b.table.clone(), b.game.clone())
        );
        let amounts: Vec<i64> = (2..6).map(|c| book.cents(row, c)).collect();
        assert_eq!(
            amounts,
            [
                b.drops_cents,
                b.time_cents,
                b.adjustment_cents,
                b.amount_cents
            ]
        );
    }
    let (first, last) = (head + 2, head + 1 + sheet.boxes.len() as u32);
    let boxes = book.row_of("boxes");
    assert_eq!(book.formula(boxes, 1), format!("ROWS(A{first}:A{last})"));
    assert_eq!(book.count(boxes, 1), sheet.box_count);
    let total = book.row_of("total");
    let sums = [
        sheet.boxes.iter().map(|b| b.drops_cents).sum::<i64>(),
        sheet.boxes.iter().map(|b| b.time_cents).sum(),
        sheet.boxes.iter().map(|b| b.adjustment_cents).sum(),
        sheet.total_cents,
    ];
    for (col, want) in (2..6).zip(sums) {
        let letter = char::from(b'A' + col as u8);
        assert_eq!(
            book.formula(total, col),
            format!("SUM({letter}{first}:{letter}{last})")
        );
        assert_eq!(book.cents(total, col), want);
    }
    let xml = book.sheet_xml();
    assert!(
        xml.contains(&format!("ySplit=\"{}\"", head + 1)) && xml.contains("state=\"frozen\""),
        "the header row is frozen"
    );
}

#[test]
fn xlsx_of_a_report_with_no_lines_writes_zero_totals_and_no_formula() {
    let f = Fixture::new();
    let report = f.room.shift_report(f.floor.id, None).unwrap();
    assert!(report.lines.is_empty());
    let id = report.shift.as_ref().unwrap().id;
    let book = read(
        &report.to_xlsx(f.room.clock()).unwrap(),
        &format!("Shift {id}"),
    );
    let (head, total) = (book.row_of("section"), book.row_of("total"));
    assert_eq!(total, head + 1, "the total follows the header row");
    assert_figures(&book, head, total, &Figures::default());
    assert_eq!(
        book.formulas
            .used_cells()
            .filter(|(_, _, f)| !f.is_empty())
            .count(),
        0
    );
    let sheet = f.room.count_sheet(f.floor.id, None, &[]).unwrap();
    let book = read(&sheet.to_xlsx(f.room.clock()).unwrap(), "Count sheet");
    assert_eq!(book.count(book.row_of("boxes"), 1), 0);
    assert_eq!(book.cents(book.row_of("total"), 5), 0);
}
