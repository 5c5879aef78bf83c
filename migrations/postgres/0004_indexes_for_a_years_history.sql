-- PostgreSQL translation of migrations/0004_indexes_for_a_years_history.sql (the same).
-- Indexes for the lookups a use case makes on every action or board refresh, so that they
-- stay as fast in a database holding years of activity as in a new one. Found with
-- EXPLAIN QUERY PLAN over every statement in crates/store against a seeded database.

-- The dealer in the box at a moment (reports, collections due at a past time).
CREATE INDEX dealer_pushes_by_table ON dealer_pushes (table_id, on_at);

-- The players seated at a table at a moment (collections due).
CREATE INDEX seatings_by_table ON seatings (table_id, seated_at);

-- Collections still to be marked, oldest first.
CREATE INDEX time_collections_unmarked ON time_collections (due_at) WHERE status = 'due';

-- The status board: the open tables only.
CREATE INDEX card_tables_open ON card_tables (id) WHERE closed_at IS NULL;

-- The shift report's windows.
CREATE INDEX hands_started ON hands (started_at);
CREATE INDEX drop_collections_taken ON drop_collections (taken_at);
