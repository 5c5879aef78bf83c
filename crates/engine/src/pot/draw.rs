//! Draw games (Five Card Draw, Low Ball): the kill, the draw, the stub and its reshuffle,
//! exposed cards, and Low Ball's sevens and check-raise rules at the showdown.

use cardroom_cards::{Rank, lowball};
use serde::{Deserialize, Serialize};

use crate::config::{Game, SevensPenalty};
use crate::event::Event;
use crate::hand::{Hand, Phase, Street};
use crate::money::format_amount as amt;
use crate::violation::{Violation, cold};
use crate::{Burns, Card, CardList, Chips, SeatNo, ShownCards};

/// Which Low Ball rule cost a player the action after the draw.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "specta", derive(specta::Type))]
#[serde(rename_all = "snake_case")]
pub enum PenaltyRule {
    /// Checked a seven or better after the draw.
    Sevens,
    /// Check-raised after the draw without an eight or better.
    CheckRaise,
}

/// A Low Ball penalty applied when the pots were built.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "specta", derive(specta::Type))]
pub struct Penalty {
    pub seat: SeatNo,
    pub rule: PenaltyRule,
    pub effect: SevensPenalty,
    /// The bets after the draw returned to those who made them (`void_post_draw`).
    pub returned: Chips,
}

impl Hand {
    /// Cards left in the stub.
    pub(crate) fn stub_left(&self) -> usize {
        (self.config.deck_size() + self.stub_added).saturating_sub(self.stub_taken)
    }

    /// Cards the dealer may still deal from the stub: Low Ball never deals its last card.
    pub(crate) fn dealable(&self) -> usize {
        match self.config.game {
            Game::LowBall => self.stub_left().saturating_sub(1),
            _ => self.stub_left(),
        }
    }

    /// The seat waiting for replacement cards in the draw.
    pub(crate) fn owed_seat(&self) -> Option<usize> {
        self.live_from_button_left()
            .find(|&i| self.seats[i].owed > 0)
    }

    /// The next seat to say how many cards it draws.
    pub(crate) fn next_to_draw(&self) -> Option<usize> {
        if self.owed_seat().is_some() {
            return None;
        }
        self.live_from_button_left()
            .find(|&i| self.seats[i].drew.is_none())
    }

    /// Five Card Draw, house rule 5: "Any player who has not requested an exchange for new
    /// cards prior to the reshuffle, shall not be included in the draw of reshuffled cards."
    /// Each player is served before the next one declares and the stub is reshuffled only once
    /// it is empty, so after a reshuffle it holds reshuffled cards only: a player declaring
    /// after it may only stand pat. The seat index the stub was reshuffled for, when so.
    fn reshuffle_excludes(&self) -> Option<usize> {
        match self.config.game {
            Game::FiveCardDraw => self.reshuffled_for,
            _ => None,
        }
    }

    /// The most cards seat index `i` may throw away in its draw now.
    pub(crate) fn max_discards(&self, i: usize) -> usize {
        if self.reshuffle_excludes().is_some() {
            0
        } else {
            self.seats[i].hole.len()
        }
    }

    /// Limits double once the pot is killed.
    pub(crate) fn limit_multiplier(&self) -> Chips {
        if self.killer.is_some() { 2 } else { 1 }
    }

    /// What a kill posts now, when `seat` may kill the pot.
    pub fn kill_amount(&self, seat: SeatNo) -> Option<Chips> {
        let i = self.index_of(seat).ok()?;
        self.check_kill(i).ok()
    }

    fn check_kill(&self, i: usize) -> Result<Chips, Violation> {
        let seat = self.seats[i].seat;
        if self.config.game != Game::LowBall {
            return Err(self.wrong_street("Only a Low Ball pot can be killed"));
        }
        if self.killer.is_some() {
            return Err(cold(|| {
                Violation::WrongStreet("The pot is already killed".to_string())
            }));
        }
        let before_action = self.phase == Phase::Dealing
            || (self.phase == Phase::Betting
                && self.street == Street::PreDraw
                && self.seats.iter().all(|s| !s.acted));
        if !before_action {
            return Err(self.wrong_street("A pot is killed before the betting starts"));
        }
        let big = self.config.blinds.iter().copied().max().unwrap_or(0);
        if big <= 0 {
            return Err(cold(|| {
                Violation::InvalidSetup(
                    "A kill is double the big blind: this table has no blinds".to_string(),
                )
            }));
        }
        let s = &self.seats[i];
        let put = 2 * big - s.bet;
        if s.stack < put {
            return Err(cold(|| Violation::NotEnoughChips {
                seat,
                stack: amt(s.stack),
                detail: format!("a kill needs {}", amt(put)),
            }));
        }
        Ok(2 * big)
    }

