//! Who acts now and what is allowed, with amounts.

use serde::{Deserialize, Serialize};

use crate::action::Actor;
use crate::betting::RaiseBlock;
use crate::config::Structure;
use crate::hand::{Hand, Phase, Street};
use crate::money::format_amount as amt;
use crate::{Chips, SeatList, SeatNo};

/// A bet or raise "to" range (street totals).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "specta", derive(specta::Type))]
pub struct BetRange {
    /// There is a bet to raise (pre-flop: the blinds).
    pub raise: bool,
    pub min_to: Chips,
    pub max_to: Chips,
    /// The table's smallest chip: `min_to` and `max_to` are whole numbers of it (or the
    /// whole stack, an all-in, which is always allowed) and the amounts between go in steps
    /// of it, so a slider snaps to them.
    #[serde(default = "one_cent")]
    pub step: Chips,
}

fn one_cent() -> Chips {
    1
}

/// What the seat to act may do.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "specta", derive(specta::Type))]
pub struct SeatOptions {
    pub seat: SeatNo,
    /// `Betting`, `Discarding` or `Showdown`.
    pub phase: Phase,
    pub fold: bool,
    pub check: bool,
    /// What calling puts in (all-in when it is the whole stack).
    pub call: Option<Chips>,
    pub bet_or_raise: Option<BetRange>,
    /// Why the seat may not bet or raise, when it has chips beyond the call.
    pub no_raise_reason: Option<String>,
    /// The seat's whole stack as a street total.
    pub all_in_to: Option<Chips>,
    /// `Drawing`: the most cards the seat may throw away (Five Card Draw: 0 once the stub
    /// was reshuffled before the seat asked for cards).
    #[serde(default)]
    pub max_discards: Option<usize>,
}

/// The dealer's next step.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "specta", derive(specta::Type))]
#[serde(rename_all = "snake_case", tag = "step")]
pub enum DealerStep {
    PostForcedBets,
    /// `remaining` hole cards still due to `seat` (deal one or more).
    DealHole {
        seat: SeatNo,
        remaining: usize,
    },
    Burn {
        street: Street,
    },
    DealBoard {
        street: Street,
        cards: usize,
    },
    /// Draw games: `cards` replacement cards due to `seat` now.
    DealDraw {
        seat: SeatNo,
        cards: usize,
    },
    /// Draw games: the stub cannot serve the draw; gather the discards and reshuffle.
    Reshuffle,
    /// `winners` is what the shown cards say, when every card needed is known.
    AwardPot {
        pot: usize,
        amount: Chips,
        eligible: SeatList,
        winners: Option<SeatList>,
    },
}

/// Whose turn it is and what is allowed.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "specta", derive(specta::Type))]
#[serde(rename_all = "snake_case", tag = "turn")]
pub enum LegalActions {
    Dealer(DealerStep),
    Seat(SeatOptions),
    Complete,
}

impl LegalActions {
    pub fn actor(&self) -> Option<Actor> {
        match self {
            LegalActions::Dealer(_) => Some(Actor::Dealer),
            LegalActions::Seat(o) => Some(Actor::Seat(o.seat)),
            LegalActions::Complete => None,
        }
    }
}

