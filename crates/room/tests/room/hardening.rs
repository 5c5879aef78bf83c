//! What a careless or hostile user found, each a regression test: typos that bricked the
//! room, amounts that overflowed, a closed shift that changed, reads that needed the write
//! lock, and a `db check` that saw too little.

use cardroom_room::values::{Interval, MAX_STACK_CENTS, MAX_STAKE_CENTS, Name, Stack, Stake};
use cardroom_room::{Mark, NotPaidReason, Role, Room};
use proptest::prelude::*;

use crate::bad_input::{refused, seat_req};
use crate::support::{DAY, Fixture, limit_table};

#[test]
fn a_collection_interval_outside_one_minute_to_a_day_is_refused_and_the_room_stays_usable() {
    let mut f = Fixture::new();
    let floor = f.floor.id;
    for minutes in [0, -5, 1441, 140_000_000_000] {
        let mut req = limit_table("Draw 1", "five_card_draw", 200, 400);
        req.rate_cents = Some(100);
        req.collection_interval_minutes = Some(minutes);
        let msg = refused(&mut f, "invalid_input", |f| f.room.open_table(floor, &req));
        assert!(msg.contains("1 to 1440 minutes"), "{msg}");
    }
    assert!(f.room.status_board(false).unwrap().is_empty());
    crate::support::record_and_list(&f.room, floor, None).unwrap();
}

#[test]
fn stakes_and_stacks_above_their_maximum_are_refused() {
    let mut f = Fixture::new();
    let floor = f.floor.id;
    let mut req = limit_table("Big", "holdem", 200, 400);
    req.big_bet_cents = MAX_STAKE_CENTS + 25;
    refused(&mut f, "invalid_input", |f| f.room.open_table(floor, &req));
    let t = f.open(limit_table("Table 1", "holdem", 200, 400)).id;
    let mut seat = seat_req(t, 1, "Ann");
    seat.stack_cents = 9_223_372_036_854_775_807;
    let msg = refused(&mut f, "invalid_input", |f| {
        f.room.seat_player(floor, &seat)
    });
    assert!(
        msg.contains("$100,000,000") || msg.contains("$100000000.00"),
        "{msg}"
    );
    seat.stack_cents = MAX_STACK_CENTS;
    f.room.seat_player(floor, &seat).unwrap();
}

#[test]
fn a_stack_is_a_whole_number_of_the_tables_chips() {
    let mut f = Fixture::new();
    let floor = f.floor.id;
    let t = f.open(limit_table("Table 1", "holdem", 200, 400)).id;
    let mut seat = seat_req(t, 1, "Ann");
    seat.stack_cents = 10_001;
    let msg = refused(&mut f, "invalid_input", |f| {
        f.room.seat_player(floor, &seat)
    });
    assert!(msg.contains("chips"), "{msg}");
}

#[test]
fn names_with_controls_direction_overrides_or_invisible_characters_are_refused() {
    let mut f = Fixture::new();
    let floor = f.floor.id;
    let t = f.open(limit_table("Table 1", "holdem", 200, 400)).id;
    for bad in [
        "Ann\nBob",
        "\u{1b}[31mRed",
        "Ann\u{202e}doB",
        "An\u{200b}n",
        "",
        "   ",
        &"x".repeat(65),
        &"x".repeat(100_000),
    ] {
        refused(&mut f, "invalid_input", |f| {
            f.room.seat_player(floor, &seat_req(t, 1, bad))
        });
        refused(&mut f, "invalid_input", |f| {
            f.room.add_staff(Some(floor), bad, Role::Dealer)
        });
    }
}

#[test]
fn a_look_alike_of_an_existing_staff_name_is_the_same_name() {
    let mut f = Fixture::new();
    let floor = f.floor.id;
    // Cyrillic "а", fullwidth letters, other case, extra spaces: all Maria.
    for twin in ["M\u{0430}ria", "Ｍａｒｉａ", "MARIA", " maria "] {
        refused(&mut f, "duplicate_staff", |f| {
            f.room.add_staff(Some(floor), twin, Role::Dealer)
        });
        assert_eq!(f.room.staff_named(twin).unwrap().id, floor);
    }
}

