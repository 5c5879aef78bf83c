//! Hands and their append-only event logs.

use rusqlite::{OptionalExtension, Row, params};

use crate::{StoreError, Tx};

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct HandRow {
    pub id: i64,
    pub table_id: i64,
    pub number: i64,
    pub button_seat: i64,
    pub dealer_id: Option<i64>,
    pub config: String,
    pub started_at: String,
    pub finished_at: Option<String>,
    pub settlement: Option<String>,
}

/// One stored event: an accepted action, or an undo of the last one still standing.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct HandEventRow {
    pub seq: i64,
    pub kind: String,
    pub payload: String,
    pub recorded_at: String,
    pub recorded_by: i64,
}

const COLUMNS: &str =
    "id, table_id, number, button_seat, dealer_id, config, started_at, finished_at, settlement";

fn hand_row(r: &Row<'_>) -> rusqlite::Result<HandRow> {
    Ok(HandRow {
        id: r.get(0)?,
        table_id: r.get(1)?,
        number: r.get(2)?,
        button_seat: r.get(3)?,
        dealer_id: r.get(4)?,
        config: r.get(5)?,
        started_at: r.get(6)?,
        finished_at: r.get(7)?,
        settlement: r.get(8)?,
    })
}

impl Tx<'_> {
    pub fn unfinished_hand(&self, table_id: i64) -> Result<Option<HandRow>, StoreError> {
        let sql =
            format!("SELECT {COLUMNS} FROM hands WHERE table_id = ?1 AND finished_at IS NULL");
        Ok(self
            .tx
            .prepare_cached(&sql)?
            .query_row([table_id], hand_row)
            .optional()?)
    }

    /// How many hands a table has started.
    pub fn hand_count(&self, table_id: i64) -> Result<i64, StoreError> {
        Ok(self
            .tx
            .prepare_cached("SELECT count(*) FROM hands WHERE table_id = ?1")?
            .query_row([table_id], |r| r.get(0))?)
    }

    /// The table's latest finished hands, newest first.
    pub fn last_finished_hands(
        &self,
        table_id: i64,
        limit: i64,
    ) -> Result<Vec<HandRow>, StoreError> {
        let sql = format!(
            "SELECT {COLUMNS} FROM hands WHERE table_id = ?1 AND finished_at IS NOT NULL
             ORDER BY number DESC LIMIT ?2"
        );
        let mut stmt = self.tx.prepare_cached(&sql)?;
        let rows = stmt.query_map(params![table_id, limit], hand_row)?;
        Ok(rows.collect::<Result<_, _>>()?)
    }

    pub fn hand(&self, id: i64) -> Result<Option<HandRow>, StoreError> {
        let sql = format!("SELECT {COLUMNS} FROM hands WHERE id = ?1");
        Ok(self
            .tx
            .prepare_cached(&sql)?
            .query_row([id], hand_row)
            .optional()?)
    }

    /// Starts a hand; returns its id. Its number is the table's next.
    pub fn insert_hand(
        &self,
        table_id: i64,
        button_seat: i64,
        dealer_id: Option<i64>,
        config: &str,
        at: &str,
        by: i64,
    ) -> Result<i64, StoreError> {
        self.tx.prepare_cached("INSERT INTO hands (table_id, number, button_seat, dealer_id, config, started_at, started_by)
             VALUES (?1, (SELECT coalesce(max(number), 0) + 1 FROM hands WHERE table_id = ?1),
                     ?2, ?3, ?4, ?5, ?6)")?.execute(params![table_id, button_seat, dealer_id, config, at, by],
        )?;
        Ok(self.tx.last_insert_rowid())
    }

    pub fn hand_events(&self, hand_id: i64) -> Result<Vec<HandEventRow>, StoreError> {
        let mut stmt = self.tx.prepare_cached(
            "SELECT seq, kind, payload, recorded_at, recorded_by FROM hand_events
             WHERE hand_id = ?1 ORDER BY seq",
        )?;
        let rows = stmt.query_map([hand_id], |r| {
            Ok(HandEventRow {
                seq: r.get(0)?,
                kind: r.get(1)?,
                payload: r.get(2)?,
                recorded_at: r.get(3)?,
                recorded_by: r.get(4)?,
            })
        })?;
        Ok(rows.collect::<Result<_, _>>()?)
    }

    /// Appends an event after the hand's last one.
    pub fn append_hand_event(
        &self,
        hand_id: i64,
        kind: &str,
        payload: &str,
        at: &str,
        by: i64,
    ) -> Result<i64, StoreError> {
        self.tx
            .prepare_cached(
                "INSERT INTO hand_events (hand_id, seq, kind, payload, recorded_at, recorded_by)
             VALUES (?1, (SELECT coalesce(max(seq), 0) + 1 FROM hand_events WHERE hand_id = ?1),
                     ?2, ?3, ?4, ?5)",
            )?
            .execute(params![hand_id, kind, payload, at, by])?;
        Ok(self
            .tx
            .prepare_cached("SELECT max(seq) FROM hand_events WHERE hand_id = ?1")?
            .query_row([hand_id], |r| r.get(0))?)
    }

    pub fn finish_hand(
        &self,
        hand_id: i64,
        settlement: &str,
        at: &str,
        by: i64,
    ) -> Result<(), StoreError> {
        self.tx.prepare_cached("UPDATE hands SET finished_at = ?2, finished_by = ?3, settlement = ?4 WHERE id = ?1")?.execute(params![hand_id, at, by, settlement],
        )?;
        Ok(())
    }

    /// Hands started in [from, to): (table id, dealer id, started at).
    pub fn hands_started_between(
        &self,
        from: &str,
        to: &str,
    ) -> Result<Vec<(i64, Option<i64>, String)>, StoreError> {
        let mut stmt = self.tx.prepare_cached(
            "SELECT table_id, dealer_id, started_at FROM hands
             WHERE started_at >= ?1 AND started_at < ?2 ORDER BY table_id, started_at",
        )?;
        let rows = stmt.query_map([from, to], |r| Ok((r.get(0)?, r.get(1)?, r.get(2)?)))?;
        Ok(rows.collect::<Result<_, _>>()?)
    }
}
