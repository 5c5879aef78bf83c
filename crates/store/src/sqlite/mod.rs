//! The storage interface on SQLite: one file per room, in WAL mode. One connection writes
//! (`BEGIN IMMEDIATE`, so two programs on one file queue instead of failing midway); reads run
//! on their own read-only connections, several at once, beside the writer.

mod audit;
mod dump;
mod error;
mod migrations;
mod open;
mod synthetic;

use rusqlite::{Connection, Transaction, TransactionBehavior};

pub use audit::{SchemaObject, expected_columns, expected_schema};
pub use dump::rows_as_text;
pub(crate) use error::at as error_at;
pub use migrations::{MIGRATION_FILES, SCHEMA_VERSION};
pub use open::{BACKUP_DIR, DbStatus, OpenOptions, Settings, SqliteStore, before_upgrade_path};
pub use synthetic::SyntheticHistory;

use crate::StoreError;
use crate::port::{Storage, Work};

/// An open SQLite transaction: every query of the storage interface is a method on it.
#[derive(Debug)]
pub struct SqliteTx<'a> {
    pub(crate) tx: Transaction<'a>,
}

/// Read connections kept open for reuse; more may be open at once, these are kept.
const KEPT_READERS: usize = 4;

impl SqliteStore {
    fn reader(&self) -> Result<Connection, StoreError> {
        let kept = self
            .readers
            .lock()
            .map_err(|_| StoreError::Other {
                detail: "the read pool was poisoned; restart Cardroom".into(),
            })?
            .pop();
        if let Some(conn) = kept {
            return Ok(conn);
        }
        let conn = open::read_only(self.path(), self.immutable).map_err(|e| self.at(e))?;
        conn.busy_timeout(self.options.busy_timeout)
            .map_err(|e| self.at(e))?;
        conn.set_prepared_statement_cache_capacity(128);
        conn.execute_batch("PRAGMA trusted_schema = OFF;")
            .map_err(|e| self.at(e))?;
        Ok(conn)
    }

    /// Refuses to write to a file whose schema is not the migrations' (compared once per open,
    /// at the first write).
    fn refuse_if_damaged(&self, conn: &Connection) -> Result<(), StoreError> {
        let mut sound = self.schema_sound.lock().map_err(|_| StoreError::Other {
            detail: "the schema check was poisoned; restart Cardroom".into(),
        })?;
        if *sound == Some(true) {
            return Ok(());
        }
        let problems = audit::schema_problems(conn)?;
        *sound = Some(problems.is_empty());
        if problems.is_empty() {
            return Ok(());
        }
        Err(StoreError::Damaged {
            path: self.path().display().to_string(),
            detail: problems.into_iter().take(3).collect::<Vec<_>>().join("; "),
        })
    }

    fn give_back(&self, conn: Connection) {
        if let Ok(mut readers) = self.readers.lock()
            && readers.len() < KEPT_READERS
        {
            readers.push(conn);
        }
    }
}

impl Storage for SqliteStore {
    fn write_tx(&self, work: &mut Work<'_>) -> Result<(), StoreError> {
        self.with_writer(|conn| {
            self.refuse_if_damaged(conn)?;
            let tx = conn
                .transaction_with_behavior(TransactionBehavior::Immediate)
                .map_err(|e| self.at(e))?;
            let tx = SqliteTx { tx };
            work(&tx)?;
            tx.tx.commit().map_err(|e| self.at(e))
        })
    }

    fn read_tx(&self, work: &mut Work<'_>) -> Result<(), StoreError> {
        let mut conn = self.reader()?;
        let result = (|| {
            let tx = conn
                .transaction_with_behavior(TransactionBehavior::Deferred)
                .map_err(|e| self.at(e))?;
            let tx = SqliteTx { tx };
            // A read commits nothing: dropping the transaction rolls it back.
            work(&tx)
        })();
        self.give_back(conn);
        result
    }

    fn heard_elsewhere(&self) -> Result<crate::Heard, StoreError> {
        let now: i64 = self.with_writer(|conn| {
            conn.query_row("PRAGMA data_version", [], |r| r.get(0))
                .map_err(|e| self.at(e))
        })?;
        let mut last = self.data_version.lock().map_err(|_| StoreError::Other {
            detail: "the change watch was poisoned; restart Cardroom".into(),
        })?;
        let changed = last.is_some_and(|v| v != now);
        *last = Some(now);
        // The file says that it changed, not what.
        Ok(if changed {
            crate::Heard::Anything
        } else {
            crate::Heard::Nothing
        })
    }

    fn location(&self) -> String {
        self.path().display().to_string()
    }

    fn schema_version(&self) -> Result<i64, StoreError> {
        self.with_writer(|conn| {
            conn.query_row("PRAGMA user_version", [], |r| r.get(0))
                .map_err(|e| self.at(e))
        })
    }

