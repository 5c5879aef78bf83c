//! Staff: floor managers and dealers.

use super::{Db, FromRow, args, from_row, get};
use crate::StoreError;
use crate::port::*;

/// A staff member's columns, for [`StaffRow::from_row`] (`has_pin` a 0/1 column: PostgreSQL's
/// `IS NOT NULL` is a boolean).
const COLUMNS: &str = "id, name, role, active,
    CAST(CASE WHEN pin_hash IS NULL THEN 0 ELSE 1 END AS BIGINT), failed_pins, locked_until";

from_row! {
    StaffRow { id, name, role, active, has_pin, failed_pins, locked_until }
}

impl<D: Db> StaffStore for D {
    fn staff_count(&self) -> Result<i64, StoreError> {
        self.scalar("SELECT count(*) FROM staff", args![])
    }

    fn staff(&self, id: i64) -> Result<Option<StaffRow>, StoreError> {
        self.opt(
            &format!("SELECT {COLUMNS} FROM staff WHERE id = $1"),
            args![id],
            StaffRow::from_row,
        )
    }

    fn list_staff(&self) -> Result<Vec<StaffRow>, StoreError> {
        // lower(name): SQLite's column collation, NOCASE, which PostgreSQL's column lacks.
        self.rows(
            &format!("SELECT {COLUMNS} FROM staff ORDER BY role, lower(name), id"),
            args![],
            StaffRow::from_row,
        )
    }

    fn insert_staff(
        &self,
        name: &str,
        role: Role,
        at: &str,
        by: Option<i64>,
    ) -> Result<i64, StoreError> {
        self.scalar(
            "INSERT INTO staff (name, role, active, created_at, created_by)
             VALUES ($1, $2, 1, $3, $4) RETURNING id",
            args![name, role, at, by],
        )
    }

    fn set_staff_active(&self, id: i64, active: bool) -> Result<(), StoreError> {
        self.execute(
            "UPDATE staff SET active = $2 WHERE id = $1",
            args![id, active],
        )
    }

    fn set_staff_role(&self, id: i64, role: Role) -> Result<(), StoreError> {
        self.execute("UPDATE staff SET role = $2 WHERE id = $1", args![id, role])
    }

    fn pin(&self, id: i64) -> Result<Option<String>, StoreError> {
        Ok(self
            .opt("SELECT pin_hash FROM staff WHERE id = $1", args![id], |r| {
                get::<Option<String>>(r, 0)
            })?
            .flatten())
    }

    fn set_pin(&self, id: i64, hash: &str) -> Result<(), StoreError> {
        self.execute(
            "UPDATE staff SET pin_hash = $2, failed_pins = 0, locked_until = NULL WHERE id = $1",
            args![id, hash],
        )
    }

    fn staff_language(&self, id: i64) -> Result<Option<Language>, StoreError> {
        Ok(self
            .opt(
                "SELECT language FROM staff_languages WHERE staff_id = $1 ORDER BY id DESC LIMIT 1",
                args![id],
                |r| get::<Option<Language>>(r, 0),
            )?
            .flatten())
    }

    fn insert_staff_language(
        &self,
        id: i64,
        language: Option<Language>,
        at: &str,
        by: i64,
    ) -> Result<(), StoreError> {
        self.execute(
            "INSERT INTO staff_languages (staff_id, language, set_at, set_by)
             VALUES ($1, $2, $3, $4)",
            args![id, language, at, by],
        )
    }

    fn set_pin_failures(
        &self,
        id: i64,
        failed: i64,
        locked_until: Option<&str>,
    ) -> Result<(), StoreError> {
        self.execute(
            "UPDATE staff SET failed_pins = $2, locked_until = $3 WHERE id = $1",
            args![id, failed, locked_until],
        )
    }

    fn insert_sign_in(&self, a: &NewSignIn<'_>) -> Result<(), StoreError> {
        self.execute(
            "INSERT INTO sign_ins (staff_id, name, at, outcome, station)
             VALUES ($1, $2, $3, $4, $5)",
            args![a.staff_id, a.name, a.at, a.outcome, a.station],
        )
    }
}
