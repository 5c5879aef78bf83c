//! Replaying a PHH hand through the engine.

use super::fields::{self, PhhHand};
use super::house;
use super::text::{action_words, parse_cards, player_number};
use crate::action::Action;
use crate::config::{Collection, GameConfig, Structure};
use crate::hand::{Hand, Phase, SeatSpec};
use crate::money::format_amount;
use crate::phh::PhhCode;
use crate::{Card, CardList, Chips, SeatList, SeatNo, ShownCards};

/// A replayed hand.
#[derive(Debug, Clone)]
pub struct Replayed {
    pub hand: Hand,
    /// Final stacks in the file's player order.
    pub finishing_stacks: Vec<Chips>,
}

/// Why a file did not replay.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ReplayError {
    /// The 0-based index into `actions` of the first action refused; `None` when the problem
    /// is not an action (the fields, the finishing stacks, an unfinished award).
    pub action_index: Option<usize>,
    pub code: crate::game::EngineCode,
    pub message: String,
}

impl std::fmt::Display for ReplayError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self.action_index {
            Some(i) => write!(f, "action {i}: [{}] {}", self.code, self.message),
            None => write!(f, "[{}] {}", self.code, self.message),
        }
    }
}

impl std::error::Error for ReplayError {}

/// A refusal of one of the engines, passed on with its own code (a family's enum).
pub(super) fn pass_on(
    action_index: Option<usize>,
    code: impl Into<crate::game::EngineCode>,
    message: String,
) -> ReplayError {
    ReplayError {
        action_index,
        code: code.into(),
        message,
    }
}

/// The seat of the player `label` names (`p1` is `seats[0]`), if the hand has that player.
pub(super) fn player_seat(label: &str, seats: &[SeatNo]) -> Option<SeatNo> {
    player_number(label)
        .filter(|&k| k >= 1 && k <= seats.len())
        .map(|k| seats[k - 1])
}

/// As [`player_seat`], refusing (action `at`) a label that names no player of the hand.
pub(super) fn player_at(
    label: &str,
    seats: &[SeatNo],
    at: Option<usize>,
) -> Result<SeatNo, ReplayError> {
    player_seat(label, seats).ok_or_else(|| {
        fail(
            at,
            PhhCode::PhhAction,
            format!("{label} is not a player of this hand"),
        )
    })
}

/// A refusal of the file itself, with its PHH code.
pub(super) fn fail(
    action_index: Option<usize>,
    code: super::PhhCode,
    message: String,
) -> ReplayError {
    pass_on(action_index, code, message)
}

/// The file's finishing stacks differ from the engine's.
pub(super) fn stacks_mismatch(expected: &[Chips], got: &[Chips]) -> ReplayError {
    let show = |v: &[Chips]| {
        v.iter()
            .map(|&c| format_amount(c))
            .collect::<Vec<_>>()
            .join(", ")
    };
    fail(
        None,
        PhhCode::FinishingStacksMismatch,
        format!(
            "the file says [{}], the engine finishes with [{}]",
            show(expected),
            show(got)
        ),
    )
}

/// A file field that cannot be read.
pub(super) fn field_error(e: &super::fields::PhhError) -> ReplayError {
    pass_on(None, e.code(), e.to_string())
}

/// A replayed hand of any variant: a pot game or the banked Draw Poker with Joker.
#[derive(Debug, Clone)]
pub enum AnyReplayed {
    Pot(Box<Replayed>),
    Banked(Box<super::banked::ReplayedBanked>),
    Pan(Box<super::pan::ReplayedPan>),
}

impl AnyReplayed {
    /// Final stacks in the file's player order.
    pub fn finishing_stacks(&self) -> Vec<Chips> {
        match self {
            AnyReplayed::Pot(r) => r.finishing_stacks.clone(),
            AnyReplayed::Banked(r) => vec![r.finishing_stack],
            AnyReplayed::Pan(r) => r.finishing_stacks.clone(),
        }
    }
}

