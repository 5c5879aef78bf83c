//! Why a Pan entry was refused: a stable code for programs and a message for the dealer.

use crate::SeatNo;

crate::game::violations! {
    /// A refused entry. The hand is unchanged.
    pub enum PanViolation -> PanCode {
        /// Someone else (a seat, or the dealer) must act now.
        #[error("{0}")]
        OutOfTurn(String) => OutOfTurn,
        /// The entry belongs to another phase of the hand.
        #[error("{0}")]
        WrongPhase(String) => WrongPhase,
        #[error("There is no seat {0} in this hand")]
        UnknownSeat(SeatNo) => UnknownSeat,
        /// The seat retired or has a dead hand.
        #[error("{0}")]
        NotInHand(String) => NotInHand,
        /// The cards do not make the meld, with the reason.
        #[error("{0}")]
        InvalidMeld(String) => InvalidMeld,
        #[error("Seat {seat} does not hold {card}")]
        CardNotHeld { seat: SeatNo, card: String } => CardNotHeld,
        #[error("{0}")]
        NotAPanCard(String) => NotAPanCard,
        /// More copies of a card than the stock holds.
        #[error("{0}")]
        TooManyCopies(String) => TooManyCopies,
        #[error("Seat {seat} has no meld number {meld}")]
        NoSuchMeld { seat: SeatNo, meld: usize } => NoSuchMeld,
        /// The top discard may not be taken (or there is none).
        #[error("{0}")]
        DiscardNotAvailable(String) => DiscardNotAvailable,
        /// A taken discard must be melded at once.
        #[error("{0}")]
        DiscardNotMelded(String) => DiscardNotMelded,
        /// A card drawn from the stock is melded at once or discarded.
        #[error("{0}")]
        MustUseDrawnCard(String) => MustUseDrawnCard,
        /// The player has not drawn yet.
        #[error("{0}")]
        MustDraw(String) => MustDraw,
        /// The player has drawn already this turn.
        #[error("{0}")]
        AlreadyDrew(String) => AlreadyDrew,
        /// The player was forced to take the top discard.
        #[error("{0}")]
        ForcedToTake(String) => ForcedToTake,
        #[error("{0}")]
        CannotForce(String) => CannotForce,
        /// The discard would put the next player out while another choice exists.
        #[error("{0}")]
        PutsNextOut(String) => PutsNextOut,
        #[error("{0}")]
        NotOut(String) => NotOut,
        /// The hand's card count must be corrected before the first draw.
        #[error("{0}")]
        IrregularHand(String) => IrregularHand,
        /// The correction asked for does not apply to the hand's count.
        #[error("{0}")]
        NoIrregularity(String) => NoIrregularity,
        #[error("{0}")]
        LastPlayer(String) => LastPlayer,
        #[error("The stock is empty: the dealer reshuffles the discards")]
        StockEmpty => StockEmpty,
        #[error("{0}")]
        WrongCardCount(String) => WrongCardCount,
        #[error("The hand is over")]
        HandOver => HandOver,
        #[error("{0}")]
        InvalidSetup(String) => InvalidSetup,
    }
}

cardroom_cards::codes! {
    /// The stable codes of Pan's refusals ([`PanViolation::code`]).
    pub enum PanCode {
        OutOfTurn => "out_of_turn",
        WrongPhase => "wrong_phase",
        UnknownSeat => "unknown_seat",
        NotInHand => "not_in_hand",
        InvalidMeld => "invalid_meld",
        CardNotHeld => "card_not_held",
        NotAPanCard => "not_a_pan_card",
        TooManyCopies => "too_many_copies",
        NoSuchMeld => "no_such_meld",
        DiscardNotAvailable => "discard_not_available",
        DiscardNotMelded => "discard_not_melded",
        MustUseDrawnCard => "must_use_drawn_card",
        MustDraw => "must_draw",
        AlreadyDrew => "already_drew",
        ForcedToTake => "forced_to_take",
        CannotForce => "cannot_force",
        PutsNextOut => "puts_next_out",
        NotOut => "not_out",
        IrregularHand => "irregular_hand",
        NoIrregularity => "no_irregularity",
        LastPlayer => "last_player",
        StockEmpty => "stock_empty",
        WrongCardCount => "wrong_card_count",
        HandOver => "hand_over",
        InvalidSetup => "invalid_setup",
    }
}
