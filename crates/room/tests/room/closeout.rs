//! The end of a shift (issue #21): sign-off with the floor's PIN, reprints, corrections
//! appended as adjustments (never edits), reports by range and filter, the count sheet.

use cardroom_engine::Action;
use cardroom_room::{
    AdjustmentKind, CollectionCorrection, CollectionDto, ErrorCode, GameCode, HandCorrection, Mark,
    NotPaidReason, PrintKind, ReportRequest, Role, RoomCode, RoomError,
};

use crate::support::seeded_day as day;
use crate::support::{Fixture, PIN, limit_table, record_and_list, three_seated};

fn code(e: RoomError) -> ErrorCode {
    e.code()
}

/// The database as it stands, without what a correction appends (the adjustment itself and
/// the room's own bookkeeping of writes and sign-ins).
fn history_rows(f: &Fixture) -> String {
    f.snapshot()
        .lines()
        .filter(|l| {
            ![
                "adjustments:",
                "clock_watermark:",
                "sign_ins:",
                "staff:",
                "audit_changes:",
            ]
            .iter()
            .any(|p| l.starts_with(p))
        })
        .collect::<Vec<_>>()
        .join("\n")
}

/// Asserts two `history_rows` are the same, naming the first line that differs.
fn same_rows(after: &str, before: &str, what: &str) {
    let first = after.lines().zip(before.lines()).find(|(a, b)| a != b);
    assert!(after == before, "{what}: first difference {first:?}");
}

/// A correction of collection `id`: marked `mark` for `reason`.
fn remark(id: i64, mark: Mark, reason: &str) -> CollectionCorrection {
    CollectionCorrection {
        collection_id: id,
        mark,
        reason: reason.into(),
    }
}

/// A correction of `hand` moving `amount_cents` from seat `from` to seat `to` (`None`: the
/// house): a wrong pot pushed.
fn moving(hand: i64, from: Option<i64>, to: Option<i64>, amount_cents: i64) -> HandCorrection {
    HandCorrection {
        hand_id: hand,
        from_seat: from,
        to_seat: to,
        amount_cents,
        reason: "wrong pot pushed".into(),
    }
}

/// The first collection of shift 1 that was marked paid.
fn a_paid_collection(f: &Fixture) -> i64 {
    (1..2000)
        .find(|&id| {
            f.room
                .correct_collection(f.floor.id, PIN, &remark(id, Mark::Paid, "probe"))
                .is_err_and(|e| e.code() == ErrorCode::Room(RoomCode::NothingToCorrect))
        })
        .unwrap()
}

#[test]
fn a_closed_shift_is_signed_off_once_with_the_floor_managers_pin() {
    let mut f = day();
    let dee = f.dealer("Dee Signoff");
    f.room.set_pin(f.floor.id, dee.id, "1357").unwrap();
    let before = history_rows(&f);
    assert_eq!(
        code(f.room.sign_off_shift(f.floor.id, 1, "1111").unwrap_err()),
        ErrorCode::Room(RoomCode::WrongPin)
    );
    assert_eq!(
        code(f.room.sign_off_shift(dee.id, 1, "1357").unwrap_err()),
        ErrorCode::Room(RoomCode::NotPermitted)
    );
    same_rows(
        &history_rows(&f),
        &before,
        "a refused sign-off changes nothing",
    );
    let signed = f.room.sign_off_shift(f.floor.id, 1, PIN).unwrap();
    assert_eq!(signed.signed_off_by.as_deref(), Some("Maria"));
    assert_eq!(
        signed.signed_off_at.as_deref(),
        Some("2026-11-23T09:05:00Z")
    );
    assert_eq!(
        code(f.room.sign_off_shift(f.floor.id, 1, PIN).unwrap_err()),
        ErrorCode::Room(RoomCode::AlreadySignedOff)
    );
    let report = f.room.shift_report(f.floor.id, Some(1)).unwrap();
    assert_eq!(
        report.shift.unwrap().signed_off_by.as_deref(),
        Some("Maria")
    );
}