#[test]
fn two_open_tables_cannot_share_a_name() {
    let mut f = Fixture::new();
    let floor = f.floor.id;
    f.open(limit_table("Table 1", "holdem", 200, 400));
    let twin = limit_table("table  1", "holdem", 200, 400);
    refused(&mut f, "invalid_input", |f| f.room.open_table(floor, &twin));
}

/// A room with Ann in seat 1 of a $2/$4 Hold'em table: (room, floor manager, table).
fn ann_seated() -> (Fixture, i64, i64) {
    let (f, t) = Fixture::seated(limit_table("Table 1", "holdem", 200, 400), &[(1, "Ann")]);
    let floor = f.floor.id;
    (f, floor, t)
}

#[test]
fn moving_a_player_to_the_seat_he_is_in_is_refused() {
    let (mut f, floor, t) = ann_seated();
    refused(&mut f, "same_seat", |f| {
        f.room.move_player(floor, t, 1, t, 1)
    });
}

#[test]
fn sitting_in_a_player_already_in_is_refused() {
    let (mut f, floor, t) = ann_seated();
    refused(&mut f, "already_in_state", |f| {
        f.room.set_sitting_out(floor, t, 1, false)
    });
    f.room.set_sitting_out(floor, t, 1, true).unwrap();
    refused(&mut f, "already_in_state", |f| {
        f.room.set_sitting_out(floor, t, 1, true)
    });
}

#[test]
fn collections_due_at_a_closed_table_are_refused() {
    let mut f = Fixture::new();
    let floor = f.floor.id;
    let mut req = limit_table("Draw 1", "five_card_draw", 200, 400);
    req.rate_cents = Some(100);
    let t = f.open(req).id;
    f.room.close_table(floor, t).unwrap();
    refused(&mut f, "table_closed", |f| {
        crate::support::record_and_list(&f.room, floor, Some(t))
    });
}

/// A shift opened at 18:00 and a $1.00-a-half-hour draw table with Ann seated.
fn shift_with_a_draw_table() -> (Fixture, i64) {
    let mut f = Fixture::new();
    f.new_shift();
    let mut req = limit_table("Draw 1", "five_card_draw", 200, 400);
    req.rate_cents = Some(100);
    let t = f.open_seated(req, &[(1, "Ann")]);
    (f, t)
}

/// [`shift_with_a_draw_table`], the shift closed at 19:00.
fn closed_shift() -> (Fixture, i64) {
    let (f, t) = shift_with_a_draw_table();
    f.at("2026-11-23T19:00:00Z");
    f.room.close_shift(f.floor.id).unwrap();
    (f, t)
}

#[test]
fn closing_a_shift_records_every_collection_that_fell_due_in_it() {
    let (f, _) = closed_shift();
    let report = f.room.shift_report(f.floor.id, None).unwrap();
    // Due at 18:30 and 19:00; the shift covers [18:00, 19:00): one collection, unmarked.
    assert_eq!(report.totals.due_count, 1);
    assert_eq!(report.totals.unmarked_cents, 100);
}

#[test]
fn a_closed_shift_is_locked_a_comp_after_the_close_changes_nothing() {
    let (mut f, t) = closed_shift();
    let floor = f.floor.id;
    let before = f.room.shift_report(floor, None).unwrap();
    let due = crate::support::record_and_list(&f.room, floor, Some(t)).unwrap();
    let in_shift = due
        .iter()
        .find(|c| c.due_at == "2026-11-23T18:30:00Z")
        .unwrap()
        .key
        .clone();
    refused(&mut f, "shift_locked", |f| {
        f.room.mark_collection(
            floor,
            in_shift.clone(),
            Mark::NotPaid(NotPaidReason::Comped),
        )
    });
    refused(&mut f, "shift_locked", |f| {
        f.room.mark_collection(floor, in_shift.clone(), Mark::Paid)
    });
    assert_eq!(f.room.shift_report(floor, None).unwrap(), before);
    // The collection at 19:00 belongs to the next shift and can be marked in it.
    f.room.open_shift(floor).unwrap();
    let next = due
        .iter()
        .find(|c| c.due_at == "2026-11-23T19:00:00Z")
        .unwrap()
        .key
        .clone();
    f.room.mark_collection(floor, next, Mark::Paid).unwrap();
}

