//! Each table's seat-change list: offered a seat that opens before the waiting list, in its
//! order (players at the table, then players from other tables, each by the time they asked),
//! through every dealer rotation, a declined seat costing the place or not as the house sets.

use cardroom_room::{OpenTable, SeatChangeDecline};

use super::{add_list, holdem_4_8, holdem_req, join};
use crate::support::{Fixture, assert_refusal};

/// A full $4/$8 Hold'em table of three seats (Ann, Bob, Cy) and a $4/$8 list with Dan.
fn full_table(f: &mut Fixture) -> (i64, i64) {
    let table = f.open_seated(
        OpenTable {
            seat_limit: Some(3),
            ..holdem_req("Table 1", 400, 800)
        },
        &[(1, "Ann"), (2, "Bob"), (3, "Cy")],
    );
    let list = add_list(f, &holdem_4_8());
    join(f, list, "Dan");
    (table, list)
}

fn names(f: &Fixture, table: i64) -> Vec<String> {
    f.room
        .seat_changes(table)
        .unwrap()
        .into_iter()
        .map(|v| v.player_name)
        .collect()
}

#[test]
fn a_seat_that_opens_goes_to_the_seat_change_list_before_the_waiting_list() {
    let mut f = Fixture::new();
    let (table, _) = full_table(&mut f);
    let list = f
        .room
        .request_seat_change(f.floor.id, table, table, 2)
        .unwrap();
    assert_eq!(list[0].player_name, "Bob");
    f.room.unseat_player(f.floor.id, table, 3).unwrap();
    let err = f.room.call_seat(f.floor.id, table, None).unwrap_err();
    assert_refusal(&err, "seat_change_first", "Bob (Table 1, seat 2)");
    let moved = f.room.take_seat_change(f.floor.id, list[0].id, 3).unwrap();
    assert_eq!((moved.player_name.as_str(), moved.seat_no), ("Bob", 3));
    assert!(names(&f, table).is_empty());
    // Seat 2 is open now, and nobody else asked: the waiting list's first is called.
    f.room.call_seat(f.floor.id, table, None).unwrap();
    let calls = f.room.waitlist_board(f.floor.id).unwrap().calls;
    assert_eq!(calls[0].player_name, "Dan");
}

#[test]
fn the_list_puts_players_at_the_table_first_then_others_by_time_and_survives_rotation() {
    let mut f = Fixture::new();
    let (table, _) = full_table(&mut f);
    let other = f.open_seated(holdem_req("Table 2", 400, 800), &[(5, "Eve")]);
    f.push_dealer(table, "Dee");
    f.at("2026-11-23T18:01:00Z");
    f.room
        .request_seat_change(f.floor.id, table, other, 5)
        .unwrap();
    f.at("2026-11-23T18:05:00Z");
    f.room
        .request_seat_change(f.floor.id, table, table, 3)
        .unwrap();
    f.at("2026-11-23T18:10:00Z");
    f.room
        .request_seat_change(f.floor.id, table, table, 1)
        .unwrap();
    assert_eq!(names(&f, table), ["Cy", "Ann", "Eve"]);
    // Three dealers later the list is as it was, on the board and the console.
    for (at, dealer) in [("18:40", "Ed"), ("19:10", "Flo"), ("19:40", "Gus")] {
        f.at(&format!("2026-11-23T{at}:00Z"));
        f.push_dealer(table, dealer);
    }
    assert_eq!(names(&f, table), ["Cy", "Ann", "Eve"]);
    let console = f.room.dealer_console(f.floor.id, table).unwrap();
    let on_console: Vec<&str> = console
        .table
        .seat_changes
        .iter()
        .map(|v| v.player_name.as_str())
        .collect();
    assert_eq!(on_console, ["Cy", "Ann", "Eve"]);
    let again = f
        .room
        .request_seat_change(f.floor.id, table, table, 3)
        .unwrap_err();
    assert_refusal(&again, "already_on_seat_change_list", "Cy");
}

#[test]
fn a_player_who_declines_loses_his_place_unless_the_house_says_he_keeps_it() {
    let mut f = Fixture::new();
    let (table, _) = full_table(&mut f);
    let bob = f
        .room
        .request_seat_change(f.floor.id, table, table, 2)
        .unwrap()[0]
        .id;
    f.room.unseat_player(f.floor.id, table, 3).unwrap();
    assert!(
        f.room
            .decline_seat_change(f.floor.id, bob)
            .unwrap()
            .is_empty()
    );
    f.room.call_seat(f.floor.id, table, None).unwrap();

    let mut f = Fixture::new();
    let mut settings = f.room.floor_settings().unwrap();
    settings.seat_change_decline = SeatChangeDecline::Keeps;
    f.room.set_floor_settings(f.floor.id, &settings).unwrap();
    let (table, _) = full_table(&mut f);
    let bob = f
        .room
        .request_seat_change(f.floor.id, table, table, 2)
        .unwrap()[0]
        .id;
    f.at("2026-11-23T18:05:00Z");
    f.room.unseat_player(f.floor.id, table, 3).unwrap();
    f.at("2026-11-23T18:06:00Z");
    let list = f.room.decline_seat_change(f.floor.id, bob).unwrap();
    assert_eq!(
        (list[0].player_name.as_str(), list[0].passed),
        ("Bob", true)
    );
    // Passed over for this seat: Dan is called to it.
    f.room.call_seat(f.floor.id, table, None).unwrap();
    // The next seat that opens is offered to Bob again, first.
    f.at("2026-11-23T18:20:00Z");
    f.room.unseat_player(f.floor.id, table, 1).unwrap();
    assert!(!f.room.seat_changes(table).unwrap()[0].passed);
    let err = f.room.call_seat(f.floor.id, table, None).unwrap_err();
    assert_eq!(err.code(), "seat_change_first");
}

#[test]
fn a_dealer_gives_a_seat_change_at_his_table_but_a_move_from_another_table_is_the_floors() {
    let (mut f, dee) = Fixture::with_dealer("Dee");
    let (table, _) = full_table(&mut f);
    let other = f.open_seated(holdem_req("Table 2", 400, 800), &[(5, "Eve")]);
    f.room.push_dealer(f.floor.id, table, dee.id).unwrap();
    let mine = f.room.request_seat_change(dee.id, table, table, 1).unwrap()[0].id;
    let eve = f
        .room
        .request_seat_change(f.floor.id, table, other, 5)
        .unwrap()[1]
        .id;
    f.room.unseat_player(f.floor.id, table, 3).unwrap();
    let refused = f.room.take_seat_change(dee.id, eve, 3).unwrap_err();
    assert_refusal(&refused, "not_permitted", "move a player to another table");
    let moved = f.room.take_seat_change(dee.id, mine, 3).unwrap();
    assert_eq!((moved.player_name.as_str(), moved.seat_no), ("Ann", 3));
}

#[test]
fn a_player_who_leaves_his_seat_leaves_the_seat_change_list() {
    let mut f = Fixture::new();
    let (table, _) = full_table(&mut f);
    f.room
        .request_seat_change(f.floor.id, table, table, 2)
        .unwrap();
    f.room.unseat_player(f.floor.id, table, 2).unwrap();
    assert!(names(&f, table).is_empty());
    f.room.call_seat(f.floor.id, table, None).unwrap();
}

/// Table 2 ($4/$8 Hold'em) with Ann seated at 18:05 and Bob at 18:10, broken at 18:30, while
/// Dan has waited on the $4/$8 list since 18:00: the list's names after the break.
fn broken(place: cardroom_room::BrokenTablePlace) -> (Vec<String>, Vec<Option<String>>) {
    let mut f = Fixture::new();
    let mut settings = f.room.floor_settings().unwrap();
    settings.broken_table_players = place;
    f.room.set_floor_settings(f.floor.id, &settings).unwrap();
    let list = add_list(&f, &holdem_4_8());
    join(&f, list, "Dan");
    let table = f.open(holdem_req("Table 2", 400, 800)).id;
    f.at("2026-11-23T18:05:00Z");
    f.seat(table, 3, "Ann");
    f.at("2026-11-23T18:10:00Z");
    f.seat(table, 1, "Bob");
    f.at("2026-11-23T18:30:00Z");
    let entries = f.room.break_table(f.floor.id, table).unwrap();
    assert_eq!(entries.len(), 2);
    assert!(f.room.seats(table).is_err() || f.room.seats(table).unwrap().is_empty());
    let board = f.room.waitlist_board(f.floor.id).unwrap();
    let l = board.lists.iter().find(|l| l.id == list).unwrap();
    (
        l.players.iter().map(|p| p.player_name.clone()).collect(),
        l.players
            .iter()
            .map(|p| p.from_broken_table.clone())
            .collect(),
    )
}

#[test]
fn a_broken_tables_players_go_ahead_of_the_list_longest_seated_first_by_default() {
    let (names, from) = broken(cardroom_room::BrokenTablePlace::Top);
    assert_eq!(names, ["Ann", "Bob", "Dan"]);
    assert_eq!(
        from,
        [Some("Table 2".to_owned()), Some("Table 2".to_owned()), None]
    );
}

#[test]
fn a_house_may_put_a_broken_tables_players_at_the_bottom_instead() {
    let (names, _) = broken(cardroom_room::BrokenTablePlace::Bottom);
    assert_eq!(names, ["Dan", "Ann", "Bob"]);
}
