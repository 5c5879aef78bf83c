//! The exception report (issue 37) and the gaming day: what an auditor asks for first, each
//! kind listed once it happens with who, when, where and why and its audit entry; and the
//! house's accounting day, from its start of day to the next.

use cardroom_room::{
    BoxCount, CollectionCorrection, CorrectChips, Entry, ExceptionKind, ExceptionReport,
    ExceptionRequest, ManualClock, Mark, NotPaidReason, PIN_TRIES, PrintKind, ReportRequest, Role,
    SeatPlayer, Station, VoidReason, gaming_day,
};

use crate::support::{Fixture, PIN, assert_refusal, limit_table, record_and_list, t, three_seated};

fn count(r: &ExceptionReport, kind: ExceptionKind) -> i64 {
    r.counts.iter().find(|c| c.kind == kind).unwrap().count
}

/// A shift with one of each exception, closed, signed off, corrected, printed twice and
/// counted with a variance over the threshold: (fixture, table, the cage counter's id).
fn a_shift_with_every_exception() -> (Fixture, i64, i64) {
    let mut f = Fixture::new();
    let floor = f.floor.id;
    f.room.set_pin(floor, floor, PIN).unwrap();
    let t1 = f.open(limit_table("Table 1", "lowball", 400, 800)).id;
    three_seated(&mut f, t1);
    let dee = f.push_dealer(t1, "Dee");

    f.at("2026-11-23T18:05:00Z");
    // A dealer tries the floor's work.
    let refused = f
        .room
        .open_table(dee.id, &limit_table("Table 9", "holdem", 400, 800))
        .unwrap_err();
    assert_refusal(&refused, "not_permitted", "only a floor manager");
    // A player seated under the buy-in, with the floor's reason.
    f.room
        .seat_player_outside_buy_in(
            floor,
            &SeatPlayer {
                table_id: t1,
                seat_no: 4,
                player_name: "Dot".into(),
                player_number: None,
                stack_cents: 100,
                entry: Entry::WaitForBigBlind,
                cash: false,
                not_excluded: None,
            },
            Some("house regular"),
        )
        .unwrap();
    // A stack counted down.
    f.room
        .correct_chips(
            floor,
            &CorrectChips {
                table_id: t1,
                seat_no: 3,
                stack_cents: 9_000,
                reason: "counted at the table".into(),
            },
            PIN,
        )
        .unwrap();
    // A misdeal.
    let hand = f.room.start_hand(dee.id, t1).unwrap();
    f.room
        .void_hand(dee.id, hand.hand_id, hand.seq, VoidReason::Misdeal)
        .unwrap();
    // A rate change from the next hour.
    f.room
        .add_rate(
            floor,
            &cardroom_room::NewRateRequest {
                game: cardroom_room::GameCode::Pan,
                structure: cardroom_room::StakeStructure::Limit,
                min_limit_cents: Some(200),
                max_limit_cents: Some(500),
                amount_cents: 75,
                interval_minutes: None,
                effective_from: "2026-11-23T19:00:00Z".into(),
            },
        )
        .unwrap();
    // A sign-in locked out after too many wrong PINs.
    let lou = f.dealer("Lou");
    f.room.set_pin(floor, lou.id, "8642").unwrap();
    for _ in 0..PIN_TRIES {
        f.room.sign_in("Lou", "1111", Station::App).unwrap_err();
    }

    // The half hour's time: Ann sits out, Bob is comped, Cy pays, Dot pays.
    f.at("2026-11-23T18:31:00Z");
    let due = record_and_list(&f.room, floor, Some(t1)).unwrap();
    let by_seat = |seat: i64| due.iter().find(|c| c.seat_no == seat).unwrap().clone();
    let ann = f
        .room
        .mark_collection(floor, &by_seat(1), Mark::NotPaid(NotPaidReason::SittingOut))
        .unwrap();
    f.room
        .comp_collection(floor, &by_seat(2), "birthday")
        .unwrap();
    f.room
        .mark_collection(floor, &by_seat(3), Mark::Paid)
        .unwrap();
    // Dot's $1.00 cannot cover it: she pays in cash.
    f.room
        .mark_collection(floor, &by_seat(4), Mark::PaidInCash)
        .unwrap();

    // A bad beat paid from its fund, with a witness.
    crate::jackpots::a_paid_bad_beat(&mut f);

    // A player barred, refused a seat, and another given a comp outside the rules.
    let number = |name: &str| {
        f.room
            .add_player(
                floor,
                &cardroom_room::NewPlayerRequest {
                    number: None,
                    name: name.into(),
                    wall_name: None,
                    birth_date: None,
                    phone: None,
                    notes: None,
                },
            )
            .unwrap()
            .number
    };
    let (tom, lee) = (number("Tom Baker"), number("Ann Lee"));
    f.room
        .restrict_player(
            floor,
            &cardroom_room::RestrictPlayer {
                number: tom.clone(),
                kind: cardroom_room::RestrictionKind::Barred,
                scope: cardroom_room::RestrictionScope::Play,
                reason: "fought at table 2".into(),
                from_day: None,
                until_day: None,
            },
        )
        .unwrap();
    let barred = SeatPlayer {
        table_id: t1,
        seat_no: 5,
        player_name: String::new(),
        player_number: Some(tom),
        stack_cents: 10_000,
        entry: Entry::WaitForBigBlind,
        cash: false,
        not_excluded: None,
    };
    assert_eq!(
        f.room.seat_player(floor, &barred).unwrap_err().code(),
        "player_barred"
    );
    f.room
        .issue_comp(
            floor,
            &cardroom_room::IssueComp {
                number: lee,
                rule_id: None,
                value: Some(25),
                unit: None,
                reason: Some("her birthday".into()),
            },
        )
        .unwrap();

    f.at("2026-11-23T19:00:00Z");
    f.room.close_shift(floor).unwrap();
    f.room.sign_off_shift(floor, 1, PIN).unwrap();
    // Ann had not sat out after all: she paid.
    f.room
        .correct_collection(
            floor,
            PIN,
            &CollectionCorrection {
                collection_id: ann.id.unwrap(),
                mark: Mark::Paid,
                reason: "she was in the hand".into(),
            },
        )
        .unwrap();
    for _ in 0..2 {
        f.room.record_print(floor, 1, PrintKind::Report).unwrap();
    }
    let cora = f.room.add_staff(Some(floor), "Cora", Role::Cage).unwrap();
    let expected = f.room.cage_count(cora.id, 1).unwrap().boxes[0].expected_cents;
    f.room
        .record_box_count(
            cora.id,
            &BoxCount {
                shift_id: 1,
                table_id: t1,
                counted_cents: expected + 5_000,
                explanation: Some("a $50 chip dropped in the box".into()),
                reason: None,
            },
        )
        .unwrap();
    (f, t1, cora.id)
}

