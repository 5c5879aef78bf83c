//! `cardroom db …` on a room that lives on a PostgreSQL server, and `db copy`.

use std::path::Path;

use cardroom_room::paths::Database;
use cardroom_room::{Room, RoomCode, RoomError};

use crate::Failure;
use crate::args::DbCommand;
use crate::session::Session;

use super::problems_or_ok;

pub fn run(session: &Session, db: &Database, cmd: DbCommand) -> Result<(), Failure> {
    let shown = db.shown();
    let here = Path::new(&shown);
    match cmd {
        DbCommand::Migrate => {
            let room = session.room()?;
            let info = room.database_info()?;
            say!("{}: schema version {}", info.path, info.schema_version);
        }
        DbCommand::ResetClock => {
            let room = session.room()?;
            let actor = session.actor(&room)?;
            let reset = room.reset_clock(actor)?;
            say!(
                "the last action was stamped {}; actions are now checked against {}",
                reset.was,
                reset.now
            );
        }
        DbCommand::Check => {
            let problems = session.room()?.check_room()?;
            return problems_or_ok(here, problems, "the room checks out");
        }
        DbCommand::Verify => {
            let problems = session.room()?.verify_room()?;
            return problems_or_ok(here, problems, "the audit trail is whole");
        }
        DbCommand::Backup { .. } | DbCommand::Restore { .. } => {
            return Err(RoomError::from(cardroom_store::StoreError::ServerBackup {
                location: shown,
            })
            .into());
        }
        DbCommand::Path | DbCommand::Copy { .. } => {}
    }
    Ok(())
}

/// `db copy --from FILE --to URL`.
pub fn copy(from: &Path, to: &str) -> Result<(), Failure> {
    if !cardroom_store::is_server_url(to) {
        return Err(Failure {
            code: RoomCode::InvalidInput.into(),
            message: format!(
                "--to takes a server's URL such as postgres://cardroom@db.local/room, not {to:?}"
            ),
        });
    }
    let report = Room::copy_to_server(from, to)?;
    for (table, rows) in &report.tables {
        say!("{table}: {rows} row{}", if *rows == 1 { "" } else { "s" });
    }
    say!(
        "copied {} to {}: {} rows, checked row for row",
        from.display(),
        cardroom_store::redact_url(to),
        report.rows
    );
    problems_or_ok(
        Path::new(&cardroom_store::redact_url(to)),
        report.problems,
        "the copy's audit trail is whole",
    )
}
