//! `--xlsx FILE` (issue #37): the report and the count sheet written as workbooks that a
//! reader (calamine) reads back with the same figures as the CSV and the JSON; the file is
//! written whole or not at all.

use std::io::Cursor;

use calamine::{Data, Reader, Xlsx};

use crate::closeout::{AT, day};
use crate::support::{Room, assert_one_line_error, stderr};

/// The files whose names end `.part` in the room's home folder.
fn parts(room: &Room) -> Vec<String> {
    std::fs::read_dir(room.home.path())
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
        .filter(|n| n.ends_with(".part"))
        .collect()
}

/// The workbook at `path`: its one sheet's name, cached values and formulas.
fn workbook(path: &std::path::Path) -> (String, calamine::Range<Data>, calamine::Range<String>) {
    let bytes = std::fs::read(path).unwrap();
    let mut wb: Xlsx<_> = calamine::open_workbook_from_rs(Cursor::new(bytes)).unwrap();
    let names = wb.sheet_names();
    assert_eq!(names.len(), 1, "{names:?}");
    let name = names[0].clone();
    let values = wb.worksheet_range(&name).unwrap();
    let formulas = wb.worksheet_formula(&name).unwrap();
    (name, values, formulas)
}

fn text(values: &calamine::Range<Data>, row: u32, col: u32) -> String {
    match values.get_value((row, col)) {
        Some(Data::String(s)) => s.clone(),
        _ => String::new(),
    }
}

/// A number cell in cents (a count is read as cents too: `n * 100`).
fn cents(values: &calamine::Range<Data>, row: u32, col: u32) -> i64 {
    match values.get_value((row, col)) {
        Some(Data::Float(x)) => (x * 100.0).round() as i64,
        Some(Data::Int(n)) => n * 100,
        other => panic!("({row}, {col}) is not a number: {other:?}"),
    }
}

/// A CSV cell (`43.00`, `24`, `-4.00`) in cents.
fn csv_cents(cell: &str) -> i64 {
    (cell.parse::<f64>().unwrap() * 100.0).round() as i64
}

fn row_of(values: &calamine::Range<Data>, first: &str) -> u32 {
    let last = values.end().unwrap().0;
    (0..=last)
        .find(|&r| text(values, r, 0) == first)
        .unwrap_or_else(|| panic!("no row {first}"))
}

/// Asserts the workbook's total row holds the CSV's totals, each a SUM formula.
fn same_totals_as_the_csv(xlsx: &std::path::Path, csv: &str) {
    let (_, values, formulas) = workbook(xlsx);
    let mut lines = csv.lines();
    let heads: Vec<&str> = lines.next().unwrap().split(',').collect();
    let totals: Vec<&str> = lines
        .find(|l| l.starts_with("total,"))
        .unwrap()
        .split(',')
        .collect();
    let head = row_of(&values, "section");
    let total = row_of(&values, "total");
    let mut summed = 0;
    for (col, (name, csv)) in (0..).zip(heads.iter().zip(&totals)) {
        assert_eq!(&text(&values, head, col), name);
        if csv.is_empty() || *name == "section" {
            continue;
        }
        assert_eq!(cents(&values, total, col), csv_cents(csv), "{name}");
        let formula = formulas
            .get_value((total, col))
            .cloned()
            .unwrap_or_default();
        assert!(formula.starts_with("SUM("), "{name}: {formula:?}");
        summed += 1;
    }
    assert!(summed > 10, "every figure is totalled: {summed}");
}

#[test]
fn report_shift_xlsx_writes_a_workbook_whose_totals_are_the_csvs() {
    let room = day();
    let m = Some("Maria");
    let xlsx = room.path("shift 1.xlsx");
    let out = room.ok(
        AT,
        m,
        &[
            "report",
            "shift",
            "--shift",
            "1",
            "--xlsx",
            xlsx.to_str().unwrap(),
        ],
    );
    assert_eq!(out.trim(), format!("wrote {}", xlsx.display()));
    let csv = room.ok(AT, m, &["report", "shift", "--shift", "1", "--csv", "-"]);
    assert_eq!(workbook(&xlsx).0, "Shift 1");
    same_totals_as_the_csv(&xlsx, &csv);
    // The range form, over the same file: replaced whole.
    let range = [
        "--from",
        "2026-11-22T00:00:00Z",
        "--to",
        "2026-11-23T09:00:00Z",
    ];
    room.ok(
        AT,
        m,
        &[
            &["report", "shift"][..],
            &range,
            &["--xlsx", xlsx.to_str().unwrap()],
        ]
        .concat(),
    );
    let csv = room.ok(
        AT,
        m,
        &[&["report", "shift"][..], &range, &["--csv", "-"]].concat(),
    );
    assert_eq!(workbook(&xlsx).0, "Range 2026-11-22 to 2026-11-23");
    same_totals_as_the_csv(&xlsx, &csv);
    assert_eq!(parts(&room), Vec::<String>::new(), "no part file is left");
}

