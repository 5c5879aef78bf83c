//! Pan hands in the PHH grammar (variant `PAN`, ours). Players `p1`, `p2`, ... are the
//! `seats` in the order given; `_first` names the first hand. Pan's moves are our `_` verbs.
//! A meld is written `lay CARDS`, `add N CARDS`, `split N ADDED PART` or
//! `borrow N TAKEN CARDS`, melds numbered from 0 in the order the player laid them.

use super::PhhCode;
use std::fmt::Write as _;

use super::fields::{Fields, PhhError, bad};
use super::replay::{ReplayError, fail, field_error, pass_on, player_at, stacks_mismatch};
use super::text::{known_cards, known_text, maybe_text, parse_cards};
use crate::money::format_units;
use crate::pan::{PanAction, PanConfig, PanHand, Play};
use crate::{Card, Chips, SeatNo};

/// The variant code of Pan hands.
pub const CODE: &str = "PAN";

/// Our verbs in `PAN` files.
pub const VERBS: [&str; 14] = [
    "d _tops",
    "d _serve pN CARD",
    "d _withdraw pN CARD",
    "d _dead pN",
    "d _foul pN",
    "d _rs",
    "pN _stay",
    "pN _retire",
    "pN _draw CARD",
    "pN _take MELD",
    "pN _meld MELD",
    "pN _dc CARD",
    "pN _force pK",
    "pN _out",
];

/// A replayed Pan hand.
#[derive(Debug, Clone)]
pub struct ReplayedPan {
    pub hand: PanHand,
    /// Each player's bankroll after the hand, in the file's player order.
    pub finishing_stacks: Vec<Chips>,
}

fn chips(f: &Fields<'_>, field: &'static str, default: u32) -> Result<u32, ReplayError> {
    match f.integer(field).map_err(|e| field_error(&e))? {
        None => Ok(default),
        Some(n) => u32::try_from(n).map_err(|_| field_error(&bad(field, "expected 0 or more"))),
    }
}

/// The table's Pan settings a file describes (the house's where a field is absent).
fn config_of(f: &Fields<'_>) -> Result<PanConfig, ReplayError> {
    let chip_value = f
        .amount("_chip_value")
        .map_err(|e| field_error(&e))?
        .ok_or_else(|| field_error(&PhhError::MissingField("_chip_value")))?;
    let house = PanConfig::house(chip_value);
    let decks = chips(f, "_decks", u32::from(house.decks))?;
    Ok(PanConfig {
        decks: u8::try_from(decks).map_err(|_| field_error(&bad("_decks", "too many decks")))?,
        spades_removed: f
            .boolean("_spades_removed")
            .map_err(|e| field_error(&e))?
            .unwrap_or(house.spades_removed),
        chip_value,
        top_chips: chips(f, "_top_chips", house.top_chips)?,
        forfeit_chips: chips(f, "_forfeit_chips", house.forfeit_chips)?,
        out_chips: chips(f, "_out_chips", house.out_chips)?,
        spades_double: f
            .boolean("_spades_double")
            .map_err(|e| field_error(&e))?
            .unwrap_or(house.spades_double),
    })
}

fn one(text: &str, at: Option<usize>) -> Result<Card, ReplayError> {
    match known_cards(text, at)?.as_slice() {
        [card] => Ok(*card),
        _ => Err(fail(
            at,
            PhhCode::PhhAction,
            format!("{text} is not one card"),
        )),
    }
}

fn maybe_one(text: &str, at: Option<usize>) -> Result<Option<Card>, ReplayError> {
    match *parse_cards(text).map_err(|m| fail(at, PhhCode::BadCard, m))? {
        [card] => Ok(card),
        _ => Err(fail(
            at,
            PhhCode::PhhAction,
            format!("{text} is not one card"),
        )),
    }
}

fn meld_number(text: &str, at: Option<usize>) -> Result<usize, ReplayError> {
    text.parse().map_err(|_| {
        fail(
            at,
            PhhCode::PhhAction,
            format!("{text} is not a meld number"),
        )
    })
}

fn play(words: &[&str], at: Option<usize>) -> Result<Play, ReplayError> {
    Ok(match words {
        ["lay", c] => Play::Lay {
            cards: known_cards(c, at)?,
        },
        ["add", n, c] => Play::Add {
            meld: meld_number(n, at)?,
            cards: known_cards(c, at)?,
        },
        ["split", n, add, part] => Play::Split {
            meld: meld_number(n, at)?,
            add: known_cards(add, at)?,
            part: known_cards(part, at)?,
        },
        ["borrow", n, take, c] => Play::Borrow {
            meld: meld_number(n, at)?,
            take: known_cards(take, at)?,
            cards: known_cards(c, at)?,
        },
        _ => {
            return Err(fail(
                at,
                PhhCode::PhhAction,
                format!(
                    "'{}' is not a meld (lay, add, split, borrow)",
                    words.join(" ")
                ),
            ));
        }
    })
}

