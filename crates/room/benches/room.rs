//! Room benchmarks on a real database file (`synchronous=FULL`):
//! - logging one dealer action (engine check + durable commit), with its p99 over 10,000
//!   actions, against a baseline of an empty durable use case (one fsync'd transaction);
//! - the end-of-shift report for one shift in a database holding a year of demo activity,
//!   against a baseline of the same report in a database holding one day;
//! - the report of a whole year of a 30-table room (history written in bulk: 1.9 M time
//!   collections, 4.4 M hands, 1.5 M drops), against a baseline of one day's report in the
//!   same database;
//! - an online backup of that year-sized database, and a dealer's action p99 while it runs
//!   against the action's p99 with no backup running, in the same run;
//! - what the audit trail adds to that year's file: the file written with the trail against
//!   the same history written with the trail's triggers lifted, in the same run (days from
//!   `CARDROOM_TRAIL_DAYS`, a year by default).

#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)]

use std::time::{Duration, Instant};

use cardroom_room::{ManualClock, Role, Room};
use criterion::{Criterion, criterion_group, criterion_main};

mod support;
use support::{
    Table, baseline_use_case, next_action, percentile, t, table, table_in, thirty_tables,
    thirty_tables_with,
};

/// Logs `n` actions, each followed by the baseline use case; prints both p99s and their ratio.
fn p99_of_actions(tb: &mut Table, n: usize, database: &str) {
    let mut actions = Vec::with_capacity(n);
    let mut baseline = Vec::with_capacity(n);
    for _ in 0..n {
        let action = next_action(tb);
        let start = Instant::now();
        tb.room.act(tb.floor, tb.hand, action).unwrap();
        actions.push(start.elapsed());
        let start = Instant::now();
        baseline_use_case(tb);
        baseline.push(start.elapsed());
    }
    let (p99, base99) = (percentile(actions, 0.99), percentile(baseline, 0.99));
    eprintln!(
        "log one dealer action, {database}: p99 {p99:?} over {n} actions (target 2 ms); baseline (an empty durable use case) p99 {base99:?}; ratio {:.2}",
        p99.as_secs_f64() / base99.as_secs_f64()
    );
}

fn log_action(c: &mut Criterion) {
    let (mut tb, _dir) = table();
    p99_of_actions(&mut tb, 10_000, "new database");
    let mut group = c.benchmark_group("log_action");
    group.bench_function("baseline_empty_durable_use_case", |b| {
        b.iter(|| baseline_use_case(&mut tb))
    });
    group.bench_function("engine_check_and_durable_commit", |b| {
        b.iter_custom(|iters| {
            let mut total = Duration::ZERO;
            for _ in 0..iters {
                let action = next_action(&mut tb);
                let start = Instant::now();
                tb.room.act(tb.floor, tb.hand, action).unwrap();
                total += start.elapsed();
            }
            total
        })
    });
    group.finish();
}

fn seeded(days: u32) -> (Room, tempfile::TempDir, i64) {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("year.sqlite3");
    let clock = ManualClock::new(t("2025-11-01T00:00:00Z"));
    let room = Room::open_with_clock(&path, Box::new(clock.clone())).unwrap();
    room.add_staff(None, "Maria", Role::Floor).unwrap();
    clock.set(t("2026-11-23T09:00:00Z"));
    room.seed_demo(days, 7).unwrap();
    let floor = room.staff_named("Maria").unwrap().id;
    (room, dir, floor)
}

fn shift_report(c: &mut Criterion) {
    // Seeded only when a filter selects the benchmark: a year takes minutes to seed.
    let mut year = None;
    let mut day = None;
    // A mid-year shift in the big database, the one shift of the small one.
    let mut group = c.benchmark_group("shift_report");
    group.bench_function("baseline_one_day_database", |b| {
        let (room, _, floor) = day.get_or_insert_with(|| seeded(1));
        b.iter(|| room.shift_report(*floor, Some(1)).unwrap())
    });
    group.bench_function("year_of_activity_database", |b| {
        let (room, _, floor) = year.get_or_insert_with(|| seeded(365));
        b.iter(|| room.shift_report(*floor, Some(365)).unwrap())
    });
    group.finish();
    // Logging actions stays as fast once the database holds a year of activity.
    if let Some((room, _dir, floor)) = year {
        let mut tb = table_in(room, floor);
        p99_of_actions(&mut tb, 10_000, "database holding a year of activity");
    }
}

