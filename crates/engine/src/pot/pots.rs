//! Main and side pots, built from what each seat put in.

use serde::{Deserialize, Serialize};

use crate::hand::{Bits, MAX_SEATS};
use crate::{Chips, SeatList, SmallVec};

/// One pot: its chips and the seats that can win it.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "specta", derive(specta::Type))]
pub struct Pot {
    pub amount: Chips,
    /// Seats still in the hand that contributed up to this pot's level, in seat order.
    pub eligible: SeatList,
}

/// A pot as the hand keeps it: its chips and the seats that can win it as a mask (bit `i`:
/// seat index `i`), so that the awarding works on bits and names seats only for the app.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) struct PotSeats {
    pub amount: Chips,
    pub eligible: u32,
}

/// A seat's contribution as the pot builder sees it.
#[derive(Debug, Clone, Copy, Default)]
pub(crate) struct Contribution {
    /// Everything put in, the ante included.
    pub committed: Chips,
    pub ante: Chips,
    /// Not folded.
    pub live: bool,
    /// Gave up the hand at showdown: no claim against a live hand, but an uncontested pot
    /// of his own comes back to him.
    pub mucked: bool,
}

/// Splits contributions into a main pot and side pots. Antes are dead money in the main pot,
/// which every player still in can win. Beyond the antes, each level is the total of a seat
/// still in the hand; a pot at a level holds everyone's chips between the previous level and
/// it, and only seats still in the hand that reached the level are eligible. Chips above the
/// highest live level (a folded seat's) go to the last pot.
///
/// The seats that can win a pot are those still in that reached it and did not muck, or,
/// when all of those mucked, all of them (nobody contests it).
pub(crate) fn build(contributions: &[Contribution]) -> SmallVec<[PotSeats; 2]> {
    debug_assert!(contributions.len() <= MAX_SEATS);
    // Each seat's bets beyond its ante, and the seats as bit masks: `live` not folded,
    // `open` not folded and not mucked.
    let mut bets = [0; MAX_SEATS];
    let (mut live, mut open) = (0u32, 0u32);
    let (mut low, mut high, mut total, mut antes) = (Chips::MAX, 0, 0, 0);
    for (i, c) in contributions.iter().enumerate().take(MAX_SEATS) {
        let b = c.committed - c.ante;
        bets[i] = b;
        total += c.committed;
        antes += c.ante;
        if c.live {
            live |= 1 << i;
            open |= u32::from(!c.mucked) << i;
            low = low.min(b);
            high = high.max(b);
        }
    }
    let bets = &bets[..contributions.len().min(MAX_SEATS)];
    let claimants = |reached: u32| {
        let contesting = reached & open;
        if contesting != 0 { contesting } else { reached }
    };
    let mut pots: SmallVec<[PotSeats; 2]> = SmallVec::new();
    // The usual hand: every seat still in put in the same amount beyond the antes. Then
    // there is one pot, everything put in, and every seat still in can win it (what the
    // levels below give for a single level).
    if low == high && low > 0 {
        pots.push(PotSeats {
            amount: total,
            eligible: claimants(live),
        });
        return pots;
    }
    // The levels: the distinct bets of the seats still in, lowest first.
    let mut levels = [0; MAX_SEATS];
    let mut k = 0;
    let mut ante_only = false;
    for i in Bits(live) {
        let b = bets[i];
        if b == 0 {
            // A live player all-in on his ante alone can win the antes only.
            ante_only = true;
            continue;
        }
        let at = levels[..k].partition_point(|&l| l < b);
        if at < k && levels[at] == b {
            continue;
        }
        levels.copy_within(at..k, at + 1);
        levels[at] = b;
        k += 1;
    }
    let mut carry = antes;
    if antes > 0 && (ante_only || k == 0) {
        pots.push(PotSeats {
            amount: antes,
            eligible: claimants(live),
        });
        carry = 0;
    }
    let mut previous = 0;
    for &level in &levels[..k] {
        let mut amount = carry;
        let mut reached = 0u32;
        for (i, &b) in bets.iter().enumerate() {
            amount += b.min(level) - b.min(previous);
            reached |= u32::from(b >= level) << i;
        }
        carry = 0;
        pots.push(PotSeats {
            amount,
            eligible: claimants(reached & live),
        });
        previous = level;
    }
    let above: Chips = bets.iter().map(|&b| (b - previous).max(0)).sum();
    if above > 0 {
        match pots.last_mut() {
            Some(last) => last.amount += above,
            None => pots.push(PotSeats {
                amount: above,
                eligible: claimants(live),
            }),
        }
    }
    pots
}
