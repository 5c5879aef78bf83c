//! Opening a room on a PostgreSQL server: the URL (its password never shown), TLS when the
//! URL asks for it, connections, and the migrations.

use std::collections::HashMap;
use std::sync::Mutex;
use std::time::Duration;

use postgres::config::SslMode;
use postgres::{Client, NoTls, Statement};
use postgres_native_tls::MakeTlsConnector;

use super::error::at;
use super::migrations::PG_MIGRATION_FILES;
use crate::StoreError;

/// The schema version this build writes on a server (one row per migration applied).
pub const PG_SCHEMA_VERSION: i64 = crate::migrations::MIGRATION_SOURCES.len() as i64;

/// Every writer takes this transaction lock first: writes queue, one at a time, across every
/// station on the server, as they do on one SQLite file. Two stations cannot both take the
/// same step of a hand; the later one sees the earlier one's result.
pub(crate) const WRITE_LOCK: i64 = 0x4352_4452_0001;
/// Held while migrating, so two stations starting at once migrate once.
const MIGRATE_LOCK: i64 = 0x4352_4452_0002;

/// Whether `db` names a server (a `postgres://` or `postgresql://` URL) rather than a file.
pub fn is_server_url(db: &str) -> bool {
    let lower = db.trim_start().to_ascii_lowercase();
    lower.starts_with("postgres://") || lower.starts_with("postgresql://")
}

/// `url` for people and logs: the role, host, port and database, never the password.
pub fn redact_url(url: &str) -> String {
    match parse(url) {
        Ok((config, _)) => location_of(&config),
        Err(_) => "postgres://(a URL that could not be read)".to_string(),
    }
}

/// How connections are encrypted: not at all, or TLS with the system's (and the URL's
/// `sslrootcert`) trusted certificates, the server's name checked.
#[derive(Clone)]
pub(crate) enum Tls {
    None,
    Native(MakeTlsConnector),
}

/// One connection and the statements prepared on it.
pub(crate) struct Conn {
    pub(crate) client: Client,
    pub(crate) stmts: HashMap<String, Statement>,
}

/// A room on a PostgreSQL server: one connection writes (writes queue behind
/// [`WRITE_LOCK`]), a few read beside it (and look for other stations' commits). A lost
/// connection is opened again on next use; until then every call answers `db_offline`.
pub struct PgStore {
    pub(crate) config: postgres::Config,
    pub(crate) tls: Tls,
    pub(crate) location: String,
    pub(crate) writer: Mutex<Option<Conn>>,
    /// The audit entries this station's writer committed and its look has not yet passed:
    /// its own commits are not news to it. None until its first look (a program that never
    /// looks does not pile them up).
    pub(crate) own_entries: Mutex<Option<Vec<i64>>>,
    pub(crate) readers: Mutex<Vec<Conn>>,
    /// The last audit entry this station's look has seen (every commit writes its entries
    /// under the write lock, in the order of their ids, so the entries after it are what was
    /// committed since); none before the first look.
    pub(crate) seen: Mutex<Option<i64>>,
    /// Whether the server's schema was found to be the migrations' (checked once, at the
    /// first write: a damaged room is refused writes, and still read by `db check`).
    pub(crate) schema_sound: Mutex<Option<bool>>,
    /// On a server set up by `db server-setup`, a login other than the station role (its
    /// name, and the station role's): the room's use cases refuse to write as it.
    pub(crate) beyond_station: Option<(String, String)>,
}

impl std::fmt::Debug for PgStore {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("PgStore")
            .field("location", &self.location)
            .finish_non_exhaustive()
    }
}

/// Reads a `postgres://` URL. `sslrootcert=FILE` (which the client library does not read)
/// is taken out and trusted for TLS.
fn parse(url: &str) -> Result<(postgres::Config, Option<String>), StoreError> {
    let bad = |reason: String| StoreError::CannotOpen {
        path: "postgres://…".into(),
        reason,
    };
    let (base, query) = match url.split_once('?') {
        Some((b, q)) => (b, Some(q)),
        None => (url, None),
    };
    let mut root_cert = None;
    let mut kept = Vec::new();
    for pair in query.unwrap_or("").split('&').filter(|p| !p.is_empty()) {
        match pair.split_once('=') {
            Some(("sslrootcert", file)) => root_cert = Some(file.to_string()),
            _ => kept.push(pair),
        }
    }
    let rebuilt = if kept.is_empty() {
        base.to_string()
    } else {
        format!("{base}?{}", kept.join("&"))
    };
    let config: postgres::Config = rebuilt
        .parse()
        .map_err(|e: postgres::Error| bad(format!("the URL cannot be read ({e})")))?;
    Ok((config, root_cert))
}

fn location_of(config: &postgres::Config) -> String {
    let user = config.get_user().unwrap_or("");
    let host = match config.get_hosts().first() {
        Some(postgres::config::Host::Tcp(h)) => h.clone(),
        Some(postgres::config::Host::Unix(p)) => p.display().to_string(),
        None => "localhost".into(),
    };
    let port = config.get_ports().first().copied().unwrap_or(5432);
    let db = config.get_dbname().unwrap_or(user);
    let at = if user.is_empty() {
        String::new()
    } else {
        format!("{user}@")
    };
    format!("postgres://{at}{host}:{port}/{db}")
}

impl PgStore {
    /// Connects to the server at `url`, and brings the database's schema up to date: an
    /// empty database becomes a room; a database holding other programs' tables, or a newer
    /// Cardroom's schema, is refused untouched.
    pub fn open(url: &str) -> Result<PgStore, StoreError> {
        let (mut config, root_cert) = parse(url)?;
        let location = location_of(&config);
        if config.get_connect_timeout().is_none() {
            config.connect_timeout(Duration::from_secs(3));
        }
        config.application_name("cardroom");
        config.keepalives_idle(Duration::from_secs(10));
        let tls = if config.get_ssl_mode() == SslMode::Require {
            let mut builder = native_tls::TlsConnector::builder();
            if let Some(file) = root_cert {
                let pem = std::fs::read(&file).map_err(|e| StoreError::CannotOpen {
                    path: location.clone().into(),
                    reason: format!("sslrootcert {file}: {e}"),
                })?;
                let cert = native_tls::Certificate::from_pem(&pem).map_err(|e| {
                    StoreError::CannotOpen {
                        path: location.clone().into(),
                        reason: format!("sslrootcert {file}: {e}"),
                    }
                })?;
                builder.add_root_certificate(cert);
            }
            let connector = builder.build().map_err(|e| StoreError::CannotOpen {
                path: location.clone().into(),
                reason: format!("TLS: {e}"),
            })?;
            Tls::Native(MakeTlsConnector::new(connector))
        } else {
            // `sslmode=prefer` (the default) would try TLS and refuse a server whose
            // certificate this machine does not trust: TLS only when the URL asks for it.
            config.ssl_mode(SslMode::Disable);
            Tls::None
        };
        let mut store = PgStore {
            config,
            tls,
            location,
            writer: Mutex::new(None),
            own_entries: Mutex::new(None),
            readers: Mutex::new(Vec::new()),
            seen: Mutex::new(None),
            schema_sound: Mutex::new(None),
            beyond_station: None,
        };
        let mut conn = store.connect()?;
        migrate(&mut conn.client, &store.location)?;
        store.beyond_station = beyond_station(&mut conn.client, &store.location)?;
        store.keep_writer(conn)?;
        Ok(store)
    }

    pub(crate) fn client(&self) -> Result<Client, StoreError> {
        let mut client = match &self.tls {
            Tls::None => self.config.connect(NoTls),
            Tls::Native(tls) => self.config.connect(tls.clone()),
        }
        .map_err(|e| at(&self.location, e))?;
        // A writer waits for another's write as long as an SQLite writer would, then gives
        // up with `db_locked`.
        client
            .batch_execute("SET lock_timeout = '5s'; SET TIME ZONE 'UTC'")
            .map_err(|e| at(&self.location, e))?;
        Ok(client)
    }

    pub(crate) fn connect(&self) -> Result<Conn, StoreError> {
        Ok(Conn {
            client: self.client()?,
            stmts: HashMap::new(),
        })
    }

