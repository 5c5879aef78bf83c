//! Signing in with a name and a PIN: the first floor manager starts the room, PINs are kept
//! only as argon2id hashes, five wrong PINs lock an account for five minutes, and every
//! attempt is recorded.

use cardroom_room::{Role, Room, Station};

use crate::support::{Fixture, t};

fn signed_in(room: &Room, name: &str, pin: &str) -> Result<String, String> {
    room.sign_in(name, pin, Station::App)
        .map(|s| s.name)
        .map_err(|e| e.code().as_str().to_string())
}

fn attempts(f: &Fixture) -> Vec<(String, String, String)> {
    f.query("SELECT name, outcome, station FROM sign_ins ORDER BY id")
        .into_iter()
        .map(|r| (r[0].clone(), r[1].clone(), r[2].clone()))
        .collect()
}

#[test]
fn a_new_room_asks_for_its_first_floor_manager_who_then_signs_in_with_his_pin() {
    crate::sqlite_only!();
    let dir = tempfile::tempdir().unwrap();
    let room = Room::open(&dir.path().join("room.sqlite3")).unwrap();
    assert!(room.needs_first_floor_manager().unwrap());
    let maria = room.start_room("Maria", "2468").unwrap();
    assert_eq!((maria.role, maria.has_pin), (Role::Floor, true));
    assert!(!room.needs_first_floor_manager().unwrap());
    assert_eq!(signed_in(&room, "maria", "2468"), Ok("Maria".into()));
    let again = room.start_room("Frank", "1357").unwrap_err();
    assert_eq!(
        again.code(),
        "unknown_staff",
        "a room is started once: {again}"
    );
}

#[test]
fn a_pin_is_kept_only_as_an_argon2id_hash() {
    crate::sqlite_only!();
    let f = Fixture::new();
    f.room.set_pin(f.floor.id, f.floor.id, "97531").unwrap();
    let conn = rusqlite::Connection::open(&f.path).unwrap();
    let hash: String = conn
        .query_row("SELECT pin_hash FROM staff WHERE name = 'Maria'", [], |r| {
            r.get(0)
        })
        .unwrap();
    assert!(hash.starts_with("$argon2id$"), "{hash}");
    assert!(!hash.contains("97531"));
}

#[test]
fn a_pin_is_four_to_eight_digits() {
    let f = Fixture::new();
    for pin in ["123", "123456789", "12a4", "", "１２３４"] {
        let err = f.room.set_pin(f.floor.id, f.floor.id, pin).unwrap_err();
        assert_eq!(err.code(), "invalid_input", "{pin:?}");
    }
}

#[test]
fn a_wrong_pin_and_an_unknown_name_get_the_same_answer_and_a_missing_pin_says_so() {
    let mut f = Fixture::new();
    f.room.set_pin(f.floor.id, f.floor.id, "2468").unwrap();
    f.dealer("Dee");
    assert_eq!(signed_in(&f.room, "Maria", "1111"), Err("wrong_pin".into()));
    assert_eq!(
        signed_in(&f.room, "Nobody", "2468"),
        Err("wrong_pin".into())
    );
    assert_eq!(signed_in(&f.room, "Dee", "2468"), Err("no_pin".into()));
    assert_eq!(
        attempts(&f),
        [
            ("Maria".into(), "wrong_pin".into(), "app".into()),
            ("Nobody".into(), "unknown_name".into(), "app".into()),
            ("Dee".into(), "no_pin".into(), "app".into()),
        ]
    );
}

#[test]
fn five_wrong_pins_lock_the_account_for_five_minutes_even_against_the_right_pin() {
    let (f, dee) = Fixture::with_dealer("Dee");
    f.room.set_pin(f.floor.id, dee.id, "1234").unwrap();
    for n in 1..=4 {
        assert_eq!(
            signed_in(&f.room, "Dee", "9999"),
            Err("wrong_pin".into()),
            "try {n}"
        );
    }
    assert_eq!(
        signed_in(&f.room, "Dee", "9999"),
        Err("account_locked".into()),
        "the fifth locks"
    );
    assert_eq!(
        signed_in(&f.room, "Dee", "1234"),
        Err("account_locked".into())
    );
    let listed = f.room.list_staff().unwrap();
    let locked = listed.iter().find(|s| s.name == "Dee").unwrap();
    assert_eq!(locked.locked_until.as_deref(), Some("2026-11-23T18:05:00Z"));
    f.clock.set(t("2026-11-23T18:04:59Z"));
    assert_eq!(
        signed_in(&f.room, "Dee", "1234"),
        Err("account_locked".into())
    );
    f.clock.set(t("2026-11-23T18:05:00Z"));
    assert_eq!(signed_in(&f.room, "Dee", "1234"), Ok("Dee".into()));
    let outcomes: Vec<String> = attempts(&f).into_iter().map(|a| a.1).collect();
    assert_eq!(
        outcomes,
        [
            "wrong_pin",
            "wrong_pin",
            "wrong_pin",
            "wrong_pin",
            "wrong_pin",
            "locked",
            "locked",
            "signed_in"
        ]
    );
}

