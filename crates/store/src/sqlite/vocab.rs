//! The vocabulary's words as SQLite text: an unknown word reads as bad data.

use rusqlite::types::{FromSql, FromSqlError, FromSqlResult, ToSql, ToSqlOutput, ValueRef};

use crate::port::Vocab;

fn read<V: Vocab>(value: ValueRef<'_>) -> FromSqlResult<V> {
    let text = value.as_str()?;
    V::parse(text)
        .ok_or_else(|| FromSqlError::Other(format!("{text:?} is not a known {}", V::WHAT).into()))
}

macro_rules! sql_words {
    ($($name:path),+) => {$(
        impl FromSql for $name {
            fn column_result(value: ValueRef<'_>) -> FromSqlResult<Self> {
                read(value)
            }
        }
        impl ToSql for $name {
            fn to_sql(&self) -> rusqlite::Result<ToSqlOutput<'_>> {
                Ok(ToSqlOutput::from(Vocab::as_str(*self)))
            }
        }
    )+};
}

crate::port::every_vocab!(sql_words);
