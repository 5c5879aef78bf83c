//! The cage's end of shift (issue 37): the cage counts each drop box of a closed shift, the
//! room sets the count against its record, a variance over the house's threshold is explained
//! in writing, and the cage counter-signs the shift the floor signed off. Segregation of
//! duties: only the cage counts and counter-signs, and the cage neither deals nor runs the
//! floor.

use cardroom_room::{BoxCount, CageCount, Role, StaffDto};

use crate::support::{Fixture, PIN, assert_refusal, limit_table};

const CAGE_PIN: &str = "1357";

/// A seeded day (two closed shifts, Maria ran the first) with Maria's PIN, and Cora of the
/// cage with hers.
fn day() -> (Fixture, StaffDto) {
    let f = crate::support::seeded_day();
    let cora = f.room.staff_named("Cora").unwrap();
    assert_eq!(cora.role, Role::Cage, "the demo's cage counter");
    f.room.set_pin(f.floor.id, cora.id, CAGE_PIN).unwrap();
    (f, cora)
}

fn count(shift_id: i64, table_id: i64, counted_cents: i64) -> BoxCount {
    BoxCount {
        shift_id,
        table_id,
        counted_cents,
        explanation: None,
        reason: None,
    }
}

/// Every box of shift 1 counted at what the room recorded, except those in `except`.
fn count_all(f: &Fixture, cage: i64, except: &[i64]) -> CageCount {
    let mut now = f.room.cage_count(cage, 1).unwrap();
    for b in now.boxes.clone() {
        if !except.contains(&b.table_id) {
            now = f
                .room
                .record_box_count(cage, &count(1, b.table_id, b.expected_cents))
                .unwrap();
        }
    }
    now
}

#[test]
fn only_the_cage_counts_a_drop_box_not_the_floor_nor_a_dealer() {
    let (mut f, cora) = day();
    let dee = f.dealer("Dee Count");
    let table = f.room.cage_count(cora.id, 1).unwrap().boxes[0].table_id;
    for who in [f.floor.id, dee.id] {
        let refused = f
            .room
            .record_box_count(who, &count(1, table, 100))
            .unwrap_err();
        assert_refusal(
            &refused,
            "not_permitted",
            "only the cage may count a drop box",
        );
    }
    let counted = f
        .room
        .record_box_count(cora.id, &count(1, table, 100))
        .unwrap();
    let b = counted.boxes.iter().find(|b| b.table_id == table).unwrap();
    assert_eq!(b.counted_cents, Some(100));
    assert_eq!(b.counted_by.as_deref(), Some("Cora"));
}

#[test]
fn the_cage_neither_deals_nor_runs_the_floor() {
    let (f, cora) = day();
    let refused = f
        .room
        .open_table(cora.id, &limit_table("Cage's table", "holdem", 400, 800))
        .unwrap_err();
    assert_refusal(&refused, "not_permitted", "Cora is a cage counter");
    let refused = f.room.open_shift(cora.id).unwrap_err();
    assert_refusal(
        &refused,
        "not_permitted",
        "only a floor manager may open a shift",
    );
    // The cage reads the shift's report.
    let report = f.room.shift_report(cora.id, Some(1)).unwrap();
    assert_eq!(report.shift.unwrap().id, 1);
}

#[test]
fn a_box_count_is_set_against_what_the_room_recorded_going_in() {
    let (f, cora) = day();
    let sheet = f.room.count_sheet(f.floor.id, Some(1), &[]).unwrap();
    let first = &sheet.boxes[0];
    let counted = f
        .room
        .record_box_count(cora.id, &count(1, first.table_id, first.amount_cents - 150))
        .unwrap();
    let b = counted
        .boxes
        .iter()
        .find(|b| b.table_id == first.table_id)
        .unwrap();
    assert_eq!(
        b.expected_cents, first.amount_cents,
        "the count sheet's amount"
    );
    assert_eq!(b.variance_cents, Some(-150), "counted − recorded");
    assert!(!b.over_threshold, "$1.50 is within the $25.00 threshold");
    assert_eq!(counted.expected_cents, sheet.total_cents);
    assert_eq!(counted.uncounted, sheet.box_count - 1);
}

#[test]
fn a_recount_needs_a_reason_and_the_latest_count_stands_while_every_count_stays() {
    let (f, cora) = day();
    let table = count_all(&f, cora.id, &[]).boxes[0].table_id;
    let refused = f
        .room
        .record_box_count(cora.id, &count(1, table, 0))
        .unwrap_err();
    assert_refusal(&refused, "invalid_input", "say why it is counted again");
    let again = f
        .room
        .record_box_count(
            cora.id,
            &BoxCount {
                reason: Some("a bundle counted twice".into()),
                ..count(1, table, 0)
            },
        )
        .unwrap();
    let b = again.boxes.iter().find(|b| b.table_id == table).unwrap();
    assert_eq!(b.counted_cents, Some(0), "the latest count stands");
    assert_eq!(b.counts, 2, "and the first is kept");
    let kept = f.query(&format!(
        "SELECT count(*) FROM box_counts WHERE shift_id = 1 AND table_id = {table}"
    ));
    assert_eq!(kept[0][0], "2");
}

