//! The pot games as a [`GameHand`]: their setup, the dealer's view, what the hand waits for
//! in words, and the words a dealer types at the table.
//!
//! Actions are typed the way a dealer says them, seats by number, amounts in dollars:
//! `post`, `deal 3 AsKd` (or `deal 3`: cards not entered), `burn [CARD]`, `board [CARDS]`,
//! `fold 4`, `check 4`, `call 4`, `bet 4 6.00`, `raise 4 12` (a street total), `allin 4`,
//! `discard 4 [CARD]`, `show 4 [CARDS]`, `muck 4`, `award 0 [3,5]`, and `next`: the
//! dealer's next step with the cards not entered. Draw games: `kill 4` (Low Ball),
//! `draw 4 7h2c` or `draw 4 2` (two cards not entered; `draw 4` stands pat), `deal 4 [CARDS]`
//! for the replacements, `reshuffle`, `expose 4 CARD` (a card the dealer exposed).
//! Mexican Poker: `up 4 [CARD]` (turns the down card up) or `down 4` (keeps it down).

use serde::{Deserialize, Serialize};

use crate::game::{GameHand, HandKind, Refusal, Turn, Waiting};
use crate::money::{format_amount, parse_amount_text};
use crate::{
    Action, CardList, Chips, DealerStep, Event, GameConfig, Hand, LegalActions, Penalty, Phase,
    Pot, SeatList, SeatNo, SeatSpec, SeatView, Settlement, ShownCards, Street, Violation,
};

/// What a pot game's hand starts from: the table's settings, the seats dealt in (clockwise,
/// with their stacks) and the button's seat. JSON: `{"config": {..}, "seats": [{"seat": 1,
/// "stack": 20000}, ..], "button": 1}`.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct PotSetup {
    pub config: GameConfig,
    pub seats: Vec<SeatSpec>,
    pub button: SeatNo,
}

/// A pot game's hand as the dealer's screen shows it. Amounts in cents.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "specta", derive(specta::Type))]
pub struct PotView {
    pub phase: Phase,
    pub street: Street,
    /// Who acts next and what is allowed, with amounts.
    pub legal: LegalActions,
    /// Chips in the pots not yet awarded.
    pub pot_total: Chips,
    /// The pots as they stand, main pot first, each with the seats that can win it (side
    /// pots appear as soon as a player is all-in for less).
    pub pots: Vec<Pot>,
    /// The blinds posted, by seat: small blind first.
    pub blinds: Vec<(SeatNo, Chips)>,
    /// Each seat's stack now, in seat order.
    pub stacks: Vec<(SeatNo, Chips)>,
    /// Every seat: stack, bets, cards as entered (`??` unknown), how many it drew, which
    /// cards are face up.
    pub seats: Vec<SeatView>,
    /// The board as entered (`??` unknown).
    pub board: Vec<String>,
    /// Once complete.
    pub settlement: Option<Settlement>,
    /// Low Ball: the sevens or check-raise rule applied at the showdown.
    pub penalties: Vec<Penalty>,
    /// Low Ball, before the betting starts: each seat that may kill the pot, and what killing
    /// it posts.
    pub kills: Vec<(SeatNo, Chips)>,
    /// What the hand did by itself that changes the money: bets returned by a penalty, an
    /// uncalled bet returned, a drop smaller than the schedule's, the odd chip of a split pot.
    /// As data (the screens word them in their language); `Display` is the CLI's sentence.
    pub notes: Vec<PotNote>,
}

impl GameHand for Hand {
    const KIND: HandKind = HandKind::Pot;
    type Setup = PotSetup;
    type Action = Action;
    type Event = Event;
    type View = PotView;
    type Settlement = Settlement;
    type Violation = Violation;

    fn start(setup: &PotSetup) -> Result<Hand, Violation> {
        Hand::new(setup.config.clone(), &setup.seats, setup.button)
    }

    fn replay(setup: &PotSetup, events: &[Event]) -> Result<Hand, (usize, Violation)> {
        Hand::replay(setup.config.clone(), &setup.seats, setup.button, events)
    }

    crate::game::game_hand_by_inherent!(Hand, describe: crate::words::pot_event);

