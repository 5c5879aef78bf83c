//! Forced bets, the betting round, and what follows the end of a round.

use crate::config::{Collection, Structure};
use crate::event::{Event, Post, Posts};
use crate::hand::{Bits, Hand, Phase, Street};
use crate::money::{chips_down, chips_up, format_amount as amt, in_chips};
use crate::violation::{Violation, cold};
use crate::{Chips, SeatNo};

/// The state of the current betting round.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub(crate) struct Round {
    /// The level every seat must match.
    pub current_bet: Chips,
    /// The largest full bet or raise increment made in this round (no and pot limit).
    pub min_raise_inc: Chips,
    /// The level of the last bet or raise that counts as one (fixed limit).
    pub full_level: Chips,
    /// Bets and raises counted for the cap (the big blind counts pre-flop).
    pub bets: u32,
    /// The seat to act, when the round is on.
    pub next: Option<usize>,
    /// First to act, then the last seat to bet or raise: the showdown starts there.
    pub opener: usize,
    /// First to act pre-flop, fixed when the blinds are posted.
    pub first_preflop: usize,
    /// Mexican Poker: a big bet was made; the street goes on in big bets.
    pub big: bool,
    /// Mexican Poker: the high card, who must open the first round.
    pub must_open: Option<usize>,
}

/// Why a seat may not raise now.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum RaiseBlock {
    /// Not more chips than the call.
    NoChips,
    Cap(u32),
    NotReopened,
    NoOneToRaise,
}

/// What the seat to act may do.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) struct Options {
    /// The full amount to call (0: the seat may check).
    pub to_call: Chips,
    /// What calling puts in (less than `to_call` when it is an all-in).
    pub call_amount: Chips,
    /// `(min_to, max_to)` when a bet or raise is allowed.
    pub raise: Result<(Chips, Chips), RaiseBlock>,
}

impl Hand {
    pub(crate) fn bet_unit(&self) -> Chips {
        if self.is_stud() {
            return if self.round.big {
                self.config.big_bet
            } else {
                self.config.small_bet
            };
        }
        let unit = if self.street.big_bets() {
            self.config.big_bet
        } else {
            self.config.small_bet
        };
        unit * self.limit_multiplier()
    }

    /// The smallest increment that counts as a full bet or raise (no and pot limit).
    fn full_increment(&self) -> Chips {
        (self.config.min_bet * self.limit_multiplier()).max(self.round.min_raise_inc)
    }

    fn cap_applies(&self) -> Option<u32> {
        let cap = self.config.max_bets_per_round?;
        if self.config.cap_lifts_heads_up && self.live_count() <= 2 {
            return None;
        }
        (self.round.bets >= cap).then_some(cap)
    }

    /// Has the betting been reopened for seat `i` since it last acted?
    fn reopened_for(&self, i: usize) -> bool {
        let s = &self.seats[i];
        if !s.acted {
            return true;
        }
        match self.config.structure {
            Structure::FixedLimit => self.round.full_level > s.acted_at,
            Structure::NoLimit | Structure::PotLimit => {
                self.round.current_bet - s.acted_at >= self.full_increment()
            }
        }
    }

    /// What seat `i` must put in to call: the difference to the bet, and what it can put in
    /// (less when all-in). Cheaper than [`Hand::options`] when only calling matters.
    pub(crate) fn call_due(&self, i: usize) -> (Chips, Chips) {
        let s = &self.seats[i];
        let to_call = (self.round.current_bet - s.bet).max(0);
        (to_call, to_call.min(s.stack))
    }

