//! Amounts as a dealer reads them, the largest amount a table takes, and chip steps.

use crate::Chips;

/// The largest stack, blind, ante, bet size, drop or Pan stake the engine accepts: 10^13
/// cents, $100 billion. Every amount a hand is set up with is checked against it (and may
/// not be negative), so the engine's sums stay far inside `i64`: the most a pot game holds is
/// its 17 seats' stacks, 1.7 × 10^14 (the forced bets come out of those stacks), and the
/// engine's largest intermediate value, a pot-limit raise (the bet, the pot and the call),
/// stays below 10^15, against `i64::MAX` ≈ 9.2 × 10^18. Pan, with up to 256 players, stays
/// below 2.6 × 10^15. No sum of one hand's amounts can wrap, with a margin of more than
/// 3,000 to spare.
pub const MAX_CHIPS: Chips = 10_000_000_000_000;

/// Cents as units with up to two decimals: `2000` is `20`, `150` is `1.50`, `-5` is `-0.05`.
pub fn format_amount(cents: Chips) -> String {
    let sign = if cents < 0 { "-" } else { "" };
    let abs = cents.unsigned_abs();
    let (units, rest) = (abs / 100, abs % 100);
    if rest == 0 {
        format!("{sign}{units}")
    } else {
        format!("{sign}{units}.{rest:02}")
    }
}

/// Whether `amount` is a whole number of chips of `unit` (a positive unit).
pub(crate) fn in_chips(amount: Chips, unit: Chips) -> bool {
    unit > 0 && amount.rem_euclid(unit) == 0
}

/// `amount` rounded up to a whole number of chips of `unit` (`amount` and `unit` within
/// `0..=MAX_CHIPS`, so the result cannot overflow).
pub(crate) fn chips_up(amount: Chips, unit: Chips) -> Chips {
    if unit <= 1 {
        return amount;
    }
    let rest = amount.rem_euclid(unit);
    if rest == 0 {
        amount
    } else {
        amount.saturating_add(unit - rest)
    }
}

/// `amount` rounded down to a whole number of chips of `unit`.
pub(crate) fn chips_down(amount: Chips, unit: Chips) -> Chips {
    if unit <= 1 {
        return amount;
    }
    amount - amount.rem_euclid(unit)
}

#[cfg(test)]
mod tests {
    use super::{MAX_CHIPS, chips_down, chips_up, format_amount, in_chips};

    #[test]
    fn whole_and_fractional_amounts() {
        assert_eq!(format_amount(2000), "20");
        assert_eq!(format_amount(150), "1.50");
        assert_eq!(format_amount(5), "0.05");
        assert_eq!(format_amount(-250), "-2.50");
        assert_eq!(format_amount(0), "0");
        assert_eq!(format_amount(i64::MIN), "-92233720368547758.08");
    }

    #[test]
    fn amounts_round_to_chips() {
        assert_eq!(chips_up(401, 25), 425);
        assert_eq!(chips_up(400, 25), 400);
        assert_eq!(chips_down(401, 25), 400);
        assert_eq!(chips_down(424, 25), 400);
        assert_eq!(chips_up(7, 1), 7);
        assert!(in_chips(0, 25) && in_chips(-50, 25) && !in_chips(401, 25));
        assert!(!in_chips(100, 0));
        // 17 seats at the most each, three times over, is far inside i64.
        assert!(MAX_CHIPS.checked_mul(17 * 3 * 1000).is_some());
    }
}