#[test]
fn the_exception_report_lists_each_kind_once_it_happens() {
    let (f, t1, _) = a_shift_with_every_exception();
    let r = f
        .room
        .exception_report(f.floor.id, &ExceptionRequest::shift(1))
        .unwrap();
    for kind in ExceptionKind::ALL {
        assert_eq!(count(&r, *kind), 1, "{kind:?}: {:#?}", r.lines);
    }
    assert_eq!(r.lines.len(), ExceptionKind::ALL.len());
    let line = |kind| r.lines.iter().find(|l| l.kind == kind).unwrap();
    let not_paid = line(ExceptionKind::NotPaid);
    assert_eq!(not_paid.staff.as_deref(), Some("Maria"));
    assert_eq!(not_paid.table.as_deref(), Some("Table 1"));
    assert!(not_paid.why.contains("Ann") && not_paid.why.contains("sitting out"));
    let comp = line(ExceptionKind::Comp);
    assert!(comp.why.contains("birthday"), "{}", comp.why);
    let outside = line(ExceptionKind::OutsideBuyIn);
    assert!(outside.why.contains("Dot") && outside.why.contains("house regular"));
    assert_eq!(line(ExceptionKind::Refusal).staff.as_deref(), Some("Dee"));
    assert_eq!(line(ExceptionKind::LockOut).staff.as_deref(), Some("Lou"));
    let correction = line(ExceptionKind::Correction);
    assert!(correction.why.contains("she was in the hand"));
    assert_eq!(correction.table_id, Some(t1));
    assert!(line(ExceptionKind::Reprint).why.contains("print 2"));
    let stack = line(ExceptionKind::StackCorrection);
    assert!(stack.why.contains("Cy") && stack.why.contains("counted at the table"));
    assert!(line(ExceptionKind::RateChange).why.contains("$0.75"));
    let variance = line(ExceptionKind::Variance);
    assert_eq!(variance.staff.as_deref(), Some("Cora"));
    assert!(variance.why.contains("$50.00"), "{}", variance.why);
    // Each line names its audit entry, and the entry is the same act.
    let trail = f
        .room
        .audit_log(f.floor.id, &cardroom_room::AuditQuery::default())
        .unwrap();
    for l in &r.lines {
        let id = l.audit_id.unwrap_or_else(|| panic!("{l:?} names no entry"));
        let entry = trail.iter().find(|e| e.id == id).unwrap();
        assert_eq!(entry.at, l.at, "{l:?}");
        assert_eq!(entry.staff, l.staff, "{l:?}");
    }
    // Oldest first.
    assert!(r.lines.windows(2).all(|w| w[0].at <= w[1].at));
}

