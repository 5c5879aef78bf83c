//! Meld rules: sequences, sets, increasing, borrowing and splitting, with the reasons given.

use cardroom_engine::pan::meld::{check_add, check_borrow, check_split, classify};
use cardroom_engine::pan::{Meld, MeldKind};

use super::support::c;

fn meld(text: &str) -> Meld {
    classify(&c(text)).expect("a valid meld")
}

fn why(text: &str) -> String {
    classify(&c(text)).expect_err("not a meld")
}

#[test]
fn a_sequence_is_three_consecutive_cards_of_one_suit() {
    let m = meld("4h 6h 5h");
    assert_eq!(m.kind, MeldKind::Sequence);
    assert_eq!(m.text(), "6♥ 5♥ 4♥");
}

#[test]
fn a_sequence_treats_jack_and_seven_as_adjacent() {
    assert_eq!(meld("Qh Jh 7h").kind, MeldKind::Sequence);
    assert_eq!(meld("Jc 7c 6c").kind, MeldKind::Sequence);
    assert_eq!(meld("Kd Qd Jd 7d 6d").kind, MeldKind::Sequence);
}

#[test]
fn a_gap_in_a_sequence_names_the_missing_card() {
    assert_eq!(why("Qh Jh 6h"), "Q♥ J♥ 6♥ is not a sequence: 7♥ is missing");
    assert_eq!(
        why("Ks 7s 6s"),
        "K♠ 7♠ 6♠ is not a sequence: Q♠ J♠ are missing"
    );
}

#[test]
fn aces_are_low_only_and_a_sequence_does_not_wrap() {
    assert_eq!(meld("Ac 2c 3c").kind, MeldKind::Sequence);
    let wrap = why("Kh Ah 2h");
    assert!(wrap.contains("the ace is low only"), "{wrap}");
    assert!(classify(&c("Qh Kh Ah")).is_err());
    // The full run A to K is one sequence.
    assert_eq!(
        meld("Ah 2h 3h 4h 5h 6h 7h Jh Qh Kh").kind,
        MeldKind::Sequence
    );
}

#[test]
fn a_sequence_is_of_one_suit_without_repeats() {
    assert_eq!(
        why("Qh Js 7h"),
        "Q♥ J♠ 7♥ is not a meld: a set is one rank and a sequence is one suit"
    );
    assert_eq!(
        why("6h 6h 5h 4h"),
        "6♥ 6♥ 5♥ 4♥ is not a sequence: 6♥ appears twice"
    );
}

#[test]
fn a_meld_needs_three_pan_cards() {
    assert_eq!(
        why("Qh Jh"),
        "Q♥ J♥ is not a meld: a meld needs at least three cards"
    );
    let ten = why("Qh Jh Th");
    assert!(ten.starts_with("T♥ is not a Pan card"), "{ten}");
    assert!(why("9h 8h 7h").contains("is not a Pan card"));
}

#[test]
fn a_set_is_all_one_suit_or_all_different_suits() {
    assert_eq!(meld("5h 5h 5h").kind, MeldKind::SameSuitSet);
    assert_eq!(meld("4c 4d 4h").kind, MeldKind::DifferentSuitSet);
    assert_eq!(meld("Qc Qd Qh Qs").kind, MeldKind::DifferentSuitSet);
    assert_eq!(
        why("5h 5h 5c"),
        "5♥ 5♥ 5♣ is not a set: a set is all one suit or all different suits \
         (only aces and kings mix)"
    );
}

#[test]
fn aces_and_kings_form_a_set_in_any_mix_of_suits() {
    assert_eq!(meld("Ah Ah Ac").kind, MeldKind::AcesKings);
    assert_eq!(meld("Ks Ks Kd Kd").kind, MeldKind::AcesKings);
    assert_eq!(meld("Ac Ac Ac").kind, MeldKind::AcesKings);
}

#[test]
fn a_sequence_is_increased_only_at_its_ends() {
    let m = meld("Qh Jh 7h");
    assert_eq!(
        check_add(&m, &c("6h")).expect("low end").text(),
        "Q♥ J♥ 7♥ 6♥"
    );
    assert_eq!(
        check_add(&m, &c("Kh 6h 5h"))
            .expect("both ends")
            .cards
            .len(),
        6
    );
    let gap = check_add(&m, &c("5h")).expect_err("a gap");
    assert!(gap.contains("6♥ is missing"), "{gap}");
    assert!(check_add(&m, &c("6d")).is_err());
    assert!(check_add(&m, &c("Jh")).is_err());
}

