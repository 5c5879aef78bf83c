//! The floor's day beside the games: waiting lists and calls to open seats, must-move
//! tables, the house's floor settings, time sitting out, and the dealers' rotation.

use super::seats::{DealerPushRow, SeatingRow};
use super::vocab::{
    Betting, BrokenTablePlace, CallOutcome, CallTimeout, GameCode, SeatChangeDecline,
    SeatChangeOutcome, WaitRemoval,
};
use crate::StoreError;

/// The house's floor settings as saved (none saved: the room's defaults).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct FloorSettingsRow {
    pub call_minutes: i64,
    pub call_timeout: CallTimeout,
    pub sit_out_limit_minutes: i64,
    pub down_minutes: i64,
    pub break_minutes: i64,
    pub downs_before_break: i64,
    /// A drop box whose count differs from the room's record by more needs an explanation.
    pub variance_threshold_cents: i64,
    /// When the gaming day starts: minutes after local midnight (0 to 1439).
    pub gaming_day_starts_minutes: i64,
    /// Seconds a table station waits between hands before it goes back to the sign-in.
    pub station_idle_seconds: i64,
    /// Minutes the floor's and the cage's desks stay idle before they lock.
    pub desk_lock_minutes: i64,
    /// Cash transactions of this much or more go to the multiple transaction log.
    pub mtl_threshold_cents: i64,
    /// Whether a player who declines the seat offered keeps his place on the seat-change list.
    pub seat_change_decline: SeatChangeDecline,
    /// Where the players of a broken table go on the list.
    pub broken_table_players: BrokenTablePlace,
}

/// An open seat-change request: the table he asks for, and his seating now.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SeatChangeRow {
    pub id: i64,
    pub table_id: i64,
    pub seating_id: i64,
    pub requested_at: String,
    /// The latest seat he declined and kept his place (none: never).
    pub last_declined_at: Option<String>,
}

stored_and_new! {
    /// A waiting list: one game at one stakes, or (no structure, no stakes) every table of
    /// the game.
    pub struct WaitlistRow {
        pub id: i64,
        ..NewWaitlist,
        pub created_at: String,
    }
    pub struct NewWaitlist {
        pub game: GameCode,
        /// `None`: an interest list, fed by every table of the game.
        pub structure: Option<Betting>,
        pub small_blind_cents: i64,
        pub big_blind_cents: i64,
        pub small_bet_cents: i64,
        pub big_bet_cents: i64,
        /// The stakes as the floor says them (`$1/$2 NL`), the key tables are matched on;
        /// `None` for an interest list.
        pub stakes: Option<String>,
    }
}

/// A player on a waiting list (still on it: not removed).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct WaitEntryRow {
    pub id: i64,
    pub list_id: i64,
    pub player_name: String,
    /// The name folded for comparison: the same player on several lists.
    pub player_key: String,
    pub note: Option<String>,
    pub added_at: String,
    /// A broken table's player: the time his place counts from (none: when he was added).
    pub place_from: Option<String>,
    /// The broken table he came from.
    pub broken_table_id: Option<i64>,
}

/// A call to an open seat: a waiting player's, or a must-move player's.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SeatCallRow {
    pub id: i64,
    pub table_id: i64,
    pub entry_id: Option<i64>,
    pub seating_id: Option<i64>,
    pub player_name: String,
    pub called_at: String,
    pub due_at: String,
    pub on_timeout: CallTimeout,
    pub ended_at: Option<String>,
    pub outcome: Option<CallOutcome>,
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct NewSeatCall<'a> {
    pub table_id: i64,
    pub entry_id: Option<i64>,
    pub seating_id: Option<i64>,
    pub player_name: &'a str,
    pub called_at: &'a str,
    pub due_at: &'a str,
    pub on_timeout: CallTimeout,
}

/// A must-move table and the main game it feeds.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct MustMoveRow {
    pub table_id: i64,
    pub main_table_id: i64,
    pub set_at: String,
}

/// A player leaving a seat (the seat turnover the wait is estimated from).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Departure {
    pub table_id: i64,
    pub left_at: String,
}

/// One spell of a seated player sitting out.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SitOutRow {
    pub seating_id: i64,
    pub started_at: String,
    pub ended_at: Option<String>,
}

/// A dealer in the rotation (on the shift's dealer list).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct RotationRow {
    pub dealer_id: i64,
    pub dealer_name: String,
    pub joined_at: String,
    /// On break since, if he is.
    pub break_since: Option<String>,
    /// When his latest break ended (none: no break since he joined).
    pub last_break_ended: Option<String>,
}

/// A seating's time collections recorded in a period, by status.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct SeatCollections {
    pub seating_id: i64,
    pub paid: i64,
    pub not_paid: i64,
    pub due: i64,
}

/// floor queries: the part of the storage interface the room uses for them.
pub trait FloorStore {
    fn floor_settings(&self) -> Result<Option<FloorSettingsRow>, StoreError>;

    fn save_floor_settings(
        &self,
        s: &FloorSettingsRow,
        at: &str,
        by: i64,
    ) -> Result<(), StoreError>;

    /// Players a waiting list needs for a new table, per game, where the house set it.
    fn start_players(&self) -> Result<Vec<(GameCode, i64)>, StoreError>;

    fn save_start_players(
        &self,
        game: GameCode,
        players: i64,
        at: &str,
        by: i64,
    ) -> Result<(), StoreError>;

    /// The open waiting lists, oldest first.
    fn waitlists(&self) -> Result<Vec<WaitlistRow>, StoreError>;

    fn waitlist(&self, id: i64) -> Result<Option<WaitlistRow>, StoreError>;

