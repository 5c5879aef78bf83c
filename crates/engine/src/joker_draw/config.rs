//! The table's settings: stake limits, the Bet payout table and the BONUS table.

use cardroom_cards::joker_draw::is_royal_flush;
use cardroom_cards::{Category, Evaluation};
use serde::{Deserialize, Serialize};

use super::violation::JokerDrawViolation;
use crate::{Chips, format_amount};

/// Every stake of this game is a multiple of 30 cents (house text: "a multiple of 0.3"), so
/// 2/3 of any ante box is a whole number of cents.
pub const ANTE_UNIT: Chips = 30;

/// The Bet is twice the ante box, so every Bet is a multiple of this.
pub const BET_UNIT: Chips = 2 * ANTE_UNIT;

/// The largest stake limit a table may set ($1,000,000), so no payout can overflow.
pub const MAX_STAKE_LIMIT: Chips = 100_000_000;

/// The largest number either side of a payout ratio may have.
pub const MAX_ODDS_TERM: u32 = 1_000_000;

/// A payout ratio: `win` for every `per` staked (`2:1` pays 2 for 1, the no-game `2:3` pays 2
/// for 3). The stake itself is returned on top.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct Odds {
    /// What the house pays for `per` staked.
    pub win: u32,
    /// The stake that wins `win`.
    pub per: u32,
}

impl Odds {
    /// `win:per`.
    pub const fn new(win: u32, per: u32) -> Odds {
        Odds { win, per }
    }

    /// Even money, 1:1.
    pub const EVEN: Odds = Odds::new(1, 1);

    /// What `stake` wins at these odds, when that is a whole number of cents.
    pub fn pay(self, stake: Chips) -> Option<Chips> {
        if self.per == 0 {
            return None;
        }
        let num = stake.checked_mul(Chips::from(self.win))?;
        let per = Chips::from(self.per);
        (num % per == 0).then_some(num / per)
    }

    /// Whether every multiple of `unit` wins a whole number of cents at these odds.
    fn whole_on(self, unit: Chips) -> bool {
        self.pay(unit).is_some()
    }

    fn check(self, row: &str) -> Result<(), String> {
        if self.win == 0 || self.per == 0 {
            return Err(format!(
                "the {row} row must pay something: both sides of {}:{} must be positive",
                self.win, self.per
            ));
        }
        if self.win > MAX_ODDS_TERM || self.per > MAX_ODDS_TERM {
            return Err(format!(
                "the {row} row {}:{} is out of range (at most {MAX_ODDS_TERM} either side)",
                self.win, self.per
            ));
        }
        Ok(())
    }
}

impl std::fmt::Display for Odds {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{}:{}", self.win, self.per)
    }
}

/// A row of the payout and bonus tables: the player's final hand. The royal flush (a straight
/// flush to the ace, joker included) has its own row.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[cfg_attr(feature = "specta", derive(specta::Type))]
#[serde(rename_all = "snake_case")]
pub enum PayRow {
    /// Less than a pair: never a payout row (it cannot beat a qualifying dealer).
    HighCard,
    /// A pair.
    Pair,
    /// Two pair.
    TwoPair,
    /// Three of a kind.
    ThreeOfAKind,
    /// A straight.
    Straight,
    /// A flush.
    Flush,
    /// A full house.
    FullHouse,
    /// Four of a kind.
    FourOfAKind,
    /// A straight flush below the royal.
    StraightFlush,
    /// A straight flush to the ace, joker included.
    RoyalFlush,
    /// Five of a kind.
    FiveOfAKind,
}

impl PayRow {
    /// The row a ranked hand is paid on.
    pub fn of(hand: &Evaluation) -> PayRow {
        match hand.category {
            Category::HighCard => PayRow::HighCard,
            Category::Pair => PayRow::Pair,
            Category::TwoPair => PayRow::TwoPair,
            Category::ThreeOfAKind => PayRow::ThreeOfAKind,
            Category::Straight => PayRow::Straight,
            Category::Flush => PayRow::Flush,
            Category::FullHouse => PayRow::FullHouse,
            Category::FourOfAKind => PayRow::FourOfAKind,
            Category::StraightFlush if is_royal_flush(hand) => PayRow::RoyalFlush,
            Category::StraightFlush => PayRow::StraightFlush,
            Category::FiveOfAKind => PayRow::FiveOfAKind,
        }
    }

    /// The row's name as a dealer reads it.
    pub fn name(self) -> &'static str {
        match self {
            PayRow::HighCard => "high card",
            PayRow::Pair => "pair",
            PayRow::TwoPair => "two pair",
            PayRow::ThreeOfAKind => "three of a kind",
            PayRow::Straight => "straight",
            PayRow::Flush => "flush",
            PayRow::FullHouse => "full house",
            PayRow::FourOfAKind => "four of a kind",
            PayRow::StraightFlush => "straight flush",
            PayRow::RoyalFlush => "royal flush",
            PayRow::FiveOfAKind => "five of a kind",
        }
    }
}

