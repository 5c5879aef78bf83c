//! What `db check` reads: the schema against the migrations, and every row the room's
//! invariants are checked on. Reads only.

use rusqlite::{Connection, params};

use super::SqliteTx;
use super::migrations::migrations;
use crate::StoreError;
use crate::port::*;

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
        let expected = expected_schema()?;
        let found = schema_of(conn)?;
        let mut problems = Vec::new();
        for e in &expected {
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

impl AuditStore for SqliteTx<'_> {
    /// Every row holding an amount above its limit: a stake (rates, a table's stakes, time
    /// collections, drops) above `max_stake`, a stack or a bank's result beyond `max_stack`.
    /// One line each, naming the row.
    fn amounts_beyond(&self, max_stake: i64, max_stack: i64) -> Result<Vec<String>, StoreError> {
        let mut stmt = self.tx.prepare(
            "SELECT 'rate ' || id || ': ' || amount_cents FROM collection_rates
               WHERE amount_cents > ?1
             UNION ALL
             SELECT 'table ' || id || ': a stake of ' || max(small_blind_cents, big_blind_cents,
                    ante_cents, small_bet_cents, big_bet_cents, chip_unit_cents,
                    coalesce(manager_rate_cents, 0))
               FROM card_tables
               WHERE max(small_blind_cents, big_blind_cents, ante_cents, small_bet_cents,
                         big_bet_cents, chip_unit_cents, coalesce(manager_rate_cents, 0)) > ?1
             UNION ALL
             SELECT 'time collection ' || id || ': ' || amount_cents FROM time_collections
               WHERE amount_cents > ?1
             UNION ALL
             SELECT 'drop ' || id || ': ' || amount_cents FROM drop_collections
               WHERE amount_cents > ?1
             UNION ALL
             SELECT 'seating ' || id || ': a stack of ' || stack_cents FROM seatings
               WHERE stack_cents > ?2 OR stack_cents < 0
             UNION ALL
             SELECT 'box ' || hand_id || ': a bank''s result of ' || house_net_cents
               FROM banked_results WHERE house_net_cents > ?2 OR house_net_cents < -?2",
        )?;
        let rows = stmt.query_map(params![max_stake, max_stack], |r| r.get(0))?;
        Ok(rows.collect::<Result<_, _>>()?)
    }

    /// Every hand's id, oldest first.
    fn all_hand_ids(&self) -> Result<Vec<i64>, StoreError> {
        let mut stmt = self.tx.prepare("SELECT id FROM hands ORDER BY id")?;
        let rows = stmt.query_map([], |r| r.get(0))?;
        Ok(rows.collect::<Result<_, _>>()?)
    }

    /// The drop taken from a hand, if one was.
    fn drop_of_hand(&self, hand_id: i64) -> Result<Option<i64>, StoreError> {
        use rusqlite::OptionalExtension;
        Ok(self
            .tx
            .query_row(
                "SELECT amount_cents FROM drop_collections WHERE hand_id = ?1",
                [hand_id],
                |r| r.get(0),
            )
            .optional()?)
    }

    /// The bank's result recorded for a box, if any.
    fn banked_of_hand(&self, hand_id: i64) -> Result<Option<i64>, StoreError> {
        use rusqlite::OptionalExtension;
        Ok(self
            .tx
            .query_row(
                "SELECT house_net_cents FROM banked_results WHERE hand_id = ?1",
                [hand_id],
                |r| r.get(0),
            )
            .optional()?)
    }

    /// Every stay at a table.
    fn stays(&self, table_id: i64) -> Result<Vec<StayRow>, StoreError> {
        let mut stmt = self.tx.prepare(
            "SELECT id, seated_at, left_at FROM seatings WHERE table_id = ?1 ORDER BY id",
        )?;
        let rows = stmt.query_map([table_id], |r| {
            Ok(StayRow {
                id: r.get(0)?,
                seated_at: r.get(1)?,
                left_at: r.get(2)?,
            })
        })?;
        Ok(rows.collect::<Result<_, _>>()?)
    }

    /// Every time collection recorded at a table.
    fn collections_of(&self, table_id: i64) -> Result<Vec<CollectionKey>, StoreError> {
        let mut stmt = self.tx.prepare(
            "SELECT due_at, seating_id, amount_cents, rate_id FROM time_collections
             WHERE table_id = ?1 ORDER BY due_at, seating_id",
        )?;
        let rows = stmt.query_map(params![table_id], |r| {
            Ok(CollectionKey {
                due_at: r.get(0)?,
                seating_id: r.get(1)?,
                amount_cents: r.get(2)?,
                rate_id: r.get(3)?,
            })
        })?;
        Ok(rows.collect::<Result<_, _>>()?)
    }
}
