//! Hand history: lists, whole hands, exports and checks of hand-history files.

use super::*;

/// The hands a query asks for, newest first.
#[tauri::command]
#[specta::specta]
pub async fn hand_list(
    state: State<'_, AppState>,
    query: HandQuery,
) -> Result<Vec<HandSummary>, IpcError> {
    state.act(move |room, me| room.hand_list(me, &query)).await
}

/// One hand, entry by entry, with its corrections.
#[tauri::command]
#[specta::specta]
pub async fn hand_history(
    state: State<'_, AppState>,
    hand_id: i64,
) -> Result<HandHistory, IpcError> {
    state
        .act(move |room, me| room.hand_history(me, hand_id))
        .await
}

/// Writes hands (one, or all a query asks for) as hand-history files into a folder; how many.
#[tauri::command]
#[specta::specta]
pub async fn export_hand_histories(
    state: State<'_, AppState>,
    folder: String,
    query: HandQuery,
    hand_id: Option<i64>,
) -> Result<u32, IpcError> {
    state
        .act(move |room, me| {
            crate::files::save_histories(&folder, &room.export_hands(me, &query, hand_id)?)
        })
        .await
}

/// Reads a hand-history file through the rules engine; nothing is stored.
#[tauri::command]
#[specta::specta]
pub async fn check_hand_history(
    state: State<'_, AppState>,
    path: String,
) -> Result<HistoryCheck, IpcError> {
    state.act(move |_, _| crate::files::check_file(&path)).await
}