    pub(crate) fn options(&self, i: usize) -> Options {
        let s = &self.seats[i];
        let current = self.round.current_bet;
        let (to_call, call_amount) = self.call_due(i);
        let all_in_to = s.bet + s.stack;
        let others_with_chips = self.others_with_chips(i);
        let raise = if s.stack <= to_call {
            Err(RaiseBlock::NoChips)
        } else if !others_with_chips {
            Err(RaiseBlock::NoOneToRaise)
        } else if let Some(cap) = self.cap_applies() {
            Err(RaiseBlock::Cap(cap))
        } else if !self.reopened_for(i) {
            Err(RaiseBlock::NotReopened)
        } else {
            let (min_to, max_to) = match self.config.structure {
                Structure::NoLimit => (current + self.full_increment(), all_in_to),
                Structure::PotLimit => {
                    let min_to = current + self.full_increment();
                    let pot: Chips =
                        self.seats.iter().map(|o| o.committed).sum::<Chips>() - self.pot_drop;
                    (min_to, (current + pot + to_call).max(min_to))
                }
                Structure::FixedLimit if self.is_stud() => self.stud_raise_range(),
                Structure::FixedLimit => {
                    let to = self.round.full_level + self.bet_unit();
                    (to, to)
                }
            };
            // In chips: the least rounded up, the most down (the all-in is always allowed).
            let unit = self.config.chip_unit;
            let min_to = chips_up(min_to, unit);
            let max_to = chips_down(max_to, unit).max(min_to);
            Ok((min_to.min(all_in_to), max_to.min(all_in_to)))
        };
        Options {
            to_call,
            call_amount,
            raise,
        }
    }

    // ----- forced bets -----

    pub(crate) fn post_forced_bets(&mut self) -> Result<(), Violation> {
        if self.phase != Phase::ForcedBets {
            return Err(self.wrong_street("The forced bets are already in"));
        }
        let n = self.seats.len();
        let mut antes = Posts::new();
        let mut blinds = Posts::new();
        // Positions past the configured antes (or blinds) post nothing.
        for (&configured, i) in self.config.antes.iter().zip(self.by_position()) {
            let ante = configured.min(self.seats[i].stack);
            if ante > 0 {
                let s = &mut self.seats[i];
                s.stack -= ante;
                s.committed += ante;
                s.ante = ante;
                antes.push(Post {
                    seat: s.seat,
                    amount: ante,
                    all_in: s.stack == 0,
                });
            }
        }
        let mut max_blind = 0;
        let mut max_position = None;
        for (position, (&configured, i)) in self
            .config
            .blinds
            .iter()
            .zip(self.by_position())
            .enumerate()
        {
            if configured > 0 && configured >= max_blind {
                max_blind = configured;
                max_position = Some(position);
            }
            let blind = configured.min(self.seats[i].stack);
            if blind > 0 {
                let s = &mut self.seats[i];
                s.put_in(blind);
                blinds.push(Post {
                    seat: s.seat,
                    amount: blind,
                    all_in: s.stack == 0,
                });
            }
        }
        // Live posts by seat (a new player's big blind), unless the seat already posted a
        // blind in its position this hand.
        for post in &self.config.seat_posts {
            let Some(i) = self.seats.iter().position(|s| s.seat == post.seat) else {
                continue;
            };
            let s = &mut self.seats[i];
            if s.bet > 0 {
                continue;
            }
            let amount = post.amount.min(s.stack);
            if amount > 0 {
                s.put_in(amount);
                blinds.push(Post {
                    seat: s.seat,
                    amount,
                    all_in: s.stack == 0,
                });
            }
        }
        let button_drop = match self.config.collection {
            Collection::ButtonDrop { amount } => {
                let s = &mut self.seats[self.button];
                let paid = amount.min(s.stack).max(0);
                s.stack -= paid;
                paid
            }
            _ => 0,
        };
        let pot_drop = match self.config.collection {
            Collection::PotDrop { amount } => {
                let pot: Chips = self.seats.iter().map(|s| s.committed).sum();
                amount.min(pot).max(0)
            }
            _ => 0,
        };
        self.button_drop = button_drop;
        self.pot_drop = pot_drop;
        self.round = Round {
            current_bet: max_blind,
            min_raise_inc: 0,
            full_level: max_blind,
            bets: u32::from(max_blind > 0),
            next: None,
            opener: 0,
            first_preflop: 0,
            big: false,
            must_open: None,
        };
        let first = match max_position {
            Some(p) => self.at_position((p + 1) % n),
            // No blinds: the player left of the button (heads-up too).
            None => (self.button + 1) % n,
        };
        self.round.first_preflop = first;
        self.round.opener = first;
        self.phase = Phase::Dealing;
        self.refresh_deal();
        let kill = self.post_required_kill();
        self.accept(move || Event::ForcedBetsPosted {
            antes,
            blinds,
            button_drop,
            pot_drop,
            kill,
        })
    }

