-- A lighter audit trail: a row's current state is the row itself.
--
-- Until now `audit_changes` kept a whole copy of the row after every change, so the trail
-- held every row of the room twice or more (a year-sized file tripled). From here a change
-- keeps only what it replaced: `image` is the JSON text 'null' ("see the row"), and an
-- update's `before_image` is the row as it was before it. A row state's image is therefore
-- the next change's `before_image` when the row changed again, else the row as it is now
-- (view `audit_states`, what the trail's hashes and `db verify` read). The entries' hashes
-- are computed as before over each state's image, so the chain verifies the same across
-- this migration: it converts the stored states (a state the row later replaced is found in
-- that later change's `before_image`; a row's last state becomes 'null' only when the row
-- still reads exactly so; any other stays a literal image, as before) and keeps every hash.
--
-- A row edited outside Cardroom now breaks the hash of the entry that last changed it
-- instead of differing from a stored copy; a row deleted is still named. Generated from the
-- schema of migrations 0001-0023 (the key columns of each audited table added to its image
-- view, so that a state finds its row by the table's key).
-- both:
ALTER TABLE audit_changes ADD COLUMN before_image TEXT CHECK (before_image IS NULL OR json_valid(before_image));

-- sqlite:
DROP VIEW audit_image_staff;
CREATE VIEW audit_image_staff AS SELECT CAST(staff.id AS TEXT) AS row_key, json_object('id', id, 'name', name, 'role', role, 'active', active, 'created_at', created_at, 'created_by', created_by, 'pin_hash', pin_hash, 'failed_pins', failed_pins, 'locked_until', locked_until) AS image, staff.id AS id FROM staff;
DROP VIEW audit_image_collection_rates;
CREATE VIEW audit_image_collection_rates AS SELECT CAST(collection_rates.id AS TEXT) AS row_key, json_object('id', id, 'game', game, 'structure', structure, 'min_limit_cents', min_limit_cents, 'max_limit_cents', max_limit_cents, 'mode', mode, 'amount_cents', amount_cents, 'interval_minutes', interval_minutes, 'effective_from', effective_from, 'created_by', created_by, 'created_at', created_at) AS image, collection_rates.id AS id FROM collection_rates;
DROP VIEW audit_image_card_tables;
CREATE VIEW audit_image_card_tables AS SELECT CAST(card_tables.id AS TEXT) AS row_key, json_object('id', id, 'name', name, 'game', game, 'structure', structure, 'small_blind_cents', small_blind_cents, 'big_blind_cents', big_blind_cents, 'ante_cents', ante_cents, 'small_bet_cents', small_bet_cents, 'big_bet_cents', big_bet_cents, 'chip_unit_cents', chip_unit_cents, 'max_bets_per_round', max_bets_per_round, 'seat_limit', seat_limit, 'button_rule', button_rule, 'collection_mode', collection_mode, 'rate_source', rate_source, 'manager_rate_cents', manager_rate_cents, 'collection_interval_minutes', collection_interval_minutes, 'no_flop_no_drop', no_flop_no_drop, 'settings', settings, 'button_seat', button_seat, 'last_big_blind_seat', last_big_blind_seat, 'opened_at', opened_at, 'opened_by', opened_by, 'closed_at', closed_at, 'closed_by', closed_by) AS image, card_tables.id AS id FROM card_tables;
DROP VIEW audit_image_seatings;
CREATE VIEW audit_image_seatings AS SELECT CAST(seatings.id AS TEXT) AS row_key, json_object('id', id, 'table_id', table_id, 'seat_no', seat_no, 'player_name', player_name, 'player_id', player_id, 'stack_cents', stack_cents, 'entry', entry, 'sitting_out', sitting_out, 'missed_small_blind', missed_small_blind, 'missed_big_blind', missed_big_blind, 'seated_at', seated_at, 'seated_by', seated_by, 'left_at', left_at, 'left_by', left_by, 'left_reason', left_reason) AS image, seatings.id AS id FROM seatings;
DROP VIEW audit_image_dealer_pushes;
CREATE VIEW audit_image_dealer_pushes AS SELECT CAST(dealer_pushes.id AS TEXT) AS row_key, json_object('id', id, 'table_id', table_id, 'dealer_id', dealer_id, 'on_at', on_at, 'on_by', on_by, 'off_at', off_at, 'off_by', off_by) AS image, dealer_pushes.id AS id FROM dealer_pushes;
DROP VIEW audit_image_button_draws;
CREATE VIEW audit_image_button_draws AS SELECT CAST(button_draws.id AS TEXT) AS row_key, json_object('id', id, 'table_id', table_id, 'cards', cards, 'winner_seat', winner_seat, 'drawn_at', drawn_at, 'drawn_by', drawn_by) AS image, button_draws.id AS id FROM button_draws;
DROP VIEW audit_image_time_collections;
CREATE VIEW audit_image_time_collections AS SELECT CAST(time_collections.id AS TEXT) AS row_key, json_object('id', id, 'table_id', table_id, 'due_at', due_at, 'seating_id', seating_id, 'seat_no', seat_no, 'player_name', player_name, 'amount_cents', amount_cents, 'rate_id', rate_id, 'dealer_id', dealer_id, 'status', status, 'reason', reason, 'created_at', created_at, 'marked_at', marked_at, 'marked_by', marked_by) AS image, time_collections.id AS id FROM time_collections;
DROP VIEW audit_image_hands;
CREATE VIEW audit_image_hands AS SELECT CAST(hands.id AS TEXT) AS row_key, json_object('id', id, 'table_id', table_id, 'number', number, 'button_seat', button_seat, 'dealer_id', dealer_id, 'config', config, 'started_at', started_at, 'started_by', started_by, 'finished_at', finished_at, 'finished_by', finished_by, 'settlement', settlement, 'kind', kind, 'void_reason', void_reason) AS image, hands.id AS id FROM hands;
DROP VIEW audit_image_hand_events;
CREATE VIEW audit_image_hand_events AS SELECT hand_events.hand_id || ':' || hand_events.seq AS row_key, json_object('hand_id', hand_id, 'seq', seq, 'kind', kind, 'payload', payload, 'recorded_at', recorded_at, 'recorded_by', recorded_by) AS image, hand_events.hand_id AS hand_id, hand_events.seq AS seq FROM hand_events;
DROP VIEW audit_image_drop_collections;
CREATE VIEW audit_image_drop_collections AS SELECT CAST(drop_collections.id AS TEXT) AS row_key, json_object('id', id, 'table_id', table_id, 'hand_id', hand_id, 'amount_cents', amount_cents, 'rate_id', rate_id, 'dealer_id', dealer_id, 'taken_at', taken_at) AS image, drop_collections.id AS id FROM drop_collections;
DROP VIEW audit_image_shifts;
CREATE VIEW audit_image_shifts AS SELECT CAST(shifts.id AS TEXT) AS row_key, json_object('id', id, 'floor_id', floor_id, 'opened_at', opened_at, 'closed_at', closed_at, 'closed_by', closed_by, 'signed_off_at', signed_off_at, 'signed_off_by', signed_off_by) AS image, shifts.id AS id FROM shifts;
DROP VIEW audit_image_banked_results;
CREATE VIEW audit_image_banked_results AS SELECT CAST(banked_results.id AS TEXT) AS row_key, json_object('id', id, 'table_id', table_id, 'hand_id', hand_id, 'seat_no', seat_no, 'house_net_cents', house_net_cents, 'dealer_id', dealer_id, 'settled_at', settled_at, 'settled_by', settled_by) AS image, banked_results.id AS id FROM banked_results;
DROP VIEW audit_image_sign_ins;
CREATE VIEW audit_image_sign_ins AS SELECT CAST(sign_ins.id AS TEXT) AS row_key, json_object('id', id, 'staff_id', staff_id, 'name', name, 'at', at, 'outcome', outcome, 'station', station) AS image, sign_ins.id AS id FROM sign_ins;
DROP VIEW audit_image_report_prints;
CREATE VIEW audit_image_report_prints AS SELECT CAST(report_prints.id AS TEXT) AS row_key, json_object('id', id, 'shift_id', shift_id, 'what', what, 'printed_at', printed_at, 'printed_by', printed_by) AS image, report_prints.id AS id FROM report_prints;
DROP VIEW audit_image_adjustments;
CREATE VIEW audit_image_adjustments AS SELECT CAST(adjustments.id AS TEXT) AS row_key, json_object('id', id, 'made_at', made_at, 'made_by', made_by, 'reason', reason, 'kind', kind, 'table_id', table_id, 'happened_at', happened_at, 'dealer_id', dealer_id, 'collection_id', collection_id, 'hand_id', hand_id, 'from_seat', from_seat, 'to_seat', to_seat, 'new_status', new_status, 'new_reason', new_reason, 'amount_cents', amount_cents, 'house_cents', house_cents, 'detail', detail) AS image, adjustments.id AS id FROM adjustments;
DROP VIEW audit_image_chip_moves;
CREATE VIEW audit_image_chip_moves AS SELECT CAST(chip_moves.id AS TEXT) AS row_key, json_object('id', id, 'table_id', table_id, 'seating_id', seating_id, 'kind', kind, 'amount_cents', amount_cents, 'at', at, 'made_by', made_by, 'hand_id', hand_id, 'collection_id', collection_id, 'lands', lands, 'reason', reason) AS image, chip_moves.id AS id FROM chip_moves;
DROP VIEW audit_image_box_counts;
CREATE VIEW audit_image_box_counts AS SELECT CAST(box_counts.id AS TEXT) AS row_key, json_object('id', id, 'shift_id', shift_id, 'table_id', table_id, 'counted_cents', counted_cents, 'counted_at', counted_at, 'counted_by', counted_by, 'explanation', explanation, 'reason', reason) AS image, box_counts.id AS id FROM box_counts;
DROP VIEW audit_image_shift_countersignatures;
CREATE VIEW audit_image_shift_countersignatures AS SELECT CAST(shift_countersignatures.shift_id AS TEXT) AS row_key, json_object('shift_id', shift_id, 'signed_at', signed_at, 'signed_by', signed_by) AS image, shift_countersignatures.shift_id AS id FROM shift_countersignatures;
DROP VIEW audit_image_bank_moves;
CREATE VIEW audit_image_bank_moves AS SELECT CAST(bank_moves.id AS TEXT) AS row_key, json_object('id', id, 'shift_id', shift_id, 'table_id', table_id, 'kind', kind, 'amount_cents', amount_cents, 'moved_at', moved_at, 'brought_by', brought_by, 'received_by', received_by, 'recorded_by', recorded_by, 'reason', reason) AS image, bank_moves.id AS id FROM bank_moves;
DROP VIEW audit_image_jackpot_funds;
CREATE VIEW audit_image_jackpot_funds AS SELECT CAST(jackpot_funds.id AS TEXT) AS row_key, json_object('id', id, 'name', name, 'created_by', created_by, 'created_at', created_at) AS image, jackpot_funds.id AS id FROM jackpot_funds;
DROP VIEW audit_image_jackpot_terms;
CREATE VIEW audit_image_jackpot_terms AS SELECT CAST(jackpot_terms.id AS TEXT) AS row_key, json_object('id', id, 'fund_id', fund_id, 'effective_from', effective_from, 'terms', terms, 'created_by', created_by, 'created_at', created_at) AS image, jackpot_terms.id AS id FROM jackpot_terms;
DROP VIEW audit_image_jackpot_moves;
CREATE VIEW audit_image_jackpot_moves AS SELECT CAST(jackpot_moves.id AS TEXT) AS row_key, json_object('id', id, 'fund_id', fund_id, 'kind', kind, 'amount_cents', amount_cents, 'reason', reason, 'moved_at', moved_at, 'recorded_by', recorded_by) AS image, jackpot_moves.id AS id FROM jackpot_moves;
DROP VIEW audit_image_jackpot_collections;
CREATE VIEW audit_image_jackpot_collections AS SELECT CAST(jackpot_collections.id AS TEXT) AS row_key, json_object('id', id, 'fund_id', fund_id, 'hand_id', hand_id, 'table_id', table_id, 'dealer_id', dealer_id, 'amount_cents', amount_cents, 'fee_cents', fee_cents, 'collected_at', collected_at) AS image, jackpot_collections.id AS id FROM jackpot_collections;
DROP VIEW audit_image_jackpot_hits;
CREATE VIEW audit_image_jackpot_hits AS SELECT CAST(jackpot_hits.id AS TEXT) AS row_key, json_object('id', id, 'fund_id', fund_id, 'hand_id', hand_id, 'table_id', table_id, 'found_at', found_at, 'detail', detail) AS image, jackpot_hits.id AS id FROM jackpot_hits;
DROP VIEW audit_image_jackpot_payouts;
CREATE VIEW audit_image_jackpot_payouts AS SELECT CAST(jackpot_payouts.id AS TEXT) AS row_key, json_object('id', id, 'hit_id', hit_id, 'fund_id', fund_id, 'paid_at', paid_at, 'paid_by', paid_by, 'witness_id', witness_id, 'fund_before_cents', fund_before_cents, 'paid_cents', paid_cents, 'fund_after_cents', fund_after_cents, 'shares', shares) AS image, jackpot_payouts.id AS id FROM jackpot_payouts;
DROP VIEW audit_image_staff_languages;
CREATE VIEW audit_image_staff_languages AS SELECT CAST(staff_languages.id AS TEXT) AS row_key, json_object('id', id, 'staff_id', staff_id, 'language', language, 'set_at', set_at, 'set_by', set_by) AS image, staff_languages.id AS id FROM staff_languages;
DROP VIEW audit_image_players;
CREATE VIEW audit_image_players AS SELECT CAST(players.id AS TEXT) AS row_key, json_object('id', id, 'number', number, 'name', name, 'wall_name', wall_name, 'birth_date', birth_date, 'created_at', created_at, 'created_by', created_by, 'anonymised_at', anonymised_at, 'anonymised_by', anonymised_by) AS image, players.id AS id FROM players;
DROP VIEW audit_image_player_restrictions;
CREATE VIEW audit_image_player_restrictions AS SELECT CAST(player_restrictions.id AS TEXT) AS row_key, json_object('id', id, 'player_id', player_id, 'kind', kind, 'scope', scope, 'reason', reason, 'from_at', from_at, 'until_at', until_at, 'recorded_at', recorded_at, 'recorded_by', recorded_by) AS image, player_restrictions.id AS id FROM player_restrictions;
DROP VIEW audit_image_restriction_lifts;
CREATE VIEW audit_image_restriction_lifts AS SELECT CAST(restriction_lifts.id AS TEXT) AS row_key, json_object('id', id, 'restriction_id', restriction_id, 'reason', reason, 'lifted_at', lifted_at, 'lifted_by', lifted_by) AS image, restriction_lifts.id AS id FROM restriction_lifts;
DROP VIEW audit_image_cash_transactions;
CREATE VIEW audit_image_cash_transactions AS SELECT CAST(cash_transactions.id AS TEXT) AS row_key, json_object('id', id, 'seating_id', seating_id, 'table_id', table_id, 'direction', direction, 'source', source, 'amount_cents', amount_cents, 'gaming_day', gaming_day, 'at', at, 'recorded_by', recorded_by) AS image, cash_transactions.id AS id FROM cash_transactions;
DROP VIEW audit_image_exclusion_notices;
CREATE VIEW audit_image_exclusion_notices AS SELECT CAST(exclusion_notices.id AS TEXT) AS row_key, json_object('id', id, 'name', name, 'name_key', name_key, 'birth_date', birth_date, 'term', term, 'starts_on', starts_on, 'descriptors', descriptors, 'reference', reference, 'received_at', received_at, 'recorded_by', recorded_by) AS image, exclusion_notices.id AS id FROM exclusion_notices;
DROP VIEW audit_image_exclusion_incidents;
CREATE VIEW audit_image_exclusion_incidents AS SELECT CAST(exclusion_incidents.id AS TEXT) AS row_key, json_object('id', id, 'notice_id', notice_id, 'table_id', table_id, 'seat_no', seat_no, 'player_name', player_name, 'what', what, 'withheld', withheld, 'at', at, 'removed_by', removed_by) AS image, exclusion_incidents.id AS id FROM exclusion_incidents;
DROP VIEW audit_image_comp_rules;
CREATE VIEW audit_image_comp_rules AS SELECT CAST(comp_rules.id AS TEXT) AS row_key, json_object('id', id, 'name', name, 'kind', kind, 'min_big_blind_cents', min_big_blind_cents, 'hours', hours, 'value', value, 'unit', unit, 'created_at', created_at, 'created_by', created_by, 'ended_at', ended_at, 'ended_by', ended_by) AS image, comp_rules.id AS id FROM comp_rules;
DROP VIEW audit_image_comps;
CREATE VIEW audit_image_comps AS SELECT CAST(comps.id AS TEXT) AS row_key, json_object('id', id, 'player_id', player_id, 'rule_id', rule_id, 'value', value, 'unit', unit, 'reason', reason, 'gaming_day', gaming_day, 'issued_at', issued_at, 'issued_by', issued_by) AS image, comps.id AS id FROM comps;
DROP TRIGGER audit_staff_insert;
CREATE TRIGGER audit_staff_insert AFTER INSERT ON staff BEGIN
    INSERT INTO audit_changes (tbl, row_key, image)
    VALUES ('staff', CAST(NEW.id AS TEXT), 'null');
END;
DROP TRIGGER audit_staff_update;
CREATE TRIGGER audit_staff_update AFTER UPDATE ON staff BEGIN
    INSERT INTO audit_changes (tbl, row_key, image, before_image)
    VALUES ('staff', CAST(NEW.id AS TEXT), 'null', json_object('id', OLD.id, 'name', OLD.name, 'role', OLD.role, 'active', OLD.active, 'created_at', OLD.created_at, 'created_by', OLD.created_by, 'pin_hash', OLD.pin_hash, 'failed_pins', OLD.failed_pins, 'locked_until', OLD.locked_until));
END;
DROP TRIGGER audit_collection_rates_insert;
CREATE TRIGGER audit_collection_rates_insert AFTER INSERT ON collection_rates BEGIN
    INSERT INTO audit_changes (tbl, row_key, image)
    VALUES ('collection_rates', CAST(NEW.id AS TEXT), 'null');
END;
DROP TRIGGER audit_card_tables_insert;
CREATE TRIGGER audit_card_tables_insert AFTER INSERT ON card_tables BEGIN
    INSERT INTO audit_changes (tbl, row_key, image)
    VALUES ('card_tables', CAST(NEW.id AS TEXT), 'null');
END;
DROP TRIGGER audit_card_tables_update;
CREATE TRIGGER audit_card_tables_update AFTER UPDATE ON card_tables BEGIN
    INSERT INTO audit_changes (tbl, row_key, image, before_image)
    VALUES ('card_tables', CAST(NEW.id AS TEXT), 'null', json_object('id', OLD.id, 'name', OLD.name, 'game', OLD.game, 'structure', OLD.structure, 'small_blind_cents', OLD.small_blind_cents, 'big_blind_cents', OLD.big_blind_cents, 'ante_cents', OLD.ante_cents, 'small_bet_cents', OLD.small_bet_cents, 'big_bet_cents', OLD.big_bet_cents, 'chip_unit_cents', OLD.chip_unit_cents, 'max_bets_per_round', OLD.max_bets_per_round, 'seat_limit', OLD.seat_limit, 'button_rule', OLD.button_rule, 'collection_mode', OLD.collection_mode, 'rate_source', OLD.rate_source, 'manager_rate_cents', OLD.manager_rate_cents, 'collection_interval_minutes', OLD.collection_interval_minutes, 'no_flop_no_drop', OLD.no_flop_no_drop, 'settings', OLD.settings, 'button_seat', OLD.button_seat, 'last_big_blind_seat', OLD.last_big_blind_seat, 'opened_at', OLD.opened_at, 'opened_by', OLD.opened_by, 'closed_at', OLD.closed_at, 'closed_by', OLD.closed_by));
END;
DROP TRIGGER audit_seatings_insert;
CREATE TRIGGER audit_seatings_insert AFTER INSERT ON seatings BEGIN
    INSERT INTO audit_changes (tbl, row_key, image)
    VALUES ('seatings', CAST(NEW.id AS TEXT), 'null');
END;
DROP TRIGGER audit_seatings_update;
CREATE TRIGGER audit_seatings_update AFTER UPDATE ON seatings BEGIN
    INSERT INTO audit_changes (tbl, row_key, image, before_image)
    VALUES ('seatings', CAST(NEW.id AS TEXT), 'null', json_object('id', OLD.id, 'table_id', OLD.table_id, 'seat_no', OLD.seat_no, 'player_name', OLD.player_name, 'player_id', OLD.player_id, 'stack_cents', OLD.stack_cents, 'entry', OLD.entry, 'sitting_out', OLD.sitting_out, 'missed_small_blind', OLD.missed_small_blind, 'missed_big_blind', OLD.missed_big_blind, 'seated_at', OLD.seated_at, 'seated_by', OLD.seated_by, 'left_at', OLD.left_at, 'left_by', OLD.left_by, 'left_reason', OLD.left_reason));
END;
DROP TRIGGER audit_dealer_pushes_insert;
CREATE TRIGGER audit_dealer_pushes_insert AFTER INSERT ON dealer_pushes BEGIN
    INSERT INTO audit_changes (tbl, row_key, image)
    VALUES ('dealer_pushes', CAST(NEW.id AS TEXT), 'null');
END;
DROP TRIGGER audit_dealer_pushes_update;
CREATE TRIGGER audit_dealer_pushes_update AFTER UPDATE ON dealer_pushes BEGIN
    INSERT INTO audit_changes (tbl, row_key, image, before_image)
    VALUES ('dealer_pushes', CAST(NEW.id AS TEXT), 'null', json_object('id', OLD.id, 'table_id', OLD.table_id, 'dealer_id', OLD.dealer_id, 'on_at', OLD.on_at, 'on_by', OLD.on_by, 'off_at', OLD.off_at, 'off_by', OLD.off_by));
END;
DROP TRIGGER audit_button_draws_insert;
CREATE TRIGGER audit_button_draws_insert AFTER INSERT ON button_draws BEGIN
    INSERT INTO audit_changes (tbl, row_key, image)
    VALUES ('button_draws', CAST(NEW.id AS TEXT), 'null');
END;
DROP TRIGGER audit_time_collections_insert;
CREATE TRIGGER audit_time_collections_insert AFTER INSERT ON time_collections BEGIN
    INSERT INTO audit_changes (tbl, row_key, image)
    VALUES ('time_collections', CAST(NEW.id AS TEXT), 'null');
END;
DROP TRIGGER audit_time_collections_update;
CREATE TRIGGER audit_time_collections_update AFTER UPDATE ON time_collections BEGIN
    INSERT INTO audit_changes (tbl, row_key, image, before_image)
    VALUES ('time_collections', CAST(NEW.id AS TEXT), 'null', json_object('id', OLD.id, 'table_id', OLD.table_id, 'due_at', OLD.due_at, 'seating_id', OLD.seating_id, 'seat_no', OLD.seat_no, 'player_name', OLD.player_name, 'amount_cents', OLD.amount_cents, 'rate_id', OLD.rate_id, 'dealer_id', OLD.dealer_id, 'status', OLD.status, 'reason', OLD.reason, 'created_at', OLD.created_at, 'marked_at', OLD.marked_at, 'marked_by', OLD.marked_by));
END;
DROP TRIGGER audit_hands_insert;
CREATE TRIGGER audit_hands_insert AFTER INSERT ON hands BEGIN
    INSERT INTO audit_changes (tbl, row_key, image)
    VALUES ('hands', CAST(NEW.id AS TEXT), 'null');
END;
DROP TRIGGER audit_hands_update;
CREATE TRIGGER audit_hands_update AFTER UPDATE ON hands BEGIN
    INSERT INTO audit_changes (tbl, row_key, image, before_image)
    VALUES ('hands', CAST(NEW.id AS TEXT), 'null', json_object('id', OLD.id, 'table_id', OLD.table_id, 'number', OLD.number, 'button_seat', OLD.button_seat, 'dealer_id', OLD.dealer_id, 'config', OLD.config, 'started_at', OLD.started_at, 'started_by', OLD.started_by, 'finished_at', OLD.finished_at, 'finished_by', OLD.finished_by, 'settlement', OLD.settlement, 'kind', OLD.kind, 'void_reason', OLD.void_reason));
END;
DROP TRIGGER audit_hand_events_insert;
CREATE TRIGGER audit_hand_events_insert AFTER INSERT ON hand_events BEGIN
    INSERT INTO audit_changes (tbl, row_key, image)
    VALUES ('hand_events', NEW.hand_id || ':' || NEW.seq, 'null');
END;
DROP TRIGGER audit_drop_collections_insert;
CREATE TRIGGER audit_drop_collections_insert AFTER INSERT ON drop_collections BEGIN
    INSERT INTO audit_changes (tbl, row_key, image)
    VALUES ('drop_collections', CAST(NEW.id AS TEXT), 'null');
END;
DROP TRIGGER audit_shifts_insert;
CREATE TRIGGER audit_shifts_insert AFTER INSERT ON shifts BEGIN
    INSERT INTO audit_changes (tbl, row_key, image)
    VALUES ('shifts', CAST(NEW.id AS TEXT), 'null');
END;
DROP TRIGGER audit_shifts_update;
CREATE TRIGGER audit_shifts_update AFTER UPDATE ON shifts BEGIN
    INSERT INTO audit_changes (tbl, row_key, image, before_image)
    VALUES ('shifts', CAST(NEW.id AS TEXT), 'null', json_object('id', OLD.id, 'floor_id', OLD.floor_id, 'opened_at', OLD.opened_at, 'closed_at', OLD.closed_at, 'closed_by', OLD.closed_by, 'signed_off_at', OLD.signed_off_at, 'signed_off_by', OLD.signed_off_by));
END;
DROP TRIGGER audit_banked_results_insert;
CREATE TRIGGER audit_banked_results_insert AFTER INSERT ON banked_results BEGIN
    INSERT INTO audit_changes (tbl, row_key, image)
    VALUES ('banked_results', CAST(NEW.id AS TEXT), 'null');
END;
DROP TRIGGER audit_sign_ins_insert;
CREATE TRIGGER audit_sign_ins_insert AFTER INSERT ON sign_ins BEGIN
    INSERT INTO audit_changes (tbl, row_key, image)
    VALUES ('sign_ins', CAST(NEW.id AS TEXT), 'null');
END;
DROP TRIGGER audit_report_prints_insert;
CREATE TRIGGER audit_report_prints_insert AFTER INSERT ON report_prints BEGIN
    INSERT INTO audit_changes (tbl, row_key, image)
    VALUES ('report_prints', CAST(NEW.id AS TEXT), 'null');
END;
DROP TRIGGER audit_adjustments_insert;
CREATE TRIGGER audit_adjustments_insert AFTER INSERT ON adjustments BEGIN
    INSERT INTO audit_changes (tbl, row_key, image)
    VALUES ('adjustments', CAST(NEW.id AS TEXT), 'null');
END;
DROP TRIGGER audit_chip_moves_insert;
CREATE TRIGGER audit_chip_moves_insert AFTER INSERT ON chip_moves BEGIN
    INSERT INTO audit_changes (tbl, row_key, image)
    VALUES ('chip_moves', CAST(NEW.id AS TEXT), 'null');
END;
DROP TRIGGER audit_box_counts_insert;
CREATE TRIGGER audit_box_counts_insert AFTER INSERT ON box_counts BEGIN
    INSERT INTO audit_changes (tbl, row_key, image)
    VALUES ('box_counts', CAST(NEW.id AS TEXT), 'null');
END;
DROP TRIGGER audit_shift_countersignatures_insert;
CREATE TRIGGER audit_shift_countersignatures_insert AFTER INSERT ON shift_countersignatures BEGIN
    INSERT INTO audit_changes (tbl, row_key, image)
    VALUES ('shift_countersignatures', CAST(NEW.shift_id AS TEXT), 'null');
END;
DROP TRIGGER audit_bank_moves_insert;
CREATE TRIGGER audit_bank_moves_insert AFTER INSERT ON bank_moves BEGIN
    INSERT INTO audit_changes (tbl, row_key, image)
    VALUES ('bank_moves', CAST(NEW.id AS TEXT), 'null');
END;
DROP TRIGGER audit_jackpot_funds_insert;
CREATE TRIGGER audit_jackpot_funds_insert AFTER INSERT ON jackpot_funds BEGIN
    INSERT INTO audit_changes (tbl, row_key, image)
    VALUES ('jackpot_funds', CAST(NEW.id AS TEXT), 'null');
END;
DROP TRIGGER audit_jackpot_terms_insert;
CREATE TRIGGER audit_jackpot_terms_insert AFTER INSERT ON jackpot_terms BEGIN
    INSERT INTO audit_changes (tbl, row_key, image)
    VALUES ('jackpot_terms', CAST(NEW.id AS TEXT), 'null');
END;
DROP TRIGGER audit_jackpot_moves_insert;
CREATE TRIGGER audit_jackpot_moves_insert AFTER INSERT ON jackpot_moves BEGIN
    INSERT INTO audit_changes (tbl, row_key, image)
    VALUES ('jackpot_moves', CAST(NEW.id AS TEXT), 'null');
END;
DROP TRIGGER audit_jackpot_collections_insert;
CREATE TRIGGER audit_jackpot_collections_insert AFTER INSERT ON jackpot_collections BEGIN
    INSERT INTO audit_changes (tbl, row_key, image)
    VALUES ('jackpot_collections', CAST(NEW.id AS TEXT), 'null');
END;
DROP TRIGGER audit_jackpot_hits_insert;
CREATE TRIGGER audit_jackpot_hits_insert AFTER INSERT ON jackpot_hits BEGIN
    INSERT INTO audit_changes (tbl, row_key, image)
    VALUES ('jackpot_hits', CAST(NEW.id AS TEXT), 'null');
END;
DROP TRIGGER audit_jackpot_payouts_insert;
CREATE TRIGGER audit_jackpot_payouts_insert AFTER INSERT ON jackpot_payouts BEGIN
    INSERT INTO audit_changes (tbl, row_key, image)
    VALUES ('jackpot_payouts', CAST(NEW.id AS TEXT), 'null');
END;
DROP TRIGGER audit_staff_languages_insert;
CREATE TRIGGER audit_staff_languages_insert AFTER INSERT ON staff_languages BEGIN
    INSERT INTO audit_changes (tbl, row_key, image)
    VALUES ('staff_languages', CAST(NEW.id AS TEXT), 'null');
END;
DROP TRIGGER audit_players_insert;
CREATE TRIGGER audit_players_insert AFTER INSERT ON players BEGIN
    INSERT INTO audit_changes (tbl, row_key, image)
    VALUES ('players', CAST(NEW.id AS TEXT), 'null');
END;
DROP TRIGGER audit_players_update;
CREATE TRIGGER audit_players_update AFTER UPDATE ON players BEGIN
    INSERT INTO audit_changes (tbl, row_key, image, before_image)
    VALUES ('players', CAST(NEW.id AS TEXT), 'null', json_object('id', OLD.id, 'number', OLD.number, 'name', OLD.name, 'wall_name', OLD.wall_name, 'birth_date', OLD.birth_date, 'created_at', OLD.created_at, 'created_by', OLD.created_by, 'anonymised_at', OLD.anonymised_at, 'anonymised_by', OLD.anonymised_by));
END;
DROP TRIGGER audit_player_restrictions_insert;
CREATE TRIGGER audit_player_restrictions_insert AFTER INSERT ON player_restrictions BEGIN
    INSERT INTO audit_changes (tbl, row_key, image)
    VALUES ('player_restrictions', CAST(NEW.id AS TEXT), 'null');
END;
DROP TRIGGER audit_restriction_lifts_insert;
CREATE TRIGGER audit_restriction_lifts_insert AFTER INSERT ON restriction_lifts BEGIN
    INSERT INTO audit_changes (tbl, row_key, image)
    VALUES ('restriction_lifts', CAST(NEW.id AS TEXT), 'null');
END;
DROP TRIGGER audit_cash_transactions_insert;
CREATE TRIGGER audit_cash_transactions_insert AFTER INSERT ON cash_transactions BEGIN
    INSERT INTO audit_changes (tbl, row_key, image)
    VALUES ('cash_transactions', CAST(NEW.id AS TEXT), 'null');
END;
DROP TRIGGER audit_exclusion_notices_insert;
CREATE TRIGGER audit_exclusion_notices_insert AFTER INSERT ON exclusion_notices BEGIN
    INSERT INTO audit_changes (tbl, row_key, image)
    VALUES ('exclusion_notices', CAST(NEW.id AS TEXT), 'null');
END;
DROP TRIGGER audit_exclusion_incidents_insert;
CREATE TRIGGER audit_exclusion_incidents_insert AFTER INSERT ON exclusion_incidents BEGIN
    INSERT INTO audit_changes (tbl, row_key, image)
    VALUES ('exclusion_incidents', CAST(NEW.id AS TEXT), 'null');
END;
DROP TRIGGER audit_comp_rules_insert;
CREATE TRIGGER audit_comp_rules_insert AFTER INSERT ON comp_rules BEGIN
    INSERT INTO audit_changes (tbl, row_key, image)
    VALUES ('comp_rules', CAST(NEW.id AS TEXT), 'null');
END;
DROP TRIGGER audit_comp_rules_update;
CREATE TRIGGER audit_comp_rules_update AFTER UPDATE ON comp_rules BEGIN
    INSERT INTO audit_changes (tbl, row_key, image, before_image)
    VALUES ('comp_rules', CAST(NEW.id AS TEXT), 'null', json_object('id', OLD.id, 'name', OLD.name, 'kind', OLD.kind, 'min_big_blind_cents', OLD.min_big_blind_cents, 'hours', OLD.hours, 'value', OLD.value, 'unit', OLD.unit, 'created_at', OLD.created_at, 'created_by', OLD.created_by, 'ended_at', OLD.ended_at, 'ended_by', OLD.ended_by));
END;
DROP TRIGGER audit_comps_insert;
CREATE TRIGGER audit_comps_insert AFTER INSERT ON comps BEGIN
    INSERT INTO audit_changes (tbl, row_key, image)
    VALUES ('comps', CAST(NEW.id AS TEXT), 'null');
END;
-- Each recorded state's row as it is now, found by its table's key.
CREATE VIEW audit_live AS
SELECT c.id, CASE c.tbl
           WHEN 'staff' THEN (SELECT v.image FROM audit_image_staff v WHERE v.id = CAST(c.row_key AS INTEGER))
           WHEN 'collection_rates' THEN (SELECT v.image FROM audit_image_collection_rates v WHERE v.id = CAST(c.row_key AS INTEGER))
           WHEN 'card_tables' THEN (SELECT v.image FROM audit_image_card_tables v WHERE v.id = CAST(c.row_key AS INTEGER))
           WHEN 'seatings' THEN (SELECT v.image FROM audit_image_seatings v WHERE v.id = CAST(c.row_key AS INTEGER))
           WHEN 'dealer_pushes' THEN (SELECT v.image FROM audit_image_dealer_pushes v WHERE v.id = CAST(c.row_key AS INTEGER))
           WHEN 'button_draws' THEN (SELECT v.image FROM audit_image_button_draws v WHERE v.id = CAST(c.row_key AS INTEGER))
           WHEN 'time_collections' THEN (SELECT v.image FROM audit_image_time_collections v WHERE v.id = CAST(c.row_key AS INTEGER))
           WHEN 'hands' THEN (SELECT v.image FROM audit_image_hands v WHERE v.id = CAST(c.row_key AS INTEGER))
           WHEN 'hand_events' THEN (SELECT v.image FROM audit_image_hand_events v WHERE v.hand_id = CAST(substr(c.row_key, 1, instr(c.row_key, ':') - 1) AS INTEGER) AND v.seq = CAST(substr(c.row_key, instr(c.row_key, ':') + 1) AS INTEGER))
           WHEN 'drop_collections' THEN (SELECT v.image FROM audit_image_drop_collections v WHERE v.id = CAST(c.row_key AS INTEGER))
           WHEN 'shifts' THEN (SELECT v.image FROM audit_image_shifts v WHERE v.id = CAST(c.row_key AS INTEGER))
           WHEN 'banked_results' THEN (SELECT v.image FROM audit_image_banked_results v WHERE v.id = CAST(c.row_key AS INTEGER))
           WHEN 'sign_ins' THEN (SELECT v.image FROM audit_image_sign_ins v WHERE v.id = CAST(c.row_key AS INTEGER))
           WHEN 'report_prints' THEN (SELECT v.image FROM audit_image_report_prints v WHERE v.id = CAST(c.row_key AS INTEGER))
           WHEN 'adjustments' THEN (SELECT v.image FROM audit_image_adjustments v WHERE v.id = CAST(c.row_key AS INTEGER))
           WHEN 'chip_moves' THEN (SELECT v.image FROM audit_image_chip_moves v WHERE v.id = CAST(c.row_key AS INTEGER))
           WHEN 'box_counts' THEN (SELECT v.image FROM audit_image_box_counts v WHERE v.id = CAST(c.row_key AS INTEGER))
           WHEN 'shift_countersignatures' THEN (SELECT v.image FROM audit_image_shift_countersignatures v WHERE v.id = CAST(c.row_key AS INTEGER))
           WHEN 'bank_moves' THEN (SELECT v.image FROM audit_image_bank_moves v WHERE v.id = CAST(c.row_key AS INTEGER))
           WHEN 'jackpot_funds' THEN (SELECT v.image FROM audit_image_jackpot_funds v WHERE v.id = CAST(c.row_key AS INTEGER))
           WHEN 'jackpot_terms' THEN (SELECT v.image FROM audit_image_jackpot_terms v WHERE v.id = CAST(c.row_key AS INTEGER))
           WHEN 'jackpot_moves' THEN (SELECT v.image FROM audit_image_jackpot_moves v WHERE v.id = CAST(c.row_key AS INTEGER))
           WHEN 'jackpot_collections' THEN (SELECT v.image FROM audit_image_jackpot_collections v WHERE v.id = CAST(c.row_key AS INTEGER))
           WHEN 'jackpot_hits' THEN (SELECT v.image FROM audit_image_jackpot_hits v WHERE v.id = CAST(c.row_key AS INTEGER))
           WHEN 'jackpot_payouts' THEN (SELECT v.image FROM audit_image_jackpot_payouts v WHERE v.id = CAST(c.row_key AS INTEGER))
           WHEN 'staff_languages' THEN (SELECT v.image FROM audit_image_staff_languages v WHERE v.id = CAST(c.row_key AS INTEGER))
           WHEN 'players' THEN (SELECT v.image FROM audit_image_players v WHERE v.id = CAST(c.row_key AS INTEGER))
           WHEN 'player_restrictions' THEN (SELECT v.image FROM audit_image_player_restrictions v WHERE v.id = CAST(c.row_key AS INTEGER))
           WHEN 'restriction_lifts' THEN (SELECT v.image FROM audit_image_restriction_lifts v WHERE v.id = CAST(c.row_key AS INTEGER))
           WHEN 'cash_transactions' THEN (SELECT v.image FROM audit_image_cash_transactions v WHERE v.id = CAST(c.row_key AS INTEGER))
           WHEN 'exclusion_notices' THEN (SELECT v.image FROM audit_image_exclusion_notices v WHERE v.id = CAST(c.row_key AS INTEGER))
           WHEN 'exclusion_incidents' THEN (SELECT v.image FROM audit_image_exclusion_incidents v WHERE v.id = CAST(c.row_key AS INTEGER))
           WHEN 'comp_rules' THEN (SELECT v.image FROM audit_image_comp_rules v WHERE v.id = CAST(c.row_key AS INTEGER))
           WHEN 'comps' THEN (SELECT v.image FROM audit_image_comps v WHERE v.id = CAST(c.row_key AS INTEGER))
       END AS image
  FROM audit_changes c;
-- postgres:
CREATE OR REPLACE VIEW audit_image_staff AS SELECT CAST(t.id AS TEXT) AS row_key, to_jsonb(t)::text AS image, t.id AS id FROM staff t;
CREATE OR REPLACE VIEW audit_image_collection_rates AS SELECT CAST(t.id AS TEXT) AS row_key, to_jsonb(t)::text AS image, t.id AS id FROM collection_rates t;
CREATE OR REPLACE VIEW audit_image_card_tables AS SELECT CAST(t.id AS TEXT) AS row_key, to_jsonb(t)::text AS image, t.id AS id FROM card_tables t;
CREATE OR REPLACE VIEW audit_image_seatings AS SELECT CAST(t.id AS TEXT) AS row_key, to_jsonb(t)::text AS image, t.id AS id FROM seatings t;
CREATE OR REPLACE VIEW audit_image_dealer_pushes AS SELECT CAST(t.id AS TEXT) AS row_key, to_jsonb(t)::text AS image, t.id AS id FROM dealer_pushes t;
CREATE OR REPLACE VIEW audit_image_button_draws AS SELECT CAST(t.id AS TEXT) AS row_key, to_jsonb(t)::text AS image, t.id AS id FROM button_draws t;
CREATE OR REPLACE VIEW audit_image_time_collections AS SELECT CAST(t.id AS TEXT) AS row_key, to_jsonb(t)::text AS image, t.id AS id FROM time_collections t;
CREATE OR REPLACE VIEW audit_image_hands AS SELECT CAST(t.id AS TEXT) AS row_key, to_jsonb(t)::text AS image, t.id AS id FROM hands t;
CREATE OR REPLACE VIEW audit_image_hand_events AS SELECT t.hand_id || ':' || t.seq AS row_key, to_jsonb(t)::text AS image, t.hand_id AS hand_id, t.seq AS seq FROM hand_events t;
CREATE OR REPLACE VIEW audit_image_drop_collections AS SELECT CAST(t.id AS TEXT) AS row_key, to_jsonb(t)::text AS image, t.id AS id FROM drop_collections t;
CREATE OR REPLACE VIEW audit_image_shifts AS SELECT CAST(t.id AS TEXT) AS row_key, to_jsonb(t)::text AS image, t.id AS id FROM shifts t;
CREATE OR REPLACE VIEW audit_image_banked_results AS SELECT CAST(t.id AS TEXT) AS row_key, to_jsonb(t)::text AS image, t.id AS id FROM banked_results t;
CREATE OR REPLACE VIEW audit_image_sign_ins AS SELECT CAST(t.id AS TEXT) AS row_key, to_jsonb(t)::text AS image, t.id AS id FROM sign_ins t;
CREATE OR REPLACE VIEW audit_image_report_prints AS SELECT CAST(t.id AS TEXT) AS row_key, to_jsonb(t)::text AS image, t.id AS id FROM report_prints t;
CREATE OR REPLACE VIEW audit_image_adjustments AS SELECT CAST(t.id AS TEXT) AS row_key, to_jsonb(t)::text AS image, t.id AS id FROM adjustments t;
CREATE OR REPLACE VIEW audit_image_chip_moves AS SELECT CAST(t.id AS TEXT) AS row_key, to_jsonb(t)::text AS image, t.id AS id FROM chip_moves t;
CREATE OR REPLACE VIEW audit_image_box_counts AS SELECT CAST(t.id AS TEXT) AS row_key, to_jsonb(t)::text AS image, t.id AS id FROM box_counts t;
CREATE OR REPLACE VIEW audit_image_shift_countersignatures AS SELECT CAST(t.shift_id AS TEXT) AS row_key, to_jsonb(t)::text AS image, t.shift_id AS id FROM shift_countersignatures t;
CREATE OR REPLACE VIEW audit_image_bank_moves AS SELECT CAST(t.id AS TEXT) AS row_key, to_jsonb(t)::text AS image, t.id AS id FROM bank_moves t;
CREATE OR REPLACE VIEW audit_image_jackpot_funds AS SELECT CAST(t.id AS TEXT) AS row_key, to_jsonb(t)::text AS image, t.id AS id FROM jackpot_funds t;
CREATE OR REPLACE VIEW audit_image_jackpot_terms AS SELECT CAST(t.id AS TEXT) AS row_key, to_jsonb(t)::text AS image, t.id AS id FROM jackpot_terms t;
CREATE OR REPLACE VIEW audit_image_jackpot_moves AS SELECT CAST(t.id AS TEXT) AS row_key, to_jsonb(t)::text AS image, t.id AS id FROM jackpot_moves t;
CREATE OR REPLACE VIEW audit_image_jackpot_collections AS SELECT CAST(t.id AS TEXT) AS row_key, to_jsonb(t)::text AS image, t.id AS id FROM jackpot_collections t;
CREATE OR REPLACE VIEW audit_image_jackpot_hits AS SELECT CAST(t.id AS TEXT) AS row_key, to_jsonb(t)::text AS image, t.id AS id FROM jackpot_hits t;
CREATE OR REPLACE VIEW audit_image_jackpot_payouts AS SELECT CAST(t.id AS TEXT) AS row_key, to_jsonb(t)::text AS image, t.id AS id FROM jackpot_payouts t;
CREATE OR REPLACE VIEW audit_image_staff_languages AS SELECT CAST(t.id AS TEXT) AS row_key, to_jsonb(t)::text AS image, t.id AS id FROM staff_languages t;
CREATE OR REPLACE VIEW audit_image_players AS SELECT CAST(t.id AS TEXT) AS row_key, to_jsonb(t)::text AS image, t.id AS id FROM players t;
CREATE OR REPLACE VIEW audit_image_player_restrictions AS SELECT CAST(t.id AS TEXT) AS row_key, to_jsonb(t)::text AS image, t.id AS id FROM player_restrictions t;
CREATE OR REPLACE VIEW audit_image_restriction_lifts AS SELECT CAST(t.id AS TEXT) AS row_key, to_jsonb(t)::text AS image, t.id AS id FROM restriction_lifts t;
CREATE OR REPLACE VIEW audit_image_cash_transactions AS SELECT CAST(t.id AS TEXT) AS row_key, to_jsonb(t)::text AS image, t.id AS id FROM cash_transactions t;
CREATE OR REPLACE VIEW audit_image_exclusion_notices AS SELECT CAST(t.id AS TEXT) AS row_key, to_jsonb(t)::text AS image, t.id AS id FROM exclusion_notices t;
CREATE OR REPLACE VIEW audit_image_exclusion_incidents AS SELECT CAST(t.id AS TEXT) AS row_key, to_jsonb(t)::text AS image, t.id AS id FROM exclusion_incidents t;
CREATE OR REPLACE VIEW audit_image_comp_rules AS SELECT CAST(t.id AS TEXT) AS row_key, to_jsonb(t)::text AS image, t.id AS id FROM comp_rules t;
CREATE OR REPLACE VIEW audit_image_comps AS SELECT CAST(t.id AS TEXT) AS row_key, to_jsonb(t)::text AS image, t.id AS id FROM comps t;
-- After an insert of an audited row, 'null' (the row is its own state); after an update, the
-- row as it was. TG_ARGV: the key columns.
CREATE OR REPLACE FUNCTION audit_change() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
    img jsonb := to_jsonb(NEW);
    key text := img ->> TG_ARGV[0];
BEGIN
    FOR i IN 1 .. TG_NARGS - 1 LOOP
        key := key || ':' || (img ->> TG_ARGV[i]);
    END LOOP;
    INSERT INTO audit_changes (tbl, row_key, image, before_image)
    VALUES (TG_TABLE_NAME, key, 'null',
            CASE WHEN TG_OP = 'UPDATE' THEN to_jsonb(OLD)::text END);
    RETURN NULL;
END;
$$;
-- Each recorded state's row as it is now, found by its table's key.
CREATE VIEW audit_live AS
SELECT c.id, CASE c.tbl
           WHEN 'staff' THEN (SELECT v.image FROM audit_image_staff v WHERE v.id = CAST(c.row_key AS BIGINT))
           WHEN 'collection_rates' THEN (SELECT v.image FROM audit_image_collection_rates v WHERE v.id = CAST(c.row_key AS BIGINT))
           WHEN 'card_tables' THEN (SELECT v.image FROM audit_image_card_tables v WHERE v.id = CAST(c.row_key AS BIGINT))
           WHEN 'seatings' THEN (SELECT v.image FROM audit_image_seatings v WHERE v.id = CAST(c.row_key AS BIGINT))
           WHEN 'dealer_pushes' THEN (SELECT v.image FROM audit_image_dealer_pushes v WHERE v.id = CAST(c.row_key AS BIGINT))
           WHEN 'button_draws' THEN (SELECT v.image FROM audit_image_button_draws v WHERE v.id = CAST(c.row_key AS BIGINT))
           WHEN 'time_collections' THEN (SELECT v.image FROM audit_image_time_collections v WHERE v.id = CAST(c.row_key AS BIGINT))
           WHEN 'hands' THEN (SELECT v.image FROM audit_image_hands v WHERE v.id = CAST(c.row_key AS BIGINT))
           WHEN 'hand_events' THEN (SELECT v.image FROM audit_image_hand_events v WHERE v.hand_id = CAST(split_part(c.row_key, ':', 1) AS BIGINT) AND v.seq = CAST(split_part(c.row_key, ':', 2) AS BIGINT))
           WHEN 'drop_collections' THEN (SELECT v.image FROM audit_image_drop_collections v WHERE v.id = CAST(c.row_key AS BIGINT))
           WHEN 'shifts' THEN (SELECT v.image FROM audit_image_shifts v WHERE v.id = CAST(c.row_key AS BIGINT))
           WHEN 'banked_results' THEN (SELECT v.image FROM audit_image_banked_results v WHERE v.id = CAST(c.row_key AS BIGINT))
           WHEN 'sign_ins' THEN (SELECT v.image FROM audit_image_sign_ins v WHERE v.id = CAST(c.row_key AS BIGINT))
           WHEN 'report_prints' THEN (SELECT v.image FROM audit_image_report_prints v WHERE v.id = CAST(c.row_key AS BIGINT))
           WHEN 'adjustments' THEN (SELECT v.image FROM audit_image_adjustments v WHERE v.id = CAST(c.row_key AS BIGINT))
           WHEN 'chip_moves' THEN (SELECT v.image FROM audit_image_chip_moves v WHERE v.id = CAST(c.row_key AS BIGINT))
           WHEN 'box_counts' THEN (SELECT v.image FROM audit_image_box_counts v WHERE v.id = CAST(c.row_key AS BIGINT))
           WHEN 'shift_countersignatures' THEN (SELECT v.image FROM audit_image_shift_countersignatures v WHERE v.id = CAST(c.row_key AS BIGINT))
           WHEN 'bank_moves' THEN (SELECT v.image FROM audit_image_bank_moves v WHERE v.id = CAST(c.row_key AS BIGINT))
           WHEN 'jackpot_funds' THEN (SELECT v.image FROM audit_image_jackpot_funds v WHERE v.id = CAST(c.row_key AS BIGINT))
           WHEN 'jackpot_terms' THEN (SELECT v.image FROM audit_image_jackpot_terms v WHERE v.id = CAST(c.row_key AS BIGINT))
           WHEN 'jackpot_moves' THEN (SELECT v.image FROM audit_image_jackpot_moves v WHERE v.id = CAST(c.row_key AS BIGINT))
           WHEN 'jackpot_collections' THEN (SELECT v.image FROM audit_image_jackpot_collections v WHERE v.id = CAST(c.row_key AS BIGINT))
           WHEN 'jackpot_hits' THEN (SELECT v.image FROM audit_image_jackpot_hits v WHERE v.id = CAST(c.row_key AS BIGINT))
           WHEN 'jackpot_payouts' THEN (SELECT v.image FROM audit_image_jackpot_payouts v WHERE v.id = CAST(c.row_key AS BIGINT))
           WHEN 'staff_languages' THEN (SELECT v.image FROM audit_image_staff_languages v WHERE v.id = CAST(c.row_key AS BIGINT))
           WHEN 'players' THEN (SELECT v.image FROM audit_image_players v WHERE v.id = CAST(c.row_key AS BIGINT))
           WHEN 'player_restrictions' THEN (SELECT v.image FROM audit_image_player_restrictions v WHERE v.id = CAST(c.row_key AS BIGINT))
           WHEN 'restriction_lifts' THEN (SELECT v.image FROM audit_image_restriction_lifts v WHERE v.id = CAST(c.row_key AS BIGINT))
           WHEN 'cash_transactions' THEN (SELECT v.image FROM audit_image_cash_transactions v WHERE v.id = CAST(c.row_key AS BIGINT))
           WHEN 'exclusion_notices' THEN (SELECT v.image FROM audit_image_exclusion_notices v WHERE v.id = CAST(c.row_key AS BIGINT))
           WHEN 'exclusion_incidents' THEN (SELECT v.image FROM audit_image_exclusion_incidents v WHERE v.id = CAST(c.row_key AS BIGINT))
           WHEN 'comp_rules' THEN (SELECT v.image FROM audit_image_comp_rules v WHERE v.id = CAST(c.row_key AS BIGINT))
           WHEN 'comps' THEN (SELECT v.image FROM audit_image_comps v WHERE v.id = CAST(c.row_key AS BIGINT))
       END AS image
  FROM audit_changes c;
-- both:

-- Every recorded state with its image: stored, or the one the row's next change replaced, or
-- the row as it is now.
CREATE VIEW audit_states AS
SELECT c.id, c.tbl, c.row_key,
       CASE WHEN c.image <> 'null' THEN c.image
            ELSE coalesce((SELECT n.before_image FROM audit_changes n
                            WHERE n.tbl = c.tbl AND n.row_key = c.row_key AND n.id > c.id
                            ORDER BY n.id LIMIT 1),
                          (SELECT l.image FROM audit_live l WHERE l.id = c.id))
       END AS image,
       c.before_image
  FROM audit_changes c;

-- The states stored so far, converted (the guard against changing them lifted meanwhile).
-- sqlite:
DROP TRIGGER audit_changes_never_updated;
-- postgres:
ALTER TABLE audit_changes DISABLE TRIGGER audit_changes_never_updated;
-- both:
UPDATE audit_changes SET before_image = (
    SELECT p.image FROM audit_changes p
     WHERE p.tbl = audit_changes.tbl AND p.row_key = audit_changes.row_key
       AND p.id < audit_changes.id
     ORDER BY p.id DESC LIMIT 1);
UPDATE audit_changes SET image = 'null'
 WHERE EXISTS (SELECT 1 FROM audit_changes n
                WHERE n.tbl = audit_changes.tbl AND n.row_key = audit_changes.row_key
                  AND n.id > audit_changes.id);
UPDATE audit_changes SET image = 'null'
 WHERE image <> 'null'
   AND image = (SELECT l.image FROM audit_live l WHERE l.id = audit_changes.id);
-- sqlite:
CREATE TRIGGER audit_changes_never_updated BEFORE UPDATE ON audit_changes BEGIN
    SELECT RAISE(ABORT, 'append_only: audit_changes is never changed');
END;
-- postgres:
ALTER TABLE audit_changes ENABLE TRIGGER audit_changes_never_updated;
-- both:
