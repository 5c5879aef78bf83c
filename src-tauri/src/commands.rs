//! The IPC commands. Each is a few lines: call the room, map the error.

use cardroom_room::{DatabaseInfo, RateSchedule};
use tauri::State;

use crate::{AppState, IpcError};

/// The collection rate schedule in effect now.
#[tauri::command]
#[specta::specta]
pub async fn rate_schedule(state: State<'_, AppState>) -> Result<RateSchedule, IpcError> {
    state.with_room(|room| room.rate_schedule(chrono::Utc::now()))
}

/// Where the database is and its schema version.
#[tauri::command]
#[specta::specta]
pub async fn database_info(state: State<'_, AppState>) -> Result<DatabaseInfo, IpcError> {
    state.with_room(|room| room.database_info())
}
