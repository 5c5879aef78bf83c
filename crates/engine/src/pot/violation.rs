//! Why an action was refused: a stable code for programs and a message for the dealer.

use serde::{Deserialize, Serialize};
use thiserror::Error;

use crate::SeatNo;

/// A refused action. The hand is unchanged.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum Violation {
    /// Someone else (a seat, or the dealer) must act now.
    #[error("{0}")]
    OutOfTurn(String),
    #[error("Seat {seat} cannot check: {expected}")]
    CheckFacingBet { seat: SeatNo, expected: String },
    #[error("Seat {seat} has nothing to call: {expected}")]
    NothingToCall { seat: SeatNo, expected: String },
    #[error("Seat {seat}: {detail}")]
    BelowMinRaise { seat: SeatNo, detail: String },
    #[error("Seat {seat}: {detail}")]
    OverPotLimit { seat: SeatNo, detail: String },
    #[error("Seat {seat}: {detail}")]
    OverLimit { seat: SeatNo, detail: String },
    #[error("Seat {seat} cannot raise: the betting is capped at {cap} bets; {expected}")]
    RaiseCapReached {
        seat: SeatNo,
        cap: u32,
        expected: String,
    },
    #[error("Seat {seat} cannot raise: {reason}; {expected}")]
    NotReopened {
        seat: SeatNo,
        reason: String,
        expected: String,
    },
    #[error("Seat {seat} cannot raise: every other player is all-in; {expected}")]
    NoOneToRaise { seat: SeatNo, expected: String },
    #[error("Seat {seat} has only {stack} behind: {detail}")]
    NotEnoughChips {
        seat: SeatNo,
        stack: String,
        detail: String,
    },
    /// The action belongs to another phase of the hand.
    #[error("{0}")]
    WrongStreet(String),
    /// `place` says where the card is: "already in seat 3's hand", "entered twice".
    #[error("{card} is {place}")]
    DuplicateCard { card: String, place: String },
    #[error("{0}")]
    WrongCardCount(String),
    #[error("{0}")]
    NotInDeck(String),
    /// A card the rules need to know (a face-up card) was not entered.
    #[error("{0}")]
    CardRequired(String),
    /// Mexican Poker: the high card must open the first round; he may not check or fold.
    #[error("Seat {seat} has the high card and must open: bet {small} to {big}")]
    MustOpen {
        seat: SeatNo,
        small: String,
        big: String,
    },
    /// Five Card Draw (house rule 5): a player who had not asked for cards before the stub
    /// was reshuffled gets none of the reshuffled cards.
    #[error(
        "Seat {seat} asked for cards after the stub was reshuffled for seat {reshuffled_for}: \
         the reshuffled cards go only to players who asked before the reshuffle, so seat \
         {seat} stands pat"
    )]
    DrawAfterReshuffle {
        seat: SeatNo,
        reshuffled_for: SeatNo,
    },
    #[error("Seat {seat} does not hold {card}")]
    CardNotHeld { seat: SeatNo, card: String },
    #[error("{0}")]
    NotEligible(String),
    #[error("{0}")]
    WrongWinners(String),
    #[error("{0}")]
    WinnersRequired(String),
    #[error("{0}")]
    LastLiveHand(String),
    #[error("There is no seat {0} in this hand")]
    UnknownSeat(SeatNo),
    #[error("The hand is over")]
    HandOver,
    #[error("{0}")]
    InvalidSetup(String),
    /// A bet or raise that is not a whole number of the table's smallest chip (an all-in for
    /// the whole stack is always allowed).
    #[error("Seat {seat}: {detail}")]
    NotChipMultiple { seat: SeatNo, detail: String },
}

impl Violation {
    /// A stable code, for programs and tests (`code().as_str()` is its text).
    pub fn code(&self) -> RuleCode {
        match self {
            Violation::OutOfTurn(_) => RuleCode::OutOfTurn,
            Violation::CheckFacingBet { .. } => RuleCode::CheckFacingBet,
            Violation::NothingToCall { .. } => RuleCode::NothingToCall,
            Violation::BelowMinRaise { .. } => RuleCode::BelowMinRaise,
            Violation::OverPotLimit { .. } => RuleCode::OverPotLimit,
            Violation::OverLimit { .. } => RuleCode::OverLimit,
            Violation::RaiseCapReached { .. } => RuleCode::RaiseCapReached,
            Violation::NotReopened { .. } => RuleCode::BettingNotReopened,
            Violation::NoOneToRaise { .. } => RuleCode::NoOneToRaise,
            Violation::NotEnoughChips { .. } => RuleCode::NotEnoughChips,
            Violation::WrongStreet(_) => RuleCode::WrongStreet,
            Violation::DuplicateCard { .. } => RuleCode::DuplicateCard,
            Violation::WrongCardCount(_) => RuleCode::WrongCardCount,
            Violation::DrawAfterReshuffle { .. } => RuleCode::DrawAfterReshuffle,
            Violation::CardNotHeld { .. } => RuleCode::CardNotHeld,
            Violation::NotInDeck(_) => RuleCode::CardNotInDeck,
            Violation::CardRequired(_) => RuleCode::CardRequired,
            Violation::MustOpen { .. } => RuleCode::MustOpen,
            Violation::NotEligible(_) => RuleCode::NotEligible,
            Violation::WrongWinners(_) => RuleCode::WrongWinners,
            Violation::WinnersRequired(_) => RuleCode::WinnersRequired,
            Violation::LastLiveHand(_) => RuleCode::LastLiveHand,
            Violation::UnknownSeat(_) => RuleCode::UnknownSeat,
            Violation::HandOver => RuleCode::HandOver,
            Violation::InvalidSetup(_) => RuleCode::InvalidSetup,
            Violation::NotChipMultiple { .. } => RuleCode::NotChipMultiple,
        }
    }
}

