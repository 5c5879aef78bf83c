//! `cardroom hand start | act | undo | show`: a dealer logging a hand at the table.
//!
//! Actions are typed the way a dealer says them, seats by number, amounts in dollars:
//! `post`, `deal 3 AsKd` (or `deal 3`: cards not entered), `burn [CARD]`, `board [CARDS]`,
//! `fold 4`, `check 4`, `call 4`, `bet 4 6.00`, `raise 4 12` (a street total), `allin 4`,
//! `discard 4 [CARD]`, `show 4 [CARDS]`, `muck 4`, `award 0 [3,5]`, and `next`: the
//! dealer's next step with the cards not entered. Draw games: `kill 4` (Low Ball),
//! `draw 4 7h2c` or `draw 4 2` (two cards not entered; `draw 4` stands pat), `deal 4 [CARDS]`
//! for the replacements, `reshuffle`, `expose 4 CARD` (a card the dealer exposed).
//! Mexican Poker: `up 4 [CARD]` (turns the down card up) or `down 4` (keeps it down).
//!
//! The words are read by the rules engine (`GameHand::parse_action`), the same for every
//! game: `act`, `undo` and `show` work on any hand, and print it as its game shows it.

use clap::Subcommand;

use cardroom_room::money::format_cents;
use cardroom_room::{HandView, VoidReason};

use crate::Failure;
use crate::session::{HandId, Session, print_json};

#[derive(Debug, Subcommand)]
pub enum HandLogCommand {
    /// Start a hand at a table
    Start {
        #[arg(long)]
        table: i64,
        #[arg(long)]
        json: bool,
    },
    /// Log one action: `call 4`, `raise 4 12`, `deal 3 AsKd`, `next`, ...
    Act {
        hand: i64,
        #[arg(required = true, num_args = 1.., value_name = "ACTION")]
        words: Vec<String>,
        #[arg(long)]
        json: bool,
    },
    /// Undo the latest action (a correction is recorded; history keeps both)
    Undo(HandId),
    /// The hand as it stands and who acts next
    Show(HandId),
    /// Void the hand: a misdeal (dealt again, the button where it was) or a floor ruling;
    /// recorded, never deleted; no one wins or pays
    Void {
        hand: i64,
        #[arg(long, value_enum, default_value = "misdeal")]
        reason: VoidArg,
        #[arg(long)]
        json: bool,
    },
}

#[derive(Debug, Clone, Copy, clap::ValueEnum)]
pub enum VoidArg {
    Misdeal,
    FloorRuling,
}

pub(crate) fn print(view: &HandView, json: bool) -> Result<(), Failure> {
    if json {
        return print_json(view);
    }
    let Some(pot) = view.pot() else {
        return crate::pan_log::print_any(view);
    };
    let stacks: Vec<String> = pot
        .stacks
        .iter()
        .map(|(s, c)| format!("{s}: {}", format_cents(*c)))
        .collect();
    say!(
        "hand {} (table {}, #{}, button {}): pot {}, board [{}], stacks {}",
        view.hand_id,
        view.table_id,
        view.number,
        view.button_seat,
        format_cents(pot.pot_total),
        pot.board.join(" "),
        stacks.join(", ")
    );
    // Draw games: how many cards each player drew; Mexican Poker: the cards showing.
    let drew: Vec<String> = pot
        .seats
        .iter()
        .filter_map(|s| s.drew.map(|n| format!("{}: {n}", s.seat)))
        .collect();
    if !drew.is_empty() {
        say!("drew: {}", drew.join(", "));
    }
    let showing: Vec<String> = pot
        .seats
        .iter()
        .filter(|s| s.up.iter().any(|&u| u) && !s.folded)
        .map(|s| {
            let up: Vec<String> = s
                .hole
                .iter()
                .zip(&s.up)
                .filter(|(_, u)| **u)
                .map(|(c, _)| c.map_or_else(|| "??".to_string(), |c| c.to_string()))
                .collect();
            format!("{}: {}", s.seat, up.join(" "))
        })
        .collect();
    if !showing.is_empty() {
        say!("showing: {}", showing.join(", "));
    }
    // What the hand did by itself to the money (the console shows the same sentences).
    for note in &pot.notes {
        say!("{note}");
    }
    if let Some(reason) = view.voided {
        say!("void ({})", reason.as_str().replace('_', " "));
        return Ok(());
    }
    match (&pot.settlement, view.finished) {
        (Some(s), true) => say!("settled: house collected {}", format_cents(s.collection)),
        _ => say!("next: {}", view.waiting_for.words),
    }
    Ok(())
}

pub fn run(s: &Session, cmd: HandLogCommand) -> Result<(), Failure> {
    let (hand, reason, json) = match cmd {
        HandLogCommand::Start { table, json } => {
            let (room, actor) = s.acting()?;
            return print(&room.start_hand(actor, table)?, json);
        }
        HandLogCommand::Act { hand, words, json } => return act(s, hand, &words, json, print),
        HandLogCommand::Undo(id) => return undo(s, id, print),
        HandLogCommand::Show(id) => return show(s, id, print),
        HandLogCommand::Void { hand, reason, json } => (hand, reason, json),
    };
    let (room, actor) = s.acting()?;
    let reason = match reason {
        VoidArg::Misdeal => VoidReason::Misdeal,
        VoidArg::FloorRuling => VoidReason::FloorRuling,
    };
    let seq = room.hand(hand)?.seq;
    print(&room.void_hand(actor, hand, seq, reason)?, json)
}

/// How a game prints a hand (`--json`: the view as JSON).
pub(crate) type Print = fn(&HandView, bool) -> Result<(), Failure>;

/// `act`: one entry typed as the dealer says it, the same for every game.
pub(crate) fn act(
    s: &Session,
    hand: i64,
    words: &[String],
    json: bool,
    print: Print,
) -> Result<(), Failure> {
    let (room, actor) = s.acting()?;
    print(&room.act_words(actor, hand, &words.join(" "))?, json)
}

/// `undo`: the latest entry of any game's hand.
pub(crate) fn undo(
    s: &Session,
    HandId { hand, json }: HandId,
    print: Print,
) -> Result<(), Failure> {
    let (room, actor) = s.acting()?;
    print(&room.undo(actor, hand)?, json)
}

/// `show`: any game's hand as it stands.
pub(crate) fn show(
    s: &Session,
    HandId { hand, json }: HandId,
    print: Print,
) -> Result<(), Failure> {
    let room = s.room()?;
    print(&room.hand(hand)?, json)
}
