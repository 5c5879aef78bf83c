//! Who sits where, and which dealer is in the box.

use postgres::Row;

use super::{PgTx, bit, flag, get, rows};
use crate::StoreError;
use crate::port::*;

pub(super) const COLUMNS: &str =
    "id, table_id, seat_no, player_name, player_id, stack_cents, entry,
    sitting_out, missed_small_blind, missed_big_blind, seated_at, left_at";

pub(super) fn seating_row(r: &Row) -> Result<SeatingRow, StoreError> {
    Ok(SeatingRow {
        id: get(r, 0)?,
        table_id: get(r, 1)?,
        seat_no: get(r, 2)?,
        player_name: get(r, 3)?,
        player_id: get(r, 4)?,
        stack_cents: get(r, 5)?,
        entry: get(r, 6)?,
        sitting_out: flag(r, 7)?,
        missed_small_blind: flag(r, 8)?,
        missed_big_blind: flag(r, 9)?,
        seated_at: get(r, 10)?,
        left_at: get(r, 11)?,
    })
}

pub(super) fn push_row(r: &Row) -> Result<DealerPushRow, StoreError> {
    Ok(DealerPushRow {
        id: get(r, 0)?,
        table_id: get(r, 1)?,
        dealer_id: get(r, 2)?,
        dealer_name: get(r, 3)?,
        on_at: get(r, 4)?,
        off_at: get(r, 5)?,
    })
}

impl SeatStore for PgTx<'_> {
    /// The players seated now at a table, by seat.
    fn seated(&self, table_id: i64) -> Result<Vec<SeatingRow>, StoreError> {
        rows(
            self,
            &format!(
                "SELECT {COLUMNS} FROM seatings WHERE table_id = $1 AND left_at IS NULL ORDER BY seat_no"
            ),
            &[&table_id],
            seating_row,
        )
    }

    /// The players seated at a table at the moment `at` (seated at or before it, not yet left).
    fn seated_at(&self, table_id: i64, at: &str) -> Result<Vec<SeatingRow>, StoreError> {
        rows(
            self,
            &format!(
                "SELECT {COLUMNS} FROM seatings
                 WHERE table_id = $1 AND seated_at <= $2 AND (left_at IS NULL OR left_at > $2)
                 ORDER BY seat_no"
            ),
            &[&table_id, &at],
            seating_row,
        )
    }

    fn seating_in(&self, table_id: i64, seat_no: i64) -> Result<Option<SeatingRow>, StoreError> {
        self.opt(
            &format!(
                "SELECT {COLUMNS} FROM seatings WHERE table_id = $1 AND seat_no = $2 AND left_at IS NULL"
            ),
            &[&table_id, &seat_no],
        )?
        .as_ref()
        .map(seating_row)
        .transpose()
    }

    fn insert_seating(&self, s: &NewSeating, at: &str, by: i64) -> Result<i64, StoreError> {
        get(
            &self.one(
                "INSERT INTO seatings (table_id, seat_no, player_name, player_id, stack_cents, entry,
                    sitting_out, missed_small_blind, missed_big_blind, seated_at, seated_by)
                 VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)
                 RETURNING id",
                &[
                    &s.table_id,
                    &s.seat_no,
                    &s.player_name,
                    &s.player_id,
                    &s.stack_cents,
                    &s.entry,
                    &bit(s.sitting_out),
                    &bit(s.missed_small_blind),
                    &bit(s.missed_big_blind),
                    &at,
                    &by,
                ],
            )?,
            0,
        )
    }

    fn end_seating(&self, id: i64, at: &str, by: i64, reason: &str) -> Result<(), StoreError> {
        self.exec(
            "UPDATE seatings SET left_at = $2, left_by = $3, left_reason = $4 WHERE id = $1",
            &[&id, &at, &by, &reason],
        )?;
        Ok(())
    }

    fn set_sitting_out(&self, id: i64, sitting_out: bool) -> Result<(), StoreError> {
        self.exec(
            "UPDATE seatings SET sitting_out = $2 WHERE id = $1",
            &[&id, &bit(sitting_out)],
        )?;
        Ok(())
    }

    fn update_seating_play(
        &self,
        id: i64,
        stack_cents: i64,
        entry: SeatEntry,
        missed_small_blind: bool,
        missed_big_blind: bool,
    ) -> Result<(), StoreError> {
        self.exec(
            "UPDATE seatings SET stack_cents = $2, entry = $3, missed_small_blind = $4,
                missed_big_blind = $5 WHERE id = $1",
            &[
                &id,
                &stack_cents,
                &entry,
                &bit(missed_small_blind),
                &bit(missed_big_blind),
            ],
        )?;
        Ok(())
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
        const PUSHES: &str = "SELECT p.id, p.table_id, p.dealer_id, s.name, p.on_at, p.off_at
             FROM dealer_pushes p JOIN staff s ON s.id = p.dealer_id";
        // Two statements, so that each uses an index: the open push
        // (`dealer_pushes_one_per_table`), or the latest push begun by `at`
        // (`dealer_pushes_by_table`). Of two pushes begun at the same moment, the later one, as
        // SQLite gives walking that index backwards.
        let row = match at {
            None => self.opt(
                &format!("{PUSHES} WHERE p.table_id = $1 AND p.off_at IS NULL"),
                &[&table_id],
            )?,
            Some(at) => self.opt(
                &format!(
                    "{PUSHES} WHERE p.table_id = $1 AND p.on_at <= $2
                     AND (p.off_at IS NULL OR p.off_at > $2) ORDER BY p.on_at DESC, p.id DESC LIMIT 1"
                ),
                &[&table_id, &at],
            )?,
        };
        row.as_ref().map(push_row).transpose()
    }

    /// The table a dealer is pushed onto now, if any.
    fn dealer_table(&self, dealer_id: i64) -> Result<Option<i64>, StoreError> {
        self.opt(
            "SELECT table_id FROM dealer_pushes WHERE dealer_id = $1 AND off_at IS NULL",
            &[&dealer_id],
        )?
        .map(|r| get(&r, 0))
        .transpose()
    }

    fn push_dealer(
        &self,
        table_id: i64,
        dealer_id: i64,
        at: &str,
        by: i64,
    ) -> Result<(), StoreError> {
        self.exec(
            "INSERT INTO dealer_pushes (table_id, dealer_id, on_at, on_by) VALUES ($1, $2, $3, $4)",
            &[&table_id, &dealer_id, &at, &by],
        )?;
        Ok(())
    }

    fn pull_dealer(&self, push_id: i64, at: &str, by: i64) -> Result<(), StoreError> {
        self.exec(
            "UPDATE dealer_pushes SET off_at = $2, off_by = $3 WHERE id = $1",
            &[&push_id, &at, &by],
        )?;
        Ok(())
    }
}
