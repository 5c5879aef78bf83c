-- The audit trail: one append-only record of every change to money or to the room.
--
-- `audit_changes` holds the state of a row after each change to it, written by the triggers
-- below in the same transaction as the change (so no program can change an audited row
-- without leaving a trace: a change that no audit entry covers was made outside Cardroom).
-- The state before a change is the row's previous entry. `audit` holds one entry per use
-- case committed or refused: who, when, from which station and machine, what, and the range
-- of changes it made; each entry's hash covers its fields, its changes and the previous
-- entry's hash, so an edit anywhere breaks the chain from there (`cardroom db verify`).
--
-- Rows written before this migration have no recorded state until they next change;
-- `audit_start` records where each table's audited rows begin.
-- sqlite:
-- Generated from the schema of migrations 0001-0011 (one json_object per table, the same in
-- the triggers and in the views `db verify` reads); a test replays a room and verifies it.
-- postgres:
--
-- A row's image is the row as JSON: to_jsonb(row)::text, in the trigger (NEW) and in the
-- views `db verify` reads (the same keys as SQLite's json_object of every column; key order
-- and spacing differ, so images are compared as jsonb). One trigger function, audit_change,
-- writes every table's changes: its arguments name the row's key columns (joined by ':').
-- One guard function, append_only, refuses what the guards below refuse; PostgreSQL also has
-- TRUNCATE, which skips row triggers, so each table that is never deleted from is also never
-- truncated.
-- both:

CREATE TABLE audit (
    id            {id},
    at            TEXT NOT NULL,
    staff_id      {int} REFERENCES staff(id),
    station       TEXT NOT NULL CHECK (station IN ('app', 'cli')),
    machine       TEXT NOT NULL,
    kind          TEXT NOT NULL,
    outcome       TEXT NOT NULL CHECK (outcome IN ('done', 'refused')),
    table_id      {int},
    hand_id       {int},
    detail        TEXT NOT NULL,
    -- The row states this entry covers: ids first_change..=last_change (none when
    -- first_change > last_change); the next entry's range begins after last_change.
    first_change  {int} NOT NULL,
    last_change   {int} NOT NULL,
    prev_hash     TEXT NOT NULL,
    hash          TEXT NOT NULL,
    CHECK (first_change >= 1 AND last_change >= first_change - 1)
){strict};
-- One index beside the entries' order: each commit writes every index it has, and the trail
-- is read newest first (its id) or by time; a filter by staff or table reads those.
CREATE INDEX audit_by_time ON audit (at);

-- The trail supersedes `writes` (migration 0007), which keeps the changes made before it.
DROP INDEX writes_by_time;

CREATE TABLE audit_changes (
    id       {id},
    tbl      TEXT NOT NULL,
    row_key  TEXT NOT NULL,
    image    TEXT NOT NULL CHECK (json_valid(image))
){strict};
CREATE INDEX audit_changes_by_row ON audit_changes (tbl, row_key, id);

CREATE TABLE audit_start (
    tbl              TEXT PRIMARY KEY,
    last_row_before  {int} NOT NULL
){strict};

-- sqlite:
CREATE TRIGGER audit_never_updated BEFORE UPDATE ON audit BEGIN
    SELECT RAISE(ABORT, 'append_only: audit is never changed');
-- postgres:
-- After an insert or update of an audited row: its image. TG_ARGV: the key columns.
CREATE FUNCTION audit_change() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
    img jsonb := to_jsonb(NEW);
    key text := img ->> TG_ARGV[0];
BEGIN
    FOR i IN 1 .. TG_NARGS - 1 LOOP
        key := key || ':' || (img ->> TG_ARGV[i]);
    END LOOP;
    INSERT INTO audit_changes (tbl, row_key, image) VALUES (TG_TABLE_NAME, key, img::text);
    RETURN NULL;
-- both:
END;
-- sqlite:
CREATE TRIGGER audit_never_deleted BEFORE DELETE ON audit BEGIN
    SELECT RAISE(ABORT, 'append_only: audit is never deleted from');
-- postgres:
$$;

-- Before an update, delete or truncate that the table never allows.
CREATE FUNCTION append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    RAISE EXCEPTION 'append_only: % is never %', TG_TABLE_NAME,
        CASE TG_OP WHEN 'UPDATE' THEN 'changed' WHEN 'DELETE' THEN 'deleted from' ELSE 'truncated' END;
-- both:
END;
-- sqlite:
CREATE TRIGGER audit_changes_never_updated BEFORE UPDATE ON audit_changes BEGIN
    SELECT RAISE(ABORT, 'append_only: audit_changes is never changed');
END;
CREATE TRIGGER audit_changes_never_deleted BEFORE DELETE ON audit_changes BEGIN
    SELECT RAISE(ABORT, 'append_only: audit_changes is never deleted from');
END;
-- postgres:
$$;

CREATE TRIGGER audit_never_updated BEFORE UPDATE ON audit
    FOR EACH ROW EXECUTE FUNCTION append_only();
CREATE TRIGGER audit_never_deleted BEFORE DELETE ON audit
    FOR EACH ROW EXECUTE FUNCTION append_only();
CREATE TRIGGER audit_never_truncated BEFORE TRUNCATE ON audit
    FOR EACH STATEMENT EXECUTE FUNCTION append_only();
CREATE TRIGGER audit_changes_never_updated BEFORE UPDATE ON audit_changes
    FOR EACH ROW EXECUTE FUNCTION append_only();
CREATE TRIGGER audit_changes_never_deleted BEFORE DELETE ON audit_changes
    FOR EACH ROW EXECUTE FUNCTION append_only();
