//! Every chip on the felt is in the room: buy-ins inside the table's limits, add-ons (after
//! the hand a player is in), time paid from stacks or in cash, cash-outs, moves, the floor's
//! count corrections, each table's chips accounted per shift, and no money outside a shift.

use cardroom_engine::Action;
use cardroom_room::{AddChips, ChipAccount, CorrectChips, Entry, Mark, NotPaidReason, SeatPlayer};

use crate::hands::play;
use crate::support::{Fixture, PIN, limit_table, record_and_list, three_seated};

/// A Low Ball 4/8 table (time collected, 4.00 every half hour) with Ann, Bob and Cy seated
/// with 100.00 each and the button drawn.
fn low_ball(f: &mut Fixture) -> i64 {
    let t = f.open(limit_table("Table 1", "lowball", 400, 800)).id;
    three_seated(f, t);
    t
}

fn stacks(f: &Fixture, table: i64) -> Vec<i64> {
    f.room
        .seats(table)
        .unwrap()
        .iter()
        .map(|s| s.stack_cents)
        .collect()
}

/// The stacks a hand started with, by seat.
/// The stacks a hand was dealt with (the forced bets already posted come back on top).
fn hand_stacks(view: &cardroom_room::HandView) -> Vec<i64> {
    view.pot()
        .unwrap()
        .seats
        .iter()
        .map(|s| s.stack + s.committed)
        .collect()
}

fn add(f: &Fixture, actor: i64, table: i64, seat: i64, cents: i64) -> cardroom_room::SeatChips {
    f.room
        .add_chips(
            actor,
            &AddChips {
                table_id: table,
                seat_no: seat,
                amount_cents: cents,
                cash: false,
            },
        )
        .unwrap()
}

fn chips_of(f: &Fixture, table: i64) -> ChipAccount {
    let report = f.room.shift_report(f.floor.id, None).unwrap();
    report
        .chips
        .into_iter()
        .find(|c| c.table_id == table)
        .unwrap()
}

fn mark_all(f: &Fixture, table: i64, mark: Mark) -> Vec<cardroom_room::CollectionDto> {
    record_and_list(&f.room, f.floor.id, Some(table))
        .unwrap()
        .into_iter()
        .map(|c| f.room.mark_collection(f.floor.id, &c, mark).unwrap())
        .collect()
}

#[test]
fn time_marked_paid_comes_off_the_stacks_and_the_next_hand_starts_with_what_the_felt_has() {
    let mut f = Fixture::new();
    let t = low_ball(&mut f);
    f.at("2026-11-23T18:30:00Z");
    let marked = mark_all(&f, t, Mark::Paid);
    assert_eq!(marked.len(), 3);
    assert!(marked.iter().all(|c| c.stack_after_cents == Some(9_600)));
    assert_eq!(stacks(&f, t), vec![9_600; 3]);
    let hand = f.room.start_hand(f.floor.id, t).unwrap();
    assert_eq!(hand_stacks(&hand), vec![9_600; 3]);
}

#[test]
fn an_add_on_between_hands_is_on_the_stack_for_the_next_hand() {
    let mut f = Fixture::new();
    let t = low_ball(&mut f);
    f.at("2026-11-23T18:30:00Z");
    mark_all(&f, t, Mark::Paid);
    let chips = add(&f, f.floor.id, t, 1, 5_000);
    assert!(!chips.after_this_hand);
    assert_eq!(chips.seat.stack_cents, 14_600);
    let hand = f.room.start_hand(f.floor.id, t).unwrap();
    assert_eq!(hand_stacks(&hand), vec![14_600, 9_600, 9_600]);
}

