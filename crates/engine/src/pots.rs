//! Main and side pots, built from what each seat put in.

use serde::{Deserialize, Serialize};

use crate::{Chips, SeatNo};

/// One pot: its chips and the seats that can win it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Pot {
    pub amount: Chips,
    /// Seats still in the hand that contributed up to this pot's level, in seat order.
    pub eligible: Vec<SeatNo>,
}

/// A seat's contribution as the pot builder sees it.
#[derive(Debug, Clone, Copy)]
pub(crate) struct Contribution {
    pub seat: SeatNo,
    /// Everything put in, the ante included.
    pub committed: Chips,
    pub ante: Chips,
    pub live: bool,
}

/// Splits contributions into a main pot and side pots. Antes are dead money in the main pot,
/// which every player still in can win. Beyond the antes, each level is the total of a seat
/// still in the hand; a pot at a level holds everyone's chips between the previous level and
/// it, and only seats still in the hand that reached the level are eligible. Chips above the
/// highest live level (a folded seat's) go to the last pot.
pub(crate) fn build(contributions: &[Contribution]) -> Vec<Pot> {
    let live: Vec<SeatNo> = contributions
        .iter()
        .filter(|c| c.live)
        .map(|c| c.seat)
        .collect();
    let antes: Chips = contributions.iter().map(|c| c.ante).sum();
    let bets = |c: &Contribution| c.committed - c.ante;
    let mut levels: Vec<Chips> = contributions
        .iter()
        .filter(|c| c.live && bets(c) > 0)
        .map(bets)
        .collect();
    levels.sort_unstable();
    levels.dedup();
    let mut pots = Vec::with_capacity(levels.len() + 1);
    // A live player all-in on his ante alone can win the antes only.
    let ante_only = contributions.iter().any(|c| c.live && bets(c) == 0);
    let mut carry = antes;
    if antes > 0 && (ante_only || levels.is_empty()) {
        let mut eligible = live.clone();
        eligible.sort_unstable();
        pots.push(Pot {
            amount: antes,
            eligible,
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
        let mut eligible: Vec<SeatNo> = contributions
            .iter()
            .filter(|c| c.live && bets(c) >= level)
            .map(|c| c.seat)
            .collect();
        eligible.sort_unstable();
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
            None => {
                let mut eligible = live;
                eligible.sort_unstable();
                pots.push(Pot {
                    amount: above,
                    eligible,
                });
            }
        }
    }
    pots
}
