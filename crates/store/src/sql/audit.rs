//! What `db check` reads: every row the room's invariants are checked on. Reads only. (The
//! schema against the migrations is each engine's own: `sqlite/audit.rs`, `postgres/schema.rs`.)

use super::{Db, Dialect, FromRow, args, from_row, get};
use crate::StoreError;
use crate::port::*;

from_row! {
    StayRow { id, seated_at, left_at }
    CollectionKey { due_at, seating_id, amount_cents, rate_id }
}

impl<D: Db> AuditStore for D {
    /// Every row holding an amount above its limit: a stake (rates, a table's stakes, time
    /// collections, drops) above `max_stake`, a stack or a bank's result beyond `max_stack`.
    /// One line each, naming the row.
    fn amounts_beyond(&self, max_stake: i64, max_stack: i64) -> Result<Vec<String>, StoreError> {
        // SQLite has no greatest(); its max() of several values is the same (none is NULL here).
        let greatest = match self.dialect() {
            Dialect::Sqlite => "max",
            Dialect::Postgres => "greatest",
        };
        self.rows(
            &format!(
                "SELECT 'rate ' || id || ': ' || amount_cents FROM collection_rates
                   WHERE amount_cents > $1
                 UNION ALL
                 SELECT 'table ' || id || ': a stake of ' || {greatest}(small_blind_cents,
                        big_blind_cents, ante_cents, small_bet_cents, big_bet_cents,
                        chip_unit_cents, coalesce(manager_rate_cents, 0))
                   FROM card_tables
                   WHERE {greatest}(small_blind_cents, big_blind_cents, ante_cents,
                                    small_bet_cents, big_bet_cents, chip_unit_cents,
                                    coalesce(manager_rate_cents, 0)) > $1
                 UNION ALL
                 SELECT 'time collection ' || id || ': ' || amount_cents FROM time_collections
                   WHERE amount_cents > $1
                 UNION ALL
                 SELECT 'drop ' || id || ': ' || amount_cents FROM drop_collections
                   WHERE amount_cents > $1
                 UNION ALL
                 SELECT 'seating ' || id || ': a stack of ' || stack_cents FROM seatings
                   WHERE stack_cents > $2 OR stack_cents < 0
                 UNION ALL
                 SELECT 'box ' || hand_id || ': a bank''s result of ' || house_net_cents
                   FROM banked_results
                   WHERE house_net_cents > $2 OR house_net_cents < -CAST($2 AS BIGINT)"
            ),
            args![max_stake, max_stack],
            |r| get(r, 0),
        )
    }

    /// Every hand's id, oldest first.
    fn all_hand_ids(&self) -> Result<Vec<i64>, StoreError> {
        self.rows("SELECT id FROM hands ORDER BY id", args![], |r| get(r, 0))
    }

    /// The drop taken from a hand, if one was.
    fn drop_of_hand(&self, hand_id: i64) -> Result<Option<i64>, StoreError> {
        self.opt(
            "SELECT amount_cents FROM drop_collections WHERE hand_id = $1",
            args![hand_id],
            |r| get(r, 0),
        )
    }

    /// The bank's result recorded for a box, if any.
    fn banked_of_hand(&self, hand_id: i64) -> Result<Option<i64>, StoreError> {
        self.opt(
            "SELECT house_net_cents FROM banked_results WHERE hand_id = $1",
            args![hand_id],
            |r| get(r, 0),
        )
    }

    /// Every stay at a table.
    fn stays(&self, table_id: i64) -> Result<Vec<StayRow>, StoreError> {
        self.rows(
            "SELECT id, seated_at, left_at FROM seatings WHERE table_id = $1 ORDER BY id",
            args![table_id],
            StayRow::from_row,
        )
    }

    /// Every time collection recorded at a table.
    fn collections_of(&self, table_id: i64) -> Result<Vec<CollectionKey>, StoreError> {
        self.rows(
            "SELECT due_at, seating_id, amount_cents, rate_id FROM time_collections
             WHERE table_id = $1 ORDER BY due_at, seating_id",
            args![table_id],
            CollectionKey::from_row,
        )
    }
}
