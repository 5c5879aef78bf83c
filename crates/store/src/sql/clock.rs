//! The clock's watermark: the latest time any use case wrote.

use super::{Db, args, get};
use crate::StoreError;
use crate::port::ClockStore;

impl<D: Db> ClockStore for D {
    fn clock_watermark(&self) -> Result<Option<String>, StoreError> {
        self.opt(
            "SELECT last_at FROM clock_watermark WHERE only_row = 1",
            args![],
            |r| get(r, 0),
        )
    }

    fn set_clock_watermark(&self, at: &str) -> Result<(), StoreError> {
        self.execute(
            "INSERT INTO clock_watermark (only_row, last_at) VALUES (1, $1)
             ON CONFLICT (only_row) DO UPDATE SET last_at = excluded.last_at",
            args![at],
        )
    }
}