#[test]
fn an_add_on_during_a_hand_he_is_in_plays_only_from_the_next_hand() {
    let mut f = Fixture::new();
    let t = low_ball(&mut f);
    let dee = f.push_dealer(t, "Dee");
    let hand = f.room.start_hand(dee.id, t).unwrap();
    // The dealer records it at his own table: the chips wait, table stakes.
    let chips = add(&f, dee.id, t, 2, 5_000);
    assert!(chips.after_this_hand);
    assert_eq!(chips.seat.stack_cents, 10_000);
    assert_eq!(chips.seat.pending_add_on_cents, 5_000);
    let seats = f.room.seats(t).unwrap();
    assert_eq!(seats[1].pending_add_on_cents, 5_000);
    // Everyone folds to the big blind (Cy, seat 3): Bob's add-on lands when it settles.
    let done = play(
        &mut f,
        hand.hand_id,
        vec![Action::Fold { seat: 1 }, Action::Fold { seat: 2 }],
    );
    assert!(done.finished);
    let bob = done.pot().unwrap().settlement.clone().unwrap().seats[1].final_stack;
    let seats = f.room.seats(t).unwrap();
    assert_eq!(seats[1].stack_cents, bob + 5_000);
    assert_eq!(seats[1].pending_add_on_cents, 0);
    assert_eq!(chips_of(&f, t).added_on_cents, 5_000);
}

#[test]
fn an_add_on_waiting_for_a_voided_hand_lands_when_it_is_voided() {
    let mut f = Fixture::new();
    let t = low_ball(&mut f);
    let hand = f.room.start_hand(f.floor.id, t).unwrap();
    add(&f, f.floor.id, t, 1, 2_000);
    f.room
        .void_hand(
            f.floor.id,
            hand.hand_id,
            hand.seq,
            cardroom_room::VoidReason::Misdeal,
        )
        .unwrap();
    assert_eq!(stacks(&f, t), vec![12_000, 10_000, 10_000]);
}

#[test]
fn the_tables_maximum_applies_to_the_stack_after_the_add_on() {
    let mut f = Fixture::new();
    let mut req = limit_table("Table 1", "lowball", 400, 800);
    req.max_buy_in_cents = Some(15_000);
    let t = f.open(req).id;
    three_seated(&mut f, t);
    let err = f
        .room
        .add_chips(
            f.floor.id,
            &AddChips {
                table_id: t,
                seat_no: 1,
                amount_cents: 5_100,
                cash: false,
            },
        )
        .unwrap_err();
    assert_eq!(err.code(), "buy_in_out_of_range");
    assert_eq!(add(&f, f.floor.id, t, 1, 5_000).seat.stack_cents, 15_000);
}

fn seat_req(table: i64, seat: i64, cents: i64) -> SeatPlayer {
    SeatPlayer {
        table_id: table,
        seat_no: seat,
        player_name: "Dot".into(),
        player_number: None,
        stack_cents: cents,
        entry: Entry::WaitForBigBlind,
        cash: false,
        not_excluded: None,
    }
}

#[test]
fn a_buy_in_is_refused_outside_the_tables_limits_unless_the_floor_gives_a_reason() {
    let mut f = Fixture::new();
    // No-limit 1/2: 20 to 100 big blinds, 40.00 to 200.00.
    let mut req = limit_table("Table 1", "holdem", 200, 400);
    req.betting = cardroom_room::Betting::NoLimit;
    req.small_blind_cents = 100;
    req.big_blind_cents = 200;
    req.rate_cents = Some(300);
    let t = f.open(req).id;
    let before = f.snapshot();
    for cents in [0, 3_900, 20_100] {
        let err = f
            .room
            .seat_player(f.floor.id, &seat_req(t, 1, cents))
            .unwrap_err();
        assert_eq!(err.code(), "buy_in_out_of_range", "{cents}");
    }
    assert_eq!(f.snapshot(), before, "a refused buy-in changes nothing");
    f.room
        .seat_player(f.floor.id, &seat_req(t, 1, 4_000))
        .unwrap();
    // Outside the limits: the floor seats him with a reason, recorded with his buy-in.
    f.room
        .seat_player_outside_buy_in(f.floor.id, &seat_req(t, 2, 30_000), Some("house regular"))
        .unwrap();
    let reason =
        f.query("SELECT reason FROM chip_moves WHERE kind = 'buy_in' AND amount_cents = 30000");
    assert_eq!(reason, vec![vec!["house regular".to_string()]]);
    // Never with nothing, reason or not.
    let err = f
        .room
        .seat_player_outside_buy_in(f.floor.id, &seat_req(t, 3, 0), Some("broke"))
        .unwrap_err();
    assert_eq!(err.code(), "buy_in_out_of_range");
}

