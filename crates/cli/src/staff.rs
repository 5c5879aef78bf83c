//! `cardroom staff add | list | deactivate | set-pin | language`.

use clap::{Subcommand, ValueEnum};

use cardroom_room::{Language, Role, RoomCode};

use crate::Failure;
use crate::session::{Session, print_json, table};

#[derive(Debug, Clone, Copy, ValueEnum)]
pub enum RoleArg {
    Floor,
    Dealer,
    Cage,
}

/// A language the screens speak, or the station's.
#[derive(Debug, Clone, Copy, ValueEnum)]
pub enum LanguageArg {
    En,
    Es,
    /// The station's language
    Station,
}

impl LanguageArg {
    pub fn language(self) -> Option<Language> {
        match self {
            LanguageArg::En => Some(Language::En),
            LanguageArg::Es => Some(Language::Es),
            LanguageArg::Station => None,
        }
    }
}

#[derive(Debug, Subcommand)]
pub enum StaffCommand {
    /// Add a floor manager or dealer (the first staff member needs no --as and is a floor manager)
    Add {
        name: String,
        #[arg(long, value_enum)]
        role: RoleArg,
        /// The first floor manager's PIN, set with him (needed on a server, where nobody acts
        /// without a PIN) [env: CARDROOM_NEW_PIN]
        #[arg(long, env = "CARDROOM_NEW_PIN", hide_env_values = true)]
        pin: Option<String>,
    },
    /// List the staff
    List {
        #[arg(long)]
        json: bool,
    },
    /// Deactivate a staff member who has left (history keeps the name)
    Deactivate { name: String },
    /// Set a staff member's PIN (4 to 8 digits): a floor manager for anyone, anyone for himself
    SetPin {
        name: String,
        /// The new PIN [env: CARDROOM_NEW_PIN]
        #[arg(long, env = "CARDROOM_NEW_PIN", hide_env_values = true)]
        pin: String,
    },
    /// The language the app speaks to a staff member once signed in: anyone for themself, a
    /// floor manager for anyone
    Language {
        name: String,
        #[arg(value_enum)]
        language: LanguageArg,
    },
}

pub fn run(s: &Session, cmd: StaffCommand) -> Result<(), Failure> {
    let room = s.room()?;
    match cmd {
        StaffCommand::Add { name, role, pin } => {
            let role = match role {
                RoleArg::Floor => Role::Floor,
                RoleArg::Dealer => Role::Dealer,
                RoleArg::Cage => Role::Cage,
            };
            // The very first staff member is added by nobody (a room has no staff yet).
            let first = room.list_staff()?.is_empty();
            let added = match (first, pin) {
                (true, Some(pin)) if role == Role::Floor => room.start_room(&name, &pin)?,
                (true, None) if room.is_server() => {
                    return Err(Failure {
                        code: RoomCode::PinRequired.into(),
                        message: format!(
                            "the room is on a server, where nobody acts without a PIN: give {name}, its first floor manager, one with --pin"
                        ),
                    });
                }
                (true, _) => room.add_staff(None, &name, role)?,
                (false, _) => room.add_staff(Some(s.actor(&room)?), &name, role)?,
            };
            say!("added {} ({}), id {}", added.name, role.as_str(), added.id);
        }
        StaffCommand::List { json } => {
            let staff = room.list_staff()?;
            if json {
                return print_json(&staff);
            }
            let rows = staff
                .iter()
                .map(|m| {
                    [
                        m.id.to_string(),
                        m.name.clone(),
                        m.role.as_str().to_string(),
                        if m.active { "active" } else { "inactive" }.to_string(),
                    ]
                })
                .collect();
            say!("{}", table(["Id", "Name", "Role", "Status"], rows));
        }
        StaffCommand::Deactivate { name } => {
            let actor = s.actor(&room)?;
            let member = room.staff_named(&name)?;
            room.set_staff_active(actor, member.id, false)?;
            say!("{} is no longer active", member.name);
        }
        StaffCommand::SetPin { name, pin } => {
            let actor = s.actor(&room)?;
            let member = room.staff_named(&name)?;
            room.set_pin(actor, member.id, &pin)?;
            say!("{}'s PIN is set", member.name);
        }
        StaffCommand::Language { name, language } => {
            let actor = s.actor(&room)?;
            let member = room.staff_named(&name)?;
            let chosen = room.set_staff_language(actor, member.id, language.language())?;
            match chosen {
                Some(l) => say!("{} reads the app in {}", member.name, l.as_str()),
                None => say!("{} reads the app in the station's language", member.name),
            }
        }
    }
    Ok(())
}
