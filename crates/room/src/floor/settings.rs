//! The house's floor settings: the call timer and what a missed call costs, the sit-out
//! limit, the dealers' down and break, and how many players start a new game.

use cardroom_store::port::*;
use serde::{Deserialize, Serialize};

use crate::usecase::{At, UseCase};
use crate::{Room, RoomError};

/// The floor settings. Defaults (until a floor manager saves them): a five-minute call, a
/// missed call to the bottom of the list, a seat picked up after 30 minutes sitting out,
/// 30-minute downs, 20-minute breaks after three downs, a $25.00 variance threshold for the
/// cage's count, and a gaming day from 06:00.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, specta::Type)]
pub struct FloorSettings {
    /// Minutes a called player has to take his seat (1 to 60).
    pub call_minutes: i64,
    /// What happens to a player who does not answer in time.
    pub call_timeout: CallTimeout,
    /// Minutes a player may sit out before the board flags his seat for pick-up (5 to 240).
    pub sit_out_limit_minutes: i64,
    /// Minutes a dealer stays in the box (20 to 30).
    pub down_minutes: i64,
    /// Minutes of a dealer's break (5 to 60).
    pub break_minutes: i64,
    /// Downs a dealer deals between breaks (1 to 10).
    pub downs_before_break: i64,
    /// Players a waiting list needs before the board offers a new table, per game.
    pub start_players: Vec<StartPlayers>,
    /// A drop box whose count differs from what the room recorded by more than this needs a
    /// written explanation before the cage counter-signs the shift (0 to $10,000.00).
    pub variance_threshold_cents: i64,
    /// When the house's gaming day starts, in minutes after local midnight (0 to 1439; 360:
    /// 06:00). A gaming day runs 24 hours from there ([`crate::gaming_day`]).
    pub gaming_day_starts_minutes: i64,
    /// Seconds a table station waits between hands, with no one touching it, before it goes
    /// back to the dealers' sign-in (30 to 1800; 120 until set).
    pub station_idle_seconds: i64,
    /// Minutes the floor's and the cage's desks stay idle before they lock to the sign-in of
    /// the same person (1 to 60; 5 until set).
    pub desk_lock_minutes: i64,
    /// Cash paid in or out at a table of this much or more, in one transaction, goes to the
    /// multiple transaction log (Title 31; $100.00 to $10,000.00, $3,000.00 until set).
    pub mtl_threshold_cents: i64,
    /// Whether a player who declines the seat offered from the seat-change list loses his
    /// place (the usual rule, until set) or keeps it.
    pub seat_change_decline: SeatChangeDecline,
    /// Where the players of a broken table go on their game's list: ahead of everyone waiting
    /// (until set), or after.
    pub broken_table_players: BrokenTablePlace,
}

/// The multiple transaction log's threshold until the house sets one: $3,000.00.
pub const DEFAULT_MTL_THRESHOLD_CENTS: i64 = 300_000;

/// How long a table station waits between hands until the house sets it: two minutes.
pub const DEFAULT_STATION_IDLE_SECONDS: i64 = 120;

/// How long a desk stays idle before it locks until the house sets it: five minutes.
pub const DEFAULT_DESK_LOCK_MINUTES: i64 = 5;

pub use crate::gaming_day::DEFAULT_STARTS_MINUTES as DEFAULT_GAMING_DAY_STARTS_MINUTES;

/// The variance a drop box may show without an explanation until the house sets one: $25.00.
pub const DEFAULT_VARIANCE_THRESHOLD_CENTS: i64 = 2500;

/// Players a list of this game needs to start a new table.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, specta::Type)]
pub struct StartPlayers {
    pub game: GameCode,
    /// 2 to 10.
    pub players: i64,
}

/// The usual number to start a game: five for the flop games, four for the draw games and
/// Pan, one box for the banked game (it plays against the house) ([`crate::GameSpec`]).
pub(crate) fn default_start(game: GameCode) -> i64 {
    crate::game_spec(game).start_players
}

impl FloorSettings {
    pub(crate) fn start_for(&self, game: GameCode) -> i64 {
        self.start_players
            .iter()
            .find(|s| s.game == game)
            .map_or_else(|| default_start(game), |s| s.players)
    }

