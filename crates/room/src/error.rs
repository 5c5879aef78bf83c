use cardroom_cards::CardCode;
use cardroom_store::StoreError;
use serde::{Deserialize, Serialize};

/// The one declaration of the room's errors: each variant with its message (`#[error]`) and
/// its stable code (`= "text"`, or `as Other` where it shares another's), so the variant, the
/// code and the message are written once. `RoomCode` (every code, in TypeScript one union) and
/// `RoomError::code` are generated from it; the few errors whose code travels in the value (the
/// store's, the engine's) name it under `carried`, and codes no room error has of its own (the
/// store's and the CLI's) are listed under `others`. A variant given no code is a compile error
/// (`code`'s match is exhaustive).
macro_rules! room_errors {
    (
        $(#[$em:meta])*
        pub enum RoomError {
            $(
                $(#[$($m:tt)*])*
                $v:ident $({ $($body:tt)* })? $(( $($tuple:tt)* ))? $(= $text:literal)? $(as $same:ident)?
            ),* $(,)?
        }
        carried { $($p:pat => $e:expr),* $(,)? }
        others { $($ov:ident = $otext:literal),* $(,)? }
    ) => {
        $(#[$em])*
        #[derive(Debug, thiserror::Error)]
        pub enum RoomError {
            /// The storage's own error, shown as it is; its code is the storage's.
            #[error(transparent)]
            Store(#[from] StoreError),
            $( $(#[$($m)*])* $v $({ $($body)* })? $(( $($tuple)* ))? ),*
        }

        /// Every stable code of the room, its storage and the CLI (the rules engine's codes are
        /// [`ErrorCode::Rules`]). The UI switches on these, never on message text.
        #[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize, specta::Type)]
        pub enum RoomCode {
            $($( #[serde(rename = $text)] $v, )?)*
            $( #[serde(rename = $otext)] $ov, )*
        }

        impl RoomCode {
            pub const ALL: &'static [RoomCode] = &[$($( { const _: &str = $text; RoomCode::$v }, )?)* $(RoomCode::$ov),*];

            pub fn as_str(self) -> &'static str {
                match self {
                    $($( RoomCode::$v => $text, )?)*
                    $( RoomCode::$ov => $otext, )*
                }
            }
        }

        impl RoomError {
            /// The stable machine code the UI and scripts switch on.
            pub fn code(&self) -> ErrorCode {
                match self {
                    $($( RoomError::$v { .. } => { const _: &str = $text; ErrorCode::Room(RoomCode::$v) } )?)*
                    $($( RoomError::$v { .. } => ErrorCode::Room(RoomCode::$same), )?)*
                    $( $p => $e, )*
                }
            }
        }
    };
}

room_errors! {
    /// A use case's failure: a stable machine [`code`](RoomError::code) and a message the floor
    /// can act on. A failed use case has written nothing.
    pub enum RoomError {
        #[error("the database holds data this Cardroom cannot read: {detail}")]
        BadData { detail: String } = "bad_data",
        #[error("no data folder is known for this system; set CARDROOM_DB to choose the database file")]
        NoDataDir = "no_data_dir",
        #[error("cannot create the data folder {path}: {reason}")]
        DataDir { path: String, reason: String } = "data_dir",
        #[error("{path} is not a sound backup, so nothing was restored: {problems}")]
        BackupDamaged { path: String, problems: String } = "backup_damaged",
        #[error("the backup to {path} failed: {reason}")]
        BackupFailed { path: String, reason: String } = "backup_failed",
        #[error(
            "{path} is open in Cardroom (the app, or a command still running); close it, then restore"
        )]
        DbInUse { path: String } = "db_in_use",
        #[error("{what}: {reason}")]
        InvalidInput { what: String, reason: String } = "invalid_input",
        #[error("{message}")]
        BadCard { code: CardCode, message: String },
        #[error("no staff member {who}")]
        UnknownStaff { who: String } = "unknown_staff",
        #[error("{name} is no longer active staff")]
        InactiveStaff { name: String } = "inactive_staff",
        #[error("that name and PIN do not match")]
        WrongPin = "wrong_pin",
        #[error(
            "{name}'s account is locked after too many wrong PINs until {until}; a floor manager can reset the PIN"
        )]
        AccountLocked { name: String, until: String } = "account_locked",
        #[error("{name} has no PIN yet; a floor manager sets one")]
        NoPin { name: String } = "no_pin",
        #[error("sign in first")]
        NotSignedIn = "not_signed_in",
        #[error("this desk is locked; type your PIN to go on")]
        DeskLocked = "desk_locked",
        #[error("{name} is a {role}; only {who} may {action}")]
        NotPermitted {
            name: String,
            /// The staff member's role in words: "dealer", "cage counter".
            role: String,
            /// Who may: "a floor manager", "the cage".
            who: &'static str,
            action: String,
        } = "not_permitted",
        #[error("a staff member named {name} already exists")]
        DuplicateStaff { name: String } = "duplicate_staff",
        #[error(
            "the clock reads {now}, earlier than the last recorded action at {last}; {}",
            if *recover {
                "if the last action was stamped by a wrong clock, a floor manager can run `cardroom db reset-clock`"
            } else {
                "fix the system clock"
            }
        )]
        ClockBackwards {
            now: String,
            last: String,
            /// The last write is well ahead of now: a wrong clock stamped it, and the floor can
            /// recover with `cardroom db reset-clock`.
            recover: bool,
        } = "clock_backwards",
        #[error("the clock reads {now}, ahead of this machine's clock ({machine}); fix the clock")]
        ClockAhead { now: String, machine: String } = "clock_ahead",
        #[error(
            "the clock is not ahead: the last recorded action ({last}) is not later than now ({now})"
        )]
        ClockNotAhead { now: String, last: String } = "clock_not_ahead",
        #[error("{name} is not dealing at {table}; only its dealer or a floor manager may {action}")]
        NotYourTable {
            name: String,
            table: String,
            action: String,
        } = "not_your_table",
        #[error("{name} may {action} only for himself")]
        OnlyForSelf { name: String, action: String } = "only_for_self",
        #[error("the shift of {opened_at} to {closed_at} is closed; nothing in it can change")]
        ShiftLocked {
            opened_at: String,
            closed_at: String,
        } = "shift_locked",
        #[error("the shift opened at {opened_at} is still open; close it before signing it off")]
        ShiftStillOpen { opened_at: String } = "shift_still_open",
        #[error("this shift was already signed off by {by} at {at}")]
        AlreadySignedOff { by: String, at: String } = "already_signed_off",
        #[error("the shift opened at {opened_at} is still open; its drop boxes are counted once it is closed")]
        CountingOpenShift { opened_at: String } as ShiftStillOpen,
        #[error("shift {shift} is not signed off by the floor yet; the cage counter-signs after the floor")]
        NotSignedOff { shift: i64 } = "not_signed_off",
        #[error("this shift was already counter-signed by {by} at {at}")]
        AlreadyCountersigned { by: String, at: String } = "already_countersigned",
        #[error("{name} ran or signed off this shift; someone else must counter-sign it")]
        OwnShift { name: String } = "own_shift",
        #[error("not every drop box is counted yet: {tables}")]
        BoxesNotCounted { tables: String } = "boxes_not_counted",
        #[error("a variance over the house's threshold of {threshold} needs an explanation first: {tables}")]
        VarianceUnexplained { threshold: String, tables: String } = "variance_unexplained",
        #[error("{table} had no drop box in shift {shift}")]
        NoDropBox { table: String, shift: i64 } = "no_drop_box",
        #[error("nothing to correct: {what}")]
        NothingToCorrect { what: String } = "nothing_to_correct",
        #[error("this cannot be corrected: {why}")]
        NotCorrectable { why: String } = "not_correctable",
        #[error("the report was cancelled")]
        Cancelled = "cancelled",
        #[error("{name} is the last active floor manager; the room must keep one")]
        LastFloorManager { name: String } = "last_floor_manager",
        #[error("{name} runs the open shift; close it first")]
        RunsOpenShift { name: String } = "runs_open_shift",
        #[error("{player} is already in seat {seat}")]
        SameSeat { player: String, seat: i64 } = "same_seat",
        #[error("{player} in seat {seat} is already {state}")]
        AlreadyInState {
            player: String,
            seat: i64,
            state: &'static str,
        } = "already_in_state",
        #[error("{what} would pass the largest amount Cardroom keeps")]
        Overflow { what: String } = "overflow",
        #[error("no game {code}")]
        UnknownGame { code: String } = "unknown_game",
        #[error("no table {id}")]
        UnknownTable { id: i64 } = "unknown_table",
        #[error("no waiting list {id}")]
        UnknownWaitlist { id: i64 } = "unknown_waitlist",
        #[error("there is already a list for {list}")]
        WaitlistExists { list: String } = "waitlist_exists",
        #[error("{player} is already on the list for {list}")]
        AlreadyListed { player: String, list: String } = "already_listed",
        #[error("that player is no longer on a waiting list (entry {id})")]
        NotListed { id: i64 } = "not_listed",
        #[error("nobody is waiting for {table}")]
        NobodyWaiting { table: String } = "nobody_waiting",
        #[error("{table} has no open seat that is not already called")]
        NoOpenSeat { table: String } = "no_open_seat",
        #[error("no call {id}")]
        UnknownCall { id: i64 } = "unknown_call",
        #[error("the call to {player} is over: {how}")]
        CallOver { player: String, how: String } = "call_over",
        #[error("{table} does not deal {list}")]
        NotThisGame { table: String, list: String } = "not_this_game",
        #[error("the list for {list} has {have} players waiting; a new table needs {need}")]
        NotEnoughWaiting { list: String, have: i64, need: i64 } = "not_enough_waiting",
        #[error("{name} is not in the dealers' rotation")]
        NotInRotation { name: String } = "not_in_rotation",
        #[error(
            "no dealer is free to relieve {table}: add a dealer to the rotation or wait for a break to end"
        )]
        NoRelief { table: String } = "no_relief",
        #[error("{player} has sat out {minutes} minutes; the house picks up a seat after {limit}")]
        UnderSitOutLimit {
            player: String,
            minutes: i64,
            limit: i64,
        } = "under_sit_out_limit",
        #[error("{name} is closed")]
        TableClosed { name: String } = "table_closed",
        #[error(
            "{game} at {stakes} has no rate in the schedule; give the table's collection rate explicitly"
        )]
        NoRate { game: String, stakes: String } = "no_rate",
        #[error("{table} has a hand in progress; finish it first")]
        HandInProgress { table: String } = "hand_in_progress",
        #[error("seat {seat} at {table} is taken by {player}")]
        SeatTaken {
            table: String,
            seat: i64,
            player: String,
        } = "seat_taken",
        #[error("{table} has no seat {seat} (seats 1 to {limit})")]
        NoSuchSeat {
            table: String,
            seat: i64,
            limit: i64,
        } = "no_such_seat",
        #[error("seat {seat} at {table} is empty")]
        SeatEmpty { table: String, seat: i64 } = "seat_empty",
        #[error("{table} is full ({limit} seats)")]
        TableFull { table: String, limit: i64 } = "table_full",
        #[error("{name} is not a dealer")]
        NotADealer { name: String } = "not_a_dealer",
        #[error("{name} is already dealing at {table}")]
        DealerBusy { name: String, table: String } = "dealer_busy",
        #[error("no dealer is in the box at {table}")]
        NoDealer { table: String } = "no_dealer",
        #[error("no collection {id}")]
        UnknownCollection { id: i64 } = "unknown_collection",
        #[error("the collection from {player} due at {due_at} was already marked {status}")]
        AlreadyMarked {
            player: String,
            due_at: String,
            status: String,
        } = "already_marked",
        #[error("a shift is already open (since {since}, floor manager {floor})")]
        ShiftAlreadyOpen { since: String, floor: String } = "shift_already_open",
        #[error("no shift is open")]
        NoOpenShift = "no_open_shift",
        #[error(
            "no shift is open, so Cardroom cannot {doing}: every chip belongs to a shift; a floor manager opens one (or takes the room over) first"
        )]
        NoShiftForMoney { doing: &'static str } as NoOpenShift,
        #[error("{detail}")]
        BuyInOutOfRange { detail: String } = "buy_in_out_of_range",
        #[error(
            "{player} is in the hand being dealt: take the time from his stack after it, or mark it paid in cash"
        )]
        CollectAfterHand { player: String } = "collect_after_hand",
        #[error("no shift {id}")]
        UnknownShift { id: i64 } = "unknown_shift",
        /// The rules engine refused an action; `code` is the engine's.
        #[error("{message}")]
        Violation { code: ErrorCode, message: String },
        /// The hand moved on since the screen that sent an entry showed it (another station, or
        /// a second click): nothing was written; here is the hand now.
        #[error("hand {id} changed before this entry was saved; nothing was changed, here it is now")]
        HandChanged {
            id: i64,
            current: Box<crate::HandView>,
        } = "hand_changed",
        #[error("the rules engine does not deal {game} yet")]
        GameNotSupported { game: String } = "game_not_supported",
        #[error("{table} has no button yet: draw for it first")]
        NoButton { table: String } = "no_button",
        #[error("no hand {id}")]
        UnknownHand { id: i64 } = "unknown_hand",
        #[error("hand {id} is finished")]
        HandFinished { id: i64 } = "hand_finished",
        #[error("hand {id} has no action to undo")]
        NothingToUndo { id: i64 } = "nothing_to_undo",
        /// A floor action that can no longer be undone, and why.
        #[error("{detail}")]
        FloorUndoGone { detail: String } as NothingToUndo,
        #[error("{table} plays Pan: its hands are logged with the Pan entries")]
        PanTable { table: String } = "pan_table",
        #[error("hand {id} is a Pan hand: log it with the Pan entries")]
        PanHand { id: i64 } = "pan_hand",
        #[error("hand {id} is not a Pan hand")]
        NotPanHand { id: i64 } = "not_pan_hand",
        #[error("{table} plays Draw Poker with Joker: its boxes are logged with the jd entries")]
        JokerDrawTable { table: String } = "joker_draw_table",
        #[error("{table} does not play Draw Poker with Joker")]
        NotJokerDrawTable { table: String } = "not_joker_draw_table",
        #[error("hand {id} is a Draw Poker with Joker box: log it with the jd entries")]
        JdHand { id: i64 } = "jd_hand",
        #[error("hand {id} is not a Draw Poker with Joker box")]
        NotJdHand { id: i64 } = "not_jd_hand",
        #[error("{player} in seat {seat} at {table} is sitting out")]
        SittingOut {
            table: String,
            seat: i64,
            player: String,
        } = "sitting_out",
        #[error(
            "{player} has {stack} in front of him; this box can cost {needed} (the ante, both exchanges, the Bet and the BONUS)"
        )]
        StackTooShort {
            player: String,
            stack: String,
            needed: String,
        } = "stack_too_short",
        #[error("no jackpot fund {id}")]
        UnknownFund { id: i64 } = "unknown_fund",
        #[error("a jackpot fund named {name} already exists")]
        FundExists { name: String } = "fund_exists",
        #[error("hand {hand} is not a {fund} jackpot: {reason}")]
        JackpotNotQualified { fund: String, hand: i64, reason: String } = "jackpot_not_qualified",
        #[error("the {fund} jackpot on hand {hand} was already paid, at {at}")]
        JackpotPaid { fund: String, hand: i64, at: String } = "jackpot_paid",
        #[error("{name} is paying this jackpot; the witness must be another staff member")]
        WitnessSamePerson { name: String } = "witness_same_person",
        #[error("this payout of {amount} is over the house's {threshold}: give the name of the player in seat {seat}")]
        JackpotNamesNeeded { amount: String, threshold: String, seat: u8 } = "jackpot_names_needed",
        #[error("no player has the number {number}")]
        UnknownPlayer { number: String } = "unknown_player",
        #[error("player {number}'s record was anonymised; register him again")]
        PlayerAnonymised { number: String } = "player_anonymised",
        #[error("the player number {number} is already given to another player")]
        DuplicatePlayer { number: String } = "duplicate_player",
        #[error("{player} is barred {until}: {reason}; the floor has been told")]
        PlayerBarred { player: String, until: String, reason: String } = "player_barred",
        #[error("{player} is on the self-exclusion list {until}: he may not play, and the floor has been told")]
        PlayerSelfExcluded { player: String, until: String } = "player_self_excluded",
        #[error("{player} has restricted himself from play {until}; the floor has been told")]
        PlayerSelfRestricted { player: String, until: String } = "player_self_restricted",
        #[error("{player} is already seated at {table}, seat {seat}; move him instead")]
        PlayerSeatedElsewhere { player: String, table: String, seat: i64 } = "player_seated_elsewhere",
        #[error("{player} at {table}, seat {seat} would have {total} of cash in today, past the $10,000.00 of a CTR: identify him (his player number) before taking more cash")]
        IdentifyPlayer { player: String, table: String, seat: i64, total: String } = "identify_player",
        #[error("{player}'s self-exclusion stands {until}: it cannot be lifted before its term ends")]
        SelfExclusionStands { player: String, until: String } = "self_exclusion_stands",
        #[error("{player} may be the self-excluded patron {notice}: compare the notice's photo; if it is not him, seat him saying so")]
        PossibleSelfExclusion { player: String, notice_id: i64, notice: String } = "possible_self_exclusion",
        #[error("no self-exclusion notice {id}")]
        UnknownNotice { id: i64 } = "unknown_notice",
        #[error("no comp rule {id} in force")]
        UnknownCompRule { id: i64 } = "unknown_comp_rule",
        #[error("{player} has earned {due} under {rule} today and not had it; no more can be issued under it")]
        CompNotEarned { player: String, rule: String, due: i64 } = "comp_not_earned",
        #[error("{player} asked for a seat change to {table}: offer him the open seat first (the seat-change list comes before the waiting list)")]
        SeatChangeFirst { player: String, table: String } = "seat_change_first",
        #[error("{player} is already on {table}'s seat-change list")]
        AlreadyOnSeatChangeList { player: String, table: String } = "already_on_seat_change_list",
        #[error("no open seat-change request {id}")]
        UnknownSeatChange { id: i64 } = "unknown_seat_change",
    }
    carried {
        RoomError::Store(e) => store_code(e),
        RoomError::BadCard { code, .. } => ErrorCode::Rules(RulesCode::Card(*code)),
        RoomError::Violation { code, .. } => *code,
    }
    others {
        DbCannotOpen = "db_cannot_open",
        DbMissing = "db_missing",
        DbNotADatabase = "db_not_a_database",
        DbForeign = "db_foreign",
        DbLocked = "db_locked",
        DbReadOnly = "db_read_only",
        DbDiskFull = "db_disk_full",
        DbSchemaTooNew = "db_schema_too_new",
        DbCorrupt = "db_corrupt",
        DbDamaged = "db_damaged",
        DbMigrationFailed = "db_migration_failed",
        Conflict = "conflict",
        Aborted = "aborted",
        DbError = "db_error",
        DbOffline = "db_offline",
        DbServerBackup = "db_server_backup",
        DbNotEmpty = "db_not_empty",
        DbNotStationRole = "db_not_station_role",
        Usage = "usage",
        BadTime = "bad_time",
        NoActor = "no_actor",
        PinRequired = "pin_required",
        DbOutdated = "db_outdated",
        DbCheckFailed = "db_check_failed",
        Io = "io",
        Internal = "internal",
    }
}

