//! `cardroom db …` on a room that lives on a PostgreSQL server, and `db copy`.

use std::path::Path;

use cardroom_room::paths::{self, Database};
use cardroom_room::{Room, RoomCode, RoomError};

use crate::Failure;
use crate::args::DbCommand;
use crate::session::Session;

use super::problems_or_ok;

/// `db check | verify | backup | restore` on a server (the rest work as on a file).
pub fn run(db: &Database, session: &Session, cmd: DbCommand) -> Result<(), Failure> {
    let shown = db.shown();
    let here = Path::new(&shown);
    match cmd {
        DbCommand::Check => {
            let problems = session.room()?.check_room()?;
            problems_or_ok(here, problems, "the room checks out")
        }
        DbCommand::Verify => {
            let problems = session.room()?.verify_room()?;
            problems_or_ok(here, problems, "the audit trail is whole")
        }
        _ => Err(RoomError::server_backup(shown).into()),
    }
}

/// `db copy --from FILE --to URL`.
pub fn copy(from: &Path, to: &str) -> Result<(), Failure> {
    if !paths::is_server_url(to) {
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
        paths::redact_url(to),
        report.rows
    );
    problems_or_ok(
        Path::new(&paths::redact_url(to)),
        report.problems,
        "the copy's audit trail is whole",
    )
}

/// `db server-setup`: the owner and station roles of a server's room.
pub fn setup(db: &Database, owner_password: &str, station_password: &str) -> Result<(), Failure> {
    let Database::Server(url) = db else {
        return Err(Failure {
            code: RoomCode::InvalidInput.into(),
            message: "server-setup is for a room on a PostgreSQL server (--db postgres://…); on a file, whoever can write the file administers the room".into(),
        });
    };
    let roles = Room::server_setup(url, owner_password, station_password)?;
    say!(
        "{}: the owner role {} holds the schema (migrations and db copy connect as it); stations and the command line connect as {}",
        db.shown(),
        roles.owner,
        roles.station
    );
    Ok(())
}
