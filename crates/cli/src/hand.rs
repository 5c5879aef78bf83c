//! `cardroom hand replay`: PHH hand histories through the rules engine.

use std::io::{BufWriter, Write};
use std::path::PathBuf;
use std::process::ExitCode;

use clap::{Args, Subcommand};
use serde_json::{Value, json};

use cardroom_engine::phh::{self, ReplayError};
use cardroom_engine::{Chips, format_units};

use crate::phh_files::PhhFiles;

#[derive(Debug, Subcommand)]
pub enum HandCommand {
    /// Replay .phh hand histories (directories recursively) and check each one
    Replay(ReplayArgs),
    /// The hand-history variant codes: game, betting structure, our extension verbs
    Variants {
        #[arg(long)]
        json: bool,
    },
    /// Write a shift's hands (or a table's, or one) as .phh hand-history files
    Export(crate::closeout::ExportArgs),
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
        say!("{}", Value::Array(rows));
    } else {
        for v in phh::Variant::all() {
            let structure = match v.structure {
                cardroom_engine::Structure::NoLimit => "no limit",
                cardroom_engine::Structure::PotLimit => "pot limit",
                cardroom_engine::Structure::FixedLimit => "fixed limit",
            };
            say!(
                "{:<7} {:<15} {:<12} {}",
                v.code(),
                v.game.name(),
                structure,
                v.extension_verbs().join(", ")
            );
        }
        say!(
            "{:<7} {:<15} {:<12} {}",
            phh::PAN_CODE,
            "Pan",
            "ledger",
            phh::PAN_VERBS.join(", ")
        );
        say!(
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

/// Cents as a JSON number in the file's units (`14450` is `144.5`), without floats.
fn units(cents: Chips) -> String {
    let text = format_units(cents);
    if text.contains('.') {
        text.trim_end_matches('0').to_string()
    } else {
        text
    }
}

fn replay(args: &ReplayArgs) -> Result<bool, String> {
    let stdout = std::io::stdout();
    let mut out = BufWriter::new(stdout.lock());
    let (mut passed, mut failed) = (0usize, 0usize);
    PhhFiles::default().for_each(&args.paths, &mut |file, text| {
        let result = phh::replay_any(text);
        let line = match &result {
            Ok(done) => {
                passed += 1;
                if !args.json {
                    return Ok(());
                }
                let stacks: Vec<String> =
                    done.finishing_stacks().iter().map(|&c| units(c)).collect();
                format!(
                    "{{\"file\":{},\"ok\":true,\"finishing_stacks\":[{}]}}",
                    Value::String(file.display().to_string()),
                    stacks.join(",")
                )
            }
            Err(e) => {
                failed += 1;
                let shown = file.display().to_string();
                if args.json {
                    failure_json(&shown, e)
                } else {
                    format!("FAIL {shown}: {e}")
                }
            }
        };
        writeln!(out, "{line}").map_err(|e| e.to_string())
    })?;
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