/// Replays a file of any variant `cardroom hand variants` lists.
pub fn replay_any(text: &str) -> Result<AnyReplayed, ReplayError> {
    // Most files are pot games and read cleanly: read them once. `JD` and `PAN` are not pot
    // variants, so `parse` refuses them, as it refuses a broken file, which the path below
    // reads again and reports exactly as before.
    if let Ok(phh) = fields::parse(text) {
        return replay_owned(phh).map(|r| AnyReplayed::Pot(Box::new(r)));
    }
    let code = fields::variant_code(text).map_err(|e| pass_on(None, e.code(), e.to_string()))?;
    if code == super::banked::CODE {
        super::banked::replay_banked(text).map(|r| AnyReplayed::Banked(Box::new(r)))
    } else if code == super::pan::CODE {
        super::pan::replay_pan(text).map(|r| AnyReplayed::Pan(Box::new(r)))
    } else {
        replay_text(text).map(|r| AnyReplayed::Pot(Box::new(r)))
    }
}

/// Parses and replays one PHH file's text.
pub fn replay_text(text: &str) -> Result<Replayed, ReplayError> {
    let phh = fields::parse(text).map_err(|e| pass_on(None, e.code(), e.to_string()))?;
    replay_owned(phh)
}

/// The engine configuration a PHH hand describes, with its `antes` and `blinds`.
fn config_of(
    phh: &PhhHand<'_>,
    antes: Vec<Chips>,
    blinds: Vec<Chips>,
    kill_seat: Option<SeatNo>,
    seat_numbers: &[SeatNo],
) -> GameConfig {
    let structure = phh.variant.structure;
    let cap = match structure {
        Structure::FixedLimit => Some(4),
        Structure::NoLimit | Structure::PotLimit => None,
    };
    let min_bet = phh.min_bet.or(phh.small_bet).unwrap_or(0);
    let house = &phh.house;
    let cap = match house.max_bets_per_round {
        Some(0) => None,
        Some(c) => Some(c),
        None => cap,
    };
    let collection = match (house.pot_drop, house.button_drop) {
        (Some(amount), _) => Collection::PotDrop { amount },
        (None, Some(amount)) => Collection::ButtonDrop { amount },
        (None, None) => Collection::None,
    };
    // Whole units when every amount is whole, the bets included; otherwise cents.
    let whole = if phh.whole_units && !house::decimal_bet(&phh.actions) {
        100
    } else {
        1
    };
    GameConfig {
        game: phh.variant.game,
        structure,
        antes: antes.into(),
        blinds: blinds.into(),
        min_bet,
        small_bet: phh.small_bet.unwrap_or(min_bet),
        big_bet: phh.big_bet.unwrap_or(min_bet),
        max_bets_per_round: cap,
        cap_lifts_heads_up: house.cap_lifts_heads_up.unwrap_or(true),
        collection,
        no_flop_no_drop: house.no_flop_no_drop.unwrap_or(false),
        chip_unit: house.chip_unit.unwrap_or(whole),
        seat_posts: house
            .seat_posts
            .iter()
            .flatten()
            .zip(seat_numbers)
            .filter(|(amount, _)| **amount > 0)
            .map(|(&amount, &seat)| crate::SeatPost { seat, amount })
            .collect(),
        joker: house.joker.unwrap_or(false),
        sevens_penalty: house.sevens_penalty.unwrap_or_default(),
        kill_seat,
        jackpot_drops: house
            .jackpot_drops
            .iter()
            .flatten()
            .enumerate()
            .map(|(i, &amount)| crate::JackpotDrop {
                amount,
                min_pot: house
                    .jackpot_min_pots
                    .as_ref()
                    .and_then(|m| m.get(i).copied())
                    .unwrap_or(0),
                at_flop: house
                    .jackpot_taken
                    .as_ref()
                    .and_then(|t| t.get(i))
                    .is_some_and(|t| t == "flop"),
            })
            .collect(),
    }
}

