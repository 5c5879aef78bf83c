//! The first button by the high-card draw (house text; RULINGS.md for the joker).

use cardroom_room::DrawCard;

use crate::support::{Fixture, draw, limit_table, no_blind_table};

/// The seat a draw of `cards` at `table` gives the button to.
fn button(f: &Fixture, table: i64, cards: &[(i64, &str)]) -> i64 {
    let drawn = f.room.draw_for_button(f.floor.id, table, &draw(cards));
    drawn.unwrap().button_seat
}

fn table_with(f: &mut Fixture, game: &str, seats: &[i64]) -> i64 {
    let name = format!("Table {}", f.room.status_board(false).unwrap().len() + 1);
    let req = if game == "mexican" {
        let mut r = no_blind_table(&name, game, 100, 200);
        r.rate_cents = Some(100);
        r
    } else {
        limit_table(&name, game, 200, 400)
    };
    let t = f.open(req).id;
    for s in seats {
        f.seat(t, *s, &format!("P{s}"));
    }
    t
}

#[test]
fn the_highest_card_takes_the_button() {
    let mut f = Fixture::new();
    let t = table_with(&mut f, "holdem", &[1, 4, 7]);
    let result = f
        .room
        .draw_for_button(f.floor.id, t, &draw(&[(1, "Kd"), (4, "7c"), (7, "Qs")]))
        .unwrap();
    assert_eq!(result.button_seat, 1);
    assert_eq!(
        result.reason,
        "Seat 1 wins the button with the king of diamonds"
    );
    assert_eq!(f.room.table_status(t).unwrap().button_seat, Some(1));
}

#[test]
fn equal_ranks_are_broken_by_suit_spades_hearts_diamonds_clubs() {
    let mut f = Fixture::new();
    let t = table_with(&mut f, "holdem", &[2, 3, 5, 6]);
    assert_eq!(
        button(&f, t, &[(2, "Ac"), (3, "Ad"), (5, "Ah"), (6, "As")]),
        6
    );
    assert_eq!(
        button(&f, t, &[(2, "Ac"), (3, "Ad"), (5, "Ah"), (6, "Ks")]),
        5
    );
    assert_eq!(
        button(&f, t, &[(2, "9c"), (3, "9d"), (5, "2h"), (6, "8s")]),
        3
    );
}

#[test]
fn in_mexican_poker_the_joker_counts_as_an_ace_but_loses_to_a_natural_ace() {
    let mut f = Fixture::new();
    let t = table_with(&mut f, "mexican", &[1, 2, 3]);
    let cards = [(1, "Kd"), (2, "Jk"), (3, "Qs")];
    let won = f
        .room
        .draw_for_button(f.floor.id, t, &draw(&cards))
        .unwrap();
    assert_eq!(
        (won.button_seat, won.reason.as_str()),
        (2, "Seat 2 wins the button with the joker (an ace)")
    );
    assert_eq!(button(&f, t, &[(1, "Ac"), (2, "Jk"), (3, "Qs")]), 1);
}

#[test]
fn a_draw_must_give_one_real_card_to_each_seated_player() {
    let mut f = Fixture::new();
    let t = table_with(&mut f, "holdem", &[1, 2]);
    let id = f.floor.id;
    let cases: Vec<(Vec<DrawCard>, &str)> = vec![
        (draw(&[(1, "As")]), "invalid_input"),
        (draw(&[(1, "As"), (2, "Kd"), (3, "Qc")]), "invalid_input"),
        (draw(&[(1, "As"), (2, "As")]), "duplicate_card"),
        (draw(&[(1, "As"), (2, "Xd")]), "bad_rank"),
        (draw(&[(1, "As"), (2, "Jk")]), "not_in_deck"),
    ];
    for (cards, code) in cases {
        let err = f.room.draw_for_button(id, t, &cards).unwrap_err();
        assert_eq!(err.code(), code, "{err}");
    }
    assert_eq!(f.room.table_status(t).unwrap().button_seat, None);
    let m = table_with(&mut f, "mexican", &[1, 2]);
    let err = f
        .room
        .draw_for_button(id, m, &draw(&[(1, "As"), (2, "9d")]))
        .unwrap_err();
    assert_eq!(
        err.code(),
        "not_in_deck",
        "Mexican Poker's deck has no nines"
    );
}
