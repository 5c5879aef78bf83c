//! The floor's day beside the games: waiting lists and calls to open seats, must-move
//! tables, the house's floor settings, time sitting out, and the dealers' rotation.

use super::seats::SEATING_COLUMNS;
use super::{Db, FromRow, args, from_row, get};
use crate::StoreError;
use crate::port::*;

from_row! {
    /// A waiting list read as `id, game, structure, small_blind_cents, big_blind_cents,
    /// small_bet_cents, big_bet_cents, stakes, created_at`.
    WaitlistRow {
        id, game, structure, small_blind_cents, big_blind_cents, small_bet_cents, big_bet_cents,
        stakes, created_at,
    }
    /// A seat call read as `id, table_id, entry_id, seating_id, player_name, called_at, due_at,
    /// on_timeout, ended_at, outcome`.
    SeatCallRow {
        id, table_id, entry_id, seating_id, player_name, called_at, due_at, on_timeout, ended_at,
        outcome,
    }
    /// A sit-out spell read as `seating_id, started_at, ended_at`.
    SitOutRow { seating_id, started_at, ended_at }
    FloorSettingsRow {
        call_minutes, call_timeout, sit_out_limit_minutes, down_minutes, break_minutes,
        downs_before_break, variance_threshold_cents, gaming_day_starts_minutes,
        station_idle_seconds, desk_lock_minutes, mtl_threshold_cents, seat_change_decline,
        broken_table_players,
    }
    SeatChangeRow { id, table_id, seating_id, requested_at, last_declined_at }
    WaitEntryRow {
        id, list_id, player_name, player_key, note, added_at, place_from, broken_table_id,
    }
    MustMoveRow { table_id, main_table_id, set_at }
    SeatCollections { seating_id, paid, not_paid, due }
    RotationRow { dealer_id, dealer_name, joined_at, break_since, last_break_ended }
    Departure { table_id, left_at }
}

impl<D: Db> FloorStore for D {
    fn floor_settings(&self) -> Result<Option<FloorSettingsRow>, StoreError> {
        self.opt(
            "SELECT call_minutes, call_timeout, sit_out_limit_minutes, down_minutes,
                break_minutes, downs_before_break, variance_threshold_cents,
                gaming_day_starts_minutes, station_idle_seconds, desk_lock_minutes,
                mtl_threshold_cents, seat_change_decline, broken_table_players
             FROM floor_settings WHERE id = 1",
            args![],
            FloorSettingsRow::from_row,
        )
    }

