//! Where this station's room lives, and whether it reaches it.

use super::*;

/// Where the database is and its schema version.
#[tauri::command]
#[specta::specta]
pub async fn database_info(state: State<'_, AppState>) -> Result<DatabaseInfo, IpcError> {
    state.run(|room| room.database_info()).await
}

/// Where this station's room lives, and what it is set to use from its next start.
#[tauri::command]
#[specta::specta]
pub async fn database_setting(state: State<'_, AppState>) -> Result<DatabaseSetting, IpcError> {
    let room = state.room();
    tauri::async_runtime::spawn_blocking(move || cardroom_room::database_setting(room.as_deref()))
        .await
        .map_err(|e| IpcError::internal(format!("the request stopped midway: {e}")))?
        .map_err(IpcError::from)
}

/// Sets this station to use the server at `url` from its next start (none: its own file):
/// connected to and made a room first, saved only when that works. A floor manager's choice;
/// at a station whose room could not be opened, anyone's, and the next command opens it.
#[tauri::command]
#[specta::specta]
pub async fn choose_database(
    state: State<'_, AppState>,
    url: Option<String>,
) -> Result<DatabaseSetting, IpcError> {
    if state.room().is_some() {
        return state
            .act(move |room, me| room.choose_database(me, url.as_deref()))
            .await;
    }
    let setting = tauri::async_runtime::spawn_blocking(move || {
        cardroom_room::choose_database(url.as_deref())?;
        cardroom_room::database_setting(None)
    })
    .await
    .map_err(|e| IpcError::internal(format!("the request stopped midway: {e}")))?
    .map_err(IpcError::from)?;
    // The room is opened from the new choice by the next command, without a restart.
    state.try_again_soon();
    Ok(setting)
}

/// Whether the station reaches its room's database now (see the `ConnectionChanged` event).
#[tauri::command]
#[specta::specta]
pub async fn connection_status(state: State<'_, AppState>) -> Result<ConnectionChanged, IpcError> {
    Ok(state
        .connection()
        .lock()
        .unwrap_or_else(|p| p.into_inner())
        .clone())
}