#[test]
fn a_shift_with_no_exception_reports_every_kind_at_zero() {
    let f = Fixture::new();
    let r = f
        .room
        .exception_report(f.floor.id, &ExceptionRequest::shift(1))
        .unwrap();
    assert!(r.lines.is_empty());
    assert_eq!(r.counts.len(), ExceptionKind::ALL.len());
    assert!(r.counts.iter().all(|c| c.count == 0));
}

#[test]
fn the_floor_and_the_cage_read_the_exception_report_and_a_dealer_does_not() {
    let (mut f, _, cora) = a_shift_with_every_exception();
    assert_eq!(
        f.room
            .exception_report(cora, &ExceptionRequest::shift(1))
            .unwrap()
            .lines
            .len(),
        ExceptionKind::ALL.len()
    );
    let dee = f.dealer("Dee Two");
    let refused = f
        .room
        .exception_report(dee.id, &ExceptionRequest::shift(1))
        .unwrap_err();
    assert_refusal(&refused, "not_permitted", "");
}

#[test]
fn the_exception_report_as_csv_and_xlsx_holds_every_line() {
    let (f, _, _) = a_shift_with_every_exception();
    let r = f
        .room
        .exception_report(f.floor.id, &ExceptionRequest::shift(1))
        .unwrap();
    let csv = r.to_csv(f.room.clock()).unwrap();
    let signatures = r.shift.as_ref().unwrap().signatures().len();
    assert!(signatures >= 1, "the shift is signed off");
    // The head, a row per exception, then a blank row and the signatures under their head.
    assert_eq!(
        csv.lines().count(),
        1 + r.lines.len() + 2 + signatures,
        "{csv}"
    );
    assert!(
        csv.contains("\nsignature,by,at\nsigned off,Maria,"),
        "{csv}"
    );
    assert!(csv.contains("reprint") && csv.contains("birthday"));
    let bytes = r.to_xlsx(f.room.clock()).unwrap();
    let texts = cell_texts(&bytes);
    for l in &r.lines {
        assert!(texts.iter().any(|c| c == l.kind.words()), "{:?}", l.kind);
    }
}

#[test]
fn a_gaming_day_runs_from_the_houses_start_of_day_in_the_rooms_zone() {
    // California in winter, 8 hours behind UTC; the house's day starts at 06:00.
    let clock = ManualClock::new(t("2026-11-25T12:00:00Z")).in_zone(-8);
    let day = gaming_day::parse_day("2026-11-25").unwrap();
    let (from, to) = gaming_day::range(&clock, 6 * 60, day);
    assert_eq!(from, t("2026-11-25T14:00:00Z"), "25 Nov 06:00 local");
    assert_eq!(to, t("2026-11-26T14:00:00Z"), "26 Nov 06:00 local");
    // 05:59 local belongs to the day before; 06:00, to the day.
    assert_eq!(
        gaming_day::day_of(&clock, 6 * 60, t("2026-11-25T13:59:00Z")).to_string(),
        "2026-11-24"
    );
    assert_eq!(
        gaming_day::day_of(&clock, 6 * 60, t("2026-11-25T14:00:00Z")).to_string(),
        "2026-11-25"
    );
    // Past midnight, still the day it began.
    assert_eq!(
        gaming_day::day_of(&clock, 6 * 60, t("2026-11-26T10:00:00Z")).to_string(),
        "2026-11-25"
    );
}

