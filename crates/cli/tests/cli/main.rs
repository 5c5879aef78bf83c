//! The `cardroom` binary, run as a user runs it, against real database files.
//! One test binary for the crate; each command family has its own module.

mod db;
mod rates;
mod support;
