//! Where this station's room lives, and whether it reaches it.

use super::*;

commands! {
    /// Where the database is and its schema version.
    run database_info() -> DatabaseInfo { |room| room.database_info() }

    /// Where this station's room lives, and what it is set to use from its next start.
    with database_setting() -> DatabaseSetting {
        |state| {
            let room = state.room();
            blocking(move || cardroom_room::database_setting(room.as_deref())).await
        }
    }

    /// Sets this station to use the server at `url` from its next start (none: its own file):
    /// connected to and made a room first, saved only when that works. A floor manager's choice;
    /// at a station whose room could not be opened, anyone's, and the next command opens it.
    with choose_database(url: Option<String>) -> DatabaseSetting {
        |state| {
            if state.room().is_some() {
                return state
                    .act(move |room, me| room.choose_database(me, url.as_deref()))
                    .await;
            }
            let setting = blocking(move || {
                cardroom_room::choose_database(url.as_deref())?;
                cardroom_room::database_setting(None)
            })
            .await?;
            // The room is opened from the new choice by the next command, without a restart.
            state.try_again_soon();
            Ok(setting)
        }
    }

    /// Saves the diagnostics .zip for support at `path` (chosen in the save dialog): the logs,
    /// the versions, where the room lives and its schema, this station's setting and the last
    /// backup's result, never a PIN, hash or password. Works at a station whose room could
    /// not be opened, where it is needed most.
    with save_diagnostics(path: String) -> () {
        |state| {
            let room = state.room();
            blocking(move || {
                let logs = cardroom_room::paths::log_dir().ok();
                let zip = cardroom_room::diagnostics_zip(
                    room.as_deref(),
                    logs.as_deref(),
                    env!("CARGO_PKG_VERSION"),
                )?;
                crate::files::save_zip(&path, &zip)
            })
            .await
        }
    }

    /// What this station is set to be: the table it serves (and whether that table is open
    /// now), its language and look, whether it starts with the session. Read before anyone
    /// signs in.
    with station() -> StationView {
        |state| {
            let room = state.room();
            blocking(move || cardroom_room::station_view(room.as_deref())).await
        }
    }

    /// Sets this station up (a floor manager, who types their PIN): the table it serves, or
    /// the whole room; its language and look; whether it starts with the session (an
    /// autostart entry for this user). A table station fills the screen (the window's).
    with set_station(pin: String, setup: StationSetup) -> StationView {
        |state| {
            let view = state
                .act(move |room, me| room.set_station(me, &pin, &setup))
                .await?;
            crate::autostart::set(view.autostart)?;
            Ok(view)
        }
    }

    /// Whether the station reaches its room's database now (see the `ConnectionChanged` event).
    with connection_status() -> ConnectionChanged {
        |state| Ok(state.connection().lock().unwrap_or_else(|p| p.into_inner()).clone())
    }
}
