//! The collection rate schedule.

use super::{Db, FromRow, args, from_row, get};
use crate::StoreError;
use crate::port::*;

from_row! {
    RateRow {
        id, game, game_name, structure, min_limit_cents, max_limit_cents, mode, amount_cents,
        interval_minutes, effective_from, created_by,
    }
    GameRow { code, name, collection_mode }
}

impl<D: Db> RateStore for D {
    fn rates_in_effect(&self, at: &str) -> Result<Vec<RateRow>, StoreError> {
        self.rows(
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
            args![at],
            RateRow::from_row,
        )
    }

    fn games(&self) -> Result<Vec<GameRow>, StoreError> {
        self.rows(
            "SELECT code, name, collection_mode FROM games ORDER BY sort_order",
            args![],
            GameRow::from_row,
        )
    }

    /// Appends a rate row; returns its id.
    fn insert_rate(&self, rate: &NewRate) -> Result<i64, StoreError> {
        self.one(
            "INSERT INTO collection_rates
               (game, structure, min_limit_cents, max_limit_cents, mode, amount_cents,
                interval_minutes, effective_from, created_by, created_at)
             VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) RETURNING id",
            args![
                rate.game,
                rate.structure,
                rate.min_limit_cents,
                rate.max_limit_cents,
                rate.mode,
                rate.amount_cents,
                rate.interval_minutes,
                rate.effective_from,
                rate.created_by,
                rate.created_at,
            ],
            |r| get(r, 0),
        )
    }
}
