//! [`CardList`]: a few cards, known or not, held inline with their count.

use std::fmt;
use std::ops::{Deref, DerefMut};

use crate::Card;

/// Cards dealt, held or thrown away in one step, `None` for a card the dealer did not enter:
/// at most [`CardList::CAPACITY`] (a hand holds five; the engine refuses a wrong count, so
/// the room reads a few more than any deal needs to say so). Inline and `Copy`: a replayed
/// hand moves its cards without a heap, a spill check or drop code.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Default)]
pub struct CardList {
    len: u8,
    cards: [Option<Card>; CardList::CAPACITY],
}

/// More cards than a [`CardList`] holds.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct TooManyCards;

impl fmt::Display for TooManyCards {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "at most {} cards at a time", CardList::CAPACITY)
    }
}

impl std::error::Error for TooManyCards {}

impl CardList {
    /// The most cards a list holds.
    pub const CAPACITY: usize = 8;

    /// No cards.
    pub const fn new() -> CardList {
        CardList {
            len: 0,
            cards: [None; CardList::CAPACITY],
        }
    }

    /// `cards`, when there are at most [`CardList::CAPACITY`].
    pub fn try_from_slice(cards: &[Option<Card>]) -> Result<CardList, TooManyCards> {
        let mut list = CardList::new();
        list.try_extend_from_slice(cards)?;
        Ok(list)
    }

    /// `n` cards not entered, when `n` is at most [`CardList::CAPACITY`].
    pub fn unknown(n: usize) -> Result<CardList, TooManyCards> {
        if n > CardList::CAPACITY {
            return Err(TooManyCards);
        }
        Ok(CardList {
            len: n as u8,
            cards: [None; CardList::CAPACITY],
        })
    }

    /// Adds `card` at the end, when there is room; the list is unchanged when it is full.
    #[inline]
    pub fn try_push(&mut self, card: Option<Card>) -> Result<(), TooManyCards> {
        let Some(slot) = self.cards.get_mut(usize::from(self.len)) else {
            return Err(TooManyCards);
        };
        *slot = card;
        self.len += 1;
        Ok(())
    }

    /// Adds `cards` at the end, when they all fit; the list is unchanged otherwise.
    pub fn try_extend_from_slice(&mut self, cards: &[Option<Card>]) -> Result<(), TooManyCards> {
        let start = usize::from(self.len);
        let end = start + cards.len();
        let Some(slots) = self.cards.get_mut(start..end) else {
            return Err(TooManyCards);
        };
        slots.copy_from_slice(cards);
        self.len = end as u8;
        Ok(())
    }

    /// Whether `more` cards fit after these.
    #[inline]
    pub fn has_room(&self, more: usize) -> bool {
        usize::from(self.len) + more <= CardList::CAPACITY
    }

    /// Takes out the card at `index`, shifting the rest left; `None` past the end.
    pub fn remove(&mut self, index: usize) -> Option<Option<Card>> {
        let len = usize::from(self.len);
        if index >= len {
            return None;
        }
        let card = self.cards[index];
        self.cards.copy_within(index + 1..len, index);
        self.len -= 1;
        self.cards[len - 1] = None;
        Some(card)
    }

    /// No cards any more.
    pub fn clear(&mut self) {
        *self = CardList::new();
    }

    /// The cards as a `Vec`.
    pub fn into_vec(self) -> Vec<Option<Card>> {
        self.to_vec()
    }
}

impl Deref for CardList {
    type Target = [Option<Card>];

    #[inline]
    fn deref(&self) -> &[Option<Card>] {
        &self.cards[..usize::from(self.len)]
    }
}

impl DerefMut for CardList {
    #[inline]
    fn deref_mut(&mut self) -> &mut [Option<Card>] {
        &mut self.cards[..usize::from(self.len)]
    }
}

impl fmt::Debug for CardList {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_list().entries(self.iter()).finish()
    }
}

impl TryFrom<Vec<Option<Card>>> for CardList {
    type Error = TooManyCards;

    fn try_from(cards: Vec<Option<Card>>) -> Result<CardList, TooManyCards> {
        CardList::try_from_slice(&cards)
    }
}

impl<const N: usize> TryFrom<[Option<Card>; N]> for CardList {
    type Error = TooManyCards;

    fn try_from(cards: [Option<Card>; N]) -> Result<CardList, TooManyCards> {
        CardList::try_from_slice(&cards)
    }
}

impl<'a> IntoIterator for &'a CardList {
    type Item = &'a Option<Card>;
    type IntoIter = std::slice::Iter<'a, Option<Card>>;

    fn into_iter(self) -> Self::IntoIter {
        self.iter()
    }
}

impl IntoIterator for CardList {
    type Item = Option<Card>;
    type IntoIter = std::iter::Take<std::array::IntoIter<Option<Card>, { CardList::CAPACITY }>>;

    fn into_iter(self) -> Self::IntoIter {
        self.cards.into_iter().take(usize::from(self.len))
    }
}

impl PartialEq<[Option<Card>]> for CardList {
    fn eq(&self, other: &[Option<Card>]) -> bool {
        **self == *other
    }
}

impl PartialEq<Vec<Option<Card>>> for CardList {
    fn eq(&self, other: &Vec<Option<Card>>) -> bool {
        **self == **other
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn card(text: &str) -> Option<Card> {
        text.parse().ok()
    }

    #[test]
    fn a_list_holds_up_to_its_capacity_and_refuses_more_unchanged() {
        let mut list = CardList::unknown(CardList::CAPACITY - 1).unwrap_or_default();
        assert_eq!(list.try_push(card("As")), Ok(()));
        assert_eq!(list.len(), CardList::CAPACITY);
        assert_eq!(list.try_push(card("Kd")), Err(TooManyCards));
        assert_eq!(list.try_extend_from_slice(&[None]), Err(TooManyCards));
        assert_eq!(list.len(), CardList::CAPACITY);
        assert_eq!(list.last(), Some(&card("As")));
        assert!(CardList::unknown(CardList::CAPACITY + 1).is_err());
        assert!(CardList::try_from_slice(&[None; CardList::CAPACITY + 1]).is_err());
    }

    #[test]
    fn a_stored_action_with_more_cards_than_a_list_holds_is_an_error_not_a_panic() {
        let nine = format!(
            r#"{{"type":"deal_hole","seat":1,"cards":[{}]}}"#,
            ["\"??\""; 9].join(",")
        );
        let err = serde_json::from_str::<crate::Action>(&nine).expect_err("nine cards");
        assert!(err.to_string().contains("at most 8 cards"), "{err}");
        let two = r#"{"type":"deal_hole","seat":1,"cards":["As","??"]}"#;
        let action: crate::Action = serde_json::from_str(two).expect("two cards");
        assert_eq!(
            action,
            crate::Action::DealHole {
                seat: 1,
                cards: CardList::try_from([card("As"), None]).unwrap_or_default()
            }
        );
    }

    #[test]
    fn removing_a_card_keeps_the_others_in_order() {
        let mut list = CardList::try_from([card("As"), None, card("7c")]).unwrap_or_default();
        assert_eq!(list.remove(1), Some(None));
        assert_eq!(list, vec![card("As"), card("7c")]);
        assert_eq!(list.remove(5), None);
        assert_eq!(list.len(), 2);
        // Equal lists compare equal whatever was removed before.
        assert_eq!(
            list,
            CardList::try_from([card("As"), card("7c")]).unwrap_or_default()
        );
    }
}
