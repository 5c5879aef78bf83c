use std::sync::Mutex;

use cardroom_room::{Room, RoomError, paths};

use crate::IpcError;

/// The app's one room. If the database could not be opened (locked, newer schema, not a
/// database) the app still starts, and every command reports why.
#[derive(Debug)]
pub struct AppState {
    room: Result<Mutex<Room>, IpcError>,
}

impl AppState {
    /// Opens `CARDROOM_DB`, or the database in the OS app-data folder.
    pub fn open_default() -> AppState {
        let opened = paths::resolve_db_path(paths::db_from_env()).and_then(|p| Room::open(&p));
        match &opened {
            Ok(room) => tracing::info!(path = %room.path().display(), "database open"),
            Err(e) => tracing::error!(code = e.code(), error = %e, "database could not be opened"),
        }
        AppState::from_result(opened)
    }

    pub fn from_result(opened: Result<Room, RoomError>) -> AppState {
        AppState {
            room: opened.map(Mutex::new).map_err(IpcError::from),
        }
    }

    /// Runs a use case on the room, mapping its error to the IPC shape.
    pub fn with_room<T>(
        &self,
        use_case: impl FnOnce(&mut Room) -> Result<T, RoomError>,
    ) -> Result<T, IpcError> {
        let room = self.room.as_ref().map_err(Clone::clone)?;
        let mut room = room.lock().map_err(|_| IpcError {
            code: "internal".into(),
            message: "an earlier request failed midway; restart Cardroom".into(),
        })?;
        use_case(&mut room).map_err(IpcError::from)
    }
}
