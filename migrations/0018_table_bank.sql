-- The table bank: the chips a banked table (Draw Poker with Joker) plays from. The opener it
-- starts the shift with, the fills the cage brings it, the credits it sends back and the
-- closer it ends with, each with who brought it and who received it. The table's win or loss
-- is closer − opener + credits − fills, set against the boxes' results the dealer logged.
-- Appended: an opener or a closer entered again names its reason, and the latest stands.
CREATE TABLE bank_moves (
    id           {id},
    shift_id     {int} NOT NULL REFERENCES shifts(id),
    table_id     {int} NOT NULL REFERENCES card_tables(id),
    kind         TEXT NOT NULL CHECK (kind IN ('opener', 'fill', 'credit', 'closer')),
    amount_cents {int} NOT NULL CHECK (amount_cents >= 0),
    moved_at     TEXT NOT NULL,
    brought_by   {int} NOT NULL REFERENCES staff(id),
    received_by  {int} NOT NULL REFERENCES staff(id),
    recorded_by  {int} NOT NULL REFERENCES staff(id),
    reason       TEXT,
    CHECK (brought_by <> received_by)
){strict};
CREATE INDEX bank_moves_by_table ON bank_moves (shift_id, table_id, id);

INSERT INTO audit_start VALUES ('bank_moves', (SELECT coalesce(max(id), 0) FROM bank_moves));
-- sqlite:
CREATE VIEW audit_image_bank_moves AS SELECT CAST(bank_moves.id AS TEXT) AS row_key, json_object('id', id, 'shift_id', shift_id, 'table_id', table_id, 'kind', kind, 'amount_cents', amount_cents, 'moved_at', moved_at, 'brought_by', brought_by, 'received_by', received_by, 'recorded_by', recorded_by, 'reason', reason) AS image FROM bank_moves;
CREATE TRIGGER audit_bank_moves_insert AFTER INSERT ON bank_moves BEGIN
    INSERT INTO audit_changes (tbl, row_key, image)
    VALUES ('bank_moves', CAST(NEW.id AS TEXT), json_object('id', NEW.id, 'shift_id', NEW.shift_id, 'table_id', NEW.table_id, 'kind', NEW.kind, 'amount_cents', NEW.amount_cents, 'moved_at', NEW.moved_at, 'brought_by', NEW.brought_by, 'received_by', NEW.received_by, 'recorded_by', NEW.recorded_by, 'reason', NEW.reason));
END;
CREATE TRIGGER bank_moves_never_updated BEFORE UPDATE ON bank_moves BEGIN
    SELECT RAISE(ABORT, 'append_only: bank_moves is never changed');
END;
CREATE TRIGGER bank_moves_never_deleted BEFORE DELETE ON bank_moves BEGIN
    SELECT RAISE(ABORT, 'append_only: bank_moves is never deleted from');
END;
DROP VIEW audit_images;
-- postgres:
CREATE VIEW audit_image_bank_moves AS SELECT CAST(t.id AS TEXT) AS row_key, to_jsonb(t)::text AS image FROM bank_moves t;
CREATE TRIGGER audit_bank_moves_insert AFTER INSERT ON bank_moves
    FOR EACH ROW EXECUTE FUNCTION audit_change('id');
CREATE TRIGGER bank_moves_never_updated BEFORE UPDATE ON bank_moves
    FOR EACH ROW EXECUTE FUNCTION append_only();
CREATE TRIGGER bank_moves_never_deleted BEFORE DELETE ON bank_moves
    FOR EACH ROW EXECUTE FUNCTION append_only();
CREATE TRIGGER bank_moves_never_truncated BEFORE TRUNCATE ON bank_moves
    FOR EACH STATEMENT EXECUTE FUNCTION append_only();
DROP VIEW audit_images;
-- both:
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
UNION ALL SELECT 'bank_moves' AS tbl, row_key, image FROM audit_image_bank_moves;