    fn settlement(&self) -> Option<Settlement> {
        Hand::is_complete(self).then(|| Hand::settlement(self))
    }

    fn view(&self) -> PotView {
        let seats = self.seats();
        PotView {
            phase: self.phase(),
            street: self.street(),
            legal: self.legal_actions(),
            pot_total: self.pot_total(),
            pots: self.pots(),
            blinds: self
                .events()
                .iter()
                .find_map(|e| match e {
                    Event::ForcedBetsPosted { blinds, .. } => {
                        Some(blinds.iter().map(|p| (p.seat, p.amount)).collect())
                    }
                    _ => None,
                })
                .unwrap_or_default(),
            stacks: seats.iter().map(|s| (s.seat, s.stack)).collect(),
            board: self
                .board()
                .iter()
                .map(|c| c.map_or_else(|| "??".to_string(), |c| c.to_string()))
                .collect(),
            kills: seats
                .iter()
                .filter_map(|s| self.kill_amount(s.seat).map(|a| (s.seat, a)))
                .collect(),
            notes: notes(self),
            seats,
            settlement: GameHand::settlement(self),
            penalties: self.penalties().to_vec(),
        }
    }

    fn waiting_for(&self) -> Waiting {
        let legal = self.legal_actions();
        Waiting {
            who: match &legal {
                LegalActions::Dealer(_) => Turn::Dealer,
                LegalActions::Seat(o) => Turn::Seat(o.seat),
                LegalActions::Complete => Turn::Nobody,
            },
            words: next_step(&legal),
        }
    }

    fn parse_action(&self, words: &str) -> Result<Action, Refusal> {
        let words: Vec<&str> = words.split_whitespace().collect();
        action(&words, &self.legal_actions())
    }

    fn automatic(&self) -> Option<Action> {
        automatic_step(self)
    }
}

/// One thing a hand did by itself that changes the money (see [`PotView::notes`]). JSON:
/// `{"note": "uncalled", "seat": 3, "amount": 100}`.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "specta", derive(specta::Type))]
#[serde(tag = "note", rename_all = "snake_case")]
pub enum PotNote {
    /// Low Ball: a seat broke the sevens or the check-raise rule; the bets after the draw go
    /// back to those who made them.
    BetsReturned {
        seat: SeatNo,
        rule: crate::PenaltyRule,
        returned: Chips,
    },
    /// Low Ball: a seat broke the sevens or the check-raise rule; the pot goes to the next
    /// best hand.
    PotForfeited {
        seat: SeatNo,
        rule: crate::PenaltyRule,
    },
    /// Low Ball: a seat killed the pot (its kill is its blind, the limits double, it acts
    /// last before the draw).
    Killed { seat: SeatNo },
    /// A bet nobody called went back to the seat that made it.
    Uncalled { seat: SeatNo, amount: Chips },
    /// A pot split unevenly: the odd chip went to this seat.
    OddChip { seat: SeatNo },
    /// A pot-drop table took no drop (no flop, no drop).
    NoDrop,
    /// A pot-drop table took less than the schedule's drop: the pot was smaller.
    SmallDrop { taken: Chips, schedule: Chips },
}

impl std::fmt::Display for PotNote {
    /// The note in a dealer's words, as the CLI says it.
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let rule = |r: &crate::PenaltyRule| match r {
            crate::PenaltyRule::Sevens => "checked a seven or better",
            crate::PenaltyRule::CheckRaise => "check-raised without an eight or better",
        };
        match self {
            PotNote::BetsReturned {
                seat,
                rule: r,
                returned,
            } => write!(
                f,
                "Seat {seat} {}: the bets after the draw ({}) go back to those who made them.",
                rule(r),
                format_amount(*returned)
            ),
            PotNote::PotForfeited { seat, rule: r } => write!(
                f,
                "Seat {seat} {}: the pot goes to the next best hand.",
                rule(r)
            ),
            PotNote::Killed { seat } => write!(
                f,
                "Seat {seat} killed the pot: its kill is its blind, the limits double and it acts \
                 last before the draw."
            ),
            PotNote::Uncalled { seat, amount } => write!(
                f,
                "Seat {seat}'s bet of {} that nobody called goes back to it.",
                format_amount(*amount)
            ),
            PotNote::OddChip { seat } => {
                write!(f, "The pot is split; the odd chip goes to Seat {seat}.")
            }
            PotNote::NoDrop => write!(f, "No drop: no flop, no drop."),
            PotNote::SmallDrop { taken, schedule } => write!(
                f,
                "The house takes {}, less than the schedule's {}: the pot was smaller.",
                format_amount(*taken),
                format_amount(*schedule)
            ),
        }
    }
}

