//! The app's backups: one an hour while it runs (checked every minute against the last one
//! in the backup folder, so a restart neither skips nor doubles one) and one at every shift
//! close, each on a thread of its own so no command waits for it.

use std::sync::Arc;
use std::time::Duration;

use cardroom_room::{BackupReason, Room};

use crate::AppState;

/// How often the app looks whether the hourly backup is due.
pub const LOOK_EVERY: Duration = Duration::from_secs(60);

/// Starts the hourly backups of `room`.
pub fn schedule(room: &Arc<Room>) {
    let room = Arc::clone(room);
    std::thread::spawn(move || {
        // The first look a minute after start: starting the app stays quick.
        loop {
            std::thread::sleep(LOOK_EVERY);
            match room.hourly_backup_due() {
                Ok(true) => run(&room, BackupReason::Hourly),
                Ok(false) => {}
                Err(e) => tracing::error!(error = %e, "cannot read the last backup"),
            }
        }
    });
}

/// Backs the room up after a shift was closed.
pub fn after_shift_close(state: &AppState) {
    if let Some(room) = state.room() {
        std::thread::spawn(move || run(&room, BackupReason::ShiftClose));
    }
}

fn run(room: &Room, reason: BackupReason) {
    match room.back_up(None, reason) {
        Ok(report) if report.ok => {}
        Ok(report) => {
            tracing::error!(path = %report.path, problems = ?report.problems, "backup check failed")
        }
        Err(e) => tracing::error!(code = e.code().as_str(), error = %e, "backup failed"),
    }
}
