//! Pan (Panguingue): the hand as the dealer (mucker) runs it, the melds and conditions, and
//! the chip ledger between the players.
//!
//! Pan is not a pot game, so it has its own hand, [`PanHand`], changed only through
//! [`PanHand::apply`] with a [`PanAction`]: an accepted entry yields a [`PanEvent`] (with the
//! payments it made), a refused one a [`PanViolation`] with a stable
//! [`code`](PanViolation::code) and leaves the hand unchanged. [`PanHand::replay`] rebuilds a
//! hand from its events.
//!
//! Money: every payment is counted in Pan chips and entered in cents (chips times
//! [`PanConfig::chip_value`]); the top, the forfeit and the out are set in chips.
//!
//! The rules are the house text's with RULINGS.md ("Pan (Panguingue)") deciding: see the
//! module files for melds ([`meld`]), conditions and what they pay ([`condition`]).

mod action;
mod cards;
pub mod condition;
mod config;
mod deal;
mod event;
mod foul;
mod hand;
mod ledger;
pub mod meld;
mod options;
mod play;
mod turn;
mod violation;

pub use action::{PanAction, Play};
pub use cards::{is_valle, pan_order, show, show_all};
pub use condition::{Condition, ConditionKind};
pub use config::PanConfig;
pub use event::PanEvent;
pub use hand::{PanHand, PanPhase, PanSeatView, PanStatus, TurnStage};
pub use ledger::{PanSettlement, Party, PayReason, Payment, SeatNet};
pub use meld::{Meld, MeldKind};
pub use options::{Correction, Fix, PanOptions};
pub use violation::PanViolation;
