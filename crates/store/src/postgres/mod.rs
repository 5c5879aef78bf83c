//! The storage interface on PostgreSQL, for a room on several machines: every station
//! connects to one server. Writes queue behind one transaction lock (as on one SQLite file),
//! so two stations never take the same step of a hand; reads run on snapshots of their own;
//! stations hear each other's commits by reading the audit entries written since their last
//! look (one indexed query per look), not by `NOTIFY`: a notice wakes every listening server
//! process at every commit, and with a station at each of 300 tables that alone took the
//! server's processors (docs/benchmarks.md).
//!
//! The queries are `crate::sql`'s, written once for both engines; this module opens the
//! connections, runs the transactions and binds and reads `crate::sql`'s arguments and rows.
//! Every column the room reads is BIGINT or TEXT, as in SQLite.

mod error;
mod migrations;
mod open;
mod roles;
mod schema;

use std::cell::RefCell;
use std::collections::HashMap;

use postgres::types::{FromSql, ToSql};
use postgres::{Client, Row, Statement};

pub use migrations::PG_MIGRATION_FILES;
pub use open::{PG_SCHEMA_VERSION, PgStore, is_server_url, redact_url};
pub use roles::{ServerRoles, role_names};

pub(crate) use error::{at as error_at, is_unique_violation};
pub(crate) use open::WRITE_LOCK;

use crate::StoreError;
use crate::port::{Storage, Work};
use open::{Conn, poisoned};

/// Parameters of a statement.
pub(crate) type Params<'p> = [&'p (dyn ToSql + Sync)];

/// An open PostgreSQL transaction: every query of the storage interface is a method on it.
pub struct PgTx<'a> {
    /// The connection, inside the transaction [`PgStore::run`] began on it.
    tx: RefCell<&'a mut Client>,
    stmts: RefCell<&'a mut HashMap<String, Statement>>,
    location: &'a str,
    /// The audit entries the transaction writes: once committed, its station's own.
    announced: RefCell<Vec<i64>>,
}

impl std::fmt::Debug for PgTx<'_> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("PgTx")
            .field("location", &self.location)
            .finish_non_exhaustive()
    }
}

impl PgTx<'_> {
    /// The failure as the storage interface names it.
    pub(crate) fn at(&self, e: postgres::Error) -> StoreError {
        error::at(self.location, e)
    }

    /// `sql` prepared once per connection and reused.
    fn statement(&self, sql: &str) -> Result<Statement, postgres::Error> {
        if let Some(stmt) = self.stmts.borrow().get(sql) {
            return Ok(stmt.clone());
        }
        let stmt = self.tx.borrow_mut().prepare(sql)?;
        self.stmts
            .borrow_mut()
            .insert(sql.to_string(), stmt.clone());
        Ok(stmt)
    }

    /// Every row `sql` answers.
    pub(crate) fn query(&self, sql: &str, params: &Params<'_>) -> Result<Vec<Row>, StoreError> {
        self.query_raw(sql, params).map_err(|e| self.at(e))
    }

    /// Runs `sql`, with the library's error, to tell a constraint from another failure.
    pub(crate) fn exec_raw(&self, sql: &str, params: &Params<'_>) -> Result<u64, postgres::Error> {
        let stmt = self.statement(sql)?;
        self.tx.borrow_mut().execute(&stmt, params)
    }

    /// [`PgTx::query`] with the library's error.
    pub(crate) fn query_raw(
        &self,
        sql: &str,
        params: &Params<'_>,
    ) -> Result<Vec<Row>, postgres::Error> {
        let stmt = self.statement(sql)?;
        self.tx.borrow_mut().query(&stmt, params)
    }
}

/// Column `i` of `row`: a value of the wrong type reads as bad data.
pub(crate) fn get<'r, T: FromSql<'r>>(row: &'r Row, i: usize) -> Result<T, StoreError> {
    row.try_get(i).map_err(|e| StoreError::BadData {
        detail: format!("column {i}: {e}"),
    })
}

