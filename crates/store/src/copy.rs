//! `cardroom db copy`: a single-station room (an SQLite file) moved to a PostgreSQL server,
//! every row with its id, in one transaction, checked row for row before it commits. The
//! file is opened read-only: nothing changes at the source.

use std::path::Path;

use postgres::binary_copy::BinaryCopyInWriter;
use postgres::types::{ToSql, Type};
use rusqlite::types::Value;
use rusqlite::{Connection, OpenFlags};

use crate::StoreError;
use crate::postgres::PgStore;
use crate::sqlite::{SCHEMA_VERSION, SqliteStore, expected_columns};

/// The tables in an order that inserts every row after the rows it refers to.
const ORDER: &[&str] = &[
    "games",
    "collection_rates",
    "staff",
    "card_tables",
    "seatings",
    "dealer_pushes",
    "button_draws",
    "time_collections",
    "hands",
    "hand_events",
    "drop_collections",
    "banked_results",
    "shifts",
    "clock_watermark",
    "sign_ins",
    "writes",
    "report_prints",
    "adjustments",
    "report_sums",
    "audit",
    "audit_changes",
    "audit_start",
    "floor_settings",
    "game_start_players",
    "waitlists",
    "waitlist_entries",
    "seat_calls",
    "must_moves",
    "sit_outs",
    "dealer_rotation",
    "dealer_breaks",
    "chip_moves",
    "chip_ledger_start",
    "jackpot_funds",
    "jackpot_terms",
    "jackpot_moves",
    "jackpot_collections",
    "jackpot_hits",
    "jackpot_payouts",
    "staff_languages",
    "players",
    "player_contacts",
    "player_restrictions",
    "restriction_lifts",
    "exclusion_notices",
    "exclusion_photos",
    "exclusion_clearances",
    "exclusion_incidents",
    "comp_rules",
    "comps",
    "cash_transactions",
    "seat_change_requests",
    "seat_change_declines",
];

/// What was copied: each table's row count, and the total.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct CopyReport {
    pub tables: Vec<(String, i64)>,
    pub rows: i64,
}

/// A value as both databases hold it: the schema has integers and text only.
#[derive(Debug, Clone, PartialEq, Eq, PartialOrd, Ord)]
enum Cell {
    Null,
    Int(i64),
    Text(String),
}

/// Every table, in [`ORDER`], with its columns; a table the order does not name goes last.
fn tables() -> Result<Vec<(String, Vec<String>)>, StoreError> {
    let mut all = expected_columns()?;
    all.sort_by_key(|(t, _)| ORDER.iter().position(|o| o == t).unwrap_or(ORDER.len()));
    Ok(all)
}

/// Copies the room in the file at `from` into the empty room database at `to`.
pub fn copy_file_to_server(from: &Path, to: &PgStore) -> Result<CopyReport, StoreError> {
    let status = SqliteStore::check(from)?;
    if status.schema_version != SCHEMA_VERSION {
        return Err(StoreError::Migration(format!(
            "{} has schema version {} of {}: open it once with this Cardroom (`cardroom --db {} db migrate`), then copy it",
            from.display(),
            status.schema_version,
            SCHEMA_VERSION,
            from.display()
        )));
    }
    let flags = OpenFlags::SQLITE_OPEN_READ_ONLY | OpenFlags::SQLITE_OPEN_NO_MUTEX;
    let src =
        Connection::open_with_flags(from, flags).map_err(|e| crate::sqlite::error_at(from, e))?;
    // One snapshot of the file for the whole copy, even if the app is writing to it.
    src.execute_batch("BEGIN")
        .map_err(|e| crate::sqlite::error_at(from, e))?;
    let location = to.location().to_string();
    let at = |e| crate::postgres::error_at(&location, e);
    let mut conn = to.connect()?;
    let mut tx = conn.client.transaction().map_err(at)?;
    tx.execute(
        "SELECT pg_advisory_xact_lock($1)",
        &[&crate::postgres::WRITE_LOCK],
    )
    .map_err(at)?;
    let held: i64 = tx
        .query_one(
            "SELECT (SELECT count(*) FROM staff) + (SELECT count(*) FROM card_tables)
                  + (SELECT count(*) FROM hands) + (SELECT count(*) FROM audit)",
            &[],
        )
        .map_err(at)?
        .get(0);
    if held > 0 {
        return Err(StoreError::NotEmpty { location });
    }
    let mut report = CopyReport {
        tables: Vec::new(),
        rows: 0,
    };
    let tables = tables()?;
    // The rows come as they are, ids included: the triggers that would record them again
    // (the trail, the report's sums) are off for the copy, and the rows a new room starts
    // with (the games, the Mint schedule) make way for the file's, last referred first.
    for (table, _) in tables.iter().rev() {
        tx.batch_execute(&format!(
            "ALTER TABLE {table} DISABLE TRIGGER USER; DELETE FROM {table};"
        ))
        .map_err(at)?;
    }
    for (table, columns) in &tables {
        let list = columns.join(", ");
        let types: Vec<String> = tx
            .query(
                "SELECT data_type::text FROM information_schema.columns
                  WHERE table_schema = current_schema() AND table_name = $1
                  ORDER BY ordinal_position",
                &[table],
            )
            .map_err(at)?
            .iter()
            .map(|r| r.get(0))
            .collect();
        if types.len() != columns.len() {
            return Err(StoreError::Migration(format!(
                "the server's table {table} has {} columns, the file's {}: bring both to this Cardroom's schema first",
                types.len(),
                columns.len()
            )));
        }
        // A row state kept as 'null' is the file's row itself (migration 0024), whose JSON
        // the server would spell differently: the copy takes every state's image as the
        // file reads it, so the entries' hashes verify on the server.
        let source = if table == "audit_changes" {
            "audit_states"
        } else {
            table
        };
        let rows = read_file_rows(&src, from, source, &list, columns.len())?;
        // One COPY per table, in the binary format, streamed: not a round trip per row (a
        // two-day room's copy test took 50 s that way, 34 s this way, seeding and checks
        // included). COPY writes the ids as given (an identity column's values too).
        let kinds: Vec<Type> = types.iter().map(|ty| carried_as(ty)).collect();
        let sink = tx
            .copy_in(&format!("COPY {table} ({list}) FROM STDIN (FORMAT binary)"))
            .map_err(at)?;
        let mut writer = BinaryCopyInWriter::new(sink, &kinds);
        for row in &rows {
            let values = to_params(row, &kinds, &types, table)?;
            let params: Vec<&(dyn ToSql + Sync)> = values.iter().map(|v| v.as_ref()).collect();
            writer.write(&params).map_err(at)?;
        }
        writer.finish().map_err(at)?;
        if columns.first().is_some_and(|c| c == "id") {
            tx.execute(
                &format!(
                    "SELECT setval(pg_get_serial_sequence('{table}', 'id'), coalesce(max(id), 0) + 1, false) FROM {table}"
                ),
                &[],
            )
            .map_err(at)?;
        }
        // The copy, read back, must be the file's rows exactly.
        let mut copied = read_server_rows(&mut tx, table, &list, &kinds).map_err(at)?;
        let mut expected = rows;
        copied.sort();
        expected.sort();
        if copied != expected {
            return Err(StoreError::Other {
                detail: format!(
                    "the copy of {table} differs from the file's rows; nothing was copied"
                ),
            });
        }
        let n = expected.len() as i64;
        report.rows += n;
        report.tables.push((table.clone(), n));
    }
    for (table, _) in &tables {
        tx.batch_execute(&format!("ALTER TABLE {table} ENABLE TRIGGER USER"))
            .map_err(at)?;
    }
    tx.commit().map_err(at)?;
    // Rows that arrive in one transaction leave the server without statistics until its
    // autovacuum gets to them: it plans blind meanwhile, and the check after the copy (`db
    // verify`'s walk of the trail) took minutes for a two-day room instead of seconds.
    conn.client.batch_execute("ANALYZE").map_err(at)?;
    Ok(report)
}

