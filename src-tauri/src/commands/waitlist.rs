//! Waiting lists, calls, must-move tables and the wall board.

use super::*;

/// The waiting lists, the calls in force, the must-move tables and the open seats.
#[tauri::command]
#[specta::specta]
pub async fn waitlist_board(state: State<'_, AppState>) -> Result<WaitlistBoard, IpcError> {
    state.act(|room, me| room.waitlist_board(me)).await
}

/// The wall board: games running and their lists, first names only.
#[tauri::command]
#[specta::specta]
pub async fn wall_board(state: State<'_, AppState>) -> Result<WallBoard, IpcError> {
    state.act(|room, _| room.wall_board()).await
}

/// Starts a waiting list; returns the lists as they are now.
#[tauri::command]
#[specta::specta]
pub async fn add_waitlist(
    state: State<'_, AppState>,
    list: NewWaitlistRequest,
) -> Result<WaitlistBoard, IpcError> {
    state
        .act(move |room, me| {
            room.add_waitlist(me, &list)?;
            room.waitlist_board(me)
        })
        .await
}

/// Closes a list nobody waits on.
#[tauri::command]
#[specta::specta]
pub async fn close_waitlist(
    state: State<'_, AppState>,
    list_id: i64,
) -> Result<WaitlistBoard, IpcError> {
    state
        .act(move |room, me| {
            room.close_waitlist(me, list_id)?;
            room.waitlist_board(me)
        })
        .await
}

/// Puts a player at the bottom of a list.
#[tauri::command]
#[specta::specta]
pub async fn join_waitlist(
    state: State<'_, AppState>,
    entry: JoinWaitlist,
) -> Result<WaitlistBoard, IpcError> {
    state
        .act(move |room, me| {
            room.join_waitlist(me, &entry)?;
            room.waitlist_board(me)
        })
        .await
}

/// Takes a player off a list.
#[tauri::command]
#[specta::specta]
pub async fn leave_waitlist(
    state: State<'_, AppState>,
    entry_id: i64,
) -> Result<WaitlistBoard, IpcError> {
    state
        .act(move |room, me| {
            room.leave_waitlist(me, entry_id)?;
            room.waitlist_board(me)
        })
        .await
}

/// Calls the player owed an open seat at a table (or the entry named).
#[tauri::command]
#[specta::specta]
pub async fn call_seat(
    state: State<'_, AppState>,
    table_id: i64,
    entry_id: Option<i64>,
) -> Result<WaitlistBoard, IpcError> {
    state
        .act(move |room, me| {
            room.call_seat(me, table_id, entry_id)?;
            room.waitlist_board(me)
        })
        .await
}

/// Withdraws a call; a listed player keeps his place.
#[tauri::command]
#[specta::specta]
pub async fn cancel_call(
    state: State<'_, AppState>,
    call_id: i64,
) -> Result<WaitlistBoard, IpcError> {
    state
        .act(move |room, me| {
            room.cancel_call(me, call_id)?;
            room.waitlist_board(me)
        })
        .await
}

/// Gives a called player the house's call time longer.
#[tauri::command]
#[specta::specta]
pub async fn extend_call(
    state: State<'_, AppState>,
    call_id: i64,
) -> Result<WaitlistBoard, IpcError> {
    state
        .act(move |room, me| {
            room.extend_call(me, call_id)?;
            room.waitlist_board(me)
        })
        .await
}

/// Seats a called player in one action; he leaves every list.
#[tauri::command]
#[specta::specta]
pub async fn seat_from_call(
    state: State<'_, AppState>,
    seat: SeatFromCall,
) -> Result<SeatDto, IpcError> {
    state
        .act(move |room, me| room.seat_from_call(me, &seat))
        .await
}

/// Makes a table a must-move feeding a main game (none: a game of its own).
#[tauri::command]
#[specta::specta]
pub async fn set_must_move(
    state: State<'_, AppState>,
    table_id: i64,
    main_table_id: Option<i64>,
) -> Result<WaitlistBoard, IpcError> {
    state
        .act(move |room, me| {
            room.set_must_move(me, table_id, main_table_id)?;
            room.waitlist_board(me)
        })
        .await
}

/// Opens a new table for a list and calls its first players to it.
#[tauri::command]
#[specta::specta]
pub async fn start_game(
    state: State<'_, AppState>,
    list_id: i64,
    table: OpenTable,
) -> Result<TableStatus, IpcError> {
    state
        .act(move |room, me| room.start_game(me, list_id, &table))
        .await
}