impl PgStore {
    /// Runs `work` in a transaction on `conn`: a write commits when `work` succeeds, a read
    /// never writes. The transaction's own statements travel with their neighbours (one
    /// round trip to begin, one to end): a station's action is a few round trips fewer.
    /// A write's audit entries, once committed, are noted as this station's own.
    fn run(&self, conn: &mut Conn, write: bool, work: &mut Work<'_>) -> Result<(), StoreError> {
        let at = |e| error::at(&self.location, e);
        let Conn { client, stmts } = conn;
        let begin = if write {
            format!("BEGIN; SELECT pg_advisory_xact_lock({WRITE_LOCK})")
        } else {
            "BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY".to_string()
        };
        if let Err(e) = client.batch_execute(&begin) {
            // BEGIN may have gone through and the lock timed out: leave no transaction open
            // (the connection would refuse every later statement).
            let _ = client.batch_execute("ROLLBACK");
            return Err(at(e));
        }
        let ptx = PgTx {
            tx: RefCell::new(client),
            stmts: RefCell::new(stmts),
            location: &self.location,
            announced: RefCell::new(Vec::new()),
        };
        let done = work(&ptx);
        let announced = ptx.announced.into_inner();
        let client = ptx.tx.into_inner();
        let end = match (&done, write) {
            (Ok(()), true) => "COMMIT",
            _ => "ROLLBACK",
        };
        match client.batch_execute(end) {
            Ok(()) => {
                // Committed: a lock poisoned elsewhere costs only a look that hears its own.
                if done.is_ok()
                    && write
                    && let Ok(mut own) = self.own_entries.lock()
                    && let Some(own) = own.as_mut()
                {
                    own.extend(announced);
                }
                done
            }
            // Work that failed is answered with its own error; the connection, if broken,
            // is opened again on next use.
            Err(_) if done.is_err() => done,
            Err(e) => Err(at(e)),
        }
    }

    /// A kept reader connection (a new one when none is free), kept again afterwards unless
    /// it was lost.
    fn with_reader<T>(
        &self,
        f: impl FnOnce(&mut Conn) -> Result<T, StoreError>,
    ) -> Result<T, StoreError> {
        let kept = self.readers.lock().map_err(|_| poisoned())?.pop();
        let mut conn = match kept {
            Some(conn) if !conn.client.is_closed() => conn,
            _ => self.connect()?,
        };
        let result = f(&mut conn);
        if !conn.client.is_closed()
            && let Ok(mut readers) = self.readers.lock()
            && readers.len() < KEPT_READERS
        {
            readers.push(conn);
        }
        result
    }

    /// The writer connection, opened again if it was lost.
    fn with_writer<T>(
        &self,
        f: impl FnOnce(&mut Conn) -> Result<T, StoreError>,
    ) -> Result<T, StoreError> {
        let mut slot = self.writer.lock().map_err(|_| poisoned())?;
        if slot.as_ref().is_none_or(|c| c.client.is_closed()) {
            *slot = None;
            drop(slot);
            self.keep_writer(self.connect()?)?;
            slot = self.writer.lock().map_err(|_| poisoned())?;
        }
        let Some(conn) = slot.as_mut() else {
            return Err(poisoned());
        };
        let result = f(conn);
        if matches!(result, Err(StoreError::Offline { .. })) || conn.client.is_closed() {
            // Opened again on the next use.
            *slot = None;
        }
        result
    }
}

/// The most audit entries one look reads: a station that fell further behind (a long
/// pause, a bulk load) is told that anything may have changed.
const LOOK_AT_MOST: i64 = 1000;

/// The last audit entry committed.
fn head(conn: &mut Conn) -> Result<i64, postgres::Error> {
    let stmt = prepared(conn, "SELECT coalesce(max(id), 0) FROM audit")?;
    Ok(conn.client.query_one(&stmt, &[])?.get(0))
}

