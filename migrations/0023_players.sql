-- Players as people (issue #40): the registry of the room's players, their restrictions (barred,
-- self-restricted, self-excluded), and the cash they pay or are paid at the tables, for the
-- Title 31 logs.

-- A registered player: his number (the card the room gives its regulars), his name, and the
-- name the wall board shows. Updatable (a name corrected; a record anonymised after the house's
-- keeping period), every image kept on the trail.
CREATE TABLE players (
    id             {id},
    number         TEXT NOT NULL UNIQUE CHECK (length(number) > 0),
    name           TEXT NOT NULL CHECK (length(trim(name)) > 0),
    wall_name      TEXT NOT NULL CHECK (length(trim(wall_name)) > 0),
    birth_date     TEXT,
    created_at     TEXT NOT NULL,
    created_by     {int} NOT NULL REFERENCES staff(id),
    anonymised_at  TEXT,
    anonymised_by  {int} REFERENCES staff(id)
){strict};

-- A player's phone and notes: the floor's and the cage's only, and erased when his record is
-- anonymised, so they are kept off the audit trail (whose images are never erased).
CREATE TABLE player_contacts (
    player_id   {int} PRIMARY KEY REFERENCES players(id),
    phone       TEXT,
    notes       TEXT,
    updated_at  TEXT NOT NULL,
    updated_by  {int} NOT NULL REFERENCES staff(id)
){strict};

