//! Helpers shared by the test modules.

use cardroom_cards::{Card, CardsError, Evaluation, parse_cards};

/// Cards from text; the test's own text is always valid.
pub fn cards(text: &str) -> Vec<Card> {
    parse_cards(text).unwrap()
}

/// The rank values the evaluation counts, in counting order (the ace as 14).
pub fn ranks(e: &Evaluation) -> Vec<u8> {
    e.ranks().iter().map(|&r| r as u8).collect()
}

/// Each hand (text) as `eval` ranks it reads out as its description.
pub fn assert_described(eval: impl Fn(&str) -> Evaluation, rows: &[(&str, &str)]) {
    for &(hand, description) in rows {
        assert_eq!(eval(hand).description(), description, "{hand}");
    }
}

/// Each hand (text) is refused by `evaluate` with its code.
pub fn assert_refused(
    evaluate: impl Fn(&[Card]) -> Result<Evaluation, CardsError>,
    rows: &[(&str, &str)],
) {
    for &(hand, code) in rows {
        assert_eq!(evaluate(&cards(hand)).unwrap_err().code(), code, "{hand}");
    }
}

/// Every k-subset of `0..n`, as index lists, in lexicographic order.
pub fn combinations(n: usize, k: usize) -> Vec<Vec<usize>> {
    let mut out = Vec::new();
    let mut idx: Vec<usize> = (0..k).collect();
    loop {
        out.push(idx.clone());
        let mut i = k;
        loop {
            if i == 0 {
                return out;
            }
            i -= 1;
            if idx[i] != i + n - k {
                break;
            }
        }
        idx[i] += 1;
        for j in i + 1..k {
            idx[j] = idx[j - 1] + 1;
        }
    }
}

/// A small deterministic generator for sampling (splitmix64), so the tests do not depend on
/// the crate's own shuffling.
pub struct Sampler(pub u64);

impl Sampler {
    pub fn next(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }

    /// `k` distinct cards drawn from `from`.
    pub fn draw(&mut self, from: &[Card], k: usize) -> Vec<Card> {
        let mut pool = from.to_vec();
        for i in 0..k {
            let j = i + (self.next() % (pool.len() - i) as u64) as usize;
            pool.swap(i, j);
        }
        pool.truncate(k);
        pool
    }
}
