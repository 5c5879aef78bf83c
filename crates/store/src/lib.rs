//! Cardroom's storage: the SQLite file, its PRAGMAs, the embedded migrations and every
//! SQL query in the project. Nothing outside this crate writes SQL.
//!
//! Opening a database is careful about files it does not own: a file written by a newer
//! Cardroom (a higher schema version) or by another program is refused before anything
//! is written to it.

mod error;
mod migrations;
mod open;
mod rates;

pub use error::StoreError;
pub use migrations::{MIGRATION_FILES, SCHEMA_VERSION};
pub use open::{DbStatus, OpenOptions, Settings, Store};
pub use rates::{GameRow, NewRate, RateRow};
