//! Why a Draw Poker with Joker entry was refused: a stable code and a message for the dealer.

use thiserror::Error;

use crate::{Chips, format_amount};

/// A refused setting, stake or action. A refused action leaves the hand unchanged.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum JokerDrawViolation {
    /// The table's settings are not usable.
    #[error("Table settings: {0}")]
    InvalidConfig(String),
    /// A payout row would pay a fraction of a cent.
    #[error("Table settings: {0}")]
    PayoutNotWhole(String),
    /// The ante is not a positive multiple of 30 cents.
    #[error("The ante must be a multiple of 0.30: {} is not", format_amount(*ante))]
    AnteNotMultiple { ante: Chips },
    /// The ante is below the table minimum.
    #[error("The ante {} is below the table minimum of {}", format_amount(*ante), format_amount(*min))]
    AnteBelowMinimum { ante: Chips, min: Chips },
    /// The ante is above the table maximum.
    #[error("The ante {} is above the table maximum of {}", format_amount(*ante), format_amount(*max))]
    AnteAboveMaximum { ante: Chips, max: Chips },
    /// The BONUS is not a multiple of 30 cents.
    #[error("The BONUS must be a multiple of 0.30: {} is not", format_amount(*bonus))]
    BonusNotMultiple { bonus: Chips },
    /// The BONUS is outside the table limits.
    #[error(
        "The BONUS {} is outside the table limits of {} to {}",
        format_amount(*bonus),
        format_amount(*min),
        format_amount(*max)
    )]
    BonusOutOfRange {
        bonus: Chips,
        min: Chips,
        max: Chips,
    },
    /// The entry belongs to another step of the hand; the message says what is expected.
    #[error("{0}")]
    WrongPhase(String),
    /// The player has used both exchanges: only fold or Bet remain.
    #[error("{0}")]
    NoMoreExchanges(String),
    /// Too many or too few cards for the entry.
    #[error("{0}")]
    WrongCardCount(String),
    /// A card already seen in this hand, or entered twice: `place` says which
    /// ("already in the dealer's hand", "entered twice").
    #[error("{card} is {place}")]
    DuplicateCard { card: String, place: String },
    /// A card changed that the player or the dealer does not hold.
    #[error("The {whose} does not hold {card}")]
    CardNotHeld { whose: String, card: String },
    /// Cards that must be known (to reveal, exchange or settle) were not entered.
    #[error("{0}")]
    CardsUnknown(String),
    /// Shown or revealed cards that contradict the cards entered at the deal.
    #[error("{0}")]
    CardsMismatch(String),
    /// The player's cards are already all known: there is nothing to show.
    #[error("The player's cards are already entered")]
    AlreadyShown,
    /// The dealer's exchange is not the one the house algorithm requires.
    #[error("{0}")]
    WrongDealerExchange(String),
    /// The hand is settled or folded: nothing more is accepted.
    #[error("The hand is over")]
    HandOver,
}

impl JokerDrawViolation {
    /// A stable code, for programs and tests.
    pub fn code(&self) -> &'static str {
        match self {
            JokerDrawViolation::InvalidConfig(_) => "invalid_config",
            JokerDrawViolation::PayoutNotWhole(_) => "payout_not_whole",
            JokerDrawViolation::AnteNotMultiple { .. } => "ante_not_multiple",
            JokerDrawViolation::AnteBelowMinimum { .. } => "ante_below_minimum",
            JokerDrawViolation::AnteAboveMaximum { .. } => "ante_above_maximum",
            JokerDrawViolation::BonusNotMultiple { .. } => "bonus_not_multiple",
            JokerDrawViolation::BonusOutOfRange { .. } => "bonus_out_of_range",
            JokerDrawViolation::WrongPhase(_) => "wrong_phase",
            JokerDrawViolation::NoMoreExchanges(_) => "no_more_exchanges",
            JokerDrawViolation::WrongCardCount(_) => "wrong_card_count",
            JokerDrawViolation::DuplicateCard { .. } => "duplicate_card",
            JokerDrawViolation::CardNotHeld { .. } => "card_not_held",
            JokerDrawViolation::CardsUnknown(_) => "cards_unknown",
            JokerDrawViolation::CardsMismatch(_) => "cards_mismatch",
            JokerDrawViolation::AlreadyShown => "already_shown",
            JokerDrawViolation::WrongDealerExchange(_) => "wrong_dealer_exchange",
            JokerDrawViolation::HandOver => "hand_over",
        }
    }
}
