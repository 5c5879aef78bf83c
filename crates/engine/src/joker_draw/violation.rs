//! Why a Draw Poker with Joker entry was refused: a stable code and a message for the dealer.

use crate::{Chips, format_amount};

crate::game::violations! {
    /// A refused setting, stake or action. A refused action leaves the hand unchanged.
    pub enum JokerDrawViolation -> BankedCode {
        /// The table's settings are not usable.
        #[error("Table settings: {0}")]
        InvalidConfig(String) => InvalidConfig,
        /// A payout row would pay a fraction of a cent.
        #[error("Table settings: {0}")]
        PayoutNotWhole(String) => PayoutNotWhole,
        /// The ante is not a positive multiple of 30 cents.
        #[error("The ante must be a multiple of 0.30: {} is not", format_amount(*ante))]
        AnteNotMultiple { ante: Chips } => AnteNotMultiple,
        /// The ante is below the table minimum.
        #[error("The ante {} is below the table minimum of {}", format_amount(*ante), format_amount(*min))]
        AnteBelowMinimum { ante: Chips, min: Chips } => AnteBelowMinimum,
        /// The ante is above the table maximum.
        #[error("The ante {} is above the table maximum of {}", format_amount(*ante), format_amount(*max))]
        AnteAboveMaximum { ante: Chips, max: Chips } => AnteAboveMaximum,
        /// The BONUS is not a multiple of 30 cents.
        #[error("The BONUS must be a multiple of 0.30: {} is not", format_amount(*bonus))]
        BonusNotMultiple { bonus: Chips } => BonusNotMultiple,
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
        } => BonusOutOfRange,
        /// The entry belongs to another step of the hand; the message says what is expected.
        #[error("{0}")]
        WrongPhase(String) => WrongPhase,
        /// The player has used both exchanges: only fold or Bet remain.
        #[error("{0}")]
        NoMoreExchanges(String) => NoMoreExchanges,
        /// Too many or too few cards for the entry.
        #[error("{0}")]
        WrongCardCount(String) => WrongCardCount,
        /// A card already seen in this hand, or entered twice: `place` says which
        /// ("already in the dealer's hand", "entered twice").
        #[error("{card} is {place}")]
        DuplicateCard { card: String, place: String } => DuplicateCard,
        /// A card changed that the player or the dealer does not hold.
        #[error("The {whose} does not hold {card}")]
        CardNotHeld { whose: String, card: String } => CardNotHeld,
        /// Cards that must be known (to reveal, exchange or settle) were not entered.
        #[error("{0}")]
        CardsUnknown(String) => CardsUnknown,
        /// Shown or revealed cards that contradict the cards entered at the deal.
        #[error("{0}")]
        CardsMismatch(String) => CardsMismatch,
        /// The player's cards are already all known: there is nothing to show.
        #[error("The player's cards are already entered")]
        AlreadyShown => AlreadyShown,
        /// The dealer's exchange is not the one the house algorithm requires.
        #[error("{0}")]
        WrongDealerExchange(String) => WrongDealerExchange,
        /// The hand is settled or folded: nothing more is accepted.
        #[error("The hand is over")]
        HandOver => HandOver,
    }
}

cardroom_cards::codes! {
    /// The stable codes of Draw Poker with Joker's refusals ([`JokerDrawViolation::code`]).
    pub enum BankedCode {
        InvalidConfig => "invalid_config",
        PayoutNotWhole => "payout_not_whole",
        AnteNotMultiple => "ante_not_multiple",
        AnteBelowMinimum => "ante_below_minimum",
        AnteAboveMaximum => "ante_above_maximum",
        BonusNotMultiple => "bonus_not_multiple",
        BonusOutOfRange => "bonus_out_of_range",
        WrongPhase => "wrong_phase",
        NoMoreExchanges => "no_more_exchanges",
        WrongCardCount => "wrong_card_count",
        DuplicateCard => "duplicate_card",
        CardNotHeld => "card_not_held",
        CardsUnknown => "cards_unknown",
        CardsMismatch => "cards_mismatch",
        AlreadyShown => "already_shown",
        WrongDealerExchange => "wrong_dealer_exchange",
        HandOver => "hand_over",
    }
}
