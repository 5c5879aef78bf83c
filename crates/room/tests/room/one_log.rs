//! One hand log for every game: each game's hand is played by the dealer's words through the
//! same use cases and reads back as one tagged view that says what comes next. Two stations
//! can never both log the same step.

use std::sync::{Arc, Barrier};

use cardroom_engine::Turn;
use cardroom_room::{GameView, HandView};

use crate::support::{Fixture, jd_table, limit_table, no_blind_table};

/// Seats Ann, Bob and Cy in seats 1-3 and, for a game with a button, draws it to seat 1.
fn three_seated(f: &mut Fixture, table: i64, button: bool) {
    if button {
        crate::support::three_seated(f, table);
    } else {
        for (seat, name) in [(1, "Ann"), (2, "Bob"), (3, "Cy")] {
            f.seat(table, seat, name);
        }
    }
}

fn words(f: &Fixture, hand: i64, text: &str) -> HandView {
    f.room
        .act_words(f.floor.id, hand, text)
        .unwrap_or_else(|e| panic!("{text}: {e}"))
}

/// Plays a pot game's hand by words from where the room's automations left it: the dealer's
/// steps with the cards not entered (`next`, or the cards themselves where the game needs
/// them), every player folding in turn.
fn fold_out(f: &Fixture, hand: i64, mut cards: impl Iterator<Item = &'static str>) -> HandView {
    let mut view = f.room.hand(hand).unwrap();
    for _ in 0..60 {
        view = match view.waiting_for.who {
            Turn::Nobody => return view,
            Turn::Dealer => {
                let needs_card = view.waiting_for.words.contains("deal 1 card");
                match (needs_card, view.pot().map(|p| &p.legal)) {
                    (
                        true,
                        Some(cardroom_engine::LegalActions::Dealer(
                            cardroom_engine::DealerStep::DealHole { seat, .. },
                        )),
                    ) => match cards.next() {
                        Some(card) => words(f, hand, &format!("deal {seat} {card}")),
                        None => words(f, hand, "next"),
                    },
                    _ => words(f, hand, "next"),
                }
            }
            Turn::Seat(seat) => {
                let legal = &view.pot().unwrap().legal;
                let entry = match legal {
                    cardroom_engine::LegalActions::Seat(o) if o.fold => format!("fold {seat}"),
                    cardroom_engine::LegalActions::Seat(o) if o.check => format!("check {seat}"),
                    cardroom_engine::LegalActions::Seat(o) if o.call.is_some() => {
                        format!("call {seat}")
                    }
                    // Mexican Poker's high card showing must open: the smallest bet.
                    cardroom_engine::LegalActions::Seat(o) => {
                        let open = o.bet_or_raise.unwrap().min_to;
                        format!("bet {seat} {}", cardroom_room::money::format_cents(open))
                    }
                    other => panic!("{other:?}"),
                };
                words(f, hand, &entry)
            }
        };
    }
    panic!("the hand did not end: {view:?}");
}

#[test]
fn every_pot_game_plays_a_hand_by_the_dealers_words_through_the_one_log() {
    let pot_games = cardroom_room::GAMES
        .iter()
        .filter(|g| g.kind == cardroom_store::HandKind::Pot)
        .map(|g| g.code.as_str());
    assert_eq!(
        pot_games.clone().count(),
        6,
        "every pot game, Crazy Pineapple included"
    );
    for game in pot_games {
        let mut f = Fixture::new();
        let req = if game == "mexican" {
            let mut req = no_blind_table("T", game, 200, 400);
            req.ante_cents = 25;
            req.rate_cents = Some(300);
            req
        } else {
            let mut req = limit_table("T", game, 400, 800);
            req.rate_cents = Some(100);
            req
        };
        let t = f.open(req).id;
        three_seated(&mut f, t, true);
        let started = f.room.start_hand(f.floor.id, t).unwrap();
        assert!(matches!(started.game, GameView::Pot(_)), "{game}");
        // The room posted the forced bets and dealt unseen: the hand waits for the first
        // player, or in Mexican Poker for the first up card, which decides who opens.
        assert!(
            !started.automatic.is_empty() && started.automatic.iter().all(|a| *a),
            "{game}: {:?}",
            started.log
        );
        let expected = if game == "mexican" {
            Turn::Dealer
        } else {
            Turn::Seat(1)
        };
        assert_eq!(
            started.waiting_for.who, expected,
            "{game}: {:?}",
            started.waiting_for
        );
        // Mexican Poker's up cards are entered; the others' cards stay unknown.
        let cards = ["Kd", "5d", "Qh"].into_iter();
        let done = fold_out(&f, started.hand_id, cards);
        assert!(done.finished, "{game}");
        assert_eq!(done.waiting_for.who, Turn::Nobody, "{game}");
        assert!(done.pot().unwrap().settlement.is_some(), "{game}");
        let read = f.room.hand(started.hand_id).unwrap();
        assert_eq!(read.seq, done.seq, "{game}");
        assert_eq!(read.actions, done.actions, "{game}");
        assert!(f.room.current_hand(t).unwrap().is_none(), "{game}");
    }
}

