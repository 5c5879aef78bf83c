//! Hand-history text: action lines split into words, player labels (`p3`), and cards
//! (`AsKd`, `??` for a card not entered, `-` for no cards).

use super::PhhCode;
use std::str::FromStr;

use super::replay::{ReplayError, fail};
use crate::{Card, CardList};

/// What a byte is to `action_words`.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Byte {
    Word,
    /// The ASCII blanks `char::is_whitespace` takes: tab to carriage return, and space.
    Blank,
    /// `#`, where a comment starts.
    Comment,
    /// Part of a character beyond ASCII.
    Unicode,
}

const BYTES: [Byte; 256] = {
    let mut table = [Byte::Word; 256];
    let mut b = 0;
    while b < 256 {
        table[b] = match b as u8 {
            b'\t'..=b'\r' | b' ' => Byte::Blank,
            b'#' => Byte::Comment,
            0x80.. => Byte::Unicode,
            _ => Byte::Word,
        };
        b += 1;
    }
    table
};

/// An action line's words, at most `N`: the text before any `#`, trimmed, split at
/// whitespace. Also gives the trimmed line, for messages.
pub(super) fn action_words<const N: usize>(raw: &str) -> (&str, [&str; N], usize) {
    let mut words = [""; N];
    let mut count = 0;
    // The line runs from the first word's start to the last word's end.
    let (mut first, mut end) = (None, 0);
    let mut word_start = None;
    let mut stop = raw.len();
    for (i, &b) in raw.as_bytes().iter().enumerate() {
        match BYTES[usize::from(b)] {
            Byte::Word => {
                if word_start.is_none() {
                    word_start = Some(i);
                }
                continue;
            }
            Byte::Blank => {}
            Byte::Comment => {}
            Byte::Unicode => return unicode_words(raw),
        }
        // A blank or a comment ends the word in progress; a comment ends the line.
        if let Some(start) = word_start.take() {
            first.get_or_insert(start);
            end = i;
            if count < N {
                words[count] = &raw[start..i];
                count += 1;
            }
        }
        if b == b'#' {
            stop = i;
            break;
        }
    }
    if let Some(start) = word_start {
        first.get_or_insert(start);
        end = stop;
        if count < N {
            words[count] = &raw[start..stop];
            count += 1;
        }
    }
    let line = first.map_or("", |first| &raw[first..end]);
    (line, words, count)
}

/// `action_words` for a line with characters beyond ASCII.
fn unicode_words<const N: usize>(raw: &str) -> (&str, [&str; N], usize) {
    let line = raw.split('#').next().unwrap_or("").trim();
    let mut words = [""; N];
    let mut count = 0;
    for word in line.split_whitespace().take(N) {
        words[count] = word;
        count += 1;
    }
    (line, words, count)
}

/// The number in a player label (`p3` is 3), read as `str::parse` reads it.
pub(super) fn player_number(label: &str) -> Option<usize> {
    let digits = label.strip_prefix('p')?;
    match *digits.as_bytes() {
        [d] if d.is_ascii_digit() => Some(usize::from(d - b'0')),
        [a, b] if a.is_ascii_digit() && b.is_ascii_digit() => {
            Some(usize::from(a - b'0') * 10 + usize::from(b - b'0'))
        }
        _ => digits.parse().ok(),
    }
}

/// Cards written together (`AsKd??`): `None` for `??`. At most a [`CardList`]'s capacity:
/// the cards of one deal or draw.
pub(crate) fn parse_cards(text: &str) -> Result<CardList, String> {
    let mut cards = CardList::new();
    for_each_card(text, |card| {
        cards
            .try_push(card)
            .map_err(|full| format!("{text}: {full}"))
    })?;
    Ok(cards)
}

/// [`parse_cards`] without a limit on the count (melds, a whole hand's cards).
pub(crate) fn parse_card_vec(text: &str) -> Result<Vec<Option<Card>>, String> {
    let mut cards = Vec::with_capacity(text.len() / 2);
    for_each_card(text, |card| {
        cards.push(card);
        Ok(())
    })?;
    Ok(cards)
}

