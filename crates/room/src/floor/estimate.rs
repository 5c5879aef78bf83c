//! The estimated wait: when the n-th player on a list can expect a seat, from the seat
//! turnover of the list's tables in the last hours.
//!
//! Seats open at random (players leave when they please), so the openings are taken as a
//! Poisson process whose rate is the openings counted over the window. The time to the n-th
//! opening is then Gamma(n, rate), and the range shown is its 10th to 90th percentile (the
//! Wilson-Hilferty approximation of the chi-squared quantiles): a range, never a promise.
//! With no seat opened in the window there is no estimate.

use serde::Serialize;

/// The window the turnover is counted over.
pub(crate) const WINDOW_MINUTES: i64 = 180;

/// A player's expected wait.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, specta::Type)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum WaitEstimate {
    /// He is called to a seat now.
    Called,
    /// A seat is open for him now (he is next and nobody is called to it yet).
    SeatOpen,
    /// Likely between these many minutes from now (rounded to five).
    Range { low_minutes: i64, high_minutes: i64 },
    /// No seat opened at these tables in the window: no estimate.
    Unknown,
}

/// The wait for the `nth` seat to open (1: the next one), given `openings` seats opened in
/// the last `window_minutes` at the list's tables.
pub(crate) fn wait_for(nth: i64, openings: i64, window_minutes: i64) -> WaitEstimate {
    if nth <= 0 {
        return WaitEstimate::SeatOpen;
    }
    if openings <= 0 || window_minutes <= 0 {
        return WaitEstimate::Unknown;
    }
    #[allow(clippy::cast_precision_loss)]
    let (n, rate) = (nth as f64, openings as f64 / window_minutes as f64);
    let low = gamma_quantile(n, rate, -Z90);
    let high = gamma_quantile(n, rate, Z90);
    WaitEstimate::Range {
        low_minutes: round_to_five(low, f64::floor),
        high_minutes: round_to_five(high, f64::ceil).max(5),
    }
}

/// The standard normal's 90th percentile.
const Z90: f64 = 1.281_551_565_5;

/// The `z` quantile of Gamma(shape n, rate) in minutes: chi-squared with 2n degrees of
/// freedom (Wilson-Hilferty), halved and divided by the rate.
fn gamma_quantile(n: f64, rate: f64, z: f64) -> f64 {
    let k = 2.0 * n;
    let c = 2.0 / (9.0 * k);
    let chi = k * (1.0 - c + z * c.sqrt()).max(0.0).powi(3);
    chi / (2.0 * rate)
}

#[allow(clippy::cast_possible_truncation)]
fn round_to_five(minutes: f64, round: fn(f64) -> f64) -> i64 {
    let fives = round(minutes.max(0.0) / 5.0).min(10_000.0);
    (fives as i64) * 5
}

#[cfg(test)]
mod tests {
    use super::*;

    fn range(e: WaitEstimate) -> (i64, i64) {
        match e {
            WaitEstimate::Range {
                low_minutes,
                high_minutes,
            } => (low_minutes, high_minutes),
            other => panic!("expected a range, got {other:?}"),
        }
    }

    #[test]
    fn the_next_seat_at_six_openings_an_hour_is_likely_within_half_an_hour() {
        // 18 seats in 3 hours: one every ten minutes on average.
        let (low, high) = range(wait_for(1, 18, 180));
        assert_eq!(low, 0);
        assert!((20..=30).contains(&high), "{high}");
    }

    #[test]
    fn a_later_place_waits_longer_and_the_range_holds_the_average() {
        let (low3, high3) = range(wait_for(3, 18, 180));
        let (low6, high6) = range(wait_for(6, 18, 180));
        assert!(low3 < 30 && 30 < high3, "3rd: {low3}-{high3}, mean 30");
        assert!(low6 < 60 && 60 < high6, "6th: {low6}-{high6}, mean 60");
        assert!(low6 > low3 && high6 > high3);
    }

    #[test]
    fn slower_turnover_means_a_longer_wait() {
        let (_, fast) = range(wait_for(2, 18, 180));
        let (_, slow) = range(wait_for(2, 6, 180));
        assert!(slow > fast);
    }

    #[test]
    fn no_seat_opened_in_the_window_gives_no_estimate_and_a_free_seat_gives_no_wait() {
        assert_eq!(wait_for(1, 0, 180), WaitEstimate::Unknown);
        assert_eq!(wait_for(0, 5, 180), WaitEstimate::SeatOpen);
    }
}
