//! Live changes: after each commit the room says what changed; the shell emits it to the
//! window as a typed event, and the UI refreshes only the queries it touches. Commits by
//! another program on the same database (the CLI, a second window) are noticed within a
//! second.

use std::sync::Arc;
use std::time::Duration;

use cardroom_room::{Change, ChangeKind, Commit, Room};
use serde::{Deserialize, Serialize};
use tauri::{AppHandle, Runtime};
use tauri_specta::Event;

/// How often the shell looks for other programs' commits.
pub const WATCH_EVERY: Duration = Duration::from_millis(400);

/// What changed in the room: which table (none: the room as a whole, or not known), which
/// kind of thing, and the commit that changed it (its audit entry and origin; none when
/// another program committed). A window that showed a command's answer naming the same
/// commit does not read it again.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, specta::Type, Event)]
pub struct RoomChanged {
    pub table_id: Option<i64>,
    pub kind: ChangeKind,
    pub commit: Option<Commit>,
}

impl From<Change> for RoomChanged {
    fn from(c: Change) -> RoomChanged {
        RoomChanged {
            table_id: c.table_id,
            kind: c.kind,
            commit: c.commit,
        }
    }
}

/// Whether the station reaches its room's database (always, on a file of its own; a server
/// may be stopped or out of reach). Told to the window when it changes.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, specta::Type, Event)]
pub struct ConnectionChanged {
    pub online: bool,
    /// Where the room lives (a server's URL without its password).
    pub location: String,
    /// Why the connection is lost, in words.
    pub reason: Option<String>,
    /// Since when (UTC) it is lost.
    pub since: Option<String>,
}

/// The longest pause between two tries to reach a lost server.
pub const RETRY_AT_MOST: Duration = Duration::from_secs(5);

/// Forwards every change of `room` to the window, and watches for other programs' (and
/// other stations') commits. When the server cannot be reached, says so and tries again,
/// each pause twice the last up to [`RETRY_AT_MOST`]; when it is back, says so, and the
/// window refreshes everything it shows.
pub fn forward<R: Runtime>(
    app: AppHandle<R>,
    room: &Arc<Room>,
    status: Arc<std::sync::Mutex<ConnectionChanged>>,
) {
    let changes = room.changes().subscribe();
    watch(app.clone(), room, status);
    std::thread::spawn(move || {
        for change in changes {
            if let Err(e) = RoomChanged::from(change).emit(&app) {
                tracing::warn!(error = %e, "could not tell the window about a change");
            }
        }
    });
}

fn watch<R: Runtime>(
    app: AppHandle<R>,
    room: &Arc<Room>,
    status: Arc<std::sync::Mutex<ConnectionChanged>>,
) {
    let weak = Arc::downgrade(room);
    // The first look only records where the database stands.
    let _ = room.notice_elsewhere();
    std::thread::spawn(move || {
        let mut pause = WATCH_EVERY;
        loop {
            std::thread::sleep(pause);
            let Some(room) = weak.upgrade() else { return };
            let looked = room.notice_elsewhere();
            let offline = matches!(&looked, Err(e) if e.code().as_str() == "db_offline");
            if let Err(e) = &looked
                && !offline
            {
                tracing::warn!(code = e.code().as_str(), error = %e, "could not look for changes");
            }
            let mut now = status.lock().unwrap_or_else(|p| p.into_inner());
            let changed = now.online == offline;
            if changed {
                *now = ConnectionChanged {
                    online: !offline,
                    location: now.location.clone(),
                    reason: looked.as_ref().err().map(ToString::to_string),
                    since: offline.then(|| cardroom_room::clock::db_time(room.clock().now())),
                };
                if offline {
                    tracing::warn!(location = %now.location, "the database server cannot be reached; trying again");
                } else {
                    tracing::info!(location = %now.location, "the database server is back");
                }
                if let Err(e) = now.clone().emit(&app) {
                    tracing::warn!(error = %e, "could not tell the window about the connection");
                }
            }
            drop(now);
            pause = if offline {
                (pause * 2).min(RETRY_AT_MOST)
            } else {
                WATCH_EVERY
            };
        }
    });
}