CREATE TRIGGER audit_changes_never_truncated BEFORE TRUNCATE ON audit_changes
    FOR EACH STATEMENT EXECUTE FUNCTION append_only();
-- both:

-- staff
INSERT INTO audit_start VALUES ('staff', (SELECT coalesce(max(id), 0) FROM staff));
-- sqlite:
CREATE VIEW audit_image_staff AS SELECT CAST(staff.id AS TEXT) AS row_key, json_object('id', id, 'name', name, 'role', role, 'active', active, 'created_at', created_at, 'created_by', created_by, 'pin_hash', pin_hash, 'failed_pins', failed_pins, 'locked_until', locked_until) AS image FROM staff;
CREATE TRIGGER audit_staff_insert AFTER INSERT ON staff BEGIN
    INSERT INTO audit_changes (tbl, row_key, image)
    VALUES ('staff', CAST(NEW.id AS TEXT), json_object('id', NEW.id, 'name', NEW.name, 'role', NEW.role, 'active', NEW.active, 'created_at', NEW.created_at, 'created_by', NEW.created_by, 'pin_hash', NEW.pin_hash, 'failed_pins', NEW.failed_pins, 'locked_until', NEW.locked_until));
END;
CREATE TRIGGER audit_staff_update AFTER UPDATE ON staff BEGIN
    INSERT INTO audit_changes (tbl, row_key, image)
    VALUES ('staff', CAST(NEW.id AS TEXT), json_object('id', NEW.id, 'name', NEW.name, 'role', NEW.role, 'active', NEW.active, 'created_at', NEW.created_at, 'created_by', NEW.created_by, 'pin_hash', NEW.pin_hash, 'failed_pins', NEW.failed_pins, 'locked_until', NEW.locked_until));
END;
CREATE TRIGGER staff_never_deleted BEFORE DELETE ON staff BEGIN
    SELECT RAISE(ABORT, 'append_only: staff is never deleted from');
END;
-- postgres:
CREATE VIEW audit_image_staff AS SELECT CAST(t.id AS TEXT) AS row_key, to_jsonb(t)::text AS image FROM staff t;
CREATE TRIGGER audit_staff_insert AFTER INSERT ON staff
    FOR EACH ROW EXECUTE FUNCTION audit_change('id');
CREATE TRIGGER audit_staff_update AFTER UPDATE ON staff
    FOR EACH ROW EXECUTE FUNCTION audit_change('id');
CREATE TRIGGER staff_never_deleted BEFORE DELETE ON staff
    FOR EACH ROW EXECUTE FUNCTION append_only();
CREATE TRIGGER staff_never_truncated BEFORE TRUNCATE ON staff
    FOR EACH STATEMENT EXECUTE FUNCTION append_only();
-- both:

-- collection_rates
INSERT INTO audit_start VALUES ('collection_rates', (SELECT coalesce(max(id), 0) FROM collection_rates));
-- sqlite:
CREATE VIEW audit_image_collection_rates AS SELECT CAST(collection_rates.id AS TEXT) AS row_key, json_object('id', id, 'game', game, 'structure', structure, 'min_limit_cents', min_limit_cents, 'max_limit_cents', max_limit_cents, 'mode', mode, 'amount_cents', amount_cents, 'interval_minutes', interval_minutes, 'effective_from', effective_from, 'created_by', created_by, 'created_at', created_at) AS image FROM collection_rates;
CREATE TRIGGER audit_collection_rates_insert AFTER INSERT ON collection_rates BEGIN
    INSERT INTO audit_changes (tbl, row_key, image)
    VALUES ('collection_rates', CAST(NEW.id AS TEXT), json_object('id', NEW.id, 'game', NEW.game, 'structure', NEW.structure, 'min_limit_cents', NEW.min_limit_cents, 'max_limit_cents', NEW.max_limit_cents, 'mode', NEW.mode, 'amount_cents', NEW.amount_cents, 'interval_minutes', NEW.interval_minutes, 'effective_from', NEW.effective_from, 'created_by', NEW.created_by, 'created_at', NEW.created_at));
END;
CREATE TRIGGER collection_rates_never_updated BEFORE UPDATE ON collection_rates BEGIN
    SELECT RAISE(ABORT, 'append_only: collection_rates is never changed');
END;
CREATE TRIGGER collection_rates_never_deleted BEFORE DELETE ON collection_rates BEGIN
    SELECT RAISE(ABORT, 'append_only: collection_rates is never deleted from');
END;
-- postgres:
CREATE VIEW audit_image_collection_rates AS SELECT CAST(t.id AS TEXT) AS row_key, to_jsonb(t)::text AS image FROM collection_rates t;
CREATE TRIGGER audit_collection_rates_insert AFTER INSERT ON collection_rates
    FOR EACH ROW EXECUTE FUNCTION audit_change('id');
CREATE TRIGGER collection_rates_never_updated BEFORE UPDATE ON collection_rates
    FOR EACH ROW EXECUTE FUNCTION append_only();
CREATE TRIGGER collection_rates_never_deleted BEFORE DELETE ON collection_rates
    FOR EACH ROW EXECUTE FUNCTION append_only();
CREATE TRIGGER collection_rates_never_truncated BEFORE TRUNCATE ON collection_rates
    FOR EACH STATEMENT EXECUTE FUNCTION append_only();
-- both:

-- card_tables
INSERT INTO audit_start VALUES ('card_tables', (SELECT coalesce(max(id), 0) FROM card_tables));
-- sqlite:
CREATE VIEW audit_image_card_tables AS SELECT CAST(card_tables.id AS TEXT) AS row_key, json_object('id', id, 'name', name, 'game', game, 'structure', structure, 'small_blind_cents', small_blind_cents, 'big_blind_cents', big_blind_cents, 'ante_cents', ante_cents, 'small_bet_cents', small_bet_cents, 'big_bet_cents', big_bet_cents, 'chip_unit_cents', chip_unit_cents, 'max_bets_per_round', max_bets_per_round, 'seat_limit', seat_limit, 'button_rule', button_rule, 'collection_mode', collection_mode, 'rate_source', rate_source, 'manager_rate_cents', manager_rate_cents, 'collection_interval_minutes', collection_interval_minutes, 'no_flop_no_drop', no_flop_no_drop, 'settings', settings, 'button_seat', button_seat, 'last_big_blind_seat', last_big_blind_seat, 'opened_at', opened_at, 'opened_by', opened_by, 'closed_at', closed_at, 'closed_by', closed_by) AS image FROM card_tables;
CREATE TRIGGER audit_card_tables_insert AFTER INSERT ON card_tables BEGIN
    INSERT INTO audit_changes (tbl, row_key, image)
    VALUES ('card_tables', CAST(NEW.id AS TEXT), json_object('id', NEW.id, 'name', NEW.name, 'game', NEW.game, 'structure', NEW.structure, 'small_blind_cents', NEW.small_blind_cents, 'big_blind_cents', NEW.big_blind_cents, 'ante_cents', NEW.ante_cents, 'small_bet_cents', NEW.small_bet_cents, 'big_bet_cents', NEW.big_bet_cents, 'chip_unit_cents', NEW.chip_unit_cents, 'max_bets_per_round', NEW.max_bets_per_round, 'seat_limit', NEW.seat_limit, 'button_rule', NEW.button_rule, 'collection_mode', NEW.collection_mode, 'rate_source', NEW.rate_source, 'manager_rate_cents', NEW.manager_rate_cents, 'collection_interval_minutes', NEW.collection_interval_minutes, 'no_flop_no_drop', NEW.no_flop_no_drop, 'settings', NEW.settings, 'button_seat', NEW.button_seat, 'last_big_blind_seat', NEW.last_big_blind_seat, 'opened_at', NEW.opened_at, 'opened_by', NEW.opened_by, 'closed_at', NEW.closed_at, 'closed_by', NEW.closed_by));
END;
CREATE TRIGGER audit_card_tables_update AFTER UPDATE ON card_tables BEGIN
    INSERT INTO audit_changes (tbl, row_key, image)
    VALUES ('card_tables', CAST(NEW.id AS TEXT), json_object('id', NEW.id, 'name', NEW.name, 'game', NEW.game, 'structure', NEW.structure, 'small_blind_cents', NEW.small_blind_cents, 'big_blind_cents', NEW.big_blind_cents, 'ante_cents', NEW.ante_cents, 'small_bet_cents', NEW.small_bet_cents, 'big_bet_cents', NEW.big_bet_cents, 'chip_unit_cents', NEW.chip_unit_cents, 'max_bets_per_round', NEW.max_bets_per_round, 'seat_limit', NEW.seat_limit, 'button_rule', NEW.button_rule, 'collection_mode', NEW.collection_mode, 'rate_source', NEW.rate_source, 'manager_rate_cents', NEW.manager_rate_cents, 'collection_interval_minutes', NEW.collection_interval_minutes, 'no_flop_no_drop', NEW.no_flop_no_drop, 'settings', NEW.settings, 'button_seat', NEW.button_seat, 'last_big_blind_seat', NEW.last_big_blind_seat, 'opened_at', NEW.opened_at, 'opened_by', NEW.opened_by, 'closed_at', NEW.closed_at, 'closed_by', NEW.closed_by));
END;
CREATE TRIGGER card_tables_never_deleted BEFORE DELETE ON card_tables BEGIN
    SELECT RAISE(ABORT, 'append_only: card_tables is never deleted from');
END;
-- postgres:
CREATE VIEW audit_image_card_tables AS SELECT CAST(t.id AS TEXT) AS row_key, to_jsonb(t)::text AS image FROM card_tables t;
CREATE TRIGGER audit_card_tables_insert AFTER INSERT ON card_tables
    FOR EACH ROW EXECUTE FUNCTION audit_change('id');
CREATE TRIGGER audit_card_tables_update AFTER UPDATE ON card_tables
    FOR EACH ROW EXECUTE FUNCTION audit_change('id');
CREATE TRIGGER card_tables_never_deleted BEFORE DELETE ON card_tables
    FOR EACH ROW EXECUTE FUNCTION append_only();
CREATE TRIGGER card_tables_never_truncated BEFORE TRUNCATE ON card_tables
    FOR EACH STATEMENT EXECUTE FUNCTION append_only();
-- both:

-- seatings
INSERT INTO audit_start VALUES ('seatings', (SELECT coalesce(max(id), 0) FROM seatings));
-- sqlite:
CREATE VIEW audit_image_seatings AS SELECT CAST(seatings.id AS TEXT) AS row_key, json_object('id', id, 'table_id', table_id, 'seat_no', seat_no, 'player_name', player_name, 'player_id', player_id, 'stack_cents', stack_cents, 'entry', entry, 'sitting_out', sitting_out, 'missed_small_blind', missed_small_blind, 'missed_big_blind', missed_big_blind, 'seated_at', seated_at, 'seated_by', seated_by, 'left_at', left_at, 'left_by', left_by, 'left_reason', left_reason) AS image FROM seatings;
CREATE TRIGGER audit_seatings_insert AFTER INSERT ON seatings BEGIN
    INSERT INTO audit_changes (tbl, row_key, image)
    VALUES ('seatings', CAST(NEW.id AS TEXT), json_object('id', NEW.id, 'table_id', NEW.table_id, 'seat_no', NEW.seat_no, 'player_name', NEW.player_name, 'player_id', NEW.player_id, 'stack_cents', NEW.stack_cents, 'entry', NEW.entry, 'sitting_out', NEW.sitting_out, 'missed_small_blind', NEW.missed_small_blind, 'missed_big_blind', NEW.missed_big_blind, 'seated_at', NEW.seated_at, 'seated_by', NEW.seated_by, 'left_at', NEW.left_at, 'left_by', NEW.left_by, 'left_reason', NEW.left_reason));
