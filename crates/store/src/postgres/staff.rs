//! Staff: floor managers and dealers.

use postgres::Row;

use super::{PgTx, bit, flag, get, rows};
use crate::StoreError;
use crate::port::*;

const COLUMNS: &str = "id, name, role, active, pin_hash IS NOT NULL, failed_pins, locked_until";

fn staff_row(r: &Row) -> Result<StaffRow, StoreError> {
    Ok(StaffRow {
        id: get(r, 0)?,
        name: get(r, 1)?,
        role: get(r, 2)?,
        active: flag(r, 3)?,
        has_pin: get(r, 4)?,
        failed_pins: get(r, 5)?,
        locked_until: get(r, 6)?,
    })
}

impl StaffStore for PgTx<'_> {
    fn staff_count(&self) -> Result<i64, StoreError> {
        get(&self.one("SELECT count(*) FROM staff", &[])?, 0)
    }

    fn staff(&self, id: i64) -> Result<Option<StaffRow>, StoreError> {
        self.opt(
            &format!("SELECT {COLUMNS} FROM staff WHERE id = $1"),
            &[&id],
        )?
        .as_ref()
        .map(staff_row)
        .transpose()
    }

    fn list_staff(&self) -> Result<Vec<StaffRow>, StoreError> {
        // SQLite orders the name by its column's collation, NOCASE.
        rows(
            self,
            &format!("SELECT {COLUMNS} FROM staff ORDER BY role, lower(name), id"),
            &[],
            staff_row,
        )
    }

    fn insert_staff(
        &self,
        name: &str,
        role: Role,
        at: &str,
        by: Option<i64>,
    ) -> Result<i64, StoreError> {
        get(
            &self.one(
                "INSERT INTO staff (name, role, active, created_at, created_by)
                 VALUES ($1, $2, 1, $3, $4) RETURNING id",
                &[&name, &role, &at, &by],
            )?,
            0,
        )
    }

    fn set_staff_active(&self, id: i64, active: bool) -> Result<(), StoreError> {
        self.exec(
            "UPDATE staff SET active = $2 WHERE id = $1",
            &[&id, &bit(active)],
        )?;
        Ok(())
    }

    fn set_staff_role(&self, id: i64, role: Role) -> Result<(), StoreError> {
        self.exec("UPDATE staff SET role = $2 WHERE id = $1", &[&id, &role])?;
        Ok(())
    }

    fn pin(&self, id: i64) -> Result<Option<String>, StoreError> {
        Ok(self
            .opt("SELECT pin_hash FROM staff WHERE id = $1", &[&id])?
            .map(|r| get::<Option<String>>(&r, 0))
            .transpose()?
            .flatten())
    }

    fn set_pin(&self, id: i64, hash: &str) -> Result<(), StoreError> {
        self.exec(
            "UPDATE staff SET pin_hash = $2, failed_pins = 0, locked_until = NULL WHERE id = $1",
            &[&id, &hash],
        )?;
        Ok(())
    }

    fn set_pin_failures(
        &self,
        id: i64,
        failed: i64,
        locked_until: Option<&str>,
    ) -> Result<(), StoreError> {
        self.exec(
            "UPDATE staff SET failed_pins = $2, locked_until = $3 WHERE id = $1",
            &[&id, &failed, &locked_until],
        )?;
        Ok(())
    }

    fn insert_sign_in(&self, a: &NewSignIn<'_>) -> Result<(), StoreError> {
        self.exec(
            "INSERT INTO sign_ins (staff_id, name, at, outcome, station)
             VALUES ($1, $2, $3, $4, $5)",
            &[&a.staff_id, &a.name, &a.at, &a.outcome, &a.station],
        )?;
        Ok(())
    }
}
