//! Player-funded jackpots: funds, terms, collections, hits and payouts.

use super::{Db, FromRow, args, from_row, get};
use crate::StoreError;
use crate::port::*;

from_row! {
    FundRow { id, name, created_at }
    FundTermsRow { id, fund_id, effective_from, terms, created_by, created_at }
    FundEntryRow { fund_id, kind, amount_cents, at, hand_id, table_id, reason }
    HitRow { id, fund_id, hand_id, table_id, table_name, found_at, detail, payout_id }
    PayoutRow {
        id, hit_id, fund_id, paid_at, paid_by, witness, fund_before_cents, paid_cents,
        fund_after_cents, shares,
    }
}

/// Every entry of every fund's ledger, signed as it moves the balance: `sign * amount`.
const ENTRIES: &str = "
    SELECT fund_id, kind, amount_cents, moved_at AS at, NULL AS hand_id, NULL AS table_id,
           reason, 1 AS sign
    FROM jackpot_moves
    UNION ALL
    SELECT fund_id, 'collected', amount_cents, collected_at, hand_id, table_id, NULL, 1
    FROM jackpot_collections
    UNION ALL
    SELECT fund_id, 'fee', fee_cents, collected_at, hand_id, table_id, NULL, -1
    FROM jackpot_collections WHERE fee_cents > 0
    UNION ALL
    SELECT p.fund_id, 'paid', p.paid_cents, p.paid_at, h.hand_id, h.table_id, NULL, -1
    FROM jackpot_payouts p JOIN jackpot_hits h ON h.id = p.hit_id";

const HITS: &str = "
    SELECT h.id, h.fund_id, h.hand_id, h.table_id, t.name, h.found_at, h.detail, p.id
    FROM jackpot_hits h
    JOIN card_tables t ON t.id = h.table_id
    LEFT JOIN jackpot_payouts p ON p.hit_id = h.id";

impl<D: Db> JackpotStore for D {
    fn insert_fund(&self, name: &str, by: i64, at: &str) -> Result<i64, StoreError> {
        self.scalar(
            "INSERT INTO jackpot_funds (name, created_by, created_at) VALUES ($1, $2, $3)
             RETURNING id",
            args![name, by, at],
        )
    }

    fn funds(&self) -> Result<Vec<FundRow>, StoreError> {
        self.rows(
            "SELECT id, name, created_at FROM jackpot_funds ORDER BY id",
            args![],
            FundRow::from_row,
        )
    }

    fn insert_fund_terms(
        &self,
        fund_id: i64,
        effective_from: &str,
        terms: &str,
        by: i64,
        at: &str,
    ) -> Result<i64, StoreError> {
        self.scalar(
            "INSERT INTO jackpot_terms (fund_id, effective_from, terms, created_by, created_at)
             VALUES ($1, $2, $3, $4, $5) RETURNING id",
            args![fund_id, effective_from, terms, by, at],
        )
    }

    fn fund_terms(&self) -> Result<Vec<FundTermsRow>, StoreError> {
        self.rows(
            "SELECT j.id, j.fund_id, j.effective_from, j.terms, s.name, j.created_at
             FROM jackpot_terms j JOIN staff s ON s.id = j.created_by
             ORDER BY j.fund_id, j.effective_from, j.id",
            args![],
            FundTermsRow::from_row,
        )
    }

    fn insert_fund_move(
        &self,
        fund_id: i64,
        kind: FundEntry,
        amount_cents: i64,
        reason: Option<&str>,
        by: i64,
        at: &str,
    ) -> Result<i64, StoreError> {
        self.scalar(
            "INSERT INTO jackpot_moves (fund_id, kind, amount_cents, reason, moved_at, recorded_by)
             VALUES ($1, $2, $3, $4, $5, $6) RETURNING id",
            args![fund_id, kind, amount_cents, reason, at, by],
        )
    }

    fn insert_fund_collection(
        &self,
        fund_id: i64,
        hand_id: i64,
        table_id: i64,
        dealer_id: Option<i64>,
        amount_cents: i64,
        fee_cents: i64,
        at: &str,
    ) -> Result<(), StoreError> {
        self.execute(
            "INSERT INTO jackpot_collections
               (fund_id, hand_id, table_id, dealer_id, amount_cents, fee_cents, collected_at)
             VALUES ($1, $2, $3, $4, $5, $6, $7)",
            args![
                fund_id,
                hand_id,
                table_id,
                dealer_id,
                amount_cents,
                fee_cents,
                at
            ],
        )
    }