END;
CREATE TRIGGER audit_seatings_update AFTER UPDATE ON seatings BEGIN
    INSERT INTO audit_changes (tbl, row_key, image)
    VALUES ('seatings', CAST(NEW.id AS TEXT), json_object('id', NEW.id, 'table_id', NEW.table_id, 'seat_no', NEW.seat_no, 'player_name', NEW.player_name, 'player_id', NEW.player_id, 'stack_cents', NEW.stack_cents, 'entry', NEW.entry, 'sitting_out', NEW.sitting_out, 'missed_small_blind', NEW.missed_small_blind, 'missed_big_blind', NEW.missed_big_blind, 'seated_at', NEW.seated_at, 'seated_by', NEW.seated_by, 'left_at', NEW.left_at, 'left_by', NEW.left_by, 'left_reason', NEW.left_reason));
END;
CREATE TRIGGER seatings_never_deleted BEFORE DELETE ON seatings BEGIN
    SELECT RAISE(ABORT, 'append_only: seatings is never deleted from');
END;
-- postgres:
CREATE VIEW audit_image_seatings AS SELECT CAST(t.id AS TEXT) AS row_key, to_jsonb(t)::text AS image FROM seatings t;
CREATE TRIGGER audit_seatings_insert AFTER INSERT ON seatings
    FOR EACH ROW EXECUTE FUNCTION audit_change('id');
CREATE TRIGGER audit_seatings_update AFTER UPDATE ON seatings
    FOR EACH ROW EXECUTE FUNCTION audit_change('id');
CREATE TRIGGER seatings_never_deleted BEFORE DELETE ON seatings
    FOR EACH ROW EXECUTE FUNCTION append_only();
CREATE TRIGGER seatings_never_truncated BEFORE TRUNCATE ON seatings
    FOR EACH STATEMENT EXECUTE FUNCTION append_only();
-- both:

-- dealer_pushes
INSERT INTO audit_start VALUES ('dealer_pushes', (SELECT coalesce(max(id), 0) FROM dealer_pushes));
-- sqlite:
CREATE VIEW audit_image_dealer_pushes AS SELECT CAST(dealer_pushes.id AS TEXT) AS row_key, json_object('id', id, 'table_id', table_id, 'dealer_id', dealer_id, 'on_at', on_at, 'on_by', on_by, 'off_at', off_at, 'off_by', off_by) AS image FROM dealer_pushes;
CREATE TRIGGER audit_dealer_pushes_insert AFTER INSERT ON dealer_pushes BEGIN
    INSERT INTO audit_changes (tbl, row_key, image)
    VALUES ('dealer_pushes', CAST(NEW.id AS TEXT), json_object('id', NEW.id, 'table_id', NEW.table_id, 'dealer_id', NEW.dealer_id, 'on_at', NEW.on_at, 'on_by', NEW.on_by, 'off_at', NEW.off_at, 'off_by', NEW.off_by));
END;
CREATE TRIGGER audit_dealer_pushes_update AFTER UPDATE ON dealer_pushes BEGIN
    INSERT INTO audit_changes (tbl, row_key, image)
    VALUES ('dealer_pushes', CAST(NEW.id AS TEXT), json_object('id', NEW.id, 'table_id', NEW.table_id, 'dealer_id', NEW.dealer_id, 'on_at', NEW.on_at, 'on_by', NEW.on_by, 'off_at', NEW.off_at, 'off_by', NEW.off_by));
END;
CREATE TRIGGER dealer_pushes_never_deleted BEFORE DELETE ON dealer_pushes BEGIN
    SELECT RAISE(ABORT, 'append_only: dealer_pushes is never deleted from');
END;
-- postgres:
CREATE VIEW audit_image_dealer_pushes AS SELECT CAST(t.id AS TEXT) AS row_key, to_jsonb(t)::text AS image FROM dealer_pushes t;
CREATE TRIGGER audit_dealer_pushes_insert AFTER INSERT ON dealer_pushes
    FOR EACH ROW EXECUTE FUNCTION audit_change('id');
CREATE TRIGGER audit_dealer_pushes_update AFTER UPDATE ON dealer_pushes
    FOR EACH ROW EXECUTE FUNCTION audit_change('id');
CREATE TRIGGER dealer_pushes_never_deleted BEFORE DELETE ON dealer_pushes
    FOR EACH ROW EXECUTE FUNCTION append_only();
CREATE TRIGGER dealer_pushes_never_truncated BEFORE TRUNCATE ON dealer_pushes
    FOR EACH STATEMENT EXECUTE FUNCTION append_only();
-- both:

-- button_draws
INSERT INTO audit_start VALUES ('button_draws', (SELECT coalesce(max(id), 0) FROM button_draws));
-- sqlite:
CREATE VIEW audit_image_button_draws AS SELECT CAST(button_draws.id AS TEXT) AS row_key, json_object('id', id, 'table_id', table_id, 'cards', cards, 'winner_seat', winner_seat, 'drawn_at', drawn_at, 'drawn_by', drawn_by) AS image FROM button_draws;
CREATE TRIGGER audit_button_draws_insert AFTER INSERT ON button_draws BEGIN
    INSERT INTO audit_changes (tbl, row_key, image)
    VALUES ('button_draws', CAST(NEW.id AS TEXT), json_object('id', NEW.id, 'table_id', NEW.table_id, 'cards', NEW.cards, 'winner_seat', NEW.winner_seat, 'drawn_at', NEW.drawn_at, 'drawn_by', NEW.drawn_by));
END;
CREATE TRIGGER button_draws_never_updated BEFORE UPDATE ON button_draws BEGIN
    SELECT RAISE(ABORT, 'append_only: button_draws is never changed');
END;
CREATE TRIGGER button_draws_never_deleted BEFORE DELETE ON button_draws BEGIN
    SELECT RAISE(ABORT, 'append_only: button_draws is never deleted from');
END;
-- postgres:
CREATE VIEW audit_image_button_draws AS SELECT CAST(t.id AS TEXT) AS row_key, to_jsonb(t)::text AS image FROM button_draws t;
CREATE TRIGGER audit_button_draws_insert AFTER INSERT ON button_draws
    FOR EACH ROW EXECUTE FUNCTION audit_change('id');
CREATE TRIGGER button_draws_never_updated BEFORE UPDATE ON button_draws
    FOR EACH ROW EXECUTE FUNCTION append_only();
CREATE TRIGGER button_draws_never_deleted BEFORE DELETE ON button_draws
    FOR EACH ROW EXECUTE FUNCTION append_only();
CREATE TRIGGER button_draws_never_truncated BEFORE TRUNCATE ON button_draws
    FOR EACH STATEMENT EXECUTE FUNCTION append_only();
-- both:

-- time_collections
INSERT INTO audit_start VALUES ('time_collections', (SELECT coalesce(max(id), 0) FROM time_collections));
-- sqlite:
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
CREATE VIEW audit_image_time_collections AS SELECT CAST(t.id AS TEXT) AS row_key, to_jsonb(t)::text AS image FROM time_collections t;
CREATE TRIGGER audit_time_collections_insert AFTER INSERT ON time_collections
    FOR EACH ROW EXECUTE FUNCTION audit_change('id');
CREATE TRIGGER audit_time_collections_update AFTER UPDATE ON time_collections
    FOR EACH ROW EXECUTE FUNCTION audit_change('id');
CREATE TRIGGER time_collections_never_deleted BEFORE DELETE ON time_collections
    FOR EACH ROW EXECUTE FUNCTION append_only();
CREATE TRIGGER time_collections_never_truncated BEFORE TRUNCATE ON time_collections
    FOR EACH STATEMENT EXECUTE FUNCTION append_only();
-- both:

-- hands
INSERT INTO audit_start VALUES ('hands', (SELECT coalesce(max(id), 0) FROM hands));
-- sqlite:
CREATE VIEW audit_image_hands AS SELECT CAST(hands.id AS TEXT) AS row_key, json_object('id', id, 'table_id', table_id, 'number', number, 'button_seat', button_seat, 'dealer_id', dealer_id, 'config', config, 'started_at', started_at, 'started_by', started_by, 'finished_at', finished_at, 'finished_by', finished_by, 'settlement', settlement, 'kind', kind, 'void_reason', void_reason) AS image FROM hands;
CREATE TRIGGER audit_hands_insert AFTER INSERT ON hands BEGIN
    INSERT INTO audit_changes (tbl, row_key, image)
    VALUES ('hands', CAST(NEW.id AS TEXT), json_object('id', NEW.id, 'table_id', NEW.table_id, 'number', NEW.number, 'button_seat', NEW.button_seat, 'dealer_id', NEW.dealer_id, 'config', NEW.config, 'started_at', NEW.started_at, 'started_by', NEW.started_by, 'finished_at', NEW.finished_at, 'finished_by', NEW.finished_by, 'settlement', NEW.settlement, 'kind', NEW.kind, 'void_reason', NEW.void_reason));
END;
CREATE TRIGGER audit_hands_update AFTER UPDATE ON hands BEGIN
    INSERT INTO audit_changes (tbl, row_key, image)
    VALUES ('hands', CAST(NEW.id AS TEXT), json_object('id', NEW.id, 'table_id', NEW.table_id, 'number', NEW.number, 'button_seat', NEW.button_seat, 'dealer_id', NEW.dealer_id, 'config', NEW.config, 'started_at', NEW.started_at, 'started_by', NEW.started_by, 'finished_at', NEW.finished_at, 'finished_by', NEW.finished_by, 'settlement', NEW.settlement, 'kind', NEW.kind, 'void_reason', NEW.void_reason));
END;
CREATE TRIGGER hands_never_deleted BEFORE DELETE ON hands BEGIN
    SELECT RAISE(ABORT, 'append_only: hands is never deleted from');
END;
-- postgres:
CREATE VIEW audit_image_hands AS SELECT CAST(t.id AS TEXT) AS row_key, to_jsonb(t)::text AS image FROM hands t;
CREATE TRIGGER audit_hands_insert AFTER INSERT ON hands
    FOR EACH ROW EXECUTE FUNCTION audit_change('id');
CREATE TRIGGER audit_hands_update AFTER UPDATE ON hands
    FOR EACH ROW EXECUTE FUNCTION audit_change('id');
CREATE TRIGGER hands_never_deleted BEFORE DELETE ON hands
    FOR EACH ROW EXECUTE FUNCTION append_only();
