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
//!
//! # A hand
//! [`PanHand::new`] takes the seats and the first hand (the last winner); play and the deal go
//! counter-clockwise, to the next lower seat number. The dealer enters `PostTops` (every
//! top into the tops), then ten `Deal` packets (two rounds of five, as dealt); before a
//! player's first draw `Serve` (8-9 cards), `Withdraw` (11-12) or `DeadHand` (fewer than 8,
//! more than 12: top returned) correct his count, and `Foul` gives up a hand found
//! incorrect later. Each player in turn `Stay`s or `Retire`s (hand set aside, forfeit to
//! the winner). In his turn a player `DrawStock`s (the card is melded at once or discarded)
//! or `TakeDiscard`s with the play that melds it (only the previous player's stock card);
//! `Meld`s with [`Play`]s (`lay`, `add`, `split`, `borrow`); then `Discard`s. Any other
//! player may `Force` the top discard on him when it fits his melds. With eleven cards in
//! melds he `GoOut`s. Every accepted entry gives one [`PanEvent`] (`tops_posted`, `dealt`,
//! `served`, `withdrawn`, `dead_hand`, `fouled`, `stayed`, `retired`, `drew_stock`,
//! `forced`, `melded`, `discarded`, `went_out`, `reshuffled`) carrying its [`Payment`]s;
//! [`PanHand::ledger`] lists them all and [`PanHand::settlement`] nets them per player.
//! [`PanHand::options`] tells the dealer's screen what may be entered now.

mod action;
mod cards;
pub mod condition;
mod config;
mod deal;
mod eldest;
mod event;
mod foul;
mod game;
mod hand;
mod ledger;
pub mod meld;
mod options;
mod play;
mod stakes;
mod turn;
mod violation;

pub use action::{PanAction, Play};
pub use cards::{is_valle, pan_order, show, show_all};
pub use condition::{Condition, ConditionKind};
pub use config::PanConfig;
pub use eldest::{Eldest, eldest_hand};
pub use event::PanEvent;
pub use game::{PanSetup, PanView};
pub use hand::{PanHand, PanPhase, PanSeatView, PanStatus, TurnStage};
pub use ledger::{PanSettlement, Party, PayReason, Payment, SeatNet};
pub use meld::{Meld, MeldKind};
pub use options::{Correction, Fix, PanOptions};
pub use violation::{PanCode, PanViolation};