#[test]
fn only_a_floor_manager_seats_outside_the_buy_in() {
    let mut f = Fixture::new();
    let t = f.open(limit_table("Table 1", "lowball", 400, 800)).id;
    let dee = f.push_dealer(t, "Dee");
    // A dealer seats no one (the floor's work), outside the limits or not.
    let err = f
        .room
        .seat_player_outside_buy_in(dee.id, &seat_req(t, 1, 1_000), Some("friend"))
        .unwrap_err();
    assert_eq!(err.code(), "not_permitted");
}

#[test]
fn time_paid_in_cash_leaves_the_stack_and_a_stack_that_cannot_cover_it_is_marked_not_paid() {
    let mut f = Fixture::new();
    let t = low_ball(&mut f);
    // Cy has 2.00 left after a correction: the 4.00 collection cannot come from his stack.
    f.room.set_pin(f.floor.id, f.floor.id, PIN).unwrap();
    f.room
        .correct_chips(
            f.floor.id,
            &CorrectChips {
                table_id: t,
                seat_no: 3,
                stack_cents: 200,
                reason: "counted 2.00".into(),
            },
            PIN,
        )
        .unwrap();
    f.at("2026-11-23T18:30:00Z");
    let due = record_and_list(&f.room, f.floor.id, Some(t)).unwrap();
    let ann = f
        .room
        .mark_collection(f.floor.id, &due[0], Mark::PaidInCash)
        .unwrap();
    assert_eq!(ann.stack_after_cents, None);
    let bob = f
        .room
        .mark_collection(f.floor.id, &due[1], Mark::Paid)
        .unwrap();
    assert_eq!(bob.stack_after_cents, Some(9_600));
    let cy = f
        .room
        .mark_collection(f.floor.id, &due[2], Mark::Paid)
        .unwrap();
    assert_eq!(cy.reason, Some(NotPaidReason::CannotCover));
    assert_eq!(stacks(&f, t), vec![10_000, 9_600, 200]);
    f.at("2026-11-23T18:31:00Z");
    let report = f.room.shift_report(f.floor.id, None).unwrap();
    assert_eq!(report.totals.cannot_cover_cents, 400);
    assert_eq!(report.totals.collected_cents, 800);
    let chips = chips_of(&f, t);
    assert_eq!(chips.time_from_stacks_cents, 400);
    assert_eq!(chips.difference_cents, 0);
    // The accountants' CSV carries the same identity, table by table and for the room.
    let csv = report.to_csv(f.room.clock()).unwrap();
    assert!(
        csv.contains("\nchips,Table 1,0.00,300.00,0.00,0.00,0.00,0.00,0.00,4.00,0.00,0.00,0.00,-98.00,198.00,0.00,0.00\n"),
        "{csv}"
    );
    assert!(csv.contains("\nchips,The room,"), "{csv}");
}

#[test]
fn time_is_not_taken_from_a_stack_in_the_hand_being_dealt() {
    let mut f = Fixture::new();
    let t = low_ball(&mut f);
    f.room.start_hand(f.floor.id, t).unwrap();
    f.at("2026-11-23T18:30:00Z");
    let due = record_and_list(&f.room, f.floor.id, Some(t)).unwrap();
    let before = f.snapshot();
    let err = f
        .room
        .mark_collection(f.floor.id, &due[0], Mark::Paid)
        .unwrap_err();
    assert_eq!(err.code(), "collect_after_hand");
    assert_eq!(f.snapshot(), before);
    f.room
        .mark_collection(f.floor.id, &due[0], Mark::PaidInCash)
        .unwrap();
}

