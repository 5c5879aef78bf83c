//! Backups: an online copy of the room (SQLite's backup API, so the room keeps running) into
//! the backup folder beside the database, checked after writing (integrity check and
//! `db verify` on the copy), kept for seven days whole and then one a day for ninety; and a
//! restore that refuses a damaged file and keeps the database it replaces beside it.

use std::path::{Path, PathBuf};

use chrono::{DateTime, Duration, NaiveDateTime, Utc};
use serde::{Deserialize, Serialize};

use crate::{Room, RoomError};

pub use cardroom_store::BACKUP_DIR;
/// The record of every backup made into that folder, one JSON object a line.
pub const BACKUP_LOG: &str = "backups.jsonl";
/// Every backup of the last this many days is kept...
pub const KEEP_ALL_DAYS: i64 = 7;
/// ...and the last one of each day for this many.
pub const KEEP_DAILY_DAYS: i64 = 90;

const NAME_TIME: &str = "%Y%m%dT%H%M%SZ";
/// How much of the end of the backup log is read for the last backup (a line is well under).
const TAIL: u64 = 64 * 1024;

/// Why a backup was made.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, specta::Type)]
#[serde(rename_all = "snake_case")]
pub enum BackupReason {
    /// "Back up now", or `cardroom db backup`.
    Manual,
    /// The app's hourly backup.
    Hourly,
    /// A shift was closed.
    ShiftClose,
}

/// One backup and what its check found.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, specta::Type)]
pub struct BackupReport {
    pub path: String,
    pub at: String,
    pub reason: BackupReason,
    pub bytes: i64,
    /// The integrity check and `db verify` found nothing on the copy.
    pub ok: bool,
    pub problems: Vec<String>,
    /// Older backups removed by the keeping rule.
    pub pruned: i64,
}

/// What a restore did.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, specta::Type)]
pub struct RestoreReport {
    pub restored_from: String,
    /// Where the database it replaced was kept.
    pub kept_as: String,
}

fn io(path: &Path) -> impl Fn(std::io::Error) -> RoomError + '_ {
    move |e| RoomError::BackupFailed {
        path: path.display().to_string(),
        reason: e.to_string(),
    }
}

/// The time in a backup's file name (`cardroom-20261127T140500Z.db`, or `…Z-2.db` for a
/// second backup in the same second).
fn time_of(path: &Path) -> Option<DateTime<Utc>> {
    let name = path.file_name()?.to_str()?;
    let rest = name.strip_prefix("cardroom-")?.strip_suffix(".db")?;
    let stamp = rest.get(..16)?;
    let suffix = &rest[16..];
    if !(suffix.is_empty()
        || suffix
            .strip_prefix('-')
            .is_some_and(|n| n.parse::<u32>().is_ok()))
    {
        return None;
    }
    NaiveDateTime::parse_from_str(stamp, NAME_TIME)
        .ok()
        .map(|t| t.and_utc())
}

/// A new file's name in the backup folder for a backup made at `now`.
fn free_name(dir: &Path, now: DateTime<Utc>) -> PathBuf {
    let stamp = now.format(NAME_TIME);
    let free =
        |p: &PathBuf| !p.exists() && !PathBuf::from(format!("{}.partial", p.display())).exists();
    let first = dir.join(format!("cardroom-{stamp}.db"));
    if free(&first) {
        return first;
    }
    (2..1000)
        .map(|n| dir.join(format!("cardroom-{stamp}-{n}.db")))
        .find(free)
        .unwrap_or(first)
}

/// One backup at a time in this program: the hourly one, a shift's and "Back up now" queue.
static ONE_AT_A_TIME: std::sync::Mutex<()> = std::sync::Mutex::new(());

/// Which backups the keeping rule removes: none of the last [`KEEP_ALL_DAYS`] days; of older
/// ones, all but the newest of each day; and every one older than [`KEEP_DAILY_DAYS`] days.
pub fn to_prune(backups: &[(DateTime<Utc>, PathBuf)], now: DateTime<Utc>) -> Vec<PathBuf> {
    let mut sorted: Vec<&(DateTime<Utc>, PathBuf)> = backups.iter().collect();
    sorted.sort_by_key(|b| std::cmp::Reverse(b.0));
    let mut days_kept = std::collections::BTreeSet::new();
    let mut out = Vec::new();
    for (at, path) in sorted {
        let age = now - *at;
        if age < Duration::days(KEEP_ALL_DAYS) {
            continue;
        }
        if age < Duration::days(KEEP_DAILY_DAYS) && days_kept.insert(at.date_naive()) {
            continue;
        }
        out.push(path.clone());
    }
    out
}

