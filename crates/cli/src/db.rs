//! `cardroom db migrate | check | verify | backup | restore | path | reset-clock | diagnostics`.

use cardroom_room::RoomCode;
use cardroom_room::paths::Database;
use cardroom_room::{BackupReason, Room, paths};

use crate::Failure;
use crate::args::DbCommand;
use crate::session::Session;

#[path = "db_server.rs"]
mod server;

pub fn run(session: &Session, cmd: DbCommand) -> Result<(), Failure> {
    let db = paths::resolve_db(session.db.clone())?;
    // What works the same on a file and on a server goes on below; the rest is each's own.
    let path = match &db {
        Database::File(path) => path.clone(),
        Database::Server(_) => match cmd {
            DbCommand::Path
            | DbCommand::Diagnostics { .. }
            | DbCommand::Copy { .. }
            | DbCommand::ServerSetup { .. }
            | DbCommand::Migrate
            | DbCommand::ResetClock => std::path::PathBuf::new(),
            _ => return server::run(&db, session, cmd),
        },
    };
    match cmd {
        DbCommand::Copy { from, to } => return server::copy(&from, &to),
        DbCommand::ServerSetup {
            owner_password,
            station_password,
        } => return server::setup(&db, &owner_password, &station_password),
        DbCommand::Path => say!("{}", db.shown()),
        DbCommand::Diagnostics { path: out, logs } => {
            // A room that cannot be opened is what support is most often asked about: the
            // file is written without it, saying why.
            let room = session.room().ok();
            let logs = logs.or_else(|| paths::log_dir().ok());
            let zip = cardroom_room::diagnostics_zip(
                room.as_ref(),
                logs.as_deref(),
                env!("CARGO_PKG_VERSION"),
            )?;
            std::fs::write(&out, &zip).map_err(|e| Failure {
                code: RoomCode::Io.into(),
                message: format!("{}: {e}", out.display()),
            })?;
            say!(
                "diagnostics saved to {} ({} bytes)",
                out.display(),
                zip.len()
            );
        }
        DbCommand::ResetClock => {
            let (room, actor) = session.acting()?;
            let reset = room.reset_clock(actor)?;
            say!(
                "the last action was stamped {}; actions are now checked against {}",
                reset.was,
                reset.now
            );
        }
        DbCommand::Migrate => {
            let room = session.room()?;
            // Current in number is not current: a schema damaged since is no room to work on.
            let problems = room.schema_problems()?;
            if !problems.is_empty() {
                return Err(Failure {
                    code: RoomCode::DbDamaged.into(),
                    message: format!(
                        "{} is damaged: its schema is not what Cardroom made ({}); restore a backup (`cardroom db check` lists every difference)",
                        room.database_info()?.path,
                        problems.join("; ")
                    ),
                });
            }
            let info = room.database_info()?;
            say!("{}: schema version {}", info.path, info.schema_version);
        }
        DbCommand::Verify => {
            let status = paths::check_file(&path)?;
            let problems = Room::open(&path)?.verify_room()?;
            return problems_or_ok(&status.path, problems, "the audit trail is whole");
        }
        DbCommand::Backup { path: dest } => {
            let room = session.room()?;
            let report = room.back_up(dest.as_deref(), BackupReason::Manual)?;
            say!("backed up to {} ({} bytes)", report.path, report.bytes);
            if report.pruned > 0 {
                say!(
                    "{} older backup(s) removed by the keeping rule",
                    report.pruned
                );
            }
            return problems_or_ok(
                std::path::Path::new(&report.path),
                report.problems,
                "the copy checks out",
            );
        }
        DbCommand::Restore { path: from } => {
            let report = cardroom_room::backup::restore(&path, &from, session.clock()?.now())?;
            say!(
                "{} restored from {}; the database it replaced is kept as {}",
                path.display(),
                report.restored_from,
                report.kept_as
            );
        }
        DbCommand::Check => {
            let status = paths::check_file(&path)?;
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

/// Prints each problem and fails with `db_check_failed`, or says the file is sound.
pub(crate) fn problems_or_ok(
    path: &std::path::Path,
    problems: Vec<String>,
    ok: &str,
) -> Result<(), Failure> {
    if problems.is_empty() {
        say!("{}: ok ({ok})", path.display());
        return Ok(());
    }
    for problem in &problems {
        say!("{}: {problem}", path.display());
    }
    Err(Failure {
        code: RoomCode::DbCheckFailed.into(),
        message: format!(
            "{}: {} problem{} found",
            path.display(),
            problems.len(),
            if problems.len() == 1 { "" } else { "s" }
        ),
    })
}
