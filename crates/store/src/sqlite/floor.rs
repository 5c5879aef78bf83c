//! The floor's day beside the games: waiting lists and calls to open seats, must-move
//! tables, the house's floor settings, time sitting out, and the dealers' rotation.

use rusqlite::{OptionalExtension, Row, params};

use super::SqliteTx;
use super::seats::{COLUMNS as SEATING_COLUMNS, push_row, seating_row};
use crate::StoreError;
use crate::port::*;

const WAITLIST: &str = "SELECT id, game, structure, small_blind_cents, big_blind_cents,
    small_bet_cents, big_bet_cents, stakes, created_at FROM waitlists";

fn waitlist_row(r: &Row<'_>) -> rusqlite::Result<WaitlistRow> {
    Ok(WaitlistRow {
        id: r.get(0)?,
        game: r.get(1)?,
        structure: r.get(2)?,
        small_blind_cents: r.get(3)?,
        big_blind_cents: r.get(4)?,
        small_bet_cents: r.get(5)?,
        big_bet_cents: r.get(6)?,
        stakes: r.get(7)?,
        created_at: r.get(8)?,
    })
}

const SEAT_CALL: &str = "SELECT id, table_id, entry_id, seating_id, player_name, called_at,
    due_at, on_timeout, ended_at, outcome FROM seat_calls";

fn seat_call_row(r: &Row<'_>) -> rusqlite::Result<SeatCallRow> {
    Ok(SeatCallRow {
        id: r.get(0)?,
        table_id: r.get(1)?,
        entry_id: r.get(2)?,
        seating_id: r.get(3)?,
        player_name: r.get(4)?,
        called_at: r.get(5)?,
        due_at: r.get(6)?,
        on_timeout: r.get(7)?,
        ended_at: r.get(8)?,
        outcome: r.get(9)?,
    })
}

fn sit_out_row(r: &Row<'_>) -> rusqlite::Result<SitOutRow> {
    Ok(SitOutRow {
        seating_id: r.get(0)?,
        started_at: r.get(1)?,
        ended_at: r.get(2)?,
    })
}