fn year_report(c: &mut Criterion) {
    let mut room = None;
    let mut group = c.benchmark_group("year_report");
    group
        .sample_size(10)
        .measurement_time(Duration::from_secs(20));
    let range = |from: &str, to: &str| cardroom_room::ReportRequest {
        from: Some(from.into()),
        to: Some(to.into()),
        ..cardroom_room::ReportRequest::default()
    };
    group.bench_function("baseline_one_day_of_30_tables", |b| {
        let (room, _, floor) = room.get_or_insert_with(|| thirty_tables(365));
        let day = range("2026-06-01T00:00:00Z", "2026-06-02T00:00:00Z");
        b.iter(|| room.report(*floor, &day, &mut |_| true).unwrap())
    });
    group.bench_function("a_year_of_30_tables", |b| {
        let (room, _, floor) = room.get_or_insert_with(|| thirty_tables(365));
        let year = range("2025-11-24T00:00:00Z", "2026-11-24T00:00:00Z");
        b.iter(|| {
            let r = room.report(*floor, &year, &mut |_| true).unwrap();
            assert!(r.totals.due_count > 1_000_000 && r.totals.hands_dealt > 4_000_000);
            r
        })
    });
    // A year's files for the accountants: the report read and written as .xlsx, and as PDF.
    group.bench_function("a_years_xlsx_of_30_tables", |b| {
        let (room, _, floor) = room.get_or_insert_with(|| thirty_tables(365));
        let year = range("2025-11-24T00:00:00Z", "2026-11-24T00:00:00Z");
        b.iter(|| {
            let r = room.report(*floor, &year, &mut |_| true).unwrap();
            r.to_xlsx(room.clock()).unwrap()
        })
    });
    group.bench_function("a_years_pdf_of_30_tables", |b| {
        let (room, _, floor) = room.get_or_insert_with(|| thirty_tables(365));
        let year = range("2025-11-24T00:00:00Z", "2026-11-24T00:00:00Z");
        b.iter(|| {
            let r = room.report(*floor, &year, &mut |_| true).unwrap();
            r.to_pdf(room.clock()).unwrap()
        })
    });
    group.finish();
}

/// Logs actions until `done` says stop (at least `min`); their latencies.
fn actions_while(tb: &mut Table, min: usize, done: impl Fn() -> bool) -> Vec<Duration> {
    let mut out = Vec::new();
    while out.len() < min || !done() {
        let action = next_action(tb);
        let start = Instant::now();
        tb.room.act(tb.floor, tb.hand, action).unwrap();
        out.push(start.elapsed());
    }
    out
}

