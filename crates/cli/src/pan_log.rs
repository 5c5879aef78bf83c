//! `cardroom pan start | act | undo | show`: a Pan hand logged at the table.
//!
//! Entries use the `PAN` hand-history grammar (`docs/hand-history.md`) with seat numbers
//! for players: `d _tops`, `d dh 2 5s5s5sKhQh`, `2 _stay`, `3 _retire`, `2 _draw Ac`,
//! `2 _meld lay Ac2c3c4c`, `2 _meld add 1 5s`, `2 _dc 6d`, `1 _force 2`, `2 _out`, ...

use clap::Subcommand;

use cardroom_room::money::format_cents;
use cardroom_room::{GameView, HandView};

use crate::Failure;
use crate::hand_log::{act, show, undo};
use crate::session::{Entry, HandId, Session, print_json};

#[derive(Debug, Subcommand)]
pub enum PanCommand {
    /// Start a Pan hand: everyone seated and not sitting out is dealt in
    Start {
        #[arg(long)]
        table: i64,
        /// The first hand (default: the last hand's winner)
        #[arg(long)]
        first: Option<i64>,
        #[arg(long)]
        json: bool,
    },
    /// Log one entry: `d _tops`, `d dh 2 CARDS`, `2 _stay`, `2 _draw Ac`, `2 _meld lay CARDS`, ...
    Act(Entry),
    /// Undo the latest entry (a correction is recorded; history keeps both)
    Undo(HandId),
    /// The hand as it stands and who acts next
    Show(HandId),
}

/// Prints a hand as its game shows it.
pub(crate) fn print_any(view: &HandView) -> Result<(), Failure> {
    match &view.game {
        GameView::Pot(_) => crate::hand_log::print(view, false),
        GameView::Pan(_) => print(view, false),
        GameView::Banked(_) => crate::jd_log::print(view, false),
    }
}

pub(crate) fn print(view: &HandView, json: bool) -> Result<(), Failure> {
    if json {
        return print_json(view);
    }
    let Some(pan) = view.pan() else {
        return print_any(view);
    };
    say!(
        "pan hand {} (table {}, #{}, first hand seat {})",
        view.hand_id,
        view.table_id,
        view.number,
        pan.first
    );
    for s in &pan.seats {
        let melds: Vec<String> = s
            .melds
            .iter()
            .map(|m| m.cards.iter().map(ToString::to_string).collect::<String>())
            .collect();
        say!(
            "  seat {}: {:?}, {} cards in hand, melds [{}] ({} chips), net {}",
            s.seat,
            s.status,
            s.hand.len(),
            melds.join(" "),
            s.meld_chips,
            format_cents(s.net)
        );
    }
    match &pan.settlement {
        Some(settled) => {
            let nets: Vec<String> = settled
                .seats
                .iter()
                .map(|n| format!("{}: {}", n.seat, format_cents(n.net)))
                .collect();
            say!("settled: {}", nets.join(", "));
        }
        None => say!("next: {}", view.waiting_for.words),
    }
    Ok(())
}

pub fn run(s: &Session, cmd: PanCommand) -> Result<(), Failure> {
    let (table, first, json) = match cmd {
        PanCommand::Start { table, first, json } => (table, first, json),
        PanCommand::Act(Entry { hand, words, json }) => return act(s, hand, &words, json, print),
        PanCommand::Undo(id) => return undo(s, id, print),
        PanCommand::Show(id) => return show(s, id, print),
    };
    let (room, actor) = s.acting()?;
    print(&room.start_pan_hand(actor, table, first)?, json)
}
