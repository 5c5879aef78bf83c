//! The floor's storage (waiting lists, calls, must-move tables, floor settings, sit-outs,
//! the dealers' rotation), through the storage interface: on a real SQLite file, and, with
//! feature `test-server` and `CARDROOM_TEST_ENGINE=postgres`, on the tests' own PostgreSQL.

use std::path::Path;

use cardroom_store::{
    Betting, BrokenTablePlace, CallOutcome, CallTimeout, CollectionStatus, Departure,
    FloorSettingsRow, GameCode, MIGRATION_FILES, MustMoveRow, NewSeatCall, NewSeating, NewTable,
    NewTimeCollection, NewWaitlist, NotPaidReason, PG_MIGRATION_FILES, Role, RotationRow,
    SeatChangeDecline, SeatCollections, SeatEntry, SitOutRow, SqliteStore, Storage, StoreError,
    WaitRemoval,
};

/// A moment of the test's day.
fn t(hm: &str) -> String {
    format!("2026-11-25T{hm}:00Z")
}

fn table_row(name: &str, floor: i64) -> NewTable {
    crate::table_row(name, floor, &t("08:00"))
}

fn seating(table_id: i64, seat_no: i64, name: &str) -> NewSeating {
    NewSeating {
        table_id,
        seat_no,
        player_name: name.into(),
        player_id: None,
        stack_cents: 10_000,
        entry: SeatEntry::Playing,
        sitting_out: false,
        missed_small_blind: false,
        missed_big_blind: false,
    }
}

fn nl_1_2() -> NewWaitlist {
    NewWaitlist {
        game: GameCode::Holdem,
        structure: Some(Betting::NoLimit),
        small_blind_cents: 100,
        big_blind_cents: 200,
        small_bet_cents: 200,
        big_bet_cents: 400,
        stakes: Some("$1/$2 NL".into()),
    }
}

fn any_holdem() -> NewWaitlist {
    NewWaitlist {
        game: GameCode::Holdem,
        structure: None,
        small_blind_cents: 0,
        big_blind_cents: 0,
        small_bet_cents: 0,
        big_bet_cents: 0,
        stakes: None,
    }
}

/// The room the tests work in: a floor manager, two dealers, two tables.
struct Room {
    floor: i64,
    dan: i64,
    eve: i64,
    t1: i64,
    t2: i64,
}

fn a_room(store: &dyn Storage) -> Room {
    store
        .write(|tx| {
            let floor = tx.insert_staff("Maria", Role::Floor, &t("08:00"), None)?;
            let dan = tx.insert_staff("Dan", Role::Dealer, &t("08:00"), Some(floor))?;
            let eve = tx.insert_staff("Eve", Role::Dealer, &t("08:00"), Some(floor))?;
            let t1 = tx.insert_table(&table_row("Table 1", floor))?;
            let t2 = tx.insert_table(&table_row("Table 2", floor))?;
            Ok::<_, StoreError>(Room {
                floor,
                dan,
                eve,
                t1,
                t2,
            })
        })
        .unwrap()
}

/// A write the schema refuses: an error, and nothing of it kept.
fn refused<T: std::fmt::Debug>(
    store: &dyn Storage,
    what: &str,
    work: impl FnOnce(&dyn cardroom_store::Tx) -> Result<T, StoreError>,
) {
    let result = store.write(work);
    assert!(result.is_err(), "{what}: {result:?}");
}

