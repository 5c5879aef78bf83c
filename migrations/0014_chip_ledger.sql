-- Every chip on the felt is in the room: the chip ledger.
--
-- Each change to a seated player's stack is one row here, appended in the same transaction
-- as the stack it changes: a buy-in at seating, an add-on (one bought during a hand he is in
-- waits as 'add_on_pending' and lands, as a row of its own naming it, when the hand ends), a
-- hand's result, time paid from the stack, a move's chips out of one seat and into another,
-- the cash-out when he leaves, and the floor's count correction. So a seating's stack is the
-- sum of its rows (a pending add-on counts only once landed), a table's chips at any moment
-- are the sum of its rows before it, and `db verify` finds a stack changed outside the room.
-- 'carried' is a seated player's stack when this ledger began (this migration).

-- sqlite:
-- A time collection the player's stack cannot cover is marked not paid, 'cannot_cover'.
-- SQLite cannot change a CHECK in place: the table is rebuilt with every row kept, its
-- indexes, triggers and audit view as migrations 0010-0012 made them. Its rows are held
-- aside while it is dropped and made again under its own name; the corrections that refer to
-- them (foreign keys deferred to the commit) find them again there.
PRAGMA defer_foreign_keys = ON;
CREATE TEMP TABLE time_collections_kept AS SELECT * FROM time_collections;
DROP VIEW audit_images;
DROP VIEW audit_image_time_collections;
DROP TABLE time_collections;
CREATE TABLE time_collections (
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
    reason        TEXT CHECK (reason IS NULL OR reason IN ('sitting_out', 'left', 'comped', 'new_player', 'cannot_cover')),
    created_at    TEXT NOT NULL,
    marked_at     TEXT,
    marked_by     INTEGER REFERENCES staff(id),
    CHECK ((status = 'not_paid') = (reason IS NOT NULL)),
    CHECK ((status = 'due') = (marked_at IS NULL))
) STRICT;
INSERT INTO time_collections
    SELECT id, table_id, due_at, seating_id, seat_no, player_name, amount_cents, rate_id,
           dealer_id, status, reason, created_at, marked_at, marked_by
    FROM temp.time_collections_kept;
DROP TABLE temp.time_collections_kept;
CREATE UNIQUE INDEX time_collections_once ON time_collections (table_id, due_at, seating_id);
CREATE INDEX time_collections_due ON time_collections (due_at, table_id, dealer_id, status, reason, amount_cents);
CREATE INDEX time_collections_unmarked ON time_collections (due_at) WHERE status = 'due';
CREATE TRIGGER report_sums_collection_added AFTER INSERT ON time_collections BEGIN
    INSERT INTO report_sums (half_hour, table_id, dealer_key, kind, count, cents)
    VALUES (substr(NEW.due_at, 1, 14) || CASE WHEN substr(NEW.due_at, 15, 2) < '30' THEN '00' ELSE '30' END || ':00Z', NEW.table_id, coalesce(NEW.dealer_id, 0), CASE NEW.status WHEN 'paid' THEN 'paid' WHEN 'due' THEN 'due' WHEN 'not_paid' THEN 'np:' || coalesce(NEW.reason, 'comped') ELSE 'unknown:' || coalesce(NEW.status, '') END, 1, NEW.amount_cents)
    ON CONFLICT (half_hour, table_id, dealer_key, kind) DO UPDATE SET count = count + excluded.count, cents = cents + excluded.cents;
END;
CREATE TRIGGER report_sums_collection_marked AFTER UPDATE ON time_collections BEGIN
    UPDATE report_sums SET count = count - 1, cents = cents - OLD.amount_cents
    WHERE half_hour = substr(OLD.due_at, 1, 14) || CASE WHEN substr(OLD.due_at, 15, 2) < '30' THEN '00' ELSE '30' END || ':00Z' AND table_id = OLD.table_id
      AND dealer_key = coalesce(OLD.dealer_id, 0) AND kind = CASE OLD.status WHEN 'paid' THEN 'paid' WHEN 'due' THEN 'due' WHEN 'not_paid' THEN 'np:' || coalesce(OLD.reason, 'comped') ELSE 'unknown:' || coalesce(OLD.status, '') END;
    INSERT INTO report_sums (half_hour, table_id, dealer_key, kind, count, cents)
    VALUES (substr(NEW.due_at, 1, 14) || CASE WHEN substr(NEW.due_at, 15, 2) < '30' THEN '00' ELSE '30' END || ':00Z', NEW.table_id, coalesce(NEW.dealer_id, 0), CASE NEW.status WHEN 'paid' THEN 'paid' WHEN 'due' THEN 'due' WHEN 'not_paid' THEN 'np:' || coalesce(NEW.reason, 'comped') ELSE 'unknown:' || coalesce(NEW.status, '') END, 1, NEW.amount_cents)
    ON CONFLICT (half_hour, table_id, dealer_key, kind) DO UPDATE SET count = count + excluded.count, cents = cents + excluded.cents;
