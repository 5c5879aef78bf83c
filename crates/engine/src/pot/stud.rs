//! Mexican Poker: five-card stud where, before each new card, a player either keeps his down
//! card hidden (the new card comes up) or turns it up (the new card comes down). Every active
//! player always holds exactly one face-down card. The highest up card opens the first round
//! and must bet; later rounds are opened by the best exposed hand.

use cardroom_cards::mexican::{self, JokerFace};
use cardroom_cards::{Card, Strength};

use crate::config::Game;
use crate::event::Event;
use crate::hand::{Hand, Phase, Street};
use crate::violation::{Violation, cold};
use crate::{Chips, SeatNo};

impl Hand {
    pub(crate) fn is_stud(&self) -> bool {
        self.config.game == Game::MexicanPoker
    }

    /// Whether card `k` of seat `i`'s hand is dealt face up.
    pub(crate) fn stud_card_up(&self, i: usize, k: usize) -> bool {
        match k {
            0 => false,
            1 => true,
            _ => self.seats[i].turned_up != Some(true),
        }
    }

    /// A card must be burned before the third, fourth and fifth cards.
    pub(crate) fn stud_burn_due(&self) -> bool {
        self.is_stud() && self.phase == Phase::Dealing && self.deal_target > 2 && !self.burned
    }

    pub(crate) fn stud_burn(&mut self, card: Option<Card>) -> Result<(), Violation> {
        if !self.stud_burn_due() {
            return Err(cold(|| {
                Violation::WrongStreet(format!("No burn now: {}", self.expected()))
            }));
        }
        let seen = self.check_new_cards(&[card])?;
        self.known |= seen;
        self.burns.push(card);
        self.burned = true;
        self.accept(move || Event::Burned { card })
    }

    /// Checks the new cards of seat `i`: face-up cards must be entered.
    pub(crate) fn check_stud_faces(
        &self,
        i: usize,
        cards: &[Option<Card>],
    ) -> Result<(), Violation> {
        let held = self.seats[i].hole.len();
        for (j, card) in cards.iter().enumerate() {
            if card.is_none() && self.stud_card_up(i, held + j) {
                return Err(cold(|| {
                    Violation::CardRequired(format!(
                        "Seat {}'s card number {} is dealt face up: enter it",
                        self.seats[i].seat,
                        held + j + 1
                    ))
                }));
            }
        }
        Ok(())
    }

    /// Records the faces of the cards just dealt to seat `i`.
    pub(crate) fn record_stud_faces(&mut self, i: usize, count: usize) {
        let held = self.seats[i].hole.len() - count;
        for k in held..held + count {
            let up = self.stud_card_up(i, k);
            let s = &mut self.seats[i];
            s.up.push(up);
            s.dealt_up.push(up);
        }
    }

    /// Every live seat has its cards: the next betting round, or the next choice.
    pub(crate) fn stud_street_dealt(&mut self) {
        for s in &mut self.seats {
            s.turned_up = None;
        }
        self.street = match self.deal_target {
            2 => Street::Second,
            3 => Street::Third,
            4 => Street::Fourth,
            _ => Street::Fifth,
        };
        self.burned = false;
        if self.runout {
            if self.street.last() {
                self.begin_showdown();
            } else {
                self.begin_exposing();
            }
        } else {
            self.start_betting();
        }
    }

    pub(crate) fn begin_exposing(&mut self) {
        self.phase = Phase::Exposing;
        if self.next_to_expose().is_none() {
            self.begin_stud_deal();
        }
    }

    fn begin_stud_deal(&mut self) {
        self.deal_target = self.street.stud_cards() + 1;
        self.phase = Phase::Dealing;
        self.burned = false;
        self.refresh_deal();
    }

    /// The next seat to choose, clockwise from the left of the button.
    pub(crate) fn next_to_expose(&self) -> Option<usize> {
        self.live_from_button_left()
            .find(|&i| self.seats[i].turned_up.is_none())
    }

    fn expose_turn(&self, seat: SeatNo) -> Result<usize, Violation> {
        self.check_turn(
            seat,
            Phase::Exposing,
            self.next_to_expose(),
            "Down cards are turned up or kept before a new card",
            "is not next to choose",
        )
    }

    fn after_choice(&mut self) {
        if self.next_to_expose().is_none() {
            self.begin_stud_deal();
        }
    }

