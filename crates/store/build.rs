//! Embeds every schema migration, `migrations/NNNN_name.sql` at the workspace's root, in file
//! name order: writes `$OUT_DIR/migrations.rs`, the list `src/migrations.rs` includes as
//! `MIGRATION_SOURCES`. A new migration is a new file and nothing else.

use std::path::Path;

fn main() -> Result<(), Box<dyn std::error::Error>> {
    let folder = Path::new(&std::env::var("CARGO_MANIFEST_DIR")?).join("../../migrations");
    println!("cargo::rerun-if-changed={}", folder.display());
    let mut files: Vec<_> = std::fs::read_dir(&folder)?
        .map(|e| e.map(|e| e.path()))
        .collect::<Result<_, _>>()?;
    files.retain(|p| p.extension().is_some_and(|e| e == "sql"));
    files.sort();
    let mut list = String::from("&[\n");
    for path in files {
        let name = path
            .file_name()
            .and_then(|n| n.to_str())
            .ok_or("a migration file whose name is not UTF-8")?;
        let path = path.canonicalize()?;
        list.push_str(&format!(
            "    ({name:?}, include_str!({:?})),\n",
            path.display().to_string()
        ));
    }
    list.push_str("]\n");
    let out = Path::new(&std::env::var("OUT_DIR")?).join("migrations.rs");
    if std::fs::read_to_string(&out).ok().as_deref() != Some(list.as_str()) {
        std::fs::write(out, list)?;
    }
    Ok(())
}