#[test]
fn a_variance_over_the_threshold_blocks_the_countersignature_until_it_is_explained() {
    let (f, cora) = day();
    f.room.sign_off_shift(f.floor.id, 1, PIN).unwrap();
    let all = count_all(&f, cora.id, &[]);
    let short = &all.boxes[0];
    let with_variance = f
        .room
        .record_box_count(
            cora.id,
            &BoxCount {
                reason: Some("recounted by the second counter".into()),
                ..count(1, short.table_id, short.expected_cents - 3000)
            },
        )
        .unwrap();
    assert_eq!(
        with_variance.boxes[0].table_id, short.table_id,
        "variances come first"
    );
    assert!(
        with_variance.boxes[0].over_threshold,
        "$30.00 is over $25.00"
    );
    assert!(!with_variance.ready);
    let refused = f.room.countersign_shift(cora.id, 1, CAGE_PIN).unwrap_err();
    assert_refusal(&refused, "variance_unexplained", &short.table);
    // An explanation added to the same count needs no recount reason.
    let explained = f
        .room
        .record_box_count(
            cora.id,
            &BoxCount {
                explanation: Some("a $30 fill slip was dropped in the box".into()),
                ..count(1, short.table_id, short.expected_cents - 3000)
            },
        )
        .unwrap();
    assert_eq!(explained.boxes[0].counts, 3, "kept as a count of its own");
    assert!(explained.ready);
    let signed = f.room.countersign_shift(cora.id, 1, CAGE_PIN).unwrap();
    assert_eq!(signed.countersigned_by.as_deref(), Some("Cora"));
    assert_eq!(
        signed.countersigned_at.as_deref(),
        Some("2026-11-23T09:05:00Z")
    );
    let refused = f.room.countersign_shift(cora.id, 1, CAGE_PIN).unwrap_err();
    assert_refusal(&refused, "already_countersigned", "Cora");
    let refused = f
        .room
        .record_box_count(
            cora.id,
            &BoxCount {
                reason: Some("late".into()),
                ..count(1, short.table_id, 0)
            },
        )
        .unwrap_err();
    assert_refusal(&refused, "already_countersigned", "Cora");
}

#[test]
fn the_variance_threshold_is_a_house_setting() {
    let (f, cora) = day();
    let mut settings = f.room.floor_settings().unwrap();
    assert_eq!(settings.variance_threshold_cents, 2500, "$25.00 by default");
    settings.variance_threshold_cents = 0;
    f.room.set_floor_settings(f.floor.id, &settings).unwrap();
    let b = &f.room.cage_count(cora.id, 1).unwrap().boxes[0];
    let counted = f
        .room
        .record_box_count(cora.id, &count(1, b.table_id, b.expected_cents + 1))
        .unwrap();
    assert_eq!(counted.threshold_cents, 0);
    assert!(
        counted.boxes[0].over_threshold,
        "a cent over a threshold of nothing"
    );
}

#[test]
fn the_cage_countersigns_only_a_shift_the_floor_signed_off_with_every_box_counted() {
    let (f, cora) = day();
    let boxes = f.room.cage_count(cora.id, 1).unwrap().boxes;
    let last = boxes.last().unwrap();
    count_all(&f, cora.id, &[last.table_id]);
    let refused = f.room.countersign_shift(cora.id, 1, CAGE_PIN).unwrap_err();
    assert_refusal(
        &refused,
        "not_signed_off",
        "the cage counter-signs after the floor",
    );
    f.room.sign_off_shift(f.floor.id, 1, PIN).unwrap();
    let refused = f.room.countersign_shift(cora.id, 1, CAGE_PIN).unwrap_err();
    assert_refusal(&refused, "boxes_not_counted", &last.table);
    let refused = f.room.countersign_shift(cora.id, 1, "0000").unwrap_err();
    assert_refusal(&refused, "wrong_pin", "");
    let refused = f.room.countersign_shift(f.floor.id, 1, PIN).unwrap_err();
    assert_refusal(
        &refused,
        "not_permitted",
        "only the cage may counter-sign a shift",
    );
}

#[test]
fn nobody_countersigns_a_shift_he_ran_or_signed_off() {
    let (f, cora) = day();
    f.room.sign_off_shift(f.floor.id, 1, PIN).unwrap();
    count_all(&f, cora.id, &[]);
    // Maria ran shift 1 and signed it off; moved to the cage, she still may not counter-sign it.
    let frank = f.room.staff_named("Frank").unwrap();
    f.room
        .set_staff_role(frank.id, f.floor.id, Role::Cage)
        .unwrap();
    let refused = f.room.countersign_shift(f.floor.id, 1, PIN).unwrap_err();
    assert_refusal(&refused, "own_shift", "Maria ran or signed off this shift");
}

#[test]
fn an_open_shifts_boxes_are_counted_only_once_it_is_closed() {
    let f = Fixture::new();
    let cora = f
        .room
        .add_staff(Some(f.floor.id), "Cora", Role::Cage)
        .unwrap();
    let mut t = f;
    let table = t.open(limit_table("Table 1", "holdem", 200, 400)).id;
    let shift = t.room.shift_list(t.floor.id).unwrap()[0].id;
    let refused = t
        .room
        .record_box_count(cora.id, &count(shift, table, 0))
        .unwrap_err();
    assert_refusal(&refused, "shift_still_open", "counted once it is closed");
}

#[test]
fn the_count_sheet_needs_two_different_counters() {
    let (f, _) = day();
    let refused = f
        .room
        .count_sheet(f.floor.id, Some(1), &["Cora".into(), "cora".into()])
        .unwrap_err();
    assert_refusal(&refused, "invalid_input", "two different counters");
    let sheet = f
        .room
        .count_sheet(f.floor.id, Some(1), &["Cora".into(), "Tess".into()])
        .unwrap();
    assert_eq!(sheet.counters, ["Cora", "Tess"]);
}