fn read_file_rows(
    src: &Connection,
    from: &Path,
    table: &str,
    list: &str,
    width: usize,
) -> Result<Vec<Vec<Cell>>, StoreError> {
    let at = |e| crate::sqlite::error_at(from, e);
    let mut stmt = src
        .prepare(&format!("SELECT {list} FROM {table}"))
        .map_err(at)?;
    let rows = stmt
        .query_map([], |r| {
            (0..width)
                .map(|i| {
                    Ok(match r.get::<_, Value>(i)? {
                        Value::Null => Cell::Null,
                        Value::Integer(n) => Cell::Int(n),
                        Value::Text(t) => Cell::Text(t),
                        Value::Real(f) => Cell::Text(f.to_string()),
                        Value::Blob(b) => Cell::Text(String::from_utf8_lossy(&b).into_owned()),
                    })
                })
                .collect::<rusqlite::Result<Vec<Cell>>>()
        })
        .map_err(at)?
        .collect::<rusqlite::Result<Vec<_>>>()
        .map_err(at)?;
    Ok(rows)
}

/// How the copy writes and reads back a server column whose `data_type` is `ty`: a `bigint`
/// as an integer, every other column (text on the server, as in the file) as text.
fn carried_as(ty: &str) -> Type {
    if ty == "bigint" {
        Type::INT8
    } else {
        Type::TEXT
    }
}

type Param = Box<dyn ToSql + Sync>;

/// A file's row as the COPY's values, each as its column is carried (`kinds`); `types`, the
/// server's names for them, only for the message when a cell does not fit.
fn to_params(
    row: &[Cell],
    kinds: &[Type],
    types: &[String],
    table: &str,
) -> Result<Vec<Param>, StoreError> {
    row.iter()
        .zip(kinds.iter().zip(types))
        .map(|(cell, (kind, ty))| -> Result<Param, StoreError> {
            let int = *kind == Type::INT8;
            Ok(match (cell, int) {
                (Cell::Null, true) => Box::new(None::<i64>),
                (Cell::Null, false) => Box::new(None::<String>),
                (Cell::Int(n), true) => Box::new(*n),
                (Cell::Text(t), false) => Box::new(t.clone()),
                (other, _) => {
                    return Err(StoreError::BadData {
                        detail: format!("{table}: {other:?} where the server keeps {ty}"),
                    });
                }
            })
        })
        .collect()
}

fn read_server_rows(
    tx: &mut postgres::Transaction<'_>,
    table: &str,
    list: &str,
    kinds: &[Type],
) -> Result<Vec<Vec<Cell>>, postgres::Error> {
    let rows = tx.query(&format!("SELECT {list} FROM {table}"), &[])?;
    Ok(rows
        .iter()
        .map(|r| {
            kinds
                .iter()
                .enumerate()
                .map(|(i, kind)| {
                    if *kind == Type::INT8 {
                        r.get::<_, Option<i64>>(i).map_or(Cell::Null, Cell::Int)
                    } else {
                        r.get::<_, Option<String>>(i).map_or(Cell::Null, Cell::Text)
                    }
                })
                .collect()
        })
        .collect())
}
