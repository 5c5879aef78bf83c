//! The floor's board and its actions: tables, seats, chips, dealers, shifts, collections, settings.

use super::*;

/// Everything the floor board draws, in one read: every open table for a floor manager, his
/// own table for a dealer.
#[tauri::command]
#[specta::specta]
pub async fn floor_board(state: State<'_, AppState>) -> Result<FloorBoard, IpcError> {
    state.act(|room, me| room.floor_board_as(me)).await
}

/// What opening a table would give (its stakes and the collection the schedule resolves),
/// without opening it.
#[tauri::command]
#[specta::specta]
pub async fn preview_table(
    state: State<'_, AppState>,
    table: OpenTable,
) -> Result<TableStatus, IpcError> {
    state.run(move |room| room.preview_table(&table)).await
}

#[tauri::command]
#[specta::specta]
pub async fn open_table(
    state: State<'_, AppState>,
    table: OpenTable,
) -> Result<TableStatus, IpcError> {
    state.act(move |room, me| room.open_table(me, &table)).await
}

#[tauri::command]
#[specta::specta]
pub async fn close_table(
    state: State<'_, AppState>,
    table_id: i64,
) -> Result<TableStatus, IpcError> {
    state
        .act(move |room, me| room.close_table(me, table_id))
        .await
}

#[tauri::command]
#[specta::specta]
pub async fn seat_player(
    state: State<'_, AppState>,
    seat: SeatPlayer,
) -> Result<SeatDto, IpcError> {
    state.act(move |room, me| room.seat_player(me, &seat)).await
}

/// Seats a player with a buy-in outside the table's limits, for the floor's reason.
#[tauri::command]
#[specta::specta]
pub async fn seat_player_outside_buy_in(
    state: State<'_, AppState>,
    seat: SeatPlayer,
    reason: String,
) -> Result<SeatDto, IpcError> {
    state
        .act(move |room, me| room.seat_player_outside_buy_in(me, &seat, Some(&reason)))
        .await
}

/// A seated player's chips and status, for the seat panel.
#[tauri::command]
#[specta::specta]
pub async fn seat_chips(
    state: State<'_, AppState>,
    table_id: i64,
    seat_no: i64,
) -> Result<SeatChips, IpcError> {
    state
        .run(move |room| room.seat_chips(table_id, seat_no))
        .await
}

/// A seated player buys more chips: on his stack now, or after the hand he is in.
#[tauri::command]
#[specta::specta]
pub async fn add_chips(state: State<'_, AppState>, chips: AddChips) -> Result<SeatChips, IpcError> {
    state.act(move |room, me| room.add_chips(me, &chips)).await
}

/// The floor sets a stack to the chips counted on the felt (his PIN and a reason).
#[tauri::command]
#[specta::specta]
pub async fn correct_chips(
    state: State<'_, AppState>,
    pin: String,
    correction: CorrectChips,
) -> Result<SeatChips, IpcError> {
    state
        .act(move |room, me| room.correct_chips(me, &correction, &pin))
        .await
}

/// Moves a player to another seat, at the same table or another.
#[tauri::command]
#[specta::specta]
pub async fn move_player(
    state: State<'_, AppState>,
    table_id: i64,
    seat_no: i64,
    to_table_id: i64,
    to_seat_no: i64,
) -> Result<SeatDto, IpcError> {
    state
        .act(move |room, me| room.move_player(me, table_id, seat_no, to_table_id, to_seat_no))
        .await
}

#[tauri::command]
#[specta::specta]
pub async fn set_sitting_out(
    state: State<'_, AppState>,
    table_id: i64,
    seat_no: i64,
    sitting_out: bool,
) -> Result<SeatDto, IpcError> {
    state
        .act(move |room, me| room.set_sitting_out(me, table_id, seat_no, sitting_out))
        .await
}

#[tauri::command]
#[specta::specta]
pub async fn unseat_player(
    state: State<'_, AppState>,
    table_id: i64,
    seat_no: i64,
) -> Result<SeatDto, IpcError> {
    state
        .act(move |room, me| room.unseat_player(me, table_id, seat_no))
        .await
}

/// Pushes a dealer into the box at a table; returns the table as it is now.
#[tauri::command]
#[specta::specta]
pub async fn push_dealer(
    state: State<'_, AppState>,
    table_id: i64,
    dealer_id: i64,
) -> Result<TableStatus, IpcError> {
    state
        .act(move |room, me| {
            room.push_dealer(me, table_id, dealer_id)?;
            room.table_status(table_id)
        })
        .await
}

