use cardroom_cards::CardCode;
use cardroom_store::StoreError;
use serde::{Deserialize, Serialize};

macro_rules! room_codes {
    ($($variant:ident = $text:literal),+ $(,)?) => {
        /// Every stable code of the room, its storage and the CLI (the rules engine's codes are
        /// [`ErrorCode::Rules`]). The UI switches on these, never on message text.
        #[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize, specta::Type)]
        pub enum RoomCode {
            $(#[serde(rename = $text)] $variant),+
        }

        impl RoomCode {
            pub const ALL: &'static [RoomCode] = &[$(RoomCode::$variant),+];

            pub fn as_str(self) -> &'static str {
                match self {
                    $(RoomCode::$variant => $text),+
                }
            }
        }
    };
}

room_codes! {
    AlreadyInState = "already_in_state",
    AlreadyMarked = "already_marked",
    BadData = "bad_data",
    ClockAhead = "clock_ahead",
    ClockBackwards = "clock_backwards",
    ClockNotAhead = "clock_not_ahead",
    DataDir = "data_dir",
    DealerBusy = "dealer_busy",
    DuplicateStaff = "duplicate_staff",
    GameNotSupported = "game_not_supported",
    HandFinished = "hand_finished",
    HandInProgress = "hand_in_progress",
    InactiveStaff = "inactive_staff",
    InvalidInput = "invalid_input",
    JdHand = "jd_hand",
    JokerDrawTable = "joker_draw_table",
    LastFloorManager = "last_floor_manager",
    NoButton = "no_button",
    NoDataDir = "no_data_dir",
    NoDealer = "no_dealer",
    NoOpenShift = "no_open_shift",
    NoRate = "no_rate",
    NoSuchSeat = "no_such_seat",
    NotADealer = "not_a_dealer",
    NotJdHand = "not_jd_hand",
    NotJokerDrawTable = "not_joker_draw_table",
    NotPanHand = "not_pan_hand",
    NotPermitted = "not_permitted",
    NotYourTable = "not_your_table",
    NothingToUndo = "nothing_to_undo",
    OnlyForSelf = "only_for_self",
    Overflow = "overflow",
    PanHand = "pan_hand",
    PanTable = "pan_table",
    RunsOpenShift = "runs_open_shift",
    SameSeat = "same_seat",
    SeatEmpty = "seat_empty",
    SeatTaken = "seat_taken",
    ShiftAlreadyOpen = "shift_already_open",
    ShiftLocked = "shift_locked",
    ShiftStillOpen = "shift_still_open",
    AlreadySignedOff = "already_signed_off",
    NothingToCorrect = "nothing_to_correct",
    NotCorrectable = "not_correctable",
    Cancelled = "cancelled",
    SittingOut = "sitting_out",
    StackTooShort = "stack_too_short",
    TableClosed = "table_closed",
    TableFull = "table_full",
    UnknownCollection = "unknown_collection",
    UnknownGame = "unknown_game",
    UnknownHand = "unknown_hand",
    UnknownShift = "unknown_shift",
    UnknownStaff = "unknown_staff",
    UnknownTable = "unknown_table",
    DbCannotOpen = "db_cannot_open",
    DbMissing = "db_missing",
    DbNotADatabase = "db_not_a_database",
    DbForeign = "db_foreign",
    DbLocked = "db_locked",
    DbReadOnly = "db_read_only",
    DbDiskFull = "db_disk_full",
    DbSchemaTooNew = "db_schema_too_new",
    DbCorrupt = "db_corrupt",
    DbMigrationFailed = "db_migration_failed",
    Conflict = "conflict",
    Aborted = "aborted",
    DbError = "db_error",
    DbOffline = "db_offline",
    DbServerBackup = "db_server_backup",
    DbNotEmpty = "db_not_empty",
    Usage = "usage",
    BadTime = "bad_time",
    NoActor = "no_actor",
    DbOutdated = "db_outdated",
    DbCheckFailed = "db_check_failed",
    Io = "io",
    Internal = "internal",
    HandChanged = "hand_changed",
    WrongPin = "wrong_pin",
    AccountLocked = "account_locked",
    NoPin = "no_pin",
    NotSignedIn = "not_signed_in",
    BackupDamaged = "backup_damaged",
    BackupFailed = "backup_failed",
    DbInUse = "db_in_use",
    UnknownWaitlist = "unknown_waitlist",
    WaitlistExists = "waitlist_exists",
    AlreadyListed = "already_listed",
    NotListed = "not_listed",
    NobodyWaiting = "nobody_waiting",
    NoOpenSeat = "no_open_seat",
    UnknownCall = "unknown_call",
    CallOver = "call_over",
    NotThisGame = "not_this_game",
    NotEnoughWaiting = "not_enough_waiting",
    NotInRotation = "not_in_rotation",
    NoRelief = "no_relief",
    UnderSitOutLimit = "under_sit_out_limit",
    BuyInOutOfRange = "buy_in_out_of_range",
    CollectAfterHand = "collect_after_hand",
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
        StoreError::Migration(_) => C::DbMigrationFailed,
        StoreError::BadData { .. } => C::BadData,
        StoreError::Conflict { .. } => C::Conflict,
        StoreError::Aborted => C::Aborted,
        StoreError::Other { .. } => C::DbError,
        StoreError::Offline { .. } => C::DbOffline,
        StoreError::ServerBackup { .. } => C::DbServerBackup,
        StoreError::NotEmpty { .. } => C::DbNotEmpty,
    })
}

