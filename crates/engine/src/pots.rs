//! Main and side pots, built from what each seat put in.

use serde::{Deserialize, Serialize};

use crate::hand::MAX_SEATS;
use crate::{Chips, SeatList, SeatNo, SmallVec};

/// One pot: its chips and the seats that can win it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Pot {
    pub amount: Chips,
    /// Seats still in the hand that contributed up to this pot's level, in seat order.
    pub eligible: SeatList,
}

/// A seat's contribution as the pot builder sees it.
#[derive(Debug, Clone, Copy, Default)]
pub(crate) struct Contribution {
    pub seat: SeatNo,
    /// Everything put in, the ante included.
    pub committed: Chips,
    pub ante: Chips,
    /// Not folded.
    pub live: bool,
    /// Gave up the hand at showdown: no claim against a live hand, but an uncontested pot
    /// of his own comes back to him.
    pub mucked: bool,
}

/// The seats that can win a pot among the non-folded seats that reached it: those that did
/// not muck, or, when all of them mucked, all of them (nobody contests it).
fn claimants(contributions: &[Contribution], reached: impl Fn(&Contribution) -> bool) -> SeatList {
    // Gathered in a fixed array and copied once: pushing to an inline list in a loop
    // chains each push through its stored length.
    let mut seats = [0; MAX_SEATS];
    let mut n = 0;
    for c in contributions {
        if c.live && !c.mucked && reached(c) {
            seats[n] = c.seat;
            n += 1;
        }
    }
    if n == 0 {
        for c in contributions {
            if c.live && reached(c) {
                seats[n] = c.seat;
                n += 1;
            }
        }
    }
    let seats = &mut seats[..n];
    if !seats.is_sorted() {
        seats.sort_unstable();
    }
    SeatList::from_slice(seats)
}

/// Splits contributions into a main pot and side pots. Antes are dead money in the main pot,
/// which every player still in can win. Beyond the antes, each level is the total of a seat
/// still in the hand; a pot at a level holds everyone's chips between the previous level and
/// it, and only seats still in the hand that reached the level are eligible. Chips above the
/// highest live level (a folded seat's) go to the last pot.
pub(crate) fn build(contributions: &[Contribution]) -> SmallVec<[Pot; 2]> {
    let bets = |c: &Contribution| c.committed - c.ante;
    // The usual hand: every seat still in put in the same amount beyond the antes. Then
    // there is one pot, everything put in, and every seat still in can win it (what the
    // levels below give for a single level, without sorting them).
    let (mut low, mut high, mut total) = (Chips::MAX, 0, 0);
    for c in contributions {
        total += c.committed;
        if c.live {
            low = low.min(bets(c));
            high = high.max(bets(c));
        }
    }
    if low == high && low > 0 {
        let mut pots = SmallVec::new();
        pots.push(Pot {
            amount: total,
            eligible: claimants(contributions, |_| true),
        });
        return pots;
    }
    let antes: Chips = contributions.iter().map(|c| c.ante).sum();
    let mut levels: SmallVec<[Chips; 10]> = SmallVec::new();
    for c in contributions {
        if c.live && bets(c) > 0 {
            levels.push(bets(c));
        }
    }
    if !levels.is_sorted() {
        levels.sort_unstable();
    }
    levels.dedup();
    let mut pots: SmallVec<[Pot; 2]> = SmallVec::new();
    // A live player all-in on his ante alone can win the antes only.
    let ante_only = contributions.iter().any(|c| c.live && bets(c) == 0);
    let mut carry = antes;
    if antes > 0 && (ante_only || levels.is_empty()) {
        pots.push(Pot {
            amount: antes,
            eligible: claimants(contributions, |_| true),
        });
        carry = 0;
    }
    let mut previous = 0;
    for &level in &levels {
        let amount = carry
            + contributions
                .iter()
                .map(|c| bets(c).min(level) - bets(c).min(previous))
                .sum::<Chips>();
        carry = 0;
        let eligible = claimants(contributions, |c| bets(c) >= level);
        pots.push(Pot { amount, eligible });
        previous = level;
    }
    let above: Chips = contributions
        .iter()
        .map(|c| (bets(c) - previous).max(0))
        .sum();
    if above > 0 {
        match pots.last_mut() {
            Some(last) => last.amount += above,
            None => pots.push(Pot {
                amount: above,
                eligible: claimants(contributions, |_| true),
            }),
        }
    }
    pots
}
