//! The .xlsx files as LibreOffice reads them (issue #37): LibreOffice Calc (Debian's
//! `libreoffice-calc-nogui`, installed by `make deps-test`) opens each workbook with every
//! formula recomputed on load and saves it as CSV; the totals it computed are the room's.
//! A spreadsheet that only showed the values cached in the file would pass calamine's check
//! and still be wrong in the accountant's hands; this is the check that catches it.

use std::path::Path;
use std::process::Command;

use cardroom_room::{ExceptionRequest, FIGURES, FigureKind, ShiftReport};

use crate::support::Fixture;

/// LibreOffice's profile for these tests: recompute every formula of an Excel file on load
/// (`OOXMLRecalcMode` 0, "always"), whatever the file's cached results say.
const RECOMPUTE_ON_LOAD: &str = r#"<?xml version="1.0" encoding="UTF-8"?>
<oor:items xmlns:oor="http://openoffice.org/2001/registry" xmlns:xs="http://www.w3.org/2001/XMLSchema" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance">
<item oor:path="/org.openoffice.Office.Calc/Formula/Load"><prop oor:name="OOXMLRecalcMode" oor:op="fuse"><value>0</value></prop></item>
</oor:items>
"#;

/// The workbook's one sheet as LibreOffice computes it, saved as CSV: its rows of cells, the
/// numbers as plain decimals.
fn libreoffice_rows(bytes: &[u8]) -> Vec<Vec<String>> {
    let dir = tempfile::tempdir().unwrap();
    let profile = dir.path().join("profile");
    std::fs::create_dir_all(profile.join("user")).unwrap();
    std::fs::write(
        profile.join("user/registrymodifications.xcu"),
        RECOMPUTE_ON_LOAD,
    )
    .unwrap();
    let book = dir.path().join("book.xlsx");
    std::fs::write(&book, bytes).unwrap();
    let out = dir.path().join("out");
    // Comma-separated, quoted text, UTF-8, numbers written as they are (not as shown).
    let run = Command::new("soffice")
        .arg(format!(
            "-env:UserInstallation=file://{}",
            profile.display()
        ))
        .args(["--headless", "--norestore", "--convert-to"])
        .arg("csv:Text - txt - csv (StarCalc):44,34,76,1,,0,false,true,false,false,false")
        .arg("--outdir")
        .arg(&out)
        .arg(&book)
        .output()
        .unwrap_or_else(|e| {
            panic!("soffice (libreoffice-calc-nogui, installed by `make deps-test`): {e}")
        });
    assert!(
        run.status.success(),
        "soffice: {}",
        String::from_utf8_lossy(&run.stderr)
    );
    read_csv(&out.join("book.csv"))
}

fn read_csv(path: &Path) -> Vec<Vec<String>> {
    let text = std::fs::read_to_string(path)
        .unwrap_or_else(|e| panic!("LibreOffice wrote no {}: {e}", path.display()));
    csv::ReaderBuilder::new()
        .has_headers(false)
        .flexible(true)
        .from_reader(text.as_bytes())
        .records()
        .map(|r| r.unwrap().iter().map(String::from).collect())
        .collect()
}

/// The last row whose first cell is `head` (an exception report's lines begin with their
/// kind too; its count comes last).
fn row<'a>(rows: &'a [Vec<String>], head: &str) -> &'a [String] {
    rows.iter()
        .rfind(|r| r.first().map(String::as_str) == Some(head))
        .unwrap_or_else(|| panic!("no row {head} in {rows:?}"))
}

/// A cell LibreOffice wrote as a number, in cents.
fn cents(cell: &str) -> i64 {
    let dollars: f64 = cell
        .parse()
        .unwrap_or_else(|_| panic!("{cell:?} is not a number"));
    (dollars * 100.0).round() as i64
}

#[test]
fn libreoffice_recomputes_a_formula_whose_cached_result_is_wrong() {
    // The check below is worth something only if LibreOffice computes rather than reads.
    let mut book = rust_xlsxwriter::Workbook::new();
    let sheet = book.add_worksheet();
    sheet.write_string(0, 0, "total").unwrap();
    sheet.write_number(1, 1, 2.5).unwrap();
    sheet.write_number(2, 1, 4.0).unwrap();
    sheet
        .write_formula(
            0,
            1,
            rust_xlsxwriter::Formula::new("=SUM(B2:B3)").set_result("99"),
        )
        .unwrap();
    let rows = libreoffice_rows(&book.save_to_buffer().unwrap());
    assert_eq!(row(&rows, "total")[1], "6.5");
}

#[test]
fn libreoffice_recomputes_the_shift_reports_totals_to_the_rooms() {
    let f = crate::support::seeded_day();
    let report: ShiftReport = f.room.shift_report(f.floor.id, Some(1)).unwrap();
    let rows = libreoffice_rows(&report.to_xlsx(f.room.clock()).unwrap());
    // The lines' head (the chips section below has a head of its own).
    let head = rows
        .iter()
        .find(|r| r.first().is_some_and(|c| c == "section"))
        .unwrap();
    let total = row(&rows, "total");
    let mut checked = 0;
    for (spec, want) in FIGURES.iter().zip(report.totals.values()) {
        let Some(name) = spec.csv else { continue };
        let col = head.iter().position(|h| h == name).unwrap();
        let got = match spec.kind {
            FigureKind::Money => cents(&total[col]),
            FigureKind::Count => total[col].parse().unwrap(),
        };
        assert_eq!(got, want, "{name}");
        checked += 1;
    }
    assert!(checked > 10, "{checked} totals");
    assert_ne!(report.totals.house_cents, 0, "a day with money in it");
}

#[test]
fn libreoffice_recomputes_the_count_sheets_boxes_and_total_to_the_rooms() {
    let f = crate::support::seeded_day();
    let sheet = f.room.count_sheet(f.floor.id, Some(1), &[]).unwrap();
    let rows = libreoffice_rows(&sheet.to_xlsx(f.room.clock()).unwrap());
    assert_eq!(
        row(&rows, "boxes")[1].parse::<i64>().unwrap(),
        sheet.box_count
    );
    let total = row(&rows, "total");
    assert_eq!(cents(&total[5]), sheet.total_cents);
    assert_eq!(
        cents(&total[2]),
        sheet.boxes.iter().map(|b| b.drops_cents).sum::<i64>()
    );
    assert_eq!(
        cents(&total[3]),
        sheet.boxes.iter().map(|b| b.time_cents).sum::<i64>()
    );
}

#[test]
fn libreoffice_recomputes_the_exception_reports_counts_to_the_rooms() {
    let f: Fixture = crate::support::seeded_day();
    let r = f
        .room
        .exception_report(f.floor.id, &ExceptionRequest::shift(1))
        .unwrap();
    let rows = libreoffice_rows(&r.to_xlsx(f.room.clock()).unwrap());
    for c in &r.counts {
        assert_eq!(
            row(&rows, c.kind.words())[1].parse::<i64>().unwrap(),
            c.count,
            "{}",
            c.kind.words()
        );
    }
    assert_eq!(
        row(&rows, "exceptions")[1].parse::<usize>().unwrap(),
        r.lines.len()
    );
    assert!(r.counts.iter().any(|c| c.count > 0));
}