#[test]
fn leaving_cashes_out_the_stack_and_a_move_carries_it() {
    let mut f = Fixture::new();
    let t = low_ball(&mut f);
    let other = f.open(limit_table("Table 2", "lowball", 400, 800)).id;
    f.room.unseat_player(f.floor.id, t, 1).unwrap();
    f.room.move_player(f.floor.id, t, 2, other, 5).unwrap();
    let one = chips_of(&f, t);
    assert_eq!(
        (
            one.bought_in_cents,
            one.cashed_out_cents,
            one.moved_out_cents,
            one.in_play_cents
        ),
        (30_000, 10_000, 10_000, 10_000)
    );
    assert_eq!(one.difference_cents, 0);
    let two = chips_of(&f, other);
    assert_eq!((two.moved_in_cents, two.in_play_cents), (10_000, 10_000));
    // A seat picked up after sitting out past the limit is cashed out too.
    f.room.set_sitting_out(f.floor.id, t, 3, true).unwrap();
    f.at("2026-11-23T19:30:00Z");
    f.room.pick_up_seat(f.floor.id, t, 3).unwrap();
    let one = chips_of(&f, t);
    assert_eq!((one.cashed_out_cents, one.in_play_cents), (20_000, 0));
}

#[test]
fn a_count_correction_is_appended_with_its_reason_and_the_floor_managers_pin() {
    let mut f = Fixture::new();
    let t = low_ball(&mut f);
    f.room.set_pin(f.floor.id, f.floor.id, PIN).unwrap();
    let dee = f.dealer("Dee");
    let counted = CorrectChips {
        table_id: t,
        seat_no: 1,
        stack_cents: 9_500,
        reason: "counted 95.00 at the table".into(),
    };
    assert_eq!(
        f.room
            .correct_chips(dee.id, &counted, PIN)
            .unwrap_err()
            .code(),
        "no_pin",
        "a dealer confirms nothing with a PIN of his own: the floor corrects a count"
    );
    let done = f.room.correct_chips(f.floor.id, &counted, PIN).unwrap();
    assert_eq!(done.seat.stack_cents, 9_500);
    let chips = chips_of(&f, t);
    assert_eq!((chips.corrections_cents, chips.difference_cents), (-500, 0));
    assert_eq!(
        f.query("SELECT kind, amount_cents, reason FROM chip_moves WHERE kind = 'correction'"),
        vec![vec![
            "correction".to_string(),
            "-500".into(),
            "counted 95.00 at the table".into()
        ]]
    );
    let kinds: Vec<String> = f.audit_entries().into_iter().map(|e| e.0).collect();
    assert!(kinds.contains(&"correct_chips".to_string()), "{kinds:?}");
    // The same count again changes nothing and says so.
    assert_eq!(
        f.room
            .correct_chips(f.floor.id, &counted, PIN)
            .unwrap_err()
            .code(),
        "nothing_to_correct"
    );
}

#[test]
fn with_no_shift_open_no_money_moves() {
    let mut f = Fixture::new();
    let t = low_ball(&mut f);
    f.at("2026-11-23T18:30:00Z");
    record_and_list(&f.room, f.floor.id, Some(t)).unwrap();
    f.room.close_shift(f.floor.id).unwrap();
    let before = f.snapshot();
    let due = f.room.collections_due(f.floor.id, Some(t)).unwrap();
    let refusals = [
        f.room
            .seat_player(f.floor.id, &seat_req(t, 5, 10_000))
            .map(|_| ()),
        f.room
            .add_chips(
                f.floor.id,
                &AddChips {
                    table_id: t,
                    seat_no: 1,
                    amount_cents: 1_000,
                    cash: false,
                },
            )
            .map(|_| ()),
        f.room.start_hand(f.floor.id, t).map(|_| ()),
        f.room
            .mark_collection(f.floor.id, &due[0], Mark::Paid)
            .map(|_| ()),
        f.room.unseat_player(f.floor.id, t, 1).map(|_| ()),
    ];
    for r in refusals {
        let err = r.unwrap_err();
        crate::support::assert_refusal(&err, "no_open_shift", "no shift is open");
    }
    assert_eq!(f.snapshot(), before);
}

