//! Staff: floor managers and dealers.

use rusqlite::{OptionalExtension, Row, params};

use super::SqliteTx;
use crate::StoreError;
use crate::port::*;

const COLUMNS: &str = "id, name, role, active, pin_hash IS NOT NULL, failed_pins, locked_until";

fn staff_row(r: &Row<'_>) -> rusqlite::Result<StaffRow> {
    Ok(StaffRow {
        id: r.get(0)?,
        name: r.get(1)?,
        role: r.get(2)?,
        active: r.get(3)?,
        has_pin: r.get(4)?,
        failed_pins: r.get(5)?,
        locked_until: r.get(6)?,
    })
}

impl StaffStore for SqliteTx<'_> {
    fn staff_count(&self) -> Result<i64, StoreError> {
        Ok(self
            .tx
            .query_row("SELECT count(*) FROM staff", [], |r| r.get(0))?)
    }

    fn staff(&self, id: i64) -> Result<Option<StaffRow>, StoreError> {
        let sql = format!("SELECT {COLUMNS} FROM staff WHERE id = ?1");
        Ok(self
            .tx
            .prepare_cached(&sql)?
            .query_row([id], staff_row)
            .optional()?)
    }

    fn list_staff(&self) -> Result<Vec<StaffRow>, StoreError> {
        let sql = format!("SELECT {COLUMNS} FROM staff ORDER BY role, name");
        let mut stmt = self.tx.prepare_cached(&sql)?;
        let rows = stmt.query_map([], staff_row)?;
        Ok(rows.collect::<Result<_, _>>()?)
    }

    fn insert_staff(
        &self,
        name: &str,
        role: Role,
        at: &str,
        by: Option<i64>,
    ) -> Result<i64, StoreError> {
        self.tx.prepare_cached("INSERT INTO staff (name, role, active, created_at, created_by) VALUES (?1, ?2, 1, ?3, ?4)")?.execute(params![name, role, at, by],
        )?;
        Ok(self.tx.last_insert_rowid())
    }

    fn set_staff_active(&self, id: i64, active: bool) -> Result<(), StoreError> {
        self.tx
            .prepare_cached("UPDATE staff SET active = ?2 WHERE id = ?1")?
            .execute(params![id, active])?;
        Ok(())
    }

    fn set_staff_role(&self, id: i64, role: Role) -> Result<(), StoreError> {
        self.tx
            .prepare_cached("UPDATE staff SET role = ?2 WHERE id = ?1")?
            .execute(params![id, role])?;
        Ok(())
    }

    fn pin(&self, id: i64) -> Result<Option<String>, StoreError> {
        Ok(self
            .tx
            .prepare_cached("SELECT pin_hash FROM staff WHERE id = ?1")?
            .query_row([id], |r| r.get(0))
            .optional()?
            .flatten())
    }

    fn set_pin(&self, id: i64, hash: &str) -> Result<(), StoreError> {
        self.tx
            .prepare_cached(
                "UPDATE staff SET pin_hash = ?2, failed_pins = 0, locked_until = NULL WHERE id = ?1",
            )?
            .execute(params![id, hash])?;
        Ok(())
    }

    fn set_pin_failures(
        &self,
        id: i64,
        failed: i64,
        locked_until: Option<&str>,
    ) -> Result<(), StoreError> {
        self.tx
            .prepare_cached("UPDATE staff SET failed_pins = ?2, locked_until = ?3 WHERE id = ?1")?
            .execute(params![id, failed, locked_until])?;
        Ok(())
    }

    fn insert_sign_in(&self, a: &NewSignIn<'_>) -> Result<(), StoreError> {
        self.tx
            .prepare_cached(
                "INSERT INTO sign_ins (staff_id, name, at, outcome, station)
                 VALUES (?1, ?2, ?3, ?4, ?5)",
            )?
            .execute(params![a.staff_id, a.name, a.at, a.outcome, a.station])?;
        Ok(())
    }
}
