//! The clock's watermark: the latest time any use case wrote.

use rusqlite::OptionalExtension;

use super::SqliteTx;
use crate::StoreError;
use crate::port::ClockStore;

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
}
