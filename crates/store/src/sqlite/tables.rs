//! Card tables and their settings.

use rusqlite::{OptionalExtension, Row, params};

use super::SqliteTx;
use crate::StoreError;
use crate::port::*;

const COLUMNS: &str = "id, name, game, structure, small_blind_cents, big_blind_cents, ante_cents,
    small_bet_cents, big_bet_cents, chip_unit_cents, max_bets_per_round, seat_limit, button_rule,
    collection_mode, rate_source, manager_rate_cents, collection_interval_minutes, no_flop_no_drop,
    settings, button_seat, last_big_blind_seat, opened_at, opened_by, closed_at";

fn table_row(r: &Row<'_>) -> rusqlite::Result<TableRow> {
    Ok(TableRow {
        id: r.get(0)?,
        name: r.get(1)?,
        game: r.get(2)?,
        structure: r.get(3)?,
        small_blind_cents: r.get(4)?,
        big_blind_cents: r.get(5)?,
        ante_cents: r.get(6)?,
        small_bet_cents: r.get(7)?,
        big_bet_cents: r.get(8)?,
        chip_unit_cents: r.get(9)?,
        max_bets_per_round: r.get(10)?,
        seat_limit: r.get(11)?,
        button_rule: r.get(12)?,
        collection_mode: r.get(13)?,
        rate_source: r.get(14)?,
        manager_rate_cents: r.get(15)?,
        collection_interval_minutes: r.get(16)?,
        no_flop_no_drop: r.get(17)?,
        settings: r.get(18)?,
        button_seat: r.get(19)?,
        last_big_blind_seat: r.get(20)?,
        opened_at: r.get(21)?,
        opened_by: r.get(22)?,
        closed_at: r.get(23)?,
    })
}

impl TableStore for SqliteTx<'_> {
    fn insert_table(&self, t: &NewTable) -> Result<i64, StoreError> {
        self.tx.prepare_cached("INSERT INTO card_tables (name, game, structure, small_blind_cents, big_blind_cents,
                ante_cents, small_bet_cents, big_bet_cents, chip_unit_cents, max_bets_per_round,
                seat_limit, button_rule, collection_mode, rate_source, manager_rate_cents,
                collection_interval_minutes, no_flop_no_drop, settings, opened_at, opened_by)
             VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12, ?13, ?14, ?15, ?16, ?17,
                     ?18, ?19, ?20)")?.execute(params![
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
                t.opened_by
            ],
        )?;
        Ok(self.tx.last_insert_rowid())
    }

    fn table(&self, id: i64) -> Result<Option<TableRow>, StoreError> {
        let sql = format!("SELECT {COLUMNS} FROM card_tables WHERE id = ?1");
        Ok(self
            .tx
            .prepare_cached(&sql)?
            .query_row([id], table_row)
            .optional()?)
    }

    /// Open tables, and with `include_closed` the closed ones too, by id.
    fn tables(&self, include_closed: bool) -> Result<Vec<TableRow>, StoreError> {
        // Without the closed ones, the partial index `card_tables_open` skips a year of them.
        let sql = if include_closed {
            format!("SELECT {COLUMNS} FROM card_tables ORDER BY id")
        } else {
            format!("SELECT {COLUMNS} FROM card_tables WHERE closed_at IS NULL ORDER BY id")
        };
        let mut stmt = self.tx.prepare_cached(&sql)?;
        let rows = stmt.query_map([], table_row)?;
        Ok(rows.collect::<Result<_, _>>()?)
    }

    /// Tables open at any moment of [from, to).
    fn tables_open_during(&self, from: &str, to: &str) -> Result<Vec<TableRow>, StoreError> {
        let sql = format!(
            "SELECT {COLUMNS} FROM card_tables
             WHERE opened_at < ?2 AND (closed_at IS NULL OR closed_at > ?1) ORDER BY id"
        );
        let mut stmt = self.tx.prepare_cached(&sql)?;
        let rows = stmt.query_map([from, to], table_row)?;
        Ok(rows.collect::<Result<_, _>>()?)
    }

    fn close_table(&self, id: i64, at: &str, by: i64) -> Result<(), StoreError> {
        self.tx
            .prepare_cached("UPDATE card_tables SET closed_at = ?2, closed_by = ?3 WHERE id = ?1")?
            .execute(params![id, at, by])?;
        Ok(())
    }

    fn set_button(&self, table_id: i64, seat: Option<i64>) -> Result<(), StoreError> {
        self.tx
            .prepare_cached("UPDATE card_tables SET button_seat = ?2 WHERE id = ?1")?
            .execute(params![table_id, seat])?;
        Ok(())
    }

    /// Records the big blind's seat of the hand just played (the dead-button rule's anchor).
    fn set_last_big_blind(&self, table_id: i64, seat: Option<i64>) -> Result<(), StoreError> {
        self.tx
            .prepare_cached("UPDATE card_tables SET last_big_blind_seat = ?2 WHERE id = ?1")?
            .execute(params![table_id, seat])?;
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
        self.tx
            .prepare_cached(
                "INSERT INTO button_draws (table_id, cards, winner_seat, drawn_at, drawn_by)
             VALUES (?1, ?2, ?3, ?4, ?5)",
            )?
            .execute(params![table_id, cards_json, winner_seat, at, by])?;
        Ok(())
    }
}