/// The rules engine's codes: a refused action of a pot game, of Pan or of a banked box, a
/// card, or an entry or file that could not be read, typed by the engine itself.
pub use cardroom_engine::EngineCode as RulesCode;

/// Any error's stable code: the room's own, or the rules engine's for a refused action or
/// card. In TypeScript, one union of string literals.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, specta::Type)]
#[serde(untagged)]
pub enum ErrorCode {
    Room(RoomCode),
    Rules(RulesCode),
}

impl ErrorCode {
    pub fn as_str(self) -> &'static str {
        match self {
            ErrorCode::Room(c) => c.as_str(),
            ErrorCode::Rules(c) => c.as_str(),
        }
    }

    /// The code whose text is `code`, if there is one.
    pub fn find(code: &str) -> Option<ErrorCode> {
        RoomCode::ALL
            .iter()
            .map(|&c| ErrorCode::Room(c))
            .chain(RulesCode::all().map(ErrorCode::Rules))
            .find(|c| c.as_str() == code)
    }
}

impl From<RoomCode> for ErrorCode {
    fn from(code: RoomCode) -> ErrorCode {
        ErrorCode::Room(code)
    }
}

impl std::fmt::Display for ErrorCode {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.as_str())
    }
}

impl PartialEq<&str> for ErrorCode {
    fn eq(&self, other: &&str) -> bool {
        self.as_str() == *other
    }
}

