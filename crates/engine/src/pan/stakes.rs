//! Table stakes (RULINGS.md, "Pan (Panguingue)"): a player pays only from the chips in front
//! of him, never below zero. A payment he cannot cover is paid as far as his chips go and the
//! rest is not owed; he plays on. The tops are put up at the deal (out of the stacks) and
//! taken last when someone goes out.
//!
//! Every entry's payments are worked out in full by the rules, then paid here in order,
//! each from the payer's stack as far as it goes; what a player receives is his at once.

use super::config::PanConfig;
use super::hand::State;
use super::ledger::{Party, Payment};
use super::violation::PanViolation;
use crate::setup::check_amount;
use crate::{Chips, MAX_CHIPS, SeatNo};

impl PanConfig {
    /// Why this configuration cannot be played, if it cannot: the chip's value and what the
    /// top, the forfeit and the out are worth are within [`MAX_CHIPS`].
    pub(crate) fn problem(&self) -> Option<String> {
        if self.decks == 0 {
            return Some("Pan needs at least one deck".into());
        }
        if let Err(why) = crate::setup::check_unit("a Pan chip", self.chip_value) {
            return Some(why);
        }
        for (what, chips) in [
            ("the top", self.top_chips),
            ("the forfeit", self.forfeit_chips),
            ("the out", self.out_chips),
        ] {
            let worth = Chips::from(chips).checked_mul(self.chip_value);
            if worth.is_none_or(|w| w > MAX_CHIPS) {
                return Some(format!(
                    "{what} of {chips} chips is worth more than the most a table takes, {}",
                    crate::format_amount(MAX_CHIPS)
                ));
            }
        }
        None
    }
}

/// Checks the players' stacks: one for each seat, each a positive whole number of Pan chips
/// within [`MAX_CHIPS`] (a player with no chips sits out until he buys chips).
pub(super) fn check_stacks(
    config: &PanConfig,
    seats: &[SeatNo],
    stacks: &[Chips],
) -> Result<(), PanViolation> {
    if stacks.len() != seats.len() {
        return Err(PanViolation::InvalidSetup(format!(
            "{} stacks for {} players: one stack for each",
            stacks.len(),
            seats.len()
        )));
    }
    for (&seat, &stack) in seats.iter().zip(stacks) {
        if stack <= 0 {
            return Err(PanViolation::InvalidSetup(format!(
                "Seat {seat} has no chips: he sits out until he buys chips"
            )));
        }
        check_amount(&|| format!("seat {seat}'s stack"), stack, config.chip_value)
            .map_err(PanViolation::InvalidSetup)?;
    }
    Ok(())
}

impl State {
    /// Pays `payments` in order: each payment from a seat is cut to what the seat has left
    /// (in whole Pan chips) and one that comes to nothing is dropped; every seat's stack
    /// follows. Seats never go below zero.
    pub(super) fn pay(&mut self, payments: &mut Vec<Payment>) {
        let value = self.config.chip_value.max(1);
        for p in payments.iter_mut() {
            if let Party::Seat(from) = p.from
                && let Some(s) = self.seats.iter_mut().find(|s| s.seat == from)
            {
                if p.amount > s.stack {
                    p.amount = s.stack.max(0);
                    p.chips = u32::try_from(p.amount / value).unwrap_or(u32::MAX);
                }
                s.stack -= p.amount;
            }
            if let Party::Seat(to) = p.to
                && let Some(s) = self.seats.iter_mut().find(|s| s.seat == to)
            {
                s.stack += p.amount;
            }
        }
        payments.retain(|p| p.amount > 0);
    }
}
