//! Players as people: one registered player across tables, lists and days; bars, self-
//! restriction and self-exclusion refused wherever he would play; his hours; and his cash at the
//! tables in the Title 31 logs (the multiple transaction log and the CTRs due).

use cardroom_room::{
    AddChips, Betting, Entry, JoinWaitlist, NewPlayerRequest, NewWaitlistRequest, OpenTable,
    RestrictPlayer, RestrictionKind, RestrictionScope, Role, SeatPlayer,
};

use crate::support::{Fixture, PIN, assert_refusal};

fn register(f: &Fixture, name: &str) -> String {
    f.room
        .add_player(
            f.floor.id,
            &NewPlayerRequest {
                number: None,
                name: name.into(),
                wall_name: None,
                birth_date: None,
                phone: Some("555 0100".into()),
                notes: Some("likes seat 1".into()),
            },
        )
        .unwrap()
        .number
}

/// A $5/$10 no-limit Hold'em table whose buy-in runs to $20,000.00.
fn big_table(f: &mut Fixture, name: &str) -> i64 {
    f.open(OpenTable {
        max_buy_in_cents: Some(2_000_000),
        ..OpenTable::new(
            name,
            "holdem".parse().unwrap(),
            Betting::NoLimit,
            (500, 1000),
            (1000, 2000),
        )
    })
    .id
}

fn seat_req(table: i64, seat: i64, number: Option<&str>, cents: i64, cash: bool) -> SeatPlayer {
    SeatPlayer {
        table_id: table,
        seat_no: seat,
        player_name: if number.is_some() {
            String::new()
        } else {
            format!("Seat {seat}")
        },
        player_number: number.map(str::to_owned),
        stack_cents: cents,
        entry: Entry::WaitForBigBlind,
        cash,
        not_excluded: None,
    }
}

fn seat(
    f: &Fixture,
    table: i64,
    seat: i64,
    number: &str,
) -> Result<cardroom_room::SeatDto, cardroom_room::RoomError> {
    f.room.seat_player(
        f.floor.id,
        &seat_req(table, seat, Some(number), 20_000, false),
    )
}

fn add_cash(
    f: &Fixture,
    table: i64,
    seat: i64,
    cents: i64,
) -> Result<(), cardroom_room::RoomError> {
    f.room
        .add_chips(
            f.floor.id,
            &AddChips {
                table_id: table,
                seat_no: seat,
                amount_cents: cents,
                cash: true,
            },
        )
        .map(|_| ())
}

fn restrict(
    f: &Fixture,
    number: &str,
    kind: RestrictionKind,
    scope: RestrictionScope,
    until: Option<&str>,
) -> Result<cardroom_room::PlayerCard, cardroom_room::RoomError> {
    f.room.restrict_player(
        f.floor.id,
        &RestrictPlayer {
            number: number.into(),
            kind,
            scope,
            reason: "fought at table 2".into(),
            from_day: None,
            until_day: until.map(str::to_owned),
        },
    )
}

fn bar(f: &Fixture, number: &str, until: Option<&str>) {
    restrict(
        f,
        number,
        RestrictionKind::Barred,
        RestrictionScope::Play,
        until,
    )
    .unwrap();
}

#[test]
fn players_are_numbered_in_order_and_a_number_taken_is_refused() {
    let f = Fixture::new();
    assert_eq!(register(&f, "Tom Baker"), "1001");
    assert_eq!(register(&f, "Ann Lee"), "1002");
    let taken = f
        .room
        .add_player(
            f.floor.id,
            &NewPlayerRequest {
                number: Some("#01001".into()),
                name: "Tim".into(),
                wall_name: None,
                birth_date: None,
                phone: None,
                notes: None,
            },
        )
        .unwrap_err();
    assert_refusal(&taken, "duplicate_player", "1001");
    let card = f.room.player(f.floor.id, "1001").unwrap();
    assert_eq!(
        (card.name.as_str(), card.wall_name.as_str()),
        ("Tom Baker", "Tom")
    );
}

