//! Waiting lists: order, calls on the room's clock, seating from a call in one action,
//! interest lists, must-move tables, starting a game, the estimated wait, the wall board.

use cardroom_room::{CallTimeout, Entry, JoinWaitlist, Role, SeatFromCall, WaitEstimate};

use super::{add_list, any_holdem, board, holdem_4_8, holdem_req, holdem_table, join, names};
use crate::support::Fixture;

fn seat_from(
    f: &Fixture,
    call: i64,
    seat: i64,
) -> Result<cardroom_room::SeatDto, cardroom_room::RoomError> {
    f.room.seat_from_call(
        f.floor.id,
        &SeatFromCall {
            call_id: call,
            seat_no: seat,
            stack_cents: 20_000,
            entry: Entry::WaitForBigBlind,
            cash: false,
            not_excluded: None,
        },
    )
}

/// Table 1 ($4/$8 Hold'em with `seats` seats, Ann and Bob in 1 and 2) and its $4/$8 list with
/// `waiting` on it, in order: (table, list).
fn listed(f: &mut Fixture, seats: i64, waiting: &[&str]) -> (i64, i64) {
    let table = holdem_table(f, "Table 1", seats, &["Ann", "Bob"]);
    let list = add_list(f, &holdem_4_8());
    for name in waiting {
        join(f, list, name);
    }
    (table, list)
}

#[test]
fn a_list_keeps_players_in_the_order_they_were_added_with_their_time_waiting() {
    let mut f = Fixture::new();
    holdem_table(&mut f, "Table 1", 9, &["Ann", "Bob"]);
    let list = add_list(&f, &holdem_4_8());
    join(&f, list, "Maria Gonzalez");
    f.at("2026-11-23T18:05:00Z");
    join(&f, list, "Tom Lee");
    f.at("2026-11-23T18:20:00Z");
    let b = board(&f);
    assert_eq!(names(&b, list), ["Maria Gonzalez", "Tom Lee"]);
    let l = &b.lists[0];
    assert_eq!(l.label, "Texas Hold'em $4.00/$8.00");
    assert_eq!(l.players[0].place, 1);
    assert_eq!(l.players[0].minutes_waiting, 20);
    assert_eq!(l.players[1].minutes_waiting, 15);
    assert_eq!(l.tables.len(), 1, "the $4/$8 table feeds from it");
}

#[test]
fn the_same_player_twice_on_one_list_is_refused_and_nothing_changes() {
    let f = Fixture::new();
    let list = add_list(&f, &holdem_4_8());
    join(&f, list, "Tom Lee");
    let before = f.snapshot();
    let e = f
        .room
        .join_waitlist(
            f.floor.id,
            &JoinWaitlist {
                list_id: list,
                player_name: "  tom   LEE ".into(),
                note: None,
                player_number: None,
            },
        )
        .unwrap_err();
    assert_eq!(e.code(), "already_listed");
    assert_eq!(f.snapshot(), before);
    let e = f.room.add_waitlist(f.floor.id, &holdem_4_8()).unwrap_err();
    assert_eq!(e.code(), "waitlist_exists", "one list per game and stakes");
}

#[test]
fn calling_for_an_open_seat_calls_the_first_player_for_the_house_call_time() {
    let mut f = Fixture::new();
    let (table, _) = listed(&mut f, 3, &["Maria Gonzalez", "Tom Lee"]);
    f.room.call_seat(f.floor.id, table, None).unwrap();
    let b = board(&f);
    let call = &b.calls[0];
    assert_eq!(call.player_name, "Maria Gonzalez");
    assert_eq!(
        call.due_at, "2026-11-23T18:05:00Z",
        "five minutes by default"
    );
    assert_eq!(call.seconds_left, 300);
    assert_eq!(b.lists[0].players[0].estimate, WaitEstimate::Called);
    // The one open seat is promised: a second call is refused.
    let before = f.snapshot();
    let e = f.room.call_seat(f.floor.id, table, None).unwrap_err();
    assert_eq!(e.code(), "no_open_seat");
    assert_eq!(f.snapshot(), before);
}

