use std::path::PathBuf;

/// Everything that can go wrong in storage, in no database library's terms. Each variant has
/// a stable machine [`code`](StoreError::code) and a message a floor manager can act on.
#[derive(Debug, thiserror::Error)]
pub enum StoreError {
    #[error("cannot open database {path}: {reason}")]
    CannotOpen { path: PathBuf, reason: String },
    #[error("no database at {path}")]
    Missing { path: PathBuf },
    #[error("{path} is not a Cardroom database (it is not an SQLite file)")]
    NotADatabase { path: PathBuf },
    #[error("{path} belongs to another program (it holds tables Cardroom did not create)")]
    Foreign { path: PathBuf },
    #[error(
        "the database can only be read here (the file or its folder is read-only, or the server's role may not do this); nothing was changed"
    )]
    ReadOnly { path: PathBuf },
    #[error("the disk holding the database is full; nothing was changed")]
    DiskFull { path: PathBuf },
    #[error("the database is busy with another program's change; try again in a moment")]
    Locked { path: PathBuf },
    #[error(
        "database {path} was written by a newer Cardroom (schema version {found}, this one knows {supported}); it was left untouched"
    )]
    SchemaTooNew {
        path: PathBuf,
        found: i64,
        supported: i64,
    },
    #[error("database {path} is damaged: {detail}")]
    Corrupt { path: PathBuf, detail: String },
    /// The file's schema differs from what the migrations make (a table dropped, a trigger
    /// changed): nothing is written to it; `db check` says how it differs.
    #[error(
        "database {path} is damaged: its schema is not what Cardroom made ({detail}); nothing was changed — restore a backup (`cardroom db check` lists every difference)"
    )]
    Damaged { path: String, detail: String },
    #[error("database upgrade failed: {0}")]
    Migration(String),
    /// A stored value this Cardroom cannot read (an unknown word, a wrong type).
    #[error("the database holds data this Cardroom cannot read: {detail}")]
    BadData { detail: String },
    /// Someone else wrote the same step first (an event appended at the sequence number this
    /// writer expected to take). Nothing of this writer's transaction was kept.
    #[error("{what} changed while this was being saved; nothing was changed")]
    Conflict { what: String },
    /// The database server cannot be reached (stopped, the network down). Nothing of this
    /// change was kept; Cardroom connects again on the next call.
    #[error(
        "the connection to the database server {location} is lost ({reason}); nothing was saved — Cardroom keeps trying"
    )]
    Offline { location: String, reason: String },
    /// A copy into a server's database that already holds a room.
    #[error("the database {location} already holds a room; copy into an empty database")]
    NotEmpty { location: String },
    /// A room on a server is backed up by the server, not copied to a file by a station.
    #[error(
        "the room lives on the database server {location}: back it up there (pg_dump, or a standby server), not from a station"
    )]
    ServerBackup { location: String },
    /// On a server set up for least privilege (`cardroom db server-setup`), a login other than
    /// the station role (the owner's, an administrator's): it migrates and copies rooms, but
    /// the room's use cases do not write as it, so that no station runs with more power than
    /// a station needs.
    #[error(
        "{location} is signed in to as {user}, a login that holds the room's schema: stations and the command line sign in as {station} (`cardroom db server-setup` made it); nothing was changed"
    )]
    NotStationRole {
        location: String,
        user: String,
        station: String,
    },
    /// The transaction's work failed and was rolled back; its own error is returned instead.
    #[error("the change was abandoned; nothing was changed")]
    Aborted,
    #[error("database error: {detail}")]
    Other { detail: String },
}

impl StoreError {
    /// A stable identifier for programs (the UI, scripts) to switch on.
    pub fn code(&self) -> &'static str {
        match self {
            StoreError::CannotOpen { .. } => "db_cannot_open",
            StoreError::Missing { .. } => "db_missing",
            StoreError::NotADatabase { .. } => "db_not_a_database",
            StoreError::Foreign { .. } => "db_foreign",
            StoreError::Locked { .. } => "db_locked",
            StoreError::ReadOnly { .. } => "db_read_only",
            StoreError::DiskFull { .. } => "db_disk_full",
            StoreError::SchemaTooNew { .. } => "db_schema_too_new",
            StoreError::Corrupt { .. } => "db_corrupt",
            StoreError::Damaged { .. } => "db_damaged",
            StoreError::Migration(_) => "db_migration_failed",
            StoreError::BadData { .. } => "bad_data",
            StoreError::Conflict { .. } => "conflict",
            StoreError::Offline { .. } => "db_offline",
            StoreError::ServerBackup { .. } => "db_server_backup",
            StoreError::NotEmpty { .. } => "db_not_empty",
            StoreError::NotStationRole { .. } => "db_not_station_role",
            StoreError::Aborted => "aborted",
            StoreError::Other { .. } => "db_error",
        }
    }

    /// Every code a storage error can carry.
    pub const CODES: &'static [&'static str] = &[
        "db_cannot_open",
        "db_missing",
        "db_not_a_database",
        "db_foreign",
        "db_locked",
        "db_read_only",
        "db_disk_full",
        "db_schema_too_new",
        "db_corrupt",
        "db_damaged",
        "db_migration_failed",
        "bad_data",
        "conflict",
        "db_offline",
        "db_server_backup",
        "db_not_empty",
        "db_not_station_role",
        "aborted",
        "db_error",
    ];
}
