//! Opening tables (rate resolution, seat limits), the status board, seats and dealers.

use cardroom_room::{Betting, CollectionStatus, DropMode, Entry, SeatPlayer};

use crate::support::{Fixture, jd_table, limit_table, no_blind_table};

#[test]
fn a_table_takes_its_rate_from_the_schedule_band_of_its_game_and_stakes() {
    let mut f = Fixture::new();
    let lowball = f.open(limit_table("Table 1", "lowball", 1000, 2000));
    assert_eq!(
        lowball
            .collection
            .as_ref()
            .map(ToString::to_string)
            .as_deref(),
        Some("4.00 per player every 30 minutes")
    );
    assert_eq!(lowball.stakes, "$10.00/$20.00");
    // The screens word the terms themselves: they travel as data.
    assert_eq!(
        lowball.collection,
        Some(cardroom_room::CollectionTerms {
            mode: cardroom_room::TableCollection::Time,
            amount_cents: 400,
            interval_minutes: 30
        })
    );
    let holdem = f.open(limit_table("Table 4", "holdem", 300, 600));
    assert_eq!(
        holdem
            .collection
            .as_ref()
            .map(ToString::to_string)
            .as_deref(),
        Some("4.00 from each pot")
    );
    let mut nl = limit_table("Table 5", "holdem", 200, 400);
    nl.betting = Betting::NoLimit;
    nl.small_blind_cents = 100;
    nl.big_blind_cents = 200;
    let nl = f.open(nl);
    assert_eq!(
        (
            nl.stakes.as_str(),
            nl.collection.unwrap().to_string().as_str()
        ),
        ("$1.00/$2.00 NL", "4.00 from each pot")
    );
    assert_eq!(
        nl.next_collection_due, None,
        "pot-drop tables have no time collection"
    );
}

#[test]
fn a_stake_outside_the_schedule_needs_the_managers_rate() {
    let mut f = Fixture::new();
    let err = f
        .room
        .open_table(f.floor.id, &limit_table("Table 1", "lowball", 300, 600))
        .unwrap_err();
    assert_eq!(err.code(), "no_rate");
    assert!(
        err.to_string()
            .contains("Low Ball at $3.00/$6.00 has no rate"),
        "{err}"
    );
    let mut with_rate = limit_table("Table 1", "lowball", 300, 600);
    with_rate.rate_cents = Some(350);
    assert_eq!(
        f.open(with_rate).collection.unwrap().to_string(),
        "3.50 per player every 30 minutes"
    );
}

#[test]
fn games_without_a_mint_row_open_only_with_a_managers_rate() {
    let f = Fixture::new();
    let mut joker_draw = jd_table("T", 30, 1200);
    joker_draw.rate_cents = None;
    for req in [no_blind_table("T", "mexican", 100, 200), joker_draw] {
        let err = f.room.open_table(f.floor.id, &req).unwrap_err();
        assert_eq!(err.code(), "no_rate", "{}", req.game);
    }
}

#[test]
fn holdem_seats_nine_in_a_cash_game_and_ten_in_a_tournament_five_card_draw_eight() {
    let mut f = Fixture::new();
    assert_eq!(f.open(limit_table("A", "holdem", 200, 400)).seat_limit, 9);
    let mut ten = limit_table("B", "holdem", 200, 400);
    ten.seat_limit = Some(10);
    assert_eq!(
        f.room.open_table(f.floor.id, &ten).unwrap_err().code(),
        "invalid_input"
    );
    ten.tournament = true;
    assert_eq!(f.open(ten).seat_limit, 10);
    let mut draw = limit_table("C", "five_card_draw", 400, 800);
    assert_eq!(f.open(draw.clone()).seat_limit, 8);
    draw.seat_limit = Some(9);
    assert_eq!(
        f.room.open_table(f.floor.id, &draw).unwrap_err().code(),
        "invalid_input"
    );
}

#[test]
fn amounts_must_be_whole_chip_units_and_blinds_ordered() {
    let f = Fixture::new();
    let mut odd = limit_table("A", "holdem", 200, 400);
    odd.small_blind_cents = 110;
    let err = f.room.open_table(f.floor.id, &odd).unwrap_err();
    assert_eq!(err.code(), "invalid_input");
    assert!(
        err.to_string().contains("multiple of the chip unit $0.25"),
        "{err}"
    );
    let mut upside_down = limit_table("A", "holdem", 200, 400);
    upside_down.small_blind_cents = 300;
    assert_eq!(
        f.room
            .open_table(f.floor.id, &upside_down)
            .unwrap_err()
            .code(),
        "invalid_input"
    );
}

