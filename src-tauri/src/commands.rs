//! The IPC commands: this file is the one list of them. `build.rs` reads the
//! `#[tauri::command]` functions here to register them, to generate one permission each and
//! the window's capability, so a command is declared once. Each is a few lines: call the
//! room on a blocking thread, map the error. A command that changes the room acts as the
//! staff member signed in at this window (`AppState::act`) and returns the new state of what
//! it changed.

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

/// The collection rate schedule in effect now (the room's clock).
#[tauri::command]
#[specta::specta]
pub async fn rate_schedule(state: State<'_, AppState>) -> Result<RateSchedule, IpcError> {
    state.run(|room| room.rate_schedule()).await
}

/// The schedule in effect at a moment (RFC 3339): past and future rates.
#[tauri::command]
#[specta::specta]
pub async fn rate_schedule_at(
    state: State<'_, AppState>,
    at: String,
) -> Result<RateSchedule, IpcError> {
    let at = crate::parse_time(&at)?;
    state.run(move |room| room.rate_schedule_at(at)).await
}

/// Adds a rate to the schedule, effective from its date.
#[tauri::command]
#[specta::specta]
pub async fn add_rate(
    state: State<'_, AppState>,
    rate: NewRateRequest,
) -> Result<RateDto, IpcError> {
    state.act(move |room, me| room.add_rate(me, &rate)).await
}

/// Where the database is and its schema version.
#[tauri::command]
#[specta::specta]
pub async fn database_info(state: State<'_, AppState>) -> Result<DatabaseInfo, IpcError> {
    state.run(|room| room.database_info()).await
}

/// Where this station's room lives, and what it is set to use from its next start.
#[tauri::command]
#[specta::specta]
pub async fn database_setting(state: State<'_, AppState>) -> Result<DatabaseSetting, IpcError> {
    let room = state.room();
    tauri::async_runtime::spawn_blocking(move || cardroom_room::database_setting(room.as_deref()))
        .await
        .map_err(|e| IpcError::internal(format!("the request stopped midway: {e}")))?
        .map_err(IpcError::from)
}

/// Sets this station to use the server at `url` from its next start (none: its own file):
/// connected to and made a room first, saved only when that works. A floor manager's choice;
/// at a station whose room could not be opened, anyone's, and the next command opens it.
#[tauri::command]
#[specta::specta]
pub async fn choose_database(
    state: State<'_, AppState>,
    url: Option<String>,
) -> Result<DatabaseSetting, IpcError> {
    if state.room().is_some() {
        return state
            .act(move |room, me| room.choose_database(me, url.as_deref()))
            .await;
    }
    let setting = tauri::async_runtime::spawn_blocking(move || {
        cardroom_room::choose_database(url.as_deref())?;
        cardroom_room::database_setting(None)
    })
    .await
    .map_err(|e| IpcError::internal(format!("the request stopped midway: {e}")))?
    .map_err(IpcError::from)?;
    // The room is opened from the new choice by the next command, without a restart.
    state.try_again_soon();
    Ok(setting)
}

/// Whether the station reaches its room's database now (see the `ConnectionChanged` event).
#[tauri::command]
#[specta::specta]
pub async fn connection_status(state: State<'_, AppState>) -> Result<ConnectionChanged, IpcError> {
    Ok(state
        .connection()
        .lock()
        .unwrap_or_else(|p| p.into_inner())
        .clone())
}

/// Who is signed in at this window, and whether the room still needs its first floor manager.
#[tauri::command]
#[specta::specta]
pub async fn session(state: State<'_, AppState>) -> Result<SessionView, IpcError> {
    let me = state.signed_in();
    state.run(move |room| room.session(me)).await
}

/// Starts a new room with its first floor manager, and signs him in.
#[tauri::command]
#[specta::specta]
pub async fn start_room(
    state: State<'_, AppState>,
    name: String,
    pin: String,
) -> Result<SessionView, IpcError> {
    let first = state.run(move |room| room.start_room(&name, &pin)).await?;
    state.set_signed_in(Some(first.id));
    state.run(move |room| room.session(Some(first.id))).await
}