/// Runs `make` out of line, on a path the compiler treats as unlikely: a refused action's
/// message is built away from the code that accepts actions, which stays compact.
#[cold]
#[inline(never)]
pub(crate) fn cold<T>(make: impl FnOnce() -> T) -> T {
    make()
}

/// The stable codes of the pot games' refusals ([`Violation::code`]).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "specta", derive(specta::Type))]
#[serde(rename_all = "snake_case")]
pub enum RuleCode {
    OutOfTurn,
    CheckFacingBet,
    NothingToCall,
    BelowMinRaise,
    OverPotLimit,
    OverLimit,
    RaiseCapReached,
    BettingNotReopened,
    NoOneToRaise,
    NotEnoughChips,
    WrongStreet,
    DuplicateCard,
    WrongCardCount,
    DrawAfterReshuffle,
    CardNotHeld,
    CardNotInDeck,
    CardRequired,
    MustOpen,
    NotEligible,
    WrongWinners,
    WinnersRequired,
    LastLiveHand,
    UnknownSeat,
    HandOver,
    InvalidSetup,
    NotChipMultiple,
}

impl RuleCode {
    /// Every code.
    pub const ALL: &[RuleCode] = &[
        RuleCode::OutOfTurn,
        RuleCode::CheckFacingBet,
        RuleCode::NothingToCall,
        RuleCode::BelowMinRaise,
        RuleCode::OverPotLimit,
        RuleCode::OverLimit,
        RuleCode::RaiseCapReached,
        RuleCode::BettingNotReopened,
        RuleCode::NoOneToRaise,
        RuleCode::NotEnoughChips,
        RuleCode::WrongStreet,
        RuleCode::DuplicateCard,
        RuleCode::WrongCardCount,
        RuleCode::DrawAfterReshuffle,
        RuleCode::CardNotHeld,
        RuleCode::CardNotInDeck,
        RuleCode::CardRequired,
        RuleCode::MustOpen,
        RuleCode::NotEligible,
        RuleCode::WrongWinners,
        RuleCode::WinnersRequired,
        RuleCode::LastLiveHand,
        RuleCode::UnknownSeat,
        RuleCode::HandOver,
        RuleCode::InvalidSetup,
        RuleCode::NotChipMultiple,
    ];

    /// The code as text (`"out_of_turn"`): stable, the UI switches on it.
    pub fn as_str(self) -> &'static str {
        match self {
            RuleCode::OutOfTurn => "out_of_turn",
            RuleCode::CheckFacingBet => "check_facing_bet",
            RuleCode::NothingToCall => "nothing_to_call",
            RuleCode::BelowMinRaise => "below_min_raise",
            RuleCode::OverPotLimit => "over_pot_limit",
            RuleCode::OverLimit => "over_limit",
            RuleCode::RaiseCapReached => "raise_cap_reached",
            RuleCode::BettingNotReopened => "betting_not_reopened",
            RuleCode::NoOneToRaise => "no_one_to_raise",
            RuleCode::NotEnoughChips => "not_enough_chips",
            RuleCode::WrongStreet => "wrong_street",
            RuleCode::DuplicateCard => "duplicate_card",
            RuleCode::WrongCardCount => "wrong_card_count",
            RuleCode::DrawAfterReshuffle => "draw_after_reshuffle",
            RuleCode::CardNotHeld => "card_not_held",
            RuleCode::CardNotInDeck => "card_not_in_deck",
            RuleCode::CardRequired => "card_required",
            RuleCode::MustOpen => "must_open",
            RuleCode::NotEligible => "not_eligible",
            RuleCode::WrongWinners => "wrong_winners",
            RuleCode::WinnersRequired => "winners_required",
            RuleCode::LastLiveHand => "last_live_hand",
            RuleCode::UnknownSeat => "unknown_seat",
            RuleCode::HandOver => "hand_over",
            RuleCode::InvalidSetup => "invalid_setup",
            RuleCode::NotChipMultiple => "not_chip_multiple",
        }
    }
}

cardroom_cards::code_text!(RuleCode);

impl crate::game::Coded for Violation {
    fn code(&self) -> crate::game::EngineCode {
        Violation::code(self).into()
    }
}

#[cfg(test)]
mod code_tests {
    use super::RuleCode;

    #[test]
    fn every_code_is_listed_once_and_serializes_as_its_text() {
        let mut seen = std::collections::HashSet::new();
        for &code in RuleCode::ALL {
            assert!(seen.insert(code.as_str()), "{code} is listed twice");
            assert_eq!(
                serde_json::to_value(code).ok(),
                Some(serde_json::Value::String(code.as_str().to_string())),
                "{code:?}"
            );
        }
    }
}