#[test]
fn the_floor_finds_a_player_by_name_wall_name_number_or_phone_with_where_he_sits() {
    let mut f = Fixture::new();
    let tom = register(&f, "Tom Baker");
    register(&f, "Ann Lee");
    let table = big_table(&mut f, "Table 4");
    seat(&f, table, 6, &tom).unwrap();
    for text in ["tom", "BAKER", "1001", "0100"] {
        let found = f.room.find_players(f.floor.id, text).unwrap();
        assert!(found.iter().any(|p| p.number == tom), "{text}");
    }
    let found = f.room.find_players(f.floor.id, "tom").unwrap();
    assert_eq!(found.len(), 1);
    assert_eq!(
        (
            found[0].seated[0].table_name.as_str(),
            found[0].seated[0].seat_no
        ),
        ("Table 4", 6)
    );
}

#[test]
fn a_dealer_may_not_read_a_players_phone_or_notes() {
    let (f, dee) = Fixture::with_dealer("Dee");
    let tom = register(&f, "Tom Baker");
    let err = f.room.player(dee.id, &tom).unwrap_err();
    assert_refusal(&err, "not_permitted", "look a player up");
}

#[test]
fn one_player_is_never_seated_at_two_tables_and_a_move_is_a_move() {
    let mut f = Fixture::new();
    let tom = register(&f, "Tom Baker");
    let one = big_table(&mut f, "Table 1");
    let two = big_table(&mut f, "Table 2");
    seat(&f, one, 3, &tom).unwrap();
    let before = f.snapshot();
    let err = seat(&f, two, 5, &tom).unwrap_err();
    assert_refusal(&err, "player_seated_elsewhere", "Table 1, seat 3");
    assert_eq!(f.snapshot(), before, "nothing changed");
    let moved = f.room.move_player(f.floor.id, one, 3, two, 5).unwrap();
    assert_eq!(moved.player_id.as_deref(), Some(tom.as_str()));
    let card = f.room.player(f.floor.id, &tom).unwrap();
    assert_eq!(card.seated.len(), 1);
    assert_eq!(card.seated[0].table_name, "Table 2");
}

#[test]
fn a_barred_player_is_refused_at_seating_nothing_changes_and_the_trail_keeps_the_refusal() {
    let mut f = Fixture::new();
    let tom = register(&f, "Tom Baker");
    let table = big_table(&mut f, "Table 1");
    bar(&f, &tom, None);
    let entries = f.audit_entries().len();
    let before = f.snapshot();
    let err = seat(&f, table, 1, &tom).unwrap_err();
    assert_refusal(&err, "player_barred", "fought at table 2");
    assert_eq!(f.snapshot(), before, "nothing changed");
    let trail = f.audit_entries();
    assert_eq!(trail.len(), entries + 1, "the refusal is on the trail");
    let (kind, outcome, detail) = trail.last().unwrap();
    assert_eq!(
        (kind.as_str(), outcome.as_str()),
        ("seat_player", "refused")
    );
    assert!(detail.contains("barred"), "{detail}");
}

#[test]
fn a_barred_player_is_refused_on_a_waiting_list() {
    let f = Fixture::new();
    let tom = register(&f, "Tom Baker");
    let list = f
        .room
        .add_waitlist(
            f.floor.id,
            &NewWaitlistRequest {
                game: "holdem".parse().unwrap(),
                betting: Some(Betting::NoLimit),
                small_blind_cents: 100,
                big_blind_cents: 200,
                small_bet_cents: 0,
                big_bet_cents: 0,
            },
        )
        .unwrap();
    let join = |number: &str| {
        f.room.join_waitlist(
            f.floor.id,
            &JoinWaitlist {
                list_id: list,
                player_name: String::new(),
                player_number: Some(number.into()),
                note: None,
            },
        )
    };
    join(&tom).unwrap();
    let again = join(&tom).unwrap_err();
    assert_refusal(&again, "already_listed", "Tom");
    let ann = register(&f, "Ann Lee");
    bar(&f, &ann, None);
    let err = join(&ann).unwrap_err();
    assert_refusal(&err, "player_barred", "Ann Lee");
}

