//! The collection rate schedule.

use super::*;

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