    /// Low Ball's required kill, posted with the forced bets (all-in when the seat has less).
    pub(crate) fn post_required_kill(&mut self) -> Option<crate::event::Post> {
        let seat = self.config.kill_seat?;
        let i = self.seats.iter().position(|s| s.seat == seat)?;
        if self.config.game != Game::LowBall {
            return None;
        }
        let big = self.config.blinds.iter().copied().max().unwrap_or(0);
        let s = &mut self.seats[i];
        let put = (2 * big - s.bet).min(s.stack).max(0);
        s.put_in(put);
        let to = s.bet;
        let all_in = s.stack == 0;
        if to > self.round.current_bet {
            self.raise_level_to(to);
        }
        self.killed_by(i);
        Some(crate::event::Post {
            seat,
            amount: put,
            all_in,
        })
    }

    /// The round's bet, full level and smallest raise after a kill to `to`.
    fn raise_level_to(&mut self, to: Chips) {
        self.round.current_bet = to;
        self.round.full_level = to;
        self.round.min_raise_inc = self.round.min_raise_inc.max(to);
    }

    /// Seat `i` has killed the pot: the kill is the round's bet, and the seat after the
    /// killer acts first. Gives that seat's index.
    fn killed_by(&mut self, i: usize) -> usize {
        self.killer = Some(i);
        self.round.bets = 1;
        let first = (i + 1) % self.seats.len();
        self.round.first_preflop = first;
        self.round.opener = first;
        first
    }

    pub(crate) fn kill(&mut self, seat: SeatNo) -> Result<(), Violation> {
        if self.phase == Phase::Complete {
            return Err(Violation::HandOver);
        }
        let i = self.index_of(seat)?;
        let amount = self.check_kill(i)?;
        let s = &mut self.seats[i];
        s.put_in(amount - s.bet);
        self.raise_level_to(amount);
        let first = self.killed_by(i);
        if self.phase == Phase::Betting {
            for s in &mut self.seats {
                s.acted = false;
            }
            self.restart_round_at(first);
        }
        self.accept(move || Event::Killed { seat, amount })
    }

    /// The pre-draw betting is over: the draw starts left of the button.
    pub(crate) fn begin_drawing(&mut self) {
        for s in &mut self.seats {
            s.committed_before_draw = s.committed;
        }
        self.phase = Phase::Drawing;
        self.burned = false;
        if self.next_to_draw().is_none() {
            self.end_drawing();
        }
    }

    fn end_drawing(&mut self) {
        self.street = Street::PostDraw;
        if self.runout {
            self.begin_showdown();
        } else {
            self.start_betting();
        }
    }

    fn draw_turn(&self, seat: SeatNo) -> Result<usize, Violation> {
        self.check_turn(
            seat,
            Phase::Drawing,
            self.next_to_draw(),
            "No draw now",
            "is not next to draw",
        )
    }

    /// Which hole slots `cards` leave: known cards must be held; an unknown slot takes a card
    /// not seen elsewhere; an unknown card takes an unknown slot.
    fn discard_slots(&self, i: usize, cards: &[Option<Card>]) -> Result<Vec<usize>, Violation> {
        let seat = self.seats[i].seat;
        let mut taken: Vec<usize> = Vec::with_capacity(cards.len());
        for &card in cards {
            let slot = self.discard_slot(i, &taken, card, || {
                format!("Seat {seat}'s cards are known: enter the cards it throws away")
            })?;
            taken.push(slot);
        }
        Ok(taken)
    }