#[test]
fn a_bar_ends_at_the_start_of_its_until_day() {
    let mut f = Fixture::new();
    let tom = register(&f, "Tom Baker");
    let table = big_table(&mut f, "Table 1");
    bar(&f, &tom, Some("2026-11-25"));
    // The gaming day starts at 06:00 (the room's zone is UTC in the tests).
    f.at("2026-11-25T05:59:00Z");
    assert_refusal(
        &seat(&f, table, 1, &tom).unwrap_err(),
        "player_barred",
        "until",
    );
    f.at("2026-11-25T06:00:00Z");
    seat(&f, table, 1, &tom).unwrap();
}

#[test]
fn a_bar_is_lifted_only_with_a_floor_managers_pin_and_a_reason() {
    let mut f = Fixture::new();
    f.room.set_pin(f.floor.id, f.floor.id, PIN).unwrap();
    let tom = register(&f, "Tom Baker");
    let table = big_table(&mut f, "Table 1");
    bar(&f, &tom, None);
    let wrong = f
        .room
        .lift_restriction(f.floor.id, &tom, "apologised", "0000")
        .unwrap_err();
    assert_eq!(wrong.code(), "wrong_pin");
    let no_reason = f
        .room
        .lift_restriction(f.floor.id, &tom, " ", PIN)
        .unwrap_err();
    assert_eq!(no_reason.code(), "invalid_input");
    let card = f
        .room
        .lift_restriction(f.floor.id, &tom, "apologised", PIN)
        .unwrap();
    assert!(card.kept_from_play.is_none());
    assert_eq!(
        card.restrictions[0].lift_reason.as_deref(),
        Some("apologised")
    );
    seat(&f, table, 1, &tom).unwrap();
}

#[test]
fn a_self_exclusion_is_for_a_year_or_life_and_cannot_be_lifted_before_its_term_ends() {
    let mut f = Fixture::new();
    f.room.set_pin(f.floor.id, f.floor.id, PIN).unwrap();
    let tom = register(&f, "Tom Baker");
    let table = big_table(&mut f, "Table 1");
    let short = restrict(
        &f,
        &tom,
        RestrictionKind::SelfExcluded,
        RestrictionScope::Play,
        Some("2027-03-01"),
    )
    .unwrap_err();
    assert_refusal(&short, "invalid_input", "one year or for life");
    restrict(
        &f,
        &tom,
        RestrictionKind::SelfExcluded,
        RestrictionScope::Play,
        Some("2027-11-24"),
    )
    .unwrap();
    assert_refusal(
        &seat(&f, table, 1, &tom).unwrap_err(),
        "player_self_excluded",
        "self-exclusion list",
    );
    let lift = f
        .room
        .lift_restriction(f.floor.id, &tom, "asked to play", PIN)
        .unwrap_err();
    assert_refusal(&lift, "self_exclusion_stands", "cannot be lifted");
    f.at("2027-11-24T06:00:00Z");
    f.new_shift();
    seat(&f, table, 1, &tom).unwrap();
}

#[test]
fn a_self_restriction_from_marketing_leaves_him_free_to_play_and_one_from_play_does_not() {
    let mut f = Fixture::new();
    let tom = register(&f, "Tom Baker");
    let table = big_table(&mut f, "Table 1");
    restrict(
        &f,
        &tom,
        RestrictionKind::SelfRestricted,
        RestrictionScope::Marketing,
        None,
    )
    .unwrap();
    seat(&f, table, 1, &tom).unwrap();
    let ann = register(&f, "Ann Lee");
    restrict(
        &f,
        &ann,
        RestrictionKind::SelfRestricted,
        RestrictionScope::Play,
        None,
    )
    .unwrap();
    assert_refusal(
        &seat(&f, table, 2, &ann).unwrap_err(),
        "player_self_restricted",
        "Ann Lee",
    );
    let bar_marketing = restrict(
        &f,
        &ann,
        RestrictionKind::Barred,
        RestrictionScope::Marketing,
        None,
    )
    .unwrap_err();
    assert_eq!(bar_marketing.code(), "invalid_input");
}

