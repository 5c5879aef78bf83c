//! Why an action was refused: a stable code for programs and a message for the dealer.

use crate::SeatNo;

crate::game::violations! {
    /// A refused action. The hand is unchanged.
    pub enum Violation -> RuleCode {
        /// Someone else (a seat, or the dealer) must act now.
        #[error("{0}")]
        OutOfTurn(String) => OutOfTurn,
        #[error("Seat {seat} cannot check: {expected}")]
        CheckFacingBet { seat: SeatNo, expected: String } => CheckFacingBet,
        #[error("Seat {seat} has nothing to call: {expected}")]
        NothingToCall { seat: SeatNo, expected: String } => NothingToCall,
        #[error("Seat {seat}: {detail}")]
        BelowMinRaise { seat: SeatNo, detail: String } => BelowMinRaise,
        #[error("Seat {seat}: {detail}")]
        OverPotLimit { seat: SeatNo, detail: String } => OverPotLimit,
        #[error("Seat {seat}: {detail}")]
        OverLimit { seat: SeatNo, detail: String } => OverLimit,
        #[error("Seat {seat} cannot raise: the betting is capped at {cap} bets; {expected}")]
        RaiseCapReached {
            seat: SeatNo,
            cap: u32,
            expected: String,
        } => RaiseCapReached,
        #[error("Seat {seat} cannot raise: {reason}; {expected}")]
        NotReopened {
            seat: SeatNo,
            reason: String,
            expected: String,
        } => BettingNotReopened,
        #[error("Seat {seat} cannot raise: every other player is all-in; {expected}")]
        NoOneToRaise { seat: SeatNo, expected: String } => NoOneToRaise,
        #[error("Seat {seat} has only {stack} behind: {detail}")]
        NotEnoughChips {
            seat: SeatNo,
            stack: String,
            detail: String,
        } => NotEnoughChips,
        /// The action belongs to another phase of the hand.
        #[error("{0}")]
        WrongStreet(String) => WrongStreet,
        /// `place` says where the card is: "already in seat 3's hand", "entered twice".
        #[error("{card} is {place}")]
        DuplicateCard { card: String, place: String } => DuplicateCard,
        #[error("{0}")]
        WrongCardCount(String) => WrongCardCount,
        #[error("{0}")]
        NotInDeck(String) => CardNotInDeck,
        /// A card the rules need to know (a face-up card) was not entered.
        #[error("{0}")]
        CardRequired(String) => CardRequired,
        /// Mexican Poker: the high card must open the first round; he may not check or fold.
        #[error("Seat {seat} has the high card and must open: bet {small} to {big}")]
        MustOpen {
            seat: SeatNo,
            small: String,
            big: String,
        } => MustOpen,
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
        } => DrawAfterReshuffle,
        #[error("Seat {seat} does not hold {card}")]
        CardNotHeld { seat: SeatNo, card: String } => CardNotHeld,
        #[error("{0}")]
        NotEligible(String) => NotEligible,
        #[error("{0}")]
        WrongWinners(String) => WrongWinners,
        #[error("{0}")]
        WinnersRequired(String) => WinnersRequired,
        #[error("{0}")]
        LastLiveHand(String) => LastLiveHand,
        #[error("There is no seat {0} in this hand")]
        UnknownSeat(SeatNo) => UnknownSeat,
        #[error("The hand is over")]
        HandOver => HandOver,
        #[error("{0}")]
        InvalidSetup(String) => InvalidSetup,
        /// A bet or raise that is not a whole number of the table's smallest chip (an all-in for
        /// the whole stack is always allowed).
        #[error("Seat {seat}: {detail}")]
        NotChipMultiple { seat: SeatNo, detail: String } => NotChipMultiple,
    }
}

/// Runs `make` out of line, on a path the compiler treats as unlikely: a refused action's
/// message is built away from the code that accepts actions, which stays compact.
#[cold]
#[inline(never)]
pub(crate) fn cold<T>(make: impl FnOnce() -> T) -> T {
    make()
}

cardroom_cards::codes! {
    /// The stable codes of the pot games' refusals ([`Violation::code`]).
    pub enum RuleCode {
        OutOfTurn => "out_of_turn",
        CheckFacingBet => "check_facing_bet",
        NothingToCall => "nothing_to_call",
        BelowMinRaise => "below_min_raise",
        OverPotLimit => "over_pot_limit",
        OverLimit => "over_limit",
        RaiseCapReached => "raise_cap_reached",
        BettingNotReopened => "betting_not_reopened",
        NoOneToRaise => "no_one_to_raise",
        NotEnoughChips => "not_enough_chips",
        WrongStreet => "wrong_street",
        DuplicateCard => "duplicate_card",
        WrongCardCount => "wrong_card_count",
        DrawAfterReshuffle => "draw_after_reshuffle",
        CardNotHeld => "card_not_held",
        CardNotInDeck => "card_not_in_deck",
        CardRequired => "card_required",
        MustOpen => "must_open",
        NotEligible => "not_eligible",
        WrongWinners => "wrong_winners",
        WinnersRequired => "winners_required",
        LastLiveHand => "last_live_hand",
        UnknownSeat => "unknown_seat",
        HandOver => "hand_over",
        InvalidSetup => "invalid_setup",
        NotChipMultiple => "not_chip_multiple",
    }
}
