//! Cardroom's use cases. The desktop app (`src-tauri`) and the `cardroom` CLI both call
//! exactly these functions; neither talks to storage directly.
//!
//! Inputs and outputs are plain serializable types (DTOs) so the UI receives them over IPC
//! unchanged; their TypeScript declarations are generated from these definitions.

mod audit;
mod audit_log;
pub mod backup;
mod bank;
mod blinds;
mod board;
mod button;
mod cage;
mod cash_logs;
mod changes;
mod chips;
pub mod clock;
mod closeout;
mod collections;
mod comps;
mod console;
mod copy;
mod count_sheet;
mod dealers;
mod demo;
mod demo_banked;
mod demo_pan;
mod diagnostics;
mod error;
mod exceptions;
mod floor;
mod games;
pub mod gaming_day;
mod hands;
mod history;
mod jackpots;
mod model;
pub mod money;
pub mod paths;
mod players;
mod rates;
mod report;
mod report_csv;
mod report_pdf;
mod report_xlsx;
mod seats;
mod shifts;
mod signin;
mod staff;
mod station;
mod tables;
mod trail;
mod usecase;
pub mod values;
mod verify;

use std::path::{Path, PathBuf};
use std::sync::Arc;

use cardroom_store::{PgStore, SqliteStore, Storage};

pub use audit_log::{AuditChange, AuditEntry, AuditQuery, MAX_ENTRIES};
pub use backup::{BackupReason, BackupReport, RestoreReport};
pub use bank::{BankMove, BankMoveDto, TableBank};
pub use board::{BoardDealer, BoardHand, BoardTable, FloorBoard};
pub use button::{ButtonDraw, DrawCard};
pub use cage::{BoxCount, BoxLine, CageCount};
pub use cardroom_store::{
    AdjustmentKind, AuditOutcome, BankKind, Betting, BrokenTablePlace, ButtonRule, CallTimeout,
    CashDirection, CashSource, CollectionMode, CollectionStatus, CompKind, CompUnit, ExclusionTerm,
    GameCode, Language, PrintKind, RestrictionKind, RestrictionScope, Role, SeatChangeDecline,
    SeatEntry, SignInOutcome, StakeStructure, Station, TableCollection, VoidReason,
};
pub use cash_logs::{CashLine, CtrDue, CtrReport, MultipleTransactionLog};
pub use changes::{Change, ChangeKind, Changes, Commit, Origin};
pub use chips::{AddChips, ChipAccount, CorrectChips, SeatChips};
pub use clock::{Clock, ManualClock, SystemClock};
pub use closeout::{AdjustmentDto, CollectionCorrection, HandCorrection, PrintMark};
pub use comps::{CompEarned, CompRuleRequest, CompRuleView, CompView, DayHours, IssueComp};
pub use console::{AnteRange, ConsoleView, DueSeat, HandStart, SeatException, UndoTakes};
pub use copy::CopyReport;
pub use count_sheet::{CountSheet, DropBox};
pub use demo::DemoSummary;
pub use diagnostics::{DIAGNOSTICS_LOG_BYTES, diagnostics_zip};
pub use error::{ErrorCode, RoomCode, RoomError, RulesCode};
pub use exceptions::{
    ExceptionCount, ExceptionKind, ExceptionLine, ExceptionReport, ExceptionRequest,
};
pub use floor::{
    CallView, DealerHours, DealerRef, DealerState, Duty, FloorSettings, FloorUndoable,
    JoinWaitlist, MustMovePlayer, MustMoveView, NewWaitlistRequest, OpenSeats, PlannedPush,
    RotationView, SeatFromCall, SeatRef, SeatTimeLine, SitOutFlag, StartPlayers, TableRef, Then,
    UNDO_SECONDS, WaitEstimate, WaitingPlayer, WaitlistBoard, WaitlistView, WallBoard, WallGame,
    WallJackpot, WallList, WallName,
};
pub use games::{GAMES, GameSpec, JokerRule, game_spec};
pub use hands::{ANTES_AT_RISK, BankedBox, GameView, HandAction, HandView, LogEntry};
pub use history::{
    HandHistory, HandQuery, HandSummary, HistoryCheck, HistoryFile, MAX_HANDS, check_history,
};
pub use jackpots::{
    FundAdjustment, FundTerms, FundTermsChange, FundView, HighHandLead, HitDetail, HitView,
    JackpotPayment, Jackpots, KeepTheCards, LEDGER_HEAD, LaterTerms, LedgerBy, LedgerLine,
    NAMES_ABOVE_CENTS, NewFund, PayoutShare, PayoutView, Qualifier, SeatName, TieRule,
};
pub use model::collections::{CollectionDto, CollectionKey, Mark, NotPaidReason};
pub use model::ledger::BuyIn;
pub use model::players::CTR_THRESHOLD_CENTS;
pub use model::seat_changes::SeatChangeView;
pub use model::seats::{Entry, SeatDto};
pub use model::shifts::ShiftDto;
pub use model::tables::SevensRule;
pub use players::{
    ExclusionNotice, IncidentView, NewPlayerRequest, NoticeView, PlayerCard, PlayerSeat,
    RestrictPlayer, RestrictionView,
};
pub use rates::{GameDto, NewRateRequest, RateDto, RateSchedule};
pub use report::{
    Discrepancy, FIGURES, FigureKind, FigureSpec, Figures, ReportGroup, ReportLine, ReportPeriod,
    ReportProgress, ReportRequest, ShiftReport,
};
pub use report_csv::inert;
pub use seats::SeatPlayer;
pub use shifts::{OpenTableItem, StillOpen};
pub use signin::{LOCK_MINUTES, PIN_TRIES, SessionView};
pub use staff::StaffDto;
pub use station::{
    DatabaseSetting, StationSetup, StationTable, StationView, Theme, choose_database,
    database_setting, station_view,
};
pub use tables::{CollectionTerms, DropMode, DropShort, OpenTable, TableStatus};
pub use trail::{GENESIS, entry_hash};
pub use usecase::{ClockReset, Permission, UseCase};