    fn check(&self) -> Result<(), RoomError> {
        let within = |what: &str, v: i64, lo: i64, hi: i64| {
            if (lo..=hi).contains(&v) {
                Ok(())
            } else {
                Err(RoomError::invalid(what, format!("give {lo} to {hi}")))
            }
        };
        within("call minutes", self.call_minutes, 1, 60)?;
        within("sit-out limit", self.sit_out_limit_minutes, 5, 240)?;
        within("minutes in the box", self.down_minutes, 20, 30)?;
        within("break minutes", self.break_minutes, 5, 60)?;
        within("downs before a break", self.downs_before_break, 1, 10)?;
        within(
            "variance threshold (cents)",
            self.variance_threshold_cents,
            0,
            1_000_000,
        )?;
        within(
            "gaming day start (minutes after midnight)",
            self.gaming_day_starts_minutes,
            0,
            24 * 60 - 1,
        )?;
        within("station idle seconds", self.station_idle_seconds, 30, 1800)?;
        within("desk lock minutes", self.desk_lock_minutes, 1, 60)?;
        within(
            "multiple transaction log threshold (cents)",
            self.mtl_threshold_cents,
            10_000,
            1_000_000,
        )?;
        for s in &self.start_players {
            within("players to start a game", s.players, 2, 10)?;
        }
        Ok(())
    }
}

/// The settings in force: the saved ones, or the defaults.
pub(crate) fn floor_settings(tx: &dyn Tx) -> Result<FloorSettings, RoomError> {
    let saved = tx.floor_settings()?;
    let starts = tx.start_players()?;
    let row = saved.unwrap_or(FloorSettingsRow {
        call_minutes: 5,
        call_timeout: CallTimeout::Bottom,
        sit_out_limit_minutes: 30,
        down_minutes: 30,
        break_minutes: 20,
        downs_before_break: 3,
        variance_threshold_cents: DEFAULT_VARIANCE_THRESHOLD_CENTS,
        gaming_day_starts_minutes: DEFAULT_GAMING_DAY_STARTS_MINUTES,
        station_idle_seconds: DEFAULT_STATION_IDLE_SECONDS,
        desk_lock_minutes: DEFAULT_DESK_LOCK_MINUTES,
        mtl_threshold_cents: DEFAULT_MTL_THRESHOLD_CENTS,
        seat_change_decline: SeatChangeDecline::Loses,
        broken_table_players: BrokenTablePlace::Top,
    });
    Ok(FloorSettings {
        call_minutes: row.call_minutes,
        call_timeout: row.call_timeout,
        sit_out_limit_minutes: row.sit_out_limit_minutes,
        down_minutes: row.down_minutes,
        break_minutes: row.break_minutes,
        downs_before_break: row.downs_before_break,
        variance_threshold_cents: row.variance_threshold_cents,
        gaming_day_starts_minutes: row.gaming_day_starts_minutes,
        station_idle_seconds: row.station_idle_seconds,
        desk_lock_minutes: row.desk_lock_minutes,
        mtl_threshold_cents: row.mtl_threshold_cents,
        seat_change_decline: row.seat_change_decline,
        broken_table_players: row.broken_table_players,
        start_players: crate::GAMES
            .iter()
            .map(|spec| StartPlayers {
                game: spec.code,
                players: starts
                    .iter()
                    .find(|(g, _)| *g == spec.code)
                    .map_or_else(|| default_start(spec.code), |(_, n)| *n),
            })
            .collect(),
    })
}

impl Room {
    /// The floor settings in force.
    pub fn floor_settings(&self) -> Result<FloorSettings, RoomError> {
        self.read(|tx, _| floor_settings(tx))
    }

    /// Saves the floor settings (a floor manager's). A call already made keeps the timer and
    /// the timeout it was made with.
    pub fn set_floor_settings(
        &self,
        actor: i64,
        settings: &FloorSettings,
    ) -> Result<FloorSettings, RoomError> {
        settings.check()?;
        self.write(actor, UseCase::SetFloorSettings, At::Room, |tx, ctx| {
            tx.save_floor_settings(
                &FloorSettingsRow {
                    call_minutes: settings.call_minutes,
                    call_timeout: settings.call_timeout,
                    sit_out_limit_minutes: settings.sit_out_limit_minutes,
                    down_minutes: settings.down_minutes,
                    break_minutes: settings.break_minutes,
                    downs_before_break: settings.downs_before_break,
                    variance_threshold_cents: settings.variance_threshold_cents,
                    gaming_day_starts_minutes: settings.gaming_day_starts_minutes,
                    station_idle_seconds: settings.station_idle_seconds,
                    desk_lock_minutes: settings.desk_lock_minutes,
                    mtl_threshold_cents: settings.mtl_threshold_cents,
                    seat_change_decline: settings.seat_change_decline,
                    broken_table_players: settings.broken_table_players,
                },
                &ctx.at,
                ctx.actor.id,
            )?;
            for s in &settings.start_players {
                tx.save_start_players(s.game, s.players, &ctx.at, ctx.actor.id)?;
            }
            floor_settings(tx)
        })
    }
}
