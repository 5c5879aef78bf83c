//! [`InlineList`]: a few plain values held inline with their count. The engine's small lists
//! (cards dealt or shown, seats of a pot) are these: `Copy`, no heap, no spill check, no drop
//! code, so a replayed hand moves them as plain bytes.

use std::fmt;
use std::hash::{Hash, Hasher};
use std::ops::{Deref, DerefMut};

use serde::{Deserialize, Deserializer, Serialize, Serializer};

/// A value an [`InlineList`] holds: plain, with a filler for the unused slots and a name for
/// what the list holds (the error says "at most 8 cards at a time").
pub trait Item: Copy {
    /// What the unused slots hold (never read).
    const FILLER: Self;
    /// The list's items in words, after "at most N".
    const NOUN: &'static str;
}

/// At most `N` values (`N` below 256), inline with their count.
#[derive(Clone, Copy)]
pub struct InlineList<T: Item, const N: usize> {
    len: u8,
    items: [T; N],
}

/// More values than an [`InlineList`] holds.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct TooMany {
    /// The list's capacity.
    pub max: usize,
    noun: &'static str,
}

impl fmt::Display for TooMany {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "at most {} {}", self.max, self.noun)
    }
}

impl std::error::Error for TooMany {}

impl<T: Item, const N: usize> InlineList<T, N> {
    /// The most values a list holds.
    pub const CAPACITY: usize = N;

    /// The error for more than [`InlineList::CAPACITY`] values.
    pub const TOO_MANY: TooMany = TooMany {
        max: N,
        noun: T::NOUN,
    };

    /// An empty list.
    pub const fn new() -> Self {
        InlineList {
            len: 0,
            items: [T::FILLER; N],
        }
    }

    /// `items`, when there are at most [`InlineList::CAPACITY`].
    pub fn try_from_slice(items: &[T]) -> Result<Self, TooMany> {
        let mut list = Self::new();
        list.try_extend_from_slice(items)?;
        Ok(list)
    }

    /// Adds `item` at the end, when there is room; the list is unchanged when it is full.
    #[inline]
    pub fn try_push(&mut self, item: T) -> Result<(), TooMany> {
        let Some(slot) = self.items.get_mut(usize::from(self.len)) else {
            return Err(Self::TOO_MANY);
        };
        *slot = item;
        self.len += 1;
        Ok(())
    }

    /// `items`, where the caller knows they fit (the seats of one hand in a list of seats);
    /// past the capacity nothing more is added, and debug builds stop.
    pub(crate) fn collect_within(items: impl IntoIterator<Item = T>) -> Self {
        let mut list = Self::new();
        for item in items {
            let pushed = list.try_push(item);
            debug_assert!(pushed.is_ok(), "{}", Self::TOO_MANY);
        }
        list
    }

    /// Adds `items` at the end, when they all fit; the list is unchanged otherwise.
    pub fn try_extend_from_slice(&mut self, items: &[T]) -> Result<(), TooMany> {
        let start = usize::from(self.len);
        let end = start + items.len();
        let Some(slots) = self.items.get_mut(start..end) else {
            return Err(Self::TOO_MANY);
        };
        slots.copy_from_slice(items);
        self.len = end as u8;
        Ok(())
    }

    /// Whether `more` values fit after these.
    #[inline]
    pub fn has_room(&self, more: usize) -> bool {
        usize::from(self.len) + more <= N
    }

    /// Takes out the value at `index`, shifting the rest left; `None` past the end.
    pub fn remove(&mut self, index: usize) -> Option<T> {
        let len = usize::from(self.len);
        if index >= len {
            return None;
        }
        let item = self.items[index];
        self.items.copy_within(index + 1..len, index);
        self.len -= 1;
        self.items[len - 1] = T::FILLER;
        Some(item)
    }

    /// No values any more.
    pub fn clear(&mut self) {
        *self = Self::new();
    }

    /// The values as a `Vec`.
    pub fn into_vec(self) -> Vec<T> {
        self.to_vec()
    }
}

impl<T: Item, const N: usize> Default for InlineList<T, N> {
    fn default() -> Self {
        Self::new()
    }
}

impl<T: Item, const N: usize> Deref for InlineList<T, N> {
    type Target = [T];

    #[inline]
    fn deref(&self) -> &[T] {
        &self.items[..usize::from(self.len)]
    }
}

impl<T: Item, const N: usize> DerefMut for InlineList<T, N> {
    #[inline]
    fn deref_mut(&mut self) -> &mut [T] {
        &mut self.items[..usize::from(self.len)]
    }
}

impl<T: Item + PartialEq, const N: usize> PartialEq for InlineList<T, N> {
    fn eq(&self, other: &Self) -> bool {
        **self == **other
    }
}

impl<T: Item + Eq, const N: usize> Eq for InlineList<T, N> {}

impl<T: Item + Hash, const N: usize> Hash for InlineList<T, N> {
    fn hash<H: Hasher>(&self, state: &mut H) {
        (**self).hash(state);
    }
}

impl<T: Item + PartialEq, const N: usize> PartialEq<[T]> for InlineList<T, N> {
    fn eq(&self, other: &[T]) -> bool {
        **self == *other
    }
}

impl<T: Item + PartialEq, const N: usize> PartialEq<Vec<T>> for InlineList<T, N> {
    fn eq(&self, other: &Vec<T>) -> bool {
        **self == **other
    }
}

