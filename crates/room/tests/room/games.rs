//! The draw games and Mexican Poker through the same hand path as Hold'em: a table's game
//! settings reach the engine, and the dealer's screen shows draw counts and up cards.

use cardroom_engine::{Action, LegalActions, Phase, dealer_step_unentered};
use cardroom_room::{Entry, HandView, SeatPlayer, SevensRule};

use crate::support::{Fixture, limit_table, no_blind_table, three_seated};

/// Plays the dealer's steps with unknown cards until a player must act.
fn to_next_player(f: &mut Fixture, hand: i64) -> HandView {
    loop {
        let view = f.room.hand(hand).unwrap();
        match dealer_step_unentered(&view.pot().unwrap().legal) {
            Some(step) => {
                f.room.act(f.floor.id, hand, step).unwrap();
            }
            None => return view,
        }
    }
}

fn act(f: &mut Fixture, hand: i64, action: Action) -> HandView {
    f.room.act(f.floor.id, hand, action).unwrap()
}

#[test]
fn a_low_ball_hand_is_killed_drawn_and_settled_through_the_room() {
    let mut f = Fixture::new();
    let mut req = limit_table("Low 1", "lowball", 400, 800);
    req.sevens_penalty = Some(SevensRule::ForfeitPot);
    let t = f.open(req).id;
    three_seated(&mut f, t);
    let hand = f.room.start_hand(f.floor.id, t).unwrap().hand_id;
    // Button seat 1: seat 2 small blind, seat 3 big blind; seat 1 kills the pot.
    act(&mut f, hand, Action::Kill { seat: 1 });
    let view = to_next_player(&mut f, hand);
    let LegalActions::Seat(o) = &view.pot().unwrap().legal else {
        panic!("{:?}", view.pot().unwrap().legal)
    };
    assert_eq!((o.seat, o.call), (2, Some(600)), "the kill is $8");
    act(&mut f, hand, Action::Call { seat: 2 });
    act(&mut f, hand, Action::Call { seat: 3 });
    act(&mut f, hand, Action::Check { seat: 1 });
    act(
        &mut f,
        hand,
        Action::Draw {
            seat: 2,
            discards: cardroom_engine::CardList::unknown(2).unwrap(),
        },
    );
    let view = to_next_player(&mut f, hand);
    let drew: Vec<Option<u8>> = view.pot().unwrap().seats.iter().map(|s| s.drew).collect();
    assert_eq!(
        drew,
        vec![None, Some(2), None],
        "a player may ask how many cards seat 2 drew"
    );
    for seat in [3, 1] {
        act(
            &mut f,
            hand,
            Action::Draw {
                seat,
                discards: Default::default(),
            },
        );
    }
    act(&mut f, hand, Action::BetOrRaise { seat: 2, to: 1_600 });
    act(&mut f, hand, Action::Fold { seat: 3 });
    let done = act(&mut f, hand, Action::Fold { seat: 1 });
    let view = to_next_player(&mut f, hand);
    assert!(
        view.finished || done.finished,
        "{:?}",
        view.pot().unwrap().legal
    );
    let stacks: Vec<(u8, i64)> = f.room.hand(hand).unwrap().pot().unwrap().stacks.clone();
    assert_eq!(stacks, vec![(1, 9_200), (2, 11_600), (3, 9_200)]);
}

#[test]
fn a_game_setting_is_refused_on_a_table_of_another_game() {
    let f = Fixture::new();
    let mut req = limit_table("Hold'em 1", "holdem", 200, 400);
    req.joker = true;
    assert_eq!(
        f.room.open_table(f.floor.id, &req).unwrap_err().code(),
        "invalid_input"
    );
    let mut req = limit_table("Draw 1", "five_card_draw", 400, 800);
    req.sevens_penalty = Some(SevensRule::ForfeitPot);
    assert_eq!(
        f.room.open_table(f.floor.id, &req).unwrap_err().code(),
        "invalid_input"
    );
}

#[test]
fn a_five_card_draw_table_with_the_joker_deals_a_53_card_deck() {
    let mut f = Fixture::new();
    let mut req = limit_table("Draw 1", "five_card_draw", 400, 800);
    req.joker = true;
    let t = f.open(req).id;
    three_seated(&mut f, t);
    let hand = f.room.start_hand(f.floor.id, t).unwrap().hand_id;
    // The room dealt unseen; the dealer takes the deal back to enter the joker he dealt.
    let undone = f.room.undo(f.floor.id, hand).unwrap();
    assert_eq!(
        undone.actions, 0,
        "only automatic steps stood: all are taken back"
    );
    act(&mut f, hand, Action::PostForcedBets);
    let joker = Action::DealHole {
        seat: 2,
        cards: cardroom_engine::CardList::try_from([Some(cardroom_engine::Card::JOKER)]).unwrap(),
    };
    act(&mut f, hand, joker);
}

