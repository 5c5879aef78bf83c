//! The IPC commands, one file per area of the room. A command is declared once: its
//! `#[tauri::command]` function in its area's file. `build.rs` reads these files with a Rust
//! parser (`syn`) to register every such function, to generate one permission each and the
//! window's capability. Each is a few lines: call the room on a blocking thread, map the
//! error. A command that changes the room acts as the staff member signed in at this window
//! (`AppState::act`) and returns the new state of what it changed.

pub(crate) mod audit;
pub(crate) mod console;
pub(crate) mod floor;
pub(crate) mod history;
pub(crate) mod rates;
pub(crate) mod reports;
pub(crate) mod rotation;
pub(crate) mod session;
pub(crate) mod staff;
pub(crate) mod station;
pub(crate) mod waitlist;

use cardroom_room::{AddChips, CorrectChips, SeatChips, StillOpen};
use cardroom_room::{
    AdjustmentDto, AuditEntry, AuditQuery, BackupReason, BackupReport, ButtonDraw,
    CollectionCorrection, CollectionDto, CollectionKey, ConsoleView, CountSheet, DatabaseInfo,
    DatabaseSetting, DrawCard, FloorBoard, FloorUndoable, HandAction, HandCorrection, HandHistory,
    HandQuery, HandStart, HandSummary, HandView, HistoryCheck, Mark, NewRateRequest, OpenTable,
    PrintKind, PrintMark, RateDto, RateSchedule, ReportProgress, ReportRequest, Role, SeatDto,
    SeatException, SeatPlayer, SessionView, ShiftDto, ShiftReport, StaffDto, Station, TableStatus,
    VoidReason,
};
use cardroom_room::{
    FloorSettings, JoinWaitlist, NewWaitlistRequest, RotationView, SeatFromCall, WaitlistBoard,
    WallBoard,
};
use tauri::State;
use tauri::ipc::Channel;

use crate::{AppState, ConnectionChanged, IpcError};