CREATE TRIGGER hands_never_truncated BEFORE TRUNCATE ON hands
    FOR EACH STATEMENT EXECUTE FUNCTION append_only();
-- both:

-- hand_events
INSERT INTO audit_start VALUES ('hand_events', (SELECT coalesce(max(hand_id), 0) FROM hand_events));
-- sqlite:
CREATE VIEW audit_image_hand_events AS SELECT hand_events.hand_id || ':' || hand_events.seq AS row_key, json_object('hand_id', hand_id, 'seq', seq, 'kind', kind, 'payload', payload, 'recorded_at', recorded_at, 'recorded_by', recorded_by) AS image FROM hand_events;
CREATE TRIGGER audit_hand_events_insert AFTER INSERT ON hand_events BEGIN
    INSERT INTO audit_changes (tbl, row_key, image)
    VALUES ('hand_events', NEW.hand_id || ':' || NEW.seq, json_object('hand_id', NEW.hand_id, 'seq', NEW.seq, 'kind', NEW.kind, 'payload', NEW.payload, 'recorded_at', NEW.recorded_at, 'recorded_by', NEW.recorded_by));
END;
CREATE TRIGGER hand_events_never_updated BEFORE UPDATE ON hand_events BEGIN
    SELECT RAISE(ABORT, 'append_only: hand_events is never changed');
END;
CREATE TRIGGER hand_events_never_deleted BEFORE DELETE ON hand_events BEGIN
    SELECT RAISE(ABORT, 'append_only: hand_events is never deleted from');
END;
-- postgres:
CREATE VIEW audit_image_hand_events AS SELECT t.hand_id || ':' || t.seq AS row_key, to_jsonb(t)::text AS image FROM hand_events t;
CREATE TRIGGER audit_hand_events_insert AFTER INSERT ON hand_events
    FOR EACH ROW EXECUTE FUNCTION audit_change('hand_id', 'seq');
CREATE TRIGGER hand_events_never_updated BEFORE UPDATE ON hand_events
    FOR EACH ROW EXECUTE FUNCTION append_only();
CREATE TRIGGER hand_events_never_deleted BEFORE DELETE ON hand_events
    FOR EACH ROW EXECUTE FUNCTION append_only();
CREATE TRIGGER hand_events_never_truncated BEFORE TRUNCATE ON hand_events
    FOR EACH STATEMENT EXECUTE FUNCTION append_only();
-- both:

-- drop_collections
INSERT INTO audit_start VALUES ('drop_collections', (SELECT coalesce(max(id), 0) FROM drop_collections));
-- sqlite:
CREATE VIEW audit_image_drop_collections AS SELECT CAST(drop_collections.id AS TEXT) AS row_key, json_object('id', id, 'table_id', table_id, 'hand_id', hand_id, 'amount_cents', amount_cents, 'rate_id', rate_id, 'dealer_id', dealer_id, 'taken_at', taken_at) AS image FROM drop_collections;
CREATE TRIGGER audit_drop_collections_insert AFTER INSERT ON drop_collections BEGIN
    INSERT INTO audit_changes (tbl, row_key, image)
    VALUES ('drop_collections', CAST(NEW.id AS TEXT), json_object('id', NEW.id, 'table_id', NEW.table_id, 'hand_id', NEW.hand_id, 'amount_cents', NEW.amount_cents, 'rate_id', NEW.rate_id, 'dealer_id', NEW.dealer_id, 'taken_at', NEW.taken_at));
END;
CREATE TRIGGER drop_collections_never_updated BEFORE UPDATE ON drop_collections BEGIN
    SELECT RAISE(ABORT, 'append_only: drop_collections is never changed');
END;
CREATE TRIGGER drop_collections_never_deleted BEFORE DELETE ON drop_collections BEGIN
    SELECT RAISE(ABORT, 'append_only: drop_collections is never deleted from');
END;
-- postgres:
CREATE VIEW audit_image_drop_collections AS SELECT CAST(t.id AS TEXT) AS row_key, to_jsonb(t)::text AS image FROM drop_collections t;
CREATE TRIGGER audit_drop_collections_insert AFTER INSERT ON drop_collections
    FOR EACH ROW EXECUTE FUNCTION audit_change('id');
CREATE TRIGGER drop_collections_never_updated BEFORE UPDATE ON drop_collections
    FOR EACH ROW EXECUTE FUNCTION append_only();
CREATE TRIGGER drop_collections_never_deleted BEFORE DELETE ON drop_collections
    FOR EACH ROW EXECUTE FUNCTION append_only();
CREATE TRIGGER drop_collections_never_truncated BEFORE TRUNCATE ON drop_collections
    FOR EACH STATEMENT EXECUTE FUNCTION append_only();
-- both:

-- shifts
INSERT INTO audit_start VALUES ('shifts', (SELECT coalesce(max(id), 0) FROM shifts));
-- sqlite:
CREATE VIEW audit_image_shifts AS SELECT CAST(shifts.id AS TEXT) AS row_key, json_object('id', id, 'floor_id', floor_id, 'opened_at', opened_at, 'closed_at', closed_at, 'closed_by', closed_by, 'signed_off_at', signed_off_at, 'signed_off_by', signed_off_by) AS image FROM shifts;
CREATE TRIGGER audit_shifts_insert AFTER INSERT ON shifts BEGIN
    INSERT INTO audit_changes (tbl, row_key, image)
    VALUES ('shifts', CAST(NEW.id AS TEXT), json_object('id', NEW.id, 'floor_id', NEW.floor_id, 'opened_at', NEW.opened_at, 'closed_at', NEW.closed_at, 'closed_by', NEW.closed_by, 'signed_off_at', NEW.signed_off_at, 'signed_off_by', NEW.signed_off_by));
