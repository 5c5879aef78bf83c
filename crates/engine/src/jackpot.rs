//! Jackpots the hand proves: a player-funded jackpot's qualifiers (a bad beat, the high hand
//! of a period) as data, checked against what a finished hand showed. Pure: the room keeps
//! the funds and their ledger; this says whether a hand qualifies, and if not, why, in words a
//! floor manager reads to the table.
//!
//! - A **bad beat**: the best losing hand shown is at least the fund's floor (for example
//!   "four of a kind"), the pot's winner beats it, the whole board was dealt, at least N
//!   players were dealt in, and (when the fund says so) both hole cards of each of the two
//!   hands play.
//! - The **high hand** of a period: the best hand shown in it, both hole cards playing when
//!   the fund says so; a tie is shared.
//! - The **split** of a hit: the loser's, the winner's and the table's shares of the fund, and
//!   a part kept back to seed the next jackpot, in whole cents.
//!
//! "Both hole cards play" is decided by strength, not by which five cards a ranking picks:
//! they play when the best hand made with both of them and three board cards is as strong
//! as the best hand of all seven.

use cardroom_cards::{Card, Evaluation, Strength, high, parse_cards};
use serde::{Deserialize, Serialize};

use crate::{Chips, Event, Game, Hand, SeatNo};

/// What a finished hand showed: what every qualifier is checked against.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Showdown {
    pub game: Game,
    /// The board as dealt (a complete Hold'em board is five cards).
    pub board: Vec<Card>,
    /// Every seat dealt in, in the hand's order.
    pub dealt_in: Vec<SeatNo>,
    /// The hands shown at the showdown, each with its hole cards.
    pub shown: Vec<(SeatNo, Vec<Card>)>,
    /// The main pot's winners.
    pub winners: Vec<SeatNo>,
}

impl Showdown {
    /// What `hand` showed, once it is complete (none before).
    pub fn of(hand: &Hand) -> Option<Showdown> {
        if !hand.is_complete() {
            return None;
        }
        let seats = hand.seats();
        let shown = hand
            .events()
            .iter()
            .filter_map(|e| match e {
                Event::Shown { seat, cards } => {
                    let hole: Option<Vec<Card>> = match cards {
                        Some(c) => Some(c.to_vec()),
                        None => seats
                            .iter()
                            .find(|s| s.seat == *seat)
                            .and_then(|s| s.hole.iter().copied().collect()),
                    };
                    Some((*seat, hole.unwrap_or_default()))
                }
                _ => None,
            })
            .collect();
        let winners = hand
            .settlement()
            .pots
            .first()
            .map(|p| p.shares.iter().map(|s| s.seat).collect())
            .unwrap_or_default();
        Some(Showdown {
            game: hand.config().game,
            board: hand.board().iter().flatten().copied().collect(),
            dealt_in: seats.iter().map(|s| s.seat).collect(),
            shown,
            winners,
        })
    }
}

/// A bad-beat jackpot's qualifier.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct BadBeat {
    /// The games whose hands qualify.
    pub games: Vec<Game>,
    /// The weakest losing hand that qualifies, as five cards ("Ah Ad Ac Th Td": aces full of
    /// tens or better).
    pub loser_at_least: String,
    /// Both hole cards of the losing and of the winning hand must play.
    pub both_hole_cards: bool,
    /// The fewest players dealt in.
    pub min_dealt_in: u8,
}

/// A high-hand promotion's qualifier: the best hand shown in a period.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct HighHand {
    pub games: Vec<Game>,
    /// The weakest hand that counts at all (none: any hand shown).
    pub at_least: Option<String>,
    pub both_hole_cards: bool,
}

/// Why a hand does not qualify: a floor manager's words.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum NotQualified {
    #[error("{game} hands do not feed this jackpot")]
    GameExcluded { game: &'static str },
    #[error("the board is not complete: {dealt} of 5 cards were dealt")]
    BoardIncomplete { dealt: usize },
    #[error("only {dealt} players were dealt in; the jackpot needs {needed}")]
    TooFewDealtIn { dealt: usize, needed: u8 },
    #[error("the hand did not go to a showdown with two hands shown")]
    NoShowdown,
    #[error("seat {seat}'s cards were not entered, so the hand cannot be read")]
    CardsUnknown { seat: SeatNo },
    #[error("no hand shown lost the pot (a split pot is not a bad beat)")]
    NoLoser,
    #[error("the losing hand, {loser}, is short of {needed}")]
    LoserShort { loser: String, needed: String },
    #[error("the {which} hand (seat {seat}) does not use both hole cards")]
    HoleCardNotPlaying { which: &'static str, seat: SeatNo },
    #[error("the fund's qualifying hand {0:?} is not five cards")]
    BadFloor(String),
}

impl NotQualified {
    /// The room's code for a refused payout.
    pub const CODE: &'static str = "jackpot_not_qualified";
}

/// A bad beat the hand proves: who lost, with what, to whom.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct BadBeatHit {
    pub loser: SeatNo,
    pub loser_hand: String,
    pub winner: SeatNo,
    pub winner_hand: String,
    /// The others dealt in: the table's share.
    pub table: Vec<SeatNo>,
}