/// `sql` prepared once on `conn` and reused.
fn prepared(conn: &mut Conn, sql: &str) -> Result<Statement, postgres::Error> {
    if let Some(stmt) = conn.stmts.get(sql) {
        return Ok(stmt.clone());
    }
    let stmt = conn.client.prepare(sql)?;
    conn.stmts.insert(sql.to_string(), stmt.clone());
    Ok(stmt)
}

/// Read connections kept open for reuse.
const KEPT_READERS: usize = 4;

impl PgStore {
    /// Refuses to write to a room whose schema is not the migrations' (compared once per
    /// open, at the first write).
    fn refuse_if_damaged(&self, conn: &mut Conn) -> Result<(), StoreError> {
        let mut sound = self.schema_sound.lock().map_err(|_| poisoned())?;
        if *sound == Some(true) {
            return Ok(());
        }
        let problems = schema::problems(&mut conn.client, &self.location)?;
        *sound = Some(problems.is_empty());
        if problems.is_empty() {
            return Ok(());
        }
        Err(StoreError::Damaged {
            path: self.location.clone(),
            detail: problems.into_iter().take(3).collect::<Vec<_>>().join("; "),
        })
    }
}

impl Storage for PgStore {
    fn write_tx(&self, work: &mut Work<'_>) -> Result<(), StoreError> {
        if let Some((user, station)) = &self.beyond_station {
            return Err(StoreError::NotStationRole {
                location: self.location.clone(),
                user: user.clone(),
                station: station.clone(),
            });
        }
        self.with_writer(|conn| {
            self.refuse_if_damaged(conn)?;
            self.run(conn, true, work)
        })
    }

    fn read_tx(&self, work: &mut Work<'_>) -> Result<(), StoreError> {
        self.with_reader(|conn| self.run(conn, false, work))
    }

    fn heard_elsewhere(&self) -> Result<crate::Heard, StoreError> {
        let mut seen = self.seen.lock().map_err(|_| poisoned())?;
        let at = |e| error::at(&self.location, e);
        // On a kept reader: a look is one statement, and a connection fewer per station is
        // a server process fewer to plan again after each autovacuum pass.
        self.with_reader(|conn| {
            let Some(last_seen) = *seen else {
                // The first look records where the room stands.
                *self.own_entries.lock().map_err(|_| poisoned())? = Some(Vec::new());
                *seen = Some(head(conn).map_err(at)?);
                return Ok(crate::Heard::Nothing);
            };
            let after = prepared(
                conn,
                "SELECT id, table_id, kind FROM audit WHERE id > $1 ORDER BY id LIMIT $2",
            )
            .map_err(at)?;
            let rows = conn
                .client
                .query(&after, &[&last_seen, &(LOOK_AT_MOST + 1)])
                .map_err(at)?;
            let entries = rows
                .iter()
                .map(|r| Ok((get::<i64>(r, 0)?, get(r, 1)?, get::<String>(r, 2)?)))
                .collect::<Result<Vec<(i64, Option<i64>, String)>, StoreError>>()?;
            let mut guard = self.own_entries.lock().map_err(|_| poisoned())?;
            let own = guard.get_or_insert_with(Vec::new);
            if entries.len() > usize::try_from(LOOK_AT_MOST).unwrap_or(usize::MAX) {
                // Too much to say: anything may have changed; the next look goes on from now.
                let now = head(conn).map_err(at)?;
                own.retain(|id| *id > now);
                *seen = Some(now);
                return Ok(crate::Heard::Anything);
            }
            let last = entries.last().map_or(last_seen, |e| e.0);
            let changes: Vec<(Option<i64>, String)> = entries
                .into_iter()
                .filter(|(id, _, _)| !own.contains(id))
                .map(|(_, table, kind)| (table, kind))
                .collect();
            own.retain(|id| *id > last);
            *seen = Some(last);
            Ok(if changes.is_empty() {
                crate::Heard::Nothing
            } else {
                crate::Heard::Changes(changes)
            })
        })
    }

    fn location(&self) -> String {
        self.location.clone()
    }