END;
CREATE TRIGGER audit_shifts_update AFTER UPDATE ON shifts BEGIN
    INSERT INTO audit_changes (tbl, row_key, image)
    VALUES ('shifts', CAST(NEW.id AS TEXT), json_object('id', NEW.id, 'floor_id', NEW.floor_id, 'opened_at', NEW.opened_at, 'closed_at', NEW.closed_at, 'closed_by', NEW.closed_by, 'signed_off_at', NEW.signed_off_at, 'signed_off_by', NEW.signed_off_by));
END;
CREATE TRIGGER shifts_never_deleted BEFORE DELETE ON shifts BEGIN
    SELECT RAISE(ABORT, 'append_only: shifts is never deleted from');
END;
-- postgres:
CREATE VIEW audit_image_shifts AS SELECT CAST(t.id AS TEXT) AS row_key, to_jsonb(t)::text AS image FROM shifts t;
CREATE TRIGGER audit_shifts_insert AFTER INSERT ON shifts
    FOR EACH ROW EXECUTE FUNCTION audit_change('id');
CREATE TRIGGER audit_shifts_update AFTER UPDATE ON shifts
    FOR EACH ROW EXECUTE FUNCTION audit_change('id');
CREATE TRIGGER shifts_never_deleted BEFORE DELETE ON shifts
    FOR EACH ROW EXECUTE FUNCTION append_only();
CREATE TRIGGER shifts_never_truncated BEFORE TRUNCATE ON shifts
    FOR EACH STATEMENT EXECUTE FUNCTION append_only();
-- both:

-- banked_results
INSERT INTO audit_start VALUES ('banked_results', (SELECT coalesce(max(id), 0) FROM banked_results));
-- sqlite:
CREATE VIEW audit_image_banked_results AS SELECT CAST(banked_results.id AS TEXT) AS row_key, json_object('id', id, 'table_id', table_id, 'hand_id', hand_id, 'seat_no', seat_no, 'house_net_cents', house_net_cents, 'dealer_id', dealer_id, 'settled_at', settled_at, 'settled_by', settled_by) AS image FROM banked_results;
CREATE TRIGGER audit_banked_results_insert AFTER INSERT ON banked_results BEGIN
    INSERT INTO audit_changes (tbl, row_key, image)
    VALUES ('banked_results', CAST(NEW.id AS TEXT), json_object('id', NEW.id, 'table_id', NEW.table_id, 'hand_id', NEW.hand_id, 'seat_no', NEW.seat_no, 'house_net_cents', NEW.house_net_cents, 'dealer_id', NEW.dealer_id, 'settled_at', NEW.settled_at, 'settled_by', NEW.settled_by));
END;
CREATE TRIGGER banked_results_never_updated BEFORE UPDATE ON banked_results BEGIN
    SELECT RAISE(ABORT, 'append_only: banked_results is never changed');
END;
CREATE TRIGGER banked_results_never_deleted BEFORE DELETE ON banked_results BEGIN
    SELECT RAISE(ABORT, 'append_only: banked_results is never deleted from');
END;
-- postgres:
CREATE VIEW audit_image_banked_results AS SELECT CAST(t.id AS TEXT) AS row_key, to_jsonb(t)::text AS image FROM banked_results t;
CREATE TRIGGER audit_banked_results_insert AFTER INSERT ON banked_results
    FOR EACH ROW EXECUTE FUNCTION audit_change('id');
CREATE TRIGGER banked_results_never_updated BEFORE UPDATE ON banked_results
    FOR EACH ROW EXECUTE FUNCTION append_only();
CREATE TRIGGER banked_results_never_deleted BEFORE DELETE ON banked_results
    FOR EACH ROW EXECUTE FUNCTION append_only();
CREATE TRIGGER banked_results_never_truncated BEFORE TRUNCATE ON banked_results
    FOR EACH STATEMENT EXECUTE FUNCTION append_only();
-- both:

-- sign_ins
INSERT INTO audit_start VALUES ('sign_ins', (SELECT coalesce(max(id), 0) FROM sign_ins));
-- sqlite:
CREATE VIEW audit_image_sign_ins AS SELECT CAST(sign_ins.id AS TEXT) AS row_key, json_object('id', id, 'staff_id', staff_id, 'name', name, 'at', at, 'outcome', outcome, 'station', station) AS image FROM sign_ins;
CREATE TRIGGER audit_sign_ins_insert AFTER INSERT ON sign_ins BEGIN
    INSERT INTO audit_changes (tbl, row_key, image)
    VALUES ('sign_ins', CAST(NEW.id AS TEXT), json_object('id', NEW.id, 'staff_id', NEW.staff_id, 'name', NEW.name, 'at', NEW.at, 'outcome', NEW.outcome, 'station', NEW.station));
END;
CREATE TRIGGER sign_ins_never_updated BEFORE UPDATE ON sign_ins BEGIN
    SELECT RAISE(ABORT, 'append_only: sign_ins is never changed');
END;
CREATE TRIGGER sign_ins_never_deleted BEFORE DELETE ON sign_ins BEGIN
    SELECT RAISE(ABORT, 'append_only: sign_ins is never deleted from');
END;
-- postgres:
CREATE VIEW audit_image_sign_ins AS SELECT CAST(t.id AS TEXT) AS row_key, to_jsonb(t)::text AS image FROM sign_ins t;
CREATE TRIGGER audit_sign_ins_insert AFTER INSERT ON sign_ins
    FOR EACH ROW EXECUTE FUNCTION audit_change('id');
