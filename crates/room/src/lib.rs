//! Cardroom's use cases. The desktop app (`src-tauri`) and the `cardroom` CLI both call
//! exactly these functions; neither talks to storage directly.
//!
//! Inputs and outputs are plain serializable types (DTOs) so the UI receives them over IPC
//! unchanged; their TypeScript declarations are generated from these definitions.

mod error;
pub mod money;
pub mod paths;
mod rates;

use std::path::{Path, PathBuf};

use cardroom_store::Store;

pub use error::RoomError;
pub use rates::{CollectionMode, GameDto, RateDto, RateSchedule, StakeStructure};

/// The room: one open database and the use cases on it.
#[derive(Debug)]
pub struct Room {
    store: Store,
}

/// What the Settings screen and `cardroom db path` show about where data lives.
#[derive(Debug, Clone, serde::Serialize, specta::Type)]
pub struct DatabaseInfo {
    pub path: String,
    pub schema_version: i64,
}

impl Room {
    /// Opens the room's database at `path`, creating and migrating it as needed.
    pub fn open(path: &Path) -> Result<Room, RoomError> {
        Ok(Room {
            store: Store::open(path)?,
        })
    }

    pub fn database_info(&self) -> Result<DatabaseInfo, RoomError> {
        Ok(DatabaseInfo {
            path: self.store.path().display().to_string(),
            schema_version: self.store.schema_version()?,
        })
    }

    pub fn path(&self) -> PathBuf {
        self.store.path().to_path_buf()
    }
}
