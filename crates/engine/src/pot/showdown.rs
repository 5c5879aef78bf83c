//! Showdown (show or muck) and awarding the pots.

use cardroom_cards::{Strength, bug, high, lowball};

use crate::config::Game;
use crate::event::Event;
use crate::hand::{Bits, Hand, MAX_SEATS, Phase};
use crate::settle;
use crate::violation::{Violation, cold};
use crate::{Card, CardList, Chips, SeatList, SeatNo, ShownCards};

fn seats_in_words(seats: &[SeatNo]) -> String {
    let names: Vec<String> = seats.iter().map(|s| format!("seat {s}")).collect();
    names.join(", ")
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
        Bits::round_from(self.showdown_left, self.round.opener % self.seats.len()).next()
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
        self.awarded.clear();
        self.phase = if self.pots.is_empty() {
            Phase::Complete
        } else {
            Phase::Awarding
        };
    }

    /// The best hands among the seats of `eligible` (bit `i`: seat index `i`) when every
    /// card needed is known, as a mask.
    pub(crate) fn best_of(&self, eligible: u32) -> Option<u32> {
        if eligible.count_ones() == 1 {
            return Some(eligible);
        }
        if !self.config.game.is_draw() && !self.is_stud() && self.board.len() != 5 {
            return None;
        }
        let mut best = None;
        let mut winners = 0;
        for i in Bits(eligible) {
            let value = self.strength_of(i)?;
            match best.as_ref().map(|b| value.cmp(b)) {
                None | Some(std::cmp::Ordering::Greater) => {
                    best = Some(value);
                    winners = 1 << i;
                }
                Some(std::cmp::Ordering::Equal) => winners |= 1 << i,
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
            Game::Holdem | Game::Pineapple | Game::CrazyPineapple => {
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

    /// The seat numbers of `mask` clockwise starting left of the button, into `out`; how many.
    fn clockwise_seats(&self, mask: u32, out: &mut [SeatNo; MAX_SEATS]) -> usize {
        let mut n = 0;
        for (slot, i) in out.iter_mut().zip(self.clockwise_of(mask)) {
            *slot = self.seat_nos[i];
            n += 1;
        }
        n
    }

    /// The seats named as winners, as a mask of seat indexes, when every one is eligible.
    fn named_winners(&self, pot: usize, named: &[SeatNo], eligible: u32) -> Result<u32, Violation> {
        if named.is_empty() {
            return Err(cold(|| {
                Violation::WinnersRequired(format!(
                    "Name at least one winner of pot {pot}: eligible are {}",
                    self.listed(eligible)
                ))
            }));
        }
        let mut mask = 0;
        for &seat in named {
            match self.index_of(seat) {
                Ok(i) if eligible & (1 << i) != 0 => mask |= 1 << i,
                _ => {
                    return Err(cold(|| {
                        Violation::NotEligible(format!(
                            "Seat {seat} cannot win pot {pot}: eligible are {}",
                            self.listed(eligible)
                        ))
                    }));
                }
            }
        }
        Ok(mask)
    }

    /// The seats of `mask` in seat-number order, in words.
    fn listed(&self, mask: u32) -> String {
        seats_in_words(&self.seat_list(mask))
    }

    /// The seats of `mask` clockwise from the button, in words.
    fn clockwise_words(&self, mask: u32) -> String {
        let mut seats = [0; MAX_SEATS];
        let n = self.clockwise_seats(mask, &mut seats);
        seats_in_words(&seats[..n])
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
            return Err(self.wrong_street("The pots are not ready to award"));
        }
        let next = self.awarded.len();
        if pot != next {
            return Err(cold(|| {
                Violation::OutOfTurn(format!("Award pot {next} first: {}", self.expected()))
            }));
        }
        let p = self.pots[pot];
        let computed = self.best_of(p.eligible);
        let winners = match &winners {
            Some(named) => {
                let named = self.named_winners(pot, named, p.eligible)?;
                if let Some(best) = computed
                    && best != named
                {
                    return Err(cold(|| {
                        Violation::WrongWinners(format!(
                            "The cards give pot {pot} to {}, not {}",
                            self.clockwise_words(best),
                            self.clockwise_words(named)
                        ))
                    }));
                }
                named
            }
            None => match computed {
                Some(best) => best,
                None => {
                    return Err(cold(|| {
                        Violation::WinnersRequired(format!(
                            "Cards are unknown: name the winners of pot {pot} among {}",
                            self.listed(p.eligible)
                        ))
                    }));
                }
            },
        };
        let already: Chips = self.awarded.iter().sum();
        // `min` then `max`, not `clamp`: nothing here can panic, whatever the amounts.
        let collected = (self.effective_pot_drop() - already).min(p.amount).max(0);
        // The jackpots' drops come out of the main pot, after the house's collection.
        let mut left = p.amount - collected;
        if pot == 0 {
            let built: Chips = self.pots.iter().map(|p| p.amount).sum();
            // A game without a board (draw, stud) takes it whatever the street.
            let flop = !self.board.is_empty()
                || !matches!(
                    self.config.game,
                    crate::Game::Holdem | crate::Game::Pineapple | crate::Game::CrazyPineapple
                );
            self.jackpot = self
                .config
                .jackpot_drops
                .iter()
                .map(|d| {
                    let taken = if built >= d.min_pot && (flop || !d.at_flop) {
                        d.amount.min(left).max(0)
                    } else {
                        0
                    };
                    left -= taken;
                    taken
                })
                .collect();
        }
        let mut order = [0; MAX_SEATS];
        let n = self.clockwise_seats(winners, &mut order);
        let order = &mut order[..n];
        if self.is_stud() {
            // Stud: the odd chip goes to the high card by suit.
            self.stud_odd_chip_order(order);
        }
        let shares = settle::split(left, order, self.config.chip_unit);
        for share in &shares {
            if let Ok(i) = self.index_of(share.seat) {
                self.seats[i].stack += share.amount;
            }
        }
        self.awarded.push(collected);
        if self.awarded.len() == self.pots.len() {
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
