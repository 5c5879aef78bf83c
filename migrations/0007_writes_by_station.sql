-- One row for every change committed through a use case: when, by whom, which use case, at
-- which table and hand, and from which station ('app': the window; 'cli': the command line,
-- where whoever can write the file acts as any staff member with `--as`).
CREATE TABLE writes (
    id          INTEGER PRIMARY KEY,
    at          TEXT NOT NULL,
    staff_id    INTEGER REFERENCES staff(id),
    use_case    TEXT NOT NULL,
    table_id    INTEGER,
    hand_id     INTEGER,
    station     TEXT NOT NULL CHECK (station IN ('app', 'cli'))
) STRICT;
CREATE INDEX writes_by_time ON writes (at);