#[test]
fn a_report_writes_nothing() {
    let (f, _) = shift_with_a_draw_table();
    let floor = f.floor.id;
    f.at("2026-11-23T19:10:00Z");
    let before = f.snapshot();
    let report = f.room.shift_report(floor, None).unwrap();
    assert_eq!(f.snapshot(), before);
    // What fell due and is not recorded yet is still counted, as unmarked.
    assert_eq!(report.totals.due_count, 2);
    assert_eq!(report.totals.unmarked_cents, 200);
}

#[test]
fn reads_proceed_while_another_connection_holds_the_write_lock() {
    crate::sqlite_only!();
    let mut f = Fixture::new();
    f.open(limit_table("Table 1", "holdem", 200, 400));
    let other = rusqlite::Connection::open(&f.path).unwrap();
    other.execute_batch("BEGIN IMMEDIATE").unwrap();
    let started = std::time::Instant::now();
    // A new program opening the file, and reads through it.
    let room = Room::open(&f.path).unwrap();
    assert_eq!(room.status_board(false).unwrap().len(), 1);
    assert_eq!(f.room.list_staff().unwrap().len(), 1);
    assert!(started.elapsed() < std::time::Duration::from_secs(4));
    other.execute_batch("ROLLBACK").unwrap();
}

#[test]
fn a_read_only_database_can_be_read_and_refuses_writes_with_a_code() {
    crate::sqlite_only!();
    let mut f = Fixture::new();
    f.open(limit_table("Table 1", "holdem", 200, 400));
    let copy = f.path.with_file_name("copy.sqlite3");
    // A consistent copy without its WAL: VACUUM INTO.
    rusqlite::Connection::open(&f.path)
        .unwrap()
        .execute("VACUUM INTO ?1", [copy.to_str().unwrap()])
        .unwrap();
    {
        // A copy in WAL mode, as Cardroom leaves its files.
        let c = rusqlite::Connection::open(&copy).unwrap();
        let _: String = c
            .query_row("PRAGMA journal_mode = WAL", [], |r| r.get(0))
            .unwrap();
    }
    let mut perms = std::fs::metadata(&copy).unwrap().permissions();
    perms.set_readonly(true);
    std::fs::set_permissions(&copy, perms).unwrap();
    let room = Room::open(&copy).unwrap();
    assert_eq!(room.status_board(false).unwrap().len(), 1);
    // Root may write a read-only file: only check the refusal where the system refuses.
    if let Err(e) = room.add_staff(Some(f.floor.id), "Sam", Role::Dealer) {
        assert_eq!(e.code(), "db_read_only", "{e}");
    }
}

#[test]
fn opening_a_current_database_writes_nothing_to_it() {
    crate::sqlite_only!();
    let f = Fixture::new();
    // The room at rest (closed: one whole file), then opened and closed again.
    drop(f.room);
    let before = std::fs::read(&f.path).unwrap();
    let wal = f.path.with_extension("sqlite3-wal");
    let wal_before = std::fs::read(&wal).unwrap_or_default();
    drop(Room::open(&f.path).unwrap());
    assert_eq!(std::fs::read(&f.path).unwrap(), before);
    assert_eq!(std::fs::read(&wal).unwrap_or_default(), wal_before);
}

#[test]
fn a_room_stamped_ahead_by_a_wrong_clock_is_recovered_by_the_floor() {
    let mut f = Fixture::new();
    let floor = f.floor.id;
    f.at("2030-01-01T00:00:00Z");
    let dee = f.dealer("Dee");
    f.at("2026-11-23T18:05:00Z");
    let msg = refused(&mut f, "clock_backwards", |f| {
        f.room.add_staff(Some(floor), "Sam", Role::Dealer)
    });
    assert!(msg.contains("cardroom db reset-clock"), "{msg}");
    refused(&mut f, "not_permitted", |f| f.room.reset_clock(dee.id));
    let reset = f.room.reset_clock(floor).unwrap();
    assert_eq!(reset.was, "2030-01-01T00:00:00Z");
    f.room.add_staff(Some(floor), "Sam", Role::Dealer).unwrap();
    refused(&mut f, "clock_not_ahead", |f| f.room.reset_clock(floor));
}

