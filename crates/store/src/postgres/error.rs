//! PostgreSQL's failures, classified into the storage interface's neutral errors.

use postgres::error::SqlState;

use crate::StoreError;

/// Classifies a failure talking to the server at `location` (a URL without its password).
pub(crate) fn at(location: &str, err: postgres::Error) -> StoreError {
    let Some(db) = err.as_db_error() else {
        let reason = plain(&err);
        let lower = reason.to_ascii_lowercase();
        if ["certificate", "tls", "ssl", "handshake"]
            .iter()
            .any(|w| lower.contains(w))
        {
            // The server answered, but not as the URL asks (no TLS, an untrusted certificate):
            // trying again will not help.
            return StoreError::CannotOpen {
                path: location.into(),
                reason,
            };
        }
        // No answer from the server: the connection is gone or was never made.
        return StoreError::Offline {
            location: location.to_string(),
            reason,
        };
    };
    let code = db.code();
    let path = std::path::PathBuf::from(location);
    if *code == SqlState::DISK_FULL {
        StoreError::DiskFull { path }
    } else if *code == SqlState::READ_ONLY_SQL_TRANSACTION
        || *code == SqlState::INSUFFICIENT_PRIVILEGE
    {
        StoreError::ReadOnly { path }
    } else if *code == SqlState::INVALID_CATALOG_NAME {
        StoreError::Missing { path }
    } else if code.code().starts_with("28") {
        // Invalid authorization: a wrong role or password. The message never holds it.
        StoreError::CannotOpen {
            path,
            reason: db.message().to_string(),
        }
    } else if *code == SqlState::LOCK_NOT_AVAILABLE {
        StoreError::Locked { path }
    } else if *code == SqlState::T_R_SERIALIZATION_FAILURE
        || *code == SqlState::T_R_DEADLOCK_DETECTED
    {
        StoreError::Conflict {
            what: "the room".into(),
        }
    } else if *code == SqlState::ADMIN_SHUTDOWN
        || *code == SqlState::CRASH_SHUTDOWN
        || *code == SqlState::CANNOT_CONNECT_NOW
        || code.code().starts_with("08")
    {
        StoreError::Offline {
            location: location.to_string(),
            reason: db.message().to_string(),
        }
    } else if *code == SqlState::INVALID_TEXT_REPRESENTATION || *code == SqlState::DATATYPE_MISMATCH
    {
        StoreError::BadData {
            detail: db.message().to_string(),
        }
    } else {
        StoreError::Other {
            detail: format!("{} ({})", db.message(), code.code()),
        }
    }
}

/// The error's text without the library's prefix.
fn plain(err: &postgres::Error) -> String {
    let mut text = err.to_string();
    let mut source = std::error::Error::source(err);
    while let Some(cause) = source {
        text = format!("{text}: {cause}");
        source = cause.source();
    }
    text
}

impl From<postgres::Error> for StoreError {
    fn from(err: postgres::Error) -> StoreError {
        at("the database server", err)
    }
}

/// Whether a statement failed on a UNIQUE or PRIMARY KEY constraint.
pub(crate) fn is_unique_violation(err: &postgres::Error) -> bool {
    err.code() == Some(&SqlState::UNIQUE_VIOLATION)
}
