//! What a pot game's hand is set up with, checked before it starts: every amount (stacks,
//! antes, blinds, bet sizes, the drop, live posts) within `0..=MAX_CHIPS` and a whole number
//! of the table's smallest chip, so that no sum in the hand can wrap and every amount it
//! offers is in chips.

use crate::Chips;
use crate::config::{Collection, GameConfig, Structure};
use crate::money::{MAX_CHIPS, format_amount as amt, in_chips};

/// Checks one amount of a setup against the range and the chip `unit`; `what` names it as
/// the dealer reads it ("the big blind", "seat 3's stack").
pub(crate) fn check_amount(
    what: &dyn Fn() -> String,
    amount: Chips,
    unit: Chips,
) -> Result<(), String> {
    if amount < 0 {
        return Err(format!("{} cannot be negative ({})", what(), amt(amount)));
    }
    if amount > MAX_CHIPS {
        return Err(format!(
            "{} of {} is above the most a table takes, {}",
            what(),
            amt(amount),
            amt(MAX_CHIPS)
        ));
    }
    if !in_chips(amount, unit) {
        return Err(format!(
            "{} of {} is not a whole number of the table's {} chips",
            what(),
            amt(amount),
            amt(unit)
        ));
    }
    Ok(())
}

/// The table's smallest chip: at least one cent and at most [`MAX_CHIPS`].
pub(crate) fn check_unit(what: &str, unit: Chips) -> Result<(), String> {
    if unit <= 0 || unit > MAX_CHIPS {
        return Err(format!(
            "{what} must be worth 0.01 to {}, not {}",
            amt(MAX_CHIPS),
            amt(unit)
        ));
    }
    Ok(())
}

fn blind_name(k: usize) -> String {
    match k {
        0 => "the small blind".into(),
        1 => "the big blind".into(),
        _ => format!("the straddle in position {}", k + 1),
    }
}

impl GameConfig {
    /// Checks the amounts make sense; returns a description of the first problem. Every
    /// amount is within `0..=`[`MAX_CHIPS`](crate::MAX_CHIPS) and a whole number of
    /// [`GameConfig::chip_unit`] (itself positive); fixed limit needs its bet sizes, no and
    /// pot limit a minimum bet; a seat's post is at most the big blind.
    pub fn check(&self) -> Result<(), String> {
        let unit = self.chip_unit;
        check_unit("the table's smallest chip", unit)?;
        for (k, &ante) in self.antes.iter().enumerate() {
            check_amount(&|| format!("the ante in position {}", k + 1), ante, unit)?;
        }
        for (k, &blind) in self.blinds.iter().enumerate() {
            check_amount(&|| blind_name(k), blind, unit)?;
        }
        check_amount(&|| "the minimum bet".into(), self.min_bet, unit)?;
        check_amount(&|| "the small bet".into(), self.small_bet, unit)?;
        check_amount(&|| "the big bet".into(), self.big_bet, unit)?;
        match self.collection {
            Collection::None => {}
            Collection::PotDrop { amount } | Collection::ButtonDrop { amount } => {
                check_amount(&|| "the drop".into(), amount, unit)?;
            }
        }
        if !self.seat_posts.is_empty() {
            let top_blind = self.blinds.iter().copied().max().unwrap_or(0);
            for post in &self.seat_posts {
                check_amount(&|| format!("seat {}'s post", post.seat), post.amount, unit)?;
                if post.amount <= 0 || post.amount > top_blind {
                    return Err("a seat's post must be positive and at most the big blind".into());
                }
            }
        }
        match self.structure {
            Structure::FixedLimit if self.small_bet <= 0 || self.big_bet <= 0 => {
                Err("fixed limit needs a positive small bet and big bet".into())
            }
            Structure::NoLimit | Structure::PotLimit if self.min_bet <= 0 => {
                Err("no and pot limit need a positive minimum bet".into())
            }
            _ => Ok(()),
        }
    }
}
