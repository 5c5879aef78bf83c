//! Pan hands at a table: started from the seats, logged entry by entry through Pan's engine,
//! undone by a correction, settled into the stacks; the winner is first hand next deal.

use cardroom_engine::Card;
use cardroom_engine::pan::{PanAction, Play};

use crate::support::{Fixture, no_blind_table};

fn cards(text: &str) -> Vec<Card> {
    cardroom_cards::parse_cards(text).unwrap()
}

fn one(text: &str) -> Card {
    text.parse().unwrap()
}

/// A $2-$5 Pan table (25-cent chips, the Mint rate) with Ann, Bob and Cy in seats 1-3.
fn pan_table(f: &mut Fixture) -> i64 {
    let t = f.open(no_blind_table("Pan 1", "pan", 200, 500)).id;
    for (seat, name) in [(1, "Ann"), (2, "Bob"), (3, "Cy")] {
        f.seat(t, seat, name);
    }
    t
}

const HANDS: [(u8, &str); 3] = [
    (2, "5s 5s 5s Kh Qh Jh 2c 3c 4c 6d"),
    (1, "4d 4h 6c 7c Jc Qd Kd 2d 3h 6s"),
    (3, "Ah Ah 2h 3h 4h 5d 6d 7d Jd Qc"),
];

/// The hand as the dealer enters it (the room takes the tops by itself).
fn entries() -> Vec<PanAction> {
    let mut out = Vec::new();
    for round in 0..2 {
        for (seat, hand) in HANDS {
            let all = cards(hand);
            out.push(PanAction::Deal {
                seat,
                cards: all[round * 5..round * 5 + 5]
                    .iter()
                    .map(|&c| Some(c))
                    .collect(),
            });
        }
    }
    let lay = |seat, text: &str| PanAction::Meld {
        seat,
        play: Play::Lay { cards: cards(text) },
    };
    out.extend([
        PanAction::Stay { seat: 2 },
        PanAction::Stay { seat: 1 },
        PanAction::Retire { seat: 3 },
        PanAction::DrawStock {
            seat: 2,
            card: one("Ac"),
        },
        lay(2, "Ac 2c 3c 4c"),
        lay(2, "5s 5s 5s"),
        lay(2, "Kh Qh Jh"),
        PanAction::Discard {
            seat: 2,
            card: one("6d"),
        },
        PanAction::DrawStock {
            seat: 1,
            card: one("7s"),
        },
        PanAction::Discard {
            seat: 1,
            card: one("7s"),
        },
        PanAction::DrawStock {
            seat: 2,
            card: one("5s"),
        },
        PanAction::Meld {
            seat: 2,
            play: Play::Add {
                meld: 1,
                cards: cards("5s"),
            },
        },
        PanAction::GoOut { seat: 2 },
    ]);
    out
}

#[test]
fn a_pan_hand_is_logged_and_settles_its_ledger_into_the_stacks() {
    let mut f = Fixture::new();
    let t = pan_table(&mut f);
    let id = f.floor.id;
    assert_eq!(
        f.room.start_pan_hand(id, t, None).unwrap_err().code(),
        "invalid_input",
        "the first deal names its first hand"
    );
    let hand = f.room.start_pan_hand(id, t, Some(2)).unwrap();
    assert_eq!(f.room.start_hand(id, t).unwrap_err().code(), "pan_table");
    let mut view = hand.clone();
    for action in entries() {
        view = f.room.act(id, hand.hand_id, action).unwrap();
    }
    assert!(view.finished);
    let settlement = view.pan().unwrap().settlement.clone().unwrap();
    assert_eq!(settlement.winner, Some(2));
    let stacks: Vec<(i64, i64)> = f
        .room
        .seats(t)
        .unwrap()
        .iter()
        .map(|s| (s.seat_no, s.stack_cents))
        .collect();
    // Seat 2: conditions 7 + increase 2 + out 2 + conditions again 9 + tops 3 - his top 1.
    assert_eq!(
        stacks,
        vec![
            (1, 10_000 - 21 * 25),
            (2, 10_000 + 22 * 25),
            (3, 10_000 - 25)
        ]
    );
    // The winner is first hand next deal.
    let next = f.room.start_pan_hand(id, t, None).unwrap();
    assert_eq!(next.pan().unwrap().first, 2);
}

#[test]
fn a_refused_pan_entry_writes_nothing_and_an_undo_keeps_history() {
    let mut f = Fixture::new();
    let t = pan_table(&mut f);
    let id = f.floor.id;
    let started = f.room.start_pan_hand(id, t, Some(2)).unwrap();
    assert_eq!(
        started.automatic,
        vec![true],
        "the tops are taken by themselves"
    );
    let hand = started.hand_id;
    let before = f.snapshot();
    let err = f
        .room
        .act(id, hand, PanAction::Stay { seat: 2 })
        .unwrap_err();
    assert_eq!(err.code(), "wrong_phase", "no declaring before the deal");
    assert_eq!(f.snapshot(), before, "nothing written");
    let undone = f.room.undo(id, hand).unwrap();
    assert_eq!(undone.actions, 0, "only the automatic tops stood: undone");
    assert_eq!(f.room.hand(hand).unwrap().actions, 0);
    assert!(
        f.room.hand(hand).unwrap().pan().is_some(),
        "read as the Pan hand it is"
    );
    // Nothing is taken again by itself: the dealer takes the tops by hand.
    f.room.act(id, hand, PanAction::PostTops).unwrap();
    assert_eq!(f.room.hand(hand).unwrap().actions, 1);
}