/// What the hand did by itself that changes the money (see [`PotView::notes`]).
pub fn notes(hand: &Hand) -> Vec<PotNote> {
    let mut out = Vec::new();
    for p in hand.penalties() {
        out.push(match p.effect {
            crate::SevensPenalty::VoidPostDraw => PotNote::BetsReturned {
                seat: p.seat,
                rule: p.rule,
                returned: p.returned,
            },
            crate::SevensPenalty::ForfeitPot => PotNote::PotForfeited {
                seat: p.seat,
                rule: p.rule,
            },
        });
    }
    if let Some(i) = hand.killer
        && let Some(s) = hand.seats.get(i)
    {
        out.push(PotNote::Killed { seat: s.seat });
    }
    for (seat, amount) in &hand.returned {
        out.push(PotNote::Uncalled {
            seat: *seat,
            amount: *amount,
        });
    }
    if !hand.is_complete() {
        return out;
    }
    let settlement = hand.settlement();
    for pot in &settlement.pots {
        let least = pot.shares.iter().map(|s| s.amount).min();
        let most = pot.shares.iter().map(|s| s.amount).max();
        if pot.shares.len() > 1
            && least != most
            && let Some(odd) = pot.shares.iter().find(|s| Some(s.amount) == most)
        {
            out.push(PotNote::OddChip { seat: odd.seat });
        }
    }
    if let crate::Collection::PotDrop { amount } = hand.config().collection
        && amount > 0
        && settlement.collection < amount
    {
        out.push(if settlement.collection == 0 {
            PotNote::NoDrop
        } else {
            PotNote::SmallDrop {
                taken: settlement.collection,
                schedule: amount,
            }
        });
    }
    out
}

/// A pot game's step that needs no entry: the forced bets owed, hole cards dealt unseen (in
/// Mexican Poker only the face-down ones: a face-up card decides who acts, so the dealer
/// enters it), a burn, a draw's replacements dealt unseen, the reshuffle of the discards, and
/// a pot whose winners the hand proves (one player eligible, an uncalled bet, or the shown
/// cards). The board is entered by the dealer: a showdown needs it.
pub fn automatic_step(hand: &Hand) -> Option<Action> {
    let legal = hand.legal_actions();
    match (dealer_step_unentered(&legal)?, &legal) {
        // The board is the dealer's to enter; a pot the cards do not prove waits for him.
        (Action::DealBoard { .. } | Action::AwardPot { winners: None, .. }, _) => None,
        // Mexican Poker: as many unseen cards as come face down.
        (_, LegalActions::Dealer(DealerStep::DealHole { seat, remaining })) => {
            (1..=*remaining).rev().find_map(|n| {
                crate::game::accepted(
                    hand,
                    Action::DealHole {
                        seat: *seat,
                        cards: CardList::unknown(n).unwrap_or_default(),
                    },
                )
            })
        }
        (step, _) => crate::game::accepted(hand, step),
    }
}

/// The dealer's next step when the cards are not entered: `None` when a player acts next or
/// the hand is complete. Pots go to the winners the shown cards give; with cards unknown the
/// dealer must name them (`award` with seats).
pub fn dealer_step_unentered(legal: &LegalActions) -> Option<Action> {
    // The engine asks for at most a hand's five cards at a time: the list always holds them.
    let unentered = |n: usize| CardList::unknown(n).unwrap_or_default();
    let LegalActions::Dealer(step) = legal else {
        return None;
    };
    Some(match step {
        DealerStep::PostForcedBets => Action::PostForcedBets,
        DealerStep::DealHole { seat, remaining } => Action::DealHole {
            seat: *seat,
            cards: unentered(*remaining),
        },
        DealerStep::Burn { .. } => Action::Burn { card: None },
        DealerStep::DealBoard { cards, .. } => Action::DealBoard {
            cards: unentered(*cards),
        },
        DealerStep::AwardPot { pot, winners, .. } => Action::AwardPot {
            pot: *pot,
            winners: *winners,
        },
        DealerStep::DealDraw { seat, cards } => Action::DealDraw {
            seat: *seat,
            cards: unentered(*cards),
        },
        DealerStep::Reshuffle => Action::Reshuffle,
    })
}

