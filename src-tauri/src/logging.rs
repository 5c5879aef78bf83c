//! Logs go to stderr and to a file in the app's log folder, `cardroom`: past
//! [`LOG_FILE_BYTES`] it is closed under the time it was closed (`cardroom.20261203T143000`)
//! and a new one started; closed files older than [`LOG_KEEP_DAYS`] days are deleted.

use std::path::{Path, PathBuf};

use file_rotate::compression::Compression;
use file_rotate::suffix::{AppendTimestamp, FileLimit};
use file_rotate::{ContentLimit, FileRotate};

use tracing_appender::non_blocking::WorkerGuard;
use tracing_subscriber::layer::SubscriberExt;
use tracing_subscriber::util::SubscriberInitExt;
use tracing_subscriber::{EnvFilter, fmt};

/// Keeps the log file writer alive for the life of the app.
#[derive(Debug)]
pub struct LogGuard {
    pub _guard: Option<WorkerGuard>,
}

/// A log file is closed past this size...
pub const LOG_FILE_BYTES: usize = 10 * 1024 * 1024;
/// ...and a closed one is deleted once older than this many days.
pub const LOG_KEEP_DAYS: i64 = 30;

/// The log file in `dir`, rotated past `bytes`, closed files kept [`LOG_KEEP_DAYS`] days.
pub fn log_file(dir: &Path, bytes: usize) -> FileRotate<AppendTimestamp> {
    FileRotate::new(
        dir.join("cardroom"),
        AppendTimestamp::default(FileLimit::Age(chrono::Duration::days(LOG_KEEP_DAYS))),
        ContentLimit::BytesSurpassed(bytes),
        Compression::None,
        None,
    )
}

/// Installs the subscriber. `CARDROOM_LOG` sets the filter (default `info`).
pub fn init(log_dir: Option<PathBuf>) -> Option<WorkerGuard> {
    init_with(log_dir, LOG_FILE_BYTES)
}

fn init_with(log_dir: Option<PathBuf>, bytes: usize) -> Option<WorkerGuard> {
    let filter =
        || EnvFilter::try_from_env("CARDROOM_LOG").unwrap_or_else(|_| EnvFilter::new("info"));
    let stderr = fmt::layer().with_writer(std::io::stderr);
    let (file, guard) =
        match log_dir.and_then(|dir| std::fs::create_dir_all(&dir).ok().map(|()| dir)) {
            Some(dir) => {
                let (writer, guard) = tracing_appender::non_blocking(log_file(&dir, bytes));
                (
                    Some(fmt::layer().with_ansi(false).with_writer(writer)),
                    Some(guard),
                )
            }
            None => (None, None),
        };
    let installed = tracing_subscriber::registry()
        .with(filter())
        .with(stderr)
        .with(file)
        .try_init();
    if installed.is_err() {
        // Already installed (tests): keep the existing subscriber.
        return None;
    }
    guard
}

#[cfg(test)]
mod tests {
    use std::io::Write;

    fn files(dir: &std::path::Path) -> Vec<String> {
        let mut names: Vec<String> = std::fs::read_dir(dir)
            .unwrap()
            .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
            .collect();
        names.sort();
        names
    }

    #[test]
    fn logs_go_to_a_file_in_the_log_folder() {
        let dir = tempfile::tempdir().unwrap();
        let logs = dir.path().join("logs");
        let guard = super::init_with(Some(logs.clone()), 1 << 20);
        assert!(guard.is_some(), "the subscriber was installed");
        tracing::info!(table = 7, "table opened");
        drop(guard); // flushes the file writer
        assert_eq!(files(&logs), vec!["cardroom"]);
        let text = std::fs::read_to_string(logs.join("cardroom")).unwrap();
        assert!(
            text.contains("table opened") && text.contains("table=7"),
            "{text}"
        );
    }

    #[test]
    fn a_full_log_file_is_closed_under_its_time_and_closed_files_past_the_days_kept_go() {
        let dir = tempfile::tempdir().unwrap();
        // A file closed long ago, and one closed yesterday.
        let old = (chrono::Local::now() - chrono::Duration::days(super::LOG_KEEP_DAYS + 1))
            .format("cardroom.%Y%m%dT%H%M%S")
            .to_string();
        let recent = (chrono::Local::now() - chrono::Duration::days(1))
            .format("cardroom.%Y%m%dT%H%M%S")
            .to_string();
        for name in [&old, &recent] {
            std::fs::write(dir.path().join(name), "earlier lines\n").unwrap();
        }
        let mut log = super::log_file(dir.path(), 100);
        for i in 0..3 {
            writeln!(log, "{i}: {}", "x".repeat(60)).unwrap();
        }
        log.flush().unwrap();
        let names = files(dir.path());
        assert!(
            !names.contains(&old),
            "a file past the days kept is deleted: {names:?}"
        );
        assert!(names.contains(&recent), "{names:?}");
        assert!(names.contains(&"cardroom".to_string()), "{names:?}");
        let closed_now: Vec<&String> = names
            .iter()
            .filter(|n| n.starts_with("cardroom.") && **n != recent)
            .collect();
        assert_eq!(
            closed_now.len(),
            1,
            "the full file is closed once: {names:?}"
        );
        for name in &names {
            let size = std::fs::metadata(dir.path().join(name)).unwrap().len();
            assert!(size < 200, "{name}: {size} bytes");
        }
    }
}
