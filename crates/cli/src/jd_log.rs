//! `cardroom jd start | act | undo | show`: a Draw Poker with Joker box logged at the table.
//!
//! Entries use the `JD` hand-history grammar (`docs/hand-history.md`), `p1` being the box:
//! `d dh p1 CARDS` (the player's five cards; `??` for one not entered, all five unknown when
//! left out), `d _dd [CARDS]` (the dealer's five, face down), `p1 sd DISCARDS DRAWN` (an
//! exchange; also as the file writes it, `p1 sd DISCARDS d dh p1 DRAWN`), `p1 cbr [AMOUNT]`
//! (the Bet, twice the ante box), `p1 f` (fold), `d _rv CARDS` (the dealer reveals),
//! `d _dx DISCARDS|- DRAWN|-` (his one exchange), `p1 sm CARDS` (the player's final cards
//! when some were not entered) and, ours, `settle` (pay the box; the view shows what it
//! will pay first).

use clap::Subcommand;

use cardroom_engine::joker_draw::{JokerDrawOutcome, JokerDrawSettlement};
use cardroom_room::HandView;
use cardroom_room::money::{format_cents, parse_dollars};

use crate::Failure;
use crate::hand_log::{act, show, undo};
use crate::session::{Entry, HandId, Session, print_json};

#[derive(Debug, Subcommand)]
pub enum JdCommand {
    /// Start a box for the player in a seat, with his ante and BONUS in dollars
    Start {
        #[arg(long)]
        table: i64,
        #[arg(long)]
        seat: i64,
        /// The initial ante, a multiple of 0.30 within the table's limits
        #[arg(long)]
        ante: String,
        /// The BONUS side bet (none when left out)
        #[arg(long)]
        bonus: Option<String>,
        #[arg(long)]
        json: bool,
    },
    /// Log one entry: `d dh p1 AsKd7h7c2s`, `d _dd`, `p1 sd AsKd2s 7dJk9c`, `p1 cbr`, `p1 f`,
    /// `d _rv QsQh5c4d3h`, `d _dx 5c4d3h 9h8s2d`, `p1 sm CARDS`, `settle`
    Act(Entry),
    /// Undo the latest entry (a correction is recorded; history keeps both)
    Undo(HandId),
    /// The box as it stands: whose turn, what to enter, the amounts and the cards
    Show(HandId),
}

fn signed(cents: i64) -> String {
    if cents > 0 {
        format!("+{}", format_cents(cents))
    } else {
        format_cents(cents)
    }
}

fn result(s: &JokerDrawSettlement) -> String {
    let hands = match (&s.player_hand, &s.dealer_hand) {
        (Some(p), Some(d)) => format!(" ({p} against {d})"),
        _ => String::new(),
    };
    let outcome = match s.outcome {
        JokerDrawOutcome::Folded => "folded",
        JokerDrawOutcome::NoGame => "no game",
        JokerDrawOutcome::DealerWins => "the dealer wins",
        JokerDrawOutcome::PlayerWins => "the player wins",
        JokerDrawOutcome::Push => "a push",
    };
    format!(
        "{outcome}{hands}: ante box {}, Bet {}, BONUS {}; player {}, house {}",
        signed(s.ante_net),
        signed(s.bet_net),
        signed(s.bonus_net),
        signed(s.player_net),
        signed(s.house_net)
    )
}

pub(crate) fn print(view: &HandView, json: bool) -> Result<(), Failure> {
    if json {
        return print_json(view);
    }
    let Some(banked) = view.banked() else {
        return crate::pan_log::print_any(view);
    };
    let (seat, player, stack) = (banked.seat, &banked.player, banked.stack_cents);
    let view_ids = (view.hand_id, view.table_id, view.number);
    let waiting = &view.waiting_for.words;
    let view = &banked.view;
    say!(
        "jd hand {} (table {}, #{}): seat {} {}, ante {}, BONUS {}, stack before the box {}",
        view_ids.0,
        view_ids.1,
        view_ids.2,
        seat,
        player,
        format_cents(view.ante_cents),
        format_cents(view.bonus_cents),
        format_cents(stack)
    );
    let hand = |cards: &[String]| {
        if cards.is_empty() {
            "-".to_string()
        } else {
            cards.join(" ")
        }
    };
    say!(
        "  player {} | dealer {}",
        hand(&view.player_cards),
        hand(&view.dealer_cards)
    );
    say!(
        "  ante box {}, Bet {}, exchanges {}",
        format_cents(view.ante_box_cents),
        format_cents(view.bet_cents),
        view.exchanges
    );
    match (&view.settlement, &view.if_settled) {
        (Some(s), _) => say!("settled: {}", result(s)),
        (None, Some(s)) => say!("next: {waiting}; it pays {}", result(s)),
        (None, None) => say!("next: {waiting}"),
    }
    Ok(())
}

pub fn run(s: &Session, cmd: JdCommand) -> Result<(), Failure> {
    let (table, seat, ante, bonus, json) = match cmd {
        JdCommand::Start {
            table,
            seat,
            ante,
            bonus,
            json,
        } => (table, seat, ante, bonus, json),
        JdCommand::Act(Entry { hand, words, json }) => return act(s, hand, &words, json, print),
        JdCommand::Undo(id) => return undo(s, id, print),
        JdCommand::Show(id) => return show(s, id, print),
    };
    let (room, actor) = s.acting()?;
    let ante = parse_dollars(&ante)?;
    let bonus = bonus
        .as_deref()
        .map(parse_dollars)
        .transpose()?
        .unwrap_or(0);
    print(&room.start_jd_hand(actor, table, seat, ante, bonus)?, json)
}
