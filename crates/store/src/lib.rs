//! Cardroom's storage: the interface the room's use cases talk to ([`port`]), and its two
//! implementations: SQLite ([`sqlite`]: one file, the embedded default for one station) and
//! PostgreSQL ([`postgres`]: a server several stations share). Their migrations, and every
//! SQL query in the project, are here. Nothing outside this crate writes SQL, and no type of
//! either database library crosses [`port`].
//!
//! Opening a database is careful about files it does not own: a file written by a newer
//! Cardroom (a higher schema version) or by another program is refused before anything
//! is written to it.

mod copy;
mod error;
pub mod migrations;
pub mod port;
pub mod postgres;
mod sql;
pub mod sqlite;
#[cfg(feature = "test-server")]
pub mod test_server;

pub use copy::{CopyReport, copy_file_to_server};
pub use error::StoreError;
pub use port::*;
pub use postgres::{
    PG_MIGRATION_FILES, PG_SCHEMA_VERSION, PgStore, ServerRoles, is_server_url, redact_url,
    role_names,
};
pub use sqlite::{
    BACKUP_DIR, DbStatus, MIGRATION_FILES, OpenOptions, SCHEMA_VERSION, SchemaObject, Settings,
    SqliteStore, SyntheticHistory, before_upgrade_path, expected_columns, expected_schema,
    rows_as_text,
};
