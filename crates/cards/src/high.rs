//! `high`: the best five of 5-7 natural cards (Hold'em, Pineapple, Five Card Draw).
//!
//! The evaluator works on rank bitmasks: one 13-bit mask per suit and four "seen at least
//! n times" masks, with a compile-time table for straights. No allocation, no IO.

use crate::card::check_distinct;
use crate::eval::{Evaluation, pick_best};
use crate::strength::{Category, Ranking, Strength};
use crate::{Card, CardsError};

/// For each 13-bit rank mask (bit 0 = deuce … bit 12 = ace), the value of the highest
/// straight's top card (5 for the wheel … 14 for broadway), or 0 for none.
static STRAIGHT_HIGH: [u8; 8192] = straight_table();

const fn straight_table() -> [u8; 8192] {
    let mut t = [0u8; 8192];
    let mut m = 0usize;
    while m < 8192 {
        // Bit 0 of `x` is a low ace, bits 1-13 the deuce to the ace.
        let x = (m << 1) | (m >> 12);
        let mut top = 14usize;
        while top >= 5 {
            let need = 0b11111usize << (top - 5);
            if x & need == need {
                t[m] = top as u8;
                break;
            }
            top -= 1;
        }
        m += 1;
    }
    t
}

#[inline]
fn top(mask: u16) -> u8 {
    // The value (2-14) of the highest set bit; callers never pass 0.
    (17 - mask.leading_zeros()) as u8
}

#[inline]
fn bit(value: u8) -> u16 {
    1 << (value - 2)
}

#[inline]
fn top_n<const N: usize>(mut mask: u16) -> [u8; N] {
    let mut out = [0u8; N];
    for slot in &mut out {
        if mask == 0 {
            break;
        }
        let v = top(mask);
        *slot = v;
        mask &= !bit(v);
    }
    out
}

#[inline]
fn straight(high: u8) -> [u8; 5] {
    // The wheel's ace counts as 1.
    [high, high - 1, high - 2, high - 3, high - 4]
}

/// The strength of the best five of `cards`, which must be natural and distinct (checked by
/// the callers). Works for any count from 5 up.
#[inline]
pub(crate) fn strength_unchecked(cards: &[Card]) -> Strength {
    let mut suits = [0u16; 4];
    let (mut s1, mut s2, mut s3, mut s4) = (0u16, 0u16, 0u16, 0u16);
    for c in cards {
        let b = bit(c.value());
        suits[c.suit_index()] |= b;
        s4 |= s3 & b;
        s3 |= s2 & b;
        s2 |= s1 & b;
        s1 |= b;
    }
    let pack = |cat: Category, ranks: [u8; 5]| Strength::pack(cat as u32, ranks);
    // With at most 7 cards a flush rules out quads and a full house.
    for m in suits {
        if m.count_ones() >= 5 {
            let h = STRAIGHT_HIGH[usize::from(m)];
            if h != 0 {
                return pack(Category::StraightFlush, straight(h));
            }
            return pack(Category::Flush, top_n::<5>(m));
        }
    }
    if s4 != 0 {
        let q = top(s4);
        let k = top(s1 & !bit(q));
        return pack(Category::FourOfAKind, [q, q, q, q, k]);
    }
    if s3 != 0 {
        let t = top(s3);
        let rest = s2 & !bit(t);
        if rest != 0 {
            let p = top(rest);
            return pack(Category::FullHouse, [t, t, t, p, p]);
        }
    }
    let h = STRAIGHT_HIGH[usize::from(s1)];
    if h != 0 {
        return pack(Category::Straight, straight(h));
    }
    if s3 != 0 {
        let t = top(s3);
        let [a, b] = top_n::<2>(s1 & !bit(t));
        return pack(Category::ThreeOfAKind, [t, t, t, a, b]);
    }
    if s2 != 0 {
        let p = top(s2);
        let rest = s2 & !bit(p);
        if rest != 0 {
            let q = top(rest);
            let k = top(s1 & !bit(p) & !bit(q));
            return pack(Category::TwoPair, [p, p, q, q, k]);
        }
        let [a, b, c] = top_n::<3>(s1 & !bit(p));
        return pack(Category::Pair, [p, p, a, b, c]);
    }
    pack(Category::HighCard, top_n::<5>(s1))
}

fn check(cards: &[Card]) -> Result<(), CardsError> {
    if !(5..=7).contains(&cards.len()) {
        return Err(CardsError::BadHandSize {
            got: cards.len(),
            expected: "5 to 7",
        });
    }
    if cards.iter().any(|c| c.is_joker()) {
        return Err(CardsError::BadJoker(
            "the joker does not play in high hands (use high-bug)".into(),
        ));
    }
    check_distinct(cards)
}

/// The strength alone of the best five of 5-7 distinct natural cards: the fast path when the
/// playing cards and description are not needed. Equals `evaluate(cards)?.strength()`.
pub fn strength(cards: &[Card]) -> Result<Strength, CardsError> {
    check(cards)?;
    Ok(strength_unchecked(cards))
}

/// The best five of 5-7 distinct natural cards, high hand.
pub fn evaluate(cards: &[Card]) -> Result<Evaluation, CardsError> {
    check(cards)?;
    let s = strength_unchecked(cards);
    let (order, ranks) = s.unpack();
    let category = Category::from_order(order);
    let flush_suit = matches!(category, Category::Flush | Category::StraightFlush)
        .then(|| flush_suit(cards))
        .flatten();
    let best = pick_best(cards, ranks, flush_suit);
    Ok(Evaluation::new(Ranking::High, category, best, s, ranks))
}

/// The suit held five or more times, if any.
fn flush_suit(cards: &[Card]) -> Option<usize> {
    let mut n = [0u8; 4];
    for c in cards {
        n[c.suit_index()] += 1;
    }
    n.iter().position(|&k| k >= 5)
}