#[test]
fn his_hours_today_count_every_table_he_sat_at_less_his_time_sitting_out() {
    let mut f = Fixture::new();
    let tom = register(&f, "Tom Baker");
    let one = big_table(&mut f, "Table 1");
    let two = big_table(&mut f, "Table 2");
    seat(&f, one, 1, &tom).unwrap();
    f.at("2026-11-23T19:00:00Z");
    f.room.set_sitting_out(f.floor.id, one, 1, true).unwrap();
    f.at("2026-11-23T19:20:00Z");
    f.room.set_sitting_out(f.floor.id, one, 1, false).unwrap();
    f.at("2026-11-23T19:30:00Z");
    f.room.move_player(f.floor.id, one, 1, two, 4).unwrap();
    f.at("2026-11-23T20:30:00Z");
    let card = f.room.player(f.floor.id, &tom).unwrap();
    // 18:00 to 20:30 is 150 minutes, less 20 sitting out.
    assert_eq!(card.minutes_today, 130);
    // The next gaming day starts at 06:00: his hours start again.
    f.room.unseat_player(f.floor.id, two, 4).unwrap();
    f.at("2026-11-24T07:00:00Z");
    assert_eq!(f.room.player(f.floor.id, &tom).unwrap().minutes_today, 0);
}

#[test]
fn two_cash_add_ons_of_6000_make_a_ctr_of_12000_and_both_go_to_the_mtl() {
    let mut f = Fixture::new();
    let tom = register(&f, "Tom Baker");
    let table = big_table(&mut f, "Table 1");
    seat(&f, table, 1, &tom).unwrap();
    add_cash(&f, table, 1, 600_000).unwrap();
    add_cash(&f, table, 1, 600_000).unwrap();
    let ctr = f.room.ctr_report(f.floor.id, "2026-11-23", None).unwrap();
    assert_eq!(ctr.due.len(), 1);
    let due = &ctr.due[0];
    assert_eq!(
        (
            due.player_number.as_deref(),
            due.player_name.as_str(),
            due.cash_in_cents
        ),
        (Some(tom.as_str()), "Tom Baker", 1_200_000)
    );
    assert!(due.cash_in_due && !due.cash_out_due);
    let mtl = f
        .room
        .multiple_transaction_log(f.floor.id, "2026-11-23", None)
        .unwrap();
    assert_eq!(
        mtl.lines.len(),
        2,
        "the buy-in was not cash, and is under $3,000.00 anyway"
    );
}

#[test]
fn the_ctr_adds_one_players_cash_across_tables_but_not_across_the_gaming_days_boundary() {
    let mut f = Fixture::new();
    let tom = register(&f, "Tom Baker");
    let one = big_table(&mut f, "Table 1");
    let two = big_table(&mut f, "Table 2");
    f.at("2026-11-24T05:00:00Z");
    f.room
        .seat_player(f.floor.id, &seat_req(one, 1, Some(&tom), 600_000, true))
        .unwrap();
    // $6,000.00 before 06:00 belongs to the 23rd; $6,000.00 after it to the 24th.
    f.at("2026-11-24T06:30:00Z");
    f.room.move_player(f.floor.id, one, 1, two, 2).unwrap();
    add_cash(&f, two, 2, 600_000).unwrap();
    let none = f
        .room
        .ctr_report(f.floor.id, "2026-11-23", Some("2026-11-24"))
        .unwrap();
    assert!(none.due.is_empty(), "{:?}", none.due);
    add_cash(&f, two, 2, 500_000).unwrap();
    let ctr = f.room.ctr_report(f.floor.id, "2026-11-24", None).unwrap();
    assert_eq!(ctr.due.len(), 1);
    assert_eq!(ctr.due[0].cash_in_cents, 1_100_000);
    assert_eq!(ctr.due[0].gaming_day, "2026-11-24");
}

#[test]
fn the_mtl_threshold_is_the_houses_setting() {
    let mut f = Fixture::new();
    let table = big_table(&mut f, "Table 1");
    f.room
        .seat_player(f.floor.id, &seat_req(table, 1, None, 250_000, true))
        .unwrap();
    let log = |f: &Fixture| {
        f.room
            .multiple_transaction_log(f.floor.id, "2026-11-23", None)
            .unwrap()
            .lines
            .len()
    };
    assert_eq!(log(&f), 0, "$2,500.00 is under the $3,000.00 default");
    let mut settings = f.room.floor_settings().unwrap();
    settings.mtl_threshold_cents = 250_000;
    f.room.set_floor_settings(f.floor.id, &settings).unwrap();
    assert_eq!(log(&f), 1);
}

