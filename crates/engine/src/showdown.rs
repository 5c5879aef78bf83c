//! Showdown (show or muck) and awarding the pots.

use cardroom_cards::{Strength, bug, high, lowball};

use crate::config::Game;
use crate::event::Event;
use crate::hand::{Bits, Hand, Phase};
use crate::settle::{self, PotResult};
use crate::violation::{Violation, cold};
use crate::{Card, CardList, SeatList, SeatNo, Shares, ShownCards};

fn seat_list(seats: &[SeatNo]) -> String {
    let names: Vec<String> = seats.iter().map(|s| format!("seat {s}")).collect();
    names.join(", ")
}

/// `seats` holds `seat`.
#[expect(
    clippy::manual_contains,
    reason = "`contains` on bytes calls `memchr`: slower on a list of a few seats"
)]
fn holds(seats: &[SeatNo], seat: SeatNo) -> bool {
    seats.iter().any(|&s| s == seat)
}

/// The same seats in both lists, in any order (repeats aside).
fn same_seats(a: &[SeatNo], b: &[SeatNo]) -> bool {
    a.iter().all(|&s| holds(b, s)) && b.iter().all(|&s| holds(a, s))
}

impl Hand {
    pub(crate) fn begin_showdown(&mut self) {
        self.showdown_left = self.live;
        self.phase = Phase::Showdown;
        if self.showdown_left == 0 {
            self.end_showdown();
        }
    }

    /// The next seat to show or muck: the seats still in when the showdown began, clockwise
    /// from the last seat to bet or raise (or the first to act).
    pub(crate) fn next_to_show(&self) -> Option<usize> {
        let opener = self.round.opener % self.seats.len();
        let at_or_after = self.showdown_left & (u32::MAX << opener);
        Bits(at_or_after)
            .next()
            .or_else(|| Bits(self.showdown_left).next())
    }

    fn end_showdown(&mut self) {
        self.showdown_done = true;
        if self.street.last() || self.live_count() <= 1 {
            self.begin_awarding();
        } else {
            self.phase = Phase::Board;
            self.burned = false;
        }
    }

    fn showdown_turn(&self, seat: SeatNo) -> Result<usize, Violation> {
        self.check_turn(
            seat,
            Phase::Showdown,
            self.next_to_show(),
            "No showdown now",
            "is not next to show",
        )
    }

    fn next_in_showdown(&mut self) {
        if let Some(i) = self.next_to_show() {
            self.showdown_left &= !(1 << i);
        }
        if self.showdown_left == 0 {
            self.end_showdown();
        }
    }

    pub(crate) fn show(
        &mut self,
        seat: SeatNo,
        cards: Option<ShownCards>,
    ) -> Result<(), Violation> {
        let i = self.showdown_turn(seat)?;
        if let Some(shown) = &cards {
            let hole = &self.seats[i].hole;
            if shown.len() != hole.len() {
                return Err(cold(|| {
                    Violation::WrongCardCount(format!(
                        "Seat {seat} holds {} cards, {} shown",
                        hole.len(),
                        shown.len()
                    ))
                }));
            }
            let mut unknown_slots = hole.iter().filter(|c| c.is_none()).count();
            // At most the hand's unknown slots: a list holds them without the heap.
            let mut new_cards = CardList::new();
            for (k, &card) in shown.iter().enumerate() {
                if shown[..k].contains(&card) {
                    return Err(cold(|| Violation::DuplicateCard {
                        card: card.to_string(),
                        place: "shown twice".into(),
                    }));
                }
                if hole.contains(&Some(card)) {
                    continue;
                }
                if unknown_slots == 0 {
                    return Err(cold(|| Violation::CardNotHeld {
                        seat,
                        card: card.to_string(),
                    }));
                }
                unknown_slots -= 1;
                // Fewer than the cards held: there is room.
                let _ = new_cards.try_push(Some(card));
            }
            let seen = self.check_new_cards(&new_cards)?;
            self.known |= seen;
            let s = &mut self.seats[i];
            let mut fill = new_cards.into_iter();
            for slot in s.hole.iter_mut() {
                if slot.is_none() {
                    *slot = fill.next().flatten();
                }
            }
        }
        self.seats[i].shown = true;
        self.next_in_showdown();
        self.accept(move || Event::Shown { seat, cards })
    }

    pub(crate) fn muck(&mut self, seat: SeatNo) -> Result<(), Violation> {
        let i = self.showdown_turn(seat)?;
        if !self
            .seats
            .iter()
            .enumerate()
            .any(|(j, o)| j != i && o.live())
        {
            return Err(cold(|| {
                Violation::LastLiveHand(format!(
                    "Seat {seat} holds the last hand still in: it wins without a contest and must not muck"
                ))
            }));
        }
        self.muck_seat(i);
        self.next_in_showdown();
        self.accept(move || Event::Mucked { seat })
    }

    pub(crate) fn begin_awarding(&mut self) {
        self.apply_low_ball_penalties();
        self.pots = self.build_pots();
        self.awards.clear();
        self.phase = if self.pots.is_empty() {
            Phase::Complete
        } else {
            Phase::Awarding
        };
    }

