//! `ace-to-five` (Low Ball): the rule sentences of RULINGS.md.

use std::collections::{HashMap, HashSet};

use cardroom_cards::{Card, Category, Evaluation, cards_text, lowball};

use crate::support::{cards, combinations};

fn eval(text: &str) -> Evaluation {
    lowball::evaluate(&cards(text)).unwrap()
}

#[test]
fn the_wheel_is_the_best_low_even_suited() {
    let wheel = eval("5s 4s 3s 2s As");
    assert_eq!(wheel.category, Category::HighCard);
    assert_eq!(wheel.description(), "Five-four low");
    assert!(wheel > eval("6h 4c 3d 2s Ah"));
    assert_eq!(wheel, eval("5h 4c 3d 2s Ac"));
}

#[test]
fn straights_and_flushes_are_ignored() {
    assert_eq!(eval("9h 8h 7h 6h 5h").category, Category::HighCard);
    assert_eq!(eval("9h 8h 7h 6h 5h"), eval("9c 8d 7h 6s 5c"));
    assert!(eval("6h 5h 4h 3h 2h") > eval("7c 4d 3h 2s Ac"));
}

#[test]
fn any_unpaired_hand_beats_any_paired_hand() {
    assert!(eval("Kh Qc Jd Ts 9h") > eval("Ah Ac 2d 3s 4h"));
    assert!(eval("Ah Ac 2d 3s 4h") > eval("2h 2c Ad As 3h"));
    assert!(eval("2h 2c Ad As 3h") > eval("2h 2c 2d As 3h"));
}

#[test]
fn lower_cards_win_from_the_top_down() {
    assert!(eval("7h 5c 4d 3s 2h") > eval("7h 6c 4d 3s 2h"));
    assert!(eval("6h 5c 4d 3s 2h") > eval("7h 4c 3d 2s Ah"));
    assert!(eval("Ah Ac 5d 3s 2h") > eval("2h 2c 5d 3s Ah"));
}

#[test]
fn the_joker_is_the_lowest_rank_not_already_in_the_hand() {
    assert_eq!(eval("Jk 2c 3d 4h 5s"), eval("Ac 2c 3d 4h 5s"));
    assert_eq!(eval("Jk Ac 3d 4h 5s"), eval("2c Ac 3d 4h 5s"));
    assert_eq!(eval("Jk Ac 2c 3d 7h").description(), "Seven-four low");
    assert_eq!(cards_text(&eval("Jk Ac 2c 3d 7h").best), "7hJk3d2cAc");
}

#[test]
fn the_joker_never_makes_a_pair() {
    let e = eval("Jk As Ad 3c 5h");
    assert_eq!(e.category, Category::Pair);
    assert_eq!(e.description(), "Pair of aces");
    assert_eq!(e, eval("2d As Ad 3c 5h"));
    assert_eq!(eval("Jk Kc Qd Js Th").category, Category::HighCard);
}

#[test]
fn seven_or_better_and_eight_or_better() {
    assert!(lowball::seven_or_better(&eval("7h 5c 4d 3s 2h")));
    assert!(lowball::seven_or_better(&eval("Jk 6c 4d 3s 2h")));
    assert!(!lowball::seven_or_better(&eval("8h 5c 4d 3s 2h")));
    assert!(!lowball::seven_or_better(&eval("7h 7c 4d 3s 2h")));
    assert!(lowball::eight_or_better(&eval("8h 7c 6d 5s 4h")));
    assert!(!lowball::eight_or_better(&eval("9h 5c 4d 3s 2h")));
    assert!(!lowball::eight_or_better(&eval("2h 2c 4d 3s Ah")));
}

#[test]
fn all_2598960_hands_give_the_ace_to_five_pairing_counts_and_6175_values() {
    let deck: Vec<Card> = Card::naturals().collect();
    let mut counts: HashMap<Category, u32> = HashMap::new();
    let mut values = HashSet::new();
    for ix in combinations(52, 5) {
        let hand: Vec<Card> = ix.iter().map(|&i| deck[i]).collect();
        let e = lowball::evaluate(&hand).unwrap();
        *counts.entry(e.category).or_default() += 1;
        values.insert(e.strength());
    }
    let want = [
        (Category::HighCard, 1_317_888),
        (Category::Pair, 1_098_240),
        (Category::TwoPair, 123_552),
        (Category::ThreeOfAKind, 54_912),
        (Category::FullHouse, 3_744),
        (Category::FourOfAKind, 624),
    ];
    for (cat, n) in want {
        assert_eq!(counts.get(&cat).copied().unwrap_or(0), n, "{cat}");
    }
    assert_eq!(counts.len(), 6);
    assert_eq!(values.len(), 6_175);
}

#[test]
fn paired_low_hands_describe_their_pairing() {
    assert_eq!(eval("9h 9c 4d 3s 2h").description(), "Pair of nines");
    assert_eq!(eval("Kh 9c 4d 3s 2h").description(), "King-nine low");
}
