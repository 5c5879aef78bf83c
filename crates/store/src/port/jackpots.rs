//! Player-funded jackpots: funds, their effective-dated terms, what hands gave them, the hits
//! found and the payouts. Kept apart from the house's money in every query.

use super::collections::TableCents;
use super::vocab::FundEntry;
use crate::StoreError;

/// A fund as stored.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct FundRow {
    pub id: i64,
    pub name: String,
    pub created_at: String,
}

/// A version of a fund's terms (the room's JSON), with who set it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct FundTermsRow {
    pub id: i64,
    pub fund_id: i64,
    pub effective_from: String,
    pub terms: String,
    pub created_by: String,
    pub created_at: String,
}

/// One entry of a fund's ledger, whatever its source, its amount as it was recorded (a fee and
/// a payout positive, though they take from the fund); the hand and the reason when there is
/// one.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct FundEntryRow {
    pub fund_id: i64,
    pub kind: FundEntry,
    pub amount_cents: i64,
    pub at: String,
    pub hand_id: Option<i64>,
    pub table_id: Option<i64>,
    pub reason: Option<String>,
}

/// A hit as stored, with its payout's id when it is paid.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct HitRow {
    pub id: i64,
    pub fund_id: i64,
    pub hand_id: i64,
    pub table_id: i64,
    pub table_name: String,
    pub found_at: String,
    pub detail: String,
    pub payout_id: Option<i64>,
}

/// A payout to append (and as stored, with the names of who paid and witnessed).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PayoutRow {
    pub id: i64,
    pub hit_id: i64,
    pub fund_id: i64,
    pub paid_at: String,
    pub paid_by: String,
    pub witness: String,
    pub fund_before_cents: i64,
    pub paid_cents: i64,
    pub fund_after_cents: i64,
    pub shares: String,
}

/// A payout to append.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct NewPayout<'a> {
    pub hit_id: i64,
    pub fund_id: i64,
    pub at: &'a str,
    pub paid_by: i64,
    pub witness_id: i64,
    pub fund_before_cents: i64,
    pub paid_cents: i64,
    pub shares: &'a str,
}

/// jackpot queries: the part of the storage interface the room uses for them.
pub trait JackpotStore {
    /// Appends a fund; returns its id.
    fn insert_fund(&self, name: &str, by: i64, at: &str) -> Result<i64, StoreError>;

    fn funds(&self) -> Result<Vec<FundRow>, StoreError>;

    /// Appends a version of a fund's terms.
    fn insert_fund_terms(
        &self,
        fund_id: i64,
        effective_from: &str,
        terms: &str,
        by: i64,
        at: &str,
    ) -> Result<i64, StoreError>;

    /// Every version of every fund's terms, oldest first.
    fn fund_terms(&self) -> Result<Vec<FundTermsRow>, StoreError>;

    /// Appends a seed or a correction (`kind`) to a fund.
    fn insert_fund_move(
        &self,
        fund_id: i64,
        kind: FundEntry,
        amount_cents: i64,
        reason: Option<&str>,
        by: i64,
        at: &str,
    ) -> Result<i64, StoreError>;

    /// Appends what a hand gave a fund (the fee is the house's part of `amount_cents`), with
    /// the hand's dealer.
    #[allow(clippy::too_many_arguments)]
    fn insert_fund_collection(
        &self,
        fund_id: i64,
        hand_id: i64,
        table_id: i64,
        dealer_id: Option<i64>,
        amount_cents: i64,
        fee_cents: i64,
        at: &str,
    ) -> Result<(), StoreError>;

    /// A fund's balance at the end of everything stored: seeds and corrections, plus the
    /// collections less their fees, less the payouts.
    fn fund_balance(&self, fund_id: i64) -> Result<i64, StoreError>;

    /// Every fund's ledger entries in [from, to), oldest first.
    fn fund_entries_between(&self, from: &str, to: &str) -> Result<Vec<FundEntryRow>, StoreError>;

    /// Each fund's balance from everything before `at`: (fund, cents).
    fn fund_balances_before(&self, at: &str) -> Result<Vec<(i64, i64)>, StoreError>;

    /// The jackpot collections taken from pots in [from, to), summed by table: chips that left
    /// the table for the funds (the fee included).
    fn jackpot_totals_between(&self, from: &str, to: &str) -> Result<Vec<TableCents>, StoreError>;

    /// Appends a hit; returns its id.
    fn insert_hit(
        &self,
        fund_id: i64,
        hand_id: i64,
        table_id: i64,
        at: &str,
        detail: &str,
    ) -> Result<i64, StoreError>;

    /// Every hit, newest first.
    fn hits(&self) -> Result<Vec<HitRow>, StoreError>;

    /// A fund's hit on a hand, if any.
    fn hit_of(&self, fund_id: i64, hand_id: i64) -> Result<Option<HitRow>, StoreError>;

    /// Appends a payout; returns its id.
    fn insert_payout(&self, p: &NewPayout<'_>) -> Result<i64, StoreError>;

    /// Every payout, newest first.
    fn payouts(&self) -> Result<Vec<PayoutRow>, StoreError>;
}