#[test]
fn a_hand_in_progress_at_a_close_takes_no_entry_until_the_next_shift_opens() {
    let mut f = Fixture::new();
    let t = low_ball(&mut f);
    let hand = f.room.start_hand(f.floor.id, t).unwrap();
    f.room.close_shift(f.floor.id).unwrap();
    let fold = Action::Fold {
        seat: crate::support::first_to_act(&hand),
    };
    let err = f
        .room
        .act(f.floor.id, hand.hand_id, fold.clone())
        .unwrap_err();
    assert_eq!(err.code(), "no_open_shift");
    f.room.open_shift(f.floor.id).unwrap();
    f.room.act(f.floor.id, hand.hand_id, fold).unwrap();
}

#[test]
fn a_hand_over_with_tables_running_leaves_nothing_between_the_two_shifts() {
    let mut f = Fixture::new();
    let t = low_ball(&mut f);
    let sam = f
        .room
        .add_staff(Some(f.floor.id), "Sam", cardroom_room::Role::Floor)
        .unwrap();
    let hand = f.room.start_hand(f.floor.id, t).unwrap();
    add(&f, f.floor.id, t, 1, 1_000);
    f.at("2026-11-23T18:45:00Z");
    let next = f.room.hand_over_shift(sam.id).unwrap();
    assert_eq!(next.opened_at, "2026-11-23T18:45:00Z");
    let shifts = f.room.shift_list(f.floor.id).unwrap();
    assert_eq!(shifts[1].closed_at.as_deref(), Some("2026-11-23T18:45:00Z"));
    // The hand in progress goes on in the next shift, the add-on lands when it ends.
    f.at("2026-11-23T18:50:00Z");
    let done = play(
        &mut f,
        hand.hand_id,
        vec![Action::Fold { seat: 1 }, Action::Fold { seat: 2 }],
    );
    assert!(done.finished);
    mark_all(&f, t, Mark::Paid);
    // The first shift ends with what the second opens with, and both balance.
    let first = f.room.shift_report(f.floor.id, Some(shifts[1].id)).unwrap();
    let second = f.room.shift_report(f.floor.id, Some(next.id)).unwrap();
    let (a, b) = (first.chips.last().unwrap(), second.chips.last().unwrap());
    assert_eq!(a.in_play_cents, b.opening_cents);
    assert_eq!((a.difference_cents, b.difference_cents), (0, 0));
    assert_eq!(b.in_play_cents, stacks(&f, t).iter().sum::<i64>());
    assert_eq!(f.room.verify_room().unwrap(), Vec::<String>::new());
}

#[test]
fn db_verify_finds_a_stack_changed_outside_the_room() {
    let mut f = Fixture::new();
    let t = low_ball(&mut f);
    assert_eq!(f.room.verify_room().unwrap(), Vec::<String>::new());
    f.exec(&format!(
        "UPDATE seatings SET stack_cents = 20000 WHERE table_id = {t} AND seat_no = 2 AND left_at IS NULL"
    ))
    .unwrap();
    let found = f.room.verify_room().unwrap();
    assert!(
        found.iter().any(|p| p.contains("Bob's stack")
            && p.contains("$200.00")
            && p.contains("the chip ledger makes it $100.00")),
        "{found:?}"
    );
    // The report shows the table in red: its identity no longer holds.
    assert_eq!(chips_of(&f, t).difference_cents, -10_000);
}
