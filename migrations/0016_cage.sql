-- The cage's end of shift: a third role, the drop boxes' counts and the cage's
-- counter-signature of a shift.

-- A cage counter is staff like the floor and the dealers ('cage').
-- sqlite:
-- SQLite cannot change a CHECK in place. A wider CHECK changes nothing stored (every row
-- passes it), so the table's text is rewritten where SQLite keeps it, as SQLite documents for
-- a constraint change that leaves the stored content alone ("Making Other Kinds Of Table
-- Schema Changes"); RESET makes the connection read the schema again. Rebuilding `staff`
-- would drop and remake every audit trigger and view that names it.
PRAGMA writable_schema = ON;
UPDATE sqlite_master
   SET sql = replace(sql, 'CHECK (role IN (''floor'', ''dealer''))',
                          'CHECK (role IN (''floor'', ''dealer'', ''cage''))')
 WHERE type = 'table' AND name = 'staff';
PRAGMA writable_schema = RESET;
-- postgres:
ALTER TABLE staff DROP CONSTRAINT staff_role_check;
ALTER TABLE staff ADD CONSTRAINT staff_role_check CHECK (role IN ('floor', 'dealer', 'cage'));
-- both:

-- What the cage counted in one table's drop box of one shift. Appended: a recount is a new
-- row with its reason, and the latest row of a box is its count. An explanation of the
-- variance against what the room recorded goes with the count (a later row may add it).
CREATE TABLE box_counts (
    id             {id},
    shift_id       {int} NOT NULL REFERENCES shifts(id),
    table_id       {int} NOT NULL REFERENCES card_tables(id),
    counted_cents  {int} NOT NULL CHECK (counted_cents >= 0),
    counted_at     TEXT NOT NULL,
    counted_by     {int} NOT NULL REFERENCES staff(id),
    explanation    TEXT,
    reason         TEXT
){strict};
CREATE INDEX box_counts_by_box ON box_counts (shift_id, table_id, id);

-- The cage's counter-signature of a shift the floor signed off: once per shift.
CREATE TABLE shift_countersignatures (
    shift_id  {int} PRIMARY KEY REFERENCES shifts(id),
    signed_at TEXT NOT NULL,
    signed_by {int} NOT NULL REFERENCES staff(id)
){strict};

-- The house's threshold: a box whose variance is larger needs a written explanation before
-- the cage counter-signs.
ALTER TABLE floor_settings ADD COLUMN variance_threshold_cents {int} NOT NULL DEFAULT 2500
    CHECK (variance_threshold_cents >= 0);

INSERT INTO audit_start VALUES ('box_counts', (SELECT coalesce(max(id), 0) FROM box_counts));
INSERT INTO audit_start VALUES ('shift_countersignatures',
    (SELECT coalesce(max(shift_id), 0) FROM shift_countersignatures));
-- sqlite:
CREATE VIEW audit_image_box_counts AS SELECT CAST(box_counts.id AS TEXT) AS row_key, json_object('id', id, 'shift_id', shift_id, 'table_id', table_id, 'counted_cents', counted_cents, 'counted_at', counted_at, 'counted_by', counted_by, 'explanation', explanation, 'reason', reason) AS image FROM box_counts;
CREATE TRIGGER audit_box_counts_insert AFTER INSERT ON box_counts BEGIN
    INSERT INTO audit_changes (tbl, row_key, image)
    VALUES ('box_counts', CAST(NEW.id AS TEXT), json_object('id', NEW.id, 'shift_id', NEW.shift_id, 'table_id', NEW.table_id, 'counted_cents', NEW.counted_cents, 'counted_at', NEW.counted_at, 'counted_by', NEW.counted_by, 'explanation', NEW.explanation, 'reason', NEW.reason));
END;
CREATE TRIGGER box_counts_never_updated BEFORE UPDATE ON box_counts BEGIN
    SELECT RAISE(ABORT, 'append_only: box_counts is never changed');
END;
CREATE TRIGGER box_counts_never_deleted BEFORE DELETE ON box_counts BEGIN
    SELECT RAISE(ABORT, 'append_only: box_counts is never deleted from');
END;
CREATE VIEW audit_image_shift_countersignatures AS SELECT CAST(shift_countersignatures.shift_id AS TEXT) AS row_key, json_object('shift_id', shift_id, 'signed_at', signed_at, 'signed_by', signed_by) AS image FROM shift_countersignatures;
CREATE TRIGGER audit_shift_countersignatures_insert AFTER INSERT ON shift_countersignatures BEGIN
    INSERT INTO audit_changes (tbl, row_key, image)
    VALUES ('shift_countersignatures', CAST(NEW.shift_id AS TEXT), json_object('shift_id', NEW.shift_id, 'signed_at', NEW.signed_at, 'signed_by', NEW.signed_by));
END;
CREATE TRIGGER shift_countersignatures_never_updated BEFORE UPDATE ON shift_countersignatures BEGIN
    SELECT RAISE(ABORT, 'append_only: shift_countersignatures is never changed');
END;
CREATE TRIGGER shift_countersignatures_never_deleted BEFORE DELETE ON shift_countersignatures BEGIN
    SELECT RAISE(ABORT, 'append_only: shift_countersignatures is never deleted from');
END;
DROP VIEW audit_images;
-- postgres:
CREATE VIEW audit_image_box_counts AS SELECT CAST(t.id AS TEXT) AS row_key, to_jsonb(t)::text AS image FROM box_counts t;
CREATE TRIGGER audit_box_counts_insert AFTER INSERT ON box_counts
    FOR EACH ROW EXECUTE FUNCTION audit_change('id');
CREATE TRIGGER box_counts_never_updated BEFORE UPDATE ON box_counts
    FOR EACH ROW EXECUTE FUNCTION append_only();
CREATE TRIGGER box_counts_never_deleted BEFORE DELETE ON box_counts
    FOR EACH ROW EXECUTE FUNCTION append_only();
CREATE TRIGGER box_counts_never_truncated BEFORE TRUNCATE ON box_counts
    FOR EACH STATEMENT EXECUTE FUNCTION append_only();
CREATE VIEW audit_image_shift_countersignatures AS SELECT CAST(t.shift_id AS TEXT) AS row_key, to_jsonb(t)::text AS image FROM shift_countersignatures t;
CREATE TRIGGER audit_shift_countersignatures_insert AFTER INSERT ON shift_countersignatures
    FOR EACH ROW EXECUTE FUNCTION audit_change('shift_id');
CREATE TRIGGER shift_countersignatures_never_updated BEFORE UPDATE ON shift_countersignatures
    FOR EACH ROW EXECUTE FUNCTION append_only();
CREATE TRIGGER shift_countersignatures_never_deleted BEFORE DELETE ON shift_countersignatures
    FOR EACH ROW EXECUTE FUNCTION append_only();
CREATE TRIGGER shift_countersignatures_never_truncated BEFORE TRUNCATE ON shift_countersignatures
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
UNION ALL SELECT 'shift_countersignatures' AS tbl, row_key, image FROM audit_image_shift_countersignatures;
