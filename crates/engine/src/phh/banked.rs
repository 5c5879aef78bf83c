//! Draw Poker with Joker hands in the PHH grammar (variant `JD`, ours): one box against the
//! house. The player is `p1`; the dealer's own hand is written with our `_` verbs.
//!
//! ```toml
//! variant = 'JD'
//! starting_stacks = [100]
//! _ante = 0.60
//! _bonus = 0.30
//! actions = ['d dh p1 AsKd7h7c2s', 'd _dd ??????????', 'p1 sd KdAs2s', 'd dh p1 7dJk9c',
//!            'p1 cbr', 'd _rv QsQh5c4d3h', 'd _dx 5c4d3h 9h8s2d']
//! finishing_stacks = [103.60]
//! ```

use super::PhhCode;
use std::fmt::Write as _;

use super::fields::{Fields, PhhError, bad};
use super::replay::{ReplayError, fail, field_error, pass_on, stacks_mismatch};
use super::text::{known_cards, known_text, maybe_text, parse_cards};
use crate::Chips;
use crate::joker_draw::{
    JokerDrawAction, JokerDrawConfig, JokerDrawEvent, JokerDrawHand, JokerDrawPhase,
    JokerDrawStakes,
};
use crate::money::{MAX_CHIPS, format_amount, format_units};
use crate::{Card, phh};

/// The variant code of Draw Poker with Joker hands.
pub const CODE: &str = "JD";

/// Our verbs in `JD` files.
pub const VERBS: [&str; 3] = ["d _dd CARDS", "d _rv CARDS", "d _dx DISCARDS|- DRAWN|-"];

/// A replayed Draw Poker with Joker hand.
#[derive(Debug, Clone)]
pub struct ReplayedBanked {
    pub hand: JokerDrawHand,
    /// The player's bankroll after the hand.
    pub finishing_stack: Chips,
}

/// Reads one `JD` entry written on one line, as a dealer enters it at the table: the cards
/// may be left out of `d dh p1` and `d _dd` (not entered), an exchange is `p1 sd DISCARDS
/// DRAWN` (or `p1 sd DISCARDS d dh p1 DRAWN`), and `settle` pays the box. `bet_due`, when
/// given, checks a Bet written with its amount. `None` when the words are no such entry; a
/// file's two-line exchange (`p1 sd`, then `d dh p1`) is [`replay_banked`]'s.
pub fn jd_entry(
    words: &[&str],
    at: Option<usize>,
    bet_due: Option<Chips>,
) -> Result<Option<JokerDrawAction>, ReplayError> {
    let cards = |text: &str| {
        parse_cards(text)
            .map(crate::CardList::into_vec)
            .map_err(|m| fail(at, PhhCode::BadCard, m))
    };
    Ok(Some(match words {
        ["d", "dh", "p1"] => JokerDrawAction::DealPlayer {
            cards: vec![None; 5],
        },
        ["d", "dh", "p1", c] => JokerDrawAction::DealPlayer { cards: cards(c)? },
        ["d", "_dd"] => JokerDrawAction::DealDealer {
            cards: vec![None; 5],
        },
        ["d", "_dd", c] => JokerDrawAction::DealDealer { cards: cards(c)? },
        ["p1", "f"] => JokerDrawAction::Fold,
        ["p1", "sd", discard, drawn] | ["p1", "sd", discard, "d", "dh", "p1", drawn] => {
            JokerDrawAction::Exchange {
                discard: cards(discard)?,
                draw: cards(drawn)?,
            }
        }
        ["p1", "cbr"] => JokerDrawAction::Bet,
        ["p1", "cbr", amount] => {
            if let Some(due) = bet_due
                && phh::parse_amount(amount) != Some(due)
            {
                return Err(fail(
                    at,
                    PhhCode::WrongBet,
                    format!(
                        "the Bet is twice the ante box: {}, not {amount}",
                        format_amount(due)
                    ),
                ));
            }
            JokerDrawAction::Bet
        }
        ["d", "_rv", c] => JokerDrawAction::RevealDealer {
            cards: known_cards(c, at)?,
        },
        ["d", "_dx", discard, drawn] => JokerDrawAction::DealerExchange {
            discard: known_cards(discard, at)?,
            draw: known_cards(drawn, at)?,
        },
        ["p1", "sm", c] => JokerDrawAction::ShowPlayer {
            cards: known_cards(c, at)?,
        },
        ["settle"] | ["d", "_settle"] => JokerDrawAction::Settle,
        _ => return Ok(None),
    }))
}

