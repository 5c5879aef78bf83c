//! Amounts as a dealer reads them.

use crate::Chips;

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

#[cfg(test)]
mod tests {
    use super::format_amount;

    #[test]
    fn whole_and_fractional_amounts() {
        assert_eq!(format_amount(2000), "20");
        assert_eq!(format_amount(150), "1.50");
        assert_eq!(format_amount(5), "0.05");
        assert_eq!(format_amount(-250), "-2.50");
        assert_eq!(format_amount(0), "0");
    }
}
