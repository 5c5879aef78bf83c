//! Card tables and their settings.

use postgres::Row;

use super::{PgTx, bit, flag, get, rows};
use crate::StoreError;
use crate::port::*;

const COLUMNS: &str = "id, name, game, structure, small_blind_cents, big_blind_cents, ante_cents,
    small_bet_cents, big_bet_cents, chip_unit_cents, max_bets_per_round, seat_limit, button_rule,
    collection_mode, rate_source, manager_rate_cents, collection_interval_minutes, no_flop_no_drop,
    settings, button_seat, last_big_blind_seat, opened_at, opened_by, closed_at";

fn table_row(r: &Row) -> Result<TableRow, StoreError> {
    Ok(TableRow {
        id: get(r, 0)?,
        name: get(r, 1)?,
        game: get(r, 2)?,
        structure: get(r, 3)?,
        small_blind_cents: get(r, 4)?,
        big_blind_cents: get(r, 5)?,
        ante_cents: get(r, 6)?,
        small_bet_cents: get(r, 7)?,
        big_bet_cents: get(r, 8)?,
        chip_unit_cents: get(r, 9)?,
        max_bets_per_round: get(r, 10)?,
        seat_limit: get(r, 11)?,
        button_rule: get(r, 12)?,
        collection_mode: get(r, 13)?,
        rate_source: get(r, 14)?,
        manager_rate_cents: get(r, 15)?,
        collection_interval_minutes: get(r, 16)?,
        no_flop_no_drop: flag(r, 17)?,
        settings: get(r, 18)?,
        button_seat: get(r, 19)?,
        last_big_blind_seat: get(r, 20)?,
        opened_at: get(r, 21)?,
        opened_by: get(r, 22)?,
        closed_at: get(r, 23)?,
    })
}

impl TableStore for PgTx<'_> {
    fn insert_table(&self, t: &NewTable) -> Result<i64, StoreError> {
        get(
            &self.one(
                "INSERT INTO card_tables (name, game, structure, small_blind_cents, big_blind_cents,
                    ante_cents, small_bet_cents, big_bet_cents, chip_unit_cents, max_bets_per_round,
                    seat_limit, button_rule, collection_mode, rate_source, manager_rate_cents,
                    collection_interval_minutes, no_flop_no_drop, settings, opened_at, opened_by)
                 VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17,
                         $18, $19, $20)
                 RETURNING id",
                &[
                    &t.name,
                    &t.game,
                    &t.structure,
                    &t.small_blind_cents,
                    &t.big_blind_cents,
                    &t.ante_cents,
                    &t.small_bet_cents,
                    &t.big_bet_cents,
                    &t.chip_unit_cents,
                    &t.max_bets_per_round,
                    &t.seat_limit,
                    &t.button_rule,
                    &t.collection_mode,
                    &t.rate_source,
                    &t.manager_rate_cents,
                    &t.collection_interval_minutes,
                    &bit(t.no_flop_no_drop),
                    &t.settings,
                    &t.opened_at,
                    &t.opened_by,
                ],
            )?,
            0,
        )
    }

    fn table(&self, id: i64) -> Result<Option<TableRow>, StoreError> {
        self.opt(
            &format!("SELECT {COLUMNS} FROM card_tables WHERE id = $1"),
            &[&id],
        )?
        .as_ref()
        .map(table_row)
        .transpose()
    }

    /// Open tables, and with `include_closed` the closed ones too, by id.
    fn tables(&self, include_closed: bool) -> Result<Vec<TableRow>, StoreError> {
        // Without the closed ones, the partial index `card_tables_open` skips a year of them.
        let sql = if include_closed {
            format!("SELECT {COLUMNS} FROM card_tables ORDER BY id")
        } else {
            format!("SELECT {COLUMNS} FROM card_tables WHERE closed_at IS NULL ORDER BY id")
        };
        rows(self, &sql, &[], table_row)
    }

    /// Tables open at any moment of [from, to).
    fn tables_open_during(&self, from: &str, to: &str) -> Result<Vec<TableRow>, StoreError> {
        rows(
            self,
            &format!(
                "SELECT {COLUMNS} FROM card_tables
                 WHERE opened_at < $2 AND (closed_at IS NULL OR closed_at > $1) ORDER BY id"
            ),
            &[&from, &to],
            table_row,
        )
    }

    fn close_table(&self, id: i64, at: &str, by: i64) -> Result<(), StoreError> {
        self.exec(
            "UPDATE card_tables SET closed_at = $2, closed_by = $3 WHERE id = $1",
            &[&id, &at, &by],
        )?;
        Ok(())
    }

    fn set_button(&self, table_id: i64, seat: Option<i64>) -> Result<(), StoreError> {
        self.exec(
            "UPDATE card_tables SET button_seat = $2 WHERE id = $1",
            &[&table_id, &seat],
        )?;
        Ok(())
    }

    /// Records the big blind's seat of the hand just played (the dead-button rule's anchor).
    fn set_last_big_blind(&self, table_id: i64, seat: Option<i64>) -> Result<(), StoreError> {
        self.exec(
            "UPDATE card_tables SET last_big_blind_seat = $2 WHERE id = $1",
            &[&table_id, &seat],
        )?;
        Ok(())
    }

    fn insert_button_draw(
        &self,
        table_id: i64,
        cards_json: &str,
        winner_seat: i64,
        at: &str,
        by: i64,
    ) -> Result<(), StoreError> {
        self.exec(
            "INSERT INTO button_draws (table_id, cards, winner_seat, drawn_at, drawn_by)
             VALUES ($1, $2, $3, $4, $5)",
            &[&table_id, &cards_json, &winner_seat, &at, &by],
        )?;
        Ok(())
    }
}
