//! A whole shift, played through the use cases with a moved clock, and its report checked
//! figure by figure against amounts worked out by hand from the Mint schedule:
//!
//! Low Ball $4/$8 (Mint: $4.00 per player per half hour; a new $5.00 rate from 19:00),
//! Pan $2/$5 (Mint: $0.50), Mexican Poker $1/$2 (no Mint row: the manager's $1.50).
//!
//! | due   | table     | seated (paid / not)                         | rate | dealer |
//! |-------|-----------|---------------------------------------------|------|--------|
//! | 18:30 | Low Ball  | Ann, Bob, Dot paid; Cy sitting out          | 4.00 | Dee    |
//! | 18:30 | Mexican   | Sal, Tom paid                               | 1.50 | none   |
//! | 18:40 | Pan       | Pia, Quin paid                              | 0.50 | Dan    |
//! | 19:00 | Low Ball  | Ann, Cy paid; Dot comped (Bob left 18:40)   | 5.00 | Dan    |
//! | 19:00 | Mexican   | Sal, Tom paid                               | 1.50 | none   |
//! | 19:10 | Pan       | Pia, Quin paid; Ray (came 18:45) left       | 0.50 | Dee    |
//! | 19:30 | Low Ball  | Ann, Cy paid; Dot never marked              | 5.00 | Dan    |
//! | 19:30 | Mexican   | Sal paid; Tom never marked                  | 1.50 | none   |
//! | 19:40 | Pan       | Pia, Quin, Ray paid                         | 0.50 | Dee    |

use cardroom_room::{
    CollectionCorrection, CollectionDto, CorrectChips, Figures, Mark, NewRateRequest,
    NotPaidReason, ReportRequest, StakeStructure,
};

use crate::support::{Fixture, PIN, limit_table, no_blind_table};

fn mark(f: &mut Fixture, due: &[CollectionDto], player: &str, at: &str, how: Mark) {
    let c = due
        .iter()
        .find(|c| c.player_name == player && c.due_at == at)
        .unwrap_or_else(|| panic!("no collection for {player} at {at}: {due:?}"));
    if how == Mark::NotPaid(NotPaidReason::Comped) {
        f.room
            .comp_collection(f.floor.id, c, "a regular's birthday")
            .unwrap();
    } else {
        f.room.mark_collection(f.floor.id, c, how).unwrap();
    }
}

