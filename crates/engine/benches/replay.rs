//! (a) The engine alone replaying already-parsed no-limit hands; (b) the full path on the
//! committed `.phh` corpus: read + parse + validate + settle. Not part of `make test`.

use std::ffi::OsStr;
use std::fs::File;
use std::hint::black_box;
use std::io::Read;
use std::path::PathBuf;

use cardroom_engine::phh;
use cardroom_engine::{Event, GameConfig, Hand, SeatNo, SeatSpec};
use criterion::{Criterion, Throughput, criterion_group, criterion_main};

fn fixtures() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures/pokerkit")
}

fn corpus() -> Vec<PathBuf> {
    let dir = fixtures();
    let mut files: Vec<PathBuf> = std::fs::read_dir(dir)
        .map(|d| d.filter_map(|e| e.ok().map(|e| e.path())).collect())
        .unwrap_or_default();
    files.retain(|p| {
        p.file_name()
            .is_some_and(|n| n.to_string_lossy().starts_with("nt-"))
    });
    files.sort();
    files
}

/// The file `name` in the directory `dir` (an open handle), read into `buf` as
/// `cardroom hand replay` reads: `openat`, then reads until one comes back short (a short
/// read of a regular file is its end), then `close`. Empty when unreadable.
fn read_into<'b>(dir: &File, name: &OsStr, buf: &'b mut [u8]) -> &'b str {
    let mut len = 0;
    if let Ok(mut file) = open_in(dir, name) {
        while let Ok(n @ 1..) = file.read(&mut buf[len..]) {
            len += n;
            if len < buf.len() {
                break;
            }
        }
    }
    std::str::from_utf8(&buf[..len]).unwrap_or_default()
}

#[cfg(unix)]
fn open_in(dir: &File, name: &OsStr) -> std::io::Result<File> {
    use rustix::fs::{Mode, OFlags, openat};
    Ok(File::from(openat(
        dir,
        name,
        OFlags::RDONLY | OFlags::CLOEXEC,
        Mode::empty(),
    )?))
}

#[cfg(not(unix))]
fn open_in(_dir: &File, name: &OsStr) -> std::io::Result<File> {
    File::open(fixtures().join(name))
}

struct Parsed {
    config: GameConfig,
    seats: Vec<SeatSpec>,
    button: SeatNo,
    events: Vec<Event>,
}

fn bench(c: &mut Criterion) {
    let files = corpus();
    let texts: Vec<String> = files
        .iter()
        .filter_map(|p| std::fs::read_to_string(p).ok())
        .collect();
    let parsed: Vec<Parsed> = texts
        .iter()
        .filter_map(|t| phh::replay_text(t).ok())
        .map(|r| Parsed {
            config: r.hand.config().clone(),
            seats: r.hand.seat_specs(),
            button: r.hand.button(),
            events: r.hand.events().to_vec(),
        })
        .collect();
    let mut group = c.benchmark_group("no-limit hands");
    group.throughput(Throughput::Elements(parsed.len() as u64));
    group.bench_function("engine replay of parsed hands", |b| {
        b.iter(|| {
            for p in &parsed {
                let hand = Hand::replay(p.config.clone(), &p.seats, p.button, &p.events);
                black_box(hand.as_ref().map(Hand::stacks).ok());
            }
        })
    });
    group.throughput(Throughput::Elements(texts.len() as u64));
    group.bench_function("parse .phh text only", |b| {
        b.iter(|| {
            for text in &texts {
                black_box(phh::parse(text).ok());
            }
        })
    });
    group.bench_function("parse + validate + settle .phh text (no file IO)", |b| {
        b.iter(|| {
            for text in &texts {
                black_box(phh::replay_text(text).map(|r| r.finishing_stacks).ok());
            }
        })
    });
    group.throughput(Throughput::Elements(files.len() as u64));
    group.bench_function("read + parse + validate + settle .phh files", |b| {
        // As `cardroom hand replay` reads: the directory open once, each file opened in it
        // and read into one reused buffer.
        let mut buf = vec![0u8; 64 * 1024];
        let names: Vec<&OsStr> = files.iter().filter_map(|p| p.file_name()).collect();
        let Ok(dir) = File::open(fixtures()) else {
            return;
        };
        b.iter(|| {
            for &name in &names {
                let text = read_into(&dir, name, &mut buf);
                black_box(phh::replay_text(text).map(|r| r.finishing_stacks).ok());
            }
        })
    });
    group.finish();
}

criterion_group!(benches, bench);
criterion_main!(benches);
