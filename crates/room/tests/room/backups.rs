//! Backups: an online copy checked after writing, the keeping rule (seven days whole, then
//! one a day for ninety), the hourly schedule on the room's clock, and a restore that
//! refuses a damaged file and keeps the database it replaces.

use std::path::PathBuf;

use cardroom_room::backup::{restore, to_prune};
use cardroom_room::{BackupReason, Room};
use chrono::Duration;

use crate::support::{Fixture, Seeded, limit_table, t};

fn seeded() -> Fixture {
    Fixture::seeded(Seeded {
        created: "2026-11-01T12:00:00Z",
        pin: None,
        now: "2026-11-23T18:00:00Z",
        days: 1,
        seed: 7,
    })
    .0
}

fn tables(path: &std::path::Path) -> usize {
    Room::open(path)
        .unwrap()
        .floor_board()
        .unwrap()
        .tables
        .len()
}

#[test]
fn a_backup_is_a_sound_copy_checked_and_recorded_as_the_last_one() {
    crate::sqlite_only!();
    let f = seeded();
    let report = f.room.back_up(None, BackupReason::Manual).unwrap();
    assert!(report.ok, "{report:?}");
    assert!(
        report
            .path
            .ends_with("backups/cardroom-20261123T180000Z.db"),
        "{}",
        report.path
    );
    let copy = PathBuf::from(&report.path);
    assert_eq!(report.bytes as u64, std::fs::metadata(&copy).unwrap().len());
    assert_eq!(
        Room::open(&copy).unwrap().verify_room().unwrap(),
        Vec::<String>::new()
    );
    assert_eq!(tables(&copy), tables(&f.path));
    assert_eq!(f.room.last_backup().unwrap(), Some(report));
}

#[test]
fn a_backup_of_a_room_edited_outside_cardroom_fails_its_check_and_says_why() {
    crate::sqlite_only!();
    let f = seeded();
    rusqlite::Connection::open(&f.path)
        .unwrap()
        .execute_batch("UPDATE seatings SET stack_cents = 1 WHERE id = 1")
        .unwrap();
    let report = f.room.back_up(None, BackupReason::Hourly).unwrap();
    assert!(!report.ok);
    assert!(
        report
            .problems
            .iter()
            .any(|p| p.contains("outside Cardroom")),
        "{report:?}"
    );
    assert!(!f.room.last_backup().unwrap().unwrap().ok);
}

#[test]
fn a_backup_never_overwrites_a_file() {
    crate::sqlite_only!();
    let f = seeded();
    let there = f.path.with_file_name("there.db");
    std::fs::write(&there, b"keep me").unwrap();
    let e = f
        .room
        .back_up(Some(&there), BackupReason::Manual)
        .unwrap_err();
    assert_eq!(e.code(), "backup_failed");
    assert_eq!(std::fs::read(&there).unwrap(), b"keep me");
}

#[test]
fn the_hourly_backup_falls_due_an_hour_after_the_last_one() {
    crate::sqlite_only!();
    let f = seeded();
    assert!(f.room.hourly_backup_due().unwrap(), "none yet");
    f.room.back_up(None, BackupReason::Hourly).unwrap();
    assert!(!f.room.hourly_backup_due().unwrap());
    f.clock.advance(Duration::minutes(59));
    assert!(!f.room.hourly_backup_due().unwrap());
    f.clock.advance(Duration::minutes(1));
    assert!(f.room.hourly_backup_due().unwrap());
}

#[test]
fn only_a_floor_manager_backs_up_now() {
    crate::sqlite_only!();
    let (f, dee) = Fixture::with_dealer("Dee");
    assert_eq!(
        f.room
            .back_up_as(dee.id, BackupReason::Manual)
            .unwrap_err()
            .code(),
        "not_permitted"
    );
    assert!(
        f.room
            .back_up_as(f.floor.id, BackupReason::Manual)
            .unwrap()
            .ok
    );
}

#[test]
fn backups_of_the_last_week_are_all_kept_then_one_a_day_for_ninety_days() {
    let now = t("2026-11-27T12:00:00Z");
    // One every six hours for 100 days.
    let all: Vec<_> = (0..400)
        .map(|i| {
            let at = now - Duration::hours(6 * i);
            (at, PathBuf::from(format!("b{i}")))
        })
        .collect();
    let gone = to_prune(&all, now);
    let kept: Vec<_> = all.iter().filter(|(_, p)| !gone.contains(p)).collect();
    for (at, _) in &all {
        let age = now - *at;
        let kept_this = kept.iter().any(|(k, _)| k == at);
        if age < Duration::days(7) {
            assert!(kept_this, "{at} is within the week");
        }
        if age >= Duration::days(90) {
            assert!(!kept_this, "{at} is past ninety days");
        }
    }
    // Past the week, exactly one a day: the newest of that day.
    for day in 8..89 {
        let date = (now - Duration::days(day)).date_naive();
        let that_day: Vec<_> = kept
            .iter()
            .filter(|(k, _)| k.date_naive() == date)
            .collect();
        assert_eq!(that_day.len(), 1, "{date}");
        let newest = all
            .iter()
            .filter(|(k, _)| k.date_naive() == date)
            .map(|(k, _)| *k)
            .max();
        assert_eq!(Some(that_day[0].0), newest);
    }
}

