//! `mexican`: the 41-card deck's counts and the rule sentences of RULINGS.md.

use std::collections::HashMap;

use cardroom_cards::mexican::{self, JokerFace};
use cardroom_cards::{Card, Category, Evaluation};

use crate::reference::{Game, natural, rank_five};
use crate::support::{assert_described, cards, combinations, ranks};

fn up(text: &str) -> Evaluation {
    mexican::evaluate(&cards(text), JokerFace::Up).unwrap()
}

fn down(text: &str) -> Evaluation {
    mexican::evaluate(&cards(text), JokerFace::Down).unwrap()
}

fn shown(text: &str, face: JokerFace) -> mexican::Exposed {
    mexican::exposed(&cards(text), face).unwrap()
}

#[test]
fn the_40_natural_cards_give_the_stripped_deck_category_counts() {
    let deck: Vec<Card> = Card::naturals()
        .filter(|c| !matches!(c.rank().unwrap() as u8, 8..=10))
        .collect();
    assert_eq!(deck.len(), 40);
    let mut counts: HashMap<Category, u32> = HashMap::new();
    for ix in combinations(40, 5) {
        let hand: Vec<Card> = ix.iter().map(|&i| deck[i]).collect();
        let e = mexican::evaluate(&hand, JokerFace::Down).unwrap();
        *counts.entry(e.category).or_default() += 1;
        // And each agrees with the plain reference ranker.
        let refc: Vec<_> = hand.iter().map(|&c| natural(c)).collect();
        let (cat, r) = rank_five(Game::Mexican, &refc);
        let r: Vec<u8> = r.iter().map(|&x| if x == 1 { 14 } else { x }).collect();
        assert_eq!((e.category, ranks(&e)), (cat, r), "{hand:?}");
    }
    let want = [
        (Category::StraightFlush, 28),
        (Category::FourOfAKind, 360),
        (Category::Flush, 980),
        (Category::FullHouse, 2_160),
        (Category::Straight, 7_140),
        (Category::ThreeOfAKind, 23_040),
        (Category::TwoPair, 51_840),
        (Category::Pair, 322_560),
        (Category::HighCard, 249_900),
    ];
    for (cat, n) in want {
        assert_eq!(counts.get(&cat).copied().unwrap_or(0), n, "{cat}");
    }
    assert_eq!(counts.values().sum::<u32>(), 658_008);
}

#[test]
fn a_flush_beats_a_full_house() {
    let flush = down("Kh Qh 7h 5h 2h");
    let full = down("As Ac Ad Ks Kd");
    assert_eq!(flush.category, Category::Flush);
    assert_eq!(full.category, Category::FullHouse);
    assert!(flush > full);
    assert!(down("7s 7c 7d 7h 2s") > flush);
    assert!(full > down("Qs Jd 7h 6c 5d"));
}

#[test]
fn seven_and_jack_are_adjacent_and_the_straights_run_a2345_to_7jqka_without_wrap() {
    let ladder = [
        "As 2d 3h 4c 5s",
        "2s 3d 4h 5c 6s",
        "3s 4d 5h 6c 7s",
        "4s 5d 6h 7c Js",
        "5s 6d 7h Jc Qs",
        "6s 7d Jh Qc Ks",
        "7s Jd Qh Kc As",
    ];
    for w in ladder.windows(2) {
        assert_eq!(down(w[0]).category, Category::Straight, "{}", w[0]);
        assert!(down(w[0]) < down(w[1]), "{} < {}", w[0], w[1]);
    }
    assert_eq!(down("5s 6d 7h Jc Qs").description(), "Straight, queen high");
    assert_eq!(down("Ks As 2d 3h 4c").category, Category::HighCard);
    assert_eq!(down("Js Qs Ks As 2s").category, Category::Flush);
}

#[test]
fn five_of_a_kind_beats_a_straight_flush() {
    assert_eq!(down("As Ah Ad Ac Jk").category, Category::FiveOfAKind);
    assert_eq!(up("As Ah Ad Ac Jk").category, Category::FiveOfAKind);
    assert!(down("Ks Kh Kd Kc Jk") > down("7s Js Qs Ks As"));
}

#[test]
fn the_joker_face_up_is_a_bug_and_with_no_ace_held_plays_as_an_ace() {
    let e = up("Kd Qh 6c 4s Jk");
    assert_eq!(e.category, Category::HighCard);
    assert_eq!(ranks(&e), vec![14, 13, 12, 6, 4]);
    assert_eq!(e.description(), "Ace high");
    // A bug never pairs a king; face down it does.
    assert_described(up, &[("Kd Kh 6c 4s Jk", "Pair of kings")]);
    assert_described(down, &[("Kd Kh 6c 4s Jk", "Three of a kind, kings")]);
    assert_described(up, &[("Ad Kh 6c 4s Jk", "Pair of aces")]);
}

