//! Opening the database file: creation, refusal of files we must not touch, PRAGMAs, migrations.

use std::path::{Path, PathBuf};
use std::sync::Mutex;
use std::time::Duration;

use rusqlite::{Connection, OpenFlags};

use super::error::at as sql_at;
use super::migrations::{SCHEMA_VERSION, migrations};
use crate::StoreError;

/// Marks a file as Cardroom's (`PRAGMA application_id`, "CRDR").
pub(crate) const APPLICATION_ID: i64 = 0x4352_4452;

/// How to open the database.
#[derive(Debug, Clone)]
pub struct OpenOptions {
    /// How long a statement waits for another program's lock before giving up.
    pub busy_timeout: Duration,
}

impl Default for OpenOptions {
    fn default() -> Self {
        OpenOptions {
            busy_timeout: Duration::from_secs(5),
        }
    }
}

/// An open, migrated Cardroom database file: one connection that writes (behind a lock, so
/// writers queue), and a small pool of read-only connections that read beside it.
#[derive(Debug)]
pub struct SqliteStore {
    pub(crate) writer: Mutex<Connection>,
    pub(crate) readers: Mutex<Vec<Connection>>,
    pub(crate) options: OpenOptions,
    /// `PRAGMA data_version` on the writer when last asked: it changes only when another
    /// connection commits.
    pub(crate) data_version: Mutex<Option<i64>>,
    /// Whether the file's schema was found to be the migrations' (checked once, at the first
    /// write: a damaged file is refused writes, and still read by `db check`).
    pub(crate) schema_sound: Mutex<Option<bool>>,
    /// Opened read-only: the file (or its folder) may not be written here, as an auditor's
    /// copy. Every write is refused as `db_read_only`.
    pub(crate) read_only: bool,
    /// Read as a file nobody changes (SQLite's `immutable`): read-only, in a folder where the
    /// write-ahead log's index cannot be made.
    pub(crate) immutable: bool,
    path: PathBuf,
}

impl Drop for SqliteStore {
    /// The room closes whole: the readers first, then the writer folds the write-ahead log
    /// into the file, so the file alone at rest holds every commit.
    fn drop(&mut self) {
        if let Ok(mut readers) = self.readers.lock() {
            readers.clear();
        }
        if !self.read_only
            && let Ok(conn) = self.writer.lock()
            && let Err(e) = conn.query_row("PRAGMA wal_checkpoint(TRUNCATE)", [], |_| Ok(()))
        {
            tracing::warn!(path = %self.path.display(), error = %e, "checkpoint at close failed");
        }
    }
}

/// A read-only connection to `path`; `immutable`: as a file nobody changes.
pub(crate) fn read_only(path: &Path, immutable: bool) -> rusqlite::Result<Connection> {
    let flags = OpenFlags::SQLITE_OPEN_READ_ONLY | OpenFlags::SQLITE_OPEN_NO_MUTEX;
    if !immutable {
        return Connection::open_with_flags(path, flags);
    }
    let uri = format!("file:{}?immutable=1", uri_path(path));
    Connection::open_with_flags(uri, flags | OpenFlags::SQLITE_OPEN_URI)
}

/// `path` as a `file:` URI's path (`%`, `?` and `#` escaped).
fn uri_path(path: &Path) -> String {
    let text = path.to_string_lossy();
    let mut out = String::with_capacity(text.len());
    for c in text.chars() {
        match c {
            '%' => out.push_str("%25"),
            '?' => out.push_str("%3f"),
            '#' => out.push_str("%23"),
            c => out.push(c),
        }
    }
    out
}

/// Opens a file this user may only read: read-only, or, where SQLite cannot make the
/// write-ahead log's index beside it (a read-only folder), as a file nobody changes.
/// Returns the connection and whether it is immutable.
fn open_read_only(path: &Path) -> rusqlite::Result<(Connection, bool)> {
    let conn = read_only(path, false)?;
    match user_version(&conn) {
        Err(e) if unwritable(&e) => Ok((read_only(path, true)?, true)),
        _ => Ok((conn, false)),
    }
}

/// Whether SQLite failed for want of the right to write the file or its folder (not a lock,
/// nor a file that is not a database).
fn unwritable(e: &rusqlite::Error) -> bool {
    use rusqlite::ErrorCode as C;
    matches!(
        e.sqlite_error_code(),
        Some(C::CannotOpen | C::ReadOnly | C::PermissionDenied)
    )
}

/// What `db check` reports about a database file, read without changing it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct DbStatus {
    pub path: PathBuf,
    pub schema_version: i64,
    pub latest_version: i64,
    pub journal_mode: String,
}

impl DbStatus {
    pub fn needs_migration(&self) -> bool {
        self.schema_version < self.latest_version
    }
}

impl SqliteStore {
    /// Opens (creating if needed) the database at `path` and brings its schema up to date.
    pub fn open(path: &Path) -> Result<SqliteStore, StoreError> {
        SqliteStore::open_with(path, &OpenOptions::default())
    }

    /// Opens for reading and writing, creating the file if needed. An existing database whose
    /// schema is current is opened without writing anything, so opening works while another
    /// program holds the write lock, on a full disk, and on a file this user may only read (its
    /// writes are then refused as `db_read_only`). A new database is created, migrated and
    /// marked as Cardroom's in one transaction: a crash or a full disk leaves either an empty
    /// file (taken up again next time) or a complete database.
    pub fn open_with(path: &Path, options: &OpenOptions) -> Result<SqliteStore, StoreError> {
        let at = |e| sql_at(path, e);
        let flags = OpenFlags::SQLITE_OPEN_READ_WRITE
            | OpenFlags::SQLITE_OPEN_CREATE
            | OpenFlags::SQLITE_OPEN_NO_MUTEX;
        let (mut immutable, mut read_only) = (false, false);
        let opened = Connection::open_with_flags(path, flags).and_then(|conn| {
            // A file in a folder this user may not write: SQLite cannot make its write-ahead
            // log's files there, and fails at the first read.
            user_version(&conn)?;
            Ok(conn)
        });
        let mut conn = match opened {
            Ok(conn) => conn,
            // A file this user may only read: open it for reading.
            Err(e) if path.exists() && unwritable(&e) => {
                read_only = true;
                let (conn, frozen) = open_read_only(path).map_err(|_| at(e))?;
                immutable = frozen;
                conn
            }
            Err(e) => return Err(at(e)),
        };
        conn.busy_timeout(options.busy_timeout).map_err(at)?;
        // Every query is prepared once per connection and reused.
        conn.set_prepared_statement_cache_capacity(128);
        // Look before writing anything: these reads fail on a non-SQLite file.
        let before = refuse_unless_ours(&conn, path)?;

        // A money ledger: WAL for concurrent readers, FULL sync so a commit survives power loss.
        // The journal mode is kept in the file: set it only on a file that does not have it.
        let mode: String = conn
            .query_row("PRAGMA journal_mode", [], |r| r.get(0))
            .map_err(at)?;
        if !mode.eq_ignore_ascii_case("wal") && !read_only {
            let mode: String = conn
                .query_row("PRAGMA journal_mode = WAL", [], |r| r.get(0))
                .map_err(at)?;
            tracing::debug!(%mode, path = %path.display(), "journal mode set");
        }
        conn.execute_batch(
            "PRAGMA synchronous = FULL; PRAGMA foreign_keys = ON; PRAGMA trusted_schema = OFF;",
        )
        .map_err(at)?;

        if before < SCHEMA_VERSION && read_only {
            // An older room that may only be read cannot be brought up to date here.
            return Err(StoreError::ReadOnly {
                path: path.to_path_buf(),
            });
        }
        if before < SCHEMA_VERSION {
            // A room's file from an earlier version (a newer package's first start): a copy
            // of it as it was, kept in the backups folder, before anything changes.
            if before > 0 {
                keep_before_upgrade(&conn, path, before, options.busy_timeout)?;
            }
            // One transaction: every migration, the schema version and the file's mark.
            migrations().to_latest(&mut conn).map_err(|e| match e {
                rusqlite_migration::Error::RusqliteError { err, .. } => sql_at(path, err),
                other => StoreError::Migration(other.to_string()),
            })?;
            tracing::info!(from = before, to = SCHEMA_VERSION, path = %path.display(), "database migrated");
        }
        Ok(SqliteStore {
            writer: Mutex::new(conn),
            readers: Mutex::new(Vec::new()),
            options: options.clone(),
            data_version: Mutex::new(None),
            schema_sound: Mutex::new(None),
            read_only,
            immutable,
            path: path.to_path_buf(),
        })
    }