    /// The hole slot of seat `i` that `card` leaves, beside the slots `taken`: a known card
    /// must be held, or take an unknown slot when not seen elsewhere; an unknown card takes an
    /// unknown slot, or is refused with `known` when every card is known.
    pub(super) fn discard_slot(
        &self,
        i: usize,
        taken: &[usize],
        card: Option<Card>,
        known: impl FnOnce() -> String,
    ) -> Result<usize, Violation> {
        let seat = self.seats[i].seat;
        let hole = &self.seats[i].hole;
        let free =
            |want: Option<Card>| (0..hole.len()).find(|k| !taken.contains(k) && hole[*k] == want);
        match card {
            Some(c) => match free(Some(c)) {
                Some(k) => Ok(k),
                None => match free(None) {
                    Some(k) => {
                        self.check_new_cards(&[Some(c)])?;
                        Ok(k)
                    }
                    None => Err(cold(|| Violation::CardNotHeld {
                        seat,
                        card: c.to_string(),
                    })),
                },
            },
            None => free(None).ok_or_else(|| cold(|| Violation::WrongCardCount(known()))),
        }
    }

    pub(crate) fn draw(&mut self, seat: SeatNo, discards: CardList) -> Result<(), Violation> {
        let i = self.draw_turn(seat)?;
        if let Some(j) = self.reshuffle_excludes()
            && !discards.is_empty()
        {
            let reshuffled_for = self.seats[j].seat;
            return Err(cold(|| Violation::DrawAfterReshuffle {
                seat,
                reshuffled_for,
            }));
        }
        let held = self.seats[i].hole.len();
        if discards.len() > held {
            return Err(cold(|| {
                Violation::WrongCardCount(format!(
                    "Seat {seat} holds {held} cards and cannot throw away {}",
                    discards.len()
                ))
            }));
        }
        let known = discards.iter().flatten().copied().collect::<Vec<_>>();
        for (k, c) in known.iter().enumerate() {
            if known[..k].contains(c) {
                return Err(cold(|| Violation::DuplicateCard {
                    card: c.to_string(),
                    place: "entered twice".into(),
                }));
            }
        }
        let mut slots = self.discard_slots(i, &discards)?;
        self.mark_known(&discards);
        slots.sort_unstable_by(|a, b| b.cmp(a));
        let s = &mut self.seats[i];
        for slot in slots {
            s.hole.remove(slot);
        }
        let count = u8::try_from(discards.len()).unwrap_or(u8::MAX);
        s.drew = Some(count);
        s.owed = count;
        s.draw_discards = discards;
        if count == 0 && self.next_to_draw().is_none() {
            self.end_drawing();
        }
        self.accept(move || Event::Drew { seat, discards })
    }

    /// The burn before the first replacement card of the draw.
    pub(crate) fn draw_burn(&mut self, card: Option<Card>) -> Result<(), Violation> {
        if self.burned {
            return Err(self.wrong_street("A card is already burned for the draw"));
        }
        if self.owed_seat().is_none() {
            return Err(self.wrong_street("The burn comes before the first replacement card"));
        }
        if self.dealable() == 0 {
            return Err(self.stub_short(1));
        }
        let seen = self.check_new_cards(&[card])?;
        self.known |= seen;
        self.burns.push(card);
        self.burned = true;
        self.stub_taken += 1;
        self.accept(move || Event::Burned { card })
    }

    fn stub_short(&self, want: usize) -> Violation {
        let left = self.dealable();
        let last = if self.config.game == Game::LowBall {
            " (the last card of the stub is never dealt)"
        } else {
            ""
        };
        Violation::WrongCardCount(format!(
            "Only {left} card{} can be dealt from the stub{last}, not {want}: {}",
            if left == 1 { "" } else { "s" },
            self.expected()
        ))
    }

