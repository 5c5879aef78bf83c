//! Conditions and what they pay: the value as a meld lies, increases, splits, the spade
//! doubling, and the payments from every other active player.

use cardroom_engine::pan::condition::{split_value, value};
use cardroom_engine::pan::meld::{check_add, check_split, classify};
use cardroom_engine::pan::{Meld, PanAction, PanConfig, PayReason};

use super::support::{add, c, cfg, draw, lay, playing, received};

fn meld(text: &str) -> Meld {
    classify(&c(text)).expect("a valid meld")
}

fn worth(text: &str) -> u32 {
    value(&meld(text), &cfg())
}

/// What adding `cards` to `text` pays, in chips.
fn increase(text: &str, cards: &str) -> u32 {
    let before = meld(text);
    let after = check_add(&before, &c(cards)).expect("a valid increase");
    value(&after, &cfg()) - value(&before, &cfg())
}

/// Each meld's condition pays what is given.
fn pays(melds: &[(&str, u32)]) {
    for &(text, paid) in melds {
        assert_eq!(worth(text), paid, "{text}");
    }
}

#[test]
fn a_valle_set_of_different_suits_pays_one_even_with_a_spade() {
    pays(&[("5c 5d 5h", 1), ("3c 3d 3s", 1), ("7c 7d 7h 7s", 2)]);
}

#[test]
fn a_valle_set_of_one_suit_pays_two_and_four_in_spades() {
    pays(&[("5h 5h 5h", 2), ("7d 7d 7d", 2), ("3s 3s 3s", 4)]);
}

#[test]
fn a_non_valle_set_of_one_suit_pays_one_and_two_in_spades() {
    pays(&[("Qh Qh Qh", 1), ("4s 4s 4s", 2)]);
}

#[test]
fn ace_two_three_and_king_queen_jack_pay_one_and_two_in_spades() {
    pays(&[
        ("Ah 2h 3h", 1),
        ("As 2s 3s", 2),
        ("Kd Qd Jd", 1),
        ("Ks Qs Js", 2),
    ]);
}

#[test]
fn other_melds_are_no_condition() {
    pays(&[
        ("4c 4d 4h", 0),
        ("6h 5h 4h", 0),
        ("Qh Jh 7h", 0),
        ("Ac Ad Ah", 0),
    ]);
}

#[test]
fn spades_pay_single_when_the_table_turns_doubling_off() {
    let mut config = PanConfig::house(25);
    config.spades_double = false;
    assert_eq!(value(&meld("3s 3s 3s"), &config), 2);
    assert_eq!(value(&meld("Ks Qs Js"), &config), 1);
}

#[test]
fn a_condition_laid_with_more_cards_pays_as_three_laid_and_the_rest_added() {
    assert_eq!(worth("5h 5h 5h 5h"), 2 + 1);
    assert_eq!(worth("Ah 2h 3h 4h"), 1 + 1);
    assert_eq!(worth("Ks Qs Js 7s"), 2 + 2);
    // A to K holds both A-2-3 and K-Q-J: each counts, each with the seven cards beyond three.
    assert_eq!(worth("Ah 2h 3h 4h 5h 6h 7h Jh Qh Kh"), 2 * (1 + 7));
}

#[test]
fn increasing_a_condition_pays_its_value_again_per_card() {
    assert_eq!(increase("Ah 2h 3h", "4h"), 1);
    assert_eq!(increase("As 2s 3s", "4s 5s"), 4);
    assert_eq!(increase("Qh Qh Qh", "Qh"), 1);
    assert_eq!(increase("6s 6s 6s", "6s"), 2);
    assert_eq!(increase("5c 5d 5h", "5s"), 1);
    assert_eq!(increase("5c 5d 5h", "5h 5h"), 2);
}

#[test]
fn increasing_a_same_suit_valle_set_pays_one_and_two_in_spades() {
    assert_eq!(increase("5h 5h 5h", "5h"), 1);
    assert_eq!(increase("7s 7s 7s", "7s"), 2);
}

#[test]
fn a_non_condition_becoming_one_pays_its_full_value() {
    assert_eq!(increase("2h 3h 4h", "Ah"), 2);
    assert_eq!(increase("Qd Jd 7d", "Kd"), 2);
    assert_eq!(increase("4h 5h 6h", "7h"), 0);
    assert_eq!(increase("4c 4d 4h", "4s"), 0);
}