/// A use case's failure: a stable machine [`code`](RoomError::code) and a message the floor
/// can act on. A failed use case has written nothing.
#[derive(Debug, thiserror::Error)]
pub enum RoomError {
    #[error(transparent)]
    Store(#[from] StoreError),
    #[error("the database holds data this Cardroom cannot read: {detail}")]
    BadData { detail: String },
    #[error("no data folder is known for this system; set CARDROOM_DB to choose the database file")]
    NoDataDir,
    #[error("cannot create the data folder {path}: {reason}")]
    DataDir { path: String, reason: String },
    #[error("{path} is not a sound backup, so nothing was restored: {problems}")]
    BackupDamaged { path: String, problems: String },
    #[error("the backup to {path} failed: {reason}")]
    BackupFailed { path: String, reason: String },
    #[error(
        "{path} is open in Cardroom (the app, or a command still running); close it, then restore"
    )]
    DbInUse { path: String },
    #[error("{what}: {reason}")]
    Invalid { what: String, reason: String },
    #[error("{message}")]
    BadCard { code: CardCode, message: String },
    #[error("no staff member {who}")]
    UnknownStaff { who: String },
    #[error("{name} is no longer active staff")]
    InactiveStaff { name: String },
    #[error("that name and PIN do not match")]
    WrongPin,
    #[error(
        "{name}'s account is locked after too many wrong PINs until {until}; a floor manager can reset the PIN"
    )]
    AccountLocked { name: String, until: String },
    #[error("{name} has no PIN yet; a floor manager sets one")]
    NoPin { name: String },
    #[error("sign in first")]
    NotSignedIn,
    #[error("{name} is a {role}; only a floor manager may {action}")]
    NotPermitted {
        name: String,
        role: String,
        action: String,
    },
    #[error("a staff member named {name} already exists")]
    DuplicateStaff { name: String },
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
    },
    #[error("the clock reads {now}, ahead of this machine's clock ({machine}); fix the clock")]
    ClockAhead { now: String, machine: String },
    #[error(
        "the clock is not ahead: the last recorded action ({last}) is not later than now ({now})"
    )]
    ClockNotAhead { now: String, last: String },
    #[error("{name} is not dealing at {table}; only its dealer or a floor manager may {action}")]
    NotYourTable {
        name: String,
        table: String,
        action: String,
    },
    #[error("{name} may {action} only for himself")]
    OnlyForSelf { name: String, action: String },
    #[error("the shift of {opened_at} to {closed_at} is closed; nothing in it can change")]
    ShiftLocked {
        opened_at: String,
        closed_at: String,
    },
    #[error("the shift opened at {opened_at} is still open; close it before signing it off")]
    ShiftStillOpen { opened_at: String },
    #[error("this shift was already signed off by {by} at {at}")]
    AlreadySignedOff { by: String, at: String },
    #[error("nothing to correct: {what}")]
    NothingToCorrect { what: String },
    #[error("this cannot be corrected: {why}")]
    NotCorrectable { why: String },
    #[error("the report was cancelled")]
    Cancelled,
    #[error("{name} is the last active floor manager; the room must keep one")]
    LastFloorManager { name: String },
    #[error("{name} runs the open shift; close it first")]
    RunsOpenShift { name: String },
    #[error("{player} is already in seat {seat}")]
    SameSeat { player: String, seat: i64 },
    #[error("{player} in seat {seat} is already {state}")]
    AlreadyInState {
        player: String,
        seat: i64,
        state: &'static str,
    },
    #[error("{what} would pass the largest amount Cardroom keeps")]
    Overflow { what: String },
    #[error("no game {code}")]
    UnknownGame { code: String },
    #[error("no table {id}")]
    UnknownTable { id: i64 },
    #[error("no waiting list {id}")]
    UnknownWaitlist { id: i64 },
    #[error("there is already a list for {list}")]
    WaitlistExists { list: String },
    #[error("{player} is already on the list for {list}")]
    AlreadyListed { player: String, list: String },
    #[error("that player is no longer on a waiting list (entry {id})")]
    NotListed { id: i64 },
    #[error("nobody is waiting for {table}")]
    NobodyWaiting { table: String },
    #[error("{table} has no open seat that is not already called")]
    NoOpenSeat { table: String },
    #[error("no call {id}")]
    UnknownCall { id: i64 },
    #[error("the call to {player} is over: {how}")]
    CallOver { player: String, how: String },
    #[error("{table} does not deal {list}")]
    NotThisGame { table: String, list: String },
    #[error("the list for {list} has {have} players waiting; a new table needs {need}")]
    NotEnoughWaiting { list: String, have: i64, need: i64 },
    #[error("{name} is not in the dealers' rotation")]
    NotInRotation { name: String },
    #[error(
        "no dealer is free to relieve {table}: add a dealer to the rotation or wait for a break to end"
    )]
    NoRelief { table: String },
    #[error("{player} has sat out {minutes} minutes; the house picks up a seat after {limit}")]
    UnderSitOutLimit {
        player: String,
        minutes: i64,
        limit: i64,
    },
    #[error("{name} is closed")]
    TableClosed { name: String },
    #[error(
        "{game} at {stakes} has no rate in the schedule; give the table's collection rate explicitly"
    )]
    NoRate { game: String, stakes: String },
    #[error("{table} has a hand in progress; finish it first")]
    HandInProgress { table: String },
    #[error("seat {seat} at {table} is taken by {player}")]
    SeatTaken {
        table: String,
        seat: i64,
        player: String,
    },
    #[error("{table} has no seat {seat} (seats 1 to {limit})")]
    NoSuchSeat {
        table: String,
        seat: i64,
        limit: i64,
    },
    #[error("seat {seat} at {table} is empty")]
    SeatEmpty { table: String, seat: i64 },
    #[error("{table} is full ({limit} seats)")]
    TableFull { table: String, limit: i64 },
    #[error("{name} is not a dealer")]
    NotADealer { name: String },
    #[error("{name} is already dealing at {table}")]
    DealerBusy { name: String, table: String },
    #[error("no dealer is in the box at {table}")]
    NoDealer { table: String },
    #[error("no collection {id}")]
    UnknownCollection { id: i64 },
    #[error("the collection from {player} due at {due_at} was already marked {status}")]
    AlreadyMarked {
        player: String,
        due_at: String,
        status: String,
    },
    #[error("a shift is already open (since {since}, floor manager {floor})")]
    ShiftAlreadyOpen { since: String, floor: String },
    #[error("no shift is open")]
    NoOpenShift,
    #[error(
        "no shift is open, so Cardroom cannot {doing}: every chip belongs to a shift; a floor manager opens one (or takes the room over) first"
    )]
    NoShiftForMoney { doing: &'static str },
    #[error("{detail}")]
    BuyInOutOfRange { detail: String },
    #[error(
        "{player} is in the hand being dealt: take the time from his stack after it, or mark it paid in cash"
    )]
    CollectAfterHand { player: String },
    #[error("no shift {id}")]
    UnknownShift { id: i64 },
    /// The rules engine refused an action; `code` is the engine's.
    #[error("{message}")]
    Violation { code: ErrorCode, message: String },
    /// The hand moved on since the screen that sent an entry showed it (another station, or
    /// a second click): nothing was written; here is the hand now.
    #[error("hand {id} changed before this entry was saved; nothing was changed, here it is now")]
    HandChanged {
        id: i64,
        current: Box<crate::HandView>,
    },
    #[error("the rules engine does not deal {game} yet")]
    GameNotSupported { game: String },
    #[error("{table} has no button yet: draw for it first")]
    NoButton { table: String },
    #[error("no hand {id}")]
    UnknownHand { id: i64 },
    #[error("hand {id} is finished")]
    HandFinished { id: i64 },
    #[error("hand {id} has no action to undo")]
    NothingToUndo { id: i64 },
    /// A floor action that can no longer be undone, and why.
    #[error("{detail}")]
    FloorUndoGone { detail: String },
    #[error("{table} plays Pan: its hands are logged with the Pan entries")]
    PanTable { table: String },
    #[error("hand {id} is a Pan hand: log it with the Pan entries")]
    PanHand { id: i64 },
    #[error("hand {id} is not a Pan hand")]
    NotPan { id: i64 },
    #[error("{table} plays Draw Poker with Joker: its boxes are logged with the jd entries")]
    JokerDrawTable { table: String },
    #[error("{table} does not play Draw Poker with Joker")]
    NotJokerDrawTable { table: String },
    #[error("hand {id} is a Draw Poker with Joker box: log it with the jd entries")]
    JdHand { id: i64 },
    #[error("hand {id} is not a Draw Poker with Joker box")]
    NotJd { id: i64 },
    #[error("{player} in seat {seat} at {table} is sitting out")]
    SittingOut {
        table: String,
        seat: i64,
        player: String,
    },
    #[error(
        "{player} has {stack} in front of him; this box can cost {needed} (the ante, both exchanges, the Bet and the BONUS)"
    )]
    StackTooShort {
        player: String,
        stack: String,
        needed: String,
    },
}

