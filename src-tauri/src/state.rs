use std::collections::HashSet;
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use cardroom_room::{Room, RoomError, paths};

use crate::IpcError;
use crate::events::ConnectionChanged;

/// Opens the room (the station's database as it is set now).
type Opener = dyn Fn() -> Result<Room, RoomError> + Send + Sync;
/// What the shell starts beside a room once it is open (its change events, its backups).
type OnOpen = dyn Fn(&Arc<Room>) + Send + Sync;

/// How often a room that could not be opened is tried again, when a command needs it.
pub const REOPEN_EVERY: Duration = Duration::from_secs(2);

/// The app's one room, shared by every command: reads run at once on their own
/// connections, writes queue inside the room. If the database could not be opened (a server
/// out of reach, a file locked, a newer schema, not a database) the app still starts, every
/// command reports why, and a command tries to open it again (at most every
/// [`REOPEN_EVERY`]): a station started during an outage, or set to another database from
/// the sign-in screen, opens its room without a restart.
pub struct AppState {
    room: Mutex<Result<Arc<Room>, IpcError>>,
    /// How the room is opened again; none for a state made from a room already opened.
    opener: Option<Arc<Opener>>,
    /// When the room was last tried (none: try at the next command).
    tried: Mutex<Option<Instant>>,
    every: Duration,
    on_open: Mutex<Option<Box<OnOpen>>>,
    /// The staff member signed in at this window. Every command that changes the room acts
    /// as him: no command takes an actor from the UI.
    signed_in: Mutex<Option<i64>>,
    /// The desk is locked after its idle time: nothing is done as the person signed in until
    /// they type their PIN again.
    locked: Mutex<bool>,
    /// Long reports the window asked to stop (by the number it gave them).
    cancelled: Arc<Mutex<HashSet<u32>>>,
    /// Whether the room's database is reached, as the watcher last found it.
    connection: Arc<Mutex<ConnectionChanged>>,
}

impl std::fmt::Debug for AppState {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("AppState")
            .field("room", &*lock(&self.room))
            .field("reopens", &self.opener.is_some())
            .field("signed_in", &self.signed_in())
            .finish_non_exhaustive()
    }
}

fn lock<T>(m: &Mutex<T>) -> std::sync::MutexGuard<'_, T> {
    m.lock().unwrap_or_else(|p| p.into_inner())
}

/// Where an open room lives (a server's URL without its password).
fn location(room: &Room) -> String {
    room.database_info().map(|i| i.path).unwrap_or_default()
}

fn log_opened(opened: &Result<Room, RoomError>) {
    match opened {
        Ok(room) => tracing::info!(location = %location(room), "database open"),
        Err(e) => {
            tracing::error!(code = e.code().as_str(), error = %e, "database could not be opened")
        }
    }
}

impl AppState {
    /// Opens `CARDROOM_DB`, or the server this station is set to use, or the database in the
    /// OS app-data folder; tried again by later commands while it cannot be opened.
    pub fn open_default() -> AppState {
        AppState::opening(
            || {
                paths::app_database()
                    .and_then(|db| Room::open_database(&db, Box::new(cardroom_room::SystemClock)))
            },
            REOPEN_EVERY,
        )
    }

    /// Opens the room with `open` now, and again (at most every `every`) while it fails.
    pub fn opening(
        open: impl Fn() -> Result<Room, RoomError> + Send + Sync + 'static,
        every: Duration,
    ) -> AppState {
        let opened = open();
        log_opened(&opened);
        let mut state = AppState::from_result(opened);
        state.opener = Some(Arc::new(open));
        state.every = every;
        state
    }

    /// A state for a room already opened (or that failed to open, for good).
    pub fn from_result(opened: Result<Room, RoomError>) -> AppState {
        let location = opened.as_ref().map(location).unwrap_or_default();
        AppState {
            room: Mutex::new(opened.map(Arc::new).map_err(IpcError::from)),
            opener: None,
            tried: Mutex::new(Some(Instant::now())),
            every: REOPEN_EVERY,
            on_open: Mutex::new(None),
            signed_in: Mutex::new(None),
            locked: Mutex::new(false),
            cancelled: Arc::default(),
            connection: Arc::new(Mutex::new(ConnectionChanged {
                online: true,
                location,
                reason: None,
                since: None,
            })),
        }
    }

