//! The card lists: [`CardList`] (cards dealt, known or not) and [`ShownCards`] (cards shown,
//! every one known), both [`InlineList`]s.

use crate::Card;
use crate::inline_list::{InlineList, Item};

/// Cards dealt, held or thrown away in one step, `None` for a card the dealer did not enter:
/// at most [`CardList::CAPACITY`] (a hand holds five; the engine refuses a wrong count, so
/// the room reads a few more than any deal needs to say so). Inline and `Copy`: a replayed
/// hand moves its cards without a heap, a spill check or drop code.
pub type CardList = InlineList<Option<Card>, 8>;

/// Cards shown at the showdown, every one entered: at most [`CardList::CAPACITY`].
pub type ShownCards = InlineList<Card, 8>;

impl Item for Option<Card> {
    const FILLER: Option<Card> = None;
    const NOUN: &'static str = "cards at a time";
}

impl Item for Card {
    const FILLER: Card = Card::JOKER;
    const NOUN: &'static str = "cards at a time";
}

impl CardList {
    /// `n` cards not entered, when `n` is at most [`CardList::CAPACITY`].
    pub fn unknown(n: usize) -> Result<CardList, crate::TooMany> {
        if n > CardList::CAPACITY {
            return Err(CardList::TOO_MANY);
        }
        let mut list = CardList::new();
        for _ in 0..n {
            list.try_push(None)?;
        }
        Ok(list)
    }
}

impl ShownCards {
    /// The cards of `list` when every one is known; `None` when one is not.
    pub fn known(list: &CardList) -> Option<ShownCards> {
        let mut shown = ShownCards::new();
        for card in list {
            // As many as `list` holds: there is room.
            shown.try_push((*card)?).ok()?;
        }
        Some(shown)
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
        assert_eq!(list.try_push(card("Kd")), Err(CardList::TOO_MANY));
        assert_eq!(list.try_extend_from_slice(&[None]), Err(CardList::TOO_MANY));
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
    fn shown_cards_hold_up_to_the_capacity_and_refuse_more() {
        let eight: Vec<Card> = Card::naturals().take(CardList::CAPACITY).collect();
        let mut shown = ShownCards::try_from_slice(&eight).unwrap_or_default();
        assert_eq!(shown, eight);
        assert_eq!(shown.try_push(Card::JOKER), Err(CardList::TOO_MANY));
        assert_eq!(shown.len(), CardList::CAPACITY);
        let nine: Vec<Card> = Card::naturals().take(CardList::CAPACITY + 1).collect();
        assert!(ShownCards::try_from(nine).is_err());
        let stored = format!(
            r#"{{"type":"show","seat":1,"cards":[{}]}}"#,
            ["\"As\""; 9].join(",")
        );
        let err = serde_json::from_str::<crate::Action>(&stored).expect_err("nine cards");
        assert!(err.to_string().contains("at most 8 cards"), "{err}");
    }

    #[test]
    fn shown_cards_of_a_list_need_every_card_known() {
        let list = CardList::try_from([card("As"), card("Kd")]).unwrap_or_default();
        let shown = ShownCards::known(&list).map(|s| s.to_vec());
        assert_eq!(shown, Some(list.iter().flatten().copied().collect()));
        assert_eq!(shown.map(|s| s.len()), Some(2));
        let half = CardList::try_from([card("As"), None]).unwrap_or_default();
        assert_eq!(ShownCards::known(&half), None);
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
