//! The dealer's console: what it reads in one go, a misdeal or a voided hand (recorded, every
//! chip back, the button where it was), and the time collection in one tap.

use cardroom_engine::{Action, dealer_step_unentered};
use cardroom_room::{ErrorCode, HandStart, NotPaidReason, RoomCode, SeatException, VoidReason};

use crate::support::{Fixture, dealt_table, limit_table};

fn code(e: &cardroom_room::RoomError) -> ErrorCode {
    e.code()
}

/// A room with a $2/$4 Hold'em table, Ann, Bob and Cy, the button on seat 1, and a dealer
/// pushed: (room, table, dealer).
fn holdem() -> (Fixture, i64, i64) {
    let mut f = Fixture::new();
    let (table, dee) = dealt_table(&mut f, limit_table("Table 1", "holdem", 200, 400));
    (f, table, dee)
}

/// Logs the dealer's steps with the cards not entered until a seat is to act.
fn deal(f: &Fixture, actor: i64, hand: i64) {
    loop {
        let view = f.room.hand(hand).unwrap();
        match dealer_step_unentered(&view.pot().unwrap().legal) {
            Some(step) => f.room.act(actor, hand, step).unwrap(),
            None => return,
        };
    }
}

#[test]
fn a_misdeal_is_recorded_returns_every_chip_and_deals_again_with_the_same_button() {
    let (f, table, dee) = holdem();
    let stacks_before = f.stacks(table);
    let first = f.room.start_hand(dee, table).unwrap();
    deal(&f, dee, first.hand_id);
    let blinds_of = |view: &cardroom_room::HandView| -> Vec<(u8, i64)> {
        view.pot()
            .unwrap()
            .seats
            .iter()
            .map(|s| (s.seat, s.committed))
            .collect()
    };
    let dealt_blinds = blinds_of(&f.room.hand(first.hand_id).unwrap());
    let seq = f.room.hand(first.hand_id).unwrap().seq;

    let voided = f
        .room
        .void_hand(dee, first.hand_id, seq, VoidReason::Misdeal)
        .unwrap();

    assert!(voided.finished);
    assert_eq!(voided.voided, Some(VoidReason::Misdeal));
    assert_eq!(voided.waiting_for.words, "the hand is void (misdeal)");
    assert_eq!(f.stacks(table), stacks_before, "no one won or paid");
    assert!(
        f.snapshot().contains("void"),
        "the void is an entry in the hand's log"
    );
    assert_eq!(
        f.room.check_room().unwrap(),
        Vec::<String>::new(),
        "db check passes"
    );
    // Dealt again: the button where it was, the same blinds, a new hand number.
    let again = f.room.start_hand(dee, table).unwrap();
    assert_eq!(again.button_seat, first.button_seat);
    assert_eq!(again.number, first.number + 1);
    deal(&f, dee, again.hand_id);
    assert_eq!(
        blinds_of(&f.room.hand(again.hand_id).unwrap()),
        dealt_blinds
    );
}

#[test]
fn a_voided_hand_takes_no_more_entries() {
    let (f, table, dee) = holdem();
    let hand = f.room.start_hand(dee, table).unwrap();
    let (id, seq) = (hand.hand_id, hand.seq);
    f.room.void_hand(dee, id, seq, VoidReason::Misdeal).unwrap();
    let before = f.snapshot();
    let act = f.room.act(dee, id, Action::PostForcedBets).unwrap_err();
    assert_eq!(code(&act), ErrorCode::Room(RoomCode::HandFinished));
    let again = f
        .room
        .void_hand(dee, id, seq + 1, VoidReason::Misdeal)
        .unwrap_err();
    assert_eq!(code(&again), ErrorCode::Room(RoomCode::HandFinished));
    assert_eq!(f.snapshot(), before);
}

#[test]
fn only_a_floor_manager_rules_a_hand_void() {
    let (f, table, dee) = holdem();
    let hand = f.room.start_hand(dee, table).unwrap();
    let (id, seq) = (hand.hand_id, hand.seq);
    let before = f.snapshot();
    let ruling = VoidReason::FloorRuling;
    let e = f.room.void_hand(dee, id, seq, ruling).unwrap_err();
    assert_eq!(code(&e), ErrorCode::Room(RoomCode::NotPermitted));
    assert_eq!(f.snapshot(), before);
    assert_eq!(f.audit_entries().last().unwrap().1, "refused");
    let ruled = f.room.void_hand(f.floor.id, id, seq, ruling).unwrap();
    assert_eq!(ruled.voided, Some(VoidReason::FloorRuling));
}

#[test]
fn a_void_meant_for_an_earlier_state_of_the_hand_changes_nothing() {
    let (f, table, dee) = holdem();
    let hand = f.room.start_hand(dee, table).unwrap();
    f.room
        .act(
            dee,
            hand.hand_id,
            Action::Fold {
                seat: crate::support::first_to_act(&hand),
            },
        )
        .unwrap();
    let before = f.snapshot();
    let (id, seq) = (hand.hand_id, hand.seq);
    let e = f
        .room
        .void_hand(dee, id, seq, VoidReason::Misdeal)
        .unwrap_err();
    assert_eq!(code(&e), ErrorCode::Room(RoomCode::HandChanged));
    assert_eq!(f.snapshot(), before);
}

#[test]
fn the_console_names_what_undo_takes_back_and_keeps_the_result_up_after_the_hand() {
    let (f, table, dee) = holdem();
    let console = f.room.dealer_console(dee, table).unwrap();
    assert!(
        console.hand.is_none() && console.undo.is_none(),
        "no hand yet"
    );
    let hand = f.room.start_hand(dee, table).unwrap().hand_id;
    deal(&f, dee, hand);
    f.room
        .act(dee, hand, Action::BetOrRaise { seat: 1, to: 400 })
        .unwrap();
    let console = f.room.dealer_console(dee, table).unwrap();
    assert_eq!(console.undo.as_deref(), Some("Seat 1 raises to 4.00"));
    assert_eq!(
        console.hand.as_ref().unwrap().log.last(),
        console.undo.as_ref()
    );
    f.room.act(dee, hand, Action::Fold { seat: 2 }).unwrap();
    f.room.act(dee, hand, Action::Fold { seat: 3 }).unwrap();
    deal(&f, dee, hand);
    let console = f.room.dealer_console(dee, table).unwrap();
    let shown = console.hand.unwrap();
    assert!(
        shown.finished,
        "the finished hand stays up until the next one"
    );
    assert!(shown.pot().unwrap().settlement.is_some());
    assert!(
        console.undo.is_none(),
        "a finished hand is corrected by the floor, not undone"
    );
}

#[test]
fn the_console_offers_bet_presets_within_the_seats_range() {
    let (f, table, dee) = holdem();
    let hand = f.room.start_hand(dee, table).unwrap().hand_id;
    deal(&f, dee, hand);
    let sizes = f.room.dealer_console(dee, table).unwrap().sizes.unwrap();
    // Fixed limit pre-flop: the one raise there is, to 4.00.
    assert_eq!(
        (sizes.min_to, sizes.half_pot_to, sizes.pot_to, sizes.max_to),
        (400, 400, 400, 400)
    );
}

#[test]
fn a_dealer_sees_only_the_console_of_the_table_he_deals() {
    let (mut f, _, dee) = holdem();
    let other = f.open(limit_table("Table 2", "holdem", 200, 400)).id;
    let e = f.room.dealer_console(dee, other).unwrap_err();
    assert_eq!(code(&e), ErrorCode::Room(RoomCode::NotYourTable));
    assert!(
        f.room.dealer_console(f.floor.id, other).is_ok(),
        "the floor sees every table"
    );
}

/// A $4/$8 Low Ball table (time collection every 30 minutes) with Ann, Bob and Cy.
fn lowball(f: &mut Fixture) -> (i64, i64) {
    dealt_table(f, limit_table("Table 3", "lowball", 400, 800))
}

