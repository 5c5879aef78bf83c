//! The clock's watermark: the latest time any use case wrote.

use rusqlite::OptionalExtension;

use super::SqliteTx;
use crate::StoreError;
use crate::port::{ClockStore, NewWrite};

impl ClockStore for SqliteTx<'_> {
    fn clock_watermark(&self) -> Result<Option<String>, StoreError> {
        Ok(self
            .tx
            .query_row(
                "SELECT last_at FROM clock_watermark WHERE only_row = 1",
                [],
                |r| r.get(0),
            )
            .optional()?)
    }

    fn set_clock_watermark(&self, at: &str) -> Result<(), StoreError> {
        self.tx
            .prepare_cached(
                "INSERT INTO clock_watermark (only_row, last_at) VALUES (1, ?1)
             ON CONFLICT (only_row) DO UPDATE SET last_at = excluded.last_at",
            )?
            .execute([at])?;
        Ok(())
    }

    fn insert_write(&self, w: &NewWrite<'_>) -> Result<(), StoreError> {
        self.tx
            .prepare_cached(
                "INSERT INTO writes (at, staff_id, use_case, table_id, hand_id, station)
                 VALUES (?1, ?2, ?3, ?4, ?5, ?6)",
            )?
            .execute(rusqlite::params![
                w.at, w.staff_id, w.use_case, w.table_id, w.hand_id, w.station
            ])?;
        Ok(())
    }
}
