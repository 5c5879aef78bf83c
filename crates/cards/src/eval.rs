//! The result of ranking a hand: category, strength, the five cards that play.

use crate::describe::describe;
use crate::strength::{Category, Ranking, Strength};
use crate::{Card, Rank};

/// A ranked hand.
///
/// Equality and order are by [`Evaluation::strength`] alone: two hands that tie compare equal
/// even when their cards differ (a split pot). Only evaluations of the same [`Ranking`]
/// compare meaningfully.
#[derive(Debug, Clone, Copy)]
pub struct Evaluation {
    /// The rules this hand was ranked under.
    pub ranking: Ranking,
    /// What the hand is (for ace-to-five: its pairing).
    pub category: Category,
    /// The five cards that play, in the order they count: the pair (or set, …) first, then the
    /// kickers high to low; a straight from its top card; a low hand from its highest card.
    /// A joker stands where the card it plays as would.
    pub best: [Card; 5],
    strength: Strength,
    ranks: [u8; 5],
}

impl Evaluation {
    pub(crate) fn new(
        ranking: Ranking,
        category: Category,
        best: [Card; 5],
        strength: Strength,
        ranks: [u8; 5],
    ) -> Evaluation {
        Evaluation {
            ranking,
            category,
            best,
            strength,
            ranks,
        }
    }

    /// The value that orders hands under this ranking: bigger is better (also for low).
    pub fn strength(&self) -> Strength {
        self.strength
    }

    /// The ranks the five playing cards count as, in [`Evaluation::best`]'s order; a joker
    /// shows here as the rank it plays as.
    pub fn ranks(&self) -> [Rank; 5] {
        self.ranks.map(|v| Rank::from_value(v).unwrap_or(Rank::Ace))
    }

    /// The rank values in counting order (the ace as 14, or 1 when it plays low).
    pub(crate) fn raw_ranks(&self) -> [u8; 5] {
        self.ranks
    }

    /// A dealer-readable description: "Flush, king high", "Two pair, aces and sevens",
    /// "Seven-five low".
    pub fn description(&self) -> String {
        describe(self.ranking, self.category, self.ranks)
    }
}

ordered_by_strength!(Evaluation);

/// Chooses the cards for `ranks` (values, the ace as 14 or 1) from `cards`: the highest suit
/// first, only `flush_suit` when given; a rank with no card left takes the joker.
pub(crate) fn pick_best(cards: &[Card], ranks: [u8; 5], flush_suit: Option<usize>) -> [Card; 5] {
    let mut used = 0u64;
    let mut best = [Card::JOKER; 5];
    for (slot, &r) in best.iter_mut().zip(ranks.iter()) {
        let want = if r == 1 { 14 } else { r };
        let found = cards
            .iter()
            .filter(|c| {
                !c.is_joker()
                    && c.value() == want
                    && used & (1 << c.index()) == 0
                    && flush_suit.is_none_or(|s| c.suit_index() == s)
            })
            .max();
        if let Some(&c) = found {
            used |= 1 << c.index();
            *slot = c;
        }
    }
    best
}
