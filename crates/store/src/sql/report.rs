//! The report's sums, grouped in SQL by table, dealer and period.

use super::collections::COLUMNS;
use super::{Cell, Db, FromRow, Row, args, from_row, get};
use crate::StoreError;
use crate::port::*;

/// The period a stored time (`2026-11-23T18:47:05Z`) falls in: its half hour or its day.
fn period(column: &str) -> String {
    format!(
        "CASE WHEN CAST($3 AS BIGINT) = 1 THEN substr({column}, 1, 10) || 'T00:00:00Z'
              ELSE substr({column}, 1, 14) || CASE WHEN substr({column}, 15, 2) < '30' THEN '00' ELSE '30' END || ':00Z' END"
    )
}

fn mode(p: Period) -> i64 {
    match p {
        Period::HalfHour => 0,
        Period::Day => 1,
    }
}

from_row! {
    /// A sum read as `table_id, dealer_id, period, count, cents`.
    PeriodSum { table_id, dealer_id, period, count, cents }
}

/// `cents` summed over the rows of `table` dated by its column `at` in [from, to) (`$1`, `$2`),
/// with their count, by table, dealer and period (`$3`).
fn sums<D: Db>(
    db: &D,
    table: &str,
    at: &str,
    cents: &str,
    from: &str,
    to: &str,
    p: Period,
) -> Result<Vec<PeriodSum>, StoreError> {
    let sql = format!(
        "SELECT table_id, dealer_id, {} AS period, count(*), CAST({cents} AS BIGINT)
         FROM {table} WHERE {at} >= $1 AND {at} < $2
         GROUP BY table_id, dealer_id, period",
        period(at)
    );
    db.rows(&sql, args![from, to, mode(p)], PeriodSum::from_row)
}

/// The rows recounted as `report_sums` keeps them (the migration's own backfill).
const RECOUNT: &str = "
    SELECT substr(due_at, 1, 14) || CASE WHEN substr(due_at, 15, 2) < '30' THEN '00' ELSE '30' END || ':00Z' AS h,
           table_id AS t, coalesce(dealer_id, 0) AS d,
           CASE status WHEN 'paid' THEN 'paid' WHEN 'due' THEN 'due' WHEN 'not_paid' THEN 'np:' || coalesce(reason, 'comped') ELSE 'unknown:' || coalesce(status, '') END AS k,
           count(*) AS n, CAST(sum(amount_cents) AS BIGINT) AS c
    FROM time_collections GROUP BY 1, 2, 3, 4
    UNION ALL
    SELECT substr(taken_at, 1, 14) || CASE WHEN substr(taken_at, 15, 2) < '30' THEN '00' ELSE '30' END || ':00Z',
           table_id, coalesce(dealer_id, 0), 'drop', count(*), CAST(sum(amount_cents) AS BIGINT)
    FROM drop_collections GROUP BY 1, 2, 3
    UNION ALL
    SELECT substr(settled_at, 1, 14) || CASE WHEN substr(settled_at, 15, 2) < '30' THEN '00' ELSE '30' END || ':00Z',
           table_id, coalesce(dealer_id, 0), 'banked', count(*), CAST(sum(house_net_cents) AS BIGINT)
    FROM banked_results GROUP BY 1, 2, 3
    UNION ALL
    SELECT substr(collected_at, 1, 14) || CASE WHEN substr(collected_at, 15, 2) < '30' THEN '00' ELSE '30' END || ':00Z',
           table_id, coalesce(dealer_id, 0), 'jackpot', count(*), CAST(sum(amount_cents) AS BIGINT)
    FROM jackpot_collections GROUP BY 1, 2, 3
    UNION ALL
    SELECT substr(started_at, 1, 14) || CASE WHEN substr(started_at, 15, 2) < '30' THEN '00' ELSE '30' END || ':00Z',
           table_id, coalesce(dealer_id, 0), 'hand', count(*), CAST(0 AS BIGINT)
    FROM hands GROUP BY 1, 2, 3";

