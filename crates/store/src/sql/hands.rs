//! Hands and their append-only event logs.

use super::{Db, FromRow, args, from_row};
use crate::StoreError;
use crate::port::*;

const COLUMNS: &str = "id, table_id, number, button_seat, dealer_id, kind, config, started_at, finished_at, settlement, void_reason";

from_row! {
    /// A hand read as [`COLUMNS`].
    HandRow {
        id, table_id, number, button_seat, dealer_id, kind, config, started_at, finished_at,
        settlement, void_reason,
    }
    HandEventRow { seq, kind, payload, recorded_at, recorded_by }
}

impl<D: Db> HandStore for D {
    fn unfinished_hand(&self, table_id: i64) -> Result<Option<HandRow>, StoreError> {
        self.opt(
            &format!("SELECT {COLUMNS} FROM hands WHERE table_id = $1 AND finished_at IS NULL"),
            args![table_id],
            HandRow::from_row,
        )
    }

    fn last_hand_started(&self, table_id: i64) -> Result<Option<String>, StoreError> {
        self.scalar(
            "SELECT max(started_at) FROM hands WHERE table_id = $1",
            args![table_id],
        )
    }

    fn hand_count(&self, table_id: i64) -> Result<i64, StoreError> {
        self.scalar(
            "SELECT count(*) FROM hands WHERE table_id = $1 AND void_reason IS NULL",
            args![table_id],
        )
    }

    /// The hands started in [from, to), at one table and by one dealer when given, newest
    /// first, at most `limit`.
    fn hands_between(
        &self,
        from: &str,
        to: &str,
        table_id: Option<i64>,
        dealer_id: Option<i64>,
        limit: i64,
    ) -> Result<Vec<HandRow>, StoreError> {
        self.rows(
            &format!(
                "SELECT {COLUMNS} FROM hands WHERE started_at >= $1 AND started_at < $2
                   AND (CAST($3 AS BIGINT) IS NULL OR table_id = $3)
                   AND (CAST($4 AS BIGINT) IS NULL OR dealer_id = $4)
                 ORDER BY started_at DESC, id DESC LIMIT $5"
            ),
            args![from, to, table_id, dealer_id, limit],
            HandRow::from_row,
        )
    }

    fn last_finished_hands(&self, table_id: i64, limit: i64) -> Result<Vec<HandRow>, StoreError> {
        self.rows(
            &format!(
                "SELECT {COLUMNS} FROM hands WHERE table_id = $1 AND finished_at IS NOT NULL
                   AND void_reason IS NULL
                 ORDER BY number DESC LIMIT $2"
            ),
            args![table_id, limit],
            HandRow::from_row,
        )
    }

    fn hand(&self, id: i64) -> Result<Option<HandRow>, StoreError> {
        self.opt(
            &format!("SELECT {COLUMNS} FROM hands WHERE id = $1"),
            args![id],
            HandRow::from_row,
        )
    }

    /// Starts a hand; returns its id. Its number is the table's next.
    fn insert_hand(&self, h: &NewHand<'_>) -> Result<i64, StoreError> {
        self.scalar(
            "INSERT INTO hands
               (table_id, number, kind, button_seat, dealer_id, config, started_at, started_by)
             VALUES ($1, (SELECT coalesce(max(number), 0) + 1 FROM hands WHERE table_id = $1),
                     $2, $3, $4, $5, $6, $7)
             RETURNING id",
            args![
                h.table_id,
                h.kind,
                h.button_seat,
                h.dealer_id,
                h.config,
                h.at,
                h.by,
            ],
        )
    }

    fn hand_events(&self, hand_id: i64) -> Result<Vec<HandEventRow>, StoreError> {
        self.rows(
            "SELECT seq, kind, payload, recorded_at, recorded_by FROM hand_events
             WHERE hand_id = $1 ORDER BY seq",
            args![hand_id],
            HandEventRow::from_row,
        )
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
        // ON CONFLICT DO NOTHING: a step another writer took first writes nothing and leaves
        // the transaction usable (on PostgreSQL a unique violation would abort it).
        match self.execute_unique(
            "INSERT INTO hand_events (hand_id, seq, kind, payload, recorded_at, recorded_by)
             VALUES ($1, $2, $3, $4, $5, $6)
             ON CONFLICT (hand_id, seq) DO NOTHING",
            args![hand_id, seq, kind, payload, at, by],
        )? {
            Some(0) | None => Err(StoreError::Conflict {
                what: format!("hand {hand_id}"),
            }),
            Some(_) => Ok(()),
        }
    }

    fn finish_hand(
        &self,
        hand_id: i64,
        settlement: &str,
        at: &str,
        by: i64,
    ) -> Result<(), StoreError> {
        self.execute(
            "UPDATE hands SET finished_at = $2, finished_by = $3, settlement = $4 WHERE id = $1",
            args![hand_id, at, by, settlement],
        )
    }

    fn void_hand(
        &self,
        hand_id: i64,
        reason: VoidReason,
        at: &str,
        by: i64,
    ) -> Result<(), StoreError> {
        self.execute(
            "UPDATE hands SET finished_at = $2, finished_by = $3, void_reason = $4
             WHERE id = $1 AND finished_at IS NULL",
            args![hand_id, at, by, reason],
        )
    }

    fn latest_hand(&self, table_id: i64) -> Result<Option<HandRow>, StoreError> {
        self.opt(
            &format!(
                "SELECT {COLUMNS} FROM hands WHERE table_id = $1 ORDER BY number DESC LIMIT 1"
            ),
            args![table_id],
            HandRow::from_row,
        )
    }

    /// Hands started in [from, to): (table id, dealer id, started at).
    fn hands_started_between(
        &self,
        from: &str,
        to: &str,
    ) -> Result<Vec<(i64, Option<i64>, String)>, StoreError> {
        self.rows(
            "SELECT table_id, dealer_id, started_at FROM hands
             WHERE started_at >= $1 AND started_at < $2 ORDER BY table_id, started_at",
            args![from, to],
            FromRow::from_row,
        )
    }
}
