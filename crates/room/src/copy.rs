//! Moving a single-station room to a server several stations share (`cardroom db copy`).

use std::path::Path;
use std::sync::Arc;

use cardroom_store::PgStore;

use crate::clock::SystemClock;
use crate::{Room, RoomError};

/// What a copy moved, and what checking the copy found.
#[derive(Debug, Clone)]
pub struct CopyReport {
    /// Each table and its row count.
    pub tables: Vec<(String, i64)>,
    pub rows: i64,
    /// What `db verify` finds on the copy (none when its trail is whole).
    pub problems: Vec<String>,
}

impl Room {
    /// Copies the room in the file `from` into the empty database at the server URL `to`:
    /// every row, checked row for row before it commits, then the copy's audit trail and
    /// invariants verified. The file is only read.
    pub fn copy_to_server(from: &Path, to: &str) -> Result<CopyReport, RoomError> {
        if !from.exists() {
            return Err(cardroom_store::StoreError::Missing {
                path: from.to_path_buf(),
            }
            .into());
        }
        let store = Arc::new(PgStore::open(to)?);
        let copied = cardroom_store::copy_file_to_server(from, &store)?;
        let room = Room::on_storage(store, Box::new(SystemClock));
        let problems = room.verify_room()?;
        Ok(CopyReport {
            tables: copied.tables,
            rows: copied.rows,
            problems,
        })
    }
}

impl Room {
    /// Least privilege on a shared server (`cardroom db server-setup`), run once by the room's
    /// administrator with credentials that may create roles: the schema is brought up to date,
    /// an owner role takes every object of the room, and a station role may only do what the
    /// use cases do. Returns the two roles' names.
    pub fn server_setup(
        admin_url: &str,
        owner_password: &str,
        station_password: &str,
    ) -> Result<cardroom_store::ServerRoles, RoomError> {
        for (what, password) in [
            ("owner password", owner_password),
            ("station password", station_password),
        ] {
            if password.chars().count() < 12 {
                return Err(RoomError::invalid(what, "give at least 12 characters"));
            }
        }
        Ok(PgStore::server_setup(
            admin_url,
            owner_password,
            station_password,
        )?)
    }
}
