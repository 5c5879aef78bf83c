//! Seat time: how long each seating sat and sat out, the seats sitting out past the house's
//! limit (picked up in one action), and the report's sections that set time collections
//! against seat time and give each dealer's hours by table and game.

use std::collections::BTreeMap;

use cardroom_store::TableRow;
use cardroom_store::port::*;
use chrono::{DateTime, Duration, Utc};
use serde::Serialize;

use super::settings::floor_settings;
use crate::clock::parse_db_time;
use crate::model::seats::{SeatDto, leave_seat, occupant, seat_dto};
use crate::usecase::UseCase;
use crate::{Room, RoomError};

/// A seating's time in a report's range, against the time collections it paid.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, specta::Type)]
pub struct SeatTimeLine {
    pub table_id: i64,
    pub table_name: String,
    pub seat_no: i64,
    pub player_name: String,
    pub seated_at: String,
    pub left_at: Option<String>,
    /// Minutes seated within the range (sitting out included).
    pub seated_minutes: i64,
    pub sitting_out_minutes: i64,
    /// Collection times that fell while he sat in the game (not sitting out).
    pub expected: i64,
    pub paid: i64,
    /// Marked not paid, with a reason (sitting out, left, comped, new).
    pub excused: i64,
    /// Expected and neither paid nor excused: a missed collection stands out here.
    pub short: i64,
}

/// A dealer's time in the box at one table in a report's range.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, specta::Type)]
pub struct DealerHours {
    pub dealer_id: i64,
    pub dealer_name: String,
    pub table_id: i64,
    pub table_name: String,
    pub game: GameCode,
    pub minutes: i64,
    pub downs: i64,
}

/// A seat sitting out past the house's limit.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, specta::Type)]
pub struct SitOutFlag {
    pub table_id: i64,
    pub seat_no: i64,
    pub player_name: String,
    pub since: String,
    pub minutes: i64,
}

impl Room {
    /// Picks up the seat of a player sitting out past the house's limit: he is unseated in
    /// one action. A player under the limit, or playing, is refused.
    pub fn pick_up_seat(&self, actor: i64, table_id: i64, seat: i64) -> Result<SeatDto, RoomError> {
        self.write_at_table(actor, UseCase::PickUpSeat, table_id, |tx, ctx, table| {
            let player = occupant(tx, &table, seat)?;
            let now = parse_db_time(&ctx.at).unwrap_or_default();
            let limit = floor_settings(tx)?.sit_out_limit_minutes;
            let minutes = tx
                .open_sit_outs()?
                .into_iter()
                .find(|s| s.seating_id == player.id)
                .and_then(|s| parse_db_time(&s.started_at))
                .map(|since| (now - since).num_minutes());
            let Some(minutes) = minutes.filter(|_| player.sitting_out) else {
                return Err(RoomError::AlreadyInState {
                    player: player.player_name,
                    seat,
                    state: "in the game, not sitting out",
                });
            };
            if minutes < limit {
                return Err(RoomError::UnderSitOutLimit {
                    player: player.player_name,
                    minutes,
                    limit,
                });
            }
            if tx.unfinished_hand(table.id)?.is_some() {
                return Err(RoomError::HandInProgress { table: table.name });
            }
            leave_seat(tx, ctx, &player, "left")?;
            Ok(seat_dto(player))
        })
    }
}

/// Marks each seat of the board's tables sitting out with since when, and returns the seats
/// sitting out past the house's limit, and the limit.
pub(crate) fn mark_sit_outs(
    tx: &dyn Tx,
    now: DateTime<Utc>,
    tables: &mut [crate::BoardTable],
) -> Result<(Vec<SitOutFlag>, i64), RoomError> {
    let limit = floor_settings(tx)?.sit_out_limit_minutes;
    let spells: BTreeMap<i64, String> = tx
        .open_sit_outs()?
        .into_iter()
        .map(|s| (s.seating_id, s.started_at))
        .collect();
    let mut flags = Vec::new();
    for t in tables {
        for seat in &mut t.seats {
            seat.sitting_out_since = seat
                .seating_id
                .and_then(|id| spells.get(&id).cloned())
                .filter(|_| seat.sitting_out);
            let Some(since) = &seat.sitting_out_since else {
                continue;
            };
            let minutes = parse_db_time(since).map_or(0, |x| (now - x).num_minutes());
            if minutes >= limit {
                flags.push(SitOutFlag {
                    table_id: seat.table_id,
                    seat_no: seat.seat_no,
                    player_name: seat.player_name.clone(),
                    since: since.clone(),
                    minutes,
                });
            }
        }
    }
    Ok((flags, limit))
}

/// The report's sections of time in [from, to) at the given tables: each seating's against
/// its time collections, and each dealer's in the box (none when the range is unreadable).
pub(crate) fn time_at_tables(
    tx: &dyn Tx,
    tables: &[TableRow],
    from: &str,
    to: &str,
) -> Result<(Vec<SeatTimeLine>, Vec<DealerHours>), RoomError> {
    let (Some(a), Some(b)) = (parse_db_time(from), parse_db_time(to)) else {
        return Ok((Vec::new(), Vec::new()));
    };
    let range = Range { from, to, a, b };
    Ok((
        seat_time(tx, tables, &range)?,
        dealer_hours(tx, tables, &range)?,
    ))
}