#[test]
fn db_check_finds_a_dropped_table_a_tampered_event_a_zeroed_drop_and_a_deleted_collection() {
    crate::sqlite_only!();
    // A seeded room is sound.
    let (f, _) = Fixture::seeded(DAY);
    assert_eq!(f.room.check_room().unwrap(), Vec::<String>::new());
    // A tamperer who knows the schema lifts the append-only triggers for his edit and puts
    // them back, so the schema reads as Cardroom made it.
    let sql = |s: &str| crate::support::without_triggers(&f.path, "%_never_%", s);
    let check = |f: &Fixture| Room::open(&f.path).unwrap().check_room().unwrap();

    sql(
        "UPDATE drop_collections SET amount_cents = 0 WHERE id = (SELECT min(id) FROM drop_collections)",
    );
    let found = check(&f);
    assert!(
        found
            .iter()
            .any(|p| p.contains("has a drop of 0.00 recorded")),
        "{found:?}"
    );

    // The collection and the chips it took from the player's stack.
    sql(
        "CREATE TEMP TABLE gone AS SELECT min(id) AS id FROM time_collections WHERE status = 'paid';
         DELETE FROM chip_moves WHERE collection_id = (SELECT id FROM gone);
         DELETE FROM time_collections WHERE id = (SELECT id FROM gone);",
    );
    let found = check(&f);
    assert!(found.iter().any(|p| p.contains("is missing")), "{found:?}");

    sql(
        "UPDATE hand_events SET payload = '{\"nonsense\":1}' WHERE hand_id = (SELECT min(hand_id) FROM hand_events) AND seq = 1",
    );
    let found = check(&f);
    assert!(found.iter().any(|p| p.starts_with("hand ")), "{found:?}");

    rusqlite::Connection::open(&f.path)
        .unwrap()
        .execute_batch("DROP TABLE hand_events")
        .unwrap();
    let found = check(&f);
    assert!(
        found.iter().any(|p| p.contains("hand_events is missing")),
        "{found:?}"
    );
}

#[test]
fn a_room_whose_schema_was_damaged_is_refused_every_write_and_still_checked() {
    let f = Fixture::new();
    f.room
        .add_staff(Some(f.floor.id), "Dee", Role::Dealer)
        .unwrap();
    if f.url.is_some() {
        f.exec("DROP TABLE hand_events CASCADE").unwrap();
    } else {
        rusqlite::Connection::open(&f.path)
            .unwrap()
            .execute_batch("DROP TABLE hand_events")
            .unwrap();
    }
    // The room as a station opens it next: reads answer, writes are refused, nothing changes.
    let room = f.reopen();
    let before = room.list_staff().unwrap();
    let err = room
        .add_staff(Some(f.floor.id), "Eve", Role::Dealer)
        .unwrap_err();
    assert_eq!(err.code(), "db_damaged", "{err}");
    assert!(err.to_string().contains("hand_events"), "{err}");
    assert_eq!(room.list_staff().unwrap(), before, "nothing was written");
    assert!(before.iter().any(|s| s.name == "Dee"));
    let problems = room.schema_problems().unwrap();
    assert!(
        problems.iter().any(|p| p.contains("hand_events")),
        "{problems:?}"
    );
    assert!(
        room.check_room()
            .unwrap()
            .iter()
            .any(|p| p.contains("hand_events")),
        "db check still says how"
    );
}

