//! What a station and each person read the screens in, and how long a station waits: a staff
//! member's language follows their sign-in to any station; the house's idle times for table
//! stations and desks; a station set up only by a floor manager who types their PIN.

use cardroom_room::{FloorSettings, Language, StationSetup, Theme};

use crate::support::{Fixture, PIN, limit_table};

fn setup(table: Option<&str>) -> StationSetup {
    StationSetup {
        language: Some(Language::Es),
        theme: Theme::Dark,
        table: table.map(String::from),
        autostart: true,
    }
}

#[test]
fn a_staff_members_language_follows_their_sign_in_and_none_means_the_stations() {
    let (f, dealer) = Fixture::with_dealer("Ana");
    assert_eq!(f.room.session(Some(dealer.id)).unwrap().language, None);
    f.room
        .set_staff_language(dealer.id, dealer.id, Some(Language::Es))
        .unwrap();
    // Another station of the same room reads the same choice at sign-in.
    let other = f.reopen();
    assert_eq!(
        other.session(Some(dealer.id)).unwrap().language,
        Some(Language::Es)
    );
    assert_eq!(f.room.session(Some(f.floor.id)).unwrap().language, None);
    f.room
        .set_staff_language(dealer.id, dealer.id, None)
        .unwrap();
    assert_eq!(f.room.session(Some(dealer.id)).unwrap().language, None);
}

#[test]
fn a_dealer_chooses_only_their_own_language_and_a_refusal_changes_nothing() {
    let (f, dealer) = Fixture::with_dealer("Ana");
    let err = f
        .room
        .set_staff_language(dealer.id, f.floor.id, Some(Language::Es))
        .unwrap_err();
    assert_eq!(err.code(), "not_permitted", "{err}");
    assert_eq!(f.room.session(Some(f.floor.id)).unwrap().language, None);
    // A floor manager may set anyone's (a new dealer who asks at the desk).
    f.room
        .set_staff_language(f.floor.id, dealer.id, Some(Language::Es))
        .unwrap();
    assert_eq!(
        f.room.session(Some(dealer.id)).unwrap().language,
        Some(Language::Es)
    );
}

#[test]
fn a_language_chosen_is_on_the_audit_trail_and_the_trail_verifies() {
    let (f, dealer) = Fixture::with_dealer("Ana");
    f.room
        .set_staff_language(dealer.id, dealer.id, Some(Language::Es))
        .unwrap();
    let rows = f.query("SELECT staff_id, language, set_by FROM staff_languages");
    assert_eq!(
        rows,
        vec![vec![
            dealer.id.to_string(),
            "es".to_string(),
            dealer.id.to_string()
        ]]
    );
    let kept = f.query("SELECT count(*) FROM audit_changes WHERE tbl = 'staff_languages'");
    assert_eq!(kept, vec![vec!["1".to_string()]]);
    // Choosing the same again appends nothing.
    f.room
        .set_staff_language(dealer.id, dealer.id, Some(Language::Es))
        .unwrap();
    assert_eq!(
        f.query("SELECT count(*) FROM staff_languages"),
        vec![vec!["1".to_string()]]
    );
    assert_eq!(f.reopen().verify_room().unwrap(), Vec::<String>::new());
}

#[test]
fn a_table_station_waits_two_minutes_and_a_desk_five_until_the_house_sets_them() {
    let f = Fixture::new();
    let session = f.room.session(Some(f.floor.id)).unwrap();
    assert_eq!(
        (session.station_idle_seconds, session.desk_lock_minutes),
        (120, 5)
    );
    let settings = FloorSettings {
        station_idle_seconds: 45,
        desk_lock_minutes: 15,
        ..f.room.floor_settings().unwrap()
    };
    f.room.set_floor_settings(f.floor.id, &settings).unwrap();
    let session = f.room.session(None).unwrap();
    assert_eq!(
        (session.station_idle_seconds, session.desk_lock_minutes),
        (45, 15)
    );
}

#[test]
fn idle_times_outside_their_bounds_are_refused_and_nothing_changes() {
    let f = Fixture::new();
    let before = f.room.floor_settings().unwrap();
    for (seconds, minutes) in [(29, 5), (1801, 5), (120, 0), (120, 61)] {
        let settings = FloorSettings {
            station_idle_seconds: seconds,
            desk_lock_minutes: minutes,
            ..before.clone()
        };
        let err = f
            .room
            .set_floor_settings(f.floor.id, &settings)
            .unwrap_err();
        assert_eq!(err.code(), "invalid_input", "{seconds} s, {minutes} min");
    }
    assert_eq!(f.room.floor_settings().unwrap(), before);
}

#[test]
fn only_a_floor_manager_with_their_pin_sets_a_station_up() {
    let (f, dealer) = Fixture::with_dealer("Ana");
    f.room.set_pin(f.floor.id, f.floor.id, PIN).unwrap();
    f.room.set_pin(f.floor.id, dealer.id, PIN).unwrap();
    let err = f
        .room
        .set_station(dealer.id, PIN, &setup(None))
        .unwrap_err();
    assert_eq!(err.code(), "not_permitted", "{err}");
    let err = f
        .room
        .set_station(f.floor.id, "1111", &setup(None))
        .unwrap_err();
    assert_eq!(err.code(), "wrong_pin", "{err}");
}

#[test]
fn a_station_serves_only_a_table_the_room_has_opened() {
    let f = Fixture::new();
    f.room.set_pin(f.floor.id, f.floor.id, PIN).unwrap();
    let err = f
        .room
        .set_station(f.floor.id, PIN, &setup(Some("Table 99")))
        .unwrap_err();
    assert_eq!(err.code(), "invalid_input", "{err}");
    assert!(err.to_string().contains("Table 99"), "{err}");
}

#[test]
fn a_station_finds_its_table_open_under_its_name_in_any_case() {
    let mut f = Fixture::new();
    let table = f.open(limit_table("Table 4", "holdem", 200, 400)).id;
    let name = "Table 4";
    assert_eq!(f.room.open_table_named(name).unwrap(), Some(table));
    assert_eq!(
        f.room.open_table_named(&name.to_uppercase()).unwrap(),
        Some(table)
    );
    f.room.close_table(f.floor.id, table).unwrap();
    assert_eq!(f.room.open_table_named(name).unwrap(), None);
}