/// One hand shown, ranked.
struct Ranked {
    seat: SeatNo,
    hole: Vec<Card>,
    eval: Evaluation,
}

/// The strength of the five cards `text` names.
fn floor(text: &str) -> Result<Evaluation, NotQualified> {
    let cards = parse_cards(text).map_err(|_| NotQualified::BadFloor(text.into()))?;
    if cards.len() != 5 {
        return Err(NotQualified::BadFloor(text.into()));
    }
    high::evaluate(&cards).map_err(|_| NotQualified::BadFloor(text.into()))
}

/// The hands shown with a complete board, ranked; a hand whose cards are unknown is refused.
fn ranked(s: &Showdown, games: &[Game]) -> Result<Vec<Ranked>, NotQualified> {
    if !games.contains(&s.game) {
        return Err(NotQualified::GameExcluded {
            game: s.game.name(),
        });
    }
    if s.board.len() != 5 {
        return Err(NotQualified::BoardIncomplete {
            dealt: s.board.len(),
        });
    }
    s.shown
        .iter()
        .map(|(seat, hole)| {
            if hole.len() != 2 {
                return Err(NotQualified::CardsUnknown { seat: *seat });
            }
            let all: Vec<Card> = hole.iter().chain(&s.board).copied().collect();
            let eval =
                high::evaluate(&all).map_err(|_| NotQualified::CardsUnknown { seat: *seat })?;
            Ok(Ranked {
                seat: *seat,
                hole: hole.clone(),
                eval,
            })
        })
        .collect()
}

/// Whether both of `hole` play: the best hand with both of them and three of `board` is as
/// strong as the best of all seven.
pub fn both_hole_cards_play(hole: &[Card], board: &[Card], best: Strength) -> bool {
    let [h1, h2] = hole else {
        return false;
    };
    let mut strongest = None;
    for a in 0..board.len() {
        for b in a + 1..board.len() {
            for c in b + 1..board.len() {
                let five = [*h1, *h2, board[a], board[b], board[c]];
                if let Ok(s) = high::strength(&five) {
                    strongest = strongest.max(Some(s));
                }
            }
        }
    }
    strongest == Some(best)
}

impl BadBeat {
    /// Whether the finished hand `s` is a bad beat under this qualifier, and if not, why.
    pub fn check(&self, s: &Showdown) -> Result<BadBeatHit, NotQualified> {
        let needed = floor(&self.loser_at_least)?;
        let hands = ranked(s, &self.games)?;
        if s.dealt_in.len() < usize::from(self.min_dealt_in) {
            return Err(NotQualified::TooFewDealtIn {
                dealt: s.dealt_in.len(),
                needed: self.min_dealt_in,
            });
        }
        if hands.len() < 2 {
            return Err(NotQualified::NoShowdown);
        }
        let winner = hands
            .iter()
            .filter(|h| s.winners.contains(&h.seat))
            .max_by_key(|h| h.eval.strength())
            .ok_or(NotQualified::NoShowdown)?;
        let loser = hands
            .iter()
            .filter(|h| !s.winners.contains(&h.seat) && h.eval.strength() < winner.eval.strength())
            .max_by_key(|h| h.eval.strength())
            .ok_or(NotQualified::NoLoser)?;
        if loser.eval.strength() < needed.strength() {
            return Err(NotQualified::LoserShort {
                loser: loser.eval.description(),
                needed: needed.description(),
            });
        }
        if self.both_hole_cards {
            for (which, h) in [("losing", loser), ("winning", winner)] {
                if !both_hole_cards_play(&h.hole, &s.board, h.eval.strength()) {
                    return Err(NotQualified::HoleCardNotPlaying {
                        which,
                        seat: h.seat,
                    });
                }
            }
        }
        Ok(BadBeatHit {
            loser: loser.seat,
            loser_hand: loser.eval.description(),
            winner: winner.seat,
            winner_hand: winner.eval.description(),
            table: s
                .dealt_in
                .iter()
                .copied()
                .filter(|&seat| seat != loser.seat && seat != winner.seat)
                .collect(),
        })
    }