#[test]
fn a_closed_shift_is_in_the_file_alone_so_a_plain_copy_of_it_loses_nothing() {
    crate::sqlite_only!();
    // The fixture's room has Maria's shift open.
    let f = Fixture::new();
    f.room
        .open_table(f.floor.id, &limit_table("Table 1", "holdem", 200, 400))
        .unwrap();
    f.room.close_shift(f.floor.id).unwrap();
    // The room is still open; a copy of its file without the write-ahead log beside it.
    let dir = tempfile::tempdir().unwrap();
    let copy = dir.path().join("copy.sqlite3");
    std::fs::copy(&f.path, &copy).unwrap();
    let shifts = Room::open(&copy).unwrap().shift_list(f.floor.id).unwrap();
    assert_eq!(shifts.len(), 1, "{shifts:?}");
    assert!(shifts[0].closed_at.is_some(), "{shifts:?}");
}

#[test]
fn a_room_at_rest_is_one_whole_file() {
    crate::sqlite_only!();
    // The fixture's room has Maria's shift open.
    let f = Fixture::new();
    let path = f.path.clone();
    drop(f.room);
    let wal = PathBuf::from(format!("{}-wal", path.display()));
    assert!(
        std::fs::metadata(&wal).map_or(true, |m| m.len() == 0),
        "the write-ahead log is folded into the file when the room closes"
    );
    let dir = tempfile::tempdir().unwrap();
    let copy = dir.path().join("copy.sqlite3");
    std::fs::copy(&path, &copy).unwrap();
    assert!(
        Room::open(&copy)
            .unwrap()
            .current_shift()
            .unwrap()
            .is_some()
    );
}

#[test]
fn a_restore_refuses_a_damaged_backup_and_changes_nothing() {
    crate::sqlite_only!();
    let f = seeded();
    let report = f.room.back_up(None, BackupReason::Manual).unwrap();
    let damaged = f.path.with_file_name("damaged.db");
    let mut bytes = std::fs::read(&report.path).unwrap();
    bytes.truncate(bytes.len() / 2);
    std::fs::write(&damaged, &bytes).unwrap();
    let garbage = f.path.with_file_name("garbage.db");
    std::fs::write(&garbage, b"not a database at all").unwrap();
    // The app is closed for a restore.
    let path = f.path.clone();
    drop(f.room);
    let rows = || cardroom_store::rows_as_text(&path, &[]).unwrap();
    let before = rows();
    for bad in [&damaged, &garbage] {
        let e = restore(&path, bad, t("2026-11-23T19:00:00Z")).unwrap_err();
        assert_eq!(e.code(), "backup_damaged", "{e}");
    }
    assert_eq!(rows(), before);
}

#[test]
fn a_restore_brings_the_backup_back_and_keeps_the_database_it_replaced() {
    crate::sqlite_only!();
    let mut f = seeded();
    let report = f.room.back_up(None, BackupReason::Manual).unwrap();
    let before = tables(&f.path);
    f.open(limit_table("Table after", "holdem", 200, 400));
    assert_eq!(tables(&f.path), before + 1);
    let path = f.path.clone();
    drop(f.room);
    let done = restore(
        &path,
        std::path::Path::new(&report.path),
        t("2026-11-23T19:00:00Z"),
    )
    .unwrap();
    assert_eq!(tables(&path), before);
    assert!(
        done.kept_as.ends_with(".before-restore-20261123T190000Z"),
        "{}",
        done.kept_as
    );
    assert_eq!(tables(std::path::Path::new(&done.kept_as)), before + 1);
    assert_eq!(
        Room::open(&path).unwrap().verify_room().unwrap(),
        Vec::<String>::new()
    );
}

#[test]
fn a_restore_is_refused_while_cardroom_has_the_file_open_and_changes_nothing() {
    crate::sqlite_only!();
    let f = seeded();
    let report = f.room.back_up(None, BackupReason::Manual).unwrap();
    let before = f.snapshot();
    // The fixture's room is open, as the app would be.
    let e = restore(
        &f.path,
        std::path::Path::new(&report.path),
        t("2026-11-23T19:00:00Z"),
    )
    .unwrap_err();
    assert_eq!(e.code(), "db_in_use", "{e}");
    assert_eq!(f.snapshot(), before);
    let kept = f
        .path
        .with_file_name("room.sqlite3.before-restore-20261123T190000Z");
    assert!(!kept.exists());
}
