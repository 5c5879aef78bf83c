//! A room on a temp file with a manual clock, and a snapshot to prove nothing was written.

use std::collections::HashMap;
use std::path::PathBuf;
use std::sync::{Arc, Mutex, OnceLock};

use cardroom_room::paths::Database;
use cardroom_room::{
    Betting, DemoSummary, Entry, ManualClock, OpenTable, Role, Room, SeatPlayer, StaffDto,
    TableStatus,
};
use chrono::{DateTime, Utc};

/// Maria's PIN, where a test sets one.
pub const PIN: &str = "2468";

pub struct Fixture {
    pub room: Room,
    pub clock: ManualClock,
    /// The room's file (SQLite; unused when the suite runs on the server).
    pub path: PathBuf,
    /// The room's database on the test server, when the suite runs on PostgreSQL.
    pub url: Option<String>,
    pub floor: StaffDto,
    _dir: tempfile::TempDir,
}

/// Whether the suite runs on PostgreSQL (`CARDROOM_TEST_ENGINE=postgres`, `make
/// rust-test-pg`) rather than SQLite: the same tests, the room on the test server.
pub use cardroom_store::test_server::requested as on_server;

/// Marks a test that is about the SQLite file itself (its bytes, its locks, its backups).
/// The server pass skips it by name (`scripts/test-pg.mjs` finds each one), so it counts as
/// filtered out there, never as passed; run on the server anyway, it fails.
#[macro_export]
macro_rules! sqlite_only {
    () => {
        assert!(
            !$crate::support::on_server(),
            "about the SQLite file: the server pass skips it"
        );
    };
}

/// `err` is a refusal with `code`, its message saying `words`.
pub fn assert_refusal(err: &cardroom_room::RoomError, code: &str, words: &str) {
    assert_eq!(err.code(), code, "{err}");
    assert!(err.to_string().contains(words), "{err}");
}

pub fn t(text: &str) -> DateTime<Utc> {
    DateTime::parse_from_rfc3339(text)
        .unwrap()
        .with_timezone(&Utc)
}

impl Fixture {
    /// A room at 2026-11-23 18:00 UTC with one floor manager, Maria, running its shift.
    pub fn new() -> Fixture {
        Fixture::new_at("2026-11-23T18:00:00Z")
    }

    /// A room as [`Fixture::new`] with one dealer: (room, the dealer).
    pub fn with_dealer(name: &str) -> (Fixture, StaffDto) {
        let mut f = Fixture::new();
        let dealer = f.dealer(name);
        (f, dealer)
    }

    /// A room whose floor manager Maria was added at `start` and opened a shift then (money
    /// moves only inside a shift).
    pub fn new_at(start: &str) -> Fixture {
        let f = Fixture::bare_at(start);
        f.new_shift();
        f
    }

    /// A room at 2026-11-23 18:00 UTC with Maria and no shift open.
    pub fn bare() -> Fixture {
        Fixture::bare_at("2026-11-23T18:00:00Z")
    }

    /// A shift starting now: the open one (the fixture's, or a test's) closes, Maria's opens.
    pub fn new_shift(&self) -> cardroom_room::ShiftDto {
        if self.room.current_shift().unwrap().is_some() {
            self.room.close_shift(self.floor.id).unwrap();
        }
        self.room.open_shift(self.floor.id).unwrap()
    }

    /// A room whose floor manager Maria was added at `start`, no shift open.
    pub fn bare_at(start: &str) -> Fixture {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("room.sqlite3");
        let clock = ManualClock::new(t(start));
        let url = match empty_room() {
            Copy::Server(name) => Some(cardroom_store::test_server::database_from(name)),
            Copy::File(bytes) => {
                std::fs::write(&path, bytes).unwrap();
                None
            }
        };
        let db = match &url {
            Some(url) => Database::Server(url.clone()),
            None => Database::File(path.clone()),
        };
        let room = Room::open_database(&db, Box::new(clock.clone())).unwrap();
        let floor = room.add_staff(None, "Maria", Role::Floor).unwrap();
        Fixture {
            room,
            clock,
            path,
            url,
            floor,
            _dir: dir,
        }
    }