/// A table of odds by the player's final hand, one entry a row from a pair up: [`PayoutTable`]
/// (every row pays) and [`BonusTable`] (a row left out, `null`, loses).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct RowTable<T> {
    /// A pair (for the Bet: the dealer qualifies with jacks, so jacks or better).
    pub pair: T,
    /// Two pair.
    pub two_pair: T,
    /// Three of a kind.
    pub three_of_a_kind: T,
    /// A straight.
    pub straight: T,
    /// A flush.
    pub flush: T,
    /// A full house.
    pub full_house: T,
    /// Four of a kind.
    pub four_of_a_kind: T,
    /// A straight flush below the royal.
    pub straight_flush: T,
    /// A straight flush to the ace, joker included.
    pub royal_flush: T,
    /// Five of a kind (four of a kind and the joker).
    pub five_of_a_kind: T,
}

/// What a winning Bet pays, by the player's final hand (**setting**). A hand below a pair
/// cannot beat a qualifying dealer, so there is no such row.
pub type PayoutTable = RowTable<Odds>;

/// What the BONUS side bet pays, by the player's final hand (**setting**). A row left out
/// (`null`) loses the bonus.
pub type BonusTable = RowTable<Option<Odds>>;

/// An entry of a [`RowTable`]: the odds it pays, if any.
pub trait RowOdds: Copy {
    /// The odds; `None` when the row pays nothing.
    fn odds(self) -> Option<Odds>;
}

impl RowOdds for Odds {
    fn odds(self) -> Option<Odds> {
        Some(self)
    }
}

impl RowOdds for Option<Odds> {
    fn odds(self) -> Option<Odds> {
        self
    }
}

impl Default for PayoutTable {
    /// RULINGS.md: pair to flush 1:1, full house 2:1, four of a kind 3:1, straight flush 5:1,
    /// royal flush 10:1, five of a kind 20:1.
    fn default() -> PayoutTable {
        PayoutTable {
            pair: Odds::EVEN,
            two_pair: Odds::EVEN,
            three_of_a_kind: Odds::EVEN,
            straight: Odds::EVEN,
            flush: Odds::EVEN,
            full_house: Odds::new(2, 1),
            four_of_a_kind: Odds::new(3, 1),
            straight_flush: Odds::new(5, 1),
            royal_flush: Odds::new(10, 1),
            five_of_a_kind: Odds::new(20, 1),
        }
    }
}

impl Default for BonusTable {
    /// RULINGS.md's illustrative table: three of a kind 1:1, straight 2:1, flush 3:1, full
    /// house 5:1, four of a kind 20:1, straight flush 50:1, royal flush 100:1, five of a kind
    /// 200:1; a pair or two pair loses.
    fn default() -> BonusTable {
        BonusTable {
            pair: None,
            two_pair: None,
            three_of_a_kind: Some(Odds::EVEN),
            straight: Some(Odds::new(2, 1)),
            flush: Some(Odds::new(3, 1)),
            full_house: Some(Odds::new(5, 1)),
            four_of_a_kind: Some(Odds::new(20, 1)),
            straight_flush: Some(Odds::new(50, 1)),
            royal_flush: Some(Odds::new(100, 1)),
            five_of_a_kind: Some(Odds::new(200, 1)),
        }
    }
}

impl<T: RowOdds> RowTable<T> {
    /// The odds for a row; `None` for [`PayRow::HighCard`], which never wins the Bet nor the
    /// BONUS, and for a row the BONUS table leaves out.
    pub fn odds(&self, row: PayRow) -> Option<Odds> {
        match row {
            PayRow::HighCard => None,
            PayRow::Pair => self.pair.odds(),
            PayRow::TwoPair => self.two_pair.odds(),
            PayRow::ThreeOfAKind => self.three_of_a_kind.odds(),
            PayRow::Straight => self.straight.odds(),
            PayRow::Flush => self.flush.odds(),
            PayRow::FullHouse => self.full_house.odds(),
            PayRow::FourOfAKind => self.four_of_a_kind.odds(),
            PayRow::StraightFlush => self.straight_flush.odds(),
            PayRow::RoyalFlush => self.royal_flush.odds(),
            PayRow::FiveOfAKind => self.five_of_a_kind.odds(),
        }
    }

    fn rows(&self) -> impl Iterator<Item = (PayRow, Odds)> + '_ {
        ALL_ROWS
            .into_iter()
            .filter_map(|row| self.odds(row).map(|o| (row, o)))
    }
}

const ALL_ROWS: [PayRow; 11] = [
    PayRow::HighCard,
    PayRow::Pair,
    PayRow::TwoPair,
    PayRow::ThreeOfAKind,
    PayRow::Straight,
    PayRow::Flush,
    PayRow::FullHouse,
    PayRow::FourOfAKind,
    PayRow::StraightFlush,
    PayRow::RoyalFlush,
    PayRow::FiveOfAKind,
];

