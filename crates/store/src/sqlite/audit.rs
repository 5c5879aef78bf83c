//! What `db check` reads of the file itself: its schema against the migrations. Reads only.
//! (The rows the room's invariants are checked on: `crate::sql::audit`.)

use rusqlite::Connection;

use super::migrations::migrations;
use crate::StoreError;

/// One schema object as SQLite keeps it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SchemaObject {
    pub kind: String,
    pub name: String,
    pub sql: Option<String>,
}

fn schema_of(conn: &Connection) -> rusqlite::Result<Vec<SchemaObject>> {
    conn.prepare(
        "SELECT type, name, sql FROM sqlite_schema
         WHERE name NOT LIKE 'sqlite_%' ORDER BY type, name",
    )?
    .query_map([], |r| {
        Ok(SchemaObject {
            kind: r.get(0)?,
            name: r.get(1)?,
            sql: r.get(2)?,
        })
    })?
    .collect()
}

/// The schema the migrations make, built in memory.
pub fn expected_schema() -> Result<Vec<SchemaObject>, StoreError> {
    let mut conn = Connection::open_in_memory()?;
    migrations()
        .to_latest(&mut conn)
        .map_err(|e| StoreError::Migration(e.to_string()))?;
    Ok(schema_of(&conn)?)
}

/// Each table the migrations make and its columns in order (the schema a PostgreSQL room
/// must match, column for column).
pub fn expected_columns() -> Result<Vec<(String, Vec<String>)>, StoreError> {
    static EXPECTED: std::sync::OnceLock<Vec<(String, Vec<String>)>> = std::sync::OnceLock::new();
    if let Some(e) = EXPECTED.get() {
        return Ok(e.clone());
    }
    let built = columns_the_migrations_make()?;
    Ok(EXPECTED.get_or_init(|| built).clone())
}

fn columns_the_migrations_make() -> Result<Vec<(String, Vec<String>)>, StoreError> {
    let mut conn = Connection::open_in_memory()?;
    migrations()
        .to_latest(&mut conn)
        .map_err(|e| StoreError::Migration(e.to_string()))?;
    let tables: Vec<String> = conn
        .prepare(
            "SELECT name FROM sqlite_schema
             WHERE type = 'table' AND name NOT LIKE 'sqlite_%' ORDER BY name",
        )?
        .query_map([], |r| r.get(0))?
        .collect::<Result<_, _>>()?;
    let mut out = Vec::new();
    for table in tables {
        let columns: Vec<String> = conn
            .prepare("SELECT name FROM pragma_table_info(?1) ORDER BY cid")?
            .query_map([&table], |r| r.get(0))?
            .collect::<Result<_, _>>()?;
        out.push((table, columns));
    }
    Ok(out)
}

/// Every difference between the file's schema and the one the migrations make: an object
/// missing, an object too many, an object changed. Empty when they agree.
pub(crate) fn schema_problems(conn: &Connection) -> Result<Vec<String>, StoreError> {
    {
        static EXPECTED: std::sync::OnceLock<Vec<SchemaObject>> = std::sync::OnceLock::new();
        let expected = match EXPECTED.get() {
            Some(e) => e,
            None => {
                let built = expected_schema()?;
                EXPECTED.get_or_init(|| built)
            }
        };
        let found = schema_of(conn)?;
        let mut problems = Vec::new();
        for e in expected {
            match found.iter().find(|f| f.kind == e.kind && f.name == e.name) {
                None => problems.push(format!("the {} {} is missing", e.kind, e.name)),
                Some(f) if f.sql != e.sql => {
                    problems.push(format!("the {} {} was changed", e.kind, e.name));
                }
                Some(_) => {}
            }
        }
        for f in &found {
            if !expected
                .iter()
                .any(|e| e.kind == f.kind && e.name == f.name)
            {
                problems.push(format!("the {} {} is not Cardroom's", f.kind, f.name));
            }
        }
        Ok(problems)
    }
}
