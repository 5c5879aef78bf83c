//! `high`: the best five of 5-7 natural cards (Hold'em, Pineapple, Five Card Draw).
//!
//! The evaluator works on rank bitmasks: one 13-bit mask per suit and four "seen at least
//! n times" masks, with a compile-time table for straights. No allocation, no IO.

use crate::card::check_distinct;
use crate::eval::{Evaluation, pick_best};
use crate::high_table::{self, WEIGHT};
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

/// For each 13-bit rank mask, its five highest rank values packed as 4-bit numbers, the
/// highest in bits 16-19 (missing ranks are 0). The top k are `KICKERS[m] >> (4 * (5 - k))`.
static KICKERS: [u32; 8192] = kicker_table();

const fn kicker_table() -> [u32; 8192] {
    let mut t = [0u32; 8192];
    let mut m = 0usize;
    while m < 8192 {
        let mut pack = 0u32;
        let mut n = 0;
        let mut b = 13usize;
        while b > 0 && n < 5 {
            b -= 1;
            if m & (1 << b) != 0 {
                pack = (pack << 4) | (b as u32 + 2);
                n += 1;
            }
        }
        t[m] = pack << (4 * (5 - n));
        m += 1;
    }
    t
}

const CAT: u32 = 20;

/// A category in the strength's top bits.
#[inline]
const fn cat(c: Category) -> u32 {
    (c as u32) << CAT
}

/// The highest set bit of `mask` as a mask (0 for 0), and its rank value (2-14; meaningless
/// for 0, whose results the callers mask out).
#[inline]
fn top(mask: u32) -> (u32, u32) {
    let lz = mask.leading_zeros();
    ((0x8000_0000u64 >> lz) as u32, 33u32.wrapping_sub(lz))
}

/// All ones when `cond` holds, else zero.
#[inline]
fn when(cond: bool) -> u32 {
    u32::from(cond).wrapping_neg()
}

#[inline]
fn kickers(mask: u32, k: u32) -> u32 {
    KICKERS[(mask & 0x1FFF) as usize] >> (4 * (5 - k))
}

#[inline]
fn straight(high: u32) -> u32 {
    // The wheel's ace counts as 1.
    (high << 16) | ((high - 1) << 12) | ((high - 2) << 8) | ((high - 3) << 4) | (high - 4)
}

/// Per card: its rank's weight in the rank key (low 32 bits) and one in its suit's
/// byte of the suit counts (high 32 bits). The joker adds nothing: the callers refuse it.
/// One entry for every byte, so that a card's index needs no bounds check.
static CARD_WORD: [u64; 256] = {
    let mut t = [0u64; 256];
    let mut i = 0;
    while i < 52 {
        t[i] = WEIGHT[i >> 2] as u64 | 1u64 << (32 + (i & 3) * 8);
        i += 1;
    }
    t
};

/// The strength of a flush in `suit` among `cards` (5 to 7 distinct naturals).
fn flush_value(cards: &[Card], suit: usize) -> u32 {
    // With at most 7 cards a flush rules out quads and a full house.
    let mut m = 0u32;
    for c in cards {
        if c.suit_index() == suit {
            m |= 1 << (c.index() >> 2);
        }
    }
    let h = u32::from(STRAIGHT_HIGH[m as usize]);
    if h != 0 {
        cat(Category::StraightFlush) | straight(h)
    } else {
        cat(Category::Flush) | kickers(m, 5)
    }
}

/// The strength, without flushes, of the ranks seen at least once, twice, three and four
/// times (bit v-2 for value v).
pub(crate) fn non_flush(s1: u32, s2: u32, s3: u32, s4: u32) -> u32 {
    // Every hand the ranks can make, each zero when the cards cannot make it: the best is
    // the biggest.
    let (qb, q) = top(s4);
    let quads = when(s4 != 0)
        & (cat(Category::FourOfAKind) | q.wrapping_mul(0x11110) | kickers(s1 & !qb, 1));
    let (tb, t) = top(s3);
    let (fb, f) = top(s2 & !tb);
    let full = when((s3 != 0) & (fb != 0))
        & (cat(Category::FullHouse) | t.wrapping_mul(0x11100) | f.wrapping_mul(0x11));
    let h = u32::from(STRAIGHT_HIGH[(s1 & 0x1FFF) as usize]);
    let run = when(h != 0) & (cat(Category::Straight) | straight(h.max(5)));
    let trips = when(s3 != 0)
        & (cat(Category::ThreeOfAKind) | t.wrapping_mul(0x11100) | kickers(s1 & !tb, 2));
    let (pb, p) = top(s2);
    let (rb, r) = top(s2 & !pb);
    let two = when(rb != 0)
        & (cat(Category::TwoPair)
            | p.wrapping_mul(0x11000)
            | r.wrapping_mul(0x110)
            | kickers(s1 & !pb & !rb, 1));
    let pair =
        when(pb != 0) & (cat(Category::Pair) | p.wrapping_mul(0x11000) | kickers(s1 & !pb, 3));
    quads
        .max(full)
        .max(run)
        .max(trips)
        .max(two)
        .max(pair)
        .max(kickers(s1, 5))
}

/// The non-flush strength computed from the cards' rank masks (the table's fallback).
fn non_flush_of(cards: &[Card]) -> u32 {
    let (mut s1, mut s2, mut s3, mut s4) = (0u32, 0u32, 0u32, 0u32);
    for c in cards {
        let b = 1u32 << (c.index() >> 2);
        s4 |= s3 & b;
        s3 |= s2 & b;
        s2 |= s1 & b;
        s1 |= b;
    }
    non_flush(s1, s2, s3, s4)
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
#[inline]
pub fn strength(cards: &[Card]) -> Result<Strength, CardsError> {
    match raw_strength(cards) {
        Some(raw) => Ok(Strength::from_raw(raw)),
        None => Err(refusal(cards)),
    }
}

/// Why `cards` are not 5-7 distinct naturals (never called with cards that are).
#[cold]
#[inline(never)]
fn refusal(cards: &[Card]) -> CardsError {
    match check(cards) {
        Err(e) => e,
        Ok(()) => CardsError::BadHandSize {
            got: cards.len(),
            expected: "5 to 7",
        },
    }
}

/// [`strength`]'s value, `None` for cards that are not 5-7 distinct naturals: a plain
/// number back in a register, the error built only out of line.
#[inline]
fn raw_strength(cards: &[Card]) -> Option<u32> {
    let (mut word, mut seen) = (0u64, 0u64);
    for c in cards {
        let i = c.index();
        seen |= 1u64 << i;
        word += CARD_WORD[usize::from(i)];
    }
    // Distinct: as many bits as cards. Natural: no joker's bit (52).
    let distinct = seen.count_ones() as usize == cards.len();
    if !(5..=7).contains(&cards.len()) || !distinct || seen >> 52 != 0 {
        return None;
    }
    // A suit byte of 5 or more: 5 + 123 sets the byte's top bit.
    let flush = ((word >> 32) as u32).wrapping_add(0x7B7B_7B7B) & 0x8080_8080;
    let raw = if flush != 0 {
        flush_value(cards, (flush.trailing_zeros() / 8) as usize)
    } else {
        if cards.len() == 7 {
            high_table::lookup7(word as u32).unwrap_or_else(|| non_flush_of(cards))
        } else {
            non_flush_of(cards)
        }
    };
    Some(raw)
}

/// The best five of 5-7 distinct natural cards, high hand.
pub fn evaluate(cards: &[Card]) -> Result<Evaluation, CardsError> {
    let s = strength(cards)?;
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
