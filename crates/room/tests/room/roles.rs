//! Who may do what: the role table, and each power a dealer must not hold.

use cardroom_room::{Entry, Mark, NotPaidReason, Permission, Role, SeatPlayer, StaffDto, UseCase};

use crate::bad_input::refused;
use crate::support::{Fixture, draw, jd_table, limit_table};

/// Who may perform a use case is decided once, in its `use_cases!` row (the compiler refuses a
/// row without one). The decisions are published in `docs/roles.md`, generated from the rows:
/// a use case added or a permission changed shows in review as a change to that page, and this
/// test fails until the page is written again (`CARDROOM_BLESS=1 cargo test -p cardroom-room
/// --test room roles`).
#[test]
fn every_use_case_declares_who_may_perform_it() {
    let path = concat!(env!("CARGO_MANIFEST_DIR"), "/../../docs/roles.md");
    let page = role_table();
    if std::env::var_os("CARDROOM_BLESS").is_some() {
        std::fs::write(path, &page).unwrap();
    }
    let written = std::fs::read_to_string(path).unwrap_or_default();
    assert!(
        written == page,
        "docs/roles.md is not the room's role table; write it again with CARDROOM_BLESS=1 and \
         review the change. The room's table:\n{page}"
    );
}

/// `docs/roles.md`: every use case, who may perform it and what its commit changes.
fn role_table() -> String {
    let who = |p: Permission| match p {
        Permission::Floor => "a floor manager",
        Permission::TableDealer => "a floor manager, or the dealer in that table's box",
        Permission::FloorOrSelf => "a floor manager, or a dealer for themself",
        Permission::Cage => "the cage only (not the floor)",
        Permission::FloorOrCage => "a floor manager or the cage",
        Permission::Own => "anyone for themself; a floor manager for anyone",
    };
    let mut page = String::from(
        "# Who may do what\n\n\
         Generated from the `use_cases!` rows in `crates/room/src/usecase.rs` by the test \
         `every_use_case_declares_who_may_perform_it`; do not edit by hand. A floor manager \
         may do everything a dealer may. The cage (cage counters) counts the drop boxes, \
         counter-signs shifts and reads and prints the reports; it deals nothing and runs \
         nothing on the floor, and the floor may not do the cage's part (25 CFR 543).\n\n\
         | use case | what it does | who may | what it changes |\n\
         |---|---|---|---|\n",
    );
    for case in UseCase::ALL {
        let change = serde_json::to_value(case.change()).unwrap();
        page.push_str(&format!(
            "| `{}` | {} | {} | {} |\n",
            case.name(),
            case.doing(),
            who(case.permission()),
            change.as_str().unwrap_or_default()
        ));
    }
    page
}

struct Room2 {
    f: Fixture,
    t1: i64,
    t2: i64,
    dee: StaffDto,
    eve: StaffDto,
}

/// Two Hold'em tables: Dee deals Table 1, Eve deals Table 2; three players at each, buttons
/// drawn.
fn two_tables() -> Room2 {
    let mut f = Fixture::new();
    let t1 = f.open(limit_table("Table 1", "holdem", 200, 400)).id;
    let t2 = f.open(limit_table("Table 2", "holdem", 200, 400)).id;
    let dee = f.dealer("Dee");
    let eve = f.dealer("Eve");
    let floor = f.floor.id;
    f.room.push_dealer(floor, t1, dee.id).unwrap();
    f.room.push_dealer(floor, t2, eve.id).unwrap();
    for t in [t1, t2] {
        for (seat, name) in [(1, "Ann"), (2, "Bob"), (3, "Cy")] {
            f.seat(t, seat, &format!("{name} {t}"));
        }
    }
    Room2 {
        f,
        t1,
        t2,
        dee,
        eve,
    }
}

#[test]
fn a_dealer_cannot_seat_move_or_unseat_players() {
    let Room2 {
        mut f, t1, t2, dee, ..
    } = two_tables();
    let chips_from_nothing = SeatPlayer {
        table_id: t1,
        seat_no: 5,
        player_name: "Zed".into(),
        player_number: None,
        stack_cents: 1_000_000,
        entry: Entry::WaitForBigBlind,
        cash: false,
        not_excluded: None,
    };
    refused(&mut f, "not_permitted", |f| {
        f.room.seat_player(dee.id, &chips_from_nothing)
    });
    refused(&mut f, "not_permitted", |f| {
        f.room.unseat_player(dee.id, t1, 1)
    });
    refused(&mut f, "not_permitted", |f| {
        f.room.move_player(dee.id, t1, 1, t1, 6)
    });
    refused(&mut f, "not_permitted", |f| {
        f.room.move_player(dee.id, t1, 1, t2, 6)
    });
}

#[test]
fn a_dealer_cannot_pull_or_replace_another_dealer() {
    let Room2 {
        mut f,
        t1,
        t2,
        dee,
        eve,
    } = two_tables();
    refused(&mut f, "only_for_self", |f| f.room.pull_dealer(dee.id, t2));
    // Dee cannot push himself into Eve's box, nor push Eve anywhere.
    let floor = f.floor.id;
    f.room.pull_dealer(floor, t1).unwrap();
    refused(&mut f, "only_for_self", |f| {
        f.room.push_dealer(dee.id, t2, dee.id)
    });
    refused(&mut f, "only_for_self", |f| {
        f.room.push_dealer(dee.id, t1, eve.id)
    });
}

#[test]
fn a_dealer_clocks_in_at_a_free_table_and_goes_off_his_own() {
    let Room2 { f, t1, dee, .. } = two_tables();
    let floor = f.floor.id;
    f.room.pull_dealer(floor, t1).unwrap();
    f.room.push_dealer(dee.id, t1, dee.id).unwrap();
    assert_eq!(
        f.room.table_status(t1).unwrap().dealer.as_deref(),
        Some("Dee")
    );
    f.room.pull_dealer(dee.id, t1).unwrap();
    assert_eq!(f.room.table_status(t1).unwrap().dealer, None);
}

