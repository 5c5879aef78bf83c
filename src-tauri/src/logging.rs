//! Logs go to stderr and to a daily file in the app's log folder.

use std::path::PathBuf;

use tracing_appender::non_blocking::WorkerGuard;
use tracing_subscriber::layer::SubscriberExt;
use tracing_subscriber::util::SubscriberInitExt;
use tracing_subscriber::{EnvFilter, fmt};

/// Keeps the log file writer alive for the life of the app.
#[derive(Debug)]
pub struct LogGuard {
    pub _guard: Option<WorkerGuard>,
}

/// Installs the subscriber. `CARDROOM_LOG` sets the filter (default `info`).
pub fn init(log_dir: Option<PathBuf>) -> Option<WorkerGuard> {
    let filter =
        || EnvFilter::try_from_env("CARDROOM_LOG").unwrap_or_else(|_| EnvFilter::new("info"));
    let stderr = fmt::layer().with_writer(std::io::stderr);
    let (file, guard) =
        match log_dir.and_then(|dir| std::fs::create_dir_all(&dir).ok().map(|()| dir)) {
            Some(dir) => {
                let (writer, guard) = tracing_appender::non_blocking(
                    tracing_appender::rolling::daily(dir, "cardroom.log"),
                );
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
    #[test]
    fn logs_go_to_a_daily_file_in_the_log_folder() {
        let dir = tempfile::tempdir().unwrap();
        let logs = dir.path().join("logs");
        let guard = super::init(Some(logs.clone()));
        assert!(guard.is_some(), "the subscriber was installed");
        tracing::info!(table = 7, "table opened");
        drop(guard); // flushes the file writer
        let files: Vec<_> = std::fs::read_dir(&logs)
            .unwrap()
            .map(|e| e.unwrap().path())
            .collect();
        assert_eq!(files.len(), 1, "{files:?}");
        let name = files[0].file_name().unwrap().to_string_lossy().into_owned();
        let today = chrono::Utc::now()
            .format("cardroom.log.%Y-%m-%d")
            .to_string();
        assert_eq!(name, today);
        let text = std::fs::read_to_string(&files[0]).unwrap();
        assert!(
            text.contains("table opened") && text.contains("table=7"),
            "{text}"
        );
    }
}
