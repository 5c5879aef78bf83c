//! Cardroom's storage: the interface the room's use cases talk to ([`port`]), and its
//! SQLite implementation ([`sqlite`]): the file, its PRAGMAs, the embedded migrations and
//! every SQL query in the project. Nothing outside this crate writes SQL, and no SQLite type
//! crosses [`port`].
//!
//! Opening a database is careful about files it does not own: a file written by a newer
//! Cardroom (a higher schema version) or by another program is refused before anything
//! is written to it.

mod error;
pub mod port;
pub mod sqlite;

pub use error::StoreError;
pub use port::*;
pub use sqlite::{
    DbStatus, MIGRATION_FILES, OpenOptions, SCHEMA_VERSION, SchemaObject, Settings, SqliteStore,
    SyntheticHistory, expected_schema, rows_as_text,
};