#[test]
fn a_missed_call_sends_the_player_to_the_bottom_when_it_times_out_for_every_station() {
    let mut f = Fixture::new();
    let (table, list) = listed(&mut f, 3, &["Maria Gonzalez", "Tom Lee"]);
    f.room.call_seat(f.floor.id, table, None).unwrap();
    f.at("2026-11-23T18:04:59Z");
    assert_eq!(names(&board(&f), list), ["Maria Gonzalez", "Tom Lee"]);
    f.at("2026-11-23T18:06:00Z");
    let b = board(&f);
    assert_eq!(names(&b, list), ["Tom Lee", "Maria Gonzalez"]);
    assert!(b.calls.is_empty(), "the call is over");
    assert_eq!(
        b.lists[0].players[1].bottomed_at.as_deref(),
        Some("2026-11-23T18:05:00Z")
    );
    // Another station (another program on the same room) sees the same list, though nobody
    // wrote since.
    let other = f.reopen_with(Box::new(f.clock.clone()));
    let seen = other.waitlist_board(f.floor.id).unwrap();
    assert_eq!(names(&seen, list), ["Tom Lee", "Maria Gonzalez"]);
    // A player added after the call timed out comes after her.
    join(&f, list, "Cy Young");
    assert_eq!(
        names(&board(&f), list),
        ["Tom Lee", "Maria Gonzalez", "Cy Young"]
    );
    // The call cannot seat her any more.
    let call = f
        .query("SELECT id FROM seat_calls")
        .into_iter()
        .next()
        .unwrap()[0]
        .parse()
        .unwrap();
    let e = seat_from(&f, call, 3).unwrap_err();
    assert_eq!(e.code(), "call_over");
}

#[test]
fn more_time_for_a_called_player_runs_his_call_the_house_call_time_longer_and_keeps_his_place() {
    let mut f = Fixture::new();
    let (table, list) = listed(&mut f, 3, &["Maria Gonzalez", "Tom Lee"]);
    f.room.call_seat(f.floor.id, table, None).unwrap();
    let call = board(&f).calls[0].id;
    f.at("2026-11-23T18:04:00Z");
    f.room.extend_call(f.floor.id, call).unwrap();
    let b = board(&f);
    assert_eq!(
        b.calls[0].due_at, "2026-11-23T18:10:00Z",
        "five minutes more"
    );
    assert_eq!(
        b.calls[0].called_at, "2026-11-23T18:00:00Z",
        "called when he was"
    );
    assert_eq!(b.calls[0].seconds_left, 360);
    // Past the first deadline she is still called, first on the list, and can be seated.
    f.at("2026-11-23T18:07:00Z");
    assert_eq!(names(&board(&f), list), ["Maria Gonzalez", "Tom Lee"]);
    assert_eq!(
        seat_from(&f, call, 3).unwrap().player_name,
        "Maria Gonzalez"
    );
}

#[test]
fn a_call_that_is_over_cannot_be_given_more_time_and_nothing_changes() {
    let mut f = Fixture::new();
    let (table, _) = listed(&mut f, 3, &["Maria Gonzalez", "Tom Lee"]);
    f.room.call_seat(f.floor.id, table, None).unwrap();
    let call = board(&f).calls[0].id;
    f.at("2026-11-23T18:06:00Z");
    board(&f);
    let before = f.snapshot();
    let e = f.room.extend_call(f.floor.id, call).unwrap_err();
    assert_eq!(e.code(), "call_over", "{e}");
    assert_eq!(
        f.room.extend_call(f.floor.id, 99).unwrap_err().code(),
        "unknown_call"
    );
    assert_eq!(f.snapshot(), before);
}

