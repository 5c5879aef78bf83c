//! The queries, written once for both engines.
//!
//! A query's text is PostgreSQL's and SQLite's at once: positional `$n` parameters (SQLite reads
//! them as `?n`), `RETURNING id`, `IS NOT DISTINCT FROM`, `NULLS FIRST`, and `CAST(.. AS BIGINT)`
//! round a `sum` (PostgreSQL's `sum` of a BIGINT is NUMERIC). Its arguments are [`Arg`]s and its
//! rows are read through [`Row`], so the mapping from a row to a port's struct is written once
//! too. Each engine's transaction is a [`Db`]; the port traits are implemented for every `Db`
//! in this module's children. Where the dialects really differ, [`Db::dialect`] says which.

mod audit;
mod banked;
mod cage;
mod chips;
mod clock;
mod closeout;
mod collections;
mod floor;
mod hands;
mod jackpots;
mod players;
mod rates;
mod report;
mod seats;
mod shifts;
mod staff;
mod tables;
mod trail;

use crate::StoreError;
use crate::port::Vocab;

/// Which engine runs the query: for the few texts the two dialects write differently.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Dialect {
    Sqlite,
    Postgres,
}

/// One bound value: every column is a BIGINT or a TEXT (flags are 0 or 1, stored words text).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Arg<'a> {
    Null,
    Int(i64),
    Text(&'a str),
}

/// What can be bound to a query's parameter.
pub(crate) trait ToArg {
    fn arg(&self) -> Arg<'_>;
}

impl ToArg for i64 {
    fn arg(&self) -> Arg<'_> {
        Arg::Int(*self)
    }
}

impl ToArg for bool {
    fn arg(&self) -> Arg<'_> {
        Arg::Int(i64::from(*self))
    }
}

impl ToArg for str {
    fn arg(&self) -> Arg<'_> {
        Arg::Text(self)
    }
}

impl ToArg for String {
    fn arg(&self) -> Arg<'_> {
        Arg::Text(self)
    }
}

impl<V: Vocab> ToArg for V {
    fn arg(&self) -> Arg<'_> {
        Arg::Text(self.as_str())
    }
}

impl ToArg for &str {
    fn arg(&self) -> Arg<'_> {
        Arg::Text(self)
    }
}

impl ToArg for &String {
    fn arg(&self) -> Arg<'_> {
        Arg::Text(self)
    }
}

impl<T: ToArg> ToArg for Option<T> {
    fn arg(&self) -> Arg<'_> {
        self.as_ref().map_or(Arg::Null, ToArg::arg)
    }
}

