//! `high-bug`: the rule sentences of RULINGS.md (Five Card Draw with the joker).

use cardroom_cards::{Category, Evaluation, bug, cards_text, high};

use crate::support::{assert_described, assert_refused, cards, ranks};

fn eval(text: &str) -> Evaluation {
    bug::evaluate(&cards(text)).unwrap()
}

#[test]
fn four_aces_and_the_bug_are_five_aces_the_best_hand() {
    let five = eval("As Ah Ad Ac Jk");
    assert_eq!(five.category, Category::FiveOfAKind);
    assert_eq!(five.description(), "Five of a kind, aces");
    assert!(five > eval("As Ks Qs Js Ts"));
    assert!(five > eval("Ks Qs Js Ts Jk"));
}

#[test]
fn the_bug_is_an_ace_not_any_card() {
    // Pairs aces, but never kings.
    assert_eq!(eval("As Kd 7c 5h Jk").description(), "Pair of aces");
    let kings = eval("Ks Kd 7c 5h Jk");
    assert_eq!(kings.category, Category::Pair);
    assert_eq!(ranks(&kings), vec![13, 13, 14, 7, 5]);
    assert_eq!(
        eval("As Ad 7c 5h Jk").description(),
        "Three of a kind, aces"
    );
    // No ace, no straight, no flush: it plays as an ace kicker.
    assert_eq!(eval("Kd Qh 9c 5s Jk").description(), "Ace high");
    assert_eq!(ranks(&eval("Kd Qh 9c 5s Jk")), vec![14, 13, 12, 9, 5]);
}

#[test]
fn the_bug_completes_a_straight_at_its_best() {
    let e = eval("9h 8c 7d 6s Jk");
    assert_eq!(e.description(), "Straight, ten high");
    assert_eq!(cards_text(&e.best), "Jk9h8c7d6s");
    assert_eq!(eval("9h 8c 6s 5d Jk").description(), "Straight, nine high");
    assert_eq!(eval("2h 3c 4d 5s Jk").description(), "Straight, six high");
}

#[test]
fn in_a_flush_the_bug_is_the_highest_card_of_that_suit_not_held() {
    let e = eval("Ks 9s 4s 2s Jk");
    assert_eq!(e.category, Category::Flush);
    assert_eq!(ranks(&e), vec![14, 13, 9, 4, 2]);
    let e = eval("As Ks 9s 4s Jk");
    assert_eq!(ranks(&e), vec![14, 13, 12, 9, 4]);
    assert_eq!(e.description(), "Flush, ace high");
    // Equal to the natural flush it stands for.
    assert_eq!(e, high::evaluate(&cards("As Ks Qs 9s 4s")).unwrap());
}

#[test]
fn the_bug_completes_a_straight_flush_before_a_plain_flush() {
    assert_described(
        eval,
        &[
            ("9s 8s 7s 6s Jk", "Straight flush, ten high"),
            ("Ks Qs Js Ts Jk", "Royal flush"),
        ],
    );
}

#[test]
fn a_hand_without_the_bug_ranks_as_high() {
    assert_eq!(
        eval("7h 7c As Kd 2s"),
        high::evaluate(&cards("7h 7c As Kd 2s")).unwrap()
    );
}

#[test]
fn high_bug_takes_exactly_five_distinct_cards() {
    assert_refused(
        bug::evaluate,
        &[
            ("As Kd 7c Jk", "bad_hand_size"),
            ("As Kd 7c Jk Jk", "duplicate_card"),
        ],
    );
}