#[test]
fn a_dealer_cannot_draw_the_button_or_start_a_hand_at_a_table_he_is_not_dealing() {
    let Room2 {
        mut f, t1, t2, dee, ..
    } = two_tables();
    let cards = draw(&[(1, "As"), (2, "Kd"), (3, "2c")]);
    refused(&mut f, "not_your_table", |f| {
        f.room.draw_for_button(dee.id, t2, &cards)
    });
    f.room.draw_for_button(dee.id, t1, &cards).unwrap();
    let floor = f.floor.id;
    f.room.draw_for_button(floor, t2, &cards).unwrap();
    refused(&mut f, "not_your_table", |f| f.room.start_hand(dee.id, t2));
    f.room.start_hand(dee.id, t1).unwrap();
}

#[test]
fn a_dealer_cannot_act_in_or_undo_another_dealers_hand() {
    let Room2 {
        mut f,
        t2,
        dee,
        eve,
        ..
    } = two_tables();
    let cards = draw(&[(1, "As"), (2, "Kd"), (3, "2c")]);
    f.room.draw_for_button(eve.id, t2, &cards).unwrap();
    let started = f.room.start_hand(eve.id, t2).unwrap();
    let hand = started.hand_id;
    let step = cardroom_engine::Action::Fold {
        seat: crate::support::first_to_act(&started),
    };
    refused(&mut f, "not_your_table", |f| {
        f.room.act(dee.id, hand, step.clone())
    });
    f.room.act(eve.id, hand, step.clone()).unwrap();
    refused(&mut f, "not_your_table", |f| f.room.undo(dee.id, hand));
    f.room.undo(eve.id, hand).unwrap();
    // The floor may act at any table.
    let floor = f.floor.id;
    f.room.act(floor, hand, step).unwrap();
}

#[test]
fn a_banked_box_needs_its_dealer_in_the_box() {
    let mut f = Fixture::new();
    let t = f.open_seated(jd_table("Joker 1", 30, 300), &[(1, "Ann")]);
    let floor = f.floor.id;
    refused(&mut f, "no_dealer", |f| {
        f.room.start_jd_hand(floor, t, 1, 30, 0)
    });
    let dee = f.dealer("Dee");
    refused(&mut f, "not_your_table", |f| {
        f.room.start_jd_hand(dee.id, t, 1, 30, 0)
    });
    f.room.push_dealer(dee.id, t, dee.id).unwrap();
    f.room.start_jd_hand(dee.id, t, 1, 30, 0).unwrap();
}

#[test]
fn a_dealer_marks_collections_at_his_own_table_only_and_never_comps() {
    let mut f = Fixture::new();
    let mut req = limit_table("Draw 1", "five_card_draw", 200, 400);
    req.rate_cents = Some(100);
    let t1 = f.open(req.clone()).id;
    req.name = "Draw 2".into();
    let t2 = f.open(req).id;
    f.seat(t1, 1, "Ann");
    f.seat(t2, 1, "Bob");
    let dee = f.dealer("Dee");
    let floor = f.floor.id;
    f.room.push_dealer(floor, t1, dee.id).unwrap();
    f.at("2026-11-23T18:31:00Z");
    let due = crate::support::record_and_list(&f.room, floor, None).unwrap();
    let mine = due.iter().find(|c| c.table_id == t1).unwrap().id.unwrap();
    let other = due.iter().find(|c| c.table_id == t2).unwrap().id.unwrap();
    refused(&mut f, "not_your_table", |f| {
        f.room.mark_collection(dee.id, other, Mark::Paid)
    });
    refused(&mut f, "not_permitted", |f| {
        f.room
            .mark_collection(dee.id, mine, Mark::NotPaid(NotPaidReason::Comped))
    });
    refused(&mut f, "not_your_table", |f| {
        crate::support::record_and_list(&f.room, dee.id, Some(t2))
    });
    f.room.mark_collection(dee.id, mine, Mark::Paid).unwrap();
    // With no table named, a dealer's own table.
    let listed = crate::support::record_and_list(&f.room, dee.id, None).unwrap();
    assert!(listed.iter().all(|c| c.table_id == t1));
}

#[test]
fn the_last_floor_manager_cannot_be_deactivated() {
    let mut f = Fixture::new();
    let maria = f.floor.id;
    refused(&mut f, "last_floor_manager", |f| {
        f.room.set_staff_active(maria, maria, false)
    });
    let sam = f.room.add_staff(Some(maria), "Sam", Role::Floor).unwrap();
    f.room.set_staff_active(maria, sam.id, false).unwrap();
    refused(&mut f, "last_floor_manager", |f| {
        f.room.set_staff_active(maria, maria, false)
    });
}

#[test]
fn a_floor_manager_running_the_open_shift_stays_active_until_it_closes() {
    let mut f = Fixture::new();
    let maria = f.floor.id;
    let sam = f.room.add_staff(Some(maria), "Sam", Role::Floor).unwrap();
    refused(&mut f, "runs_open_shift", |f| {
        f.room.set_staff_active(sam.id, maria, false)
    });
    f.room.close_shift(maria).unwrap();
    f.room.set_staff_active(sam.id, maria, false).unwrap();
}

#[test]
fn a_dealer_cannot_read_the_shift_report() {
    let mut f = Fixture::new();
    let dee = f.dealer("Dee");
    let maria = f.floor.id;
    refused(&mut f, "not_permitted", |f| {
        f.room.shift_report(dee.id, None)
    });
    f.room.shift_report(maria, None).unwrap();
}
