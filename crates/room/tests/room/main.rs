//! The room's use cases on a real SQLite file, with a clock the tests move; the same tests
//! run on a PostgreSQL server of their own with `CARDROOM_TEST_ENGINE=postgres`.
//! One test binary for the crate; each area has its own module.

// Test helpers may unwrap and panic: a failed expectation is a failed test.
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)]

mod audit_trail;
mod automations;
mod backups;
mod bad_input;
mod bank;
mod button;
mod cage;
mod chips;
mod closeout;
mod concurrency;
mod console;
mod crash;
mod demo;
mod exceptions;
mod floor_day;
mod floor_undo;
mod games;
mod hands;
mod hardening;
mod history;
mod jackpots;
mod jd;
mod jd_shift;
mod libreoffice;
mod live;
mod one_log;
mod pan;
mod pdf;
mod players;
mod roles;
mod server;
mod shift;
mod signin;
mod station_setup;
mod stations;
mod support;
mod tables;
mod tidy;
mod xlsx;