/// A report's range [from, to), as stored text and as times.
struct Range<'a> {
    from: &'a str,
    to: &'a str,
    a: DateTime<Utc>,
    b: DateTime<Utc>,
}

impl Range<'_> {
    /// The part of a spell from `start` to `end` (none: still going) within the range; from
    /// the range's start when `start` is unreadable.
    fn clamp(&self, start: &str, end: Option<&str>) -> (DateTime<Utc>, DateTime<Utc>) {
        let start = parse_db_time(start).unwrap_or(self.a).max(self.a);
        let end = end.and_then(parse_db_time).unwrap_or(self.b).min(self.b);
        (start, end)
    }
}

/// Every seating's time in the range at the given tables, against its time collections.
fn seat_time(
    tx: &dyn Tx,
    tables: &[TableRow],
    range: &Range,
) -> Result<Vec<SeatTimeLine>, RoomError> {
    let (from, to) = (range.from, range.to);
    let spells = tx.sit_outs_between(from, to)?;
    let counts: BTreeMap<i64, SeatCollections> = tx
        .seat_collections(from, to)?
        .into_iter()
        .map(|c| (c.seating_id, c))
        .collect();
    let mut out = Vec::new();
    for s in tx.seatings_between(from, to)? {
        let Some(table) = tables.iter().find(|t| t.id == s.table_id) else {
            continue;
        };
        let (start, end) = range.clamp(&s.seated_at, s.left_at.as_deref());
        if end <= start {
            continue;
        }
        let out_spells: Vec<(DateTime<Utc>, DateTime<Utc>)> = spells
            .iter()
            .filter(|p| p.seating_id == s.id)
            .filter_map(|p| {
                let x = parse_db_time(&p.started_at)?.max(start);
                let y = p
                    .ended_at
                    .as_deref()
                    .and_then(parse_db_time)
                    .unwrap_or(end)
                    .min(end);
                (y > x).then_some((x, y))
            })
            .collect();
        let sitting_out: i64 = out_spells
            .iter()
            .map(|(x, y)| (*y - *x).num_minutes())
            .sum();
        let expected = if table.collection_mode == TableCollection::Time {
            due_times(table, start, end)
                .into_iter()
                .filter(|d| !out_spells.iter().any(|(x, y)| x <= d && d < y))
                .count()
        } else {
            0
        };
        let expected = i64::try_from(expected).unwrap_or(0);
        let c = counts.get(&s.id).copied().unwrap_or_default();
        out.push(SeatTimeLine {
            table_id: table.id,
            table_name: table.name.clone(),
            seat_no: s.seat_no,
            player_name: s.player_name,
            seated_at: s.seated_at,
            left_at: s.left_at,
            seated_minutes: (end - start).num_minutes(),
            sitting_out_minutes: sitting_out,
            expected,
            paid: c.paid,
            excused: c.not_paid,
            short: (expected - c.paid - c.not_paid).max(0),
        });
    }
    Ok(out)
}

/// A time-collected table's collection times in [start, end): its opening plus whole
/// intervals.
fn due_times(table: &TableRow, start: DateTime<Utc>, end: DateTime<Utc>) -> Vec<DateTime<Utc>> {
    let (Some(opened), Ok(step)) = (
        parse_db_time(&table.opened_at),
        crate::model::collections::interval_of(table),
    ) else {
        return Vec::new();
    };
    let secs = step.num_seconds().max(60);
    let first = ((start - opened).num_seconds().max(0) + secs - 1) / secs;
    let mut out = Vec::new();
    let mut k = first.max(1);
    while let Some(at) = i32::try_from(k)
        .ok()
        .and_then(|k| step.checked_mul(k))
        .and_then(|d| opened.checked_add_signed(d))
    {
        if at >= end || out.len() > 10_000 {
            break;
        }
        if at >= start {
            out.push(at);
        }
        k += 1;
    }
    out
}

/// Each dealer's minutes in the box at each table in the range.
fn dealer_hours(
    tx: &dyn Tx,
    tables: &[TableRow],
    range: &Range,
) -> Result<Vec<DealerHours>, RoomError> {
    let mut sums: BTreeMap<(String, i64, i64), (i64, i64)> = BTreeMap::new();
    for p in tx.pushes_between(range.from, range.to)? {
        let (on, off) = range.clamp(&p.on_at, p.off_at.as_deref());
        let minutes = (off - on).max(Duration::zero()).num_minutes();
        let slot = sums
            .entry((p.dealer_name, p.dealer_id, p.table_id))
            .or_default();
        slot.0 += minutes;
        slot.1 += 1;
    }
    let mut out = Vec::new();
    for ((name, dealer, table_id), (minutes, downs)) in sums {
        let table = match tables.iter().find(|t| t.id == table_id) {
            Some(t) => t.clone(),
            None => match tx.table(table_id)? {
                Some(t) => t,
                None => continue,
            },
        };
        out.push(DealerHours {
            dealer_id: dealer,
            dealer_name: name,
            table_id,
            table_name: table.name,
            game: table.game,
            minutes,
            downs,
        });
    }
    Ok(out)
}
