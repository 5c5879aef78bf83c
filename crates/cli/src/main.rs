//! `cardroom`: the room's use cases from a terminal, on the same database as the app.

#[macro_use]
mod terminal;

mod args;
mod audit;
mod cage;
mod closeout;
mod collect;
mod db;
mod demo;
mod eval;
mod hand;
mod hand_log;
mod jackpot;
mod jd_log;
mod pan_log;
mod phh_files;
mod player;
mod rates;
mod seat;
mod session;
mod shift;
mod staff;
mod station;
mod table;
mod wait;

use std::process::ExitCode;

use clap::Parser;

use args::{Cli, Command};

/// A failure the command reports in one line: `cardroom: error [code]: message`.
#[derive(Debug)]
pub struct Failure {
    pub code: cardroom_room::ErrorCode,
    pub message: String,
}

impl Failure {
    /// A failure with one of the room's codes (the CLI has no codes of its own).
    pub fn new(code: cardroom_room::RoomCode, message: impl Into<String>) -> Failure {
        Failure {
            code: code.into(),
            message: message.into(),
        }
    }
}

impl From<cardroom_room::RoomError> for Failure {
    fn from(e: cardroom_room::RoomError) -> Self {
        Failure {
            code: e.code(),
            message: e.to_string(),
        }
    }
}

/// A room time (UTC text) as the floor reads it: the room's zone, the screens' style.
pub(crate) fn when(clock: &dyn cardroom_room::Clock, text: &str) -> String {
    cardroom_room::clock::time_words(clock, text)
}

fn main() -> ExitCode {
    let cli = match Cli::try_parse() {
        Ok(cli) => cli,
        Err(e) => return usage_error(e),
    };
    tracing_subscriber::fmt()
        .with_writer(std::io::stderr)
        .with_env_filter(
            tracing_subscriber::EnvFilter::try_from_env("CARDROOM_LOG")
                // A use case's refusal or failure, and a refused sign-in (a server's PIN),
                // are the command's own one coded line, not said twice.
                .unwrap_or_else(|_| {
                    tracing_subscriber::EnvFilter::new(
                        "warn,cardroom_room::signin=error,cardroom_room::usecase=off",
                    )
                }),
        )
        .init();
    let session = session::Session {
        db: cli.db,
        actor: cli.actor,
    };
    let result = match cli.command {
        Command::Db(cmd) => db::run(&session, cmd),
        Command::Audit(args) => audit::run(&session, args),
        Command::Rates(cmd) => rates::run(&session, cmd),
        Command::Staff(cmd) => staff::run(&session, cmd),
        Command::Station(cmd) => station::run(&session, cmd),
        Command::Table(cmd) => table::run(&session, cmd),
        Command::Seat(cmd) => seat::run(&session, cmd),
        Command::Dealer(cmd) => table::run_dealer(&session, cmd),
        Command::Wait(cmd) => wait::run(&session, cmd),
        Command::Wall { json } => wait::run_wall(&session, json),
        Command::Rotation(cmd) => wait::run_rotation(&session, cmd),
        Command::Collect(cmd) => collect::run(&session, cmd),
        Command::Shift(cmd) => shift::run(&session, cmd),
        Command::Report(cmd) => shift::run_report(&session, cmd),
        Command::Correct(cmd) => closeout::run_correct(&session, cmd),
        Command::Cage(cmd) => cage::run(&session, cmd),
        Command::Jackpot(cmd) => jackpot::run(&session, cmd),
        Command::Player(cmd) => player::run(&session, cmd),
        Command::Demo(cmd) => demo::run(&session, cmd),
        Command::Hand(hand::HandCommand::Replay(args)) => return hand::run(args),
        Command::Hand(hand::HandCommand::Variants { json }) => return hand::variants(json),
        Command::Hand(hand::HandCommand::Log(cmd)) => hand_log::run(&session, cmd),
        Command::Hand(hand::HandCommand::Export(a)) => closeout::export(&session, a),
        Command::Pan(cmd) => pan_log::run(&session, cmd),
        Command::Jd(cmd) => jd_log::run(&session, cmd),
        Command::Eval(a) => return eval::run(a),
    };
    match result {
        Ok(()) => ExitCode::SUCCESS,
        Err(failure) => {
            let message = terminal::clean(&failure.message).replace(['\n', '\t'], " ");
            eprintln!("cardroom: error [{}]: {message}", failure.code);
            ExitCode::FAILURE
        }
    }
}

/// A command line clap cannot read: one coded line and exit status 2. Help and the version
/// print as clap prints them.
fn usage_error(e: clap::Error) -> ExitCode {
    use clap::error::ErrorKind;
    if matches!(
        e.kind(),
        ErrorKind::DisplayHelp
            | ErrorKind::DisplayVersion
            | ErrorKind::DisplayHelpOnMissingArgumentOrSubcommand
    ) {
        e.exit();
    }
    let text = e.to_string();
    let first = text.lines().next().unwrap_or_default();
    let first = first.strip_prefix("error: ").unwrap_or(first);
    let first = terminal::clean(first);
    eprintln!("cardroom: error [usage]: {first} (see cardroom --help)");
    ExitCode::from(2)
}
