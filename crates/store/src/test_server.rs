//! A PostgreSQL server of the tests' own (feature `test-server`, for tests only): `initdb`
//! in a temp folder from Debian's `postgresql` package, run as an unprivileged user when the
//! tests run as root, on a free loopback port. It stops, and its folder is removed, when the
//! test process ends (a watchdog process sees it go), so no server is left behind.

use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::sync::OnceLock;
use std::sync::atomic::{AtomicU64, Ordering};
use std::time::{Duration, Instant};

/// One server for the whole test process.
#[derive(Debug)]
pub struct TestServer {
    bin: PathBuf,
    dir: PathBuf,
    port: u16,
    /// The user the server runs as when the tests run as root.
    user: Option<String>,
    /// The server speaks TLS with a certificate of its own (`ca.pem` in its folder).
    tls: bool,
}

static SERVER: OnceLock<TestServer> = OnceLock::new();
static NEXT_DB: AtomicU64 = AtomicU64::new(1);

/// Whether this run is a test suite's server pass (`CARDROOM_TEST_ENGINE=postgres`, as `make
/// rust-test-pg` runs the store's, the room's and the CLI's tests): the one place it is read.
pub fn requested() -> bool {
    std::env::var("CARDROOM_TEST_ENGINE").is_ok_and(|e| e == "postgres")
}

/// The test process's server, started on first use.
pub fn server() -> &'static TestServer {
    SERVER.get_or_init(|| TestServer::start_new(false))
}

/// A server of its own, for a test that stops and starts it.
pub fn own_server() -> TestServer {
    TestServer::start_new(false)
}

/// A server of its own that speaks TLS, with a certificate for `localhost` and 127.0.0.1
/// made for it (trusted by a client through [`TestServer::ca_file`]).
pub fn own_tls_server() -> TestServer {
    TestServer::start_new(true)
}

/// A new empty database on the test process's server: its URL.
pub fn fresh_database() -> String {
    server().fresh_database()
}

/// A new database on the test process's server, a copy of `template` (a database of the same
/// server no one is connected to any longer): its URL.
pub fn database_from(template: &str) -> String {
    server().database_from(template)
}

fn bin_dir() -> PathBuf {
    let mut found: Vec<PathBuf> = std::fs::read_dir("/usr/lib/postgresql")
        .map(|dirs| {
            dirs.filter_map(|d| d.ok())
                .map(|d| d.path().join("bin"))
                .filter(|b| b.join("initdb").exists())
                .collect()
        })
        .unwrap_or_default();
    found.sort_by_key(|p| {
        p.parent()
            .and_then(|v| v.file_name())
            .and_then(|v| v.to_str())
            .and_then(|v| v.parse::<u32>().ok())
            .unwrap_or(0)
    });
    match found.pop() {
        Some(bin) => bin,
        None => fail(
            "no PostgreSQL server under /usr/lib/postgresql: install the `postgresql` package (make deps-test does)",
        ),
    }
}

#[allow(clippy::panic)]
fn fail(why: &str) -> ! {
    panic!("test PostgreSQL server: {why}")
}

fn is_root() -> bool {
    Command::new("id")
        .arg("-u")
        .output()
        .map(|o| String::from_utf8_lossy(&o.stdout).trim() == "0")
        .unwrap_or(false)
}

fn free_port() -> u16 {
    std::net::TcpListener::bind("127.0.0.1:0")
        .and_then(|l| l.local_addr())
        .map(|a| a.port())
        .unwrap_or_else(|e| fail(&format!("no free port: {e}")))
}

impl TestServer {
    fn start_new(tls: bool) -> TestServer {
        let bin = bin_dir();
        let dir = std::env::temp_dir().join(format!(
            "cardroom-pg-{}-{}",
            std::process::id(),
            NEXT_DB.fetch_add(1, Ordering::SeqCst)
        ));
        let _ = std::fs::remove_dir_all(&dir);
        std::fs::create_dir_all(&dir).unwrap_or_else(|e| fail(&format!("{e}")));
        let user = is_root().then(|| {
            // PostgreSQL refuses to run as root: the package's own user, or nobody.
            let exists = |u: &str| {
                Command::new("id")
                    .arg(u)
                    .output()
                    .is_ok_and(|o| o.status.success())
            };
            if exists("postgres") {
                "postgres"
            } else {
                "nobody"
            }
            .to_string()
        });
        if let Some(user) = &user {
            run(Command::new("chown").arg(user).arg(&dir));
        }
        let server = TestServer {
            bin,
            dir,
            port: free_port(),
            user,
            tls,
        };
        run(server
            .as_user(&server.bin.join("initdb"))
            .arg("-D")
            .arg(server.data())
            .args([
                "-A",
                "trust",
                "-U",
                "cardroom",
                "-E",
                "UTF8",
                "--locale=C",
                "--no-sync",
            ]));
        if tls {
            server.make_certificate();
        }
        server.start();
        server.watchdog();
        server
    }

