//! Least privilege on a shared server (`cardroom db server-setup`): the room's database gets an
//! owner role, which holds the schema, the migrations and the triggers, and a station role,
//! which can do only what the room's use cases do. The station role reads every table and
//! inserts into them, but updates and deletes only where the room itself may (the tables
//! without an append-only guard), and has no DDL, no TRUNCATE, no trigger changes and no way
//! to move a sequence: the server itself refuses them, whatever program holds a station's
//! credentials.

use super::open::PgStore;
use crate::StoreError;

/// The roles `server_setup` made (or brought up to date) for one room's database.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ServerRoles {
    /// Holds the schema: migrations and `db copy` connect as it.
    pub owner: String,
    /// What every station and the command line connect as.
    pub station: String,
}

/// The roles' names for the database `db`: `<db>_owner` and `<db>_station` (roles are the
/// server's, so each room's are its own).
pub fn role_names(db: &str) -> ServerRoles {
    ServerRoles {
        owner: format!("{db}_owner"),
        station: format!("{db}_station"),
    }
}

fn ident(name: &str) -> String {
    format!("\"{}\"", name.replace('"', "\"\""))
}

fn literal(text: &str) -> String {
    format!("'{}'", text.replace('\'', "''"))
}

impl PgStore {
    /// Run once by the room's administrator, connected with credentials that may create roles
    /// and own the database (a superuser, or the database's owner with CREATEROLE): brings the
    /// schema up to date, creates (or resets the passwords of) the owner and station roles,
    /// hands every object of the room to the owner, and grants the station role what the
    /// room's use cases need and nothing else. Running it again is harmless (a migration adds
    /// tables: run it again after one, so the station role may use them).
    pub fn server_setup(
        admin_url: &str,
        owner_password: &str,
        station_password: &str,
    ) -> Result<ServerRoles, StoreError> {
        let store = PgStore::open(admin_url)?;
        let db = store
            .config
            .get_dbname()
            .map(str::to_owned)
            .or_else(|| store.config.get_user().map(str::to_owned))
            .unwrap_or_default();
        let roles = role_names(&db);
        let mut client = store.client()?;
        let at = |e| super::error::at(&store.location, e);
        let mut tx = client.transaction().map_err(at)?;
        grant(&mut tx, &db, &roles, owner_password, station_password).map_err(at)?;
        tx.commit().map_err(at)?;
        tracing::info!(location = %store.location, owner = %roles.owner, station = %roles.station, "server roles set up");
        Ok(roles)
    }
}

fn grant(
    tx: &mut postgres::Transaction<'_>,
    db: &str,
    roles: &ServerRoles,
    owner_password: &str,
    station_password: &str,
) -> Result<(), postgres::Error> {
    let (owner, station) = (ident(&roles.owner), ident(&roles.station));
    for (role, password) in [
        (&roles.owner, owner_password),
        (&roles.station, station_password),
    ] {
        let exists = tx
            .query_opt("SELECT 1 FROM pg_roles WHERE rolname = $1", &[role])?
            .is_some();
        let verb = if exists { "ALTER" } else { "CREATE" };
        tx.batch_execute(&format!(
            "{verb} ROLE {} LOGIN NOSUPERUSER NOCREATEDB NOCREATEROLE NOREPLICATION NOBYPASSRLS PASSWORD {}",
            ident(role),
            literal(password)
        ))?;
    }
    let database = ident(db);
    tx.batch_execute(&format!(
        "ALTER DATABASE {database} OWNER TO {owner};
         REVOKE ALL ON DATABASE {database} FROM PUBLIC;
         GRANT CONNECT ON DATABASE {database} TO {station};
         ALTER SCHEMA public OWNER TO {owner};
         REVOKE ALL ON SCHEMA public FROM PUBLIC;
         GRANT USAGE ON SCHEMA public TO {station};"
    ))?;
    let tables: Vec<String> = tx
        .query(
            "SELECT c.relname::text FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
              WHERE n.nspname = 'public' AND c.relkind IN ('r', 'p', 'v') ORDER BY 1",
            &[],
        )?
        .iter()
        .map(|r| r.get(0))
        .collect();
    // pg_trigger.tgtype's bits: 8 a DELETE trigger, 16 an UPDATE trigger.
    let never_updated = guarded(tx, 16)?;
    let never_deleted = guarded(tx, 8)?;
    for table in &tables {
        let t = ident(table);
        let mut may = vec!["SELECT"];
        // The migrations' own record is the owner's.
        if table != "cardroom_schema" {
            may.push("INSERT");
            if !never_updated.contains(table) {
                may.push("UPDATE");
            }
            if !never_deleted.contains(table) {
                may.push("DELETE");
            }
        }
        tx.batch_execute(&format!(
            "ALTER TABLE {t} OWNER TO {owner};
             REVOKE ALL ON {t} FROM PUBLIC, {station};
             GRANT {} ON {t} TO {station};",
            may.join(", ")
        ))?;
    }
    let functions: Vec<String> = tx
        .query(
            "SELECT p.oid::regprocedure::text FROM pg_proc p
               JOIN pg_namespace n ON n.oid = p.pronamespace WHERE n.nspname = 'public'",
            &[],
        )?
        .iter()
        .map(|r| r.get(0))
        .collect();
    for f in functions {
        tx.batch_execute(&format!("ALTER FUNCTION {f} OWNER TO {owner}"))?;
    }
    // nextval (an insert's id) but never setval: USAGE, not UPDATE.
    tx.batch_execute(&format!(
        "REVOKE ALL ON ALL SEQUENCES IN SCHEMA public FROM PUBLIC, {station};
         GRANT USAGE, SELECT ON ALL SEQUENCES IN SCHEMA public TO {station};"
    ))?;
    Ok(())
}

/// The tables whose append-only guard (a trigger calling `append_only()`) refuses the
/// operation of `tgtype` bit `bit`.
fn guarded(tx: &mut postgres::Transaction<'_>, bit: i16) -> Result<Vec<String>, postgres::Error> {
    Ok(tx
        .query(
            "SELECT DISTINCT c.relname::text FROM pg_trigger t
               JOIN pg_class c ON c.oid = t.tgrelid
               JOIN pg_proc p ON p.oid = t.tgfoid
              WHERE NOT t.tgisinternal AND p.proname = 'append_only' AND (t.tgtype & $1) <> 0",
            &[&bit],
        )?
        .iter()
        .map(|r| r.get(0))
        .collect())
}