    /// The best hands among `eligible` when every card needed is known.
    pub(crate) fn best_of(&self, eligible: &[SeatNo]) -> Option<SeatList> {
        if eligible.len() == 1 {
            return Some(SeatList::collect_within(eligible.iter().copied()));
        }
        if !self.config.game.is_draw() && !self.is_stud() && self.board.len() != 5 {
            return None;
        }
        let mut best = None;
        let mut winners = SeatList::new();
        for &seat in eligible {
            let i = self.index_of(seat).ok()?;
            let value = self.strength_of(i)?;
            match best.as_ref().map(|b| value.cmp(b)) {
                None | Some(std::cmp::Ordering::Greater) => {
                    best = Some(value);
                    winners.clear();
                    winners.push_within(seat);
                }
                Some(std::cmp::Ordering::Equal) => winners.push_within(seat),
                Some(std::cmp::Ordering::Less) => {}
            }
        }
        Some(winners)
    }

    /// Seat `i`'s hand by the game's ranking, when every card needed is known: two hole cards
    /// and the board, or the five cards of a draw or stud hand.
    fn strength_of(&self, i: usize) -> Option<Strength> {
        let hole = &self.seats[i].hole;
        match self.config.game {
            Game::Holdem | Game::Pineapple => {
                if hole.len() != 2 {
                    return None;
                }
                let mut cards = [Card::JOKER; 7];
                for (slot, card) in cards.iter_mut().zip(hole.iter().chain(&self.board)) {
                    *slot = (*card)?;
                }
                high::strength(&cards).ok()
            }
            Game::MexicanPoker => self.stud_strength(i),
            Game::LowBall | Game::FiveCardDraw => {
                let cards: Vec<Card> = hole.iter().copied().collect::<Option<_>>()?;
                match self.config.game {
                    Game::LowBall => Some(lowball::evaluate(&cards).ok()?.strength()),
                    _ if self.config.joker => Some(bug::evaluate(&cards).ok()?.strength()),
                    _ => high::strength(&cards).ok(),
                }
            }
        }
    }

    /// `seats` in clockwise order starting left of the button.
    fn clockwise_from_button(&self, seats: &[SeatNo]) -> SeatList {
        if let [seat] = seats {
            // One seat: already in order (when it is dealt in).
            return self
                .index_of(*seat)
                .map_or_else(|_| SeatList::new(), |_| SeatList::collect_within([*seat]));
        }
        let mut out = SeatList::new();
        for i in self.clockwise_from_button_left() {
            let seat = self.seat_nos[i];
            if holds(seats, seat) {
                out.push_within(seat);
            }
        }
        out
    }

    pub(crate) fn award_pot(
        &mut self,
        pot: usize,
        winners: Option<SeatList>,
    ) -> Result<(), Violation> {
        if self.phase == Phase::Complete {
            return Err(Violation::HandOver);
        }
        if self.phase != Phase::Awarding {
            return Err(cold(|| {
                Violation::WrongStreet(format!(
                    "The pots are not ready to award: {}",
                    self.expected()
                ))
            }));
        }
        let next = self.awards.len();
        if pot != next {
            return Err(cold(|| {
                Violation::OutOfTurn(format!("Award pot {next} first: {}", self.expected()))
            }));
        }
        let p = self.pots[pot];
        let computed = self.best_of(&p.eligible);
        let named = match winners {
            Some(named) => {
                if named.is_empty() {
                    return Err(cold(|| {
                        Violation::WinnersRequired(format!(
                            "Name at least one winner of pot {pot}: eligible are {}",
                            seat_list(&p.eligible)
                        ))
                    }));
                }
                for seat in &named {
                    if !holds(&p.eligible, *seat) {
                        return Err(cold(|| {
                            Violation::NotEligible(format!(
                                "Seat {seat} cannot win pot {pot}: eligible are {}",
                                seat_list(&p.eligible)
                            ))
                        }));
                    }
                }
                let named = self.clockwise_from_button(&named);
                if let Some(best) = &computed
                    && !same_seats(best, &named)
                {
                    let best = self.clockwise_from_button(best);
                    return Err(cold(|| {
                        Violation::WrongWinners(format!(
                            "The cards give pot {pot} to {}, not {}",
                            seat_list(&best),
                            seat_list(&named)
                        ))
                    }));
                }
                named
            }
            None => match computed {
                Some(best) => self.clockwise_from_button(&best),
                None => {
                    return Err(cold(|| {
                        Violation::WinnersRequired(format!(
                            "Cards are unknown: name the winners of pot {pot} among {}",
                            seat_list(&p.eligible)
                        ))
                    }));
                }
            },
        };
        let already: i64 = self.awards.iter().map(|a| a.collected).sum();
        let collected = (self.effective_pot_drop() - already).clamp(0, p.amount);
        let named = if self.is_stud() {
            // Stud: the odd chip goes to the high card by suit.
            self.stud_odd_chip_order(named)
        } else {
            named
        };
        let shares = settle::split(p.amount - collected, &named, self.config.chip_unit);
        for share in &shares {
            if let Some(s) = self.seats.iter_mut().find(|s| s.seat == share.seat) {
                s.stack += share.amount;
            }
        }
        self.awards.push(PotResult {
            amount: p.amount,
            eligible: p.eligible,
            collected,
            shares: Shares::from_slice(&shares),
        });
        if self.awards.len() == self.pots.len() {
            self.phase = Phase::Complete;
        }
        self.accept(move || Event::PotAwarded {
            pot,
            amount: p.amount,
            collected,
            shares,
        })
    }
}
