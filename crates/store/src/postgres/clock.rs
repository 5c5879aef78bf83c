//! The clock's watermark: the latest time any use case wrote.

use super::{PgTx, get};
use crate::StoreError;
use crate::port::ClockStore;

impl ClockStore for PgTx<'_> {
    fn clock_watermark(&self) -> Result<Option<String>, StoreError> {
        self.opt(
            "SELECT last_at FROM clock_watermark WHERE only_row = 1",
            &[],
        )?
        .map(|r| get(&r, 0))
        .transpose()
    }

    fn set_clock_watermark(&self, at: &str) -> Result<(), StoreError> {
        self.exec(
            "INSERT INTO clock_watermark (only_row, last_at) VALUES (1, $1)
             ON CONFLICT (only_row) DO UPDATE SET last_at = excluded.last_at",
            &[&at],
        )?;
        Ok(())
    }
}
