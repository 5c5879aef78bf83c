//! The IPC commands: this file is the one list of them. `build.rs` reads the
//! `#[tauri::command]` functions here to register them, to generate one permission each and
//! the window's capability, so a command is declared once. Each is a few lines: call the
//! room on a blocking thread, map the error.

use cardroom_room::{DatabaseInfo, FloorBoard, HandView, RateSchedule};
use tauri::State;

use crate::{AppState, IpcError};

/// The collection rate schedule in effect now (the room's clock).
#[tauri::command]
#[specta::specta]
pub async fn rate_schedule(state: State<'_, AppState>) -> Result<RateSchedule, IpcError> {
    state.run(|room| room.rate_schedule()).await
}

/// Where the database is and its schema version.
#[tauri::command]
#[specta::specta]
pub async fn database_info(state: State<'_, AppState>) -> Result<DatabaseInfo, IpcError> {
    state.run(|room| room.database_info()).await
}

/// Everything the floor board draws, in one read.
#[tauri::command]
#[specta::specta]
pub async fn floor_board(state: State<'_, AppState>) -> Result<FloorBoard, IpcError> {
    state.run(|room| room.floor_board()).await
}

/// Any hand as it stands, whatever its game.
#[tauri::command]
#[specta::specta]
pub async fn hand(state: State<'_, AppState>, hand_id: i64) -> Result<HandView, IpcError> {
    state.run(move |room| room.hand(hand_id)).await
}

/// The hand in progress at a table, if any.
#[tauri::command]
#[specta::specta]
pub async fn current_hand(
    state: State<'_, AppState>,
    table_id: i64,
) -> Result<Option<HandView>, IpcError> {
    state.run(move |room| room.current_hand(table_id)).await
}
