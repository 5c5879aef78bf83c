//! Our extensions to a pot game's file, checked before they are used: the one card our
//! `_dc`, `_xp` and `_up` verbs take, the `_burns` list, and the `_required_kill` player.
//! Nothing is cut short or dropped: a list of more cards than its line takes, a burn list
//! longer than the hand's burns, a kill by no player of the hand are refused.

use super::PhhCode;
use super::fields::PhhHand;
use super::replay::{ReplayError, fail, player_seat};
use super::text::{action_words, parse_cards};
use crate::config::Game;
use crate::{Card, SeatNo};

/// The one card a line takes (`what` names it for the message): one card or `??`; more or
/// fewer is `wrong_card_count` at the line's index.
pub(super) fn one_card(
    text: &str,
    at: Option<usize>,
    what: &str,
) -> Result<Option<Card>, ReplayError> {
    let cards = parse_cards(text).map_err(|m| fail(at, PhhCode::BadCard, m))?;
    match *cards {
        [card] => Ok(card),
        _ => Err(fail(
            at,
            PhhCode::WrongCardCount,
            format!("{what} is one card, not {} ({text})", cards.len()),
        )),
    }
}

/// The `_burns` list, each entry one card (`??` unknown); `None` when the file has none.
pub(super) fn burn_cards(phh: &PhhHand<'_>) -> Result<Option<Vec<Option<Card>>>, ReplayError> {
    let Some(burns) = &phh.burns else {
        return Ok(None);
    };
    let mut cards = Vec::with_capacity(burns.len());
    for (k, text) in burns.iter().enumerate() {
        let list =
            parse_cards(text).map_err(|m| fail(None, PhhCode::PhhField, format!("_burns: {m}")))?;
        match *list {
            [card] => cards.push(card),
            _ => {
                return Err(fail(
                    None,
                    PhhCode::PhhField,
                    format!(
                        "_burns: entry {k} ({text}) is {} cards: each burn is one card",
                        list.len()
                    ),
                ));
            }
        }
    }
    Ok(Some(cards))
}

/// Refuses a `_burns` list with more cards than the hand burned.
pub(super) fn check_burns_used(listed: Option<usize>, used: usize) -> Result<(), ReplayError> {
    match listed {
        Some(listed) if listed > used => Err(fail(
            None,
            PhhCode::PhhField,
            format!(
                "_burns lists {listed} cards but the hand burns {used}: the last {} burn nothing",
                listed - used
            ),
        )),
        _ => Ok(()),
    }
}

/// Whether a bet (`pN cbr AMOUNT`) is written with decimals: then the file's chips are
/// cents, even when every field's amount is whole. Only lines with a `.` are read.
pub(super) fn decimal_bet(actions: &[std::borrow::Cow<'_, str>]) -> bool {
    actions.iter().any(|raw| {
        raw.contains('.')
            && matches!(
                action_words::<4>(raw),
                (_, [_, "cbr", amount, _], 3) if amount.contains('.')
            )
    })
}

/// The seat `_required_kill` names: a player of this Low Ball hand, or an error.
pub(super) fn required_kill(
    phh: &PhhHand<'_>,
    seat_numbers: &[SeatNo],
) -> Result<Option<SeatNo>, ReplayError> {
    let Some(label) = phh.house.required_kill.as_deref() else {
        return Ok(None);
    };
    if phh.variant.game != Game::LowBall {
        return Err(fail(
            None,
            PhhCode::PhhField,
            format!(
                "_required_kill: only a Low Ball pot is killed, not a {} pot",
                phh.variant.game.name()
            ),
        ));
    }
    player_seat(label, seat_numbers).map(Some).ok_or_else(|| {
        fail(
            None,
            PhhCode::PhhField,
            format!(
                "_required_kill: {label} is not a player of this hand (p1 to p{})",
                seat_numbers.len()
            ),
        )
    })
}
