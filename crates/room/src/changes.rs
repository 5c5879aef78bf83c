//! Live changes: after each commit the room says what changed (which table, which kind of
//! change), so a screen refreshes only what it shows. A commit by another program on the
//! same database (the CLI, a second window) is noticed by [`Room::watch`].

use std::sync::mpsc::{Receiver, Sender, channel};
use std::sync::{Arc, Mutex, Weak};
use std::time::Duration;

use serde::{Deserialize, Serialize};

use crate::{Room, RoomError};

/// What kind of thing changed.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize, specta::Type)]
#[serde(rename_all = "snake_case")]
pub enum ChangeKind {
    Staff,
    Rates,
    /// A table opened or closed.
    Tables,
    /// Players seated, moved, unseated, sitting out or back.
    Seats,
    /// A dealer pushed or pulled.
    Dealers,
    /// The button drawn.
    Button,
    /// Waiting lists, calls to seats, must-move tables, the floor settings.
    Waitlists,
    /// A hand started, an action or an undo logged, a hand settled.
    Hand,
    Collections,
    Shift,
    Clock,
    /// A jackpot fund added, changed, corrected or paid (a hand's collection and hits come
    /// with its own change, `Hand`).
    Jackpots,
    /// A player registered, corrected, restricted or anonymised.
    Players,
    /// Another program committed to the database, or one change touched several kinds at
    /// once (a floor undo: seats, dealers, chips or collections): anything may have changed.
    Elsewhere,
}

/// Where a commit was made, as its audit entry records it: the kind of program (the app or
/// the CLI) and the machine.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, specta::Type)]
pub struct Origin {
    pub station: cardroom_store::Station,
    pub machine: String,
}

/// One commit of a use case: its audit entry's id, and where it was made. A screen that
/// showed a command's answer knows by this id that the change the commit publishes is its
/// own, already shown.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, specta::Type)]
pub struct Commit {
    pub id: i64,
    pub origin: Origin,
}

/// One change, published after its commit.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, specta::Type)]
pub struct Change {
    /// The table it happened at (none: the room as a whole, or not known).
    pub table_id: Option<i64>,
    pub kind: ChangeKind,
    /// The commit that made it; none when another program committed (`Elsewhere`).
    pub commit: Option<Commit>,
}

/// Where changes are published: every subscriber receives every change after it commits.
#[derive(Debug, Default)]
pub struct Changes {
    listeners: Mutex<Vec<Sender<Change>>>,
}

impl Changes {
    /// A new listener: it receives every change committed from now on.
    pub fn subscribe(&self) -> Receiver<Change> {
        let (tx, rx) = channel();
        self.listeners
            .lock()
            .unwrap_or_else(|p| p.into_inner())
            .push(tx);
        rx
    }

    /// Tells every listener; forgets the ones that stopped listening.
    pub(crate) fn publish(&self, change: Change) {
        tracing::debug!(table = ?change.table_id, kind = ?change.kind, "change published");
        self.listeners
            .lock()
            .unwrap_or_else(|p| p.into_inner())
            .retain(|l| l.send(change.clone()).is_ok());
    }
}

impl Room {
    /// Whether another program committed to the database since the last look; publishes
    /// what it changed. On a server each commit says which table and which use case, so a
    /// station's screens read again only what that touched (a table's console, not every
    /// other table's commits); a file says only that it changed ([`ChangeKind::Elsewhere`]).
    pub fn notice_elsewhere(&self) -> Result<bool, RoomError> {
        let heard = match self.store.heard_elsewhere()? {
            cardroom_store::Heard::Nothing => return Ok(false),
            cardroom_store::Heard::Anything => vec![(None, ChangeKind::Elsewhere)],
            cardroom_store::Heard::Changes(said) => {
                let mut changes = Vec::new();
                for (table, kind) in said {
                    let change = match crate::UseCase::ALL.iter().find(|u| u.name() == kind) {
                        Some(case) => (table, case.change()),
                        // An entry this Cardroom does not know (a newer one's): anything.
                        None => (None, ChangeKind::Elsewhere),
                    };
                    if !changes.contains(&change) {
                        changes.push(change);
                    }
                }
                changes
            }
        };
        for (table_id, kind) in heard {
            self.changes.publish(Change {
                table_id,
                kind,
                commit: None,
            });
        }
        Ok(true)
    }

    /// Looks for other programs' commits every `every` on a thread of its own, until the
    /// room is dropped. A look that fails is logged and tried again next time.
    pub fn watch(room: &Arc<Room>, every: Duration) -> std::thread::JoinHandle<()> {
        let weak: Weak<Room> = Arc::downgrade(room);
        // The first look only records where the database stands.
        let _ = room.store.heard_elsewhere();
        std::thread::spawn(move || {
            loop {
                std::thread::sleep(every);
                let Some(room) = weak.upgrade() else { return };
                if let Err(e) = room.notice_elsewhere() {
                    tracing::warn!(code = e.code().as_str(), error = %e, "could not look for changes");
                }
            }
        })
    }
}
