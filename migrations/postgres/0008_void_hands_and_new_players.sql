-- PostgreSQL translation of migrations/0008_void_hands_and_new_players.sql.
-- A hand can be voided (a misdeal, or a floor ruling): a 'void' entry ends its log and the
-- hand's row says why; nothing is deleted. A time collection can be excused for a player who
-- has just sat down ('new_player'). SQLite rebuilds both tables to change their CHECKs;
-- PostgreSQL replaces the CHECKs in place (named in 0002), every row kept.

ALTER TABLE hands ADD COLUMN void_reason TEXT
    CHECK (void_reason IS NULL OR (void_reason IN ('misdeal', 'floor_ruling') AND finished_at IS NOT NULL));

ALTER TABLE hand_events DROP CONSTRAINT hand_events_kind_check;
ALTER TABLE hand_events ADD CONSTRAINT hand_events_kind_check
    CHECK (kind IN ('action', 'undo', 'void'));

ALTER TABLE time_collections DROP CONSTRAINT time_collections_reason_check;
ALTER TABLE time_collections ADD CONSTRAINT time_collections_reason_check
    CHECK (reason IS NULL OR reason IN ('sitting_out', 'left', 'comped', 'new_player'));
