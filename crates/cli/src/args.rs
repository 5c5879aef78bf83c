//! The command line, declared with clap.

use std::path::PathBuf;

use clap::{Args, Parser, Subcommand};

#[derive(Debug, Parser)]
#[command(
    name = "cardroom",
    version,
    about = "Cardroom: run a poker room from the terminal"
)]
pub struct Cli {
    /// The room's database: a file, or a PostgreSQL server's URL (postgres://ROLE:PASSWORD@HOST/DB,
    /// with ?sslmode=require for TLS) [default: the file in the app's data folder]
    #[arg(long, global = true, env = cardroom_room::paths::DB_ENV, hide_env_values = true, value_name = "PATH|URL")]
    pub db: Option<PathBuf>,

    /// The staff member acting (floor manager or dealer)
    #[arg(
        long = "as",
        global = true,
        env = "CARDROOM_STAFF",
        value_name = "NAME"
    )]
    pub actor: Option<String>,

    #[command(subcommand)]
    pub command: Command,
}

#[derive(Debug, Subcommand)]
pub enum Command {
    /// The database file: where it is, upgrade it, check it
    #[command(subcommand)]
    Db(DbCommand),
    /// The collection rate schedule
    #[command(subcommand)]
    Rates(RatesCommand),
    /// Floor managers, dealers and cage counters
    #[command(subcommand)]
    Staff(crate::staff::StaffCommand),
    /// This machine's station: the table it serves, its language and look
    #[command(subcommand)]
    Station(crate::station::StationCommand),
    /// Open and close tables; the status board
    #[command(subcommand)]
    Table(crate::table::TableCommand),
    /// Seat, move and unseat players
    #[command(subcommand)]
    Seat(crate::seat::SeatCommand),
    /// Push dealers onto and off tables
    #[command(subcommand)]
    Dealer(crate::table::DealerCommand),
    /// Waiting lists: players, calls to open seats, must-move tables, the floor settings
    #[command(subcommand)]
    Wait(crate::wait::WaitCommand),
    /// The wall board: games running and their lists, first names only
    Wall {
        #[arg(long)]
        json: bool,
    },
    /// The dealers' rotation: states, next pushes, and performing a push
    #[command(subcommand)]
    Rotation(crate::wait::RotationCommand),
    /// Time collections: what is due, and marking it
    #[command(subcommand)]
    Collect(crate::collect::CollectCommand),
    /// Open and close shifts
    #[command(subcommand)]
    Shift(crate::shift::ShiftCommand),
    /// End-of-shift reports
    #[command(subcommand)]
    Report(crate::shift::ReportCommand),
    /// Corrections to a closed hand or collection, with the floor manager's PIN and a reason
    #[command(subcommand)]
    Correct(crate::closeout::CorrectCommand),
    /// The cage's end of shift: count the drop boxes, explain variances, counter-sign
    #[command(subcommand)]
    Cage(crate::cage::CageCommand),
    /// The room's players: register, find ("where is Tom?"), bar, restrict, exclude
    #[command(subcommand)]
    Player(crate::player::PlayerCommand),
    /// Player-funded jackpots: funds, pending hits, payouts with a witness, the ledger
    #[command(subcommand)]
    Jackpot(crate::jackpot::JackpotCommand),
    /// Demo data
    #[command(subcommand)]
    Demo(crate::demo::DemoCommand),
    /// Hands: log them at the table through the rules engine; replay PHH files
    #[command(subcommand)]
    Hand(crate::hand::HandCommand),
    /// Pan hands at a table: start, act, undo, show
    #[command(subcommand)]
    Pan(crate::pan_log::PanCommand),
    /// Draw Poker with Joker boxes at a table: start, act, undo, show
    #[command(subcommand)]
    Jd(crate::jd_log::JdCommand),
    /// Rank poker hands under a game's rules
    Eval(crate::eval::EvalArgs),
    /// The audit trail: who changed what, when, from where (floor managers)
    Audit(crate::audit::AuditArgs),
}

#[derive(Debug, Subcommand)]
pub enum DbCommand {
    /// Create the database if needed and bring its schema up to date
    Migrate,
    /// Check the database without changing it: Cardroom's, intact, current, its schema as the
    /// migrations made it, every hand replayed and every collection owed recorded
    Check,
    /// Print where the room lives: the database file's path, or the server's URL (without
    /// its password)
    Path,
    /// Recover a room whose last action was stamped ahead of the real time by a wrong
    /// clock: later actions are checked against now (floor managers)
    ResetClock,
    /// `db check`, then the audit trail's hash chain and every row against its last
    /// recorded change: names the first broken link (exit 1 when anything is found)
    Verify,
    /// Back the room up while it runs (SQLite's online backup) and check the copy; without
    /// PATH, into the backups folder beside the database, keeping 7 days whole and one a
    /// day for 90
    Backup {
        /// Where to write the copy (a new file)
        path: Option<std::path::PathBuf>,
    },
    /// Replace the database with a backup (stop the app first). A backup that fails its
    /// check is refused; the database it replaces is kept beside it
    Restore {
        /// The backup to restore
        path: std::path::PathBuf,
    },
    /// Save what support needs into a .zip: the app's logs, the versions, where the room
    /// lives and its schema, the station's setting and the last backup's result. No PIN,
    /// hash or password is in it (never the database; a server's URL without its password)
    Diagnostics {
        /// The .zip to write
        path: std::path::PathBuf,
        /// The app's log folder [default: logs/ in the app's data folder]
        #[arg(long, value_name = "DIR")]
        logs: Option<std::path::PathBuf>,
    },
    /// Lock a server's room down (once, as its administrator, with credentials that may
    /// create roles): an owner role holds the schema, migrations and triggers; a station role,
    /// which every station and the command line use, may do only what the room's use cases do
    /// (no DDL, no changing or deleting what is append-only, no TRUNCATE). Run it again after
    /// an upgrade
    ServerSetup {
        /// The owner role's new password [env: CARDROOM_OWNER_PASSWORD]
        #[arg(long, env = "CARDROOM_OWNER_PASSWORD", hide_env_values = true)]
        owner_password: String,
        /// The station role's new password [env: CARDROOM_STATION_PASSWORD]
        #[arg(long, env = "CARDROOM_STATION_PASSWORD", hide_env_values = true)]
        station_password: String,
    },
    /// Move a single-station room to a PostgreSQL server: copy every row of the file into an
    /// empty database there (in one transaction), then check the copy row for row and its
    /// audit trail. The file is only read
    Copy {
        /// The room's SQLite file
        #[arg(long, value_name = "FILE")]
        from: std::path::PathBuf,
        /// The server's database, such as postgres://cardroom@db.local/room
        #[arg(long, value_name = "URL")]
        to: String,
    },
}

#[derive(Debug, Subcommand)]
pub enum RatesCommand {
    /// The rates in effect, with dollar amounts
    List(RatesList),
    /// Add a rate from a time on (floor managers)
    Add(RatesAdd),
}

#[derive(Debug, Args)]
pub struct RatesAdd {
    #[arg(long)]
    pub game: String,
    /// A limit band in dollars, LOW-HIGH, such as 4-20
    #[arg(long, conflicts_with_all = ["no_limit", "pot_limit"])]
    pub band: Option<String>,
    #[arg(long)]
    pub no_limit: bool,
    #[arg(long)]
    pub pot_limit: bool,
    /// The amount in dollars
    #[arg(long)]
    pub amount: String,
    /// Minutes between time collections
    #[arg(long)]
    pub every: Option<i64>,
    /// When it takes effect, such as 2026-12-01T00:00:00Z
    #[arg(long)]
    pub from: String,
}

#[derive(Debug, Args)]
pub struct RatesList {
    /// The moment to show the schedule for: a date (2026-11-23) or an RFC 3339 time [default: now]
    #[arg(long, value_name = "WHEN")]
    pub at: Option<String>,
    /// One JSON document instead of a table
    #[arg(long)]
    pub json: bool,
}
