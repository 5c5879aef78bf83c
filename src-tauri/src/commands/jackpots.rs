//! Player-funded jackpots: the funds with their balances, rules and pending hits; a fund
//! added, its terms changed, a correction, a hit paid with a witness; the ledger.

use super::*;
use cardroom_room::{
    FundAdjustment, FundTermsChange, FundView, JackpotPayment, Jackpots, LedgerBy, LedgerLine,
    NewFund, PayoutView,
};

commands! {
    /// Every fund: its balance, terms, posted rules and pending hits; every payout.
    run jackpots() -> Jackpots {
        |room| room.jackpots()
    }

    /// Each fund's ledger by gaming day or quarter over [from, to] (`2026-11-23`).
    run jackpot_ledger(from: String, to: String, by: LedgerBy) -> Vec<LedgerLine> {
        |room| {
            let from = cardroom_room::gaming_day::parse_day(&from)?;
            let to = cardroom_room::gaming_day::parse_day(&to)?;
            room.jackpot_ledger(from, to, by)
        }
    }

    /// The floor adds a fund with its terms and seed; the fund comes back.
    act add_jackpot_fund(fund: NewFund) -> FundView {
        |room, me| room.add_jackpot_fund(me, &fund)
    }

    /// The floor changes a fund's terms from a date; the funds come back.
    act change_jackpot_terms(change: FundTermsChange) -> Jackpots {
        |room, me| room.change_jackpot_terms(me, &change)
    }

    /// The floor corrects a fund's balance with a reason and his PIN; the funds come back.
    act adjust_jackpot(adjustment: FundAdjustment) -> Jackpots {
        |room, me| room.adjust_jackpot(me, &adjustment)
    }

    /// The floor pays a hit the hand proves, with his PIN and a witness's; the payout comes
    /// back.
    act pay_jackpot(payment: JackpotPayment) -> PayoutView {
        |room, me| room.pay_jackpot(me, &payment)
    }
}