    pub(crate) fn keep_writer(&self, conn: Conn) -> Result<(), StoreError> {
        *self.writer.lock().map_err(|_| poisoned())? = Some(conn);
        Ok(())
    }

    /// Where the room lives, for people: the URL without its password.
    pub fn location(&self) -> &str {
        &self.location
    }
}

/// On a database `db server-setup` has set up (owned by its owner role), the login `client`
/// signed in as and the station role, when that login is not the station role.
fn beyond_station(
    client: &mut Client,
    location: &str,
) -> Result<Option<(String, String)>, StoreError> {
    let row = client
        .query_one(
            "SELECT current_user::text, pg_get_userbyid(datdba)::text, datname::text
               FROM pg_database WHERE datname = current_database()",
            &[],
        )
        .map_err(|e| at(location, e))?;
    let (user, owner, db): (String, String, String) = (row.get(0), row.get(1), row.get(2));
    let roles = super::roles::role_names(&db);
    Ok((owner == roles.owner && user != roles.station).then_some((user, roles.station)))
}

pub(crate) fn poisoned() -> StoreError {
    StoreError::Other {
        detail: "an earlier change failed midway; restart Cardroom".into(),
    }
}

/// Applies the migrations this database lacks, each in its own transaction, under a lock.
fn migrate(client: &mut Client, location: &str) -> Result<(), StoreError> {
    let at = |e| at(location, e);
    client
        .execute("SELECT pg_advisory_lock($1)", &[&MIGRATE_LOCK])
        .map_err(at)?;
    let result = migrate_locked(client, location);
    let unlocked = client
        .execute("SELECT pg_advisory_unlock($1)", &[&MIGRATE_LOCK])
        .map_err(at);
    result.and(unlocked.map(|_| ()))
}

fn migrate_locked(client: &mut Client, location: &str) -> Result<(), StoreError> {
    let at = |e| at(location, e);
    let ours: bool = client
        .query_one("SELECT to_regclass('cardroom_schema') IS NOT NULL", &[])
        .map_err(at)?
        .get(0);
    let version = if ours {
        client
            .query_one("SELECT coalesce(max(version), 0) FROM cardroom_schema", &[])
            .map_err(at)?
            .get(0)
    } else {
        let others: i64 = client
            .query_one(
                "SELECT count(*) FROM pg_catalog.pg_class c
                   JOIN pg_catalog.pg_namespace n ON n.oid = c.relnamespace
                  WHERE n.nspname = current_schema() AND c.relkind IN ('r', 'v', 'p')",
                &[],
            )
            .map_err(at)?
            .get(0);
        if others > 0 {
            return Err(StoreError::Foreign {
                path: location.into(),
            });
        }
        0
    };
    if version > PG_SCHEMA_VERSION {
        return Err(StoreError::SchemaTooNew {
            path: location.into(),
            found: version,
            supported: PG_SCHEMA_VERSION,
        });
    }
    for (n, (name, sql)) in PG_MIGRATION_FILES.iter().enumerate() {
        let number = n as i64 + 1;
        if number <= version {
            continue;
        }
        let mut tx = client.transaction().map_err(at)?;
        if number == 1 {
            tx.batch_execute(
                "CREATE TABLE cardroom_schema (
                     version     BIGINT PRIMARY KEY,
                     name        TEXT NOT NULL,
                     applied_at  TEXT NOT NULL
                 )",
            )
            .map_err(at)?;
        }
        tx.batch_execute(sql).map_err(|e| {
            StoreError::Migration(format!("{name}: {}", super::error::at(location, e)))
        })?;
        tx.execute(
            "INSERT INTO cardroom_schema (version, name, applied_at)
             VALUES ($1, $2, to_char(now() AT TIME ZONE 'UTC', 'YYYY-MM-DD\"T\"HH24:MI:SS\"Z\"'))",
            &[&number, name],
        )
        .map_err(at)?;
        tx.commit().map_err(at)?;
        tracing::info!(to = number, %location, "database migrated");
    }
    Ok(())
}