impl<T: Item + fmt::Debug, const N: usize> fmt::Debug for InlineList<T, N> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_list().entries(self.iter()).finish()
    }
}

impl<T: Item, const N: usize> TryFrom<Vec<T>> for InlineList<T, N> {
    type Error = TooMany;

    fn try_from(items: Vec<T>) -> Result<Self, TooMany> {
        Self::try_from_slice(&items)
    }
}

impl<T: Item, const N: usize, const M: usize> TryFrom<[T; M]> for InlineList<T, N> {
    type Error = TooMany;

    fn try_from(items: [T; M]) -> Result<Self, TooMany> {
        Self::try_from_slice(&items)
    }
}

impl<'a, T: Item, const N: usize> IntoIterator for &'a InlineList<T, N> {
    type Item = &'a T;
    type IntoIter = std::slice::Iter<'a, T>;

    fn into_iter(self) -> Self::IntoIter {
        self.iter()
    }
}

impl<T: Item, const N: usize> IntoIterator for InlineList<T, N> {
    type Item = T;
    type IntoIter = std::iter::Take<std::array::IntoIter<T, N>>;

    fn into_iter(self) -> Self::IntoIter {
        self.items.into_iter().take(usize::from(self.len))
    }
}

/// In TypeScript a list is an array of its items, as it serializes.
#[cfg(feature = "specta")]
impl<T: Item + specta::Type, const N: usize> specta::Type for InlineList<T, N> {
    fn definition(types: &mut specta::Types) -> specta::datatype::DataType {
        <Vec<T> as specta::Type>::definition(types)
    }
}

/// A list of plain values (seats): a JSON array.
impl<T: Item + Serialize, const N: usize> Serialize for InlineList<T, N> {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.collect_seq(self.iter())
    }
}

/// A JSON array of at most [`InlineList::CAPACITY`] values; more is an error, never cut short.
impl<'de, T: Item + Deserialize<'de>, const N: usize> Deserialize<'de> for InlineList<T, N> {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        let items = Vec::<T>::deserialize(d)?;
        Self::try_from(items).map_err(serde::de::Error::custom)
    }
}

/// Seat numbers ([`SeatNo`](crate::SeatNo)).
impl Item for u8 {
    const FILLER: u8 = 0;
    const NOUN: &'static str = "seats";
}

#[cfg(test)]
mod tests {
    use crate::{Action, Event, PotResult, SeatList, Settlement};

    fn seats(n: u8) -> String {
        (1..=n).map(|s| s.to_string()).collect::<Vec<_>>().join(",")
    }

    #[test]
    fn a_seat_list_holds_every_seat_a_hand_deals_and_refuses_more_unchanged() {
        let all: Vec<u8> = (1..=17).collect();
        let mut list = SeatList::try_from(all.clone()).unwrap_or_default();
        assert_eq!(list, all);
        assert_eq!(list.try_push(18), Err(SeatList::TOO_MANY));
        assert_eq!(list, all);
        assert_eq!(SeatList::TOO_MANY.to_string(), "at most 17 seats");
        assert!(SeatList::try_from_slice(&[1; 18]).is_err());
    }

    #[test]
    fn seat_lists_are_stored_as_plain_json_arrays() {
        let pot = PotResult {
            amount: 300,
            eligible: SeatList::try_from([2, 5, 7]).unwrap_or_default(),
            collected: 0,
            shares: crate::Shares::new(),
        };
        let json = serde_json::to_string(&pot).unwrap_or_default();
        assert_eq!(
            json,
            r#"{"amount":300,"eligible":[2,5,7],"collected":0,"shares":[]}"#
        );
        let back: Result<PotResult, _> = serde_json::from_str(&json);
        assert_eq!(back.ok(), Some(pot));
    }

    #[test]
    fn a_stored_award_naming_more_seats_than_a_hand_deals_is_an_error_not_a_panic() {
        let award = format!(
            r#"{{"type":"award_pot","pot":0,"winners":[{}]}}"#,
            seats(18)
        );
        let err = serde_json::from_str::<Action>(&award).expect_err("18 winners");
        assert!(err.to_string().contains("at most 17 seats"), "{err}");
        let seventeen = format!(
            r#"{{"type":"award_pot","pot":0,"winners":[{}]}}"#,
            seats(17)
        );
        assert!(serde_json::from_str::<Action>(&seventeen).is_ok());
    }

    #[test]
    fn stored_shares_for_more_seats_than_a_hand_deals_are_an_error_not_a_panic() {
        let shares = (1..=18)
            .map(|s| format!(r#"{{"seat":{s},"amount":1}}"#))
            .collect::<Vec<_>>()
            .join(",");
        let event = format!(
            r#"{{"type":"pot_awarded","pot":0,"amount":18,"collected":0,"shares":[{shares}]}}"#
        );
        let err = serde_json::from_str::<Event>(&event).expect_err("18 shares");
        assert!(err.to_string().contains("at most 17 shares"), "{err}");
        let settlement = format!(
            r#"{{"complete":true,"seats":[],"collection":0,"pots":[{{"amount":18,"eligible":[],"collected":0,"shares":[{shares}]}}]}}"#
        );
        let err = serde_json::from_str::<Settlement>(&settlement).expect_err("18 shares");
        assert!(err.to_string().contains("at most 17 shares"), "{err}");
    }
}
