//! What `db check` reads: every row the room's invariants are checked on. Reads only. (The
//! schema against the migrations is `schema.rs`.)

use super::{PgTx, get, rows};
use crate::StoreError;
use crate::port::*;

impl AuditStore for PgTx<'_> {
    /// Every row holding an amount above its limit: a stake (rates, a table's stakes, time
    /// collections, drops) above `max_stake`, a stack or a bank's result beyond `max_stack`.
    /// One line each, naming the row.
    fn amounts_beyond(&self, max_stake: i64, max_stack: i64) -> Result<Vec<String>, StoreError> {
        // greatest(): SQLite's max() of several values (none is NULL here).
        rows(
            self,
            "SELECT 'rate ' || id || ': ' || amount_cents FROM collection_rates
               WHERE amount_cents > $1
             UNION ALL
             SELECT 'table ' || id || ': a stake of ' || greatest(small_blind_cents, big_blind_cents,
                    ante_cents, small_bet_cents, big_bet_cents, chip_unit_cents,
                    coalesce(manager_rate_cents, 0))
               FROM card_tables
               WHERE greatest(small_blind_cents, big_blind_cents, ante_cents, small_bet_cents,
                              big_bet_cents, chip_unit_cents, coalesce(manager_rate_cents, 0)) > $1
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
               FROM banked_results WHERE house_net_cents > $2 OR house_net_cents < -($2::bigint)",
            &[&max_stake, &max_stack],
            |r| get(r, 0),
        )
    }

    /// Every hand's id, oldest first.
    fn all_hand_ids(&self) -> Result<Vec<i64>, StoreError> {
        rows(self, "SELECT id FROM hands ORDER BY id", &[], |r| get(r, 0))
    }

    /// The drop taken from a hand, if one was.
    fn drop_of_hand(&self, hand_id: i64) -> Result<Option<i64>, StoreError> {
        self.opt(
            "SELECT amount_cents FROM drop_collections WHERE hand_id = $1",
            &[&hand_id],
        )?
        .map(|r| get(&r, 0))
        .transpose()
    }

    /// The bank's result recorded for a box, if any.
    fn banked_of_hand(&self, hand_id: i64) -> Result<Option<i64>, StoreError> {
        self.opt(
            "SELECT house_net_cents FROM banked_results WHERE hand_id = $1",
            &[&hand_id],
        )?
        .map(|r| get(&r, 0))
        .transpose()
    }

    /// Every stay at a table.
    fn stays(&self, table_id: i64) -> Result<Vec<StayRow>, StoreError> {
        rows(
            self,
            "SELECT id, seated_at, left_at FROM seatings WHERE table_id = $1 ORDER BY id",
            &[&table_id],
            |r| {
                Ok(StayRow {
                    id: get(r, 0)?,
                    seated_at: get(r, 1)?,
                    left_at: get(r, 2)?,
                })
            },
        )
    }

    /// Every time collection recorded at a table.
    fn collections_of(&self, table_id: i64) -> Result<Vec<CollectionKey>, StoreError> {
        rows(
            self,
            "SELECT due_at, seating_id, amount_cents, rate_id FROM time_collections
             WHERE table_id = $1 ORDER BY due_at, seating_id",
            &[&table_id],
            |r| {
                Ok(CollectionKey {
                    due_at: get(r, 0)?,
                    seating_id: get(r, 1)?,
                    amount_cents: get(r, 2)?,
                    rate_id: get(r, 3)?,
                })
            },
        )
    }
}
