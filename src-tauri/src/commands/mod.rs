//! The IPC commands, one file per area of the room. A command is declared once: its row in
//! its area's `commands!` table (or a `#[tauri::command]` function of its own). `build.rs`
//! reads these files with a Rust parser (`syn`) to register every command, to generate one
//! permission each and the window's capability. Each is a line or two: call the room on a
//! blocking thread, map the error. A command that changes the room acts as the staff member
//! signed in at this window (`AppState::act`) and returns the new state of what it changed.

/// An area's commands, a row each: its doc comment (the bindings' too), how it runs, its name
/// and the arguments the window sends, what it answers (the error is always `IpcError`), and
/// its body, a closure:
/// - `run name(args) -> T { |room| ... }`: a read, on a blocking thread (`AppState::run`);
/// - `act name(args) -> T { |room, me| ... }`: as the staff member signed in here, `me`
///   (`AppState::act`);
/// - `with name(args) -> T { |state| ... }`: anything else, with the app state (the body may
///   `.await`).
///
/// Each row becomes a `#[tauri::command] #[specta::specta] pub async fn name(state:
/// State<'_, AppState>, args) -> Result<T, IpcError>`; `build.rs` reads the rows (the word
/// after `run`, `act` or `with` is the command's name).
macro_rules! commands {
    (@body $state:ident, run, [$room:pat_param], $body:expr) => {
        $state.run(move |$room| $body).await
    };
    (@body $state:ident, act, [$room:pat_param, $me:pat_param], $body:expr) => {
        $state.act(move |$room, $me| $body).await
    };
    (@body $state:ident, with, [$app:pat_param], $body:expr) => {{
        let $app = $state;
        $body
    }};
    ($(
        $(#[doc = $doc:tt])*
        $how:ident $name:ident($($arg:ident: $ty:ty),*) -> $out:ty {
            |$($p:pat_param),*| $body:expr
        }
    )*) => {$(
        $(#[doc = $doc])*
        #[tauri::command]
        #[specta::specta]
        pub async fn $name(state: State<'_, AppState>, $($arg: $ty),*) -> Result<$out, IpcError> {
            commands!(@body state, $how, [$($p),*], $body)
        }
    )*};
}

pub(crate) mod audit;
pub(crate) mod cage;
pub(crate) mod console;
pub(crate) mod floor;
pub(crate) mod history;
pub(crate) mod jackpots;
pub(crate) mod players;
pub(crate) mod rates;
pub(crate) mod reports;
pub(crate) mod rotation;
pub(crate) mod session;
pub(crate) mod staff;
pub(crate) mod station;
pub(crate) mod waitlist;

use cardroom_room::{AddChips, CorrectChips, Room, RoomError, SeatChips, StillOpen};
use cardroom_room::{
    AdjustmentDto, AuditEntry, AuditQuery, BackupReason, BackupReport, ButtonDraw,
    CollectionCorrection, CollectionDto, CollectionKey, ConsoleView, CountSheet, DatabaseInfo,
    DatabaseSetting, DrawCard, FloorBoard, FloorUndoable, HandAction, HandCorrection, HandHistory,
    HandQuery, HandStart, HandSummary, HandView, HistoryCheck, Mark, NewRateRequest, OpenTable,
    PrintKind, PrintMark, RateDto, RateSchedule, ReportProgress, ReportRequest, Role, SeatDto,
    SeatException, SeatPlayer, SessionView, ShiftDto, ShiftReport, StaffDto, Station, TableStatus,
    VoidReason,
};
use cardroom_room::{ExceptionReport, ExceptionRequest};
use cardroom_room::{
    FloorSettings, JoinWaitlist, NewWaitlistRequest, RotationView, SeatFromCall, WaitlistBoard,
    WallBoard,
};
use cardroom_room::{Language, StationSetup, StationView};
use tauri::State;
use tauri::ipc::Channel;

use crate::state::blocking;
use crate::{AppState, ConnectionChanged, IpcError};
