//! The collection rate schedule as the floor sees it.

use chrono::{DateTime, Utc};
use serde::Serialize;

use crate::money::format_dollars;
use crate::{Room, RoomError};

/// How the house collects for a game.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, specta::Type)]
#[serde(rename_all = "snake_case")]
pub enum CollectionMode {
    /// From each seated player at every collection time.
    Time,
    /// From each pot when the blinds are in, before the deal.
    PotDrop,
}

/// Which tables a schedule row covers.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, specta::Type)]
#[serde(rename_all = "snake_case")]
pub enum StakeStructure {
    /// Limit tables whose small and big bet lie within the band.
    Limit,
    NoLimit,
    PotLimit,
}

/// One rate in effect.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, specta::Type)]
pub struct RateDto {
    pub id: i64,
    pub game: String,
    pub game_name: String,
    pub structure: StakeStructure,
    pub min_limit_cents: Option<i64>,
    pub max_limit_cents: Option<i64>,
    /// The band as the floor says it: `$4.00-$20.00`, `No limit`.
    pub stakes: String,
    pub mode: CollectionMode,
    pub amount_cents: i64,
    pub interval_minutes: Option<i64>,
    /// `per player every 30 minutes`, `from the pot before the deal`.
    pub basis: String,
    pub effective_from: String,
}

/// A game the room spreads.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, specta::Type)]
pub struct GameDto {
    pub code: String,
    pub name: String,
}

/// The schedule in effect at a moment, and the games whose tables need a manager's rate.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, specta::Type)]
pub struct RateSchedule {
    pub at: String,
    pub rates: Vec<RateDto>,
    pub unrated_games: Vec<GameDto>,
}

/// The text form of a UTC time in the database and over IPC.
pub(crate) fn db_time(at: DateTime<Utc>) -> String {
    at.format("%Y-%m-%dT%H:%M:%SZ").to_string()
}

impl Room {
    /// The rates in effect at `at`.
    pub fn rate_schedule(&self, at: DateTime<Utc>) -> Result<RateSchedule, RoomError> {
        let at = db_time(at);
        let rates = self
            .store
            .rates_in_effect(&at)?
            .into_iter()
            .map(rate_dto)
            .collect::<Result<Vec<_>, _>>()?;
        let unrated_games = self
            .store
            .games()?
            .into_iter()
            .filter(|g| !rates.iter().any(|r| r.game == g.code))
            .map(|g| GameDto {
                code: g.code,
                name: g.name,
            })
            .collect();
        Ok(RateSchedule {
            at,
            rates,
            unrated_games,
        })
    }
}

fn rate_dto(row: cardroom_store::RateRow) -> Result<RateDto, RoomError> {
    let bad = |what: &str, value: &str| RoomError::BadData {
        detail: format!("rate {} has unknown {what} {value:?}", row.id),
    };
    let structure = match row.structure.as_str() {
        "limit" => StakeStructure::Limit,
        "no_limit" => StakeStructure::NoLimit,
        "pot_limit" => StakeStructure::PotLimit,
        other => return Err(bad("structure", other)),
    };
    let mode = match row.mode.as_str() {
        "time" => CollectionMode::Time,
        "pot_drop" => CollectionMode::PotDrop,
        other => return Err(bad("mode", other)),
    };
    let stakes = match (structure, row.min_limit_cents, row.max_limit_cents) {
        (StakeStructure::Limit, Some(lo), Some(hi)) => {
            format!("{}-{}", format_dollars(lo), format_dollars(hi))
        }
        (StakeStructure::NoLimit, ..) => "No limit".to_string(),
        (StakeStructure::PotLimit, ..) => "Pot limit".to_string(),
        (StakeStructure::Limit, ..) => return Err(bad("band", "without bounds")),
    };
    let basis = match (mode, row.interval_minutes) {
        (CollectionMode::Time, Some(minutes)) => format!("per player every {minutes} minutes"),
        (CollectionMode::Time, None) => return Err(bad("interval", "none")),
        (CollectionMode::PotDrop, _) => "from the pot before the deal".to_string(),
    };
    Ok(RateDto {
        id: row.id,
        game: row.game,
        game_name: row.game_name,
        structure,
        min_limit_cents: row.min_limit_cents,
        max_limit_cents: row.max_limit_cents,
        stakes,
        mode,
        amount_cents: row.amount_cents,
        interval_minutes: row.interval_minutes,
        basis,
        effective_from: row.effective_from,
    })
}
