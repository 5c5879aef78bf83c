//! A year of history written in bulk, for the benchmarks only (`crates/room/benches`): the
//! room's own use cases would take hours to deal millions of hands. The rows are shaped as the
//! room writes them (every constraint holds), but the hands have no log to replay: this is
//! not a database to run a room on.

use rusqlite::params;

use super::open::SqliteStore;
use crate::StoreError;

/// How many rows of each kind [`SqliteStore::seed_synthetic_history`] wrote.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct SyntheticHistory {
    pub collections: i64,
    pub hands: i64,
    pub drops: i64,
}

/// Hands an hour at a table, and the hours a day the room is open (from 08:00).
const HANDS_AN_HOUR: i64 = 25;
const OPEN_HOURS: i64 = 16;

impl SqliteStore {
    /// Writes `days` days of history from `start` (a stored time, midnight) at every open
    /// table: each seated player's time collection every half hour at the tables that collect
    /// time (one in 23 not paid, sitting out), and 25 hands an hour at every table, each with
    /// its drop at the tables that take one; the dealer is the table's first pushed dealer.
    #[doc(hidden)]
    pub fn seed_synthetic_history(
        &self,
        start: &str,
        days: i64,
        floor: i64,
    ) -> Result<SyntheticHistory, StoreError> {
        self.with_writer(|conn| {
            let tx = conn.transaction().map_err(|e| self.at(e))?;
            let at = |minutes: &str| {
                format!("strftime('%Y-%m-%dT%H:%M:%SZ', ?1, '+' || ({minutes}) || ' minutes')")
            };
            let dealer = "(SELECT p.dealer_id FROM dealer_pushes p WHERE p.table_id = t.id ORDER BY p.id LIMIT 1)";
            let slots = days * OPEN_HOURS * 2;
            let due = at("480 + (n / 32) * 1440 + (n % 32) * 30");
            let collections = tx
                .execute(
                    &format!(
                        "WITH RECURSIVE slot(n) AS (SELECT 0 UNION ALL SELECT n + 1 FROM slot WHERE n + 1 < ?2)
                         INSERT INTO time_collections (table_id, due_at, seating_id, seat_no, player_name,
                             amount_cents, rate_id, dealer_id, status, reason, created_at, marked_at, marked_by)
                         SELECT t.id, {due}, s.id, s.seat_no, s.player_name, 400, NULL, {dealer},
                                CASE WHEN (n + s.id) % 23 = 0 THEN 'not_paid' ELSE 'paid' END,
                                CASE WHEN (n + s.id) % 23 = 0 THEN 'sitting_out' END,
                                {due}, {due}, ?3
                         FROM slot CROSS JOIN card_tables t JOIN seatings s ON s.table_id = t.id
                         WHERE t.closed_at IS NULL AND t.collection_mode = 'time' AND s.left_at IS NULL"
                    ),
                    params![start, slots, floor],
                )
                .map_err(|e| self.at(e))?;
            let per_day = HANDS_AN_HOUR * OPEN_HOURS;
            let first_hand: i64 = tx
                .query_row("SELECT coalesce(max(id), 0) FROM hands", [], |r| r.get(0))
                .map_err(|e| self.at(e))?;
            let started = format!(
                "strftime('%Y-%m-%dT%H:%M:%SZ', ?1, '+' || (n / {per_day}) || ' days', '+' || (28800 + (n % {per_day}) * 144) || ' seconds')"
            );
            let hands = tx
                .execute(
                    &format!(
                        "WITH RECURSIVE h(n) AS (SELECT 0 UNION ALL SELECT n + 1 FROM h WHERE n + 1 < ?2)
                         INSERT INTO hands (table_id, number, button_seat, dealer_id, config, started_at,
                             started_by, finished_at, finished_by, settlement, kind)
                         SELECT t.id, n + 1, 1, {dealer}, '{{}}', {started}, ?3, {started}, ?3, NULL, 'pot'
                         FROM h CROSS JOIN card_tables t WHERE t.closed_at IS NULL"
                    ),
                    params![start, days * per_day, floor],
                )
                .map_err(|e| self.at(e))?;
            let drops = tx
                .execute(
                    "INSERT INTO drop_collections (table_id, hand_id, amount_cents, rate_id, dealer_id, taken_at)
                     SELECT h.table_id, h.id, 300, NULL, h.dealer_id, h.started_at
                     FROM hands h JOIN card_tables t ON t.id = h.table_id
                     WHERE h.id > ?1 AND t.collection_mode = 'pot_drop'",
                    [first_hand],
                )
                .map_err(|e| self.at(e))?;
            tx.commit().map_err(|e| self.at(e))?;
            Ok(SyntheticHistory {
                collections: collections as i64,
                hands: hands as i64,
                drops: drops as i64,
            })
        })
    }
}
