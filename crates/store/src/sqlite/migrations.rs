//! The schema migrations in `migrations/*.sql`, embedded in the binary at build time.

use rusqlite_migration::{M, Migrations};

/// The migration files in order: (file name, SQL). A test checks this list against the
/// folder, so a new file cannot be forgotten here.
pub const MIGRATION_FILES: &[(&str, &str)] = &[
    (
        "0001_games_and_rate_schedule.sql",
        include_str!("../../../../migrations/0001_games_and_rate_schedule.sql"),
    ),
    (
        "0002_room_operations.sql",
        include_str!("../../../../migrations/0002_room_operations.sql"),
    ),
    (
        "0003_banked_results.sql",
        include_str!("../../../../migrations/0003_banked_results.sql"),
    ),
    (
        "0004_indexes_for_a_years_history.sql",
        include_str!("../../../../migrations/0004_indexes_for_a_years_history.sql"),
    ),
    (
        "0005_hand_kind.sql",
        include_str!("../../../../migrations/0005_hand_kind.sql"),
    ),
    (
        "0006_staff_pins.sql",
        include_str!("../../../../migrations/0006_staff_pins.sql"),
    ),
    (
        "0007_writes_by_station.sql",
        include_str!("../../../../migrations/0007_writes_by_station.sql"),
    ),
    (
        "0008_void_hands_and_new_players.sql",
        include_str!("../../../../migrations/0008_void_hands_and_new_players.sql"),
    ),
    (
        "0009_signoff_prints_adjustments.sql",
        include_str!("../../../../migrations/0009_signoff_prints_adjustments.sql"),
    ),
    (
        "0010_covering_indexes_for_long_reports.sql",
        include_str!("../../../../migrations/0010_covering_indexes_for_long_reports.sql"),
    ),
    (
        "0011_report_sums.sql",
        include_str!("../../../../migrations/0011_report_sums.sql"),
    ),
    (
        "0012_audit_trail.sql",
        include_str!("../../../../migrations/0012_audit_trail.sql"),
    ),
    (
        "0013_waitlists_rotation_seat_time.sql",
        include_str!("../../../../migrations/0013_waitlists_rotation_seat_time.sql"),
    ),
    (
        "0014_chip_ledger.sql",
        include_str!("../../../../migrations/0014_chip_ledger.sql"),
    ),
    (
        "0015_undo_a_collections_mark.sql",
        include_str!("../../../../migrations/0015_undo_a_collections_mark.sql"),
    ),
];

/// The schema version this build writes (SQLite's `user_version` after migrating).
pub const SCHEMA_VERSION: i64 = MIGRATION_FILES.len() as i64;

/// The migrations, each of which also marks the file as Cardroom's (`PRAGMA application_id`)
/// inside the migration's transaction, so no file is ever left migrated but unmarked.
pub(crate) fn migrations() -> Migrations<'static> {
    Migrations::new(
        MIGRATION_FILES
            .iter()
            .map(|(_, sql)| {
                M::up_with_hook(sql, |tx: &rusqlite::Transaction<'_>| {
                    tx.pragma_update(None, "application_id", super::open::APPLICATION_ID)?;
                    Ok(())
                })
            })
            .collect(),
    )
}
