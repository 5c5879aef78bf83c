//! What `db check` reads of a server's schema: every migration applied, and the same tables
//! and columns, in the same order, as the SQLite migrations make.

use postgres::Client;

use super::error::at;
use super::migrations::PG_MIGRATION_FILES;
use crate::StoreError;

/// Every difference between the server's schema and the one the migrations make.
pub(crate) fn problems(client: &mut Client, location: &str) -> Result<Vec<String>, StoreError> {
    let at = |e| at(location, e);
    let mut problems = Vec::new();
    let applied: Vec<(i64, String)> = client
        .query(
            "SELECT version, name FROM cardroom_schema ORDER BY version",
            &[],
        )
        .map_err(at)?
        .iter()
        .map(|r| (r.get(0), r.get(1)))
        .collect();
    for (n, (name, _)) in PG_MIGRATION_FILES.iter().enumerate() {
        let number = n as i64 + 1;
        if !applied.iter().any(|(v, a)| *v == number && a == name) {
            problems.push(format!("migration {name} is not recorded as applied"));
        }
    }
    let found = columns(client, location)?;
    for (table, expected) in crate::sqlite::expected_columns()? {
        match found.iter().find(|(t, _)| *t == table) {
            None => problems.push(format!("table {table} is missing")),
            Some((_, cols)) if *cols != expected => problems.push(format!(
                "table {table} has columns {} (expected {})",
                cols.join(", "),
                expected.join(", ")
            )),
            Some(_) => {}
        }
    }
    Ok(problems)
}

/// Each table of the room's schema and its columns in order.
pub fn columns(
    client: &mut Client,
    location: &str,
) -> Result<Vec<(String, Vec<String>)>, StoreError> {
    let rows = client
        .query(
            // pg_catalog, not information_schema: its views cost a third of a second here,
            // paid at a station's first write.
            "SELECT c.relname::text, a.attname::text
               FROM pg_catalog.pg_attribute a
               JOIN pg_catalog.pg_class c ON c.oid = a.attrelid
              WHERE c.relnamespace = current_schema()::regnamespace AND c.relkind IN ('r', 'p')
                AND a.attnum > 0 AND NOT a.attisdropped AND c.relname <> 'cardroom_schema'
              ORDER BY c.relname, a.attnum",
            &[],
        )
        .map_err(|e| at(location, e))?;
    let mut out: Vec<(String, Vec<String>)> = Vec::new();
    for row in rows {
        let (table, column): (String, String) = (row.get(0), row.get(1));
        match out.last_mut() {
            Some((t, cols)) if *t == table => cols.push(column),
            _ => out.push((table, vec![column])),
        }
    }
    Ok(out)
}
