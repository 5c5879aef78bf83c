//! The room's clock, injected so tests and demos move time; nothing reads the wall clock
//! except `SystemClock`.

use std::fmt::Debug;
use std::sync::{Arc, Mutex};

use chrono::{DateTime, Duration, FixedOffset, Local, Offset, TimeZone, Utc};

/// Where use cases get "now" from, and the room's zone that people read times in.
pub trait Clock: Debug + Send + Sync {
    fn now(&self) -> DateTime<Utc>;

    /// The room's offset from UTC at `at`: the station machine's own zone, as the screens
    /// show times (`ui/src/lib/time.ts`), summer time included.
    fn offset_at(&self, at: DateTime<Utc>) -> FixedOffset {
        Local.offset_from_utc_datetime(&at.naive_utc()).fix()
    }
}

/// The real time.
#[derive(Debug, Clone, Copy, Default)]
pub struct SystemClock;

impl Clock for SystemClock {
    fn now(&self) -> DateTime<Utc> {
        Utc::now()
    }
}

/// A clock that only moves when told to; clones share the same time. Its room is on UTC
/// unless [`ManualClock::in_zone`] says otherwise, so tests read the same times anywhere.
#[derive(Debug, Clone)]
pub struct ManualClock {
    now: Arc<Mutex<DateTime<Utc>>>,
    offset: FixedOffset,
}

impl ManualClock {
    pub fn new(start: DateTime<Utc>) -> ManualClock {
        ManualClock {
            now: Arc::new(Mutex::new(start)),
            offset: Utc.fix(),
        }
    }

    /// The same clock in a room `hours_east` of UTC (California's winter: -8).
    pub fn in_zone(mut self, hours_east: i32) -> ManualClock {
        self.offset = FixedOffset::east_opt(hours_east * 3600).unwrap_or(Utc.fix());
        self
    }

    pub fn set(&self, to: DateTime<Utc>) {
        *self.now.lock().unwrap_or_else(|p| p.into_inner()) = to;
    }

    pub fn advance(&self, by: Duration) {
        let mut now = self.now.lock().unwrap_or_else(|p| p.into_inner());
        *now += by;
    }
}

impl Clock for ManualClock {
    fn now(&self) -> DateTime<Utc> {
        *self.now.lock().unwrap_or_else(|p| p.into_inner())
    }

    fn offset_at(&self, _at: DateTime<Utc>) -> FixedOffset {
        self.offset
    }
}

/// A room time (UTC text) as people read it, in the room's zone and the one style of every
/// screen, print and export: `20 Nov 2026, 21:40:05` (`ui/src/lib/time.ts`'s
/// `dateTimeText` with seconds). A text that is not a time is returned as it is.
pub fn time_words(clock: &dyn Clock, text: &str) -> String {
    match parse_db_time(text) {
        Some(at) => at
            .with_timezone(&clock.offset_at(at))
            .format("%-d %b %Y, %H:%M:%S")
            .to_string(),
        None => text.to_owned(),
    }
}

/// The text form of a UTC time in the database and over IPC: `2026-11-23T18:30:00Z`.
pub fn db_time(at: DateTime<Utc>) -> String {
    at.format("%Y-%m-%dT%H:%M:%SZ").to_string()
}

/// Parses [`db_time`]'s form back.
pub fn parse_db_time(text: &str) -> Option<DateTime<Utc>> {
    DateTime::parse_from_rfc3339(text)
        .ok()
        .map(|t| t.with_timezone(&Utc))
}

/// A text with every room time in it (`due 2026-11-28T04:54:34Z`) written by [`time_words`].
pub fn times_in_words(clock: &dyn Clock, text: &str) -> String {
    const LEN: usize = "2026-11-28T04:54:34Z".len();
    let is_time = |c: &str| {
        c.as_bytes().get(10) == Some(&b'T') && c.ends_with('Z') && parse_db_time(c).is_some()
    };
    let mut out = String::with_capacity(text.len());
    let mut copied = 0;
    let mut i = 0;
    while i < text.len() {
        match text.get(i..i + LEN).filter(|c| is_time(c)) {
            Some(at) => {
                out.push_str(&text[copied..i]);
                out.push_str(&time_words(clock, at));
                i += LEN;
                copied = i;
            }
            None => i += 1,
        }
    }
    out.push_str(&text[copied..]);
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_time_is_written_in_the_rooms_zone_in_the_screens_style() {
        let at = parse_db_time("2026-11-21T05:40:05Z").unwrap();
        let utc = ManualClock::new(at);
        assert_eq!(
            time_words(&utc, "2026-11-21T05:40:05Z"),
            "21 Nov 2026, 05:40:05"
        );
        // California in winter: the evening before.
        let la = ManualClock::new(at).in_zone(-8);
        assert_eq!(
            time_words(&la, "2026-11-21T05:40:05Z"),
            "20 Nov 2026, 21:40:05"
        );
        assert_eq!(time_words(&la, "not a time"), "not a time");
        assert_eq!(
            times_in_words(&la, "due 2026-11-21T05:40:05Z, seat 2; Top 3"),
            "due 20 Nov 2026, 21:40:05, seat 2; Top 3"
        );
        assert_eq!(times_in_words(&la, "T é T2026"), "T é T2026");
    }
}
