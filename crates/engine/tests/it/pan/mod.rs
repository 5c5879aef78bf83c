//! Pan (Panguingue): melds, conditions and their payments, the turn, irregular deals,
//! retiring, going out and the ledger.

mod conditions;
mod deal;
mod melds;
mod play;
mod properties;
mod support;
