//! The reports as PDF files (issue 37): paged like the print, landscape, the totals in the
//! text, the counter-signature on every page. Read back with poppler's `pdfinfo` and
//! `pdftotext` (installed by `make deps-test`).

use std::process::Command;

use cardroom_room::{BoxCount, CountSheet, ExceptionReport, ExceptionRequest, ShiftReport};

use crate::support::{Fixture, PIN};

/// The benchmarks' 30-table room with its history written in bulk.
#[path = "../../benches/support/mod.rs"]
mod bench_support;

/// The PDF's page count, page size and text (its layout kept).
pub(crate) fn read(bytes: &[u8]) -> (usize, String, String) {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("r.pdf");
    std::fs::write(&path, bytes).unwrap();
    let run = |tool: &str, args: &[&str]| {
        let out = Command::new(tool)
            .args(args)
            .arg(&path)
            .args(if tool == "pdftotext" {
                vec!["-"]
            } else {
                vec![]
            })
            .output()
            .unwrap_or_else(|e| panic!("{tool} (poppler-utils, `make deps-test`): {e}"));
        assert!(
            out.status.success(),
            "{tool}: {}",
            String::from_utf8_lossy(&out.stderr)
        );
        String::from_utf8(out.stdout).unwrap()
    };
    let info = run("pdfinfo", &[]);
    let pages = info
        .lines()
        .find_map(|l| l.strip_prefix("Pages:"))
        .unwrap()
        .trim()
        .parse()
        .unwrap();
    let size = info
        .lines()
        .find_map(|l| l.strip_prefix("Page size:"))
        .unwrap()
        .trim()
        .to_string();
    (pages, size, run("pdftotext", &["-layout"]))
}

#[test]
fn the_shift_report_pdf_is_one_landscape_page_holding_its_totals_and_discrepancies() {
    let f = crate::support::seeded_day();
    let r = f.room.shift_report(f.floor.id, Some(1)).unwrap();
    let (pages, size, text) = read(&r.to_pdf(f.room.clock()).unwrap());
    assert!(
        size.starts_with("792 x 612"),
        "US Letter, landscape: {size}"
    );
    assert_eq!(pages, 1, "{text}");
    assert!(text.contains("Collection report, shift 1"), "{text}");
    assert!(text.contains(&cardroom_room::money::format_dollars(r.totals.house_cents)));
    assert!(text.contains(&format!("Discrepancies ({})", r.discrepancies.len())));
    // The discrepancies come before the grid.
    let (d, g) = (
        text.find("Discrepancies").unwrap(),
        text.find("House money by table and half hour").unwrap(),
    );
    assert!(d < g, "discrepancies first");
    for t in &r.by_table {
        assert!(text.contains(&t.key), "{}", t.key);
    }
    assert!(text.contains(&format!("page 1 of {pages}")));
    assert!(text.contains("Floor manager:") && text.contains("Cage:"));
}

#[test]
fn eight_hours_of_thirty_tables_are_one_landscape_page_with_every_table_and_half_hour() {
    let (room, _dir, floor) = bench_support::thirty_tables(1);
    let r = room
        .report(
            floor,
            &cardroom_room::ReportRequest {
                from: Some("2025-11-24T08:00:00Z".into()),
                to: Some("2025-11-24T16:00:00Z".into()),
                ..cardroom_room::ReportRequest::default()
            },
            &mut |_| true,
        )
        .unwrap();
    assert_eq!(r.by_table.len(), 30);
    assert_eq!(r.by_half_hour.len(), 16);
    let (pages, _, text) = read(&r.to_pdf(room.clock()).unwrap());
    assert_eq!(pages, 1, "{text}");
    let grid = &text[text.find("House money by table and half hour").unwrap()..];
    for t in &r.by_table {
        let row = grid
            .lines()
            .find(|l| {
                l.strip_prefix(t.key.as_str())
                    .is_some_and(|r| r.starts_with(' '))
            })
            .unwrap_or_else(|| panic!("{}'s row in\n{grid}", t.key));
        assert!(
            row.trim_end()
                .ends_with(&cardroom_room::money::format_dollars(t.figures.house_cents)),
            "{row}"
        );
    }
    let head = grid.lines().nth(1).unwrap();
    let half_hours = head
        .split_whitespace()
        .filter(|w| w.len() == 5 && w.as_bytes()[2] == b':')
        .count();
    assert_eq!(half_hours, 16, "the half hours as columns: {head}");
    let total = grid.lines().find(|l| l.starts_with("Total")).unwrap();
    assert!(
        total
            .trim_end()
            .ends_with(&cardroom_room::money::format_dollars(r.totals.house_cents))
    );
}

