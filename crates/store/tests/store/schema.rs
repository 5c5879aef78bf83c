//! The one migration source (`migrations/*.sql`, rendered for each engine) makes the same
//! schema on both engines: compared table by table on a fresh file and a fresh server
//! database, in the suite's server pass.

/// The tests' own PostgreSQL: with feature `test-server`, in the suite's server pass
/// (`CARDROOM_TEST_ENGINE=postgres`, as `make rust-test-pg` runs the store's tests).
#[cfg(feature = "test-server")]
mod server {
    use std::collections::{BTreeMap, BTreeSet};

    use cardroom_store::test_server::{self, query_text, requested as on_server};
    use cardroom_store::{PgStore, SqliteStore};

    /// What a test compares of one table: its columns in order (name, type as `integer` or
    /// `text`, nullable), its own indexes (name, unique: not those that back a key or a
    /// UNIQUE constraint), and its triggers' names.
    #[derive(Debug, Default, PartialEq)]
    struct Table {
        columns: Vec<(String, String, bool)>,
        indexes: BTreeSet<(String, bool)>,
        triggers: BTreeSet<String>,
    }

    /// The tables by name, and the views' names.
    type Schema = (BTreeMap<String, Table>, BTreeSet<String>);

    /// A column's type in the words both engines share.
    fn normalized(ty: &str) -> String {
        match ty.to_ascii_lowercase().as_str() {
            "integer" | "bigint" => "integer".into(),
            other => other.into(),
        }
    }

    fn sqlite_schema(path: &std::path::Path) -> Schema {
        let conn = rusqlite::Connection::open(path).unwrap();
        let names = |sql: &str| -> Vec<(String, String)> {
            let mut stmt = conn.prepare(sql).unwrap();
            stmt.query_map([], |r| Ok((r.get(0)?, r.get(1)?)))
                .unwrap()
                .map(Result::unwrap)
                .collect()
        };
        let mut tables = BTreeMap::new();
        for (table, _) in names(
            "SELECT name, type FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'",
        ) {
            let mut t = Table::default();
            let mut stmt = conn
                .prepare(&format!("PRAGMA table_info({table})"))
                .unwrap();
            t.columns = stmt
                .query_map([], |r| {
                    let (name, ty, notnull, pk): (String, String, bool, i64) =
                        (r.get(1)?, r.get(2)?, r.get(3)?, r.get(5)?);
                    // A key's columns are never NULL (an INTEGER PRIMARY KEY is the rowid).
                    Ok((name, normalized(&ty), !notnull && pk == 0))
                })
                .unwrap()
                .map(Result::unwrap)
                .collect();
            let mut stmt = conn
                .prepare(&format!("PRAGMA index_list({table})"))
                .unwrap();
            t.indexes = stmt
                .query_map([], |r| {
                    Ok((r.get::<_, String>(1)?, r.get(2)?, r.get::<_, String>(3)?))
                })
                .unwrap()
                .map(Result::unwrap)
                .filter(|(_, _, origin)| origin == "c")
                .map(|(name, unique, _)| (name, unique))
                .collect();
            tables.insert(table, t);
        }
        for (name, table) in
            names("SELECT name, tbl_name FROM sqlite_master WHERE type = 'trigger'")
        {
            tables.get_mut(&table).unwrap().triggers.insert(name);
        }
        let views = names("SELECT name, type FROM sqlite_master WHERE type = 'view'")
            .into_iter()
            .map(|(name, _)| name)
            .collect();
        (tables, views)
    }