/// Pulls the dealer out of the box at a table; returns the table as it is now.
#[tauri::command]
#[specta::specta]
pub async fn pull_dealer(
    state: State<'_, AppState>,
    table_id: i64,
) -> Result<TableStatus, IpcError> {
    state
        .act(move |room, me| {
            room.pull_dealer(me, table_id)?;
            room.table_status(table_id)
        })
        .await
}

/// Records the high-card draw for the first button.
#[tauri::command]
#[specta::specta]
pub async fn draw_for_button(
    state: State<'_, AppState>,
    table_id: i64,
    draw: Vec<DrawCard>,
) -> Result<ButtonDraw, IpcError> {
    state
        .act(move |room, me| room.draw_for_button(me, table_id, &draw))
        .await
}

#[tauri::command]
#[specta::specta]
pub async fn open_shift(state: State<'_, AppState>) -> Result<ShiftDto, IpcError> {
    state.act(|room, me| room.open_shift(me)).await
}

/// What the open shift leaves open, for the close dialog.
#[tauri::command]
#[specta::specta]
pub async fn still_open(state: State<'_, AppState>) -> Result<StillOpen, IpcError> {
    state.run(|room| room.still_open()).await
}

/// The floor manager signed in here takes the room over from the open shift.
#[tauri::command]
#[specta::specta]
pub async fn hand_over_shift(state: State<'_, AppState>) -> Result<ShiftDto, IpcError> {
    let opened = state.act(|room, me| room.hand_over_shift(me)).await?;
    crate::backups::after_shift_close(&state);
    Ok(opened)
}

#[tauri::command]
#[specta::specta]
pub async fn close_shift(state: State<'_, AppState>) -> Result<ShiftDto, IpcError> {
    let closed = state.act(|room, me| room.close_shift(me)).await?;
    crate::backups::after_shift_close(&state);
    Ok(closed)
}

/// The collections fallen due and not yet marked, recorded or not (a read).
#[tauri::command]
#[specta::specta]
pub async fn collections_due(
    state: State<'_, AppState>,
    table_id: Option<i64>,
) -> Result<Vec<CollectionDto>, IpcError> {
    state
        .act(move |room, me| room.collections_due(me, table_id))
        .await
}

/// Comps a collection: a floor manager waives it, saying why.
#[tauri::command]
#[specta::specta]
pub async fn comp_collection(
    state: State<'_, AppState>,
    collection: CollectionKey,
    reason: String,
) -> Result<CollectionDto, IpcError> {
    state
        .act(move |room, me| room.comp_collection(me, collection, &reason))
        .await
}

/// The last floor action of the person signed in, while it can be undone (a minute).
#[tauri::command]
#[specta::specta]
pub async fn last_floor_action(
    state: State<'_, AppState>,
) -> Result<Option<FloorUndoable>, IpcError> {
    state.act(|room, me| room.last_floor_action(me)).await
}

/// Undoes the last floor action (named by its audit entry): an appended reversal. Returns
/// what was undone, in words.
#[tauri::command]
#[specta::specta]
pub async fn undo_floor_action(
    state: State<'_, AppState>,
    audit_id: i64,
) -> Result<String, IpcError> {
    state
        .act(move |room, me| room.undo_floor_action(me, audit_id))
        .await
}

#[tauri::command]
#[specta::specta]
pub async fn mark_collection(
    state: State<'_, AppState>,
    collection: CollectionKey,
    mark: Mark,
) -> Result<CollectionDto, IpcError> {
    state
        .act(move |room, me| room.mark_collection(me, collection, mark))
        .await
}

/// The floor settings in force.
#[tauri::command]
#[specta::specta]
pub async fn floor_settings(state: State<'_, AppState>) -> Result<FloorSettings, IpcError> {
    state.run(|room| room.floor_settings()).await
}

/// Saves the floor settings.
#[tauri::command]
#[specta::specta]
pub async fn set_floor_settings(
    state: State<'_, AppState>,
    settings: FloorSettings,
) -> Result<FloorSettings, IpcError> {
    state
        .act(move |room, me| room.set_floor_settings(me, &settings))
        .await
}
