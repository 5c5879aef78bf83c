//! The chip ledger: every payment between players (and the tops), in cents, and the
//! settlement per player.

use serde::{Deserialize, Serialize};

use crate::{Chips, SeatNo};

/// Who pays or collects: a player, or the tops (the antes held until someone goes out).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "specta", derive(specta::Type))]
#[serde(rename_all = "snake_case")]
pub enum Party {
    Seat(SeatNo),
    Tops,
}

/// Why a payment was made.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "specta", derive(specta::Type))]
#[serde(rename_all = "snake_case")]
pub enum PayReason {
    /// A player's top, into the tops.
    Top,
    /// A retiring player's forfeit beyond his top, or the part of his top returned when the
    /// forfeit is smaller.
    Forfeit,
    /// A dead hand's top, returned.
    TopReturned,
    /// A new meld that is a condition.
    Condition,
    /// Cards added to a meld made (or increased) a condition.
    Increase,
    /// A split created a condition.
    Split,
    /// A fouled hand gives back what it collected for conditions.
    Returned,
    /// Going out: the table's `out_chips`.
    Out,
    /// Going out: the winner's conditions again.
    ConditionsAgain,
    /// Going out: the tops and forfeits, paid last.
    Tops,
    /// The hand ended with no one in: what each put in the tops goes back.
    TopsReturned,
}

/// One payment: `chips` Pan chips, `amount` cents.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "specta", derive(specta::Type))]
pub struct Payment {
    pub from: Party,
    pub to: Party,
    pub chips: u32,
    pub amount: Chips,
    pub reason: PayReason,
}

/// A player's result for the hand, in cents (positive: won).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "specta", derive(specta::Type))]
pub struct SeatNet {
    pub seat: SeatNo,
    pub net: Chips,
}

/// The hand's settlement: each player's net (they sum to zero once the tops are paid out).
/// The house's time collection is taken outside the hand.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "specta", derive(specta::Type))]
pub struct PanSettlement {
    /// The player who went out.
    pub winner: Option<SeatNo>,
    pub seats: Vec<SeatNet>,
    /// Cents still in the tops (0 once the hand is over).
    pub tops: Chips,
}

/// The net of `party` over `ledger`, in cents.
pub(crate) fn net_of(ledger: &[Payment], party: Party) -> Chips {
    ledger
        .iter()
        .map(|p| {
            let mut n = 0;
            if p.to == party {
                n += p.amount;
            }
            if p.from == party {
                n -= p.amount;
            }
            n
        })
        .sum()
}

/// The net chips `seat` put into the tops (positive: put in).
pub(crate) fn tops_chips_of(ledger: &[Payment], seat: SeatNo) -> i64 {
    ledger
        .iter()
        .map(|p| match (p.from, p.to) {
            (Party::Seat(s), Party::Tops) if s == seat => i64::from(p.chips),
            (Party::Tops, Party::Seat(s)) if s == seat => -i64::from(p.chips),
            _ => 0,
        })
        .sum()
}