    /// A room with the demo seeded into it as `how` says, the clock at `how.now`, and what the
    /// seeder did. Seeding takes seconds, so each `how` is seeded once per test process and
    /// each test gets a copy of its own: the file's bytes written to a file of its own, or, on
    /// the server, a database made with the seeded one as its template.
    pub fn seeded(how: Seeded) -> (Fixture, DemoSummary) {
        static TEMPLATES: OnceLock<Mutex<HashMap<Seeded, Arc<OnceLock<Template>>>>> =
            OnceLock::new();
        let slot = TEMPLATES
            .get_or_init(Default::default)
            .lock()
            .unwrap()
            .entry(how)
            .or_default()
            .clone();
        let template = slot.get_or_init(|| Template::seed(how));
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("room.sqlite3");
        let url = match &template.copy {
            Copy::Server(name) => Some(cardroom_store::test_server::database_from(name)),
            Copy::File(bytes) => {
                std::fs::write(&path, bytes).unwrap();
                None
            }
        };
        let clock = ManualClock::new(t(how.now));
        let f = Fixture {
            room: Room::open_database(
                &match &url {
                    Some(url) => Database::Server(url.clone()),
                    None => Database::File(path.clone()),
                },
                Box::new(clock.clone()),
            )
            .unwrap(),
            clock,
            path,
            url,
            floor: template.floor.clone(),
            _dir: dir,
        };
        (f, template.summary.clone())
    }

    /// Where the room lives: its file, or its database on the test server.
    pub fn db(&self) -> Database {
        match &self.url {
            Some(url) => Database::Server(url.clone()),
            None => Database::File(self.path.clone()),
        }
    }

    /// The same room opened again (another station, another program), on `clock`.
    pub fn reopen_with(&self, clock: Box<dyn cardroom_room::Clock>) -> Room {
        Room::open_database(&self.db(), clock).unwrap()
    }

    /// The same room opened again on the system clock.
    pub fn reopen(&self) -> Room {
        self.reopen_with(Box::new(cardroom_room::SystemClock))
    }

    /// Runs `sql` on the room's database as another program would, the database's own
    /// rules (constraints, triggers) in force; the error's text when it is refused.
    pub fn exec(&self, sql: &str) -> Result<(), String> {
        match &self.url {
            Some(url) => cardroom_store::test_server::exec(url, sql),
            None => rusqlite::Connection::open(&self.path)
                .and_then(|c| c.execute_batch(sql))
                .map_err(|e| e.to_string()),
        }
    }

    /// The rows `sql` answers, each column as text (NULL as "NULL"), on either engine.
    pub fn query(&self, sql: &str) -> Vec<Vec<String>> {
        if let Some(url) = &self.url {
            return cardroom_store::test_server::query_text(url, sql);
        }
        query_file(&self.path, sql)
    }

    pub fn at(&self, text: &str) {
        self.clock.set(t(text));
    }

    pub fn dealer(&mut self, name: &str) -> StaffDto {
        self.room
            .add_staff(Some(self.floor.id), name, Role::Dealer)
            .unwrap()
    }

    pub fn open(&mut self, req: OpenTable) -> TableStatus {
        self.room.open_table(self.floor.id, &req).unwrap()
    }

    /// `req` opened with `players` (seat, name) seated at $100 each: the table's id.
    pub fn open_seated(&mut self, req: OpenTable, players: &[(i64, &str)]) -> i64 {
        let table = self.open(req).id;
        for (seat, name) in players {
            self.seat(table, *seat, name);
        }
        table
    }

    /// A room as [`Fixture::new`] with `req` opened and `players` seated: (room, table).
    pub fn seated(req: OpenTable, players: &[(i64, &str)]) -> (Fixture, i64) {
        let mut f = Fixture::new();
        let table = f.open_seated(req, players);
        (f, table)
    }

    /// A dealer added to the staff and pushed to deal `table`.
    pub fn push_dealer(&mut self, table: i64, name: &str) -> StaffDto {
        let dealer = self.dealer(name);
        self.room
            .push_dealer(self.floor.id, table, dealer.id)
            .unwrap();
        dealer
    }

    /// The (seat, stack) of a table's seats, in seat order, as the room holds them.
    pub fn seat_stacks(&self, table: i64) -> Vec<(i64, i64)> {
        self.room
            .seats(table)
            .unwrap()
            .iter()
            .map(|s| (s.seat_no, s.stack_cents))
            .collect()
    }

    /// The seating in seat `seat` of `table`.
    pub fn seating(&self, table: i64, seat: i64) -> cardroom_room::SeatDto {
        self.room
            .seats(table)
            .unwrap()
            .into_iter()
            .find(|s| s.seat_no == seat)
            .unwrap()
    }

    /// The stacks of a table's seats, in seat order, as the room holds them.
    pub fn stacks(&self, table: i64) -> Vec<i64> {
        self.room
            .seats(table)
            .unwrap()
            .iter()
            .map(|s| s.stack_cents)
            .collect()
    }

    pub fn seat(&mut self, table: i64, seat: i64, name: &str) {
        self.room
            .seat_player(
                self.floor.id,
                &SeatPlayer {
                    table_id: table,
                    seat_no: seat,
                    player_name: name.into(),
                    player_number: None,
                    stack_cents: 10_000,
                    entry: Entry::WaitForBigBlind,
                    cash: false,
                    not_excluded: None,
                },
            )
            .unwrap();
    }