#[test]
fn the_preview_says_when_the_schedules_drop_is_more_than_the_blinds() {
    let f = Fixture::new();
    let mut one_two = limit_table("Table 5", "holdem", 200, 400);
    one_two.betting = Betting::NoLimit;
    one_two.small_blind_cents = 100;
    one_two.big_blind_cents = 200;
    let preview = f.room.preview_table(&one_two).unwrap();
    assert_eq!(
        preview
            .collection
            .as_ref()
            .map(ToString::to_string)
            .as_deref(),
        Some("4.00 from each pot")
    );
    assert_eq!(
        preview
            .drop_warning
            .as_ref()
            .map(ToString::to_string)
            .as_deref(),
        Some(
            "The schedule's drop is 4.00 but the blinds are 3.00: a pot of only the blinds pays \
             the whole pot, short of the schedule."
        )
    );
    // With no flop, no drop, a pot of only the blinds pays nothing: nothing to warn of.
    let no_flop = f
        .room
        .preview_table(&cardroom_room::OpenTable {
            no_flop_no_drop: true,
            ..one_two.clone()
        })
        .unwrap();
    assert_eq!(no_flop.drop_warning, None);
    // 3/6 limit: blinds of 1.50 and 3.00 cover the 4.00 drop.
    let three_six = f
        .room
        .preview_table(&limit_table("Table 4", "holdem", 300, 600))
        .unwrap();
    assert_eq!(three_six.drop_warning, None);
}

#[test]
fn pan_and_the_banked_game_have_no_button_and_every_other_game_has_one() {
    let mut f = Fixture::new();
    let pan = f.open(no_blind_table("Pan 1", "pan", 200, 500));
    let banked = f.open(jd_table("JD 1", 30, 1200));
    let holdem = f.open(limit_table("Table 4", "holdem", 300, 600));
    let lowball = f.open(limit_table("Table 1", "lowball", 1000, 2000));
    assert_eq!(
        [
            pan.has_button,
            banked.has_button,
            holdem.has_button,
            lowball.has_button
        ],
        [false, false, true, true]
    );
}

#[test]
fn the_board_shows_what_each_table_collected_in_the_shift_not_its_rate() {
    let (f, t) = Fixture::seated(
        limit_table("Table 1", "lowball", 400, 800),
        &[(1, "Ann"), (2, "Bob")],
    );
    f.at("2026-11-23T18:31:00Z");
    let board = f.room.floor_board().unwrap();
    assert_eq!(
        board.tables[0].collected_cents,
        Some(0),
        "nothing collected yet"
    );
    let due = f.room.collections_due(f.floor.id, Some(t)).unwrap();
    assert_eq!(due.len(), 2);
    f.room
        .mark_collection(f.floor.id, &due[0], cardroom_room::Mark::Paid)
        .unwrap();
    f.room
        .mark_collection(
            f.floor.id,
            &due[1],
            cardroom_room::Mark::NotPaid(cardroom_room::NotPaidReason::SittingOut),
        )
        .unwrap();
    let board = f.room.floor_board().unwrap();
    assert_eq!(
        board.tables[0].collected_cents,
        Some(due[0].amount_cents),
        "one paid, one sitting out"
    );
}

#[test]
fn a_holdem_table_may_take_its_drop_from_the_button() {
    let mut f = Fixture::new();
    let mut req = limit_table("A", "holdem", 200, 400);
    req.drop_mode = Some(DropMode::ButtonDrop);
    assert_eq!(
        f.open(req)
            .collection
            .as_ref()
            .map(ToString::to_string)
            .as_deref(),
        Some("3.00 from the button")
    );
}

#[test]
fn the_status_board_shows_seated_players_dealer_and_next_collection() {
    let (mut f, dee) = Fixture::with_dealer("Dee");
    let table = f.open_seated(
        limit_table("Table 1", "lowball", 400, 800),
        &[(1, "Ann"), (5, "Bob")],
    );
    f.room.push_dealer(f.floor.id, table, dee.id).unwrap();
    f.at("2026-11-23T18:31:00Z");
    let board = f.room.status_board(false).unwrap();
    assert_eq!(board.len(), 1);
    let row = &board[0];
    assert_eq!((row.seated, row.seat_limit), (2, 8));
    assert_eq!(row.dealer.as_deref(), Some("Dee"));
    assert_eq!(
        row.next_collection_due.as_deref(),
        Some("2026-11-23T19:00:00Z")
    );
    assert!(!row.hand_in_progress);
    f.room.close_table(f.floor.id, table).unwrap();
    assert!(f.room.status_board(false).unwrap().is_empty());
    let closed = f.room.status_board(true).unwrap();
    assert_eq!(closed[0].closed_at.as_deref(), Some("2026-11-23T18:31:00Z"));
    assert_eq!((closed[0].seated, closed[0].dealer.clone()), (0, None));
}

