-- An entry's row states, read on PostgreSQL through a function whose plan is kept.
--
-- `audit_states` (0024) finds a state's row through one subquery per audited table.
-- PostgreSQL plans a statement sent with parameters afresh each time while it judges a custom
-- plan cheaper, and planning this one costs many times reading it (15-20 ms a call, paid by
-- every action at a table and by `db verify` for every entry). A plpgsql function keeps its
-- statements' plans for the connection; `force_generic_plan`, set for this function alone,
-- makes it keep the one plan from the first call. SQLite keeps a prepared statement's plan
-- anyway and reads the view itself: this file makes nothing there.
--
-- The function runs as its owner (`db server-setup` makes the owner role own it), so a
-- station reads the states with no grant on the views 0024 added: a server set up before
-- an upgrade keeps working without running `db server-setup` again. It only reads.
-- postgres:
CREATE FUNCTION audit_states_between(first_id BIGINT, last_id BIGINT)
RETURNS TABLE (id BIGINT, tbl TEXT, row_key TEXT, image TEXT)
LANGUAGE plpgsql STABLE SECURITY DEFINER
SET plan_cache_mode = force_generic_plan
SET search_path FROM CURRENT
AS $$
BEGIN
    RETURN QUERY
        SELECT s.id::bigint, s.tbl::text, s.row_key::text, coalesce(s.image::text, '')
          FROM audit_states s
         WHERE s.id BETWEEN first_id AND last_id
         ORDER BY s.id;
END
$$;
-- both:
