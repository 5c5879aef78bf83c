//! Hands and their append-only event logs.

use postgres::Row;

use super::{PgTx, get, is_unique_violation, rows};
use crate::StoreError;
use crate::port::*;

const COLUMNS: &str = "id, table_id, number, button_seat, dealer_id, kind, config, started_at, finished_at, settlement, void_reason";

fn hand_row(r: &Row) -> Result<HandRow, StoreError> {
    Ok(HandRow {
        id: get(r, 0)?,
        table_id: get(r, 1)?,
        number: get(r, 2)?,
        button_seat: get(r, 3)?,
        dealer_id: get(r, 4)?,
        kind: get(r, 5)?,
        config: get(r, 6)?,
        started_at: get(r, 7)?,
        finished_at: get(r, 8)?,
        settlement: get(r, 9)?,
        void_reason: get(r, 10)?,
    })
}

impl PgTx<'_> {
    fn one_hand(
        &self,
        sql: &str,
        params: &super::Params<'_>,
    ) -> Result<Option<HandRow>, StoreError> {
        self.opt(sql, params)?.as_ref().map(hand_row).transpose()
    }
}

impl HandStore for PgTx<'_> {
    fn unfinished_hand(&self, table_id: i64) -> Result<Option<HandRow>, StoreError> {
        self.one_hand(
            &format!("SELECT {COLUMNS} FROM hands WHERE table_id = $1 AND finished_at IS NULL"),
            &[&table_id],
        )
    }

    fn last_hand_started(&self, table_id: i64) -> Result<Option<String>, StoreError> {
        get(
            &self.one(
                "SELECT max(started_at) FROM hands WHERE table_id = $1",
                &[&table_id],
            )?,
            0,
        )
    }

    fn hand_count(&self, table_id: i64) -> Result<i64, StoreError> {
        get(
            &self.one(
                "SELECT count(*) FROM hands WHERE table_id = $1 AND void_reason IS NULL",
                &[&table_id],
            )?,
            0,
        )
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
        rows(
            self,
            &format!(
                "SELECT {COLUMNS} FROM hands WHERE started_at >= $1 AND started_at < $2
                   AND ($3::bigint IS NULL OR table_id = $3) AND ($4::bigint IS NULL OR dealer_id = $4)
                 ORDER BY started_at DESC, id DESC LIMIT $5"
            ),
            &[&from, &to, &table_id, &dealer_id, &limit],
            hand_row,
        )
    }

    fn last_finished_hands(&self, table_id: i64, limit: i64) -> Result<Vec<HandRow>, StoreError> {
        rows(
            self,
            &format!(
                "SELECT {COLUMNS} FROM hands WHERE table_id = $1 AND finished_at IS NOT NULL
                   AND void_reason IS NULL
                 ORDER BY number DESC LIMIT $2"
            ),
            &[&table_id, &limit],
            hand_row,
        )
    }

    fn hand(&self, id: i64) -> Result<Option<HandRow>, StoreError> {
        self.one_hand(
            &format!("SELECT {COLUMNS} FROM hands WHERE id = $1"),
            &[&id],
        )
    }

    /// Starts a hand; returns its id. Its number is the table's next.
    fn insert_hand(&self, h: &NewHand<'_>) -> Result<i64, StoreError> {
        get(
            &self.one(
                "INSERT INTO hands
                   (table_id, number, kind, button_seat, dealer_id, config, started_at, started_by)
                 VALUES ($1, (SELECT coalesce(max(number), 0) + 1 FROM hands WHERE table_id = $1),
                         $2, $3, $4, $5, $6, $7)
                 RETURNING id",
                &[
                    &h.table_id,
                    &h.kind,
                    &h.button_seat,
                    &h.dealer_id,
                    &h.config,
                    &h.at,
                    &h.by,
                ],
            )?,
            0,
        )
    }

    fn hand_events(&self, hand_id: i64) -> Result<Vec<HandEventRow>, StoreError> {
        rows(
            self,
            "SELECT seq, kind, payload, recorded_at, recorded_by FROM hand_events
             WHERE hand_id = $1 ORDER BY seq",
            &[&hand_id],
            |r| {
                Ok(HandEventRow {
                    seq: get(r, 0)?,
                    kind: get(r, 1)?,
                    payload: get(r, 2)?,
                    recorded_at: get(r, 3)?,
                    recorded_by: get(r, 4)?,
                })
            },
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
        // the transaction usable (a unique violation would abort it, unlike SQLite's).
        let conflict = || StoreError::Conflict {
            what: format!("hand {hand_id}"),
        };
        match self.exec_raw(
            "INSERT INTO hand_events (hand_id, seq, kind, payload, recorded_at, recorded_by)
             VALUES ($1, $2, $3, $4, $5, $6)
             ON CONFLICT (hand_id, seq) DO NOTHING",
            &[&hand_id, &seq, &kind, &payload, &at, &by],
        ) {
            Ok(0) => Err(conflict()),
            Ok(_) => Ok(()),
            Err(e) if is_unique_violation(&e) => Err(conflict()),
            Err(e) => Err(self.at(e)),
        }
    }

    fn finish_hand(
        &self,
        hand_id: i64,
        settlement: &str,
        at: &str,
        by: i64,
    ) -> Result<(), StoreError> {
        self.exec(
            "UPDATE hands SET finished_at = $2, finished_by = $3, settlement = $4 WHERE id = $1",
            &[&hand_id, &at, &by, &settlement],
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
        self.exec(
            "UPDATE hands SET finished_at = $2, finished_by = $3, void_reason = $4
             WHERE id = $1 AND finished_at IS NULL",
            &[&hand_id, &at, &by, &reason],
        )?;
        Ok(())
    }

    fn latest_hand(&self, table_id: i64) -> Result<Option<HandRow>, StoreError> {
        self.one_hand(
            &format!(
                "SELECT {COLUMNS} FROM hands WHERE table_id = $1 ORDER BY number DESC LIMIT 1"
            ),
            &[&table_id],
        )
    }

    /// Hands started in [from, to): (table id, dealer id, started at).
    fn hands_started_between(
        &self,
        from: &str,
        to: &str,
    ) -> Result<Vec<(i64, Option<i64>, String)>, StoreError> {
        rows(
            self,
            "SELECT table_id, dealer_id, started_at FROM hands
             WHERE started_at >= $1 AND started_at < $2 ORDER BY table_id, started_at",
            &[&from, &to],
            |r| Ok((get(r, 0)?, get(r, 1)?, get(r, 2)?)),
        )
    }
}
