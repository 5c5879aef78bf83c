//! Two stations on one room at once (on one file, or on the server several machines share):
//! exactly one of two clashing changes wins, the other is refused with the room as it is
//! now, and nothing is lost or applied twice.

use std::sync::{Arc, Barrier};

use cardroom_room::{Entry, Mark, Room, RoomError, SeatPlayer};

use crate::support::{Fixture, limit_table};

/// What one station does.
type Work<T> = Box<dyn FnOnce(&Room) -> Result<T, RoomError> + Send>;

/// Runs `each` on two stations of `f`'s room at the same moment.
fn at_once<T: Send + 'static>(f: &Fixture, each: [Work<T>; 2]) -> Vec<Result<T, RoomError>> {
    let barrier = Arc::new(Barrier::new(2));
    let handles: Vec<_> = each
        .into_iter()
        .map(|work| {
            let station = f.reopen_with(Box::new(f.clock.clone()));
            let barrier = Arc::clone(&barrier);
            std::thread::spawn(move || {
                barrier.wait();
                work(&station)
            })
        })
        .collect();
    handles.into_iter().map(|h| h.join().unwrap()).collect()
}

fn seat(table: i64, name: &str) -> SeatPlayer {
    SeatPlayer {
        table_id: table,
        seat_no: 4,
        player_name: name.into(),
        player_number: None,
        stack_cents: 10_000,
        entry: Entry::WaitForBigBlind,
        cash: false,
        not_excluded: None,
    }
}

#[test]
fn two_stations_seating_the_same_seat_at_once_seat_one_player_and_the_other_is_told_it_is_taken() {
    let mut f = Fixture::new();
    let table = f.open(limit_table("Table 1", "holdem", 200, 400)).id;
    let floor = f.floor.id;
    let results = at_once(
        &f,
        [
            Box::new(move |r: &Room| r.seat_player(floor, &seat(table, "Ann"))),
            Box::new(move |r: &Room| r.seat_player(floor, &seat(table, "Bob"))),
        ],
    );
    let won: Vec<_> = results.iter().filter_map(|r| r.as_ref().ok()).collect();
    assert_eq!(won.len(), 1, "{results:?}");
    let lost = results.iter().find_map(|r| r.as_ref().err()).unwrap();
    assert_eq!(lost.code(), "seat_taken", "{lost}");
    let seats = f.room.seats(table).unwrap();
    assert_eq!(seats.len(), 1);
    assert_eq!(seats[0].player_name, won[0].player_name);
}

#[test]
fn two_stations_marking_the_same_collection_at_once_mark_it_once_even_before_it_is_recorded() {
    let (f, table) = Fixture::seated(limit_table("Table 1", "lowball", 400, 800), &[(1, "Ann")]);
    f.at("2026-11-23T18:30:00Z");
    // Only due by the clock: each station's mark records it first.
    let due = f.room.collections_due(f.floor.id, Some(table)).unwrap();
    let (floor, key) = (f.floor.id, due[0].key.clone());
    let other = key.clone();
    let results = at_once(
        &f,
        [
            Box::new(move |r: &Room| r.mark_collection(floor, key.clone(), Mark::Paid)),
            Box::new(move |r: &Room| r.mark_collection(floor, other.clone(), Mark::Paid)),
        ],
    );
    assert_eq!(
        results.iter().filter(|r| r.is_ok()).count(),
        1,
        "{results:?}"
    );
    let lost = results.iter().find_map(|r| r.as_ref().err()).unwrap();
    assert_eq!(lost.code(), "already_marked", "{lost}");
    let marks =
        f.query("SELECT count(*) FROM audit WHERE kind = 'mark_collection' AND outcome = 'done'");
    assert_eq!(marks, vec![vec!["1".to_string()]]);
    assert!(f.room.verify_room().unwrap().is_empty());
}
