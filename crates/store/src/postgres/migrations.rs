//! The schema migrations for PostgreSQL: the same `migrations/*.sql` files as SQLite's,
//! rendered in PostgreSQL's words ([`crate::migrations`]; a test compares the schemas the two
//! engines make). Applied at start by [`migrate`](super::open), each file in its own
//! transaction with its row in `cardroom_schema`, under a lock so two stations starting at
//! once migrate once.

use std::sync::LazyLock;

use crate::migrations::{Engine, rendered};

/// The migration files in order, in PostgreSQL's words: (file name, SQL).
pub static PG_MIGRATION_FILES: LazyLock<Vec<(&str, &str)>> =
    LazyLock::new(|| rendered(Engine::Postgres));
