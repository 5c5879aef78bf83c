//! The play: whose turn it is, drawing, taking the discard, melding, discarding, forcing and
//! going out.

use cardroom_cards::Card;

use super::PanViolation;
use super::action::{PanAction, Play};
use super::cards::show;
use super::condition::value;
use super::event::PanEvent;
use super::hand::{PanPhase, PanStatus, State, TurnStage};
use super::ledger::{Party, PayReason, Payment, net_of};
use crate::SeatNo;

impl State {
    /// Applies one entry to the state (the caller keeps the state unchanged on failure).
    pub(super) fn step(&mut self, action: PanAction) -> Result<PanEvent, PanViolation> {
        if self.phase == PanPhase::Complete {
            return Err(PanViolation::HandOver);
        }
        match action {
            PanAction::PostTops => self.post_tops(),
            PanAction::Deal { seat, cards } => self.deal(seat, cards),
            PanAction::Serve { seat, card } => self.serve(seat, card),
            PanAction::Withdraw { seat, card } => self.withdraw(seat, card),
            PanAction::DeadHand { seat } => self.dead_hand(seat),
            PanAction::Foul { seat } => self.foul(seat),
            PanAction::Reshuffle => self.reshuffle(),
            PanAction::Stay { seat } => self.stay(seat),
            PanAction::Retire { seat } => self.retire(seat),
            PanAction::DrawStock { seat, card } => self.draw_stock(seat, card),
            PanAction::TakeDiscard { seat, play } => self.take_discard(seat, play),
            PanAction::Meld { seat, play } => self.meld(seat, play),
            PanAction::Discard { seat, card } => self.discard(seat, card),
            PanAction::Force { seat, by } => self.force(seat, by),
            PanAction::GoOut { seat } => self.go_out(seat),
        }
    }

    /// The index of `seat`, which must be in and on turn in the play.
    fn player(&self, seat: SeatNo) -> Result<usize, PanViolation> {
        if self.phase != PanPhase::Play {
            return Err(PanViolation::WrongPhase(format!(
                "Seat {seat} cannot play yet: {}",
                self.waiting_for()
            )));
        }
        let i = self.index_in(seat)?;
        if i != self.turn {
            return Err(PanViolation::OutOfTurn(format!(
                "Seat {seat} waits: {}",
                self.waiting_for()
            )));
        }
        Ok(i)
    }

    /// Before his first draw a player must hold exactly ten cards.
    fn check_count(&self, i: usize) -> Result<(), PanViolation> {
        let s = &self.seats[i];
        let n = s.count();
        if s.drew || n == 10 {
            return Ok(());
        }
        let fix = match n {
            8 | 9 => "the dealer serves him up to ten",
            11 | 12 => "the dealer withdraws the excess",
            _ => "his hand is dead",
        };
        Err(PanViolation::IrregularHand(format!(
            "Seat {} holds {n} cards: {fix} before his first draw",
            s.seat
        )))
    }

    fn ready_to_draw(&self, i: usize, taking: bool) -> Result<(), PanViolation> {
        let seat = self.seats[i].seat;
        match self.stage {
            TurnStage::Draw => {}
            TurnStage::Forced { .. } if taking => {}
            TurnStage::Forced { by } => {
                return Err(PanViolation::ForcedToTake(format!(
                    "Seat {by} forced seat {seat} to take the top discard: he cannot draw from the stock"
                )));
            }
            TurnStage::StockCard { .. } | TurnStage::Melding => {
                return Err(PanViolation::AlreadyDrew(format!(
                    "Seat {seat} has drawn this turn: he melds, then discards"
                )));
            }
        }
        self.check_count(i)
    }

    fn draw_stock(&mut self, seat: SeatNo, card: Card) -> Result<PanEvent, PanViolation> {
        let i = self.player(seat)?;
        self.ready_to_draw(i, false)?;
        if self.stock == 0 {
            return Err(PanViolation::StockEmpty);
        }
        self.see(card)?;
        self.stock -= 1;
        self.seats[i].drew = true;
        self.stage = TurnStage::StockCard { card };
        Ok(PanEvent::DrewStock { seat, card })
    }

    fn take_discard(&mut self, seat: SeatNo, play: Play) -> Result<PanEvent, PanViolation> {
        let i = self.player(seat)?;
        self.ready_to_draw(i, true)?;
        let top = match (self.discards.last(), self.takeable) {
            (Some(&c), true) => c,
            (Some(&c), false) => {
                return Err(PanViolation::DiscardNotAvailable(format!(
                    "{} was thrown from a hand: only the card the previous player drew from the \
                     stock and discarded may be taken",
                    show(c)
                )));
            }
            (None, _) => {
                return Err(PanViolation::DiscardNotAvailable(
                    "There is no discard to take".into(),
                ));
            }
        };
        if matches!(self.stage, TurnStage::Forced { .. }) && !matches!(play, Play::Add { .. }) {
            return Err(PanViolation::ForcedToTake(format!(
                "Seat {seat} was forced: he adds {} to one of his melds",
                show(top)
            )));
        }
        let (payments, used) = self.execute(i, &play, Some(top))?;
        if !used {
            return Err(PanViolation::DiscardNotMelded(format!(
                "Seat {seat} may take {} only to meld it at once: this play does not use it",
                show(top)
            )));
        }
        self.discards.pop();
        self.takeable = false;
        self.seats[i].drew = true;
        self.stage = TurnStage::Melding;
        Ok(PanEvent::Melded {
            seat,
            play,
            from_discard: true,
            payments,
        })
    }

