//! Card tables and their settings.

use super::vocab::{Betting, ButtonRule, GameCode, RateSource, TableCollection};
use crate::StoreError;

/// A table as stored. Amounts in cents.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct TableRow {
    pub id: i64,
    pub name: String,
    pub game: GameCode,
    pub structure: Betting,
    pub small_blind_cents: i64,
    pub big_blind_cents: i64,
    pub ante_cents: i64,
    pub small_bet_cents: i64,
    pub big_bet_cents: i64,
    pub chip_unit_cents: i64,
    pub max_bets_per_round: i64,
    pub seat_limit: i64,
    pub button_rule: ButtonRule,
    pub collection_mode: TableCollection,
    pub rate_source: RateSource,
    pub manager_rate_cents: Option<i64>,
    pub collection_interval_minutes: i64,
    pub no_flop_no_drop: bool,
    pub settings: String,
    pub button_seat: Option<i64>,
    pub last_big_blind_seat: Option<i64>,
    pub opened_at: String,
    pub opened_by: i64,
    pub closed_at: Option<String>,
}

/// A table to open. `id`, `button_seat`, `closed_at` are ignored.
pub type NewTable = TableRow;

/// table queries: the part of the storage interface the room uses for them.
pub trait TableStore {
    fn insert_table(&self, t: &NewTable) -> Result<i64, StoreError>;

    fn table(&self, id: i64) -> Result<Option<TableRow>, StoreError>;

    /// Open tables, and with `include_closed` the closed ones too, by id.
    fn tables(&self, include_closed: bool) -> Result<Vec<TableRow>, StoreError>;

    /// Tables open at any moment of [from, to).
    fn tables_open_during(&self, from: &str, to: &str) -> Result<Vec<TableRow>, StoreError>;

    fn close_table(&self, id: i64, at: &str, by: i64) -> Result<(), StoreError>;

    fn set_button(&self, table_id: i64, seat: Option<i64>) -> Result<(), StoreError>;

    /// Records the big blind's seat of the hand just played (the dead-button rule's anchor).
    fn set_last_big_blind(&self, table_id: i64, seat: Option<i64>) -> Result<(), StoreError>;

    fn insert_button_draw(
        &self,
        table_id: i64,
        cards_json: &str,
        winner_seat: i64,
        at: &str,
        by: i64,
    ) -> Result<(), StoreError>;
}
