//! Writing a hand as a PHH file.

use std::fmt::Write as _;

use thiserror::Error;

use super::Variant;
use super::text::maybe_text;
use crate::config::{Collection, Game, SevensPenalty, Structure};
use crate::event::Event;
use crate::hand::Hand;
use crate::money::format_units;
use crate::{Card, Chips, SeatNo};

/// A hand PHH cannot express.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum ExportError {
    #[error("{0} cannot be written as a PHH hand")]
    Unsupported(String),
}

fn list(values: &[Chips]) -> String {
    let items: Vec<String> = values.iter().map(|&v| format_units(v)).collect();
    format!("[{}]", items.join(", "))
}

fn quoted(items: &[String]) -> String {
    let items: Vec<String> = items.iter().map(|s| format!("'{s}'")).collect();
    format!("[{}]", items.join(", "))
}

/// The hand as a PHH file, in the variant of its game and structure (see
/// [`Variant`](super::Variant)). Players are listed from the small blind (left of the button)
/// to the button, as PHH orders them; table settings PHH has no field for are written as `_`
/// fields and our actions as `_` verbs (see `docs/hand-history.md`).
pub fn export(hand: &Hand) -> Result<String, ExportError> {
    let config = &hand.config;
    let n = hand.seats.len();
    // PHH player k is position k: left of the button first, the button last.
    let order: Vec<usize> = (0..n).map(|k| (hand.button + 1 + k) % n).collect();
    let label = |seat: SeatNo| -> String {
        let k = order
            .iter()
            .position(|&i| hand.seats[i].seat == seat)
            .unwrap_or(0);
        format!("p{}", k + 1)
    };
    // Our antes and blinds are by position; PHH's arrays are by player, and for heads-up PHH
    // reverses them, which is again our position order.
    let by_position = |values: &[Chips]| -> Vec<Chips> {
        (0..n)
            .map(|p| values.get(p).copied().unwrap_or(0))
            .collect()
    };
    let mut out = String::new();
    let variant = Variant::new(config.game, config.structure).code();
    let _ = writeln!(out, "variant = '{variant}'");
    let _ = writeln!(out, "antes = {}", list(&by_position(&config.antes)));
    let _ = writeln!(
        out,
        "blinds_or_straddles = {}",
        list(&by_position(&config.blinds))
    );
    if config.structure == Structure::FixedLimit {
        let _ = writeln!(out, "small_bet = {}", format_units(config.small_bet));
        let _ = writeln!(out, "big_bet = {}", format_units(config.big_bet));
    } else {
        let _ = writeln!(out, "min_bet = {}", format_units(config.min_bet));
    }
    let starting: Vec<Chips> = order.iter().map(|&i| hand.seats[i].starting).collect();
    let _ = writeln!(out, "starting_stacks = {}", list(&starting));
    let seats: Vec<String> = order
        .iter()
        .map(|&i| hand.seats[i].seat.to_string())
        .collect();
    let _ = writeln!(out, "seats = [{}]", seats.join(", "));
    let mut actions = Vec::new();
    let mut burns = Vec::new();
    let mut winners = Vec::new();
    for event in &hand.events {
        match event {
            Event::HoleDealt { seat, cards } => {
                actions.push(format!("d dh {} {}", label(*seat), maybe_text(cards)));
            }
            Event::Burned { card } => burns.push(maybe_text(&[*card])),
            Event::BoardDealt { cards, .. } => actions.push(format!("d db {}", maybe_text(cards))),
            Event::Folded { seat } => actions.push(format!("{} f", label(*seat))),
            Event::Checked { seat } | Event::Called { seat, .. } => {
                actions.push(format!("{} cc", label(*seat)));
            }
            Event::Bet { seat, to, .. } => {
                actions.push(format!("{} cbr {}", label(*seat), format_units(*to)));
            }
            Event::Shown { seat, cards } => actions.push(match cards {
                Some(cards) => {
                    let known: Vec<Option<Card>> = cards.iter().copied().map(Some).collect();
                    format!("{} sm {}", label(*seat), maybe_text(&known))
                }
                None => format!("{} sm -", label(*seat)),
            }),
            Event::Mucked { seat } => actions.push(format!("{} sm", label(*seat))),
            Event::PotAwarded { shares, .. } => {
                winners.push(shares.iter().map(|s| label(s.seat)).collect::<Vec<_>>());
            }
            Event::ForcedBetsPosted { .. } => {}
            Event::Discarded { seat, card } => {
                actions.push(format!("{} _dc {}", label(*seat), maybe_text(&[*card])));
            }
            Event::Killed { seat, .. } => actions.push(format!("{} _kill", label(*seat))),
            Event::Drew { seat, discards } if discards.is_empty() => {
                actions.push(format!("{} sd", label(*seat)));
            }
            Event::Drew { seat, discards } => {
                actions.push(format!("{} sd {}", label(*seat), maybe_text(discards)));
            }
            Event::DrawDealt { seat, cards } => {
                actions.push(format!("d dh {} {}", label(*seat), maybe_text(cards)));
            }
            Event::Reshuffled { .. } => actions.push("d _rs".into()),
            Event::TurnedUp { seat, card: None } => actions.push(format!("{} _up", label(*seat))),
            Event::TurnedUp {
                seat,
                card: Some(card),
            } => actions.push(format!("{} _up {card}", label(*seat))),
            Event::KeptDown { seat } => actions.push(format!("{} _down", label(*seat))),
            Event::Exposed { seat, card, .. } => {
                actions.push(format!("d _xp {} {}", label(*seat), maybe_text(&[*card])));
            }
        }
    }
    let _ = writeln!(out, "actions = [");
    for a in &actions {
        let _ = writeln!(out, "  '{a}',");
    }
    let _ = writeln!(out, "]");
    if hand.is_complete() {
        let finishing: Vec<Chips> = order.iter().map(|&i| hand.seats[i].stack).collect();
        let _ = writeln!(out, "finishing_stacks = {}", list(&finishing));
    }
    // Our extensions.
    let default_cap = match config.structure {
        Structure::FixedLimit => Some(4),
        _ => None,
    };
    if config.max_bets_per_round != default_cap {
        let _ = writeln!(
            out,
            "_max_bets_per_round = {}",
            config.max_bets_per_round.unwrap_or(0)
        );
    }
    if !config.cap_lifts_heads_up {
        let _ = writeln!(out, "_cap_lifts_heads_up = false");
    }
    match config.collection {
        Collection::PotDrop { amount } => {
            let _ = writeln!(out, "_pot_drop = {}", format_units(amount));
        }
        Collection::ButtonDrop { amount } => {
            let _ = writeln!(out, "_button_drop = {}", format_units(amount));
        }
        Collection::None => {}
    }
    if config.no_flop_no_drop {
        let _ = writeln!(out, "_no_flop_no_drop = true");
    }
    if !config.seat_posts.is_empty() {
        // By player, in PHH order: a new player's live post outside the blinds.
        let posts: Vec<Chips> = order
            .iter()
            .map(|&i| {
                let seat = hand.seats[i].seat;
                config
                    .seat_posts
                    .iter()
                    .filter(|p| p.seat == seat)
                    .map(|p| p.amount)
                    .sum()
            })
            .collect();
        let _ = writeln!(out, "_seat_posts = {}", list(&posts));
    }
    if !config.jackpot_drops.is_empty() {
        let drops = &config.jackpot_drops;
        let amounts: Vec<Chips> = drops.iter().map(|d| d.amount).collect();
        let min_pots: Vec<Chips> = drops.iter().map(|d| d.min_pot).collect();
        let taken: Vec<String> = drops
            .iter()
            .map(|d| if d.at_flop { "flop" } else { "deal" }.to_string())
            .collect();
        let _ = writeln!(out, "_jackpot_drops = {}", list(&amounts));
        let _ = writeln!(out, "_jackpot_min_pots = {}", list(&min_pots));
        let _ = writeln!(out, "_jackpot_taken = {}", quoted(&taken));
    }
    if config.game == Game::FiveCardDraw && config.joker {
        let _ = writeln!(out, "_joker = true");
    }
    if let Some(seat) = config.kill_seat.filter(|_| config.game == Game::LowBall) {
        let _ = writeln!(out, "_required_kill = '{}'", label(seat));
    }
    if config.game == Game::LowBall && config.sevens_penalty == SevensPenalty::ForfeitPot {
        let _ = writeln!(out, "_sevens_penalty = 'forfeit_pot'");
    }
    let _ = writeln!(out, "_chip_unit = {}", format_units(config.chip_unit));
    if burns.iter().any(|b| b != "??") {
        let _ = writeln!(out, "_burns = {}", quoted(&burns));
    }
    if !winners.is_empty() {
        let pots: Vec<String> = winners.iter().map(|w| quoted(w)).collect();
        let _ = writeln!(out, "_winners = [{}]", pots.join(", "));
    }
    Ok(out)
}
