//! What a dealer enters: one action by a seat or by the dealer.

use serde::{Deserialize, Serialize};

use crate::{Card, CardList, Chips, SeatList, SeatNo, ShownCards};

/// Who acts next.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "specta", derive(specta::Type))]
#[serde(rename_all = "snake_case")]
pub enum Actor {
    Seat(SeatNo),
    Dealer,
}

/// One entry. Cards given as `None` are unknown: the dealer did not enter them.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "specta", derive(specta::Type))]
#[serde(rename_all = "snake_case", tag = "type")]
pub enum Action {
    // The dealer's steps.
    /// Antes, blinds and straddles, plus the collection when it is taken before the deal.
    PostForcedBets,
    /// Hole cards to `seat` (one or more at a time, in dealing order).
    DealHole {
        seat: SeatNo,
        #[cfg_attr(feature = "specta", specta(type = Vec<String>))]
        #[serde(with = "crate::card_serde::maybe_list")]
        cards: CardList,
    },
    /// A burn card before the flop, the turn or the river.
    Burn {
        #[cfg_attr(feature = "specta", specta(type = String))]
        #[serde(with = "crate::card_serde::maybe")]
        card: Option<Card>,
    },
    /// The board cards of the next street (three for the flop, then one).
    DealBoard {
        #[cfg_attr(feature = "specta", specta(type = Vec<String>))]
        #[serde(with = "crate::card_serde::maybe_list")]
        cards: CardList,
    },
    /// Awards pot `pot` (0 = main pot). `winners: None` lets the engine read the shown hands;
    /// when cards are unknown the dealer names the winners and the engine checks them.
    AwardPot {
        pot: usize,
        winners: Option<SeatList>,
    },

    // A seat's actions.
    Fold {
        seat: SeatNo,
    },
    Check {
        seat: SeatNo,
    },
    Call {
        seat: SeatNo,
    },
    /// Bet or raise to a street total of `to`.
    BetOrRaise {
        seat: SeatNo,
        to: Chips,
    },
    /// Everything the seat has: a call, bet or raise as the amount makes it.
    AllIn {
        seat: SeatNo,
    },
    /// Pineapple: the seat discards one hole card after the pre-flop betting.
    Discard {
        seat: SeatNo,
        #[cfg_attr(feature = "specta", specta(type = String))]
        #[serde(with = "crate::card_serde::maybe")]
        card: Option<Card>,
    },
    /// Shows the hole cards at showdown (`None`: shown but not entered).
    Show {
        seat: SeatNo,
        #[cfg_attr(feature = "specta", specta(type = Option<Vec<String>>))]
        #[serde(with = "crate::card_serde::known_list")]
        cards: Option<ShownCards>,
    },
    /// Mucks (gives up) the hand at showdown.
    Muck {
        seat: SeatNo,
    },

    // Draw games.
    /// Low Ball: the seat kills the pot before the betting, posting double the big blind;
    /// the limits double and the killer acts last before the draw.
    Kill {
        seat: SeatNo,
    },
    /// The seat's draw: the cards it throws away (none: it stands pat).
    Draw {
        seat: SeatNo,
        #[cfg_attr(feature = "specta", specta(type = Vec<String>))]
        #[serde(with = "crate::card_serde::maybe_list")]
        discards: CardList,
    },
    /// The dealer deals replacement cards to `seat` (its draw, or for an exposed card).
    DealDraw {
        seat: SeatNo,
        #[cfg_attr(feature = "specta", specta(type = Vec<String>))]
        #[serde(with = "crate::card_serde::maybe_list")]
        cards: CardList,
    },
    /// The stub is short: the dealer shuffles the cards the rules allow back into it.
    Reshuffle,
    /// The dealer exposed a card dealt to `seat`; the rules say whether it is kept.
    Expose {
        seat: SeatNo,
        #[cfg_attr(feature = "specta", specta(type = String))]
        #[serde(with = "crate::card_serde::maybe")]
        card: Option<Card>,
    },

    // Mexican Poker.
    /// The seat turns its down card face up (`card`: what it is, when not entered before);
    /// its next card comes face down.
    TurnUp {
        seat: SeatNo,
        #[cfg_attr(feature = "specta", specta(type = String))]
        #[serde(with = "crate::card_serde::maybe")]
        card: Option<Card>,
    },
    /// The seat keeps its down card hidden; its next card comes face up.
    KeepDown {
        seat: SeatNo,
    },
}

impl Action {
    /// Who performs this action.
    pub fn actor(&self) -> Actor {
        match *self {
            Action::PostForcedBets
            | Action::DealHole { .. }
            | Action::Burn { .. }
            | Action::DealBoard { .. }
            | Action::AwardPot { .. }
            | Action::DealDraw { .. }
            | Action::Reshuffle
            | Action::Expose { .. } => Actor::Dealer,
            Action::Fold { seat }
            | Action::Check { seat }
            | Action::Call { seat }
            | Action::BetOrRaise { seat, .. }
            | Action::AllIn { seat }
            | Action::Discard { seat, .. }
            | Action::Show { seat, .. }
            | Action::Muck { seat }
            | Action::Kill { seat }
            | Action::Draw { seat, .. }
            | Action::TurnUp { seat, .. }
            | Action::KeepDown { seat } => Actor::Seat(seat),
        }
    }
}
