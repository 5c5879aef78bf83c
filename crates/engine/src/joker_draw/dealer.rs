//! The dealer's one exchange, by the house's strict priority (RULINGS.md, the first match
//! deciding):
//!
//! 0. a made hand (straight or better) is kept whole;
//! 1. three of a kind (a pair and the joker included): change the two other cards;
//! 2. four to a flush (the joker and three suited cards included), even with a pair: change
//!    the fifth card;
//! 3. four to an open-ended straight (at least two ranks complete it, the joker filling any
//!    rank): change the fifth card;
//! 4. any pair (two pair keeps both pairs; with no natural pair the joker pairs the highest
//!    card): change the rest;
//! 5. four to an inside straight (exactly one rank completes it; `A234` and `JQKA` included):
//!    change the fifth card;
//! 6. otherwise change all five.
//!
//! No straight wraps (`K-A-2`). The joker is never exchanged. Where several cards could be
//! "the fifth", any of them is accepted; the suggestion is the draw with the most completing
//! ranks, then the lowest card, then the lowest suit (c < d < h < s).

use cardroom_cards::joker_draw::evaluate;
use cardroom_cards::{Card, CardsError, Category, Rank, cards_text};
use serde::{Deserialize, Serialize};

/// The priority rule that decided the dealer's exchange.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "specta", derive(specta::Type))]
#[serde(rename_all = "snake_case")]
pub enum DealerRule {
    /// A straight or better: nothing is exchanged.
    MadeHand,
    /// Three of a kind: the two other cards are exchanged.
    ThreeOfAKind,
    /// Four to a flush: the fifth card is exchanged.
    FourFlush,
    /// Four to an open-ended straight (two or more ranks complete it): one card is exchanged.
    OpenEndedStraight,
    /// A pair (or two pair): the unpaired cards are exchanged.
    Pair,
    /// Four to an inside straight (one rank completes it): one card is exchanged.
    InsideStraight,
    /// Nothing to keep: all five cards are exchanged.
    ChangeAll,
}

impl DealerRule {
    /// The rule as a dealer reads it.
    pub fn describe(self) -> &'static str {
        match self {
            DealerRule::MadeHand => "a made hand (straight or better) is kept whole",
            DealerRule::ThreeOfAKind => "three of a kind: change the two other cards",
            DealerRule::FourFlush => "four to a flush: change the fifth card",
            DealerRule::OpenEndedStraight => {
                "four to an open-ended straight: change the fifth card"
            }
            DealerRule::Pair => "a pair: keep the pair (or both pairs) and change the rest",
            DealerRule::InsideStraight => "four to an inside straight: change the fifth card",
            DealerRule::ChangeAll => "nothing to keep: change all five cards",
        }
    }
}

/// What the dealer must exchange for one revealed hand.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "specta", derive(specta::Type))]
pub struct DealerPlan {
    /// The rule that decides.
    pub rule: DealerRule,
    /// Every exchange the rule allows, each a set of cards sorted low to high (empty: keep
    /// all). Usually one; several where more than one card could be "the fifth".
    #[cfg_attr(feature = "specta", specta(type = Vec<Vec<String>>))]
    #[serde(with = "crate::card_serde::known_card_sets")]
    pub options: Vec<Vec<Card>>,
    /// The engine's suggestion, one of `options`.
    #[cfg_attr(feature = "specta", specta(type = Vec<String>))]
    #[serde(with = "crate::card_serde::known_cards")]
    pub suggested: Vec<Card>,
}

impl DealerPlan {
    /// Whether exchanging `discard` (in any order) follows the rule.
    pub fn allows(&self, discard: &[Card]) -> bool {
        let mut entered = discard.to_vec();
        entered.sort();
        self.options.contains(&entered)
    }

    /// The allowed exchanges as a dealer reads them: `"8c"`, `"8c or 8d"`, `"nothing"`.
    pub fn options_text(&self) -> String {
        self.options
            .iter()
            .map(|o| discard_text(o))
            .collect::<Vec<_>>()
            .join(" or ")
    }
}

/// Cards to exchange as text: `"Jd"`, `"7c 8d 9h"`, or `"nothing"`.
pub fn discard_text(cards: &[Card]) -> String {
    if cards.is_empty() {
        "nothing".into()
    } else {
        cards_text(cards)
    }
}