/// A Draw Poker with Joker table's settings (RULINGS.md defaults in [`Default`]).
///
/// Every stake is a multiple of [`ANTE_UNIT`] (30 cents): the initial ante from `min_ante` to
/// `max_ante`, and the BONUS, when placed, from `min_bonus` to `max_bonus`.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct JokerDrawConfig {
    /// The smallest initial ante, in cents (default 30).
    pub min_ante: Chips,
    /// The largest initial ante, in cents (default 1200).
    pub max_ante: Chips,
    /// The smallest BONUS bet, in cents (default 30).
    pub min_bonus: Chips,
    /// The largest BONUS bet, in cents (default 1200).
    pub max_bonus: Chips,
    /// What a winning Bet pays.
    pub payouts: PayoutTable,
    /// What the BONUS pays.
    pub bonus: BonusTable,
}

impl Default for JokerDrawConfig {
    fn default() -> JokerDrawConfig {
        JokerDrawConfig {
            min_ante: ANTE_UNIT,
            max_ante: 1200,
            min_bonus: ANTE_UNIT,
            max_bonus: 1200,
            payouts: PayoutTable::default(),
            bonus: BonusTable::default(),
        }
    }
}

impl JokerDrawConfig {
    /// Checks the settings: limits that are positive multiples of 30 cents in order, and
    /// payout rows that pay a whole number of cents on every stake the table allows (a Bet is
    /// a multiple of 60 cents, a BONUS a multiple of 30).
    pub fn check(&self) -> Result<(), JokerDrawViolation> {
        limits("ante", self.min_ante, self.max_ante)?;
        limits("BONUS", self.min_bonus, self.max_bonus)?;
        for (row, odds) in self.payouts.rows() {
            odds.check(&format!("payout table's {}", row.name()))
                .map_err(JokerDrawViolation::InvalidConfig)?;
            if !odds.whole_on(BET_UNIT) {
                return Err(not_whole("payout table", row, odds, BET_UNIT));
            }
        }
        for (row, odds) in self.bonus.rows() {
            odds.check(&format!("BONUS table's {}", row.name()))
                .map_err(JokerDrawViolation::InvalidConfig)?;
            if !odds.whole_on(ANTE_UNIT) {
                return Err(not_whole("BONUS table", row, odds, ANTE_UNIT));
            }
        }
        Ok(())
    }

    /// Checks the player's initial ante against the table.
    pub fn check_ante(&self, ante: Chips) -> Result<(), JokerDrawViolation> {
        if ante <= 0 || ante % ANTE_UNIT != 0 {
            return Err(JokerDrawViolation::AnteNotMultiple { ante });
        }
        if ante < self.min_ante {
            return Err(JokerDrawViolation::AnteBelowMinimum {
                ante,
                min: self.min_ante,
            });
        }
        if ante > self.max_ante {
            return Err(JokerDrawViolation::AnteAboveMaximum {
                ante,
                max: self.max_ante,
            });
        }
        Ok(())
    }

    /// Checks the BONUS bet (0: none placed) against the table.
    pub fn check_bonus(&self, bonus: Chips) -> Result<(), JokerDrawViolation> {
        if bonus == 0 {
            return Ok(());
        }
        if bonus < 0 || bonus % ANTE_UNIT != 0 {
            return Err(JokerDrawViolation::BonusNotMultiple { bonus });
        }
        if bonus < self.min_bonus || bonus > self.max_bonus {
            return Err(JokerDrawViolation::BonusOutOfRange {
                bonus,
                min: self.min_bonus,
                max: self.max_bonus,
            });
        }
        Ok(())
    }
}

fn limits(what: &str, min: Chips, max: Chips) -> Result<(), JokerDrawViolation> {
    let invalid = |m: String| Err(JokerDrawViolation::InvalidConfig(m));
    if min <= 0 || min % ANTE_UNIT != 0 || max % ANTE_UNIT != 0 {
        return invalid(format!(
            "the {what} limits ({} to {}) must be positive multiples of {}",
            format_amount(min),
            format_amount(max),
            format_amount(ANTE_UNIT)
        ));
    }
    if min > max {
        return invalid(format!(
            "the minimum {what} {} is above the maximum {}",
            format_amount(min),
            format_amount(max)
        ));
    }
    if max > MAX_STAKE_LIMIT {
        return invalid(format!(
            "the maximum {what} {} is above {}",
            format_amount(max),
            format_amount(MAX_STAKE_LIMIT)
        ));
    }
    Ok(())
}

fn not_whole(table: &str, row: PayRow, odds: Odds, unit: Chips) -> JokerDrawViolation {
    JokerDrawViolation::PayoutNotWhole(format!(
        "the {table}'s {} row pays {odds}, which is not a whole number of cents on a stake of {}",
        row.name(),
        format_amount(unit)
    ))
}
