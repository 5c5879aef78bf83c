//! The schema migrations for PostgreSQL, `migrations/postgres/*.sql`: the same numbered
//! files as SQLite's, each the same change in PostgreSQL's words (a test keeps the two
//! folders in step and compares the schemas they make). Applied at start by
//! [`migrate`](super::open), each file in its own transaction with its row in
//! `cardroom_schema`, under a lock so two stations starting at once migrate once.

/// The migration files in order: (file name, SQL).
pub const PG_MIGRATION_FILES: &[(&str, &str)] = &[
    (
        "0001_games_and_rate_schedule.sql",
        include_str!("../../../../migrations/postgres/0001_games_and_rate_schedule.sql"),
    ),
    (
        "0002_room_operations.sql",
        include_str!("../../../../migrations/postgres/0002_room_operations.sql"),
    ),
    (
        "0003_banked_results.sql",
        include_str!("../../../../migrations/postgres/0003_banked_results.sql"),
    ),
    (
        "0004_indexes_for_a_years_history.sql",
        include_str!("../../../../migrations/postgres/0004_indexes_for_a_years_history.sql"),
    ),
    (
        "0005_hand_kind.sql",
        include_str!("../../../../migrations/postgres/0005_hand_kind.sql"),
    ),
    (
        "0006_staff_pins.sql",
        include_str!("../../../../migrations/postgres/0006_staff_pins.sql"),
    ),
    (
        "0007_writes_by_station.sql",
        include_str!("../../../../migrations/postgres/0007_writes_by_station.sql"),
    ),
    (
        "0008_void_hands_and_new_players.sql",
        include_str!("../../../../migrations/postgres/0008_void_hands_and_new_players.sql"),
    ),
    (
        "0009_signoff_prints_adjustments.sql",
        include_str!("../../../../migrations/postgres/0009_signoff_prints_adjustments.sql"),
    ),
    (
        "0010_covering_indexes_for_long_reports.sql",
        include_str!("../../../../migrations/postgres/0010_covering_indexes_for_long_reports.sql"),
    ),
    (
        "0011_report_sums.sql",
        include_str!("../../../../migrations/postgres/0011_report_sums.sql"),
    ),
    (
        "0012_audit_trail.sql",
        include_str!("../../../../migrations/postgres/0012_audit_trail.sql"),
    ),
    (
        "0013_waitlists_rotation_seat_time.sql",
        include_str!("../../../../migrations/postgres/0013_waitlists_rotation_seat_time.sql"),
    ),
    (
        "0014_chip_ledger.sql",
        include_str!("../../../../migrations/postgres/0014_chip_ledger.sql"),
    ),
    (
        "0015_undo_a_collections_mark.sql",
        include_str!("../../../../migrations/postgres/0015_undo_a_collections_mark.sql"),
    ),
];
