//! Draw Poker with Joker: the house-banked game, one box against the dealer (52 cards and a
//! joker, five cards each).
//!
//! The player antes a multiple of 30 cents (the table's limits, 30 cents to $12.00 by
//! default) and may place a BONUS. Round 1: fold (the ante is lost), exchange 1 to 5 cards by
//! adding one initial ante to the ante box, or Bet twice the ante box, which closes the box.
//! Round 2, after an exchange: fold, exchange exactly one card for another initial ante, or
//! Bet. After the second exchange: fold or Bet. The dealer then reveals his hand and exchanges
//! once by the house's strict priority ([`dealer_plan`]); the engine refuses any other
//! exchange. He qualifies with a pair of jacks or better (the joker wild). No game: the ante
//! box is paid 2:3 and the Bet returned. Dealer wins: ante box and Bet lost. Player wins: the
//! ante box 1:1 and the Bet by the table's [`PayoutTable`]. Equal hands push (a joker hand
//! ties the equal natural hand). The BONUS is paid from the [`BonusTable`] on the player's
//! final hand, whatever the dealer holds, unless the box folded.
//!
//! Like the pot games, a [`JokerDrawHand`] changes only through [`JokerDrawHand::apply`]: a
//! refused [`JokerDrawAction`] leaves it unchanged and returns a [`JokerDrawViolation`] (with
//! a stable [`JokerDrawViolation::code`]); an accepted one returns a [`JokerDrawEvent`];
//! [`JokerDrawHand::legal_actions`] says what is expected next, and
//! [`JokerDrawHand::replay`] rebuilds the hand from its events. Money is integer cents; the
//! [`JokerDrawSettlement`]'s player net and house net add up to zero.

mod action;
mod config;
mod dealer;
mod entries;
mod game;
mod hand;
mod legal;
mod settle;
mod violation;

pub use action::{JokerDrawAction, JokerDrawEvent};
pub use config::{
    ANTE_UNIT, BET_UNIT, BonusTable, JokerDrawConfig, MAX_ODDS_TERM, MAX_STAKE_LIMIT, Odds, PayRow,
    PayoutTable, RowOdds, RowTable,
};
pub use dealer::{DealerPlan, DealerRule, completing_ranks, dealer_plan, discard_text};
pub use game::{BOX_SEAT, BankedSetup, BankedView, JdTurn};
pub use hand::{HAND_SIZE, JokerDrawHand, JokerDrawPhase, JokerDrawStakes};
pub use legal::{ExchangeOffer, JokerDrawLegal};
pub use settle::{
    JokerDrawOutcome, JokerDrawSettlement, NO_GAME_ODDS, settle_fold, settle_showdown,
};
pub use violation::{BankedCode, JokerDrawViolation};