/// A query's arguments, in `$1, $2, ..` order.
macro_rules! args {
    ($($value:expr),* $(,)?) => {
        &[$($crate::sql::ToArg::arg(&$value)),*] as &[$crate::sql::Arg<'_>]
    };
}
pub(crate) use args;

/// One row of a result, as both engines hand it over.
pub(crate) trait Row {
    fn is_null(&self, i: usize) -> Result<bool, StoreError>;
    fn int(&self, i: usize) -> Result<i64, StoreError>;
    fn text(&self, i: usize) -> Result<String, StoreError>;
}

/// What a column can be read as.
pub(crate) trait Cell: Sized {
    fn read(row: &dyn Row, i: usize) -> Result<Self, StoreError>;
}

impl Cell for i64 {
    fn read(row: &dyn Row, i: usize) -> Result<Self, StoreError> {
        row.int(i)
    }
}

impl Cell for String {
    fn read(row: &dyn Row, i: usize) -> Result<Self, StoreError> {
        row.text(i)
    }
}

/// A flag column: 0 or 1.
impl Cell for bool {
    fn read(row: &dyn Row, i: usize) -> Result<Self, StoreError> {
        match row.int(i)? {
            0 => Ok(false),
            1 => Ok(true),
            other => Err(StoreError::BadData {
                detail: format!("column {i}: {other} is not 0 or 1"),
            }),
        }
    }
}

impl<V: Vocab> Cell for V {
    fn read(row: &dyn Row, i: usize) -> Result<Self, StoreError> {
        let text = row.text(i)?;
        V::parse(&text).ok_or_else(|| StoreError::BadData {
            detail: format!("column {i}: {text:?} is not a known {}", V::WHAT),
        })
    }
}

impl<T: Cell> Cell for Option<T> {
    fn read(row: &dyn Row, i: usize) -> Result<Self, StoreError> {
        if row.is_null(i)? {
            Ok(None)
        } else {
            T::read(row, i).map(Some)
        }
    }
}

/// Column `i` of `row` as a `T`.
pub(crate) fn get<T: Cell>(row: &dyn Row, i: usize) -> Result<T, StoreError> {
    T::read(row, i)
}

/// A port struct (or a tuple of cells) read from one row.
pub(crate) trait FromRow: Sized {
    fn from_row(row: &dyn Row) -> Result<Self, StoreError>;
}

impl<A: Cell, B: Cell> FromRow for (A, B) {
    fn from_row(row: &dyn Row) -> Result<Self, StoreError> {
        Ok((get(row, 0)?, get(row, 1)?))
    }
}

impl<A: Cell, B: Cell, C: Cell> FromRow for (A, B, C) {
    fn from_row(row: &dyn Row) -> Result<Self, StoreError> {
        Ok((get(row, 0)?, get(row, 1)?, get(row, 2)?))
    }
}

/// How port structs are read from rows: each one's fields from the columns in the order
/// written, `from_row! { GameRow { code, name, collection_mode } }` (several at once).
macro_rules! from_row {
    ($($(#[$meta:meta])* $ty:ident { $($field:ident),* $(,)? })+) => {$(
        $(#[$meta])*
        impl $crate::sql::FromRow for $ty {
            fn from_row(row: &dyn $crate::sql::Row) -> Result<Self, $crate::StoreError> {
                let mut column = 0usize;
                let read = $ty {
                    $($field: {
                        let value = $crate::sql::get(row, column)?;
                        column += 1;
                        value
                    }),*
                };
                let _ = column;
                Ok(read)
            }
        }
    )+};
}
pub(crate) use from_row;

/// A transaction of either engine.
pub(crate) trait Db {
    fn dialect(&self) -> Dialect;

    /// Every row of `sql`, each read by `read`.
    fn query<T>(
        &self,
        sql: &str,
        args: &[Arg<'_>],
        read: &mut dyn FnMut(&dyn Row) -> Result<T, StoreError>,
    ) -> Result<Vec<T>, StoreError>;

    /// Runs `sql`; the rows it changed. A unique key it would break is `Ok(None)`, so that the
    /// caller can name what was taken.
    fn execute_unique(&self, sql: &str, args: &[Arg<'_>]) -> Result<Option<u64>, StoreError>;

    /// Notes an audit entry this transaction writes: once committed, the station's own
    /// commit, which its look for other stations' commits passes over. A file, which says
    /// only that it changed, ignores it.
    fn announce(&self, _entry: i64) {}

    /// Runs `sql` for what it writes (however many rows that is).
    fn execute(&self, sql: &str, args: &[Arg<'_>]) -> Result<(), StoreError> {
        match self.execute_unique(sql, args)? {
            Some(_) => Ok(()),
            None => Err(StoreError::Conflict {
                what: "a row with the same key is already stored".into(),
            }),
        }
    }

    /// Every row of `sql`, each read by `read`.
    fn rows<T>(
        &self,
        sql: &str,
        args: &[Arg<'_>],
        mut read: impl FnMut(&dyn Row) -> Result<T, StoreError>,
    ) -> Result<Vec<T>, StoreError> {
        self.query(sql, args, &mut read)
    }

    /// The first row of `sql`, if any.
    fn opt<T>(
        &self,
        sql: &str,
        args: &[Arg<'_>],
        read: impl FnMut(&dyn Row) -> Result<T, StoreError>,
    ) -> Result<Option<T>, StoreError> {
        Ok(self.rows(sql, args, read)?.into_iter().next())
    }

    /// The one row of `sql` (a missing row is bad data: the query always returns one).
    fn one<T>(
        &self,
        sql: &str,
        args: &[Arg<'_>],
        read: impl FnMut(&dyn Row) -> Result<T, StoreError>,
    ) -> Result<T, StoreError> {
        self.opt(sql, args, read)?
            .ok_or_else(|| StoreError::BadData {
                detail: format!(
                    "no row from: {}",
                    sql.split_whitespace().take(6).collect::<Vec<_>>().join(" ")
                ),
            })
    }

    /// The first column of the one row of `sql` (a count, a sum, an id RETURNING).
    fn scalar<T: Cell>(&self, sql: &str, args: &[Arg<'_>]) -> Result<T, StoreError> {
        self.one(sql, args, |r| get(r, 0))
    }
}

/// SQLite's text of a query: `$n` becomes `?n` (SQLite would number `$n` by first appearance).
pub(crate) fn sqlite_text(sql: &str) -> std::borrow::Cow<'_, str> {
    if !sql.contains('$') {
        return sql.into();
    }
    let mut out = String::with_capacity(sql.len());
    let mut chars = sql.chars().peekable();
    while let Some(c) = chars.next() {
        if c == '$' && chars.peek().is_some_and(char::is_ascii_digit) {
            out.push('?');
        } else {
            out.push(c);
        }
    }
    out.into()
}
