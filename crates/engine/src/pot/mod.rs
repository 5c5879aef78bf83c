//! The pot games (Hold'em, Pineapple, Crazy Pineapple, Five Card Draw, Low Ball, Mexican Poker): one [`Hand`]
//! for all of them. `hand.rs` holds the state and entry points; `betting.rs`, `cards.rs`,
//! `showdown.rs`, `pots.rs`, `settle.rs` and `legal.rs` its parts; `draw.rs` the draw games'
//! draw, stub, kill and sevens rule; `stud.rs` Mexican Poker; `game.rs` the pot games as a
//! [`GameHand`](crate::GameHand) (setup, view, the dealer's words).
//!
//! Every public item is re-exported at the crate's root (`cardroom_engine::Hand`), where it
//! has always been.

pub(crate) mod action;
pub(crate) mod betting;
pub(crate) mod cards;
pub(crate) mod config;
pub(crate) mod draw;
pub(crate) mod event;
pub(crate) mod game;
pub(crate) mod hand;
pub(crate) mod legal;
pub(crate) mod pots;
pub(crate) mod settle;
pub(crate) mod showdown;
pub(crate) mod sizes;
pub(crate) mod stud;
pub(crate) mod violation;