/// Signs a staff member in with his PIN (switching from whoever was signed in).
#[tauri::command]
#[specta::specta]
pub async fn sign_in(
    state: State<'_, AppState>,
    name: String,
    pin: String,
) -> Result<SessionView, IpcError> {
    let staff = state
        .run(move |room| room.sign_in(&name, &pin, Station::App))
        .await?;
    state.set_signed_in(Some(staff.id));
    state.run(move |room| room.session(Some(staff.id))).await
}

/// Signs out whoever is signed in here.
#[tauri::command]
#[specta::specta]
pub async fn sign_out(state: State<'_, AppState>) -> Result<SessionView, IpcError> {
    if let Some(me) = state.signed_in() {
        state.set_signed_in(None);
        state
            .run(move |room| room.sign_out(me, Station::App))
            .await?;
    }
    state.run(|room| room.session(None)).await
}

/// Everything the floor board draws, in one read: every open table for a floor manager, his
/// own table for a dealer.
#[tauri::command]
#[specta::specta]
pub async fn floor_board(state: State<'_, AppState>) -> Result<FloorBoard, IpcError> {
    state.act(|room, me| room.floor_board_as(me)).await
}

/// What opening a table would give (its stakes and the collection the schedule resolves),
/// without opening it.
#[tauri::command]
#[specta::specta]
pub async fn preview_table(
    state: State<'_, AppState>,
    table: OpenTable,
) -> Result<TableStatus, IpcError> {
    state.run(move |room| room.preview_table(&table)).await
}

#[tauri::command]
#[specta::specta]
pub async fn open_table(
    state: State<'_, AppState>,
    table: OpenTable,
) -> Result<TableStatus, IpcError> {
    state.act(move |room, me| room.open_table(me, &table)).await
}

#[tauri::command]
#[specta::specta]
pub async fn close_table(
    state: State<'_, AppState>,
    table_id: i64,
) -> Result<TableStatus, IpcError> {
    state
        .act(move |room, me| room.close_table(me, table_id))
        .await
}

#[tauri::command]
#[specta::specta]
pub async fn seat_player(
    state: State<'_, AppState>,
    seat: SeatPlayer,
) -> Result<SeatDto, IpcError> {
    state.act(move |room, me| room.seat_player(me, &seat)).await
}

/// Seats a player with a buy-in outside the table's limits, for the floor's reason.
#[tauri::command]
#[specta::specta]
pub async fn seat_player_outside_buy_in(
    state: State<'_, AppState>,
    seat: SeatPlayer,
    reason: String,
) -> Result<SeatDto, IpcError> {
    state
        .act(move |room, me| room.seat_player_outside_buy_in(me, &seat, Some(&reason)))
        .await
}

/// A seated player's chips and status, for the seat panel.
#[tauri::command]
#[specta::specta]
pub async fn seat_chips(
    state: State<'_, AppState>,
    table_id: i64,
    seat_no: i64,
) -> Result<SeatChips, IpcError> {
    state
        .run(move |room| room.seat_chips(table_id, seat_no))
        .await
}

/// A seated player buys more chips: on his stack now, or after the hand he is in.
#[tauri::command]
#[specta::specta]
pub async fn add_chips(state: State<'_, AppState>, chips: AddChips) -> Result<SeatChips, IpcError> {
    state.act(move |room, me| room.add_chips(me, &chips)).await
}

/// The floor sets a stack to the chips counted on the felt (his PIN and a reason).
#[tauri::command]
#[specta::specta]
pub async fn correct_chips(
    state: State<'_, AppState>,
    pin: String,
    correction: CorrectChips,
) -> Result<SeatChips, IpcError> {
    state
        .act(move |room, me| room.correct_chips(me, &correction, &pin))
        .await
}

/// Moves a player to another seat, at the same table or another.
#[tauri::command]
#[specta::specta]
pub async fn move_player(
    state: State<'_, AppState>,
    table_id: i64,
    seat_no: i64,
    to_table_id: i64,
    to_seat_no: i64,
) -> Result<SeatDto, IpcError> {
    state
        .act(move |room, me| room.move_player(me, table_id, seat_no, to_table_id, to_seat_no))
        .await
}

#[tauri::command]
#[specta::specta]
pub async fn set_sitting_out(
    state: State<'_, AppState>,
    table_id: i64,
    seat_no: i64,
    sitting_out: bool,
) -> Result<SeatDto, IpcError> {
    state
        .act(move |room, me| room.set_sitting_out(me, table_id, seat_no, sitting_out))
        .await
}

