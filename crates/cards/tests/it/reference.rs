//! A deliberately plain reference ranker, written from the rule texts without the crate's
//! code, and the joker brute force: try every card the joker could be, keep the best.
//!
//! A "card" here is `(rank, suit)` with rank 2-14 and suit `Some(0..4)`, or `None` for a
//! joker standing in for a card already held (it then has no suit of its own, so it can
//! pair but never completes a flush).

use cardroom_cards::{Card, Category};

pub type RefCard = (u8, Option<u8>);

#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Game {
    Standard,
    Mexican,
}

impl Game {
    fn ranks(self) -> Vec<u8> {
        match self {
            Game::Standard => (2..=14).collect(),
            Game::Mexican => vec![2, 3, 4, 5, 6, 7, 11, 12, 13, 14],
        }
    }

    /// Runs of consecutive ranks, lowest first; the ace also plays below the deuce.
    fn straights(self) -> Vec<Vec<u8>> {
        let mut line = vec![1u8];
        line.extend(self.ranks());
        line.windows(5).map(|w| w.to_vec()).collect()
    }

    /// The category's place: Mexican swaps flush and full house.
    pub fn order(self, c: Category) -> u8 {
        match (self, c) {
            (Game::Mexican, Category::Flush) => 6,
            (Game::Mexican, Category::FullHouse) => 5,
            _ => c as u8,
        }
    }
}

/// A comparable value: category place, then ranks in counting order.
pub type Key = (u8, Vec<u8>);

pub fn natural(c: Card) -> RefCard {
    let r = c.rank().unwrap() as u8;
    let s = c.suit().unwrap() as u8;
    (r, Some(s))
}

/// The category and counting-order ranks of five reference cards, high rules.
pub fn rank_five(game: Game, hand: &[RefCard]) -> (Category, Vec<u8>) {
    assert_eq!(hand.len(), 5);
    let mut ranks: Vec<u8> = hand.iter().map(|c| c.0).collect();
    ranks.sort_by(|a, b| b.cmp(a));
    let mut distinct = ranks.clone();
    distinct.dedup();
    let flush = hand[0].1.is_some() && hand.iter().all(|c| c.1 == hand[0].1);
    let mut straight = None;
    if distinct.len() == 5 {
        for run in game.straights() {
            let set: Vec<u8> = run.iter().map(|&r| if r == 1 { 14 } else { r }).collect();
            if set.iter().all(|r| ranks.contains(r)) {
                // Later runs are higher: keep the last that matches.
                straight = Some(run.iter().rev().copied().collect::<Vec<u8>>());
            }
        }
    }
    if let Some(run) = straight {
        let cat = if flush {
            Category::StraightFlush
        } else {
            Category::Straight
        };
        return (cat, run);
    }
    if flush {
        return (Category::Flush, ranks);
    }
    rank_five_pairs_only(hand)
}

pub fn key(game: Game, v: &(Category, Vec<u8>)) -> Key {
    (game.order(v.0), v.1.clone())
}

/// Which stand-ins a joker rule accepts.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Rule {
    /// An ace, or a card completing a straight, flush or straight flush.
    Bug,
    /// Anything.
    Wild,
    /// Anything but a flush, which takes the joker as the two of the suit, held or not.
    DrawWild,
}

/// The best value of `naturals` (4 cards) plus the joker, trying every card of the game's
/// deck; a card already held plays without a suit.
pub fn brute_force_joker(game: Game, rule: Rule, naturals: &[Card]) -> (Category, Vec<u8>) {
    let held: Vec<RefCard> = naturals.iter().map(|&c| natural(c)).collect();
    let mut best: Option<(Category, Vec<u8>)> = None;
    let mut consider = |v: (Category, Vec<u8>)| {
        if best.as_ref().is_none_or(|b| key(game, &v) > key(game, b)) {
            best = Some(v);
        }
    };
    for r in game.ranks() {
        for s in 0..4u8 {
            let stand_in = if held.contains(&(r, Some(s))) {
                (r, None)
            } else {
                (r, Some(s))
            };
            let mut hand = held.clone();
            hand.push(stand_in);
            let v = rank_five(game, &hand);
            let ok = match rule {
                Rule::Bug => {
                    r == 14
                        || matches!(
                            v.0,
                            Category::Straight | Category::Flush | Category::StraightFlush
                        )
                }
                Rule::Wild => true,
                Rule::DrawWild => v.0 != Category::Flush,
            };
            if ok {
                consider(v);
            }
        }
    }
    if rule == Rule::DrawWild && held.iter().all(|c| c.1 == held[0].1) {
        let mut ranks: Vec<u8> = held.iter().map(|c| c.0).chain([2]).collect();
        ranks.sort_by(|a, b| b.cmp(a));
        consider((Category::Flush, ranks));
    }
    best.unwrap()
}

/// Ace-to-five low value of five ranks (ace as 1): bigger key = better low hand.
pub fn low_key(ranks: &[u8]) -> (u8, Vec<u8>) {
    // Rank as a high hand with no straights or flushes, aces low, then turn it over.
    let hand: Vec<RefCard> = ranks.iter().map(|&r| (r, None)).collect();
    let (cat, ordered) = rank_five_pairs_only(&hand);
    (9 - cat as u8, ordered.iter().map(|r| 15 - r).collect())
}

/// The pairing category and counting-order ranks, straights and flushes aside.
fn rank_five_pairs_only(hand: &[RefCard]) -> (Category, Vec<u8>) {
    let mut ranks: Vec<u8> = hand.iter().map(|c| c.0).collect();
    ranks.sort_by(|a, b| b.cmp(a));
    let mut distinct = ranks.clone();
    distinct.dedup();
    // Groups: (count, rank), biggest count first, then highest rank.
    let mut groups: Vec<(usize, u8)> = distinct
        .iter()
        .map(|&r| (ranks.iter().filter(|&&x| x == r).count(), r))
        .collect();
    groups.sort_by(|a, b| b.cmp(a));
    let shape: Vec<usize> = groups.iter().map(|g| g.0).collect();
    let cat = match shape.as_slice() {
        [5] => Category::FiveOfAKind,
        [4, 1] => Category::FourOfAKind,
        [3, 2] => Category::FullHouse,
        [3, 1, 1] => Category::ThreeOfAKind,
        [2, 2, 1] => Category::TwoPair,
        [2, 1, 1, 1] => Category::Pair,
        _ => Category::HighCard,
    };
    let ordered = groups
        .iter()
        .flat_map(|&(n, r)| std::iter::repeat_n(r, n))
        .collect();
    (cat, ordered)
}

/// Every 4-card set of `deck`'s natural cards (for joker hands), in order.
pub fn four_card_sets(deck: &[Card]) -> impl Iterator<Item = [Card; 4]> + '_ {
    let n = deck.len();
    (0..n).flat_map(move |a| {
        (a + 1..n).flat_map(move |b| {
            (b + 1..n)
                .flat_map(move |c| (c + 1..n).map(move |d| [deck[a], deck[b], deck[c], deck[d]]))
        })
    })
}
