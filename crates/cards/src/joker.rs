//! The joker's stand-ins for the five-card rankings that use it, and building the result.

use crate::Card;
use crate::eval::{Evaluation, pick_best};
use crate::five::{Five, Sequences, classify};
use crate::strength::{Category, Ranking, Strength};

/// What the joker may be.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum JokerRule {
    /// A bug: an ace (which may pair a held ace), or any card that completes a straight,
    /// flush or straight flush.
    Bug,
    /// Fully wild: any rank for pairing and straights, any unheld card of the suit for a
    /// flush or straight flush (Mexican face down).
    Wild,
    /// Wild, but a plain flush takes it as the two of the suit, held or not (joker-draw).
    WildFlushTwo,
}

/// The best the hand makes: category and ranks in counting order.
fn best_value(
    five: &Five,
    ranking: Ranking,
    seq: Sequences,
    deck_ranks: &[u8],
    rule: JokerRule,
) -> (Category, [u8; 5]) {
    let suit = five.common_suit();
    if !five.joker {
        return classify(five.five(), suit.is_some(), seq);
    }
    let held = five.values();
    let strength = |v: &(Category, [u8; 5])| Strength::pack(ranking.category_order(v.0), v.1);
    let mut best: Option<(Category, [u8; 5])> = None;
    let mut offer = |v: (Category, [u8; 5])| {
        if best.as_ref().is_none_or(|b| strength(&v) > strength(b)) {
            best = Some(v);
        }
    };
    for &r in deck_ranks {
        // The joker as a rank with no suit: pairs, sets, five of a kind, straights.
        let plain = classify(five.with(r), false, seq);
        let allowed = match rule {
            JokerRule::Bug => r == 14 || plain.0 == Category::Straight,
            JokerRule::Wild | JokerRule::WildFlushTwo => true,
        };
        if allowed {
            offer(plain);
        }
        // The joker as the unheld card of the suit all four naturals share.
        if suit.is_some() && !held.contains(&r) {
            let suited = classify(five.with(r), true, seq);
            if rule != JokerRule::WildFlushTwo || suited.0 == Category::StraightFlush {
                offer(suited);
            }
        }
    }
    if rule == JokerRule::WildFlushTwo && suit.is_some() {
        let mut ranks = five.with(2);
        ranks.sort_unstable_by(|a, b| b.cmp(a));
        offer((Category::Flush, ranks));
    }
    // `deck_ranks` is never empty, so an ace (or any rank) was offered; the fallback only
    // keeps the function total.
    best.unwrap_or_else(|| classify(five.with(14), false, seq))
}

/// The evaluation of five cards (read as `five`) under a ranking that may hold the joker:
/// the best value its `rule` allows, packed in the ranking's category order.
pub(crate) fn evaluate_five(
    cards: &[Card],
    five: &Five,
    ranking: Ranking,
    seq: Sequences,
    deck_ranks: &[u8],
    rule: JokerRule,
) -> Evaluation {
    let (category, ranks) = best_value(five, ranking, seq, deck_ranks, rule);
    let strength = Strength::pack(ranking.category_order(category), ranks);
    let best = pick_best(cards, ranks, None);
    Evaluation::new(ranking, category, best, strength, ranks)
}