    fn data(&self) -> PathBuf {
        self.dir.join("data")
    }

    fn as_user(&self, program: &Path) -> Command {
        match &self.user {
            Some(user) => {
                let mut c = Command::new("runuser");
                c.args(["-u", user, "--"]).arg(program);
                c
            }
            None => Command::new(program),
        }
    }

    /// Starts the server (again) and waits until it answers.
    pub fn start(&self) {
        // Tests trade durability against a power cut for speed (a stopped server still keeps
        // every commit); the benchmarks measure a durable server (`CARDROOM_PG_DURABLE=1`).
        let fsync = if std::env::var_os("CARDROOM_PG_DURABLE").is_some() {
            "on"
        } else {
            "off"
        };
        let mut options = format!(
            "-p {} -k {} -c listen_addresses=127.0.0.1 -c fsync={fsync} -c max_connections=1000",
            self.port,
            self.dir.display()
        );
        // More of the server's settings, to look inside a run (`-c log_min_duration_statement=0`).
        if let Some(more) = std::env::var_os("CARDROOM_PG_OPTIONS") {
            options.push(' ');
            options.push_str(&more.to_string_lossy());
        }
        if self.tls {
            options.push_str(" -c ssl=on -c ssl_cert_file=server.crt -c ssl_key_file=server.key");
        }
        run(self
            .as_user(&self.bin.join("pg_ctl"))
            .arg("-D")
            .arg(self.data())
            .args(["-o", &options, "-l"])
            .arg(self.dir.join("log"))
            .args(["-w", "-t", "60", "start"]));
        let deadline = Instant::now() + Duration::from_secs(30);
        while postgres::Client::connect(&self.url("postgres"), postgres::NoTls).is_err() {
            if Instant::now() > deadline {
                fail("the server did not answer within 30 s");
            }
            std::thread::sleep(Duration::from_millis(100));
        }
    }

    /// The certificate a client trusts to reach this server over TLS.
    pub fn ca_file(&self) -> PathBuf {
        self.dir.join("ca.pem")
    }

    /// A self-signed certificate for localhost and 127.0.0.1, in the data folder (the key
    /// readable by the server's user only) and as `ca.pem` beside it for clients.
    fn make_certificate(&self) {
        let data = self.data();
        run(Command::new("openssl")
            .args([
                "req", "-x509", "-newkey", "rsa:2048", "-nodes", "-days", "2",
            ])
            .args(["-subj", "/CN=localhost"])
            .args(["-addext", "subjectAltName=DNS:localhost,IP:127.0.0.1"])
            .arg("-keyout")
            .arg(data.join("server.key"))
            .arg("-out")
            .arg(data.join("server.crt")));
        if let Err(e) = std::fs::copy(data.join("server.crt"), self.ca_file()) {
            fail(&format!("{e}"));
        }
        run(Command::new("chmod")
            .arg("600")
            .arg(data.join("server.key")));
        if let Some(user) = &self.user {
            run(Command::new("chown")
                .arg(user)
                .arg(data.join("server.key"))
                .arg(data.join("server.crt")));
        }
    }

    /// Stops the server as an administrator would (`pg_ctl stop -m fast`): connections are
    /// closed, committed transactions kept.
    pub fn stop(&self) {
        run(self
            .as_user(&self.bin.join("pg_ctl"))
            .arg("-D")
            .arg(self.data())
            .args(["-m", "fast", "-w", "stop"]));
    }

    /// Crashes the server (`pg_ctl stop -m immediate`): no checkpoint, every connection cut;
    /// the next start recovers from the write-ahead log, skipping sequence values as after a
    /// power cut.
    pub fn crash(&self) {
        run(self
            .as_user(&self.bin.join("pg_ctl"))
            .arg("-D")
            .arg(self.data())
            .args(["-m", "immediate", "-w", "stop"]));
    }

    /// The URL of database `db` on this server.
    pub fn url(&self, db: &str) -> String {
        format!("postgres://cardroom@127.0.0.1:{}/{db}", self.port)
    }

    /// A new empty database: its URL.
    pub fn fresh_database(&self) -> String {
        let (name, mut client) = self.new_database_name();
        client
            .batch_execute(&format!("CREATE DATABASE {name}"))
            .unwrap_or_else(|e| fail(&format!("{e}")));
        self.url(&name)
    }

    /// A name no database of this process has, and a connection to the server to make it.
    fn new_database_name(&self) -> (String, postgres::Client) {
        let name = format!(
            "room_{}_{}",
            std::process::id(),
            NEXT_DB.fetch_add(1, Ordering::SeqCst)
        );
        let client = postgres::Client::connect(&self.url("postgres"), postgres::NoTls)
            .unwrap_or_else(|e| fail(&format!("{e}")));
        (name, client)
    }