impl FloorStore for SqliteTx<'_> {
    fn floor_settings(&self) -> Result<Option<FloorSettingsRow>, StoreError> {
        Ok(self
            .tx
            .prepare_cached(
                "SELECT call_minutes, call_timeout, sit_out_limit_minutes, down_minutes,
                    break_minutes, downs_before_break FROM floor_settings WHERE id = 1",
            )?
            .query_row([], |r| {
                Ok(FloorSettingsRow {
                    call_minutes: r.get(0)?,
                    call_timeout: r.get(1)?,
                    sit_out_limit_minutes: r.get(2)?,
                    down_minutes: r.get(3)?,
                    break_minutes: r.get(4)?,
                    downs_before_break: r.get(5)?,
                })
            })
            .optional()?)
    }

    fn save_floor_settings(
        &self,
        s: &FloorSettingsRow,
        at: &str,
        by: i64,
    ) -> Result<(), StoreError> {
        self.tx
            .prepare_cached(
                "INSERT INTO floor_settings (id, call_minutes, call_timeout, sit_out_limit_minutes,
                    down_minutes, break_minutes, downs_before_break, updated_at, updated_by)
                 VALUES (1, ?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8)
                 ON CONFLICT (id) DO UPDATE SET call_minutes = excluded.call_minutes,
                    call_timeout = excluded.call_timeout,
                    sit_out_limit_minutes = excluded.sit_out_limit_minutes,
                    down_minutes = excluded.down_minutes, break_minutes = excluded.break_minutes,
                    downs_before_break = excluded.downs_before_break,
                    updated_at = excluded.updated_at, updated_by = excluded.updated_by",
            )?
            .execute(params![
                s.call_minutes,
                s.call_timeout,
                s.sit_out_limit_minutes,
                s.down_minutes,
                s.break_minutes,
                s.downs_before_break,
                at,
                by
            ])?;
        Ok(())
    }

    fn start_players(&self) -> Result<Vec<(GameCode, i64)>, StoreError> {
        let mut stmt = self
            .tx
            .prepare_cached("SELECT game, players FROM game_start_players ORDER BY game")?;
        let rows = stmt.query_map([], |r| Ok((r.get(0)?, r.get(1)?)))?;
        Ok(rows.collect::<Result<_, _>>()?)
    }

    fn save_start_players(
        &self,
        game: GameCode,
        players: i64,
        at: &str,
        by: i64,
    ) -> Result<(), StoreError> {
        self.tx
            .prepare_cached(
                "INSERT INTO game_start_players (game, players, updated_at, updated_by)
                 VALUES (?1, ?2, ?3, ?4)
                 ON CONFLICT (game) DO UPDATE SET players = excluded.players,
                    updated_at = excluded.updated_at, updated_by = excluded.updated_by",
            )?
            .execute(params![game, players, at, by])?;
        Ok(())
    }

    /// The open waiting lists, oldest first.
    fn waitlists(&self) -> Result<Vec<WaitlistRow>, StoreError> {
        let sql = format!("{WAITLIST} WHERE closed_at IS NULL ORDER BY id");
        let mut stmt = self.tx.prepare_cached(&sql)?;
        let rows = stmt.query_map([], waitlist_row)?;
        Ok(rows.collect::<Result<_, _>>()?)
    }

    fn waitlist(&self, id: i64) -> Result<Option<WaitlistRow>, StoreError> {
        let sql = format!("{WAITLIST} WHERE id = ?1");
        Ok(self
            .tx
            .prepare_cached(&sql)?
            .query_row([id], waitlist_row)
            .optional()?)
    }

    fn insert_waitlist(&self, w: &NewWaitlist, at: &str, by: i64) -> Result<i64, StoreError> {
        self.tx
            .prepare_cached(
                "INSERT INTO waitlists (game, structure, small_blind_cents, big_blind_cents,
                    small_bet_cents, big_bet_cents, stakes, created_at, created_by)
                 VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9)",
            )?
            .execute(params![
                w.game,
                w.structure,
                w.small_blind_cents,
                w.big_blind_cents,
                w.small_bet_cents,
                w.big_bet_cents,
                w.stakes,
                at,
                by
            ])?;
        Ok(self.tx.last_insert_rowid())
    }

    fn close_waitlist(&self, id: i64, at: &str, by: i64) -> Result<(), StoreError> {
        self.tx
            .prepare_cached("UPDATE waitlists SET closed_at = ?2, closed_by = ?3 WHERE id = ?1")?
            .execute(params![id, at, by])?;
        Ok(())
    }

    /// Every player on an open list, in the order added (id).
    fn waitlist_entries(&self) -> Result<Vec<WaitEntryRow>, StoreError> {
        let mut stmt = self.tx.prepare_cached(
            "SELECT e.id, e.list_id, e.player_name, e.player_key, e.note, e.added_at
             FROM waitlist_entries e JOIN waitlists w ON w.id = e.list_id
             WHERE e.removed_at IS NULL AND w.closed_at IS NULL ORDER BY e.id",
        )?;
        let rows = stmt.query_map([], |r| {
            Ok(WaitEntryRow {
                id: r.get(0)?,
                list_id: r.get(1)?,
                player_name: r.get(2)?,
                player_key: r.get(3)?,
                note: r.get(4)?,
                added_at: r.get(5)?,
            })
        })?;
        Ok(rows.collect::<Result<_, _>>()?)
    }

    fn insert_waitlist_entry(
        &self,
        list_id: i64,
        name: &str,
        key: &str,
        note: Option<&str>,
        at: &str,
        by: i64,
    ) -> Result<i64, StoreError> {
        self.tx
            .prepare_cached(
                "INSERT INTO waitlist_entries (list_id, player_name, player_key, note, added_at,
                    added_by) VALUES (?1, ?2, ?3, ?4, ?5, ?6)",
            )?
            .execute(params![list_id, name, key, note, at, by])?;
        Ok(self.tx.last_insert_rowid())
    }

    fn remove_waitlist_entry(
        &self,
        id: i64,
        at: &str,
        by: i64,
        reason: WaitRemoval,
    ) -> Result<(), StoreError> {
        self.tx
            .prepare_cached(
                "UPDATE waitlist_entries SET removed_at = ?2, removed_by = ?3, removed_reason = ?4
                 WHERE id = ?1 AND removed_at IS NULL",
            )?
            .execute(params![id, at, by, reason])?;
        Ok(())
    }

    /// Calls not ended (an open call past its time has timed out, though not yet ended).
    fn open_calls(&self) -> Result<Vec<SeatCallRow>, StoreError> {
        let sql = format!("{SEAT_CALL} WHERE ended_at IS NULL ORDER BY id");
        let mut stmt = self.tx.prepare_cached(&sql)?;
        let rows = stmt.query_map([], seat_call_row)?;
        Ok(rows.collect::<Result<_, _>>()?)
    }

    /// The calls of entries still on a list that timed out, sending them to the bottom:
    /// (entry id, the call's due time).
    fn bottomed_calls(&self) -> Result<Vec<(i64, String)>, StoreError> {
        let mut stmt = self.tx.prepare_cached(
            "SELECT c.entry_id, c.due_at
             FROM seat_calls c JOIN waitlist_entries e ON e.id = c.entry_id
             WHERE e.removed_at IS NULL AND c.on_timeout = 'bottom' AND c.outcome = 'timed_out'
             ORDER BY c.entry_id, c.due_at",
        )?;
        let rows = stmt.query_map([], |r| Ok((r.get(0)?, r.get(1)?)))?;
        Ok(rows.collect::<Result<_, _>>()?)
    }

    fn seat_call(&self, id: i64) -> Result<Option<SeatCallRow>, StoreError> {
        let sql = format!("{SEAT_CALL} WHERE id = ?1");
        Ok(self
            .tx
            .prepare_cached(&sql)?
            .query_row([id], seat_call_row)
            .optional()?)
    }

    fn insert_seat_call(&self, c: &NewSeatCall<'_>, by: i64) -> Result<i64, StoreError> {
        self.tx
            .prepare_cached(
                "INSERT INTO seat_calls (table_id, entry_id, seating_id, player_name, called_at,
                    called_by, due_at, on_timeout) VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8)",
            )?
            .execute(params![
                c.table_id,
                c.entry_id,
                c.seating_id,
                c.player_name,
                c.called_at,
                by,
                c.due_at,
                c.on_timeout
            ])?;
        Ok(self.tx.last_insert_rowid())
    }

    fn end_seat_call(
        &self,
        id: i64,
        at: &str,
        by: i64,
        outcome: CallOutcome,
    ) -> Result<(), StoreError> {
        self.tx
            .prepare_cached(
                "UPDATE seat_calls SET ended_at = ?2, ended_by = ?3, outcome = ?4
                 WHERE id = ?1 AND ended_at IS NULL",
            )?
            .execute(params![id, at, by, outcome])?;
        Ok(())
    }

    /// The must-move tables in force.
    fn must_moves(&self) -> Result<Vec<MustMoveRow>, StoreError> {
        let mut stmt = self.tx.prepare_cached(
            "SELECT table_id, main_table_id, set_at FROM must_moves
             WHERE ended_at IS NULL ORDER BY table_id",
        )?;
        let rows = stmt.query_map([], |r| {
            Ok(MustMoveRow {
                table_id: r.get(0)?,
                main_table_id: r.get(1)?,
                set_at: r.get(2)?,
            })
        })?;
        Ok(rows.collect::<Result<_, _>>()?)
    }

    fn insert_must_move(
        &self,
        table_id: i64,
        main_table_id: i64,
        at: &str,
        by: i64,
    ) -> Result<(), StoreError> {
        self.tx
            .prepare_cached(
                "INSERT INTO must_moves (table_id, main_table_id, set_at, set_by)
                 VALUES (?1, ?2, ?3, ?4)",
            )?
            .execute(params![table_id, main_table_id, at, by])?;
        Ok(())
    }

    fn end_must_move(&self, table_id: i64, at: &str, by: i64) -> Result<(), StoreError> {
        self.tx
            .prepare_cached(
                "UPDATE must_moves SET ended_at = ?2, ended_by = ?3
                 WHERE table_id = ?1 AND ended_at IS NULL",
            )?
            .execute(params![table_id, at, by])?;
        Ok(())
    }

    /// Players who left a seat (left or moved) in [from, to).
    fn departures(&self, from: &str, to: &str) -> Result<Vec<Departure>, StoreError> {
        let mut stmt = self.tx.prepare_cached(
            "SELECT table_id, left_at FROM seatings
             WHERE left_at >= ?1 AND left_at < ?2 ORDER BY left_at",
        )?;
        let rows = stmt.query_map(params![from, to], |r| {
            Ok(Departure {
                table_id: r.get(0)?,
                left_at: r.get(1)?,
            })
        })?;
        Ok(rows.collect::<Result<_, _>>()?)
    }

    fn start_sit_out(&self, seating_id: i64, at: &str) -> Result<(), StoreError> {
        self.tx
            .prepare_cached("INSERT INTO sit_outs (seating_id, started_at) VALUES (?1, ?2)")?
            .execute(params![seating_id, at])?;
        Ok(())
    }

    /// Ends the seating's open sit-out spell, if any.
    fn end_sit_out(&self, seating_id: i64, at: &str) -> Result<(), StoreError> {
        self.tx
            .prepare_cached(
                "UPDATE sit_outs SET ended_at = ?2 WHERE seating_id = ?1 AND ended_at IS NULL",
            )?
            .execute(params![seating_id, at])?;
        Ok(())
    }

    /// The open sit-out spells of players still seated.
    fn open_sit_outs(&self) -> Result<Vec<SitOutRow>, StoreError> {
        let mut stmt = self.tx.prepare_cached(
            "SELECT o.seating_id, o.started_at, o.ended_at
             FROM sit_outs o JOIN seatings s ON s.id = o.seating_id
             WHERE o.ended_at IS NULL AND s.left_at IS NULL ORDER BY o.seating_id",
        )?;
        let rows = stmt.query_map([], sit_out_row)?;
        Ok(rows.collect::<Result<_, _>>()?)
    }

    /// Sit-out spells overlapping [from, to).
    fn sit_outs_between(&self, from: &str, to: &str) -> Result<Vec<SitOutRow>, StoreError> {
        let mut stmt = self.tx.prepare_cached(
            "SELECT seating_id, started_at, ended_at FROM sit_outs
             WHERE started_at < ?2 AND (ended_at IS NULL OR ended_at > ?1) ORDER BY id",
        )?;
        let rows = stmt.query_map(params![from, to], sit_out_row)?;
        Ok(rows.collect::<Result<_, _>>()?)
    }

    /// Seatings overlapping [from, to) (seated before `to`, not left before `from`), by id.
    fn seatings_between(&self, from: &str, to: &str) -> Result<Vec<SeatingRow>, StoreError> {
        let sql = format!(
            "SELECT {SEATING_COLUMNS} FROM seatings
             WHERE seated_at < ?2 AND (left_at IS NULL OR left_at > ?1) ORDER BY id"
        );
        let mut stmt = self.tx.prepare_cached(&sql)?;
        let rows = stmt.query_map(params![from, to], seating_row)?;
        Ok(rows.collect::<Result<_, _>>()?)
    }

    /// Time collections with a due time in [from, to), counted by seating and status.
    fn seat_collections(&self, from: &str, to: &str) -> Result<Vec<SeatCollections>, StoreError> {
        let mut stmt = self.tx.prepare_cached(
            "SELECT seating_id, count(*) FILTER (WHERE status = 'paid'),
                count(*) FILTER (WHERE status = 'not_paid'), count(*) FILTER (WHERE status = 'due')
             FROM time_collections WHERE due_at >= ?1 AND due_at < ?2
             GROUP BY seating_id ORDER BY seating_id",
        )?;
        let rows = stmt.query_map(params![from, to], |r| {
            Ok(SeatCollections {
                seating_id: r.get(0)?,
                paid: r.get(1)?,
                not_paid: r.get(2)?,
                due: r.get(3)?,
            })
        })?;
        Ok(rows.collect::<Result<_, _>>()?)
    }

    /// Dealer pushes overlapping [from, to) (on before `to`, not off before `from`), by id.
    fn pushes_between(&self, from: &str, to: &str) -> Result<Vec<DealerPushRow>, StoreError> {
        let mut stmt = self.tx.prepare_cached(
            "SELECT p.id, p.table_id, p.dealer_id, s.name, p.on_at, p.off_at
             FROM dealer_pushes p JOIN staff s ON s.id = p.dealer_id
             WHERE p.on_at < ?2 AND (p.off_at IS NULL OR p.off_at > ?1) ORDER BY p.id",
        )?;
        let rows = stmt.query_map(params![from, to], push_row)?;
        Ok(rows.collect::<Result<_, _>>()?)
    }

    /// The dealers in the rotation now, in the order they joined.
    fn rotation(&self) -> Result<Vec<RotationRow>, StoreError> {
        let mut stmt = self.tx.prepare_cached(
            "SELECT r.dealer_id, s.name, r.joined_at,
                (SELECT b.started_at FROM dealer_breaks b
                  WHERE b.dealer_id = r.dealer_id AND b.ended_at IS NULL),
                (SELECT max(b.ended_at) FROM dealer_breaks b
                  WHERE b.dealer_id = r.dealer_id AND b.ended_at >= r.joined_at)
             FROM dealer_rotation r JOIN staff s ON s.id = r.dealer_id
             WHERE r.left_at IS NULL ORDER BY r.joined_at, r.id",
        )?;
        let rows = stmt.query_map([], |r| {
            Ok(RotationRow {
                dealer_id: r.get(0)?,
                dealer_name: r.get(1)?,
                joined_at: r.get(2)?,
                break_since: r.get(3)?,
                last_break_ended: r.get(4)?,
            })
        })?;
        Ok(rows.collect::<Result<_, _>>()?)
    }

    fn join_rotation(&self, dealer_id: i64, at: &str, by: i64) -> Result<(), StoreError> {
        self.tx
            .prepare_cached(
                "INSERT INTO dealer_rotation (dealer_id, joined_at, joined_by) VALUES (?1, ?2, ?3)",
            )?
            .execute(params![dealer_id, at, by])?;
        Ok(())
    }

    fn leave_rotation(&self, dealer_id: i64, at: &str, by: i64) -> Result<(), StoreError> {
        self.tx
            .prepare_cached(
                "UPDATE dealer_rotation SET left_at = ?2, left_by = ?3
                 WHERE dealer_id = ?1 AND left_at IS NULL",
            )?
            .execute(params![dealer_id, at, by])?;
        Ok(())
    }

    fn start_break(&self, dealer_id: i64, at: &str, by: i64) -> Result<(), StoreError> {
        self.tx
            .prepare_cached(
                "INSERT INTO dealer_breaks (dealer_id, started_at, started_by) VALUES (?1, ?2, ?3)",
            )?
            .execute(params![dealer_id, at, by])?;
        Ok(())
    }

    /// Ends the dealer's open break, if any.
    fn end_break(&self, dealer_id: i64, at: &str, by: i64) -> Result<(), StoreError> {
        self.tx
            .prepare_cached(
                "UPDATE dealer_breaks SET ended_at = ?2, ended_by = ?3
                 WHERE dealer_id = ?1 AND ended_at IS NULL",
            )?
            .execute(params![dealer_id, at, by])?;
        Ok(())
    }
}