#[test]
fn a_nameless_player_past_the_ctr_threshold_is_identified_before_more_cash_is_taken() {
    let mut f = Fixture::new();
    let table = big_table(&mut f, "Table 1");
    f.room
        .seat_player(f.floor.id, &seat_req(table, 4, None, 900_000, true))
        .unwrap();
    let before = f.snapshot();
    let err = add_cash(&f, table, 4, 200_000).unwrap_err();
    assert_refusal(&err, "identify_player", "11,000.00");
    assert_eq!(f.snapshot(), before, "nothing changed");
    let tom = register(&f, "Tom Baker");
    let seat = f.room.identify_player(f.floor.id, table, 4, &tom).unwrap();
    assert_eq!(seat.player_name, "Tom");
    add_cash(&f, table, 4, 200_000).unwrap();
    let ctr = f.room.ctr_report(f.floor.id, "2026-11-23", None).unwrap();
    assert_eq!(ctr.due.len(), 1);
    assert_eq!(
        (
            ctr.due[0].player_number.as_deref(),
            ctr.due[0].cash_in_cents
        ),
        (Some(tom.as_str()), 1_100_000),
        "his cash before he was named comes with him"
    );
}

#[test]
fn an_anonymised_record_keeps_his_cash_under_his_number_and_erases_his_name_and_contacts() {
    let mut f = Fixture::new();
    let tom = register(&f, "Tom Baker");
    let table = big_table(&mut f, "Table 1");
    f.room
        .seat_player(f.floor.id, &seat_req(table, 1, Some(&tom), 400_000, true))
        .unwrap();
    let seated = f.room.anonymise_player(f.floor.id, &tom).unwrap_err();
    assert_refusal(&seated, "invalid_input", "seated");
    f.room.unseat_player(f.floor.id, table, 1).unwrap();
    let card = f.room.anonymise_player(f.floor.id, &tom).unwrap();
    assert_eq!(
        (
            card.name.as_str(),
            card.phone.as_deref(),
            card.notes.as_deref()
        ),
        ("anonymised", None, None)
    );
    assert!(f.room.find_players(f.floor.id, "Baker").unwrap().is_empty());
    let mtl = f
        .room
        .multiple_transaction_log(f.floor.id, "2026-11-23", None)
        .unwrap();
    assert_eq!(mtl.lines[0].player_number.as_deref(), Some(tom.as_str()));
    let again = seat(&f, table, 2, &tom).unwrap_err();
    assert_eq!(again.code(), "player_anonymised");
}

#[test]
fn the_wall_board_never_holds_a_players_phone_or_notes() {
    let mut f = Fixture::new();
    let tom = register(&f, "Tom Baker");
    let table = big_table(&mut f, "Table 1");
    seat(&f, table, 1, &tom).unwrap();
    let wall = serde_json::to_string(&f.room.wall_board().unwrap()).unwrap();
    assert!(
        !wall.contains("555 0100") && !wall.contains("likes seat 1"),
        "{wall}"
    );
}

#[test]
fn the_cage_registers_a_player_and_reads_the_cash_logs_and_a_dealer_does_neither() {
    let (mut f, dee) = Fixture::with_dealer("Dee");
    let cage = f
        .room
        .add_staff(Some(f.floor.id), "Cass", Role::Cage)
        .unwrap();
    let table = big_table(&mut f, "Table 1");
    let _ = table;
    let req = NewPlayerRequest {
        number: None,
        name: "Tom Baker".into(),
        wall_name: None,
        birth_date: Some("1970-05-31".into()),
        phone: None,
        notes: None,
    };
    f.room.add_player(cage.id, &req).unwrap();
    f.room.ctr_report(cage.id, "2026-11-23", None).unwrap();
    assert_eq!(
        f.room.add_player(dee.id, &req).unwrap_err().code(),
        "not_permitted"
    );
    assert_eq!(
        f.room
            .ctr_report(dee.id, "2026-11-23", None)
            .unwrap_err()
            .code(),
        "not_permitted"
    );
}