#[test]
fn an_open_shift_cannot_be_signed_off() {
    let f = Fixture::new();
    f.room.set_pin(f.floor.id, f.floor.id, PIN).unwrap();
    let open = f.new_shift();
    assert_eq!(
        code(f.room.sign_off_shift(f.floor.id, open.id, PIN).unwrap_err()),
        ErrorCode::Room(RoomCode::ShiftStillOpen)
    );
}

#[test]
fn any_print_of_a_closed_shift_after_the_first_is_a_reprint() {
    let f = day();
    let first = f
        .room
        .record_print(f.floor.id, 1, PrintKind::Report)
        .unwrap();
    let again = f
        .room
        .record_print(f.floor.id, 1, PrintKind::Report)
        .unwrap();
    let sheet = f
        .room
        .record_print(f.floor.id, 1, PrintKind::CountSheet)
        .unwrap();
    assert_eq!((first.number, first.reprint), (1, false));
    assert_eq!((again.number, again.reprint), (2, true));
    assert_eq!(
        (sheet.number, sheet.reprint),
        (1, false),
        "the count sheet counts its own prints"
    );
    assert_eq!(f.room.shift_report(f.floor.id, Some(1)).unwrap().prints, 2);
}

#[test]
fn a_correction_in_a_locked_shift_appears_in_the_next_report_as_an_adjustment_and_leaves_the_original_rows()
 {
    let f = day();
    let id = a_paid_collection(&f);
    let before = f.room.shift_report(f.floor.id, Some(1)).unwrap();
    let rows = history_rows(&f);
    // Marking it again is refused: the shift is locked.
    let marked = f
        .room
        .mark_collection(f.floor.id, id, Mark::NotPaid(NotPaidReason::Left));
    assert_eq!(
        code(marked.unwrap_err()),
        ErrorCode::Room(RoomCode::ShiftLocked)
    );
    let adj = f
        .room
        .correct_collection(
            f.floor.id,
            PIN,
            &remark(
                id,
                Mark::NotPaid(NotPaidReason::Left),
                "He had left; wrong seat marked",
            ),
        )
        .unwrap();
    assert_eq!(adj.kind, AdjustmentKind::Collection);
    assert!(
        adj.house_cents < 0 && adj.detail.contains("paid → not paid (left)"),
        "{adj:?}"
    );
    same_rows(
        &history_rows(&f),
        &rows,
        "the collection's row and everything else stay as they were",
    );
    let after = f.room.shift_report(f.floor.id, Some(1)).unwrap();
    assert_eq!(after.adjustments.len(), 1);
    let shown = &after.adjustments[0];
    assert_eq!(
        (
            shown.made_by.as_str(),
            shown.made_at.as_str(),
            shown.reason.as_str()
        ),
        (
            "Maria",
            "2026-11-23T09:05:00Z",
            "He had left; wrong seat marked"
        )
    );
    assert_eq!(after.totals.adjustment_cents, adj.house_cents);
    let mut same = after.totals;
    same.adjustment_cents = 0;
    assert_eq!(
        same, before.totals,
        "the recorded figures are the same; the adjustment is apart"
    );
    let csv = after.to_csv(f.room.clock()).unwrap();
    assert!(
        csv.lines()
            .any(|l| l.starts_with("adjustment,") && l.contains("Maria")),
        "{csv}"
    );
}

