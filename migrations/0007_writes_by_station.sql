-- One row for every change committed through a use case: when, by whom, which use case, at
-- which table and hand, and from which station ('app': the window; 'cli': the command line,
-- where whoever can write the file acts as any staff member with `--as`).
CREATE TABLE writes (
    id          {id},
    at          TEXT NOT NULL,
    staff_id    {int} REFERENCES staff(id),
    use_case    TEXT NOT NULL,
    table_id    {int},
    hand_id     {int},
    station     TEXT NOT NULL CHECK (station IN ('app', 'cli'))
){strict};
CREATE INDEX writes_by_time ON writes (at);
