//! The dealer's steps and going on top: tops, the deal, irregular counts, stay or retire.

use cardroom_cards::Card;

use super::PanViolation;
use super::cards::show;
use super::event::PanEvent;
use super::hand::{PanPhase, PanStatus, State, TurnStage};
use super::ledger::{Party, PayReason, Payment};
use crate::SeatNo;

impl State {
    pub(super) fn index_of(&self, seat: SeatNo) -> Result<usize, PanViolation> {
        self.seats
            .iter()
            .position(|s| s.seat == seat)
            .ok_or(PanViolation::UnknownSeat(seat))
    }

    /// The index of `seat`, which must still be in the hand.
    pub(super) fn index_in(&self, seat: SeatNo) -> Result<usize, PanViolation> {
        let i = self.index_of(seat)?;
        if self.seats[i].status != PanStatus::In {
            return Err(PanViolation::NotInHand(format!(
                "Seat {seat} is out of this hand"
            )));
        }
        Ok(i)
    }

    pub(super) fn payment(&self, from: Party, to: Party, chips: u32, reason: PayReason) -> Payment {
        Payment {
            from,
            to,
            chips,
            amount: self.config.cents(chips),
            reason,
        }
    }

    fn expect_phase(&self, phase: PanPhase, what: &str) -> Result<(), PanViolation> {
        if self.phase == phase {
            Ok(())
        } else {
            Err(PanViolation::WrongPhase(format!(
                "{what} is not possible now: {}",
                self.waiting_for()
            )))
        }
    }

    /// What the hand waits for, as the dealer reads it.
    pub(super) fn waiting_for(&self) -> String {
        let seat = self.seats.get(self.turn).map_or(0, |s| s.seat);
        match self.phase {
            PanPhase::Tops => "the dealer takes the tops".into(),
            PanPhase::Dealing => "the dealer is dealing".into(),
            PanPhase::Declaring => format!("seat {seat} stays or retires"),
            PanPhase::Play => format!("it is seat {seat}'s turn"),
            PanPhase::Complete => "the hand is over".into(),
        }
    }

    /// Counts a known card out of the stock; refused beyond the copies the stock holds.
    pub(super) fn see(&mut self, card: Card) -> Result<(), PanViolation> {
        let copies = super::cards::copies(&self.config, card);
        if copies == 0 {
            return Err(PanViolation::NotAPanCard(format!(
                "{} is not a Pan card: Pan has no 8, 9, 10 or joker",
                if card.is_joker() {
                    "The joker".into()
                } else {
                    show(card)
                }
            )));
        }
        let slot = &mut self.seen[usize::from(card.index())];
        if *slot >= copies {
            return Err(PanViolation::TooManyCopies(format!(
                "Every {} of the stock ({copies}) is already out",
                show(card)
            )));
        }
        *slot += 1;
        Ok(())
    }

    fn take_stock(&mut self, n: usize) -> Result<(), PanViolation> {
        if n > self.stock {
            return Err(PanViolation::StockEmpty);
        }
        self.stock -= n;
        Ok(())
    }

    pub(super) fn post_tops(&mut self) -> Result<PanEvent, PanViolation> {
        self.expect_phase(PanPhase::Tops, "Taking the tops")?;
        let top = self.config.top_chips;
        let payments = self
            .seats
            .iter()
            .map(|s| self.payment(Party::Seat(s.seat), Party::Tops, top, PayReason::Top))
            .filter(|p| p.chips > 0)
            .collect();
        self.phase = PanPhase::Dealing;
        Ok(PanEvent::TopsPosted { payments })
    }

