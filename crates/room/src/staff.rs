//! Staff: floor managers and dealers. Every use case names the staff member acting.

use cardroom_store::StaffRow;
use cardroom_store::port::*;
use serde::Serialize;

use crate::clock::db_time;
use crate::usecase::{At, UseCase};
use crate::values::{Name, key_of};
use crate::{Room, RoomError};

#[derive(Debug, Clone, PartialEq, Eq, Serialize, specta::Type)]
pub struct StaffDto {
    pub id: i64,
    pub name: String,
    pub role: Role,
    pub active: bool,
    /// Whether the staff member has a PIN to sign in with.
    pub has_pin: bool,
    /// Locked after too many wrong PINs, until then.
    pub locked_until: Option<String>,
}

pub(crate) fn staff_dto(row: StaffRow) -> StaffDto {
    StaffDto {
        id: row.id,
        name: row.name,
        role: row.role,
        active: row.active,
        has_pin: row.has_pin,
        locked_until: row.locked_until,
    }
}

/// The staff member whose name looks like `name` (same look-alike key), if any.
/// The staff member `id`.
pub(crate) fn staff_row(tx: &dyn Tx, id: i64) -> Result<StaffRow, RoomError> {
    tx.staff(id)?.ok_or(RoomError::UnknownStaff {
        who: format!("with id {id}"),
    })
}

/// Refuses to take `row`, a floor manager, off the floor when he is the last active one (the
/// room keeps one) or runs the open shift (until it closes).
fn keeps_a_floor_manager(tx: &dyn Tx, row: &StaffRow) -> Result<(), RoomError> {
    let floors = tx
        .list_staff()?
        .into_iter()
        .filter(|s| s.active && s.role == Role::Floor)
        .count();
    if row.active && floors <= 1 {
        return Err(RoomError::LastFloorManager {
            name: row.name.clone(),
        });
    }
    if tx.open_shift_row()?.is_some_and(|s| s.floor_id == row.id) {
        return Err(RoomError::RunsOpenShift {
            name: row.name.clone(),
        });
    }
    Ok(())
}

/// Refuses to change `row` while he deals at a table.
fn not_dealing(tx: &dyn Tx, row: &StaffRow) -> Result<(), RoomError> {
    if tx.dealer_table(row.id)?.is_some() {
        return Err(RoomError::invalid(
            "staff",
            format!("{} is dealing at a table; pull him first", row.name),
        ));
    }
    Ok(())
}

pub(crate) fn staff_like(tx: &dyn Tx, name: &str) -> Result<Option<StaffRow>, RoomError> {
    let key = key_of(name);
    Ok(tx
        .list_staff()?
        .into_iter()
        .find(|s| key_of(&s.name) == key))
}

impl Room {
    /// Adds a staff member. The very first one needs no actor and must be a floor manager;
    /// after that a floor manager adds staff.
    pub fn add_staff(
        &self,
        actor: Option<i64>,
        name: &str,
        role: Role,
    ) -> Result<StaffDto, RoomError> {
        let name = Name::parse("staff name", name)?.into_string();
        let create = |tx: &dyn Tx, at: &str, by: Option<i64>| {
            if let Some(same) = staff_like(tx, &name)? {
                return Err(RoomError::DuplicateStaff { name: same.name });
            }
            let id = tx.insert_staff(&name, role, at, by)?;
            Ok(StaffDto {
                id,
                name: name.clone(),
                role,
                active: true,
                has_pin: false,
                locked_until: None,
            })
        };
        match actor {
            Some(actor) => self.write(actor, UseCase::AddStaff, At::Room, |tx, ctx| {
                create(tx, &ctx.at, Some(ctx.actor.id))
            }),
            None => {
                let clock = &self.clock;
                let added = self.store.write(|tx| {
                    let at = db_time(clock.now());
                    if tx.staff_count()? > 0 {
                        return Err(RoomError::UnknownStaff {
                            who: "acting: a floor manager must add staff".into(),
                        });
                    }
                    if role != Role::Floor {
                        return Err(RoomError::invalid(
                            "first staff member",
                            "the first staff member must be a floor manager",
                        ));
                    }
                    let staff = create(tx, &at, None)?;
                    let id = self.record_write(
                        tx,
                        &at,
                        staff.id,
                        UseCase::AddStaff,
                        (None, None),
                        None,
                    )?;
                    Ok((staff, id))
                });
                let (added, id) = added.inspect_err(|e| {
                    if e.is_lack_of_authority() {
                        self.audit_refusal(None, UseCase::AddStaff.name(), None, None, e);
                    }
                })?;
                self.committed(UseCase::AddStaff, None, self.commit(id));
                Ok(added)
            }
        }
    }