/// An online backup of the year-sized database (another program's room on the same file
/// copies it, as the app's backup thread does beside the dealer's commands); once, the
/// dealer's action p99 during the copy and during the copy's integrity check, against its
/// p99 with neither running.
fn backup(c: &mut Criterion) {
    let mut state: Option<(Table, tempfile::TempDir, std::path::PathBuf)> = None;
    let mut measured = false;
    let mut group = c.benchmark_group("backup");
    group
        .sample_size(10)
        .measurement_time(Duration::from_secs(60));
    group.bench_function("online_copy_of_a_year_of_30_tables", |b| {
        let (tb, dir, path) = state.get_or_insert_with(|| {
            let (room, dir, floor) = thirty_tables(365);
            let path = dir.path().join("thirty.sqlite3");
            (table_in(room, floor), dir, path)
        });
        let copier = std::sync::Arc::new(Room::open(path).unwrap());
        if !measured {
            measured = true;
            let bytes = std::fs::metadata(&*path).unwrap().len();
            let idle = actions_while(tb, 2_000, || true);
            let dest = dir.path().join("during.db");
            let (c2, d2) = (std::sync::Arc::clone(&copier), dest.clone());
            let started = Instant::now();
            let copy = std::thread::spawn(move || c2.copy_to(&d2).unwrap());
            let during = actions_while(tb, 1, || copy.is_finished());
            copy.join().unwrap();
            let copy_time = started.elapsed();
            let d3 = dest.clone();
            let started = Instant::now();
            let check =
                std::thread::spawn(move || cardroom_store::SqliteStore::check(&d3).unwrap());
            let checking = actions_while(tb, 1, || check.is_finished());
            check.join().unwrap();
            let check_time = started.elapsed();
            std::fs::remove_file(&dest).unwrap();
            let (n_during, n_checking) = (during.len(), checking.len());
            let idle99 = percentile(idle, 0.99);
            let during99 = percentile(during, 0.99);
            let checking99 = percentile(checking, 0.99);
            eprintln!(
                "backup of a {:.2} GB database: online copy {copy_time:?} ({n_during} actions logged meanwhile, p99 {during99:?}); integrity check of the copy {check_time:?} ({n_checking} actions, p99 {checking99:?}); the action's p99 with neither running {idle99:?}; ratios {:.2} and {:.2}",
                bytes as f64 / 1e9,
                during99.as_secs_f64() / idle99.as_secs_f64(),
                checking99.as_secs_f64() / idle99.as_secs_f64(),
            );
        }
        b.iter_custom(|iters| {
            let mut total = Duration::ZERO;
            for i in 0..iters {
                let dest = dir.path().join(format!("copy-{i}.db"));
                let start = Instant::now();
                copier.copy_to(&dest).unwrap();
                total += start.elapsed();
                std::fs::remove_file(&dest).unwrap();
            }
            total
        })
    });
    group.finish();
}

/// The synthetic year's file with the audit trail and without it, each closed (its write-ahead
/// log folded in) before it is weighed; measured once (what criterion times is the weighing).
fn trail_size(c: &mut Criterion) {
    let days = std::env::var("CARDROOM_TRAIL_DAYS")
        .ok()
        .and_then(|d| d.parse().ok())
        .unwrap_or(365);
    let mut kept: Option<(tempfile::TempDir, tempfile::TempDir)> = None;
    let mut group = c.benchmark_group("trail_size");
    group.sample_size(10);
    group.bench_function("thirty_tables_with_and_without_the_trail", |b| {
        let (without, with) = kept.get_or_insert_with(|| {
            let weigh = |trail: bool| {
                let started = Instant::now();
                let (room, dir, _) = thirty_tables_with(days, trail);
                drop(room);
                let bytes = std::fs::metadata(dir.path().join("thirty.sqlite3")).unwrap().len();
                (dir, bytes, started.elapsed())
            };
            let (without, bytes0, t0) = weigh(false);
            let (with, bytes1, t1) = weigh(true);
            eprintln!(
                "the trail's weight, {days} days of 30 tables: {:.3} GB without the trail (written in {t0:?}), {:.3} GB with it (written in {t1:?}); ratio {:.2} (target at most 1.5)",
                bytes0 as f64 / 1e9,
                bytes1 as f64 / 1e9,
                bytes1 as f64 / bytes0 as f64
            );
            (without, with)
        });
        let files = [without.path().join("thirty.sqlite3"), with.path().join("thirty.sqlite3")];
        b.iter(|| files.iter().map(|f| std::fs::metadata(f).unwrap().len()).sum::<u64>())
    });
    group.finish();
}

criterion_group! {
    name = benches;
    config = Criterion::default().sample_size(30).measurement_time(Duration::from_secs(5));
    targets = log_action, shift_report, year_report, backup, trail_size
}
criterion_main!(benches);
