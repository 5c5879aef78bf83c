//! Card text: parse, print, errors naming the bad part.

use cardroom_cards::{Card, CardsError, Rank, Suit, parse_cards};

use crate::support::cards;

#[test]
fn every_card_prints_and_parses_back_to_itself() {
    for i in 0..=52 {
        let c = Card::from_index(i).unwrap();
        assert_eq!(c.to_string().parse::<Card>().unwrap(), c);
    }
    assert_eq!(Card::from_index(53), None);
}

#[test]
fn text_form_is_rank_then_suit_and_the_joker_is_jk() {
    assert_eq!(Card::new(Rank::Ace, Suit::Spades).to_string(), "As");
    assert_eq!(Card::new(Rank::Ten, Suit::Diamonds).to_string(), "Td");
    assert_eq!(Card::new(Rank::Seven, Suit::Clubs).to_string(), "7c");
    assert_eq!(Card::new(Rank::Two, Suit::Hearts).to_string(), "2h");
    assert_eq!(Card::JOKER.to_string(), "Jk");
    assert_eq!("Jk".parse::<Card>().unwrap(), Card::JOKER);
}

#[test]
fn a_hand_may_be_written_concatenated_or_spaced() {
    let joined = parse_cards("AsKd7h").unwrap();
    let spaced = parse_cards("As Kd 7h").unwrap();
    assert_eq!(joined, spaced);
    assert_eq!(
        joined,
        vec![
            Card::new(Rank::Ace, Suit::Spades),
            Card::new(Rank::King, Suit::Diamonds),
            Card::new(Rank::Seven, Suit::Hearts)
        ]
    );
    assert_eq!(
        cards("JkAs"),
        vec![Card::JOKER, Card::new(Rank::Ace, Suit::Spades)]
    );
}

#[test]
fn the_joker_has_no_rank_or_suit_and_naturals_have_both() {
    assert!(Card::JOKER.is_joker());
    assert_eq!(Card::JOKER.rank(), None);
    assert_eq!(Card::JOKER.suit(), None);
    let c: Card = "Qh".parse().unwrap();
    assert!(!c.is_joker());
    assert_eq!(c.rank(), Some(Rank::Queen));
    assert_eq!(c.suit(), Some(Suit::Hearts));
}

#[test]
fn an_unknown_rank_is_a_bad_rank_error_naming_it() {
    let e = "Xs".parse::<Card>().unwrap_err();
    assert_eq!(e.code(), "bad_rank");
    assert_eq!(
        e,
        CardsError::BadRank {
            card: "Xs".into(),
            rank: 'X'
        }
    );
    assert!(e.to_string().contains("'X'"));
}

#[test]
fn an_unknown_suit_is_a_bad_suit_error_naming_it() {
    let e = parse_cards("As Kx").unwrap_err();
    assert_eq!(e.code(), "bad_suit");
    assert!(e.to_string().contains("'x'"), "{e}");
}

#[test]
fn a_card_of_the_wrong_length_is_a_bad_length_error() {
    assert_eq!("A".parse::<Card>().unwrap_err().code(), "bad_length");
    assert_eq!("Asd".parse::<Card>().unwrap_err().code(), "bad_length");
    assert_eq!(parse_cards("AsK").unwrap_err().code(), "bad_length");
    assert_eq!(parse_cards("As 10d").unwrap_err().code(), "bad_length");
    assert_eq!(parse_cards("As 1d").unwrap_err().code(), "bad_rank");
}

#[test]
fn cards_order_by_rank_then_suit_with_the_joker_last() {
    let mut v = cards("Jk As 2c Ks 2s Ah");
    v.sort();
    assert_eq!(v, cards("2c 2s Ks Ah As Jk"));
}
