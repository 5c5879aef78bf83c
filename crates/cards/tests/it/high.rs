//! `high`: exhaustive counts, 7 cards = best of 21 fives, the rule table, descriptions.

use std::collections::{HashMap, HashSet};

use cardroom_cards::high;
use cardroom_cards::{Card, Category, Evaluation, cards_text};

use crate::support::{Sampler, assert_refused, cards, combinations};

fn eval(text: &str) -> Evaluation {
    high::evaluate(&cards(text)).unwrap()
}

fn naturals() -> Vec<Card> {
    Card::naturals().collect()
}

#[test]
fn all_2598960_five_card_hands_give_the_textbook_category_counts() {
    let deck = naturals();
    let mut counts: HashMap<Category, u32> = HashMap::new();
    let mut strengths = HashSet::new();
    let mut hand = [deck[0]; 5];
    for a in 0..52 {
        for b in a + 1..52 {
            for c in b + 1..52 {
                for d in c + 1..52 {
                    for e in d + 1..52 {
                        hand = [deck[a], deck[b], deck[c], deck[d], deck[e]];
                        let s = high::strength(&hand).unwrap();
                        *counts
                            .entry(cardroom_cards::Category::ALL[s.parts()[0] as usize])
                            .or_default() += 1;
                        strengths.insert(s);
                    }
                }
            }
        }
    }
    let _ = hand;
    let want = [
        (Category::HighCard, 1_302_540),
        (Category::Pair, 1_098_240),
        (Category::TwoPair, 123_552),
        (Category::ThreeOfAKind, 54_912),
        (Category::Straight, 10_200),
        (Category::Flush, 5_108),
        (Category::FullHouse, 3_744),
        (Category::FourOfAKind, 624),
        (Category::StraightFlush, 40),
    ];
    for (cat, n) in want {
        assert_eq!(counts.get(&cat).copied().unwrap_or(0), n, "{cat}");
    }
    assert_eq!(counts.values().sum::<u32>(), 2_598_960);
    // The textbook number of distinct five-card hand values.
    assert_eq!(strengths.len(), 7_462);
}

/// `count` hands of `size` natural cards, drawn from a sampler seeded with `seed`.
fn sampled(seed: u64, size: usize, count: usize) -> impl Iterator<Item = Vec<Card>> {
    let deck = naturals();
    let mut rng = Sampler(seed);
    (0..count).map(move |_| rng.draw(&deck, size))
}

/// The five-card subsets of `hand` that `fives` lists by index.
fn fives_of<'a>(hand: &'a [Card], fives: &'a [Vec<usize>]) -> impl Iterator<Item = Vec<Card>> + 'a {
    fives.iter().map(|ix| ix.iter().map(|&i| hand[i]).collect())
}

#[test]
fn seven_cards_rank_as_the_best_of_their_21_five_card_subsets() {
    let fives = combinations(7, 5);
    for hand in sampled(7, 7, 150_000) {
        let e = high::evaluate(&hand).unwrap();
        let best_sub = fives_of(&hand, &fives)
            .map(|five| high::evaluate(&five).unwrap())
            .max()
            .unwrap();
        assert_eq!(e.strength(), best_sub.strength(), "{}", cards_text(&hand));
        assert_eq!(e.category, best_sub.category);
        // The five cards named are the hand's and make that same hand.
        assert!(
            e.best.iter().all(|c| hand.contains(c)),
            "{}",
            cards_text(&hand)
        );
        assert_eq!(high::evaluate(&e.best).unwrap().strength(), e.strength());
    }
}

#[test]
fn six_cards_rank_as_the_best_of_their_6_five_card_subsets() {
    let fives = combinations(6, 5);
    for hand in sampled(6, 6, 50_000) {
        let e = high::evaluate(&hand).unwrap();
        let best_sub = fives_of(&hand, &fives)
            .map(|five| high::strength(&five).unwrap())
            .max()
            .unwrap();
        assert_eq!(e.strength(), best_sub, "{}", cards_text(&hand));
    }
}

