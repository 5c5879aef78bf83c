//! The schema migrations in `migrations/*.sql`, embedded in the binary at build time and
//! rendered in SQLite's words ([`crate::migrations`]).

use std::sync::LazyLock;

use rusqlite_migration::{M, Migrations};

use crate::migrations::{Engine, MIGRATION_SOURCES, rendered};

/// The migration files in order, in SQLite's words: (file name, SQL). Rendered from the one
/// source each file is for both engines ([`crate::migrations`]).
pub static MIGRATION_FILES: LazyLock<Vec<(&str, &str)>> =
    LazyLock::new(|| rendered(Engine::Sqlite));

/// The schema version this build writes (SQLite's `user_version` after migrating).
pub const SCHEMA_VERSION: i64 = MIGRATION_SOURCES.len() as i64;

/// The migrations, each of which also marks the file as Cardroom's (`PRAGMA application_id`)
/// inside the migration's transaction, so no file is ever left migrated but unmarked.
pub(crate) fn migrations() -> Migrations<'static> {
    Migrations::new(
        MIGRATION_FILES
            .iter()
            .map(|(_, sql)| {
                M::up_with_hook(sql, |tx: &rusqlite::Transaction<'_>| {
                    tx.pragma_update(None, "application_id", super::open::APPLICATION_ID)?;
                    Ok(())
                })
            })
            .collect(),
    )
}