#[test]
fn a_dealer_cannot_give_a_called_player_more_time() {
    let mut f = Fixture::new();
    let (table, _) = listed(&mut f, 3, &["Maria Gonzalez"]);
    f.room.call_seat(f.floor.id, table, None).unwrap();
    let call = board(&f).calls[0].id;
    let dee = f
        .room
        .add_staff(Some(f.floor.id), "Dee", Role::Dealer)
        .unwrap();
    let before = f.snapshot();
    assert_eq!(
        f.room.extend_call(dee.id, call).unwrap_err().code(),
        "not_permitted"
    );
    assert_eq!(f.snapshot(), before);
    assert_eq!(board(&f).calls[0].due_at, "2026-11-23T18:05:00Z");
}

#[test]
fn where_the_house_takes_missed_calls_off_the_player_leaves_the_list() {
    let mut f = Fixture::new();
    let table = holdem_table(&mut f, "Table 1", 3, &["Ann", "Bob"]);
    let mut settings = f.room.floor_settings().unwrap();
    settings.call_timeout = CallTimeout::Off;
    settings.call_minutes = 3;
    f.room.set_floor_settings(f.floor.id, &settings).unwrap();
    let list = add_list(&f, &holdem_4_8());
    join(&f, list, "Maria Gonzalez");
    join(&f, list, "Tom Lee");
    f.room.call_seat(f.floor.id, table, None).unwrap();
    f.at("2026-11-23T18:03:00Z");
    assert_eq!(names(&board(&f), list), ["Tom Lee"]);
    // The next write ends the call and records why she left, at the time it timed out.
    f.room.call_seat(f.floor.id, table, None).unwrap();
    let rows =
        f.query("SELECT player_name, removed_reason, removed_at FROM waitlist_entries ORDER BY id");
    assert_eq!(
        rows[0],
        ["Maria Gonzalez", "timed_out", "2026-11-23T18:03:00Z"]
    );
    assert_eq!(board(&f).calls[0].player_name, "Tom Lee");
}

#[test]
fn seating_from_the_call_takes_the_seat_and_every_list_at_once() {
    let mut f = Fixture::new();
    let table = holdem_table(&mut f, "Table 1", 3, &["Ann", "Bob"]);
    let list = add_list(&f, &holdem_4_8());
    let any = add_list(&f, &any_holdem());
    join(&f, list, "Maria Gonzalez");
    join(&f, any, "Maria Gonzalez");
    join(&f, any, "Tom Lee");
    let b = board(&f);
    assert_eq!(b.lists[0].players[0].also_on, [any]);
    f.room.call_seat(f.floor.id, table, None).unwrap();
    let call = board(&f).calls[0].id;
    let seat = seat_from(&f, call, 3).unwrap();
    assert_eq!(
        (seat.seat_no, seat.player_name.as_str()),
        (3, "Maria Gonzalez")
    );
    assert_eq!(seat.stack_cents, 20_000);
    let b = board(&f);
    assert!(names(&b, list).is_empty());
    assert_eq!(names(&b, any), ["Tom Lee"], "seated once, off both lists");
    assert!(b.calls.is_empty());
    let e = seat_from(&f, call, 3).unwrap_err();
    assert_eq!(e.code(), "call_over", "a call seats once");
}

#[test]
fn a_seat_taken_meanwhile_refuses_the_called_player_and_changes_nothing() {
    let mut f = Fixture::new();
    let (table, _) = listed(&mut f, 4, &["Maria Gonzalez"]);
    f.room.call_seat(f.floor.id, table, None).unwrap();
    f.seat(table, 3, "Walk In");
    let call = board(&f).calls[0].id;
    let before = f.snapshot();
    let e = seat_from(&f, call, 3).unwrap_err();
    assert_eq!(e.code(), "seat_taken");
    assert_eq!(f.snapshot(), before, "the call and her place stand");
    assert_eq!(seat_from(&f, call, 4).unwrap().seat_no, 4);
}

