//! `cardroom db migrate | check | path`.

use cardroom_room::RoomCode;
use cardroom_room::{Room, paths};
use cardroom_store::SqliteStore;

use crate::Failure;
use crate::args::DbCommand;
use crate::session::Session;

pub fn run(session: &Session, cmd: DbCommand) -> Result<(), Failure> {
    let path = paths::resolve_db_path(session.db.clone())?;
    match cmd {
        DbCommand::Path => say!("{}", path.display()),
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
        DbCommand::Migrate => {
            let room = Room::open(&path)?;
            let info = room.database_info()?;
            say!("{}: schema version {}", info.path, info.schema_version);
        }
        DbCommand::Check => {
            let status = SqliteStore::check(&path)?;
            if status.needs_migration() {
                return Err(Failure {
                    code: RoomCode::DbOutdated.into(),
                    message: format!(
                        "{} has schema version {} of {}; run `cardroom db migrate`",
                        status.path.display(),
                        status.schema_version,
                        status.latest_version
                    ),
                });
            }
            let problems = Room::open(&path)?.check_room()?;
            if !problems.is_empty() {
                for problem in &problems {
                    say!("{}: {problem}", status.path.display());
                }
                return Err(Failure {
                    code: RoomCode::DbCheckFailed.into(),
                    message: format!(
                        "{}: {} problem{} found",
                        status.path.display(),
                        problems.len(),
                        if problems.len() == 1 { "" } else { "s" }
                    ),
                });
            }
            say!(
                "{}: ok (schema version {}, journal {})",
                status.path.display(),
                status.schema_version,
                status.journal_mode
            );
        }
    }
    Ok(())
}
