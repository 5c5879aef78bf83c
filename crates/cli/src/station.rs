//! `cardroom station show | set`: what this machine's station is set to be (its
//! `station.json` in the data folder): the table it serves, its language and look. The app's
//! Settings screen sets the same; this sets a station up at installation, from a terminal.

use clap::{Subcommand, ValueEnum};

use cardroom_room::{StationSetup, Theme};

use crate::Failure;
use crate::session::{Session, print_json};
use crate::staff::LanguageArg;

#[derive(Debug, Clone, Copy, ValueEnum)]
pub enum ThemeArg {
    System,
    Light,
    Dark,
}

#[derive(Debug, Subcommand)]
pub enum StationCommand {
    /// What this station is set to be
    Show {
        #[arg(long)]
        json: bool,
    },
    /// Set this station up (a floor manager, with their PIN): the table it serves, or the whole
    /// room; its language and look
    Set {
        /// The table it serves, by name (such as "Table 2"); omit for the whole room
        #[arg(long)]
        table: Option<String>,
        #[arg(long, value_enum, default_value = "station")]
        language: LanguageArg,
        #[arg(long, value_enum, default_value = "system")]
        theme: ThemeArg,
        /// The floor manager's PIN [env: CARDROOM_PIN]
        #[arg(long, env = "CARDROOM_PIN", hide_env_values = true)]
        pin: String,
    },
}

pub fn run(s: &Session, cmd: StationCommand) -> Result<(), Failure> {
    let room = s.room()?;
    let view = match cmd {
        StationCommand::Show { json } => {
            let view = cardroom_room::station_view(Some(&room))?;
            if json {
                return print_json(&view);
            }
            view
        }
        StationCommand::Set {
            table,
            language,
            theme,
            pin,
        } => {
            let actor = s.actor(&room)?;
            let setup = StationSetup {
                language: language.language(),
                theme: match theme {
                    ThemeArg::System => Theme::System,
                    ThemeArg::Light => Theme::Light,
                    ThemeArg::Dark => Theme::Dark,
                },
                table,
                // Starting with the session is the app's to set: it names the app's program.
                autostart: cardroom_room::paths::station_settings()?.autostart,
            };
            room.set_station(actor, &pin, &setup)?
        }
    };
    match &view.table {
        None => say!("this station serves the whole room"),
        Some(t) => match t.open_id {
            Some(id) => say!("this station serves {} (open, id {id})", t.name),
            None => say!("this station serves {} (closed: it waits)", t.name),
        },
    }
    say!(
        "language: {}; theme: {}",
        view.language
            .map_or("the station's default (en)", |l| l.as_str()),
        serde_json::to_value(view.theme)
            .ok()
            .and_then(|v| v.as_str().map(String::from))
            .unwrap_or_default()
    );
    Ok(())
}
