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

/// The PIN the demo gives the staff it finds without one, so that a newcomer's first demo
/// opens in the app.
pub const DEMO_PIN: &str = "2468";

pub fn run(s: &Session, cmd: DemoCommand) -> Result<(), Failure> {
    let DemoCommand::Seed { days, seed, json } = cmd;
    let room = s.room()?;
    let summary = room.seed_demo(days, seed)?;
    let given = give_pins(&room)?;
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
    if !given.is_empty() {
        say!(
            "sign in to the app with PIN {DEMO_PIN} as {} (set it again with `cardroom --as NAME staff set-pin NAME --pin PIN`)",
            given.join(", ")
        );
    }
    Ok(())
}

/// Gives [`DEMO_PIN`] to every active staff member without a PIN, set by the first floor
/// manager (recorded like any PIN set); returns their names, floor managers first.
fn give_pins(room: &cardroom_room::Room) -> Result<Vec<String>, Failure> {
    let mut staff = room.list_staff()?;
    staff.sort_by_key(|m| m.role != cardroom_room::Role::Floor);
    let Some(floor) = staff
        .iter()
        .find(|m| m.role == cardroom_room::Role::Floor && m.active)
        .map(|m| m.id)
    else {
        return Ok(Vec::new());
    };
    let mut given = Vec::new();
    for member in staff.iter().filter(|m| m.active && !m.has_pin) {
        room.set_pin(floor, member.id, DEMO_PIN)?;
        given.push(member.name.clone());
    }
    Ok(given)
}