#[test]
fn an_interest_list_feeds_every_table_of_its_game_in_order_of_time() {
    let mut f = Fixture::new();
    let mut nl = holdem_req("Table 2", 200, 200);
    nl.betting = cardroom_room::Betting::NoLimit;
    nl.small_blind_cents = 100;
    nl.big_blind_cents = 200;
    nl.seat_limit = Some(3);
    let nl = f.open_seated(nl, &[(1, "Ann"), (2, "Bob")]);
    let fixed = add_list(&f, &holdem_4_8());
    let any = add_list(&f, &any_holdem());
    join(&f, fixed, "Early Limit");
    f.at("2026-11-23T18:01:00Z");
    join(&f, any, "Any Game");
    // The $1/$2 NL table is fed by the interest list only: its player is called.
    f.room.call_seat(f.floor.id, nl, None).unwrap();
    assert_eq!(board(&f).calls[0].player_name, "Any Game");
    let b = board(&f);
    let any_view = b.lists.iter().find(|l| l.id == any).unwrap();
    assert_eq!(any_view.label, "Any Texas Hold'em");
    assert_eq!(any_view.tables.len(), 1);
}

#[test]
fn a_must_move_player_seated_longest_is_called_first_and_moves_with_his_stack() {
    let mut f = Fixture::new();
    let main = holdem_table(&mut f, "Main", 3, &["Ann", "Bob"]);
    let feeder = holdem_table(&mut f, "Must Move", 9, &[]);
    f.room
        .set_must_move(f.floor.id, feeder, Some(main))
        .unwrap();
    f.at("2026-11-23T18:10:00Z");
    f.seat(feeder, 5, "Late Larry");
    f.at("2026-11-23T18:11:00Z");
    f.seat(feeder, 2, "Later Lou");
    let list = add_list(&f, &holdem_4_8());
    join(&f, list, "Listed Liz");
    let b = board(&f);
    assert_eq!(
        b.must_moves[0].next.as_ref().unwrap().player_name,
        "Late Larry"
    );
    f.room.call_seat(f.floor.id, main, None).unwrap();
    let b = board(&f);
    let call = &b.calls[0];
    assert_eq!(call.player_name, "Late Larry", "before the list");
    assert_eq!(call.must_move_from.as_ref().unwrap().seat_no, 5);
    let seat = seat_from(&f, call.id, 3).unwrap();
    assert_eq!(
        (seat.table_id, seat.stack_cents),
        (main, 10_000),
        "his own stack"
    );
    assert!(
        f.room
            .seats(feeder)
            .unwrap()
            .iter()
            .all(|s| s.player_name != "Late Larry")
    );
    assert_eq!(names(&board(&f), list), ["Listed Liz"]);
    // A must-move feeds a game of the same stakes only.
    let other = f.open(holdem_req("Other", 1000, 2000)).id;
    let e = f
        .room
        .set_must_move(f.floor.id, other, Some(main))
        .unwrap_err();
    assert_eq!(e.code(), "not_this_game");
}

#[test]
fn a_list_long_enough_for_a_table_is_offered_one_and_starting_it_calls_them() {
    let f = Fixture::new();
    let list = add_list(&f, &holdem_4_8());
    for name in ["A One", "B Two", "C Three", "D Four"] {
        join(&f, list, name);
    }
    assert!(!board(&f).lists[0].can_start, "five start a Hold'em game");
    let before = f.snapshot();
    let e = f
        .room
        .start_game(f.floor.id, list, &holdem_req("Table 9", 400, 800))
        .unwrap_err();
    assert_eq!(e.code(), "not_enough_waiting");
    assert_eq!(f.snapshot(), before);
    join(&f, list, "E Five");
    assert!(board(&f).lists[0].can_start);
    let e = f
        .room
        .start_game(f.floor.id, list, &holdem_req("Table 9", 1000, 2000))
        .unwrap_err();
    assert_eq!(
        e.code(),
        "not_this_game",
        "the table must deal the list's game"
    );
    let table = f
        .room
        .start_game(f.floor.id, list, &holdem_req("Table 9", 400, 800))
        .unwrap();
    let b = board(&f);
    assert_eq!(b.calls.len(), 5);
    assert!(b.calls.iter().all(|c| c.table_id == table.id));
}

