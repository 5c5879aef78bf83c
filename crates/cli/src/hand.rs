//! `cardroom hand replay`: PHH hand histories through the rules engine.

use std::collections::HashSet;
use std::io::{BufWriter, Read, Write};
use std::path::{Path, PathBuf};
use std::process::ExitCode;

use clap::{Args, Subcommand};
use serde_json::{Value, json};

use cardroom_engine::phh::{self, ReplayError};
use cardroom_engine::{Chips, format_amount};

#[derive(Debug, Subcommand)]
pub enum HandCommand {
    /// Replay .phh hand histories (directories recursively) and check each one
    Replay(ReplayArgs),
    /// The hand-history variant codes: game, betting structure, our extension verbs
    Variants {
        #[arg(long)]
        json: bool,
    },
    /// Hands at the tables: start, act, undo, show
    #[command(flatten)]
    Log(crate::hand_log::HandLogCommand),
}

#[derive(Debug, Args)]
pub struct ReplayArgs {
    /// One JSON line per hand instead of a summary
    #[arg(long)]
    pub json: bool,
    /// Files, or directories searched for .phh files
    #[arg(required = true, value_name = "PATH")]
    pub paths: Vec<PathBuf>,
}

/// Lists every variant code `hand replay` accepts.
pub fn variants(json: bool) -> ExitCode {
    let mut rows: Vec<Value> = phh::Variant::all()
        .map(|v| {
            json!({
                "code": v.code(),
                "game": v.game,
                "game_name": v.game.name(),
                "structure": v.structure,
                "extension_verbs": v.extension_verbs(),
            })
        })
        .collect();
    rows.push(json!({
        "code": phh::PAN_CODE,
        "game": "pan",
        "game_name": "Pan",
        "structure": "ledger",
        "extension_verbs": phh::PAN_VERBS,
    }));
    rows.push(json!({
        "code": phh::BANKED_CODE,
        "game": "joker_draw",
        "game_name": "Draw Poker with Joker",
        "structure": "house_banked",
        "extension_verbs": phh::BANKED_VERBS,
    }));
    if json {
        println!("{}", Value::Array(rows));
    } else {
        for v in phh::Variant::all() {
            let structure = match v.structure {
                cardroom_engine::Structure::NoLimit => "no limit",
                cardroom_engine::Structure::PotLimit => "pot limit",
                cardroom_engine::Structure::FixedLimit => "fixed limit",
            };
            println!(
                "{:<7} {:<15} {:<12} {}",
                v.code(),
                v.game.name(),
                structure,
                v.extension_verbs().join(", ")
            );
        }
        println!(
            "{:<7} {:<15} {:<12} {}",
            phh::PAN_CODE,
            "Pan",
            "ledger",
            phh::PAN_VERBS.join(", ")
        );
        println!(
            "{:<7} {:<15} {:<12} {}",
            phh::BANKED_CODE,
            "Joker Draw",
            "house banked",
            phh::BANKED_VERBS.join(", ")
        );
    }
    ExitCode::SUCCESS
}

/// Exit 0 when every hand replays, 1 when any fails, 2 on an IO error.
pub fn run(args: ReplayArgs) -> ExitCode {
    match replay(&args) {
        Ok(true) => ExitCode::SUCCESS,
        Ok(false) => ExitCode::FAILURE,
        Err(message) => {
            eprintln!("cardroom: error [io]: {message}");
            ExitCode::from(2)
        }
    }
}

/// The files to replay, in the order given, directories walked in name order.
fn collect(paths: &[PathBuf]) -> Result<Vec<PathBuf>, String> {
    let mut files = Vec::new();
    for path in paths {
        let meta = std::fs::metadata(path).map_err(|e| format!("{}: {e}", path.display()))?;
        if meta.is_dir() {
            walk(path, &mut files, &mut HashSet::new())?;
        } else {
            files.push(path.clone());
        }
    }
    Ok(files)
}

