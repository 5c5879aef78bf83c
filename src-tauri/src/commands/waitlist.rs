//! Waiting lists, calls, must-move tables and the wall board.

use super::*;
use cardroom_room::SeatChangeView;

commands! {
    /// The waiting lists, the calls in force, the must-move tables and the open seats.
    act waitlist_board() -> WaitlistBoard { |room, me| room.waitlist_board(me) }

    /// The wall board: games running and their lists, first names only.
    act wall_board() -> WallBoard { |room, _| room.wall_board() }

    /// Starts a waiting list; returns the lists as they are now.
    act add_waitlist(list: NewWaitlistRequest) -> WaitlistBoard {
        |room, me| room.add_waitlist(me, &list).and_then(|_| room.waitlist_board(me))
    }

    /// Closes a list nobody waits on.
    act close_waitlist(list_id: i64) -> WaitlistBoard {
        |room, me| room.close_waitlist(me, list_id).and_then(|_| room.waitlist_board(me))
    }

    /// Puts a player at the bottom of a list.
    act join_waitlist(entry: JoinWaitlist) -> WaitlistBoard {
        |room, me| room.join_waitlist(me, &entry).and_then(|_| room.waitlist_board(me))
    }

    /// Takes a player off a list.
    act leave_waitlist(entry_id: i64) -> WaitlistBoard {
        |room, me| room.leave_waitlist(me, entry_id).and_then(|_| room.waitlist_board(me))
    }

    /// Calls the player owed an open seat at a table (or the entry named).
    act call_seat(table_id: i64, entry_id: Option<i64>) -> WaitlistBoard {
        |room, me| room.call_seat(me, table_id, entry_id).and_then(|_| room.waitlist_board(me))
    }

    /// Withdraws a call; a listed player keeps his place.
    act cancel_call(call_id: i64) -> WaitlistBoard {
        |room, me| room.cancel_call(me, call_id).and_then(|_| room.waitlist_board(me))
    }

    /// Gives a called player the house's call time longer.
    act extend_call(call_id: i64) -> WaitlistBoard {
        |room, me| room.extend_call(me, call_id).and_then(|_| room.waitlist_board(me))
    }

    /// Seats a called player in one action; he leaves every list.
    act seat_from_call(seat: SeatFromCall) -> SeatDto { |room, me| room.seat_from_call(me, &seat) }

    /// Makes a table a must-move feeding a main game (none: a game of its own).
    act set_must_move(table_id: i64, main_table_id: Option<i64>) -> WaitlistBoard {
        |room, me| {
            room.set_must_move(me, table_id, main_table_id)?;
            room.waitlist_board(me)
        }
    }

    /// Opens a new table for a list and calls its first players to it.
    act start_game(list_id: i64, table: OpenTable) -> TableStatus {
        |room, me| room.start_game(me, list_id, &table)
    }
}

commands! {
    /// A table's seat-change list, in the order a seat that opens is offered.
    run seat_changes(table_id: i64) -> Vec<SeatChangeView> {
        |room| room.seat_changes(table_id)
    }

    /// Puts the player at (`from_table_id`, `from_seat_no`) on `table_id`'s seat-change list.
    act request_seat_change(table_id: i64, from_table_id: i64, from_seat_no: i64) -> Vec<SeatChangeView> {
        |room, me| room.request_seat_change(me, table_id, from_table_id, from_seat_no)
    }

    /// The player of a request takes the seat that opened.
    act take_seat_change(request_id: i64, seat_no: i64) -> SeatDto {
        |room, me| room.take_seat_change(me, request_id, seat_no)
    }

    /// The player of a request declines the seat offered; the list comes back.
    act decline_seat_change(request_id: i64) -> Vec<SeatChangeView> {
        |room, me| room.decline_seat_change(me, request_id)
    }

    /// Takes a request off its list.
    act cancel_seat_change(request_id: i64) -> () {
        |room, me| room.cancel_seat_change(me, request_id)
    }

    /// Breaks a table: its players go on their game's list as the house sets, then it closes;
    /// the new entries come back in order.
    act break_table(table_id: i64) -> Vec<i64> {
        |room, me| room.break_table(me, table_id)
    }
}
