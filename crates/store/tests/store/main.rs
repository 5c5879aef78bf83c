//! The store's tests, one binary: storage behaviour a room relies on, against real SQLite
//! files (`files`), through the storage interface (`interface`), and the floor's storage
//! (`floor`); with feature `test-server` and `CARDROOM_TEST_ENGINE=postgres` (`make
//! rust-test-pg`), the server's tests too.

// Test helpers may unwrap and panic: a failed expectation is a failed test.
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)]

mod files;
mod floor;
mod interface;

/// A new database file's path in a folder of its own, removed with the folder.
pub fn temp_db() -> (tempfile::TempDir, std::path::PathBuf) {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("cardroom.sqlite3");
    (dir, path)
}
