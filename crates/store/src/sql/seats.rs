//! Who sits where, and which dealer is in the box.

use super::{Db, FromRow, args, from_row, get};
use crate::StoreError;
use crate::port::*;

/// A seating's columns, in the order [`SeatingRow::from_row`] reads them.
pub(super) const SEATING_COLUMNS: &str =
    "id, table_id, seat_no, player_name, player_id, stack_cents, entry,
    sitting_out, missed_small_blind, missed_big_blind, seated_at, left_at";

from_row! {
    /// A seating read as [`SEATING_COLUMNS`].
    SeatingRow {
        id, table_id, seat_no, player_name, player_id, stack_cents, entry, sitting_out,
        missed_small_blind, missed_big_blind, seated_at, left_at,
    }
    /// A dealer push read as `p.id, p.table_id, p.dealer_id, s.name, p.on_at, p.off_at`.
    DealerPushRow { id, table_id, dealer_id, dealer_name, on_at, off_at }
}

impl<D: Db> SeatStore for D {
    /// The players seated now at a table, by seat.
    fn seated(&self, table_id: i64) -> Result<Vec<SeatingRow>, StoreError> {
        self.rows(
            &format!(
                "SELECT {SEATING_COLUMNS} FROM seatings WHERE table_id = $1 AND left_at IS NULL
                 ORDER BY seat_no"
            ),
            args![table_id],
            SeatingRow::from_row,
        )
    }

    /// The players seated at a table at the moment `at` (seated at or before it, not yet left).
    fn seated_at(&self, table_id: i64, at: &str) -> Result<Vec<SeatingRow>, StoreError> {
        self.rows(
            &format!(
                "SELECT {SEATING_COLUMNS} FROM seatings
                 WHERE table_id = $1 AND seated_at <= $2 AND (left_at IS NULL OR left_at > $2)
                 ORDER BY seat_no"
            ),
            args![table_id, at],
            SeatingRow::from_row,
        )
    }

    fn seating_in(&self, table_id: i64, seat_no: i64) -> Result<Option<SeatingRow>, StoreError> {
        self.opt(
            &format!(
                "SELECT {SEATING_COLUMNS} FROM seatings
                 WHERE table_id = $1 AND seat_no = $2 AND left_at IS NULL"
            ),
            args![table_id, seat_no],
            SeatingRow::from_row,
        )
    }

    fn seating_by_id(&self, id: i64) -> Result<Option<SeatingRow>, StoreError> {
        self.opt(
            &format!("SELECT {SEATING_COLUMNS} FROM seatings WHERE id = $1"),
            args![id],
            SeatingRow::from_row,
        )
    }

    fn insert_seating(&self, s: &NewSeating, at: &str, by: i64) -> Result<i64, StoreError> {
        self.scalar(
            "INSERT INTO seatings (table_id, seat_no, player_name, player_id, stack_cents, entry,
                sitting_out, missed_small_blind, missed_big_blind, seated_at, seated_by)
             VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)
             RETURNING id",
            args![
                s.table_id,
                s.seat_no,
                s.player_name,
                s.player_id,
                s.stack_cents,
                s.entry,
                s.sitting_out,
                s.missed_small_blind,
                s.missed_big_blind,
                at,
                by,
            ],
        )
    }

    fn end_seating(&self, id: i64, at: &str, by: i64, reason: &str) -> Result<(), StoreError> {
        self.execute(
            "UPDATE seatings SET left_at = $2, left_by = $3, left_reason = $4 WHERE id = $1",
            args![id, at, by, reason],
        )
    }

    fn set_sitting_out(&self, id: i64, sitting_out: bool) -> Result<(), StoreError> {
        self.execute(
            "UPDATE seatings SET sitting_out = $2 WHERE id = $1",
            args![id, sitting_out],
        )
    }

    fn update_seating_play(
        &self,
        id: i64,
        stack_cents: i64,
        entry: SeatEntry,
        missed_small_blind: bool,
        missed_big_blind: bool,
    ) -> Result<(), StoreError> {
        self.execute(
            "UPDATE seatings SET stack_cents = $2, entry = $3, missed_small_blind = $4,
                missed_big_blind = $5 WHERE id = $1",
            args![id, stack_cents, entry, missed_small_blind, missed_big_blind],
        )
    }

    /// The dealer in the box at a table now.
    fn dealer_on(&self, table_id: i64) -> Result<Option<DealerPushRow>, StoreError> {
        self.dealer_on_at(table_id, None)
    }

    /// The dealer in the box at `at` (or now when `None`).
    fn dealer_on_at(
        &self,
        table_id: i64,
        at: Option<&str>,
    ) -> Result<Option<DealerPushRow>, StoreError> {
        // Two statements, so that each uses an index (a year holds ~50,000 pushes): the open
        // push (`dealer_pushes_one_per_table`), or the latest push begun by `at`
        // (`dealer_pushes_by_table`). Of two pushes begun at the same moment, the later one
        // (the id breaks the tie, as SQLite's walk back through that index does).
        match at {
            None => self.opt(
                "SELECT p.id, p.table_id, p.dealer_id, s.name, p.on_at, p.off_at
                 FROM dealer_pushes p JOIN staff s ON s.id = p.dealer_id
                 WHERE p.table_id = $1 AND p.off_at IS NULL",
                args![table_id],
                DealerPushRow::from_row,
            ),
            Some(at) => self.opt(
                "SELECT p.id, p.table_id, p.dealer_id, s.name, p.on_at, p.off_at
                 FROM dealer_pushes p JOIN staff s ON s.id = p.dealer_id
                 WHERE p.table_id = $1 AND p.on_at <= $2 AND (p.off_at IS NULL OR p.off_at > $2)
                 ORDER BY p.on_at DESC, p.id DESC LIMIT 1",
                args![table_id, at],
                DealerPushRow::from_row,
            ),
        }
    }

    /// The table a dealer is pushed onto now, if any.
    fn dealer_table(&self, dealer_id: i64) -> Result<Option<i64>, StoreError> {
        self.opt(
            "SELECT table_id FROM dealer_pushes WHERE dealer_id = $1 AND off_at IS NULL",
            args![dealer_id],
            |r| get(r, 0),
        )
    }

    fn push_dealer(
        &self,
        table_id: i64,
        dealer_id: i64,
        at: &str,
        by: i64,
    ) -> Result<(), StoreError> {
        self.execute(
            "INSERT INTO dealer_pushes (table_id, dealer_id, on_at, on_by) VALUES ($1, $2, $3, $4)",
            args![table_id, dealer_id, at, by],
        )
    }

    fn pull_dealer(&self, push_id: i64, at: &str, by: i64) -> Result<(), StoreError> {
        self.execute(
            "UPDATE dealer_pushes SET off_at = $2, off_by = $3 WHERE id = $1",
            args![push_id, at, by],
        )
    }
}
