//! Running the real `cardroom` binary.

use std::path::Path;
use std::process::{Command, Output};

/// Runs `cardroom` with `args`, no `CARDROOM_DB` from the caller's environment, and the
/// data folder pointed at `home` so nothing outside the test's temp dir is touched.
pub fn cardroom(home: &Path, args: &[&str]) -> Output {
    command(home, args)
        .output()
        .expect("the cardroom binary runs")
}

/// Runs `cardroom --db <db>` with `args`, as [`cardroom`] does.
pub fn cardroom_on(home: &Path, db: &Path, args: &[&str]) -> Output {
    cardroom(home, &[&["--db", db.to_str().unwrap()], args].concat())
}

/// The command [`cardroom`] runs, to start it and work beside it.
pub fn command(home: &Path, args: &[&str]) -> Command {
    let mut cmd = Command::new(env!("CARGO_BIN_EXE_cardroom"));
    cmd.args(args)
        .env_remove("CARDROOM_DB")
        .env("XDG_DATA_HOME", home)
        .env("HOME", home);
    cmd
}

/// Runs `cardroom` on `db` as `actor` with its clock fixed at `at` (UTC).
pub fn cardroom_at(home: &Path, db: &Path, at: &str, actor: Option<&str>, args: &[&str]) -> Output {
    cardroom_with_pin(home, db, at, actor, None, args)
}

/// As [`cardroom_at`], with `CARDROOM_PIN` set to `pin` (a room on a server asks the acting
/// person's PIN; no terminal is there to type it).
pub fn cardroom_with_pin(
    home: &Path,
    db: &Path,
    at: &str,
    actor: Option<&str>,
    pin: Option<&str>,
    args: &[&str],
) -> Output {
    let mut cmd = Command::new(env!("CARGO_BIN_EXE_cardroom"));
    cmd.args(args)
        .env("CARDROOM_DB", db)
        .env("CARDROOM_CLOCK", at)
        .env_remove("CARDROOM_STAFF")
        .env_remove("CARDROOM_PIN")
        .env("XDG_DATA_HOME", home)
        .env("HOME", home);
    if let Some(actor) = actor {
        cmd.env("CARDROOM_STAFF", actor);
    }
    if let Some(pin) = pin {
        cmd.env("CARDROOM_PIN", pin);
    }
    cmd.output().expect("the cardroom binary runs")
}

pub fn stdout(out: &Output) -> String {
    String::from_utf8_lossy(&out.stdout).into_owned()
}

/// Standard output as JSON lines, one object a line.
pub fn json_lines(out: &Output) -> Vec<serde_json::Value> {
    stdout(out)
        .lines()
        .map(|l| serde_json::from_str(l).expect("one JSON object per line"))
        .collect()
}

/// The text at `key` of each JSON line of standard output.
pub fn texts(out: &Output, key: &str) -> Vec<String> {
    let lines = json_lines(out);
    lines
        .iter()
        .map(|l| l[key].as_str().unwrap().into())
        .collect()
}

pub fn stderr(out: &Output) -> String {
    String::from_utf8_lossy(&out.stderr).into_owned()
}

/// Asserts `text` (a command's output) holds `part`, showing the whole text when not.
pub fn assert_contains(text: &str, part: &str) {
    assert!(text.contains(part), "{text}");
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

/// Maria, the floor manager each set-up makes and acts as.
pub const MARIA: Option<&str> = Some("Maria");

/// A room on its own database file, driven from the terminal at fixed times of
/// 23 Nov 2026 ("18:00"), or at any time given in full ("2026-11-20T00:00:00Z").
pub struct Room {
    pub home: tempfile::TempDir,
    pub db: std::path::PathBuf,
}

impl Room {
    pub fn new() -> Room {
        let home = tempfile::tempdir().unwrap();
        let db = home.path().join("room.sqlite3");
        Room { home, db }
    }

    /// A room at 18:00 with Maria (floor) and `dealers` on the staff, Maria's shift open, and
    /// table 1 opened with `table`, the options of `table open`.
    pub fn with_table(dealers: &[&str], table: &[&str]) -> Room {
        let room = Room::new();
        room.ok("18:00", None, &["staff", "add", "Maria", "--role", "floor"]);
        for name in dealers {
            room.ok("18:00", MARIA, &["staff", "add", name, "--role", "dealer"]);
        }
        room.ok("18:00", MARIA, &["shift", "open"]);
        room.ok("18:00", MARIA, &[&["table", "open"], table].concat());
        room
    }

    /// Seats `players` (seat, name, stack in dollars) at `table` at 18:00, as Maria.
    pub fn seat(&self, table: &str, players: &[(&str, &str, &str)]) {
        for (seat, name, stack) in players {
            let args = [
                "seat", "add", "--table", table, "--seat", seat, "--name", name, "--stack", stack,
            ];
            self.ok("18:00", MARIA, &args);
        }
    }

    /// Pushes `dealer` to deal `table` at 18:00, as Maria.
    pub fn push(&self, table: &str, dealer: &str) {
        let args = ["dealer", "push", "--table", table, "--dealer", dealer];
        self.ok("18:00", MARIA, &args);
    }

    pub fn run(&self, at: &str, actor: Option<&str>, args: &[&str]) -> Output {
        cardroom_at(
            self.home.path(),
            &self.db,
            &if at.contains('T') {
                at.to_string()
            } else {
                format!("2026-11-23T{at}:00Z")
            },
            actor,
            args,
        )
    }

    /// Runs a command that must succeed; its standard output.
    pub fn ok(&self, at: &str, actor: Option<&str>, args: &[&str]) -> String {
        let out = self.run(at, actor, args);
        assert!(
            out.status.success(),
            "{args:?}: {}",
            String::from_utf8_lossy(&out.stderr)
        );
        stdout(&out)
    }

    /// Runs a `--json` command that must succeed; its output parsed.
    pub fn json(&self, at: &str, actor: Option<&str>, args: &[&str]) -> serde_json::Value {
        serde_json::from_str(self.ok(at, actor, args).trim()).unwrap()
    }

    /// Seats P1, P2 and P3 with $100 each at table 1.
    pub fn seat_three(&self, actor: Option<&str>) {
        for seat in ["1", "2", "3"] {
            let name = format!("P{seat}");
            self.ok(
                "18:00",
                actor,
                &[
                    "seat", "add", "--table", "1", "--seat", seat, "--name", &name, "--stack",
                    "100",
                ],
            );
        }
    }

    /// Draws for the button at table 1 at `at`, as Maria: seat 1's ace of spades takes it from
    /// a king and a deuce. What the draw says.
    pub fn draw_button(&self, at: &str) -> String {
        self.ok(at, MARIA, &["table", "button", "1", "1=As", "2=Kd", "3=2c"])
    }

    /// The shift report written at `at` as Maria to the file `name` in the home folder, read
    /// back.
    pub fn report_csv(&self, at: &str, name: &str) -> String {
        let csv = self.path(name);
        self.ok(
            at,
            MARIA,
            &["report", "shift", "--csv", csv.to_str().unwrap()],
        );
        std::fs::read_to_string(&csv).unwrap()
    }

    pub fn path(&self, name: &str) -> std::path::PathBuf {
        self.home.path().join(name)
    }
}