    /// Inspects the database at `path` read-only: it must exist, be Cardroom's, be intact
    /// and not be newer than this build. An older schema is reported, not upgraded.
    pub fn check(path: &Path) -> Result<DbStatus, StoreError> {
        if !path.exists() {
            return Err(StoreError::Missing {
                path: path.to_path_buf(),
            });
        }
        let at = |e| sql_at(path, e);
        let (conn, _) = open_read_only(path).map_err(at)?;
        conn.busy_timeout(OpenOptions::default().busy_timeout)
            .map_err(at)?;
        let schema_version = refuse_unless_ours(&conn, path)?;
        let problems: Vec<String> = conn
            .prepare("PRAGMA integrity_check")
            .and_then(|mut s| {
                s.query_map([], |r| r.get::<_, String>(0))?
                    .collect::<Result<_, _>>()
            })
            .map_err(at)?;
        if problems != ["ok"] {
            return Err(StoreError::Corrupt {
                path: path.to_path_buf(),
                detail: problems.join("; "),
            });
        }
        let journal_mode = conn
            .query_row("PRAGMA journal_mode", [], |r| r.get(0))
            .map_err(at)?;
        Ok(DbStatus {
            path: path.to_path_buf(),
            schema_version,
            latest_version: SCHEMA_VERSION,
            journal_mode,
        })
    }

    pub fn path(&self) -> &Path {
        &self.path
    }

    /// Runs `f` on the writer connection (waiting for the writer in this program).
    pub(crate) fn with_writer<T>(
        &self,
        f: impl FnOnce(&mut Connection) -> Result<T, StoreError>,
    ) -> Result<T, StoreError> {
        let mut conn = self.writer.lock().map_err(|_| StoreError::Other {
            detail: "an earlier change failed midway; restart Cardroom".into(),
        })?;
        f(&mut conn)
    }

    pub(crate) fn at(&self, e: rusqlite::Error) -> StoreError {
        sql_at(&self.path, e)
    }
}

fn user_version(conn: &Connection) -> rusqlite::Result<i64> {
    conn.query_row("PRAGMA user_version", [], |r| r.get(0))
}

/// Refuses a file that is not SQLite, belongs to another program, or has a newer schema.
/// Returns its schema version. Reads only.
/// The backups' folder, beside the database file.
pub const BACKUP_DIR: &str = "backups";

/// Where the copy of a database taken before its schema is upgraded from `from` is kept:
/// `backups/cardroom-before-upgrade-from-v{from}.db` beside it. The keeping rule of the
/// timed backups never removes it (its name holds no time).
pub fn before_upgrade_path(db: &Path, from: i64) -> PathBuf {
    db.parent()
        .unwrap_or(Path::new("."))
        .join(BACKUP_DIR)
        .join(format!("cardroom-before-upgrade-from-v{from}.db"))
}