fn notice(
    f: &Fixture,
    name: &str,
    born: Option<&str>,
    number: Option<&str>,
) -> cardroom_room::NoticeView {
    f.room
        .record_exclusion_notice(
            f.floor.id,
            &cardroom_room::ExclusionNotice {
                name: name.into(),
                birth_date: born.map(str::to_owned),
                term: cardroom_room::ExclusionTerm::OneYear,
                starts_on: "2026-11-01".into(),
                descriptors: Some("tall, grey beard".into()),
                reference: "BGC-2026-118".into(),
                photo: Some("data:image/png;base64,iVBORw0KGgo=".into()),
                player_number: number.map(str::to_owned),
            },
        )
        .unwrap()
}

#[test]
fn a_possible_self_excluded_patron_is_put_to_the_floor_with_the_photo_never_passed_silently() {
    let mut f = Fixture::new();
    let table = big_table(&mut f, "Table 1");
    let n = notice(&f, "Tom Baker", Some("1970-05-31"), None);
    // A walk-in giving the same name is stopped for the floor to compare the photo.
    let walk_in = SeatPlayer {
        player_name: "tom  BAKER".into(),
        ..seat_req(table, 1, None, 20_000, false)
    };
    let before = f.snapshot();
    let err = f.room.seat_player(f.floor.id, &walk_in).unwrap_err();
    assert_refusal(&err, "possible_self_exclusion", "BGC-2026-118");
    assert_eq!(f.snapshot(), before);
    // The seat dialog asks which notice, to show it beside the photo.
    let asked = f
        .room
        .possible_exclusion_notice(f.floor.id, Some("Tom Baker"), None)
        .unwrap()
        .map(|v| v.id);
    assert_eq!(asked, Some(n.id));
    assert_eq!(
        f.room
            .possible_exclusion_notice(f.floor.id, Some("Ann Lee"), None)
            .unwrap()
            .map(|v| v.id),
        None
    );
    let photo = f.room.notice_photo(f.floor.id, n.id).unwrap().unwrap();
    assert!(photo.starts_with("data:image/png"));
    // The floor compared it: not him. He sits down, and the trail says why.
    let cleared = SeatPlayer {
        not_excluded: Some(n.id),
        ..walk_in
    };
    f.room.seat_player(f.floor.id, &cleared).unwrap();
    // A registered Tom Baker born another day is no match; one born that day is.
    let other = f
        .room
        .add_player(
            f.floor.id,
            &NewPlayerRequest {
                number: None,
                name: "Tom Baker".into(),
                wall_name: None,
                birth_date: Some("1981-02-02".into()),
                phone: None,
                notes: None,
            },
        )
        .unwrap()
        .number;
    seat(&f, table, 2, &other).unwrap();
    let same = f
        .room
        .add_player(
            f.floor.id,
            &NewPlayerRequest {
                number: None,
                name: "Tom Baker".into(),
                wall_name: Some("TB".into()),
                birth_date: Some("1970-05-31".into()),
                phone: None,
                notes: None,
            },
        )
        .unwrap()
        .number;
    assert_eq!(
        seat(&f, table, 3, &same).unwrap_err().code(),
        "possible_self_exclusion"
    );
    assert_eq!(
        f.room
            .possible_exclusion_notice(f.floor.id, None, Some(&same))
            .unwrap()
            .map(|v| v.id),
        Some(n.id)
    );
    assert_eq!(
        f.room
            .possible_exclusion_notice(f.floor.id, None, Some(&other))
            .unwrap()
            .map(|v| v.id),
        None,
        "a Tom Baker born another day is no match"
    );
    // It is him: the notice becomes his self-exclusion for the year.
    let card = f.room.confirm_exclusion(f.floor.id, n.id, &same).unwrap();
    assert_eq!(
        card.kept_from_play.map(|r| r.kind),
        Some(RestrictionKind::SelfExcluded)
    );
    assert_eq!(
        seat(&f, table, 3, &same).unwrap_err().code(),
        "player_self_excluded"
    );
}