#[test]
fn a_whole_shift_reports_every_figure_as_worked_out_by_hand() {
    let (mut f, dee) = Fixture::with_dealer("Dee");
    let dan = f.dealer("Dan");
    let shift = f.new_shift();

    let lowball = f.open(limit_table("Table 1", "lowball", 400, 800)).id;
    let mut mexican = no_blind_table("Table 3", "mexican", 100, 200);
    mexican.rate_cents = Some(150);
    let mexican = f.open(mexican).id;
    f.room.push_dealer(f.floor.id, lowball, dee.id).unwrap();
    for (seat, name) in [(1, "Ann"), (2, "Bob"), (3, "Cy")] {
        f.seat(lowball, seat, name);
    }
    f.seat(mexican, 1, "Sal");
    f.seat(mexican, 2, "Tom");

    f.at("2026-11-23T18:10:00Z");
    let pan = f.open(no_blind_table("Table 2", "pan", 200, 500)).id;
    f.room.push_dealer(f.floor.id, pan, dan.id).unwrap();
    f.seat(pan, 1, "Pia");
    f.seat(pan, 2, "Quin");

    f.at("2026-11-23T18:20:00Z");
    f.seat(lowball, 4, "Dot");

    f.at("2026-11-23T18:35:00Z");
    // The dealer sees his own table's; the floor sees every table's.
    let mine = crate::support::record_and_list(&f.room, dee.id, None).unwrap();
    assert_eq!(mine.len(), 4, "Low Ball 4 at 18:30: {mine:?}");
    let due = crate::support::record_and_list(&f.room, f.floor.id, None).unwrap();
    assert_eq!(due.len(), 6, "Low Ball 4 and Mexican 2 at 18:30: {due:?}");
    let at = "2026-11-23T18:30:00Z";
    for p in ["Ann", "Bob", "Dot", "Sal", "Tom"] {
        mark(&mut f, &due, p, at, Mark::Paid);
    }
    mark(
        &mut f,
        &due,
        "Cy",
        at,
        Mark::NotPaid(NotPaidReason::SittingOut),
    );

    f.at("2026-11-23T18:40:00Z");
    f.room.unseat_player(f.floor.id, lowball, 2).unwrap(); // Bob leaves
    let due = crate::support::record_and_list(&f.room, dan.id, Some(pan)).unwrap();
    let at = "2026-11-23T18:40:00Z";
    mark(&mut f, &due, "Pia", at, Mark::Paid);
    mark(&mut f, &due, "Quin", at, Mark::Paid);

    f.at("2026-11-23T18:45:00Z");
    f.seat(pan, 3, "Ray");
    let new_rate = f
        .room
        .add_rate(
            f.floor.id,
            &NewRateRequest {
                game: cardroom_room::GameCode::Lowball,
                structure: StakeStructure::Limit,
                min_limit_cents: Some(400),
                max_limit_cents: Some(2000),
                amount_cents: 500,
                interval_minutes: None,
                effective_from: "2026-11-23T19:00:00Z".into(),
            },
        )
        .unwrap();
    assert_eq!(new_rate.amount_cents, 500);

    f.at("2026-11-23T19:00:00Z");
    f.room.pull_dealer(f.floor.id, pan).unwrap();
    f.room.push_dealer(f.floor.id, lowball, dan.id).unwrap(); // Dee goes off Low Ball
    f.room.push_dealer(f.floor.id, pan, dee.id).unwrap();

    f.at("2026-11-23T19:12:00Z");
    let due = crate::support::record_and_list(&f.room, f.floor.id, None).unwrap();
    let (at, at_pan) = ("2026-11-23T19:00:00Z", "2026-11-23T19:10:00Z");
    for p in ["Ann", "Cy", "Sal", "Tom"] {
        mark(&mut f, &due, p, at, Mark::Paid);
    }
    mark(
        &mut f,
        &due,
        "Dot",
        at,
        Mark::NotPaid(NotPaidReason::Comped),
    );
    mark(&mut f, &due, "Pia", at_pan, Mark::Paid);
    mark(&mut f, &due, "Quin", at_pan, Mark::Paid);
    mark(
        &mut f,
        &due,
        "Ray",
        at_pan,
        Mark::NotPaid(NotPaidReason::Left),
    );

    f.at("2026-11-23T19:42:00Z");
    let due = crate::support::record_and_list(&f.room, f.floor.id, None).unwrap();
    let (at, at_pan) = ("2026-11-23T19:30:00Z", "2026-11-23T19:40:00Z");
    for p in ["Ann", "Cy", "Sal"] {
        mark(&mut f, &due, p, at, Mark::Paid);
    }
    for p in ["Pia", "Quin", "Ray"] {
        mark(&mut f, &due, p, at_pan, Mark::Paid);
    }

    f.at("2026-11-23T19:45:00Z");
    f.room.close_shift(f.floor.id).unwrap();
    let report = f.room.shift_report(f.floor.id, Some(shift.id)).unwrap();

    let figures = |due_count, due_cents, collected, sitting_out, left, comped, unmarked| Figures {
        due_count,
        due_cents,
        collected_cents: collected,
        excused_cents: sitting_out + left + comped,
        missing_cents: unmarked,
        not_collected_cents: sitting_out + left + comped,
        sitting_out_cents: sitting_out,
        left_cents: left,
        new_player_cents: 0,
        comped_cents: comped,
        cannot_cover_cents: 0,
        unmarked_cents: unmarked,
        drop_count: 0,
        drop_cents: 0,
        hands_dealt: 0,
        house_cents: collected,
        adjustment_cents: 0,
        banked_cents: 0,
        jackpot_cents: 0,
    };
    // Low Ball: 4 x 4.00 + 3 x 5.00 + 3 x 5.00 = 46.00 expected.
    let low_ball = figures(10, 4600, 3200, 400, 0, 500, 500);
    // Pan: 2 x 0.50 + 3 x 0.50 + 3 x 0.50 = 4.00 expected.
    let pan_f = figures(8, 400, 350, 0, 50, 0, 0);
    // Mexican: 6 x 1.50 = 9.00 expected.
    let mex = figures(6, 900, 750, 0, 0, 0, 150);
    let group = |groups: &[cardroom_room::ReportGroup], key: &str| {
        groups
            .iter()
            .find(|g| g.key == key)
            .unwrap_or_else(|| panic!("no group {key}: {groups:?}"))
            .figures
    };
    assert_eq!(group(&report.by_table, "Table 1"), low_ball);
    assert_eq!(group(&report.by_table, "Table 2"), pan_f);
    assert_eq!(group(&report.by_table, "Table 3"), mex);
    assert_eq!(group(&report.by_game, "Low Ball"), low_ball);
    assert_eq!(group(&report.by_game, "Pan"), pan_f);
    assert_eq!(group(&report.by_game, "Mexican Poker"), mex);
    // Dee: Low Ball 18:30 (16.00, 4.00 sitting out) and Pan 19:10 + 19:40 (3.00, 0.50 left).
    assert_eq!(
        group(&report.by_dealer, "Dee"),
        figures(10, 1900, 1450, 400, 50, 0, 0)
    );
    // Dan: Pan 18:40 (1.00) and Low Ball 19:00 + 19:30 (30.00, 5.00 comped, 5.00 unmarked).
    assert_eq!(
        group(&report.by_dealer, "Dan"),
        figures(8, 3100, 2100, 0, 0, 500, 500)
    );
    assert_eq!(group(&report.by_dealer, "(no dealer)"), mex);
    let half = |h: &str| group(&report.by_half_hour, &format!("2026-11-23T{h}:00Z")).due_cents;
    assert_eq!(
        (half("18:30"), half("19:00"), half("19:30")),
        (2000, 1950, 1950)
    );
    assert_eq!(report.totals, figures(24, 5900, 4300, 400, 50, 500, 650));
    assert_eq!(
        report.lines.len(),
        9,
        "one line per table, dealer and half hour"
    );

    let missing: Vec<(&str, &str, i64)> = report
        .discrepancies
        .iter()
        .map(|d| (d.player_name.as_str(), d.due_at.as_str(), d.amount_cents))
        .collect();
    assert_eq!(
        missing,
        vec![
            ("Dot", "2026-11-23T19:30:00Z", 500),
            ("Tom", "2026-11-23T19:30:00Z", 150)
        ]
    );

    let csv = report.to_csv(f.room.clock()).unwrap();
    let total = csv.lines().find(|l| l.starts_with("total,")).unwrap();
    assert_eq!(
        total,
        "total,,,,,24,59.00,43.00,9.50,6.50,9.50,4.00,0.50,0.00,5.00,0.00,6.50,0,0.00,0,43.00,0.00,0.00,0.00"
    );
    assert!(
        csv.lines().any(|l| l.starts_with("discrepancy,Table 1,")),
        "{csv}"
    );
}

