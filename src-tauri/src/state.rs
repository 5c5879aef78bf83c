use std::collections::HashSet;
use std::sync::{Arc, Mutex};

use cardroom_room::{Room, RoomError, paths};

use crate::IpcError;
use crate::events::ConnectionChanged;

/// The app's one room, shared by every command: reads run at once on their own
/// connections, writes queue inside the room. If the database could not be opened (locked,
/// newer schema, not a database) the app still starts, and every command reports why.
#[derive(Debug)]
pub struct AppState {
    room: Result<Arc<Room>, IpcError>,
    /// The staff member signed in at this window. Every command that changes the room acts
    /// as him: no command takes an actor from the UI.
    signed_in: Mutex<Option<i64>>,
    /// Long reports the window asked to stop (by the number it gave them).
    cancelled: Arc<Mutex<HashSet<u32>>>,
    /// Whether the room's database is reached, as the watcher last found it.
    connection: Arc<Mutex<ConnectionChanged>>,
}

impl AppState {
    /// Opens `CARDROOM_DB`, or the server this station is set to use, or the database in the
    /// OS app-data folder.
    pub fn open_default() -> AppState {
        let opened = paths::app_database()
            .and_then(|db| Room::open_database(&db, Box::new(cardroom_room::SystemClock)));
        match &opened {
            Ok(room) => {
                // The location never holds a password.
                tracing::info!(location = %room.database_info().map(|i| i.path).unwrap_or_default(), "database open");
            }
            Err(e) => {
                tracing::error!(code = e.code().as_str(), error = %e, "database could not be opened");
            }
        }
        AppState::from_result(opened)
    }

    pub fn from_result(opened: Result<Room, RoomError>) -> AppState {
        let location = opened
            .as_ref()
            .ok()
            .and_then(|r| r.database_info().ok())
            .map(|i| i.path)
            .unwrap_or_default();
        AppState {
            room: opened.map(Arc::new).map_err(IpcError::from),
            signed_in: Mutex::new(None),
            cancelled: Arc::default(),
            connection: Arc::new(Mutex::new(ConnectionChanged {
                online: true,
                location,
                reason: None,
                since: None,
            })),
        }
    }

    /// Whether the room's database is reached (shared with the watcher that keeps it).
    pub fn connection(&self) -> Arc<Mutex<ConnectionChanged>> {
        Arc::clone(&self.connection)
    }

    /// The room, when it opened.
    pub fn room(&self) -> Option<&Arc<Room>> {
        self.room.as_ref().ok()
    }

    /// Who is signed in here, if anyone.
    pub fn signed_in(&self) -> Option<i64> {
        *self.signed_in.lock().unwrap_or_else(|p| p.into_inner())
    }

    /// Remembers (or forgets) who is signed in here.
    pub fn set_signed_in(&self, staff: Option<i64>) {
        *self.signed_in.lock().unwrap_or_else(|p| p.into_inner()) = staff;
    }

    /// Asks the long report numbered `request` to stop.
    pub fn cancel(&self, request: u32) {
        self.cancelled
            .lock()
            .unwrap_or_else(|p| p.into_inner())
            .insert(request);
    }

    /// Whether the long report numbered `request` was asked to stop (and forgets it when it was).
    pub fn cancel_check(&self) -> impl Fn(u32) -> bool + Send + 'static {
        let cancelled = Arc::clone(&self.cancelled);
        move |request| {
            cancelled
                .lock()
                .unwrap_or_else(|p| p.into_inner())
                .remove(&request)
        }
    }

    /// Runs a use case as the staff member signed in here; refused when nobody is.
    pub async fn act<T: Send + 'static>(
        &self,
        use_case: impl FnOnce(&Room, i64) -> Result<T, RoomError> + Send + 'static,
    ) -> Result<T, IpcError> {
        let actor = self
            .signed_in()
            .ok_or(IpcError::from(RoomError::NotSignedIn))?;
        self.run(move |room| use_case(room, actor)).await
    }

    /// Runs a use case on a blocking thread (SQLite never blocks the async runtime), mapping
    /// its error to the IPC shape.
    pub async fn run<T: Send + 'static>(
        &self,
        use_case: impl FnOnce(&Room) -> Result<T, RoomError> + Send + 'static,
    ) -> Result<T, IpcError> {
        let room = Arc::clone(self.room.as_ref().map_err(Clone::clone)?);
        tauri::async_runtime::spawn_blocking(move || {
            let started = std::time::Instant::now();
            let answer = use_case(&room);
            tracing::debug!(
                micros = started.elapsed().as_micros() as u64,
                "use case ran"
            );
            answer
        })
        .await
        .map_err(|e| IpcError::internal(format!("the request stopped midway: {e}")))?
        .map_err(IpcError::from)
    }
}
