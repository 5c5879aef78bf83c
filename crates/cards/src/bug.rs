//! `high-bug`: five cards of 52 + joker, the joker a bug (Five Card Draw with the joker).
//!
//! The bug is an ace, or any card that completes a straight, flush or straight flush. Four
//! aces and the bug are five aces, the best hand. In a flush it is the highest card of that
//! suit not already held.

use crate::five::{ALL_RANKS, Five, Sequences};
use crate::joker::{JokerRule, evaluate_five};
use crate::strength::Ranking;
use crate::{Card, CardsError, Evaluation};

/// Ranks five distinct cards of 52 + joker, high, the joker a bug.
pub fn evaluate(cards: &[Card]) -> Result<Evaluation, CardsError> {
    let five = Five::read(cards)?;
    Ok(evaluate_five(
        cards,
        &five,
        Ranking::HighBug,
        Sequences::Standard,
        &ALL_RANKS,
        JokerRule::Bug,
    ))
}
