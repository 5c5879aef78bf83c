//! What the collection report reads: the money of a range of time summed by table, dealer and
//! period in the database, so a year's report reads thousands of sums, not millions of rows.

use super::{CollectionStatus, NotPaidReason, TimeCollectionRow};
use crate::StoreError;

/// How a report groups time: by half hour (a shift, a day or two) or by day (longer ranges).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Period {
    HalfHour,
    Day,
}

/// A sum over one table, dealer and period (its start, in the stored time format).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PeriodSum {
    pub table_id: i64,
    pub dealer_id: Option<i64>,
    pub period: String,
    pub count: i64,
    pub cents: i64,
}

/// The marked collections' sums, by their mark.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct MarkedSum {
    pub sum: PeriodSum,
    pub status: CollectionStatus,
    pub reason: Option<NotPaidReason>,
}

/// The kind of money a kept sum holds (stored in `report_sums.kind` as `due`, `paid`,
/// `np:<reason>`, `drop`, `banked`, `jackpot` or `hand`; read here, typed, and nowhere else).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum SumKind {
    /// Fell due, not marked.
    Due,
    Paid,
    NotPaid(NotPaidReason),
    Drop,
    /// The house's result of a banked box.
    Banked,
    /// A jackpot's collection from a pot (the players' fund, never the house's).
    Jackpot,
    /// Hands dealt (a count).
    Hand,
}

/// A sum the room keeps as it writes (`report_sums`): one kind of money at one table, dealer
/// and period.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct KeptSum {
    pub sum: PeriodSum,
    pub kind: SumKind,
}

/// report queries: the part of the storage interface the room uses for them.
pub trait ReportStore {
    /// The sums kept for the half hours in [from, to) (both on a half hour), by period.
    fn kept_sums(&self, from: &str, to: &str, period: Period) -> Result<Vec<KeptSum>, StoreError>;

    /// Where the kept sums differ from a recount of the rows: one line each (none: they agree).
    fn kept_sums_astray(&self) -> Result<Vec<String>, StoreError>;

    /// The collections marked paid or not paid that fell due in [from, to), summed.
    fn marked_sums(
        &self,
        from: &str,
        to: &str,
        period: Period,
    ) -> Result<Vec<MarkedSum>, StoreError>;

    /// The collections that fell due in [from, to) and are still unmarked, each.
    fn unmarked_between(&self, from: &str, to: &str) -> Result<Vec<TimeCollectionRow>, StoreError>;

    /// The drops taken in [from, to), summed.
    fn drop_sums(&self, from: &str, to: &str, period: Period)
    -> Result<Vec<PeriodSum>, StoreError>;

    /// The banked boxes settled in [from, to): the house's result summed (count: boxes).
    fn banked_sums(
        &self,
        from: &str,
        to: &str,
        period: Period,
    ) -> Result<Vec<PeriodSum>, StoreError>;

    /// The jackpot collections taken in [from, to), summed (count: hands that gave).
    fn jackpot_sums(
        &self,
        from: &str,
        to: &str,
        period: Period,
    ) -> Result<Vec<PeriodSum>, StoreError>;

    /// The hands started in [from, to), counted (cents: 0).
    fn hand_counts(
        &self,
        from: &str,
        to: &str,
        period: Period,
    ) -> Result<Vec<PeriodSum>, StoreError>;
}