    /// The stock card the player to act drew and must still meld or discard (`None` once he
    /// melds from his hand); refused while he has not drawn (`doing`: what he tried).
    fn stock_card(&self, seat: SeatNo, doing: &str) -> Result<Option<Card>, PanViolation> {
        match self.stage {
            TurnStage::Draw | TurnStage::Forced { .. } => Err(PanViolation::MustDraw(format!(
                "Seat {seat} draws before he {doing}"
            ))),
            TurnStage::StockCard { card } => Ok(Some(card)),
            TurnStage::Melding => Ok(None),
        }
    }

    fn meld(&mut self, seat: SeatNo, play: Play) -> Result<PanEvent, PanViolation> {
        let i = self.player(seat)?;
        let extra = self.stock_card(seat, "melds")?;
        let (payments, used) = self.execute(i, &play, extra)?;
        if let (Some(card), false) = (extra, used) {
            return Err(PanViolation::MustUseDrawnCard(format!(
                "Seat {seat} drew {} from the stock: he melds it at once or discards it",
                show(card)
            )));
        }
        self.stage = TurnStage::Melding;
        Ok(PanEvent::Melded {
            seat,
            play,
            from_discard: false,
            payments,
        })
    }

    fn discard(&mut self, seat: SeatNo, card: Card) -> Result<PanEvent, PanViolation> {
        let i = self.player(seat)?;
        let takeable = match self.stock_card(seat, "discards")? {
            Some(drawn) => {
                if card != drawn {
                    return Err(PanViolation::MustUseDrawnCard(format!(
                        "Seat {seat} drew {} from the stock: he melds it at once or discards it",
                        show(drawn)
                    )));
                }
                self.check_puts_next_out(i, card)?;
                true
            }
            None => {
                self.remove_from_hand(i, card)?;
                false
            }
        };
        self.discards.push(card);
        self.takeable = takeable;
        if let Some(n) = self.next_in(i) {
            self.turn = n;
        }
        self.stage = TurnStage::Draw;
        Ok(PanEvent::Discarded {
            seat,
            card,
            takeable,
        })
    }

    /// The player before one with all ten cards spread may not discard a card that puts
    /// him out, unless he has no other choice (he cannot meld it).
    fn check_puts_next_out(&self, i: usize, card: Card) -> Result<(), PanViolation> {
        let Some(n) = self.next_in(i) else {
            return Ok(());
        };
        let next = &self.seats[n];
        let spread = next.hand.is_empty() && !next.melds.is_empty();
        if spread && self.fits(n, card) && self.could_meld(i, card) {
            return Err(PanViolation::PutsNextOut(format!(
                "Seat {} has all ten cards spread and {} would put him out: seat {} melds it \
                 instead",
                next.seat,
                show(card),
                self.seats[i].seat
            )));
        }
        Ok(())
    }

    fn force(&mut self, seat: SeatNo, by: SeatNo) -> Result<PanEvent, PanViolation> {
        let i = self.player(seat)?;
        let cannot = |why: String| Err(PanViolation::CannotForce(why));
        if self.stage != TurnStage::Draw {
            return cannot(format!(
                "Seat {seat} has already drawn or been forced this turn"
            ));
        }
        let j = self.index_of(by)?;
        if j == i || self.seats[j].status != PanStatus::In {
            return cannot(format!(
                "Only another player in the hand may force seat {seat}"
            ));
        }
        let top = match (self.discards.last(), self.takeable) {
            (Some(&c), true) => c,
            _ => return cannot("The top discard may not be taken, so it cannot be forced".into()),
        };
        if !self.fits(i, top) {
            return cannot(format!("{} fits none of seat {seat}'s melds", show(top)));
        }
        self.stage = TurnStage::Forced { by };
        Ok(PanEvent::Forced { seat, by })
    }

    fn go_out(&mut self, seat: SeatNo) -> Result<PanEvent, PanViolation> {
        let alone = self.phase == PanPhase::Play
            && self.in_count() == 1
            && self
                .index_of(seat)
                .is_ok_and(|i| self.seats[i].status == PanStatus::In);
        let i = if alone {
            self.index_of(seat)?
        } else {
            self.player(seat)?
        };
        let s = &self.seats[i];
        let out = s.hand.is_empty() && s.melded() == 11;
        if !(alone || out) {
            return Err(PanViolation::NotOut(format!(
                "Seat {seat} has {} cards in melds: going out takes eleven",
                s.melded()
            )));
        }
        let conditions: u32 = s.melds.iter().map(|m| value(m, &self.config)).sum();
        let mut payments = self.collect(i, self.config.out_chips, PayReason::Out);
        payments.extend(self.collect(i, conditions, PayReason::ConditionsAgain));
        let tops = net_of(&self.ledger, Party::Tops);
        if tops != 0 {
            payments.push(Payment {
                from: Party::Tops,
                to: Party::Seat(seat),
                chips: u32::try_from(tops / self.config.chip_value).unwrap_or(0),
                amount: tops,
                reason: PayReason::Tops,
            });
        }
        self.phase = PanPhase::Complete;
        self.winner = Some(seat);
        Ok(PanEvent::WentOut { seat, payments })
    }

    fn reshuffle(&mut self) -> Result<PanEvent, PanViolation> {
        if self.phase != PanPhase::Play || self.stock > 0 {
            return Err(PanViolation::WrongPhase(format!(
                "The stock holds {} cards: the discards are reshuffled only when it is empty",
                self.stock
            )));
        }
        let keep = self.discards.pop();
        let moved = std::mem::take(&mut self.discards);
        for c in &moved {
            let slot = &mut self.seen[usize::from(c.index())];
            *slot = slot.saturating_sub(1);
        }
        self.stock = moved.len();
        self.discards.extend(keep);
        Ok(PanEvent::Reshuffled { cards: moved.len() })
    }
}