/// `report_sums.kind`, typed: a word the room does not write is bad data.
impl Cell for SumKind {
    fn read(row: &dyn Row, i: usize) -> Result<Self, StoreError> {
        let text = row.text(i)?;
        Ok(match text.as_str() {
            "due" => SumKind::Due,
            "paid" => SumKind::Paid,
            "drop" => SumKind::Drop,
            "banked" => SumKind::Banked,
            "jackpot" => SumKind::Jackpot,
            "hand" => SumKind::Hand,
            other => match other.strip_prefix("np:").and_then(NotPaidReason::parse) {
                Some(reason) => SumKind::NotPaid(reason),
                None => {
                    return Err(StoreError::BadData {
                        detail: format!(
                            "a kept sum's kind is not one Cardroom writes ({other}): a time collection's status or reason"
                        ),
                    });
                }
            },
        })
    }
}

impl<D: Db> ReportStore for D {
    fn kept_sums(&self, from: &str, to: &str, p: Period) -> Result<Vec<KeptSum>, StoreError> {
        self.rows(
            "SELECT table_id, nullif(dealer_key, 0),
                    CASE WHEN CAST($3 AS BIGINT) = 1 THEN substr(half_hour, 1, 10) || 'T00:00:00Z' ELSE half_hour END AS period,
                    CAST(sum(count) AS BIGINT), CAST(sum(cents) AS BIGINT), kind
             FROM report_sums WHERE half_hour >= $1 AND half_hour < $2 AND count <> 0
             GROUP BY table_id, dealer_key, period, kind",
            args![from, to, mode(p)],
            |r| {
                Ok(KeptSum {
                    sum: PeriodSum::from_row(r)?,
                    kind: get(r, 5)?,
                })
            },
        )
    }

    fn kept_sums_astray(&self) -> Result<Vec<String>, StoreError> {
        self.rows(
            &format!(
                "SELECT 'kept ' || half_hour || ' table ' || table_id || ' dealer ' || dealer_key || ' ' || kind
                        || ': ' || count || ' for ' || cents
                 FROM (SELECT * FROM report_sums WHERE count <> 0
                       EXCEPT SELECT * FROM ({RECOUNT}) AS recount) AS kept
                 UNION ALL
                 SELECT 'recounted ' || h || ' table ' || t || ' dealer ' || d || ' ' || k || ': ' || n || ' for ' || c
                 FROM (SELECT * FROM ({RECOUNT}) AS recount
                       EXCEPT SELECT * FROM report_sums WHERE count <> 0) AS recounted"
            ),
            args![],
            |r| get(r, 0),
        )
    }

    fn marked_sums(&self, from: &str, to: &str, p: Period) -> Result<Vec<MarkedSum>, StoreError> {
        self.rows(
            &format!(
                "SELECT table_id, dealer_id, {} AS period, count(*), CAST(sum(amount_cents) AS BIGINT),
                        status, reason
                 FROM time_collections WHERE due_at >= $1 AND due_at < $2 AND status <> 'due'
                 GROUP BY table_id, dealer_id, period, status, reason",
                period("due_at")
            ),
            args![from, to, mode(p)],
            |r| {
                Ok(MarkedSum {
                    sum: PeriodSum::from_row(r)?,
                    status: get(r, 5)?,
                    reason: get(r, 6)?,
                })
            },
        )
    }

    fn unmarked_between(&self, from: &str, to: &str) -> Result<Vec<TimeCollectionRow>, StoreError> {
        self.rows(
            &format!(
                "SELECT {COLUMNS} FROM time_collections
                 WHERE status = 'due' AND due_at >= $1 AND due_at < $2 ORDER BY table_id, due_at, seat_no"
            ),
            args![from, to],
            TimeCollectionRow::from_row,
        )
    }

    fn drop_sums(&self, from: &str, to: &str, p: Period) -> Result<Vec<PeriodSum>, StoreError> {
        sums(
            self,
            "drop_collections",
            "taken_at",
            "sum(amount_cents)",
            from,
            to,
            p,
        )
    }

    fn banked_sums(&self, from: &str, to: &str, p: Period) -> Result<Vec<PeriodSum>, StoreError> {
        sums(
            self,
            "banked_results",
            "settled_at",
            "sum(house_net_cents)",
            from,
            to,
            p,
        )
    }

    fn jackpot_sums(&self, from: &str, to: &str, p: Period) -> Result<Vec<PeriodSum>, StoreError> {
        sums(
            self,
            "jackpot_collections",
            "collected_at",
            "sum(amount_cents)",
            from,
            to,
            p,
        )
    }

    fn hand_counts(&self, from: &str, to: &str, p: Period) -> Result<Vec<PeriodSum>, StoreError> {
        sums(self, "hands", "started_at", "0", from, to, p)
    }
}