#[test]
fn a_right_pin_clears_the_wrong_ones_before_it() {
    let (f, dee) = Fixture::with_dealer("Dee");
    f.room.set_pin(f.floor.id, dee.id, "1234").unwrap();
    for _ in 0..4 {
        signed_in(&f.room, "Dee", "9999").unwrap_err();
    }
    signed_in(&f.room, "Dee", "1234").unwrap();
    for _ in 0..4 {
        assert_eq!(signed_in(&f.room, "Dee", "9999"), Err("wrong_pin".into()));
    }
}

#[test]
fn a_floor_manager_resets_a_pin_and_lifts_the_lock_and_a_dealer_may_not() {
    let (mut f, dee) = Fixture::with_dealer("Dee");
    let dan = f.dealer("Dan");
    f.room.set_pin(f.floor.id, dee.id, "1234").unwrap();
    for _ in 0..5 {
        signed_in(&f.room, "Dee", "0000").unwrap_err();
    }
    let refused = f.room.set_pin(dan.id, dee.id, "5555").unwrap_err();
    assert_eq!(refused.code(), "not_permitted");
    let reset = f.room.set_pin(f.floor.id, dee.id, "5555").unwrap();
    assert_eq!(reset.locked_until, None);
    assert_eq!(signed_in(&f.room, "Dee", "5555"), Ok("Dee".into()));
}

#[test]
fn an_inactive_staff_member_cannot_sign_in() {
    let (f, dee) = Fixture::with_dealer("Dee");
    f.room.set_pin(f.floor.id, dee.id, "1234").unwrap();
    f.room.set_staff_active(f.floor.id, dee.id, false).unwrap();
    assert_eq!(
        signed_in(&f.room, "Dee", "1234"),
        Err("inactive_staff".into())
    );
}

#[test]
fn every_change_records_who_made_it_where_and_from_which_station() {
    crate::sqlite_only!();
    let mut f = Fixture::new();
    let t = f
        .open(crate::support::no_blind_table("Pan 1", "pan", 200, 500))
        .id;
    f.seat(t, 1, "Ann");
    let conn = rusqlite::Connection::open(&f.path).unwrap();
    let mut stmt = conn
        .prepare("SELECT kind, table_id, station FROM audit ORDER BY id")
        .unwrap();
    let writes: Vec<(String, Option<i64>, String)> = stmt
        .query_map([], |r| Ok((r.get(0)?, r.get(1)?, r.get(2)?)))
        .unwrap()
        .map(Result::unwrap)
        .collect();
    assert_eq!(
        writes,
        [
            ("add_staff".into(), None, "app".into()),
            ("open_shift".into(), None, "app".into()),
            ("open_table".into(), Some(t), "app".into()),
            ("seat_player".into(), Some(t), "app".into()),
        ]
    );
}

#[test]
fn a_floor_manager_changes_a_role_but_the_room_keeps_one_floor_manager() {
    let (mut f, dee) = Fixture::with_dealer("Dee");
    let made = f
        .room
        .set_staff_role(f.floor.id, dee.id, Role::Floor)
        .unwrap();
    assert_eq!(made.role, Role::Floor);
    let back = f.room.set_staff_role(dee.id, dee.id, Role::Dealer).unwrap();
    assert_eq!(
        back.role,
        Role::Dealer,
        "a floor manager may make himself a dealer"
    );
    let last = f
        .room
        .set_staff_role(f.floor.id, f.floor.id, Role::Dealer)
        .unwrap_err();
    assert_eq!(last.code(), "last_floor_manager");
    let dan = f.dealer("Dan");
    let refused = f
        .room
        .set_staff_role(dan.id, dan.id, Role::Floor)
        .unwrap_err();
    assert_eq!(
        refused.code(),
        "not_permitted",
        "a dealer cannot promote himself"
    );
}
