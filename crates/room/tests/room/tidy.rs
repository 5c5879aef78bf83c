//! ARCHITECTURE.md's invariants, held by reading the workspace's own sources (as the UI's
//! `architecture.test.ts` holds the UI's): the pure crates do no IO, only `store` writes SQL,
//! only the shell knows Tauri, the CLI reaches the database only through the room, and time
//! comes only from the injected clock. A finding names the file and the line.

use std::path::{Path, PathBuf};

fn workspace() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../..")
}

/// Every `.rs` file under `dir`.
fn rust_files(dir: &Path) -> Vec<PathBuf> {
    let mut out = Vec::new();
    let mut todo = vec![dir.to_path_buf()];
    while let Some(d) = todo.pop() {
        for entry in std::fs::read_dir(&d).unwrap_or_else(|e| panic!("{}: {e}", d.display())) {
            let path = entry.unwrap().path();
            if path.is_dir() {
                todo.push(path);
            } else if path.extension().is_some_and(|x| x == "rs") {
                out.push(path);
            }
        }
    }
    out.sort();
    out
}

/// The code lines of a source file that ship (its test module at the bottom left out, and
/// comments), each with its number.
fn shipped_lines(path: &Path) -> Vec<(usize, String)> {
    let text = std::fs::read_to_string(path).unwrap();
    text.lines()
        .enumerate()
        .take_while(|(_, l)| l.trim() != "#[cfg(test)]")
        .map(|(n, l)| (n + 1, l.split("//").next().unwrap_or("").to_owned()))
        .filter(|(_, l)| !l.trim().is_empty())
        .collect()
}

/// The shipped lines of every source file under `sources`, by its path relative to the
/// workspace, except the files `allowed` names.
fn shipped_sources(sources: &[&str], allowed: &[&str]) -> Vec<(String, Vec<(usize, String)>)> {
    let root = workspace();
    let mut out = Vec::new();
    for src in sources {
        for file in rust_files(&root.join(src)) {
            let rel = file
                .strip_prefix(&root)
                .unwrap()
                .to_string_lossy()
                .into_owned();
            if !allowed.contains(&rel.as_str()) {
                out.push((rel, shipped_lines(&file)));
            }
        }
    }
    out
}

/// Each shipped line under the crates' `src` folders that contains one of `words`, as
/// `file:line: text`, except in the files `allowed` names (relative to the workspace).
fn findings(sources: &[&str], words: &[&str], allowed: &[&str]) -> Vec<String> {
    let mut out = Vec::new();
    for (rel, lines) in shipped_sources(sources, allowed) {
        for (n, line) in lines {
            if words.iter().any(|w| line.contains(w)) {
                out.push(format!("{rel}:{n}: {}", line.trim()));
            }
        }
    }
    out
}

/// The names of a crate's `[dependencies]` (not its dev-dependencies).
fn dependencies(manifest: &str) -> Vec<String> {
    let text = std::fs::read_to_string(workspace().join(manifest)).unwrap();
    let mut inside = false;
    let mut out = Vec::new();
    for line in text.lines() {
        let line = line.trim();
        if line.starts_with('[') {
            inside = line == "[dependencies]";
        } else if inside && let Some((name, _)) = line.split_once('=') {
            out.push(name.trim().trim_end_matches(".workspace").to_owned());
        }
    }
    out
}

const SHIPPED: [&str; 5] = [
    "crates/cards/src",
    "crates/engine/src",
    "crates/room/src",
    "crates/cli/src",
    "src-tauri/src",
];

#[test]
fn the_cards_and_the_engine_do_no_io() {
    let found = findings(
        &["crates/cards/src", "crates/engine/src"],
        &[
            "std::fs",
            "std::net",
            "std::process",
            "std::env",
            "std::thread",
            "println!",
            "eprintln!",
            "SystemTime",
            "Instant::now",
            "::now()",
        ],
        &[],
    );
    assert_eq!(found, Vec::<String>::new());
    for manifest in ["crates/cards/Cargo.toml", "crates/engine/Cargo.toml"] {
        let deps = dependencies(manifest);
        for io in [
            "cardroom-store",
            "rusqlite",
            "postgres",
            "tokio",
            "tauri",
            "chrono",
        ] {
            assert!(!deps.iter().any(|d| d == io), "{manifest} depends on {io}");
        }
    }
}