#[test]
fn a_gaming_day_report_covers_the_houses_day_and_two_days_add_up_to_their_hours() {
    let f = crate::support::seeded_day();
    let mut settings = f.room.floor_settings().unwrap();
    assert_eq!(
        settings.gaming_day_starts_minutes,
        6 * 60,
        "06:00 by default"
    );
    settings.gaming_day_starts_minutes = 4 * 60;
    f.room.set_floor_settings(f.floor.id, &settings).unwrap();
    let day = |d: &str| {
        f.room
            .report(
                f.floor.id,
                &ReportRequest {
                    gaming_day: Some(d.into()),
                    ..ReportRequest::default()
                },
                &mut |_| true,
            )
            .unwrap()
    };
    let (a, b) = (day("2026-11-22"), day("2026-11-23"));
    assert_eq!(a.gaming_day.as_deref(), Some("2026-11-22"));
    assert_eq!(
        (a.from.as_str(), a.to.as_str()),
        ("2026-11-22T04:00:00Z", "2026-11-23T04:00:00Z"),
        "04:00 to 04:00, the house's start of day"
    );
    assert_eq!(b.from, a.to, "one day ends where the next begins");
    for r in [&a, &b] {
        assert!(
            r.lines
                .iter()
                .all(|l| l.half_hour >= r.from && l.half_hour < r.to)
        );
    }
    let both = f
        .room
        .report(
            f.floor.id,
            &ReportRequest {
                from: Some("2026-11-22T04:00:00Z".into()),
                to: Some("2026-11-24T04:00:00Z".into()),
                ..ReportRequest::default()
            },
            &mut |_| true,
        )
        .unwrap();
    let sum: Vec<i64> = (a.totals.values().iter())
        .zip(b.totals.values())
        .map(|(x, y)| x + y)
        .collect();
    assert_eq!(
        sum,
        both.totals.values().to_vec(),
        "two gaming days are the 48 hours they cover"
    );
    assert!(both.totals.due_cents > 0, "the seeded day has collections");
}

#[test]
fn a_gaming_day_is_a_date_and_is_asked_for_alone() {
    let f = Fixture::new();
    let ask = |r: ReportRequest| f.room.report(f.floor.id, &r, &mut |_| true).unwrap_err();
    let bad = ask(ReportRequest {
        gaming_day: Some("25/11/2026".into()),
        ..ReportRequest::default()
    });
    assert_refusal(&bad, "invalid_input", "not a date such as 2026-11-25");
    let both = ask(ReportRequest {
        gaming_day: Some("2026-11-23".into()),
        shift_id: Some(1),
        ..ReportRequest::default()
    });
    assert_refusal(&both, "invalid_input", "not more than one");
    let mut settings = f.room.floor_settings().unwrap();
    settings.gaming_day_starts_minutes = 24 * 60;
    let refused = f
        .room
        .set_floor_settings(f.floor.id, &settings)
        .unwrap_err();
    assert_refusal(&refused, "invalid_input", "gaming day start");
}

/// Every text cell of a workbook's first sheet.
pub(crate) fn cell_texts(bytes: &[u8]) -> Vec<String> {
    use calamine::{Data, Reader, Xlsx};
    let mut wb: Xlsx<_> =
        calamine::open_workbook_from_rs(std::io::Cursor::new(bytes.to_vec())).unwrap();
    let name = wb.sheet_names()[0].clone();
    let range = wb.worksheet_range(&name).unwrap();
    range
        .used_cells()
        .filter_map(|(_, _, c)| match c {
            Data::String(s) => Some(s.clone()),
            _ => None,
        })
        .collect()
}