impl RoomError {
    /// The stable machine code the UI and scripts switch on.
    pub fn code(&self) -> ErrorCode {
        use RoomCode as C;
        let code = match self {
            RoomError::Store(e) => return store_code(e),
            RoomError::BadData { .. } => C::BadData,
            RoomError::NoDataDir => C::NoDataDir,
            RoomError::DataDir { .. } => C::DataDir,
            RoomError::BackupDamaged { .. } => return ErrorCode::Room(RoomCode::BackupDamaged),
            RoomError::BackupFailed { .. } => return ErrorCode::Room(RoomCode::BackupFailed),
            RoomError::DbInUse { .. } => return ErrorCode::Room(RoomCode::DbInUse),
            RoomError::Invalid { .. } => C::InvalidInput,
            RoomError::BadCard { code, .. } => return ErrorCode::Rules(RulesCode::Card(*code)),
            RoomError::UnknownStaff { .. } => C::UnknownStaff,
            RoomError::InactiveStaff { .. } => C::InactiveStaff,
            RoomError::WrongPin => C::WrongPin,
            RoomError::AccountLocked { .. } => C::AccountLocked,
            RoomError::NoPin { .. } => C::NoPin,
            RoomError::NotSignedIn => C::NotSignedIn,
            RoomError::NotPermitted { .. } => C::NotPermitted,
            RoomError::DuplicateStaff { .. } => C::DuplicateStaff,
            RoomError::ClockBackwards { .. } => C::ClockBackwards,
            RoomError::ClockAhead { .. } => C::ClockAhead,
            RoomError::ClockNotAhead { .. } => C::ClockNotAhead,
            RoomError::NotYourTable { .. } => C::NotYourTable,
            RoomError::OnlyForSelf { .. } => C::OnlyForSelf,
            RoomError::ShiftLocked { .. } => C::ShiftLocked,
            RoomError::LastFloorManager { .. } => C::LastFloorManager,
            RoomError::RunsOpenShift { .. } => C::RunsOpenShift,
            RoomError::SameSeat { .. } => C::SameSeat,
            RoomError::AlreadyInState { .. } => C::AlreadyInState,
            RoomError::Overflow { .. } => C::Overflow,
            RoomError::UnknownGame { .. } => C::UnknownGame,
            RoomError::UnknownTable { .. } => C::UnknownTable,
            RoomError::UnknownWaitlist { .. } => C::UnknownWaitlist,
            RoomError::WaitlistExists { .. } => C::WaitlistExists,
            RoomError::AlreadyListed { .. } => C::AlreadyListed,
            RoomError::NotListed { .. } => C::NotListed,
            RoomError::NobodyWaiting { .. } => C::NobodyWaiting,
            RoomError::NoOpenSeat { .. } => C::NoOpenSeat,
            RoomError::UnknownCall { .. } => C::UnknownCall,
            RoomError::CallOver { .. } => C::CallOver,
            RoomError::NotThisGame { .. } => C::NotThisGame,
            RoomError::NotEnoughWaiting { .. } => C::NotEnoughWaiting,
            RoomError::NotInRotation { .. } => C::NotInRotation,
            RoomError::NoRelief { .. } => C::NoRelief,
            RoomError::UnderSitOutLimit { .. } => C::UnderSitOutLimit,
            RoomError::TableClosed { .. } => C::TableClosed,
            RoomError::NoRate { .. } => C::NoRate,
            RoomError::HandInProgress { .. } => C::HandInProgress,
            RoomError::SeatTaken { .. } => C::SeatTaken,
            RoomError::NoSuchSeat { .. } => C::NoSuchSeat,
            RoomError::SeatEmpty { .. } => C::SeatEmpty,
            RoomError::TableFull { .. } => C::TableFull,
            RoomError::NotADealer { .. } => C::NotADealer,
            RoomError::DealerBusy { .. } => C::DealerBusy,
            RoomError::NoDealer { .. } => C::NoDealer,
            RoomError::UnknownCollection { .. } => C::UnknownCollection,
            RoomError::AlreadyMarked { .. } => C::AlreadyMarked,
            RoomError::ShiftAlreadyOpen { .. } => C::ShiftAlreadyOpen,
            RoomError::NoOpenShift | RoomError::NoShiftForMoney { .. } => C::NoOpenShift,
            RoomError::BuyInOutOfRange { .. } => C::BuyInOutOfRange,
            RoomError::CollectAfterHand { .. } => C::CollectAfterHand,
            RoomError::ShiftStillOpen { .. } => C::ShiftStillOpen,
            RoomError::AlreadySignedOff { .. } => C::AlreadySignedOff,
            RoomError::NothingToCorrect { .. } => C::NothingToCorrect,
            RoomError::NotCorrectable { .. } => C::NotCorrectable,
            RoomError::Cancelled => C::Cancelled,
            RoomError::UnknownShift { .. } => C::UnknownShift,
            RoomError::Violation { code, .. } => return *code,
            RoomError::HandChanged { .. } => C::HandChanged,
            RoomError::GameNotSupported { .. } => C::GameNotSupported,
            RoomError::NoButton { .. } => C::NoButton,
            RoomError::UnknownHand { .. } => C::UnknownHand,
            RoomError::HandFinished { .. } => C::HandFinished,
            RoomError::NothingToUndo { .. } | RoomError::FloorUndoGone { .. } => C::NothingToUndo,
            RoomError::PanTable { .. } => C::PanTable,
            RoomError::PanHand { .. } => C::PanHand,
            RoomError::NotPan { .. } => C::NotPanHand,
            RoomError::JokerDrawTable { .. } => C::JokerDrawTable,
            RoomError::NotJokerDrawTable { .. } => C::NotJokerDrawTable,
            RoomError::JdHand { .. } => C::JdHand,
            RoomError::NotJd { .. } => C::NotJdHand,
            RoomError::SittingOut { .. } => C::SittingOut,
            RoomError::StackTooShort { .. } => C::StackTooShort,
        };
        ErrorCode::Room(code)
    }

    /// A refusal for lack of authority (the role, the table, the account): each one is an
    /// entry of the audit trail.
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
        RoomError::Invalid {
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