/// Walks `dir` in name order. Linked directories are followed, but a directory already
/// walked (`seen`, by its real path) is not walked again: a link loop ends.
fn walk(dir: &Path, files: &mut Vec<PathBuf>, seen: &mut HashSet<PathBuf>) -> Result<(), String> {
    let real = std::fs::canonicalize(dir).map_err(|e| format!("{}: {e}", dir.display()))?;
    if !seen.insert(real) {
        return Ok(());
    }
    let mut entries = std::fs::read_dir(dir)
        .map_err(|e| format!("{}: {e}", dir.display()))?
        .map(|e| e.and_then(|e| Ok((e.path(), entry_is_dir(&e)?))))
        .collect::<Result<Vec<_>, _>>()
        .map_err(|e| format!("{}: {e}", dir.display()))?;
    entries.sort();
    for (path, is_dir) in entries {
        if is_dir {
            walk(&path, files, seen)?;
        } else if path.extension().is_some_and(|e| e == "phh") {
            files.push(path);
        }
    }
    Ok(())
}

/// Whether a directory entry is a directory (following a symbolic link), from the
/// directory listing itself when it says: no extra `stat` per file.
fn entry_is_dir(entry: &std::fs::DirEntry) -> std::io::Result<bool> {
    let kind = entry.file_type()?;
    if kind.is_symlink() {
        return Ok(entry.path().is_dir());
    }
    Ok(kind.is_dir())
}

/// Reads `path` into `buf` (reused from file to file): one `open`, the reads, one `close`,
/// without the size query `read_to_string` makes first. Returns the file's text.
fn read_text<'b>(path: &Path, buf: &'b mut Vec<u8>) -> Result<&'b str, String> {
    let fail = |e: std::io::Error| format!("{}: {e}", path.display());
    let mut file = std::fs::File::open(path).map_err(fail)?;
    let mut len = 0;
    loop {
        if len == buf.len() {
            buf.resize((buf.len() * 2).max(64 * 1024), 0);
        }
        match file.read(&mut buf[len..]) {
            Ok(0) => break,
            Ok(n) => len += n,
            Err(e) if e.kind() == std::io::ErrorKind::Interrupted => {}
            Err(e) => return Err(fail(e)),
        }
    }
    std::str::from_utf8(&buf[..len])
        .map_err(|e| format!("{}: not UTF-8 text ({e})", path.display()))
}

/// Cents as a JSON number in the file's units (`14450` is `144.5`), without floats.
fn units(cents: Chips) -> String {
    let text = format_amount(cents);
    if text.contains('.') {
        text.trim_end_matches('0').to_string()
    } else {
        text
    }
}

fn replay(args: &ReplayArgs) -> Result<bool, String> {
    let files = collect(&args.paths)?;
    let stdout = std::io::stdout();
    let mut out = BufWriter::new(stdout.lock());
    let (mut passed, mut failed) = (0usize, 0usize);
    let mut buf = Vec::new();
    for file in &files {
        let text = read_text(file, &mut buf)?;
        let shown = file.display().to_string();
        let result = phh::replay_any(text);
        let line = match &result {
            Ok(done) => {
                passed += 1;
                if !args.json {
                    continue;
                }
                let stacks: Vec<String> =
                    done.finishing_stacks().iter().map(|&c| units(c)).collect();
                format!(
                    "{{\"file\":{},\"ok\":true,\"finishing_stacks\":[{}]}}",
                    Value::String(shown),
                    stacks.join(",")
                )
            }
            Err(e) => {
                failed += 1;
                if args.json {
                    failure_json(&shown, e)
                } else {
                    format!("FAIL {shown}: {e}")
                }
            }
        };
        writeln!(out, "{line}").map_err(|e| e.to_string())?;
    }
    if !args.json {
        writeln!(out, "{passed} passed, {failed} failed").map_err(|e| e.to_string())?;
    }
    out.flush().map_err(|e| e.to_string())?;
    Ok(failed == 0)
}

fn failure_json(file: &str, e: &ReplayError) -> String {
    json!({
        "file": file,
        "ok": false,
        "action_index": e.action_index,
        "code": e.code,
        "message": e.message,
    })
    .to_string()
}
