-- Player-funded jackpots (issue #38): funds, their effective-dated terms, what each hand gave
-- them, the hits the engine found and the payouts. Every table is appended to, never changed.

CREATE TABLE jackpot_funds (
    id          {id},
    name        TEXT NOT NULL UNIQUE CHECK (length(trim(name)) > 0),
    created_by  {int} NOT NULL REFERENCES staff(id),
    created_at  TEXT NOT NULL
){strict};

-- A fund's terms (games and stakes fed, the collection, fee, cap, qualifier, split), as the
-- room's JSON: effective-dated like the rate schedule, the latest in effect stands.
CREATE TABLE jackpot_terms (
    id              {id},
    fund_id         {int} NOT NULL REFERENCES jackpot_funds(id),
    effective_from  TEXT NOT NULL,
    terms           TEXT NOT NULL CHECK (json_valid(terms)),
    created_by      {int} NOT NULL REFERENCES staff(id),
    created_at      TEXT NOT NULL
){strict};
CREATE INDEX jackpot_terms_by_fund ON jackpot_terms (fund_id, effective_from, id);

-- Money put into or taken out of a fund other than by a hand: the seed, and the floor's
-- corrections (an adjustment, + or -, with its reason).
CREATE TABLE jackpot_moves (
    id            {id},
    fund_id       {int} NOT NULL REFERENCES jackpot_funds(id),
    kind          TEXT NOT NULL CHECK (kind IN ('seed', 'adjustment')),
    amount_cents  {int} NOT NULL,
    reason        TEXT,
    moved_at      TEXT NOT NULL,
    recorded_by   {int} NOT NULL REFERENCES staff(id),
    CHECK (kind = 'seed' OR length(trim(coalesce(reason, ''))) > 0)
){strict};
CREATE INDEX jackpot_moves_by_fund ON jackpot_moves (fund_id, moved_at);

-- What each hand gave a fund: taken from its main pot beside (never inside) the house's drop;
-- the administrative fee is the house's part of it, booked apart.
CREATE TABLE jackpot_collections (
    id            {id},
    fund_id       {int} NOT NULL REFERENCES jackpot_funds(id),
    hand_id       {int} NOT NULL REFERENCES hands(id),
    table_id      {int} NOT NULL REFERENCES card_tables(id),
    dealer_id     {int} REFERENCES staff(id),
    amount_cents  {int} NOT NULL CHECK (amount_cents > 0),
    fee_cents     {int} NOT NULL CHECK (fee_cents >= 0 AND fee_cents <= amount_cents),
    collected_at  TEXT NOT NULL,
    UNIQUE (fund_id, hand_id)
){strict};
CREATE INDEX jackpot_collections_by_time ON jackpot_collections (collected_at);

-- A finished hand that qualifies for a fund, found by the engine as the hand settled.
CREATE TABLE jackpot_hits (
    id        {id},
    fund_id   {int} NOT NULL REFERENCES jackpot_funds(id),
    hand_id   {int} NOT NULL REFERENCES hands(id),
    table_id  {int} NOT NULL REFERENCES card_tables(id),
    found_at  TEXT NOT NULL,
    detail    TEXT NOT NULL CHECK (json_valid(detail)),
    UNIQUE (fund_id, hand_id)
){strict};

-- A hit paid: who paid it and who witnessed it, the fund before and after, each player's
-- amount (with his name above the house's threshold).
CREATE TABLE jackpot_payouts (
    id                {id},
    hit_id            {int} NOT NULL UNIQUE REFERENCES jackpot_hits(id),
    fund_id           {int} NOT NULL REFERENCES jackpot_funds(id),
    paid_at           TEXT NOT NULL,
    paid_by           {int} NOT NULL REFERENCES staff(id),
    witness_id        {int} NOT NULL REFERENCES staff(id),
    fund_before_cents {int} NOT NULL,
    paid_cents        {int} NOT NULL CHECK (paid_cents >= 0),
    fund_after_cents  {int} NOT NULL,
    shares            TEXT NOT NULL CHECK (json_valid(shares)),
    CHECK (paid_by <> witness_id),
    CHECK (fund_after_cents = fund_before_cents - paid_cents)
){strict};
CREATE INDEX jackpot_payouts_by_time ON jackpot_payouts (paid_at);

INSERT INTO audit_start VALUES ('jackpot_funds', (SELECT coalesce(max(id), 0) FROM jackpot_funds));
INSERT INTO audit_start VALUES ('jackpot_terms', (SELECT coalesce(max(id), 0) FROM jackpot_terms));
INSERT INTO audit_start VALUES ('jackpot_moves', (SELECT coalesce(max(id), 0) FROM jackpot_moves));
INSERT INTO audit_start VALUES ('jackpot_collections', (SELECT coalesce(max(id), 0) FROM jackpot_collections));
INSERT INTO audit_start VALUES ('jackpot_hits', (SELECT coalesce(max(id), 0) FROM jackpot_hits));
INSERT INTO audit_start VALUES ('jackpot_payouts', (SELECT coalesce(max(id), 0) FROM jackpot_payouts));
-- sqlite:
CREATE VIEW audit_image_jackpot_funds AS SELECT CAST(jackpot_funds.id AS TEXT) AS row_key, json_object('id', id, 'name', name, 'created_by', created_by, 'created_at', created_at) AS image FROM jackpot_funds;
CREATE TRIGGER audit_jackpot_funds_insert AFTER INSERT ON jackpot_funds BEGIN
    INSERT INTO audit_changes (tbl, row_key, image)
    VALUES ('jackpot_funds', CAST(NEW.id AS TEXT), json_object('id', NEW.id, 'name', NEW.name, 'created_by', NEW.created_by, 'created_at', NEW.created_at));
END;
CREATE TRIGGER jackpot_funds_never_updated BEFORE UPDATE ON jackpot_funds BEGIN
    SELECT RAISE(ABORT, 'append_only: jackpot_funds is never changed');
END;
CREATE TRIGGER jackpot_funds_never_deleted BEFORE DELETE ON jackpot_funds BEGIN
    SELECT RAISE(ABORT, 'append_only: jackpot_funds is never deleted from');
END;
CREATE VIEW audit_image_jackpot_terms AS SELECT CAST(jackpot_terms.id AS TEXT) AS row_key, json_object('id', id, 'fund_id', fund_id, 'effective_from', effective_from, 'terms', terms, 'created_by', created_by, 'created_at', created_at) AS image FROM jackpot_terms;
CREATE TRIGGER audit_jackpot_terms_insert AFTER INSERT ON jackpot_terms BEGIN
    INSERT INTO audit_changes (tbl, row_key, image)
    VALUES ('jackpot_terms', CAST(NEW.id AS TEXT), json_object('id', NEW.id, 'fund_id', NEW.fund_id, 'effective_from', NEW.effective_from, 'terms', NEW.terms, 'created_by', NEW.created_by, 'created_at', NEW.created_at));
END;
CREATE TRIGGER jackpot_terms_never_updated BEFORE UPDATE ON jackpot_terms BEGIN
    SELECT RAISE(ABORT, 'append_only: jackpot_terms is never changed');
END;
CREATE TRIGGER jackpot_terms_never_deleted BEFORE DELETE ON jackpot_terms BEGIN
    SELECT RAISE(ABORT, 'append_only: jackpot_terms is never deleted from');
END;
CREATE VIEW audit_image_jackpot_moves AS SELECT CAST(jackpot_moves.id AS TEXT) AS row_key, json_object('id', id, 'fund_id', fund_id, 'kind', kind, 'amount_cents', amount_cents, 'reason', reason, 'moved_at', moved_at, 'recorded_by', recorded_by) AS image FROM jackpot_moves;
CREATE TRIGGER audit_jackpot_moves_insert AFTER INSERT ON jackpot_moves BEGIN
    INSERT INTO audit_changes (tbl, row_key, image)
    VALUES ('jackpot_moves', CAST(NEW.id AS TEXT), json_object('id', NEW.id, 'fund_id', NEW.fund_id, 'kind', NEW.kind, 'amount_cents', NEW.amount_cents, 'reason', NEW.reason, 'moved_at', NEW.moved_at, 'recorded_by', NEW.recorded_by));
END;
CREATE TRIGGER jackpot_moves_never_updated BEFORE UPDATE ON jackpot_moves BEGIN
    SELECT RAISE(ABORT, 'append_only: jackpot_moves is never changed');
END;
CREATE TRIGGER jackpot_moves_never_deleted BEFORE DELETE ON jackpot_moves BEGIN
    SELECT RAISE(ABORT, 'append_only: jackpot_moves is never deleted from');
END;
CREATE VIEW audit_image_jackpot_collections AS SELECT CAST(jackpot_collections.id AS TEXT) AS row_key, json_object('id', id, 'fund_id', fund_id, 'hand_id', hand_id, 'table_id', table_id, 'dealer_id', dealer_id, 'amount_cents', amount_cents, 'fee_cents', fee_cents, 'collected_at', collected_at) AS image FROM jackpot_collections;
CREATE TRIGGER audit_jackpot_collections_insert AFTER INSERT ON jackpot_collections BEGIN
    INSERT INTO audit_changes (tbl, row_key, image)
    VALUES ('jackpot_collections', CAST(NEW.id AS TEXT), json_object('id', NEW.id, 'fund_id', NEW.fund_id, 'hand_id', NEW.hand_id, 'table_id', NEW.table_id, 'dealer_id', NEW.dealer_id, 'amount_cents', NEW.amount_cents, 'fee_cents', NEW.fee_cents, 'collected_at', NEW.collected_at));
END;
CREATE TRIGGER jackpot_collections_never_updated BEFORE UPDATE ON jackpot_collections BEGIN
    SELECT RAISE(ABORT, 'append_only: jackpot_collections is never changed');
END;
CREATE TRIGGER jackpot_collections_never_deleted BEFORE DELETE ON jackpot_collections BEGIN
    SELECT RAISE(ABORT, 'append_only: jackpot_collections is never deleted from');
END;
CREATE VIEW audit_image_jackpot_hits AS SELECT CAST(jackpot_hits.id AS TEXT) AS row_key, json_object('id', id, 'fund_id', fund_id, 'hand_id', hand_id, 'table_id', table_id, 'found_at', found_at, 'detail', detail) AS image FROM jackpot_hits;
CREATE TRIGGER audit_jackpot_hits_insert AFTER INSERT ON jackpot_hits BEGIN
    INSERT INTO audit_changes (tbl, row_key, image)
    VALUES ('jackpot_hits', CAST(NEW.id AS TEXT), json_object('id', NEW.id, 'fund_id', NEW.fund_id, 'hand_id', NEW.hand_id, 'table_id', NEW.table_id, 'found_at', NEW.found_at, 'detail', NEW.detail));
END;
CREATE TRIGGER jackpot_hits_never_updated BEFORE UPDATE ON jackpot_hits BEGIN
    SELECT RAISE(ABORT, 'append_only: jackpot_hits is never changed');
END;
CREATE TRIGGER jackpot_hits_never_deleted BEFORE DELETE ON jackpot_hits BEGIN
    SELECT RAISE(ABORT, 'append_only: jackpot_hits is never deleted from');
END;
CREATE VIEW audit_image_jackpot_payouts AS SELECT CAST(jackpot_payouts.id AS TEXT) AS row_key, json_object('id', id, 'hit_id', hit_id, 'fund_id', fund_id, 'paid_at', paid_at, 'paid_by', paid_by, 'witness_id', witness_id, 'fund_before_cents', fund_before_cents, 'paid_cents', paid_cents, 'fund_after_cents', fund_after_cents, 'shares', shares) AS image FROM jackpot_payouts;
CREATE TRIGGER audit_jackpot_payouts_insert AFTER INSERT ON jackpot_payouts BEGIN
    INSERT INTO audit_changes (tbl, row_key, image)
    VALUES ('jackpot_payouts', CAST(NEW.id AS TEXT), json_object('id', NEW.id, 'hit_id', NEW.hit_id, 'fund_id', NEW.fund_id, 'paid_at', NEW.paid_at, 'paid_by', NEW.paid_by, 'witness_id', NEW.witness_id, 'fund_before_cents', NEW.fund_before_cents, 'paid_cents', NEW.paid_cents, 'fund_after_cents', NEW.fund_after_cents, 'shares', NEW.shares));
END;
CREATE TRIGGER jackpot_payouts_never_updated BEFORE UPDATE ON jackpot_payouts BEGIN
    SELECT RAISE(ABORT, 'append_only: jackpot_payouts is never changed');
END;
CREATE TRIGGER jackpot_payouts_never_deleted BEFORE DELETE ON jackpot_payouts BEGIN
    SELECT RAISE(ABORT, 'append_only: jackpot_payouts is never deleted from');
END;
DROP VIEW audit_images;
-- postgres:
CREATE VIEW audit_image_jackpot_funds AS SELECT CAST(t.id AS TEXT) AS row_key, to_jsonb(t)::text AS image FROM jackpot_funds t;
CREATE TRIGGER audit_jackpot_funds_insert AFTER INSERT ON jackpot_funds
    FOR EACH ROW EXECUTE FUNCTION audit_change('id');
CREATE TRIGGER jackpot_funds_never_updated BEFORE UPDATE ON jackpot_funds
    FOR EACH ROW EXECUTE FUNCTION append_only();
CREATE TRIGGER jackpot_funds_never_deleted BEFORE DELETE ON jackpot_funds
    FOR EACH ROW EXECUTE FUNCTION append_only();
CREATE TRIGGER jackpot_funds_never_truncated BEFORE TRUNCATE ON jackpot_funds
    FOR EACH STATEMENT EXECUTE FUNCTION append_only();
CREATE VIEW audit_image_jackpot_terms AS SELECT CAST(t.id AS TEXT) AS row_key, to_jsonb(t)::text AS image FROM jackpot_terms t;
CREATE TRIGGER audit_jackpot_terms_insert AFTER INSERT ON jackpot_terms
    FOR EACH ROW EXECUTE FUNCTION audit_change('id');
CREATE TRIGGER jackpot_terms_never_updated BEFORE UPDATE ON jackpot_terms
    FOR EACH ROW EXECUTE FUNCTION append_only();
CREATE TRIGGER jackpot_terms_never_deleted BEFORE DELETE ON jackpot_terms
    FOR EACH ROW EXECUTE FUNCTION append_only();
CREATE TRIGGER jackpot_terms_never_truncated BEFORE TRUNCATE ON jackpot_terms
    FOR EACH STATEMENT EXECUTE FUNCTION append_only();
CREATE VIEW audit_image_jackpot_moves AS SELECT CAST(t.id AS TEXT) AS row_key, to_jsonb(t)::text AS image FROM jackpot_moves t;
CREATE TRIGGER audit_jackpot_moves_insert AFTER INSERT ON jackpot_moves
    FOR EACH ROW EXECUTE FUNCTION audit_change('id');
CREATE TRIGGER jackpot_moves_never_updated BEFORE UPDATE ON jackpot_moves
    FOR EACH ROW EXECUTE FUNCTION append_only();
CREATE TRIGGER jackpot_moves_never_deleted BEFORE DELETE ON jackpot_moves
    FOR EACH ROW EXECUTE FUNCTION append_only();
CREATE TRIGGER jackpot_moves_never_truncated BEFORE TRUNCATE ON jackpot_moves
    FOR EACH STATEMENT EXECUTE FUNCTION append_only();
CREATE VIEW audit_image_jackpot_collections AS SELECT CAST(t.id AS TEXT) AS row_key, to_jsonb(t)::text AS image FROM jackpot_collections t;
CREATE TRIGGER audit_jackpot_collections_insert AFTER INSERT ON jackpot_collections
    FOR EACH ROW EXECUTE FUNCTION audit_change('id');
CREATE TRIGGER jackpot_collections_never_updated BEFORE UPDATE ON jackpot_collections
    FOR EACH ROW EXECUTE FUNCTION append_only();
CREATE TRIGGER jackpot_collections_never_deleted BEFORE DELETE ON jackpot_collections
    FOR EACH ROW EXECUTE FUNCTION append_only();
CREATE TRIGGER jackpot_collections_never_truncated BEFORE TRUNCATE ON jackpot_collections
    FOR EACH STATEMENT EXECUTE FUNCTION append_only();
CREATE VIEW audit_image_jackpot_hits AS SELECT CAST(t.id AS TEXT) AS row_key, to_jsonb(t)::text AS image FROM jackpot_hits t;
CREATE TRIGGER audit_jackpot_hits_insert AFTER INSERT ON jackpot_hits
    FOR EACH ROW EXECUTE FUNCTION audit_change('id');
CREATE TRIGGER jackpot_hits_never_updated BEFORE UPDATE ON jackpot_hits
    FOR EACH ROW EXECUTE FUNCTION append_only();
CREATE TRIGGER jackpot_hits_never_deleted BEFORE DELETE ON jackpot_hits
    FOR EACH ROW EXECUTE FUNCTION append_only();
CREATE TRIGGER jackpot_hits_never_truncated BEFORE TRUNCATE ON jackpot_hits
    FOR EACH STATEMENT EXECUTE FUNCTION append_only();
CREATE VIEW audit_image_jackpot_payouts AS SELECT CAST(t.id AS TEXT) AS row_key, to_jsonb(t)::text AS image FROM jackpot_payouts t;
CREATE TRIGGER audit_jackpot_payouts_insert AFTER INSERT ON jackpot_payouts
    FOR EACH ROW EXECUTE FUNCTION audit_change('id');
CREATE TRIGGER jackpot_payouts_never_updated BEFORE UPDATE ON jackpot_payouts
    FOR EACH ROW EXECUTE FUNCTION append_only();
CREATE TRIGGER jackpot_payouts_never_deleted BEFORE DELETE ON jackpot_payouts
    FOR EACH ROW EXECUTE FUNCTION append_only();
CREATE TRIGGER jackpot_payouts_never_truncated BEFORE TRUNCATE ON jackpot_payouts
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
UNION ALL SELECT 'jackpot_payouts' AS tbl, row_key, image FROM audit_image_jackpot_payouts;

-- The report's kept sums (0011): a hand's jackpot collection, by half hour, table and dealer,
-- as the kind 'jackpot' (never the house's 'drop').
-- sqlite:
CREATE TRIGGER report_sums_jackpot_added AFTER INSERT ON jackpot_collections BEGIN
-- postgres:
CREATE FUNCTION report_sums_jackpot_added() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
-- both:
    INSERT INTO report_sums (half_hour, table_id, dealer_key, kind, count, cents)
    VALUES (substr(NEW.collected_at, 1, 14) || CASE WHEN substr(NEW.collected_at, 15, 2) < '30' THEN '00' ELSE '30' END || ':00Z', NEW.table_id, coalesce(NEW.dealer_id, 0), 'jackpot', 1, NEW.amount_cents)
-- sqlite:
    ON CONFLICT (half_hour, table_id, dealer_key, kind) DO UPDATE SET count = count + excluded.count, cents = cents + excluded.cents;
-- postgres:
    ON CONFLICT (half_hour, table_id, dealer_key, kind) DO UPDATE SET count = report_sums.count + excluded.count, cents = report_sums.cents + excluded.cents;
    RETURN NULL;
-- both:
END;
-- postgres:
$$;
CREATE TRIGGER report_sums_jackpot_added AFTER INSERT ON jackpot_collections FOR EACH ROW EXECUTE FUNCTION report_sums_jackpot_added();
-- both:
