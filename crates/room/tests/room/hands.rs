//! Hands logged through the engine: stored as events, settled into stacks and drops.

use cardroom_engine::{Action, LegalActions, dealer_step_unentered};
use cardroom_room::HandView;

use crate::support::{Fixture, draw, jd_table, limit_table};

/// A $2/$4 Hold'em table (blinds $1/$2, Mint drop $3.00) with Ann, Bob and Cy in seats 1-3
/// and the button on seat 1.
pub(crate) fn holdem(f: &mut Fixture, no_flop_no_drop: bool) -> i64 {
    let mut req = limit_table("Table 1", "holdem", 200, 400);
    req.no_flop_no_drop = no_flop_no_drop;
    let t = f.open(req).id;
    crate::support::three_seated(f, t);
    t
}

/// The seats dealt into a hand, in seat order.
fn dealt(hand: &HandView) -> Vec<u8> {
    hand.pot()
        .unwrap()
        .stacks
        .iter()
        .map(|(seat, _)| *seat)
        .collect()
}

/// What each seat dealt in has put into the pot: the forced bets, as a hand starts.
fn paid(hand: &HandView) -> Vec<(u8, i64)> {
    let seats = &hand.pot().unwrap().seats;
    seats.iter().map(|s| (s.seat, s.committed)).collect()
}

/// The players of `seats` folding, in order.
fn folds(seats: &[u8]) -> Vec<Action> {
    seats.iter().map(|&seat| Action::Fold { seat }).collect()
}

/// Plays the dealer's steps with unknown cards, and `seats` for the players, in order.
pub(crate) fn play(f: &mut Fixture, hand: i64, mut seats: Vec<Action>) -> HandView {
    let id = f.floor.id;
    loop {
        let view = f.room.hand(hand).unwrap();
        let action = match dealer_step_unentered(&view.pot().unwrap().legal) {
            Some(step) => step,
            None if view.pot().unwrap().legal == LegalActions::Complete => return view,
            None => {
                if seats.is_empty() {
                    return view;
                }
                seats.remove(0)
            }
        };
        let after = f.room.act(id, hand, action).unwrap();
        if after.finished {
            return after;
        }
    }
}

#[test]
fn a_hand_won_without_showdown_settles_stacks_takes_the_drop_and_moves_the_button() {
    let mut f = Fixture::new();
    let t = holdem(&mut f, false);
    let shift = f.new_shift();
    let hand = f.room.start_hand(f.floor.id, t).unwrap();
    assert_eq!((hand.number, hand.button_seat), (1, 1));
    // Ann (button) raises to 4.00, Bob folds, Cy folds: Ann wins the blinds less the drop.
    let raise = Action::BetOrRaise { seat: 1, to: 400 };
    let done = play(&mut f, hand.hand_id, [vec![raise], folds(&[2, 3])].concat());
    assert!(done.finished);
    let settlement = done.pot().unwrap().settlement.clone().unwrap();
    assert_eq!(
        settlement.collection, 300,
        "Mint $2-$4 Hold'em: $3.00 from the pot"
    );
    // Pot 1.00 + 2.00 + Ann's 4.00 = 7.00; 3.00 dropped; Ann's uncalled 2.00 comes back.
    assert_eq!(
        f.seat_stacks(t),
        vec![(1, 10_000 - 400 + 400), (2, 9_900), (3, 9_800)]
    );
    let status = f.room.table_status(t).unwrap();
    assert_eq!(
        (status.button_seat, status.hand_in_progress),
        (Some(2), false)
    );
    f.at("2026-11-23T18:10:00Z");
    f.room.close_shift(f.floor.id).unwrap();
    let report = f.room.shift_report(f.floor.id, Some(shift.id)).unwrap();
    assert_eq!(
        (report.totals.drop_count, report.totals.drop_cents),
        (1, 300)
    );
    assert_eq!(
        (report.totals.hands_dealt, report.totals.house_cents),
        (1, 300)
    );
}

#[test]
fn no_flop_no_drop_returns_the_drop_when_the_hand_ends_before_the_flop() {
    let mut f = Fixture::new();
    let t = holdem(&mut f, true);
    let hand = f.room.start_hand(f.floor.id, t).unwrap();
    let done = play(&mut f, hand.hand_id, folds(&[1, 2]));
    assert_eq!(
        done.pot().unwrap().settlement.clone().unwrap().collection,
        0
    );
    assert_eq!(f.stacks(t), vec![10_000, 9_900, 10_100]);
}

#[test]
fn an_illegal_action_returns_the_engines_reason_and_writes_nothing() {
    let mut f = Fixture::new();
    let t = holdem(&mut f, false);
    let hand = f.room.start_hand(f.floor.id, t).unwrap().hand_id;
    let view = play(&mut f, hand, vec![]);
    assert!(matches!(view.pot().unwrap().legal, LegalActions::Seat(ref o) if o.seat == 1));
    let before = f.snapshot();
    let id = f.floor.id;
    let err = f.room.act(id, hand, Action::Check { seat: 1 }).unwrap_err();
    assert_eq!(err.code(), "check_facing_bet", "{err}");
    let err = f.room.act(id, hand, Action::Call { seat: 3 }).unwrap_err();
    assert_eq!(err.code(), "out_of_turn", "{err}");
    let err = f
        .room
        .act(id, hand, Action::BetOrRaise { seat: 1, to: 300 })
        .unwrap_err();
    assert!(
        matches!(err.code().as_str(), "over_limit" | "below_min_raise"),
        "{err}"
    );
    assert_eq!(f.snapshot(), before);
}

#[test]
fn undo_appends_a_correction_and_the_hand_replays_without_the_undone_action() {
    let mut f = Fixture::new();
    let t = holdem(&mut f, false);
    let hand = f.room.start_hand(f.floor.id, t).unwrap().hand_id;
    let view = play(&mut f, hand, vec![Action::Call { seat: 1 }]);
    let id = f.floor.id;
    let called = f.room.hand(hand).unwrap().actions;
    let undone = f.room.undo(id, hand).unwrap();
    assert_eq!(undone.actions, called - 1);
    assert!(matches!(undone.pot().unwrap().legal, LegalActions::Seat(ref o) if o.seat == 1));
    // The original call and the undo are both in the history: one row each.
    let history = f.snapshot();
    let rows: Vec<&str> = history
        .lines()
        .filter(|l| l.starts_with("hand_events:"))
        .collect();
    assert_eq!(rows.len(), called + 1, "{rows:#?}");
    assert!(rows.last().unwrap().contains("Text(\"undo\")"), "{rows:#?}");
    let again = f.room.act(id, hand, Action::Fold { seat: 1 }).unwrap();
    assert_eq!(again.actions, called);
    let _ = view;
}

#[test]
fn a_table_with_a_hand_in_progress_cannot_close_or_start_another() {
    let mut f = Fixture::new();
    let t = holdem(&mut f, false);
    f.room.start_hand(f.floor.id, t).unwrap();
    let id = f.floor.id;
    let refused = [
        f.room.close_table(id, t).unwrap_err().code(),
        f.room.start_hand(id, t).unwrap_err().code(),
        f.room.unseat_player(id, t, 2).unwrap_err().code(),
    ];
    assert_eq!(refused, ["hand_in_progress"; 3]);
}

#[test]
fn a_hand_needs_a_button_and_a_game_the_engine_deals() {
    let mut f = Fixture::new();
    let seated = [(1, "Ann"), (2, "Bob")];
    let t = f.open_seated(limit_table("Table 1", "holdem", 200, 400), &seated);
    let id = f.floor.id;
    assert_eq!(f.room.start_hand(id, t).unwrap_err().code(), "no_button");
    let banked = f.open(jd_table("Table 2", 30, 1200)).id;
    assert_eq!(
        f.room.start_hand(id, banked).unwrap_err().code(),
        "joker_draw_table",
        "a banked box is logged with the jd entries"
    );
}

#[test]
fn a_player_waiting_for_the_big_blind_is_dealt_in_when_it_reaches_him() {
    let mut f = Fixture::new();
    let t = holdem(&mut f, false);
    // Dot (seat 4) and Eve (seat 6) sit down during the first hand and wait.
    let first = f.room.start_hand(f.floor.id, t).unwrap();
    f.seat(t, 4, "Dot");
    f.seat(t, 6, "Eve");
    play(&mut f, first.hand_id, folds(&[1, 2]));
    // Button on 2: small blind 3, big blind 4 (Dot), who is dealt in; Eve keeps waiting.
    let second = f.room.start_hand(f.floor.id, t).unwrap();
    assert_eq!(second.button_seat, 2);
    assert_eq!(dealt(&second), vec![1, 2, 3, 4]);
}

#[test]
fn a_player_sitting_out_misses_the_blinds_that_pass_him_and_then_waits_for_the_big_blind() {
    let mut f = Fixture::new();
    let t = holdem(&mut f, false);
    f.seat(t, 4, "Dot");
    // First hand: button 1, blinds 2 and 3. Cy (seat 3) is away: he misses the big blind.
    f.room.set_sitting_out(f.floor.id, t, 3, true).unwrap();
    let first = f.room.start_hand(f.floor.id, t).unwrap();
    assert_eq!(dealt(&first), vec![1, 2, 4]);
    let cy = f.seating(t, 3);
    assert!(cy.missed_big_blind && !cy.missed_small_blind, "{cy:?}");
    play(&mut f, first.hand_id, folds(&[1, 2]));
    // Back in, he waits for the big blind rather than playing a free hand.
    let back = f.room.set_sitting_out(f.floor.id, t, 3, false).unwrap();
    assert_eq!(back.entry, cardroom_room::Entry::WaitForBigBlind);
    // Button 2: the small blind would be Cy's, who waits and is not dealt in; there is no
    // small blind this hand and Dot (seat 4) posts the big blind.
    let second = f.room.start_hand(f.floor.id, t).unwrap();
    assert_eq!(dealt(&second), vec![1, 2, 4]);
    // The forced bets posted themselves as the hand started.
    assert_eq!(paid(&second), vec![(1, 0), (2, 0), (4, 200)]);
}

#[test]
fn a_new_player_who_posts_a_big_blind_is_dealt_in_at_once_and_charged_it() {
    let mut f = Fixture::new();
    let t = holdem(&mut f, false);
    f.seat(t, 4, "Dot");
    let first = f.room.start_hand(f.floor.id, t).unwrap();
    // Eve sits in seat 6 during the first hand and chooses to post rather than wait.
    let eve = cardroom_room::SeatPlayer {
        table_id: t,
        seat_no: 6,
        player_name: "Eve".into(),
        player_number: None,
        stack_cents: 10_000,
        entry: cardroom_room::Entry::PostBigBlind,
        cash: false,
        not_excluded: None,
    };
    f.room.seat_player(f.floor.id, &eve).unwrap();
    play(&mut f, first.hand_id, folds(&[4, 1, 2]));
    // Button 2: small blind 3, big blind 4; Eve (seat 6) is dealt in and posts a live $2.
    let second = f.room.start_hand(f.floor.id, t).unwrap();
    // The forced bets posted themselves as the hand started.
    assert_eq!(
        paid(&second),
        vec![(1, 0), (2, 0), (3, 100), (4, 200), (6, 200)]
    );
    assert!(play(&mut f, second.hand_id, folds(&[6, 1, 2, 3])).finished);
    let eve = f.seating(t, 6);
    assert_eq!(
        (eve.entry, eve.stack_cents),
        (cardroom_room::Entry::Playing, 9_800)
    );
}

#[test]
fn under_the_dead_button_rule_the_big_blind_advances_and_the_button_may_sit_on_an_empty_seat() {
    let mut f = Fixture::new();
    let mut req = limit_table("Table 1", "holdem", 200, 400);
    req.button_rule = Some(cardroom_room::ButtonRule::Dead);
    let t = f.open_seated(req, &[(1, "Ann"), (2, "Bob"), (3, "Cy"), (4, "Dot")]);
    let cards = draw(&[(1, "As"), (2, "Kd"), (3, "2c"), (4, "3c")]);
    f.room.draw_for_button(f.floor.id, t, &cards).unwrap();
    // Hand 1: button 1, blinds 2 and 3.
    let first = f.room.start_hand(f.floor.id, t).unwrap();
    play(&mut f, first.hand_id, folds(&[4, 1, 2]));
    // Bob (last small blind) leaves. Hand 2: the big blind advances to 4, Cy (last big
    // blind) posts the small blind, and the button is Bob's empty seat 2.
    f.room.unseat_player(f.floor.id, t, 2).unwrap();
    let second = f.room.start_hand(f.floor.id, t).unwrap();
    assert_eq!(second.button_seat, 2);
    assert_eq!(f.room.table_status(t).unwrap().button_seat, Some(2));
    // The forced bets posted themselves as the hand started.
    assert_eq!(paid(&second), vec![(1, 0), (3, 100), (4, 200)]);
}

#[test]
fn a_scheduled_drop_not_in_the_tables_chips_is_taken_to_the_chip_below_and_hands_go_on() {
    let mut f = Fixture::new();
    let t = holdem(&mut f, false);
    f.room
        .add_rate(
            f.floor.id,
            &cardroom_room::NewRateRequest {
                game: cardroom_room::GameCode::Holdem,
                structure: cardroom_room::StakeStructure::Limit,
                min_limit_cents: Some(100),
                max_limit_cents: Some(1_000),
                amount_cents: 310,
                interval_minutes: None,
                effective_from: "2026-11-23T18:00:00Z".into(),
            },
        )
        .unwrap();
    let hand = f.room.start_hand(f.floor.id, t).unwrap();
    let raise = Action::BetOrRaise { seat: 1, to: 400 };
    let done = play(&mut f, hand.hand_id, [vec![raise], folds(&[2, 3])].concat());
    // $3.10 at a table of 25c chips: $3.00 is dropped.
    assert_eq!(
        done.pot().unwrap().settlement.clone().unwrap().collection,
        300
    );
}
