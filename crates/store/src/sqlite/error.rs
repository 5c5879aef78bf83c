//! SQLite's failures, classified into the storage interface's neutral errors.

use std::path::Path;

use rusqlite::ErrorCode;

use crate::StoreError;

/// Classifies an SQLite failure that happened while working on the file at `path`.
pub(crate) fn at(path: &Path, err: rusqlite::Error) -> StoreError {
    let path = path.to_path_buf();
    match err.sqlite_error_code() {
        Some(ErrorCode::DatabaseBusy | ErrorCode::DatabaseLocked) => StoreError::Locked { path },
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
        _ => match err {
            rusqlite::Error::FromSqlConversionFailure(column, _, cause) => StoreError::BadData {
                detail: format!("column {column}: {cause}"),
            },
            rusqlite::Error::InvalidColumnType(column, name, _) => StoreError::BadData {
                detail: format!("column {column} ({name}) holds a value of the wrong type"),
            },
            other => StoreError::Other {
                detail: other.to_string(),
            },
        },
    }
}

impl From<rusqlite::Error> for StoreError {
    fn from(err: rusqlite::Error) -> StoreError {
        at(Path::new(""), err)
    }
}

/// Whether an insert failed on a UNIQUE or PRIMARY KEY constraint.
pub(crate) fn is_unique_violation(err: &rusqlite::Error) -> bool {
    matches!(
        err,
        rusqlite::Error::SqliteFailure(e, _)
            if e.extended_code == rusqlite::ffi::SQLITE_CONSTRAINT_UNIQUE
                || e.extended_code == rusqlite::ffi::SQLITE_CONSTRAINT_PRIMARYKEY
    )
}