    pub(crate) fn deal_draw(&mut self, seat: SeatNo, cards: CardList) -> Result<(), Violation> {
        let i = self.check_turn(
            seat,
            Phase::Drawing,
            self.owed_seat(),
            "Replacement cards are dealt in the draw",
            "is not waiting for cards",
        )?;
        if !self.burned {
            return Err(cold(|| {
                Violation::WrongStreet("Burn a card before the first replacement card".to_string())
            }));
        }
        let owed = usize::from(self.seats[i].owed);
        if cards.is_empty() || cards.len() > owed {
            return Err(cold(|| {
                Violation::WrongCardCount(format!(
                    "Seat {seat} is owed {owed} card{}, not {}",
                    if owed == 1 { "" } else { "s" },
                    cards.len()
                ))
            }));
        }
        if cards.len() > self.dealable() {
            return Err(self.stub_short(cards.len()));
        }
        let seen = self.check_new_cards(&cards)?;
        crate::cards::check_room(&self.seats[i].hole, &cards)?;
        self.known |= seen;
        self.stub_taken += cards.len();
        let s = &mut self.seats[i];
        // Room checked above: adding cannot fail.
        let _ = s.hole.try_extend_from_slice(&cards);
        s.owed -= u8::try_from(cards.len()).unwrap_or(s.owed);
        if self.owed_seat().is_none() && self.next_to_draw().is_none() {
            self.end_drawing();
        }
        self.accept(move || Event::DrawDealt { seat, cards })
    }

    /// Whose draw discards a reshuffle for seat index `drawer` gathers, as a mask of seat
    /// indexes (the folded hands, and the burns, always go back). Never the drawer's own.
    /// Low Ball: every other player's. Five Card Draw: house rule 5 reshuffles "the discards
    /// from non-players", so only the folded players'; the discards of players still in come
    /// back only when nothing else is left to reshuffle (the house text is silent there; see
    /// `docs/rulings.md`). That serves the player the stub was first reshuffled for, who
    /// asked before the reshuffle and is owed the rest of his draw (the players after him
    /// stand pat: [`Hand::max_discards`]), and a card owed for an exposed one.
    fn reshuffled_discards(&self, drawer: usize) -> u32 {
        let all = (1u32 << self.seats.len()) - 1;
        let others = all & !(1 << drawer);
        if self.config.game == Game::LowBall {
            return others;
        }
        let folded = others & !self.live;
        let strict: usize = self
            .seats
            .iter()
            .filter(|s| s.folded)
            .map(|s| s.hole.len() + s.draw_discards.len())
            .sum::<usize>()
            + self.burns.len();
        if strict > 0 { folded } else { others }
    }

    /// How many cards a reshuffle for seat index `drawer` gathers: the hands of folded
    /// players, the burns, and the draw discards [`Hand::reshuffled_discards`] names.
    fn reshuffle_pool(&self, drawer: usize) -> usize {
        let discards = self.reshuffled_discards(drawer);
        let folded: usize = self
            .seats
            .iter()
            .filter(|s| s.folded)
            .map(|s| s.hole.len())
            .sum();
        let thrown: usize = crate::hand::Bits(discards)
            .map(|j| self.seats[j].draw_discards.len())
            .sum();
        folded + thrown + self.burns.len()
    }

    pub(crate) fn reshuffle(&mut self) -> Result<(), Violation> {
        if self.phase == Phase::Complete {
            return Err(Violation::HandOver);
        }
        let drawer = match (self.phase, self.owed_seat()) {
            (Phase::Drawing, Some(i)) => i,
            _ => {
                return Err(
                    self.wrong_street("The stub is reshuffled only when a draw cannot be served")
                );
            }
        };
        if self.dealable() > 0 {
            return Err(self.wrong_street("Deal the cards left in the stub before reshuffling"));
        }
        let count = self.reshuffle_pool(drawer);
        if count == 0 {
            return Err(cold(|| {
                Violation::WrongCardCount("There are no discards to reshuffle".to_string())
            }));
        }
        let discards = self.reshuffled_discards(drawer);
        let mut back: Burns = std::mem::take(&mut self.burns);
        for (j, s) in self.seats.iter_mut().enumerate() {
            if s.folded {
                back.extend_from_slice(&s.hole);
                s.hole.clear();
            }
            if discards & (1 << j) != 0 {
                back.extend_from_slice(&s.draw_discards);
                s.draw_discards.clear();
            }
        }
        for card in back.iter().flatten() {
            self.known &= !(1u64 << card.index());
        }
        self.stub_added += count;
        self.reshuffled_for.get_or_insert(drawer);
        self.accept(move || Event::Reshuffled { cards: count })
    }

    /// Whether an exposed card stays with the player.
    fn exposed_card_kept(&self, card: Option<Card>) -> bool {
        if self.phase == Phase::Drawing || self.config.game != Game::LowBall {
            // After the draw, and in Five Card Draw, an exposed card is replaced.
            return false;
        }
        // Low Ball before the draw: five or under is kept (the joker plays lowest).
        card.is_some_and(|c| {
            c.is_joker() || c.rank().is_some_and(|r| r == Rank::Ace || r.value() <= 5)
        })
    }

