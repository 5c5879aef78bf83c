//! Tops, the deal counter-clockwise, irregular counts, staying and retiring.

use cardroom_engine::Card;
use cardroom_engine::pan::{PanAction, PanHand, PanPhase, PanStatus};

use super::support::{
    H1, H2, H3, c, cfg, dealt, draw, net, one_deck_heads_up, refused, serve, withdraw,
};

fn hands() -> [(u8, &'static str); 3] {
    [(1, H1), (2, H2), (3, H3)]
}

fn packet(text: &str) -> Vec<Option<Card>> {
    c(text).into_iter().map(Some).collect()
}

#[test]
fn play_goes_counter_clockwise_from_the_first_hand() {
    let hand = PanHand::new(cfg(), vec![1, 2, 3, 4, 5, 6], 3).expect("a table");
    assert_eq!(hand.order(), vec![3, 2, 1, 6, 5, 4]);
}

#[test]
fn every_player_puts_up_his_top_before_the_deal() {
    let mut hand = PanHand::new(cfg(), vec![1, 2, 3], 2).expect("a table");
    refused(
        &mut hand,
        PanAction::Deal {
            seat: 2,
            cards: packet("Ah 2h 3h 4h 5h"),
        },
        "wrong_phase",
    );
    hand.apply(PanAction::PostTops).expect("tops");
    assert_eq!(hand.tops(), 3 * 25);
    assert_eq!(net(&hand, 1), -25);
}

#[test]
fn the_deal_is_two_rounds_of_five_from_the_first_hand() {
    let mut hand = PanHand::new(cfg(), vec![1, 2, 3], 2).expect("a table");
    hand.apply(PanAction::PostTops).expect("tops");
    let msg = refused(
        &mut hand,
        PanAction::Deal {
            seat: 1,
            cards: packet("Ah 2h 3h 4h 5h"),
        },
        "out_of_turn",
    );
    assert!(msg.contains("seat 2"), "{msg}");
    for seat in [2, 1, 3, 2, 1] {
        hand.apply(PanAction::Deal {
            seat,
            cards: vec![None; 5],
        })
        .expect("a packet");
    }
    assert_eq!(hand.phase(), PanPhase::Dealing);
    hand.apply(PanAction::Deal {
        seat: 3,
        cards: vec![None; 5],
    })
    .expect("the last packet");
    assert_eq!(hand.phase(), PanPhase::Declaring);
    assert_eq!(hand.to_act(), Some(2));
    assert_eq!(hand.stock_left(), 320 - 30);
}

#[test]
fn a_card_beyond_the_copies_of_the_decks_is_refused() {
    let mut hand = one_deck_heads_up();
    refused(
        &mut hand,
        PanAction::Deal {
            seat: 1,
            cards: packet("Ah Ah 2h 3h 4h"),
        },
        "too_many_copies",
    );
    refused(
        &mut hand,
        PanAction::Deal {
            seat: 1,
            cards: packet("Th Ah 2h 3h 4h"),
        },
        "not_a_pan_card",
    );
}

/// Seats 1-3 dealt, seat 2 first, with `n2` unknown cards to seat 2 (5 then the rest).
fn dealt_irregular(n2: usize) -> PanHand {
    let mut hand = PanHand::new(cfg(), vec![1, 2, 3], 2).expect("a table");
    hand.apply(PanAction::PostTops).expect("tops");
    let first = n2.min(5);
    for (seat, n) in [(2, first), (1, 5), (3, 5), (2, n2 - first), (1, 5), (3, 5)] {
        hand.apply(PanAction::Deal {
            seat,
            cards: vec![None; n],
        })
        .expect("a packet");
    }
    hand
}

fn stay_all(hand: &mut PanHand) {
    for seat in hand.order() {
        hand.apply(PanAction::Stay { seat }).expect("stay");
    }
}

#[test]
fn nine_cards_get_one_more_before_the_first_draw() {
    let mut hand = dealt_irregular(9);
    stay_all(&mut hand);
    let msg = refused(&mut hand, draw(2, "Kh"), "irregular_hand");
    assert_eq!(
        msg,
        "Seat 2 holds 9 cards: the dealer serves him up to ten before his first draw"
    );
    refused(&mut hand, withdraw(2, "??"), "no_irregularity");
    hand.apply(serve(2, "??")).expect("served");
    hand.apply(draw(2, "Kh")).expect("ten cards: he draws");
    refused(&mut hand, serve(2, "??"), "wrong_phase");
}

#[test]
fn eleven_cards_lose_one_to_the_retired_hands() {
    let mut hand = dealt_irregular(11);
    refused(&mut hand, serve(2, "??"), "no_irregularity");
    hand.apply(withdraw(2, "??")).expect("withdrawn");
    assert_eq!(hand.seat(2).expect("seat").hand.len(), 10);
    refused(&mut hand, withdraw(2, "??"), "no_irregularity");
}

#[test]
fn fewer_than_eight_cards_is_a_dead_hand_with_the_top_returned() {
    let mut hand = dealt_irregular(7);
    refused(&mut hand, serve(2, "??"), "no_irregularity");
    refused(
        &mut hand,
        PanAction::DeadHand { seat: 1 },
        "no_irregularity",
    );
    hand.apply(PanAction::DeadHand { seat: 2 }).expect("dead");
    assert_eq!(hand.seat(2).expect("seat").status, PanStatus::Dead);
    assert_eq!(net(&hand, 2), 0);
    assert_eq!(hand.tops(), 2 * 25);
    // The declaring passes to the next player.
    assert_eq!(hand.to_act(), Some(1));
}

#[test]
fn more_than_twelve_cards_is_a_dead_hand() {
    let mut hand = dealt_irregular(13);
    stay_all(&mut hand);
    refused(&mut hand, draw(2, "Kh"), "irregular_hand");
    hand.apply(PanAction::DeadHand { seat: 2 }).expect("dead");
    assert_eq!(hand.to_act(), Some(1));
    refused(&mut hand, draw(2, "Kh"), "not_in_hand");
}

#[test]
fn players_declare_stay_or_retire_in_turn_from_the_first_hand() {
    let mut hand = dealt(cfg(), &hands(), 2);
    refused(&mut hand, PanAction::Stay { seat: 1 }, "out_of_turn");
    hand.apply(PanAction::Stay { seat: 2 }).expect("stay");
    hand.apply(PanAction::Retire { seat: 1 }).expect("retire");
    let s1 = hand.seat(1).expect("seat");
    assert_eq!(s1.status, PanStatus::Retired);
    assert!(s1.hand.is_empty(), "the retired hand is set aside");
    hand.apply(PanAction::Stay { seat: 3 }).expect("stay");
    assert_eq!(hand.phase(), PanPhase::Play);
    assert_eq!(hand.to_act(), Some(2));
    // The forfeit (the top) stays in the tops for the winner.
    assert_eq!(net(&hand, 1), -25);
    assert_eq!(hand.tops(), 75);
}

#[test]
fn a_forfeit_larger_than_the_top_is_paid_into_the_tops() {
    let mut config = cfg();
    config.forfeit_chips = 2;
    let mut hand = dealt(config, &hands(), 2);
    hand.apply(PanAction::Retire { seat: 2 }).expect("retire");
    assert_eq!(net(&hand, 2), -50);
    assert_eq!(hand.tops(), 100);
}

#[test]
fn the_last_player_in_cannot_retire_and_takes_the_tops() {
    let mut hand = dealt(cfg(), &hands(), 2);
    hand.apply(PanAction::Retire { seat: 2 }).expect("retire");
    hand.apply(PanAction::Retire { seat: 1 }).expect("retire");
    refused(&mut hand, PanAction::Retire { seat: 3 }, "last_player");
    hand.apply(PanAction::Stay { seat: 3 }).expect("stay");
    let ev = hand
        .apply(PanAction::GoOut { seat: 3 })
        .expect("alone, he takes the tops");
    assert_eq!(ev.payments().len(), 1);
    assert!(hand.is_complete());
    assert_eq!(net(&hand, 3), 50);
    assert_eq!(hand.tops(), 0);
}

#[test]
fn the_lowest_card_up_is_the_eldest_hand_and_a_tie_turns_another_card() {
    use cardroom_engine::pan::{Eldest, eldest_hand};
    let up = |cards: &[(u8, &str)]| -> Vec<(u8, cardroom_engine::Card)> {
        cards
            .iter()
            .map(|&(s, c)| (s, c.parse().expect("card")))
            .collect()
    };
    // The ace is Pan's lowest card, the king its highest; the jack ranks above the seven.
    assert_eq!(
        eldest_hand(&up(&[(1, "Ks"), (2, "Ah"), (3, "2c")])).expect("cards"),
        Eldest::Seat(2)
    );
    assert_eq!(
        eldest_hand(&up(&[(1, "Jd"), (2, "7h"), (3, "Qc")])).expect("cards"),
        Eldest::Seat(2)
    );
    // No rank of suits: a tie turns another card to the tied players.
    assert_eq!(
        eldest_hand(&up(&[(1, "3d"), (2, "5h"), (3, "3s")])).expect("cards"),
        Eldest::Tied(vec![1, 3])
    );
    assert_eq!(
        eldest_hand(&up(&[(1, "9d"), (2, "5h")]))
            .expect_err("no nines")
            .code(),
        "invalid_setup"
    );
}