    /// The posted rules, in words, from the qualifier's data.
    pub fn rules_text(&self) -> Result<String, NotQualified> {
        let needed = floor(&self.loser_at_least)?;
        let mut out = format!(
            "Bad-beat jackpot. Games: {}. A hand of {} or better must lose to a better hand at \
             a showdown with both hands shown and the whole board dealt, with at least {} \
             players dealt in.",
            games_words(&self.games),
            needed.description().to_lowercase(),
            self.min_dealt_in
        );
        if self.both_hole_cards {
            out.push_str(" Both hole cards of the losing and of the winning hand must play.");
        }
        Ok(out)
    }
}

/// The best hand of a period: its seats (more than one: a tie, shared) and the hand.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct HighHandHit {
    /// Each holder: the index of his hand in the showdowns given, and his seat.
    pub holders: Vec<(usize, SeatNo)>,
    pub hand: String,
}

impl HighHand {
    /// The posted rules, in words, from the promotion's data.
    pub fn rules_text(&self) -> Result<String, NotQualified> {
        let bar = match &self.at_least {
            Some(t) => format!(
                ", if it is {} or better",
                floor(t)?.description().to_lowercase()
            ),
            None => String::new(),
        };
        let mut out = format!(
            "High-hand promotion. Games: {}. The best hand shown at a showdown with the whole \
             board dealt wins{bar}.",
            games_words(&self.games),
        );
        if self.both_hole_cards {
            out.push_str(" Both hole cards must play.");
        }
        Ok(out)
    }

    /// The best hand shown in `showdowns` (a period's finished hands) that counts under this
    /// promotion; none when no hand does.
    pub fn best(&self, showdowns: &[Showdown]) -> Option<HighHandHit> {
        let at_least = match &self.at_least {
            Some(t) => Some(floor(t).ok()?.strength()),
            None => None,
        };
        let mut best: Option<(Strength, HighHandHit)> = None;
        for (i, s) in showdowns.iter().enumerate() {
            let Ok(hands) = ranked(s, &self.games) else {
                continue;
            };
            for h in hands {
                let strength = h.eval.strength();
                if at_least.is_some_and(|a| strength < a)
                    || (self.both_hole_cards && !both_hole_cards_play(&h.hole, &s.board, strength))
                {
                    continue;
                }
                match &mut best {
                    Some((b, hit)) if *b == strength => hit.holders.push((i, h.seat)),
                    Some((b, _)) if *b > strength => {}
                    _ => {
                        best = Some((
                            strength,
                            HighHandHit {
                                holders: vec![(i, h.seat)],
                                hand: h.eval.description(),
                            },
                        ))
                    }
                }
            }
        }
        best.map(|(_, hit)| hit)
    }
}

/// How a hit shares the fund, in percent of the fund: the rest is kept to seed the next one.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "specta", derive(specta::Type))]
pub struct Split {
    pub loser: u8,
    pub winner: u8,
    /// Shared equally by the others dealt in.
    pub table: u8,
}

/// What a hit pays: each seat's amount, and what stays in the fund (the seed for the next
/// jackpot, with any cents that do not divide).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Payout {
    pub shares: Vec<(SeatNo, Chips)>,
    pub kept: Chips,
}

impl Split {
    /// The split is whole: each part a percentage, together at most 100 (the rest seeds the
    /// next jackpot).
    pub fn check(&self) -> Result<(), String> {
        let total = u16::from(self.loser) + u16::from(self.winner) + u16::from(self.table);
        if total > 100 {
            return Err(format!(
                "the loser's, the winner's and the table's shares add up to {total}%: at most 100%"
            ));
        }
        Ok(())
    }

    /// `fund` shared for a bad beat: the loser's and the winner's parts, the table's part in
    /// equal whole cents to each of `table`; the rest stays in the fund.
    pub fn pay(&self, fund: Chips, hit: &BadBeatHit) -> Payout {
        let part = |pct: u8| fund.saturating_mul(Chips::from(pct)) / 100;
        let mut shares = vec![
            (hit.loser, part(self.loser)),
            (hit.winner, part(self.winner)),
        ];
        let table = part(self.table);
        if let Ok(n) = Chips::try_from(hit.table.len())
            && n > 0
        {
            shares.extend(hit.table.iter().map(|&seat| (seat, table / n)));
        }
        let paid: Chips = shares.iter().map(|s| s.1).sum();
        Payout {
            shares,
            kept: fund - paid,
        }
    }
}

fn games_words(games: &[Game]) -> String {
    games
        .iter()
        .map(|g| g.name())
        .collect::<Vec<_>>()
        .join(", ")
}
