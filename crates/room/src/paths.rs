//! Where the room's data lives. The app and the CLI resolve it the same way, so both open
//! the same file by default.

use std::path::PathBuf;

use crate::RoomError;

/// The app's identifier: its data folder is named after it (Tauri's `identifier`).
pub const APP_IDENTIFIER: &str = "com.cardroom.app";
/// The database file name inside the data folder.
pub const DB_FILE: &str = "cardroom.sqlite3";
/// The environment variable that overrides the database location.
pub const DB_ENV: &str = "CARDROOM_DB";

/// The OS data folder for Cardroom (`~/.local/share/com.cardroom.app` on Linux, honouring
/// `XDG_DATA_HOME`), the same folder Tauri's `app_data_dir` gives the app.
pub fn data_dir() -> Result<PathBuf, RoomError> {
    dirs::data_dir()
        .map(|d| d.join(APP_IDENTIFIER))
        .ok_or(RoomError::NoDataDir)
}

/// The database to open: `explicit` (from `--db` or `CARDROOM_DB`) when given, else the
/// default file in the data folder, whose folder is created if needed.
pub fn resolve_db_path(explicit: Option<PathBuf>) -> Result<PathBuf, RoomError> {
    if let Some(path) = explicit {
        return Ok(path);
    }
    let dir = data_dir()?;
    std::fs::create_dir_all(&dir).map_err(|e| RoomError::DataDir {
        path: dir.display().to_string(),
        reason: e.to_string(),
    })?;
    Ok(dir.join(DB_FILE))
}

/// `CARDROOM_DB` when it is set and not empty.
pub fn db_from_env() -> Option<PathBuf> {
    std::env::var_os(DB_ENV)
        .filter(|v| !v.is_empty())
        .map(PathBuf::from)
}