#[test]
fn only_the_store_writes_sql() {
    let found = findings(
        &SHIPPED,
        &[
            "rusqlite",
            "postgres::",
            "\"SELECT ",
            "\"INSERT ",
            "\"UPDATE ",
            "\"DELETE ",
            "CREATE TABLE",
            "execute_batch",
        ],
        &[],
    );
    assert_eq!(found, Vec::<String>::new());
    for manifest in [
        "crates/cards/Cargo.toml",
        "crates/engine/Cargo.toml",
        "crates/room/Cargo.toml",
        "crates/cli/Cargo.toml",
        "src-tauri/Cargo.toml",
    ] {
        let deps = dependencies(manifest);
        assert!(
            !deps.iter().any(|d| d == "rusqlite" || d == "postgres"),
            "{manifest}: {deps:?}"
        );
    }
}

#[test]
fn only_the_shell_knows_tauri() {
    let crates = ["cards", "engine", "store", "room", "cli"];
    for name in crates {
        let deps = dependencies(&format!("crates/{name}/Cargo.toml"));
        assert!(
            !deps.iter().any(|d| d.starts_with("tauri")),
            "crates/{name} depends on {deps:?}"
        );
    }
    let found = findings(
        &[
            "crates/cards/src",
            "crates/engine/src",
            "crates/store/src",
            "crates/room/src",
            "crates/cli/src",
        ],
        &["tauri::", "use tauri"],
        &[],
    );
    assert_eq!(found, Vec::<String>::new());
}

#[test]
fn the_cli_reaches_the_database_only_through_the_room() {
    assert!(
        !dependencies("crates/cli/Cargo.toml")
            .iter()
            .any(|d| d == "cardroom-store")
    );
    let found = findings(&["crates/cli/src"], &["cardroom_store"], &[]);
    assert_eq!(found, Vec::<String>::new());
}

#[test]
fn time_comes_only_from_the_injected_clock() {
    let found = findings(
        &SHIPPED,
        &["Utc::now()", "Local::now()", "SystemTime::now()"],
        &["crates/room/src/clock.rs"],
    );
    assert_eq!(found, Vec::<String>::new());
}

/// A stored word is read as its typed `Vocab` enum by the store, and matched as that type:
/// never as text (`match row.status.as_str() { "paid" => … }`), where a word a later Cardroom
/// adds would fall silently into a catch-all arm. `verify.rs` reads the audit trail's JSON
/// images of rows (table names, columns), which are not stored words.
#[test]
fn no_stored_word_is_matched_as_text_in_the_room_or_the_shell() {
    let sources = ["crates/room/src", "src-tauri/src", "crates/cli/src"];
    let mut found = Vec::new();
    for (rel, lines) in shipped_sources(&sources, &["crates/room/src/verify.rs"]) {
        for pair in lines.windows(2) {
            let ((n, head), (_, arm)) = (&pair[0], &pair[1]);
            let arm = arm.trim_start();
            let matched_as_text = head.contains("match ")
                && (head.contains(".as_str() {") || head.contains(".as_deref() {"))
                && (arm.starts_with('"') || arm.starts_with("Some(\""));
            if matched_as_text {
                found.push(format!("{rel}:{n}: {}", head.trim()));
            }
        }
    }
    assert_eq!(found, Vec::<String>::new());
}

/// The room's top-level modules, as its crate root declares them (`mod x;`).
fn room_modules() -> Vec<String> {
    let lib = std::fs::read_to_string(workspace().join("crates/room/src/lib.rs")).unwrap();
    lib.lines()
        .filter_map(|line| {
            let line = line.trim_start_matches("pub ").trim();
            line.strip_prefix("mod ")?
                .strip_suffix(';')
                .map(str::to_owned)
        })
        .collect()
}

/// The leading name of each path a `crate::` reference at `text[at..]` names: one, or each of
/// a group's (`crate::{a, b::c}`).
fn referenced_names(text: &str, at: usize) -> Vec<String> {
    let rest = &text[at..];
    let leading = |s: &str| -> String {
        s.trim_start()
            .chars()
            .take_while(|c| c.is_alphanumeric() || *c == '_')
            .collect()
    };
    if !rest.starts_with('{') {
        return vec![leading(rest)];
    }
    let (mut depth, mut item, mut names) = (0, String::new(), Vec::new());
    for c in rest.chars() {
        match c {
            '{' => {
                depth += 1;
                if depth == 1 {
                    continue;
                }
            }
            '}' => depth -= 1,
            ',' if depth == 1 => {
                names.push(leading(&item));
                item.clear();
                continue;
            }
            _ => {}
        }
        if depth == 0 {
            names.push(leading(&item));
            break;
        }
        item.push(c);
    }
    names
}