#[test]
fn a_list_whose_running_table_has_open_seats_fills_them_before_it_is_offered_a_new_table() {
    let mut f = Fixture::new();
    // Four seated of nine: five seats open at the list's running table.
    holdem_table(&mut f, "Table 1", 9, &["P1", "P2", "P3", "P4"]);
    let list = add_list(&f, &holdem_4_8());
    for i in 1..=9 {
        join(&f, list, &format!("W{i}"));
    }
    assert!(
        !board(&f).lists[0].can_start,
        "nine waiting fill the five open seats; the four left over do not start a game"
    );
    join(&f, list, "W10");
    assert!(board(&f).lists[0].can_start, "five left over start one");
}

#[test]
fn the_wait_is_estimated_from_the_seat_turnover_as_a_range() {
    let mut f = Fixture::new_at("2026-11-23T15:00:00Z");
    let names_9: Vec<String> = (1..=9).map(|i| format!("P{i}")).collect();
    let refs: Vec<&str> = names_9.iter().map(String::as_str).collect();
    let table = holdem_table(&mut f, "Table 1", 9, &refs);
    let list = add_list(&f, &holdem_4_8());
    join(&f, list, "First Waiter");
    join(&f, list, "Second Waiter");
    let b = board(&f);
    assert_eq!(
        b.lists[0].players[0].estimate,
        WaitEstimate::Unknown,
        "no turnover yet"
    );
    // Six seats turn over in three hours, each refilled at once.
    for (i, minute) in [20, 50, 80, 110, 140, 170].iter().enumerate() {
        f.clock
            .set(crate::support::t("2026-11-23T15:00:00Z") + chrono::Duration::minutes(*minute));
        let seat = i64::try_from(i).unwrap() + 1;
        f.room.unseat_player(f.floor.id, table, seat).unwrap();
        f.seat(table, seat, &format!("New {seat}"));
    }
    f.at("2026-11-23T18:00:00Z");
    let b = board(&f);
    let l = &b.lists[0];
    assert_eq!(l.seats_opened, 6);
    let range = |estimate: WaitEstimate| match estimate {
        WaitEstimate::Range {
            low_minutes,
            high_minutes,
        } => (low_minutes, high_minutes),
        other => panic!("{other:?}"),
    };
    let (lo1, hi1) = range(l.players[0].estimate);
    let (lo2, hi2) = range(l.players[1].estimate);
    assert!(
        lo1 < 30 && 30 < hi1,
        "one seat every 30 minutes: {lo1}-{hi1}"
    );
    assert!(lo2 > lo1 && hi2 > hi1, "the second waits longer");
    // A seat opens: the first player's seat is open now.
    f.room.unseat_player(f.floor.id, table, 9).unwrap();
    assert_eq!(
        board(&f).lists[0].players[0].estimate,
        WaitEstimate::SeatOpen
    );
}

#[test]
fn the_wall_board_shows_first_names_and_initials_and_never_a_note() {
    let mut f = Fixture::new();
    let table = holdem_table(&mut f, "Table 1", 3, &["Ann", "Bob"]);
    let list = add_list(&f, &holdem_4_8());
    f.room
        .join_waitlist(
            f.floor.id,
            &JoinWaitlist {
                list_id: list,
                player_name: "Maria Gonzalez".into(),
                note: Some("555-0101".into()),
                player_number: None,
            },
        )
        .unwrap();
    join(&f, list, "Tom Lee");
    f.room.call_seat(f.floor.id, table, None).unwrap();
    let wall = f.room.wall_board().unwrap();
    assert_eq!(wall.games[0].label, "Texas Hold'em $4.00/$8.00");
    assert_eq!((wall.games[0].seated, wall.games[0].seat_limit), (2, 3));
    let shown: Vec<(&str, Option<&str>)> = wall.lists[0]
        .names
        .iter()
        .map(|n| (n.name.as_str(), n.called_to.as_deref()))
        .collect();
    assert_eq!(shown, [("Maria G.", Some("Table 1")), ("Tom L.", None)]);
    let text = serde_json::to_string(&wall).unwrap();
    assert!(
        !text.contains("Gonzalez") && !text.contains("555"),
        "{text}"
    );
}

