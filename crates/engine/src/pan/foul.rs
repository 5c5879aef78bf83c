//! A fouled hand: a player whose hand is found incorrect after his first draw gives it up,
//! returns every collection he made for conditions, and goes on paying the others.

use super::PanViolation;
use super::event::PanEvent;
use super::hand::{PanPhase, PanStatus, State, TurnStage};
use super::ledger::{Party, PayReason, Payment};
use crate::SeatNo;

impl State {
    pub(super) fn foul(&mut self, seat: SeatNo) -> Result<PanEvent, PanViolation> {
        if self.phase != PanPhase::Play {
            return Err(PanViolation::WrongPhase(format!(
                "A hand is fouled only during the play: {}",
                self.waiting_for()
            )));
        }
        let i = self.index_in(seat)?;
        let s = &self.seats[i];
        if !s.drew {
            return Err(PanViolation::NoIrregularity(format!(
                "Seat {seat} has not drawn yet: the dealer corrects his count instead"
            )));
        }
        if self.in_count() <= 1 {
            return Err(PanViolation::LastPlayer(format!(
                "Seat {seat} is the only player left in"
            )));
        }
        let me = Party::Seat(seat);
        let payments: Vec<Payment> = self
            .ledger
            .iter()
            .filter(|p| {
                p.to == me
                    && matches!(
                        p.reason,
                        PayReason::Condition | PayReason::Increase | PayReason::Split
                    )
            })
            .map(|p| Payment {
                from: me,
                to: p.from,
                chips: p.chips,
                amount: p.amount,
                reason: PayReason::Returned,
            })
            .collect();
        let s = &mut self.seats[i];
        self.set_aside += s.hand.len() + s.melded();
        s.hand.clear();
        s.melds.clear();
        s.status = PanStatus::Fouled;
        if self.turn == i {
            if let Some(n) = self.next_in(i) {
                self.turn = n;
            }
            self.stage = TurnStage::Draw;
        }
        Ok(PanEvent::Fouled { seat, payments })
    }
}