    // ----- the round -----

    /// Starts the betting round of the current street.
    pub(crate) fn start_betting(&mut self) {
        let first = if self.is_stud() {
            if !self.street.first() {
                self.round = Round {
                    first_preflop: self.round.first_preflop,
                    ..Round::default()
                };
            }
            let opener = self.stud_opener();
            self.round.must_open = self.street.first().then_some(opener);
            opener
        } else if self.street.first() {
            self.round.first_preflop
        } else {
            self.round = Round {
                first_preflop: self.round.first_preflop,
                ..Round::default()
            };
            self.live_from_button_left().next().unwrap_or(self.button)
        };
        for s in &mut self.seats {
            s.acted = false;
            s.acted_at = 0;
        }
        self.round.opener = first;
        self.phase = Phase::Betting;
        self.restart_round_at(first);
    }

    /// Hands the action to the first seat from `first` that must act.
    pub(crate) fn restart_round_at(&mut self, first: usize) {
        self.round.next = self.find_next(first);
        if self.round.next.is_none() {
            self.end_round();
        }
    }

    /// The first seat from `from` clockwise that must act: a live seat with chips behind
    /// that has not acted in this round or has a bet to match. With nobody left to bet
    /// against (one seat with chips), only a bet to match needs an answer.
    fn find_next(&self, from: usize) -> Option<usize> {
        let current = self.round.current_bet;
        let n = self.seats.len();
        let order = (from..n).chain(0..from);
        let has_chips = |j: usize| self.seats[j].live() && self.seats[j].stack > 0;
        // The first seat that has not acted or is behind; usually the next one along.
        let c = order
            .clone()
            .find(|&j| has_chips(j) && (!self.seats[j].acted || self.seats[j].bet < current))?;
        if self.seats[c].bet < current || self.others_with_chips(c) {
            return Some(c);
        }
        // Alone with chips: only a bet to match needs an answer.
        order
            .skip_while(|&j| j != c)
            .find(|&j| has_chips(j) && self.seats[j].bet < current)
    }

    /// Some live seat other than `i` has chips behind.
    fn others_with_chips(&self, i: usize) -> bool {
        Bits(self.live & !(1 << i)).any(|j| self.seats[j].stack > 0)
    }

    /// Live seats with chips behind.
    pub(crate) fn with_chips(&self) -> usize {
        self.live_seats()
            .filter(|&i| self.seats[i].stack > 0)
            .count()
    }

    /// After seat `i` acted: the next seat, or the end of the round.
    fn after_seat_action(&mut self, i: usize) {
        self.round.next = if self.live_count() <= 1 {
            None
        } else {
            self.find_next((i + 1) % self.seats.len())
        };
        if self.round.next.is_none() {
            self.end_round();
        }
    }

    /// Returns an uncalled bet, gathers the bets, and moves to the next phase.
    fn end_round(&mut self) {
        self.round.next = None;
        self.return_uncalled();
        for s in &mut self.seats {
            s.bet = 0;
        }
        if self.live_count() <= 1 {
            self.begin_awarding();
        } else if self.discard_due() {
            self.phase = Phase::Discarding;
        } else {
            self.after_round();
        }
    }

    /// The next phase once a round (and any discards) is over.
    pub(crate) fn after_round(&mut self) {
        if self.with_chips() <= 1 {
            self.runout = true;
        }
        if self.config.game.is_draw() && self.street == Street::PreDraw {
            self.begin_drawing();
        } else if self.is_stud() {
            if self.street.last() {
                self.begin_showdown();
            } else {
                self.begin_exposing();
            }
        } else if self.street.last()
            || (self.runout && !self.showdown_done && !self.discard_ahead())
        {
            self.begin_showdown();
        } else {
            self.phase = Phase::Board;
            self.burned = false;
        }
    }

