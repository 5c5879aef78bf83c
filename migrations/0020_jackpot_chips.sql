-- A jackpot paid in chips (issue #38): the house may pay a hit in chips at the table, so the
-- chips enter the players' stacks from the fund, as a chip movement of their own ('jackpot'),
-- and the chip identity says so.

-- sqlite:
-- SQLite cannot change a CHECK in place: chip_moves is rebuilt with every row kept, its
-- indexes, triggers and audit view as migrations 0014-0015 made them (as 0014 did for
-- time_collections). Its rows are held aside while it is dropped and made again under its own
-- name; a landed add-on's reference to its pending row (deferred to the commit) finds it again.
PRAGMA defer_foreign_keys = ON;
CREATE TEMP TABLE chip_moves_kept AS SELECT * FROM chip_moves;
DROP VIEW audit_images;
DROP VIEW audit_image_chip_moves;
DROP TABLE chip_moves;
CREATE TABLE chip_moves (
    id             INTEGER PRIMARY KEY,
    table_id       INTEGER NOT NULL REFERENCES card_tables(id),
    seating_id     INTEGER NOT NULL REFERENCES seatings(id),
    kind           TEXT NOT NULL CHECK (kind IN ('carried', 'buy_in', 'add_on', 'add_on_pending',
                       'hand', 'time', 'move_in', 'move_out', 'cash_out', 'correction',
                       'jackpot')),
    amount_cents   INTEGER NOT NULL,
    at             TEXT NOT NULL,
    made_by        INTEGER REFERENCES staff(id),
    hand_id        INTEGER REFERENCES hands(id),
    collection_id  INTEGER REFERENCES time_collections(id),
    -- A landed add-on: the pending row it lands.
    lands          INTEGER UNIQUE REFERENCES chip_moves(id),
    reason         TEXT
) STRICT;
INSERT INTO chip_moves
    SELECT id, table_id, seating_id, kind, amount_cents, at, made_by, hand_id, collection_id,
           lands, reason
    FROM temp.chip_moves_kept;
DROP TABLE temp.chip_moves_kept;
CREATE INDEX chip_moves_by_table ON chip_moves (table_id, at);
CREATE INDEX chip_moves_by_seating ON chip_moves (seating_id);
CREATE INDEX chip_moves_by_hand ON chip_moves (hand_id) WHERE hand_id IS NOT NULL;
CREATE INDEX chip_moves_pending ON chip_moves (table_id) WHERE kind = 'add_on_pending';
CREATE INDEX chip_moves_by_collection ON chip_moves (collection_id) WHERE collection_id IS NOT NULL;
CREATE VIEW audit_image_chip_moves AS SELECT CAST(chip_moves.id AS TEXT) AS row_key, json_object('id', id, 'table_id', table_id, 'seating_id', seating_id, 'kind', kind, 'amount_cents', amount_cents, 'at', at, 'made_by', made_by, 'hand_id', hand_id, 'collection_id', collection_id, 'lands', lands, 'reason', reason) AS image FROM chip_moves;
CREATE TRIGGER audit_chip_moves_insert AFTER INSERT ON chip_moves BEGIN
    INSERT INTO audit_changes (tbl, row_key, image)
    VALUES ('chip_moves', CAST(NEW.id AS TEXT), json_object('id', NEW.id, 'table_id', NEW.table_id, 'seating_id', NEW.seating_id, 'kind', NEW.kind, 'amount_cents', NEW.amount_cents, 'at', NEW.at, 'made_by', NEW.made_by, 'hand_id', NEW.hand_id, 'collection_id', NEW.collection_id, 'lands', NEW.lands, 'reason', NEW.reason));
END;
CREATE TRIGGER chip_moves_never_updated BEFORE UPDATE ON chip_moves BEGIN
    SELECT RAISE(ABORT, 'append_only: chip_moves is never changed');
END;
CREATE TRIGGER chip_moves_never_deleted BEFORE DELETE ON chip_moves BEGIN
    SELECT RAISE(ABORT, 'append_only: chip_moves is never deleted from');
END;
CREATE VIEW audit_images AS
SELECT 'staff' AS tbl, row_key, image FROM audit_image_staff
UNION ALL SELECT 'collection_rates' AS tbl, row_key, image FROM audit_image_collection_rates
UNION ALL SELECT 'card_tables' AS tbl, row_key, image FROM audit_image_card_tables
UNION ALL SELECT 'seatings' AS tbl, row_key, image FROM audit_image_seatings
UNION ALL SELECT 'dealer_pushes' AS tbl, row_key, image FROM audit_image_dealer_pushes
UNION ALL SELECT 'button_draws' AS tbl, row_key, image FROM audit_image_button_draws
UNION ALL SELECT 'time_collections' AS tbl, row_key, image FROM audit_image_time_collections
UNION ALL SELECT 'hands' AS tbl, row_key, image FROM audit_image_hands
UNION ALL SELECT 'hand_events' AS tbl, row_key, image FROM audit_image_hand_events
UNION ALL SELECT 'drop_collections' AS tbl, row_key, image FROM audit_image_drop_collections
UNION ALL SELECT 'shifts' AS tbl, row_key, image FROM audit_image_shifts
UNION ALL SELECT 'banked_results' AS tbl, row_key, image FROM audit_image_banked_results
UNION ALL SELECT 'sign_ins' AS tbl, row_key, image FROM audit_image_sign_ins
UNION ALL SELECT 'report_prints' AS tbl, row_key, image FROM audit_image_report_prints
UNION ALL SELECT 'adjustments' AS tbl, row_key, image FROM audit_image_adjustments
UNION ALL SELECT 'chip_moves' AS tbl, row_key, image FROM audit_image_chip_moves
UNION ALL SELECT 'box_counts' AS tbl, row_key, image FROM audit_image_box_counts
UNION ALL SELECT 'shift_countersignatures' AS tbl, row_key, image FROM audit_image_shift_countersignatures
UNION ALL SELECT 'bank_moves' AS tbl, row_key, image FROM audit_image_bank_moves
UNION ALL SELECT 'jackpot_funds' AS tbl, row_key, image FROM audit_image_jackpot_funds
UNION ALL SELECT 'jackpot_terms' AS tbl, row_key, image FROM audit_image_jackpot_terms
UNION ALL SELECT 'jackpot_moves' AS tbl, row_key, image FROM audit_image_jackpot_moves
UNION ALL SELECT 'jackpot_collections' AS tbl, row_key, image FROM audit_image_jackpot_collections
UNION ALL SELECT 'jackpot_hits' AS tbl, row_key, image FROM audit_image_jackpot_hits
UNION ALL SELECT 'jackpot_payouts' AS tbl, row_key, image FROM audit_image_jackpot_payouts;
-- postgres:
ALTER TABLE chip_moves DROP CONSTRAINT chip_moves_kind_check;
ALTER TABLE chip_moves ADD CONSTRAINT chip_moves_kind_check
    CHECK (kind IN ('carried', 'buy_in', 'add_on', 'add_on_pending', 'hand', 'time', 'move_in',
                    'move_out', 'cash_out', 'correction', 'jackpot'));
-- both:
