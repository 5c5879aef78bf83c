//! `joker-draw` (Draw Poker with Joker): the rule sentences of RULINGS.md.

use cardroom_cards::{Category, Evaluation, cards_text, joker_draw};

use crate::support::{assert_described, cards, ranks};

fn eval(text: &str) -> Evaluation {
    joker_draw::evaluate(&cards(text)).unwrap()
}

#[test]
fn in_a_flush_the_joker_is_a_two_even_when_that_two_is_held() {
    let e = eval("2s 5s 9s Ks Jk");
    assert_eq!(e.category, Category::Flush);
    assert_eq!(ranks(&e), vec![13, 9, 5, 2, 2]);
    assert_eq!(cards_text(&e.best), "Ks9s5s2sJk");
    assert!(e < eval("Kh 9h 5h 3h 2h"));
}

#[test]
fn in_a_flush_without_the_two_the_joker_is_that_two() {
    let e = eval("3s 5s 9s Ks Jk");
    assert_eq!(ranks(&e), vec![13, 9, 5, 3, 2]);
    assert_eq!(e, eval("Kh 9h 5h 3h 2h"));
    assert_eq!(e.description(), "Flush, king high");
}

#[test]
fn in_a_straight_the_joker_makes_the_best_straight() {
    assert_eq!(eval("9h 8c 7d 6s Jk").description(), "Straight, ten high");
    assert_eq!(eval("Kh Qc Jd Ts Jk").description(), "Straight, ace high");
    assert_eq!(eval("9h 8c 6d 5s Jk").description(), "Straight, nine high");
}

#[test]
fn the_joker_completes_straight_flushes_and_royals() {
    let royal = eval("Ks Qs Js Ts Jk");
    assert_eq!(royal.description(), "Royal flush");
    assert!(joker_draw::is_royal_flush(&royal));
    let sf = eval("9s 8s 7s 6s Jk");
    assert_eq!(sf.description(), "Straight flush, ten high");
    assert!(!joker_draw::is_royal_flush(&sf));
    // A flush with the two that is also a straight flush: the wheel.
    assert_eq!(eval("As 3s 4s 5s Jk").category, Category::StraightFlush);
}

#[test]
fn five_of_a_kind_is_possible_and_the_best_hand() {
    let five = eval("As Ah Ad Ac Jk");
    assert_eq!(five.category, Category::FiveOfAKind);
    assert!(five > eval("As Ks Qs Js Ts"));
    assert_eq!(
        eval("7s 7h 7d 7c Jk").description(),
        "Five of a kind, sevens"
    );
}

#[test]
fn with_pairs_sets_and_quads_the_joker_duplicates_a_held_card() {
    assert_described(
        eval,
        &[
            ("Ks Kd 7c 5h Jk", "Three of a kind, kings"),
            ("Ks Kd Kc 5h Jk", "Four of a kind, kings"),
            ("Ks Kd 5c 5h Jk", "Full house, kings full of fives"),
            ("Ks 9d 7c 4h Jk", "Pair of kings"),
        ],
    );
}

#[test]
fn a_joker_hand_ties_the_equal_natural_hand() {
    assert_eq!(eval("As Ah Kd Qc Jk"), eval("Ac Ad Ah Kd Qc"));
    assert_eq!(eval("9h 8c 7d 6s Jk"), eval("Th 9c 8d 7s 6c"));
    assert_eq!(eval("Ks 9d 7c 4h Jk"), eval("Ks Kd 9d 7c 4h"));
}

#[test]
fn the_dealer_qualifies_with_a_pair_of_jacks_or_better() {
    assert!(joker_draw::dealer_qualifies(&eval("Js Jd 7c 5h 2d")));
    assert!(joker_draw::dealer_qualifies(&eval("As Ad 7c 5h 2d")));
    assert!(joker_draw::dealer_qualifies(&eval("3s 3d 2c 2h 7d")));
    assert!(joker_draw::dealer_qualifies(&eval("Jk Jd 7c 5h 2d")));
    assert!(!joker_draw::dealer_qualifies(&eval("Ts Td 7c 5h 2d")));
    assert!(!joker_draw::dealer_qualifies(&eval("As Kd 7c 5h 2d")));
    assert!(!joker_draw::dealer_qualifies(&eval("Jk Td 7c 5h 2d")));
}
