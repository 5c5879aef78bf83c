//! The gaming day: the house's accounting day. It starts at a time of day the house sets
//! (06:00 unless it says otherwise, [`crate::FloorSettings::gaming_day_starts_minutes`]) in the
//! room's own zone, and runs until that time the next day. A gaming day is named by the date
//! it starts on: gaming day 2026-11-25 at a 06:00 house runs from 25 Nov 06:00 to 26 Nov
//! 06:00, so a shift that deals past midnight stays in the day it began in.

use chrono::{DateTime, Duration, NaiveDate, NaiveDateTime, NaiveTime, Utc};

use crate::{Clock, RoomError};

/// When a gaming day starts until the house sets it: 06:00.
pub const DEFAULT_STARTS_MINUTES: i64 = 6 * 60;

/// A gaming day's date, as the floor types it (`2026-11-25`).
pub fn parse_day(text: &str) -> Result<NaiveDate, RoomError> {
    NaiveDate::parse_from_str(text.trim(), "%Y-%m-%d").map_err(|_| {
        RoomError::invalid(
            "the gaming day",
            format!("{text:?} is not a date such as 2026-11-25"),
        )
    })
}

/// The instant a local wall-clock time falls at in the room's zone (the zone's offset read
/// at the instant itself, so a summer-time change on the day is kept).
fn instant(clock: &dyn Clock, local: NaiveDateTime) -> DateTime<Utc> {
    let as_utc = local.and_utc();
    let first = as_utc - east(clock, as_utc);
    as_utc - east(clock, first)
}

/// How far east of UTC the room's zone is at `at`.
fn east(clock: &dyn Clock, at: DateTime<Utc>) -> Duration {
    Duration::seconds(i64::from(clock.offset_at(at).local_minus_utc()))
}

/// The gaming day `day` as a range [from, to) of instants, for a house whose day starts
/// `starts_minutes` after midnight.
pub fn range(
    clock: &dyn Clock,
    starts_minutes: i64,
    day: NaiveDate,
) -> (DateTime<Utc>, DateTime<Utc>) {
    let start = NaiveTime::MIN + Duration::minutes(starts_minutes.clamp(0, 24 * 60 - 1));
    let from = instant(clock, day.and_time(start));
    let next = day.succ_opt().unwrap_or(day);
    let to = instant(clock, next.and_time(start));
    (from, to.max(from + Duration::hours(1)))
}

/// The gaming day an instant belongs to.
pub fn day_of(clock: &dyn Clock, starts_minutes: i64, at: DateTime<Utc>) -> NaiveDate {
    let local = at + east(clock, at);
    (local - Duration::minutes(starts_minutes.clamp(0, 24 * 60 - 1))).date_naive()
}