CREATE TRIGGER sign_ins_never_updated BEFORE UPDATE ON sign_ins
    FOR EACH ROW EXECUTE FUNCTION append_only();
CREATE TRIGGER sign_ins_never_deleted BEFORE DELETE ON sign_ins
    FOR EACH ROW EXECUTE FUNCTION append_only();
CREATE TRIGGER sign_ins_never_truncated BEFORE TRUNCATE ON sign_ins
    FOR EACH STATEMENT EXECUTE FUNCTION append_only();
-- both:

-- report_prints
INSERT INTO audit_start VALUES ('report_prints', (SELECT coalesce(max(id), 0) FROM report_prints));
-- sqlite:
CREATE VIEW audit_image_report_prints AS SELECT CAST(report_prints.id AS TEXT) AS row_key, json_object('id', id, 'shift_id', shift_id, 'what', what, 'printed_at', printed_at, 'printed_by', printed_by) AS image FROM report_prints;
CREATE TRIGGER audit_report_prints_insert AFTER INSERT ON report_prints BEGIN
    INSERT INTO audit_changes (tbl, row_key, image)
    VALUES ('report_prints', CAST(NEW.id AS TEXT), json_object('id', NEW.id, 'shift_id', NEW.shift_id, 'what', NEW.what, 'printed_at', NEW.printed_at, 'printed_by', NEW.printed_by));
END;
CREATE TRIGGER report_prints_never_updated BEFORE UPDATE ON report_prints BEGIN
    SELECT RAISE(ABORT, 'append_only: report_prints is never changed');
END;
CREATE TRIGGER report_prints_never_deleted BEFORE DELETE ON report_prints BEGIN
    SELECT RAISE(ABORT, 'append_only: report_prints is never deleted from');
END;
-- postgres:
CREATE VIEW audit_image_report_prints AS SELECT CAST(t.id AS TEXT) AS row_key, to_jsonb(t)::text AS image FROM report_prints t;
CREATE TRIGGER audit_report_prints_insert AFTER INSERT ON report_prints
    FOR EACH ROW EXECUTE FUNCTION audit_change('id');
CREATE TRIGGER report_prints_never_updated BEFORE UPDATE ON report_prints
    FOR EACH ROW EXECUTE FUNCTION append_only();
CREATE TRIGGER report_prints_never_deleted BEFORE DELETE ON report_prints
    FOR EACH ROW EXECUTE FUNCTION append_only();
CREATE TRIGGER report_prints_never_truncated BEFORE TRUNCATE ON report_prints
    FOR EACH STATEMENT EXECUTE FUNCTION append_only();
-- both:

-- adjustments
INSERT INTO audit_start VALUES ('adjustments', (SELECT coalesce(max(id), 0) FROM adjustments));
-- sqlite:
CREATE VIEW audit_image_adjustments AS SELECT CAST(adjustments.id AS TEXT) AS row_key, json_object('id', id, 'made_at', made_at, 'made_by', made_by, 'reason', reason, 'kind', kind, 'table_id', table_id, 'happened_at', happened_at, 'dealer_id', dealer_id, 'collection_id', collection_id, 'hand_id', hand_id, 'from_seat', from_seat, 'to_seat', to_seat, 'new_status', new_status, 'new_reason', new_reason, 'amount_cents', amount_cents, 'house_cents', house_cents, 'detail', detail) AS image FROM adjustments;
CREATE TRIGGER audit_adjustments_insert AFTER INSERT ON adjustments BEGIN
    INSERT INTO audit_changes (tbl, row_key, image)
    VALUES ('adjustments', CAST(NEW.id AS TEXT), json_object('id', NEW.id, 'made_at', NEW.made_at, 'made_by', NEW.made_by, 'reason', NEW.reason, 'kind', NEW.kind, 'table_id', NEW.table_id, 'happened_at', NEW.happened_at, 'dealer_id', NEW.dealer_id, 'collection_id', NEW.collection_id, 'hand_id', NEW.hand_id, 'from_seat', NEW.from_seat, 'to_seat', NEW.to_seat, 'new_status', NEW.new_status, 'new_reason', NEW.new_reason, 'amount_cents', NEW.amount_cents, 'house_cents', NEW.house_cents, 'detail', NEW.detail));
END;
CREATE TRIGGER adjustments_never_updated BEFORE UPDATE ON adjustments BEGIN
    SELECT RAISE(ABORT, 'append_only: adjustments is never changed');
END;
CREATE TRIGGER adjustments_never_deleted BEFORE DELETE ON adjustments BEGIN
    SELECT RAISE(ABORT, 'append_only: adjustments is never deleted from');
END;
-- postgres:
CREATE VIEW audit_image_adjustments AS SELECT CAST(t.id AS TEXT) AS row_key, to_jsonb(t)::text AS image FROM adjustments t;
CREATE TRIGGER audit_adjustments_insert AFTER INSERT ON adjustments
    FOR EACH ROW EXECUTE FUNCTION audit_change('id');
CREATE TRIGGER adjustments_never_updated BEFORE UPDATE ON adjustments
    FOR EACH ROW EXECUTE FUNCTION append_only();
CREATE TRIGGER adjustments_never_deleted BEFORE DELETE ON adjustments
    FOR EACH ROW EXECUTE FUNCTION append_only();
CREATE TRIGGER adjustments_never_truncated BEFORE TRUNCATE ON adjustments
    FOR EACH STATEMENT EXECUTE FUNCTION append_only();
-- both:

-- Every audited row's current state, for `db verify`.
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
UNION ALL SELECT 'adjustments' AS tbl, row_key, image FROM audit_image_adjustments;
