//! The collection rate schedule.

use rusqlite::Connection;

use super::SqliteTx;
use crate::StoreError;
use crate::port::*;

impl RateStore for SqliteTx<'_> {
    fn rates_in_effect(&self, at: &str) -> Result<Vec<RateRow>, StoreError> {
        rates_in_effect(&self.tx, at)
    }

    fn games(&self) -> Result<Vec<GameRow>, StoreError> {
        games(&self.tx)
    }

    /// Appends a rate row; returns its id.
    fn insert_rate(&self, rate: &NewRate) -> Result<i64, StoreError> {
        insert_rate(&self.tx, rate)
    }
}

fn rates_in_effect(conn: &Connection, at: &str) -> Result<Vec<RateRow>, StoreError> {
    let sql = "
        SELECT r.id, r.game, g.name, r.structure, r.min_limit_cents, r.max_limit_cents,
               r.mode, r.amount_cents, r.interval_minutes, r.effective_from, r.created_by
        FROM collection_rates r JOIN games g ON g.code = r.game
        WHERE r.effective_from <= ?1
          AND NOT EXISTS (
            SELECT 1 FROM collection_rates n
            WHERE n.game = r.game AND n.structure = r.structure
              AND n.min_limit_cents IS r.min_limit_cents
              AND n.max_limit_cents IS r.max_limit_cents
              AND n.effective_from <= ?1
              AND (n.effective_from > r.effective_from
                   OR (n.effective_from = r.effective_from AND n.id > r.id)))
        ORDER BY g.sort_order, r.structure, r.min_limit_cents, r.max_limit_cents";
    let mut stmt = conn.prepare_cached(sql)?;
    let rows = stmt.query_map([at], |r| {
        Ok(RateRow {
            id: r.get(0)?,
            game: r.get(1)?,
            game_name: r.get(2)?,
            structure: r.get(3)?,
            min_limit_cents: r.get(4)?,
            max_limit_cents: r.get(5)?,
            mode: r.get(6)?,
            amount_cents: r.get(7)?,
            interval_minutes: r.get(8)?,
            effective_from: r.get(9)?,
            created_by: r.get(10)?,
        })
    })?;
    Ok(rows.collect::<Result<_, _>>()?)
}

fn games(conn: &Connection) -> Result<Vec<GameRow>, StoreError> {
    let mut stmt =
        conn.prepare_cached("SELECT code, name, collection_mode FROM games ORDER BY sort_order")?;
    let rows = stmt.query_map([], |r| {
        Ok(GameRow {
            code: r.get(0)?,
            name: r.get(1)?,
            collection_mode: r.get(2)?,
        })
    })?;
    Ok(rows.collect::<Result<_, _>>()?)
}

fn insert_rate(conn: &Connection, rate: &NewRate) -> Result<i64, StoreError> {
    conn.execute(
        "INSERT INTO collection_rates
           (game, structure, min_limit_cents, max_limit_cents, mode, amount_cents,
            interval_minutes, effective_from, created_by, created_at)
         VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10)",
        rusqlite::params![
            rate.game,
            rate.structure,
            rate.min_limit_cents,
            rate.max_limit_cents,
            rate.mode,
            rate.amount_cents,
            rate.interval_minutes,
            rate.effective_from,
            rate.created_by,
            rate.created_at
        ],
    )?;
    Ok(conn.last_insert_rowid())
}