#[test]
fn a_mexican_poker_table_without_blinds_deals_every_seated_player() {
    let mut f = Fixture::new();
    let mut req = no_blind_table("Mexican 1", "mexican", 200, 400);
    req.ante_cents = 25;
    req.rate_cents = Some(300);
    let t = f.open(req).id;
    three_seated(&mut f, t);
    let hand = f.room.start_hand(f.floor.id, t).unwrap().hand_id;
    // The down cards are dealt unseen; the up cards decide who opens: the dealer enters them.
    for (seat, card) in [(2, "Kd"), (3, "5d"), (1, "Qh")] {
        act(
            &mut f,
            hand,
            Action::DealHole {
                seat,
                cards: cardroom_engine::CardList::try_from([Some(card.parse().unwrap())]).unwrap(),
            },
        );
    }
    let view = f.room.hand(hand).unwrap();
    let LegalActions::Seat(o) = &view.pot().unwrap().legal else {
        panic!("{:?}", view.pot().unwrap().legal)
    };
    assert_eq!(o.seat, 2, "the king showing opens");
    assert!(!o.check && !o.fold);
    let ups: Vec<Vec<bool>> = view
        .pot()
        .unwrap()
        .seats
        .iter()
        .map(|s| s.up.clone())
        .collect();
    assert_eq!(ups, vec![vec![false, true]; 3]);
    assert_eq!(
        f.room
            .act(f.floor.id, hand, Action::Check { seat: 2 })
            .unwrap_err()
            .code(),
        "must_open"
    );
    act(&mut f, hand, Action::BetOrRaise { seat: 2, to: 200 });
    act(&mut f, hand, Action::Call { seat: 3 });
    let view = act(&mut f, hand, Action::Call { seat: 1 });
    let LegalActions::Seat(o) = &view.pot().unwrap().legal else {
        panic!("{:?}", view.pot().unwrap().legal)
    };
    assert_eq!(o.phase, Phase::Exposing);
}

/// Starts the next hand (the forced bets post themselves); returns the hand and each seat's
/// bet.
fn next_hand(f: &mut Fixture, t: i64) -> (i64, Vec<i64>) {
    let view = f.room.start_hand(f.floor.id, t).unwrap();
    let hand = view.hand_id;
    (
        hand,
        view.pot().unwrap().seats.iter().map(|s| s.bet).collect(),
    )
}

/// A $4/$8 Low Ball table with Ann, Bob and Cy, the button on seat 1, a required kill or not.
fn low_ball(f: &mut Fixture, required_kill: bool) -> i64 {
    let mut req = limit_table("Low 1", "lowball", 400, 800);
    req.required_kill = required_kill;
    let t = f.open(req).id;
    three_seated(f, t);
    t
}

/// Seat 3 wins hands 1 and 2 (everyone folds to him); returns each hand's bets.
fn seat_three_wins_twice(f: &mut Fixture, t: i64) -> [Vec<i64>; 2] {
    // Hand 1 (button 1): seat 3's big blind wins.
    let (hand, first) = next_hand(f, t);
    to_next_player(f, hand);
    act(f, hand, Action::Fold { seat: 1 });
    act(f, hand, Action::Fold { seat: 2 });
    assert!(to_next_player(f, hand).finished);
    // Hand 2 (button 2): seat 3 wins again.
    let (hand, second) = next_hand(f, t);
    to_next_player(f, hand);
    act(f, hand, Action::Fold { seat: 2 });
    act(f, hand, Action::BetOrRaise { seat: 3, to: 800 });
    act(f, hand, Action::Fold { seat: 1 });
    assert!(to_next_player(f, hand).finished);
    [first, second]
}

#[test]
fn a_low_ball_player_who_wins_two_pots_in_a_row_must_kill_the_next() {
    let mut f = Fixture::new();
    let t = low_ball(&mut f, true);
    let [first, second] = seat_three_wins_twice(&mut f, t);
    assert_eq!(first, vec![0, 200, 400]);
    assert_eq!(second, vec![400, 0, 200], "no kill after one pot");
    // Hand 3 (button 3): seat 3 kills; seat 1 wins it.
    let (hand, bets) = next_hand(&mut f, t);
    assert_eq!(
        bets,
        vec![200, 400, 800],
        "seat 3 kills for double the big blind"
    );
    let view = to_next_player(&mut f, hand);
    let LegalActions::Seat(o) = &view.pot().unwrap().legal else {
        panic!("{:?}", view.pot().unwrap().legal)
    };
    assert_eq!(o.seat, 1, "the killer acts last");
    act(&mut f, hand, Action::BetOrRaise { seat: 1, to: 1_600 });
    act(&mut f, hand, Action::Fold { seat: 2 });
    act(&mut f, hand, Action::Fold { seat: 3 });
    assert!(to_next_player(&mut f, hand).finished);
    // Hand 4 (button 1): seat 1 has won one pot: no kill.
    let (_, bets) = next_hand(&mut f, t);
    assert_eq!(bets, vec![0, 200, 400]);
}

#[test]
fn without_the_setting_nobody_is_required_to_kill() {
    let mut f = Fixture::new();
    let t = low_ball(&mut f, false);
    seat_three_wins_twice(&mut f, t);
    assert_eq!(next_hand(&mut f, t).1, vec![200, 400, 0]);
}

#[test]
fn a_new_player_in_the_winners_seat_does_not_inherit_the_kill() {
    let mut f = Fixture::new();
    let t = low_ball(&mut f, true);
    seat_three_wins_twice(&mut f, t);
    f.room.unseat_player(f.floor.id, t, 3).unwrap();
    // Dee takes seat 3 and posts to be dealt in at once.
    f.room
        .seat_player(
            f.floor.id,
            &SeatPlayer {
                table_id: t,
                seat_no: 3,
                player_name: "Dee".into(),
                player_number: None,
                stack_cents: 10_000,
                entry: Entry::PostBigBlind,
                cash: false,
                not_excluded: None,
            },
        )
        .unwrap();
    let (_, bets) = next_hand(&mut f, t);
    assert_eq!(bets, vec![200, 400, 400], "Dee posts a big blind, no kill");
}
