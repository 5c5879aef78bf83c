//! Classifying five ranks (a joker's stand-in included) for the five-card rankings.

use crate::card::check_distinct;
use crate::strength::Category;
use crate::{Card, CardsError};

/// Which runs of five ranks are straights.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Sequences {
    /// A-K-Q-J-T down to 5-4-3-2-A.
    Standard,
    /// The stripped deck: 7 and J adjacent, 7JQKA down to A2345.
    Mexican,
}

/// The rank values of the Mexican deck, high to low.
pub(crate) const MEXICAN_RANKS: [u8; 10] = [14, 13, 12, 11, 7, 6, 5, 4, 3, 2];

/// The rank values of the full deck, high to low.
pub(crate) const ALL_RANKS: [u8; 13] = [14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2];

/// Every straight of a deck whose rank values, high to low, are `ranks`, best first, as
/// rank values high to low (the ace also plays low, as 1, below the lowest rank).
const fn straights<const R: usize, const N: usize>(ranks: [u8; R]) -> [[u8; 5]; N] {
    assert!(
        N + 3 == R,
        "a deck of R ranks and the low ace make R - 3 straights"
    );
    let mut out = [[0u8; 5]; N];
    let mut i = 0;
    while i < N {
        let mut k = 0;
        while k < 5 {
            out[i][k] = if i + k < R { ranks[i + k] } else { 1 };
            k += 1;
        }
        i += 1;
    }
    out
}

/// A-K-Q-J-T down to 5-4-3-2-A.
const STANDARD: [[u8; 5]; 10] = straights(ALL_RANKS);

/// 7JQKA down to A2345: the 7 and the jack adjacent.
const MEXICAN: [[u8; 5]; 7] = straights(MEXICAN_RANKS);

/// A bitmask of rank values (bit v; the low ace counts as 14).
pub(crate) fn mask_of(ranks: &[u8]) -> u16 {
    ranks
        .iter()
        .fold(0, |m, &r| m | 1 << if r == 1 { 14 } else { r })
}

impl Sequences {
    /// The straights, best first.
    pub(crate) fn all(self) -> &'static [[u8; 5]] {
        match self {
            Sequences::Standard => &STANDARD,
            Sequences::Mexican => &MEXICAN,
        }
    }

    /// The straight made by five distinct ranks, if any.
    pub(crate) fn straight(self, mask: u16) -> Option<[u8; 5]> {
        self.all().iter().copied().find(|s| mask_of(s) == mask)
    }
}

/// The category and the ranks in counting order of five rank values (2-14) that may repeat;
/// `flush` when all five cards are of one suit.
pub(crate) fn classify(ranks: [u8; 5], flush: bool, seq: Sequences) -> (Category, [u8; 5]) {
    let mut counts = [0u8; 15];
    for &r in &ranks {
        counts[usize::from(r)] += 1;
    }
    let mask = mask_of(&ranks);
    if mask.count_ones() == 5 {
        if let Some(s) = seq.straight(mask) {
            let cat = if flush {
                Category::StraightFlush
            } else {
                Category::Straight
            };
            return (cat, s);
        }
        let mut sorted = ranks;
        sorted.sort_unstable_by(|a, b| b.cmp(a));
        let cat = if flush {
            Category::Flush
        } else {
            Category::HighCard
        };
        return (cat, sorted);
    }
    group(ranks)
}

/// Ranks grouped by how often they occur (then by rank, high first), and the pairing
/// category that makes. Works for any rank values, the ace as 1 or 14.
pub(crate) fn group(ranks: [u8; 5]) -> (Category, [u8; 5]) {
    let mut counts = [0u8; 15];
    for &r in &ranks {
        counts[usize::from(r)] += 1;
    }
    let mut sorted = ranks;
    sorted.sort_unstable_by(|&a, &b| (counts[usize::from(b)], b).cmp(&(counts[usize::from(a)], a)));
    let first = counts[usize::from(sorted[0])];
    let second = sorted
        .iter()
        .find(|&&r| r != sorted[0])
        .map_or(0, |&r| counts[usize::from(r)]);
    let cat = match (first, second) {
        (5, _) => Category::FiveOfAKind,
        (4, _) => Category::FourOfAKind,
        (3, 2) => Category::FullHouse,
        (3, _) => Category::ThreeOfAKind,
        (2, 2) => Category::TwoPair,
        (2, _) => Category::Pair,
        _ => Category::HighCard,
    };
    (cat, sorted)
}

/// A five-card hand split into its natural cards and whether it holds the joker: exactly five
/// distinct cards, at most one joker.
pub(crate) struct Five {
    pub naturals: Vec<Card>,
    pub joker: bool,
}

impl Five {
    pub(crate) fn read(cards: &[Card]) -> Result<Five, CardsError> {
        if cards.len() != 5 {
            return Err(CardsError::BadHandSize {
                got: cards.len(),
                expected: "5",
            });
        }
        check_distinct(cards)?;
        let naturals: Vec<Card> = cards.iter().copied().filter(|c| !c.is_joker()).collect();
        Ok(Five {
            joker: naturals.len() == 4,
            naturals,
        })
    }

    /// The natural cards' rank values.
    pub(crate) fn values(&self) -> Vec<u8> {
        self.naturals.iter().map(|c| c.value()).collect()
    }

    /// The suit all natural cards share, if they do.
    pub(crate) fn common_suit(&self) -> Option<usize> {
        let first = self.naturals.first()?.suit_index();
        self.naturals
            .iter()
            .all(|c| c.suit_index() == first)
            .then_some(first)
    }

    /// The natural ranks plus `extra`, as five values (for a hand with the joker).
    pub(crate) fn with(&self, extra: u8) -> [u8; 5] {
        let v = self.values();
        let mut out = [extra; 5];
        out[..v.len().min(4)].copy_from_slice(&v[..v.len().min(4)]);
        out
    }

    /// The five natural values (for a hand without the joker).
    pub(crate) fn five(&self) -> [u8; 5] {
        let v = self.values();
        let mut out = [0u8; 5];
        for (o, x) in out.iter_mut().zip(v) {
            *o = x;
        }
        out
    }
}