#[test]
fn a_second_correction_starts_from_the_first_and_a_correction_that_changes_nothing_is_refused() {
    let f = day();
    let id = a_paid_collection(&f);
    let c = |mark| remark(id, mark, "recount");
    let first = f
        .room
        .correct_collection(f.floor.id, PIN, &c(Mark::NotPaid(NotPaidReason::Comped)))
        .unwrap();
    let same = f
        .room
        .correct_collection(f.floor.id, PIN, &c(Mark::NotPaid(NotPaidReason::Comped)));
    assert_eq!(
        code(same.unwrap_err()),
        ErrorCode::Room(RoomCode::NothingToCorrect)
    );
    let reason = f
        .room
        .correct_collection(f.floor.id, PIN, &c(Mark::NotPaid(NotPaidReason::Left)))
        .unwrap();
    assert_eq!(reason.house_cents, 0, "a reason changed moves no money");
    let back = f
        .room
        .correct_collection(f.floor.id, PIN, &c(Mark::Paid))
        .unwrap();
    assert_eq!(back.house_cents, -first.house_cents);
    let report = f.room.shift_report(f.floor.id, Some(1)).unwrap();
    assert_eq!(report.totals.adjustment_cents, 0);
    assert_eq!(report.adjustments.len(), 3);
}

#[test]
fn a_correction_needs_a_floor_manager_his_pin_and_a_reason() {
    let mut f = day();
    let id = a_paid_collection(&f);
    let dee = f.dealer("Dee Correct");
    f.room.set_pin(f.floor.id, dee.id, "1357").unwrap();
    let rows = history_rows(&f);
    let c = |reason: &str| remark(id, Mark::NotPaid(NotPaidReason::Left), reason);
    assert_eq!(
        code(
            f.room
                .correct_collection(f.floor.id, PIN, &c("   "))
                .unwrap_err()
        ),
        ErrorCode::Room(RoomCode::InvalidInput)
    );
    assert_eq!(
        code(
            f.room
                .correct_collection(f.floor.id, "0000", &c("why"))
                .unwrap_err()
        ),
        ErrorCode::Room(RoomCode::WrongPin)
    );
    assert_eq!(
        code(
            f.room
                .correct_collection(dee.id, "1357", &c("why"))
                .unwrap_err()
        ),
        ErrorCode::Room(RoomCode::NotPermitted)
    );
    same_rows(
        &history_rows(&f),
        &rows,
        "a refused correction changes nothing",
    );
}

/// A shift with a floor manager's PIN, a Low Ball table of three, and its first half hour's
/// three collections due and unmarked.
fn three_due_at_a_lowball_table() -> (Fixture, i64, Vec<cardroom_room::CollectionDto>) {
    let mut f = Fixture::new();
    f.room.set_pin(f.floor.id, f.floor.id, PIN).unwrap();
    f.new_shift();
    let (t, due) = three_due(&mut f, "Low 1", "2026-11-23T18:31:00Z");
    (f, t, due)
}

/// A Low Ball table of three opened now, and its first half hour's three collections recorded
/// at `due_at`: (table, collections).
fn three_due(f: &mut Fixture, name: &str, due_at: &str) -> (i64, Vec<CollectionDto>) {
    let t = f.open(limit_table(name, "lowball", 400, 800)).id;
    three_seated(f, t);
    f.at(due_at);
    (t, record_and_list(&f.room, f.floor.id, Some(t)).unwrap())
}

#[test]
fn an_unmarked_collection_in_an_open_shift_is_marked_not_corrected() {
    let (f, _, due) = three_due_at_a_lowball_table();
    let c = remark(due[0].id.unwrap(), Mark::Paid, "x");
    assert_eq!(
        code(f.room.correct_collection(f.floor.id, PIN, &c).unwrap_err()),
        ErrorCode::Room(RoomCode::NotCorrectable)
    );
}

