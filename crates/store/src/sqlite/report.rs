//! The report's sums, grouped in SQL by table, dealer and period.

use rusqlite::{Row, params};

use super::SqliteTx;
use super::collections::{COLUMNS, collection_row};
use crate::StoreError;
use crate::port::*;

/// The period a stored time (`2026-11-23T18:47:05Z`) falls in: its half hour or its day.
fn period(column: &str) -> String {
    format!(
        "CASE WHEN ?3 = 1 THEN substr({column}, 1, 10) || 'T00:00:00Z'
              ELSE substr({column}, 1, 14) || CASE WHEN substr({column}, 15, 2) < '30' THEN '00' ELSE '30' END || ':00Z' END"
    )
}

fn mode(p: Period) -> i64 {
    match p {
        Period::HalfHour => 0,
        Period::Day => 1,
    }
}

fn sum_row(r: &Row<'_>) -> rusqlite::Result<PeriodSum> {
    Ok(PeriodSum {
        table_id: r.get(0)?,
        dealer_id: r.get(1)?,
        period: r.get(2)?,
        count: r.get(3)?,
        cents: r.get(4)?,
    })
}

impl SqliteTx<'_> {
    fn sums(
        &self,
        sql: &str,
        from: &str,
        to: &str,
        p: Period,
    ) -> Result<Vec<PeriodSum>, StoreError> {
        let mut stmt = self.tx.prepare_cached(sql)?;
        let rows = stmt.query_map(params![from, to, mode(p)], sum_row)?;
        Ok(rows.collect::<Result<_, _>>()?)
    }
}

/// The rows recounted as `report_sums` keeps them (the migration's own backfill).
const RECOUNT: &str = "
    SELECT substr(due_at, 1, 14) || CASE WHEN substr(due_at, 15, 2) < '30' THEN '00' ELSE '30' END || ':00Z' AS h,
           table_id AS t, coalesce(dealer_id, 0) AS d,
           CASE status WHEN 'paid' THEN 'paid' WHEN 'due' THEN 'due' WHEN 'not_paid' THEN 'np:' || coalesce(reason, 'comped') ELSE 'unknown:' || coalesce(status, '') END AS k,
           count(*) AS n, sum(amount_cents) AS c
    FROM time_collections GROUP BY 1, 2, 3, 4
    UNION ALL
    SELECT substr(taken_at, 1, 14) || CASE WHEN substr(taken_at, 15, 2) < '30' THEN '00' ELSE '30' END || ':00Z',
           table_id, coalesce(dealer_id, 0), 'drop', count(*), sum(amount_cents)
    FROM drop_collections GROUP BY 1, 2, 3
    UNION ALL
    SELECT substr(settled_at, 1, 14) || CASE WHEN substr(settled_at, 15, 2) < '30' THEN '00' ELSE '30' END || ':00Z',
           table_id, coalesce(dealer_id, 0), 'banked', count(*), sum(house_net_cents)
    FROM banked_results GROUP BY 1, 2, 3
    UNION ALL
    SELECT substr(started_at, 1, 14) || CASE WHEN substr(started_at, 15, 2) < '30' THEN '00' ELSE '30' END || ':00Z',
           table_id, coalesce(dealer_id, 0), 'hand', count(*), 0
    FROM hands GROUP BY 1, 2, 3";