#[test]
fn a_new_player_at_a_blind_game_waits_for_or_posts_the_big_blind() {
    let mut f = Fixture::new();
    let holdem = f.open(limit_table("A", "holdem", 200, 400)).id;
    let pan = f.open(no_blind_table("B", "pan", 200, 500)).id;
    let seat = |table, seat_no, entry| SeatPlayer {
        table_id: table,
        seat_no,
        player_name: format!("P{seat_no}"),
        player_number: None,
        stack_cents: 20_000,
        entry,
        cash: false,
        not_excluded: None,
    };
    let waits = f
        .room
        .seat_player(f.floor.id, &seat(holdem, 1, Entry::WaitForBigBlind))
        .unwrap();
    let posts = f
        .room
        .seat_player(f.floor.id, &seat(holdem, 2, Entry::PostBigBlind))
        .unwrap();
    let plays = f
        .room
        .seat_player(f.floor.id, &seat(pan, 1, Entry::WaitForBigBlind))
        .unwrap();
    assert_eq!(waits.entry, Entry::WaitForBigBlind);
    assert_eq!(posts.entry, Entry::PostBigBlind);
    assert_eq!(plays.entry, Entry::Playing, "Pan has no blinds to wait for");
}

#[test]
fn moving_seats_keeps_the_stack_and_a_table_change_waits_for_the_big_blind() {
    let mut f = Fixture::new();
    let a = f.open(limit_table("A", "holdem", 200, 400)).id;
    let b = f.open(limit_table("B", "holdem", 200, 400)).id;
    f.seat(a, 1, "Ann");
    let moved = f.room.move_player(f.floor.id, a, 1, a, 6).unwrap();
    assert_eq!((moved.seat_no, moved.stack_cents), (6, 10_000));
    let changed = f.room.move_player(f.floor.id, a, 6, b, 2).unwrap();
    assert_eq!(
        (changed.table_id, changed.seat_no, changed.entry),
        (b, 2, Entry::WaitForBigBlind)
    );
    assert!(f.room.seats(a).unwrap().is_empty());
    assert_eq!(f.room.seats(b).unwrap().len(), 1);
}

#[test]
fn a_player_sitting_out_keeps_his_seat_and_still_owes_time() {
    let (f, table) = Fixture::seated(limit_table("A", "five_card_draw", 400, 800), &[(1, "Ann")]);
    assert!(
        f.room
            .set_sitting_out(f.floor.id, table, 1, true)
            .unwrap()
            .sitting_out
    );
    f.at("2026-11-23T18:30:00Z");
    let due = crate::support::record_and_list(&f.room, f.floor.id, Some(table)).unwrap();
    assert_eq!((due.len(), due[0].status), (1, CollectionStatus::Due));
}

#[test]
fn one_dealer_per_table_and_one_table_per_dealer() {
    let (mut f, dee) = Fixture::with_dealer("Dee");
    let dan = f.dealer("Dan");
    let a = f.open(limit_table("A", "holdem", 200, 400)).id;
    let b = f.open(limit_table("B", "holdem", 200, 400)).id;
    f.room.push_dealer(f.floor.id, a, dee.id).unwrap();
    let err = f.room.push_dealer(f.floor.id, b, dee.id).unwrap_err();
    assert_eq!(err.code(), "dealer_busy");
    assert!(
        err.to_string().contains("Dee is already dealing at A"),
        "{err}"
    );
    f.room.push_dealer(f.floor.id, a, dan.id).unwrap(); // Dan relieves Dee
    f.room.push_dealer(f.floor.id, b, dee.id).unwrap();
    assert_eq!(
        f.room.table_status(a).unwrap().dealer.as_deref(),
        Some("Dan")
    );
    assert_eq!(
        f.room.table_status(b).unwrap().dealer.as_deref(),
        Some("Dee")
    );
    let floor_id = f.floor.id;
    assert_eq!(
        f.room
            .push_dealer(floor_id, a, floor_id)
            .unwrap_err()
            .code(),
        "not_a_dealer"
    );
}

#[test]
fn every_game_has_one_spec_and_the_database_agrees_on_its_name_and_collection() {
    let f = Fixture::new();
    let stored = f.query("SELECT code, name, collection_mode FROM games ORDER BY sort_order");
    let declared: Vec<Vec<String>> = cardroom_room::GAMES
        .iter()
        .map(|g| {
            vec![
                g.code.as_str().to_string(),
                g.name.to_string(),
                g.collection.as_str().to_string(),
            ]
        })
        .collect();
    assert_eq!(
        declared, stored,
        "GAMES lists the database's games in its order"
    );
    for game in cardroom_room::GAMES {
        assert_eq!(cardroom_room::game_spec(game.code), &game);
        let seats = game.tournament_seats.unwrap_or(game.max_seats);
        assert!((2..=10).contains(&game.usual_seats) && game.usual_seats <= game.max_seats);
        assert!(seats <= 10, "{}: a hand deals at most ten seats", game.name);
    }
}