fn bad(message: String) -> Refusal {
    Refusal::not_an_action(message)
}

/// More cards than a list holds (`wrong_card_count`).
fn too_many(message: String) -> Refusal {
    Refusal {
        code: crate::phh::PhhCode::WrongCardCount.into(),
        message,
    }
}

fn seat(word: Option<&&str>) -> Result<SeatNo, Refusal> {
    let word = word.ok_or_else(|| bad("name the seat, such as `call 4`".into()))?;
    word.parse()
        .map_err(|_| bad(format!("{word:?} is not a seat number")))
}

fn cards(word: Option<&str>, unknown: usize) -> Result<CardList, Refusal> {
    match word {
        None => CardList::unknown(unknown).map_err(|e| too_many(e.to_string())),
        // `??` stands for a card not entered: `deal 3 ??` or `deal 3 ??Kd`.
        Some(text) if text.contains("??") => {
            let mut out = CardList::new();
            let mut rest = text;
            while !rest.is_empty() {
                if let Some(tail) = rest.strip_prefix("??") {
                    out.try_push(None).map_err(|e| too_many(e.to_string()))?;
                    rest = tail;
                } else {
                    let end = rest.find("??").unwrap_or(rest.len());
                    let known = cards(Some(&rest[..end]), 0)?;
                    out.try_extend_from_slice(&known)
                        .map_err(|e| too_many(e.to_string()))?;
                    rest = &rest[end..];
                }
            }
            Ok(out)
        }
        Some(text) => {
            let known: Vec<_> = cardroom_cards::parse_cards(text)
                .map_err(|e| Refusal {
                    code: e.code().into(),
                    message: e.to_string(),
                })?
                .into_iter()
                .map(Some)
                .collect();
            CardList::try_from(known).map_err(|e| too_many(e.to_string()))
        }
    }
}

/// The first card of `word` (or one card not entered).
fn one_card(word: Option<&str>) -> Result<Option<crate::Card>, Refusal> {
    Ok(cards(word, 1)?.first().copied().flatten())
}

/// The actions that name a seat and nothing else, by their verb.
fn seat_action(verb: &str) -> Option<fn(SeatNo) -> Action> {
    Some(match verb {
        "fold" => |seat| Action::Fold { seat },
        "check" => |seat| Action::Check { seat },
        "call" => |seat| Action::Call { seat },
        "allin" | "all-in" => |seat| Action::AllIn { seat },
        "muck" => |seat| Action::Muck { seat },
        "kill" => |seat| Action::Kill { seat },
        "down" => |seat| Action::KeepDown { seat },
        _ => return None,
    })
}