-- A restriction on a player, appended: barred by the house, self-restricted (the room's own
-- programme: from play, or from marketing, credit and check cashing) or self-excluded (the
-- Bureau's list). It runs from `from_at` until `until_at` (none: lifetime, or until lifted).
CREATE TABLE player_restrictions (
    id           {id},
    player_id    {int} NOT NULL REFERENCES players(id),
    kind         TEXT NOT NULL CHECK (kind IN ('barred', 'self_restricted', 'self_excluded')),
    scope        TEXT NOT NULL CHECK (scope IN ('play', 'marketing')),
    reason       TEXT NOT NULL CHECK (length(trim(reason)) > 0),
    from_at      TEXT NOT NULL,
    until_at     TEXT,
    recorded_at  TEXT NOT NULL,
    recorded_by  {int} NOT NULL REFERENCES staff(id),
    CHECK (until_at IS NULL OR until_at > from_at)
){strict};
CREATE INDEX player_restrictions_by_player ON player_restrictions (player_id, id);

-- A restriction lifted before its end, with the floor manager's reason (once).
CREATE TABLE restriction_lifts (
    id              {id},
    restriction_id  {int} NOT NULL UNIQUE REFERENCES player_restrictions(id),
    reason          TEXT NOT NULL CHECK (length(trim(reason)) > 0),
    lifted_at       TEXT NOT NULL,
    lifted_by       {int} NOT NULL REFERENCES staff(id)
){strict};

-- The Bureau's self-exclusion notices as they arrive: whom (name, date of birth, descriptors),
-- the term, and the notice's own reference. A notice may name no registered player yet: a
-- possible match at seating is put to the floor with the photo.
CREATE TABLE exclusion_notices (
    id            {id},
    name          TEXT NOT NULL CHECK (length(trim(name)) > 0),
    name_key      TEXT NOT NULL,
    birth_date    TEXT,
    term          TEXT NOT NULL CHECK (term IN ('one_year', 'lifetime')),
    starts_on     TEXT NOT NULL,
    descriptors   TEXT,
    reference     TEXT NOT NULL CHECK (length(trim(reference)) > 0),
    received_at   TEXT NOT NULL,
    recorded_by   {int} NOT NULL REFERENCES staff(id)
){strict};
CREATE INDEX exclusion_notices_by_name ON exclusion_notices (name_key);

-- A notice's photo (a data URL), kept apart so the audit trail does not copy it.
CREATE TABLE exclusion_photos (
    notice_id  {int} PRIMARY KEY REFERENCES exclusion_notices(id),
    photo      TEXT NOT NULL
){strict};

-- The floor's decision on a possible match: this player is not the one the notice names.
CREATE TABLE exclusion_clearances (
    id          {id},
    notice_id   {int} NOT NULL REFERENCES exclusion_notices(id),
    player_id   {int} NOT NULL REFERENCES players(id),
    reason      TEXT NOT NULL CHECK (length(trim(reason)) > 0),
    cleared_at  TEXT NOT NULL,
    cleared_by  {int} NOT NULL REFERENCES staff(id)
){strict};

-- A self-excluded patron found playing: what happened, when, who removed him, and what was
-- withheld from him; kept for the notice to the Bureau.
CREATE TABLE exclusion_incidents (
    id            {id},
    notice_id     {int} NOT NULL REFERENCES exclusion_notices(id),
    table_id      {int} NOT NULL REFERENCES card_tables(id),
    seat_no       {int} NOT NULL,
    player_name   TEXT NOT NULL,
    what          TEXT NOT NULL CHECK (length(trim(what)) > 0),
    withheld      TEXT,
    at            TEXT NOT NULL,
    removed_by    {int} NOT NULL REFERENCES staff(id)
){strict};

-- Cash paid in (a buy-in or an add-on paid in cash at the table) or out (a jackpot paid in
-- cash) at a seat. The seating names the player, when he is registered, as it does now: a
-- nameless player identified later brings his earlier cash with him.
CREATE TABLE cash_transactions (
    id            {id},
    seating_id    {int} NOT NULL REFERENCES seatings(id),
    table_id      {int} NOT NULL REFERENCES card_tables(id),
    direction     TEXT NOT NULL CHECK (direction IN ('in', 'out')),
    source        TEXT NOT NULL CHECK (source IN ('buy_in', 'add_on', 'jackpot')),
    amount_cents  {int} NOT NULL CHECK (amount_cents > 0),
    gaming_day    TEXT NOT NULL,
    at            TEXT NOT NULL,
    recorded_by   {int} NOT NULL REFERENCES staff(id)
){strict};
CREATE INDEX cash_transactions_by_day ON cash_transactions (gaming_day, seating_id);

-- A seated player's request for another seat, at his own table or at another table: each
-- table's seat-change list, offered a seat that opens there before the waiting list.
CREATE TABLE seat_change_requests (
    id            {id},
    table_id      {int} NOT NULL REFERENCES card_tables(id),
    seating_id    {int} NOT NULL REFERENCES seatings(id),
    requested_at  TEXT NOT NULL,
    requested_by  {int} NOT NULL REFERENCES staff(id),
    ended_at      TEXT,
    ended_by      {int} REFERENCES staff(id),
    outcome       TEXT CHECK (outcome IS NULL OR outcome IN ('moved', 'declined', 'cancelled', 'left')),
    CHECK ((ended_at IS NULL) = (outcome IS NULL))
){strict};
CREATE UNIQUE INDEX seat_change_requests_once ON seat_change_requests (table_id, seating_id) WHERE ended_at IS NULL;

-- A seat offered and declined by a player who keeps his place on the list (the house's
-- choice): he is passed over for that opening only.
CREATE TABLE seat_change_declines (
    id           {id},
    request_id   {int} NOT NULL REFERENCES seat_change_requests(id),
    declined_at  TEXT NOT NULL,
    recorded_by  {int} NOT NULL REFERENCES staff(id)
){strict};

-- Whether a player who declines the seat offered loses his place on the seat-change list (the
-- usual rule) or keeps it.
ALTER TABLE floor_settings ADD COLUMN seat_change_decline TEXT NOT NULL DEFAULT 'loses'
    CHECK (seat_change_decline IN ('loses', 'keeps'));

-- The house's comp rules as data: "per hour played at stakes of X or more, N points" (per_hour),
-- "after H hours in a gaming day, a meal worth N" (after_hours). A rule is ended, never edited.
CREATE TABLE comp_rules (
    id                   {id},
    name                 TEXT NOT NULL CHECK (length(trim(name)) > 0),
    kind                 TEXT NOT NULL CHECK (kind IN ('per_hour', 'after_hours')),
    min_big_blind_cents  {int} NOT NULL CHECK (min_big_blind_cents >= 0),
    hours                {int} NOT NULL CHECK (hours BETWEEN 1 AND 24),
    value                {int} NOT NULL CHECK (value > 0),
    unit                 TEXT NOT NULL CHECK (unit IN ('points', 'cents')),
    created_at           TEXT NOT NULL,
    created_by           {int} NOT NULL REFERENCES staff(id),
    ended_at             TEXT,
    ended_by             {int} REFERENCES staff(id)
){strict};

-- A comp issued to a player: by a rule he earned it under, or by the floor's own judgement with
-- a reason.
CREATE TABLE comps (
    id          {id},
    player_id   {int} NOT NULL REFERENCES players(id),
    rule_id     {int} REFERENCES comp_rules(id),
    value       {int} NOT NULL CHECK (value > 0),
    unit        TEXT NOT NULL CHECK (unit IN ('points', 'cents')),
    reason      TEXT NOT NULL CHECK (length(trim(reason)) > 0),
    gaming_day  TEXT NOT NULL,
    issued_at   TEXT NOT NULL,
    issued_by   {int} NOT NULL REFERENCES staff(id)
){strict};
CREATE INDEX comps_by_player ON comps (player_id, gaming_day);

-- A table broken while players sit at it: each goes on the list of its game and stakes, his
-- place counting from `place_from` (just ahead of everyone waiting, or from when he was put on,
-- as the house sets) and the board saying where he came from.
ALTER TABLE waitlist_entries ADD COLUMN place_from TEXT;
ALTER TABLE waitlist_entries ADD COLUMN broken_table_id {int} REFERENCES card_tables(id);
ALTER TABLE floor_settings ADD COLUMN broken_table_players TEXT NOT NULL DEFAULT 'top'
    CHECK (broken_table_players IN ('top', 'bottom'));

-- The multiple transaction log's threshold: cash transactions of this much or more are logged.
ALTER TABLE floor_settings ADD COLUMN mtl_threshold_cents {int} NOT NULL DEFAULT 300000
    CHECK (mtl_threshold_cents > 0);

INSERT INTO audit_start VALUES ('players', (SELECT coalesce(max(id), 0) FROM players));
INSERT INTO audit_start VALUES ('player_restrictions', (SELECT coalesce(max(id), 0) FROM player_restrictions));
INSERT INTO audit_start VALUES ('restriction_lifts', (SELECT coalesce(max(id), 0) FROM restriction_lifts));
INSERT INTO audit_start VALUES ('cash_transactions', (SELECT coalesce(max(id), 0) FROM cash_transactions));
INSERT INTO audit_start VALUES ('exclusion_notices', (SELECT coalesce(max(id), 0) FROM exclusion_notices));
INSERT INTO audit_start VALUES ('exclusion_incidents', (SELECT coalesce(max(id), 0) FROM exclusion_incidents));
INSERT INTO audit_start VALUES ('comp_rules', (SELECT coalesce(max(id), 0) FROM comp_rules));
INSERT INTO audit_start VALUES ('comps', (SELECT coalesce(max(id), 0) FROM comps));
-- sqlite:
CREATE VIEW audit_image_players AS SELECT CAST(players.id AS TEXT) AS row_key, json_object('id', id, 'number', number, 'name', name, 'wall_name', wall_name, 'birth_date', birth_date, 'created_at', created_at, 'created_by', created_by, 'anonymised_at', anonymised_at, 'anonymised_by', anonymised_by) AS image FROM players;
CREATE TRIGGER audit_players_insert AFTER INSERT ON players BEGIN
    INSERT INTO audit_changes (tbl, row_key, image)
    VALUES ('players', CAST(NEW.id AS TEXT), json_object('id', NEW.id, 'number', NEW.number, 'name', NEW.name, 'wall_name', NEW.wall_name, 'birth_date', NEW.birth_date, 'created_at', NEW.created_at, 'created_by', NEW.created_by, 'anonymised_at', NEW.anonymised_at, 'anonymised_by', NEW.anonymised_by));
END;
CREATE TRIGGER audit_players_update AFTER UPDATE ON players BEGIN
    INSERT INTO audit_changes (tbl, row_key, image)
    VALUES ('players', CAST(NEW.id AS TEXT), json_object('id', NEW.id, 'number', NEW.number, 'name', NEW.name, 'wall_name', NEW.wall_name, 'birth_date', NEW.birth_date, 'created_at', NEW.created_at, 'created_by', NEW.created_by, 'anonymised_at', NEW.anonymised_at, 'anonymised_by', NEW.anonymised_by));
END;
CREATE TRIGGER players_never_deleted BEFORE DELETE ON players BEGIN
    SELECT RAISE(ABORT, 'append_only: players is never deleted from');
END;
CREATE VIEW audit_image_player_restrictions AS SELECT CAST(player_restrictions.id AS TEXT) AS row_key, json_object('id', id, 'player_id', player_id, 'kind', kind, 'scope', scope, 'reason', reason, 'from_at', from_at, 'until_at', until_at, 'recorded_at', recorded_at, 'recorded_by', recorded_by) AS image FROM player_restrictions;
CREATE TRIGGER audit_player_restrictions_insert AFTER INSERT ON player_restrictions BEGIN
    INSERT INTO audit_changes (tbl, row_key, image)
    VALUES ('player_restrictions', CAST(NEW.id AS TEXT), json_object('id', NEW.id, 'player_id', NEW.player_id, 'kind', NEW.kind, 'scope', NEW.scope, 'reason', NEW.reason, 'from_at', NEW.from_at, 'until_at', NEW.until_at, 'recorded_at', NEW.recorded_at, 'recorded_by', NEW.recorded_by));
END;
CREATE TRIGGER player_restrictions_never_updated BEFORE UPDATE ON player_restrictions BEGIN
    SELECT RAISE(ABORT, 'append_only: player_restrictions is never changed');
END;
CREATE TRIGGER player_restrictions_never_deleted BEFORE DELETE ON player_restrictions BEGIN
    SELECT RAISE(ABORT, 'append_only: player_restrictions is never deleted from');
END;
CREATE VIEW audit_image_restriction_lifts AS SELECT CAST(restriction_lifts.id AS TEXT) AS row_key, json_object('id', id, 'restriction_id', restriction_id, 'reason', reason, 'lifted_at', lifted_at, 'lifted_by', lifted_by) AS image FROM restriction_lifts;
CREATE TRIGGER audit_restriction_lifts_insert AFTER INSERT ON restriction_lifts BEGIN
    INSERT INTO audit_changes (tbl, row_key, image)
    VALUES ('restriction_lifts', CAST(NEW.id AS TEXT), json_object('id', NEW.id, 'restriction_id', NEW.restriction_id, 'reason', NEW.reason, 'lifted_at', NEW.lifted_at, 'lifted_by', NEW.lifted_by));
END;
CREATE TRIGGER restriction_lifts_never_updated BEFORE UPDATE ON restriction_lifts BEGIN
    SELECT RAISE(ABORT, 'append_only: restriction_lifts is never changed');
END;
CREATE TRIGGER restriction_lifts_never_deleted BEFORE DELETE ON restriction_lifts BEGIN
    SELECT RAISE(ABORT, 'append_only: restriction_lifts is never deleted from');
END;
CREATE VIEW audit_image_cash_transactions AS SELECT CAST(cash_transactions.id AS TEXT) AS row_key, json_object('id', id, 'seating_id', seating_id, 'table_id', table_id, 'direction', direction, 'source', source, 'amount_cents', amount_cents, 'gaming_day', gaming_day, 'at', at, 'recorded_by', recorded_by) AS image FROM cash_transactions;
CREATE TRIGGER audit_cash_transactions_insert AFTER INSERT ON cash_transactions BEGIN
    INSERT INTO audit_changes (tbl, row_key, image)
    VALUES ('cash_transactions', CAST(NEW.id AS TEXT), json_object('id', NEW.id, 'seating_id', NEW.seating_id, 'table_id', NEW.table_id, 'direction', NEW.direction, 'source', NEW.source, 'amount_cents', NEW.amount_cents, 'gaming_day', NEW.gaming_day, 'at', NEW.at, 'recorded_by', NEW.recorded_by));
END;
CREATE TRIGGER cash_transactions_never_updated BEFORE UPDATE ON cash_transactions BEGIN
    SELECT RAISE(ABORT, 'append_only: cash_transactions is never changed');
END;
CREATE TRIGGER cash_transactions_never_deleted BEFORE DELETE ON cash_transactions BEGIN
    SELECT RAISE(ABORT, 'append_only: cash_transactions is never deleted from');
END;
CREATE VIEW audit_image_exclusion_notices AS SELECT CAST(exclusion_notices.id AS TEXT) AS row_key, json_object('id', id, 'name', name, 'name_key', name_key, 'birth_date', birth_date, 'term', term, 'starts_on', starts_on, 'descriptors', descriptors, 'reference', reference, 'received_at', received_at, 'recorded_by', recorded_by) AS image FROM exclusion_notices;
CREATE TRIGGER audit_exclusion_notices_insert AFTER INSERT ON exclusion_notices BEGIN
    INSERT INTO audit_changes (tbl, row_key, image)
    VALUES ('exclusion_notices', CAST(NEW.id AS TEXT), json_object('id', NEW.id, 'name', NEW.name, 'name_key', NEW.name_key, 'birth_date', NEW.birth_date, 'term', NEW.term, 'starts_on', NEW.starts_on, 'descriptors', NEW.descriptors, 'reference', NEW.reference, 'received_at', NEW.received_at, 'recorded_by', NEW.recorded_by));
END;
CREATE TRIGGER exclusion_notices_never_updated BEFORE UPDATE ON exclusion_notices BEGIN
    SELECT RAISE(ABORT, 'append_only: exclusion_notices is never changed');
END;
CREATE TRIGGER exclusion_notices_never_deleted BEFORE DELETE ON exclusion_notices BEGIN
    SELECT RAISE(ABORT, 'append_only: exclusion_notices is never deleted from');
END;
CREATE VIEW audit_image_exclusion_incidents AS SELECT CAST(exclusion_incidents.id AS TEXT) AS row_key, json_object('id', id, 'notice_id', notice_id, 'table_id', table_id, 'seat_no', seat_no, 'player_name', player_name, 'what', what, 'withheld', withheld, 'at', at, 'removed_by', removed_by) AS image FROM exclusion_incidents;
CREATE TRIGGER audit_exclusion_incidents_insert AFTER INSERT ON exclusion_incidents BEGIN
    INSERT INTO audit_changes (tbl, row_key, image)
    VALUES ('exclusion_incidents', CAST(NEW.id AS TEXT), json_object('id', NEW.id, 'notice_id', NEW.notice_id, 'table_id', NEW.table_id, 'seat_no', NEW.seat_no, 'player_name', NEW.player_name, 'what', NEW.what, 'withheld', NEW.withheld, 'at', NEW.at, 'removed_by', NEW.removed_by));
END;
CREATE TRIGGER exclusion_incidents_never_updated BEFORE UPDATE ON exclusion_incidents BEGIN
    SELECT RAISE(ABORT, 'append_only: exclusion_incidents is never changed');
END;
CREATE TRIGGER exclusion_incidents_never_deleted BEFORE DELETE ON exclusion_incidents BEGIN
    SELECT RAISE(ABORT, 'append_only: exclusion_incidents is never deleted from');
END;
CREATE VIEW audit_image_comp_rules AS SELECT CAST(comp_rules.id AS TEXT) AS row_key, json_object('id', id, 'name', name, 'kind', kind, 'min_big_blind_cents', min_big_blind_cents, 'hours', hours, 'value', value, 'unit', unit, 'created_at', created_at, 'created_by', created_by, 'ended_at', ended_at, 'ended_by', ended_by) AS image FROM comp_rules;
CREATE TRIGGER audit_comp_rules_insert AFTER INSERT ON comp_rules BEGIN
    INSERT INTO audit_changes (tbl, row_key, image)
    VALUES ('comp_rules', CAST(NEW.id AS TEXT), json_object('id', NEW.id, 'name', NEW.name, 'kind', NEW.kind, 'min_big_blind_cents', NEW.min_big_blind_cents, 'hours', NEW.hours, 'value', NEW.value, 'unit', NEW.unit, 'created_at', NEW.created_at, 'created_by', NEW.created_by, 'ended_at', NEW.ended_at, 'ended_by', NEW.ended_by));
END;
CREATE TRIGGER audit_comp_rules_update AFTER UPDATE ON comp_rules BEGIN
    INSERT INTO audit_changes (tbl, row_key, image)
    VALUES ('comp_rules', CAST(NEW.id AS TEXT), json_object('id', NEW.id, 'name', NEW.name, 'kind', NEW.kind, 'min_big_blind_cents', NEW.min_big_blind_cents, 'hours', NEW.hours, 'value', NEW.value, 'unit', NEW.unit, 'created_at', NEW.created_at, 'created_by', NEW.created_by, 'ended_at', NEW.ended_at, 'ended_by', NEW.ended_by));
END;
CREATE TRIGGER comp_rules_never_deleted BEFORE DELETE ON comp_rules BEGIN
    SELECT RAISE(ABORT, 'append_only: comp_rules is never deleted from');
END;
CREATE VIEW audit_image_comps AS SELECT CAST(comps.id AS TEXT) AS row_key, json_object('id', id, 'player_id', player_id, 'rule_id', rule_id, 'value', value, 'unit', unit, 'reason', reason, 'gaming_day', gaming_day, 'issued_at', issued_at, 'issued_by', issued_by) AS image FROM comps;
CREATE TRIGGER audit_comps_insert AFTER INSERT ON comps BEGIN
    INSERT INTO audit_changes (tbl, row_key, image)
    VALUES ('comps', CAST(NEW.id AS TEXT), json_object('id', NEW.id, 'player_id', NEW.player_id, 'rule_id', NEW.rule_id, 'value', NEW.value, 'unit', NEW.unit, 'reason', NEW.reason, 'gaming_day', NEW.gaming_day, 'issued_at', NEW.issued_at, 'issued_by', NEW.issued_by));
END;
CREATE TRIGGER comps_never_updated BEFORE UPDATE ON comps BEGIN
    SELECT RAISE(ABORT, 'append_only: comps is never changed');
END;
CREATE TRIGGER comps_never_deleted BEFORE DELETE ON comps BEGIN
    SELECT RAISE(ABORT, 'append_only: comps is never deleted from');
END;
DROP VIEW audit_images;
-- postgres:
CREATE VIEW audit_image_players AS SELECT CAST(t.id AS TEXT) AS row_key, to_jsonb(t)::text AS image FROM players t;
CREATE TRIGGER audit_players_insert AFTER INSERT ON players
    FOR EACH ROW EXECUTE FUNCTION audit_change('id');
CREATE TRIGGER audit_players_update AFTER UPDATE ON players
    FOR EACH ROW EXECUTE FUNCTION audit_change('id');
CREATE TRIGGER players_never_deleted BEFORE DELETE ON players
    FOR EACH ROW EXECUTE FUNCTION append_only();
CREATE TRIGGER players_never_truncated BEFORE TRUNCATE ON players
    FOR EACH STATEMENT EXECUTE FUNCTION append_only();
CREATE VIEW audit_image_player_restrictions AS SELECT CAST(t.id AS TEXT) AS row_key, to_jsonb(t)::text AS image FROM player_restrictions t;
CREATE TRIGGER audit_player_restrictions_insert AFTER INSERT ON player_restrictions
    FOR EACH ROW EXECUTE FUNCTION audit_change('id');
CREATE TRIGGER player_restrictions_never_updated BEFORE UPDATE ON player_restrictions
    FOR EACH ROW EXECUTE FUNCTION append_only();
CREATE TRIGGER player_restrictions_never_deleted BEFORE DELETE ON player_restrictions
    FOR EACH ROW EXECUTE FUNCTION append_only();
CREATE TRIGGER player_restrictions_never_truncated BEFORE TRUNCATE ON player_restrictions
    FOR EACH STATEMENT EXECUTE FUNCTION append_only();
CREATE VIEW audit_image_restriction_lifts AS SELECT CAST(t.id AS TEXT) AS row_key, to_jsonb(t)::text AS image FROM restriction_lifts t;
CREATE TRIGGER audit_restriction_lifts_insert AFTER INSERT ON restriction_lifts
    FOR EACH ROW EXECUTE FUNCTION audit_change('id');
CREATE TRIGGER restriction_lifts_never_updated BEFORE UPDATE ON restriction_lifts
    FOR EACH ROW EXECUTE FUNCTION append_only();
CREATE TRIGGER restriction_lifts_never_deleted BEFORE DELETE ON restriction_lifts
    FOR EACH ROW EXECUTE FUNCTION append_only();
CREATE TRIGGER restriction_lifts_never_truncated BEFORE TRUNCATE ON restriction_lifts
    FOR EACH STATEMENT EXECUTE FUNCTION append_only();
CREATE VIEW audit_image_cash_transactions AS SELECT CAST(t.id AS TEXT) AS row_key, to_jsonb(t)::text AS image FROM cash_transactions t;
CREATE TRIGGER audit_cash_transactions_insert AFTER INSERT ON cash_transactions
    FOR EACH ROW EXECUTE FUNCTION audit_change('id');
CREATE TRIGGER cash_transactions_never_updated BEFORE UPDATE ON cash_transactions
    FOR EACH ROW EXECUTE FUNCTION append_only();
CREATE TRIGGER cash_transactions_never_deleted BEFORE DELETE ON cash_transactions
    FOR EACH ROW EXECUTE FUNCTION append_only();
CREATE TRIGGER cash_transactions_never_truncated BEFORE TRUNCATE ON cash_transactions
    FOR EACH STATEMENT EXECUTE FUNCTION append_only();
CREATE VIEW audit_image_exclusion_notices AS SELECT CAST(t.id AS TEXT) AS row_key, to_jsonb(t)::text AS image FROM exclusion_notices t;
CREATE TRIGGER audit_exclusion_notices_insert AFTER INSERT ON exclusion_notices
    FOR EACH ROW EXECUTE FUNCTION audit_change('id');
CREATE TRIGGER exclusion_notices_never_updated BEFORE UPDATE ON exclusion_notices
    FOR EACH ROW EXECUTE FUNCTION append_only();
CREATE TRIGGER exclusion_notices_never_deleted BEFORE DELETE ON exclusion_notices
    FOR EACH ROW EXECUTE FUNCTION append_only();
CREATE TRIGGER exclusion_notices_never_truncated BEFORE TRUNCATE ON exclusion_notices
    FOR EACH STATEMENT EXECUTE FUNCTION append_only();
CREATE VIEW audit_image_exclusion_incidents AS SELECT CAST(t.id AS TEXT) AS row_key, to_jsonb(t)::text AS image FROM exclusion_incidents t;
CREATE TRIGGER audit_exclusion_incidents_insert AFTER INSERT ON exclusion_incidents
    FOR EACH ROW EXECUTE FUNCTION audit_change('id');
CREATE TRIGGER exclusion_incidents_never_updated BEFORE UPDATE ON exclusion_incidents
    FOR EACH ROW EXECUTE FUNCTION append_only();
CREATE TRIGGER exclusion_incidents_never_deleted BEFORE DELETE ON exclusion_incidents
    FOR EACH ROW EXECUTE FUNCTION append_only();
CREATE TRIGGER exclusion_incidents_never_truncated BEFORE TRUNCATE ON exclusion_incidents
    FOR EACH STATEMENT EXECUTE FUNCTION append_only();
CREATE VIEW audit_image_comp_rules AS SELECT CAST(t.id AS TEXT) AS row_key, to_jsonb(t)::text AS image FROM comp_rules t;
CREATE TRIGGER audit_comp_rules_insert AFTER INSERT ON comp_rules
    FOR EACH ROW EXECUTE FUNCTION audit_change('id');
CREATE TRIGGER audit_comp_rules_update AFTER UPDATE ON comp_rules
    FOR EACH ROW EXECUTE FUNCTION audit_change('id');
CREATE TRIGGER comp_rules_never_deleted BEFORE DELETE ON comp_rules
    FOR EACH ROW EXECUTE FUNCTION append_only();
CREATE TRIGGER comp_rules_never_truncated BEFORE TRUNCATE ON comp_rules
    FOR EACH STATEMENT EXECUTE FUNCTION append_only();
CREATE VIEW audit_image_comps AS SELECT CAST(t.id AS TEXT) AS row_key, to_jsonb(t)::text AS image FROM comps t;
CREATE TRIGGER audit_comps_insert AFTER INSERT ON comps
    FOR EACH ROW EXECUTE FUNCTION audit_change('id');
CREATE TRIGGER comps_never_updated BEFORE UPDATE ON comps
    FOR EACH ROW EXECUTE FUNCTION append_only();
CREATE TRIGGER comps_never_deleted BEFORE DELETE ON comps
    FOR EACH ROW EXECUTE FUNCTION append_only();
CREATE TRIGGER comps_never_truncated BEFORE TRUNCATE ON comps
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
UNION ALL SELECT 'staff_languages' AS tbl, row_key, image FROM audit_image_staff_languages
UNION ALL SELECT 'players' AS tbl, row_key, image FROM audit_image_players
UNION ALL SELECT 'player_restrictions' AS tbl, row_key, image FROM audit_image_player_restrictions
UNION ALL SELECT 'restriction_lifts' AS tbl, row_key, image FROM audit_image_restriction_lifts
UNION ALL SELECT 'cash_transactions' AS tbl, row_key, image FROM audit_image_cash_transactions
UNION ALL SELECT 'exclusion_notices' AS tbl, row_key, image FROM audit_image_exclusion_notices
UNION ALL SELECT 'exclusion_incidents' AS tbl, row_key, image FROM audit_image_exclusion_incidents
UNION ALL SELECT 'comp_rules' AS tbl, row_key, image FROM audit_image_comp_rules
UNION ALL SELECT 'comps' AS tbl, row_key, image FROM audit_image_comps;