    pub(super) fn deal(
        &mut self,
        seat: SeatNo,
        cards: Vec<Option<Card>>,
    ) -> Result<PanEvent, PanViolation> {
        self.expect_phase(PanPhase::Dealing, "Dealing")?;
        let i = self.index_of(seat)?;
        let expected = self.packets % self.seats.len();
        if i != expected {
            let want = self.seats.get(expected).map_or(0, |s| s.seat);
            return Err(PanViolation::OutOfTurn(format!(
                "The deal goes counter-clockwise: seat {want} gets the next five cards"
            )));
        }
        if cards.len() > 12 {
            return Err(PanViolation::WrongCardCount(format!(
                "{} cards in one packet: the dealer deals five",
                cards.len()
            )));
        }
        self.take_stock(cards.len())?;
        for card in cards.iter().flatten() {
            self.see(*card)?;
        }
        self.seats[i].hand.extend_from_slice(&cards);
        self.packets += 1;
        if self.packets == 2 * self.seats.len() {
            self.phase = PanPhase::Declaring;
            self.turn = 0;
        }
        Ok(PanEvent::Dealt { seat, cards })
    }

    /// The seat whose count may still be corrected: dealt, in, before his first draw.
    fn correctable(&self, seat: SeatNo, what: &str) -> Result<usize, PanViolation> {
        if !matches!(self.phase, PanPhase::Declaring | PanPhase::Play) {
            return Err(PanViolation::WrongPhase(format!(
                "{what} is only possible after the deal: {}",
                self.waiting_for()
            )));
        }
        let i = self.index_in(seat)?;
        let s = &self.seats[i];
        if s.drew {
            return Err(PanViolation::WrongPhase(format!(
                "Seat {seat} has made his first draw: his count can no longer be corrected"
            )));
        }
        Ok(i)
    }

    /// The index of `seat`, whose count the dealer corrects (`doing`), when it holds a count
    /// in `counts`; any other count is no irregularity (`remedy` says which counts are).
    fn irregular(
        &self,
        seat: SeatNo,
        doing: &str,
        counts: std::ops::RangeInclusive<usize>,
        remedy: &str,
    ) -> Result<usize, PanViolation> {
        let i = self.correctable(seat, doing)?;
        let n = self.seats[i].hand.len();
        if !counts.contains(&n) {
            return Err(PanViolation::NoIrregularity(format!(
                "Seat {seat} holds {n} cards: {remedy}"
            )));
        }
        Ok(i)
    }

    pub(super) fn serve(
        &mut self,
        seat: SeatNo,
        card: Option<Card>,
    ) -> Result<PanEvent, PanViolation> {
        let i = self.irregular(
            seat,
            "Serving a card",
            8..=9,
            "only a hand of 8 or 9 is served up to ten",
        )?;
        self.take_stock(1)?;
        if let Some(c) = card {
            self.see(c)?;
        }
        self.seats[i].hand.push(card);
        Ok(PanEvent::Served { seat, card })
    }

    pub(super) fn withdraw(
        &mut self,
        seat: SeatNo,
        card: Option<Card>,
    ) -> Result<PanEvent, PanViolation> {
        let i = self.irregular(
            seat,
            "Withdrawing a card",
            11..=12,
            "only a hand of 11 or 12 gives up its excess",
        )?;
        match card {
            Some(c) => self.remove_from_hand(i, c)?,
            None => {
                let pos = self.seats[i].hand.iter().rposition(Option::is_none);
                match pos {
                    Some(p) => {
                        self.seats[i].hand.remove(p);
                    }
                    None => {
                        return Err(PanViolation::WrongCardCount(format!(
                            "Every card of seat {seat} is known: name the card withdrawn"
                        )));
                    }
                }
            }
        }
        self.set_aside += 1;
        Ok(PanEvent::Withdrawn { seat, card })
    }

    pub(super) fn dead_hand(&mut self, seat: SeatNo) -> Result<PanEvent, PanViolation> {
        let i = self.correctable(seat, "Declaring a dead hand")?;
        let n = self.seats[i].hand.len();
        if (8..=12).contains(&n) {
            return Err(PanViolation::NoIrregularity(format!(
                "Seat {seat} holds {n} cards: only fewer than 8 or more than 12 is a dead hand"
            )));
        }
        let top = u32::try_from(super::ledger::tops_chips_of(&self.ledger, seat)).unwrap_or(0);
        let payments: Vec<Payment> = (top > 0)
            .then(|| self.payment(Party::Tops, Party::Seat(seat), top, PayReason::TopReturned))
            .into_iter()
            .collect();
        self.set_aside += n;
        self.seats[i].hand.clear();
        self.seats[i].status = PanStatus::Dead;
        self.after_leaving(i);
        let mut payments = payments;
        if self.in_count() == 0 {
            // No one is left to win the tops: what each put in goes back.
            self.phase = PanPhase::Complete;
            for s in self.seats.iter().filter(|s| s.seat != seat) {
                let put = super::ledger::tops_chips_of(&self.ledger, s.seat);
                if let Ok(chips @ 1..) = u32::try_from(put) {
                    payments.push(self.payment(
                        Party::Tops,
                        Party::Seat(s.seat),
                        chips,
                        PayReason::TopsReturned,
                    ));
                }
            }
        }
        Ok(PanEvent::DeadHand {
            seat,
            cards: n,
            payments,
        })
    }

    /// A player left (retired or dead): move the turn on if it was his.
    fn after_leaving(&mut self, i: usize) {
        if self.turn == i {
            match self.next_in(i) {
                Some(n) => self.turn = n,
                None => self.phase = PanPhase::Complete,
            }
            self.stage = TurnStage::Draw;
        }
        if self.phase == PanPhase::Declaring {
            self.skip_declared();
        }
    }

    /// The next seat still in after index `i` (not `i` itself).
    pub(super) fn next_in(&self, i: usize) -> Option<usize> {
        let n = self.seats.len();
        (1..n)
            .map(|k| (i + k) % n)
            .find(|&j| self.seats[j].status == PanStatus::In)
    }

    pub(super) fn in_count(&self) -> usize {
        self.seats
            .iter()
            .filter(|s| s.status == PanStatus::In)
            .count()
    }

    /// Moves the declaring turn to the next undeclared player still in, or starts play.
    fn skip_declared(&mut self) {
        let n = self.seats.len();
        let next =
            (0..n).find(|&j| self.seats[j].status == PanStatus::In && !self.seats[j].declared);
        match next {
            Some(j) => self.turn = j,
            None => {
                self.phase = PanPhase::Play;
                self.stage = TurnStage::Draw;
                match (0..n).find(|&j| self.seats[j].status == PanStatus::In) {
                    Some(j) => self.turn = j,
                    None => self.phase = PanPhase::Complete,
                }
            }
        }
    }

    fn declarer(&self, seat: SeatNo) -> Result<usize, PanViolation> {
        self.expect_phase(PanPhase::Declaring, "Staying or retiring")?;
        let i = self.index_of(seat)?;
        if i != self.turn {
            return Err(PanViolation::OutOfTurn(format!(
                "Seat {seat} waits: {}",
                self.waiting_for()
            )));
        }
        Ok(i)
    }

    pub(super) fn stay(&mut self, seat: SeatNo) -> Result<PanEvent, PanViolation> {
        let i = self.declarer(seat)?;
        self.seats[i].declared = true;
        self.skip_declared();
        Ok(PanEvent::Stayed { seat })
    }

    pub(super) fn retire(&mut self, seat: SeatNo) -> Result<PanEvent, PanViolation> {
        let i = self.declarer(seat)?;
        if self.in_count() <= 1 {
            return Err(PanViolation::LastPlayer(format!(
                "Seat {seat} is the only player left: he stays and takes the tops"
            )));
        }
        // His top counts towards the forfeit: what he put up (all of it, unless his chips
        // ran out at the tops).
        let put = u32::try_from(super::ledger::tops_chips_of(&self.ledger, seat)).unwrap_or(0);
        let forfeit = self.config.forfeit_chips;
        let me = Party::Seat(seat);
        let payments: Vec<Payment> = if forfeit > put {
            vec![self.payment(me, Party::Tops, forfeit - put, PayReason::Forfeit)]
        } else if forfeit < put {
            vec![self.payment(Party::Tops, me, put - forfeit, PayReason::Forfeit)]
        } else {
            Vec::new()
        };
        let s = &mut self.seats[i];
        s.declared = true;
        s.status = PanStatus::Retired;
        self.set_aside += s.hand.len();
        s.hand.clear();
        self.skip_declared();
        Ok(PanEvent::Retired { seat, payments })
    }
}
