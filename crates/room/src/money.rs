//! Money is integer cents everywhere. It becomes text in one place, the engine's `money`
//! module (its refusals name amounts too); the room re-exports it under the names its
//! screens and reports use.

/// Cents as dollars with two decimals, grouped, no symbol: `123456` → `"1,234.56"`,
/// `-1234` → `"−12.34"` (a true minus), as the screens write chips.
pub use cardroom_engine::format_amount as format_cents;
/// Cents as a plain decimal for CSV files: `123456` → `"1234.56"`, `-1234` → `"-12.34"`.
pub use cardroom_engine::format_decimal;
/// Cents with a dollar sign: `400` → `"$4.00"`, `-50` → `"−$0.50"`.
pub use cardroom_engine::format_dollars;

/// Parses dollars as a person types them (`4`, `4.5`, `4.50`, `$4.50`, `1,000.00`) into
/// cents. Refuses negatives, fractions of a cent, stray commas and anything else.
pub fn parse_dollars(text: &str) -> Result<i64, crate::RoomError> {
    cardroom_engine::parse_amount_text(text).map_err(|r| crate::RoomError::InvalidInput {
        what: "amount".into(),
        reason: r.message,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The engine's money text is tested in the engine; here, that the room's names are it
    /// and that a refused amount is the room's `invalid_input`.
    #[test]
    fn the_rooms_money_text_is_the_engines_and_a_bad_amount_is_invalid_input() {
        assert_eq!(format_cents(-1234), "\u{2212}12.34");
        assert_eq!(format_decimal(-123_456), "-1234.56");
        assert_eq!(format_dollars(2000), "$20.00");
        assert_eq!(parse_dollars("1,000.50").unwrap(), 100_050);
        let err = parse_dollars("1,0,0").unwrap_err();
        assert_eq!(err.code(), "invalid_input");
        assert!(err.to_string().starts_with("amount: "), "{err}");
    }
}
