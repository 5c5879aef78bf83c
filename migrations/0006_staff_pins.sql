-- Signing in: each staff member's PIN as an argon2id hash (PHC string), never the PIN; the
-- wrong PINs in a row and the lock they earn; and every sign-in attempt, kept.
-- (LIKE is case-sensitive in PostgreSQL, case-insensitive for ASCII in SQLite: argon2 PHC
-- strings are written in lower case, so both accept the same hashes.)
ALTER TABLE staff ADD COLUMN pin_hash TEXT CHECK (pin_hash IS NULL OR pin_hash LIKE '$argon2id$%');
ALTER TABLE staff ADD COLUMN failed_pins {int} NOT NULL DEFAULT 0 CHECK (failed_pins >= 0);
ALTER TABLE staff ADD COLUMN locked_until TEXT;

CREATE TABLE sign_ins (
    id          {id},
    staff_id    {int} REFERENCES staff(id),   -- NULL: no staff member of that name
    name        TEXT NOT NULL,                  -- as typed (cleaned), for the record
    at          TEXT NOT NULL,
    outcome     TEXT NOT NULL CHECK (outcome IN ('signed_in', 'wrong_pin', 'locked', 'no_pin', 'unknown_name', 'signed_out')),
    station     TEXT NOT NULL                   -- 'app' or 'cli'
){strict};
CREATE INDEX sign_ins_by_staff ON sign_ins (staff_id, at);