#[test]
fn a_player_seated_at_the_collection_time_pays_and_one_who_left_before_it_does_not() {
    let mut f = Fixture::new();
    let table = f
        .open(limit_table("Table 1", "five_card_draw", 400, 800))
        .id;
    f.seat(table, 1, "Ann");
    f.seat(table, 2, "Bob");
    f.at("2026-11-23T18:29:59Z");
    f.room.unseat_player(f.floor.id, table, 2).unwrap();
    f.at("2026-11-23T18:30:00Z");
    f.seat(table, 3, "Cy"); // seated exactly at the collection time: pays
    let due = crate::support::record_and_list(&f.room, f.floor.id, Some(table)).unwrap();
    let names: Vec<&str> = due.iter().map(|c| c.player_name.as_str()).collect();
    assert_eq!(names, vec!["Ann", "Cy"]);
    assert!(due.iter().all(|c| c.amount_cents == 400));
}

#[test]
fn collections_fall_due_every_interval_from_the_table_opening_not_on_the_clock() {
    let mut f = Fixture::new();
    f.at("2026-11-23T18:07:00Z");
    let mut req = limit_table("Table 1", "pineapple", 2000, 4000);
    req.collection_interval_minutes = Some(20);
    req.min_buy_in_cents = Some(10_000);
    let table = f.open(req);
    assert_eq!(
        table.next_collection_due.as_deref(),
        Some("2026-11-23T18:27:00Z")
    );
    assert_eq!(
        table
            .collection
            .as_ref()
            .map(ToString::to_string)
            .as_deref(),
        Some("7.00 per player every 20 minutes")
    );
    f.seat(table.id, 1, "Ann");
    f.at("2026-11-23T19:10:00Z");
    let due = crate::support::record_and_list(&f.room, f.floor.id, Some(table.id)).unwrap();
    let times: Vec<&str> = due.iter().map(|c| c.due_at.as_str()).collect();
    assert_eq!(
        times,
        vec![
            "2026-11-23T18:27:00Z",
            "2026-11-23T18:47:00Z",
            "2026-11-23T19:07:00Z"
        ]
    );
    // Asking again records nothing twice.
    assert_eq!(
        crate::support::record_and_list(&f.room, f.floor.id, Some(table.id))
            .unwrap()
            .len(),
        3
    );
}