fn settings_round_trip(store: &dyn Storage, r: &Room) {
    assert_eq!(store.read(|tx| tx.floor_settings()).unwrap(), None);
    let mut s = FloorSettingsRow {
        call_minutes: 3,
        call_timeout: CallTimeout::Bottom,
        sit_out_limit_minutes: 30,
        down_minutes: 20,
        break_minutes: 15,
        downs_before_break: 3,
        variance_threshold_cents: 1000,
        gaming_day_starts_minutes: 360,
        station_idle_seconds: 90,
        desk_lock_minutes: 10,
        mtl_threshold_cents: 300_000,
        seat_change_decline: SeatChangeDecline::Loses,
        broken_table_players: BrokenTablePlace::Top,
    };
    // Saved at `at`, the settings read back as they were saved.
    let saved = |s: &FloorSettingsRow, at: &str| {
        store
            .write(|tx| tx.save_floor_settings(s, &t(at), r.floor))
            .unwrap();
        assert_eq!(
            store.read(|tx| tx.floor_settings()).unwrap(),
            Some(s.clone())
        );
    };
    saved(&s, "09:00");
    s.call_minutes = 5;
    s.call_timeout = CallTimeout::Off;
    s.downs_before_break = 4;
    s.mtl_threshold_cents = 250_000;
    s.seat_change_decline = SeatChangeDecline::Keeps;
    s.broken_table_players = BrokenTablePlace::Bottom;
    saved(&s, "09:05");
    let bad = FloorSettingsRow {
        call_minutes: 0,
        ..s.clone()
    };
    refused(store, "a call of no minutes", |tx| {
        tx.save_floor_settings(&bad, &t("09:06"), r.floor)
    });
    assert_eq!(store.read(|tx| tx.floor_settings()).unwrap(), Some(s));

    assert_eq!(store.read(|tx| tx.start_players()).unwrap(), []);
    store
        .write(|tx| {
            tx.save_start_players(GameCode::Pan, 5, &t("09:00"), r.floor)?;
            tx.save_start_players(GameCode::Holdem, 5, &t("09:00"), r.floor)?;
            tx.save_start_players(GameCode::Holdem, 6, &t("09:01"), r.floor)
        })
        .unwrap();
    assert_eq!(
        store.read(|tx| tx.start_players()).unwrap(),
        [(GameCode::Holdem, 6), (GameCode::Pan, 5)]
    );
}

fn lists_entries_and_calls(store: &dyn Storage, r: &Room) {
    let (any, nl, cat) = store
        .write(|tx| {
            let any = tx.insert_waitlist(&any_holdem(), &t("09:00"), r.floor)?;
            let nl = tx.insert_waitlist(&nl_1_2(), &t("09:01"), r.floor)?;
            let cat = tx.insert_waitlist_entry(any, "Cat", "cat", None, &t("09:02"), r.floor)?;
            Ok::<_, StoreError>((any, nl, cat))
        })
        .unwrap();
    assert!(nl > any && cat > 0);
    refused(store, "a second open list at the same stakes", |tx| {
        tx.insert_waitlist(&nl_1_2(), &t("09:03"), r.floor)
    });
    refused(store, "a second interest list of the game", |tx| {
        tx.insert_waitlist(&any_holdem(), &t("09:03"), r.floor)
    });
    let lists = store.read(|tx| tx.waitlists()).unwrap();
    assert_eq!(lists.iter().map(|l| l.id).collect::<Vec<_>>(), [any, nl]);
    let open = &lists[1];
    assert_eq!(open.game, GameCode::Holdem);
    assert_eq!(open.structure, Some(Betting::NoLimit));
    assert_eq!((open.small_blind_cents, open.big_blind_cents), (100, 200));
    assert_eq!((open.small_bet_cents, open.big_bet_cents), (200, 400));
    assert_eq!(open.stakes.as_deref(), Some("$1/$2 NL"));
    assert_eq!(open.created_at, t("09:01"));
    assert_eq!(lists[0].structure, None);
    assert_eq!(lists[0].stakes, None);

    store
        .write(|tx| tx.close_waitlist(any, &t("09:10"), r.floor))
        .unwrap();
    let lists = store.read(|tx| tx.waitlists()).unwrap();
    assert_eq!(lists.iter().map(|l| l.id).collect::<Vec<_>>(), [nl]);
    let closed = store.read(|tx| tx.waitlist(any)).unwrap().unwrap();
    assert_eq!((closed.id, closed.stakes), (any, None));
    assert_eq!(store.read(|tx| tx.waitlist(9_999)).unwrap(), None);
    // A closed list makes way for a new one of the same game.
    let any2 = store
        .write(|tx| tx.insert_waitlist(&any_holdem(), &t("09:11"), r.floor))
        .unwrap();

    let (ann, bob) = store
        .write(|tx| {
            let ann = tx.insert_waitlist_entry(
                nl,
                "Ann",
                "ann",
                Some("by the window"),
                &t("09:20"),
                r.floor,
            )?;
            let bob = tx.insert_waitlist_entry(nl, "Bob", "bob", None, &t("09:21"), r.floor)?;
            Ok::<_, StoreError>((ann, bob))
        })
        .unwrap();
    refused(store, "the same player twice on one list", |tx| {
        tx.insert_waitlist_entry(nl, "ANN", "ann", None, &t("09:22"), r.floor)
    });
    refused(store, "a player with no name", |tx| {
        tx.insert_waitlist_entry(nl, "  ", "x", None, &t("09:22"), r.floor)
    });
    let entries = store.read(|tx| tx.waitlist_entries()).unwrap();
    // Cat is on the closed list: not waiting any more.
    assert_eq!(entries.iter().map(|e| e.id).collect::<Vec<_>>(), [ann, bob]);
    assert_eq!(entries[0].list_id, nl);
    assert_eq!(entries[0].player_name, "Ann");
    assert_eq!(entries[0].player_key, "ann");
    assert_eq!(entries[0].note.as_deref(), Some("by the window"));
    assert_eq!(entries[0].added_at, t("09:20"));
    assert_eq!(entries[1].note, None);

    // Ann's call times out and sends her to the bottom.
    let ann_call = NewSeatCall {
        table_id: r.t1,
        entry_id: Some(ann),
        seating_id: None,
        player_name: "Ann",
        called_at: &t("09:30"),
        due_at: &t("09:33"),
        on_timeout: CallTimeout::Bottom,
    };
    let call = store
        .write(|tx| tx.insert_seat_call(&ann_call, r.floor))
        .unwrap();
    refused(store, "a second open call for one entry", |tx| {
        tx.insert_seat_call(&ann_call, r.floor)
    });
    refused(store, "a call due before it was made", |tx| {
        tx.insert_seat_call(
            &NewSeatCall {
                entry_id: Some(bob),
                player_name: "Bob",
                due_at: &t("09:29"),
                ..ann_call.clone()
            },
            r.floor,
        )
    });
    refused(store, "a call for both an entry and a seating", |tx| {
        tx.insert_seat_call(
            &NewSeatCall {
                seating_id: Some(1),
                ..ann_call.clone()
            },
            r.floor,
        )
    });
    let open = store.read(|tx| tx.open_calls()).unwrap();
    assert_eq!(open.len(), 1);
    let c = &open[0];
    assert_eq!(
        (c.id, c.table_id, c.entry_id, c.seating_id),
        (call, r.t1, Some(ann), None)
    );
    assert_eq!(c.player_name, "Ann");
    assert_eq!(
        (c.called_at.as_str(), c.due_at.as_str()),
        (t("09:30").as_str(), t("09:33").as_str())
    );
    assert_eq!(c.on_timeout, CallTimeout::Bottom);
    assert_eq!((c.ended_at.as_deref(), c.outcome), (None, None));
    assert_eq!(store.read(|tx| tx.bottomed_calls()).unwrap(), []);

    store
        .write(|tx| {
            tx.end_seat_call(call, &t("09:33"), r.floor, CallOutcome::TimedOut)?;
            // Ended already: a second ending changes nothing.
            tx.end_seat_call(call, &t("09:40"), r.floor, CallOutcome::Seated)
        })
        .unwrap();
    let ended = store.read(|tx| tx.seat_call(call)).unwrap().unwrap();
    assert_eq!(ended.ended_at.as_deref(), Some(t("09:33").as_str()));
    assert_eq!(ended.outcome, Some(CallOutcome::TimedOut));
    assert_eq!(store.read(|tx| tx.seat_call(9_999)).unwrap(), None);
    assert_eq!(store.read(|tx| tx.open_calls()).unwrap(), []);

    // Bob's calls: one the house takes him off for, one withdrawn; neither bottoms him.
    let bob_call = NewSeatCall {
        entry_id: Some(bob),
        player_name: "Bob",
        on_timeout: CallTimeout::Off,
        ..ann_call.clone()
    };
    let (off, cancelled, again) = store
        .write(|tx| {
            let off = tx.insert_seat_call(&bob_call, r.floor)?;
            tx.end_seat_call(off, &t("09:33"), r.floor, CallOutcome::TimedOut)?;
            let cancelled = tx.insert_seat_call(
                &NewSeatCall {
                    on_timeout: CallTimeout::Bottom,
                    ..bob_call.clone()
                },
                r.floor,
            )?;
            tx.end_seat_call(cancelled, &t("09:34"), r.floor, CallOutcome::Cancelled)?;
            // Ann is called again: a new call once the first has ended.
            let again = tx.insert_seat_call(
                &NewSeatCall {
                    called_at: &t("09:50"),
                    due_at: &t("09:53"),
                    ..ann_call.clone()
                },
                r.floor,
            )?;
            Ok::<_, StoreError>((off, cancelled, again))
        })
        .unwrap();
    assert!(again > cancelled && cancelled > off && off > call);
    assert_eq!(
        store.read(|tx| tx.bottomed_calls()).unwrap(),
        [(ann, t("09:33"))]
    );
    assert_eq!(
        store
            .read(|tx| tx.open_calls())
            .unwrap()
            .iter()
            .map(|c| c.id)
            .collect::<Vec<_>>(),
        [again]
    );
    store
        .write(|tx| {
            tx.end_seat_call(again, &t("09:53"), r.floor, CallOutcome::TimedOut)?;
            // A must-move player's call.
            let s = tx.insert_seating(&seating(r.t2, 9, "Moe"), &t("09:00"), r.floor)?;
            tx.insert_seat_call(
                &NewSeatCall {
                    table_id: r.t1,
                    entry_id: None,
                    seating_id: Some(s),
                    player_name: "Moe",
                    called_at: &t("09:55"),
                    due_at: &t("09:57"),
                    on_timeout: CallTimeout::Off,
                },
                r.floor,
            )?;
            tx.end_seating(s, &t("09:56"), r.floor, "moved")
        })
        .unwrap();
    assert_eq!(
        store.read(|tx| tx.bottomed_calls()).unwrap(),
        [(ann, t("09:33")), (ann, t("09:53"))]
    );
    let moe = store.read(|tx| tx.open_calls()).unwrap();
    assert_eq!(moe.len(), 1);
    assert_eq!(
        (moe[0].entry_id, moe[0].player_name.as_str()),
        (None, "Moe")
    );
    assert!(moe[0].seating_id.is_some());

    // Ann is seated: off the list, and her timed-out calls no longer bottom her.
    store
        .write(|tx| {
            tx.remove_waitlist_entry(ann, &t("10:00"), r.floor, WaitRemoval::Seated)?;
            // Off already: changes nothing.
            tx.remove_waitlist_entry(ann, &t("10:05"), r.floor, WaitRemoval::Left)
        })
        .unwrap();
    assert_eq!(store.read(|tx| tx.bottomed_calls()).unwrap(), []);
    let entries = store.read(|tx| tx.waitlist_entries()).unwrap();
    assert_eq!(entries.iter().map(|e| e.id).collect::<Vec<_>>(), [bob]);
    // Off the list, she may join it again.
    let ann2 = store
        .write(|tx| tx.insert_waitlist_entry(nl, "Ann", "ann", None, &t("10:10"), r.floor))
        .unwrap();
    let dee = store
        .write(|tx| tx.insert_waitlist_entry(any2, "Dee", "dee", None, &t("10:11"), r.floor))
        .unwrap();
    let entries = store.read(|tx| tx.waitlist_entries()).unwrap();
    assert_eq!(
        entries.iter().map(|e| e.id).collect::<Vec<_>>(),
        [bob, ann2, dee]
    );
    store
        .write(|tx| tx.remove_waitlist_entry(bob, &t("10:20"), r.floor, WaitRemoval::TimedOut))
        .unwrap();
    let entries = store.read(|tx| tx.waitlist_entries()).unwrap();
    assert_eq!(
        entries.iter().map(|e| e.id).collect::<Vec<_>>(),
        [ann2, dee]
    );
}