#[test]
fn a_hand_correction_moves_chips_between_seats_or_with_the_house_and_keeps_the_hand_as_played() {
    let mut f = Fixture::new();
    f.room.set_pin(f.floor.id, f.floor.id, PIN).unwrap();
    f.new_shift();
    let t = crate::hands::holdem(&mut f, false);
    let hand = f.room.start_hand(f.floor.id, t).unwrap().hand_id;
    crate::hands::play(
        &mut f,
        hand,
        vec![Action::Fold { seat: 1 }, Action::Fold { seat: 2 }],
    );
    let stacks = |f: &Fixture| {
        f.room
            .seats(t)
            .unwrap()
            .iter()
            .map(|s| s.stack_cents)
            .collect::<Vec<_>>()
    };
    let before = stacks(&f);
    let played = f.room.hand(hand).unwrap();
    let c = |from, to, amount_cents| moving(hand, from, to, amount_cents);
    let moved = f
        .room
        .correct_hand(f.floor.id, PIN, &c(Some(3), Some(1), 150))
        .unwrap();
    assert_eq!(moved.house_cents, 0);
    assert_eq!(
        stacks(&f),
        vec![before[0] + 150, before[1], before[2] - 150]
    );
    let drop = f
        .room
        .correct_hand(f.floor.id, PIN, &c(None, Some(2), 100))
        .unwrap();
    assert_eq!(
        drop.house_cents, -100,
        "the house gives back a drop taken twice"
    );
    assert_eq!(
        stacks(&f),
        vec![before[0] + 150, before[1] + 100, before[2] - 150]
    );
    // More than a seat holds, the same seat twice, a seat nobody sat in: refused.
    for (bad, expect) in [
        (c(Some(1), Some(2), 1_000_000), RoomCode::NotCorrectable),
        (c(Some(1), Some(1), 100), RoomCode::InvalidInput),
        (c(Some(7), Some(1), 100), RoomCode::InvalidInput),
        (c(None, None, 100), RoomCode::InvalidInput),
        (c(Some(1), Some(2), 0), RoomCode::InvalidInput),
    ] {
        assert_eq!(
            code(f.room.correct_hand(f.floor.id, PIN, &bad).unwrap_err()),
            ErrorCode::Room(expect),
            "{bad:?}"
        );
    }
    f.at("2026-11-23T18:30:00Z");
    let history = f.room.hand_history(f.floor.id, hand).unwrap();
    assert_eq!(history.adjustments.len(), 2);
    assert_eq!(history.summary.adjustments, 2);
    assert_eq!(
        history.steps.last().unwrap().log,
        played.log,
        "the hand's log stays as played"
    );
    let report = f.room.shift_report(f.floor.id, None).unwrap();
    assert_eq!(report.totals.adjustment_cents, -100);
}

#[test]
fn a_hand_still_being_played_is_undone_at_the_table_not_corrected() {
    let mut f = Fixture::new();
    f.room.set_pin(f.floor.id, f.floor.id, PIN).unwrap();
    let t = crate::hands::holdem(&mut f, false);
    let hand = f.room.start_hand(f.floor.id, t).unwrap().hand_id;
    let c = moving(hand, Some(1), Some(2), 100);
    assert_eq!(
        code(f.room.correct_hand(f.floor.id, PIN, &c).unwrap_err()),
        ErrorCode::Room(RoomCode::NotCorrectable)
    );
}

#[test]
fn a_report_filters_by_table_game_and_dealer_and_the_parts_add_up_to_the_whole() {
    let f = day();
    let whole = f.room.shift_report(f.floor.id, Some(1)).unwrap();
    let by = |r: ReportRequest| f.room.report(f.floor.id, &r, &mut |_| true).unwrap();
    let mut sum = 0;
    for g in &whole.by_table {
        let table = whole
            .lines
            .iter()
            .find(|l| l.table == g.key)
            .unwrap()
            .table_id;
        let one = by(ReportRequest {
            table_id: Some(table),
            ..ReportRequest::shift(Some(1))
        });
        assert_eq!(one.totals, g.figures, "{}", g.key);
        assert!(one.lines.iter().all(|l| l.table_id == table));
        sum += one.totals.due_cents;
    }
    assert_eq!(sum, whole.totals.due_cents);
    let lowball = by(ReportRequest {
        game: Some(GameCode::Lowball),
        ..ReportRequest::shift(Some(1))
    });
    assert!(
        !lowball.lines.is_empty() && lowball.lines.iter().all(|l| l.game == "Low Ball"),
        "{:?}",
        lowball.by_game
    );
    let staff = f.room.list_staff().unwrap();
    let dealer = staff
        .iter()
        .find(|s| s.role == Role::Dealer && whole.by_dealer.iter().any(|g| g.key == s.name))
        .unwrap();
    let his = by(ReportRequest {
        dealer_id: Some(dealer.id),
        ..ReportRequest::shift(Some(1))
    });
    assert_eq!(
        his.totals,
        whole
            .by_dealer
            .iter()
            .find(|g| g.key == dealer.name)
            .unwrap()
            .figures
    );
}

