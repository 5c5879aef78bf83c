//! What the CLI prints: every line goes through [`clean`], so text stored in the room (a
//! name typed elsewhere, an old row) can never move the cursor, recolour the terminal or
//! reverse the text around it.

/// `text` without control characters (new lines and tabs kept), text-direction controls and
/// invisible characters: the room's own list ([`cardroom_room::values::invisible`]).
pub fn clean(text: &str) -> String {
    text.chars()
        .filter(|&c| c == '\n' || c == '\t' || !cardroom_room::values::invisible(c))
        .collect()
}

/// `println!` through [`clean`].
#[macro_export]
macro_rules! say {
    ($($arg:tt)*) => {
        println!("{}", $crate::terminal::clean(&format!($($arg)*)))
    };
}

#[cfg(test)]
mod tests {
    use super::clean;

    #[test]
    fn escape_codes_and_direction_overrides_are_stripped() {
        assert_eq!(
            clean("\u{1b}[31mRed\u{1b}[0m \u{202e}evil\nok\t1"),
            "[31mRed[0m evil\nok\t1"
        );
    }
}