/// Replays a parsed PHH hand: forced bets, then each action, burns before each board deal,
/// and the pots awarded once the actions are done.
pub fn replay(phh: &PhhHand<'_>) -> Result<Replayed, ReplayError> {
    replay_with(phh, phh.antes.clone(), phh.blinds_or_straddles.clone())
}

/// [`replay`] of a hand read for this replay only: its lists move into the game's
/// configuration instead of being copied.
fn replay_owned(mut phh: PhhHand<'_>) -> Result<Replayed, ReplayError> {
    let antes = std::mem::take(&mut phh.antes);
    let blinds = std::mem::take(&mut phh.blinds_or_straddles);
    replay_with(&phh, antes, blinds)
}

/// [`replay`] with the hand's antes and blinds given apart.
fn replay_with(
    phh: &PhhHand<'_>,
    antes: Vec<Chips>,
    blinds: Vec<Chips>,
) -> Result<Replayed, ReplayError> {
    let n = phh.starting_stacks.len();
    let seat_numbers: Vec<SeatNo> = match &phh.seats {
        Some(s) => s.to_vec(),
        None => (1..=n)
            .map(|k| u8::try_from(k).unwrap_or(u8::MAX))
            .collect(),
    };
    let specs: Vec<SeatSpec> = seat_numbers
        .iter()
        .zip(&phh.starting_stacks)
        .map(|(&seat, &stack)| SeatSpec { seat, stack })
        .collect();
    let button = *seat_numbers
        .last()
        .ok_or_else(|| fail(None, PhhCode::PhhField, "no players".into()))?;
    let kill_seat = house::required_kill(phh, &seat_numbers)?;
    let burns = house::burn_cards(phh)?;
    let mut hand = Hand::new(
        config_of(phh, antes, blinds, kill_seat, &seat_numbers),
        specs,
        button,
    )
    .map_err(|v| pass_on(None, v.code(), v.to_string()))?;
    // The file's actions, the forced bets, the burns and the awards.
    hand.events.reserve(phh.actions.len() + 8);
    hand.apply_quiet(Action::PostForcedBets)
        .map_err(|v| pass_on(None, v.code(), v.to_string()))?;
    let mut burn_index = 0;
    for (index, raw) in phh.actions.iter().enumerate() {
        let (line, words, count) = action_words::<5>(raw);
        if line.is_empty() {
            continue;
        }
        let at = Some(index);
        let words = &words[..count];
        let player = |label: &str| player_at(label, &seat_numbers, at);
        let cards = |text: &str| -> Result<CardList, ReplayError> {
            parse_cards(text).map_err(|m| fail(at, PhhCode::BadCard, m))
        };
        let next_burn = |index: &mut usize| -> Result<Option<Card>, ReplayError> {
            let card = burns
                .as_ref()
                .and_then(|b| b.get(*index))
                .copied()
                .flatten();
            *index += 1;
            Ok(card)
        };
        let action = match words {
            ["d", "dh", p, c] => {
                // A draw's replacements follow the draw's burn, a stud street's cards its own.
                let drawing = hand.phase() == Phase::Drawing;
                let burn_due = if drawing {
                    !hand.burned
                } else {
                    hand.stud_burn_due()
                };
                if burn_due {
                    let card = next_burn(&mut burn_index)?;
                    hand.apply_quiet(Action::Burn { card })
                        .map_err(|v| pass_on(at, v.code(), v.to_string()))?;
                }
                let (seat, cards) = (player(p)?, cards(c)?);
                if drawing {
                    Action::DealDraw { seat, cards }
                } else {
                    Action::DealHole { seat, cards }
                }
            }
            ["d", "_rs"] => Action::Reshuffle,
            ["d", "_xp", p, c] => Action::Expose {
                seat: player(p)?,
                card: house::one_card(c, at, "An exposed card")?,
            },
            [p, "_kill"] => Action::Kill { seat: player(p)? },
            [p, "_up"] => Action::TurnUp {
                seat: player(p)?,
                card: None,
            },
            [p, "_up", c] => Action::TurnUp {
                seat: player(p)?,
                card: house::one_card(c, at, "A down card turned up")?,
            },
            [p, "_down"] => Action::KeepDown { seat: player(p)? },
            [p, "_dc", c] => Action::Discard {
                seat: player(p)?,
                card: house::one_card(c, at, "A Pineapple discard")?,
            },
            [p, "sd"] => Action::Draw {
                seat: player(p)?,
                discards: CardList::new(),
            },
            [p, "sd", c] => Action::Draw {
                seat: player(p)?,
                discards: cards(c)?,
            },
            ["d", "db", _] if hand.phase() == Phase::Awarding && hand.live_count() == 1 => {
                // PokerKit deals a street after a showdown that all but one player mucked;
                // the hand is decided, so the engine does not deal it.
                continue;
            }
            ["d", "db", c] => {
                if hand.phase() == Phase::Board && !hand.burned {
                    let card = next_burn(&mut burn_index)?;
                    hand.apply_quiet(Action::Burn { card })
                        .map_err(|v| pass_on(at, v.code(), v.to_string()))?;
                }
                Action::DealBoard { cards: cards(c)? }
            }
            [p, "f"] => Action::Fold { seat: player(p)? },
            [p, "cc"] => {
                let seat = player(p)?;
                if hand.to_call(seat) > 0 {
                    Action::Call { seat }
                } else {
                    Action::Check { seat }
                }
            }
            [p, "cbr", amount] => Action::BetOrRaise {
                seat: player(p)?,
                to: fields::parse_amount(amount).ok_or_else(|| {
                    fail(at, PhhCode::PhhAction, format!("{amount} is not an amount"))
                })?,
            },
            [p, "sm"] => Action::Muck { seat: player(p)? },
            [p, "sm", "-"] => Action::Show {
                seat: player(p)?,
                cards: None,
            },
            [p, "sm", c] => {
                let shown = cards(c)?;
                Action::Show {
                    seat: player(p)?,
                    cards: ShownCards::known(&shown),
                }
            }
            _ => {
                return Err(fail(
                    at,
                    PhhCode::PhhAction,
                    format!("'{line}' is not a {} action", phh.variant.code()),
                ));
            }
        };
        let muck_of = match action {
            Action::Muck { seat } => Some(seat),
            _ => None,
        };
        match hand.apply_quiet(action) {
            Ok(()) => {}
            // PokerKit lets the last hand in muck and still win: it is shown, cards unknown.
            Err(v) if v.code() == "last_live_hand" => {
                let seat = muck_of.unwrap_or_default();
                hand.apply_quiet(Action::Show { seat, cards: None })
                    .map_err(|v| pass_on(at, v.code(), v.to_string()))?;
            }
            Err(v) => return Err(pass_on(at, v.code(), v.to_string())),
        }
    }
    house::check_burns_used(burns.as_ref().map(Vec::len), burn_index)?;
    while hand.phase() == Phase::Awarding {
        let pot = hand.awarded.len();
        let winners = match phh.house.winners.as_ref().and_then(|w| w.get(pot)) {
            Some(labels) => Some({
                let seats = labels
                    .iter()
                    .map(|label| {
                        player_seat(label, &seat_numbers).ok_or_else(|| {
                            fail(
                                None,
                                PhhCode::PhhField,
                                format!("_winners: {label} is not a player"),
                            )
                        })
                    })
                    .collect::<Result<Vec<SeatNo>, _>>()?;
                SeatList::try_from(seats)
                    .map_err(|e| fail(None, PhhCode::PhhField, format!("_winners: {e}")))?
            }),
            None => None,
        };
        hand.apply_quiet(Action::AwardPot { pot, winners })
            .map_err(|v| pass_on(None, v.code(), v.to_string()))?;
    }
    let finishing_stacks = hand.stacks();
    if let Some(expected) = &phh.finishing_stacks
        && expected != &finishing_stacks
    {
        return Err(stacks_mismatch(expected, &finishing_stacks));
    }
    Ok(Replayed {
        hand,
        finishing_stacks,
    })
}