#[test]
fn a_range_report_covers_both_shifts_reads_in_parts_and_can_be_cancelled() {
    let f = day();
    let range = ReportRequest {
        from: Some("2026-11-01T00:00:00Z".into()),
        to: Some("2026-11-24T00:00:00Z".into()),
        ..ReportRequest::default()
    };
    let mut seen = Vec::new();
    let r = f
        .room
        .report(f.floor.id, &range, &mut |p| {
            seen.push((p.done, p.total));
            true
        })
        .unwrap();
    assert_eq!(seen.last(), Some(&(4, 4)), "23 days in parts of a week");
    assert!(r.shift.is_none());
    let (s1, s2) = (
        f.room.shift_report(f.floor.id, Some(1)).unwrap(),
        f.room.shift_report(f.floor.id, Some(2)).unwrap(),
    );
    assert!(r.totals.collected_cents >= s1.totals.collected_cents + s2.totals.collected_cents);
    let both = ReportRequest {
        from: Some(s1.from.clone()),
        to: Some(s2.to.clone()),
        ..ReportRequest::default()
    };
    let both = f.room.report(f.floor.id, &both, &mut |_| true).unwrap();
    assert_eq!(
        s1.to, s2.from,
        "the night shift takes over from the day shift"
    );
    assert_eq!(
        both.totals.collected_cents,
        s1.totals.collected_cents + s2.totals.collected_cents
    );
    assert_eq!(
        both.totals.drop_cents,
        s1.totals.drop_cents + s2.totals.drop_cents
    );
    let mut calls = 0;
    let stopped = f.room.report(f.floor.id, &range, &mut |_| {
        calls += 1;
        false
    });
    assert_eq!(
        code(stopped.unwrap_err()),
        ErrorCode::Room(RoomCode::Cancelled)
    );
    assert_eq!(calls, 1, "it stops at the first part");
    let backwards = ReportRequest {
        from: range.to.clone(),
        to: range.from.clone(),
        ..ReportRequest::default()
    };
    assert_eq!(
        code(
            f.room
                .report(f.floor.id, &backwards, &mut |_| true)
                .unwrap_err()
        ),
        ErrorCode::Room(RoomCode::InvalidInput)
    );
}

#[test]
fn the_count_sheet_lists_each_tables_box_from_the_reports_figures() {
    let f = day();
    let report = f.room.shift_report(f.floor.id, Some(1)).unwrap();
    let sheet = f
        .room
        .count_sheet(
            f.floor.id,
            Some(1),
            &["Ann Count".into(), " ".into(), "Bo Tally".into()],
        )
        .unwrap();
    assert_eq!(sheet.counters, vec!["Ann Count", "Bo Tally"]);
    assert_eq!(sheet.box_count as usize, report.by_table.len());
    assert_eq!(
        sheet.total_cents,
        report.totals.house_cents + report.totals.adjustment_cents
    );
    for b in &sheet.boxes {
        let g = report.by_table.iter().find(|g| g.key == b.table).unwrap();
        assert_eq!(
            b.amount_cents,
            g.figures.house_cents + g.figures.adjustment_cents
        );
        assert_eq!(
            b.drops_cents + b.time_cents + b.adjustment_cents,
            b.amount_cents
        );
    }
    let csv = sheet.to_csv(f.room.clock()).unwrap();
    assert!(csv.contains("counters,Ann Count; Bo Tally"), "{csv}");
    assert!(
        csv.lines()
            .any(|l| l == format!("boxes,{}", sheet.box_count)),
        "{csv}"
    );
}

