//! `cardroom-cards`: one integration-test binary, a module per subject.

// Test helpers may unwrap and panic: a failed expectation is a failed test.
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)]

mod bug;
mod cards;
mod deck;
mod high;
mod joker_draw;
mod jokers;
mod lowball;
mod mexican;
mod props;
mod reference;
mod support;
