//! Staff: floor managers and dealers. Every use case names the staff member acting.

use cardroom_store::StaffRow;
use serde::{Deserialize, Serialize};

use crate::clock::db_time;
use crate::usecase::Who;
use crate::{Room, RoomError};

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, specta::Type)]
#[serde(rename_all = "snake_case")]
pub enum Role {
    Floor,
    Dealer,
}

impl Role {
    pub fn as_str(self) -> &'static str {
        match self {
            Role::Floor => "floor",
            Role::Dealer => "dealer",
        }
    }
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, specta::Type)]
pub struct StaffDto {
    pub id: i64,
    pub name: String,
    pub role: Role,
    pub active: bool,
}

pub(crate) fn staff_dto(row: StaffRow) -> StaffDto {
    StaffDto {
        id: row.id,
        name: row.name,
        role: if row.role == "floor" {
            Role::Floor
        } else {
            Role::Dealer
        },
        active: row.active,
    }
}

fn clean_name(what: &str, name: &str) -> Result<String, RoomError> {
    let name = name.trim();
    if name.is_empty() || name.chars().count() > 60 {
        return Err(RoomError::invalid(
            what,
            "give a name of 1 to 60 characters",
        ));
    }
    Ok(name.to_string())
}

impl Room {
    /// Adds a staff member. The very first one needs no actor and must be a floor manager;
    /// after that a floor manager adds staff.
    pub fn add_staff(
        &mut self,
        actor: Option<i64>,
        name: &str,
        role: Role,
    ) -> Result<StaffDto, RoomError> {
        let name = clean_name("staff name", name)?;
        let create = |tx: &cardroom_store::Tx<'_>, at: &str, by: Option<i64>| {
            if tx.staff_by_name(&name)?.is_some() {
                return Err(RoomError::DuplicateStaff { name: name.clone() });
            }
            let id = tx.insert_staff(&name, role.as_str(), at, by)?;
            Ok(StaffDto {
                id,
                name: name.clone(),
                role,
                active: true,
            })
        };
        match actor {
            Some(actor) => self.write(actor, Who::Floor("add staff"), |tx, ctx| {
                create(tx, &ctx.at, Some(ctx.actor.id))
            }),
            None => {
                let at = db_time(self.clock.now());
                self.store.write(|tx| {
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
                    tx.set_clock_watermark(&at)?;
                    Ok(staff)
                })
            }
        }
    }

    pub fn list_staff(&mut self) -> Result<Vec<StaffDto>, RoomError> {
        self.read(|tx, _| Ok(tx.list_staff()?.into_iter().map(staff_dto).collect()))
    }

    /// Finds a staff member by name (case-insensitive), as the CLI's `--as NAME` does.
    pub fn staff_named(&mut self, name: &str) -> Result<StaffDto, RoomError> {
        self.read(|tx, _| {
            tx.staff_by_name(name.trim())?
                .map(staff_dto)
                .ok_or_else(|| RoomError::UnknownStaff {
                    who: format!("named {name:?}"),
                })
        })
    }

    /// Activates or deactivates a staff member (history keeps their name).
    pub fn set_staff_active(
        &mut self,
        actor: i64,
        staff_id: i64,
        active: bool,
    ) -> Result<StaffDto, RoomError> {
        self.write(actor, Who::Floor("change staff"), |tx, _| {
            let row = tx.staff(staff_id)?.ok_or(RoomError::UnknownStaff {
                who: format!("with id {staff_id}"),
            })?;
            tx.set_staff_active(staff_id, active)?;
            Ok(staff_dto(StaffRow { active, ..row }))
        })
    }
}
