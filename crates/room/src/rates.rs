//! The collection rate schedule as the floor sees it.

use chrono::{DateTime, Utc};
use serde::Serialize;

use cardroom_store::port::*;

use crate::clock::db_time;
use crate::money::format_dollars;
use crate::values::{Interval, Stake};
use crate::{Room, RoomError};

/// One rate in effect.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, specta::Type)]
pub struct RateDto {
    pub id: i64,
    pub game: GameCode,
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
    pub code: GameCode,
    pub name: String,
}

/// The schedule in effect at a moment, and the games whose tables need a manager's rate.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, specta::Type)]
pub struct RateSchedule {
    pub at: String,
    pub rates: Vec<RateDto>,
    pub unrated_games: Vec<GameDto>,
}

impl Room {
    /// The rates in effect now (the room's clock).
    pub fn rate_schedule(&self) -> Result<RateSchedule, RoomError> {
        self.rate_schedule_at(self.clock.now())
    }

    /// The rates in effect at `at` (a time the user names: past or future schedules).
    pub fn rate_schedule_at(&self, at: DateTime<Utc>) -> Result<RateSchedule, RoomError> {
        self.read(|tx, _| schedule_in(tx, at))
    }
}

fn schedule_in(tx: &dyn Tx, at: DateTime<Utc>) -> Result<RateSchedule, RoomError> {
    {
        let at = db_time(at);
        let rates = tx
            .rates_in_effect(&at)?
            .into_iter()
            .map(rate_dto)
            .collect::<Result<Vec<_>, _>>()?;
        let unrated_games = tx
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
    let (structure, mode) = (row.structure, row.mode);
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

/// A rate a floor manager adds to the schedule.
#[derive(Debug, Clone, PartialEq, Eq, serde::Deserialize, Serialize, specta::Type)]
pub struct NewRateRequest {
    pub game: GameCode,
    pub structure: StakeStructure,
    /// The band, for `limit`: a table's small and big bet must lie within it.
    pub min_limit_cents: Option<i64>,
    pub max_limit_cents: Option<i64>,
    pub amount_cents: i64,
    /// For time-collected games; 30 when absent.
    pub interval_minutes: Option<i64>,
    /// RFC 3339; not before now, so no collection already taken changes.
    pub effective_from: String,
}

impl Room {
    /// Adds a rate to the schedule from a time on. It supersedes the rate of the same game
    /// and band from then; nothing already collected changes.
    pub fn add_rate(&self, actor: i64, req: &NewRateRequest) -> Result<RateDto, RoomError> {
        let from = crate::clock::parse_db_time(&req.effective_from).ok_or_else(|| {
            RoomError::invalid("effective from", "give a time such as 2026-12-01T00:00:00Z")
        })?;
        let amount = Stake::new("amount", req.amount_cents)?;
        let interval = req.interval_minutes.map(Interval::new).transpose()?;
        let band = match (req.structure, req.min_limit_cents, req.max_limit_cents) {
            (StakeStructure::Limit, Some(lo), Some(hi)) => {
                let (lo, hi) = (Stake::new("band low", lo)?, Stake::new("band high", hi)?);
                if lo > hi {
                    return Err(RoomError::invalid("band", "give the low limit first"));
                }
                (Some(lo.cents()), Some(hi.cents()))
            }
            (StakeStructure::Limit, ..) => {
                return Err(RoomError::invalid(
                    "band",
                    "a limit rate needs a low and a high limit, low first",
                ));
            }
            _ => (None, None),
        };
        let id = self.write(
            actor,
            crate::usecase::UseCase::AddRate,
            crate::usecase::At::Room,
            |tx, ctx| {
                if db_time(from) < ctx.at {
                    return Err(RoomError::invalid(
                        "effective from",
                        "a new rate starts now or later",
                    ));
                }
                let game = tx
                    .games()?
                    .into_iter()
                    .find(|g| g.code == req.game)
                    .ok_or_else(|| RoomError::UnknownGame {
                        code: req.game.to_string(),
                    })?;
                let time = game.collection_mode == CollectionMode::Time;
                let band_words = match band {
                    (Some(lo), Some(hi)) => format!(
                        " {}-{}",
                        crate::money::format_dollars(lo),
                        crate::money::format_dollars(hi)
                    ),
                    _ => String::new(),
                };
                ctx.note.replace(Some(format!(
                    "{} {}{band_words}: {} from {}",
                    game.name,
                    req.structure.as_str().replace('_', " "),
                    crate::money::format_dollars(amount.cents()),
                    db_time(from)
                )));
                Ok(tx.insert_rate(&cardroom_store::NewRate {
                    game: game.code,
                    structure: req.structure,
                    min_limit_cents: band.0,
                    max_limit_cents: band.1,
                    mode: game.collection_mode,
                    amount_cents: amount.cents(),
                    interval_minutes: time.then(|| interval.map_or(30, Interval::minutes)),
                    effective_from: db_time(from),
                    created_by: ctx.actor.name.clone(),
                    created_at: ctx.at.clone(),
                })?)
            },
        )?;
        let schedule = self.rate_schedule_at(from)?;
        schedule
            .rates
            .into_iter()
            .find(|r| r.id == id)
            .ok_or(RoomError::BadData {
                detail: format!("rate {id} was not stored"),
            })
    }
}
