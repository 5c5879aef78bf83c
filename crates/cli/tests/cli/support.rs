//! Running the real `cardroom` binary.

use std::path::Path;
use std::process::{Command, Output};

/// Runs `cardroom` with `args`, no `CARDROOM_DB` from the caller's environment, and the
/// data folder pointed at `home` so nothing outside the test's temp dir is touched.
pub fn cardroom(home: &Path, args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_cardroom"))
        .args(args)
        .env_remove("CARDROOM_DB")
        .env("XDG_DATA_HOME", home)
        .env("HOME", home)
        .output()
        .expect("the cardroom binary runs")
}

/// Runs `cardroom` on `db` as `actor` with its clock fixed at `at` (UTC).
pub fn cardroom_at(home: &Path, db: &Path, at: &str, actor: Option<&str>, args: &[&str]) -> Output {
    let mut cmd = Command::new(env!("CARGO_BIN_EXE_cardroom"));
    cmd.args(args)
        .env("CARDROOM_DB", db)
        .env("CARDROOM_CLOCK", at)
        .env_remove("CARDROOM_STAFF")
        .env("XDG_DATA_HOME", home)
        .env("HOME", home);
    if let Some(actor) = actor {
        cmd.env("CARDROOM_STAFF", actor);
    }
    cmd.output().expect("the cardroom binary runs")
}

pub fn stdout(out: &Output) -> String {
    String::from_utf8_lossy(&out.stdout).into_owned()
}

pub fn stderr(out: &Output) -> String {
    String::from_utf8_lossy(&out.stderr).into_owned()
}

/// Asserts the command failed with exactly one line on stderr naming `code`.
pub fn assert_one_line_error(out: &Output, code: &str) {
    let err = stderr(out);
    assert!(
        !out.status.success(),
        "expected failure, got success: {err}"
    );
    assert_eq!(out.status.code(), Some(1), "{err}");
    assert_eq!(err.lines().count(), 1, "one line expected: {err}");
    assert!(
        err.starts_with(&format!("cardroom: error [{code}]: ")),
        "{err}"
    );
    assert!(!err.contains("panicked"), "{err}");
}
