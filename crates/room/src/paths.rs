//! Where the room's data lives. The app and the CLI resolve it the same way, so both open
//! the same file by default.

use std::path::PathBuf;

use crate::RoomError;

/// Whether a database named in settings, `--db` or `CARDROOM_DB` is a server's URL.
pub use cardroom_store::is_server_url;
/// A server's URL with its password hidden, as every screen and message shows it.
pub use cardroom_store::redact_url;

/// What a room's file holds, read without changing it ([`check_file`]).
pub use cardroom_store::DbStatus;

/// Inspects the room's file at `path` read-only: it must exist, be Cardroom's, be intact and
/// not be newer than this build. An older schema is reported, not upgraded.
pub fn check_file(path: &std::path::Path) -> Result<DbStatus, RoomError> {
    Ok(cardroom_store::SqliteStore::check(path)?)
}

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

/// The app's log folder, `logs/` in the data folder (on Linux the folder Tauri's
/// `app_log_dir` names): the app writes its logs there, and the diagnostics read them.
pub fn log_dir() -> Result<PathBuf, RoomError> {
    Ok(data_dir()?.join("logs"))
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

/// Where a room lives: a file of this station's (SQLite), or a server several stations
/// share (PostgreSQL, named by a `postgres://` URL).
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Database {
    File(PathBuf),
    Server(String),
}

impl Database {
    /// For people and logs: the file's path, or the URL without its password.
    pub fn shown(&self) -> String {
        match self {
            Database::File(path) => path.display().to_string(),
            Database::Server(url) => cardroom_store::redact_url(url),
        }
    }
}

/// The room to open: `explicit` (from `--db` or `CARDROOM_DB`: a file's path or a
/// `postgres://` URL) when given, else the default file in the data folder.
pub fn resolve_db(explicit: Option<PathBuf>) -> Result<Database, RoomError> {
    if let Some(url) = explicit
        .as_ref()
        .and_then(|p| p.to_str())
        .filter(|s| cardroom_store::is_server_url(s))
    {
        return Ok(Database::Server(url.trim().to_string()));
    }
    resolve_db_path(explicit).map(Database::File)
}

/// This station's own settings file in the data folder: the server it uses, if any.
pub const STATION_FILE: &str = "station.json";

/// A station's look: light, dark, or whatever the system is set to.
#[derive(
    Debug, Clone, Copy, Default, PartialEq, Eq, serde::Serialize, serde::Deserialize, specta::Type,
)]
#[serde(rename_all = "snake_case")]
pub enum Theme {
    #[default]
    System,
    Light,
    Dark,
}

/// What this station keeps: where its room lives, the table it serves, its language and look.
#[derive(Debug, Clone, Default, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct StationSettings {
    /// A `postgres://` URL: the room on a server. None: this station's own file.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub database: Option<String>,
    /// The table this station serves, by its name (a table opened again under the same name
    /// is the same felt). None: the whole room.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub table: Option<String>,
    /// The station starts with the desktop session (a table station's choice).
    #[serde(default)]
    pub autostart: bool,
    /// The language of the station's screens before anyone signs in, and for those who chose
    /// none. None: English.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub language: Option<cardroom_store::port::Language>,
    /// Light, dark, or the system's choice.
    #[serde(default)]
    pub theme: Theme,
}

fn station_file() -> Result<PathBuf, RoomError> {
    Ok(data_dir()?.join(STATION_FILE))
}

/// This station's settings (none saved: the defaults).
pub fn station_settings() -> Result<StationSettings, RoomError> {
    let path = station_file()?;
    match std::fs::read(&path) {
        Ok(bytes) => serde_json::from_slice(&bytes).map_err(|e| RoomError::DataDir {
            path: path.display().to_string(),
            reason: format!("it cannot be read ({e}); fix or remove it"),
        }),
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => Ok(StationSettings::default()),
        Err(e) => Err(RoomError::DataDir {
            path: path.display().to_string(),
            reason: e.to_string(),
        }),
    }
}

/// Saves this station's settings, readable by this user only (a server's URL may hold its
/// password), written whole or not at all.
pub fn save_station_settings(settings: &StationSettings) -> Result<(), RoomError> {
    let path = station_file()?;
    let fail = |e: std::io::Error| RoomError::DataDir {
        path: path.display().to_string(),
        reason: e.to_string(),
    };
    if let Some(dir) = path.parent() {
        std::fs::create_dir_all(dir).map_err(fail)?;
    }
    let text = serde_json::to_vec_pretty(settings).map_err(|e| RoomError::DataDir {
        path: path.display().to_string(),
        reason: e.to_string(),
    })?;
    let partial = path.with_extension("json.partial");
    {
        use std::io::Write;
        let mut options = std::fs::OpenOptions::new();
        options.write(true).create(true).truncate(true);
        #[cfg(unix)]
        std::os::unix::fs::OpenOptionsExt::mode(&mut options, 0o600);
        let mut file = options.open(&partial).map_err(fail)?;
        file.write_all(&text)
            .and_then(|()| file.sync_all())
            .map_err(fail)?;
    }
    std::fs::rename(&partial, &path).map_err(fail)
}

/// The room the app opens: `CARDROOM_DB` when set, else the server this station was set to
/// use, else this station's own file.
pub fn app_database() -> Result<Database, RoomError> {
    if let Some(explicit) = db_from_env() {
        return resolve_db(Some(explicit));
    }
    match station_settings()?.database {
        Some(url) if cardroom_store::is_server_url(&url) => Ok(Database::Server(url)),
        _ => resolve_db(None),
    }
}
