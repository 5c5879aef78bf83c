//! `--pdf FILE` (issue #37): the report, the count sheet and the exception report written as
//! PDF files, the same bytes each time at the same moment, their text holding the JSON's
//! totals (read back with poppler's `pdftotext`, installed by `make deps-test`).

use std::process::Command;

use crate::closeout::{AT, day};

fn text_of(path: &std::path::Path) -> String {
    let out = Command::new("pdftotext")
        .args(["-layout"])
        .arg(path)
        .arg("-")
        .output()
        .unwrap_or_else(|e| panic!("pdftotext (poppler-utils, `make deps-test`): {e}"));
    assert!(out.status.success());
    String::from_utf8(out.stdout).unwrap()
}

fn dollars(cents: i64) -> String {
    cardroom_room::money::format_dollars(cents)
}

#[test]
fn report_pdf_count_sheet_pdf_and_exceptions_pdf_hold_the_jsons_totals() {
    let room = day();
    let m = Some("Maria");
    let (a, b) = (room.path("a.pdf"), room.path("b.pdf"));
    for path in [&a, &b] {
        let out = room.ok(
            AT,
            m,
            &[
                "report",
                "shift",
                "--shift",
                "1",
                "--pdf",
                path.to_str().unwrap(),
            ],
        );
        assert_eq!(out.trim(), format!("wrote {}", path.display()));
    }
    assert_eq!(
        std::fs::read(&a).unwrap(),
        std::fs::read(&b).unwrap(),
        "the same report at the same moment is the same file"
    );
    let json = room.json(AT, m, &["report", "shift", "--shift", "1", "--json"]);
    let text = text_of(&a);
    assert!(text.contains("Collection report, shift 1"));
    assert!(text.contains(&dollars(json["totals"]["house_cents"].as_i64().unwrap())));

    let sheet = room.path("sheet.pdf");
    room.ok(
        AT,
        m,
        &[
            "report",
            "count-sheet",
            "--shift",
            "1",
            "--pdf",
            sheet.to_str().unwrap(),
        ],
    );
    let json = room.json(AT, m, &["report", "count-sheet", "--shift", "1", "--json"]);
    assert!(text_of(&sheet).contains(&dollars(json["total_cents"].as_i64().unwrap())));

    let ex = room.path("exceptions.pdf");
    room.ok(
        AT,
        m,
        &[
            "report",
            "exceptions",
            "--shift",
            "1",
            "--pdf",
            ex.to_str().unwrap(),
        ],
    );
    let json = room.json(AT, m, &["report", "exceptions", "--shift", "1", "--json"]);
    let lines = json["lines"].as_array().unwrap().len();
    assert!(text_of(&ex).contains(&format!("{lines} exception(s)")));
}
