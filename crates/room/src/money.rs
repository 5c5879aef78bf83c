//! Money is integer cents everywhere; this is the one place it becomes text.

/// Formats cents as dollars with two decimals and no symbol: `400` → `"4.00"`,
/// `50` → `"0.50"`, `-1234` → `"-12.34"`.
pub fn format_cents(cents: i64) -> String {
    let sign = if cents < 0 { "-" } else { "" };
    let abs = cents.unsigned_abs();
    format!("{sign}{}.{:02}", abs / 100, abs % 100)
}

/// Formats cents with a dollar sign: `400` → `"$4.00"`.
pub fn format_dollars(cents: i64) -> String {
    let text = format_cents(cents);
    match text.strip_prefix('-') {
        Some(rest) => format!("-${rest}"),
        None => format!("${text}"),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn cents_print_as_dollars_with_two_decimals() {
        assert_eq!(format_cents(400), "4.00");
        assert_eq!(format_cents(50), "0.50");
        assert_eq!(format_cents(5), "0.05");
        assert_eq!(format_cents(0), "0.00");
        assert_eq!(format_cents(-1234), "-12.34");
        assert_eq!(format_cents(i64::MIN), "-92233720368547758.08");
        assert_eq!(format_dollars(2000), "$20.00");
        assert_eq!(format_dollars(-50), "-$0.50");
    }
}

/// Parses dollars as a person types them (`4`, `4.5`, `4.50`, `$4.50`, `1,000.00`) into
/// cents. Refuses negatives, fractions of a cent and anything else.
pub fn parse_dollars(text: &str) -> Result<i64, crate::RoomError> {
    let bad = || {
        crate::RoomError::invalid(
            format!("amount {text:?}"),
            "write dollars and cents, such as 4.00 or 0.50",
        )
    };
    let t = text.trim();
    let t = t.strip_prefix('$').unwrap_or(t);
    let (whole, frac) = t.split_once('.').unwrap_or((t, ""));
    // Commas only as thousands separators: `1,000`, never `1,0,0`.
    let groups: Vec<&str> = whole.split(',').collect();
    if groups.len() > 1
        && (groups[0].is_empty() || groups[0].len() > 3 || groups[1..].iter().any(|g| g.len() != 3))
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
    let dollars: i64 = if whole.is_empty() {
        0
    } else {
        whole.parse().map_err(|_| bad())?
    };
    let cents: i64 = format!("{frac:0<2}").parse().map_err(|_| bad())?;
    dollars
        .checked_mul(100)
        .and_then(|d| d.checked_add(cents))
        .ok_or_else(bad)
}

#[cfg(test)]
mod parse_tests {
    use super::parse_dollars;

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
        ] {
            assert_eq!(parse_dollars(text).unwrap(), cents, "{text}");
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
            "1,0,0",
            ",100",
            "1000,000",
            "1,00.00",
        ] {
            let err = parse_dollars(text).unwrap_err();
            assert_eq!(err.code(), "invalid_input", "{text}");
        }
    }
}
