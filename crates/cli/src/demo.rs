//! `cardroom demo seed`.

use clap::Subcommand;

use crate::Failure;
use crate::session::{Session, print_json};

#[derive(Debug, Subcommand)]
pub enum DemoCommand {
    /// Fill the database with realistic activity ending before now (for demos and benchmarks)
    Seed {
        #[arg(long, default_value_t = 1)]
        days: u32,
        /// The same seed gives the same activity
        #[arg(long, default_value_t = 7)]
        seed: u64,
        #[arg(long)]
        json: bool,
    },
}

pub fn run(s: &Session, cmd: DemoCommand) -> Result<(), Failure> {
    let DemoCommand::Seed { days, seed, json } = cmd;
    let room = s.room()?;
    let summary = room.seed_demo(days, seed)?;
    if json {
        return print_json(&summary);
    }
    say!(
        "seeded {} day(s) from {} to {}: {} shifts, {} tables, {} players seated, {} collections marked, {} left unmarked, {} hands dealt",
        summary.days,
        summary.from,
        summary.to,
        summary.shifts,
        summary.tables,
        summary.seatings,
        summary.collections_marked,
        summary.collections_left_unmarked,
        summary.hands
    );
    Ok(())
}
