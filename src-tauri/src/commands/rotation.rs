//! The dealers' rotation.

use super::*;

commands! {
    /// The dealers' rotation: each dealer's state and the next pushes.
    run rotation() -> RotationView { |room| room.rotation() }

    /// Puts a dealer in the rotation.
    act join_rotation(dealer_id: i64) -> RotationView {
        |room, me| room.join_rotation(me, dealer_id).and_then(|_| room.rotation())
    }

    /// Takes a dealer out of the rotation.
    act leave_rotation(dealer_id: i64) -> RotationView {
        |room, me| room.leave_rotation(me, dealer_id).and_then(|_| room.rotation())
    }

    /// Performs the planned push at a table.
    act rotate(table_id: i64) -> RotationView {
        |room, me| room.rotate(me, table_id).and_then(|_| room.rotation())
    }

    /// Picks up the seat of a player sitting out past the house's limit.
    act pick_up_seat(table_id: i64, seat_no: i64) -> SeatDto {
        |room, me| room.pick_up_seat(me, table_id, seat_no)
    }
}
