//! Why a Draw Poker with Joker entry was refused: a stable code and a message for the dealer.

use serde::{Deserialize, Serialize};
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
    /// A stable code, for programs and tests (`code().as_str()` is its text).
    pub fn code(&self) -> BankedCode {
        match self {
            JokerDrawViolation::InvalidConfig(_) => BankedCode::InvalidConfig,
            JokerDrawViolation::PayoutNotWhole(_) => BankedCode::PayoutNotWhole,
            JokerDrawViolation::AnteNotMultiple { .. } => BankedCode::AnteNotMultiple,
            JokerDrawViolation::AnteBelowMinimum { .. } => BankedCode::AnteBelowMinimum,
            JokerDrawViolation::AnteAboveMaximum { .. } => BankedCode::AnteAboveMaximum,
            JokerDrawViolation::BonusNotMultiple { .. } => BankedCode::BonusNotMultiple,
            JokerDrawViolation::BonusOutOfRange { .. } => BankedCode::BonusOutOfRange,
            JokerDrawViolation::WrongPhase(_) => BankedCode::WrongPhase,
            JokerDrawViolation::NoMoreExchanges(_) => BankedCode::NoMoreExchanges,
            JokerDrawViolation::WrongCardCount(_) => BankedCode::WrongCardCount,
            JokerDrawViolation::DuplicateCard { .. } => BankedCode::DuplicateCard,
            JokerDrawViolation::CardNotHeld { .. } => BankedCode::CardNotHeld,
            JokerDrawViolation::CardsUnknown(_) => BankedCode::CardsUnknown,
            JokerDrawViolation::CardsMismatch(_) => BankedCode::CardsMismatch,
            JokerDrawViolation::AlreadyShown => BankedCode::AlreadyShown,
            JokerDrawViolation::WrongDealerExchange(_) => BankedCode::WrongDealerExchange,
            JokerDrawViolation::HandOver => BankedCode::HandOver,
        }
    }
}

/// The stable codes of Draw Poker with Joker's refusals ([`JokerDrawViolation::code`]).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "specta", derive(specta::Type))]
#[serde(rename_all = "snake_case")]
pub enum BankedCode {
    InvalidConfig,
    PayoutNotWhole,
    AnteNotMultiple,
    AnteBelowMinimum,
    AnteAboveMaximum,
    BonusNotMultiple,
    BonusOutOfRange,
    WrongPhase,
    NoMoreExchanges,
    WrongCardCount,
    DuplicateCard,
    CardNotHeld,
    CardsUnknown,
    CardsMismatch,
    AlreadyShown,
    WrongDealerExchange,
    HandOver,
}

impl BankedCode {
    /// Every code.
    pub const ALL: &[BankedCode] = &[
        BankedCode::InvalidConfig,
        BankedCode::PayoutNotWhole,
        BankedCode::AnteNotMultiple,
        BankedCode::AnteBelowMinimum,
        BankedCode::AnteAboveMaximum,
        BankedCode::BonusNotMultiple,
        BankedCode::BonusOutOfRange,
        BankedCode::WrongPhase,
        BankedCode::NoMoreExchanges,
        BankedCode::WrongCardCount,
        BankedCode::DuplicateCard,
        BankedCode::CardNotHeld,
        BankedCode::CardsUnknown,
        BankedCode::CardsMismatch,
        BankedCode::AlreadyShown,
        BankedCode::WrongDealerExchange,
        BankedCode::HandOver,
    ];

    /// The code as text (`"invalid_config"`): stable, the UI switches on it.
    pub fn as_str(self) -> &'static str {
        match self {
            BankedCode::InvalidConfig => "invalid_config",
            BankedCode::PayoutNotWhole => "payout_not_whole",
            BankedCode::AnteNotMultiple => "ante_not_multiple",
            BankedCode::AnteBelowMinimum => "ante_below_minimum",
            BankedCode::AnteAboveMaximum => "ante_above_maximum",
            BankedCode::BonusNotMultiple => "bonus_not_multiple",
            BankedCode::BonusOutOfRange => "bonus_out_of_range",
            BankedCode::WrongPhase => "wrong_phase",
            BankedCode::NoMoreExchanges => "no_more_exchanges",
            BankedCode::WrongCardCount => "wrong_card_count",
            BankedCode::DuplicateCard => "duplicate_card",
            BankedCode::CardNotHeld => "card_not_held",
            BankedCode::CardsUnknown => "cards_unknown",
            BankedCode::CardsMismatch => "cards_mismatch",
            BankedCode::AlreadyShown => "already_shown",
            BankedCode::WrongDealerExchange => "wrong_dealer_exchange",
            BankedCode::HandOver => "hand_over",
        }
    }
}

cardroom_cards::code_text!(BankedCode);

impl crate::game::Coded for JokerDrawViolation {
    fn code(&self) -> crate::game::EngineCode {
        JokerDrawViolation::code(self).into()
    }
}

#[cfg(test)]
mod code_tests {
    use super::BankedCode;

    #[test]
    fn every_code_is_listed_once_and_serializes_as_its_text() {
        let mut seen = std::collections::HashSet::new();
        for &code in BankedCode::ALL {
            assert!(seen.insert(code.as_str()), "{code} is listed twice");
            assert_eq!(
                serde_json::to_value(code).ok(),
                Some(serde_json::Value::String(code.as_str().to_string())),
                "{code:?}"
            );
        }
    }
}