impl ReportStore for SqliteTx<'_> {
    fn kept_sums(&self, from: &str, to: &str, p: Period) -> Result<Vec<KeptSum>, StoreError> {
        let sql = "SELECT table_id, nullif(dealer_key, 0),
                          CASE WHEN ?3 = 1 THEN substr(half_hour, 1, 10) || 'T00:00:00Z' ELSE half_hour END AS period,
                          sum(count), sum(cents), kind
                   FROM report_sums WHERE half_hour >= ?1 AND half_hour < ?2 AND count != 0
                   GROUP BY table_id, dealer_key, period, kind";
        let mut stmt = self.tx.prepare_cached(sql)?;
        let rows = stmt.query_map(params![from, to, mode(p)], |r| {
            Ok(KeptSum {
                sum: sum_row(r)?,
                kind: r.get(5)?,
            })
        })?;
        Ok(rows.collect::<Result<_, _>>()?)
    }

    fn kept_sums_astray(&self) -> Result<Vec<String>, StoreError> {
        let sql = format!(
            "SELECT 'kept ' || half_hour || ' table ' || table_id || ' dealer ' || dealer_key || ' ' || kind
                    || ': ' || count || ' for ' || cents
             FROM (SELECT * FROM report_sums WHERE count != 0
                   EXCEPT SELECT * FROM ({RECOUNT}))
             UNION ALL
             SELECT 'recounted ' || h || ' table ' || t || ' dealer ' || d || ' ' || k || ': ' || n || ' for ' || c
             FROM (SELECT * FROM ({RECOUNT})
                   EXCEPT SELECT * FROM report_sums WHERE count != 0)"
        );
        let mut stmt = self.tx.prepare(&sql)?;
        let rows = stmt.query_map([], |r| r.get(0))?;
        Ok(rows.collect::<Result<_, _>>()?)
    }

    fn marked_sums(&self, from: &str, to: &str, p: Period) -> Result<Vec<MarkedSum>, StoreError> {
        let sql = format!(
            "SELECT table_id, dealer_id, {} AS period, count(*), sum(amount_cents), status, reason
             FROM time_collections WHERE due_at >= ?1 AND due_at < ?2 AND status != 'due'
             GROUP BY table_id, dealer_id, period, status, reason",
            period("due_at")
        );
        let mut stmt = self.tx.prepare_cached(&sql)?;
        let rows = stmt.query_map(params![from, to, mode(p)], |r| {
            Ok(MarkedSum {
                sum: sum_row(r)?,
                status: r.get(5)?,
                reason: r.get(6)?,
            })
        })?;
        Ok(rows.collect::<Result<_, _>>()?)
    }

    fn unmarked_between(&self, from: &str, to: &str) -> Result<Vec<TimeCollectionRow>, StoreError> {
        let sql = format!(
            "SELECT {COLUMNS} FROM time_collections
             WHERE status = 'due' AND due_at >= ?1 AND due_at < ?2 ORDER BY table_id, due_at, seat_no"
        );
        let mut stmt = self.tx.prepare_cached(&sql)?;
        let rows = stmt.query_map([from, to], collection_row)?;
        Ok(rows.collect::<Result<_, _>>()?)
    }

    fn drop_sums(&self, from: &str, to: &str, p: Period) -> Result<Vec<PeriodSum>, StoreError> {
        let sql = format!(
            "SELECT table_id, dealer_id, {} AS period, count(*), sum(amount_cents)
             FROM drop_collections WHERE taken_at >= ?1 AND taken_at < ?2
             GROUP BY table_id, dealer_id, period",
            period("taken_at")
        );
        self.sums(&sql, from, to, p)
    }

    fn banked_sums(&self, from: &str, to: &str, p: Period) -> Result<Vec<PeriodSum>, StoreError> {
        let sql = format!(
            "SELECT table_id, dealer_id, {} AS period, count(*), sum(house_net_cents)
             FROM banked_results WHERE settled_at >= ?1 AND settled_at < ?2
             GROUP BY table_id, dealer_id, period",
            period("settled_at")
        );
        self.sums(&sql, from, to, p)
    }

    fn hand_counts(&self, from: &str, to: &str, p: Period) -> Result<Vec<PeriodSum>, StoreError> {
        let sql = format!(
            "SELECT table_id, dealer_id, {} AS period, count(*), 0
             FROM hands WHERE started_at >= ?1 AND started_at < ?2
             GROUP BY table_id, dealer_id, period",
            period("started_at")
        );
        self.sums(&sql, from, to, p)
    }
}
