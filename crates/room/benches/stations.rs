//! A room on several machines, simulated: `stations` tables, each with its own station (its
//! own connections, as a dealer's PC has) logging one action every 2 s through the room's
//! use cases, and a floor desk reading the board every second, for `seconds`, against a
//! PostgreSQL server of the benchmark's own (and, for comparison, against one SQLite file on
//! the same machine). Reports each commit's latency (p50, p99, max), the board's, and the
//! actions lost or applied twice (the database's hands against what the stations were told
//! was saved).
//!
//! Each station also watches the room as the app does: every `--watch-ms` (400, the app's
//! pace; 0: not at all) it looks for other stations' commits and reads its console again
//! when one touched its table (`--reread any`: on every commit heard, as every station did
//! before a server's commits said what they changed).
//!
//! `cargo bench -p cardroom-room --bench stations -- [--engine postgres|sqlite]
//! [--stations N] [--seconds S] [--every-ms MS] [--watch-ms MS] [--reread own|any]`
//! (defaults: postgres, 30, 60, 2000, 400, own).

#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)]

use std::collections::HashMap;
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use cardroom_room::paths::Database;
use cardroom_room::{Betting, Entry, HandView, OpenTable, Role, Room, SeatPlayer, SystemClock};

struct Args {
    engine: String,
    stations: usize,
    seconds: u64,
    every: Duration,
    watch: Duration,
    reread_any: bool,
}

fn args() -> Args {
    let mut a = Args {
        engine: "postgres".into(),
        stations: 30,
        seconds: 60,
        every: Duration::from_millis(2000),
        watch: Duration::from_millis(400),
        reread_any: false,
    };
    let words: Vec<String> = std::env::args().skip(1).collect();
    let mut i = 0;
    while i < words.len() {
        let value = words.get(i + 1).cloned().unwrap_or_default();
        match words[i].as_str() {
            "--engine" => a.engine = value,
            "--stations" => a.stations = value.parse().unwrap(),
            "--seconds" => a.seconds = value.parse().unwrap(),
            "--every-ms" => a.every = Duration::from_millis(value.parse().unwrap()),
            "--watch-ms" => a.watch = Duration::from_millis(value.parse().unwrap()),
            "--reread" => a.reread_any = value == "any",
            _ => {
                i += 1;
                continue;
            }
        }
        i += 2;
    }
    a
}

fn table(n: usize) -> OpenTable {
    OpenTable::new(
        &format!("Table {n}"),
        cardroom_room::GameCode::Holdem,
        Betting::FixedLimit,
        (100, 200),
        (200, 400),
    )
}

fn percentile(sorted: &[Duration], p: f64) -> Duration {
    if sorted.is_empty() {
        return Duration::ZERO;
    }
    let at = ((sorted.len() as f64 - 1.0) * p).round() as usize;
    sorted[at]
}

fn ms(d: Duration) -> String {
    format!("{:.1} ms", d.as_secs_f64() * 1000.0)
}