/// The Low Ball table in an open shift, its first collection fallen due (18:30).
fn collection_due() -> (Fixture, i64, i64) {
    let mut f = Fixture::new();
    f.new_shift();
    let (table, dee) = lowball(&mut f);
    f.at("2026-11-23T18:31:00Z");
    (f, table, dee)
}

#[test]
fn the_time_collection_is_taken_in_one_tap_with_exceptions_by_seat() {
    let (f, table, dee) = collection_due();
    let due = f.room.dealer_console(dee, table).unwrap().collection;
    assert_eq!(
        due.iter().map(|d| d.seat_no).collect::<Vec<_>>(),
        vec![1, 2, 3],
        "due before it is recorded"
    );
    let amount = due[0].amount_cents;
    let exceptions = [SeatException {
        seat_no: 3,
        reason: NotPaidReason::NewPlayer,
    }];
    assert_eq!(f.room.collect_time(dee, table, &exceptions).unwrap(), 3);
    assert!(
        f.room
            .dealer_console(dee, table)
            .unwrap()
            .collection
            .is_empty()
    );
    let report = f.room.shift_report(f.floor.id, None).unwrap();
    assert_eq!(report.totals.collected_cents, 2 * amount);
    assert_eq!(report.totals.new_player_cents, amount);
    assert_eq!(report.totals.unmarked_cents, 0);
}

#[test]
fn a_time_collection_with_nothing_due_or_a_seat_that_owes_nothing_changes_nothing() {
    let mut f = Fixture::new();
    f.new_shift();
    let (table, dee) = lowball(&mut f);
    let before = f.snapshot();
    let e = f.room.collect_time(dee, table, &[]).unwrap_err();
    assert_eq!(code(&e), ErrorCode::Room(RoomCode::InvalidInput));
    assert_eq!(f.snapshot(), before);
    f.at("2026-11-23T18:31:00Z");
    let before = f.snapshot();
    let stranger = [SeatException {
        seat_no: 7,
        reason: NotPaidReason::Left,
    }];
    let e = f.room.collect_time(dee, table, &stranger).unwrap_err();
    assert_eq!(code(&e), ErrorCode::Room(RoomCode::InvalidInput));
    assert!(e.to_string().contains("seat 7 owes no collection"), "{e}");
    assert_eq!(f.snapshot(), before);
}

#[test]
fn a_dealer_cannot_comp_a_time_collection_in_the_one_tap() {
    let (f, table, dee) = collection_due();
    let before = f.snapshot();
    let comp = [SeatException {
        seat_no: 2,
        reason: NotPaidReason::Comped,
    }];
    let e = f.room.collect_time(dee, table, &comp).unwrap_err();
    assert_eq!(code(&e), ErrorCode::Room(RoomCode::NotPermitted));
    assert_eq!(f.snapshot(), before, "nothing recorded, nothing marked");
    assert_eq!(f.audit_entries().last().unwrap().1, "refused");
    // The floor's comp needs its reason: not in the one tap, but on its own.
    let e = f.room.collect_time(f.floor.id, table, &comp).unwrap_err();
    crate::support::assert_refusal(&e, "invalid_input", "a comp needs its reason");
    assert_eq!(f.snapshot(), before);
}

#[test]
fn any_games_hand_starts_from_the_console() {
    let (f, table, dee) = holdem();
    let view = f.room.start_any_hand(dee, table, HandStart::Pot).unwrap();
    assert_eq!(view.table_id, table);
    let before = f.snapshot();
    let e = f
        .room
        .start_any_hand(dee, table, HandStart::Pan { first: None })
        .unwrap_err();
    assert_eq!(code(&e), ErrorCode::Room(RoomCode::InvalidInput), "{e}");
    assert_eq!(f.snapshot(), before);
}