impl Hand {
    /// Who acts now and what is allowed.
    pub fn legal_actions(&self) -> LegalActions {
        match self.phase {
            Phase::ForcedBets => LegalActions::Dealer(DealerStep::PostForcedBets),
            Phase::Dealing if self.stud_burn_due() => LegalActions::Dealer(DealerStep::Burn {
                street: self.street.next().unwrap_or(self.street),
            }),
            Phase::Dealing => match self.next_to_deal() {
                Some(i) => LegalActions::Dealer(DealerStep::DealHole {
                    seat: self.seats[i].seat,
                    remaining: self.hole_due(i),
                }),
                None => LegalActions::Complete,
            },
            Phase::Betting => match self.round.next {
                Some(i) => LegalActions::Seat(self.betting_options(i)),
                None => LegalActions::Complete,
            },
            Phase::Discarding => match self.next_to_discard() {
                Some(i) => LegalActions::Seat(self.other_options(i, Phase::Discarding)),
                None => LegalActions::Complete,
            },
            Phase::Drawing => self.drawing_step(),
            Phase::Exposing => match self.next_to_expose() {
                Some(i) => LegalActions::Seat(self.other_options(i, Phase::Exposing)),
                None => LegalActions::Complete,
            },
            Phase::Board => match self.street.next() {
                Some(street) if !self.burned => LegalActions::Dealer(DealerStep::Burn { street }),
                Some(street) => LegalActions::Dealer(DealerStep::DealBoard {
                    street,
                    cards: street.board_cards(),
                }),
                None => LegalActions::Complete,
            },
            Phase::Showdown => match self.next_to_show() {
                Some(i) => LegalActions::Seat(self.other_options(i, Phase::Showdown)),
                None => LegalActions::Complete,
            },
            Phase::Awarding => {
                let pot = self.awarded.len();
                match self.pots.get(pot) {
                    Some(p) => LegalActions::Dealer(DealerStep::AwardPot {
                        pot,
                        amount: p.amount,
                        eligible: self.seat_list(p.eligible),
                        winners: self.best_of(p.eligible).map(|m| self.seat_list(m)),
                    }),
                    None => LegalActions::Complete,
                }
            }
            Phase::Complete => LegalActions::Complete,
        }
    }

    fn drawing_step(&self) -> LegalActions {
        if let Some(i) = self.owed_seat() {
            let owed = usize::from(self.seats[i].owed);
            let dealable = self.dealable();
            return LegalActions::Dealer(if dealable == 0 {
                DealerStep::Reshuffle
            } else if !self.burned {
                DealerStep::Burn {
                    street: Street::PostDraw,
                }
            } else {
                DealerStep::DealDraw {
                    seat: self.seats[i].seat,
                    cards: owed.min(dealable),
                }
            });
        }
        match self.next_to_draw() {
            Some(i) => LegalActions::Seat(SeatOptions {
                max_discards: Some(self.max_discards(i)),
                ..self.other_options(i, Phase::Drawing)
            }),
            None => LegalActions::Complete,
        }
    }

    fn other_options(&self, i: usize, phase: Phase) -> SeatOptions {
        SeatOptions {
            seat: self.seats[i].seat,
            phase,
            fold: false,
            check: false,
            call: None,
            bet_or_raise: None,
            no_raise_reason: None,
            all_in_to: None,
            max_discards: None,
        }
    }

    fn betting_options(&self, i: usize) -> SeatOptions {
        let s = &self.seats[i];
        let o = self.options(i);
        let (bet_or_raise, no_raise_reason) = match o.raise {
            Ok((min_to, max_to)) => (
                Some(BetRange {
                    raise: self.round.current_bet > 0,
                    min_to,
                    max_to,
                    // Mexican Poker's fixed limit: the small or the big bet, nothing between.
                    step: if self.is_stud()
                        && self.config.structure == Structure::FixedLimit
                        && max_to > min_to
                    {
                        max_to - min_to
                    } else {
                        self.config.chip_unit
                    },
                }),
                None,
            ),
            Err(RaiseBlock::NoChips) => (None, None),
            Err(RaiseBlock::Cap(cap)) => {
                (None, Some(format!("the betting is capped at {cap} bets")))
            }
            Err(RaiseBlock::NotReopened) => (
                None,
                Some("the betting was not reopened by a full raise".to_string()),
            ),
            Err(RaiseBlock::NoOneToRaise) => {
                (None, Some("every other player is all-in".to_string()))
            }
        };
        let all_in_to = s.bet + s.stack;
        let must_open = self.round.must_open == Some(i) && self.round.current_bet == 0;
        SeatOptions {
            seat: s.seat,
            phase: Phase::Betting,
            fold: !must_open,
            check: o.to_call == 0 && !must_open,
            call: (o.to_call > 0).then_some(o.call_amount),
            all_in_to: (bet_or_raise.is_some_and(|r| r.max_to == all_in_to)
                || o.call_amount == s.stack)
                .then_some(all_in_to),
            bet_or_raise,
            no_raise_reason,
            max_discards: None,
        }
    }
}

