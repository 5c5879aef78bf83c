//! What may be entered next, for the dealer's screen.

use serde::{Deserialize, Serialize};

use super::dealer::DealerPlan;
use super::hand::{JokerDrawHand, JokerDrawPhase};
use crate::Chips;

/// An exchange the player may make now.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "specta", derive(specta::Type))]
pub struct ExchangeOffer {
    /// The fewest cards that may be changed (1).
    pub min_cards: usize,
    /// The most cards that may be changed (5 the first time, 1 the second).
    pub max_cards: usize,
    /// What the exchange adds to the ante box: one initial ante.
    pub cost: Chips,
}

/// The next entry the hand accepts.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "specta", derive(specta::Type))]
#[serde(rename_all = "snake_case", tag = "type")]
pub enum JokerDrawLegal {
    /// Deal the player's five cards.
    DealPlayer,
    /// Deal the dealer's five cards.
    DealDealer,
    /// The player folds, exchanges (when offered) or makes the Bet.
    Decide {
        /// `None` after the second exchange.
        exchange: Option<ExchangeOffer>,
        /// What the Bet costs: twice the ante box.
        bet: Chips,
    },
    /// Reveal the dealer's five cards.
    RevealDealer,
    /// The dealer's exchange, one of the plan's options.
    DealerExchange { plan: DealerPlan },
    /// Some of the player's final cards were not entered: show them.
    ShowPlayer,
    /// Settle the hand.
    Settle,
    /// The hand is over.
    Over,
}

impl JokerDrawHand {
    /// The next entry the hand accepts.
    pub fn legal_actions(&self) -> JokerDrawLegal {
        match self.phase {
            JokerDrawPhase::DealPlayer => JokerDrawLegal::DealPlayer,
            JokerDrawPhase::DealDealer => JokerDrawLegal::DealDealer,
            JokerDrawPhase::FirstRound
            | JokerDrawPhase::SecondRound
            | JokerDrawPhase::FinalDecision => JokerDrawLegal::Decide {
                exchange: self
                    .exchange_range()
                    .map(|(min_cards, max_cards)| ExchangeOffer {
                        min_cards,
                        max_cards,
                        cost: self.stakes.ante,
                    }),
                bet: self.bet_due(),
            },
            JokerDrawPhase::DealerReveal => JokerDrawLegal::RevealDealer,
            JokerDrawPhase::DealerExchange => match &self.plan {
                Some(plan) => JokerDrawLegal::DealerExchange { plan: plan.clone() },
                None => JokerDrawLegal::RevealDealer,
            },
            JokerDrawPhase::Showdown if self.player.iter().any(Option::is_none) => {
                JokerDrawLegal::ShowPlayer
            }
            JokerDrawPhase::Showdown => JokerDrawLegal::Settle,
            JokerDrawPhase::Complete => JokerDrawLegal::Over,
        }
    }
}