/// Copies the database as it is (SQLite's backup API, one consistent snapshot) to
/// [`before_upgrade_path`], unless a copy is there already: an upgrade tried before and cut
/// short keeps the first copy, the file as the older version left it.
fn keep_before_upgrade(
    conn: &Connection,
    path: &Path,
    from: i64,
    busy_timeout: Duration,
) -> Result<(), StoreError> {
    let dest = before_upgrade_path(path, from);
    if dest.exists() {
        return Ok(());
    }
    let other = |e: std::io::Error| StoreError::Other {
        detail: format!("the copy before the upgrade, {}: {e}", dest.display()),
    };
    if let Some(dir) = dest.parent() {
        std::fs::create_dir_all(dir).map_err(other)?;
    }
    // Written beside its name and renamed once whole and on the disk.
    let partial = dest.with_extension("db.partial");
    let _ = std::fs::remove_file(&partial);
    {
        let mut out = Connection::open(&partial).map_err(|e| sql_at(&partial, e))?;
        let backup =
            rusqlite::backup::Backup::new(conn, &mut out).map_err(|e| sql_at(&partial, e))?;
        // All pages in one step; another program's lock is waited out for the busy timeout.
        let pause = Duration::from_millis(20);
        let mut tries = (busy_timeout.as_millis() / 20).max(1);
        while backup.step(-1).map_err(|e| sql_at(&partial, e))?
            != rusqlite::backup::StepResult::Done
        {
            tries -= 1;
            if tries == 0 {
                return Err(StoreError::Locked {
                    path: path.to_path_buf(),
                });
            }
            std::thread::sleep(pause);
        }
        drop(backup);
        out.execute_batch("PRAGMA journal_mode = DELETE;")
            .map_err(|e| sql_at(&partial, e))?;
    }
    std::fs::File::open(&partial)
        .and_then(|f| f.sync_all())
        .map_err(other)?;
    std::fs::rename(&partial, &dest).map_err(other)?;
    tracing::info!(from, copy = %dest.display(), "database copied before its upgrade");
    Ok(())
}

fn refuse_unless_ours(conn: &Connection, path: &Path) -> Result<i64, StoreError> {
    let at = |e| sql_at(path, e);
    let version = user_version(conn).map_err(at)?;
    let app_id: i64 = conn
        .query_row("PRAGMA application_id", [], |r| r.get(0))
        .map_err(at)?;
    let foreign = || StoreError::Foreign {
        path: path.to_path_buf(),
    };
    if app_id != 0 && app_id != APPLICATION_ID {
        return Err(foreign());
    }
    if app_id == 0 {
        // Unmarked: only an empty file may become ours.
        let tables: i64 = conn
            .query_row("SELECT count(*) FROM sqlite_schema", [], |r| r.get(0))
            .map_err(at)?;
        if tables > 0 || version != 0 {
            return Err(foreign());
        }
    }
    if version > SCHEMA_VERSION {
        return Err(StoreError::SchemaTooNew {
            path: path.to_path_buf(),
            found: version,
            supported: SCHEMA_VERSION,
        });
    }
    Ok(version)
}

/// The connection settings in force, as SQLite reports them.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Settings {
    pub journal_mode: String,
    /// 0 OFF, 1 NORMAL, 2 FULL, 3 EXTRA.
    pub synchronous: i64,
    pub foreign_keys: bool,
    pub busy_timeout_ms: i64,
}

impl SqliteStore {
    pub fn settings(&self) -> Result<Settings, StoreError> {
        self.with_writer(|conn| self.settings_of(conn))
    }

    fn settings_of(&self, conn: &Connection) -> Result<Settings, StoreError> {
        let get = |pragma: &str| -> rusqlite::Result<rusqlite::types::Value> {
            conn.query_row(&format!("PRAGMA {pragma}"), [], |r| r.get(0))
        };
        let int = |pragma: &str| -> Result<i64, StoreError> {
            match get(pragma).map_err(|e| self.at(e))? {
                rusqlite::types::Value::Integer(i) => Ok(i),
                other => Err(StoreError::Migration(format!(
                    "PRAGMA {pragma} gave {other:?}"
                ))),
            }
        };
        let journal_mode = match get("journal_mode").map_err(|e| self.at(e))? {
            rusqlite::types::Value::Text(t) => t,
            other => format!("{other:?}"),
        };
        Ok(Settings {
            journal_mode,
            synchronous: int("synchronous")?,
            foreign_keys: int("foreign_keys")? == 1,
            busy_timeout_ms: int("busy_timeout")?,
        })
    }
}