    /// Crazy Pineapple's discard is still to come (the players all in before the flop keep
    /// their three cards until it is dealt): the showdown waits for it.
    pub(crate) fn discard_ahead(&self) -> bool {
        self.config
            .game
            .discards_after()
            .is_some_and(|s| self.street < s)
    }

    /// Someone still in holds the card he must discard now.
    pub(crate) fn discard_due(&self) -> bool {
        self.config.game.discards_after() == Some(self.street)
            && self.seats.iter().any(|s| s.live() && !s.discarded)
    }

    /// The part of the highest bet of the round that nobody matched goes back to its bettor.
    fn return_uncalled(&mut self) {
        let Some(top) = (0..self.seats.len()).max_by_key(|&i| self.seats[i].bet) else {
            return;
        };
        let second = self
            .seats
            .iter()
            .enumerate()
            .filter(|&(j, _)| j != top)
            .map(|(_, s)| s.bet)
            .max()
            .unwrap_or(0);
        // The pot drop set aside when the blinds went in stays in the pot.
        let total: Chips = self.seats.iter().map(|s| s.committed).sum();
        let reserved = if self.config.no_flop_no_drop && self.board.is_empty() {
            0
        } else {
            self.pot_drop
        };
        let s = &mut self.seats[top];
        let excess = (s.bet - second).min(total - reserved).max(0);
        if excess > 0 {
            s.stack += excess;
            s.bet -= excess;
            s.committed -= excess;
            let seat = s.seat;
            self.returned.push((seat, excess));
        }
    }

    // ----- a seat's actions -----

    /// Checks that `seat` is the one to act in a betting round; returns its index.
    fn turn_of(&self, seat: SeatNo) -> Result<usize, Violation> {
        self.check_turn(
            seat,
            Phase::Betting,
            self.round.next,
            "No betting now",
            "is not next",
        )
    }

    /// Mexican Poker: the high card may not check or fold before the first bet.
    fn check_must_open(&self, i: usize) -> Result<(), Violation> {
        if self.round.must_open == Some(i) && self.round.current_bet == 0 {
            let (small, big) = self.options(i).raise.unwrap_or((0, 0));
            return Err(cold(|| Violation::MustOpen {
                seat: self.seats[i].seat,
                small: amt(small),
                big: amt(big),
            }));
        }
        Ok(())
    }

    pub(crate) fn fold(&mut self, seat: SeatNo) -> Result<(), Violation> {
        let i = self.turn_of(seat)?;
        self.check_must_open(i)?;
        self.fold_seat(i);
        self.seats[i].acted = true;
        self.after_seat_action(i);
        self.accept(move || Event::Folded { seat })
    }

    pub(crate) fn check(&mut self, seat: SeatNo) -> Result<(), Violation> {
        let i = self.turn_of(seat)?;
        self.check_must_open(i)?;
        if self.call_due(i).0 > 0 {
            return Err(cold(|| Violation::CheckFacingBet {
                seat,
                expected: self.expected(),
            }));
        }
        let current = self.round.current_bet;
        let s = &mut self.seats[i];
        s.acted = true;
        s.acted_at = current;
        self.note_check(i);
        self.after_seat_action(i);
        self.accept(move || Event::Checked { seat })
    }

    pub(crate) fn call(&mut self, seat: SeatNo) -> Result<(), Violation> {
        let i = self.turn_of(seat)?;
        let (to_call, amount) = self.call_due(i);
        if to_call == 0 {
            return Err(cold(|| Violation::NothingToCall {
                seat,
                expected: self.expected(),
            }));
        }
        let current = self.round.current_bet;
        let all_in = self.seats[i].act_with(amount, current);
        self.after_seat_action(i);
        self.accept(move || Event::Called {
            seat,
            amount,
            all_in,
        })
    }

    pub(crate) fn all_in(&mut self, seat: SeatNo) -> Result<(), Violation> {
        let i = self.turn_of(seat)?;
        let s = &self.seats[i];
        let to = s.bet + s.stack;
        if to <= self.round.current_bet {
            self.call(seat)
        } else {
            self.bet_or_raise(seat, to)
        }
    }

