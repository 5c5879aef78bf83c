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
