//! Categories, rankings and the strength value that orders hands.

use std::fmt;
use std::str::FromStr;

listed_enum! {
    /// What a hand is, whatever the ranking. For ace-to-five the same names describe the pairing
    /// (straights and flushes never appear there).
    pub enum Category {
        HighCard = 0,
        Pair = 1,
        TwoPair = 2,
        ThreeOfAKind = 3,
        Straight = 4,
        Flush = 5,
        FullHouse = 6,
        FourOfAKind = 7,
        StraightFlush = 8,
        FiveOfAKind = 9,
    }
    /// All categories, in the standard (high) order, weakest first.
    ALL
}

impl Category {
    /// The snake_case name used in JSON: `high_card`, `pair`, … `five_of_a_kind`.
    pub fn name(self) -> &'static str {
        match self {
            Category::HighCard => "high_card",
            Category::Pair => "pair",
            Category::TwoPair => "two_pair",
            Category::ThreeOfAKind => "three_of_a_kind",
            Category::Straight => "straight",
            Category::Flush => "flush",
            Category::FullHouse => "full_house",
            Category::FourOfAKind => "four_of_a_kind",
            Category::StraightFlush => "straight_flush",
            Category::FiveOfAKind => "five_of_a_kind",
        }
    }

    pub(crate) fn from_order(n: u32) -> Category {
        Category::ALL[(n as usize).min(9)]
    }
}

impl fmt::Display for Category {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// The rules a hand is ranked under.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Ranking {
    /// Best five of 5-7 natural cards (Hold'em, Pineapple, Five Card Draw).
    High,
    /// Five cards of 52 + joker, the joker a bug (Five Card Draw with joker).
    HighBug,
    /// Low Ball: five cards, aces low, straights and flushes ignored, the joker the lowest
    /// rank not in the hand.
    AceToFive,
    /// Mexican Poker: five cards of the 41-card deck.
    Mexican,
    /// Draw Poker with Joker (the banked game): five cards, the joker wild.
    JokerDraw,
}

impl Ranking {
    /// All rankings.
    pub const ALL: [Ranking; 5] = [
        Ranking::High,
        Ranking::HighBug,
        Ranking::AceToFive,
        Ranking::Mexican,
        Ranking::JokerDraw,
    ];

    /// The name used on the command line: `high`, `high-bug`, `ace-to-five`, `mexican`,
    /// `joker-draw`.
    pub fn name(self) -> &'static str {
        match self {
            Ranking::High => "high",
            Ranking::HighBug => "high-bug",
            Ranking::AceToFive => "ace-to-five",
            Ranking::Mexican => "mexican",
            Ranking::JokerDraw => "joker-draw",
        }
    }

    /// Where `category` stands in this ranking: a bigger number is a better category.
    /// Mexican Poker puts the flush above the full house; ace-to-five reverses the pairing
    /// (see [`Strength`]).
    pub fn category_order(self, category: Category) -> u32 {
        let n = category as u32;
        match (self, category) {
            (Ranking::Mexican, Category::Flush) => Category::FullHouse as u32,
            (Ranking::Mexican, Category::FullHouse) => Category::Flush as u32,
            _ => n,
        }
    }
}

impl fmt::Display for Ranking {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// A ranking name that is none of the five.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("unknown rules \"{0}\" (one of: high, high-bug, ace-to-five, mexican, joker-draw)")]
pub struct UnknownRanking(pub String);

impl FromStr for Ranking {
    type Err = UnknownRanking;

    fn from_str(s: &str) -> Result<Ranking, UnknownRanking> {
        Ranking::ALL
            .into_iter()
            .find(|r| r.name() == s)
            .ok_or_else(|| UnknownRanking(s.to_string()))
    }
}

/// How strong a hand is under its ranking: bigger is better, for low games too. Only
/// strengths from the same ranking compare meaningfully.
///
/// Encoding (24 bits in a `u32`): the top 4 bits are the category's place in the ranking
/// ([`Ranking::category_order`]), then five 4-bit rank values of the cards that play, in the
/// order they count (a pair's rank twice, then the kickers high to low; a straight high to low,
/// the wheel's ace as 1). For ace-to-five the whole 24-bit value is subtracted from `0xFFFFFF`,
/// so a lower hand is a bigger strength. [`Strength::parts`] gives the six 4-bit numbers; they
/// compare lexicographically exactly as the strength does.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Strength(u32);

const MASK24: u32 = 0x00FF_FFFF;

impl Strength {
    /// A strength from its raw 24-bit value (bits above 24 are dropped).
    pub const fn from_raw(raw: u32) -> Strength {
        Strength(raw & MASK24)
    }

    /// The raw value; compares like the strength.
    pub const fn raw(self) -> u32 {
        self.0
    }

    /// The category order and the five rank numbers, each 0-15, most significant first.
    pub fn parts(self) -> [u8; 6] {
        let mut out = [0u8; 6];
        for (k, slot) in out.iter_mut().enumerate() {
            *slot = ((self.0 >> (20 - 4 * k)) & 0xF) as u8;
        }
        out
    }

    /// Packs a high-style value: category order then five rank numbers.
    pub(crate) fn pack(order: u32, ranks: [u8; 5]) -> Strength {
        let mut v = order & 0xF;
        for r in ranks {
            v = (v << 4) | u32::from(r & 0xF);
        }
        Strength(v)
    }

    /// The low (ace-to-five) strength: the high-style value turned upside down.
    pub(crate) fn inverted(self) -> Strength {
        Strength(MASK24 - self.0)
    }

    /// Splits a high-style value back into order and ranks.
    pub(crate) fn unpack(self) -> (u32, [u8; 5]) {
        let p = self.parts();
        (u32::from(p[0]), [p[1], p[2], p[3], p[4], p[5]])
    }
}
