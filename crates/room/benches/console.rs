//! The answer to a dealer's action on the console, in the same run: the way the shell answered
//! before (the entry in one transaction, then the console read in a second, the hand replayed
//! twice: `act_at` + `dealer_console`) against the way it answers now (`act_on_console`: the
//! console read in the entry's own transaction from the view the entry made, one replay).
//! The two alternate action by action on one table in a real database file; p99 and median of
//! each and their ratio are printed, then criterion times both.

#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)]

use std::time::{Duration, Instant};

use criterion::{Criterion, criterion_group, criterion_main};

mod support;
use support::{Table, next_action, percentile, table};

/// The old answer: the entry, then the console read again (two transactions, two replays).
fn two_reads(tb: &mut Table) -> Duration {
    let action = next_action(tb);
    let seq = tb.room.hand(tb.hand).unwrap().seq;
    let start = Instant::now();
    let hand = tb.room.act_at(tb.floor, tb.hand, seq, action).unwrap();
    let console = tb.room.dealer_console(tb.floor, hand.table_id).unwrap();
    let took = start.elapsed();
    assert!(console.hand.is_some());
    took
}

/// The answer now: one transaction, one replay.
fn one_read(tb: &mut Table) -> Duration {
    let action = next_action(tb);
    let seq = tb.room.hand(tb.hand).unwrap().seq;
    let start = Instant::now();
    let console = tb
        .room
        .act_on_console(tb.floor, tb.hand, seq, action.into())
        .unwrap();
    let took = start.elapsed();
    assert!(console.hand.is_some());
    took
}

fn console_answer(c: &mut Criterion) {
    let (mut tb, _dir) = table();
    let n = 3_000;
    let (mut before, mut after) = (Vec::with_capacity(n), Vec::with_capacity(n));
    for _ in 0..n {
        before.push(two_reads(&mut tb));
        after.push(one_read(&mut tb));
    }
    let (b50, a50) = (
        percentile(before.clone(), 0.5),
        percentile(after.clone(), 0.5),
    );
    let (b99, a99) = (percentile(before, 0.99), percentile(after, 0.99));
    eprintln!(
        "console answer over {n} actions each: before (act_at + dealer_console) median {b50:?} p99 {b99:?}; now (act_on_console) median {a50:?} p99 {a99:?}; ratio now/before median {:.2} p99 {:.2}",
        a50.as_secs_f64() / b50.as_secs_f64(),
        a99.as_secs_f64() / b99.as_secs_f64()
    );
    let mut group = c.benchmark_group("console_answer");
    group.bench_function("baseline_act_then_read_console", |b| {
        b.iter_custom(|iters| (0..iters).map(|_| two_reads(&mut tb)).sum())
    });
    group.bench_function("act_on_console", |b| {
        b.iter_custom(|iters| (0..iters).map(|_| one_read(&mut tb)).sum())
    });
    group.finish();
}

criterion_group! {
    name = benches;
    config = Criterion::default().sample_size(30).measurement_time(Duration::from_secs(5));
    targets = console_answer
}
criterion_main!(benches);