#[test]
fn count_sheet_xlsx_totals_the_boxes_as_the_json_does() {
    let room = day();
    let m = Some("Maria");
    let xlsx = room.path("count.xlsx");
    room.ok(
        AT,
        m,
        &[
            "report",
            "count-sheet",
            "--shift",
            "1",
            "--counter",
            "Ann Count",
            "--xlsx",
            xlsx.to_str().unwrap(),
        ],
    );
    let sheet = room.json(AT, m, &["report", "count-sheet", "--shift", "1", "--json"]);
    let (name, values, formulas) = workbook(&xlsx);
    assert_eq!(name, "Count sheet");
    let boxes = row_of(&values, "boxes");
    assert_eq!(
        cents(&values, boxes, 1),
        sheet["box_count"].as_i64().unwrap() * 100
    );
    let total = row_of(&values, "total");
    assert_eq!(
        cents(&values, total, 5),
        sheet["total_cents"].as_i64().unwrap()
    );
    let formula = formulas.get_value((total, 5)).cloned().unwrap_or_default();
    assert!(formula.starts_with("SUM(F"), "{formula:?}");
}

#[test]
fn xlsx_conflicts_with_csv_and_json_and_a_file_it_cannot_write_is_an_io_error_leaving_nothing() {
    let room = day();
    let m = Some("Maria");
    let xlsx = room.path("r.xlsx");
    let file = xlsx.to_str().unwrap();
    for (args, other) in [
        (
            vec!["report", "shift", "--xlsx", file, "--csv", "-"],
            "--csv",
        ),
        (vec!["report", "shift", "--xlsx", file, "--json"], "--json"),
        (
            vec!["report", "count-sheet", "--xlsx", file, "--csv", "-"],
            "--csv",
        ),
        (
            vec!["report", "count-sheet", "--xlsx", file, "--json"],
            "--json",
        ),
    ] {
        let out = room.run(AT, m, &args);
        assert_eq!(out.status.code(), Some(2), "{args:?}");
        assert!(stderr(&out).contains(other), "{args:?}: {}", stderr(&out));
        assert!(!xlsx.exists());
    }
    // A folder where the file should go: refused, the folder as it was, no part file left.
    let folder = room.path("taken.xlsx");
    std::fs::create_dir(&folder).unwrap();
    assert_one_line_error(
        &room.run(
            AT,
            m,
            &["report", "shift", "--xlsx", folder.to_str().unwrap()],
        ),
        "io",
    );
    assert!(folder.is_dir() && std::fs::read_dir(&folder).unwrap().count() == 0);
    assert_eq!(parts(&room), Vec::<String>::new());
}

#[test]
fn report_exceptions_lists_the_shifts_exceptions_as_csv_json_and_xlsx_alike() {
    let room = day();
    let m = Some("Maria");
    let json = room.json(AT, m, &["report", "exceptions", "--shift", "1", "--json"]);
    let lines = json["lines"].as_array().unwrap();
    // The demo's day has comps and players marked sitting out.
    assert!(lines.iter().any(|l| l["kind"] == "comp"), "{lines:#?}");
    assert!(lines.iter().any(|l| l["kind"] == "not_paid"), "{lines:#?}");
    let csv = room.ok(
        AT,
        m,
        &["report", "exceptions", "--shift", "1", "--csv", "-"],
    );
    assert_eq!(csv.lines().count(), 1 + lines.len(), "{csv}");
    assert!(csv.starts_with("kind,at,staff,station,machine,table,hand,why,audit_entry"));
    let xlsx = room.path("exceptions.xlsx");
    room.ok(
        AT,
        m,
        &[
            "report",
            "exceptions",
            "--shift",
            "1",
            "--xlsx",
            xlsx.to_str().unwrap(),
        ],
    );
    let (name, values, formulas) = workbook(&xlsx);
    assert_eq!(name, "Exceptions");
    for c in json["counts"].as_array().unwrap() {
        let kind = c["kind"].as_str().unwrap();
        let row = (0..=values.end().unwrap().0)
            .filter(|&r| {
                formulas
                    .get_value((r, 1))
                    .is_some_and(|f| f.starts_with("COUNTIF("))
            })
            .find(|&r| cents(&values, r, 1) == c["count"].as_i64().unwrap() * 100);
        assert!(row.is_some(), "a COUNTIF row for {kind}");
    }
    let total = row_of(&values, "exceptions");
    assert_eq!(cents(&values, total, 1), lines.len() as i64 * 100);
    // The terminal's table names the kinds it found.
    let text = room.ok(AT, m, &["report", "exceptions", "--shift", "1"]);
    assert!(text.contains("Exceptions, shift 1"), "{text}");
    assert!(text.contains("comped collection"), "{text}");
}

#[test]
fn report_shift_day_reports_a_gaming_day_and_refuses_a_shift_beside_it() {
    let room = day();
    let m = Some("Maria");
    let json = room.json(AT, m, &["report", "shift", "--day", "2026-11-22", "--json"]);
    assert_eq!(json["gaming_day"], "2026-11-22");
    assert_eq!(json["from"], "2026-11-22T06:00:00Z", "06:00 by default");
    assert_eq!(json["to"], "2026-11-23T06:00:00Z");
    let xlsx = room.path("day.xlsx");
    room.ok(
        AT,
        m,
        &[
            "report",
            "shift",
            "--day",
            "2026-11-22",
            "--xlsx",
            xlsx.to_str().unwrap(),
        ],
    );
    assert_eq!(workbook(&xlsx).0, "Gaming day 2026-11-22");
    let out = room.run(
        AT,
        m,
        &["report", "shift", "--day", "2026-11-22", "--shift", "1"],
    );
    assert_eq!(out.status.code(), Some(2));
    assert_one_line_error(
        &room.run(AT, m, &["report", "shift", "--day", "22/11/2026"]),
        "invalid_input",
    );
}