/// Whether a group that `text` opens (`{…}`) is closed in it.
fn group_closed(text: &str) -> bool {
    let mut depth = 0;
    for c in text.chars() {
        match c {
            '{' => depth += 1,
            '}' => {
                depth -= 1;
                if depth == 0 {
                    return true;
                }
            }
            _ => {}
        }
    }
    false
}

/// The modules under `crates/room/src` form layers: no top-level module reaches itself again
/// through `crate::` references (a circle ties every module on it to every other one), and
/// the model layer (`model/`: the loaders and primitives the use cases share) uses only the
/// store and the room's leaf modules, never a use case. A reference names its module
/// (`crate::tables::…`, `use crate::{a, b::c}`); `super::` stays inside a module, a name the
/// crate root re-exports (`crate::HandView`) is not followed, and tests are left out.
#[test]
fn the_room_s_modules_form_no_circle_and_the_model_layer_uses_no_use_case() {
    const MODEL_MAY_USE: [&str; 7] = [
        "clock",
        "error",
        "gaming_day",
        "money",
        "trail",
        "usecase",
        "values",
    ];
    let modules = room_modules();
    // (from, to) → the first place that makes the edge.
    let mut edges: std::collections::BTreeMap<(String, String), String> = Default::default();
    for (rel, lines) in shipped_sources(&["crates/room/src"], &["crates/room/src/lib.rs"]) {
        let inside = rel.trim_start_matches("crates/room/src/");
        let from = inside.split('/').next().unwrap().trim_end_matches(".rs");
        for (n, line) in &lines {
            let mut search = 0;
            while let Some(found) = line[search..].find("crate::") {
                let at = search + found;
                search = at + "crate::".len();
                let before = line[..at].chars().next_back();
                if before.is_some_and(|c| c.is_alphanumeric() || c == '_') {
                    continue;
                }
                // A group may run over several lines: read on from here.
                let mut text = line[search..].to_owned();
                for (_, next) in lines.iter().filter(|(m, _)| m > n) {
                    if !text.starts_with('{') || group_closed(&text) {
                        break;
                    }
                    text.push('\n');
                    text.push_str(next);
                }
                for name in referenced_names(&text, 0) {
                    if modules.contains(&name) && name != from {
                        edges
                            .entry((from.to_owned(), name))
                            .or_insert_with(|| format!("{rel}:{n}: {}", line.trim()));
                    }
                }
            }
        }
    }
    // A depth-first walk: a module met again while still on the path closes a circle.
    fn walk(
        m: &str,
        edges: &std::collections::BTreeMap<(String, String), String>,
        path: &mut Vec<String>,
        done: &mut Vec<String>,
    ) -> Option<Vec<String>> {
        if let Some(start) = path.iter().position(|p| p == m) {
            let mut circle = path[start..].to_vec();
            circle.push(m.to_owned());
            return Some(circle);
        }
        if done.iter().any(|d| d == m) {
            return None;
        }
        path.push(m.to_owned());
        for (_, to) in edges.keys().filter(|(from, _)| from == m) {
            if let Some(circle) = walk(to, edges, path, done) {
                return Some(circle);
            }
        }
        path.pop();
        done.push(m.to_owned());
        None
    }
    let mut done = Vec::new();
    for m in &modules {
        if let Some(circle) = walk(m, &edges, &mut Vec::new(), &mut done) {
            let made_by: Vec<String> = circle
                .windows(2)
                .map(|pair| edges[&(pair[0].clone(), pair[1].clone())].clone())
                .collect();
            panic!(
                "the room's modules form a circle: {}\n{}",
                circle.join(" → "),
                made_by.join("\n")
            );
        }
    }
    assert!(
        modules.iter().any(|m| m == "model"),
        "the room has no model layer"
    );
    let model_uses: Vec<String> = edges
        .iter()
        .filter(|((from, to), _)| from == "model" && !MODEL_MAY_USE.contains(&to.as_str()))
        .map(|((_, to), at)| format!("model uses {to}: {at}"))
        .collect();
    assert_eq!(model_uses, Vec::<String>::new());
}
