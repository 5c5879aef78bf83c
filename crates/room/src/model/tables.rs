//! A table as the use cases read it: loading it (open or not), its game settings, the rate it
//! owes, and the banked game's configuration from its stakes.

use cardroom_engine::joker_draw::JokerDrawConfig;
use cardroom_store::TableRow;
use cardroom_store::port::*;
use serde::{Deserialize, Serialize};

use crate::RoomError;
use crate::usecase::{At, Ctx, UseCase};

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

/// The game settings kept in a table's `settings` (JSON); a setting not kept is its default.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default)]
pub(crate) struct GameSettings {
    pub joker: bool,
    pub sevens_penalty: SevensRule,
    pub required_kill: bool,
    pub min_buy_in_cents: Option<i64>,
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

impl crate::Room {
    /// A use case at one open table: the frame's write ([`Room::write`](crate::Room)) at the
    /// table, with the table loaded (refused when it is unknown or closed).
    pub(crate) fn write_at_table<T, W>(
        &self,
        actor: i64,
        case: UseCase,
        table_id: i64,
        work: W,
    ) -> Result<T, RoomError>
    where
        W: FnOnce(&dyn Tx, &Ctx, TableRow) -> Result<T, RoomError>,
    {
        self.write(actor, case, At::Table(table_id), |tx, ctx| {
            work(tx, ctx, load_open_table(tx, table_id)?)
        })
    }
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