    pub(crate) fn bet_or_raise(&mut self, seat: SeatNo, to: Chips) -> Result<(), Violation> {
        let i = self.turn_of(seat)?;
        let options = self.options(i);
        let current = self.round.current_bet;
        let s = &self.seats[i];
        let verb = if current > 0 { "raise to" } else { "bet" };
        // Compared, not subtracted: `to` is what was entered, any amount.
        if to > s.bet + s.stack {
            return Err(cold(|| Violation::NotEnoughChips {
                seat,
                stack: amt(s.stack),
                detail: format!(
                    "{verb} {} needs {} more; all-in is {}",
                    amt(to),
                    amt(to - s.bet),
                    amt(s.bet + s.stack)
                ),
            }));
        }
        let (min_to, max_to) = match options.raise {
            Ok(range) => range,
            Err(block) => return Err(cold(|| self.raise_blocked(seat, block))),
        };
        let all_in = to == s.bet + s.stack;
        let unit = self.config.chip_unit;
        if !all_in && !in_chips(to, unit) {
            return Err(cold(|| Violation::NotChipMultiple {
                seat,
                detail: format!(
                    "bets are in {} chips: {} is not a multiple of {}; {}",
                    amt(unit),
                    amt(to),
                    amt(unit),
                    self.expected()
                ),
            }));
        }
        if to <= current || (to < min_to && !all_in) {
            return Err(cold(|| {
                let detail = if current > 0 {
                    format!(
                        "a raise must be to at least {}; {}",
                        amt(min_to),
                        self.expected()
                    )
                } else {
                    format!(
                        "a bet must be at least {}; {}",
                        amt(min_to),
                        self.expected()
                    )
                };
                Violation::BelowMinRaise { seat, detail }
            }));
        }
        if to > max_to {
            return Err(cold(|| {
                let detail = format!("{verb} at most {}; {}", amt(max_to), self.expected());
                match self.config.structure {
                    Structure::PotLimit => Violation::OverPotLimit { seat, detail },
                    _ => Violation::OverLimit { seat, detail },
                }
            }));
        }
        if self.is_stud()
            && self.config.structure == Structure::FixedLimit
            && !all_in
            && to != min_to
            && to != max_to
        {
            return Err(cold(|| {
                let detail = format!(
                    "{verb} {} (the small limit) or {} (the big limit); {}",
                    amt(min_to),
                    amt(max_to),
                    self.expected()
                );
                Violation::OverLimit { seat, detail }
            }));
        }
        if self.is_stud() && to - self.round.full_level >= self.config.big_bet {
            self.round.big = true;
        }
        let increment = to - current;
        let full = match self.config.structure {
            Structure::FixedLimit => {
                let unit = self.bet_unit();
                to >= self.round.full_level + unit || 2 * (to - self.round.full_level) >= unit
            }
            Structure::NoLimit | Structure::PotLimit => increment >= self.full_increment(),
        };
        if full {
            self.round.bets += 1;
            self.round.min_raise_inc = self.round.min_raise_inc.max(increment);
            self.round.full_level = to;
        }
        self.round.current_bet = to;
        self.round.opener = i;
        self.note_raise(i);
        let s = &mut self.seats[i];
        let all_in = s.act_with(to - s.bet, to);
        self.after_seat_action(i);
        self.accept(move || Event::Bet {
            seat,
            to,
            raise: current > 0,
            all_in,
            full,
        })
    }

    fn raise_blocked(&self, seat: SeatNo, block: RaiseBlock) -> Violation {
        let expected = self.expected();
        match block {
            RaiseBlock::NoChips => Violation::NotEnoughChips {
                seat,
                stack: amt(self
                    .seats
                    .iter()
                    .find(|s| s.seat == seat)
                    .map_or(0, |s| s.stack)),
                detail: format!("not enough to raise; {expected}"),
            },
            RaiseBlock::Cap(cap) => Violation::RaiseCapReached {
                seat,
                cap,
                expected,
            },
            RaiseBlock::NotReopened => Violation::NotReopened {
                seat,
                reason: "the all-in since its last action was less than a full raise".into(),
                expected,
            },
            RaiseBlock::NoOneToRaise => Violation::NoOneToRaise { seat, expected },
        }
    }
}