    fn postgres_schema(url: &str) -> Schema {
        let mut tables: BTreeMap<String, Table> = BTreeMap::new();
        for row in query_text(
            url,
            "SELECT c.table_name, c.column_name, c.data_type, c.is_nullable
             FROM information_schema.columns c
             JOIN information_schema.tables t USING (table_schema, table_name)
             WHERE c.table_schema = current_schema() AND t.table_type = 'BASE TABLE'
               AND c.table_name <> 'cardroom_schema'
             ORDER BY c.table_name, c.ordinal_position",
        ) {
            let nullable = row[3] == "YES";
            tables.entry(row[0].clone()).or_default().columns.push((
                row[1].clone(),
                normalized(&row[2]),
                nullable,
            ));
        }
        for row in query_text(
            url,
            "SELECT t.relname, c.relname, i.indisunique
             FROM pg_index i
             JOIN pg_class c ON c.oid = i.indexrelid
             JOIN pg_class t ON t.oid = i.indrelid
             JOIN pg_namespace n ON n.oid = t.relnamespace
             WHERE n.nspname = current_schema() AND t.relname <> 'cardroom_schema'
               AND NOT EXISTS (SELECT 1 FROM pg_constraint k WHERE k.conindid = i.indexrelid
                               AND k.conrelid = i.indrelid AND k.contype IN ('p', 'u', 'x'))",
        ) {
            let table = tables.get_mut(&row[0]).unwrap();
            table.indexes.insert((row[1].clone(), row[2] == "t"));
        }
        for row in query_text(
            url,
            "SELECT c.relname, g.tgname FROM pg_trigger g
             JOIN pg_class c ON c.oid = g.tgrelid
             JOIN pg_namespace n ON n.oid = c.relnamespace
             WHERE n.nspname = current_schema() AND NOT g.tgisinternal",
        ) {
            tables
                .get_mut(&row[0])
                .unwrap()
                .triggers
                .insert(row[1].clone());
        }
        let views = query_text(
            url,
            "SELECT table_name FROM information_schema.views WHERE table_schema = current_schema()",
        )
        .into_iter()
        .map(|row| row[0].clone())
        .collect();
        (tables, views)
    }

    #[test]
    #[ignore = "needs the test server: `make rust-test-pg` runs it"]
    fn both_engines_make_the_same_schema_from_the_one_migration_source() {
        // Ignored in the SQLite pass; run by itself elsewhere, it fails rather than pass unrun.
        assert!(
            on_server(),
            "needs the test server: run with CARDROOM_TEST_ENGINE=postgres"
        );
        let (_dir, path) = crate::temp_db();
        drop(SqliteStore::open(&path).unwrap());
        let (file, file_views) = sqlite_schema(&path);
        let url = test_server::fresh_database();
        drop(PgStore::open(&url).unwrap());
        let (mut server, server_views) = postgres_schema(&url);

        // What only PostgreSQL has, by design (migrations/README.md): a staff name unique
        // regardless of case is an index on lower(name) (SQLite: UNIQUE COLLATE NOCASE), and
        // each table never deleted from is never truncated either (SQLite has no TRUNCATE).
        let staff = server.get_mut("staff").unwrap();
        assert!(staff.indexes.remove(&("staff_name_nocase".into(), true)));
        for (name, table) in &mut server {
            let truncated: Vec<String> = table
                .triggers
                .iter()
                .filter(|t| t.ends_with("_never_truncated"))
                .cloned()
                .collect();
            for trigger in truncated {
                let deleted = trigger.replace("_never_truncated", "_never_deleted");
                assert!(
                    table.triggers.contains(&deleted),
                    "{name}: {trigger} without {deleted}"
                );
                table.triggers.remove(&trigger);
            }
        }

        assert_eq!(
            file.keys().collect::<Vec<_>>(),
            server.keys().collect::<Vec<_>>(),
            "the same tables"
        );
        for (name, table) in &file {
            assert!(!table.columns.is_empty(), "{name} has columns");
            assert_eq!(table, &server[name], "table {name}");
        }
        assert!(file.values().any(|t| !t.triggers.is_empty()));
        assert!(file.values().any(|t| !t.indexes.is_empty()));
        assert_eq!(file_views, server_views, "the same views");
    }
}