fn must_moves(store: &dyn Storage, r: &Room) {
    assert_eq!(store.read(|tx| tx.must_moves()).unwrap(), []);
    store
        .write(|tx| tx.insert_must_move(r.t2, r.t1, &t("11:00"), r.floor))
        .unwrap();
    refused(store, "a table made must-move twice", |tx| {
        tx.insert_must_move(r.t2, r.t1, &t("11:01"), r.floor)
    });
    refused(store, "a table feeding itself", |tx| {
        tx.insert_must_move(r.t1, r.t1, &t("11:01"), r.floor)
    });
    assert_eq!(
        store.read(|tx| tx.must_moves()).unwrap(),
        [MustMoveRow {
            table_id: r.t2,
            main_table_id: r.t1,
            set_at: t("11:00"),
        }]
    );
    store
        .write(|tx| {
            tx.end_must_move(r.t2, &t("11:30"), r.floor)?;
            // None in force: changes nothing.
            tx.end_must_move(r.t2, &t("11:31"), r.floor)?;
            tx.insert_must_move(r.t1, r.t2, &t("11:40"), r.floor)
        })
        .unwrap();
    assert_eq!(
        store.read(|tx| tx.must_moves()).unwrap(),
        [MustMoveRow {
            table_id: r.t1,
            main_table_id: r.t2,
            set_at: t("11:40"),
        }]
    );
    store
        .write(|tx| tx.end_must_move(r.t1, &t("11:50"), r.floor))
        .unwrap();
    assert_eq!(store.read(|tx| tx.must_moves()).unwrap(), []);
}

