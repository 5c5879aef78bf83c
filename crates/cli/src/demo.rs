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
    match given {
        Some(names) if !names.is_empty() => say!(
            "sign in to the app with PIN {DEMO_PIN} as {} (set it again with `cardroom --as NAME staff set-pin NAME --pin PIN`)",
            names.join(", ")
        ),
        Some(_) => {}
        None => say!(
            "no PIN given: the demo's last action is later than the clock; set one once the clock has passed it (`cardroom --as NAME staff set-pin NAME --pin PIN`)"
        ),
    }
    Ok(())
}

/// Gives [`DEMO_PIN`] to every active staff member without a PIN, set by the first floor
/// manager (recorded like any PIN set); returns their names, floor managers first, the cage
/// last. `None`
/// when the clock is still before the demo's last action (a demo seeded up to this very
/// minute): the room refuses a write stamped before it.
fn give_pins(room: &cardroom_room::Room) -> Result<Option<Vec<String>>, Failure> {
    let mut staff = room.list_staff()?;
    staff.sort_by_key(|m| match m.role {
        cardroom_room::Role::Floor => 0,
        cardroom_room::Role::Dealer => 1,
        cardroom_room::Role::Cage => 2,
    });
    let Some(floor) = staff
        .iter()
        .find(|m| m.role == cardroom_room::Role::Floor && m.active)
        .map(|m| m.id)
    else {
        return Ok(Some(Vec::new()));
    };
    let mut given = Vec::new();
    for member in staff.iter().filter(|m| m.active && !m.has_pin) {
        match room.set_pin(floor, member.id, DEMO_PIN) {
            Ok(_) => given.push(member.name.clone()),
            Err(e) if e.code() == "clock_backwards" => return Ok(None),
            Err(e) => return Err(e.into()),
        }
    }
    Ok(Some(given))
}