    fn insert_waitlist(&self, w: &NewWaitlist, at: &str, by: i64) -> Result<i64, StoreError>;

    fn close_waitlist(&self, id: i64, at: &str, by: i64) -> Result<(), StoreError>;

    /// Every player on an open list, in the order added (id).
    fn waitlist_entries(&self) -> Result<Vec<WaitEntryRow>, StoreError>;

    fn insert_waitlist_entry(
        &self,
        list_id: i64,
        name: &str,
        key: &str,
        note: Option<&str>,
        at: &str,
        by: i64,
    ) -> Result<i64, StoreError>;

    /// Puts a broken table's player on a list, his place counting from `place_from`.
    #[allow(clippy::too_many_arguments)]
    fn insert_broken_table_entry(
        &self,
        list_id: i64,
        name: &str,
        key: &str,
        place_from: Option<&str>,
        broken_table_id: i64,
        at: &str,
        by: i64,
    ) -> Result<i64, StoreError>;

    fn remove_waitlist_entry(
        &self,
        id: i64,
        at: &str,
        by: i64,
        reason: WaitRemoval,
    ) -> Result<(), StoreError>;

    /// Calls not ended (an open call past its time has timed out, though not yet ended).
    fn open_calls(&self) -> Result<Vec<SeatCallRow>, StoreError>;

    /// The calls of entries still on a list that timed out, sending them to the bottom:
    /// (entry id, the call's due time).
    fn bottomed_calls(&self) -> Result<Vec<(i64, String)>, StoreError>;

    fn seat_call(&self, id: i64) -> Result<Option<SeatCallRow>, StoreError>;

    fn insert_seat_call(&self, c: &NewSeatCall<'_>, by: i64) -> Result<i64, StoreError>;

    fn end_seat_call(
        &self,
        id: i64,
        at: &str,
        by: i64,
        outcome: CallOutcome,
    ) -> Result<(), StoreError>;

    /// Moves an open call's deadline to `due_at` (the floor gave the player more time).
    fn extend_seat_call(&self, id: i64, due_at: &str) -> Result<(), StoreError>;

    /// The must-move tables in force.
    fn must_moves(&self) -> Result<Vec<MustMoveRow>, StoreError>;

    fn insert_must_move(
        &self,
        table_id: i64,
        main_table_id: i64,
        at: &str,
        by: i64,
    ) -> Result<(), StoreError>;

    fn end_must_move(&self, table_id: i64, at: &str, by: i64) -> Result<(), StoreError>;

    /// The open seat-change requests of every table, oldest first.
    fn seat_change_requests(&self) -> Result<Vec<SeatChangeRow>, StoreError>;

    /// Puts a seating on a table's seat-change list; `None` when he is on it already.
    fn insert_seat_change(
        &self,
        table_id: i64,
        seating_id: i64,
        at: &str,
        by: i64,
    ) -> Result<Option<i64>, StoreError>;

    fn end_seat_change(
        &self,
        id: i64,
        at: &str,
        by: i64,
        outcome: SeatChangeOutcome,
    ) -> Result<(), StoreError>;

    /// Ends every open request of a seating (he left his seat).
    fn end_seat_changes_of(
        &self,
        seating_id: i64,
        at: &str,
        by: i64,
        outcome: SeatChangeOutcome,
    ) -> Result<(), StoreError>;

    /// Records a seat declined by a player who keeps his place.
    fn insert_seat_change_decline(&self, id: i64, at: &str, by: i64) -> Result<(), StoreError>;

    /// When a seat at the table last opened (a seating there ended), if ever.
    fn last_seat_opened(&self, table_id: i64) -> Result<Option<String>, StoreError>;

    /// Players who left a seat (left or moved) in [from, to).
    fn departures(&self, from: &str, to: &str) -> Result<Vec<Departure>, StoreError>;

    fn start_sit_out(&self, seating_id: i64, at: &str) -> Result<(), StoreError>;

    /// Ends the seating's open sit-out spell, if any.
    fn end_sit_out(&self, seating_id: i64, at: &str) -> Result<(), StoreError>;

    /// The open sit-out spells of players still seated.
    fn open_sit_outs(&self) -> Result<Vec<SitOutRow>, StoreError>;

    /// Sit-out spells overlapping [from, to).
    fn sit_outs_between(&self, from: &str, to: &str) -> Result<Vec<SitOutRow>, StoreError>;

    /// Seatings overlapping [from, to) (seated before `to`, not left before `from`), by id.
    fn seatings_between(&self, from: &str, to: &str) -> Result<Vec<SeatingRow>, StoreError>;

    /// Time collections with a due time in [from, to), counted by seating and status.
    fn seat_collections(&self, from: &str, to: &str) -> Result<Vec<SeatCollections>, StoreError>;

    /// Dealer pushes overlapping [from, to) (on before `to`, not off before `from`), by id.
    fn pushes_between(&self, from: &str, to: &str) -> Result<Vec<DealerPushRow>, StoreError>;

    /// The dealers in the rotation now, in the order they joined.
    fn rotation(&self) -> Result<Vec<RotationRow>, StoreError>;

    fn join_rotation(&self, dealer_id: i64, at: &str, by: i64) -> Result<(), StoreError>;

    fn leave_rotation(&self, dealer_id: i64, at: &str, by: i64) -> Result<(), StoreError>;

    fn start_break(&self, dealer_id: i64, at: &str, by: i64) -> Result<(), StoreError>;

    /// Ends the dealer's open break, if any.
    fn end_break(&self, dealer_id: i64, at: &str, by: i64) -> Result<(), StoreError>;
}
