//! Live changes: after each commit the room says what changed; the shell emits it to the
//! window as a typed event, and the UI refreshes only the queries it touches. Commits by
//! another program on the same database (the CLI, a second window) are noticed within a
//! second.

use std::sync::Arc;
use std::time::Duration;

use cardroom_room::{Change, ChangeKind, Room};
use serde::{Deserialize, Serialize};
use tauri::{AppHandle, Runtime};
use tauri_specta::Event;

/// How often the shell looks for other programs' commits.
pub const WATCH_EVERY: Duration = Duration::from_millis(400);

/// What changed in the room: which table (none: the room as a whole, or not known) and
/// which kind of thing.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, specta::Type, Event)]
pub struct RoomChanged {
    pub table_id: Option<i64>,
    pub kind: ChangeKind,
}

impl From<Change> for RoomChanged {
    fn from(c: Change) -> RoomChanged {
        RoomChanged {
            table_id: c.table_id,
            kind: c.kind,
        }
    }
}

/// Forwards every change of `room` to the window, and watches for other programs'.
pub fn forward<R: Runtime>(app: AppHandle<R>, room: &Arc<Room>) {
    let changes = room.changes().subscribe();
    Room::watch(room, WATCH_EVERY);
    std::thread::spawn(move || {
        for change in changes {
            if let Err(e) = RoomChanged::from(change).emit(&app) {
                tracing::warn!(error = %e, "could not tell the window about a change");
            }
        }
    });
}