/// Replays a `JD` file: the actions in order, the settlement at the end, and the finishing
/// stack checked when the file gives one.
pub fn replay_banked(text: &str) -> Result<ReplayedBanked, ReplayError> {
    let f = Fields::read(text).map_err(|e| field_error(&e))?;
    let stacks = f
        .amounts("starting_stacks")
        .map_err(|e| field_error(&e))?
        .ok_or_else(|| field_error(&PhhError::MissingField("starting_stacks")))?;
    let [starting] = stacks[..] else {
        return Err(field_error(&bad("starting_stacks", "one player: the box")));
    };
    if starting > MAX_CHIPS {
        return Err(field_error(&bad(
            "starting_stacks",
            &format!(
                "{} is above the most a table takes, {}",
                format_amount(starting),
                format_amount(MAX_CHIPS)
            ),
        )));
    }
    let ante = f
        .amount("_ante")
        .map_err(|e| field_error(&e))?
        .ok_or_else(|| field_error(&PhhError::MissingField("_ante")))?;
    let bonus = f
        .amount("_bonus")
        .map_err(|e| field_error(&e))?
        .unwrap_or(0);
    let actions = f
        .strings("actions")
        .map_err(|e| field_error(&e))?
        .ok_or_else(|| field_error(&PhhError::MissingField("actions")))?;
    let mut hand = JokerDrawHand::new(JokerDrawConfig::default(), JokerDrawStakes { ante, bonus })
        .map_err(|v| pass_on(None, v.code(), v.to_string()))?;
    let mut pending_discard: Option<(usize, Vec<Option<Card>>)> = None;
    for (index, raw) in actions.iter().enumerate() {
        let line = raw.split('#').next().unwrap_or("").trim();
        if line.is_empty() {
            continue;
        }
        let at = Some(index);
        let words: Vec<&str> = line.split_whitespace().collect();
        let action = match (words.as_slice(), pending_discard.take()) {
            (["d", "dh", "p1", c], Some((_, discard))) => JokerDrawAction::Exchange {
                discard,
                draw: parse_cards(c)
                    .map_err(|m| fail(at, PhhCode::BadCard, m))?
                    .into_vec(),
            },
            (_, Some((i, _))) => {
                return Err(fail(
                    Some(i),
                    PhhCode::PhhAction,
                    "an exchange (`p1 sd`) must be followed by the cards drawn (`d dh p1`)".into(),
                ));
            }
            (["p1", "sd", c], None) => {
                let discard = parse_cards(c)
                    .map_err(|m| fail(at, PhhCode::BadCard, m))?
                    .into_vec();
                // An exchange the player may not make is refused at his discard, not at
                // the dealer's deal on the next line.
                hand.exchange_slots(&discard)
                    .map_err(|v| pass_on(at, v.code(), v.to_string()))?;
                pending_discard = Some((index, discard));
                continue;
            }
            (words, None) => jd_entry(words, at, Some(hand.bet_due()))?.ok_or_else(|| {
                fail(
                    at,
                    PhhCode::PhhAction,
                    format!("'{line}' is not a {CODE} action"),
                )
            })?,
        };
        hand.apply(action)
            .map_err(|v| pass_on(at, v.code(), v.to_string()))?;
    }
    if let Some((i, _)) = pending_discard {
        return Err(fail(
            Some(i),
            PhhCode::PhhAction,
            "an exchange (`p1 sd`) must be followed by the cards drawn (`d dh p1`)".into(),
        ));
    }
    if hand.phase() == JokerDrawPhase::Showdown {
        hand.apply(JokerDrawAction::Settle)
            .map_err(|v| pass_on(None, v.code(), v.to_string()))?;
    }
    let Some(settlement) = hand.settlement() else {
        return Err(fail(
            None,
            PhhCode::HandUnfinished,
            format!("the hand stops before its settlement ({:?})", hand.phase()),
        ));
    };
    let finishing_stack = starting + settlement.player_net;
    let expected = f.amounts("finishing_stacks").map_err(|e| field_error(&e))?;
    if let Some(expected) = expected
        && expected != [finishing_stack]
    {
        return Err(stacks_mismatch(&expected, &[finishing_stack]));
    }
    Ok(ReplayedBanked {
        hand,
        finishing_stack,
    })
}

/// Writes a Draw Poker with Joker hand as a `JD` file, with the player's bankroll before it.
pub fn export_banked(hand: &JokerDrawHand, starting_stack: Chips) -> String {
    let mut actions = Vec::new();
    for event in hand.events() {
        match event {
            JokerDrawEvent::PlayerDealt { cards } => {
                actions.push(format!("d dh p1 {}", maybe_text(cards)))
            }
            JokerDrawEvent::DealerDealt { cards } => {
                actions.push(format!("d _dd {}", maybe_text(cards)))
            }
            JokerDrawEvent::Folded { .. } => actions.push("p1 f".into()),
            JokerDrawEvent::Exchanged {
                discarded, drawn, ..
            } => {
                actions.push(format!("p1 sd {}", maybe_text(discarded)));
                actions.push(format!("d dh p1 {}", maybe_text(drawn)));
            }
            JokerDrawEvent::BetMade { amount, .. } => {
                actions.push(format!("p1 cbr {}", format_units(*amount)));
            }
            JokerDrawEvent::DealerRevealed { cards, .. } => {
                actions.push(format!("d _rv {}", known_text(cards)));
            }
            JokerDrawEvent::DealerExchanged {
                discarded, drawn, ..
            } => actions.push(format!(
                "d _dx {} {}",
                known_text(discarded),
                known_text(drawn)
            )),
            JokerDrawEvent::PlayerShown { cards } => {
                actions.push(format!("p1 sm {}", known_text(cards)));
            }
            JokerDrawEvent::Settled { .. } => {}
        }
    }
    let mut out = String::new();
    let stakes = hand.stakes();
    let _ = writeln!(out, "variant = '{CODE}'");
    let _ = writeln!(out, "starting_stacks = [{}]", format_units(starting_stack));
    let _ = writeln!(out, "_ante = {}", format_units(stakes.ante));
    if stakes.bonus > 0 {
        let _ = writeln!(out, "_bonus = {}", format_units(stakes.bonus));
    }
    let _ = writeln!(out, "actions = [");
    for a in &actions {
        let _ = writeln!(out, "  '{a}',");
    }
    let _ = writeln!(out, "]");
    if let Some(s) = hand.settlement() {
        let _ = writeln!(
            out,
            "finishing_stacks = [{}]",
            format_units(starting_stack.saturating_add(s.player_net))
        );
    }
    out
}