/// Seatings, sit-outs, collections and pushes, read back by window. The day's seatings:
/// Ann at table 1 from 12:00 (staying), Bob at table 1 12:05-12:40 (left), Cy at table 2
/// 11:00-11:30 (moved).
fn seat_time_windows(store: &dyn Storage, r: &Room) {
    let (ann, bob, cy) = store
        .write(|tx| {
            let ann = tx.insert_seating(&seating(r.t1, 1, "Ann"), &t("12:00"), r.floor)?;
            let bob = tx.insert_seating(&seating(r.t1, 2, "Bob"), &t("12:05"), r.floor)?;
            let cy = tx.insert_seating(&seating(r.t2, 3, "Cy"), &t("11:00"), r.floor)?;
            tx.end_seating(cy, &t("11:30"), r.floor, "moved")?;
            Ok::<_, StoreError>((ann, bob, cy))
        })
        .unwrap();

    // Sit-outs: Ann 12:10-12:20 and from 12:30; Bob from 12:35 until he left.
    store
        .write(|tx| {
            tx.start_sit_out(ann, &t("12:10"))?;
            tx.end_sit_out(ann, &t("12:20"))?;
            // None open: changes nothing.
            tx.end_sit_out(ann, &t("12:25"))?;
            tx.start_sit_out(ann, &t("12:30"))?;
            tx.start_sit_out(bob, &t("12:35"))?;
            tx.end_seating(bob, &t("12:40"), r.floor, "left")
        })
        .unwrap();
    refused(store, "two open sit-outs of one seating", |tx| {
        tx.start_sit_out(ann, &t("12:31"))
    });
    assert_eq!(
        store.read(|tx| tx.open_sit_outs()).unwrap(),
        [SitOutRow {
            seating_id: ann,
            started_at: t("12:30"),
            ended_at: None,
        }],
        "Bob's spell is open, but he has left"
    );
    let spell = |seating_id, from: &str, to: Option<&str>| SitOutRow {
        seating_id,
        started_at: t(from),
        ended_at: to.map(t),
    };
    assert_eq!(
        store
            .read(|tx| tx.sit_outs_between(&t("12:15"), &t("12:25")))
            .unwrap(),
        [spell(ann, "12:10", Some("12:20"))]
    );
    assert_eq!(
        store
            .read(|tx| tx.sit_outs_between(&t("12:20"), &t("12:31")))
            .unwrap(),
        [spell(ann, "12:30", None)],
        "a spell ended at `from` and one begun at `to` are outside"
    );
    assert_eq!(
        store
            .read(|tx| tx.sit_outs_between(&t("12:00"), &t("13:00")))
            .unwrap(),
        [
            spell(ann, "12:10", Some("12:20")),
            spell(ann, "12:30", None),
            spell(bob, "12:35", None)
        ]
    );

    // Departures in [from, to), any reason.
    let gone = |table_id, at: &str| Departure {
        table_id,
        left_at: t(at),
    };
    assert_eq!(
        store
            .read(|tx| tx.departures(&t("12:00"), &t("13:00")))
            .unwrap(),
        [gone(r.t1, "12:40")]
    );
    assert_eq!(
        store
            .read(|tx| tx.departures(&t("11:30"), &t("12:40")))
            .unwrap(),
        [gone(r.t2, "11:30")]
    );
    assert_eq!(
        store
            .read(|tx| tx.departures(&t("11:00"), &t("13:00")))
            .unwrap(),
        [gone(r.t2, "11:30"), gone(r.t1, "12:40")]
    );

    // Seatings overlapping [from, to).
    let ids = |from: &str, to: &str| -> Vec<i64> {
        store
            .read(|tx| tx.seatings_between(&t(from), &t(to)))
            .unwrap()
            .iter()
            .map(|s| s.id)
            .collect()
    };
    assert_eq!(ids("12:30", "13:00"), [ann, bob]);
    assert_eq!(ids("12:40", "13:00"), [ann], "Bob left at `from`");
    assert_eq!(ids("11:00", "12:00"), [cy], "Ann sat down at `to`");
    assert_eq!(ids("10:00", "11:00"), Vec::<i64>::new());
    let rows = store
        .read(|tx| tx.seatings_between(&t("12:00"), &t("12:10")))
        .unwrap();
    assert_eq!(rows.len(), 2);
    assert_eq!(
        (rows[0].id, rows[0].table_id, rows[0].seat_no),
        (ann, r.t1, 1)
    );
    assert_eq!(rows[0].player_name, "Ann");
    assert_eq!(rows[0].seated_at, t("12:00"));
    assert_eq!(rows[0].left_at, None);
    assert_eq!(rows[1].left_at.as_deref(), Some(t("12:40").as_str()));

    // Time collections by seating and status, due in [from, to).
    store
        .write(|tx| {
            for (seating_id, seat_no, name, due) in [
                (ann, 1, "Ann", "12:30"),
                (bob, 2, "Bob", "12:30"),
                (ann, 1, "Ann", "13:00"),
                (ann, 1, "Ann", "12:00"),
            ] {
                tx.insert_time_collection(
                    &NewTimeCollection {
                        table_id: r.t1,
                        due_at: t(due),
                        seating_id,
                        seat_no,
                        player_name: name.into(),
                        amount_cents: 600,
                        rate_id: None,
                        dealer_id: None,
                    },
                    &t(due),
                )?;
            }
            for c in tx.unmarked_collections(None)? {
                match (c.seating_id == ann, c.due_at == t("13:00")) {
                    (true, false) => tx.mark_collection(
                        c.id,
                        CollectionStatus::Paid,
                        None,
                        &t("13:05"),
                        r.floor,
                    )?,
                    (false, _) => tx.mark_collection(
                        c.id,
                        CollectionStatus::NotPaid,
                        Some(NotPaidReason::SittingOut),
                        &t("13:05"),
                        r.floor,
                    )?,
                    (true, true) => {}
                }
            }
            Ok::<_, StoreError>(())
        })
        .unwrap();
    let counts = |seating_id, paid, not_paid, due| SeatCollections {
        seating_id,
        paid,
        not_paid,
        due,
    };
    assert_eq!(
        store
            .read(|tx| tx.seat_collections(&t("12:00"), &t("13:00")))
            .unwrap(),
        [counts(ann, 2, 0, 0), counts(bob, 0, 1, 0)]
    );
    assert_eq!(
        store
            .read(|tx| tx.seat_collections(&t("12:30"), &t("13:01")))
            .unwrap(),
        [counts(ann, 1, 0, 1), counts(bob, 0, 1, 0)]
    );
    assert_eq!(
        store
            .read(|tx| tx.seat_collections(&t("13:01"), &t("14:00")))
            .unwrap(),
        []
    );

    // Pushes: Dan at table 1 12:00-12:30, then Eve from 12:30.
    store
        .write(|tx| {
            tx.push_dealer(r.t1, r.dan, &t("12:00"), r.floor)?;
            let dan = tx.dealer_on(r.t1)?.unwrap();
            tx.pull_dealer(dan.id, &t("12:30"), r.floor)?;
            tx.push_dealer(r.t1, r.eve, &t("12:30"), r.floor)
        })
        .unwrap();
    let pushes = |from: &str, to: &str| -> Vec<(String, String, Option<String>)> {
        store
            .read(|tx| tx.pushes_between(&t(from), &t(to)))
            .unwrap()
            .into_iter()
            .map(|p| {
                assert_eq!(p.table_id, r.t1);
                (p.dealer_name, p.on_at, p.off_at)
            })
            .collect()
    };
    let dan = ("Dan".to_string(), t("12:00"), Some(t("12:30")));
    let eve = ("Eve".to_string(), t("12:30"), None);
    assert_eq!(pushes("12:15", "12:45"), [dan.clone(), eve.clone()]);
    assert_eq!(pushes("12:30", "13:00"), [eve], "Dan off at `from`");
    assert_eq!(pushes("12:00", "12:30"), [dan], "Eve on at `to`");
    assert_eq!(pushes("11:00", "12:00"), []);
    let rows = store
        .read(|tx| tx.pushes_between(&t("13:00"), &t("14:00")))
        .unwrap();
    assert_eq!(rows.len(), 1);
    assert_eq!((rows[0].dealer_id, rows[0].table_id), (r.eve, r.t1));
}

