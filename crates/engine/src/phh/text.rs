//! Cards in hand-history text: `AsKd`, `??` for a card not entered, `-` for no cards.

use std::str::FromStr;

use super::replay::{ReplayError, fail};
use crate::Card;

/// Cards written together (`AsKd??`): `None` for `??`.
pub(crate) fn parse_cards(text: &str) -> Result<Vec<Option<Card>>, String> {
    if !text.len().is_multiple_of(2) || !text.is_ascii() {
        return Err(format!("{text} is not a list of cards"));
    }
    let mut cards = Vec::with_capacity(text.len() / 2);
    for k in 0..text.len() / 2 {
        let t = &text[2 * k..2 * k + 2];
        if t == "??" {
            cards.push(None);
        } else {
            let card = Card::from_str(t).map_err(|_| format!("{t} is not a card"))?;
            cards.push(Some(card));
        }
    }
    Ok(cards)
}

/// Cards that must be entered (face up, revealed, melded); `-` is none.
pub(super) fn known_cards(text: &str, at: Option<usize>) -> Result<Vec<Card>, ReplayError> {
    if text == "-" {
        return Ok(Vec::new());
    }
    let cards = parse_cards(text).map_err(|m| fail(at, "bad_card", m))?;
    let mut known = Vec::with_capacity(cards.len());
    for card in cards {
        known.push(
            card.ok_or_else(|| fail(at, "cards_unknown", format!("{text}: enter every card")))?,
        );
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