/// Checks a database file without changing it: Cardroom's, intact, and `db verify` clean.
/// The check runs on a copy, so even an older file is left as it was.
pub fn check_copy(path: &Path) -> Result<Vec<String>, RoomError> {
    let mut problems = Vec::new();
    if let Err(e) = cardroom_store::SqliteStore::check(path) {
        problems.push(e.to_string());
        return Ok(problems);
    }
    // A name no other check of this process or another uses at the same time.
    static CHECKS: std::sync::atomic::AtomicU64 = std::sync::atomic::AtomicU64::new(0);
    let scratch = std::env::temp_dir().join(format!(
        "cardroom-check-{}-{}.db",
        std::process::id(),
        CHECKS.fetch_add(1, std::sync::atomic::Ordering::Relaxed)
    ));
    std::fs::copy(path, &scratch).map_err(io(path))?;
    let found = Room::open(&scratch).and_then(|room| room.verify_room());
    for extra in ["", "-wal", "-shm", ".in-use"] {
        let _ = std::fs::remove_file(format!("{}{extra}", scratch.display()));
    }
    match found {
        Ok(found) => problems.extend(found),
        Err(e) => problems.push(e.to_string()),
    }
    Ok(problems)
}

impl Room {
    /// The backup folder beside this room's database.
    pub fn backup_dir(&self) -> PathBuf {
        self.path()
            .parent()
            .map(Path::to_path_buf)
            .unwrap_or_default()
            .join(BACKUP_DIR)
    }

    /// Backs the room up to `dest`, or into the backup folder (named by the time, the
    /// keeping rule applied and the result recorded there), and checks the copy.
    pub fn back_up(
        &self,
        dest: Option<&Path>,
        reason: BackupReason,
    ) -> Result<BackupReport, RoomError> {
        if self.is_server() {
            // The server keeps the room: pg_dump or a standby there, no file here.
            return Err(RoomError::server_backup(self.store.location()));
        }
        let _one = ONE_AT_A_TIME.lock().unwrap_or_else(|p| p.into_inner());
        let now = self.clock.now();
        let into_folder = dest.is_none();
        let path = match dest {
            Some(p) => p.to_path_buf(),
            None => {
                let dir = self.backup_dir();
                std::fs::create_dir_all(&dir).map_err(io(&dir))?;
                free_name(&dir, now)
            }
        };
        if path.exists() {
            return Err(RoomError::BackupFailed {
                path: path.display().to_string(),
                reason: "a file is already there".into(),
            });
        }
        self.copy_to(&path)?;
        let problems = check_copy(&path)?;
        let bytes = std::fs::metadata(&path).map_err(io(&path))?.len();
        let mut report = BackupReport {
            path: path.display().to_string(),
            at: crate::clock::db_time(now),
            reason,
            bytes: i64::try_from(bytes).unwrap_or(i64::MAX),
            ok: problems.is_empty(),
            problems,
            pruned: 0,
        };
        if into_folder {
            report.pruned = self.prune(now)?;
            self.log_backup(&report)?;
        }
        if report.ok {
            tracing::info!(path = %report.path, bytes, ?reason, "backed up");
        } else {
            tracing::error!(path = %report.path, problems = ?report.problems, "a backup failed its check");
        }
        Ok(report)
    }

    fn prune(&self, now: DateTime<Utc>) -> Result<i64, RoomError> {
        let dir = self.backup_dir();
        let found: Vec<(DateTime<Utc>, PathBuf)> = std::fs::read_dir(&dir)
            .map_err(io(&dir))?
            .filter_map(|e| e.ok().map(|e| e.path()))
            .filter_map(|p| time_of(&p).map(|t| (t, p)))
            .collect();
        let mut pruned = 0;
        for path in to_prune(&found, now) {
            std::fs::remove_file(&path).map_err(io(&path))?;
            pruned += 1;
        }
        Ok(pruned)
    }

    fn log_backup(&self, report: &BackupReport) -> Result<(), RoomError> {
        use std::io::Write;
        let log = self.backup_dir().join(BACKUP_LOG);
        let line = serde_json::to_string(report).map_err(|e| RoomError::BackupFailed {
            path: log.display().to_string(),
            reason: e.to_string(),
        })?;
        let mut file = std::fs::OpenOptions::new()
            .create(true)
            .append(true)
            .open(&log)
            .map_err(io(&log))?;
        writeln!(file, "{line}")
            .and_then(|()| file.sync_all())
            .map_err(io(&log))
    }

    /// "Back up now": a floor manager backs the room up into the backup folder.
    pub fn back_up_as(&self, actor: i64, reason: BackupReason) -> Result<BackupReport, RoomError> {
        self.read_as(actor, crate::UseCase::BackUp, |_, _| Ok(()))?;
        self.back_up(None, reason)
    }

