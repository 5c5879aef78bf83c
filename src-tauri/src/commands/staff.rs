//! The staff list, roles and PINs.

use super::*;

commands! {
    run list_staff() -> Vec<StaffDto> { |room| room.list_staff() }

    act add_staff(name: String, role: Role) -> StaffDto {
        |room, me| room.add_staff(Some(me), &name, role)
    }

    act set_staff_active(staff_id: i64, active: bool) -> StaffDto {
        |room, me| room.set_staff_active(me, staff_id, active)
    }

    /// Makes a staff member a floor manager or a dealer.
    act set_staff_role(staff_id: i64, role: Role) -> StaffDto {
        |room, me| room.set_staff_role(me, staff_id, role)
    }

    /// Sets or resets a staff member's PIN (it also lifts a lock).
    act set_pin(staff_id: i64, pin: String) -> StaffDto {
        |room, me| room.set_pin(me, staff_id, &pin)
    }
}
