//! Nothing acknowledged is lost whatever happens to the process: a child process logs hands
//! and time collections through the room, acknowledging each commit on its output, and is
//! killed with SIGKILL at random moments. After each kill the file passes the integrity check
//! and `db verify`, and every acknowledged entry and collection is there.
//!
//! `make test` kills 20 times; `CARDROOM_CRASH_KILLS=1000 cargo test -p cardroom-room --test
//! room crash::` is the long run (README).

use std::io::{BufRead, BufReader, Write};
use std::path::Path;
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

use cardroom_room::{ManualClock, Role, Room, SeatPlayer, VoidReason};
use chrono::Duration as Minutes;

use crate::support::{limit_table, t};

const DB_ENV: &str = "CARDROOM_CRASH_DB";
const START_ENV: &str = "CARDROOM_CRASH_START";
const SEED_ENV: &str = "CARDROOM_CRASH_SEED";

/// The room the children log into: a Low Ball table collected every minute, five players,
/// the button drawn.
fn set_up(path: &Path) {
    let clock = ManualClock::new(t("2026-11-01T12:00:00Z"));
    let room = Room::open_with_clock(path, Box::new(clock.clone())).unwrap();
    let floor = room.add_staff(None, "Maria", Role::Floor).unwrap().id;
    room.open_shift(floor).unwrap();
    let table = room
        .open_table(
            floor,
            &cardroom_room::OpenTable {
                collection_interval_minutes: Some(1),
                ..limit_table("Table 1", "lowball", 400, 800)
            },
        )
        .unwrap()
        .id;
    for seat in 1..=5 {
        room.seat_player(
            floor,
            &SeatPlayer {
                table_id: table,
                seat_no: seat,
                player_name: format!("Player {seat}"),
                player_number: None,
                stack_cents: 1_000_000,
                entry: cardroom_room::Entry::PostBigBlind,
                cash: false,
                not_excluded: None,
            },
        )
        .unwrap();
    }
    room.draw_demo_button(floor, table, 1).unwrap();
}

/// The child: logs hands and collections until it is killed, printing `ack HAND SEQ` after
/// each committed entry and `collected N` after each collection taken.
#[test]
#[ignore = "the crash test's child process: run by crash::acknowledged_entries_and_collections_survive_sigkill_at_random_moments"]
fn child_logs_hands_until_killed() {
    crate::sqlite_only!();
    let Some(path) = std::env::var_os(DB_ENV) else {
        return;
    };
    let start = std::env::var(START_ENV).unwrap();
    let seed: u64 = std::env::var(SEED_ENV).unwrap().parse().unwrap();
    let clock = ManualClock::new(t(&start));
    let room = Room::open_with_clock(Path::new(&path), Box::new(clock.clone())).unwrap();
    let (floor, table) = (1, 1);
    let mut out = std::io::stdout();
    // A hand the last child left unfinished is a misdeal.
    if let Some(hand) = room.current_hand(table).unwrap() {
        room.void_hand(floor, hand.hand_id, hand.seq, VoidReason::Misdeal)
            .unwrap();
    }
    // A child runs a minute of the room's time a turn, within its own window: one that can
    // deal no hand (too few players with chips left) races through minutes of collections
    // only, and must not reach the next child's start, which would find the clock gone
    // backwards. Past its window it waits to be killed.
    for i in 0..WINDOW_MINUTES - 1 {
        clock.advance(Minutes::minutes(1));
        if let Ok(n) = room.collect_time(floor, table, &[])
            && n > 0
        {
            writeln!(out, "collected {n}").unwrap();
            out.flush().unwrap();
        }
        let dealt = room
            .play_demo_hand(floor, table, seed * 100_000 + i as u64, &mut |v| {
                writeln!(out, "ack {} {}", v.hand_id, v.seq).unwrap();
                out.flush().unwrap();
            })
            .unwrap();
        // The house's take wears the stacks down: players short of chips buy more, so that
        // every child deals hands (not collections alone).
        if !dealt {
            for seat in room.seats(table).unwrap() {
                if seat.stack_cents < 100_000 {
                    let add = cardroom_room::AddChips {
                        table_id: table,
                        seat_no: seat.seat_no,
                        amount_cents: 500_000,
                        cash: false,
                    };
                    room.add_chips(floor, &add).unwrap();
                }
            }
        }
    }
    loop {
        std::thread::park();
    }
}

#[test]
fn acknowledged_entries_and_collections_survive_sigkill_at_random_moments() {
    crate::sqlite_only!();
    let kills: u64 = std::env::var("CARDROOM_CRASH_KILLS")
        .ok()
        .and_then(|k| k.parse().ok())
        .unwrap_or(20);
    let exe = std::env::current_exe().unwrap();
    let mut rng = 0x2545_f491_4f6c_dd1du64;
    let (mut all_acked, mut all_collected) = (0, 0);
    // Twenty kills a database, so that checking each kill's file (every hand replayed) stays
    // as quick in the thousandth kill as in the first.
    for round in 0..kills.div_ceil(ROUND) {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("crash.sqlite3");
        set_up(&path);
        let mut acked: Vec<(i64, i64)> = Vec::new();
        let mut collected = 0i64;
        for kill in round * ROUND..kills.min((round + 1) * ROUND) {
            let start = t("2026-11-01T13:00:00Z") + Minutes::minutes(WINDOW_MINUTES * kill as i64);
            let mut child = Command::new(&exe)
                .args([
                    "crash::child_logs_hands_until_killed",
                    "--exact",
                    "--ignored",
                    "--nocapture",
                    "--test-threads=1",
                ])
                .env(DB_ENV, &path)
                .env(START_ENV, cardroom_room::clock::db_time(start))
                .env(SEED_ENV, kill.to_string())
                .stdout(Stdio::piped())
                .stderr(Stdio::piped())
                .spawn()
                .unwrap();
            // The child's lines as they come. Every fourth kill lands while the child starts
            // (opening the file, voiding the hand the last one left); the others wait for its
            // first commit (a hand's entry or a collection), so a machine slow to start a
            // process or to write (a loaded CI runner) still kills them while they log.
            let at_start = kill % 4 == 3;
            let stdout = child.stdout.take().unwrap();
            let (lines_tx, lines) = std::sync::mpsc::channel();
            std::thread::spawn(move || {
                for line in BufReader::new(stdout).lines().map_while(Result::ok) {
                    if lines_tx.send(line).is_err() {
                        break;
                    }
                }
            });
            let commit = |l: &str| l.starts_with("ack ") || l.starts_with("collected ");
            let deadline = Instant::now() + Duration::from_secs(120);
            let mut heard = Vec::new();
            while let Ok(line) = lines.recv_timeout(if at_start {
                Duration::ZERO
            } else {
                deadline.saturating_duration_since(Instant::now())
            }) {
                let first = commit(&line);
                heard.push(line);
                if first || at_start {
                    break;
                }
            }
            // A random moment: 0 to 750 ms after that (xorshift, the same every run).
            rng ^= rng << 13;
            rng ^= rng >> 7;
            rng ^= rng << 17;
            std::thread::sleep(Duration::from_millis(rng % 750));
            child.kill().unwrap(); // SIGKILL
            child.wait().unwrap();
            heard.extend(lines.iter());
            let mut said = String::new();
            if let Some(mut err) = child.stderr.take() {
                std::io::Read::read_to_string(&mut err, &mut said).ok();
            }
            assert!(
                at_start || heard.iter().any(|l| commit(l)),
                "kill {kill}: the child committed nothing in two minutes; it said:\n{said}"
            );
            // Every line printed before the kill was acknowledged.
            for line in heard {
                let words: Vec<&str> = line.split_whitespace().collect();
                match words.as_slice() {
                    ["ack", hand, seq] => acked.push((hand.parse().unwrap(), seq.parse().unwrap())),
                    ["collected", n] => collected += n.parse::<i64>().unwrap(),
                    _ => {}
                }
            }
            cardroom_store::SqliteStore::check(&path).unwrap();
            let room = Room::open(&path).unwrap();
            assert_eq!(
                room.verify_room().unwrap(),
                Vec::<String>::new(),
                "after kill {kill}"
            );
            for &(hand, seq) in &acked {
                let view = room.hand(hand).unwrap();
                assert!(
                    view.seq >= seq,
                    "hand {hand} lost its entry {seq} (kill {kill})"
                );
            }
            let marked: i64 = rusqlite::Connection::open(&path)
                .unwrap()
                .query_row(
                    "SELECT count(*) FROM time_collections WHERE status != 'due'",
                    [],
                    |r| r.get(0),
                )
                .unwrap();
            assert!(
                marked >= collected,
                "{marked} marked, {collected} acknowledged"
            );
        }
        all_acked += acked.len();
        all_collected += collected;
    }
    assert!(all_acked > 0, "no hand's entry was acknowledged");
    assert!(all_collected > 0, "no collection was taken");
}

/// Kills a database (see above).
const ROUND: u64 = 20;

/// The room's minutes each child may log in: the next child starts this much later.
const WINDOW_MINUTES: i64 = 6 * 60;
