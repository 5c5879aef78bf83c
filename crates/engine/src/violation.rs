//! Why an action was refused: a stable code for programs and a message for the dealer.

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
    /// A stable code, for programs and tests.
    pub fn code(&self) -> &'static str {
        match self {
            Violation::OutOfTurn(_) => "out_of_turn",
            Violation::CheckFacingBet { .. } => "check_facing_bet",
            Violation::NothingToCall { .. } => "nothing_to_call",
            Violation::BelowMinRaise { .. } => "below_min_raise",
            Violation::OverPotLimit { .. } => "over_pot_limit",
            Violation::OverLimit { .. } => "over_limit",
            Violation::RaiseCapReached { .. } => "raise_cap_reached",
            Violation::NotReopened { .. } => "betting_not_reopened",
            Violation::NoOneToRaise { .. } => "no_one_to_raise",
            Violation::NotEnoughChips { .. } => "not_enough_chips",
            Violation::WrongStreet(_) => "wrong_street",
            Violation::DuplicateCard { .. } => "duplicate_card",
            Violation::WrongCardCount(_) => "wrong_card_count",
            Violation::DrawAfterReshuffle { .. } => "draw_after_reshuffle",
            Violation::CardNotHeld { .. } => "card_not_held",
            Violation::NotInDeck(_) => "card_not_in_deck",
            Violation::CardRequired(_) => "card_required",
            Violation::MustOpen { .. } => "must_open",
            Violation::NotEligible(_) => "not_eligible",
            Violation::WrongWinners(_) => "wrong_winners",
            Violation::WinnersRequired(_) => "winners_required",
            Violation::LastLiveHand(_) => "last_live_hand",
            Violation::UnknownSeat(_) => "unknown_seat",
            Violation::HandOver => "hand_over",
            Violation::InvalidSetup(_) => "invalid_setup",
            Violation::NotChipMultiple { .. } => "not_chip_multiple",
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
