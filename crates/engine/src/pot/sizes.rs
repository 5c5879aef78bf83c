//! The dealer's bet presets (Min, ½ Pot, Pot, Max) for the seat to act, computed here so the
//! screen never does money arithmetic: each is a legal street total, snapped to the table's
//! chip and clamped to the seat's range.

use serde::Serialize;

use super::game::PotView;
use super::legal::LegalActions;
use crate::Chips;

/// Street totals ("bet to" / "raise to") the seat to act may choose at once.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "specta", derive(specta::Type))]
pub struct BetSizes {
    pub min_to: Chips,
    /// Half the pot: the bet facing the seat, plus half of the pot after calling it.
    pub half_pot_to: Chips,
    /// The pot: the bet facing the seat, plus the pot after calling it (the pot limit's most).
    pub pot_to: Chips,
    /// The most the seat may bet: the whole stack, or the pot or the limit when less.
    pub max_to: Chips,
}

/// The presets for the seat to act, when it may bet or raise.
pub fn bet_sizes(view: &PotView) -> Option<BetSizes> {
    let LegalActions::Seat(options) = &view.legal else {
        return None;
    };
    let range = options.bet_or_raise.as_ref()?;
    let facing = view.seats.iter().map(|s| s.bet).max().unwrap_or(0);
    let mine = view
        .seats
        .iter()
        .find(|s| s.seat == options.seat)
        .map_or(0, |s| s.bet);
    let call = facing.saturating_sub(mine).max(0);
    let after_call = view.pot_total.saturating_add(call);
    let step = range.step.max(1);
    let legal = |to: Chips| {
        let snapped = to - to.rem_euclid(step);
        snapped.clamp(range.min_to, range.max_to)
    };
    Some(BetSizes {
        min_to: range.min_to,
        half_pot_to: legal(facing.saturating_add(after_call / 2)),
        pot_to: legal(facing.saturating_add(after_call)),
        max_to: range.max_to,
    })
}