END;
CREATE VIEW audit_image_time_collections AS SELECT CAST(time_collections.id AS TEXT) AS row_key, json_object('id', id, 'table_id', table_id, 'due_at', due_at, 'seating_id', seating_id, 'seat_no', seat_no, 'player_name', player_name, 'amount_cents', amount_cents, 'rate_id', rate_id, 'dealer_id', dealer_id, 'status', status, 'reason', reason, 'created_at', created_at, 'marked_at', marked_at, 'marked_by', marked_by) AS image FROM time_collections;
CREATE TRIGGER audit_time_collections_insert AFTER INSERT ON time_collections BEGIN
    INSERT INTO audit_changes (tbl, row_key, image)
    VALUES ('time_collections', CAST(NEW.id AS TEXT), json_object('id', NEW.id, 'table_id', NEW.table_id, 'due_at', NEW.due_at, 'seating_id', NEW.seating_id, 'seat_no', NEW.seat_no, 'player_name', NEW.player_name, 'amount_cents', NEW.amount_cents, 'rate_id', NEW.rate_id, 'dealer_id', NEW.dealer_id, 'status', NEW.status, 'reason', NEW.reason, 'created_at', NEW.created_at, 'marked_at', NEW.marked_at, 'marked_by', NEW.marked_by));
END;
CREATE TRIGGER audit_time_collections_update AFTER UPDATE ON time_collections BEGIN
    INSERT INTO audit_changes (tbl, row_key, image)
    VALUES ('time_collections', CAST(NEW.id AS TEXT), json_object('id', NEW.id, 'table_id', NEW.table_id, 'due_at', NEW.due_at, 'seating_id', NEW.seating_id, 'seat_no', NEW.seat_no, 'player_name', NEW.player_name, 'amount_cents', NEW.amount_cents, 'rate_id', NEW.rate_id, 'dealer_id', NEW.dealer_id, 'status', NEW.status, 'reason', NEW.reason, 'created_at', NEW.created_at, 'marked_at', NEW.marked_at, 'marked_by', NEW.marked_by));
END;
CREATE TRIGGER time_collections_never_deleted BEFORE DELETE ON time_collections BEGIN
    SELECT RAISE(ABORT, 'append_only: time_collections is never deleted from');
END;
-- postgres:
-- A time collection the player's stack cannot cover is marked not paid, 'cannot_cover'
-- (SQLite rebuilds the table to change the CHECK; PostgreSQL replaces it in place).
ALTER TABLE time_collections DROP CONSTRAINT time_collections_reason_check;
ALTER TABLE time_collections ADD CONSTRAINT time_collections_reason_check
    CHECK (reason IS NULL OR reason IN ('sitting_out', 'left', 'comped', 'new_player', 'cannot_cover'));
-- both:

CREATE TABLE chip_moves (
    id             {id},
    table_id       {int} NOT NULL REFERENCES card_tables(id),
    seating_id     {int} NOT NULL REFERENCES seatings(id),
    kind           TEXT NOT NULL CHECK (kind IN ('carried', 'buy_in', 'add_on', 'add_on_pending',
                       'hand', 'time', 'move_in', 'move_out', 'cash_out', 'correction')),
    amount_cents   {int} NOT NULL,
    at             TEXT NOT NULL,
    made_by        {int} REFERENCES staff(id),
    hand_id        {int} REFERENCES hands(id),
    collection_id  {int} REFERENCES time_collections(id),
-- sqlite:
    -- A landed add-on: the pending row it lands.
-- both:
    lands          {int} UNIQUE REFERENCES chip_moves(id),
    reason         TEXT
){strict};
CREATE INDEX chip_moves_by_table ON chip_moves (table_id, at);
CREATE INDEX chip_moves_by_seating ON chip_moves (seating_id);
CREATE INDEX chip_moves_by_hand ON chip_moves (hand_id) WHERE hand_id IS NOT NULL;
CREATE INDEX chip_moves_pending ON chip_moves (table_id) WHERE kind = 'add_on_pending';
CREATE UNIQUE INDEX chip_moves_one_time_payment ON chip_moves (collection_id) WHERE collection_id IS NOT NULL;

INSERT INTO chip_moves (table_id, seating_id, kind, amount_cents, at, made_by)
SELECT table_id, id, 'carried', stack_cents, seated_at, seated_by FROM seatings
 WHERE left_at IS NULL AND stack_cents <> 0;

INSERT INTO audit_start VALUES ('chip_moves', (SELECT coalesce(max(id), 0) FROM chip_moves));
-- sqlite:
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
-- postgres:
CREATE VIEW audit_image_chip_moves AS SELECT CAST(t.id AS TEXT) AS row_key, to_jsonb(t)::text AS image FROM chip_moves t;
CREATE TRIGGER audit_chip_moves_insert AFTER INSERT ON chip_moves
    FOR EACH ROW EXECUTE FUNCTION audit_change('id');
CREATE TRIGGER chip_moves_never_updated BEFORE UPDATE ON chip_moves
    FOR EACH ROW EXECUTE FUNCTION append_only();
CREATE TRIGGER chip_moves_never_deleted BEFORE DELETE ON chip_moves
    FOR EACH ROW EXECUTE FUNCTION append_only();
CREATE TRIGGER chip_moves_never_truncated BEFORE TRUNCATE ON chip_moves
    FOR EACH STATEMENT EXECUTE FUNCTION append_only();
-- both:

-- postgres:
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
UNION ALL SELECT 'chip_moves' AS tbl, row_key, image FROM audit_image_chip_moves;

-- Where the ledger began: the hands and collections before it were written without it, so
-- `db verify` holds only later ones to it (their chips, and that they fall inside a shift).
CREATE TABLE chip_ledger_start (
    id                      {int} PRIMARY KEY CHECK (id = 1),
    last_hand_before        {int} NOT NULL,
    last_collection_before  {int} NOT NULL
){strict};
INSERT INTO chip_ledger_start VALUES (1, (SELECT coalesce(max(id), 0) FROM hands),
    (SELECT coalesce(max(id), 0) FROM time_collections));