#[test]
fn a_pan_hand_plays_by_the_dealers_words_through_the_one_log() {
    let mut f = Fixture::new();
    let t = f.open(no_blind_table("Pan 1", "pan", 200, 500)).id;
    three_seated(&mut f, t, false);
    let hand = f.room.start_pan_hand(f.floor.id, t, Some(2)).unwrap();
    assert!(hand.pan().is_some());
    let current = f.room.current_hand(t).unwrap().unwrap();
    assert_eq!(
        current.hand_id, hand.hand_id,
        "the current hand of any game"
    );
    // The room took the tops; the dealer enters the deal.
    assert_eq!(hand.automatic, vec![true]);
    let mut view = hand.clone();
    for (seat, cards) in [
        ("2", "5s5s5sKhQh"),
        ("1", "4d4h6c7cJc"),
        ("3", "AhAh2h3h4h"),
        ("2", "Jh2c3c4c6d"),
        ("1", "QdKd2d3h6s"),
        ("3", "5d6d7dJdQc"),
    ] {
        view = words(&f, hand.hand_id, &format!("d dh {seat} {cards}"));
    }
    assert_eq!(
        view.waiting_for.who,
        Turn::Seat(2),
        "{:?}",
        view.waiting_for
    );
    for entry in [
        "2 _stay",
        "1 _stay",
        "3 _retire",
        "2 _draw Ac",
        "2 _meld lay Ac2c3c4c",
    ] {
        view = words(&f, hand.hand_id, entry);
    }
    assert_eq!(view.actions, 12);
    assert_eq!(view.pan().unwrap().first, 2);
}

#[test]
fn a_banked_box_plays_by_the_dealers_words_through_the_one_log() {
    let (mut f, t) = Fixture::seated(jd_table("JD 1", 30, 300), &[(1, "Ann")]);
    let dee = f.push_dealer(t, "Dee");
    let started = f.room.start_jd_hand(dee.id, t, 1, 30, 0).unwrap();
    let boxed = started.banked().unwrap();
    assert_eq!((boxed.seat, boxed.player.as_str()), (1, "Ann"));
    assert_eq!(started.waiting_for.who, Turn::Dealer);
    let dealt = f
        .room
        .act_words(dee.id, started.hand_id, "d dh p1 AsKd7h7c2s")
        .unwrap();
    assert!(matches!(
        dealt.waiting_for.who,
        Turn::Dealer | Turn::Seat(_)
    ));
    let mut view = dealt;
    for _ in 0..3 {
        if view.banked().unwrap().view.turn == Some(cardroom_engine::joker_draw::JdTurn::Player) {
            break;
        }
        view = f.room.act_words(dee.id, started.hand_id, "d _dd").unwrap();
    }
    let folded = f.room.act_words(dee.id, started.hand_id, "p1 f").unwrap();
    assert!(folded.finished);
    assert_eq!(folded.waiting_for.who, Turn::Nobody);
    assert!(folded.banked().unwrap().view.settlement.is_some());
}

/// A Hold'em hand at the point where seat 1 must act, and its sequence number.
fn hand_waiting_for_a_player(f: &mut Fixture) -> (i64, i64) {
    let mut req = limit_table("T", "holdem", 400, 800);
    req.rate_cents = Some(100);
    let t = f.open(req).id;
    three_seated(f, t, true);
    let mut view = f.room.start_hand(f.floor.id, t).unwrap();
    let hand = view.hand_id;
    while view.waiting_for.who == Turn::Dealer {
        view = words(f, hand, "next");
    }
    assert_eq!(view.waiting_for.who, Turn::Seat(1));
    (hand, view.seq)
}

#[test]
fn an_entry_meant_for_an_earlier_state_of_the_hand_is_refused_with_the_hand_as_it_is_now() {
    let mut f = Fixture::new();
    let (hand, seq) = hand_waiting_for_a_player(&mut f);
    let first = f
        .room
        .act_at(
            f.floor.id,
            hand,
            seq,
            cardroom_engine::Action::Call { seat: 1 },
        )
        .unwrap();
    assert_eq!(first.seq, seq + 1);
    let before = f.snapshot();
    let err = f
        .room
        .act_at(
            f.floor.id,
            hand,
            seq,
            cardroom_engine::Action::Fold { seat: 1 },
        )
        .unwrap_err();
    assert_eq!(err.code(), "hand_changed", "{err}");
    let cardroom_room::RoomError::HandChanged { current, .. } = err else {
        unreachable!()
    };
    assert_eq!(
        current.seq,
        seq + 1,
        "the answer carries the hand as it is now"
    );
    assert_eq!(current.waiting_for.who, Turn::Seat(2));
    assert_eq!(f.snapshot(), before, "nothing written");
    let undo = f.room.undo_at(f.floor.id, hand, seq).unwrap_err();
    assert_eq!(undo.code(), "hand_changed");
}

#[test]
fn two_stations_logging_the_same_step_at_once_one_wins_and_the_other_sees_the_new_hand() {
    let mut f = Fixture::new();
    let (hand, seq) = hand_waiting_for_a_player(&mut f);
    let actor = f.floor.id;
    let barrier = Arc::new(Barrier::new(2));
    let stations: Vec<_> = [
        cardroom_engine::Action::Call { seat: 1 },
        cardroom_engine::Action::Fold { seat: 1 },
    ]
    .into_iter()
    .map(|action| {
        let station = f.reopen();
        let barrier = Arc::clone(&barrier);
        std::thread::spawn(move || {
            barrier.wait();
            station.act_at(actor, hand, seq, action)
        })
    })
    .collect();
    let results: Vec<_> = stations.into_iter().map(|s| s.join().unwrap()).collect();
    let won: Vec<_> = results.iter().filter(|r| r.is_ok()).collect();
    assert_eq!(won.len(), 1, "exactly one entry is logged: {results:?}");
    let lost = results.iter().find_map(|r| r.as_ref().err()).unwrap();
    assert_eq!(lost.code(), "hand_changed", "{lost}");
    let now = f.room.hand(hand).unwrap();
    assert_eq!(now.seq, seq + 1, "one step appended, not two");
    assert_eq!(now.actions, won[0].as_ref().unwrap().actions);
}
