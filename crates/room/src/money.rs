//! Money is integer cents everywhere. It becomes text in one place, the engine's `money`
//! module (its refusals name amounts too); the room re-exports it under the names its
//! screens and reports use.

/// Cents as dollars with two decimals and no symbol: `400` → `"4.00"`, `-1234` → `"-12.34"`.
pub use cardroom_engine::format_amount as format_cents;
/// Cents with a dollar sign: `400` → `"$4.00"`, `-50` → `"-$0.50"`.
pub use cardroom_engine::format_dollars;

/// Parses dollars as a person types them (`4`, `4.5`, `4.50`, `$4.50`, `1,000.00`) into
/// cents. Refuses negatives, fractions of a cent, stray commas and anything else.
pub fn parse_dollars(text: &str) -> Result<i64, crate::RoomError> {
    cardroom_engine::parse_amount_text(text).map_err(|r| crate::RoomError::Invalid {
        what: "amount".into(),
        reason: r.message,
    })
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