/// The room: its storage and the use cases on it. `Send + Sync`: share it (`Arc<Room>`)
/// between the app's commands; reads run at once on their own connections, writes queue.
#[derive(Debug)]
pub struct Room {
    store: Arc<dyn Storage>,
    clock: Box<dyn Clock>,
    changes: Arc<Changes>,
    /// Where this room's changes are made (recorded with each one).
    station: cardroom_store::Station,
    /// The machine it runs on, recorded with each audit entry.
    machine: String,
    /// A shared lock on `<database>.in-use` while the room is open, so a restore can tell
    /// the file is in use (see [`backup::restore`]).
    _in_use: Option<Arc<std::fs::File>>,
}

/// What the Settings screen and `cardroom db path` show about where data lives.
#[derive(Debug, Clone, serde::Serialize, specta::Type)]
pub struct DatabaseInfo {
    /// The file's path, or the server's URL without its password.
    pub path: String,
    pub schema_version: i64,
    /// The room lives on a server several stations share.
    pub is_server: bool,
}

impl Room {
    /// Opens the room's SQLite database at `path`, creating and migrating it as needed.
    pub fn open(path: &Path) -> Result<Room, RoomError> {
        Room::open_with_clock(path, Box::new(SystemClock))
    }

    /// Opens the room with another clock (tests, demos).
    pub fn open_with_clock(path: &Path, clock: Box<dyn Clock>) -> Result<Room, RoomError> {
        let mut room = Room::on_storage(Arc::new(SqliteStore::open(path)?), clock);
        room._in_use = backup::in_use(path).map(Arc::new);
        Ok(room)
    }

    /// Opens the room where `db` says: a file (created and migrated as needed) or a server
    /// (an empty database becomes a room; its schema is brought up to date).
    pub fn open_database(db: &paths::Database, clock: Box<dyn Clock>) -> Result<Room, RoomError> {
        match db {
            paths::Database::File(path) => Room::open_with_clock(path, clock),
            paths::Database::Server(url) => {
                Ok(Room::on_storage(Arc::new(PgStore::open(url)?), clock))
            }
        }
    }

    /// Whether the room lives on a server several stations share (it is backed up there).
    pub fn is_server(&self) -> bool {
        self.store.is_server()
    }

    /// The room on any storage that implements the interface.
    pub fn on_storage(store: Arc<dyn Storage>, clock: Box<dyn Clock>) -> Room {
        Room {
            store,
            clock,
            changes: Arc::new(Changes::default()),
            station: cardroom_store::Station::App,
            machine: trail::machine_name(),
            _in_use: None,
        }
    }

    /// The same room, its changes recorded as made from `station` (the CLI: `Station::Cli`).
    pub fn at_station(mut self, station: cardroom_store::Station) -> Room {
        self.station = station;
        self
    }

    /// The same room, its audit entries naming `machine` instead of this computer's name
    /// (a station named by the room's own settings; the UI's fixtures).
    pub fn on_machine(mut self, machine: &str) -> Room {
        self.machine = machine.to_string();
        self
    }

    /// The room's clock: its time, and the zone people read times in
    /// ([`clock::time_words`]).
    pub fn clock(&self) -> &dyn Clock {
        self.clock.as_ref()
    }

    /// The same room (its storage and its listeners) read on another clock.
    pub(crate) fn with_clock(&self, clock: Box<dyn Clock>) -> Room {
        Room {
            store: Arc::clone(&self.store),
            clock,
            changes: Arc::clone(&self.changes),
            station: self.station,
            machine: self.machine.clone(),
            _in_use: self._in_use.clone(),
        }
    }

    /// Where changes to the room are published.
    pub fn changes(&self) -> &Changes {
        &self.changes
    }

    pub fn database_info(&self) -> Result<DatabaseInfo, RoomError> {
        Ok(DatabaseInfo {
            path: self.store.location(),
            schema_version: self.store.schema_version()?,
            is_server: self.store.is_server(),
        })
    }

    pub fn path(&self) -> PathBuf {
        PathBuf::from(self.store.location())
    }

    /// Every difference between the database's schema and the one the migrations make
    /// (none: the schema is sound); a damaged one is refused every write (`db_damaged`).
    pub fn schema_problems(&self) -> Result<Vec<String>, RoomError> {
        Ok(self.store.schema_problems()?)
    }
}
