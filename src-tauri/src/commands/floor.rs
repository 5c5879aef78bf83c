//! The floor's board and its actions: tables, seats, chips, dealers, shifts, collections, settings.

use super::*;

commands! {
    /// Everything the floor board draws, in one read: every open table for a floor manager, his
    /// own table for a dealer.
    act floor_board() -> FloorBoard { |room, me| room.floor_board_as(me) }

    /// What opening a table would give (its stakes and the collection the schedule resolves),
    /// without opening it.
    run preview_table(table: OpenTable) -> TableStatus { |room| room.preview_table(&table) }

    act open_table(table: OpenTable) -> TableStatus { |room, me| room.open_table(me, &table) }

    act close_table(table_id: i64) -> TableStatus { |room, me| room.close_table(me, table_id) }

    act seat_player(seat: SeatPlayer) -> SeatDto { |room, me| room.seat_player(me, &seat) }

    /// Seats a player with a buy-in outside the table's limits, for the floor's reason.
    act seat_player_outside_buy_in(seat: SeatPlayer, reason: String) -> SeatDto {
        |room, me| room.seat_player_outside_buy_in(me, &seat, Some(&reason))
    }

    /// A seated player's chips and status, for the seat panel.
    run seat_chips(table_id: i64, seat_no: i64) -> SeatChips {
        |room| room.seat_chips(table_id, seat_no)
    }

    /// A seated player buys more chips: on his stack now, or after the hand he is in.
    act add_chips(chips: AddChips) -> SeatChips { |room, me| room.add_chips(me, &chips) }

    /// The floor sets a stack to the chips counted on the felt (his PIN and a reason).
    act correct_chips(pin: String, correction: CorrectChips) -> SeatChips {
        |room, me| room.correct_chips(me, &correction, &pin)
    }

    /// Moves a player to another seat, at the same table or another.
    act move_player(table_id: i64, seat_no: i64, to_table_id: i64, to_seat_no: i64) -> SeatDto {
        |room, me| room.move_player(me, table_id, seat_no, to_table_id, to_seat_no)
    }

    act set_sitting_out(table_id: i64, seat_no: i64, sitting_out: bool) -> SeatDto {
        |room, me| room.set_sitting_out(me, table_id, seat_no, sitting_out)
    }

    act unseat_player(table_id: i64, seat_no: i64) -> SeatDto {
        |room, me| room.unseat_player(me, table_id, seat_no)
    }

    /// Pushes a dealer into the box at a table; returns the table as it is now.
    act push_dealer(table_id: i64, dealer_id: i64) -> TableStatus {
        |room, me| {
            room.push_dealer(me, table_id, dealer_id)?;
            room.table_status(table_id)
        }
    }

    /// Pulls the dealer out of the box at a table; returns the table as it is now.
    act pull_dealer(table_id: i64) -> TableStatus {
        |room, me| {
            room.pull_dealer(me, table_id)?;
            room.table_status(table_id)
        }
    }

    /// Records the high-card draw for the first button.
    act draw_for_button(table_id: i64, draw: Vec<DrawCard>) -> ButtonDraw {
        |room, me| room.draw_for_button(me, table_id, &draw)
    }

    act open_shift() -> ShiftDto { |room, me| room.open_shift(me) }

    /// What the open shift leaves open, for the close dialog.
    run still_open() -> StillOpen { |room| room.still_open() }

    /// The floor manager signed in here takes the room over from the open shift.
    with hand_over_shift() -> ShiftDto {
        |state| closing_shift(&state, Room::hand_over_shift).await
    }

    with close_shift() -> ShiftDto { |state| closing_shift(&state, Room::close_shift).await }

    /// The collections fallen due and not yet marked, recorded or not (a read).
    act collections_due(table_id: Option<i64>) -> Vec<CollectionDto> {
        |room, me| room.collections_due(me, table_id)
    }

    /// Comps a collection: a floor manager waives it, saying why.
    act comp_collection(collection: CollectionKey, reason: String) -> CollectionDto {
        |room, me| room.comp_collection(me, collection, &reason)
    }

    /// The last floor action of the person signed in, while it can be undone (a minute).
    act last_floor_action() -> Option<FloorUndoable> { |room, me| room.last_floor_action(me) }

    /// Undoes the last floor action (named by its audit entry): an appended reversal. Returns
    /// what was undone, in words.
    act undo_floor_action(audit_id: i64) -> String {
        |room, me| room.undo_floor_action(me, audit_id)
    }

    act mark_collection(collection: CollectionKey, mark: Mark) -> CollectionDto {
        |room, me| room.mark_collection(me, collection, mark)
    }

    /// The floor settings in force.
    run floor_settings() -> FloorSettings { |room| room.floor_settings() }

    /// Saves the floor settings.
    act set_floor_settings(settings: FloorSettings) -> FloorSettings {
        |room, me| room.set_floor_settings(me, &settings)
    }
}

/// Closes the shift (or hands it over) with `close`, as the staff member signed in here, then
/// backs the room up; answers the shift `close` gives.
async fn closing_shift(
    state: &AppState,
    close: fn(&Room, i64) -> Result<ShiftDto, RoomError>,
) -> Result<ShiftDto, IpcError> {
    let shift = state.act(close).await?;
    crate::backups::after_shift_close(state);
    Ok(shift)
}
