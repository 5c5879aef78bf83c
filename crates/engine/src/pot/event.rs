//! Accepted actions, resolved: what actually happened. Serialisable so the store can keep a
//! hand as a list of JSON events and rebuild it by replaying them.

use serde::{Deserialize, Serialize};

use crate::action::Action;
use crate::hand::Street;
use crate::{Card, CardList, Chips, SeatList, SeatNo, Shares, ShownCards};

/// A forced bet posted by a seat.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "specta", derive(specta::Type))]
pub struct Post {
    pub seat: SeatNo,
    pub amount: Chips,
    /// The seat had no more chips after posting.
    pub all_in: bool,
}

/// The forced bets of one kind (antes, or blinds and straddles), inline for the usual few.
pub type Posts = smallvec::SmallVec<[Post; 2]>;

/// An accepted action.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "specta", derive(specta::Type))]
#[serde(rename_all = "snake_case", tag = "type")]
pub enum Event {
    ForcedBetsPosted {
        #[cfg_attr(feature = "specta", specta(type = Vec<Post>))]
        antes: Posts,
        #[cfg_attr(feature = "specta", specta(type = Vec<Post>))]
        blinds: Posts,
        /// Paid by the button before the deal (`button_drop`).
        button_drop: Chips,
        /// Set aside from the pot for the house (`pot_drop`), taken at settlement.
        pot_drop: Chips,
        /// Low Ball: the required kill posted with the forced bets.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        kill: Option<Post>,
    },
    HoleDealt {
        seat: SeatNo,
        #[cfg_attr(feature = "specta", specta(type = Vec<String>))]
        #[serde(with = "crate::card_serde::maybe_list")]
        cards: CardList,
    },
    Burned {
        #[cfg_attr(feature = "specta", specta(type = String))]
        #[serde(with = "crate::card_serde::maybe")]
        card: Option<Card>,
    },
    BoardDealt {
        street: Street,
        #[cfg_attr(feature = "specta", specta(type = Vec<String>))]
        #[serde(with = "crate::card_serde::maybe_list")]
        cards: CardList,
    },
    Folded {
        seat: SeatNo,
    },
    Checked {
        seat: SeatNo,
    },
    /// `amount` put in to call (less than the bet when all-in).
    Called {
        seat: SeatNo,
        amount: Chips,
        all_in: bool,
    },
    /// A bet (nothing to call before) or raise to `to`.
    Bet {
        seat: SeatNo,
        to: Chips,
        raise: bool,
        all_in: bool,
        full: bool,
    },
    Discarded {
        seat: SeatNo,
        #[cfg_attr(feature = "specta", specta(type = String))]
        #[serde(with = "crate::card_serde::maybe")]
        card: Option<Card>,
    },
    Shown {
        seat: SeatNo,
        #[cfg_attr(feature = "specta", specta(type = Option<Vec<String>>))]
        #[serde(with = "crate::card_serde::known_list")]
        cards: Option<ShownCards>,
    },
    Mucked {
        seat: SeatNo,
    },
    /// Low Ball: the seat killed the pot with `amount` (double the big blind).
    Killed {
        seat: SeatNo,
        amount: Chips,
    },
    /// The seat's draw: `discards` thrown away (empty: stood pat).
    Drew {
        seat: SeatNo,
        #[cfg_attr(feature = "specta", specta(type = Vec<String>))]
        #[serde(with = "crate::card_serde::maybe_list")]
        discards: CardList,
    },
    /// Replacement cards dealt to the seat.
    DrawDealt {
        seat: SeatNo,
        #[cfg_attr(feature = "specta", specta(type = Vec<String>))]
        #[serde(with = "crate::card_serde::maybe_list")]
        cards: CardList,
    },
    /// `cards` shuffled back into the stub.
    Reshuffled {
        cards: usize,
    },
    /// A card exposed by the dealer: `kept` by the player, or taken away to be replaced.
    Exposed {
        seat: SeatNo,
        #[cfg_attr(feature = "specta", specta(type = String))]
        #[serde(with = "crate::card_serde::maybe")]
        card: Option<Card>,
        kept: bool,
    },
    /// Mexican Poker: the seat turned its down card up.
    TurnedUp {
        seat: SeatNo,
        #[cfg_attr(feature = "specta", specta(type = String))]
        #[serde(with = "crate::card_serde::maybe")]
        card: Option<Card>,
    },
    /// Mexican Poker: the seat kept its down card hidden.
    KeptDown {
        seat: SeatNo,
    },
    PotAwarded {
        pot: usize,
        /// The pot as built from contributions.
        amount: Chips,
        /// The house's collection taken from this pot.
        collected: Chips,
        #[serde(deserialize_with = "crate::settle::bounded_shares")]
        #[cfg_attr(feature = "specta", specta(type = Vec<crate::Share>))]
        shares: Shares,
    },
}

impl Event {
    /// The action that, applied to the state before this event, produces it again.
    #[inline]
    pub fn action(&self) -> Action {
        match *self {
            Event::ForcedBetsPosted { .. } => Action::PostForcedBets,
            Event::HoleDealt { seat, cards } => Action::DealHole { seat, cards },
            Event::Burned { card } => Action::Burn { card },
            Event::BoardDealt { cards, .. } => Action::DealBoard { cards },
            Event::Folded { seat } => Action::Fold { seat },
            Event::Checked { seat } => Action::Check { seat },
            Event::Called { seat, .. } => Action::Call { seat },
            Event::Bet { seat, to, .. } => Action::BetOrRaise { seat, to },
            Event::Discarded { seat, card } => Action::Discard { seat, card },
            Event::Shown { seat, cards } => Action::Show { seat, cards },
            Event::Mucked { seat } => Action::Muck { seat },
            Event::Killed { seat, .. } => Action::Kill { seat },
            Event::Drew { seat, discards } => Action::Draw { seat, discards },
            Event::DrawDealt { seat, cards } => Action::DealDraw { seat, cards },
            Event::Reshuffled { .. } => Action::Reshuffle,
            Event::Exposed { seat, card, .. } => Action::Expose { seat, card },
            Event::TurnedUp { seat, card } => Action::TurnUp { seat, card },
            Event::KeptDown { seat } => Action::KeepDown { seat },
            Event::PotAwarded {
                pot, ref shares, ..
            } => {
                // At most a list's seats: read back bounded (`bounded_shares`).
                let winners = SeatList::collect_within(shares.iter().map(|s| s.seat));
                Action::AwardPot {
                    pot,
                    winners: Some(winners),
                }
            }
        }
    }
}
