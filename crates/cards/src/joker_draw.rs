//! `joker-draw`: Draw Poker with Joker, the house-banked game (52 + joker, five cards).
//!
//! The joker is wild and maximises the hand: with a pair, set or quads it may be a card
//! already held (five of a kind is possible, and the best hand); in a straight it makes the
//! best straight, a straight flush included. In a plain flush it counts as the two of that
//! suit, even when that two is held: `2s5s9sKs`+joker is a K-9-5-2-2 flush, which loses to
//! K-9-5-3-2. A joker hand ties the equal natural hand (strength depends on ranks only).

use crate::five::{ALL_RANKS, Five, Sequences};
use crate::joker::{JokerRule, evaluate_five};
use crate::strength::{Category, Ranking};
use crate::{Card, CardsError, Evaluation};

/// Ranks five distinct cards of 52 + joker under the joker-draw rules.
pub fn evaluate(cards: &[Card]) -> Result<Evaluation, CardsError> {
    let five = Five::read(cards)?;
    Ok(evaluate_five(
        cards,
        &five,
        Ranking::JokerDraw,
        Sequences::Standard,
        &ALL_RANKS,
        JokerRule::WildFlushTwo,
    ))
}

/// Whether the dealer's hand opens the game: a pair of jacks or better.
pub fn dealer_qualifies(hand: &Evaluation) -> bool {
    match hand.category {
        Category::HighCard => false,
        Category::Pair => hand.raw_ranks()[0] >= 11,
        _ => true,
    }
}

/// Whether the hand is a royal flush (a straight flush to the ace, joker included), the
/// payout table's own row.
pub fn is_royal_flush(hand: &Evaluation) -> bool {
    hand.category == Category::StraightFlush && hand.raw_ranks()[0] == 14
}