proptest! {
    #[test]
    fn a_valid_name_parses_to_itself(name in "[A-Za-z][A-Za-z0-9 .'-]{0,40}[A-Za-z0-9]") {
        let parsed = Name::parse("name", &name).unwrap();
        prop_assert_eq!(Name::parse("name", parsed.as_str()).unwrap(), parsed.clone());
        prop_assert!(parsed.as_str().chars().count() <= 64);
    }

    #[test]
    fn a_name_holding_a_control_or_invisible_character_is_refused(
        before in "[A-Za-z]{1,10}",
        bad in prop::sample::select(vec!['\u{0}', '\n', '\u{1b}', '\u{7f}', '\u{85}', '\u{200b}', '\u{200d}', '\u{202e}', '\u{2066}', '\u{feff}']),
        after in "[A-Za-z]{0,10}",
    ) {
        let text = format!("{before}{bad}{after}");
        prop_assert!(Name::parse("name", &text).is_err());
    }

    #[test]
    fn a_stake_holds_exactly_the_amounts_from_nothing_to_its_limit(cents in any::<i64>()) {
        match Stake::new("stake", cents) {
            Ok(stake) => {
                prop_assert!((0..=MAX_STAKE_CENTS).contains(&cents));
                prop_assert_eq!(stake.cents(), cents);
            }
            Err(e) => {
                prop_assert!(!(0..=MAX_STAKE_CENTS).contains(&cents));
                prop_assert_eq!(e.code(), "invalid_input");
            }
        }
    }

    #[test]
    fn a_stack_holds_exactly_the_whole_chip_amounts_up_to_its_limit(
        cents in prop_oneof![any::<i64>(), 0..=MAX_STACK_CENTS],
        chip in prop::sample::select(vec![1_i64, 5, 25, 100, 500]),
    ) {
        let valid = (0..=MAX_STACK_CENTS).contains(&cents) && cents % chip == 0;
        match Stack::new(cents, chip) {
            Ok(stack) => prop_assert!(valid && stack.cents() == cents),
            Err(e) => prop_assert!(!valid && e.code() == "invalid_input"),
        }
    }

    #[test]
    fn an_interval_holds_one_minute_to_a_day(minutes in any::<i64>()) {
        let valid = (1..=1440).contains(&minutes);
        match Interval::new(minutes) {
            Ok(i) => prop_assert!(valid && i.minutes() == minutes && i.duration().num_minutes() == minutes),
            Err(_) => prop_assert!(!valid),
        }
    }

    #[test]
    fn dollars_printed_by_the_room_read_back_as_the_same_cents(cents in 0..=MAX_STACK_CENTS) {
        let text = cardroom_room::money::format_cents(cents);
        prop_assert_eq!(cardroom_room::money::parse_dollars(&text).unwrap(), cents);
        let dollars = cardroom_room::money::format_dollars(cents);
        prop_assert_eq!(cardroom_room::money::parse_dollars(&dollars).unwrap(), cents);
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(24))]

    #[test]
    fn a_seat_with_a_stack_out_of_range_is_refused(stack in prop_oneof![i64::MIN..0, (MAX_STACK_CENTS + 1)..=i64::MAX]) {
        let mut f = Fixture::new();
        let t = f.open(limit_table("Table 1", "holdem", 200, 400)).id;
        let mut seat = seat_req(t, 1, "Ann");
        seat.stack_cents = stack;
        let err = f.room.seat_player(f.floor.id, &seat).unwrap_err();
        prop_assert_eq!(err.code(), "invalid_input");
    }
}

#[test]
fn a_table_whose_drop_is_not_in_its_chips_is_refused_at_opening() {
    let mut f = Fixture::new();
    let floor = f.floor.id;
    let mut req = limit_table("Table 1", "holdem", 200, 400);
    req.rate_cents = Some(310);
    let msg = refused(&mut f, "invalid_input", |f| f.room.open_table(floor, &req));
    assert!(
        msg.contains("not a whole number of the table's $0.25 chips"),
        "{msg}"
    );
}

#[test]
fn amounts_changed_outside_cardroom_beyond_the_limits_are_found_and_never_wrap_a_report() {
    crate::sqlite_only!();
    let (f, t) = shift_with_a_draw_table();
    let floor = f.floor.id;
    f.at("2026-11-23T19:10:00Z");
    let due = crate::support::record_and_list(&f.room, floor, Some(t)).unwrap();
    for c in &due {
        f.room.mark_collection(floor, c, Mark::Paid).unwrap();
    }
    let c = rusqlite::Connection::open(&f.path).unwrap();
    c.execute_batch(
        "UPDATE time_collections SET amount_cents = 9223372036854775807;
         UPDATE seatings SET stack_cents = 9223372036854775807;",
    )
    .unwrap();
    let err = f.room.shift_report(floor, None).unwrap_err();
    assert_eq!(err.code(), "overflow", "{err}");
    let found = f.room.check_room().unwrap();
    assert!(
        found.iter().any(|p| p.starts_with("time collection")),
        "{found:?}"
    );
    assert!(found.iter().any(|p| p.starts_with("seating")), "{found:?}");
}
