//! Pan (Panguingue): melds, conditions and their payments, the turn, irregular deals,
//! retiring, going out and the ledger.

mod conditions;
mod deal;
mod fouls;
mod going_out;
mod history;
mod melds;
mod options;
mod play;
mod properties;
mod stakes;
mod support;
