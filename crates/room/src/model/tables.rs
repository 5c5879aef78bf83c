//! A table as the use cases read it: loading it (open or not), its game settings, the rate it
//! owes, and the banked game's configuration from its stakes.

use cardroom_engine::joker_draw::JokerDrawConfig;
use cardroom_store::TableRow;
use cardroom_store::port::*;
use serde::{Deserialize, Serialize};

use crate::RoomError;

/// Low Ball's sevens (and check-raise) rule penalty, a table setting.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Serialize, Deserialize, specta::Type)]
#[serde(rename_all = "snake_case")]
pub enum SevensRule {
    /// The offender wins only the pot before the draw; later bets go back.
    #[default]
    VoidPostDraw,
    /// The offender loses the pot to the next best hand.
    ForfeitPot,
}

/// The game settings kept in a table's `settings` (JSON).
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Serialize, Deserialize)]
pub(crate) struct GameSettings {
    #[serde(default)]
    pub joker: bool,
    #[serde(default)]
    pub sevens_penalty: SevensRule,
    #[serde(default)]
    pub required_kill: bool,
    #[serde(default)]
    pub min_buy_in_cents: Option<i64>,
    #[serde(default)]
    pub max_buy_in_cents: Option<i64>,
}

impl GameSettings {
    pub(crate) fn of(table: &TableRow) -> Result<GameSettings, RoomError> {
        serde_json::from_str(&table.settings).map_err(|e| RoomError::BadData {
            detail: format!("table {} settings: {e}", table.id),
        })
    }
}

/// The rate a table owes at `at`: (schedule row id or none for the manager's, cents).
pub(crate) fn rate_at(
    tx: &dyn Tx,
    t: &TableRow,
    at: &str,
) -> Result<Option<(Option<i64>, i64)>, RoomError> {
    if let Some(cents) = t.manager_rate_cents {
        return Ok(Some((None, cents)));
    }
    let rate = tx.rates_in_effect(at)?.into_iter().find(|r| {
        r.game == t.game
            && match (r.structure, t.structure) {
                (StakeStructure::NoLimit, Betting::NoLimit)
                | (StakeStructure::PotLimit, Betting::PotLimit) => true,
                (StakeStructure::Limit, Betting::FixedLimit) => {
                    match (r.min_limit_cents, r.max_limit_cents) {
                        (Some(lo), Some(hi)) => lo <= t.small_bet_cents && t.big_bet_cents <= hi,
                        _ => false,
                    }
                }
                _ => false,
            }
    });
    Ok(rate.map(|r| (Some(r.id), r.amount_cents)))
}

pub(crate) fn load_table(tx: &dyn Tx, id: i64) -> Result<TableRow, RoomError> {
    tx.table(id)?.ok_or(RoomError::UnknownTable { id })
}

pub(crate) fn load_open_table(tx: &dyn Tx, id: i64) -> Result<TableRow, RoomError> {
    let table = load_table(tx, id)?;
    if table.closed_at.is_some() {
        return Err(RoomError::TableClosed { name: table.name });
    }
    Ok(table)
}

/// A Draw Poker with Joker table's settings: its small and big bet are the lowest and
/// highest ante and BONUS; the payout and BONUS tables are the house defaults (RULINGS.md).
pub(crate) fn table_config(small_bet: i64, big_bet: i64) -> JokerDrawConfig {
    JokerDrawConfig {
        min_ante: small_bet,
        max_ante: big_bet,
        min_bonus: small_bet,
        max_bonus: big_bet,
        ..JokerDrawConfig::default()
    }
}