fn main() {
    let a = args();
    let dir = tempfile::tempdir().unwrap();
    let db = if a.engine == "sqlite" {
        Database::File(dir.path().join("room.sqlite3"))
    } else {
        Database::Server(cardroom_store::test_server::fresh_database())
    };
    let room = Room::open_database(&db, Box::new(SystemClock)).unwrap();
    let floor = room.add_staff(None, "Maria", Role::Floor).unwrap().id;
    room.open_shift(floor).unwrap();
    let mut tables = Vec::new();
    for n in 1..=a.stations {
        let id = room.open_table(floor, &table(n)).unwrap().id;
        for seat in 1..=6 {
            room.seat_player(
                floor,
                &SeatPlayer {
                    table_id: id,
                    seat_no: seat,
                    player_name: format!("P{n}-{seat}"),
                    player_number: None,
                    stack_cents: 10_000_000,
                    entry: Entry::Playing,
                    cash: false,
                    not_excluded: None,
                },
            )
            .unwrap();
        }
        room.draw_demo_button(floor, id, n as u64).unwrap();
        tables.push(id);
    }
    println!(
        "{} stations on {}, one action every {} ms each, {} s; watching every {} ms, reading the console again on {}",
        a.stations,
        a.engine,
        a.every.as_millis(),
        a.seconds,
        a.watch.as_millis(),
        if a.reread_any {
            "any commit"
        } else {
            "its table's"
        }
    );
    // Every station warmed up first, as one running for hours is: its connections open, its
    // statements prepared (a hand played at once, its console read, its first look made).
    let stations: Vec<Arc<Room>> = tables
        .iter()
        .enumerate()
        .map(|(n, table)| {
            let station = Room::open_database(&db, Box::new(SystemClock)).unwrap();
            station
                .play_demo_hand(floor, *table, n as u64, &mut |_| {})
                .unwrap();
            station.dealer_console(floor, *table).unwrap();
            station.notice_elsewhere().unwrap();
            Arc::new(station)
        })
        .collect();
    let deadline = Instant::now() + Duration::from_secs(a.seconds);
    let latencies = Arc::new(Mutex::new(Vec::<Duration>::new()));
    // (hand, seq) of every entry a station was told was saved.
    let acked = Arc::new(Mutex::new(HashMap::<i64, Vec<i64>>::new()));
    let failures = Arc::new(Mutex::new(Vec::<String>::new()));
    // Each console read again after another station's commit, and how long it took.
    let rereads = Arc::new(Mutex::new(Vec::<Duration>::new()));
    let looks = Arc::new(std::sync::atomic::AtomicUsize::new(0));
    let mut threads = Vec::new();
    for (n, (table, station)) in tables.iter().copied().zip(stations).enumerate() {
        if !a.watch.is_zero() {
            let (station, rereads, looks, failures, watch, any) = (
                Arc::clone(&station),
                Arc::clone(&rereads),
                Arc::clone(&looks),
                Arc::clone(&failures),
                a.watch,
                a.reread_any,
            );
            threads.push(std::thread::spawn(move || {
                let heard = station.changes().subscribe();
                let _ = station.notice_elsewhere();
                std::thread::sleep(watch * n as u32 / a.stations.max(1) as u32);
                while Instant::now() < deadline {
                    std::thread::sleep(watch);
                    looks.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
                    if let Err(e) = station.notice_elsewhere() {
                        failures.lock().unwrap().push(format!("watch {table}: {e}"));
                        continue;
                    }
                    // What the window reads again: its console, when a change touched its
                    // table or the room as a whole (its own commits it has shown already).
                    let touched = heard.try_iter().any(|c| {
                        c.commit.is_none()
                            && (any || c.table_id.is_none() || c.table_id == Some(table))
                    });
                    if touched {
                        let start = Instant::now();
                        match station.dealer_console(floor, table) {
                            Ok(_) => rereads.lock().unwrap().push(start.elapsed()),
                            Err(e) => failures
                                .lock()
                                .unwrap()
                                .push(format!("console {table}: {e}")),
                        }
                    }
                }
            }));
        }
        let (latencies, acked, failures, every) = (
            Arc::clone(&latencies),
            Arc::clone(&acked),
            Arc::clone(&failures),
            a.every,
        );
        threads.push(std::thread::spawn(move || {
            // Stations start spread over the first interval, as tables do.
            std::thread::sleep(every * n as u32 / a.stations.max(1) as u32);
            let mut seed = n as u64 * 1_000_003;
            let mut asked = Instant::now();
            let ack = |view: &HandView| {
                let mut acked = acked.lock().unwrap();
                acked.entry(view.hand_id).or_default().push(view.seq);
            };
            while Instant::now() < deadline {
                seed += 1;
                let played = station.play_demo_hand(floor, table, seed, &mut |view| {
                    if Instant::now() >= deadline {
                        // Time is up: the hand is finished at once, unmeasured.
                        ack(view);
                        return;
                    }
                    latencies.lock().unwrap().push(asked.elapsed());
                    ack(view);
                    // The next action comes at the station's pace.
                    let next = asked + every;
                    if let Some(wait) = next.checked_duration_since(Instant::now()) {
                        std::thread::sleep(wait);
                    }
                    asked = Instant::now();
                });
                match played {
                    Ok(true) => {}
                    Ok(false) => std::thread::sleep(every),
                    Err(e) => {
                        failures.lock().unwrap().push(format!("table {table}: {e}"));
                        // A station that failed tries again at its pace, as a dealer would.
                        std::thread::sleep(every);
                    }
                }
            }
        }));
    }
    // The floor desk: the board every second.
    let mut board = Vec::new();
    let desk = Room::open_database(&db, Box::new(SystemClock)).unwrap();
    while Instant::now() < deadline {
        let start = Instant::now();
        desk.floor_board().unwrap();
        board.push(start.elapsed());
        std::thread::sleep(Duration::from_secs(1).saturating_sub(start.elapsed()));
    }
    for t in threads {
        t.join().unwrap();
    }
    let mut commits = latencies.lock().unwrap().clone();
    commits.sort();
    board.sort();
    // Every entry a station was told was saved is in the database once, in its place.
    let acked = acked.lock().unwrap();
    let (mut lost, mut doubled) = (0, 0);
    for (hand, seqs) in acked.iter() {
        let mut seen = seqs.clone();
        seen.sort();
        let before = seen.len();
        seen.dedup();
        doubled += before - seen.len();
        let stored = room.hand(*hand).unwrap();
        lost += seen.iter().filter(|s| **s > stored.seq).count();
    }
    let failures = failures.lock().unwrap();
    println!(
        "commits: {} · p50 {} · p99 {} · max {}",
        commits.len(),
        ms(percentile(&commits, 0.5)),
        ms(percentile(&commits, 0.99)),
        ms(commits.last().copied().unwrap_or_default())
    );
    println!(
        "board reads: {} · p50 {} · p99 {}",
        board.len(),
        ms(percentile(&board, 0.5)),
        ms(percentile(&board, 0.99))
    );
    let mut rereads = rereads.lock().unwrap().clone();
    rereads.sort();
    println!(
        "watch: {} looks · consoles read again: {} ({:.1}/s) · p50 {} · p99 {}",
        looks.load(std::sync::atomic::Ordering::Relaxed),
        rereads.len(),
        rereads.len() as f64 / a.seconds as f64,
        ms(percentile(&rereads, 0.5)),
        ms(percentile(&rereads, 0.99))
    );
    println!(
        "lost: {lost} · applied twice: {doubled} · failed calls: {}",
        failures.len()
    );
    for f in failures.iter().take(5) {
        println!("  {f}");
    }
    let problems = room.verify_room().unwrap();
    println!("db verify: {} problem(s)", problems.len());
}
