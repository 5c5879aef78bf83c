//! The audit trail on PostgreSQL: the entries, and the row states the triggers of migration
//! 0012 record with every change to an audited table.

use postgres::Row;

use super::{PgTx, get, rows};
use crate::StoreError;
use crate::port::*;

const SELECT: &str = "SELECT a.id, a.at, a.staff_id, s.name, a.station, a.machine, a.kind,
                             a.outcome, a.table_id, a.hand_id, a.detail, a.first_change,
                             a.last_change, a.prev_hash, a.hash
                        FROM audit a LEFT JOIN staff s ON s.id = a.staff_id";

fn audit_row(r: &Row) -> Result<AuditRow, StoreError> {
    Ok(AuditRow {
        id: get(r, 0)?,
        at: get(r, 1)?,
        staff_id: get(r, 2)?,
        staff_name: get(r, 3)?,
        station: get(r, 4)?,
        machine: get(r, 5)?,
        kind: get(r, 6)?,
        outcome: get(r, 7)?,
        table_id: get(r, 8)?,
        hand_id: get(r, 9)?,
        detail: get(r, 10)?,
        first_change: get(r, 11)?,
        last_change: get(r, 12)?,
        prev_hash: get(r, 13)?,
        hash: get(r, 14)?,
    })
}

fn row_state(r: &Row) -> Result<RowState, StoreError> {
    Ok(RowState {
        id: get(r, 0)?,
        tbl: get(r, 1)?,
        row_key: get(r, 2)?,
        image: get(r, 3)?,
    })
}

impl TrailStore for PgTx<'_> {
    fn audit_head(&self) -> Result<Option<AuditRow>, StoreError> {
        self.opt(&format!("{SELECT} ORDER BY a.id DESC LIMIT 1"), &[])?
            .as_ref()
            .map(audit_row)
            .transpose()
    }

    fn last_row_state(&self) -> Result<i64, StoreError> {
        get(
            &self.one("SELECT coalesce(max(id), 0) FROM audit_changes", &[])?,
            0,
        )
    }

    fn row_states(&self, first: i64, last: i64) -> Result<Vec<RowState>, StoreError> {
        rows(
            self,
            "SELECT id, tbl, row_key, image FROM audit_changes
              WHERE id BETWEEN $1 AND $2 ORDER BY id",
            &[&first, &last],
            row_state,
        )
    }

    fn state_before(&self, state: &RowState) -> Result<Option<String>, StoreError> {
        self.opt(
            "SELECT image FROM audit_changes
              WHERE tbl = $1 AND row_key = $2 AND id < $3 ORDER BY id DESC LIMIT 1",
            &[&state.tbl, &state.row_key, &state.id],
        )?
        .map(|r| get(&r, 0))
        .transpose()
    }

    fn insert_audit(&self, e: &AuditRow) -> Result<(), StoreError> {
        self.exec(
            "INSERT INTO audit (id, at, staff_id, station, machine, kind, outcome, table_id,
                                hand_id, detail, first_change, last_change, prev_hash, hash)
             VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14)",
            &[
                &e.id,
                &e.at,
                &e.staff_id,
                &e.station,
                &e.machine,
                &e.kind,
                &e.outcome,
                &e.table_id,
                &e.hand_id,
                &e.detail,
                &e.first_change,
                &e.last_change,
                &e.prev_hash,
                &e.hash,
            ],
        )?;
        Ok(())
    }

    fn audit_after(&self, after: i64, limit: i64) -> Result<Vec<AuditRow>, StoreError> {
        rows(
            self,
            &format!("{SELECT} WHERE a.id > $1 ORDER BY a.id LIMIT $2"),
            &[&after, &limit],
            audit_row,
        )
    }

    fn audit_entries(&self, f: &AuditFilter) -> Result<Vec<AuditRow>, StoreError> {
        rows(
            self,
            &format!(
                "{SELECT} WHERE ($1::bigint IS NULL OR a.staff_id = $1)
                            AND ($2::bigint IS NULL OR a.table_id = $2)
                            AND ($3::text IS NULL OR a.at >= $3) AND ($4::text IS NULL OR a.at < $4)
                            AND ($5::text IS NULL OR a.kind = $5)
                            AND ($6::text IS NULL OR a.outcome = $6)
                          ORDER BY a.id DESC LIMIT $7"
            ),
            &[
                &f.staff_id,
                &f.table_id,
                &f.from,
                &f.to,
                &f.kind,
                &f.outcome,
                &f.limit,
            ],
            audit_row,
        )
    }

    fn rows_astray(&self) -> Result<Vec<RowAstray>, StoreError> {
        // A row's last recorded state against the row now, both ways: rows that differ or
        // have no state (written after the trail began), and states whose row is gone.
        // Images are compared as jsonb (key order and spacing are not the row's). A row key
        // is an id, or `hand:seq` (SQLite's CAST reads its leading number: split_part here).
        rows(
            self,
            "WITH last AS (
                 SELECT DISTINCT ON (c.tbl, c.row_key) c.tbl, c.row_key, c.image
                   FROM audit_changes c ORDER BY c.tbl, c.row_key, c.id DESC)
             SELECT v.tbl, v.row_key, v.image, l.image
               FROM audit_images v LEFT JOIN last l ON l.tbl = v.tbl AND l.row_key = v.row_key
               JOIN audit_start s ON s.tbl = v.tbl
              WHERE (l.image IS NULL AND split_part(v.row_key, ':', 1)::bigint > s.last_row_before)
                 OR (l.image IS NOT NULL AND l.image::jsonb IS DISTINCT FROM v.image::jsonb)
             UNION ALL
             SELECT l.tbl, l.row_key, NULL, l.image FROM last l
              WHERE NOT EXISTS (SELECT 1 FROM audit_images v
                                 WHERE v.tbl = l.tbl AND v.row_key = l.row_key)",
            &[],
            |r| {
                Ok(RowAstray {
                    tbl: get(r, 0)?,
                    row_key: get(r, 1)?,
                    now: get(r, 2)?,
                    recorded: get(r, 3)?,
                })
            },
        )
    }
}
