//! What every command shares: the database, the clock, who is acting, and output.

use cardroom_room::RoomCode;
use std::path::PathBuf;

use clap::Args;

use cardroom_room::{Clock, ManualClock, Room, SystemClock, clock::parse_db_time, paths};
use serde::Serialize;

use crate::Failure;

/// Fixes the CLI's clock at a UTC time (for scripted demos and tests); the real time otherwise.
pub const CLOCK_ENV: &str = "CARDROOM_CLOCK";

/// A logged hand's id, as `undo` and `show` take it in every game's hand log.
#[derive(Debug, Args)]
pub struct HandId {
    pub hand: i64,
    #[arg(long)]
    pub json: bool,
}

/// `act HAND ENTRY...`: one entry of a Pan or banked hand, in its hand-history grammar.
#[derive(Debug, Args)]
pub struct Entry {
    pub hand: i64,
    #[arg(required = true, num_args = 1.., value_name = "ENTRY")]
    pub words: Vec<String>,
    #[arg(long)]
    pub json: bool,
}

#[derive(Debug)]
pub struct Session {
    pub db: Option<PathBuf>,
    pub actor: Option<String>,
}

impl Session {
    pub fn room(&self) -> Result<Room, Failure> {
        let db = paths::resolve_db(self.db.clone())?;
        Ok(Room::open_database(&db, self.clock()?)?.at_station(cardroom_room::Station::Cli))
    }

    /// The room's clock for this command: `CARDROOM_NOW` when set (a time that has come),
    /// else the machine's.
    pub fn clock(&self) -> Result<Box<dyn Clock>, Failure> {
        Ok(match std::env::var(CLOCK_ENV) {
            Ok(text) if !text.is_empty() => {
                let at = parse_db_time(&text).ok_or_else(|| Failure {
                    code: RoomCode::BadTime.into(),
                    message: format!(
                        "{CLOCK_ENV}={text:?} is not a time such as 2026-11-23T18:00:00Z"
                    ),
                })?;
                // A clock set ahead of the machine's would stamp writes in the future and
                // lock every later write out: refused here, at the boundary.
                let machine = SystemClock.now();
                if at > machine + chrono::Duration::minutes(5) {
                    return Err(Failure {
                        code: RoomCode::ClockAhead.into(),
                        message: format!(
                            "{CLOCK_ENV}={text} is ahead of this machine's clock ({}); give a time that has come",
                            cardroom_room::clock::db_time(machine)
                        ),
                    });
                }
                Box::new(ManualClock::new(at))
            }
            _ => Box::new(SystemClock),
        })
    }

    /// The room, and the staff member acting in it (see [`Session::actor`]).
    pub fn acting(&self) -> Result<(Room, i64), Failure> {
        let room = self.room()?;
        let actor = self.actor(&room)?;
        Ok((room, actor))
    }

    /// The acting staff member's id, from `--as NAME` or `CARDROOM_STAFF`.
    ///
    /// On a server, a station's credentials reach the room from anywhere, so the name alone
    /// is not enough: the person's PIN is asked as at the app's sign-in ([`PIN_ENV`], else a
    /// prompt on a terminal), and a wrong one counts toward the lock. On a file, whoever can
    /// open the file is its administrator, and the name is enough (docs/rulings.md).
    pub fn actor(&self, room: &Room) -> Result<i64, Failure> {
        let name = self.actor.as_deref().ok_or_else(|| Failure {
            code: RoomCode::NoActor.into(),
            message: "say who is acting with --as NAME (or CARDROOM_STAFF)".into(),
        })?;
        if !room.is_server() {
            return Ok(room.staff_named(name)?.id);
        }
        let pin = pin_for(name)?;
        Ok(room.sign_in(name, &pin, cardroom_room::Station::Cli)?.id)
    }
}

/// The acting person's PIN for a room on a server, for scripts.
pub const PIN_ENV: &str = "CARDROOM_PIN";

/// The PIN of `name`: [`PIN_ENV`], else typed at a prompt (not echoed) when a terminal is
/// there to type it; refused with `pin_required` when neither is.
fn pin_for(name: &str) -> Result<String, Failure> {
    use std::io::IsTerminal;
    if let Ok(pin) = std::env::var(PIN_ENV)
        && !pin.is_empty()
    {
        return Ok(pin);
    }
    let required = || Failure {
        code: RoomCode::PinRequired.into(),
        message: format!(
            "the room is on a server: acting as {name} needs {name}'s PIN (typed when asked, or {PIN_ENV} for a script)"
        ),
    };
    if !std::io::stdin().is_terminal() {
        return Err(required());
    }
    let typed = rpassword::prompt_password(format!("{name}'s PIN: ")).map_err(|_| required())?;
    if typed.trim().is_empty() {
        return Err(required());
    }
    Ok(typed.trim().to_string())
}

pub fn print_json<T: Serialize>(value: &T) -> Result<(), Failure> {
    let text = serde_json::to_string(value).map_err(|e| Failure {
        code: RoomCode::Internal.into(),
        message: e.to_string(),
    })?;
    say!("{text}");
    Ok(())
}

/// A plain table for the terminal: a head, then rows (of as many cells).
pub fn table<H, R>(header: H, rows: Vec<R>) -> String
where
    H: IntoIterator,
    H::Item: Into<comfy_table::Cell>,
    R: IntoIterator,
    R::Item: Into<comfy_table::Cell>,
{
    let mut t = comfy_table::Table::new();
    t.load_style(comfy_table::presets::ASCII_BORDERS_ONLY_CONDENSED)
        .set_header(header);
    for row in rows {
        t.add_row(row);
    }
    t.to_string()
}

/// Parses `A/B` dollar pairs such as `2/4` or `0.50/1`.
pub fn parse_pair(what: &str, text: &str) -> Result<(i64, i64), Failure> {
    let (a, b) = text.split_once('/').ok_or_else(|| Failure {
        code: RoomCode::InvalidInput.into(),
        message: format!("{what} {text:?}: write two amounts as SMALL/BIG, such as 2/4"),
    })?;
    Ok((
        cardroom_room::money::parse_dollars(a)?,
        cardroom_room::money::parse_dollars(b)?,
    ))
}

/// The games as the floor types them, for a flag's help (`holdem, pineapple, …`): the
/// room's own list, so a new game is named here without a word written.
pub fn game_codes() -> String {
    let codes: Vec<&str> = cardroom_room::GAMES
        .iter()
        .map(|g| g.code.as_str())
        .collect();
    codes.join(", ")
}

/// A game as the floor types it (`holdem`, `five_card_draw`, ...).
pub fn game_code(text: &str) -> Result<cardroom_room::GameCode, Failure> {
    text.parse().map_err(|_| {
        Failure::from(cardroom_room::RoomError::UnknownGame {
            code: text.to_string(),
        })
    })
}
