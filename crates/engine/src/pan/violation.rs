//! Why a Pan entry was refused: a stable code for programs and a message for the dealer.

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
    /// A stable code, for programs and tests.
    pub fn code(&self) -> &'static str {
        match self {
            PanViolation::OutOfTurn(_) => "out_of_turn",
            PanViolation::WrongPhase(_) => "wrong_phase",
            PanViolation::UnknownSeat(_) => "unknown_seat",
            PanViolation::NotInHand(_) => "not_in_hand",
            PanViolation::InvalidMeld(_) => "invalid_meld",
            PanViolation::CardNotHeld { .. } => "card_not_held",
            PanViolation::NotAPanCard(_) => "not_a_pan_card",
            PanViolation::TooManyCopies(_) => "too_many_copies",
            PanViolation::NoSuchMeld { .. } => "no_such_meld",
            PanViolation::DiscardNotAvailable(_) => "discard_not_available",
            PanViolation::DiscardNotMelded(_) => "discard_not_melded",
            PanViolation::MustUseDrawnCard(_) => "must_use_drawn_card",
            PanViolation::MustDraw(_) => "must_draw",
            PanViolation::AlreadyDrew(_) => "already_drew",
            PanViolation::ForcedToTake(_) => "forced_to_take",
            PanViolation::CannotForce(_) => "cannot_force",
            PanViolation::PutsNextOut(_) => "puts_next_out",
            PanViolation::NotOut(_) => "not_out",
            PanViolation::IrregularHand(_) => "irregular_hand",
            PanViolation::NoIrregularity(_) => "no_irregularity",
            PanViolation::LastPlayer(_) => "last_player",
            PanViolation::StockEmpty => "stock_empty",
            PanViolation::WrongCardCount(_) => "wrong_card_count",
            PanViolation::HandOver => "hand_over",
            PanViolation::InvalidSetup(_) => "invalid_setup",
        }
    }
}
