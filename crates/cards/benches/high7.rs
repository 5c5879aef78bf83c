//! 7-card `high` evaluation: ours against rs_poker on the same random hands, in one run.
//!
//! `cargo bench -p cardroom-cards -- --warm-up-time 1 --measurement-time 3`

#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)]

use std::hint::black_box;

use cardroom_cards::{Card, Deck, DeckKind, high};
use criterion::{Criterion, Throughput, criterion_group, criterion_main};

const HANDS: usize = 10_000;

/// The same random 7-card hands for both evaluators (seeded: every run measures the same).
fn hands() -> Vec<[Card; 7]> {
    (0..HANDS as u64)
        .map(|seed| {
            let deck = Deck::shuffled(DeckKind::Standard, seed).unwrap();
            let c = deck.cards();
            [c[0], c[1], c[2], c[3], c[4], c[5], c[6]]
        })
        .collect()
}

fn to_rs_poker(c: Card) -> rs_poker::core::Card {
    let text = c.to_string();
    let mut chars = text.chars();
    let value = rs_poker::core::Value::from_char(chars.next().unwrap()).unwrap();
    let suit = rs_poker::core::Suit::from_char(chars.next().unwrap()).unwrap();
    rs_poker::core::Card::new(value, suit)
}

fn high7(c: &mut Criterion) {
    use rs_poker::core::Rankable;

    let ours = hands();
    let theirs: Vec<Vec<rs_poker::core::Card>> = ours
        .iter()
        .map(|h| h.iter().map(|&c| to_rs_poker(c)).collect())
        .collect();
    // Same hands, same verdicts: compare the two rankers on every pair of neighbours.
    for k in 1..HANDS {
        let a = high::strength(&ours[k - 1])
            .unwrap()
            .cmp(&high::strength(&ours[k]).unwrap());
        let b = theirs[k - 1].rank().cmp(&theirs[k].rank());
        assert_eq!(a, b, "{:?} vs {:?}", ours[k - 1], ours[k]);
    }

    let mut g = c.benchmark_group("high7");
    g.throughput(Throughput::Elements(HANDS as u64));
    g.bench_function("cardroom strength", |b| {
        b.iter(|| {
            let mut acc = 0u32;
            for h in &ours {
                acc ^= high::strength(black_box(h)).unwrap().raw();
            }
            acc
        })
    });
    g.bench_function("cardroom evaluate", |b| {
        b.iter(|| {
            let mut acc = 0u32;
            for h in &ours {
                acc ^= high::evaluate(black_box(h)).unwrap().strength().raw();
            }
            acc
        })
    });
    g.bench_function("rs_poker rank", |b| {
        b.iter(|| {
            let mut n = 0usize;
            for h in &theirs {
                if black_box(h.as_slice()).rank() >= rs_poker::core::Rank::ONE_PAIR_MIN {
                    n += 1;
                }
            }
            n
        })
    });
    g.finish();
}

criterion_group!(benches, high7);
criterion_main!(benches);
