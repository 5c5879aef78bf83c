-- Each hand records which engine logs it ('pot': the pot games; 'pan'; 'banked': Draw Poker
-- with Joker), so a stored hand is never recognised by the shape of its setup.
ALTER TABLE hands ADD COLUMN kind TEXT NOT NULL DEFAULT 'pot'
    CHECK (kind IN ('pot', 'pan', 'banked'));

-- Hands stored before this column: their setups say which engine started them.
-- sqlite:
UPDATE hands SET kind = 'pan' WHERE json_extract(config, '$.pan') IS NOT NULL;
UPDATE hands SET kind = 'banked' WHERE json_extract(config, '$.joker_draw') IS NOT NULL;
-- postgres:
-- (SQLite's json_extract(config, '$.pan') IS NOT NULL: ->> also gives NULL for a JSON null,
-- as json_extract does.)
UPDATE hands SET kind = 'pan' WHERE (config::jsonb ->> 'pan') IS NOT NULL;
UPDATE hands SET kind = 'banked' WHERE (config::jsonb ->> 'joker_draw') IS NOT NULL;