    fn save_floor_settings(
        &self,
        s: &FloorSettingsRow,
        at: &str,
        by: i64,
    ) -> Result<(), StoreError> {
        self.execute(
            "INSERT INTO floor_settings (id, call_minutes, call_timeout, sit_out_limit_minutes,
                down_minutes, break_minutes, downs_before_break, variance_threshold_cents,
                gaming_day_starts_minutes, station_idle_seconds, desk_lock_minutes,
                mtl_threshold_cents, seat_change_decline, broken_table_players, updated_at,
                updated_by)
             VALUES (1, $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15)
             ON CONFLICT (id) DO UPDATE SET call_minutes = excluded.call_minutes,
                call_timeout = excluded.call_timeout,
                sit_out_limit_minutes = excluded.sit_out_limit_minutes,
                down_minutes = excluded.down_minutes, break_minutes = excluded.break_minutes,
                downs_before_break = excluded.downs_before_break,
                variance_threshold_cents = excluded.variance_threshold_cents,
                gaming_day_starts_minutes = excluded.gaming_day_starts_minutes,
                station_idle_seconds = excluded.station_idle_seconds,
                desk_lock_minutes = excluded.desk_lock_minutes,
                mtl_threshold_cents = excluded.mtl_threshold_cents,
                seat_change_decline = excluded.seat_change_decline,
                broken_table_players = excluded.broken_table_players,
                updated_at = excluded.updated_at, updated_by = excluded.updated_by",
            args![
                s.call_minutes,
                s.call_timeout,
                s.sit_out_limit_minutes,
                s.down_minutes,
                s.break_minutes,
                s.downs_before_break,
                s.variance_threshold_cents,
                s.gaming_day_starts_minutes,
                s.station_idle_seconds,
                s.desk_lock_minutes,
                s.mtl_threshold_cents,
                s.seat_change_decline,
                s.broken_table_players,
                at,
                by,
            ],
        )
    }

    fn start_players(&self) -> Result<Vec<(GameCode, i64)>, StoreError> {
        self.rows(
            "SELECT game, players FROM game_start_players ORDER BY game",
            args![],
            FromRow::from_row,
        )
    }

    fn save_start_players(
        &self,
        game: GameCode,
        players: i64,
        at: &str,
        by: i64,
    ) -> Result<(), StoreError> {
        self.execute(
            "INSERT INTO game_start_players (game, players, updated_at, updated_by)
             VALUES ($1, $2, $3, $4)
             ON CONFLICT (game) DO UPDATE SET players = excluded.players,
                updated_at = excluded.updated_at, updated_by = excluded.updated_by",
            args![game, players, at, by],
        )
    }

    /// The open waiting lists, oldest first.
    fn waitlists(&self) -> Result<Vec<WaitlistRow>, StoreError> {
        self.rows(
            "SELECT id, game, structure, small_blind_cents, big_blind_cents, small_bet_cents,
                big_bet_cents, stakes, created_at
             FROM waitlists WHERE closed_at IS NULL ORDER BY id",
            args![],
            WaitlistRow::from_row,
        )
    }

    fn waitlist(&self, id: i64) -> Result<Option<WaitlistRow>, StoreError> {
        self.opt(
            "SELECT id, game, structure, small_blind_cents, big_blind_cents, small_bet_cents,
                big_bet_cents, stakes, created_at
             FROM waitlists WHERE id = $1",
            args![id],
            WaitlistRow::from_row,
        )
    }

    fn insert_waitlist(&self, w: &NewWaitlist, at: &str, by: i64) -> Result<i64, StoreError> {
        self.scalar(
            "INSERT INTO waitlists (game, structure, small_blind_cents, big_blind_cents,
                small_bet_cents, big_bet_cents, stakes, created_at, created_by)
             VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)
             RETURNING id",
            args![
                w.game,
                w.structure,
                w.small_blind_cents,
                w.big_blind_cents,
                w.small_bet_cents,
                w.big_bet_cents,
                w.stakes,
                at,
                by,
            ],
        )
    }

    fn close_waitlist(&self, id: i64, at: &str, by: i64) -> Result<(), StoreError> {
        self.execute(
            "UPDATE waitlists SET closed_at = $2, closed_by = $3 WHERE id = $1",
            args![id, at, by],
        )
    }

    /// Every player on an open list, in the order added (id).
    fn waitlist_entries(&self) -> Result<Vec<WaitEntryRow>, StoreError> {
        self.rows(
            "SELECT e.id, e.list_id, e.player_name, e.player_key, e.note, e.added_at,
                e.place_from, e.broken_table_id
             FROM waitlist_entries e JOIN waitlists w ON w.id = e.list_id
             WHERE e.removed_at IS NULL AND w.closed_at IS NULL ORDER BY e.id",
            args![],
            WaitEntryRow::from_row,
        )
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
        self.scalar(
            "INSERT INTO waitlist_entries (list_id, player_name, player_key, note, added_at,
                added_by) VALUES ($1, $2, $3, $4, $5, $6)
             RETURNING id",
            args![list_id, name, key, note, at, by],
        )
    }

    fn insert_broken_table_entry(
        &self,
        list_id: i64,
        name: &str,
        key: &str,
        place_from: Option<&str>,
        broken_table_id: i64,
        at: &str,
        by: i64,
    ) -> Result<i64, StoreError> {
        self.scalar(
            "INSERT INTO waitlist_entries (list_id, player_name, player_key, place_from,
                broken_table_id, added_at, added_by) VALUES ($1, $2, $3, $4, $5, $6, $7)
             RETURNING id",
            args![list_id, name, key, place_from, broken_table_id, at, by],
        )
    }

    fn remove_waitlist_entry(
        &self,
        id: i64,
        at: &str,
        by: i64,
        reason: WaitRemoval,
    ) -> Result<(), StoreError> {
        self.execute(
            "UPDATE waitlist_entries SET removed_at = $2, removed_by = $3, removed_reason = $4
             WHERE id = $1 AND removed_at IS NULL",
            args![id, at, by, reason],
        )
    }

    /// Calls not ended (an open call past its time has timed out, though not yet ended).
    fn open_calls(&self) -> Result<Vec<SeatCallRow>, StoreError> {
        self.rows(
            "SELECT id, table_id, entry_id, seating_id, player_name, called_at, due_at,
                on_timeout, ended_at, outcome
             FROM seat_calls WHERE ended_at IS NULL ORDER BY id",
            args![],
            SeatCallRow::from_row,
        )
    }

    /// The calls of entries still on a list that timed out, sending them to the bottom:
    /// (entry id, the call's due time).
    fn bottomed_calls(&self) -> Result<Vec<(i64, String)>, StoreError> {
        self.rows(
            "SELECT c.entry_id, c.due_at
             FROM seat_calls c JOIN waitlist_entries e ON e.id = c.entry_id
             WHERE e.removed_at IS NULL AND c.on_timeout = 'bottom' AND c.outcome = 'timed_out'
             ORDER BY c.entry_id, c.due_at",
            args![],
            FromRow::from_row,
        )
    }

    fn seat_call(&self, id: i64) -> Result<Option<SeatCallRow>, StoreError> {
        self.opt(
            "SELECT id, table_id, entry_id, seating_id, player_name, called_at, due_at,
                on_timeout, ended_at, outcome
             FROM seat_calls WHERE id = $1",
            args![id],
            SeatCallRow::from_row,
        )
    }

    fn insert_seat_call(&self, c: &NewSeatCall<'_>, by: i64) -> Result<i64, StoreError> {
        self.scalar(
            "INSERT INTO seat_calls (table_id, entry_id, seating_id, player_name, called_at,
                called_by, due_at, on_timeout) VALUES ($1, $2, $3, $4, $5, $6, $7, $8)
             RETURNING id",
            args![
                c.table_id,
                c.entry_id,
                c.seating_id,
                c.player_name,
                c.called_at,
                by,
                c.due_at,
                c.on_timeout,
            ],
        )
    }

    fn end_seat_call(
        &self,
        id: i64,
        at: &str,
        by: i64,
        outcome: CallOutcome,
    ) -> Result<(), StoreError> {
        self.execute(
            "UPDATE seat_calls SET ended_at = $2, ended_by = $3, outcome = $4
             WHERE id = $1 AND ended_at IS NULL",
            args![id, at, by, outcome],
        )
    }

    fn extend_seat_call(&self, id: i64, due_at: &str) -> Result<(), StoreError> {
        self.execute(
            "UPDATE seat_calls SET due_at = $2 WHERE id = $1 AND ended_at IS NULL",
            args![id, due_at],
        )
    }

    /// The must-move tables in force.
    fn must_moves(&self) -> Result<Vec<MustMoveRow>, StoreError> {
        self.rows(
            "SELECT table_id, main_table_id, set_at FROM must_moves
             WHERE ended_at IS NULL ORDER BY table_id",
            args![],
            MustMoveRow::from_row,
        )
    }

    fn insert_must_move(
        &self,
        table_id: i64,
        main_table_id: i64,
        at: &str,
        by: i64,
    ) -> Result<(), StoreError> {
        self.execute(
            "INSERT INTO must_moves (table_id, main_table_id, set_at, set_by)
             VALUES ($1, $2, $3, $4)",
            args![table_id, main_table_id, at, by],
        )
    }

    fn end_must_move(&self, table_id: i64, at: &str, by: i64) -> Result<(), StoreError> {
        self.execute(
            "UPDATE must_moves SET ended_at = $2, ended_by = $3
             WHERE table_id = $1 AND ended_at IS NULL",
            args![table_id, at, by],
        )
    }

    /// Players who left a seat (left or moved) in [from, to).
    fn departures(&self, from: &str, to: &str) -> Result<Vec<Departure>, StoreError> {
        self.rows(
            "SELECT table_id, left_at FROM seatings
             WHERE left_at >= $1 AND left_at < $2 ORDER BY left_at",
            args![from, to],
            Departure::from_row,
        )
    }

    fn start_sit_out(&self, seating_id: i64, at: &str) -> Result<(), StoreError> {
        self.execute(
            "INSERT INTO sit_outs (seating_id, started_at) VALUES ($1, $2)",
            args![seating_id, at],
        )
    }

    /// Ends the seating's open sit-out spell, if any.
    fn end_sit_out(&self, seating_id: i64, at: &str) -> Result<(), StoreError> {
        self.execute(
            "UPDATE sit_outs SET ended_at = $2 WHERE seating_id = $1 AND ended_at IS NULL",
            args![seating_id, at],
        )
    }

    /// The open sit-out spells of players still seated.
    fn open_sit_outs(&self) -> Result<Vec<SitOutRow>, StoreError> {
        self.rows(
            "SELECT o.seating_id, o.started_at, o.ended_at
             FROM sit_outs o JOIN seatings s ON s.id = o.seating_id
             WHERE o.ended_at IS NULL AND s.left_at IS NULL ORDER BY o.seating_id",
            args![],
            SitOutRow::from_row,
        )
    }

    /// Sit-out spells overlapping [from, to).
    fn sit_outs_between(&self, from: &str, to: &str) -> Result<Vec<SitOutRow>, StoreError> {
        self.rows(
            "SELECT seating_id, started_at, ended_at FROM sit_outs
             WHERE started_at < $2 AND (ended_at IS NULL OR ended_at > $1) ORDER BY id",
            args![from, to],
            SitOutRow::from_row,
        )
    }

    /// Seatings overlapping [from, to) (seated before `to`, not left before `from`), by id.
    fn seatings_between(&self, from: &str, to: &str) -> Result<Vec<SeatingRow>, StoreError> {
        self.rows(
            &format!(
                "SELECT {SEATING_COLUMNS} FROM seatings
                 WHERE seated_at < $2 AND (left_at IS NULL OR left_at > $1) ORDER BY id"
            ),
            args![from, to],
            SeatingRow::from_row,
        )
    }

    /// Time collections with a due time in [from, to), counted by seating and status.
    fn seat_collections(&self, from: &str, to: &str) -> Result<Vec<SeatCollections>, StoreError> {
        self.rows(
            "SELECT seating_id, count(*) FILTER (WHERE status = 'paid'),
                count(*) FILTER (WHERE status = 'not_paid'), count(*) FILTER (WHERE status = 'due')
             FROM time_collections WHERE due_at >= $1 AND due_at < $2
             GROUP BY seating_id ORDER BY seating_id",
            args![from, to],
            SeatCollections::from_row,
        )
    }

    /// Dealer pushes overlapping [from, to) (on before `to`, not off before `from`), by id.
    fn pushes_between(&self, from: &str, to: &str) -> Result<Vec<DealerPushRow>, StoreError> {
        self.rows(
            "SELECT p.id, p.table_id, p.dealer_id, s.name, p.on_at, p.off_at
             FROM dealer_pushes p JOIN staff s ON s.id = p.dealer_id
             WHERE p.on_at < $2 AND (p.off_at IS NULL OR p.off_at > $1) ORDER BY p.id",
            args![from, to],
            DealerPushRow::from_row,
        )
    }

    /// The dealers in the rotation now, in the order they joined.
    fn rotation(&self) -> Result<Vec<RotationRow>, StoreError> {
        self.rows(
            "SELECT r.dealer_id, s.name, r.joined_at,
                (SELECT b.started_at FROM dealer_breaks b
                  WHERE b.dealer_id = r.dealer_id AND b.ended_at IS NULL),
                (SELECT max(b.ended_at) FROM dealer_breaks b
                  WHERE b.dealer_id = r.dealer_id AND b.ended_at >= r.joined_at)
             FROM dealer_rotation r JOIN staff s ON s.id = r.dealer_id
             WHERE r.left_at IS NULL ORDER BY r.joined_at, r.id",
            args![],
            RotationRow::from_row,
        )
    }

    fn join_rotation(&self, dealer_id: i64, at: &str, by: i64) -> Result<(), StoreError> {
        self.execute(
            "INSERT INTO dealer_rotation (dealer_id, joined_at, joined_by) VALUES ($1, $2, $3)",
            args![dealer_id, at, by],
        )
    }

    fn leave_rotation(&self, dealer_id: i64, at: &str, by: i64) -> Result<(), StoreError> {
        self.execute(
            "UPDATE dealer_rotation SET left_at = $2, left_by = $3
             WHERE dealer_id = $1 AND left_at IS NULL",
            args![dealer_id, at, by],
        )
    }

    fn start_break(&self, dealer_id: i64, at: &str, by: i64) -> Result<(), StoreError> {
        self.execute(
            "INSERT INTO dealer_breaks (dealer_id, started_at, started_by) VALUES ($1, $2, $3)",
            args![dealer_id, at, by],
        )
    }

    /// Ends the dealer's open break, if any.
    fn end_break(&self, dealer_id: i64, at: &str, by: i64) -> Result<(), StoreError> {
        self.execute(
            "UPDATE dealer_breaks SET ended_at = $2, ended_by = $3
             WHERE dealer_id = $1 AND ended_at IS NULL",
            args![dealer_id, at, by],
        )
    }

    fn seat_change_requests(&self) -> Result<Vec<SeatChangeRow>, StoreError> {
        self.rows(
            "SELECT r.id, r.table_id, r.seating_id, r.requested_at,
                (SELECT max(d.declined_at) FROM seat_change_declines d WHERE d.request_id = r.id)
             FROM seat_change_requests r WHERE r.ended_at IS NULL
             ORDER BY r.requested_at, r.id",
            args![],
            SeatChangeRow::from_row,
        )
    }

    fn insert_seat_change(
        &self,
        table_id: i64,
        seating_id: i64,
        at: &str,
        by: i64,
    ) -> Result<Option<i64>, StoreError> {
        self.opt(
            "INSERT INTO seat_change_requests (table_id, seating_id, requested_at, requested_by)
             VALUES ($1, $2, $3, $4)
             ON CONFLICT (table_id, seating_id) WHERE ended_at IS NULL DO NOTHING RETURNING id",
            args![table_id, seating_id, at, by],
            |r| get(r, 0),
        )
    }

    fn end_seat_change(
        &self,
        id: i64,
        at: &str,
        by: i64,
        outcome: SeatChangeOutcome,
    ) -> Result<(), StoreError> {
        self.execute(
            "UPDATE seat_change_requests SET ended_at = $2, ended_by = $3, outcome = $4
             WHERE id = $1 AND ended_at IS NULL",
            args![id, at, by, outcome],
        )
    }

    fn end_seat_changes_of(
        &self,
        seating_id: i64,
        at: &str,
        by: i64,
        outcome: SeatChangeOutcome,
    ) -> Result<(), StoreError> {
        self.execute(
            "UPDATE seat_change_requests SET ended_at = $2, ended_by = $3, outcome = $4
             WHERE seating_id = $1 AND ended_at IS NULL",
            args![seating_id, at, by, outcome],
        )
    }

    fn insert_seat_change_decline(&self, id: i64, at: &str, by: i64) -> Result<(), StoreError> {
        self.execute(
            "INSERT INTO seat_change_declines (request_id, declined_at, recorded_by)
             VALUES ($1, $2, $3)",
            args![id, at, by],
        )
    }

    fn last_seat_opened(&self, table_id: i64) -> Result<Option<String>, StoreError> {
        self.scalar(
            "SELECT max(left_at) FROM seatings WHERE table_id = $1",
            args![table_id],
        )
    }
}