    pub(crate) fn expose(&mut self, seat: SeatNo, card: Option<Card>) -> Result<(), Violation> {
        if self.phase == Phase::Complete {
            return Err(Violation::HandOver);
        }
        let i = self.index_of(seat)?;
        if !self.config.game.is_draw() || !matches!(self.phase, Phase::Dealing | Phase::Drawing) {
            return Err(self.wrong_street("Exposed cards are entered while a draw game is dealt"));
        }
        let Some(c) = card else {
            return Err(cold(|| {
                Violation::CardRequired(
                    "Enter the exposed card: the rules depend on it".to_string(),
                )
            }));
        };
        let slot = self.discard_slots(i, &[Some(c)])?[0];
        let kept = self.exposed_card_kept(card);
        self.mark_known(&[card]);
        let s = &mut self.seats[i];
        if kept {
            s.hole[slot] = Some(c);
        } else {
            s.hole.remove(slot);
            s.owed += 1;
            self.burns.push(Some(c));
        }
        self.refresh_deal();
        self.accept(move || Event::Exposed { seat, card, kept })
    }

    /// Low Ball: records checks and check-raises after the draw.
    pub(crate) fn note_check(&mut self, i: usize) {
        if self.config.game == Game::LowBall && self.street == Street::PostDraw {
            self.seats[i].checked_after_draw = true;
        }
    }

    pub(crate) fn note_raise(&mut self, i: usize) {
        let s = &mut self.seats[i];
        if s.checked_after_draw && self.street == Street::PostDraw {
            s.check_raised = true;
        }
    }

    /// The Low Ball penalties in force, read from the shown hands; applies them to the
    /// contributions before the pots are built.
    pub(crate) fn apply_low_ball_penalties(&mut self) {
        self.penalties.clear();
        if self.config.game != Game::LowBall || self.street != Street::PostDraw {
            return;
        }
        let contenders: Vec<usize> = (0..self.seats.len())
            .filter(|&i| self.seats[i].live())
            .collect();
        let mut strengths = Vec::with_capacity(contenders.len());
        for &i in &contenders {
            match self.low_hand(i) {
                Some(hand) => strengths.push((i, hand)),
                // A hand not entered: the rules cannot be read; the dealer names winners.
                None => return,
            }
        }
        let Some(best) = strengths.iter().map(|(_, h)| h.strength()).max() else {
            return;
        };
        let mut offenders = Vec::new();
        for (i, hand) in &strengths {
            let s = &self.seats[*i];
            let rule = if s.checked_after_draw && lowball::seven_or_better(hand) {
                Some(PenaltyRule::Sevens)
            } else if s.check_raised && !lowball::eight_or_better(hand) {
                Some(PenaltyRule::CheckRaise)
            } else {
                None
            };
            if let Some(rule) = rule
                && hand.strength() == best
            {
                offenders.push((*i, rule));
            }
        }
        if offenders.is_empty() {
            return;
        }
        let effect = self.config.sevens_penalty;
        let mut returned = 0;
        match effect {
            SevensPenalty::VoidPostDraw => {
                for s in &mut self.seats {
                    let back = s.committed - s.committed_before_draw;
                    s.committed -= back;
                    s.stack += back;
                    returned += back;
                }
            }
            SevensPenalty::ForfeitPot => {
                let others = contenders
                    .iter()
                    .any(|i| !offenders.iter().any(|(o, _)| o == i));
                if others {
                    for (i, _) in &offenders {
                        self.muck_seat(*i);
                    }
                }
            }
        }
        for (i, rule) in offenders {
            self.penalties.push(Penalty {
                seat: self.seats[i].seat,
                rule,
                effect,
                returned,
            });
        }
    }

    fn low_hand(&self, i: usize) -> Option<cardroom_cards::Evaluation> {
        let cards = ShownCards::known(&self.seats[i].hole);
        lowball::evaluate(&cards?).ok()
    }

    /// The Low Ball penalties applied at the showdown.
    pub fn penalties(&self) -> &[Penalty] {
        &self.penalties
    }
}