/// The dealer's exchange for five revealed cards (52 + joker, no card twice).
pub fn dealer_plan(cards: &[Card]) -> Result<DealerPlan, CardsError> {
    let hand = evaluate(cards)?;
    let joker = cards.iter().any(|c| c.is_joker());
    let naturals: Vec<Card> = cards.iter().copied().filter(|c| !c.is_joker()).collect();
    let count = |v: u8| naturals.iter().filter(|c| value(**c) == v).count();

    // 0. Made hands are kept whole.
    if matches!(
        hand.category,
        Category::Straight
            | Category::Flush
            | Category::FullHouse
            | Category::FourOfAKind
            | Category::StraightFlush
            | Category::FiveOfAKind
    ) {
        return Ok(single(DealerRule::MadeHand, Vec::new()));
    }

    // 1. Three of a kind: natural trips, or a pair and the joker.
    if hand.category == Category::ThreeOfAKind {
        let trips = naturals
            .iter()
            .map(|c| value(*c))
            .find(|&v| count(v) == 3 || (joker && count(v) == 2));
        if let Some(t) = trips {
            let rest = naturals
                .iter()
                .copied()
                .filter(|c| value(*c) != t)
                .collect();
            return Ok(single(DealerRule::ThreeOfAKind, rest));
        }
    }

    // 2. Four to a flush, the joker counting as a suited card.
    for suit in cardroom_cards::Suit::ALL {
        let suited = naturals.iter().filter(|c| c.suit() == Some(suit)).count();
        if suited + usize::from(joker) >= 4 {
            let rest = naturals
                .iter()
                .copied()
                .filter(|c| c.suit() != Some(suit))
                .collect();
            return Ok(single(DealerRule::FourFlush, rest));
        }
    }

    // 3. and 5. Straight draws: which single card leaves four that one or more ranks complete.
    let draws: Vec<(Card, usize)> = naturals
        .iter()
        .map(|&c| {
            let four: Vec<Card> = cards.iter().copied().filter(|&o| o != c).collect();
            (c, completing_ranks(&four).len())
        })
        .filter(|&(_, n)| n > 0)
        .collect();
    let open: Vec<(Card, usize)> = draws.iter().copied().filter(|&(_, n)| n >= 2).collect();
    if !open.is_empty() {
        return Ok(one_card(DealerRule::OpenEndedStraight, open));
    }

    // 4. Any pair; with no natural pair the joker pairs the highest card.
    let paired: Vec<u8> = naturals
        .iter()
        .map(|c| value(*c))
        .filter(|&v| count(v) >= 2)
        .collect();
    if !paired.is_empty() {
        let rest = naturals
            .iter()
            .copied()
            .filter(|c| !paired.contains(&value(*c)))
            .collect();
        return Ok(single(DealerRule::Pair, rest));
    }
    if joker {
        let highest = naturals.iter().copied().max_by_key(|c| value(*c));
        let rest = naturals
            .iter()
            .copied()
            .filter(|&c| Some(c) != highest)
            .collect();
        return Ok(single(DealerRule::Pair, rest));
    }

    // 5. Four to an inside straight.
    if !draws.is_empty() {
        return Ok(one_card(DealerRule::InsideStraight, draws));
    }

    // 6. Nothing: change all five (no joker can be left here, it always makes a pair).
    Ok(single(DealerRule::ChangeAll, naturals))
}

/// The ranks (2-14) whose card, added to these four, makes a straight (the joker filling
/// any rank; the ace high or low, no wrap).
pub fn completing_ranks(four: &[Card]) -> Vec<Rank> {
    let jokers = four.iter().filter(|c| c.is_joker()).count();
    let values: Vec<u8> = four
        .iter()
        .filter(|c| !c.is_joker())
        .map(|c| value(*c))
        .collect();
    Rank::ALL
        .into_iter()
        .filter(|r| {
            let mut with = values.clone();
            with.push(r.value());
            is_straight(&with, jokers)
        })
        .collect()
}

/// Whether these natural rank values and `jokers` jokers make a five-card straight.
fn is_straight(values: &[u8], jokers: usize) -> bool {
    if values.len() + jokers != 5 {
        return false;
    }
    for (k, v) in values.iter().enumerate() {
        if values[..k].contains(v) {
            return false;
        }
    }
    // Windows from the wheel (A = 1) to ten to ace.
    (1u8..=10).any(|low| {
        values.iter().all(|&v| {
            let v = if low == 1 && v == 14 { 1 } else { v };
            (low..=low + 4).contains(&v)
        })
    })
}

fn value(card: Card) -> u8 {
    card.rank().map_or(0, Rank::value)
}

fn single(rule: DealerRule, mut discard: Vec<Card>) -> DealerPlan {
    discard.sort();
    DealerPlan {
        rule,
        options: vec![discard.clone()],
        suggested: discard,
    }
}

/// A one-card exchange with candidates `(card, completing ranks)`: any is allowed; the
/// suggestion has the most completing ranks, then the lowest card (rank, then suit).
fn one_card(rule: DealerRule, mut candidates: Vec<(Card, usize)>) -> DealerPlan {
    candidates.sort_by(|a, b| b.1.cmp(&a.1).then(a.0.cmp(&b.0)));
    let suggested = candidates
        .first()
        .map(|&(c, _)| vec![c])
        .unwrap_or_default();
    let mut options: Vec<Vec<Card>> = candidates.iter().map(|&(c, _)| vec![c]).collect();
    options.sort();
    DealerPlan {
        rule,
        options,
        suggested,
    }
}
