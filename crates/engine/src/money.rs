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

/// The minus sign every negative amount is written with in words (U+2212, never a hyphen),
/// as the screens write it.
pub const MINUS: &str = "\u{2212}";

/// Cents as dollars with two decimals, grouped in thousands, no symbol, as a dealer reads them
/// and as the screens write chips: `400` is `"4.00"`, `123456` is `"1,234.56"`, `-1234` is
/// `"−12.34"` (a true minus). The one text form of an amount in words (the room re-exports
/// it); files for machines take [`format_decimal`].
pub fn format_amount(cents: Chips) -> String {
    let sign = if cents < 0 { MINUS } else { "" };
    let abs = cents.unsigned_abs();
    let whole = (abs / 100).to_string();
    let mut grouped = String::with_capacity(whole.len() + whole.len() / 3);
    for (i, digit) in whole.chars().enumerate() {
        if i > 0 && (whole.len() - i).is_multiple_of(3) {
            grouped.push(',');
        }
        grouped.push(digit);
    }
    format!("{sign}{grouped}.{:02}", abs % 100)
}

/// Cents with a dollar sign after the minus, as Americans write money: `400` is `"$4.00"`,
/// `123456` is `"$1,234.56"`, `-50` is `"−$0.50"`.
pub fn format_dollars(cents: Chips) -> String {
    let text = format_amount(cents);
    match text.strip_prefix(MINUS) {
        Some(rest) => format!("{MINUS}${rest}"),
        None => format!("${text}"),
    }
}

/// Cents as a plain decimal for files a spreadsheet or a program reads (CSV): two decimals,
/// no grouping, an ASCII minus: `123456` is `"1234.56"`, `-1234` is `"-12.34"`.
pub fn format_decimal(cents: Chips) -> String {
    let sign = if cents < 0 { "-" } else { "" };
    let abs = cents.unsigned_abs();
    format!("{sign}{}.{:02}", abs / 100, abs % 100)
}

/// Cents as units with up to two decimals, the decimals left out when whole: `2000` is
/// `20`, `150` is `1.50`, `-5` is `-0.05`. The form hand-history files are written in.
pub fn format_units(cents: Chips) -> String {
    let text = format_decimal(cents);
    match text.strip_suffix(".00") {
        Some(whole) => whole.to_owned(),
        None => text,
    }
}

/// Parses dollars as a person types them (`4`, `4.5`, `4.50`, `$4.50`, `1,000.00`) into
/// cents. Refuses negatives, fractions of a cent, commas other than thousands separators,
/// more than [`MAX_CHIPS`] and anything else, with the code `bad_amount`.
pub fn parse_amount_text(text: &str) -> Result<Chips, crate::game::Refusal> {
    let bad = || crate::game::Refusal {
        code: crate::phh::PhhCode::BadAmount.into(),
        message: format!(
            "amount {text:?}: write dollars and cents, such as 4.00 or 0.50, at most {}",
            format_amount(MAX_CHIPS)
        ),
    };
    let t = text.trim();
    let t = t.strip_prefix('$').unwrap_or(t);
    let (whole, frac) = t.split_once('.').unwrap_or((t, ""));
    // Commas only as thousands separators: `1,000`, never `1,0,0`.
    let mut groups = whole.split(',');
    let first = groups.next().unwrap_or_default();
    let mut rest = groups.peekable();
    if rest.peek().is_some() && (first.is_empty() || first.len() > 3 || rest.any(|g| g.len() != 3))
    {
        return Err(bad());
    }
    let whole = whole.replace(',', "");
    if whole.is_empty() && frac.is_empty()
        || !whole.chars().all(|c| c.is_ascii_digit())
        || !frac.chars().all(|c| c.is_ascii_digit())
        || frac.len() > 2
    {
        return Err(bad());
    }
    let dollars: Chips = if whole.is_empty() {
        0
    } else {
        whole.parse().map_err(|_| bad())?
    };
    let cents: Chips = format!("{frac:0<2}").parse().map_err(|_| bad())?;
    dollars
        .checked_mul(100)
        .and_then(|d| d.checked_add(cents))
        .filter(|&c| c <= MAX_CHIPS)
        .ok_or_else(bad)
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
    use super::{
        MAX_CHIPS, chips_down, chips_up, format_amount, format_decimal, format_dollars,
        format_units, in_chips, parse_amount_text,
    };

    #[test]
    fn cents_print_as_dollars_with_two_decimals_grouped_and_a_true_minus() {
        assert_eq!(format_amount(400), "4.00");
        assert_eq!(format_amount(50), "0.50");
        assert_eq!(format_amount(5), "0.05");
        assert_eq!(format_amount(0), "0.00");
        assert_eq!(format_amount(99_999), "999.99");
        assert_eq!(format_amount(100_000), "1,000.00");
        assert_eq!(format_amount(123_456_789), "1,234,567.89");
        assert_eq!(format_amount(-1234), "\u{2212}12.34");
        assert_eq!(format_amount(i64::MIN), "\u{2212}92,233,720,368,547,758.08");
        assert_eq!(format_dollars(2000), "$20.00");
        assert_eq!(format_dollars(123_456), "$1,234.56");
        assert_eq!(format_dollars(-50), "\u{2212}$0.50");
    }

    #[test]
    fn files_take_a_plain_decimal_a_spreadsheet_reads() {
        assert_eq!(format_decimal(123_456), "1234.56");
        assert_eq!(format_decimal(-1234), "-12.34");
        assert_eq!(format_decimal(5), "0.05");
        assert_eq!(format_decimal(i64::MIN), "-92233720368547758.08");
    }

    #[test]
    fn every_amount_printed_in_words_reads_back_as_the_same_cents() {
        for cents in [0, 5, 99_999, 100_000, 123_456_789, MAX_CHIPS] {
            assert_eq!(parse_amount_text(&format_amount(cents)), Ok(cents));
            assert_eq!(parse_amount_text(&format_dollars(cents)), Ok(cents));
        }
    }

    #[test]
    fn hand_history_units_leave_out_whole_decimals() {
        assert_eq!(format_units(2000), "20");
        assert_eq!(format_units(150), "1.50");
        assert_eq!(format_units(5), "0.05");
        assert_eq!(format_units(-250), "-2.50");
        assert_eq!(format_units(0), "0");
        assert_eq!(format_units(i64::MIN), "-92233720368547758.08");
    }

    #[test]
    fn dollars_as_typed_become_cents() {
        for (text, cents) in [
            ("4", 400),
            ("4.5", 450),
            ("4.50", 450),
            ("$4.50", 450),
            ("0.05", 5),
            (".25", 25),
            ("1,000.00", 100_000),
            ("100,000,000,000", MAX_CHIPS),
        ] {
            assert_eq!(parse_amount_text(text), Ok(cents), "{text}");
        }
    }

    #[test]
    fn negatives_fractions_of_a_cent_and_words_are_refused() {
        for text in [
            "-4",
            "4.505",
            "four",
            "",
            "4.5.0",
            "99999999999999999999",
            "100000000000.01",
            "1,0,0",
            ",100",
            "1000,000",
            "1,00.00",
        ] {
            let err = parse_amount_text(text).expect_err(text);
            assert_eq!(err.code, "bad_amount", "{text}");
        }
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