/// The expected next step, in words a dealer understands.
pub(crate) fn describe(hand: &Hand) -> String {
    match hand.legal_actions() {
        LegalActions::Complete => "the hand is over".into(),
        LegalActions::Dealer(step) => match step {
            DealerStep::PostForcedBets => "the dealer posts the antes and blinds".into(),
            DealerStep::DealHole { seat, .. } => {
                format!("the dealer deals the next hole card to seat {seat}")
            }
            DealerStep::Burn { street } => {
                format!("the dealer burns a card for the {}", street.name())
            }
            DealerStep::DealBoard { street, .. } => {
                format!("the dealer deals the {}", street.name())
            }
            DealerStep::AwardPot { pot, .. } => format!("the dealer awards pot {pot}"),
            DealerStep::DealDraw { seat, cards } => format!(
                "the dealer deals seat {seat} {cards} replacement card{}",
                if cards == 1 { "" } else { "s" }
            ),
            DealerStep::Reshuffle => "the stub is short: the dealer reshuffles the discards".into(),
        },
        LegalActions::Seat(o) => match o.phase {
            Phase::Discarding => format!("Seat {} discards one card", o.seat),
            Phase::Exposing => format!("Seat {} turns its down card up or keeps it down", o.seat),
            Phase::Drawing if o.max_discards == Some(0) => format!(
                "Seat {} stands pat: the stub was reshuffled before it asked for cards",
                o.seat
            ),
            Phase::Drawing => format!(
                "Seat {} draws: it throws away 0 to {} cards",
                o.seat,
                o.max_discards.unwrap_or(5)
            ),
            Phase::Showdown => format!("Seat {} shows or mucks", o.seat),
            _ => describe_betting(hand, &o),
        },
    }
}

fn describe_betting(hand: &Hand, o: &SeatOptions) -> String {
    let seat = o.seat;
    let raise = o.bet_or_raise.map(|r| {
        let verb = if r.raise { "raise to" } else { "bet" };
        if r.min_to == r.max_to {
            if Some(r.max_to) == o.all_in_to && hand.config.structure != Structure::FixedLimit {
                format!("{verb} {} (all-in)", amt(r.max_to))
            } else {
                format!("{verb} {}", amt(r.min_to))
            }
        } else if hand.is_stud() && hand.config.structure == Structure::FixedLimit {
            format!("{verb} {} or {}", amt(r.min_to), amt(r.max_to))
        } else if hand.config.structure == Structure::NoLimit {
            format!("{verb} at least {}", amt(r.min_to))
        } else {
            format!("{verb} {} to {}", amt(r.min_to), amt(r.max_to))
        }
    });
    match (o.call, raise) {
        (Some(call), Some(raise)) => {
            format!("Seat {seat} must call {} or {raise}, or fold", amt(call))
        }
        (Some(call), None) => {
            let all_in = if Some(call) == o.all_in_to.map(|t| t - hand_bet(hand, seat)) {
                " (all-in)"
            } else {
                ""
            };
            format!("Seat {seat} must call {}{all_in} or fold", amt(call))
        }
        (None, Some(raise)) if !o.check => format!("Seat {seat} must open: {raise}"),
        (None, Some(raise)) => format!("Seat {seat} may check or {raise}"),
        (None, None) => format!("Seat {seat} may check"),
    }
}

fn hand_bet(hand: &Hand, seat: SeatNo) -> Chips {
    hand.seats
        .iter()
        .find(|s| s.seat == seat)
        .map_or(0, |s| s.bet)
}
