//! Where this station's room lives: the Settings screen's view of it, and a floor manager's
//! choice of a server from the next start (kept in the station's `station.json`).

use cardroom_store::PgStore;

use crate::{Room, RoomError};

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
    crate::paths::save_station_settings(&crate::paths::StationSettings { database })
}
