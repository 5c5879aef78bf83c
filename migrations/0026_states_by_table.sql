-- An entry's row states read on PostgreSQL table by table, each table's row through a plan of
-- its own.
--
-- `audit_states_between` (0025) kept one plan for `audit_states`, which reaches the row of
-- every audited table through a subquery of its own: 35 tables, 15-20 ms to plan. PostgreSQL
-- plans a statement again when any table it reads is analysed or vacuumed, and the server's
-- autovacuum passes over the tables a room writes about once a minute. After each pass, every
-- station's writer planned that statement again under the write lock, one after another: with
-- 300 stations on one server the commits queued for two to three seconds behind it
-- (docs/benchmarks.md, issue 41).
--
-- From here the function walks the changes and reads each state's row with a statement for
-- that row's table alone (`audit_live_image`): a pass over `seatings` makes each writer plan
-- one small statement again, the next time it seals a change to a seat. What a state reads is
-- what `audit_states` says (SQLite still reads the view: it keeps a prepared statement's plan
-- and plans nothing again).
--
-- `audit_live_image` is written from the image views themselves by `audit_build_live_image()`:
-- a later migration that audits a new table (its view `audit_image_T`, migrations/README.md)
-- calls it again, and the list of audited tables stays where it is.
-- postgres:
CREATE FUNCTION audit_build_live_image() RETURNS void LANGUAGE plpgsql AS $build$
DECLARE
    v record;
    body text := '';
BEGIN
    FOR v IN
        SELECT c.relname::text AS view, substr(c.relname::text, length('audit_image_') + 1) AS tbl,
               NOT EXISTS (SELECT 1 FROM pg_attribute a
                            WHERE a.attrelid = c.oid AND a.attname = 'id' AND NOT a.attisdropped) AS by_seq
          FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
         WHERE n.nspname = current_schema() AND c.relkind = 'v'
           AND c.relname::text LIKE 'audit\_image\_%'
         ORDER BY c.relname
    LOOP
        IF v.by_seq THEN
            body := body || format($branch$
    IF t = %L THEN
        RETURN (SELECT v.image::text FROM %I v
                 WHERE v.hand_id = CAST(split_part(k, ':', 1) AS BIGINT)
                   AND v.seq = CAST(split_part(k, ':', 2) AS BIGINT));
    END IF;$branch$, v.tbl, v.view);
        ELSE
            body := body || format($branch$
    IF t = %L THEN
        RETURN (SELECT v.image::text FROM %I v WHERE v.id = CAST(k AS BIGINT));
    END IF;$branch$, v.tbl, v.view);
        END IF;
    END LOOP;
    EXECUTE format($create$CREATE OR REPLACE FUNCTION audit_live_image(t TEXT, k TEXT) RETURNS TEXT
LANGUAGE plpgsql STABLE SET search_path FROM CURRENT AS $live$
BEGIN%s
    RETURN NULL;
END
$live$$create$, body);
END
$build$;
SELECT audit_build_live_image();

CREATE OR REPLACE FUNCTION audit_states_between(first_id BIGINT, last_id BIGINT)
RETURNS TABLE (id BIGINT, tbl TEXT, row_key TEXT, image TEXT)
LANGUAGE plpgsql STABLE SECURITY DEFINER
SET plan_cache_mode = force_generic_plan
SET search_path FROM CURRENT
AS $$
DECLARE
    c record;
BEGIN
    FOR c IN SELECT a.id, a.tbl, a.row_key, a.image FROM audit_changes a
              WHERE a.id BETWEEN first_id AND last_id ORDER BY a.id
    LOOP
        id := c.id;
        tbl := c.tbl;
        row_key := c.row_key;
        image := c.image;
        IF image = 'null' THEN
            -- The row changed again: this state is what the next change replaced.
            image := (SELECT n.before_image FROM audit_changes n
                       WHERE n.tbl = c.tbl AND n.row_key = c.row_key AND n.id > c.id
                       ORDER BY n.id LIMIT 1);
            -- Else it is the row as it is now.
            IF image IS NULL THEN
                image := audit_live_image(c.tbl, c.row_key);
            END IF;
        END IF;
        image := coalesce(image, '');
        RETURN NEXT;
    END LOOP;
END
$$;
