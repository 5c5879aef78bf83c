//! Cards in hand-history text: `AsKd`, `??` for a card not entered, `-` for no cards.

use std::str::FromStr;

use super::replay::{ReplayError, fail};
use crate::Card;

/// Cards written together (`AsKd??`): `None` for `??`; into a `Vec` or a
/// [`CardList`](crate::CardList).
pub(crate) fn parse_cards<C: FromIterator<Option<Card>>>(text: &str) -> Result<C, String> {
    if !text.len().is_multiple_of(2) || !text.is_ascii() {
        return Err(format!("{text} is not a list of cards"));
    }
    (0..text.len() / 2)
        .map(|k| {
            let t = &text[2 * k..2 * k + 2];
            if t == "??" {
                Ok(None)
            } else {
                Card::from_str(t)
                    .map(Some)
                    .map_err(|_| format!("{t} is not a card"))
            }
        })
        .collect()
}

/// Cards that must be entered (face up, revealed, melded); `-` is none.
pub(super) fn known_cards(text: &str, at: Option<usize>) -> Result<Vec<Card>, ReplayError> {
    if text == "-" {
        return Ok(Vec::new());
    }
    parse_cards::<crate::CardList>(text)
        .map_err(|m| fail(at, "bad_card", m))?
        .into_iter()
        .map(|c| c.ok_or_else(|| fail(at, "cards_unknown", format!("{text}: enter every card"))))
        .collect()
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
