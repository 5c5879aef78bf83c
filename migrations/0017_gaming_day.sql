-- The gaming day: the house's accounting day, which starts at a time of day it sets (for
-- example 06:00) and runs 24 hours. Reports run by gaming day as well as by shift. Minutes
-- after local midnight.
ALTER TABLE floor_settings ADD COLUMN gaming_day_starts_minutes {int} NOT NULL DEFAULT 360
    CHECK (gaming_day_starts_minutes BETWEEN 0 AND 1439);