#[tauri::command]
#[specta::specta]
pub async fn unseat_player(
    state: State<'_, AppState>,
    table_id: i64,
    seat_no: i64,
) -> Result<SeatDto, IpcError> {
    state
        .act(move |room, me| room.unseat_player(me, table_id, seat_no))
        .await
}

/// Pushes a dealer into the box at a table; returns the table as it is now.
#[tauri::command]
#[specta::specta]
pub async fn push_dealer(
    state: State<'_, AppState>,
    table_id: i64,
    dealer_id: i64,
) -> Result<TableStatus, IpcError> {
    state
        .act(move |room, me| {
            room.push_dealer(me, table_id, dealer_id)?;
            room.table_status(table_id)
        })
        .await
}

/// Pulls the dealer out of the box at a table; returns the table as it is now.
#[tauri::command]
#[specta::specta]
pub async fn pull_dealer(
    state: State<'_, AppState>,
    table_id: i64,
) -> Result<TableStatus, IpcError> {
    state
        .act(move |room, me| {
            room.pull_dealer(me, table_id)?;
            room.table_status(table_id)
        })
        .await
}

/// Records the high-card draw for the first button.
#[tauri::command]
#[specta::specta]
pub async fn draw_for_button(
    state: State<'_, AppState>,
    table_id: i64,
    draw: Vec<DrawCard>,
) -> Result<ButtonDraw, IpcError> {
    state
        .act(move |room, me| room.draw_for_button(me, table_id, &draw))
        .await
}

#[tauri::command]
#[specta::specta]
pub async fn open_shift(state: State<'_, AppState>) -> Result<ShiftDto, IpcError> {
    state.act(|room, me| room.open_shift(me)).await
}

/// What the open shift leaves open, for the close dialog.
#[tauri::command]
#[specta::specta]
pub async fn still_open(state: State<'_, AppState>) -> Result<StillOpen, IpcError> {
    state.run(|room| room.still_open()).await
}

/// The floor manager signed in here takes the room over from the open shift.
#[tauri::command]
#[specta::specta]
pub async fn hand_over_shift(state: State<'_, AppState>) -> Result<ShiftDto, IpcError> {
    let opened = state.act(|room, me| room.hand_over_shift(me)).await?;
    crate::backups::after_shift_close(&state);
    Ok(opened)
}

#[tauri::command]
#[specta::specta]
pub async fn close_shift(state: State<'_, AppState>) -> Result<ShiftDto, IpcError> {
    let closed = state.act(|room, me| room.close_shift(me)).await?;
    crate::backups::after_shift_close(&state);
    Ok(closed)
}

/// The collections fallen due and not yet marked, recorded or not (a read).
#[tauri::command]
#[specta::specta]
pub async fn collections_due(
    state: State<'_, AppState>,
    table_id: Option<i64>,
) -> Result<Vec<CollectionDto>, IpcError> {
    state
        .act(move |room, me| room.collections_due(me, table_id))
        .await
}

/// Comps a collection: a floor manager waives it, saying why.
#[tauri::command]
#[specta::specta]
pub async fn comp_collection(
    state: State<'_, AppState>,
    collection: CollectionKey,
    reason: String,
) -> Result<CollectionDto, IpcError> {
    state
        .act(move |room, me| room.comp_collection(me, collection, &reason))
        .await
}

/// The last floor action of the person signed in, while it can be undone (a minute).
#[tauri::command]
#[specta::specta]
pub async fn last_floor_action(
    state: State<'_, AppState>,
) -> Result<Option<FloorUndoable>, IpcError> {
    state.act(|room, me| room.last_floor_action(me)).await
}

/// Undoes the last floor action (named by its audit entry): an appended reversal. Returns
/// what was undone, in words.
#[tauri::command]
#[specta::specta]
pub async fn undo_floor_action(
    state: State<'_, AppState>,
    audit_id: i64,
) -> Result<String, IpcError> {
    state
        .act(move |room, me| room.undo_floor_action(me, audit_id))
        .await
}

#[tauri::command]
#[specta::specta]
pub async fn mark_collection(
    state: State<'_, AppState>,
    collection: CollectionKey,
    mark: Mark,
) -> Result<CollectionDto, IpcError> {
    state
        .act(move |room, me| room.mark_collection(me, collection, mark))
        .await
}

