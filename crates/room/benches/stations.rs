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
//! [--stations N] [--seconds S] [--every-ms MS] [--watch-ms MS] [--reread own|any]
//! [--board-ms MS] [--settle S] [--sql-at S:SQL]...`
//! (defaults: postgres, 30, 60, 2000, 400, own, 1000, 10; `--board-ms 0`: no floor desk;
//! `--sql-at 30:ANALYZE seatings` runs that statement on the server 30 s into the measuring).
//! The run lasts `settle` + `seconds`; the commits of the first `settle` seconds, when every
//! station starts at once, are not measured.

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
    board: Duration,
    settle: Duration,
    /// Statements run on the server at a second of the measuring (`--sql-at 30:ANALYZE seatings`):
    /// what one of autovacuum's passes, or a maintenance command, costs the stations.
    sql_at: Vec<(u64, String)>,
}

fn args() -> Args {
    let mut a = Args {
        engine: "postgres".into(),
        stations: 30,
        seconds: 60,
        every: Duration::from_millis(2000),
        watch: Duration::from_millis(400),
        reread_any: false,
        board: Duration::from_millis(1000),
        settle: Duration::from_secs(10),
        sql_at: Vec::new(),
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
            "--settle" => a.settle = Duration::from_secs(value.parse().unwrap()),
            "--board-ms" => a.board = Duration::from_millis(value.parse().unwrap()),
            "--sql-at" => {
                let (at, sql) = value.split_once(':').expect("--sql-at SECONDS:SQL");
                a.sql_at.push((at.parse().unwrap(), sql.to_string()));
            }
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

/// A failed call noted with when it failed, in seconds of the measuring (negative: while the
/// room settled).
fn failed(failures: &Mutex<Vec<String>>, measured: Instant, what: String) {
    let now = Instant::now();
    let at = match now.checked_duration_since(measured) {
        Some(d) => format!("at {:.1} s", d.as_secs_f64()),
        None => format!("at -{:.1} s", (measured - now).as_secs_f64()),
    };
    failures.lock().unwrap().push(format!("{at} {what}"));
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
    let url = match &db {
        Database::Server(url) => Some(url.clone()),
        Database::File(_) => None,
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
            if !a.watch.is_zero() {
                station.notice_elsewhere().unwrap();
            }
            Arc::new(station)
        })
        .collect();
    // A room that has been running has its statistics: the server's first automatic
    // analyses of a new database's tables would fall inside the run.
    if let Some(url) = &url {
        cardroom_store::test_server::exec(url, "ANALYZE").unwrap();
    }
    // The stations start together; their first seconds (every table's hand starting at
    // once, as no room's do) settle before the commits are measured.
    let began = Instant::now();
    let measured = began + a.settle;
    let deadline = measured + Duration::from_secs(a.seconds);
    // Each commit's latency, and when it was asked (from the start of the measuring).
    let latencies = Arc::new(Mutex::new(Vec::<(Duration, Duration)>::new()));
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
                // The other stations' warm-up hands are behind it, unheard: a station running
                // for hours has looked before.
                let _ = station.notice_elsewhere();
                let heard = station.changes().subscribe();
                std::thread::sleep(watch * n as u32 / a.stations.max(1) as u32);
                while Instant::now() < deadline {
                    std::thread::sleep(watch);
                    looks.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
                    if let Err(e) = station.notice_elsewhere() {
                        failed(&failures, measured, format!("watch {table}: {e}"));
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
                            Ok(_) if start >= measured => {
                                rereads.lock().unwrap().push(start.elapsed());
                            }
                            Ok(_) => {}
                            Err(e) => failed(&failures, measured, format!("console {table}: {e}")),
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
            // A room's tables are at every point of their hands, not all starting one at
            // the same moment: each station's first hand is dealt up to its own point at
            // once (unmeasured, while the room settles), then played at the pace.
            let mut ahead = (n * 7) % 29;
            let ack = |view: &HandView| {
                let mut acked = acked.lock().unwrap();
                acked.entry(view.hand_id).or_default().push(view.seq);
            };
            while Instant::now() < deadline {
                seed += 1;
                let played = station.play_demo_hand(floor, table, seed, &mut |view| {
                    if Instant::now() >= deadline || ahead > 0 {
                        // Time is up, or the first hand dealt ahead: unmeasured, at once.
                        ahead = ahead.saturating_sub(1);
                        ack(view);
                        asked = Instant::now();
                        return;
                    }
                    if let Some(at) = asked.checked_duration_since(measured) {
                        latencies.lock().unwrap().push((at, asked.elapsed()));
                    }
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
                        failed(&failures, measured, format!("table {table}: {e}"));
                        // A station that failed tries again at its pace, as a dealer would.
                        std::thread::sleep(every);
                    }
                }
            }
        }));
    }
    // Statements run on the server at their seconds, each on a connection of its own.
    for (at, sql) in a.sql_at.clone() {
        let url = url.clone().expect("--sql-at needs a server");
        threads.push(std::thread::spawn(move || {
            std::thread::sleep(
                (measured + Duration::from_secs(at)).saturating_duration_since(Instant::now()),
            );
            let start = Instant::now();
            let done = cardroom_store::test_server::exec(&url, &sql);
            println!(
                "{at} s: {sql}: {:?} in {}",
                done.map(|()| "done"),
                ms(start.elapsed())
            );
        }));
    }
    // The floor desk: the board every second.
    let mut board = Vec::new();
    let desk = Room::open_database(&db, Box::new(SystemClock)).unwrap();
    while Instant::now() < deadline {
        if a.board.is_zero() {
            std::thread::sleep(Duration::from_millis(100));
            continue;
        }
        let start = Instant::now();
        desk.floor_board().unwrap();
        if start >= measured {
            board.push(start.elapsed());
        }
        std::thread::sleep(a.board.saturating_sub(start.elapsed()));
    }
    for t in threads {
        t.join().unwrap();
    }
    let timed = latencies.lock().unwrap().clone();
    let mut commits: Vec<Duration> = timed.iter().map(|(_, l)| *l).collect();
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
    // Where the slow commits were: a stall of the whole room (every station's commit slow in
    // the same second) or a station's own.
    let mut seconds: Vec<(u64, usize, Duration)> = Vec::new();
    for (at, latency) in &timed {
        if *latency < Duration::from_millis(50) {
            continue;
        }
        let second = at.as_secs();
        match seconds.iter_mut().find(|(s, _, _)| *s == second) {
            Some((_, n, worst)) => {
                *n += 1;
                *worst = (*worst).max(*latency);
            }
            None => seconds.push((second, 1, *latency)),
        }
    }
    seconds.sort_by_key(|(_, n, _)| std::cmp::Reverse(*n));
    println!(
        "commits over 50 ms, by the second they were asked: {}",
        seconds
            .iter()
            .take(6)
            .map(|(s, n, worst)| format!("{s} s: {n} (worst {})", ms(*worst)))
            .collect::<Vec<_>>()
            .join(" · ")
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
