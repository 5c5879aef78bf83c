//! The store's tests, one binary: storage behaviour a room relies on, against real SQLite
//! files (`files`), through the storage interface (`interface`), and the floor's storage
//! (`floor`); with feature `test-server` and `CARDROOM_TEST_ENGINE=postgres` (`make
//! rust-test-pg`), the server's tests too.

// Test helpers may unwrap and panic: a failed expectation is a failed test.
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)]

mod files;
mod floor;
mod interface;
mod schema;

/// A new database file's path in a folder of its own, removed with the folder.
pub fn temp_db() -> (tempfile::TempDir, std::path::PathBuf) {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("cardroom.sqlite3");
    (dir, path)
}

/// A no-limit Hold'em 1/2 table opened at `opened_at` by staff member `floor`, its time
/// collected at the manager's 6.00 every 30 minutes: the row a test changes what it needs of.
pub fn table_row(name: &str, floor: i64, opened_at: &str) -> cardroom_store::NewTable {
    use cardroom_store::*;
    NewTable {
        id: 0,
        name: name.into(),
        game: GameCode::Holdem,
        structure: Betting::NoLimit,
        small_blind_cents: 100,
        big_blind_cents: 200,
        ante_cents: 0,
        small_bet_cents: 200,
        big_bet_cents: 400,
        chip_unit_cents: 100,
        max_bets_per_round: 4,
        seat_limit: 9,
        button_rule: ButtonRule::Moving,
        collection_mode: TableCollection::Time,
        rate_source: RateSource::Manager,
        manager_rate_cents: Some(600),
        collection_interval_minutes: 30,
        no_flop_no_drop: false,
        settings: "{}".into(),
        button_seat: None,
        last_big_blind_seat: None,
        opened_at: opened_at.into(),
        opened_by: floor,
        closed_at: None,
    }
}