fn store_code(e: &StoreError) -> ErrorCode {
    use RoomCode as C;
    ErrorCode::Room(match e {
        StoreError::CannotOpen { .. } => C::DbCannotOpen,
        StoreError::Missing { .. } => C::DbMissing,
        StoreError::NotADatabase { .. } => C::DbNotADatabase,
        StoreError::Foreign { .. } => C::DbForeign,
        StoreError::Locked { .. } => C::DbLocked,
        StoreError::ReadOnly { .. } => C::DbReadOnly,
        StoreError::DiskFull { .. } => C::DbDiskFull,
        StoreError::SchemaTooNew { .. } => C::DbSchemaTooNew,
        StoreError::Corrupt { .. } => C::DbCorrupt,
        StoreError::Damaged { .. } => C::DbDamaged,
        StoreError::Migration(_) => C::DbMigrationFailed,
        StoreError::BadData { .. } => C::BadData,
        StoreError::Conflict { .. } => C::Conflict,
        StoreError::Aborted => C::Aborted,
        StoreError::Other { .. } => C::DbError,
        StoreError::Offline { .. } => C::DbOffline,
        StoreError::ServerBackup { .. } => C::DbServerBackup,
        StoreError::NotEmpty { .. } => C::DbNotEmpty,
        StoreError::NotStationRole { .. } => C::DbNotStationRole,
    })
}