    /// Runs `started` beside the room once it is open: now if it is, or when a later command
    /// opens it.
    pub fn when_open(&self, started: impl Fn(&Arc<Room>) + Send + Sync + 'static) {
        if let Some(room) = self.room() {
            started(&room);
        }
        *lock(&self.on_open) = Some(Box::new(started));
    }

    /// Whether the room's database is reached (shared with the watcher that keeps it).
    pub fn connection(&self) -> Arc<Mutex<ConnectionChanged>> {
        Arc::clone(&self.connection)
    }

    /// The next command tries to open the room at once (its database was just chosen).
    pub fn try_again_soon(&self) {
        *lock(&self.tried) = None;
    }

    /// The room, when it is open.
    pub fn room(&self) -> Option<Arc<Room>> {
        lock(&self.room).as_ref().ok().cloned()
    }

    /// The room: open, or opened now if it can be (at most every `every`), or why not.
    async fn open_room(&self) -> Result<Arc<Room>, IpcError> {
        let failed = match &*lock(&self.room) {
            Ok(room) => return Ok(Arc::clone(room)),
            Err(e) => e.clone(),
        };
        let Some(open) = self.opener.clone() else {
            return Err(failed);
        };
        {
            let mut tried = lock(&self.tried);
            if tried.is_some_and(|at| at.elapsed() < self.every) {
                return Err(failed);
            }
            *tried = Some(Instant::now());
        }
        let opened = tauri::async_runtime::spawn_blocking(move || open())
            .await
            .map_err(stopped)?;
        log_opened(&opened);
        let room = {
            let mut current = lock(&self.room);
            // Another command opened it meanwhile.
            if let Ok(room) = &*current {
                return Ok(Arc::clone(room));
            }
            let room = match opened {
                Ok(room) => Arc::new(room),
                Err(e) => {
                    let e = IpcError::from(e);
                    *current = Err(e.clone());
                    return Err(e);
                }
            };
            *current = Ok(Arc::clone(&room));
            room
        };
        lock(&self.connection).location = location(&room);
        if let Some(started) = &*lock(&self.on_open) {
            started(&room);
        }
        Ok(room)
    }

    /// Who is signed in here, if anyone.
    pub fn signed_in(&self) -> Option<i64> {
        *lock(&self.signed_in)
    }

    /// Remembers (or forgets) who is signed in here; a desk signed into afresh is unlocked.
    pub fn set_signed_in(&self, staff: Option<i64>) {
        *lock(&self.signed_in) = staff;
        *lock(&self.locked) = false;
    }

    /// Whether the desk is locked.
    pub fn locked(&self) -> bool {
        *lock(&self.locked)
    }

    /// Locks the desk (only when someone is signed in) or unlocks it.
    pub fn set_locked(&self, locked: bool) {
        *lock(&self.locked) = locked && self.signed_in().is_some();
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

    /// Runs a use case as the staff member signed in here; refused when nobody is, or while
    /// the desk is locked.
    pub async fn act<T: Send + 'static>(
        &self,
        use_case: impl FnOnce(&Room, i64) -> Result<T, RoomError> + Send + 'static,
    ) -> Result<T, IpcError> {
        let actor = self
            .signed_in()
            .ok_or(IpcError::from(RoomError::NotSignedIn))?;
        if self.locked() {
            return Err(RoomError::DeskLocked.into());
        }
        self.run(move |room| use_case(room, actor)).await
    }

    /// Runs a use case on a blocking thread (SQLite never blocks the async runtime), mapping
    /// its error to the IPC shape.
    pub async fn run<T: Send + 'static>(
        &self,
        use_case: impl FnOnce(&Room) -> Result<T, RoomError> + Send + 'static,
    ) -> Result<T, IpcError> {
        let room = self.open_room().await?;
        blocking(move || {
            let started = std::time::Instant::now();
            let answer = use_case(&room);
            tracing::debug!(
                micros = started.elapsed().as_micros() as u64,
                "use case ran"
            );
            answer
        })
        .await
    }
}

/// Runs `work` on a blocking thread (SQLite never blocks the async runtime), mapping its error
/// to the IPC shape.
pub(crate) async fn blocking<T: Send + 'static>(
    work: impl FnOnce() -> Result<T, RoomError> + Send + 'static,
) -> Result<T, IpcError> {
    tauri::async_runtime::spawn_blocking(work)
        .await
        .map_err(stopped)?
        .map_err(IpcError::from)
}

/// A blocking thread that ended without an answer.
fn stopped(e: tauri::Error) -> IpcError {
    IpcError::internal(format!("the request stopped midway: {e}"))
}
