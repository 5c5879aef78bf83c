//! Pan's cards: the rank order K Q J 7 6 5 4 3 2 A, copies in the stock, the dealer's text
//! form (`Q♥ J♥ 7♥`) and JSON as card text.

use cardroom_cards::{Card, Rank, Suit};

use super::PanConfig;

/// The place of a rank in Pan's order, ace 1 (low only) to king 10; the seven (7) and the
/// jack (8) are adjacent. `None` for the 8, 9 and 10, which Pan does not use.
pub fn pan_order(rank: Rank) -> Option<u8> {
    match rank {
        Rank::Ace => Some(1),
        Rank::Two => Some(2),
        Rank::Three => Some(3),
        Rank::Four => Some(4),
        Rank::Five => Some(5),
        Rank::Six => Some(6),
        Rank::Seven => Some(7),
        Rank::Jack => Some(8),
        Rank::Queen => Some(9),
        Rank::King => Some(10),
        Rank::Eight | Rank::Nine | Rank::Ten => None,
    }
}

/// The rank at place `order` (1 to 10) of Pan's order.
pub(crate) fn rank_at(order: u8) -> Option<Rank> {
    match order {
        1 => Some(Rank::Ace),
        2..=7 => Rank::from_value(order),
        8 => Some(Rank::Jack),
        9 => Some(Rank::Queen),
        10 => Some(Rank::King),
        _ => None,
    }
}

/// A card's place in Pan's order, `None` for a card Pan does not use (8, 9, 10, joker).
pub(crate) fn order_of(card: Card) -> Option<u8> {
    card.rank().and_then(pan_order)
}

/// Valle cards (cards of value): threes, fives and sevens.
pub fn is_valle(rank: Rank) -> bool {
    matches!(rank, Rank::Three | Rank::Five | Rank::Seven)
}

/// How many copies of `card` the stock holds at this table.
pub(crate) fn copies(config: &PanConfig, card: Card) -> u8 {
    if order_of(card).is_none() {
        return 0;
    }
    let removed = config.spades_removed && card.suit() == Some(Suit::Spades);
    config.decks.saturating_sub(u8::from(removed))
}

/// The number of cards in the stock before the deal.
pub(crate) fn deck_size(config: &PanConfig) -> usize {
    Card::naturals()
        .map(|c| usize::from(copies(config, c)))
        .sum()
}

/// The suit's symbol.
pub(crate) fn suit_symbol(suit: Suit) -> char {
    match suit {
        Suit::Clubs => '♣',
        Suit::Diamonds => '♦',
        Suit::Hearts => '♥',
        Suit::Spades => '♠',
    }
}

/// A card as the dealer reads it: `Q♥`, `7♠`, `A♦`.
pub fn show(card: Card) -> String {
    match (card.rank(), card.suit()) {
        (Some(r), Some(s)) => format!("{}{}", r.to_char(), suit_symbol(s)),
        _ => "joker".into(),
    }
}

/// Cards as the dealer reads them, separated by spaces: `Q♥ J♥ 7♥`.
pub fn show_all(cards: &[Card]) -> String {
    cards.iter().map(|&c| show(c)).collect::<Vec<_>>().join(" ")
}

/// Sorts cards high to low in Pan's order (king first), then by suit, spades first.
pub(crate) fn sort_desc(cards: &mut [Card]) {
    cards.sort_by_key(|&c| (std::cmp::Reverse(order_of(c)), std::cmp::Reverse(c.suit())));
}

/// Removes one copy of each card of `take` from `from`; `false` (and `from` unchanged) when
/// `from` does not hold them all.
pub(crate) fn remove_all(from: &mut Vec<Card>, take: &[Card]) -> bool {
    let mut rest = from.clone();
    for c in take {
        match rest.iter().position(|x| x == c) {
            Some(i) => {
                rest.remove(i);
            }
            None => return false,
        }
    }
    *from = rest;
    true
}