/// A dealer in the rotation is on break since `since` and his latest break ended at `ended`.
#[track_caller]
fn breaks(dealer: &RotationRow, since: Option<&str>, ended: Option<&str>) {
    assert_eq!(dealer.break_since, since.map(t));
    assert_eq!(dealer.last_break_ended, ended.map(t));
}

fn rotation_and_breaks(store: &dyn Storage, r: &Room) {
    assert_eq!(store.read(|tx| tx.rotation()).unwrap(), []);
    store
        .write(|tx| {
            // A break before he joined is not his latest since joining.
            tx.start_break(r.dan, &t("08:00"), r.floor)?;
            tx.end_break(r.dan, &t("08:30"), r.floor)?;
            tx.join_rotation(r.eve, &t("09:30"), r.floor)?;
            tx.join_rotation(r.dan, &t("09:00"), r.floor)
        })
        .unwrap();
    refused(store, "a dealer in the rotation twice", |tx| {
        tx.join_rotation(r.dan, &t("09:40"), r.floor)
    });
    let rotation = store.read(|tx| tx.rotation()).unwrap();
    let view: Vec<_> = rotation
        .iter()
        .map(|d| {
            (
                d.dealer_id,
                d.dealer_name.as_str(),
                d.joined_at.clone(),
                d.break_since.clone(),
                d.last_break_ended.clone(),
            )
        })
        .collect();
    assert_eq!(
        view,
        [
            (r.dan, "Dan", t("09:00"), None, None),
            (r.eve, "Eve", t("09:30"), None, None)
        ]
    );

    store
        .write(|tx| tx.start_break(r.dan, &t("10:00"), r.floor))
        .unwrap();
    refused(store, "two open breaks of one dealer", |tx| {
        tx.start_break(r.dan, &t("10:05"), r.floor)
    });
    let rotation = store.read(|tx| tx.rotation()).unwrap();
    breaks(&rotation[0], Some("10:00"), None);
    store
        .write(|tx| {
            tx.end_break(r.dan, &t("10:20"), r.floor)?;
            // None open: changes nothing.
            tx.end_break(r.dan, &t("10:25"), r.floor)?;
            tx.start_break(r.dan, &t("11:00"), r.floor)?;
            tx.end_break(r.dan, &t("11:15"), r.floor)?;
            tx.start_break(r.eve, &t("11:20"), r.floor)
        })
        .unwrap();
    let rotation = store.read(|tx| tx.rotation()).unwrap();
    breaks(&rotation[0], None, Some("11:15"));
    breaks(&rotation[1], Some("11:20"), None);

    // Dan leaves and comes back: behind Eve, his earlier breaks not counted.
    store
        .write(|tx| {
            tx.leave_rotation(r.dan, &t("12:00"), r.floor)?;
            // Out already: changes nothing.
            tx.leave_rotation(r.dan, &t("12:01"), r.floor)
        })
        .unwrap();
    let rotation = store.read(|tx| tx.rotation()).unwrap();
    assert_eq!(
        rotation.iter().map(|d| d.dealer_id).collect::<Vec<_>>(),
        [r.eve]
    );
    store
        .write(|tx| tx.join_rotation(r.dan, &t("12:30"), r.floor))
        .unwrap();
    let rotation = store.read(|tx| tx.rotation()).unwrap();
    assert_eq!(
        rotation.iter().map(|d| d.dealer_id).collect::<Vec<_>>(),
        [r.eve, r.dan]
    );
    assert_eq!(rotation[1].joined_at, t("12:30"));
    assert_eq!(rotation[1].last_break_ended, None);
}

