//! The collection rate schedule.

use super::{PgTx, get, rows};
use crate::StoreError;
use crate::port::*;

impl RateStore for PgTx<'_> {
    fn rates_in_effect(&self, at: &str) -> Result<Vec<RateRow>, StoreError> {
        // SQLite's `IS` is IS NOT DISTINCT FROM; its NULLs sort first (PostgreSQL's last).
        rows(
            self,
            "SELECT r.id, r.game, g.name, r.structure, r.min_limit_cents, r.max_limit_cents,
                    r.mode, r.amount_cents, r.interval_minutes, r.effective_from, r.created_by
             FROM collection_rates r JOIN games g ON g.code = r.game
             WHERE r.effective_from <= $1
               AND NOT EXISTS (
                 SELECT 1 FROM collection_rates n
                 WHERE n.game = r.game AND n.structure = r.structure
                   AND n.min_limit_cents IS NOT DISTINCT FROM r.min_limit_cents
                   AND n.max_limit_cents IS NOT DISTINCT FROM r.max_limit_cents
                   AND n.effective_from <= $1
                   AND (n.effective_from > r.effective_from
                        OR (n.effective_from = r.effective_from AND n.id > r.id)))
             ORDER BY g.sort_order, r.structure, r.min_limit_cents NULLS FIRST,
                      r.max_limit_cents NULLS FIRST",
            &[&at],
            |r| {
                Ok(RateRow {
                    id: get(r, 0)?,
                    game: get(r, 1)?,
                    game_name: get(r, 2)?,
                    structure: get(r, 3)?,
                    min_limit_cents: get(r, 4)?,
                    max_limit_cents: get(r, 5)?,
                    mode: get(r, 6)?,
                    amount_cents: get(r, 7)?,
                    interval_minutes: get(r, 8)?,
                    effective_from: get(r, 9)?,
                    created_by: get(r, 10)?,
                })
            },
        )
    }

    fn games(&self) -> Result<Vec<GameRow>, StoreError> {
        rows(
            self,
            "SELECT code, name, collection_mode FROM games ORDER BY sort_order",
            &[],
            |r| {
                Ok(GameRow {
                    code: get(r, 0)?,
                    name: get(r, 1)?,
                    collection_mode: get(r, 2)?,
                })
            },
        )
    }

    /// Appends a rate row; returns its id.
    fn insert_rate(&self, rate: &NewRate) -> Result<i64, StoreError> {
        get(
            &self.one(
                "INSERT INTO collection_rates
                   (game, structure, min_limit_cents, max_limit_cents, mode, amount_cents,
                    interval_minutes, effective_from, created_by, created_at)
                 VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) RETURNING id",
                &[
                    &rate.game,
                    &rate.structure,
                    &rate.min_limit_cents,
                    &rate.max_limit_cents,
                    &rate.mode,
                    &rate.amount_cents,
                    &rate.interval_minutes,
                    &rate.effective_from,
                    &rate.created_by,
                    &rate.created_at,
                ],
            )?,
            0,
        )
    }
}