/// The seeded day's shift 1 signed off by Maria, every box counted and counter-signed by
/// Cora: its report, count sheet and exception report.
fn countersigned_day() -> (Fixture, ShiftReport, CountSheet, ExceptionReport) {
    let f = crate::support::seeded_day();
    let cora = f.room.staff_named("Cora").unwrap();
    f.room.set_pin(f.floor.id, cora.id, "1357").unwrap();
    f.room.sign_off_shift(f.floor.id, 1, PIN).unwrap();
    for b in f.room.cage_count(cora.id, 1).unwrap().boxes {
        f.room
            .record_box_count(
                cora.id,
                &BoxCount {
                    shift_id: 1,
                    table_id: b.table_id,
                    counted_cents: b.expected_cents,
                    explanation: None,
                    reason: None,
                },
            )
            .unwrap();
    }
    f.room.countersign_shift(cora.id, 1, "1357").unwrap();
    let report = f.room.shift_report(f.floor.id, Some(1)).unwrap();
    let sheet = f.room.count_sheet(f.floor.id, Some(1), &[]).unwrap();
    let exceptions = f
        .room
        .exception_report(f.floor.id, &ExceptionRequest::shift(1))
        .unwrap();
    (f, report, sheet, exceptions)
}

#[test]
fn a_counter_signed_shift_says_so_in_its_csv_and_xlsx_files() {
    let (f, report, sheet, exceptions) = countersigned_day();
    let clock = f.room.clock();
    for (what, csv, xlsx) in [
        (
            "report",
            report.to_csv(clock).unwrap(),
            report.to_xlsx(clock).unwrap(),
        ),
        (
            "count sheet",
            sheet.to_csv(clock).unwrap(),
            sheet.to_xlsx(clock).unwrap(),
        ),
        (
            "exceptions",
            exceptions.to_csv(clock).unwrap(),
            exceptions.to_xlsx(clock).unwrap(),
        ),
    ] {
        assert!(
            csv.lines()
                .any(|l| l.starts_with("counter-signed,") && l.contains("Cora")),
            "{what}'s CSV:\n{csv}"
        );
        assert!(
            csv.lines()
                .any(|l| l.starts_with("signed off,") && l.contains("Maria")),
            "{what}'s CSV:\n{csv}"
        );
        let cells = crate::exceptions::cell_texts(&xlsx);
        let at = cells.iter().position(|c| c == "counter-signed");
        assert!(
            at.is_some_and(|i| cells[i + 1].starts_with("by Cora at ")),
            "{what}'s workbook: {cells:?}"
        );
    }
}

#[test]
fn a_counter_signed_shift_says_so_on_every_page_of_its_pdfs() {
    let (f, report, sheet, exceptions) = countersigned_day();
    for bytes in [
        report.to_pdf(f.room.clock()).unwrap(),
        sheet.to_pdf(f.room.clock()).unwrap(),
        exceptions.to_pdf(f.room.clock()).unwrap(),
    ] {
        let (pages, _, text) = read(&bytes);
        let stamped = text.matches("COUNTER-SIGNED by Cora").count();
        assert!(stamped >= pages, "{stamped} stamps on {pages} page(s)");
        for p in text.split('\u{c}').filter(|p| !p.trim().is_empty()) {
            assert!(
                p.contains("COUNTER-SIGNED by Cora"),
                "a page without it:\n{p}"
            );
        }
    }
}

#[test]
fn the_count_sheet_pdf_holds_every_box_and_the_total() {
    let f = crate::support::seeded_day();
    let sheet = f
        .room
        .count_sheet(
            f.floor.id,
            Some(1),
            &["Ann Count".into(), "Bo Tally".into()],
        )
        .unwrap();
    let (pages, _, text) = read(&sheet.to_pdf(f.room.clock()).unwrap());
    assert_eq!(pages, 1);
    for b in &sheet.boxes {
        assert!(text.contains(&b.table));
    }
    assert!(text.contains(&cardroom_room::money::format_dollars(sheet.total_cents)));
    assert!(text.contains("Ann Count, Bo Tally"));
}

#[test]
fn a_long_exception_report_runs_onto_pages_each_headed_by_its_columns() {
    let mut f = Fixture::new();
    let dee = f.dealer("Dee");
    // Sixty refusals: a dealer trying the floor's work again and again.
    for _ in 0..60 {
        f.room
            .open_table(
                dee.id,
                &crate::support::limit_table("Table 9", "holdem", 400, 800),
            )
            .unwrap_err();
    }
    f.at("2026-11-23T18:05:00Z");
    let r = f
        .room
        .exception_report(f.floor.id, &ExceptionRequest::default())
        .unwrap();
    assert_eq!(r.lines.len(), 60);
    let (pages, _, text) = read(&r.to_pdf(f.room.clock()).unwrap());
    assert!(pages >= 2, "{pages} page(s)");
    let pages_text: Vec<&str> = text
        .split('\u{c}')
        .filter(|p| !p.trim().is_empty())
        .collect();
    assert_eq!(pages_text.len(), pages);
    for (i, p) in pages_text.iter().enumerate() {
        assert!(
            p.contains("Kind") && p.contains("Why"),
            "page {} has its head",
            i + 1
        );
        assert!(p.contains(&format!("page {} of {pages}", i + 1)));
    }
    assert_eq!(
        text.matches("refused for lack of authority").count(),
        60 + 1,
        "each refusal, and the summary's count of them"
    );
    assert!(text.contains("60 refused for lack of authority"));
}
