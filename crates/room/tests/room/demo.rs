//! The demo seeder: realistic, repeatable, and consistent with the reports.

use cardroom_room::Figures;

use crate::support::{DAY, Fixture, t};

/// [`DAY`]: a copy of the test process's one seeding of it, which the hand history and
/// close-out tests share.
fn seeded() -> (Fixture, cardroom_room::DemoSummary) {
    Fixture::seeded(DAY)
}

/// The same, seeded afresh in this test.
fn seeded_afresh(days: u32, seed: u64) -> (Fixture, cardroom_room::DemoSummary) {
    let f = Fixture::bare_at("2026-11-20T00:00:00Z");
    f.at("2026-11-23T09:00:00Z");
    let summary = f.room.seed_demo(days, seed).unwrap();
    (f, summary)
}

#[test]
fn the_demo_seeds_shifts_tables_players_and_collections_before_now() {
    let (f, s) = seeded();
    assert_eq!((s.days, s.shifts, s.tables), (1, 2, 7));
    assert!(s.seatings > 30, "{s:?}");
    assert!(s.collections_marked > 250, "{s:?}");
    assert!(
        s.collections_left_unmarked > 0,
        "some collections are left for the cage to find"
    );
    assert_eq!(
        (s.from.as_str(), s.to.as_str()),
        ("2026-11-22T12:00:00Z", "2026-11-23T00:01:00Z")
    );
    assert!(
        f.room.status_board(false).unwrap().is_empty(),
        "every table closed at the end"
    );
    assert!(f.room.current_shift().unwrap().is_none());
}

#[test]
fn the_same_seed_gives_the_same_activity() {
    // The seeder is the room's, above the store: on the server, three seedings would take two
    // minutes to prove it again; server::the_same_demo_… shows the server seeds the room the
    // file does.
    crate::sqlite_only!();
    let (a, sa) = seeded_afresh(1, 42);
    let (b, sb) = seeded_afresh(1, 42);
    let (_, sc) = seeded_afresh(1, 43);
    assert_eq!(sa, sb);
    assert_eq!(a.snapshot(), b.snapshot());
    assert_ne!(sa, sc);
}

#[test]
fn every_seeded_shift_report_balances() {
    let (f, _) = seeded();
    for shift in 1..=2 {
        let r = f.room.shift_report(f.floor.id, Some(shift)).unwrap();
        let Figures {
            due_cents,
            collected_cents,
            excused_cents,
            missing_cents,
            not_collected_cents,
            unmarked_cents,
            ..
        } = r.totals;
        assert!(due_cents > 0, "shift {shift}");
        assert_eq!(
            due_cents,
            collected_cents + not_collected_cents + unmarked_cents,
            "shift {shift}"
        );
        assert_eq!(
            due_cents,
            collected_cents + excused_cents + missing_cents,
            "shift {shift}"
        );
        let missing: i64 = r.discrepancies.iter().map(|d| d.amount_cents).sum();
        assert_eq!(missing, missing_cents, "shift {shift}");
        assert!(
            r.totals.hands_dealt > 0 && r.totals.drop_cents > 0,
            "shift {shift}: {:?}",
            r.totals
        );
        assert_eq!(
            r.totals.house_cents,
            collected_cents + r.totals.drop_cents,
            "shift {shift}"
        );
        let by_table: i64 = r.by_table.iter().map(|g| g.figures.due_cents).sum();
        let by_dealer: i64 = r.by_dealer.iter().map(|g| g.figures.due_cents).sum();
        assert_eq!(
            (by_table, by_dealer),
            (due_cents, due_cents),
            "shift {shift}"
        );
    }
}

#[test]
fn the_demo_never_runs_past_now_or_into_recorded_activity() {
    let (f, _) = seeded();
    let err = f.room.seed_demo(1, 7).unwrap_err();
    assert_eq!(err.code(), "invalid_input");
    let later = f.reopen_with(Box::new(cardroom_room::ManualClock::new(t(
        "2026-11-25T09:00:00Z",
    ))));
    let next = later.seed_demo(1, 7).unwrap();
    assert_eq!(next.from, "2026-11-24T12:00:00Z");
}

#[test]
fn the_demo_deals_hands_at_every_table_and_the_bank_wins_or_loses() {
    let (f, s) = seeded();
    let r = f.room.shift_report(f.floor.id, Some(1)).unwrap();
    for game in [
        "Texas Hold'em",
        "Pineapple",
        "Low Ball",
        "Mexican Poker",
        "Pan",
        "Draw Poker with Joker",
    ] {
        let dealt = r
            .by_game
            .iter()
            .find(|g| g.key == game)
            .map_or(0, |g| g.figures.hands_dealt);
        assert!(dealt > 0, "{game}: {:?}", r.by_game);
    }
    assert!(s.hands > 100, "{s:?}");
    let banked = r
        .by_game
        .iter()
        .find(|g| g.key == "Draw Poker with Joker")
        .map(|g| g.figures.banked_cents)
        .unwrap();
    assert_ne!(banked, 0, "the bank won or lost on its boxes");
}

#[test]
fn every_seeded_shift_accounts_for_every_chip_and_the_next_opens_with_what_it_left() {
    // One day: two shifts, the second taking over the first's open tables mid-day.
    let (f, _) = seeded();
    let mut shifts = f.room.shift_list(f.floor.id).unwrap();
    shifts.reverse();
    let mut left = 0;
    for shift in &shifts {
        let report = f.room.shift_report(f.floor.id, Some(shift.id)).unwrap();
        for c in &report.chips {
            assert_eq!(
                c.difference_cents, 0,
                "shift {} {}: {c:?}",
                shift.id, c.table
            );
        }
        let room = report.chips.last().unwrap();
        assert_eq!(room.table, "The room");
        assert_eq!(room.opening_cents, left, "shift {}", shift.id);
        assert!(room.bought_in_cents > 0 && room.drops_cents + room.time_from_stacks_cents > 0);
        left = room.in_play_cents;
    }
    assert_eq!(left, 0, "every table closed, every player cashed out");
}