    /// Every row of every table, as text: equal snapshots mean nothing was written.
    /// Every row of the room but the audit trail's entries (a refusal for lack of authority
    /// appends one; `audit_entries` counts them).
    pub fn snapshot(&self) -> String {
        match &self.url {
            Some(url) => cardroom_store::test_server::rows_as_text(url, &["audit"]),
            None => cardroom_store::rows_as_text(&self.path, &["audit"]).unwrap(),
        }
    }

    /// The audit trail's entries, oldest first: (kind, outcome, detail).
    pub fn audit_entries(&self) -> Vec<(String, String, String)> {
        if let Some(url) = &self.url {
            return cardroom_store::test_server::query_text(
                url,
                "SELECT kind, outcome, detail FROM audit ORDER BY id",
            )
            .into_iter()
            .map(|r| (r[0].clone(), r[1].clone(), r[2].clone()))
            .collect();
        }
        let conn = rusqlite::Connection::open(&self.path).unwrap();
        let mut stmt = conn
            .prepare("SELECT kind, outcome, detail FROM audit ORDER BY id")
            .unwrap();
        stmt.query_map([], |r| Ok((r.get(0)?, r.get(1)?, r.get(2)?)))
            .unwrap()
            .collect::<Result<_, _>>()
            .unwrap()
    }
}

/// Runs `sql` on the room's SQLite file with its triggers named like `triggers` (an SQL LIKE
/// pattern) lifted and put back: what someone who edits the file with his own tools, knowing
/// the schema, can do.
pub fn without_triggers(path: &std::path::Path, triggers: &str, sql: &str) {
    let c = rusqlite::Connection::open(path).unwrap();
    let lifted: Vec<(String, String)> = c
        .prepare("SELECT name, sql FROM sqlite_schema WHERE type = 'trigger' AND name LIKE ?1")
        .unwrap()
        .query_map([triggers], |r| Ok((r.get(0)?, r.get(1)?)))
        .unwrap()
        .collect::<Result<_, _>>()
        .unwrap();
    for (name, _) in &lifted {
        c.execute_batch(&format!("DROP TRIGGER \"{name}\""))
            .unwrap();
    }
    c.execute_batch(sql).unwrap();
    for (_, create) in &lifted {
        c.execute_batch(create).unwrap();
    }
}

/// How a seeded room is made: Maria added at `created` (and her PIN set, if given), the clock
/// moved to `now`, and `days` of the demo seeded up to it from `seed`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Seeded {
    pub created: &'static str,
    pub pin: Option<&'static str>,
    pub now: &'static str,
    pub days: u32,
    pub seed: u64,
}

/// One day of the demo (seed 7, two closed shifts: Maria ran the first) up to 2026-11-23
/// 09:00, Maria's PIN set: the room of the tests that need a seeded one (the audit trail's,
/// the demo's, the hand history's, the end-of-shift reports'). Seeded once per test process:
/// on the server pass, seeding is a round trip per statement, 45 s a day on one processor.
pub const DAY: Seeded = Seeded {
    created: "2026-11-20T00:00:00Z",
    pin: Some(PIN),
    now: "2026-11-23T09:00:00Z",
    days: 1,
    seed: 7,
};

/// [`DAY`] with the clock at 09:05.
pub fn seeded_day() -> Fixture {
    let (f, _) = Fixture::seeded(DAY);
    f.at("2026-11-23T09:05:00Z");
    f
}

/// A migrated room with nothing in it, made once per test process: every fixture starts as a
/// copy of it (migrating a file takes a third of a second, a server's database over a second).
fn empty_room() -> &'static Copy {
    static EMPTY: OnceLock<Copy> = OnceLock::new();
    EMPTY.get_or_init(|| {
        let clock = || Box::new(ManualClock::new(t("2026-01-01T00:00:00Z")));
        if on_server() {
            let url = cardroom_store::test_server::fresh_database();
            drop(Room::open_database(&Database::Server(url.clone()), clock()).unwrap());
            return Copy::Server(url.rsplit('/').next().unwrap().to_string());
        }
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("room.sqlite3");
        drop(Room::open_database(&Database::File(path.clone()), clock()).unwrap());
        Copy::File(whole_file(&path))
    })
}

/// A room file's bytes with everything in the main file, nothing left in its write-ahead log.
fn whole_file(path: &std::path::Path) -> Vec<u8> {
    rusqlite::Connection::open(path)
        .unwrap()
        .execute_batch("PRAGMA wal_checkpoint(TRUNCATE)")
        .unwrap();
    std::fs::read(path).unwrap()
}

/// A seeded room to copy: the file's bytes, or the name of its database on the test server.
struct Template {
    copy: Copy,
    floor: StaffDto,
    summary: DemoSummary,
}

