//! Every row of a database file as text, for tests that check a refused command wrote
//! nothing (the room's, the CLI's and the shell's). Not a backup: see `Storage::back_up`.

use std::path::Path;

use rusqlite::{Connection, OpenFlags};

use crate::StoreError;

/// Every row of every table but those in `except`, one line each (`table: v1, v2, ...`),
/// tables by name and rows in their stored order.
#[doc(hidden)]
pub fn rows_as_text(path: &Path, except: &[&str]) -> Result<String, StoreError> {
    let at = |e| super::error::at(path, e);
    let conn = Connection::open_with_flags(path, OpenFlags::SQLITE_OPEN_READ_ONLY).map_err(at)?;
    let tables: Vec<String> = conn
        .prepare("SELECT name FROM sqlite_schema WHERE type = 'table' ORDER BY name")
        .and_then(|mut s| s.query_map([], |r| r.get(0))?.collect())
        .map_err(at)?;
    let mut out = String::new();
    for table in tables.iter().filter(|t| !except.contains(&t.as_str())) {
        let mut stmt = conn
            .prepare(&format!("SELECT * FROM \"{table}\""))
            .map_err(at)?;
        let n = stmt.column_count();
        let rows: Vec<Vec<String>> = stmt
            .query_map([], |r| {
                (0..n)
                    .map(|i| {
                        r.get::<_, rusqlite::types::Value>(i)
                            .map(|v| format!("{v:?}"))
                    })
                    .collect()
            })
            .and_then(|rows| rows.collect())
            .map_err(at)?;
        for row in rows {
            out.push_str(&format!("{table}: {}\n", row.join(", ")));
        }
    }
    Ok(out)
}