#[tauri::command]
#[specta::specta]
pub async fn list_staff(state: State<'_, AppState>) -> Result<Vec<StaffDto>, IpcError> {
    state.run(|room| room.list_staff()).await
}

#[tauri::command]
#[specta::specta]
pub async fn add_staff(
    state: State<'_, AppState>,
    name: String,
    role: Role,
) -> Result<StaffDto, IpcError> {
    state
        .act(move |room, me| room.add_staff(Some(me), &name, role))
        .await
}

#[tauri::command]
#[specta::specta]
pub async fn set_staff_active(
    state: State<'_, AppState>,
    staff_id: i64,
    active: bool,
) -> Result<StaffDto, IpcError> {
    state
        .act(move |room, me| room.set_staff_active(me, staff_id, active))
        .await
}

/// Makes a staff member a floor manager or a dealer.
#[tauri::command]
#[specta::specta]
pub async fn set_staff_role(
    state: State<'_, AppState>,
    staff_id: i64,
    role: Role,
) -> Result<StaffDto, IpcError> {
    state
        .act(move |room, me| room.set_staff_role(me, staff_id, role))
        .await
}

/// Sets or resets a staff member's PIN (it also lifts a lock).
#[tauri::command]
#[specta::specta]
pub async fn set_pin(
    state: State<'_, AppState>,
    staff_id: i64,
    pin: String,
) -> Result<StaffDto, IpcError> {
    state
        .act(move |room, me| room.set_pin(me, staff_id, &pin))
        .await
}

/// Any hand as it stands, whatever its game.
#[tauri::command]
#[specta::specta]
pub async fn hand(state: State<'_, AppState>, hand_id: i64) -> Result<HandView, IpcError> {
    state.run(move |room| room.hand(hand_id)).await
}

/// The hand in progress at a table, if any.
#[tauri::command]
#[specta::specta]
pub async fn current_hand(
    state: State<'_, AppState>,
    table_id: i64,
) -> Result<Option<HandView>, IpcError> {
    state.run(move |room| room.current_hand(table_id)).await
}

/// The dealer's console of one table (a dealer sees only his own).
#[tauri::command]
#[specta::specta]
pub async fn dealer_console(
    state: State<'_, AppState>,
    table_id: i64,
) -> Result<ConsoleView, IpcError> {
    state
        .act(move |room, me| room.dealer_console(me, table_id))
        .await
}

/// Starts the table's next hand; returns the console.
#[tauri::command]
#[specta::specta]
pub async fn start_hand(
    state: State<'_, AppState>,
    table_id: i64,
    start: HandStart,
) -> Result<ConsoleView, IpcError> {
    state
        .act(move |room, me| room.start_hand_on_console(me, table_id, start))
        .await
}

/// Logs one entry in a hand as the console showed it at `seq`; returns the console.
#[tauri::command]
#[specta::specta]
pub async fn act_in_hand(
    state: State<'_, AppState>,
    hand_id: i64,
    seq: i64,
    action: HandAction,
) -> Result<ConsoleView, IpcError> {
    state
        .act(move |room, me| room.act_on_console(me, hand_id, seq, action))
        .await
}

/// Undoes the hand's latest entry, when it still stands at `seq`; returns the console.
#[tauri::command]
#[specta::specta]
pub async fn undo_in_hand(
    state: State<'_, AppState>,
    hand_id: i64,
    seq: i64,
) -> Result<ConsoleView, IpcError> {
    state
        .act(move |room, me| room.undo_on_console(me, hand_id, seq))
        .await
}

/// Voids the hand (a misdeal, or a floor ruling); returns the console.
#[tauri::command]
#[specta::specta]
pub async fn void_hand(
    state: State<'_, AppState>,
    hand_id: i64,
    seq: i64,
    reason: VoidReason,
) -> Result<ConsoleView, IpcError> {
    state
        .act(move |room, me| room.void_on_console(me, hand_id, seq, reason))
        .await
}

/// Takes the time collection at the table: everyone paid but the exceptions; returns the
/// console.
#[tauri::command]
#[specta::specta]
pub async fn collect_time(
    state: State<'_, AppState>,
    table_id: i64,
    exceptions: Vec<SeatException>,
) -> Result<ConsoleView, IpcError> {
    state
        .act(move |room, me| room.collect_time_on_console(me, table_id, &exceptions))
        .await
}

