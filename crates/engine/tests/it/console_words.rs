//! What the dealer's console reads from the engine beyond the legal actions: each accepted
//! event in a dealer's words (the log strip, the Undo button) and the bet presets.

use cardroom_engine::{Action, GameHand, Hand, bet_sizes};

use crate::support::{board, burn, dealt, fl, nl, ok, pl, to_act};

fn words(h: &Hand) -> Vec<String> {
    h.events()
        .iter()
        .map(<Hand as GameHand>::describe)
        .collect()
}

#[test]
fn each_entry_reads_in_a_dealers_words_with_its_amount() {
    let mut h = dealt(nl(), &[20_000, 6_000, 30_000, 30_000], 1);
    ok(&mut h, Action::BetOrRaise { seat: 4, to: 600 });
    ok(&mut h, Action::Call { seat: 1 });
    ok(&mut h, Action::AllIn { seat: 2 });
    ok(&mut h, Action::Call { seat: 3 });
    ok(&mut h, Action::Call { seat: 4 });
    ok(&mut h, Action::Fold { seat: 1 });
    ok(&mut h, burn("??"));
    ok(&mut h, board("AhKd7c"));
    let said = words(&h);
    assert_eq!(said[0], "Posted: blinds seat 2 1.00, seat 3 2.00");
    assert_eq!(said[1], "Seat 2 dealt 2 cards face down");
    let tail: Vec<&str> = said[said.len() - 8..].iter().map(String::as_str).collect();
    assert_eq!(
        tail,
        [
            "Seat 4 raises to 6.00",
            "Seat 1 calls 6.00",
            "Seat 2 raises to 60.00 (all-in)",
            "Seat 3 calls 58.00",
            "Seat 4 calls 54.00",
            "Seat 1 folds",
            "Burn a card",
            "Flop Ah Kd 7c",
        ]
    );
    // A street the room dealt by itself, its cards not needed (nobody reached a showdown).
    let mut h = dealt(nl(), &[20_000, 20_000], 1);
    let seat = to_act(&h);
    ok(&mut h, Action::Call { seat });
    ok(&mut h, Action::Check { seat: 3 - seat });
    ok(&mut h, burn("??"));
    ok(&mut h, board("??????"));
    assert_eq!(
        words(&h)[words(&h).len() - 1],
        "Flop dealt, its cards not entered"
    );
}

#[test]
fn the_pot_presets_are_legal_amounts_and_pot_limit_stops_at_the_pot() {
    let h = dealt(pl(), &[20_000, 20_000, 20_000], 1);
    let view = h.view();
    let sizes = bet_sizes(&view).expect("seat 1 may raise");
    // Blinds 1 and 2 in: the pot after calling 2 is 5, so a pot raise is to 7.
    assert_eq!(sizes.pot_to, 700);
    assert_eq!(sizes.max_to, 700, "pot limit: the most is the pot");
    assert_eq!(sizes.min_to, 400);
    assert!(sizes.min_to <= sizes.half_pot_to && sizes.half_pot_to <= sizes.pot_to);
    assert_eq!(sizes.half_pot_to % 25, 0, "snapped to the table's chip");
}

#[test]
fn fixed_limit_offers_the_one_raise_there_is() {
    let h = dealt(fl(200, 400), &[20_000, 20_000, 20_000], 1);
    let sizes = bet_sizes(&h.view()).unwrap();
    assert_eq!(
        (sizes.min_to, sizes.half_pot_to, sizes.pot_to, sizes.max_to),
        (400, 400, 400, 400)
    );
}

#[test]
fn there_are_no_presets_when_the_dealer_acts_or_the_seat_cannot_raise() {
    let mut h = dealt(nl(), &[20_000, 20_000], 1);
    assert!(bet_sizes(&h.view()).is_some());
    let seat = to_act(&h);
    ok(&mut h, Action::Fold { seat });
    assert_eq!(
        bet_sizes(&h.view()),
        None,
        "the hand is over: the dealer awards the pot"
    );
}
