-- PostgreSQL translation of migrations/0010_covering_indexes_for_long_reports.sql (the same).
-- A year's report sums millions of rows. Each of its queries reads one of these indexes alone
-- (a covering index: every column the query needs is in it), never the table's rows, and the
-- indexes they replace were their first columns only. Measured on a year of 30 tables
-- (docs/benchmarks.md).

DROP INDEX time_collections_due;
CREATE INDEX time_collections_due ON time_collections (due_at, table_id, dealer_id, status, reason, amount_cents);

DROP INDEX hands_started;
CREATE INDEX hands_started ON hands (started_at, table_id, dealer_id);

DROP INDEX drop_collections_taken;
CREATE INDEX drop_collections_taken ON drop_collections (taken_at, table_id, dealer_id, amount_cents);