enum Copy {
    File(Vec<u8>),
    Server(String),
}

impl Template {
    fn seed(how: Seeded) -> Template {
        let f = Fixture::bare_at(how.created);
        if let Some(pin) = how.pin {
            f.room.set_pin(f.floor.id, f.floor.id, pin).unwrap();
        }
        f.at(how.now);
        let summary = f.room.seed_demo(how.days, how.seed).unwrap();
        let Fixture {
            room,
            path,
            url,
            floor,
            _dir,
            ..
        } = f;
        drop(room);
        let copy = match url {
            Some(url) => Copy::Server(url.rsplit('/').next().unwrap().to_string()),
            None => Copy::File(whole_file(&path)),
        };
        Template {
            copy,
            floor,
            summary,
        }
    }
}

/// A fixed-limit table with blinds, in cents.
pub fn limit_table(name: &str, game: &str, small_bet: i64, big_bet: i64) -> OpenTable {
    OpenTable::new(
        name,
        game.parse().unwrap(),
        Betting::FixedLimit,
        (small_bet / 2, small_bet),
        (small_bet, big_bet),
    )
}

/// A fixed-limit table without blinds (Pan, Mexican Poker).
pub fn no_blind_table(name: &str, game: &str, small_bet: i64, big_bet: i64) -> OpenTable {
    OpenTable {
        small_blind_cents: 0,
        big_blind_cents: 0,
        ..limit_table(name, game, small_bet, big_bet)
    }
}

/// A Draw Poker with Joker table: antes and BONUS from `min` to `max` cents, 10-cent chips,
/// the manager's time rate of $1.00 (the Mint schedule has no row for the game).
pub fn jd_table(name: &str, min: i64, max: i64) -> OpenTable {
    OpenTable {
        chip_unit_cents: 10,
        rate_cents: Some(100),
        ..no_blind_table(name, "joker_draw", min, max)
    }
}

/// Records what fell due (as the CLI does on request and a closing shift does), then lists
/// what is still unmarked: every one with its id.
pub fn record_and_list(
    room: &cardroom_room::Room,
    actor: i64,
    table: Option<i64>,
) -> Result<Vec<cardroom_room::CollectionDto>, cardroom_room::RoomError> {
    room.record_due_collections(actor, table)?;
    room.collections_due(actor, table)
}

/// The cards of a draw for the button, (seat, card) each.
pub fn draw(cards: &[(i64, &str)]) -> Vec<cardroom_room::DrawCard> {
    cards
        .iter()
        .map(|(seat_no, card)| cardroom_room::DrawCard {
            seat_no: *seat_no,
            card: (*card).into(),
        })
        .collect()
}

/// Seats Ann, Bob and Cy in seats 1-3 of `table` and draws the button to seat 1 (Ann's ace).
pub fn three_seated(f: &mut Fixture, table: i64) {
    for (seat, name) in [(1, "Ann"), (2, "Bob"), (3, "Cy")] {
        f.seat(table, seat, name);
    }
    let cards = draw(&[(1, "As"), (2, "Kd"), (3, "2c")]);
    f.room.draw_for_button(f.floor.id, table, &cards).unwrap();
}

/// `req` opened with Ann, Bob and Cy seated, the button on seat 1 and Dee pushed to deal:
/// (table, Dee's id).
pub fn dealt_table(f: &mut Fixture, req: OpenTable) -> (i64, i64) {
    let table = f.open(req).id;
    three_seated(f, table);
    let dee = f.push_dealer(table, "Dee").id;
    (table, dee)
}

/// The seat a pot game's hand waits for (the room posted and dealt by itself).
pub fn first_to_act(hand: &cardroom_room::HandView) -> u8 {
    match &hand.pot().expect("a pot game").legal {
        cardroom_engine::LegalActions::Seat(o) => o.seat,
        other => panic!("the hand waits for {other:?}, not a player"),
    }
}

/// The rows `sql` answers in the room file at `path`, each column as text (NULL as "NULL").
pub fn query_file(path: &std::path::Path, sql: &str) -> Vec<Vec<String>> {
    let conn = rusqlite::Connection::open(path).unwrap();
    let mut stmt = conn.prepare(sql).unwrap();
    let width = stmt.column_count();
    stmt.query_map([], |r| {
        (0..width)
            .map(|i| {
                Ok(match r.get::<_, rusqlite::types::Value>(i)? {
                    rusqlite::types::Value::Null => "NULL".to_string(),
                    rusqlite::types::Value::Integer(n) => n.to_string(),
                    rusqlite::types::Value::Text(t) => t,
                    other => format!("{other:?}"),
                })
            })
            .collect::<rusqlite::Result<Vec<String>>>()
    })
    .unwrap()
    .collect::<Result<_, _>>()
    .unwrap()
}
