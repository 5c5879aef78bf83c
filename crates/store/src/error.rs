use std::path::PathBuf;

use rusqlite::ErrorCode;

/// Everything that can go wrong in storage. Each variant has a stable machine
/// [`code`](StoreError::code) and a message a floor manager can act on.
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
        "the database can only be read here (the file or its folder is read-only); nothing was changed"
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
    #[error("database upgrade failed: {0}")]
    Migration(String),
    #[error("database error: {0}")]
    Sqlite(rusqlite::Error),
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
            StoreError::Migration(_) => "db_migration_failed",
            StoreError::Sqlite(_) => "db_error",
        }
    }

    /// Classifies an SQLite failure whose file is not at hand.
    fn classify(err: rusqlite::Error) -> StoreError {
        StoreError::at(std::path::Path::new(""), err)
    }

    /// Classifies an SQLite failure that happened while working on the file at `path`.
    pub(crate) fn at(path: &std::path::Path, err: rusqlite::Error) -> StoreError {
        let path = path.to_path_buf();
        match err.sqlite_error_code() {
            Some(ErrorCode::DatabaseBusy | ErrorCode::DatabaseLocked) => {
                StoreError::Locked { path }
            }
            Some(ErrorCode::NotADatabase) => StoreError::NotADatabase { path },
            Some(ErrorCode::DatabaseCorrupt) => StoreError::Corrupt {
                path,
                detail: err.to_string(),
            },
            Some(ErrorCode::ReadOnly) => StoreError::ReadOnly { path },
            Some(ErrorCode::DiskFull) => StoreError::DiskFull { path },
            Some(ErrorCode::CannotOpen | ErrorCode::PermissionDenied) => StoreError::CannotOpen {
                path,
                reason: err.to_string(),
            },
            _ => StoreError::Sqlite(err),
        }
    }
}

impl From<rusqlite::Error> for StoreError {
    fn from(err: rusqlite::Error) -> StoreError {
        StoreError::classify(err)
    }
}
