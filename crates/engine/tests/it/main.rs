//! The engine's integration tests: one binary, a module per subject.

// Test helpers may unwrap and panic: a failed expectation is a failed test.
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)]

mod amounts;
mod automations;
mod banked_history;
#[cfg(feature = "specta")]
mod bindings;
mod blinds;
mod chips;
mod collection;
mod console_words;
mod corpus;
mod crazy_pineapple;
mod five_card_draw;
mod fuzz;
mod game_hand;
mod history_checks;
mod jackpot;
mod joker_draw;
mod limits;
mod lowball;
mod max_chips;
mod mexican;
mod pan;
mod phh;
mod pineapple;
mod pots;
mod properties;
mod regressions;
mod replay;
mod scenarios;
mod showdown;
mod support;
