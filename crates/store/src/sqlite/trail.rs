//! The audit trail on SQLite: the entries, and the row states the triggers of migration 0012
//! record with every change to an audited table.

use rusqlite::{OptionalExtension, Row, params};

use super::SqliteTx;
use crate::StoreError;
use crate::port::*;

const SELECT: &str = "SELECT a.id, a.at, a.staff_id, s.name, a.station, a.machine, a.kind,
                             a.outcome, a.table_id, a.hand_id, a.detail, a.first_change,
                             a.last_change, a.prev_hash, a.hash
                        FROM audit a LEFT JOIN staff s ON s.id = a.staff_id";

fn audit_row(r: &Row<'_>) -> rusqlite::Result<AuditRow> {
    Ok(AuditRow {
        id: r.get(0)?,
        at: r.get(1)?,
        staff_id: r.get(2)?,
        staff_name: r.get(3)?,
        station: r.get(4)?,
        machine: r.get(5)?,
        kind: r.get(6)?,
        outcome: r.get(7)?,
        table_id: r.get(8)?,
        hand_id: r.get(9)?,
        detail: r.get(10)?,
        first_change: r.get(11)?,
        last_change: r.get(12)?,
        prev_hash: r.get(13)?,
        hash: r.get(14)?,
    })
}

fn row_state(r: &Row<'_>) -> rusqlite::Result<RowState> {
    Ok(RowState {
        id: r.get(0)?,
        tbl: r.get(1)?,
        row_key: r.get(2)?,
        image: r.get(3)?,
    })
}

impl TrailStore for SqliteTx<'_> {
    fn audit_head(&self) -> Result<Option<AuditRow>, StoreError> {
        let sql = format!("{SELECT} ORDER BY a.id DESC LIMIT 1");
        Ok(self
            .tx
            .prepare_cached(&sql)?
            .query_row([], audit_row)
            .optional()?)
    }

    fn last_row_state(&self) -> Result<i64, StoreError> {
        Ok(self
            .tx
            .prepare_cached("SELECT coalesce(max(id), 0) FROM audit_changes")?
            .query_row([], |r| r.get(0))?)
    }

    fn row_states(&self, first: i64, last: i64) -> Result<Vec<RowState>, StoreError> {
        let mut stmt = self.tx.prepare_cached(
            "SELECT id, tbl, row_key, image FROM audit_changes
              WHERE id BETWEEN ?1 AND ?2 ORDER BY id",
        )?;
        let rows = stmt.query_map(params![first, last], row_state)?;
        Ok(rows.collect::<Result<_, _>>()?)
    }

    fn state_before(&self, state: &RowState) -> Result<Option<String>, StoreError> {
        Ok(self
            .tx
            .prepare_cached(
                "SELECT image FROM audit_changes
                  WHERE tbl = ?1 AND row_key = ?2 AND id < ?3 ORDER BY id DESC LIMIT 1",
            )?
            .query_row(params![state.tbl, state.row_key, state.id], |r| r.get(0))
            .optional()?)
    }

    fn insert_audit(&self, e: &AuditRow) -> Result<(), StoreError> {
        self.tx
            .prepare_cached(
                "INSERT INTO audit (id, at, staff_id, station, machine, kind, outcome, table_id,
                                    hand_id, detail, first_change, last_change, prev_hash, hash)
                 VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12, ?13, ?14)",
            )?
            .execute(params![
                e.id,
                e.at,
                e.staff_id,
                e.station,
                e.machine,
                e.kind,
                e.outcome,
                e.table_id,
                e.hand_id,
                e.detail,
                e.first_change,
                e.last_change,
                e.prev_hash,
                e.hash
            ])?;
        Ok(())
    }

    fn audit_after(&self, after: i64, limit: i64) -> Result<Vec<AuditRow>, StoreError> {
        let sql = format!("{SELECT} WHERE a.id > ?1 ORDER BY a.id LIMIT ?2");
        let mut stmt = self.tx.prepare_cached(&sql)?;
        let rows = stmt.query_map(params![after, limit], audit_row)?;
        Ok(rows.collect::<Result<_, _>>()?)
    }

    fn audit_entries(&self, f: &AuditFilter) -> Result<Vec<AuditRow>, StoreError> {
        let sql = format!(
            "{SELECT} WHERE (?1 IS NULL OR a.staff_id = ?1) AND (?2 IS NULL OR a.table_id = ?2)
                        AND (?3 IS NULL OR a.at >= ?3) AND (?4 IS NULL OR a.at < ?4)
                        AND (?5 IS NULL OR a.kind = ?5) AND (?6 IS NULL OR a.outcome = ?6)
                      ORDER BY a.id DESC LIMIT ?7"
        );
        let mut stmt = self.tx.prepare_cached(&sql)?;
        let rows = stmt.query_map(
            params![
                f.staff_id, f.table_id, f.from, f.to, f.kind, f.outcome, f.limit
            ],
            audit_row,
        )?;
        Ok(rows.collect::<Result<_, _>>()?)
    }

    fn rows_astray(&self) -> Result<Vec<RowAstray>, StoreError> {
        // A row's last recorded state against the row now, both ways: rows that differ or
        // have no state (written after the trail began), and states whose row is gone.
        let mut stmt = self.tx.prepare(
            "WITH last AS (
                 SELECT c.tbl, c.row_key, c.image FROM audit_changes c
                  WHERE c.id = (SELECT max(d.id) FROM audit_changes d
                                 WHERE d.tbl = c.tbl AND d.row_key = c.row_key))
             SELECT v.tbl, v.row_key, v.image, l.image
               FROM audit_images v LEFT JOIN last l ON l.tbl = v.tbl AND l.row_key = v.row_key
               JOIN audit_start s ON s.tbl = v.tbl
              WHERE (l.image IS NULL AND CAST(v.row_key AS INTEGER) > s.last_row_before)
                 OR (l.image IS NOT NULL AND l.image IS NOT v.image)
             UNION ALL
             SELECT l.tbl, l.row_key, NULL, l.image FROM last l
              WHERE NOT EXISTS (SELECT 1 FROM audit_images v
                                 WHERE v.tbl = l.tbl AND v.row_key = l.row_key)",
        )?;
        let rows = stmt.query_map([], |r| {
            Ok(RowAstray {
                tbl: r.get(0)?,
                row_key: r.get(1)?,
                now: r.get(2)?,
                recorded: r.get(3)?,
            })
        })?;
        Ok(rows.collect::<Result<_, _>>()?)
    }
}
