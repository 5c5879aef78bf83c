//! Dealer-readable descriptions: "Flush, king high", "Two pair, aces and sevens",
//! "Seven-five low".

use crate::Rank;
use crate::strength::{Category, Ranking};

fn rank(v: u8) -> Rank {
    Rank::from_value(v).unwrap_or(Rank::Ace)
}

fn capitalized(s: &str) -> String {
    let mut chars = s.chars();
    match chars.next() {
        Some(first) => first.to_uppercase().chain(chars).collect(),
        None => String::new(),
    }
}

/// The description of a hand of `category` whose playing ranks, in counting order, are
/// `ranks` (values; the ace as 14 or 1).
pub(crate) fn describe(ranking: Ranking, category: Category, ranks: [u8; 5]) -> String {
    let [a, _, c, d, _] = ranks.map(rank);
    match category {
        Category::HighCard if ranking == Ranking::AceToFive => {
            format!("{}-{} low", capitalized(a.name()), ranks_name(ranks[1]))
        }
        Category::HighCard => format!("{} high", capitalized(a.name())),
        Category::Pair => format!("Pair of {}", a.plural()),
        Category::TwoPair => format!("Two pair, {} and {}", a.plural(), c.plural()),
        Category::ThreeOfAKind => format!("Three of a kind, {}", a.plural()),
        Category::Straight => format!("Straight, {} high", a.name()),
        Category::Flush => format!("Flush, {} high", a.name()),
        Category::FullHouse => format!("Full house, {} full of {}", a.plural(), d.plural()),
        Category::FourOfAKind => format!("Four of a kind, {}", a.plural()),
        Category::StraightFlush if a == Rank::Ace => "Royal flush".to_string(),
        Category::StraightFlush => format!("Straight flush, {} high", a.name()),
        Category::FiveOfAKind => format!("Five of a kind, {}", a.plural()),
    }
}

fn ranks_name(v: u8) -> &'static str {
    rank(v).name()
}