#[test]
fn closing_a_table_records_what_fell_due_before_it_closed() {
    let (f, table) = Fixture::seated(no_blind_table("Table 2", "pan", 200, 500), &[(1, "Pia")]);
    f.at("2026-11-23T18:45:00Z");
    f.room.close_table(f.floor.id, table).unwrap();
    f.at("2026-11-23T20:00:00Z");
    let due = crate::support::record_and_list(&f.room, f.floor.id, None).unwrap();
    assert_eq!(due.len(), 1, "only 18:30, not after the close: {due:?}");
    assert_eq!(
        (due[0].player_name.as_str(), due[0].amount_cents),
        ("Pia", 50)
    );
}

/// Collected + excused + missing, against what fell due: the identity every report keeps.
fn balances(f: &Figures) -> bool {
    f.due_cents == f.collected_cents + f.excused_cents + f.missing_cents
        && f.excused_cents
            == f.sitting_out_cents + f.left_cents + f.new_player_cents + f.comped_cents
        && f.missing_cents == f.cannot_cover_cents + f.unmarked_cents
        && f.not_collected_cents
            == f.sitting_out_cents
                + f.left_cents
                + f.new_player_cents
                + f.comped_cents
                + f.cannot_cover_cents
}

#[test]
fn time_not_collected_is_split_into_excused_and_missing_and_only_missing_is_a_discrepancy() {
    let mut f = Fixture::new();
    f.room.set_pin(f.floor.id, f.floor.id, PIN).unwrap();
    let shift = f.new_shift();
    // Low Ball 4/8 (4.00 a half hour): Ann pays, Bob sits out, Cy's 2.00 cannot cover it,
    // Dot is never marked. Pan (0.50): Pia pays, Quin is comped.
    let lowball = f.open(limit_table("Table 1", "lowball", 400, 800)).id;
    for (seat, name) in [(1, "Ann"), (2, "Bob"), (3, "Cy"), (4, "Dot")] {
        f.seat(lowball, seat, name);
    }
    f.room
        .correct_chips(
            f.floor.id,
            &CorrectChips {
                table_id: lowball,
                seat_no: 3,
                stack_cents: 200,
                reason: "counted 2.00".into(),
            },
            PIN,
        )
        .unwrap();
    let pan = f.open(no_blind_table("Table 2", "pan", 200, 500)).id;
    f.seat(pan, 1, "Pia");
    f.seat(pan, 2, "Quin");

    f.at("2026-11-23T18:31:00Z");
    let due = crate::support::record_and_list(&f.room, f.floor.id, None).unwrap();
    let at = "2026-11-23T18:30:00Z";
    mark(&mut f, &due, "Ann", at, Mark::Paid);
    mark(
        &mut f,
        &due,
        "Bob",
        at,
        Mark::NotPaid(NotPaidReason::SittingOut),
    );
    mark(&mut f, &due, "Cy", at, Mark::Paid); // marked not paid by itself: cannot cover
    mark(&mut f, &due, "Pia", at, Mark::Paid);
    mark(
        &mut f,
        &due,
        "Quin",
        at,
        Mark::NotPaid(NotPaidReason::Comped),
    );

    f.at("2026-11-23T18:45:00Z");
    f.room.close_shift(f.floor.id).unwrap();
    let report = f.room.shift_report(f.floor.id, Some(shift.id)).unwrap();
    let t = report.totals;
    assert_eq!(
        (
            t.due_cents,
            t.collected_cents,
            t.excused_cents,
            t.missing_cents
        ),
        (1700, 450, 450, 800),
        "17.00 due: 4.50 collected, 4.50 excused (4.00 sitting out, 0.50 comped), 8.00 missing"
    );
    assert_eq!(
        (
            t.sitting_out_cents,
            t.comped_cents,
            t.cannot_cover_cents,
            t.unmarked_cents,
            t.not_collected_cents
        ),
        (400, 50, 400, 400, 850)
    );
    assert!(balances(&t), "{t:?}");
    for g in report
        .by_table
        .iter()
        .chain(&report.by_dealer)
        .chain(&report.by_half_hour)
    {
        assert!(balances(&g.figures), "{g:?}");
    }
    for l in &report.lines {
        assert!(balances(&l.figures), "{l:?}");
    }

    // The missing money is the discrepancies, one by one; the excused money is none of them.
    let listed = |r: &cardroom_room::ShiftReport| {
        r.discrepancies
            .iter()
            .map(|d| {
                (
                    d.player_name.clone(),
                    d.amount_cents,
                    d.cannot_cover,
                    d.corrected,
                )
            })
            .collect::<Vec<_>>()
    };
    assert_eq!(
        listed(&report),
        vec![
            ("Cy".to_string(), 400, true, false),
            ("Dot".to_string(), 400, false, false)
        ]
    );
    let listed_cents: i64 = report.discrepancies.iter().map(|d| d.amount_cents).sum();
    assert_eq!(listed_cents, t.missing_cents);
    assert_eq!(
        report.discrepancies[0].problem,
        "marked paid, but the stack could not cover it"
    );

    // Read from the kept sums (whole half hours), from the rows (a range inside a half hour)
    // and by day (a long range): the same figures and the same discrepancies.
    let range = |from: &str, to: &str| {
        let r = ReportRequest {
            from: Some(from.into()),
            to: Some(to.into()),
            ..ReportRequest::default()
        };
        f.room.report(f.floor.id, &r, &mut |_| true).unwrap()
    };
    for r in [
        range("2026-11-23T18:00:00Z", "2026-11-23T19:00:00Z"),
        range("2026-11-23T18:29:00Z", "2026-11-23T18:31:00Z"),
        range("2026-11-20T00:00:00Z", "2026-11-25T00:00:00Z"),
    ] {
        assert_eq!(
            (r.totals.excused_cents, r.totals.missing_cents),
            (450, 800),
            "{} to {}",
            r.from,
            r.to
        );
        assert_eq!(listed(&r), listed(&report), "{} to {}", r.from, r.to);
    }
    // One table only: Pan's comp is excused, nothing is missing there.
    let pan_only = f
        .room
        .report(
            f.floor.id,
            &ReportRequest {
                table_id: Some(pan),
                ..ReportRequest::shift(Some(shift.id))
            },
            &mut |_| true,
        )
        .unwrap();
    assert_eq!(
        (pan_only.totals.excused_cents, pan_only.totals.missing_cents),
        (50, 0)
    );
    assert!(pan_only.discrepancies.is_empty());

    // The floor corrects Cy's to paid (cash at the cage): the record stays missing, the
    // correction is an adjustment, and the discrepancy says it was corrected.
    let cy = report.discrepancies[0].collection_id;
    f.room
        .correct_collection(
            f.floor.id,
            PIN,
            &CollectionCorrection {
                collection_id: cy,
                mark: Mark::Paid,
                reason: "paid at the cage".into(),
            },
        )
        .unwrap();
    let after = f.room.shift_report(f.floor.id, Some(shift.id)).unwrap();
    assert_eq!(after.totals.missing_cents, 800, "as recorded");
    assert_eq!(after.totals.adjustment_cents, 400);
    assert!(after.discrepancies[0].corrected && !after.discrepancies[1].corrected);

    // The accountants' CSV: the not-paid reasons add up to not_collected, and due to
    // collected + excused + missing; each discrepancy row names its kind of missing.
    let csv = report.to_csv(f.room.clock()).unwrap();
    let rows: Vec<Vec<String>> = csv::ReaderBuilder::new()
        .has_headers(false)
        .flexible(true)
        .from_reader(csv.as_bytes())
        .records()
        .map(|r| r.unwrap().iter().map(str::to_string).collect())
        .collect();
    let head = &rows[0];
    let column = |name: &str| {
        head.iter()
            .position(|h| h == name)
            .unwrap_or_else(|| panic!("no column {name}: {head:?}"))
    };
    let total = rows.iter().find(|r| r[0] == "total").unwrap();
    let cents = |name: &str| cardroom_room::money::parse_dollars(&total[column(name)]).unwrap();
    let reasons: i64 = [
        "sitting_out",
        "left",
        "new_player",
        "comped",
        "cannot_cover",
    ]
    .iter()
    .map(|c| cents(c))
    .sum();
    assert_eq!(reasons, cents("not_collected"));
    assert_eq!(cents("not_collected"), 850);
    assert_eq!(
        cents("due"),
        cents("collected") + cents("excused") + cents("missing")
    );
    assert_eq!(cents("missing"), cents("cannot_cover") + cents("unmarked"));
    let discrepancy = |name: &str| {
        let row = rows
            .iter()
            .find(|r| r[0] == "discrepancy" && r.iter().any(|c| c.contains(name)))
            .unwrap();
        ["missing", "cannot_cover", "unmarked"].map(|c| row[column(c)].clone())
    };
    assert_eq!(discrepancy("Cy"), ["4.00", "4.00", ""]);
    assert_eq!(discrepancy("Dot"), ["4.00", "", "4.00"]);
}