/// Turns a player word into a seat; the index of the entry is for the error.
pub type SeatOf<'a> = dyn Fn(&str, Option<usize>) -> Result<SeatNo, ReplayError> + 'a;

/// Reads one Pan entry in the `PAN` grammar: `words` of a line, `at` its index for errors,
/// `label` turning a player word (`p2`, or a seat number at a table) into a seat.
pub fn pan_entry(
    words: &[&str],
    at: Option<usize>,
    label: &SeatOf<'_>,
) -> Result<PanAction, ReplayError> {
    let line = words.join(" ");
    Ok(match words {
        ["d", "_tops"] => PanAction::PostTops,
        ["d", "dh", p, c] => PanAction::Deal {
            seat: label(p, at)?,
            cards: parse_cards(c)
                .map_err(|m| fail(at, PhhCode::BadCard, m))?
                .into_vec(),
        },
        ["d", "_serve", p, c] => PanAction::Serve {
            seat: label(p, at)?,
            card: maybe_one(c, at)?,
        },
        ["d", "_withdraw", p, c] => PanAction::Withdraw {
            seat: label(p, at)?,
            card: maybe_one(c, at)?,
        },
        ["d", "_dead", p] => PanAction::DeadHand {
            seat: label(p, at)?,
        },
        ["d", "_foul", p] => PanAction::Foul {
            seat: label(p, at)?,
        },
        ["d", "_rs"] => PanAction::Reshuffle,
        [p, "_stay"] => PanAction::Stay {
            seat: label(p, at)?,
        },
        [p, "_retire"] => PanAction::Retire {
            seat: label(p, at)?,
        },
        [p, "_draw", c] => PanAction::DrawStock {
            seat: label(p, at)?,
            card: one(c, at)?,
        },
        [p, "_take", rest @ ..] => PanAction::TakeDiscard {
            seat: label(p, at)?,
            play: play(rest, at)?,
        },
        [p, "_meld", rest @ ..] => PanAction::Meld {
            seat: label(p, at)?,
            play: play(rest, at)?,
        },
        [p, "_dc", c] => PanAction::Discard {
            seat: label(p, at)?,
            card: one(c, at)?,
        },
        [by, "_force", p] => PanAction::Force {
            seat: label(p, at)?,
            by: label(by, at)?,
        },
        [p, "_out"] => PanAction::GoOut {
            seat: label(p, at)?,
        },
        _ => {
            return Err(fail(
                at,
                PhhCode::PhhAction,
                format!("'{line}' is not a {CODE} action"),
            ));
        }
    })
}

/// Replays a `PAN` file and checks the finishing stacks when the file gives them.
pub fn replay_pan(text: &str) -> Result<ReplayedPan, ReplayError> {
    let f = Fields::read(text).map_err(|e| field_error(&e))?;
    let config = config_of(&f)?;
    let starting = f
        .amounts("starting_stacks")
        .map_err(|e| field_error(&e))?
        .ok_or_else(|| field_error(&PhhError::MissingField("starting_stacks")))?;
    let n = starting.len();
    let seats: Vec<SeatNo> = match f.integer_list("seats").map_err(|e| field_error(&e))? {
        Some(s) if s.len() == n => s
            .iter()
            .map(|&k| u8::try_from(k).map_err(|_| field_error(&bad("seats", "seat numbers"))))
            .collect::<Result<_, _>>()?,
        Some(_) => return Err(field_error(&bad("seats", "one seat per player"))),
        None => (1..=n)
            .map(|k| u8::try_from(k).unwrap_or(u8::MAX))
            .collect(),
    };
    let label = |text: &str, at: Option<usize>| player_at(text, &seats, at);
    let first_label = f
        .string_opt("_first")
        .map_err(|e| field_error(&e))?
        .ok_or_else(|| field_error(&PhhError::MissingField("_first")))?;
    let first = label(&first_label, None)?;
    let actions = f
        .strings("actions")
        .map_err(|e| field_error(&e))?
        .ok_or_else(|| field_error(&PhhError::MissingField("actions")))?;
    let mut hand = PanHand::with_stacks(config, seats.clone(), starting.clone(), first)
        .map_err(|v| pass_on(None, v.code(), v.to_string()))?;
    for (index, raw) in actions.iter().enumerate() {
        let line = raw.split('#').next().unwrap_or("").trim();
        if line.is_empty() {
            continue;
        }
        let at = Some(index);
        let words: Vec<&str> = line.split_whitespace().collect();
        let action = pan_entry(&words, at, &label)?;
        hand.apply(action)
            .map_err(|v| pass_on(at, v.code(), v.to_string()))?;
    }
    if !hand.is_complete() {
        return Err(fail(
            None,
            PhhCode::HandUnfinished,
            format!(
                "the hand stops before anyone goes out: {}",
                hand.waiting_for()
            ),
        ));
    }
    let settlement = hand.settlement();
    let finishing_stacks: Vec<Chips> = seats
        .iter()
        .zip(&starting)
        .map(|(seat, stack)| {
            stack
                + settlement
                    .seats
                    .iter()
                    .find(|s| s.seat == *seat)
                    .map_or(0, |s| s.net)
        })
        .collect();
    if let Some(expected) = f.amounts("finishing_stacks").map_err(|e| field_error(&e))?
        && expected != finishing_stacks
    {
        return Err(stacks_mismatch(&expected, &finishing_stacks));
    }
    Ok(ReplayedPan {
        hand,
        finishing_stacks,
    })
}

fn play_text(play: &Play) -> String {
    match play {
        Play::Lay { cards } => format!("lay {}", known_text(cards)),
        Play::Add { meld, cards } => format!("add {meld} {}", known_text(cards)),
        Play::Split { meld, add, part } => {
            format!("split {meld} {} {}", known_text(add), known_text(part))
        }
        Play::Borrow { meld, take, cards } => {
            format!("borrow {meld} {} {}", known_text(take), known_text(cards))
        }
    }
}

/// Writes a Pan hand as a `PAN` file, with each player's bankroll before it (in the order
/// of the hand's seat list).
pub fn export_pan(hand: &PanHand, starting_stacks: &[Chips]) -> String {
    let seats = hand.seat_list();
    let label = |seat: SeatNo| -> String {
        let k = seats.iter().position(|&s| s == seat).unwrap_or(0);
        format!("p{}", k + 1)
    };
    let mut actions = Vec::new();
    for event in hand.events() {
        actions.push(match event.action() {
            PanAction::PostTops => "d _tops".to_string(),
            PanAction::Deal { seat, cards } => {
                format!("d dh {} {}", label(seat), maybe_text(&cards))
            }
            PanAction::Serve { seat, card } => {
                format!("d _serve {} {}", label(seat), maybe_text(&[card]))
            }
            PanAction::Withdraw { seat, card } => {
                format!("d _withdraw {} {}", label(seat), maybe_text(&[card]))
            }
            PanAction::DeadHand { seat } => format!("d _dead {}", label(seat)),
            PanAction::Foul { seat } => format!("d _foul {}", label(seat)),
            PanAction::Reshuffle => "d _rs".to_string(),
            PanAction::Stay { seat } => format!("{} _stay", label(seat)),
            PanAction::Retire { seat } => format!("{} _retire", label(seat)),
            PanAction::DrawStock { seat, card } => format!("{} _draw {card}", label(seat)),
            PanAction::TakeDiscard { seat, play } => {
                format!("{} _take {}", label(seat), play_text(&play))
            }
            PanAction::Meld { seat, play } => format!("{} _meld {}", label(seat), play_text(&play)),
            PanAction::Discard { seat, card } => format!("{} _dc {card}", label(seat)),
            PanAction::Force { seat, by } => format!("{} _force {}", label(by), label(seat)),
            PanAction::GoOut { seat } => format!("{} _out", label(seat)),
        });
    }
    let c = hand.config();
    let list = |v: &[Chips]| {
        v.iter()
            .map(|&x| format_units(x))
            .collect::<Vec<_>>()
            .join(", ")
    };
    let mut out = String::new();
    let _ = writeln!(out, "variant = '{CODE}'");
    let _ = writeln!(out, "starting_stacks = [{}]", list(starting_stacks));
    let seat_text: Vec<String> = seats.iter().map(ToString::to_string).collect();
    let _ = writeln!(out, "seats = [{}]", seat_text.join(", "));
    let _ = writeln!(out, "_first = '{}'", label(hand.first()));
    let _ = writeln!(out, "_chip_value = {}", format_units(c.chip_value));
    let house = PanConfig::house(c.chip_value);
    if c.decks != house.decks {
        let _ = writeln!(out, "_decks = {}", c.decks);
    }
    if c.spades_removed {
        let _ = writeln!(out, "_spades_removed = true");
    }
    if c.top_chips != house.top_chips {
        let _ = writeln!(out, "_top_chips = {}", c.top_chips);
    }
    if c.forfeit_chips != house.forfeit_chips {
        let _ = writeln!(out, "_forfeit_chips = {}", c.forfeit_chips);
    }
    if c.out_chips != house.out_chips {
        let _ = writeln!(out, "_out_chips = {}", c.out_chips);
    }
    if !c.spades_double {
        let _ = writeln!(out, "_spades_double = false");
    }
    let _ = writeln!(out, "actions = [");
    for a in &actions {
        let _ = writeln!(out, "  '{a}',");
    }
    let _ = writeln!(out, "]");
    if hand.is_complete() {
        let s = hand.settlement();
        let finishing: Vec<Chips> = seats
            .iter()
            .zip(starting_stacks)
            .map(|(seat, stack)| {
                // The caller's stacks are not checked here: saturate rather than wrap.
                stack.saturating_add(
                    s.seats
                        .iter()
                        .find(|n| n.seat == *seat)
                        .map_or(0, |n| n.net),
                )
            })
            .collect();
        let _ = writeln!(out, "finishing_stacks = [{}]", list(&finishing));
    }
    out
}
