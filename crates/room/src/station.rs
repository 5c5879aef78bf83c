//! Where this station's room lives: the Settings screen's view of it, and a floor manager's
//! choice of a server from the next start (kept in the station's `station.json`).

use cardroom_store::PgStore;
use cardroom_store::port::Language;

use crate::{Room, RoomError};

pub use crate::paths::Theme;

/// What this station is set to be, for every screen before and after sign-in.
#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize, specta::Type)]
pub struct StationView {
    /// The language before anyone signs in, and for those who chose none (none: English).
    pub language: Option<Language>,
    pub theme: Theme,
    /// A table station: the table it serves (none: the whole room).
    pub table: Option<StationTable>,
    /// The station starts with the desktop session.
    pub autostart: bool,
}

/// The table a table station serves, and whether it is open now.
#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize, specta::Type)]
pub struct StationTable {
    pub name: String,
    /// The table open under that name now (none: closed; the station says so and waits).
    pub open_id: Option<i64>,
}

/// What this station is set to be; the table's state read from `room` (none: not reachable,
/// so the table reads as closed).
pub fn station_view(room: Option<&Room>) -> Result<StationView, RoomError> {
    let settings = crate::paths::station_settings()?;
    let table = match settings.table {
        None => None,
        Some(name) => {
            let open_id = match room {
                Some(room) => room.open_table_named(&name)?,
                None => None,
            };
            Some(StationTable { name, open_id })
        }
    };
    Ok(StationView {
        language: settings.language,
        theme: settings.theme,
        table,
        autostart: settings.autostart,
    })
}

/// How a floor manager sets up a station.
#[derive(Debug, Clone, PartialEq, Eq, serde::Deserialize, specta::Type)]
pub struct StationSetup {
    pub language: Option<Language>,
    pub theme: Theme,
    /// A table's name: the station serves that table only. None: the whole room.
    pub table: Option<String>,
    /// Start with the desktop session.
    pub autostart: bool,
}

/// Where this station's room lives, for the Settings screen: the room in use (a file's path,
/// or a server's URL without its password), and what the station is set to use next start.
#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize, specta::Type)]
pub struct DatabaseSetting {
    /// The room open now.
    pub in_use: String,
    pub is_server: bool,
    /// The server this station is set to use (without its password); none: its own file.
    pub configured: Option<String>,
    /// `CARDROOM_DB` is set: it decides, whatever is configured.
    pub from_env: bool,
}

/// What [`DatabaseSetting`] says for a station whose open room is `in_use` (none: the room
/// could not be opened).
pub fn database_setting(in_use: Option<&Room>) -> Result<DatabaseSetting, RoomError> {
    let configured = crate::paths::station_settings()?.database;
    let from_env = crate::paths::db_from_env().is_some();
    let wanted = crate::paths::app_database()?;
    Ok(DatabaseSetting {
        in_use: in_use.map_or_else(|| wanted.shown(), |r| r.store.location()),
        is_server: in_use.map_or(
            matches!(wanted, crate::paths::Database::Server(_)),
            Room::is_server,
        ),
        configured: configured.map(|u| cardroom_store::redact_url(&u)),
        from_env,
    })
}

impl Room {
    /// Sets this station to use the server at `url` from its next start (none: its own file
    /// again). The server is connected to first, and an empty database there becomes a room:
    /// a URL that does not work is refused and nothing is saved. Floor managers only.
    pub fn choose_database(
        &self,
        actor: i64,
        url: Option<&str>,
    ) -> Result<DatabaseSetting, RoomError> {
        self.read_as(actor, crate::UseCase::ChooseDatabase, |_, _| Ok(()))?;
        choose_database(url)?;
        database_setting(Some(self))
    }
}

/// [`Room::choose_database`] for a station whose room could not be opened (its server is
/// unreachable or its file is damaged): whoever is at the station may point it elsewhere.
pub fn choose_database(url: Option<&str>) -> Result<(), RoomError> {
    let database = match url.map(str::trim).filter(|u| !u.is_empty()) {
        None => None,
        Some(url) => {
            if !cardroom_store::is_server_url(url) {
                return Err(RoomError::invalid(
                    "database",
                    "a server's URL starts with postgres:// (such as postgres://cardroom:PASSWORD@db.local/room)",
                ));
            }
            drop(PgStore::open(url)?);
            Some(url.to_string())
        }
    };
    let settings = crate::paths::station_settings()?;
    crate::paths::save_station_settings(&crate::paths::StationSettings {
        database,
        ..settings
    })
}

impl Room {
    /// The table open now under `name` (any case), if one is.
    pub fn open_table_named(&self, name: &str) -> Result<Option<i64>, RoomError> {
        let wanted = name.trim().to_lowercase();
        self.read(|tx, _| {
            Ok(tx
                .tables(false)?
                .into_iter()
                .find(|t| t.name.to_lowercase() == wanted)
                .map(|t| t.id))
        })
    }

    /// Sets this station up (a floor manager, who types their PIN again: a table station is
    /// out of the floor's sight): the table it serves, or the whole room; its language and
    /// look; whether it starts with the session. A table is named as the floor names it; one
    /// closed now is accepted if the room has ever opened it, and the station waits for it.
    pub fn set_station(
        &self,
        actor: i64,
        pin: &str,
        setup: &StationSetup,
    ) -> Result<StationView, RoomError> {
        self.read_as(actor, crate::UseCase::SetStation, |_, _| Ok(()))?;
        self.confirm_pin(actor, pin)?;
        let table = match setup
            .table
            .as_deref()
            .map(str::trim)
            .filter(|t| !t.is_empty())
        {
            None => None,
            Some(name) => {
                let known = self.read(|tx, _| {
                    Ok(tx
                        .tables(true)?
                        .into_iter()
                        .find(|t| t.name.eq_ignore_ascii_case(name))
                        .map(|t| t.name))
                })?;
                Some(known.ok_or_else(|| {
                    RoomError::invalid(
                        "table",
                        format!("the room has never opened a table named {name}"),
                    )
                })?)
            }
        };
        let settings = crate::paths::station_settings()?;
        crate::paths::save_station_settings(&crate::paths::StationSettings {
            table,
            autostart: setup.autostart,
            language: setup.language,
            theme: setup.theme,
            ..settings
        })?;
        tracing::info!(table = ?setup.table, autostart = setup.autostart, "station set up");
        station_view(Some(self))
    }
}
