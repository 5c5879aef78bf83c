//! Settlement: who gets what, in the table's chip unit, with the house's collection.

use serde::{Deserialize, Serialize};

use crate::{Chips, SeatList, SeatNo, Shares};

/// What one winner of a pot receives.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "specta", derive(specta::Type))]
pub struct Share {
    pub seat: SeatNo,
    pub amount: Chips,
}

/// One pot at settlement.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "specta", derive(specta::Type))]
pub struct PotResult {
    /// The pot as built from contributions, before the collection.
    pub amount: Chips,
    pub eligible: SeatList,
    /// Taken by the house from this pot.
    pub collected: Chips,
    /// The winners and what each receives; empty while the pot is not awarded.
    #[serde(deserialize_with = "bounded_shares")]
    #[cfg_attr(feature = "specta", specta(type = Vec<Share>))]
    pub shares: Shares,
}

/// A pot's shares read back (a stored hand): at most one a seat dealt in, like any
/// [`SeatList`]; more is an error, never cut short.
pub(crate) fn bounded_shares<'de, D: serde::Deserializer<'de>>(d: D) -> Result<Shares, D::Error> {
    let shares = Vec::<Share>::deserialize(d)?;
    if shares.len() > SeatList::CAPACITY {
        return Err(serde::de::Error::custom(format!(
            "at most {} shares of a pot",
            SeatList::CAPACITY
        )));
    }
    Ok(Shares::from_vec(shares))
}

/// A seat's result.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "specta", derive(specta::Type))]
pub struct SeatResult {
    pub seat: SeatNo,
    pub starting_stack: Chips,
    pub final_stack: Chips,
    /// `final_stack - starting_stack`.
    pub net: Chips,
}

/// The hand's money: final stacks, pots, winners and the house's collection.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "specta", derive(specta::Type))]
pub struct Settlement {
    /// Every pot is awarded.
    pub complete: bool,
    pub seats: Vec<SeatResult>,
    pub pots: Vec<PotResult>,
    /// The house's collection: the pot drop taken plus the button drop.
    pub collection: Chips,
    /// What each jackpot drop of the config took from the main pot, in the config's order
    /// (never the house's: kept apart in every sum).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub jackpot: Vec<Chips>,
}

impl Settlement {
    /// Sum of nets plus the collection: zero when chips are conserved and every pot is awarded.
    /// Saturating: a settlement read back from storage is not trusted not to overflow.
    pub fn balance(&self) -> Chips {
        let jackpot = self
            .jackpot
            .iter()
            .fold(0, |sum: Chips, j| sum.saturating_add(*j));
        self.seats
            .iter()
            .fold(self.collection.saturating_add(jackpot), |sum, s| {
                sum.saturating_add(s.net)
            })
    }

    /// All the jackpot drops took from the hand.
    pub fn jackpot_total(&self) -> Chips {
        self.jackpot.iter().sum()
    }
}

/// Splits `amount` between `winners` (already in clockwise order starting left of the button)
/// in units of `chip_unit`: equal shares, then the odd units one at a time in that order. A
/// remainder smaller than one unit goes to the first winner. Nothing is lost.
pub(crate) fn split(amount: Chips, winners: &[SeatNo], chip_unit: Chips) -> Shares {
    let count = winners.len() as Chips;
    if count == 0 {
        return Shares::new();
    }
    let unit = chip_unit.max(1);
    let units = amount / unit;
    let below_unit = amount % unit;
    let each = units / count;
    let odd = units % count;
    let mut shares = Shares::new();
    for (i, &seat) in winners.iter().enumerate() {
        let i = i as Chips;
        let mut share = each * unit;
        if i < odd {
            share += unit;
        }
        if i == 0 {
            share += below_unit;
        }
        // Pushed, not collected: collecting into an inline list takes a slower path.
        shares.push(Share {
            seat,
            amount: share,
        });
    }
    shares
}

#[cfg(test)]
mod tests {
    use super::split;

    #[test]
    fn split_conserves_and_gives_odd_units_in_order() {
        let shares = split(1003, &[4, 7, 1], 5);
        let amounts: Vec<_> = shares.iter().map(|s| s.amount).collect();
        // 200 units of 5 and 3 cents: 67, 67, 66 units; the 3 cents to the first winner.
        assert_eq!(amounts, vec![338, 335, 330]);
        assert_eq!(amounts.iter().sum::<i64>(), 1003);
    }
}
