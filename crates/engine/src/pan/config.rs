//! A Pan table's settings, taken from the table when a hand starts.

use serde::{Deserialize, Serialize};

use crate::Chips;

/// Everything the engine needs to know about a Pan table.
///
/// Pan is settled in *Pan chips*: every condition, the out and the tops are counted in chips
/// and every ledger entry is that count times [`PanConfig::chip_value`], in cents. The top
/// (ante) and the forfeit are therefore given in chips too.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct PanConfig {
    /// Decks of 40 cards (no 8, 9, 10, no joker) in the stock; the house spreads 8 (320 cards).
    pub decks: u8,
    /// One deck's ten spades are taken out.
    #[serde(default)]
    pub spades_removed: bool,
    /// The value of one Pan chip in cents (e.g. 25).
    pub chip_value: Chips,
    /// The top (ante) each player puts up before the deal, in chips.
    pub top_chips: u32,
    /// What a retiring player forfeits to the winner, in chips (the house: the top). His top
    /// counts towards it: he pays the difference when it is larger, and gets the difference
    /// back when it is smaller.
    pub forfeit_chips: u32,
    /// Chips the winner collects from each player still in for going out (the house: 2).
    pub out_chips: u32,
    /// Same-suit conditions in spades pay double (the house: on).
    pub spades_double: bool,
}

impl PanConfig {
    /// The house's Pan: 8 decks, a top of one chip of `chip_value` cents, forfeit = the top,
    /// 2 chips for going out, spades double.
    pub fn house(chip_value: Chips) -> PanConfig {
        PanConfig {
            decks: 8,
            spades_removed: false,
            chip_value,
            top_chips: 1,
            forfeit_chips: 1,
            out_chips: 2,
            spades_double: true,
        }
    }

    /// `chips` Pan chips in cents.
    pub fn cents(&self, chips: u32) -> Chips {
        Chips::from(chips).saturating_mul(self.chip_value)
    }
}

impl Default for PanConfig {
    fn default() -> Self {
        PanConfig::house(25)
    }
}
