//! `ace-to-five`: Low Ball (52 + joker, five cards).
//!
//! Aces are low, straights and flushes do not count, `5-4-3-2-A` is the best hand and any
//! unpaired hand beats any paired one; between paired hands the lower pairing wins (a pair
//! beats two pair beats trips …), then the lower ranks. The joker is the lowest rank not
//! already in the hand, so it never pairs.

use crate::eval::{Evaluation, pick_best};
use crate::five::{Five, group};
use crate::strength::{Category, Ranking, Strength};
use crate::{Card, CardsError, Rank};

/// Ranks five distinct cards of 52 + joker for low. The strength is bigger for the lower
/// (better) hand.
pub fn evaluate(cards: &[Card]) -> Result<Evaluation, CardsError> {
    let five = Five::read(cards)?;
    let mut values: Vec<u8> = five
        .values()
        .into_iter()
        .map(|v| if v == 14 { 1 } else { v })
        .collect();
    if five.joker {
        let lowest = (1..=13u8).find(|r| !values.contains(r)).unwrap_or(13);
        values.push(lowest);
    }
    let mut ranks = [0u8; 5];
    for (slot, v) in ranks.iter_mut().zip(values) {
        *slot = v;
    }
    let (category, ranks) = group(ranks);
    let strength = Strength::pack(category as u32, ranks).inverted();
    let best = pick_best(cards, ranks, None);
    Ok(Evaluation::new(
        Ranking::AceToFive,
        category,
        best,
        strength,
        ranks,
    ))
}

/// Whether an ace-to-five hand is unpaired with its highest card `rank` or lower ("eight or
/// better"). Hands of other rankings are not low hands: false.
pub fn is_or_better(hand: &Evaluation, rank: Rank) -> bool {
    hand.ranking == Ranking::AceToFive
        && hand.category == Category::HighCard
        && hand.raw_ranks()[0] <= rank.value()
}

/// Seven or better: unpaired, highest card a seven or lower (the sevens rule).
pub fn seven_or_better(hand: &Evaluation) -> bool {
    is_or_better(hand, Rank::Seven)
}

/// Eight or better: unpaired, highest card an eight or lower (needed to check-raise).
pub fn eight_or_better(hand: &Evaluation) -> bool {
    is_or_better(hand, Rank::Eight)
}
