//! The collection rate schedule.

use super::vocab::{CollectionMode, GameCode, StakeStructure};
use crate::StoreError;

/// One row of the schedule, as stored.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct RateRow {
    pub id: i64,
    pub game: GameCode,
    pub game_name: String,
    pub structure: StakeStructure,
    pub min_limit_cents: Option<i64>,
    pub max_limit_cents: Option<i64>,
    pub mode: CollectionMode,
    pub amount_cents: i64,
    pub interval_minutes: Option<i64>,
    pub effective_from: String,
    pub created_by: String,
}

/// A game the room spreads.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct GameRow {
    pub code: GameCode,
    pub name: String,
    pub collection_mode: CollectionMode,
}

/// A rate to add to the schedule. Rows are never edited: a new row for the same band
/// supersedes the old one from its `effective_from` on.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct NewRate {
    pub game: GameCode,
    pub structure: StakeStructure,
    pub min_limit_cents: Option<i64>,
    pub max_limit_cents: Option<i64>,
    pub mode: CollectionMode,
    pub amount_cents: i64,
    pub interval_minutes: Option<i64>,
    pub effective_from: String,
    pub created_by: String,
    pub created_at: String,
}

/// rate queries: the part of the storage interface the room uses for them.
pub trait RateStore {
    fn rates_in_effect(&self, at: &str) -> Result<Vec<RateRow>, StoreError>;

    fn games(&self) -> Result<Vec<GameRow>, StoreError>;

    /// Appends a rate row; returns its id.
    fn insert_rate(&self, rate: &NewRate) -> Result<i64, StoreError>;
}
