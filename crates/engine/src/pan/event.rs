//! Accepted Pan entries, resolved, with every payment they caused. Serialisable so the store
//! can keep a hand as JSON events and rebuild it by replaying them.

use cardroom_cards::Card;
use serde::{Deserialize, Serialize};

use super::action::{PanAction, Play};
use super::ledger::Payment;
use crate::SeatNo;

/// An accepted entry.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "specta", derive(specta::Type))]
#[serde(rename_all = "snake_case", tag = "type")]
pub enum PanEvent {
    /// Every player's top, into the tops.
    TopsPosted {
        payments: Vec<Payment>,
    },
    Dealt {
        seat: SeatNo,
        #[cfg_attr(feature = "specta", specta(type = Vec<String>))]
        #[serde(with = "crate::card_serde::maybe_list")]
        cards: Vec<Option<Card>>,
    },
    Served {
        seat: SeatNo,
        #[cfg_attr(feature = "specta", specta(type = String))]
        #[serde(with = "crate::card_serde::maybe")]
        card: Option<Card>,
    },
    /// An excess card taken to the retired hands.
    Withdrawn {
        seat: SeatNo,
        #[cfg_attr(feature = "specta", specta(type = String))]
        #[serde(with = "crate::card_serde::maybe")]
        card: Option<Card>,
    },
    /// A hand found incorrect after the first draw: `payments` return its collections.
    Fouled {
        seat: SeatNo,
        payments: Vec<Payment>,
    },
    /// A dead hand: `cards` held; the top returned.
    DeadHand {
        seat: SeatNo,
        cards: usize,
        payments: Vec<Payment>,
    },
    /// The discards but the top one went back into the stock.
    Reshuffled {
        cards: usize,
    },
    Stayed {
        seat: SeatNo,
    },
    /// The player retired; `payments` settle his forfeit against his top (none when the
    /// forfeit is the top).
    Retired {
        seat: SeatNo,
        payments: Vec<Payment>,
    },
    DrewStock {
        seat: SeatNo,
        #[cfg_attr(feature = "specta", specta(type = String))]
        #[serde(with = "crate::card_serde::known")]
        card: Card,
    },
    Forced {
        seat: SeatNo,
        by: SeatNo,
    },
    /// A melding move; `from_discard`: it took the top discard. `payments`: the conditions,
    /// increases or split it collected.
    Melded {
        seat: SeatNo,
        play: Play,
        from_discard: bool,
        payments: Vec<Payment>,
    },
    /// `takeable`: the card was the one drawn from the stock, so the next player may take it.
    Discarded {
        seat: SeatNo,
        #[cfg_attr(feature = "specta", specta(type = String))]
        #[serde(with = "crate::card_serde::known")]
        card: Card,
        takeable: bool,
    },
    /// The winner's collections: the out and every condition again from each player still
    /// in, then the tops.
    WentOut {
        seat: SeatNo,
        payments: Vec<Payment>,
    },
}

/// `$some` with `$payments` bound to the payments of an event that makes some, else `$none`.
macro_rules! with_payments {
    ($event:expr, $payments:ident => $some:expr, $none:expr) => {
        match $event {
            PanEvent::TopsPosted { $payments }
            | PanEvent::DeadHand { $payments, .. }
            | PanEvent::Fouled { $payments, .. }
            | PanEvent::Retired { $payments, .. }
            | PanEvent::Melded { $payments, .. }
            | PanEvent::WentOut { $payments, .. } => $some,
            _ => $none,
        }
    };
}

impl PanEvent {
    /// The entry that, applied to the state before this event, produces it again.
    pub fn action(&self) -> PanAction {
        match *self {
            PanEvent::TopsPosted { .. } => PanAction::PostTops,
            PanEvent::Dealt { seat, ref cards } => PanAction::Deal {
                seat,
                cards: cards.clone(),
            },
            PanEvent::Served { seat, card } => PanAction::Serve { seat, card },
            PanEvent::Withdrawn { seat, card } => PanAction::Withdraw { seat, card },
            PanEvent::DeadHand { seat, .. } => PanAction::DeadHand { seat },
            PanEvent::Fouled { seat, .. } => PanAction::Foul { seat },
            PanEvent::Reshuffled { .. } => PanAction::Reshuffle,
            PanEvent::Stayed { seat } => PanAction::Stay { seat },
            PanEvent::Retired { seat, .. } => PanAction::Retire { seat },
            PanEvent::DrewStock { seat, card } => PanAction::DrawStock { seat, card },
            PanEvent::Forced { seat, by } => PanAction::Force { seat, by },
            PanEvent::Melded {
                seat,
                ref play,
                from_discard,
                ..
            } => {
                let play = play.clone();
                if from_discard {
                    PanAction::TakeDiscard { seat, play }
                } else {
                    PanAction::Meld { seat, play }
                }
            }
            PanEvent::Discarded { seat, card, .. } => PanAction::Discard { seat, card },
            PanEvent::WentOut { seat, .. } => PanAction::GoOut { seat },
        }
    }

    /// The payments of this event, to be paid (see `stakes.rs`).
    pub(super) fn payments_mut(&mut self) -> Option<&mut Vec<Payment>> {
        with_payments!(self, payments => Some(payments), None)
    }

    /// The payments this event made.
    pub fn payments(&self) -> &[Payment] {
        with_payments!(self, payments => payments, &[])
    }
}