    /// A new database made with `template` as its template: its URL. Connections still open
    /// on the template (a closed pool's, on their way out) are ended first: PostgreSQL copies
    /// only a database no one is connected to.
    pub fn database_from(&self, template: &str) -> String {
        let (name, mut client) = self.new_database_name();
        client
            .execute(
                "SELECT pg_terminate_backend(pid) FROM pg_stat_activity \
                 WHERE datname = $1 AND pid <> pg_backend_pid()",
                &[&template],
            )
            .unwrap_or_else(|e| fail(&format!("{e}")));
        client
            .batch_execute(&format!("CREATE DATABASE {name} TEMPLATE {template}"))
            .unwrap_or_else(|e| fail(&format!("{e}")));
        self.url(&name)
    }

    /// Stops the server and removes its folder once this process has ended.
    fn watchdog(&self) {
        let script = format!(
            "while kill -0 {parent} 2>/dev/null; do sleep 1; done; \
             pid=$(head -1 '{data}/postmaster.pid' 2>/dev/null); \
             [ -n \"$pid\" ] && kill -QUIT \"$pid\" 2>/dev/null; sleep 2; rm -rf '{dir}'",
            parent = std::process::id(),
            data = self.data().display(),
            dir = self.dir.display(),
        );
        // In a session of its own: killing the tests' process group (a timeout, Ctrl+C) must
        // not take the watchdog with it.
        let spawned = Command::new("setsid")
            .args(["sh", "-c", &script])
            .stdin(Stdio::null())
            .stdout(Stdio::null())
            .stderr(Stdio::null())
            .spawn();
        if let Err(e) = spawned {
            fail(&format!("cannot start the watchdog: {e}"));
        }
    }
}

fn run(command: &mut Command) {
    let out = command
        .stdin(Stdio::null())
        .output()
        .unwrap_or_else(|e| fail(&format!("{command:?}: {e}")));
    if !out.status.success() {
        fail(&format!(
            "{command:?} failed: {}{}",
            String::from_utf8_lossy(&out.stdout),
            String::from_utf8_lossy(&out.stderr)
        ));
    }
}

/// Every row of every table of the room at `url` but those of `except`, one line each as
/// SQLite's `rows_as_text` writes them (`table: Integer(1), Text("x"), Null`), tables by name
/// and rows in key order: equal before and after means nothing was written.
pub fn rows_as_text(url: &str, except: &[&str]) -> String {
    let mut client =
        postgres::Client::connect(url, postgres::NoTls).unwrap_or_else(|e| fail(&format!("{e}")));
    let tables = crate::sqlite::expected_columns().unwrap_or_else(|e| fail(&format!("{e}")));
    let mut out = String::new();
    for (table, columns) in tables {
        if except.contains(&table.as_str()) {
            continue;
        }
        let order: Vec<String> = (1..=columns.len()).map(|i| i.to_string()).collect();
        let sql = format!(
            "SELECT {} FROM {table} ORDER BY {}",
            columns.join(", "),
            order.join(", ")
        );
        for row in client
            .query(&sql, &[])
            .unwrap_or_else(|e| fail(&format!("{sql}: {e}")))
        {
            let cells: Vec<String> = (0..row.len())
                .map(|i| {
                    if *row.columns()[i].type_() == postgres::types::Type::INT8 {
                        row.get::<_, Option<i64>>(i)
                            .map_or("Null".to_string(), |n| format!("Integer({n})"))
                    } else {
                        row.get::<_, Option<String>>(i)
                            .map_or("Null".to_string(), |t| format!("Text({t:?})"))
                    }
                })
                .collect();
            out.push_str(&format!("{table}: {}\n", cells.join(", ")));
        }
    }
    out
}

/// The text of every row `sql` answers at `url`, each column as text (NULL as "NULL").
pub fn query_text(url: &str, sql: &str) -> Vec<Vec<String>> {
    let mut client =
        postgres::Client::connect(url, postgres::NoTls).unwrap_or_else(|e| fail(&format!("{e}")));
    client
        .simple_query(sql)
        .unwrap_or_else(|e| fail(&format!("{sql}: {e}")))
        .into_iter()
        .filter_map(|m| match m {
            postgres::SimpleQueryMessage::Row(row) => Some(
                (0..row.len())
                    .map(|i| row.get(i).unwrap_or("NULL").to_string())
                    .collect(),
            ),
            _ => None,
        })
        .collect()
}

/// Runs `sql` at `url` as another program would (the room's rules in the database apply).
pub fn exec(url: &str, sql: &str) -> Result<(), String> {
    let mut client = postgres::Client::connect(url, postgres::NoTls).map_err(|e| e.to_string())?;
    client.batch_execute(sql).map_err(|e| {
        e.as_db_error()
            .map_or_else(|| e.to_string(), |d| d.message().to_string())
    })
}
