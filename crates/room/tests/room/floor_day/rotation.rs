//! The dealers' rotation: relief in turn, breaks after the house's downs, one-action
//! pushes, and each dealer's hours by table and game in the report.

use cardroom_room::{Duty, Role, Then};

use super::holdem_table;
use crate::support::{Fixture, limit_table};

fn dealer(f: &Fixture, name: &str) -> i64 {
    f.room
        .add_staff(Some(f.floor.id), name, Role::Dealer)
        .unwrap()
        .id
}

#[test]
fn the_dealer_waiting_longest_relieves_the_box_whose_down_ends_first() {
    let mut f = Fixture::new();
    f.new_shift();
    let t1 = holdem_table(&mut f, "Table 1", 9, &[]);
    let t2 = holdem_table(&mut f, "Table 2", 9, &[]);
    let (ann, bob, cy) = (dealer(&f, "Ann"), dealer(&f, "Bob"), dealer(&f, "Cy"));
    for d in [ann, bob, cy] {
        f.room.join_rotation(f.floor.id, d).unwrap();
    }
    f.room.push_dealer(f.floor.id, t1, ann).unwrap();
    f.at("2026-11-23T18:10:00Z");
    f.room.push_dealer(f.floor.id, t2, bob).unwrap();
    let view = f.room.rotation().unwrap();
    let first = &view.pushes[0];
    assert_eq!(first.table_id, t1, "Table 1's down ends first");
    assert_eq!(
        first.due_at, "2026-11-23T18:30:00Z",
        "30-minute downs by default"
    );
    assert_eq!(first.in_dealer.as_ref().unwrap().name, "Cy");
    assert_eq!(first.then, Then::NextTable);
    // Ann, relieved at Table 1, relieves Bob at Table 2 next.
    assert_eq!(view.pushes[1].in_dealer.as_ref().unwrap().name, "Ann");
    let cy_state = view.dealers.iter().find(|d| d.dealer_id == cy).unwrap();
    assert_eq!(cy_state.duty, Duty::Waiting);
    // One action performs the push.
    f.at("2026-11-23T18:30:00Z");
    let relief = f.room.rotate(f.floor.id, t1).unwrap();
    assert_eq!(relief.name, "Cy");
    assert_eq!(
        f.room.table_status(t1).unwrap().dealer.as_deref(),
        Some("Cy")
    );
    let view = f.room.rotation().unwrap();
    let ann_state = view.dealers.iter().find(|d| d.dealer_id == ann).unwrap();
    assert_eq!(ann_state.duty, Duty::Waiting);
    assert_eq!(ann_state.since, "2026-11-23T18:30:00Z");
}

#[test]
fn after_the_house_number_of_downs_a_dealer_goes_on_break_and_comes_back_last() {
    let mut f = Fixture::new();
    let mut settings = f.room.floor_settings().unwrap();
    settings.downs_before_break = 1;
    settings.break_minutes = 15;
    settings.down_minutes = 20;
    f.room.set_floor_settings(f.floor.id, &settings).unwrap();
    let t1 = holdem_table(&mut f, "Table 1", 9, &[]);
    let (ann, bob) = (dealer(&f, "Ann"), dealer(&f, "Bob"));
    f.room.join_rotation(f.floor.id, ann).unwrap();
    f.room.join_rotation(f.floor.id, bob).unwrap();
    f.room.push_dealer(f.floor.id, t1, ann).unwrap();
    let view = f.room.rotation().unwrap();
    assert_eq!(view.pushes[0].then, Then::Break);
    f.at("2026-11-23T18:20:00Z");
    f.room.rotate(f.floor.id, t1).unwrap();
    let view = f.room.rotation().unwrap();
    let ann_state = view.dealers.iter().find(|d| d.dealer_id == ann).unwrap();
    assert_eq!(ann_state.duty, Duty::OnBreak);
    assert_eq!(ann_state.until.as_deref(), Some("2026-11-23T18:35:00Z"));
    // Bob's down ends at 18:40; Ann is back from break by then and relieves him.
    assert_eq!(view.pushes[0].in_dealer.as_ref().unwrap().name, "Ann");
    f.at("2026-11-23T18:40:00Z");
    f.room.rotate(f.floor.id, t1).unwrap();
    let view = f.room.rotation().unwrap();
    let ann_state = view.dealers.iter().find(|d| d.dealer_id == ann).unwrap();
    assert_eq!(
        ann_state.duty,
        Duty::InBox,
        "her break ended when she was pushed"
    );
    assert_eq!(
        f.query("SELECT ended_at FROM dealer_breaks ORDER BY id")[0][0],
        "2026-11-23T18:40:00Z"
    );
}

#[test]
fn with_nobody_free_the_push_is_refused_and_the_dealer_stays() {
    let mut f = Fixture::new();
    let t1 = holdem_table(&mut f, "Table 1", 9, &[]);
    let ann = dealer(&f, "Ann");
    f.room.join_rotation(f.floor.id, ann).unwrap();
    f.room.push_dealer(f.floor.id, t1, ann).unwrap();
    assert!(f.room.rotation().unwrap().pushes[0].in_dealer.is_none());
    f.at("2026-11-23T18:31:00Z");
    let before = f.snapshot();
    let e = f.room.rotate(f.floor.id, t1).unwrap_err();
    assert_eq!(e.code(), "no_relief");
    assert_eq!(f.snapshot(), before);
    assert_eq!(
        f.room.table_status(t1).unwrap().dealer.as_deref(),
        Some("Ann")
    );
}

#[test]
fn the_report_gives_each_dealers_hours_by_table_and_game() {
    let mut f = Fixture::new();
    f.new_shift();
    let t1 = holdem_table(&mut f, "Table 1", 9, &[]);
    let t2 = f.open(limit_table("Table 2", "lowball", 400, 800)).id;
    let (ann, bob, cy) = (dealer(&f, "Ann"), dealer(&f, "Bob"), dealer(&f, "Cy"));
    for d in [ann, bob, cy] {
        f.room.join_rotation(f.floor.id, d).unwrap();
    }
    f.room.push_dealer(f.floor.id, t1, ann).unwrap();
    f.room.push_dealer(f.floor.id, t2, bob).unwrap();
    f.at("2026-11-23T18:30:00Z");
    assert_eq!(f.room.rotate(f.floor.id, t1).unwrap().name, "Cy");
    assert_eq!(
        f.room.rotate(f.floor.id, t2).unwrap().name,
        "Ann",
        "Ann goes to the next table"
    );
    f.at("2026-11-23T18:45:00Z");
    let report = f.room.shift_report(f.floor.id, None).unwrap();
    let hours: Vec<(String, String, String, i64)> = report
        .dealer_hours
        .iter()
        .map(|h| {
            (
                h.dealer_name.clone(),
                h.table_name.clone(),
                h.game.as_str().to_owned(),
                h.minutes,
            )
        })
        .collect();
    assert_eq!(
        hours,
        [
            ("Ann".into(), "Table 1".into(), "holdem".into(), 30),
            ("Ann".into(), "Table 2".into(), "lowball".into(), 15),
            ("Bob".into(), "Table 2".into(), "lowball".into(), 30),
            ("Cy".into(), "Table 1".into(), "holdem".into(), 15),
        ]
    );
}