impl RoomError {
    /// A refusal for lack of authority (the role, the table, the account): each one is an
    /// entry of the audit trail.
    /// A refusal the audit trail keeps: a lack of authority, or a player a restriction keeps
    /// from play (the floor is told, and the trail shows who tried).
    pub fn is_audited_refusal(&self) -> bool {
        self.is_lack_of_authority()
            || matches!(
                self,
                RoomError::PlayerBarred { .. }
                    | RoomError::PlayerSelfExcluded { .. }
                    | RoomError::PossibleSelfExclusion { .. }
                    | RoomError::PlayerSelfRestricted { .. }
            )
    }

    pub fn is_lack_of_authority(&self) -> bool {
        matches!(
            self,
            RoomError::NotPermitted { .. }
                | RoomError::NotYourTable { .. }
                | RoomError::InactiveStaff { .. }
                | RoomError::UnknownStaff { .. }
                | RoomError::WrongPin
                | RoomError::AccountLocked { .. }
        )
    }

    /// A failure of the system (storage, data it cannot read), not a refusal of what the user
    /// asked: logged at `error`.
    pub fn is_failure(&self) -> bool {
        match self {
            RoomError::Store(e) => !matches!(
                e,
                StoreError::Locked { .. }
                    | StoreError::ReadOnly { .. }
                    | StoreError::Conflict { .. }
                    | StoreError::Missing { .. }
                    | StoreError::ServerBackup { .. }
                    | StoreError::NotEmpty { .. }
            ),
            RoomError::BadData { .. }
            | RoomError::NoDataDir
            | RoomError::DataDir { .. }
            | RoomError::BackupFailed { .. } => true,
            _ => false,
        }
    }

