//! `mexican`: Mexican Poker, five-card stud with the 41-card deck.
//!
//! The deck is A K Q J 7 6 5 4 3 2 in four suits and one joker; the 7 and the jack are
//! adjacent, so the straights are A2345, 23456, 34567, 4567J, 567JQ, 67JQK, 7JQKA (no wrap).
//! Order: five of a kind > straight flush > four of a kind > flush > full house > straight >
//! three of a kind > two pair > pair > high card.
//!
//! The joker dealt face up ([`JokerFace::Up`]) is a bug: an ace (with no ace held it plays as
//! an ace), or a card completing a straight, flush or straight flush. Dealt face down
//! ([`JokerFace::Down`]) it is fully wild and stays wild when exposed. In a flush it is the
//! highest card of that suit not held; only pairs, sets and five of a kind may use it as a
//! card already held.

use crate::card::check_distinct;
use crate::five::{Five, MEXICAN_RANKS, Sequences};
use crate::joker::{JokerRule, evaluate_five};
use crate::strength::{Category, Ranking, Strength};
use crate::{Card, CardsError, Evaluation, Rank};

/// How the joker was dealt.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub enum JokerFace {
    /// Dealt face up: a bug.
    Up,
    /// Dealt face down: fully wild, even after it is exposed.
    #[default]
    Down,
}

const DECK: &str = "Mexican Poker's 41 cards have no 8, 9 or 10";

/// Refuses the eights, nines and tens, which the Mexican deck does not hold.
fn check_deck(cards: &[Card]) -> Result<(), CardsError> {
    match cards.iter().find(|c| matches!(c.value(), 8..=10)) {
        Some(c) => Err(CardsError::NotInDeck {
            card: c.to_string(),
            deck: DECK.into(),
        }),
        None => Ok(()),
    }
}

/// Ranks five distinct cards of the Mexican deck; `joker` says how the joker, if held, was
/// dealt.
pub fn evaluate(cards: &[Card], joker: JokerFace) -> Result<Evaluation, CardsError> {
    let five = Five::read(cards)?;
    check_deck(cards)?;
    let rule = match joker {
        JokerFace::Up => JokerRule::Bug,
        JokerFace::Down => JokerRule::Wild,
    };
    Ok(evaluate_five(
        cards,
        &five,
        Ranking::Mexican,
        Sequences::Mexican,
        &MEXICAN_RANKS,
        rule,
    ))
}

/// One to four face-up cards ranked to decide who opens a street: four of a kind > three of
/// a kind > two pair > pair > high card; straights and flushes do not count; suits never
/// break ties.
#[derive(Debug, Clone)]
pub struct Exposed {
    /// What the cards make.
    pub category: Category,
    /// The cards in counting order (the pair first, then the rest high to low).
    pub cards: Vec<Card>,
    strength: Strength,
    ranks: [u8; 5],
}

impl Exposed {
    /// Bigger is better; equal strengths tie (the first tied player from the button opens).
    pub fn strength(&self) -> Strength {
        self.strength
    }

    /// "Pair of kings", "Ace high".
    pub fn description(&self) -> String {
        crate::describe::describe(Ranking::Mexican, self.category, self.ranks)
    }
}

ordered_by_strength!(Exposed);

/// Groups 1-4 rank values: the category and the ranks most frequent first, then high first.
fn group_exposed(values: &[u8]) -> (Category, Vec<u8>) {
    let mut counts = [0u8; 15];
    for &v in values {
        counts[usize::from(v)] += 1;
    }
    let mut sorted = values.to_vec();
    sorted.sort_unstable_by(|&a, &b| (counts[usize::from(b)], b).cmp(&(counts[usize::from(a)], a)));
    let pairs = (2..=14).filter(|&r| counts[r] == 2).count();
    let most = counts.iter().copied().max().unwrap_or(0);
    let category = match (most, pairs) {
        (4, _) => Category::FourOfAKind,
        (3, _) => Category::ThreeOfAKind,
        (2, 2) => Category::TwoPair,
        (2, _) => Category::Pair,
        _ => Category::HighCard,
    };
    (category, sorted)
}

/// Ranks 1 to 4 face-up cards of the Mexican deck. A joker dealt face up counts as an ace; a
/// face-down joker that was exposed is wild and takes the rank that makes the best exposed
/// hand.
pub fn exposed(cards: &[Card], joker: JokerFace) -> Result<Exposed, CardsError> {
    if !(1..=4).contains(&cards.len()) {
        return Err(CardsError::BadHandSize {
            got: cards.len(),
            expected: "1 to 4",
        });
    }
    check_distinct(cards)?;
    check_deck(cards)?;
    let naturals: Vec<u8> = cards
        .iter()
        .filter(|c| !c.is_joker())
        .map(|c| c.value())
        .collect();
    let has_joker = naturals.len() < cards.len();
    let options: &[u8] = match (has_joker, joker) {
        (false, _) => &[0],
        (true, JokerFace::Up) => &[14],
        (true, JokerFace::Down) => &MEXICAN_RANKS,
    };
    let mut best: Option<(Strength, Category, Vec<u8>)> = None;
    for &stand_in in options {
        let mut values = naturals.clone();
        if stand_in != 0 {
            values.push(stand_in);
        }
        let (category, sorted) = group_exposed(&values);
        let mut ranks = [0u8; 5];
        for (slot, v) in ranks.iter_mut().zip(&sorted) {
            *slot = *v;
        }
        let strength = Strength::pack(category as u32, ranks);
        if best.as_ref().is_none_or(|b| strength > b.0) {
            best = Some((strength, category, sorted));
        }
    }
    let (strength, category, sorted) =
        best.unwrap_or((Strength::from_raw(0), Category::HighCard, Vec::new()));
    let mut ranks = [0u8; 5];
    for (slot, v) in ranks.iter_mut().zip(&sorted) {
        *slot = *v;
    }
    let picked = crate::eval::pick_best(cards, ranks, None);
    Ok(Exposed {
        category,
        cards: picked[..cards.len()].to_vec(),
        strength,
        ranks,
    })
}

/// The rank a face-up card shows for the first opener: the joker counts as an ace.
pub fn up_card_rank(card: Card) -> Rank {
    card.rank().unwrap_or(Rank::Ace)
}
