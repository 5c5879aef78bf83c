//! The audit trail and backups.

use super::*;

/// The audit trail's entries a query asks for, newest first (floor managers).
#[tauri::command]
#[specta::specta]
pub async fn audit_log(
    state: State<'_, AppState>,
    query: AuditQuery,
) -> Result<Vec<AuditEntry>, IpcError> {
    state.act(move |room, me| room.audit_log(me, &query)).await
}

/// The same entries as CSV, for the save dialog.
#[tauri::command]
#[specta::specta]
pub async fn audit_csv(state: State<'_, AppState>, query: AuditQuery) -> Result<String, IpcError> {
    state.act(move |room, me| room.audit_csv(me, &query)).await
}

/// "Back up now": the room copied into its backup folder and the copy checked.
#[tauri::command]
#[specta::specta]
pub async fn back_up_now(state: State<'_, AppState>) -> Result<BackupReport, IpcError> {
    state
        .act(|room, me| room.back_up_as(me, BackupReason::Manual))
        .await
}

/// The last backup made into the backup folder, and its result.
#[tauri::command]
#[specta::specta]
pub async fn last_backup(state: State<'_, AppState>) -> Result<Option<BackupReport>, IpcError> {
    state.run(|room| room.last_backup()).await
}