/// Every method of the floor's storage, on `store` (a new, empty room).
fn floor_storage(store: &dyn Storage) {
    let room = a_room(store);
    settings_round_trip(store, &room);
    lists_entries_and_calls(store, &room);
    must_moves(store, &room);
    seat_time_windows(store, &room);
    rotation_and_breaks(store, &room);
}

#[test]
fn floor_storage_on_sqlite() {
    let dir = tempfile::tempdir().unwrap();
    let store = SqliteStore::open(&dir.path().join("room.db")).unwrap();
    floor_storage(&store);
    assert_eq!(store.schema_problems().unwrap(), Vec::<String>::new());
}

#[test]
fn both_engines_run_the_same_migration_files_in_order() {
    let postgres: Vec<&str> = PG_MIGRATION_FILES.iter().map(|(n, _)| *n).collect();
    let sqlite: Vec<&str> = MIGRATION_FILES.iter().map(|(n, _)| *n).collect();
    assert_eq!(postgres, sqlite);
    assert!(
        !Path::new(env!("CARGO_MANIFEST_DIR"))
            .join("../../migrations/postgres")
            .exists(),
        "one source per migration: PostgreSQL's words are in the same file (migrations/README.md)"
    );
}

/// The tests' own PostgreSQL: with feature `test-server`, in the suite's server pass
/// (`CARDROOM_TEST_ENGINE=postgres`, as `make rust-test-pg` runs the room's tests).
#[cfg(feature = "test-server")]
mod server {
    use cardroom_store::{PgStore, Storage, test_server};

    use cardroom_store::test_server::requested as on_server;

    /// Ignored in the SQLite pass; run by itself elsewhere, a test fails rather than pass
    /// unrun.
    fn fresh_store() -> PgStore {
        assert!(
            on_server(),
            "needs the test server: run with CARDROOM_TEST_ENGINE=postgres"
        );
        PgStore::open(&test_server::fresh_database()).unwrap()
    }

    #[test]
    #[ignore = "needs the test server: `make rust-test-pg` runs it"]
    fn floor_storage_on_postgres() {
        let store = fresh_store();
        super::floor_storage(&store);
    }

    #[test]
    #[ignore = "needs the test server: `make rust-test-pg` runs it"]
    fn a_server_room_has_the_files_tables_and_columns_and_no_schema_problem() {
        let store = fresh_store();
        assert_eq!(
            store.schema_version().unwrap(),
            cardroom_store::SCHEMA_VERSION
        );
        assert_eq!(store.schema_problems().unwrap(), Vec::<String>::new());
    }
}
