//! Hands and their append-only event logs.

use rusqlite::{OptionalExtension, Row, params};

use super::SqliteTx;
use super::error::is_unique_violation;
use crate::StoreError;
use crate::port::*;

const COLUMNS: &str = "id, table_id, number, button_seat, dealer_id, kind, config, started_at, finished_at, settlement, void_reason";

fn hand_row(r: &Row<'_>) -> rusqlite::Result<HandRow> {
    Ok(HandRow {
        id: r.get(0)?,
        table_id: r.get(1)?,
        number: r.get(2)?,
        button_seat: r.get(3)?,
        dealer_id: r.get(4)?,
        kind: r.get(5)?,
        config: r.get(6)?,
        started_at: r.get(7)?,
        finished_at: r.get(8)?,
        settlement: r.get(9)?,
        void_reason: r.get(10)?,
    })
}

impl HandStore for SqliteTx<'_> {
    fn unfinished_hand(&self, table_id: i64) -> Result<Option<HandRow>, StoreError> {
        let sql =
            format!("SELECT {COLUMNS} FROM hands WHERE table_id = ?1 AND finished_at IS NULL");
        Ok(self
            .tx
            .prepare_cached(&sql)?
            .query_row([table_id], hand_row)
            .optional()?)
    }

    fn last_hand_started(&self, table_id: i64) -> Result<Option<String>, StoreError> {
        Ok(self
            .tx
            .prepare_cached("SELECT max(started_at) FROM hands WHERE table_id = ?1")?
            .query_row([table_id], |r| r.get(0))?)
    }

    fn hand_count(&self, table_id: i64) -> Result<i64, StoreError> {
        Ok(self
            .tx
            .prepare_cached(
                "SELECT count(*) FROM hands WHERE table_id = ?1 AND void_reason IS NULL",
            )?
            .query_row([table_id], |r| r.get(0))?)
    }

    /// The table's latest finished hands, newest first.
    fn hands_between(
        &self,
        from: &str,
        to: &str,
        table_id: Option<i64>,
        dealer_id: Option<i64>,
        limit: i64,
    ) -> Result<Vec<HandRow>, StoreError> {
        let sql = format!(
            "SELECT {COLUMNS} FROM hands WHERE started_at >= ?1 AND started_at < ?2
               AND (?3 IS NULL OR table_id = ?3) AND (?4 IS NULL OR dealer_id = ?4)
             ORDER BY started_at DESC, id DESC LIMIT ?5"
        );
        let mut stmt = self.tx.prepare_cached(&sql)?;
        let rows = stmt.query_map(params![from, to, table_id, dealer_id, limit], hand_row)?;
        Ok(rows.collect::<Result<_, _>>()?)
    }

    fn last_finished_hands(&self, table_id: i64, limit: i64) -> Result<Vec<HandRow>, StoreError> {
        let sql = format!(
            "SELECT {COLUMNS} FROM hands WHERE table_id = ?1 AND finished_at IS NOT NULL
               AND void_reason IS NULL
             ORDER BY number DESC LIMIT ?2"
        );
        let mut stmt = self.tx.prepare_cached(&sql)?;
        let rows = stmt.query_map(params![table_id, limit], hand_row)?;
        Ok(rows.collect::<Result<_, _>>()?)
    }

    fn hand(&self, id: i64) -> Result<Option<HandRow>, StoreError> {
        let sql = format!("SELECT {COLUMNS} FROM hands WHERE id = ?1");
        Ok(self
            .tx
            .prepare_cached(&sql)?
            .query_row([id], hand_row)
            .optional()?)
    }

    /// Starts a hand; returns its id. Its number is the table's next.
    fn insert_hand(&self, h: &NewHand<'_>) -> Result<i64, StoreError> {
        self.tx
            .prepare_cached(
                "INSERT INTO hands
                   (table_id, number, kind, button_seat, dealer_id, config, started_at, started_by)
                 VALUES (?1, (SELECT coalesce(max(number), 0) + 1 FROM hands WHERE table_id = ?1),
                         ?2, ?3, ?4, ?5, ?6, ?7)",
            )?
            .execute(params![
                h.table_id,
                h.kind,
                h.button_seat,
                h.dealer_id,
                h.config,
                h.at,
                h.by
            ])?;
        Ok(self.tx.last_insert_rowid())
    }

    fn hand_events(&self, hand_id: i64) -> Result<Vec<HandEventRow>, StoreError> {
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

    fn append_hand_event(
        &self,
        hand_id: i64,
        seq: i64,
        kind: EventKind,
        payload: &str,
        at: &str,
        by: i64,
    ) -> Result<(), StoreError> {
        let inserted = self
            .tx
            .prepare_cached(
                "INSERT INTO hand_events (hand_id, seq, kind, payload, recorded_at, recorded_by)
                 VALUES (?1, ?2, ?3, ?4, ?5, ?6)",
            )?
            .execute(params![hand_id, seq, kind, payload, at, by]);
        match inserted {
            Ok(_) => Ok(()),
            Err(e) if is_unique_violation(&e) => Err(StoreError::Conflict {
                what: format!("hand {hand_id}"),
            }),
            Err(e) => Err(e.into()),
        }
    }

    fn finish_hand(
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

    fn void_hand(
        &self,
        hand_id: i64,
        reason: VoidReason,
        at: &str,
        by: i64,
    ) -> Result<(), StoreError> {
        self.tx
            .prepare_cached(
                "UPDATE hands SET finished_at = ?2, finished_by = ?3, void_reason = ?4
                 WHERE id = ?1 AND finished_at IS NULL",
            )?
            .execute(params![hand_id, at, by, reason])?;
        Ok(())
    }

    fn latest_hand(&self, table_id: i64) -> Result<Option<HandRow>, StoreError> {
        let sql =
            format!("SELECT {COLUMNS} FROM hands WHERE table_id = ?1 ORDER BY number DESC LIMIT 1");
        Ok(self
            .tx
            .prepare_cached(&sql)?
            .query_row([table_id], hand_row)
            .optional()?)
    }

    /// Hands started in [from, to): (table id, dealer id, started at).
    fn hands_started_between(
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