#[test]
fn the_bug_completes_a_straight_flush_or_flush() {
    assert_described(
        up,
        &[
            ("5d 6h 7c Qs Jk", "Straight, queen high"),
            ("Js Qs Ks As Jk", "Royal flush"),
        ],
    );
    let f = up("Kh Qh 5h 2h Jk");
    assert_eq!(f.category, Category::Flush);
    assert_eq!(ranks(&f), vec![14, 13, 12, 5, 2]);
}

#[test]
fn a_joker_completing_a_flush_is_the_highest_card_of_that_suit_not_held() {
    for e in [up("Ah Kh Qh 2h Jk"), down("Ah Kh Qh 2h Jk")] {
        assert_eq!(e.category, Category::Flush);
        assert_eq!(ranks(&e), vec![14, 13, 12, 11, 2]);
        assert_eq!(e.description(), "Flush, ace high");
    }
}

#[test]
fn the_face_down_joker_is_fully_wild() {
    assert_eq!(down("Kd Qh 6c 4s Jk").description(), "Pair of kings");
    assert_eq!(down("7s Jd Qh Kc Jk").description(), "Straight, ace high");
    assert_eq!(
        down("Ks Kd 5c 5h Jk").description(),
        "Full house, kings full of fives"
    );
    // Four to a flush: the flush outranks the full house it could not make anyway, and a
    // pair: flush it is.
    assert_eq!(down("Ks 7s 5s 2s Jk").category, Category::Flush);
}

#[test]
fn eights_nines_and_tens_are_not_in_the_mexican_deck() {
    let e = mexican::evaluate(&cards("8s Kd 7c 5h 2d"), JokerFace::Down).unwrap_err();
    assert_eq!(e.code(), "not_in_deck");
    assert!(e.to_string().contains("8s"));
    assert_eq!(
        mexican::exposed(&cards("Th"), JokerFace::Up)
            .unwrap_err()
            .code(),
        "not_in_deck"
    );
}

#[test]
fn exposed_cards_rank_quads_trips_two_pair_pair_high_card() {
    let ladder = [
        shown("Ks Qd 7h 2c", JokerFace::Up),
        shown("2s 2d 3h 4c", JokerFace::Up),
        shown("2s 2d 3h 3c", JokerFace::Up),
        shown("2s 2d 2h 4c", JokerFace::Up),
        shown("2s 2d 2h 2c", JokerFace::Up),
    ];
    let cats = [
        Category::HighCard,
        Category::Pair,
        Category::TwoPair,
        Category::ThreeOfAKind,
        Category::FourOfAKind,
    ];
    for (e, c) in ladder.iter().zip(cats) {
        assert_eq!(e.category, c);
    }
    for w in ladder.windows(2) {
        assert!(w[0] < w[1]);
    }
}

#[test]
fn exposed_straights_and_flushes_do_not_count_and_suits_never_break_ties() {
    let e = shown("5h 6h 7h Jh", JokerFace::Up);
    assert_eq!(e.category, Category::HighCard);
    assert_eq!(e.description(), "Jack high");
    assert!(shown("2c 2d", JokerFace::Up) > shown("As Ks", JokerFace::Up));
    assert_eq!(shown("Ks Qd", JokerFace::Up), shown("Kc Qh", JokerFace::Up));
    assert!(shown("As", JokerFace::Up) > shown("Ks", JokerFace::Up));
    assert!(shown("Ks Qd 5c", JokerFace::Up) > shown("Ks Qd", JokerFace::Up));
}

#[test]
fn an_exposed_joker_face_up_counts_as_an_ace_and_face_down_stays_wild() {
    assert_eq!(shown("Jk", JokerFace::Up), shown("As", JokerFace::Up));
    assert_eq!(shown("Jk", JokerFace::Down), shown("As", JokerFace::Up));
    assert_eq!(shown("Jk Kd", JokerFace::Up).description(), "Ace high");
    assert_eq!(
        shown("Jk Kd", JokerFace::Down).description(),
        "Pair of kings"
    );
    assert_eq!(shown("Jk As", JokerFace::Up).description(), "Pair of aces");
    assert_eq!(
        shown("Jk 5d 5c 5h", JokerFace::Down).category,
        Category::FourOfAKind
    );
    assert_eq!(shown("Jk Kd", JokerFace::Down).cards.len(), 2);
}

#[test]
fn exposed_takes_one_to_four_cards() {
    assert_eq!(
        mexican::exposed(&[], JokerFace::Up).unwrap_err().code(),
        "bad_hand_size"
    );
    assert_eq!(
        mexican::exposed(&cards("As Ks Qs Js 2s"), JokerFace::Up)
            .unwrap_err()
            .code(),
        "bad_hand_size"
    );
}

#[test]
fn for_the_first_opener_a_face_up_joker_counts_as_an_ace() {
    assert_eq!(
        mexican::up_card_rank(Card::JOKER),
        cardroom_cards::Rank::Ace
    );
    assert_eq!(
        mexican::up_card_rank(cards("7d")[0]),
        cardroom_cards::Rank::Seven
    );
}
