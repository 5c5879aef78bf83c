//! The `cardroom` binary, run as a user runs it, against real database files.
//! One test binary for the crate; each command family has its own module.

// Test helpers may unwrap and panic: a failed expectation is a failed test.
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)]

mod bad_input;
mod cage;
mod chips;
mod closeout;
mod contention;
mod db;
mod eval;
mod floor_day;
mod fuzz;
mod hand;
mod jackpot;
mod jd;
mod ops;
mod pdf;
mod players;
mod rates;
mod server;
mod station;
mod support;
mod xlsx;
