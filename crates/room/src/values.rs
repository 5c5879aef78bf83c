//! Values checked at the room's boundary. Whatever a user types or a window sends is turned
//! into one of these first; past this point nothing re-checks, and nothing can overflow.
//!
//! The limits, and why:
//! - A stake (blind, ante, bet, chip, collection rate): at most $100,000.00
//!   ([`MAX_STAKE_CENTS`]). No cardroom game comes near it.
//! - A stack: at most $100,000,000.00 ([`MAX_STACK_CENTS`]). Seventeen of them, every post
//!   and every collection of a year still sum far below `i64::MAX` cents, so the room's and
//!   the engine's arithmetic cannot wrap.
//! - A collection interval: 1 minute to 24 hours.
//! - A name: 1 to 64 characters once normalised (NFKC, white space collapsed), none of
//!   them a control, a bidirectional override or an invisible (zero-width) character. Two
//!   names that look alike (same UTS #39 skeleton, ignoring case) are the same name.

use unicode_normalization::UnicodeNormalization;
use unicode_security::confusable_detection::skeleton;

use crate::RoomError;
use crate::money::format_dollars;

/// The most a stake may be: a blind, ante, bet, the chip, a collection rate. $100,000.00.
pub const MAX_STAKE_CENTS: i64 = 10_000_000;
/// The most a player's stack may be: $100,000,000.00.
pub const MAX_STACK_CENTS: i64 = 10_000_000_000;
/// The longest a name may be, in characters.
pub const MAX_NAME_CHARS: usize = 64;
/// Time collections fall due every 1 to 1,440 minutes.
pub const INTERVAL_MINUTES: std::ops::RangeInclusive<i64> = 1..=1440;
/// Bets per round (one bet plus raises): 1 to 10.
pub const BETS_PER_ROUND: std::ops::RangeInclusive<i64> = 1..=10;

fn amount(what: &str, cents: i64, max: i64) -> Result<i64, RoomError> {
    if cents < 0 {
        return Err(RoomError::invalid(what, "cannot be negative"));
    }
    if cents > max {
        return Err(RoomError::invalid(
            what,
            format!("cannot be more than {}", format_dollars(max)),
        ));
    }
    Ok(cents)
}

/// A stake: a blind, ante, bet, the chip or a collection rate, from 0 to
/// [`MAX_STAKE_CENTS`]. Only [`Stake::new`] makes one.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
pub struct Stake(i64);

impl Stake {
    /// Checks `cents`; `what` names the field in the refusal.
    pub fn new(what: &str, cents: i64) -> Result<Stake, RoomError> {
        amount(what, cents, MAX_STAKE_CENTS).map(Stake)
    }

    pub fn cents(self) -> i64 {
        self.0
    }
}

/// A player's stack: 0 to [`MAX_STACK_CENTS`], a whole number of the table's chip. Only
/// [`Stack::new`] makes one.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
pub struct Stack(i64);

impl Stack {
    /// Checks `cents` against the limit and the table's smallest chip.
    pub fn new(cents: i64, chip: i64) -> Result<Stack, RoomError> {
        let cents = amount("stack", cents, MAX_STACK_CENTS)?;
        if chip > 0 && cents % chip != 0 {
            return Err(RoomError::invalid(
                "stack",
                format!(
                    "{} is not a whole number of the table's {} chips",
                    format_dollars(cents),
                    format_dollars(chip)
                ),
            ));
        }
        Ok(Stack(cents))
    }

    pub fn cents(self) -> i64 {
        self.0
    }
}

/// Minutes between time collections: 1 to 1,440. Only [`Interval::new`] makes one.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
pub struct Interval(i64);

impl Interval {
    pub fn new(minutes: i64) -> Result<Interval, RoomError> {
        if !INTERVAL_MINUTES.contains(&minutes) {
            return Err(RoomError::invalid(
                "collection interval",
                "give 1 to 1440 minutes (24 hours)",
            ));
        }
        Ok(Interval(minutes))
    }

    pub fn minutes(self) -> i64 {
        self.0
    }

    /// The interval as a duration (cannot fail: it is at most a day).
    pub fn duration(self) -> chrono::Duration {
        chrono::Duration::minutes(self.0)
    }
}

/// Sums money, refusing an overflow instead of wrapping.
pub(crate) fn add(what: &str, a: i64, b: i64) -> Result<i64, RoomError> {
    a.checked_add(b)
        .ok_or_else(|| RoomError::Overflow { what: what.into() })
}

/// A person's or a table's name: normalised, printable, of bounded length.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Name(String);

impl Name {
    /// Checks and normalises `text`; `what` names the field in the refusal.
    pub fn parse(what: &str, text: &str) -> Result<Name, RoomError> {
        let name = folded(what, text, &NAME_TEXT)?;
        // NFKC can produce a character that was not typed (rare): check again.
        if name.chars().any(forbidden) {
            return Err(RoomError::invalid(
                what,
                "contains a character that cannot be shown",
            ));
        }
        Ok(Name(name))
    }

    pub fn as_str(&self) -> &str {
        &self.0
    }

    pub fn into_string(self) -> String {
        self.0
    }

    /// What two look-alike names share: their confusable skeleton, in lower case.
    pub fn key(&self) -> String {
        key_of(&self.0)
    }
}

/// What a kind of typed text may be, and how a refusal words it.
struct TextRule {
    /// What to type instead of a character no name may hold.
    instead: &'static str,
    /// "give a name of" 1 to `max` characters.
    size: &'static str,
    max: usize,
}

const NAME_TEXT: TextRule = TextRule {
    instead: "use letters, digits, spaces and punctuation",
    size: "give a name of",
    max: MAX_NAME_CHARS,
};

const REASON_TEXT: TextRule = TextRule {
    instead: "use words",
    size: "say why in",
    max: MAX_REASON_CHARS,
};

/// `text` with no character a name may not hold, in NFKC with its white space one space
/// between words, and of 1 to `rule.max` characters.
fn folded(what: &str, text: &str, rule: &TextRule) -> Result<String, RoomError> {
    if let Some(c) = text.chars().find(|&c| forbidden(c)) {
        return Err(RoomError::invalid(
            what,
            format!(
                "contains {} (U+{:04X}); {}",
                describe(c),
                u32::from(c),
                rule.instead
            ),
        ));
    }
    let words = spaced(text);
    let count = words.chars().count();
    if count == 0 || count > rule.max {
        let (size, max) = (rule.size, rule.max);
        return Err(RoomError::invalid(
            what,
            format!("{size} 1 to {max} characters"),
        ));
    }
    Ok(words)
}

/// `text` in NFKC, its white space one space between words.
fn spaced(text: &str) -> String {
    let normal: String = text.nfkc().collect();
    normal.split_whitespace().collect::<Vec<_>>().join(" ")
}

/// The look-alike key of any stored or typed name.
pub fn key_of(text: &str) -> String {
    let spaced = spaced(text);
    skeleton(&spaced.to_lowercase())
        .collect::<String>()
        .to_lowercase()
}

/// Characters that change how the text around them shows without showing themselves:
/// controls, text-direction controls, zero-width and other invisible characters. No name may
/// hold one, and the CLI strips them from what it prints.
pub fn invisible(c: char) -> bool {
    c.is_control()
        || matches!(
            u32::from(c),
            0x061C            // Arabic letter mark
            | 0x200B..=0x200F // zero-width space, (non-)joiner, LRM, RLM
            | 0x2028..=0x202E // line and paragraph separators, embeddings and overrides
            | 0x2060..=0x206F // word joiner, invisible operators, isolates, deprecated formats
            | 0xFEFF          // zero-width no-break space (BOM)
        )
}

/// Characters no name may hold: the [`invisible`] ones, fillers and selectors that show as
/// nothing, and private use.
fn forbidden(c: char) -> bool {
    invisible(c)
        || matches!(
            u32::from(c),
            0x00AD            // soft hyphen
            | 0x034F          // combining grapheme joiner
            | 0x115F | 0x1160 | 0x3164 | 0xFFA0 // Hangul fillers
            | 0x17B4 | 0x17B5 // Khmer inherent vowels
            | 0x180B..=0x180F // Mongolian variation selectors and vowel separator
            | 0xFE00..=0xFE0F // variation selectors
            | 0xFFF9..=0xFFFB // interlinear annotations
            | 0x1D173..=0x1D17A // musical formatting
            | 0xE0000..=0xE0FFF // tags and variation selectors supplement
            | 0xE000..=0xF8FF | 0xF0000..=0x10FFFF // private use
        )
}

fn describe(c: char) -> &'static str {
    match u32::from(c) {
        0x202A..=0x202E | 0x2066..=0x2069 | 0x200E | 0x200F | 0x061C => "a text-direction control",
        0x200B..=0x200D | 0x2060 | 0xFEFF => "an invisible character",
        _ if c.is_control() => "a control character",
        _ => "a character that cannot be shown",
    }
}

/// The longest reason a correction may give.
pub const MAX_REASON_CHARS: usize = 300;

/// Why a floor manager corrects something: printable words, one line, 1 to
/// [`MAX_REASON_CHARS`] characters.
pub(crate) fn reason(what: &str, text: &str) -> Result<String, RoomError> {
    let words = folded(what, text, &REASON_TEXT)?;
    Ok(words)
}

/// A reason that may be left out: trimmed, and nothing typed is none; else as [`reason`].
pub(crate) fn optional_reason(what: &str, text: Option<&str>) -> Result<Option<String>, RoomError> {
    match text.map(str::trim).filter(|t| !t.is_empty()) {
        Some(t) => reason(what, t).map(Some),
        None => Ok(None),
    }
}

/// Free text from a user that is not a name (a player's card number): printable, bounded.
pub(crate) fn note(what: &str, text: &str) -> Result<Option<String>, RoomError> {
    let text = text.trim();
    if text.is_empty() {
        return Ok(None);
    }
    Name::parse(what, text).map(|n| Some(n.into_string()))
}

/// Names in the order people read them: runs of digits compare as numbers ("T2" before
/// "T10"), the rest case-blind, then as written.
pub(crate) fn natural_order(a: &str, b: &str) -> std::cmp::Ordering {
    fn chunks(s: &str) -> Vec<(bool, String)> {
        let mut out: Vec<(bool, String)> = Vec::new();
        for c in s.chars() {
            let digit = c.is_ascii_digit();
            match out.last_mut() {
                Some((d, run)) if *d == digit => run.push(c),
                _ => out.push((digit, c.to_string())),
            }
        }
        out
    }
    let key = |s: &str| {
        chunks(s)
            .into_iter()
            .map(|(digit, run)| {
                if digit {
                    let trimmed = run.trim_start_matches('0');
                    (0u8, trimmed.len(), trimmed.to_string())
                } else {
                    (1u8, 0, run.to_lowercase())
                }
            })
            .collect::<Vec<_>>()
    };
    key(a).cmp(&key(b)).then_with(|| a.cmp(b))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn fullwidth_and_spaced_names_normalise_to_the_plain_name() {
        assert_eq!(
            Name::parse("n", "  Ｍａｒｉａ   Lopez ").unwrap().as_str(),
            "Maria Lopez"
        );
    }

    #[test]
    fn look_alike_names_share_a_key() {
        // Cyrillic "а" for Latin "a".
        assert_eq!(key_of("M\u{0430}ria"), key_of("maria"));
        assert_ne!(key_of("Maria"), key_of("Marla"));
    }
}
