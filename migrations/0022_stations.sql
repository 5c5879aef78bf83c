-- Stations (issue #39): how long a table station waits between hands before it goes back to
-- the dealers' sign-in, how long the floor's and the cage's desks stay idle before they lock,
-- and the language each staff member reads the screens in.
ALTER TABLE floor_settings ADD COLUMN station_idle_seconds {int} NOT NULL DEFAULT 120
    CHECK (station_idle_seconds BETWEEN 30 AND 1800);
ALTER TABLE floor_settings ADD COLUMN desk_lock_minutes {int} NOT NULL DEFAULT 5
    CHECK (desk_lock_minutes BETWEEN 1 AND 60);

-- A staff member's choice of language, appended: the latest row of a person is the choice
-- (none: the station's language).
CREATE TABLE staff_languages (
    id        {id},
    staff_id  {int} NOT NULL REFERENCES staff(id),
    language  TEXT CHECK (language IN ('en', 'es')),
    set_at    TEXT NOT NULL,
    set_by    {int} NOT NULL REFERENCES staff(id)
){strict};
CREATE INDEX staff_languages_by_staff ON staff_languages (staff_id, id);

INSERT INTO audit_start VALUES ('staff_languages', (SELECT coalesce(max(id), 0) FROM staff_languages));
-- sqlite:
CREATE VIEW audit_image_staff_languages AS SELECT CAST(staff_languages.id AS TEXT) AS row_key, json_object('id', id, 'staff_id', staff_id, 'language', language, 'set_at', set_at, 'set_by', set_by) AS image FROM staff_languages;
CREATE TRIGGER audit_staff_languages_insert AFTER INSERT ON staff_languages BEGIN
    INSERT INTO audit_changes (tbl, row_key, image)
    VALUES ('staff_languages', CAST(NEW.id AS TEXT), json_object('id', NEW.id, 'staff_id', NEW.staff_id, 'language', NEW.language, 'set_at', NEW.set_at, 'set_by', NEW.set_by));
END;
CREATE TRIGGER staff_languages_never_updated BEFORE UPDATE ON staff_languages BEGIN
    SELECT RAISE(ABORT, 'append_only: staff_languages is never changed');
END;
CREATE TRIGGER staff_languages_never_deleted BEFORE DELETE ON staff_languages BEGIN
    SELECT RAISE(ABORT, 'append_only: staff_languages is never deleted from');
END;
DROP VIEW audit_images;
-- postgres:
CREATE VIEW audit_image_staff_languages AS SELECT CAST(t.id AS TEXT) AS row_key, to_jsonb(t)::text AS image FROM staff_languages t;
CREATE TRIGGER audit_staff_languages_insert AFTER INSERT ON staff_languages
    FOR EACH ROW EXECUTE FUNCTION audit_change('id');
CREATE TRIGGER staff_languages_never_updated BEFORE UPDATE ON staff_languages
    FOR EACH ROW EXECUTE FUNCTION append_only();
CREATE TRIGGER staff_languages_never_deleted BEFORE DELETE ON staff_languages
    FOR EACH ROW EXECUTE FUNCTION append_only();
CREATE TRIGGER staff_languages_never_truncated BEFORE TRUNCATE ON staff_languages
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
UNION ALL SELECT 'bank_moves' AS tbl, row_key, image FROM audit_image_bank_moves
UNION ALL SELECT 'jackpot_funds' AS tbl, row_key, image FROM audit_image_jackpot_funds
UNION ALL SELECT 'jackpot_terms' AS tbl, row_key, image FROM audit_image_jackpot_terms
UNION ALL SELECT 'jackpot_moves' AS tbl, row_key, image FROM audit_image_jackpot_moves
UNION ALL SELECT 'jackpot_collections' AS tbl, row_key, image FROM audit_image_jackpot_collections
UNION ALL SELECT 'jackpot_hits' AS tbl, row_key, image FROM audit_image_jackpot_hits
UNION ALL SELECT 'jackpot_payouts' AS tbl, row_key, image FROM audit_image_jackpot_payouts
UNION ALL SELECT 'staff_languages' AS tbl, row_key, image FROM audit_image_staff_languages;
