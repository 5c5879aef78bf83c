//! `cardroom db migrate | check | path`.

use std::path::PathBuf;

use cardroom_room::{Room, paths};
use cardroom_store::Store;

use crate::Failure;
use crate::args::DbCommand;

pub fn run(db: Option<PathBuf>, cmd: DbCommand) -> Result<(), Failure> {
    let path = paths::resolve_db_path(db)?;
    match cmd {
        DbCommand::Path => println!("{}", path.display()),
        DbCommand::Migrate => {
            let room = Room::open(&path)?;
            let info = room.database_info()?;
            println!("{}: schema version {}", info.path, info.schema_version);
        }
        DbCommand::Check => {
            let status = Store::check(&path)?;
            if status.needs_migration() {
                return Err(Failure {
                    code: "db_outdated",
                    message: format!(
                        "{} has schema version {} of {}; run `cardroom db migrate`",
                        status.path.display(),
                        status.schema_version,
                        status.latest_version
                    ),
                });
            }
            println!(
                "{}: ok (schema version {}, journal {})",
                status.path.display(),
                status.schema_version,
                status.journal_mode
            );
        }
    }
    Ok(())
}