#[test]
fn a_dealer_cannot_work_the_lists_and_nothing_changes() {
    let f = Fixture::new();
    let dee = f
        .room
        .add_staff(Some(f.floor.id), "Dee", Role::Dealer)
        .unwrap();
    let list = add_list(&f, &holdem_4_8());
    let before = f.snapshot();
    let e = f
        .room
        .join_waitlist(
            dee.id,
            &JoinWaitlist {
                list_id: list,
                player_name: "Tom".into(),
                note: None,
                player_number: None,
            },
        )
        .unwrap_err();
    assert_eq!(e.code(), "not_permitted");
    assert_eq!(
        f.room.waitlist_board(dee.id).unwrap_err().code(),
        "not_permitted"
    );
    assert_eq!(f.snapshot(), before);
}

#[test]
fn a_player_taken_off_the_list_loses_his_call_and_his_place() {
    let mut f = Fixture::new();
    let table = holdem_table(&mut f, "Table 1", 3, &["Ann", "Bob"]);
    let list = add_list(&f, &holdem_4_8());
    let maria = join(&f, list, "Maria Gonzalez");
    join(&f, list, "Tom Lee");
    f.room.call_seat(f.floor.id, table, None).unwrap();
    f.room.leave_waitlist(f.floor.id, maria).unwrap();
    let b = board(&f);
    assert_eq!(names(&b, list), ["Tom Lee"]);
    assert!(b.calls.is_empty());
    assert_eq!(
        f.room.leave_waitlist(f.floor.id, maria).unwrap_err().code(),
        "not_listed"
    );
    // A cancelled call keeps the player's place.
    f.room.call_seat(f.floor.id, table, None).unwrap();
    let call = board(&f).calls[0].id;
    f.room.cancel_call(f.floor.id, call).unwrap();
    assert_eq!(names(&board(&f), list), ["Tom Lee"]);
    assert_eq!(board(&f).open_seats[0].next.as_deref(), Some("Tom Lee"));
}

#[test]
fn closing_a_table_ends_the_calls_to_it_and_its_must_move_but_no_one_loses_his_place() {
    let mut f = Fixture::new();
    let main = holdem_table(&mut f, "Main", 3, &["Ann", "Bob"]);
    let feeder = holdem_table(&mut f, "Must Move", 9, &["Cy"]);
    f.room
        .set_must_move(f.floor.id, feeder, Some(main))
        .unwrap();
    let list = add_list(&f, &holdem_4_8());
    join(&f, list, "Maria Gonzalez");
    let other = holdem_table(&mut f, "Other", 3, &["Dee", "Eve"]);
    f.room.call_seat(f.floor.id, other, None).unwrap();
    f.room.close_table(f.floor.id, other).unwrap();
    let b = board(&f);
    assert!(b.calls.is_empty());
    assert_eq!(names(&b, list), ["Maria Gonzalez"], "she keeps her place");
    f.room.close_table(f.floor.id, main).unwrap();
    assert!(board(&f).must_moves.is_empty());
}

#[test]
fn the_wall_board_lists_tables_in_the_order_people_count_them() {
    let mut f = Fixture::new();
    for name in ["T10", "T2", "T1", "T12"] {
        f.open(holdem_req(name, 400, 800));
    }
    let names: Vec<String> = f
        .room
        .wall_board()
        .unwrap()
        .games
        .into_iter()
        .map(|g| g.table_name)
        .collect();
    assert_eq!(names, vec!["T1", "T2", "T10", "T12"]);
}
