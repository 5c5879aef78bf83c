//! Reports, count sheets, sign-off, prints, corrections and exports.

use super::*;

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
