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

impl ReportStore for SqliteTx<'_> {
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