    /// The rules engine's refusal with its typed `code`.
    pub(crate) fn violation(code: RulesCode, message: String) -> RoomError {
        RoomError::Violation {
            code: ErrorCode::Rules(code),
            message,
        }
    }

    pub fn invalid(what: impl Into<String>, reason: impl Into<String>) -> RoomError {
        RoomError::InvalidInput {
            what: what.into(),
            reason: reason.into(),
        }
    }
    /// A room on a server is backed up and restored there (pg_dump, a standby), never from
    /// a station: `location` is the server, its password hidden.
    pub fn server_backup(location: impl Into<String>) -> RoomError {
        RoomError::from(StoreError::ServerBackup {
            location: location.into(),
        })
    }
}

#[cfg(test)]
mod tests {
    use std::collections::BTreeMap;

    use super::*;

    /// Every code a user can meet: the room's, its storage's, the CLI's and the engine's.
    fn every_code() -> Vec<ErrorCode> {
        RoomCode::ALL
            .iter()
            .map(|&c| ErrorCode::Room(c))
            .chain(RulesCode::all().map(ErrorCode::Rules))
            .collect()
    }

    #[test]
    fn every_code_reads_back_as_itself_and_travels_as_its_text() {
        for code in every_code() {
            let found = ErrorCode::find(code.as_str());
            assert_eq!(
                found.map(ErrorCode::as_str),
                Some(code.as_str()),
                "{code:?}"
            );
            assert_eq!(
                serde_json::to_value(code).ok(),
                Some(serde_json::Value::String(code.as_str().into())),
                "{code:?}"
            );
        }
    }

    #[test]
    fn a_code_text_means_one_thing_wherever_it_is_listed() {
        // The same text in two families (a refusal the engine and the file grammar share)
        // is one code to the UI; listing it twice is harmless but must mean the same.
        let mut seen: BTreeMap<&str, usize> = BTreeMap::new();
        for code in every_code() {
            *seen.entry(code.as_str()).or_default() += 1;
        }
        let room: Vec<&str> = RoomCode::ALL.iter().map(|c| c.as_str()).collect();
        for (text, n) in seen {
            if n > 1 {
                assert!(
                    !room.contains(&text),
                    "{text} is both a room code and a rules code"
                );
            }
        }
    }

    #[test]
    fn every_storage_error_has_a_room_code() {
        for text in StoreError::CODES {
            assert!(
                RoomCode::ALL.iter().any(|c| c.as_str() == *text),
                "{text} is not a RoomCode"
            );
        }
    }
}