/// Turns the dealer's words into an action, using what the hand expects next for the number
/// of cards not entered.
fn action(words: &[&str], legal: &LegalActions) -> Result<Action, Refusal> {
    let Some(verb) = words.first() else {
        return Err(bad(
            "say what happened, such as `call 4`, `raise 4 12` or `next`".into(),
        ));
    };
    let verb = verb.to_ascii_lowercase();
    let arg = |i: usize| words.get(i);
    let text = |i: usize| words.get(i).copied();
    let expected_cards = match legal {
        LegalActions::Dealer(DealerStep::DealHole { remaining, .. }) => *remaining,
        LegalActions::Dealer(DealerStep::DealBoard { cards, .. }) => *cards,
        LegalActions::Dealer(DealerStep::DealDraw { cards, .. }) => *cards,
        _ => 0,
    };
    let drawing = matches!(legal, LegalActions::Dealer(DealerStep::DealDraw { .. }));
    if let Some(make) = seat_action(&verb) {
        return Ok(make(seat(arg(1))?));
    }
    Ok(match verb.as_str() {
        "next" => dealer_step_unentered(legal)
            .ok_or_else(|| bad("`next` is for the dealer's steps; a player acts now".into()))?,
        "post" => Action::PostForcedBets,
        "deal" if drawing => Action::DealDraw {
            seat: seat(arg(1))?,
            cards: cards(text(2), expected_cards)?,
        },
        "deal" => Action::DealHole {
            seat: seat(arg(1))?,
            cards: cards(text(2), expected_cards)?,
        },
        "draw" => {
            // `draw 3 7h2c` (the cards thrown away), `draw 3 2` (two cards not entered),
            // `draw 3 0` or `draw 3` (stands pat).
            let discards = match text(2) {
                None => CardList::new(),
                Some(n) if n.chars().all(|c| c.is_ascii_digit()) => {
                    let n = n
                        .parse::<usize>()
                        .map_err(|_| bad(format!("{n:?} is not a count")))?;
                    CardList::unknown(n).map_err(|e| too_many(e.to_string()))?
                }
                Some(text) => cards(Some(text), 0)?,
            };
            Action::Draw {
                seat: seat(arg(1))?,
                discards,
            }
        }
        "reshuffle" => Action::Reshuffle,
        "expose" => Action::Expose {
            seat: seat(arg(1))?,
            card: one_card(text(2))?,
        },
        "up" => Action::TurnUp {
            seat: seat(arg(1))?,
            card: text(2)
                .map(|t| cards(Some(t), 0))
                .transpose()?
                .and_then(|c| c.first().copied().flatten()),
        },
        "burn" => Action::Burn {
            card: one_card(text(1))?,
        },
        "board" => Action::DealBoard {
            cards: cards(text(1), expected_cards)?,
        },
        "bet" | "raise" => {
            let to = text(2)
                .ok_or_else(|| bad(format!("say how much: `{verb} 4 12.00` (a street total)")))?;
            Action::BetOrRaise {
                seat: seat(arg(1))?,
                to: parse_amount_text(to)?,
            }
        }
        "discard" => Action::Discard {
            seat: seat(arg(1))?,
            card: one_card(text(2))?,
        },
        "show" => Action::Show {
            seat: seat(arg(1))?,
            cards: text(2)
                .map(|t| cards(Some(t), 0))
                .transpose()?
                .map(|c| {
                    let known: Vec<_> = c.into_iter().flatten().collect();
                    ShownCards::try_from(known).map_err(|e| bad(e.to_string()))
                })
                .transpose()?,
        },
        "award" => {
            let pot = text(1).and_then(|p| p.parse().ok()).unwrap_or(0);
            let winners = text(2)
                .map(|w| {
                    w.split(',')
                        .map(|s| seat(Some(&s.trim())))
                        .collect::<Result<Vec<_>, _>>()
                        .and_then(|seats| SeatList::try_from(seats).map_err(|e| bad(e.to_string())))
                })
                .transpose()?;
            Action::AwardPot { pot, winners }
        }
        other => {
            return Err(bad(format!(
                "{other:?} is not an action; see `cardroom hand act --help`"
            )));
        }
    })
}