/// Calls `take` with each card of `text`, in order.
fn for_each_card(
    text: &str,
    mut take: impl FnMut(Option<Card>) -> Result<(), String>,
) -> Result<(), String> {
    if !text.len().is_multiple_of(2) || !text.is_ascii() {
        return Err(format!("{text} is not a list of cards"));
    }
    for k in 0..text.len() / 2 {
        let t = &text[2 * k..2 * k + 2];
        if t == "??" {
            take(None)?;
        } else {
            let card = Card::from_str(t).map_err(|_| format!("{t} is not a card"))?;
            take(Some(card))?;
        }
    }
    Ok(())
}

/// Cards that must be entered (face up, revealed, melded); `-` is none.
pub(super) fn known_cards(text: &str, at: Option<usize>) -> Result<Vec<Card>, ReplayError> {
    if text == "-" {
        return Ok(Vec::new());
    }
    let cards = parse_card_vec(text).map_err(|m| fail(at, PhhCode::BadCard, m))?;
    let mut known = Vec::with_capacity(cards.len());
    for card in cards {
        known.push(card.ok_or_else(|| {
            fail(
                at,
                PhhCode::CardsUnknown,
                format!("{text}: enter every card"),
            )
        })?);
    }
    Ok(known)
}

/// `AsKd??`.
pub(super) fn maybe_text(cards: &[Option<Card>]) -> String {
    cards
        .iter()
        .map(|c| c.map_or_else(|| "??".to_string(), |c| c.to_string()))
        .collect()
}

/// `AsKd`, or `-` for none.
pub(super) fn known_text(cards: &[Card]) -> String {
    if cards.is_empty() {
        return "-".into();
    }
    cards.iter().map(Card::to_string).collect()
}

#[cfg(test)]
mod tests {
    use super::{action_words, player_number, unicode_words};

    fn words(raw: &str) -> (&str, Vec<&str>) {
        let (line, words, count) = action_words::<5>(raw);
        (line, words[..count].to_vec())
    }

    #[test]
    fn action_lines_split_as_trim_and_split_whitespace_do() {
        assert_eq!(words("p1 cbr 6"), ("p1 cbr 6", vec!["p1", "cbr", "6"]));
        assert_eq!(
            words(" \td dh  p2 ????  # the button"),
            ("d dh  p2 ????", vec!["d", "dh", "p2", "????"])
        );
        // A vertical tab is whitespace to `char::is_whitespace`.
        assert_eq!(words("p1\u{b}f\u{c}"), ("p1\u{b}f", vec!["p1", "f"]));
        assert_eq!(words("  # only a comment"), ("", vec![]));
        assert_eq!(words(""), ("", vec![]));
        assert_eq!(
            words("a b c d e f g"),
            ("a b c d e f g", vec!["a", "b", "c", "d", "e"])
        );
        // Beyond ASCII: an ideographic space separates words too.
        assert_eq!(
            words("\u{3000}p1\u{3000}sm é #x"),
            ("p1\u{3000}sm é", vec!["p1", "sm", "é"])
        );
        assert_eq!(words("p1 f #é"), ("p1 f", vec!["p1", "f"]));
    }

    proptest::proptest! {
        /// The fast split agrees with the plain one (`trim`, `split_whitespace`) on any line
        /// of blanks, comments, words and characters beyond ASCII.
        #[test]
        fn action_lines_split_as_the_plain_reader_does(
            raw in "[ \t\n\u{b}\u{c}\r#a-z0-9?\u{1}\u{7f}\u{e9}\u{3000}]{0,24}"
        ) {
            proptest::prop_assert_eq!(action_words::<5>(&raw), unicode_words::<5>(&raw));
        }
    }

    #[test]
    fn player_labels_read_as_str_parse_does() {
        assert_eq!(player_number("p1"), Some(1));
        assert_eq!(player_number("p12"), Some(12));
        assert_eq!(player_number("p01"), Some(1));
        assert_eq!(player_number("p+3"), Some(3));
        assert_eq!(player_number("p123"), Some(123));
        assert_eq!(player_number("p"), None);
        assert_eq!(player_number("p1x"), None);
        assert_eq!(player_number("q1"), None);
    }
}