    fn schema_version(&self) -> Result<i64, StoreError> {
        self.with_writer(|conn| {
            Ok(conn
                .client
                .query_one("SELECT coalesce(max(version), 0) FROM cardroom_schema", &[])
                .map_err(|e| error::at(&self.location, e))?
                .get(0))
        })
    }

    fn schema_problems(&self) -> Result<Vec<String>, StoreError> {
        self.with_writer(|conn| schema::problems(&mut conn.client, &self.location))
    }

    fn relax_durability(&self) -> Result<(), StoreError> {
        self.with_writer(|conn| {
            conn.client
                .batch_execute("SET synchronous_commit = off")
                .map_err(|e| error::at(&self.location, e))
        })
    }

    fn restore_durability(&self) -> Result<(), StoreError> {
        self.with_writer(|conn| {
            conn.client
                .batch_execute("SET synchronous_commit = on")
                .map_err(|e| error::at(&self.location, e))
        })
    }

    fn back_up(&self, _dest: &std::path::Path) -> Result<(), StoreError> {
        Err(StoreError::ServerBackup {
            location: self.location.clone(),
        })
    }

    fn is_server(&self) -> bool {
        true
    }
}

/// Row `i` of a PostgreSQL result, read through the shared queries' [`crate::sql::Row`].
impl crate::sql::Row for Row {
    fn is_null(&self, i: usize) -> Result<bool, StoreError> {
        // Every column is a BIGINT or a TEXT: read as the one, else the other.
        match self.try_get::<_, Option<i64>>(i) {
            Ok(v) => Ok(v.is_none()),
            Err(_) => Ok(get::<Option<String>>(self, i)?.is_none()),
        }
    }

    fn int(&self, i: usize) -> Result<i64, StoreError> {
        get(self, i)
    }

    fn text(&self, i: usize) -> Result<String, StoreError> {
        get(self, i)
    }
}

impl ToSql for crate::sql::Arg<'_> {
    fn to_sql(
        &self,
        ty: &postgres::types::Type,
        out: &mut postgres::types::private::BytesMut,
    ) -> Result<postgres::types::IsNull, Box<dyn std::error::Error + Sync + Send>> {
        match *self {
            crate::sql::Arg::Null => Ok(postgres::types::IsNull::Yes),
            crate::sql::Arg::Int(v) if <i64 as ToSql>::accepts(ty) => v.to_sql(ty, out),
            crate::sql::Arg::Text(v) if <&str as ToSql>::accepts(ty) => v.to_sql(ty, out),
            other => Err(format!("{other:?} given for a parameter of type {ty}").into()),
        }
    }

    fn accepts(ty: &postgres::types::Type) -> bool {
        <i64 as ToSql>::accepts(ty) || <&str as ToSql>::accepts(ty)
    }

    postgres::types::to_sql_checked!();
}

impl crate::sql::Db for PgTx<'_> {
    fn dialect(&self) -> crate::sql::Dialect {
        crate::sql::Dialect::Postgres
    }

    fn announce(&self, entry: i64) {
        self.announced.borrow_mut().push(entry);
    }

    fn query<T>(
        &self,
        sql: &str,
        args: &[crate::sql::Arg<'_>],
        read: &mut dyn FnMut(&dyn crate::sql::Row) -> Result<T, StoreError>,
    ) -> Result<Vec<T>, StoreError> {
        let params: Vec<&(dyn ToSql + Sync)> = args.iter().map(|a| a as _).collect();
        self.query(sql, &params)?.iter().map(|r| read(r)).collect()
    }

    fn execute_unique(
        &self,
        sql: &str,
        args: &[crate::sql::Arg<'_>],
    ) -> Result<Option<u64>, StoreError> {
        let params: Vec<&(dyn ToSql + Sync)> = args.iter().map(|a| a as _).collect();
        match self.exec_raw(sql, &params) {
            Ok(n) => Ok(Some(n)),
            Err(e) if is_unique_violation(&e) => Ok(None),
            Err(e) => Err(self.at(e)),
        }
    }
}
