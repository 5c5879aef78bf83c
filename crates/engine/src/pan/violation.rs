//! Why a Pan entry was refused: a stable code for programs and a message for the dealer.

use serde::{Deserialize, Serialize};
use thiserror::Error;

use crate::SeatNo;

/// A refused entry. The hand is unchanged.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum PanViolation {
    /// Someone else (a seat, or the dealer) must act now.
    #[error("{0}")]
    OutOfTurn(String),
    /// The entry belongs to another phase of the hand.
    #[error("{0}")]
    WrongPhase(String),
    #[error("There is no seat {0} in this hand")]
    UnknownSeat(SeatNo),
    /// The seat retired or has a dead hand.
    #[error("{0}")]
    NotInHand(String),
    /// The cards do not make the meld, with the reason.
    #[error("{0}")]
    InvalidMeld(String),
    #[error("Seat {seat} does not hold {card}")]
    CardNotHeld { seat: SeatNo, card: String },
    #[error("{0}")]
    NotAPanCard(String),
    /// More copies of a card than the stock holds.
    #[error("{0}")]
    TooManyCopies(String),
    #[error("Seat {seat} has no meld number {meld}")]
    NoSuchMeld { seat: SeatNo, meld: usize },
    /// The top discard may not be taken (or there is none).
    #[error("{0}")]
    DiscardNotAvailable(String),
    /// A taken discard must be melded at once.
    #[error("{0}")]
    DiscardNotMelded(String),
    /// A card drawn from the stock is melded at once or discarded.
    #[error("{0}")]
    MustUseDrawnCard(String),
    /// The player has not drawn yet.
    #[error("{0}")]
    MustDraw(String),
    /// The player has drawn already this turn.
    #[error("{0}")]
    AlreadyDrew(String),
    /// The player was forced to take the top discard.
    #[error("{0}")]
    ForcedToTake(String),
    #[error("{0}")]
    CannotForce(String),
    /// The discard would put the next player out while another choice exists.
    #[error("{0}")]
    PutsNextOut(String),
    #[error("{0}")]
    NotOut(String),
    /// The hand's card count must be corrected before the first draw.
    #[error("{0}")]
    IrregularHand(String),
    /// The correction asked for does not apply to the hand's count.
    #[error("{0}")]
    NoIrregularity(String),
    #[error("{0}")]
    LastPlayer(String),
    #[error("The stock is empty: the dealer reshuffles the discards")]
    StockEmpty,
    #[error("{0}")]
    WrongCardCount(String),
    #[error("The hand is over")]
    HandOver,
    #[error("{0}")]
    InvalidSetup(String),
}

impl PanViolation {
    /// A stable code, for programs and tests (`code().as_str()` is its text).
    pub fn code(&self) -> PanCode {
        match self {
            PanViolation::OutOfTurn(_) => PanCode::OutOfTurn,
            PanViolation::WrongPhase(_) => PanCode::WrongPhase,
            PanViolation::UnknownSeat(_) => PanCode::UnknownSeat,
            PanViolation::NotInHand(_) => PanCode::NotInHand,
            PanViolation::InvalidMeld(_) => PanCode::InvalidMeld,
            PanViolation::CardNotHeld { .. } => PanCode::CardNotHeld,
            PanViolation::NotAPanCard(_) => PanCode::NotAPanCard,
            PanViolation::TooManyCopies(_) => PanCode::TooManyCopies,
            PanViolation::NoSuchMeld { .. } => PanCode::NoSuchMeld,
            PanViolation::DiscardNotAvailable(_) => PanCode::DiscardNotAvailable,
            PanViolation::DiscardNotMelded(_) => PanCode::DiscardNotMelded,
            PanViolation::MustUseDrawnCard(_) => PanCode::MustUseDrawnCard,
            PanViolation::MustDraw(_) => PanCode::MustDraw,
            PanViolation::AlreadyDrew(_) => PanCode::AlreadyDrew,
            PanViolation::ForcedToTake(_) => PanCode::ForcedToTake,
            PanViolation::CannotForce(_) => PanCode::CannotForce,
            PanViolation::PutsNextOut(_) => PanCode::PutsNextOut,
            PanViolation::NotOut(_) => PanCode::NotOut,
            PanViolation::IrregularHand(_) => PanCode::IrregularHand,
            PanViolation::NoIrregularity(_) => PanCode::NoIrregularity,
            PanViolation::LastPlayer(_) => PanCode::LastPlayer,
            PanViolation::StockEmpty => PanCode::StockEmpty,
            PanViolation::WrongCardCount(_) => PanCode::WrongCardCount,
            PanViolation::HandOver => PanCode::HandOver,
            PanViolation::InvalidSetup(_) => PanCode::InvalidSetup,
        }
    }
}