    fn schema_problems(&self) -> Result<Vec<String>, StoreError> {
        self.with_writer(|conn| audit::schema_problems(conn))
    }

    fn checkpoint(&self) -> Result<(), StoreError> {
        if self.read_only {
            return Ok(());
        }
        self.with_writer(|conn| {
            conn.query_row("PRAGMA wal_checkpoint(TRUNCATE)", [], |_| Ok(()))
                .map_err(|e| self.at(e))
        })
    }

    fn relax_durability(&self) -> Result<(), StoreError> {
        self.with_writer(|conn| {
            conn.execute_batch("PRAGMA synchronous = OFF")
                .map_err(|e| self.at(e))
        })
    }

    fn restore_durability(&self) -> Result<(), StoreError> {
        self.with_writer(|conn| {
            conn.execute_batch("PRAGMA synchronous = FULL")
                .map_err(|e| self.at(e))
        })
    }

    /// SQLite's online backup, in one step on a read connection of its own: one consistent
    /// snapshot, and (in WAL mode) writers go on while it copies.
    fn back_up(&self, dest: &std::path::Path) -> Result<(), StoreError> {
        let src = self.reader()?;
        let dest_at = |e| error::at(dest, e);
        let mut out = Connection::open(dest).map_err(dest_at)?;
        {
            let backup = rusqlite::backup::Backup::new(&src, &mut out).map_err(dest_at)?;
            // Another connection may hold a lock the copy needs: try again for the busy
            // timeout, then give up.
            let pause = std::time::Duration::from_millis(20);
            let tries = (self.options.busy_timeout.as_millis() / 20).max(1);
            let mut done = false;
            for _ in 0..tries {
                if backup.step(-1).map_err(dest_at)? == rusqlite::backup::StepResult::Done {
                    done = true;
                    break;
                }
                std::thread::sleep(pause);
            }
            if !done {
                return Err(StoreError::Locked {
                    path: self.path().to_path_buf(),
                });
            }
        }
        // The copy is a file of its own: no journal beside it, and on the disk before it counts.
        out.execute_batch("PRAGMA journal_mode = DELETE;")
            .map_err(dest_at)?;
        drop(out);
        self.give_back(src);
        std::fs::File::open(dest)
            .and_then(|f| f.sync_all())
            .map_err(|e| StoreError::Other {
                detail: format!("{}: {e}", dest.display()),
            })
    }
}

/// Row `i` of a SQLite result, read through the shared queries' [`crate::sql::Row`].
impl crate::sql::Row for rusqlite::Row<'_> {
    fn is_null(&self, i: usize) -> Result<bool, StoreError> {
        Ok(self.get_ref(i)? == rusqlite::types::ValueRef::Null)
    }

    fn int(&self, i: usize) -> Result<i64, StoreError> {
        Ok(self.get(i)?)
    }

    fn text(&self, i: usize) -> Result<String, StoreError> {
        Ok(self.get(i)?)
    }
}

impl rusqlite::ToSql for crate::sql::Arg<'_> {
    fn to_sql(&self) -> rusqlite::Result<rusqlite::types::ToSqlOutput<'_>> {
        use rusqlite::types::{ToSqlOutput, ValueRef};
        Ok(match *self {
            crate::sql::Arg::Null => ToSqlOutput::Borrowed(ValueRef::Null),
            crate::sql::Arg::Int(v) => ToSqlOutput::Borrowed(ValueRef::Integer(v)),
            crate::sql::Arg::Text(v) => ToSqlOutput::Borrowed(ValueRef::Text(v.as_bytes())),
        })
    }
}

impl crate::sql::Db for SqliteTx<'_> {
    fn dialect(&self) -> crate::sql::Dialect {
        crate::sql::Dialect::Sqlite
    }

    fn query<T>(
        &self,
        sql: &str,
        args: &[crate::sql::Arg<'_>],
        read: &mut dyn FnMut(&dyn crate::sql::Row) -> Result<T, StoreError>,
    ) -> Result<Vec<T>, StoreError> {
        let mut stmt = self.tx.prepare_cached(&crate::sql::sqlite_text(sql))?;
        let mut rows = stmt.query(rusqlite::params_from_iter(args))?;
        let mut out = Vec::new();
        while let Some(row) = rows.next()? {
            out.push(read(row)?);
        }
        Ok(out)
    }

    fn execute_unique(
        &self,
        sql: &str,
        args: &[crate::sql::Arg<'_>],
    ) -> Result<Option<u64>, StoreError> {
        let mut stmt = self.tx.prepare_cached(&crate::sql::sqlite_text(sql))?;
        match stmt.execute(rusqlite::params_from_iter(args)) {
            Ok(n) => Ok(Some(n as u64)),
            Err(e) if error::is_unique_violation(&e) => Ok(None),
            Err(e) => Err(e.into()),
        }
    }
}
