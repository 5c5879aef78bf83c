//! The audit trail: the entries, and the row states the triggers of migration 0012 record with
//! every change to an audited table.

use super::{Db, Dialect, FromRow, args, from_row, get};
use crate::StoreError;
use crate::port::*;

/// An entry's columns with its staff member's name, in the order [`AuditRow::from_row`] reads them.
const SELECT: &str = "SELECT a.id, a.at, a.staff_id, s.name, a.station, a.machine, a.kind,
                             a.outcome, a.table_id, a.hand_id, a.detail, a.first_change,
                             a.last_change, a.prev_hash, a.hash
                        FROM audit a LEFT JOIN staff s ON s.id = a.staff_id";

from_row! {
    /// An entry read as [`SELECT`].
    AuditRow {
        id, at, staff_id, staff_name, station, machine, kind, outcome, table_id, hand_id, detail,
        first_change, last_change, prev_hash, hash,
    }
    RowState { id, tbl, row_key, image }
    RowAstray { tbl, row_key, now, recorded }
}

impl<D: Db> TrailStore for D {
    fn audit_head(&self) -> Result<Option<AuditRow>, StoreError> {
        self.opt(
            &format!("{SELECT} ORDER BY a.id DESC LIMIT 1"),
            args![],
            AuditRow::from_row,
        )
    }

    fn last_row_state(&self) -> Result<i64, StoreError> {
        self.scalar("SELECT coalesce(max(id), 0) FROM audit_changes", args![])
    }

    fn row_states(&self, first: i64, last: i64) -> Result<Vec<RowState>, StoreError> {
        // A state read from its row reads as nothing when the row is gone: '' then,
        // which no image is (the hash of its entry no longer matches). On PostgreSQL the view
        // is read through a function that keeps its plan (migration 0025).
        let sql = match self.dialect() {
            Dialect::Sqlite => {
                "SELECT id, tbl, row_key, coalesce(image, '') FROM audit_states
                  WHERE id BETWEEN $1 AND $2 ORDER BY id"
            }
            Dialect::Postgres => "SELECT id, tbl, row_key, image FROM audit_states_between($1, $2)",
        };
        self.rows(sql, args![first, last], RowState::from_row)
    }

    fn state_before(&self, state: &RowState) -> Result<Option<String>, StoreError> {
        self.opt(
            "SELECT before_image FROM audit_changes WHERE id = $1",
            args![state.id],
            |r| get::<Option<String>>(r, 0),
        )
        .map(Option::flatten)
    }

    fn insert_audit(&self, e: &AuditRow) -> Result<(), StoreError> {
        self.announce(e.id);
        self.execute(
            "INSERT INTO audit (id, at, staff_id, station, machine, kind, outcome, table_id,
                                hand_id, detail, first_change, last_change, prev_hash, hash)
             VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14)",
            args![
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
                e.hash,
            ],
        )
    }

    fn audit_after(&self, after: i64, limit: i64) -> Result<Vec<AuditRow>, StoreError> {
        self.rows(
            &format!("{SELECT} WHERE a.id > $1 ORDER BY a.id LIMIT $2"),
            args![after, limit],
            AuditRow::from_row,
        )
    }

    fn audit_entries(&self, f: &AuditFilter) -> Result<Vec<AuditRow>, StoreError> {
        self.rows(
            &format!(
                "{SELECT} WHERE (CAST($1 AS BIGINT) IS NULL OR a.staff_id = $1)
                            AND (CAST($2 AS BIGINT) IS NULL OR a.table_id = $2)
                            AND (CAST($3 AS TEXT) IS NULL OR a.at >= $3)
                            AND (CAST($4 AS TEXT) IS NULL OR a.at < $4)
                            AND (CAST($5 AS TEXT) IS NULL OR a.kind = $5)
                            AND (CAST($6 AS TEXT) IS NULL OR a.outcome = $6)
                          ORDER BY a.id DESC LIMIT $7"
            ),
            args![
                f.staff_id, f.table_id, f.from, f.to, f.kind, f.outcome, f.limit
            ],
            AuditRow::from_row,
        )
    }

    fn rows_astray(&self) -> Result<Vec<RowAstray>, StoreError> {
        // A row's last recorded state against the row now, both ways: rows that differ or
        // have no state (written after the trail began), and states whose row is gone.
        // Images are compared as JSON (PostgreSQL's key order and spacing are not the row's):
        // `jsonb(..)` is SQLite's function and PostgreSQL's cast. A row key is an id, or
        // `hand:seq`: its leading digits (the key less what ltrim leaves) are the number.
        // A last state kept as 'null' is the row itself (migration 0024): nothing to compare
        // here; an edit of that row breaks the hash of the entry that covers it.
        self.rows(
            "WITH last AS (
                 SELECT c.tbl, c.row_key, c.image FROM audit_changes c
                  WHERE c.id = (SELECT max(d.id) FROM audit_changes d
                                 WHERE d.tbl = c.tbl AND d.row_key = c.row_key))
             SELECT v.tbl, v.row_key, v.image, l.image
               FROM audit_images v LEFT JOIN last l ON l.tbl = v.tbl AND l.row_key = v.row_key
               JOIN audit_start s ON s.tbl = v.tbl
              WHERE (l.image IS NULL
                     AND CAST(substr(v.row_key, 1, length(v.row_key)
                                                   - length(ltrim(v.row_key, '0123456789')))
                              AS BIGINT) > s.last_row_before)
                 OR (l.image IS NOT NULL AND l.image <> 'null'
                     AND jsonb(l.image) IS DISTINCT FROM jsonb(v.image))
             UNION ALL
             SELECT l.tbl, l.row_key, NULL, l.image FROM last l
              WHERE NOT EXISTS (SELECT 1 FROM audit_images v
                                 WHERE v.tbl = l.tbl AND v.row_key = l.row_key)",
            args![],
            RowAstray::from_row,
        )
    }
}