/// What the dealer must do next, in words (with the words to type).
pub fn next_step(legal: &LegalActions) -> String {
    match legal {
        LegalActions::Complete => "the hand is complete".into(),
        LegalActions::Dealer(step) => match step {
            DealerStep::PostForcedBets => "dealer: post the blinds and antes (`post`)".into(),
            DealerStep::DealHole { seat, remaining } => {
                format!("dealer: deal {remaining} card(s) to seat {seat}")
            }
            DealerStep::Burn { street } => format!("dealer: burn before the {}", street.name()),
            DealerStep::DealBoard { street, cards } => {
                format!("dealer: deal the {} ({cards} card(s))", street.name())
            }
            DealerStep::DealDraw { seat, cards } => {
                format!("dealer: deal seat {seat} {cards} replacement card(s) (`deal {seat}`)")
            }
            DealerStep::Reshuffle => {
                "dealer: the stub is short; reshuffle the discards (`reshuffle`)".into()
            }
            DealerStep::AwardPot {
                pot,
                amount,
                winners,
                ..
            } => format!(
                "dealer: award pot {pot} ({}){}",
                format_amount(*amount),
                winners
                    .as_ref()
                    .map(|w| format!(" to seat(s) {w:?}"))
                    .unwrap_or_default()
            ),
        },
        // Five Card Draw after a reshuffle: the players who had not asked stand pat.
        LegalActions::Seat(o) if o.phase == Phase::Drawing && o.max_discards == Some(0) => {
            format!(
                "seat {0}: stands pat, the stub was reshuffled before he asked (`draw {0}`)",
                o.seat
            )
        }
        LegalActions::Seat(o) if o.phase == Phase::Drawing => format!(
            "seat {}: draw 0 to {} cards (`draw {} CARDS|COUNT`)",
            o.seat,
            o.max_discards.unwrap_or(5),
            o.seat
        ),
        LegalActions::Seat(o) if o.phase == Phase::Exposing => format!(
            "seat {0}: turn the down card up (`up {0}`) or keep it down (`down {0}`)",
            o.seat
        ),
        LegalActions::Seat(o) if o.phase == Phase::Discarding => {
            format!(
                "seat {}: discard one card (`discard {} CARD`)",
                o.seat, o.seat
            )
        }
        LegalActions::Seat(o) if o.phase == Phase::Showdown => {
            format!(
                "seat {0}: show (`show {0} CARDS`) or muck (`muck {0}`)",
                o.seat
            )
        }
        LegalActions::Seat(o) => {
            let mut can = Vec::new();
            if o.fold {
                can.push("fold".to_string());
            }
            if o.check {
                can.push("check".into());
            }
            if let Some(call) = o.call {
                can.push(format!("call {}", format_amount(call)));
            }
            if let Some(r) = o.bet_or_raise {
                let verb = if r.raise { "raise to" } else { "bet" };
                can.push(if r.min_to == r.max_to {
                    format!("{verb} {}", format_amount(r.min_to))
                } else {
                    format!(
                        "{verb} {} to {}",
                        format_amount(r.min_to),
                        format_amount(r.max_to)
                    )
                });
            }
            format!("seat {}: {}", o.seat, can.join(", "))
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn words(text: &str) -> Vec<&str> {
        text.split_whitespace().collect()
    }

    #[test]
    fn an_award_naming_more_seats_than_a_hand_deals_is_refused_not_cut_short() {
        let seats: Vec<String> = (1..=18).map(|s| s.to_string()).collect();
        let line = format!("award 0 {}", seats.join(","));
        let err = action(&words(&line), &LegalActions::Complete).expect_err("18 seats");
        assert_eq!(err.code, "phh_action");
        assert!(err.message.contains("at most 17 seats"), "{}", err.message);
        let named = action(&words("award 0 3,5"), &LegalActions::Complete).map_err(|e| e.message);
        assert_eq!(
            named,
            Ok(Action::AwardPot {
                pot: 0,
                winners: SeatList::try_from([3, 5]).ok()
            })
        );
    }

    #[test]
    fn a_show_names_known_cards_only() {
        let shown = action(&words("show 4 AsKd"), &LegalActions::Complete).map_err(|e| e.message);
        let cards: Vec<crate::Card> = ["As", "Kd"].iter().filter_map(|c| c.parse().ok()).collect();
        assert_eq!(
            shown,
            Ok(Action::Show {
                seat: 4,
                cards: ShownCards::try_from(cards).ok()
            })
        );
    }

    #[test]
    fn no_words_and_unknown_verbs_are_refused_with_a_code() {
        let none = action(&[], &LegalActions::Complete).expect_err("no words");
        assert_eq!(none.code, "phh_action");
        let verb = action(&words("jump 3"), &LegalActions::Complete).expect_err("no verb");
        assert_eq!(verb.code, "phh_action");
        let card = action(&words("burn Zz"), &LegalActions::Complete).expect_err("bad card");
        assert_eq!(card.code, "bad_rank");
        let amount = action(&words("raise 4 -3"), &LegalActions::Complete).expect_err("amount");
        assert_eq!(amount.code, "bad_amount");
    }
}
