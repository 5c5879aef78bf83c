//! The chip ledger.

use super::{Db, FromRow, args, from_row};
use crate::StoreError;
use crate::port::*;

/// A movement with its seat, for [`ChipMoveRow::from_row`]; a query adds its `WHERE` and
/// `ORDER BY`.
const MOVE: &str = "SELECT m.id, m.table_id, m.seating_id, s.seat_no, s.player_name, m.kind,
        m.amount_cents, m.at, m.made_by, m.hand_id, m.collection_id, m.lands, m.reason
     FROM chip_moves m JOIN seatings s ON s.id = m.seating_id";

from_row! {
    ChipMoveRow {
        id, table_id, seating_id, seat_no, player_name, kind, amount_cents, at, by, hand_id,
        collection_id, lands, reason,
    }
    ChipSum { table_id, kind, cents }
    StackOffLedger { seating_id, table_id, seat_no, player_name, left, stack_cents, ledger_cents }
    HandOffLedger { hand_id, table_id, ledger_cents, house_cents }
    OutsideShift { what, id, at }
}

impl<D: Db> ChipStore for D {
    fn insert_chip_move(&self, m: &NewChipMove, at: &str, by: i64) -> Result<i64, StoreError> {
        self.scalar(
            "INSERT INTO chip_moves (table_id, seating_id, kind, amount_cents,
                at, made_by, hand_id, collection_id, lands, reason)
             VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)
             RETURNING id",
            args![
                m.table_id,
                m.seating_id,
                m.kind,
                m.amount_cents,
                at,
                by,
                m.hand_id,
                m.collection_id,
                m.lands,
                m.reason,
            ],
        )
    }

    fn pending_add_ons(&self, table_id: Option<i64>) -> Result<Vec<ChipMoveRow>, StoreError> {
        self.rows(
            &format!(
                "{MOVE} WHERE m.kind = 'add_on_pending'
                   AND (CAST($1 AS BIGINT) IS NULL OR m.table_id = $1)
                   AND NOT EXISTS (SELECT 1 FROM chip_moves l WHERE l.lands = m.id)
                 ORDER BY m.id"
            ),
            args![table_id],
            ChipMoveRow::from_row,
        )
    }

    fn chip_sums(&self, from: Option<&str>, to: &str) -> Result<Vec<ChipSum>, StoreError> {
        self.rows(
            "SELECT table_id, kind, CAST(sum(amount_cents) AS BIGINT)
             FROM chip_moves WHERE kind <> 'add_on_pending' AND at >= $1 AND at < $2
             GROUP BY table_id, kind ORDER BY table_id, kind",
            args![from.unwrap_or(""), to],
            ChipSum::from_row,
        )
    }

    fn chip_moves_between(
        &self,
        table_id: i64,
        from: &str,
        to: &str,
    ) -> Result<Vec<ChipMoveRow>, StoreError> {
        self.rows(
            &format!(
                "{MOVE} WHERE m.table_id = $1 AND m.at >= $2 AND m.at < $3 ORDER BY m.at, m.id"
            ),
            args![table_id, from, to],
            ChipMoveRow::from_row,
        )
    }

    fn stacks_off_ledger(&self) -> Result<Vec<StackOffLedger>, StoreError> {
        self.rows(
            "SELECT s.id, s.table_id, s.seat_no, s.player_name,
                    CAST(CASE WHEN s.left_at IS NULL THEN 0 ELSE 1 END AS BIGINT), s.stack_cents,
                    CAST(coalesce(l.total, 0) AS BIGINT)
             FROM seatings s LEFT JOIN (SELECT seating_id, sum(amount_cents) AS total
                                         FROM chip_moves
                                         WHERE kind <> 'add_on_pending' GROUP BY seating_id) l
               ON l.seating_id = s.id
             WHERE (s.left_at IS NULL AND s.stack_cents <> coalesce(l.total, 0))
                OR (s.left_at IS NOT NULL AND coalesce(l.total, 0) <> 0)
             ORDER BY s.id",
            args![],
            StackOffLedger::from_row,
        )
    }

    fn hands_off_ledger(&self) -> Result<Vec<HandOffLedger>, StoreError> {
        self.rows(
            "SELECT hand_id, table_id, ledger, house FROM (
               SELECT h.id AS hand_id, h.table_id AS table_id,
                      CAST(coalesce((SELECT sum(m.amount_cents) FROM chip_moves m
                                      WHERE m.hand_id = h.id AND m.kind = 'hand'), 0)
                         AS BIGINT) AS ledger,
                      CAST(coalesce((SELECT sum(d.amount_cents) FROM drop_collections d
                                      WHERE d.hand_id = h.id), 0)
                         + coalesce((SELECT sum(j.amount_cents) FROM jackpot_collections j
                                      WHERE j.hand_id = h.id), 0)
                         + coalesce((SELECT sum(b.house_net_cents) FROM banked_results b
                                      WHERE b.hand_id = h.id), 0) AS BIGINT) AS house
                 FROM hands h JOIN chip_ledger_start st ON h.id > st.last_hand_before
                WHERE h.finished_at IS NOT NULL AND h.void_reason IS NULL) x
             WHERE x.ledger + x.house <> 0
             ORDER BY hand_id",
            args![],
            HandOffLedger::from_row,
        )
    }

    fn money_outside_shifts(&self) -> Result<Vec<OutsideShift>, StoreError> {
        self.rows(
            "SELECT what, id, at FROM (
               SELECT 'hand' AS what, h.id AS id, h.started_at AS at
                 FROM hands h JOIN chip_ledger_start st ON h.id > st.last_hand_before
               UNION ALL
               SELECT 'collection', c.id, c.marked_at
                 FROM time_collections c
                 JOIN chip_ledger_start st ON c.id > st.last_collection_before
                WHERE c.marked_at IS NOT NULL
               UNION ALL
               SELECT 'chips', m.id, m.at FROM chip_moves m
                WHERE m.kind NOT IN ('carried', 'hand') AND m.lands IS NULL) x
             WHERE NOT EXISTS (SELECT 1 FROM shifts sh
                                WHERE sh.opened_at <= x.at
                                  AND (sh.closed_at IS NULL OR x.at <= sh.closed_at))
             ORDER BY at, what, id
             LIMIT 1000",
            args![],
            OutsideShift::from_row,
        )
    }
}
