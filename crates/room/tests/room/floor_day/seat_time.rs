//! Seat time: sitting-out spells kept, seats past the house's limit flagged and picked up
//! in one action, and time collections set against seat time in the report.

use cardroom_room::Mark;

use crate::support::{Fixture, limit_table, record_and_list};

#[test]
fn a_seat_sitting_out_past_the_limit_is_flagged_and_picked_up_in_one_action() {
    let (f, table) = Fixture::seated(
        super::holdem_req("Table 1", 400, 800),
        &[(1, "Ann"), (2, "Bob")],
    );
    f.at("2026-11-23T18:05:00Z");
    f.room.set_sitting_out(f.floor.id, table, 2, true).unwrap();
    f.at("2026-11-23T18:30:00Z");
    let board = f.room.floor_board().unwrap();
    assert!(
        board.sit_out_flags.is_empty(),
        "25 minutes: under the 30-minute limit"
    );
    let bob = &board.tables[0].seats[1];
    assert_eq!(
        bob.sitting_out_since.as_deref(),
        Some("2026-11-23T18:05:00Z")
    );
    let before = f.snapshot();
    let e = f.room.pick_up_seat(f.floor.id, table, 2).unwrap_err();
    assert_eq!(e.code(), "under_sit_out_limit");
    assert_eq!(f.snapshot(), before);
    f.at("2026-11-23T18:35:00Z");
    let board = f.room.floor_board().unwrap();
    assert_eq!(board.sit_out_flags.len(), 1);
    assert_eq!(board.sit_out_flags[0].player_name, "Bob");
    assert_eq!(board.sit_out_flags[0].minutes, 30);
    let e = f.room.pick_up_seat(f.floor.id, table, 1).unwrap_err();
    assert_eq!(e.code(), "already_in_state", "Ann is playing");
    let gone = f.room.pick_up_seat(f.floor.id, table, 2).unwrap();
    assert_eq!(gone.player_name, "Bob");
    assert_eq!(f.room.seats(table).unwrap().len(), 1);
    let spells = f.query("SELECT started_at, ended_at FROM sit_outs");
    assert_eq!(spells, [["2026-11-23T18:05:00Z", "2026-11-23T18:35:00Z"]]);
}

#[test]
fn the_report_sets_time_collections_against_seat_time_so_a_missed_one_stands_out() {
    let mut f = Fixture::new();
    f.new_shift();
    let table = f
        .open(limit_table("Table 1", "five_card_draw", 400, 800))
        .id;
    f.seat(table, 1, "Ann");
    f.seat(table, 2, "Bob");
    f.seat(table, 3, "Cy");
    // 18:30: the first collection. Ann pays; Bob is marked sitting out (he was not).
    f.at("2026-11-23T18:30:00Z");
    for c in record_and_list(&f.room, f.floor.id, Some(table)).unwrap() {
        let mark = if c.player_name == "Ann" {
            Mark::Paid
        } else if c.player_name == "Bob" {
            Mark::NotPaid(cardroom_room::NotPaidReason::SittingOut)
        } else {
            continue; // Cy's is never marked
        };
        f.room.mark_collection(f.floor.id, &c, mark).unwrap();
    }
    // Cy sits out from 18:40 to the end: his 19:00 collection is not expected.
    f.at("2026-11-23T18:40:00Z");
    f.room.set_sitting_out(f.floor.id, table, 3, true).unwrap();
    f.at("2026-11-23T19:10:00Z");
    let report = f.room.shift_report(f.floor.id, None).unwrap();
    let line = |name: &str| {
        report
            .seat_time
            .iter()
            .find(|l| l.player_name == name)
            .cloned()
            .unwrap()
    };
    let (ann, bob, cy) = (line("Ann"), line("Bob"), line("Cy"));
    assert_eq!(
        (ann.seated_minutes, ann.expected, ann.paid, ann.short),
        (70, 2, 1, 1)
    );
    assert_eq!((bob.expected, bob.excused, bob.short), (2, 1, 1));
    assert_eq!(
        (cy.sitting_out_minutes, cy.expected, cy.paid, cy.short),
        (30, 1, 0, 1)
    );
}
