-- Games the room spreads and the Mint collection rate schedule.
-- Money is integer cents. Times are UTC, ISO 8601 text ('YYYY-MM-DDTHH:MM:SSZ').
-- postgres:

-- SQLite's json_valid(x), so that the CHECKs read the same: true when x is a JSON text,
-- false when it is not, NULL for NULL (as in SQLite, a NULL passes a CHECK).
CREATE FUNCTION json_valid(x text) RETURNS boolean
    LANGUAGE plpgsql IMMUTABLE STRICT PARALLEL SAFE
AS $$
BEGIN
    PERFORM x::jsonb;
    RETURN true;
EXCEPTION WHEN others THEN
    RETURN false;
END;
$$;
-- both:

CREATE TABLE games (
    code        TEXT PRIMARY KEY,
    name        TEXT NOT NULL UNIQUE,
    -- How the house collects when a rate row exists: 'time' (per seated player every
    -- interval) or 'pot_drop' (from each pot before the deal). Games with no Mint row
    -- (Mexican Poker, Draw Poker with Joker) get their rate from the manager per table.
    collection_mode TEXT NOT NULL CHECK (collection_mode IN ('time', 'pot_drop')),
    sort_order  {int} NOT NULL
){strict};

INSERT INTO games (code, name, collection_mode, sort_order) VALUES
    ('holdem',         'Texas Hold''em',         'pot_drop', 1),
    ('pineapple',      'Pineapple',              'time',     2),
    ('five_card_draw', 'Five Card Draw',         'time',     3),
    ('lowball',        'Low Ball',               'time',     4),
    ('mexican',        'Mexican Poker',          'time',     5),
    ('pan',            'Pan',                    'time',     6),
    ('joker_draw',     'Draw Poker with Joker',  'time',     7);

-- One row per (game, stake band) and effective date. A band is identified by
-- (game, structure, min_limit_cents, max_limit_cents); a later row for the same band
-- supersedes an earlier one from its effective_from on, so old collections keep the
-- rate that applied when they were taken. Rows are never updated or deleted.
--   structure: 'limit' = the band bounds the table's limit (its small and big bet must lie
--              within [min_limit_cents, max_limit_cents]); 'no_limit' = any no-limit table.
CREATE TABLE collection_rates (
    id                {id},
    game              TEXT NOT NULL REFERENCES games(code),
    structure         TEXT NOT NULL CHECK (structure IN ('limit', 'no_limit', 'pot_limit')),
    min_limit_cents   {int} CHECK (min_limit_cents IS NULL OR min_limit_cents >= 0),
    max_limit_cents   {int} CHECK (max_limit_cents IS NULL OR max_limit_cents >= min_limit_cents),
    mode              TEXT NOT NULL CHECK (mode IN ('time', 'pot_drop')),
    amount_cents      {int} NOT NULL CHECK (amount_cents >= 0),
    interval_minutes  {int} CHECK (interval_minutes IS NULL OR interval_minutes > 0),
    effective_from    TEXT NOT NULL,
    created_by        TEXT NOT NULL,
    created_at        TEXT NOT NULL,
    CHECK ((mode = 'time') = (interval_minutes IS NOT NULL)),
    CHECK ((structure = 'limit') = (min_limit_cents IS NOT NULL AND max_limit_cents IS NOT NULL))
){strict};

CREATE INDEX collection_rates_band ON collection_rates
    (game, structure, min_limit_cents, max_limit_cents, effective_from);

-- The Mint schedule (mint-cardroom-rules.txt), in force from the room's first day.
INSERT INTO collection_rates
    (game, structure, min_limit_cents, max_limit_cents, mode, amount_cents, interval_minutes,
     effective_from, created_by, created_at)
VALUES
    ('five_card_draw', 'limit',    400, 2000, 'time',     400, 30,   '2000-01-01T00:00:00Z', 'Mint schedule', '2000-01-01T00:00:00Z'),
    ('lowball',        'limit',    400, 2000, 'time',     400, 30,   '2000-01-01T00:00:00Z', 'Mint schedule', '2000-01-01T00:00:00Z'),
    ('pineapple',      'limit',   2000, 8000, 'time',     700, 30,   '2000-01-01T00:00:00Z', 'Mint schedule', '2000-01-01T00:00:00Z'),
    ('pan',            'limit',    200,  500, 'time',      50, 30,   '2000-01-01T00:00:00Z', 'Mint schedule', '2000-01-01T00:00:00Z'),
    ('holdem',         'limit',    200,  400, 'pot_drop', 300, NULL, '2000-01-01T00:00:00Z', 'Mint schedule', '2000-01-01T00:00:00Z'),
    ('holdem',         'limit',    300,  600, 'pot_drop', 400, NULL, '2000-01-01T00:00:00Z', 'Mint schedule', '2000-01-01T00:00:00Z'),
    ('holdem',         'no_limit', NULL, NULL, 'pot_drop', 400, NULL, '2000-01-01T00:00:00Z', 'Mint schedule', '2000-01-01T00:00:00Z');
