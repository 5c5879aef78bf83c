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
    /// The database file [default: the app's data folder]
    #[arg(long, global = true, env = cardroom_room::paths::DB_ENV, value_name = "PATH")]
    pub db: Option<PathBuf>,

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
}

#[derive(Debug, Subcommand)]
pub enum DbCommand {
    /// Create the database if needed and bring its schema up to date
    Migrate,
    /// Check the database without changing it: Cardroom's, intact, and current
    Check,
    /// Print the database file's path
    Path,
}

#[derive(Debug, Subcommand)]
pub enum RatesCommand {
    /// The rates in effect, with dollar amounts
    List(RatesList),
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
