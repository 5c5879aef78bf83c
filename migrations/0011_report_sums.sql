-- Sums kept as the room writes (issue #21's year report): one row per half hour, table,
-- dealer and kind of money, kept by triggers in the same transaction as every time
-- collection (added or marked), drop, banked box and hand, and filled here from the rows
-- already written. A year's report reads these (about a million rows) instead of millions of
-- rows; a range's edges that do not fall on a half hour read the rows themselves. Nothing in
-- Cardroom writes this table; `crates/room` tests that it always equals a recount of the rows.
--
-- kind: 'due' (fell due, not marked), 'paid', 'np:<reason>' (not paid: sitting_out, left,
-- comped, new_player), 'drop', 'banked' (the house's result of a box), 'hand' (count only);
-- 'unknown:<status>' only for a row written outside Cardroom (the report refuses it).
-- dealer_key: the dealer in the box, 0 when there was none.

CREATE TABLE report_sums (
    half_hour   TEXT NOT NULL,
    table_id    {int} NOT NULL REFERENCES card_tables(id),
    dealer_key  {int} NOT NULL,
    kind        TEXT NOT NULL,
    count       {int} NOT NULL,
    cents       {int} NOT NULL,
    PRIMARY KEY (half_hour, table_id, dealer_key, kind)
){strict}{without_rowid};

INSERT INTO report_sums (half_hour, table_id, dealer_key, kind, count, cents)
SELECT substr(c.due_at, 1, 14) || CASE WHEN substr(c.due_at, 15, 2) < '30' THEN '00' ELSE '30' END || ':00Z', c.table_id, coalesce(c.dealer_id, 0), CASE c.status WHEN 'paid' THEN 'paid' WHEN 'due' THEN 'due' WHEN 'not_paid' THEN 'np:' || coalesce(c.reason, 'comped') ELSE 'unknown:' || coalesce(c.status, '') END, count(*), sum(c.amount_cents){::int}
FROM time_collections c GROUP BY 1, 2, 3, 4;
INSERT INTO report_sums (half_hour, table_id, dealer_key, kind, count, cents)
SELECT substr(d.taken_at, 1, 14) || CASE WHEN substr(d.taken_at, 15, 2) < '30' THEN '00' ELSE '30' END || ':00Z', d.table_id, coalesce(d.dealer_id, 0), 'drop', count(*), sum(d.amount_cents){::int}
FROM drop_collections d GROUP BY 1, 2, 3;
INSERT INTO report_sums (half_hour, table_id, dealer_key, kind, count, cents)
SELECT substr(b.settled_at, 1, 14) || CASE WHEN substr(b.settled_at, 15, 2) < '30' THEN '00' ELSE '30' END || ':00Z', b.table_id, coalesce(b.dealer_id, 0), 'banked', count(*), sum(b.house_net_cents){::int}
FROM banked_results b GROUP BY 1, 2, 3;
INSERT INTO report_sums (half_hour, table_id, dealer_key, kind, count, cents)
SELECT substr(h.started_at, 1, 14) || CASE WHEN substr(h.started_at, 15, 2) < '30' THEN '00' ELSE '30' END || ':00Z', h.table_id, coalesce(h.dealer_id, 0), 'hand', count(*), 0
FROM hands h GROUP BY 1, 2, 3;

-- The triggers: PostgreSQL's are plpgsql functions, one per SQLite trigger, of the same name.
-- sqlite:
CREATE TRIGGER report_sums_collection_added AFTER INSERT ON time_collections BEGIN
-- postgres:
CREATE FUNCTION report_sums_collection_added() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
-- both:
    INSERT INTO report_sums (half_hour, table_id, dealer_key, kind, count, cents)
    VALUES (substr(NEW.due_at, 1, 14) || CASE WHEN substr(NEW.due_at, 15, 2) < '30' THEN '00' ELSE '30' END || ':00Z', NEW.table_id, coalesce(NEW.dealer_id, 0), CASE NEW.status WHEN 'paid' THEN 'paid' WHEN 'due' THEN 'due' WHEN 'not_paid' THEN 'np:' || coalesce(NEW.reason, 'comped') ELSE 'unknown:' || coalesce(NEW.status, '') END, 1, NEW.amount_cents)
-- sqlite:
    ON CONFLICT (half_hour, table_id, dealer_key, kind) DO UPDATE SET count = count + excluded.count, cents = cents + excluded.cents;
-- postgres:
    ON CONFLICT (half_hour, table_id, dealer_key, kind) DO UPDATE SET count = report_sums.count + excluded.count, cents = report_sums.cents + excluded.cents;
    RETURN NULL;
-- both:
END;
-- postgres:
$$;
CREATE TRIGGER report_sums_collection_added AFTER INSERT ON time_collections FOR EACH ROW EXECUTE FUNCTION report_sums_collection_added();
-- both:

-- sqlite:
CREATE TRIGGER report_sums_collection_marked AFTER UPDATE ON time_collections BEGIN
-- postgres:
CREATE FUNCTION report_sums_collection_marked() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
-- both:
    UPDATE report_sums SET count = count - 1, cents = cents - OLD.amount_cents
    WHERE half_hour = substr(OLD.due_at, 1, 14) || CASE WHEN substr(OLD.due_at, 15, 2) < '30' THEN '00' ELSE '30' END || ':00Z' AND table_id = OLD.table_id
      AND dealer_key = coalesce(OLD.dealer_id, 0) AND kind = CASE OLD.status WHEN 'paid' THEN 'paid' WHEN 'due' THEN 'due' WHEN 'not_paid' THEN 'np:' || coalesce(OLD.reason, 'comped') ELSE 'unknown:' || coalesce(OLD.status, '') END;
    INSERT INTO report_sums (half_hour, table_id, dealer_key, kind, count, cents)
    VALUES (substr(NEW.due_at, 1, 14) || CASE WHEN substr(NEW.due_at, 15, 2) < '30' THEN '00' ELSE '30' END || ':00Z', NEW.table_id, coalesce(NEW.dealer_id, 0), CASE NEW.status WHEN 'paid' THEN 'paid' WHEN 'due' THEN 'due' WHEN 'not_paid' THEN 'np:' || coalesce(NEW.reason, 'comped') ELSE 'unknown:' || coalesce(NEW.status, '') END, 1, NEW.amount_cents)
-- sqlite:
    ON CONFLICT (half_hour, table_id, dealer_key, kind) DO UPDATE SET count = count + excluded.count, cents = cents + excluded.cents;
-- postgres:
    ON CONFLICT (half_hour, table_id, dealer_key, kind) DO UPDATE SET count = report_sums.count + excluded.count, cents = report_sums.cents + excluded.cents;
    RETURN NULL;
-- both:
END;
-- postgres:
$$;
CREATE TRIGGER report_sums_collection_marked AFTER UPDATE ON time_collections FOR EACH ROW EXECUTE FUNCTION report_sums_collection_marked();
-- both:

-- sqlite:
CREATE TRIGGER report_sums_drop_added AFTER INSERT ON drop_collections BEGIN
-- postgres:
CREATE FUNCTION report_sums_drop_added() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
-- both:
    INSERT INTO report_sums (half_hour, table_id, dealer_key, kind, count, cents)
    VALUES (substr(NEW.taken_at, 1, 14) || CASE WHEN substr(NEW.taken_at, 15, 2) < '30' THEN '00' ELSE '30' END || ':00Z', NEW.table_id, coalesce(NEW.dealer_id, 0), 'drop', 1, NEW.amount_cents)
-- sqlite:
    ON CONFLICT (half_hour, table_id, dealer_key, kind) DO UPDATE SET count = count + excluded.count, cents = cents + excluded.cents;
-- postgres:
    ON CONFLICT (half_hour, table_id, dealer_key, kind) DO UPDATE SET count = report_sums.count + excluded.count, cents = report_sums.cents + excluded.cents;
    RETURN NULL;
-- both:
END;
-- postgres:
$$;
CREATE TRIGGER report_sums_drop_added AFTER INSERT ON drop_collections FOR EACH ROW EXECUTE FUNCTION report_sums_drop_added();
-- both:

-- sqlite:
CREATE TRIGGER report_sums_box_settled AFTER INSERT ON banked_results BEGIN
-- postgres:
CREATE FUNCTION report_sums_box_settled() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
-- both:
    INSERT INTO report_sums (half_hour, table_id, dealer_key, kind, count, cents)
    VALUES (substr(NEW.settled_at, 1, 14) || CASE WHEN substr(NEW.settled_at, 15, 2) < '30' THEN '00' ELSE '30' END || ':00Z', NEW.table_id, coalesce(NEW.dealer_id, 0), 'banked', 1, NEW.house_net_cents)
-- sqlite:
    ON CONFLICT (half_hour, table_id, dealer_key, kind) DO UPDATE SET count = count + excluded.count, cents = cents + excluded.cents;
-- postgres:
    ON CONFLICT (half_hour, table_id, dealer_key, kind) DO UPDATE SET count = report_sums.count + excluded.count, cents = report_sums.cents + excluded.cents;
    RETURN NULL;
-- both:
END;
-- postgres:
$$;
CREATE TRIGGER report_sums_box_settled AFTER INSERT ON banked_results FOR EACH ROW EXECUTE FUNCTION report_sums_box_settled();
-- both:

-- sqlite:
CREATE TRIGGER report_sums_hand_started AFTER INSERT ON hands BEGIN
-- postgres:
CREATE FUNCTION report_sums_hand_started() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
-- both:
    INSERT INTO report_sums (half_hour, table_id, dealer_key, kind, count, cents)
    VALUES (substr(NEW.started_at, 1, 14) || CASE WHEN substr(NEW.started_at, 15, 2) < '30' THEN '00' ELSE '30' END || ':00Z', NEW.table_id, coalesce(NEW.dealer_id, 0), 'hand', 1, 0)
-- sqlite:
    ON CONFLICT (half_hour, table_id, dealer_key, kind) DO UPDATE SET count = count + excluded.count, cents = cents + excluded.cents;
-- postgres:
    ON CONFLICT (half_hour, table_id, dealer_key, kind) DO UPDATE SET count = report_sums.count + excluded.count, cents = report_sums.cents + excluded.cents;
    RETURN NULL;
-- both:
END;
-- postgres:
$$;
CREATE TRIGGER report_sums_hand_started AFTER INSERT ON hands FOR EACH ROW EXECUTE FUNCTION report_sums_hand_started();
