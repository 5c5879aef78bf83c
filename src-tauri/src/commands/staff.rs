//! The staff list, roles and PINs.

use super::*;

#[tauri::command]
#[specta::specta]
pub async fn list_staff(state: State<'_, AppState>) -> Result<Vec<StaffDto>, IpcError> {
    state.run(|room| room.list_staff()).await
}

#[tauri::command]
#[specta::specta]
pub async fn add_staff(
    state: State<'_, AppState>,
    name: String,
    role: Role,
) -> Result<StaffDto, IpcError> {
    state
        .act(move |room, me| room.add_staff(Some(me), &name, role))
        .await
}

#[tauri::command]
#[specta::specta]
pub async fn set_staff_active(
    state: State<'_, AppState>,
    staff_id: i64,
    active: bool,
) -> Result<StaffDto, IpcError> {
    state
        .act(move |room, me| room.set_staff_active(me, staff_id, active))
        .await
}

/// Makes a staff member a floor manager or a dealer.
#[tauri::command]
#[specta::specta]
pub async fn set_staff_role(
    state: State<'_, AppState>,
    staff_id: i64,
    role: Role,
) -> Result<StaffDto, IpcError> {
    state
        .act(move |room, me| room.set_staff_role(me, staff_id, role))
        .await
}

/// Sets or resets a staff member's PIN (it also lifts a lock).
#[tauri::command]
#[specta::specta]
pub async fn set_pin(
    state: State<'_, AppState>,
    staff_id: i64,
    pin: String,
) -> Result<StaffDto, IpcError> {
    state
        .act(move |room, me| room.set_pin(me, staff_id, &pin))
        .await
}