    pub fn list_staff(&self) -> Result<Vec<StaffDto>, RoomError> {
        self.read(|tx, _| Ok(tx.list_staff()?.into_iter().map(staff_dto).collect()))
    }

    /// Finds a staff member by name (case and look-alikes ignored), as the CLI's `--as NAME`
    /// does.
    pub fn staff_named(&self, name: &str) -> Result<StaffDto, RoomError> {
        self.read(|tx, _| {
            staff_like(tx, name)?
                .map(staff_dto)
                .ok_or_else(|| RoomError::UnknownStaff {
                    who: format!("named {name:?}"),
                })
        })
    }

    /// Activates or deactivates a staff member (history keeps their name). The room always
    /// keeps one active floor manager, and the floor manager running the open shift stays
    /// active until it is closed.
    pub fn set_staff_active(
        &self,
        actor: i64,
        staff_id: i64,
        active: bool,
    ) -> Result<StaffDto, RoomError> {
        self.change_staff(actor, UseCase::SetStaffActive, staff_id, |tx, row| {
            if !active && row.active {
                if row.role == Role::Floor {
                    keeps_a_floor_manager(tx, &row)?;
                }
                not_dealing(tx, &row)?;
            }
            tx.set_staff_active(staff_id, active)?;
            Ok(StaffRow { active, ..row })
        })
    }

    /// Changes a staff member's role. The room keeps one active floor manager (the last one
    /// cannot become a dealer), the floor manager running the open shift stays one until it
    /// closes, and a dealer in a box is pulled before he changes role.
    pub fn set_staff_role(
        &self,
        actor: i64,
        staff_id: i64,
        role: Role,
    ) -> Result<StaffDto, RoomError> {
        self.change_staff(actor, UseCase::SetStaffRole, staff_id, |tx, row| {
            if row.role == role {
                return Ok(row);
            }
            if row.role == Role::Floor {
                keeps_a_floor_manager(tx, &row)?;
            }
            not_dealing(tx, &row)?;
            tx.set_staff_role(staff_id, role)?;
            Ok(StaffRow { role, ..row })
        })
    }

    /// `change` made to the staff member `staff_id` as `case`; the member as he is after it.
    /// Chooses the language the screens speak to a staff member once signed in (none: the
    /// station's). Anyone chooses their own; a floor manager may choose anyone's.
    pub fn set_staff_language(
        &self,
        actor: i64,
        staff_id: i64,
        language: Option<Language>,
    ) -> Result<Option<Language>, RoomError> {
        self.write(actor, UseCase::SetLanguage, At::Room, |tx, ctx| {
            staff_row(tx, staff_id)?;
            if ctx.actor.id != staff_id && !ctx.is_floor() {
                return Err(RoomError::NotPermitted {
                    name: ctx.actor.name.clone(),
                    role: crate::usecase::role_words(ctx.actor.role).into(),
                    who: "a floor manager",
                    action: UseCase::SetLanguage.doing().into(),
                });
            }
            if tx.staff_language(staff_id)? != language {
                tx.insert_staff_language(staff_id, language, &ctx.at, ctx.actor.id)?;
            }
            Ok(language)
        })
    }

    fn change_staff(
        &self,
        actor: i64,
        case: UseCase,
        staff_id: i64,
        change: impl FnOnce(&dyn Tx, StaffRow) -> Result<StaffRow, RoomError>,
    ) -> Result<StaffDto, RoomError> {
        self.write(actor, case, At::Room, |tx, _| {
            change(tx, staff_row(tx, staff_id)?).map(staff_dto)
        })
    }
}
