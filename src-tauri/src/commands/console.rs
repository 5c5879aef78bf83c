//! The dealer's console: hands, entries, undo, void and the time collection.

use super::*;

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

/// The dealer's console of one table (a dealer sees only his own).
#[tauri::command]
#[specta::specta]
pub async fn dealer_console(
    state: State<'_, AppState>,
    table_id: i64,
) -> Result<ConsoleView, IpcError> {
    state
        .act(move |room, me| room.dealer_console(me, table_id))
        .await
}

/// Starts the table's next hand; returns the console.
#[tauri::command]
#[specta::specta]
pub async fn start_hand(
    state: State<'_, AppState>,
    table_id: i64,
    start: HandStart,
) -> Result<ConsoleView, IpcError> {
    state
        .act(move |room, me| room.start_hand_on_console(me, table_id, start))
        .await
}

/// Logs one entry in a hand as the console showed it at `seq`; returns the console.
#[tauri::command]
#[specta::specta]
pub async fn act_in_hand(
    state: State<'_, AppState>,
    hand_id: i64,
    seq: i64,
    action: HandAction,
) -> Result<ConsoleView, IpcError> {
    state
        .act(move |room, me| room.act_on_console(me, hand_id, seq, action))
        .await
}

/// Undoes the hand's latest entry, when it still stands at `seq`; returns the console.
#[tauri::command]
#[specta::specta]
pub async fn undo_in_hand(
    state: State<'_, AppState>,
    hand_id: i64,
    seq: i64,
) -> Result<ConsoleView, IpcError> {
    state
        .act(move |room, me| room.undo_on_console(me, hand_id, seq))
        .await
}

/// Voids the hand (a misdeal, or a floor ruling); returns the console.
#[tauri::command]
#[specta::specta]
pub async fn void_hand(
    state: State<'_, AppState>,
    hand_id: i64,
    seq: i64,
    reason: VoidReason,
) -> Result<ConsoleView, IpcError> {
    state
        .act(move |room, me| room.void_on_console(me, hand_id, seq, reason))
        .await
}

/// Takes the time collection at the table: everyone paid but the exceptions; returns the
/// console.
#[tauri::command]
#[specta::specta]
pub async fn collect_time(
    state: State<'_, AppState>,
    table_id: i64,
    exceptions: Vec<SeatException>,
) -> Result<ConsoleView, IpcError> {
    state
        .act(move |room, me| room.collect_time_on_console(me, table_id, &exceptions))
        .await
}