#[test]
fn a_called_player_who_may_be_self_excluded_is_put_to_the_floor_before_he_sits() {
    let mut f = Fixture::new();
    let table = big_table(&mut f, "Table 1");
    let list = f
        .room
        .add_waitlist(
            f.floor.id,
            &NewWaitlistRequest {
                game: "holdem".parse().unwrap(),
                betting: Some(Betting::NoLimit),
                small_blind_cents: 500,
                big_blind_cents: 1000,
                small_bet_cents: 0,
                big_bet_cents: 0,
            },
        )
        .unwrap();
    let tom = register(&f, "Tom Baker");
    f.room
        .join_waitlist(
            f.floor.id,
            &JoinWaitlist {
                list_id: list,
                player_name: String::new(),
                player_number: Some(tom.clone()),
                note: None,
            },
        )
        .unwrap();
    // The notice arrives while he waits.
    let n = notice(&f, "Tom Baker", None, None);
    let call = f.room.call_seat(f.floor.id, table, None).unwrap();
    // The call names him by his number, for the floor to compare the photo with his card.
    let board = f.room.waitlist_board(f.floor.id).unwrap();
    assert_eq!(board.calls[0].player_number.as_deref(), Some(tom.as_str()));
    let sit = |not_excluded| {
        f.room.seat_from_call(
            f.floor.id,
            &cardroom_room::SeatFromCall {
                call_id: call,
                seat_no: 1,
                stack_cents: 20_000,
                entry: cardroom_room::Entry::WaitForBigBlind,
                cash: false,
                not_excluded,
            },
        )
    };
    let before = f.snapshot();
    assert_refusal(
        &sit(None).unwrap_err(),
        "possible_self_exclusion",
        "BGC-2026-118",
    );
    assert_eq!(f.snapshot(), before);
    // The floor compared the photo: not him. He sits down from the call.
    assert_eq!(
        sit(Some(n.id)).unwrap().player_id.as_deref(),
        Some(tom.as_str())
    );
}

#[test]
fn a_registered_player_cleared_of_a_notice_is_not_asked_again() {
    let mut f = Fixture::new();
    let table = big_table(&mut f, "Table 1");
    let tom = register(&f, "Tom Baker");
    let n = notice(&f, "Tom Baker", None, None);
    assert_eq!(
        seat(&f, table, 1, &tom).unwrap_err().code(),
        "possible_self_exclusion"
    );
    f.room
        .seat_player(
            f.floor.id,
            &SeatPlayer {
                not_excluded: Some(n.id),
                ..seat_req(table, 1, Some(&tom), 20_000, false)
            },
        )
        .unwrap();
    f.room.unseat_player(f.floor.id, table, 1).unwrap();
    seat(&f, table, 1, &tom).unwrap();
}

#[test]
fn a_notice_naming_a_registered_player_excludes_him_for_its_year_from_its_first_day() {
    let mut f = Fixture::new();
    let table = big_table(&mut f, "Table 1");
    let tom = register(&f, "Tom Baker");
    notice(&f, "Tom Baker", None, Some(&tom));
    let card = f.room.player(f.floor.id, &tom).unwrap();
    let r = card.kept_from_play.unwrap();
    assert_eq!(r.reason, "Bureau notice BGC-2026-118");
    assert_eq!(
        (r.from_at.as_str(), r.until_at.as_deref()),
        ("2026-11-01T06:00:00Z", Some("2027-11-01T06:00:00Z"))
    );
    assert_eq!(
        seat(&f, table, 1, &tom).unwrap_err().code(),
        "player_self_excluded"
    );
}

#[test]
fn a_self_excluded_patron_found_playing_is_removed_and_the_incident_kept_for_the_bureau() {
    let mut f = Fixture::new();
    let table = big_table(&mut f, "Table 1");
    f.room
        .seat_player(f.floor.id, &seat_req(table, 4, None, 30_000, false))
        .unwrap();
    let n = notice(&f, "Tom Baker", None, None);
    let incident = f
        .room
        .record_exclusion_incident(
            f.floor.id,
            table,
            4,
            n.id,
            "recognised from the notice's photo by the floor; asked to leave, left",
            Some("no jackpot due"),
        )
        .unwrap();
    assert_eq!(
        (
            incident.table_name.as_str(),
            incident.seat_no,
            incident.player_name.as_str(),
            incident.removed_by.as_str(),
            incident.notice_reference.as_str()
        ),
        ("Table 1", 4, "Seat 4", "Maria", "BGC-2026-118")
    );
    assert!(f.room.seats(table).unwrap().is_empty(), "he is removed");
    assert_eq!(f.room.exclusion_incidents(f.floor.id).unwrap().len(), 1);
}

