use cardroom_store::StoreError;

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
    #[error("{what}: {reason}")]
    Invalid { what: String, reason: String },
    #[error("{message}")]
    BadCard { code: &'static str, message: String },
    #[error("no staff member {who}")]
    UnknownStaff { who: String },
    #[error("{name} is no longer active staff")]
    InactiveStaff { name: String },
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
    #[error("no shift {id}")]
    UnknownShift { id: i64 },
    /// The rules engine refused an action; `code` is the engine's.
    #[error("{message}")]
    Violation { code: &'static str, message: String },
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
    pub fn code(&self) -> &'static str {
        match self {
            RoomError::Store(e) => e.code(),
            RoomError::BadData { .. } => "bad_data",
            RoomError::NoDataDir => "no_data_dir",
            RoomError::DataDir { .. } => "data_dir",
            RoomError::Invalid { .. } => "invalid_input",
            RoomError::BadCard { code, .. } => code,
            RoomError::UnknownStaff { .. } => "unknown_staff",
            RoomError::InactiveStaff { .. } => "inactive_staff",
            RoomError::NotPermitted { .. } => "not_permitted",
            RoomError::DuplicateStaff { .. } => "duplicate_staff",
            RoomError::ClockBackwards { .. } => "clock_backwards",
            RoomError::ClockAhead { .. } => "clock_ahead",
            RoomError::ClockNotAhead { .. } => "clock_not_ahead",
            RoomError::NotYourTable { .. } => "not_your_table",
            RoomError::OnlyForSelf { .. } => "only_for_self",
            RoomError::ShiftLocked { .. } => "shift_locked",
            RoomError::LastFloorManager { .. } => "last_floor_manager",
            RoomError::RunsOpenShift { .. } => "runs_open_shift",
            RoomError::SameSeat { .. } => "same_seat",
            RoomError::AlreadyInState { .. } => "already_in_state",
            RoomError::Overflow { .. } => "overflow",
            RoomError::UnknownGame { .. } => "unknown_game",
            RoomError::UnknownTable { .. } => "unknown_table",
            RoomError::TableClosed { .. } => "table_closed",
            RoomError::NoRate { .. } => "no_rate",
            RoomError::HandInProgress { .. } => "hand_in_progress",
            RoomError::SeatTaken { .. } => "seat_taken",
            RoomError::NoSuchSeat { .. } => "no_such_seat",
            RoomError::SeatEmpty { .. } => "seat_empty",
            RoomError::TableFull { .. } => "table_full",
            RoomError::NotADealer { .. } => "not_a_dealer",
            RoomError::DealerBusy { .. } => "dealer_busy",
            RoomError::NoDealer { .. } => "no_dealer",
            RoomError::UnknownCollection { .. } => "unknown_collection",
            RoomError::AlreadyMarked { .. } => "already_marked",
            RoomError::ShiftAlreadyOpen { .. } => "shift_already_open",
            RoomError::NoOpenShift => "no_open_shift",
            RoomError::UnknownShift { .. } => "unknown_shift",
            RoomError::Violation { code, .. } => code,
            RoomError::GameNotSupported { .. } => "game_not_supported",
            RoomError::NoButton { .. } => "no_button",
            RoomError::UnknownHand { .. } => "unknown_hand",
            RoomError::HandFinished { .. } => "hand_finished",
            RoomError::NothingToUndo { .. } => "nothing_to_undo",
            RoomError::PanTable { .. } => "pan_table",
            RoomError::PanHand { .. } => "pan_hand",
            RoomError::NotPan { .. } => "not_pan_hand",
            RoomError::JokerDrawTable { .. } => "joker_draw_table",
            RoomError::NotJokerDrawTable { .. } => "not_joker_draw_table",
            RoomError::JdHand { .. } => "jd_hand",
            RoomError::NotJd { .. } => "not_jd_hand",
            RoomError::SittingOut { .. } => "sitting_out",
            RoomError::StackTooShort { .. } => "stack_too_short",
        }
    }

    pub(crate) fn invalid(what: impl Into<String>, reason: impl Into<String>) -> RoomError {
        RoomError::Invalid {
            what: what.into(),
            reason: reason.into(),
        }
    }
}