    pub(crate) fn turn_up(&mut self, seat: SeatNo, card: Option<Card>) -> Result<(), Violation> {
        let i = self.expose_turn(seat)?;
        let Some(k) = self.seats[i].up.iter().position(|u| !u) else {
            return Err(cold(|| {
                Violation::WrongStreet(format!("Seat {seat} has no card face down"))
            }));
        };
        let held = self.seats[i].hole[k];
        let shown = match (held, card) {
            (Some(h), Some(c)) if h != c => {
                return Err(cold(|| Violation::CardNotHeld {
                    seat,
                    card: c.to_string(),
                }));
            }
            (Some(h), _) => h,
            (None, Some(c)) => {
                self.check_new_cards(&[Some(c)])?;
                c
            }
            (None, None) => {
                return Err(cold(|| {
                    Violation::CardRequired(format!("Seat {seat} turns its down card up: enter it"))
                }));
            }
        };
        self.mark_known(&[Some(shown)]);
        let s = &mut self.seats[i];
        s.hole[k] = Some(shown);
        s.up.set(k);
        s.turned_up = Some(true);
        self.after_choice();
        self.accept(move || Event::TurnedUp { seat, card })
    }

    pub(crate) fn keep_down(&mut self, seat: SeatNo) -> Result<(), Violation> {
        let i = self.expose_turn(seat)?;
        self.seats[i].turned_up = Some(false);
        self.after_choice();
        self.accept(move || Event::KeptDown { seat })
    }

    /// How a joker in seat `i`'s hand plays: a bug when dealt face up, wild when dealt down.
    fn joker_face(&self, i: usize) -> JokerFace {
        let s = &self.seats[i];
        let up = s
            .hole
            .iter()
            .zip(s.dealt_up.iter())
            .any(|(c, up)| up && c.is_some_and(Card::is_joker));
        if up { JokerFace::Up } else { JokerFace::Down }
    }

    /// The seat that opens this street: the highest up card on the second card (the joker
    /// an ace), the best exposed hand after; ties go to the first clockwise from the button.
    pub(crate) fn stud_opener(&self) -> usize {
        let mut best: Option<(Strength, usize)> = None;
        for i in self.live_from_button_left() {
            let s = &self.seats[i];
            let up: Vec<Card> = s
                .hole
                .iter()
                .zip(s.up.iter())
                .filter_map(|(c, u)| if u { *c } else { None })
                .collect();
            let value = if self.street == Street::Second {
                let rank = up.first().map_or(0, |&c| mexican::up_card_rank(c).value());
                Strength::from_raw(u32::from(rank))
            } else {
                match mexican::exposed(&up, self.joker_face(i)) {
                    Ok(e) => e.strength(),
                    Err(_) => Strength::from_raw(0),
                }
            };
            if best.is_none_or(|(b, _)| value > b) {
                best = Some((value, i));
            }
        }
        best.map_or(self.button, |(_, i)| i)
    }

    /// The shown five-card hands, when every card is known.
    pub(crate) fn stud_strength(&self, i: usize) -> Option<Strength> {
        let cards: Vec<Card> = self.seats[i].hole.iter().copied().collect::<Option<_>>()?;
        mexican::evaluate(&cards, self.joker_face(i))
            .ok()
            .map(|e| e.strength())
    }

    /// Winners ordered for the odd chip: the highest card by suit first (when cards are known).
    pub(crate) fn stud_odd_chip_order(&self, winners: &mut [SeatNo]) {
        let high = |seat: SeatNo| -> Option<Card> {
            let s = self.seats.iter().find(|s| s.seat == seat)?;
            s.hole
                .iter()
                .flatten()
                .filter(|c| !c.is_joker())
                .max()
                .copied()
        };
        if winners.iter().any(|&s| high(s).is_none()) {
            return;
        }
        // Stable: equal high cards (never, in one deck) keep their clockwise order.
        winners.sort_by_key(|&s| std::cmp::Reverse(high(s)));
    }

    /// Mexican Poker fixed limit: the opener (and each raiser) chooses the small or the big
    /// limit; once a big bet is made the street goes on in big bets.
    pub(crate) fn stud_raise_range(&self) -> (Chips, Chips) {
        let base = self.round.full_level;
        if self.round.big {
            (base + self.config.big_bet, base + self.config.big_bet)
        } else {
            (base + self.config.small_bet, base + self.config.big_bet)
        }
    }
}