#[test]
fn a_same_suit_set_takes_only_its_suit_and_a_different_suit_set_any_suit() {
    let same = meld("5h 5h 5h");
    assert_eq!(
        check_add(&same, &c("5c")).expect_err("off suit"),
        "5♣ cannot be added to 5♥ 5♥ 5♥: a same-suit set takes only hearts"
    );
    assert!(check_add(&same, &c("5h")).is_ok());
    let different = meld("4c 4d 4h");
    let grown = check_add(&different, &c("4h 4s")).expect("any suit");
    assert_eq!(grown.kind, MeldKind::DifferentSuitSet);
    assert_eq!(
        check_add(&different, &c("5c")).expect_err("other rank"),
        "5♣ cannot be added to 4♥ 4♦ 4♣: a set takes only fours"
    );
    let aces = meld("Ah Ah Ah");
    assert_eq!(
        check_add(&aces, &c("Ac")).expect("any ace").kind,
        MeldKind::AcesKings
    );
}

#[test]
fn borrowing_takes_only_end_cards_of_a_sequence() {
    let m = meld("7c 6c 5c 4c");
    assert_eq!(
        check_borrow(&m, &c("7c")).expect("top end").text(),
        "6♣ 5♣ 4♣"
    );
    assert_eq!(
        check_borrow(&m, &c("4c")).expect("bottom end").text(),
        "7♣ 6♣ 5♣"
    );
    let middle = check_borrow(&m, &c("6c")).expect_err("a middle card");
    assert_eq!(
        middle,
        "6♣ cannot be borrowed from 7♣ 6♣ 5♣ 4♣: only end cards (7♣ or 4♣) may be taken"
    );
    assert!(check_borrow(&m, &c("5c")).is_err());
    let long = meld("Jh 7h 6h 5h 4h");
    assert!(check_borrow(&long, &c("5h 4h")).is_ok());
}

#[test]
fn borrowing_must_leave_a_valid_meld() {
    let three = meld("Qh Jh 7h");
    let short = check_borrow(&three, &c("Qh")).expect_err("two left");
    assert!(short.contains("a meld keeps at least three"), "{short}");
    let set = meld("4c 4d 4h 4s");
    assert!(check_borrow(&set, &c("4c")).is_ok());
    let repeated = check_add(&meld("4c 4d 4h"), &c("4h")).expect("increased");
    let bad = check_borrow(&repeated, &c("4c")).expect_err("two suits left");
    assert!(bad.contains("must leave a valid meld"), "{bad}");
    assert!(check_borrow(&three, &c("5h")).is_err());
}

#[test]
fn a_split_makes_two_valid_melds_each_keeping_an_original_card() {
    // The house's example: ♦J 7 6 5 split by adding ♦Q and ♦4.
    let m = meld("Jd 7d 6d 5d");
    let (a, b) = check_split(&m, &c("Qd 4d"), &c("Qd Jd 7d")).expect("a split");
    assert_eq!(a.text(), "Q♦ J♦ 7♦");
    assert_eq!(b.text(), "6♦ 5♦ 4♦");
    // Four 4s and two added 4♠: 4♣ 4♦ 4♥ and 4♠ 4♠ 4♠.
    let fours = meld("4c 4d 4h 4s");
    let (x, y) = check_split(&fours, &c("4s 4s"), &c("4c 4d 4h")).expect("a split");
    assert_eq!(x.kind, MeldKind::DifferentSuitSet);
    assert_eq!(y.kind, MeldKind::SameSuitSet);
}

#[test]
fn a_split_needs_an_added_card_and_two_valid_parts() {
    let m = meld("Jd 7d 6d 5d 4d 3d");
    let none = check_split(&m, &[], &c("Jd 7d 6d")).expect_err("nothing added");
    assert!(none.contains("at least one added card"), "{none}");
    assert!(check_split(&meld("Jd 7d 6d 5d"), &c("4d"), &c("Jd 7d 6d")).is_err());
    // Each part keeps an original card: 3♦ 2♦ A♦ are all added.
    let new_only = check_split(&meld("6d 5d 4d"), &c("3d 2d Ad"), &c("3d 2d Ad"))
        .expect_err("a part of added cards only");
    assert!(new_only.contains("keeps a card of"), "{new_only}");
}