/// The stable codes of Pan's refusals ([`PanViolation::code`]).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "specta", derive(specta::Type))]
#[serde(rename_all = "snake_case")]
pub enum PanCode {
    OutOfTurn,
    WrongPhase,
    UnknownSeat,
    NotInHand,
    InvalidMeld,
    CardNotHeld,
    NotAPanCard,
    TooManyCopies,
    NoSuchMeld,
    DiscardNotAvailable,
    DiscardNotMelded,
    MustUseDrawnCard,
    MustDraw,
    AlreadyDrew,
    ForcedToTake,
    CannotForce,
    PutsNextOut,
    NotOut,
    IrregularHand,
    NoIrregularity,
    LastPlayer,
    StockEmpty,
    WrongCardCount,
    HandOver,
    InvalidSetup,
}

impl PanCode {
    /// Every code.
    pub const ALL: &[PanCode] = &[
        PanCode::OutOfTurn,
        PanCode::WrongPhase,
        PanCode::UnknownSeat,
        PanCode::NotInHand,
        PanCode::InvalidMeld,
        PanCode::CardNotHeld,
        PanCode::NotAPanCard,
        PanCode::TooManyCopies,
        PanCode::NoSuchMeld,
        PanCode::DiscardNotAvailable,
        PanCode::DiscardNotMelded,
        PanCode::MustUseDrawnCard,
        PanCode::MustDraw,
        PanCode::AlreadyDrew,
        PanCode::ForcedToTake,
        PanCode::CannotForce,
        PanCode::PutsNextOut,
        PanCode::NotOut,
        PanCode::IrregularHand,
        PanCode::NoIrregularity,
        PanCode::LastPlayer,
        PanCode::StockEmpty,
        PanCode::WrongCardCount,
        PanCode::HandOver,
        PanCode::InvalidSetup,
    ];

    /// The code as text (`"out_of_turn"`): stable, the UI switches on it.
    pub fn as_str(self) -> &'static str {
        match self {
            PanCode::OutOfTurn => "out_of_turn",
            PanCode::WrongPhase => "wrong_phase",
            PanCode::UnknownSeat => "unknown_seat",
            PanCode::NotInHand => "not_in_hand",
            PanCode::InvalidMeld => "invalid_meld",
            PanCode::CardNotHeld => "card_not_held",
            PanCode::NotAPanCard => "not_a_pan_card",
            PanCode::TooManyCopies => "too_many_copies",
            PanCode::NoSuchMeld => "no_such_meld",
            PanCode::DiscardNotAvailable => "discard_not_available",
            PanCode::DiscardNotMelded => "discard_not_melded",
            PanCode::MustUseDrawnCard => "must_use_drawn_card",
            PanCode::MustDraw => "must_draw",
            PanCode::AlreadyDrew => "already_drew",
            PanCode::ForcedToTake => "forced_to_take",
            PanCode::CannotForce => "cannot_force",
            PanCode::PutsNextOut => "puts_next_out",
            PanCode::NotOut => "not_out",
            PanCode::IrregularHand => "irregular_hand",
            PanCode::NoIrregularity => "no_irregularity",
            PanCode::LastPlayer => "last_player",
            PanCode::StockEmpty => "stock_empty",
            PanCode::WrongCardCount => "wrong_card_count",
            PanCode::HandOver => "hand_over",
            PanCode::InvalidSetup => "invalid_setup",
        }
    }
}

cardroom_cards::code_text!(PanCode);

impl crate::game::Coded for PanViolation {
    fn code(&self) -> crate::game::EngineCode {
        PanViolation::code(self).into()
    }
}

#[cfg(test)]
mod code_tests {
    use super::PanCode;

    #[test]
    fn every_code_is_listed_once_and_serializes_as_its_text() {
        let mut seen = std::collections::HashSet::new();
        for &code in PanCode::ALL {
            assert!(seen.insert(code.as_str()), "{code} is listed twice");
            assert_eq!(
                serde_json::to_value(code).ok(),
                Some(serde_json::Value::String(code.as_str().to_string())),
                "{code:?}"
            );
        }
    }
}