    fn fund_balance(&self, fund_id: i64) -> Result<i64, StoreError> {
        self.scalar(
            &format!(
                "SELECT CAST(coalesce(sum(sign * amount_cents), 0) AS BIGINT)
                 FROM ({ENTRIES}) e WHERE fund_id = $1"
            ),
            args![fund_id],
        )
    }

    fn fund_entries_between(&self, from: &str, to: &str) -> Result<Vec<FundEntryRow>, StoreError> {
        self.rows(
            &format!(
                "SELECT fund_id, kind, amount_cents, at, hand_id, table_id, reason
                 FROM ({ENTRIES}) e WHERE at >= $1 AND at < $2 ORDER BY at, fund_id"
            ),
            args![from, to],
            FundEntryRow::from_row,
        )
    }

    fn fund_balances_before(&self, at: &str) -> Result<Vec<(i64, i64)>, StoreError> {
        self.rows(
            &format!(
                "SELECT fund_id, CAST(coalesce(sum(sign * amount_cents), 0) AS BIGINT)
                 FROM ({ENTRIES}) e WHERE at < $1 GROUP BY fund_id ORDER BY fund_id"
            ),
            args![at],
            |r| Ok((get(r, 0)?, get(r, 1)?)),
        )
    }

    fn jackpot_totals_between(&self, from: &str, to: &str) -> Result<Vec<TableCents>, StoreError> {
        self.rows(
            "SELECT table_id, CAST(sum(amount_cents) AS BIGINT) FROM jackpot_collections
             WHERE collected_at >= $1 AND collected_at < $2 GROUP BY table_id ORDER BY table_id",
            args![from, to],
            |r| {
                Ok(TableCents {
                    table_id: get(r, 0)?,
                    cents: get(r, 1)?,
                })
            },
        )
    }

    fn insert_hit(
        &self,
        fund_id: i64,
        hand_id: i64,
        table_id: i64,
        at: &str,
        detail: &str,
    ) -> Result<i64, StoreError> {
        self.scalar(
            "INSERT INTO jackpot_hits (fund_id, hand_id, table_id, found_at, detail)
             VALUES ($1, $2, $3, $4, $5) RETURNING id",
            args![fund_id, hand_id, table_id, at, detail],
        )
    }

    fn hits(&self) -> Result<Vec<HitRow>, StoreError> {
        self.rows(
            &format!("{HITS} ORDER BY h.id DESC"),
            args![],
            HitRow::from_row,
        )
    }

    fn hit_of(&self, fund_id: i64, hand_id: i64) -> Result<Option<HitRow>, StoreError> {
        self.opt(
            &format!("{HITS} WHERE h.fund_id = $1 AND h.hand_id = $2"),
            args![fund_id, hand_id],
            HitRow::from_row,
        )
    }

    fn insert_payout(&self, p: &NewPayout<'_>) -> Result<i64, StoreError> {
        self.scalar(
            "INSERT INTO jackpot_payouts (hit_id, fund_id, paid_at, paid_by, witness_id,
                 fund_before_cents, paid_cents, fund_after_cents, shares)
             VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) RETURNING id",
            args![
                p.hit_id,
                p.fund_id,
                p.at,
                p.paid_by,
                p.witness_id,
                p.fund_before_cents,
                p.paid_cents,
                p.fund_before_cents - p.paid_cents,
                p.shares
            ],
        )
    }

    fn payouts(&self) -> Result<Vec<PayoutRow>, StoreError> {
        self.rows(
            "SELECT p.id, p.hit_id, p.fund_id, p.paid_at, s.name, w.name, p.fund_before_cents,
                    p.paid_cents, p.fund_after_cents, p.shares
             FROM jackpot_payouts p
             JOIN staff s ON s.id = p.paid_by JOIN staff w ON w.id = p.witness_id
             ORDER BY p.id DESC",
            args![],
            PayoutRow::from_row,
        )
    }
}