// ---- Reports, sign-off, corrections and hand history (issue #21) ----

/// The latest shifts, newest first, to choose one to report.
#[tauri::command]
#[specta::specta]
pub async fn shift_list(state: State<'_, AppState>) -> Result<Vec<ShiftDto>, IpcError> {
    state.act(|room, me| room.shift_list(me)).await
}

/// The collection report a request asks for. A long one sends its progress on `progress`
/// and stops (`cancelled`) when `cancel_report` asks for the number the window gave it.
#[tauri::command]
#[specta::specta]
pub async fn run_report(
    state: State<'_, AppState>,
    request: u32,
    query: ReportRequest,
    progress: Channel<ReportProgress>,
) -> Result<ShiftReport, IpcError> {
    let cancelled = state.cancel_check();
    state
        .act(move |room, me| {
            room.report(me, &query, &mut |p| {
                let _ = progress.send(p);
                !cancelled(request)
            })
        })
        .await
}

/// Stops the long report numbered `request`.
#[tauri::command]
#[specta::specta]
pub async fn cancel_report(state: State<'_, AppState>, request: u32) -> Result<(), IpcError> {
    state.cancel(request);
    Ok(())
}

/// The report as CSV: the same text as `cardroom report shift --csv`.
#[tauri::command]
#[specta::specta]
pub async fn report_csv(
    state: State<'_, AppState>,
    query: ReportRequest,
) -> Result<String, IpcError> {
    state
        .act(move |room, me| room.report(me, &query, &mut |_| true)?.to_csv(room.clock()))
        .await
}

/// Signs a closed shift off with the floor manager's PIN.
#[tauri::command]
#[specta::specta]
pub async fn sign_off_shift(
    state: State<'_, AppState>,
    shift_id: i64,
    pin: String,
) -> Result<ShiftDto, IpcError> {
    state
        .act(move |room, me| room.sign_off_shift(me, shift_id, &pin))
        .await
}

/// Records a print of a shift's report or count sheet: is it a reprint?
#[tauri::command]
#[specta::specta]
pub async fn record_print(
    state: State<'_, AppState>,
    shift_id: i64,
    what: PrintKind,
) -> Result<PrintMark, IpcError> {
    state
        .act(move |room, me| room.record_print(me, shift_id, what))
        .await
}

/// Corrects a time collection's mark (the floor's PIN and a reason).
#[tauri::command]
#[specta::specta]
pub async fn correct_collection(
    state: State<'_, AppState>,
    pin: String,
    correction: CollectionCorrection,
) -> Result<AdjustmentDto, IpcError> {
    state
        .act(move |room, me| room.correct_collection(me, &pin, &correction))
        .await
}

/// Corrects a finished hand's chips (the floor's PIN and a reason).
#[tauri::command]
#[specta::specta]
pub async fn correct_hand(
    state: State<'_, AppState>,
    pin: String,
    correction: HandCorrection,
) -> Result<AdjustmentDto, IpcError> {
    state
        .act(move |room, me| room.correct_hand(me, &pin, &correction))
        .await
}

/// A shift's count sheet (4 CCR 12385), with the counters' names.
#[tauri::command]
#[specta::specta]
pub async fn count_sheet(
    state: State<'_, AppState>,
    shift_id: Option<i64>,
    counters: Vec<String>,
) -> Result<CountSheet, IpcError> {
    state
        .act(move |room, me| room.count_sheet(me, shift_id, &counters))
        .await
}

/// The count sheet as CSV.
#[tauri::command]
#[specta::specta]
pub async fn count_sheet_csv(
    state: State<'_, AppState>,
    shift_id: Option<i64>,
    counters: Vec<String>,
) -> Result<String, IpcError> {
    state
        .act(move |room, me| {
            room.count_sheet(me, shift_id, &counters)?
                .to_csv(room.clock())
        })
        .await
}

/// Writes an export (CSV or hand-history text) to the file the save dialog chose.
#[tauri::command]
#[specta::specta]
pub async fn save_export(
    state: State<'_, AppState>,
    path: String,
    text: String,
) -> Result<(), IpcError> {
    state
        .act(move |_, _| crate::files::save_export(&path, &text))
        .await
}

/// The hands a query asks for, newest first.
#[tauri::command]
#[specta::specta]
pub async fn hand_list(
    state: State<'_, AppState>,
    query: HandQuery,
) -> Result<Vec<HandSummary>, IpcError> {
    state.act(move |room, me| room.hand_list(me, &query)).await
}

