-- Crazy Pineapple: Pineapple's three hole cards, one discarded after the flop's betting round.
-- Listed after Pineapple. The Mint's schedule has no row for it: a table of it is opened with
-- the manager's rate, as Mexican Poker is.
UPDATE games SET sort_order = sort_order + 1 WHERE sort_order >= 3;
INSERT INTO games (code, name, collection_mode, sort_order) VALUES
    ('crazy_pineapple', 'Crazy Pineapple', 'time', 3);
