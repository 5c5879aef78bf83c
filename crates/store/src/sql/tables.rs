//! Card tables and their settings.

use super::{Db, FromRow, args, from_row};
use crate::StoreError;
use crate::port::*;

const COLUMNS: &str = "id, name, game, structure, small_blind_cents, big_blind_cents, ante_cents,
    small_bet_cents, big_bet_cents, chip_unit_cents, max_bets_per_round, seat_limit, button_rule,
    collection_mode, rate_source, manager_rate_cents, collection_interval_minutes, no_flop_no_drop,
    settings, button_seat, last_big_blind_seat, opened_at, opened_by, closed_at";

from_row! {
    TableRow {
        id, name, game, structure, small_blind_cents, big_blind_cents, ante_cents, small_bet_cents,
        big_bet_cents, chip_unit_cents, max_bets_per_round, seat_limit, button_rule,
        collection_mode, rate_source, manager_rate_cents, collection_interval_minutes,
        no_flop_no_drop, settings, button_seat, last_big_blind_seat, opened_at, opened_by,
        closed_at,
    }
}

impl<D: Db> TableStore for D {
    fn insert_table(&self, t: &NewTable) -> Result<i64, StoreError> {
        self.scalar(
            "INSERT INTO card_tables (name, game, structure, small_blind_cents, big_blind_cents,
                ante_cents, small_bet_cents, big_bet_cents, chip_unit_cents, max_bets_per_round,
                seat_limit, button_rule, collection_mode, rate_source, manager_rate_cents,
                collection_interval_minutes, no_flop_no_drop, settings, opened_at, opened_by)
             VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17,
                     $18, $19, $20)
             RETURNING id",
            args![
                t.name,
                t.game,
                t.structure,
                t.small_blind_cents,
                t.big_blind_cents,
                t.ante_cents,
                t.small_bet_cents,
                t.big_bet_cents,
                t.chip_unit_cents,
                t.max_bets_per_round,
                t.seat_limit,
                t.button_rule,
                t.collection_mode,
                t.rate_source,
                t.manager_rate_cents,
                t.collection_interval_minutes,
                t.no_flop_no_drop,
                t.settings,
                t.opened_at,
                t.opened_by,
            ],
        )
    }

    fn table(&self, id: i64) -> Result<Option<TableRow>, StoreError> {
        self.opt(
            &format!("SELECT {COLUMNS} FROM card_tables WHERE id = $1"),
            args![id],
            TableRow::from_row,
        )
    }

    /// Open tables, and with `include_closed` the closed ones too, by id.
    fn tables(&self, include_closed: bool) -> Result<Vec<TableRow>, StoreError> {
        // Without the closed ones, the partial index `card_tables_open` skips a year of them.
        let sql = if include_closed {
            format!("SELECT {COLUMNS} FROM card_tables ORDER BY id")
        } else {
            format!("SELECT {COLUMNS} FROM card_tables WHERE closed_at IS NULL ORDER BY id")
        };
        self.rows(&sql, args![], TableRow::from_row)
    }

    /// Tables open at any moment of [from, to).
    fn tables_open_during(&self, from: &str, to: &str) -> Result<Vec<TableRow>, StoreError> {
        self.rows(
            &format!(
                "SELECT {COLUMNS} FROM card_tables
                 WHERE opened_at < $2 AND (closed_at IS NULL OR closed_at > $1) ORDER BY id"
            ),
            args![from, to],
            TableRow::from_row,
        )
    }

    fn close_table(&self, id: i64, at: &str, by: i64) -> Result<(), StoreError> {
        self.execute(
            "UPDATE card_tables SET closed_at = $2, closed_by = $3 WHERE id = $1",
            args![id, at, by],
        )
    }

    fn set_button(&self, table_id: i64, seat: Option<i64>) -> Result<(), StoreError> {
        self.execute(
            "UPDATE card_tables SET button_seat = $2 WHERE id = $1",
            args![table_id, seat],
        )
    }

    /// Records the big blind's seat of the hand just played (the dead-button rule's anchor).
    fn set_last_big_blind(&self, table_id: i64, seat: Option<i64>) -> Result<(), StoreError> {
        self.execute(
            "UPDATE card_tables SET last_big_blind_seat = $2 WHERE id = $1",
            args![table_id, seat],
        )
    }

    fn insert_button_draw(
        &self,
        table_id: i64,
        cards_json: &str,
        winner_seat: i64,
        at: &str,
        by: i64,
    ) -> Result<(), StoreError> {
        self.execute(
            "INSERT INTO button_draws (table_id, cards, winner_seat, drawn_at, drawn_by)
             VALUES ($1, $2, $3, $4, $5)",
            args![table_id, cards_json, winner_seat, at, by],
        )
    }
}
