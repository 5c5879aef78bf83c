//! The dealers' rotation.

use super::*;

/// The dealers' rotation: each dealer's state and the next pushes.
#[tauri::command]
#[specta::specta]
pub async fn rotation(state: State<'_, AppState>) -> Result<RotationView, IpcError> {
    state.run(|room| room.rotation()).await
}

/// Puts a dealer in the rotation.
#[tauri::command]
#[specta::specta]
pub async fn join_rotation(
    state: State<'_, AppState>,
    dealer_id: i64,
) -> Result<RotationView, IpcError> {
    state
        .act(move |room, me| {
            room.join_rotation(me, dealer_id)?;
            room.rotation()
        })
        .await
}

/// Takes a dealer out of the rotation.
#[tauri::command]
#[specta::specta]
pub async fn leave_rotation(
    state: State<'_, AppState>,
    dealer_id: i64,
) -> Result<RotationView, IpcError> {
    state
        .act(move |room, me| {
            room.leave_rotation(me, dealer_id)?;
            room.rotation()
        })
        .await
}

/// Performs the planned push at a table.
#[tauri::command]
#[specta::specta]
pub async fn rotate(state: State<'_, AppState>, table_id: i64) -> Result<RotationView, IpcError> {
    state
        .act(move |room, me| {
            room.rotate(me, table_id)?;
            room.rotation()
        })
        .await
}

/// Picks up the seat of a player sitting out past the house's limit.
#[tauri::command]
#[specta::specta]
pub async fn pick_up_seat(
    state: State<'_, AppState>,
    table_id: i64,
    seat_no: i64,
) -> Result<SeatDto, IpcError> {
    state
        .act(move |room, me| room.pick_up_seat(me, table_id, seat_no))
        .await
}
