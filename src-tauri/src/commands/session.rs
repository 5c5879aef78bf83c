//! Signing in and out, and starting a new room.

use super::*;

/// Who is signed in at this window, and whether the room still needs its first floor manager.
#[tauri::command]
#[specta::specta]
pub async fn session(state: State<'_, AppState>) -> Result<SessionView, IpcError> {
    let me = state.signed_in();
    state.run(move |room| room.session(me)).await
}

/// Starts a new room with its first floor manager, and signs him in.
#[tauri::command]
#[specta::specta]
pub async fn start_room(
    state: State<'_, AppState>,
    name: String,
    pin: String,
) -> Result<SessionView, IpcError> {
    let first = state.run(move |room| room.start_room(&name, &pin)).await?;
    state.set_signed_in(Some(first.id));
    state.run(move |room| room.session(Some(first.id))).await
}

/// Signs a staff member in with his PIN (switching from whoever was signed in).
#[tauri::command]
#[specta::specta]
pub async fn sign_in(
    state: State<'_, AppState>,
    name: String,
    pin: String,
) -> Result<SessionView, IpcError> {
    let staff = state
        .run(move |room| room.sign_in(&name, &pin, Station::App))
        .await?;
    state.set_signed_in(Some(staff.id));
    state.run(move |room| room.session(Some(staff.id))).await
}

/// Signs out whoever is signed in here.
#[tauri::command]
#[specta::specta]
pub async fn sign_out(state: State<'_, AppState>) -> Result<SessionView, IpcError> {
    if let Some(me) = state.signed_in() {
        state.set_signed_in(None);
        state
            .run(move |room| room.sign_out(me, Station::App))
            .await?;
    }
    state.run(|room| room.session(None)).await
}