fn rule(f: &Fixture, kind: cardroom_room::CompKind, min_bb: i64, hours: i64, value: i64) -> i64 {
    f.room
        .add_comp_rule(
            f.floor.id,
            &cardroom_room::CompRuleRequest {
                name: match kind {
                    cardroom_room::CompKind::PerHour => "points per hour".into(),
                    cardroom_room::CompKind::AfterHours => "meal after four hours".into(),
                },
                kind,
                min_big_blind_cents: min_bb,
                hours,
                value,
                unit: cardroom_room::CompUnit::Points,
            },
        )
        .unwrap()
        .last()
        .unwrap()
        .id
}

#[test]
fn comp_rules_are_data_and_earn_by_the_hours_played_at_their_stakes() {
    let mut f = Fixture::new();
    let tom = register(&f, "Tom Baker");
    let big = big_table(&mut f, "Table 1"); // $5/$10
    let small = f
        .open(OpenTable::new(
            "Table 2",
            "holdem".parse().unwrap(),
            Betting::NoLimit,
            (100, 200),
            (200, 400),
        ))
        .id;
    let per_hour = rule(&f, cardroom_room::CompKind::PerHour, 1000, 1, 10);
    let meal = rule(&f, cardroom_room::CompKind::AfterHours, 0, 4, 1500);
    seat(&f, small, 1, &tom).unwrap();
    f.at("2026-11-23T20:00:00Z");
    f.room.move_player(f.floor.id, small, 1, big, 2).unwrap();
    f.at("2026-11-23T22:30:00Z");
    let earned = f.room.comps_earned(f.floor.id, &tom, None).unwrap();
    let of = |id: i64| earned.iter().find(|e| e.rule.id == id).unwrap().clone();
    // Two hours at $1/$2 count for the meal only; two and a half at $5/$10 for both.
    assert_eq!((of(per_hour).minutes, of(per_hour).earned), (150, 20));
    assert_eq!((of(meal).minutes, of(meal).earned), (270, 1500));
    let issue = |rule_id: Option<i64>, value: Option<i64>, reason: Option<&str>| {
        f.room.issue_comp(
            f.floor.id,
            &cardroom_room::IssueComp {
                number: tom.clone(),
                rule_id,
                value,
                unit: None,
                reason: reason.map(str::to_owned),
            },
        )
    };
    issue(Some(per_hour), None, None).unwrap();
    let again = issue(Some(per_hour), Some(10), None).unwrap_err();
    assert_refusal(&again, "comp_not_earned", "points per hour");
    assert_eq!(
        issue(None, Some(50), None).unwrap_err().code(),
        "invalid_input",
        "a comp outside the rules needs a reason"
    );
    let comps = issue(None, Some(50), Some("birthday")).unwrap();
    assert_eq!(comps.len(), 2);
    let report = f
        .room
        .exception_report(
            f.floor.id,
            &cardroom_room::ExceptionRequest {
                shift_id: None,
                gaming_day: Some("2026-11-23".into()),
            },
        )
        .unwrap();
    let listed: Vec<&str> = report
        .lines
        .iter()
        .filter(|l| l.kind == cardroom_room::ExceptionKind::PlayerComp)
        .map(|l| l.why.as_str())
        .collect();
    assert_eq!(listed.len(), 2, "{listed:?}");
    assert!(listed[1].contains("50 points, birthday"), "{listed:?}");
}

#[test]
fn hours_per_gaming_day_over_a_period() {
    let mut f = Fixture::new();
    let tom = register(&f, "Tom Baker");
    let table = big_table(&mut f, "Table 1");
    seat(&f, table, 1, &tom).unwrap();
    f.at("2026-11-23T21:00:00Z");
    f.room.unseat_player(f.floor.id, table, 1).unwrap();
    f.at("2026-11-25T18:00:00Z");
    f.new_shift();
    seat(&f, table, 1, &tom).unwrap();
    f.at("2026-11-25T19:30:00Z");
    let hours = f
        .room
        .player_hours(f.floor.id, &tom, "2026-11-23", "2026-11-25")
        .unwrap();
    let minutes: Vec<i64> = hours.iter().map(|h| h.minutes).collect();
    assert_eq!(minutes, [180, 0, 90]);
}
