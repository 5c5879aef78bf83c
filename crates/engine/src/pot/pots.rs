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
    /// The ante he posted (none: the table asks no ante of his position).
    pub ante: Chips,
    /// Not folded.
    pub live: bool,
    /// Gave up the hand at showdown: no claim against a live hand, but an uncontested pot
    /// of his own comes back to him.
    pub mucked: bool,
}

/// Splits contributions into a main pot and side pots (betting-and-pots: "the all-in player
/// can only win the main pot and any side pot up to the amount of their all-in bet").
///
/// Antes first. They are dead money in the main pot, except that a player who posted an
/// ante wins at most that much of each other player's ante: a player all-in for part of his
/// ante wins the antes up to it only (a player whose position posts no ante, as beside a big
/// blind ante, can win them all). Beyond the antes, each level is the bets of a seat still in
/// the hand; a pot at a level holds everyone's bets between the previous level and it, and
/// only seats still in the hand that reached the level are eligible. Chips no seat still in
/// can win (a folded seat's, above every live level) go back to the seat that put them in,
/// as an uncalled bet does.
///
/// The seats that can win a pot are those still in that reached it and did not muck, or,
/// when all of those mucked, all of them (nobody contests it).
pub(crate) fn build(contributions: &[Contribution]) -> SmallVec<[PotSeats; 2]> {
    debug_assert!(contributions.len() <= MAX_SEATS);
    let n = contributions.len().min(MAX_SEATS);
    // Each seat's bets beyond its ante, and the seats as bit masks: `live` not folded,
    // `open` not folded and not mucked.
    let mut bets = [0; MAX_SEATS];
    let mut antes = [0; MAX_SEATS];
    let (mut live, mut open) = (0u32, 0u32);
    let (mut low, mut high, mut total, mut top_ante) = (Chips::MAX, 0, 0, 0);
    for (i, c) in contributions.iter().enumerate().take(MAX_SEATS) {
        let b = c.committed - c.ante;
        bets[i] = b;
        antes[i] = c.ante;
        total += c.committed;
        top_ante = top_ante.max(c.ante);
        if c.live {
            live |= 1 << i;
            open |= u32::from(!c.mucked) << i;
            low = low.min(b);
            high = high.max(b);
        }
    }
    let (bets, antes) = (&bets[..n], &antes[..n]);
    // What of the antes a live seat can claim from each other seat: his own ante when he
    // posted one, all of it when his position posts none.
    let cap = |i: usize| if antes[i] > 0 { antes[i] } else { top_ante };
    let short = Bits(live).filter(|&i| cap(i) < top_ante).count() > 0;
    let claimants = |reached: u32| {
        let contesting = reached & open;
        if contesting != 0 { contesting } else { reached }
    };
    let mut pots: SmallVec<[PotSeats; 2]> = SmallVec::new();
    // The usual hand: every seat still in put in the same bets beyond antes they all cover.
    // Then there is one pot, everything put in, and every seat still in can win it (what the
    // levels below give for a single level).
    if low == high && low > 0 && !short {
        pots.push(PotSeats {
            amount: total,
            eligible: claimants(live),
        });
        return pots;
    }
    // The antes: a pot at each short ante of a live seat (lowest first), the rest carried
    // into the main pot for the seats that cover every ante.
    let mut ante_levels = [0; MAX_SEATS];
    let mut k = 0;
    for i in Bits(live) {
        let c = cap(i);
        if c < top_ante && !ante_levels[..k].contains(&c) {
            ante_levels[k] = c;
            k += 1;
        }
    }
    ante_levels[..k].sort_unstable();
    let mut previous = 0;
    for &level in &ante_levels[..k] {
        let mut amount = 0;
        let mut reached = 0u32;
        for (i, &a) in antes.iter().enumerate() {
            amount += a.min(level) - a.min(previous);
            reached |= u32::from(cap(i) >= level) << i;
        }
        pots.push(PotSeats {
            amount,
            eligible: claimants(reached & live),
        });
        previous = level;
    }
    let full = (0..n).fold(0u32, |m, i| m | u32::from(cap(i) >= top_ante) << i) & live;
    let mut carry: Chips = antes.iter().map(|&a| a - a.min(previous)).sum();
    if carry > 0 && full == 0 {
        // No seat still in covers these antes: each goes back to whoever posted it.
        for (i, &a) in antes.iter().enumerate() {
            if a > previous {
                pots.push(PotSeats {
                    amount: a - previous,
                    eligible: 1 << i,
                });
            }
        }
        carry = 0;
    }
    // The bets: the distinct bets of the seats still in, lowest first.
    let mut levels = [0; MAX_SEATS];
    let mut k = 0;
    let mut ante_only = false;
    for i in Bits(live) {
        let b = bets[i];
        if b == 0 {
            // A live player all-in on his ante alone can win the antes only.
            ante_only |= full & (1 << i) != 0;
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
    if carry > 0 && (ante_only || k == 0) {
        pots.push(PotSeats {
            amount: carry,
            eligible: claimants(full),
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
    // Bets above every live level (a folded seat's): back to whoever put them in.
    for (i, &b) in bets.iter().enumerate() {
        if b > previous {
            pots.push(PotSeats {
                amount: b - previous,
                eligible: 1 << i,
            });
        }
    }
    pots
}
