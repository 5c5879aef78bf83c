//! Cardroom's storage: the SQLite file, its PRAGMAs, the embedded migrations and every
//! SQL query in the project. Nothing outside this crate writes SQL.
//!
//! Opening a database is careful about files it does not own: a file written by a newer
//! Cardroom (a higher schema version) or by another program is refused before anything
//! is written to it.

mod audit;
mod banked;
mod collections;
mod error;
mod hands;
mod migrations;
mod open;
mod rates;
mod seats;
mod shifts;
mod staff;
mod tables;
mod tx;

pub use audit::{CollectionKey, SchemaObject, StayRow, expected_schema};
pub use banked::{BankedRow, NewBanked};
pub use collections::{DropRow, NewTimeCollection, TimeCollectionRow};
pub use error::StoreError;
pub use hands::{HandEventRow, HandRow};
pub use migrations::{MIGRATION_FILES, SCHEMA_VERSION};
pub use open::{DbStatus, OpenOptions, Settings, Store};
pub use rates::{GameRow, NewRate, RateRow};
pub use seats::{DealerPushRow, NewSeating, SeatingRow};
pub use shifts::ShiftRow;
pub use staff::StaffRow;
pub use tables::{NewTable, TableRow};
pub use tx::Tx;
