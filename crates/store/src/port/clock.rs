//! Transactions: every use case reads and writes through one `Tx`, committed only when the
//! whole use case succeeded, so a crash or an error never leaves half of it written.

use super::vocab::Station;
use crate::StoreError;

/// One committed change, recorded with where it was made.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct NewWrite<'a> {
    pub at: &'a str,
    pub staff_id: Option<i64>,
    pub use_case: &'a str,
    pub table_id: Option<i64>,
    pub hand_id: Option<i64>,
    pub station: Station,
}

/// clock queries: the part of the storage interface the room uses for them.
pub trait ClockStore {
    /// The latest time any use case wrote, if any.
    fn clock_watermark(&self) -> Result<Option<String>, StoreError>;

    fn set_clock_watermark(&self, at: &str) -> Result<(), StoreError>;

    /// Records a committed change and the station it came from.
    fn insert_write(&self, write: &NewWrite<'_>) -> Result<(), StoreError>;
}