#[test]
fn the_reports_sums_kept_as_the_room_writes_always_equal_a_recount_of_the_rows() {
    // A seeded day (collections recorded and marked, drops, boxes, hands, corrections), then
    // an open shift's collections recorded and marked one by one.
    let mut f = day();
    let id = a_paid_collection(&f);
    f.room
        .correct_collection(
            f.floor.id,
            PIN,
            &remark(id, Mark::NotPaid(NotPaidReason::Left), "x"),
        )
        .unwrap();
    f.at("2026-11-23T10:00:00Z");
    f.new_shift();
    let (_, due) = three_due(&mut f, "Low 9", "2026-11-23T10:31:00Z");
    f.room
        .mark_collection(f.floor.id, &due[0], Mark::Paid)
        .unwrap();
    f.room
        .mark_collection(
            f.floor.id,
            &due[1],
            Mark::NotPaid(NotPaidReason::SittingOut),
        )
        .unwrap();
    assert_eq!(f.room.check_room().unwrap(), Vec::<String>::new());
    // The same report read from the kept sums and from the rows alone: a range whose edges
    // fall inside half hours reads its edges from the rows.
    let by = |from: &str, to: &str| {
        let r = ReportRequest {
            from: Some(from.into()),
            to: Some(to.into()),
            ..ReportRequest::default()
        };
        f.room.report(f.floor.id, &r, &mut |_| true).unwrap().totals
    };
    let whole = by("2026-11-22T12:00:00Z", "2026-11-23T00:00:00Z");
    let mut parts = by("2026-11-22T12:00:00Z", "2026-11-22T17:47:00Z");
    let rest = by("2026-11-22T17:47:00Z", "2026-11-23T00:00:00Z");
    for (total, more) in [
        (&mut parts.due_cents, rest.due_cents),
        (&mut parts.collected_cents, rest.collected_cents),
        (&mut parts.drop_cents, rest.drop_cents),
        (&mut parts.banked_cents, rest.banked_cents),
        (&mut parts.hands_dealt, rest.hands_dealt),
        (&mut parts.unmarked_cents, rest.unmarked_cents),
    ] {
        *total += more;
    }
    assert_eq!(
        (
            parts.due_cents,
            parts.collected_cents,
            parts.drop_cents,
            parts.banked_cents,
            parts.hands_dealt,
            parts.unmarked_cents
        ),
        (
            whole.due_cents,
            whole.collected_cents,
            whole.drop_cents,
            whole.banked_cents,
            whole.hands_dealt,
            whole.unmarked_cents
        ),
        "a range cut at 17:47 adds up to the whole"
    );
}

#[test]
fn a_collection_left_unmarked_at_close_and_corrected_is_no_longer_to_mark_on_the_board() {
    let (f, t, due) = three_due_at_a_lowball_table();
    assert_eq!(due.len(), 3);
    f.room.close_table(f.floor.id, t).unwrap();
    f.room.close_shift(f.floor.id).unwrap();
    let to_mark = |f: &Fixture| f.room.floor_board().unwrap().unmarked_collections;
    assert_eq!(to_mark(&f), 3, "left unmarked when the shift closed");
    for c in &due {
        let c = remark(c.id.unwrap(), Mark::Paid, "the dealer's sheet says paid");
        f.room.correct_collection(f.floor.id, PIN, &c).unwrap();
    }
    assert_eq!(
        to_mark(&f),
        0,
        "the header no longer counts what the corrections marked"
    );
    assert_eq!(f.room.collections_due(f.floor.id, None).unwrap(), []);
}