/// The console as JSON: what the window receives, but the commit an answer names.
fn shown(console: &cardroom_room::ConsoleView) -> serde_json::Value {
    let mut shown = serde_json::to_value(console).unwrap();
    shown["commit"] = serde_json::Value::Null;
    shown
}

/// The answer names its commit: the latest entry of the audit trail, made by `kind`.
fn names_its_commit(f: &Fixture, answer: &cardroom_room::ConsoleView, kind: &str) {
    let trail = f
        .room
        .audit_log(f.floor.id, &cardroom_room::AuditQuery::default())
        .unwrap();
    let latest = trail.iter().max_by_key(|e| e.id).unwrap();
    let commit = answer.commit.as_ref().expect("an answer names its commit");
    assert_eq!((commit.id, latest.kind.as_str()), (latest.id, kind));
    assert_eq!(
        f.room
            .dealer_console(f.floor.id, answer.table.table.id)
            .unwrap()
            .commit,
        None,
        "a plain read names none"
    );
}

#[test]
fn each_console_command_answers_the_console_a_fresh_read_shows_after_it() {
    let (f, table, dee) = holdem();
    let started = f
        .room
        .start_hand_on_console(dee, table, HandStart::Pot)
        .unwrap();
    assert_eq!(
        shown(&started),
        shown(&f.room.dealer_console(dee, table).unwrap())
    );
    names_its_commit(&f, &started, "start_hand");
    let id = started.hand.as_ref().unwrap().hand_id;
    deal(&f, dee, id);
    let seq = f.room.hand(id).unwrap().seq;
    let fold = Action::Fold { seat: 1 };
    let acted = f.room.act_on_console(dee, id, seq, fold.into()).unwrap();
    assert_eq!(
        shown(&acted),
        shown(&f.room.dealer_console(dee, table).unwrap())
    );
    assert!(
        acted.hand.as_ref().unwrap().seq > seq,
        "the answer is the hand after the entry"
    );
    names_its_commit(&f, &acted, "act");
    let seq = acted.hand.as_ref().unwrap().seq;
    let undone = f.room.undo_on_console(dee, id, seq).unwrap();
    assert_eq!(
        shown(&undone),
        shown(&f.room.dealer_console(dee, table).unwrap())
    );
    names_its_commit(&f, &undone, "undo");
    let seq = undone.hand.as_ref().unwrap().seq;
    let voided = f
        .room
        .void_on_console(dee, id, seq, VoidReason::Misdeal)
        .unwrap();
    assert_eq!(
        shown(&voided),
        shown(&f.room.dealer_console(dee, table).unwrap())
    );
    assert!(voided.hand.as_ref().unwrap().voided.is_some());
    names_its_commit(&f, &voided, "void_hand");
}

#[test]
fn a_console_command_meant_for_an_earlier_state_is_refused_and_answers_nothing() {
    let (f, table, dee) = holdem();
    let started = f
        .room
        .start_hand_on_console(dee, table, HandStart::Pot)
        .unwrap();
    let id = started.hand.as_ref().unwrap().hand_id;
    deal(&f, dee, id);
    let seq = f.room.hand(id).unwrap().seq;
    let fold = Action::Fold { seat: 1 };
    f.room.act_on_console(dee, id, seq, fold.into()).unwrap();
    let before = f.snapshot();
    let e = f
        .room
        .act_on_console(dee, id, seq, Action::Fold { seat: 2 }.into())
        .unwrap_err();
    assert_eq!(code(&e), ErrorCode::Room(RoomCode::HandChanged));
    assert_eq!(f.snapshot(), before);
}

#[test]
fn the_one_tap_collection_answers_the_console_with_nothing_left_due() {
    let (f, table, dee) = collection_due();
    let console = f.room.collect_time_on_console(dee, table, &[]).unwrap();
    assert!(console.collection.is_empty());
    names_its_commit(&f, &console, "collect_time");
    assert_eq!(
        shown(&console),
        shown(&f.room.dealer_console(dee, table).unwrap())
    );
}
