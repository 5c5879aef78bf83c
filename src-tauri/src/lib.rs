//! Cardroom's desktop shell. It knows Tauri; it does not know SQL or poker rules.
//! Each command converts its input, calls `cardroom_room`, and maps the error to the one
//! IPC error shape `{code, message}`.

mod autostart;
mod backups;
mod commands;
mod error;
mod events;
mod files;
mod logging;
mod state;

use std::process::ExitCode;
use std::sync::Arc;

use tauri::Manager;

pub use error::IpcError;
pub use events::{ConnectionChanged, RoomChanged, forward as forward_changes};
pub use state::AppState;

/// A time the UI names (RFC 3339), or an `invalid_input` error.
pub(crate) fn parse_time(text: &str) -> Result<chrono::DateTime<chrono::Utc>, IpcError> {
    chrono::DateTime::parse_from_rfc3339(text)
        .map(|t| t.with_timezone(&chrono::Utc))
        .map_err(|_| IpcError {
            code: cardroom_room::RoomCode::InvalidInput.into(),
            message: format!("{text:?} is not a time such as 2026-11-23T18:00:00Z"),
        })
}

/// The typed command set: registers the handlers and generates `ui/src/bindings.ts`.
pub fn specta_builder<R: tauri::Runtime>() -> tauri_specta::Builder<R> {
    tauri_specta::Builder::<R>::new()
        // The commands of `commands/<area>.rs` (their `commands!` rows), listed by build.rs.
        .commands(include!(concat!(env!("OUT_DIR"), "/commands.rs")))
        .events(tauri_specta::collect_events![
            RoomChanged,
            ConnectionChanged
        ])
        // Each game's facts, declared once in the room (`cardroom_room::GAMES`).
        .typ::<cardroom_room::GameSpec>()
        .constant("GAMES", cardroom_room::GAMES)
        // The report's figures, declared once in the room (`cardroom_room::FIGURES`).
        .typ::<cardroom_room::FigureSpec>()
        .constant("FIGURES", cardroom_room::FIGURES)
        // Money is i64 cents; every amount a room handles is far below 2^53.
        .dangerously_cast_bigints_to_number()
        // DTOs only travel one way each; one TypeScript type per Rust type.
        .disable_serde_phases()
}

/// The room's screens are text, cards and tables that change a little at a time: WebKit paints
/// them on the CPU into one buffer instead of compositing layers with GL. On a station without
/// a GPU (software GL) compositing held about 100 MiB more for the board of 30 tables
/// (docs/benchmarks.md, "idle memory").
#[cfg(target_os = "linux")]
fn paint_on_cpu(window: &tauri::WebviewWindow) {
    use webkit2gtk::{HardwareAccelerationPolicy, SettingsExt, WebViewExt};
    let applied = window.with_webview(|view| {
        if let Some(settings) = WebViewExt::settings(&view.inner()) {
            settings.set_hardware_acceleration_policy(HardwareAccelerationPolicy::Never);
        }
    });
    if let Err(e) = applied {
        tracing::warn!(error = %e, "the web view kept its default painting");
    }
}

#[cfg(not(target_os = "linux"))]
fn paint_on_cpu(_window: &tauri::WebviewWindow) {}

/// Starts the app. The room is `CARDROOM_DB` when set, else the server this station is set
/// to use, else the file in the OS app-data folder.
pub fn run() -> ExitCode {
    let builder = specta_builder::<tauri::Wry>();
    let result = tauri::Builder::default()
        .plugin(tauri_plugin_dialog::init())
        .invoke_handler(builder.invoke_handler())
        .setup(move |app| {
            let guard = logging::init(cardroom_room::paths::log_dir().ok());
            app.manage(logging::LogGuard { _guard: guard });
            builder.mount_events(app);
            // CARDROOM_COMPOSITING=1 keeps WebKit's own choice (a station with a real GPU).
            if std::env::var_os("CARDROOM_COMPOSITING").is_none()
                && let Some(window) = app.get_webview_window("main")
            {
                paint_on_cpu(&window);
            }
            // A table station fills its screen: the console and the sign-in, nothing else.
            if cardroom_room::paths::station_settings().is_ok_and(|s| s.table.is_some())
                && let Some(window) = app.get_webview_window("main")
                && let Err(e) = window.set_fullscreen(true)
            {
                tracing::warn!(error = %e, "the table station stayed windowed");
            }
            let state = AppState::open_default();
            let handle = app.handle().clone();
            let connection = state.connection();
            // Now, or when a later command opens a room that could not be opened at start.
            state.when_open(move |room| {
                events::forward(handle.clone(), room, Arc::clone(&connection));
                // CARDROOM_NO_HOURLY_BACKUP=1: tests and benchmarks that time the room alone.
                if std::env::var_os("CARDROOM_NO_HOURLY_BACKUP").is_none() {
                    backups::schedule(room);
                }
            });
            app.manage(state);
            Ok(())
        })
        .run(tauri::generate_context!());
    match result {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            tracing::error!(error = %e, "the app stopped with an error");
            eprintln!("cardroom-app: {e}");
            ExitCode::FAILURE
        }
    }
}