#[test]
fn an_off_suit_ace_or_king_added_to_a_same_suit_set_pays_nothing() {
    assert_eq!(increase("Ah Ah Ah", "Ac"), 0);
    assert_eq!(increase("Ks Ks Ks", "Kd"), 0);
}

#[test]
fn mixed_aces_pay_for_each_suit_held_three_times() {
    pays(&[("Ah Ah Ah Ac", 1), ("As As As Ah Ah Ah", 3)]);
    assert_eq!(increase("Ah Ah Ac", "Ah"), 1);
}

#[test]
fn splitting_four_fours_into_a_spade_set_pays_two() {
    let before = meld("4c 4d 4h 4s");
    let (a, b) = check_split(&before, &c("4s 4s"), &c("4c 4d 4h")).expect("a split");
    assert_eq!(split_value(&before, [&a, &b], &cfg()), 2);
}

#[test]
fn a_split_creating_ace_two_three_pays_one() {
    let before = meld("5d 4d 3d");
    let (a, b) = check_split(&before, &c("2d 6d Ad"), &c("Ad 2d 3d")).expect("a split");
    assert_eq!(split_value(&before, [&a, &b], &cfg()), 1);
}

#[test]
fn a_split_pays_only_for_a_condition_it_creates() {
    // A-2-3 was already there: it is not created by splitting A..5 + 6 7.
    let before = meld("Ah 2h 3h 4h 5h");
    let (a, b) = check_split(&before, &c("6h 7h"), &c("Ah 2h 3h")).expect("a split");
    assert_eq!(split_value(&before, [&a, &b], &cfg()), 0);
}

#[test]
fn a_condition_is_paid_at_once_by_every_other_active_player_in_cents() {
    let hands = [
        (1, "4d 4h 6c 7c Jc Qd Kd 2d 3h 6s"),
        (2, "5s 5s Ks Qs Js 2c 3c 4c 6d Ac"),
        (3, "Ah Ah 2h 3h 4h 5d 6d 7d Jd Qc"),
    ];
    let mut hand = playing(cfg(), &hands, 2);
    hand.apply(draw(2, "5s")).expect("draw");
    let ev = hand.apply(lay(2, "5s 5s 5s")).expect("a spade valle set");
    // 4 chips of 25 cents from each of two others.
    assert_eq!(received(ev.payments(), 2), 2 * 4 * 25);
    assert_eq!(received(ev.payments(), 1), -100);
    assert_eq!(received(ev.payments(), 3), -100);
    assert!(
        ev.payments()
            .iter()
            .all(|p| p.reason == PayReason::Condition)
    );
    let ev = hand.apply(lay(2, "Ks Qs Js")).expect("K-Q-J of spades");
    assert_eq!(received(ev.payments(), 2), 2 * 2 * 25);
    let ev = hand.apply(lay(2, "4c 3c 2c")).expect("no condition");
    assert!(ev.payments().is_empty());
    let ev = hand.apply(add(2, 2, "Ac")).expect("A-2-3-4 of clubs");
    assert_eq!(received(ev.payments(), 2), 2 * 2 * 25);
    assert!(
        ev.payments()
            .iter()
            .all(|p| p.reason == PayReason::Increase)
    );
}

#[test]
fn a_retired_player_pays_no_condition() {
    let hands = [
        (1, "4d 4h 6c 7c Jc Qd Kd 2d 3h 6s"),
        (2, "5s 5s Ks Qs Js 2c 3c 4c 6d 7d"),
        (3, "Ah Ah 2h 3h 4h 5d 6d 7d Jd Qc"),
    ];
    let mut hand = super::support::dealt(cfg(), &hands, 2);
    hand.apply(PanAction::Stay { seat: 2 }).expect("stay");
    hand.apply(PanAction::Stay { seat: 1 }).expect("stay");
    hand.apply(PanAction::Retire { seat: 3 }).expect("retire");
    hand.apply(draw(2, "5s")).expect("draw");
    let ev = hand.apply(lay(2, "5s 5s 5s")).expect("a spade valle set");
    assert_eq!(ev.payments().len(), 1);
    assert_eq!(received(ev.payments(), 3), 0);
    assert_eq!(received(ev.payments(), 1), -100);
}
