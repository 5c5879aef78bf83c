//! The cage's end of shift: the count of the drop boxes against the room, and the
//! counter-signature.

use super::*;
use cardroom_room::{BankMove, BoxCount, CageCount, TableBank};

commands! {
    /// A shift's drop boxes: recorded, counted, the variances (the cage and the floor read it).
    act cage_count(shift_id: i64) -> CageCount {
        |room, me| room.cage_count(me, shift_id)
    }

    /// The cage enters what a drop box held (a recount with its reason); the count comes back.
    act record_box_count(count: BoxCount) -> CageCount {
        |room, me| room.record_box_count(me, &count)
    }

    /// The cage or the floor records a table bank's opener, fill, credit or closer; the
    /// shift's banks come back.
    act record_bank_move(bank_move: BankMove) -> Vec<TableBank> {
        |room, me| room.record_bank_move(me, &bank_move)
    }

    /// The cage counter-signs a shift the floor signed off, with the counter's PIN.
    act countersign_shift(shift_id: i64, pin: String) -> ShiftDto {
        |room, me| room.countersign_shift(me, shift_id, &pin)
    }
}
