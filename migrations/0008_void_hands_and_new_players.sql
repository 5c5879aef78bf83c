-- A hand can be voided (a misdeal, or a floor ruling): a 'void' entry ends its log and the
-- hand's row says why; nothing is deleted. A time collection can be excused for a player who
-- has just sat down ('new_player'). SQLite cannot change a CHECK in place: both tables are
-- rebuilt with every row kept (no other table refers to them); PostgreSQL replaces the
-- CHECKs in place (named in 0002).

ALTER TABLE hands ADD COLUMN void_reason TEXT
    CHECK (void_reason IS NULL OR (void_reason IN ('misdeal', 'floor_ruling') AND finished_at IS NOT NULL));

-- sqlite:
CREATE TABLE hand_events_new (
    hand_id      INTEGER NOT NULL REFERENCES hands(id),
    seq          INTEGER NOT NULL,                -- 1, 2, ... in order of entry
    kind         TEXT NOT NULL CHECK (kind IN ('action', 'undo', 'void')),
    payload      TEXT NOT NULL CHECK (json_valid(payload)),
    recorded_at  TEXT NOT NULL,
    recorded_by  INTEGER NOT NULL REFERENCES staff(id),
    PRIMARY KEY (hand_id, seq)
) STRICT, WITHOUT ROWID;
INSERT INTO hand_events_new SELECT hand_id, seq, kind, payload, recorded_at, recorded_by FROM hand_events;
DROP TABLE hand_events;
ALTER TABLE hand_events_new RENAME TO hand_events;
-- postgres:
ALTER TABLE hand_events DROP CONSTRAINT hand_events_kind_check;
ALTER TABLE hand_events ADD CONSTRAINT hand_events_kind_check
    CHECK (kind IN ('action', 'undo', 'void'));
-- both:

-- sqlite:
CREATE TABLE time_collections_new (
    id            INTEGER PRIMARY KEY,
    table_id      INTEGER NOT NULL REFERENCES card_tables(id),
    due_at        TEXT NOT NULL,
    seating_id    INTEGER NOT NULL REFERENCES seatings(id),
    seat_no       INTEGER NOT NULL,
    player_name   TEXT NOT NULL,
    amount_cents  INTEGER NOT NULL CHECK (amount_cents >= 0),
    rate_id       INTEGER REFERENCES collection_rates(id),  -- NULL: the manager's table rate
    dealer_id     INTEGER REFERENCES staff(id),             -- the dealer in the box at due_at
    status        TEXT NOT NULL CHECK (status IN ('due', 'paid', 'not_paid')),
    reason        TEXT CHECK (reason IS NULL OR reason IN ('sitting_out', 'left', 'comped', 'new_player')),
    created_at    TEXT NOT NULL,
    marked_at     TEXT,
    marked_by     INTEGER REFERENCES staff(id),
    CHECK ((status = 'not_paid') = (reason IS NOT NULL)),
    CHECK ((status = 'due') = (marked_at IS NULL))
) STRICT;
INSERT INTO time_collections_new
    SELECT id, table_id, due_at, seating_id, seat_no, player_name, amount_cents, rate_id,
           dealer_id, status, reason, created_at, marked_at, marked_by
    FROM time_collections;
DROP TABLE time_collections;
ALTER TABLE time_collections_new RENAME TO time_collections;
CREATE UNIQUE INDEX time_collections_once ON time_collections (table_id, due_at, seating_id);
CREATE INDEX time_collections_due ON time_collections (due_at);
CREATE INDEX time_collections_unmarked ON time_collections (due_at) WHERE status = 'due';
-- postgres:
ALTER TABLE time_collections DROP CONSTRAINT time_collections_reason_check;
ALTER TABLE time_collections ADD CONSTRAINT time_collections_reason_check
    CHECK (reason IS NULL OR reason IN ('sitting_out', 'left', 'comped', 'new_player'));