    /// Whether the hourly backup is due: no backup in the folder yet, or the last one an hour
    /// old or more.
    pub fn hourly_backup_due(&self) -> Result<bool, RoomError> {
        if self.is_server() {
            return Ok(false);
        }
        let now = self.clock.now();
        Ok(match self.last_backup()? {
            None => true,
            Some(last) => crate::clock::parse_db_time(&last.at)
                .is_none_or(|at| now - at >= Duration::hours(1)),
        })
    }

    /// The online copy alone (no check): written beside `path` and renamed onto it once whole,
    /// so a copy cut short never stands where a backup is looked for.
    pub fn copy_to(&self, path: &Path) -> Result<(), RoomError> {
        let partial = PathBuf::from(format!("{}.partial", path.display()));
        let _ = std::fs::remove_file(&partial);
        self.store
            .back_up(&partial)
            .map_err(|e| RoomError::BackupFailed {
                path: path.display().to_string(),
                reason: e.to_string(),
            })?;
        std::fs::rename(&partial, path).map_err(io(path))
    }

    /// The last backup made into the backup folder, and its result.
    pub fn last_backup(&self) -> Result<Option<BackupReport>, RoomError> {
        use std::io::{Read, Seek, SeekFrom};
        if self.is_server() {
            return Ok(None);
        }
        let log = self.backup_dir().join(BACKUP_LOG);
        let mut file = match std::fs::File::open(&log) {
            Ok(f) => f,
            Err(e) if e.kind() == std::io::ErrorKind::NotFound => return Ok(None),
            Err(e) => return Err(io(&log)(e)),
        };
        // The log grows a line a backup and is read every minute: its tail holds the last.
        let len = file.metadata().map_err(io(&log))?.len();
        file.seek(SeekFrom::Start(len.saturating_sub(TAIL)))
            .map_err(io(&log))?;
        let mut bytes = Vec::new();
        file.read_to_end(&mut bytes).map_err(io(&log))?;
        Ok(String::from_utf8_lossy(&bytes)
            .lines()
            .rev()
            .find_map(|l| serde_json::from_str::<BackupReport>(l).ok()))
    }
}

/// The file every open room holds a shared lock on: `<database>.in-use`.
fn in_use_path(db: &Path) -> PathBuf {
    PathBuf::from(format!("{}.in-use", db.display()))
}

/// A shared lock on the database's in-use file, held while a room is open on it. None when
/// the file cannot be made (a folder this user may only read) or a restore holds it.
pub(crate) fn in_use(db: &Path) -> Option<std::fs::File> {
    let file = std::fs::OpenOptions::new()
        .create(true)
        .truncate(false)
        .write(true)
        .open(in_use_path(db))
        .ok()?;
    file.try_lock_shared().ok()?;
    Some(file)
}

/// Restores the database at `db` from the backup `from`, with no Cardroom running on it (an
/// open room is refused as `db_in_use`). A backup that fails its check is refused and
/// nothing changes; otherwise the database it replaces is kept beside it
/// (`<db>.before-restore-<time>`), with its journal files.
pub fn restore(db: &Path, from: &Path, now: DateTime<Utc>) -> Result<RestoreReport, RoomError> {
    let in_use = || RoomError::DbInUse {
        path: db.display().to_string(),
    };
    let lock = std::fs::OpenOptions::new()
        .create(true)
        .truncate(false)
        .write(true)
        .open(in_use_path(db))
        .map_err(io(db))?;
    // Held to the end: no room opens the file while it is swapped.
    lock.try_lock().map_err(|_| in_use())?;
    let problems = check_copy(from)?;
    if !problems.is_empty() {
        return Err(RoomError::BackupDamaged {
            path: from.display().to_string(),
            problems: problems.join("; "),
        });
    }
    let incoming = PathBuf::from(format!("{}.restoring", db.display()));
    std::fs::copy(from, &incoming).map_err(io(&incoming))?;
    std::fs::File::open(&incoming)
        .and_then(|f| f.sync_all())
        .map_err(io(&incoming))?;
    let kept = PathBuf::from(format!(
        "{}.before-restore-{}",
        db.display(),
        now.format(NAME_TIME)
    ));
    if db.exists() {
        for extra in ["", "-wal", "-shm"] {
            let from = PathBuf::from(format!("{}{extra}", db.display()));
            if from.exists() {
                let to = PathBuf::from(format!("{}{extra}", kept.display()));
                std::fs::rename(&from, &to).map_err(io(&from))?;
            }
        }
    }
    std::fs::rename(&incoming, db).map_err(io(db))?;
    tracing::warn!(db = %db.display(), from = %from.display(), kept = %kept.display(), "restored");
    Ok(RestoreReport {
        restored_from: from.display().to_string(),
        kept_as: kept.display().to_string(),
    })
}
