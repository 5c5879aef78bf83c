//! Transactions: every use case reads and writes through one `Tx`, committed only when the
//! whole use case succeeded, so a crash or an error never leaves half of it written.

use crate::StoreError;

/// clock queries: the part of the storage interface the room uses for them.
pub trait ClockStore {
    /// The latest time any use case wrote, if any.
    fn clock_watermark(&self) -> Result<Option<String>, StoreError>;

    fn set_clock_watermark(&self, at: &str) -> Result<(), StoreError>;
}