/// One hand, entry by entry, with its corrections.
#[tauri::command]
#[specta::specta]
pub async fn hand_history(
    state: State<'_, AppState>,
    hand_id: i64,
) -> Result<HandHistory, IpcError> {
    state
        .act(move |room, me| room.hand_history(me, hand_id))
        .await
}

/// Writes hands (one, or all a query asks for) as hand-history files into a folder; how many.
#[tauri::command]
#[specta::specta]
pub async fn export_hand_histories(
    state: State<'_, AppState>,
    folder: String,
    query: HandQuery,
    hand_id: Option<i64>,
) -> Result<u32, IpcError> {
    state
        .act(move |room, me| {
            crate::files::save_histories(&folder, &room.export_hands(me, &query, hand_id)?)
        })
        .await
}

/// Reads a hand-history file through the rules engine; nothing is stored.
#[tauri::command]
#[specta::specta]
pub async fn check_hand_history(
    state: State<'_, AppState>,
    path: String,
) -> Result<HistoryCheck, IpcError> {
    state.act(move |_, _| crate::files::check_file(&path)).await
}

/// The audit trail's entries a query asks for, newest first (floor managers).
#[tauri::command]
#[specta::specta]
pub async fn audit_log(
    state: State<'_, AppState>,
    query: AuditQuery,
) -> Result<Vec<AuditEntry>, IpcError> {
    state.act(move |room, me| room.audit_log(me, &query)).await
}

/// The same entries as CSV, for the save dialog.
#[tauri::command]
#[specta::specta]
pub async fn audit_csv(state: State<'_, AppState>, query: AuditQuery) -> Result<String, IpcError> {
    state.act(move |room, me| room.audit_csv(me, &query)).await
}

/// "Back up now": the room copied into its backup folder and the copy checked.
#[tauri::command]
#[specta::specta]
pub async fn back_up_now(state: State<'_, AppState>) -> Result<BackupReport, IpcError> {
    state
        .act(|room, me| room.back_up_as(me, BackupReason::Manual))
        .await
}

/// The last backup made into the backup folder, and its result.
#[tauri::command]
#[specta::specta]
pub async fn last_backup(state: State<'_, AppState>) -> Result<Option<BackupReport>, IpcError> {
    state.run(|room| room.last_backup()).await
}

/// The waiting lists, the calls in force, the must-move tables and the open seats.
#[tauri::command]
#[specta::specta]
pub async fn waitlist_board(state: State<'_, AppState>) -> Result<WaitlistBoard, IpcError> {
    state.act(|room, me| room.waitlist_board(me)).await
}

/// The wall board: games running and their lists, first names only.
#[tauri::command]
#[specta::specta]
pub async fn wall_board(state: State<'_, AppState>) -> Result<WallBoard, IpcError> {
    state.act(|room, _| room.wall_board()).await
}

/// Starts a waiting list; returns the lists as they are now.
#[tauri::command]
#[specta::specta]
pub async fn add_waitlist(
    state: State<'_, AppState>,
    list: NewWaitlistRequest,
) -> Result<WaitlistBoard, IpcError> {
    state
        .act(move |room, me| {
            room.add_waitlist(me, &list)?;
            room.waitlist_board(me)
        })
        .await
}

/// Closes a list nobody waits on.
#[tauri::command]
#[specta::specta]
pub async fn close_waitlist(
    state: State<'_, AppState>,
    list_id: i64,
) -> Result<WaitlistBoard, IpcError> {
    state
        .act(move |room, me| {
            room.close_waitlist(me, list_id)?;
            room.waitlist_board(me)
        })
        .await
}

/// Puts a player at the bottom of a list.
#[tauri::command]
#[specta::specta]
pub async fn join_waitlist(
    state: State<'_, AppState>,
    entry: JoinWaitlist,
) -> Result<WaitlistBoard, IpcError> {
    state
        .act(move |room, me| {
            room.join_waitlist(me, &entry)?;
            room.waitlist_board(me)
        })
        .await
}

/// Takes a player off a list.
#[tauri::command]
#[specta::specta]
pub async fn leave_waitlist(
    state: State<'_, AppState>,
    entry_id: i64,
) -> Result<WaitlistBoard, IpcError> {
    state
        .act(move |room, me| {
            room.leave_waitlist(me, entry_id)?;
            room.waitlist_board(me)
        })
        .await
}

/// Calls the player owed an open seat at a table (or the entry named).
#[tauri::command]
#[specta::specta]
pub async fn call_seat(
    state: State<'_, AppState>,
    table_id: i64,
    entry_id: Option<i64>,
) -> Result<WaitlistBoard, IpcError> {
    state
        .act(move |room, me| {
            room.call_seat(me, table_id, entry_id)?;
            room.waitlist_board(me)
        })
        .await
}

/// Withdraws a call; a listed player keeps his place.
#[tauri::command]
#[specta::specta]
pub async fn cancel_call(
    state: State<'_, AppState>,
    call_id: i64,
) -> Result<WaitlistBoard, IpcError> {
    state
        .act(move |room, me| {
            room.cancel_call(me, call_id)?;
            room.waitlist_board(me)
        })
        .await
}

/// Seats a called player in one action; he leaves every list.
#[tauri::command]
#[specta::specta]
pub async fn seat_from_call(
    state: State<'_, AppState>,
    seat: SeatFromCall,
) -> Result<SeatDto, IpcError> {
    state
        .act(move |room, me| room.seat_from_call(me, &seat))
        .await
}

/// Makes a table a must-move feeding a main game (none: a game of its own).
#[tauri::command]
#[specta::specta]
pub async fn set_must_move(
    state: State<'_, AppState>,
    table_id: i64,
    main_table_id: Option<i64>,
) -> Result<WaitlistBoard, IpcError> {
    state
        .act(move |room, me| {
            room.set_must_move(me, table_id, main_table_id)?;
            room.waitlist_board(me)
        })
        .await
}

/// Opens a new table for a list and calls its first players to it.
#[tauri::command]
#[specta::specta]
pub async fn start_game(
    state: State<'_, AppState>,
    list_id: i64,
    table: OpenTable,
) -> Result<TableStatus, IpcError> {
    state
        .act(move |room, me| room.start_game(me, list_id, &table))
        .await
}

/// The floor settings in force.
#[tauri::command]
#[specta::specta]
pub async fn floor_settings(state: State<'_, AppState>) -> Result<FloorSettings, IpcError> {
    state.run(|room| room.floor_settings()).await
}

/// Saves the floor settings.
#[tauri::command]
#[specta::specta]
pub async fn set_floor_settings(
    state: State<'_, AppState>,
    settings: FloorSettings,
) -> Result<FloorSettings, IpcError> {
    state
        .act(move |room, me| room.set_floor_settings(me, &settings))
        .await
}

/// The dealers' rotation: each dealer's state and the next pushes.
#[tauri::command]
#[specta::specta]
pub async fn rotation(state: State<'_, AppState>) -> Result<RotationView, IpcError> {
    state.run(|room| room.rotation()).await
}

/// Puts a dealer in the rotation.
#[tauri::command]
#[specta::specta]
pub async fn join_rotation(
    state: State<'_, AppState>,
    dealer_id: i64,
) -> Result<RotationView, IpcError> {
    state
        .act(move |room, me| {
            room.join_rotation(me, dealer_id)?;
            room.rotation()
        })
        .await
}

/// Takes a dealer out of the rotation.
#[tauri::command]
#[specta::specta]
pub async fn leave_rotation(
    state: State<'_, AppState>,
    dealer_id: i64,
) -> Result<RotationView, IpcError> {
    state
        .act(move |room, me| {
            room.leave_rotation(me, dealer_id)?;
            room.rotation()
        })
        .await
}

/// Performs the planned push at a table.
#[tauri::command]
#[specta::specta]
pub async fn rotate(state: State<'_, AppState>, table_id: i64) -> Result<RotationView, IpcError> {
    state
        .act(move |room, me| {
            room.rotate(me, table_id)?;
            room.rotation()
        })
        .await
}

/// Picks up the seat of a player sitting out past the house's limit.
#[tauri::command]
#[specta::specta]
pub async fn pick_up_seat(
    state: State<'_, AppState>,
    table_id: i64,
    seat_no: i64,
) -> Result<SeatDto, IpcError> {
    state
        .act(move |room, me| room.pick_up_seat(me, table_id, seat_no))
        .await
}
