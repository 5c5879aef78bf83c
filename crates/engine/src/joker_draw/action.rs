//! What the dealer enters for a Draw Poker with Joker box, and the events it yields.

use serde::{Deserialize, Serialize};

use super::dealer::{DealerPlan, DealerRule};
use super::settle::JokerDrawSettlement;
use crate::{Card, Chips};

/// One entry. Cards given as `None` (`"??"` in JSON) are unknown: the dealer did not enter
/// them. Cards that must be read (the dealer's revealed hand and draw, a shown hand) are
/// always known.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "specta", derive(specta::Type))]
#[serde(rename_all = "snake_case", tag = "type")]
pub enum JokerDrawAction {
    /// The player's five cards.
    DealPlayer {
        #[cfg_attr(feature = "specta", specta(type = Vec<String>))]
        #[serde(with = "crate::card_serde::maybe_list")]
        cards: Vec<Option<Card>>,
    },
    /// The dealer's five cards, face down (usually unknown until revealed).
    DealDealer {
        #[cfg_attr(feature = "specta", specta(type = Vec<String>))]
        #[serde(with = "crate::card_serde::maybe_list")]
        cards: Vec<Option<Card>>,
    },
    /// The player folds: the ante box (and the BONUS) is lost.
    Fold,
    /// The player adds one initial ante to the ante box and changes `discard` for `draw`:
    /// 1 to 5 cards the first time, exactly one the second time. The n-th drawn card replaces
    /// the n-th discarded card; an unknown discard takes the player's first unknown card.
    Exchange {
        #[cfg_attr(feature = "specta", specta(type = Vec<String>))]
        #[serde(with = "crate::card_serde::maybe_list")]
        discard: Vec<Option<Card>>,
        #[cfg_attr(feature = "specta", specta(type = Vec<String>))]
        #[serde(with = "crate::card_serde::maybe_list")]
        draw: Vec<Option<Card>>,
    },
    /// The player makes the Bet, twice the ante box, and closes the box.
    Bet,
    /// The dealer turns his five cards face up.
    RevealDealer {
        #[cfg_attr(feature = "specta", specta(type = Vec<String>))]
        #[serde(with = "crate::card_serde::known_cards")]
        cards: Vec<Card>,
    },
    /// The dealer's one exchange (`discard` empty when he keeps a made hand). It must be the
    /// one the house algorithm gives ([`crate::joker_draw::dealer_plan`]).
    DealerExchange {
        #[cfg_attr(feature = "specta", specta(type = Vec<String>))]
        #[serde(with = "crate::card_serde::known_cards")]
        discard: Vec<Card>,
        #[cfg_attr(feature = "specta", specta(type = Vec<String>))]
        #[serde(with = "crate::card_serde::known_cards")]
        draw: Vec<Card>,
    },
    /// The player's final cards, when some were not entered.
    ShowPlayer {
        #[cfg_attr(feature = "specta", specta(type = Vec<String>))]
        #[serde(with = "crate::card_serde::known_cards")]
        cards: Vec<Card>,
    },
    /// Pays or collects the ante box, the Bet and the BONUS.
    Settle,
}

/// An accepted entry, resolved: what happened and what it cost.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "specta", derive(specta::Type))]
#[serde(rename_all = "snake_case", tag = "type")]
pub enum JokerDrawEvent {
    /// The player's five cards.
    PlayerDealt {
        #[cfg_attr(feature = "specta", specta(type = Vec<String>))]
        #[serde(with = "crate::card_serde::maybe_list")]
        cards: Vec<Option<Card>>,
    },
    /// The dealer's five cards, face down.
    DealerDealt {
        #[cfg_attr(feature = "specta", specta(type = Vec<String>))]
        #[serde(with = "crate::card_serde::maybe_list")]
        cards: Vec<Option<Card>>,
    },
    /// The player folded; `settlement` says what was lost.
    Folded { settlement: JokerDrawSettlement },
    /// The player's `number`-th exchange (1 or 2): `added` to the ante box, now `ante_box`.
    Exchanged {
        number: u8,
        #[cfg_attr(feature = "specta", specta(type = Vec<String>))]
        #[serde(with = "crate::card_serde::maybe_list")]
        discarded: Vec<Option<Card>>,
        #[cfg_attr(feature = "specta", specta(type = Vec<String>))]
        #[serde(with = "crate::card_serde::maybe_list")]
        drawn: Vec<Option<Card>>,
        added: Chips,
        ante_box: Chips,
    },
    /// The Bet, twice the ante box; the box is closed.
    BetMade { amount: Chips, ante_box: Chips },
    /// The dealer's hand, face up, and the exchange the house algorithm requires.
    DealerRevealed {
        #[cfg_attr(feature = "specta", specta(type = Vec<String>))]
        #[serde(with = "crate::card_serde::known_cards")]
        cards: Vec<Card>,
        /// "Pair of sevens", "Ace high", ….
        hand: String,
        plan: DealerPlan,
    },
    /// The dealer's exchange; `hand` is his final hand and `qualifies` whether it opens the
    /// game (a pair of jacks or better).
    DealerExchanged {
        rule: DealerRule,
        #[cfg_attr(feature = "specta", specta(type = Vec<String>))]
        #[serde(with = "crate::card_serde::known_cards")]
        discarded: Vec<Card>,
        #[cfg_attr(feature = "specta", specta(type = Vec<String>))]
        #[serde(with = "crate::card_serde::known_cards")]
        drawn: Vec<Card>,
        hand: String,
        qualifies: bool,
    },
    /// The player's final cards, shown.
    PlayerShown {
        #[cfg_attr(feature = "specta", specta(type = Vec<String>))]
        #[serde(with = "crate::card_serde::known_cards")]
        cards: Vec<Card>,
    },
    /// The hand is settled.
    Settled { settlement: JokerDrawSettlement },
}

impl JokerDrawEvent {
    /// The action that, applied to the state before this event, produces it again.
    pub fn action(&self) -> JokerDrawAction {
        match self {
            JokerDrawEvent::PlayerDealt { cards } => JokerDrawAction::DealPlayer {
                cards: cards.clone(),
            },
            JokerDrawEvent::DealerDealt { cards } => JokerDrawAction::DealDealer {
                cards: cards.clone(),
            },
            JokerDrawEvent::Folded { .. } => JokerDrawAction::Fold,
            JokerDrawEvent::Exchanged {
                discarded, drawn, ..
            } => JokerDrawAction::Exchange {
                discard: discarded.clone(),
                draw: drawn.clone(),
            },
            JokerDrawEvent::BetMade { .. } => JokerDrawAction::Bet,
            JokerDrawEvent::DealerRevealed { cards, .. } => JokerDrawAction::RevealDealer {
                cards: cards.clone(),
            },
            JokerDrawEvent::DealerExchanged {
                discarded, drawn, ..
            } => JokerDrawAction::DealerExchange {
                discard: discarded.clone(),
                draw: drawn.clone(),
            },
            JokerDrawEvent::PlayerShown { cards } => JokerDrawAction::ShowPlayer {
                cards: cards.clone(),
            },
            JokerDrawEvent::Settled { .. } => JokerDrawAction::Settle,
        }
    }
}
