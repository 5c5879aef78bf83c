//! `cardroom pan start | act | undo | show`: a Pan hand logged at the table.
//!
//! Entries use the `PAN` hand-history grammar (`docs/hand-history.md`) with seat numbers
//! for players: `d _tops`, `d dh 2 5s5s5sKhQh`, `2 _stay`, `3 _retire`, `2 _draw Ac`,
//! `2 _meld lay Ac2c3c4c`, `2 _meld add 1 5s`, `2 _dc 6d`, `1 _force 2`, `2 _out`, ...

use clap::Subcommand;

use cardroom_engine::SeatNo;
use cardroom_engine::phh::{ReplayError, pan_entry};
use cardroom_room::PanHandView;
use cardroom_room::money::format_cents;

use crate::Failure;
use crate::session::{HandId, Session, print_json};

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
    Act {
        hand: i64,
        #[arg(required = true, num_args = 1.., value_name = "ENTRY")]
        words: Vec<String>,
        #[arg(long)]
        json: bool,
    },
    /// Undo the latest entry (a correction is recorded; history keeps both)
    Undo(HandId),
    /// The hand as it stands and who acts next
    Show(HandId),
}

/// A seat word at the table: `3` (or `p3`).
fn seat(word: &str, at: Option<usize>) -> Result<SeatNo, ReplayError> {
    word.trim_start_matches('p')
        .parse::<SeatNo>()
        .ok()
        .filter(|&s| s >= 1)
        .ok_or_else(|| ReplayError {
            action_index: at,
            code: "invalid_input",
            message: format!("{word:?} is not a seat number"),
        })
}

fn print(view: &PanHandView, json: bool) -> Result<(), Failure> {
    if json {
        return print_json(view);
    }
    say!(
        "pan hand {} (table {}, #{}, first hand seat {})",
        view.hand_id,
        view.table_id,
        view.number,
        view.first
    );
    for s in &view.seats {
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
    match &view.settlement {
        Some(settled) => {
            let nets: Vec<String> = settled
                .seats
                .iter()
                .map(|n| format!("{}: {}", n.seat, format_cents(n.net)))
                .collect();
            say!("settled: {}", nets.join(", "));
        }
        None => say!("next: {}", view.waiting_for),
    }
    Ok(())
}

pub fn run(s: &Session, cmd: PanCommand) -> Result<(), Failure> {
    let mut room = s.room()?;
    if let PanCommand::Show(HandId { hand, json }) = cmd {
        return print(&room.pan_hand(hand)?, json);
    }
    let actor = s.actor(&room)?;
    match cmd {
        PanCommand::Start { table, first, json } => {
            print(&room.start_pan_hand(actor, table, first)?, json)
        }
        PanCommand::Act { hand, words, json } => {
            let words: Vec<&str> = words.iter().flat_map(|w| w.split_whitespace()).collect();
            let action = pan_entry(&words, None, &seat).map_err(|e| Failure {
                code: e.code,
                message: e.message,
            })?;
            print(&room.pan_act(actor, hand, action)?, json)
        }
        PanCommand::Undo(HandId { hand, json }) => print(&room.pan_undo(actor, hand)?, json),
        PanCommand::Show(_) => Ok(()),
    }
}