#[test]
fn strength_alone_equals_the_full_evaluations_strength() {
    for hand in sampled(11, 7, 20_000) {
        assert_eq!(
            high::strength(&hand).unwrap(),
            high::evaluate(&hand).unwrap().strength()
        );
    }
}

#[test]
fn categories_order_straight_flush_quads_full_house_flush_straight_trips_two_pair_pair_high() {
    let ladder = [
        "Ah Kd 9c 7s 3h",
        "7h 7c As Kd 2s",
        "Ah Ad 7c 7s 3h",
        "7h 7c 7s Kd 2s",
        "5h 4c 3s 2d Ah",
        "Kh 9h 7h 5h 2h",
        "7h 7c 7s Kd Ks",
        "7h 7c 7s 7d 2s",
        "9s 8s 7s 6s 5s",
    ];
    for pair in ladder.windows(2) {
        assert!(eval(pair[0]) < eval(pair[1]), "{} < {}", pair[0], pair[1]);
    }
}

#[test]
fn the_wheel_is_the_lowest_straight_and_there_is_no_wrap_around() {
    assert!(eval("5h 4c 3s 2d Ah") < eval("6h 5c 4s 3d 2h"));
    assert_eq!(eval("Qh Kc As 2d 3h").category, Category::HighCard);
    assert_eq!(eval("5h 4c 3s 2d Ah").description(), "Straight, five high");
    assert_eq!(cards_text(&eval("5h 4c 3s 2d Ah").best), "5h4c3s2dAh");
}

#[test]
fn kickers_break_ties_in_order_and_equal_ranks_tie_whatever_the_suits() {
    assert!(eval("7h 7c As Kd 3s") > eval("7h 7c As Kd 2s"));
    assert!(eval("Ah Ad 7c 7s 3h") > eval("Ah Ad 6c 6s Kh"));
    assert_eq!(eval("Kh 9h 7h 5h 2h"), eval("Ks 9s 7s 5s 2s"));
    assert_eq!(eval("Ah Kd 9c 7s 3h"), eval("As Kc 9d 7h 3c"));
    // Seven cards: the board plays for both.
    assert_eq!(eval("2c 3d As Ks Qs Js Ts"), eval("4c 5d As Ks Qs Js Ts"));
}

#[test]
fn the_descriptions_read_as_a_dealer_calls_them() {
    let table = [
        ("Ah Kd 9c 7s 3h", "Ace high"),
        ("7h 7c As Kd 2s", "Pair of sevens"),
        ("Ah Ad 7c 7s 3h", "Two pair, aces and sevens"),
        ("6h 6c 6s Kd 2s", "Three of a kind, sixes"),
        ("Th 9c 8s 7d 6h", "Straight, ten high"),
        ("Kh 9h 7h 5h 2h", "Flush, king high"),
        ("7h 7c 7s Ad As", "Full house, sevens full of aces"),
        ("Qh Qc Qs Qd 2s", "Four of a kind, queens"),
        ("9s 8s 7s 6s 5s", "Straight flush, nine high"),
        ("As Ks Qs Js Ts", "Royal flush"),
    ];
    for (hand, text) in table {
        assert_eq!(eval(hand).description(), text, "{hand}");
    }
}

#[test]
fn the_best_five_come_in_counting_order() {
    assert_eq!(cards_text(&eval("As Kd 7h 7c 2s").best), "7h7cAsKd2s");
    let e = eval("As Ks 2s 9s 4s 9d 9h");
    assert_eq!(e.category, Category::Flush);
    assert_eq!(cards_text(&e.best), "AsKs9s4s2s");
}

#[test]
fn wrong_counts_jokers_and_duplicates_are_typed_errors() {
    assert_refused(
        high::evaluate,
        &[
            ("As Kd 7h 7c", "bad_hand_size"),
            ("As Kd 7h 7c 2s 3s 4s 5s", "bad_hand_size"),
            ("As Kd 7h 7c Jk", "bad_joker"),
            ("As Kd 7h As 2c", "duplicate_card"),
        ],
    );
}
