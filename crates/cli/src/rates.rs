//! `cardroom rates list`.

use std::path::PathBuf;

use chrono::{DateTime, NaiveDate, Utc};
use comfy_table::{CellAlignment, Table, presets};

use cardroom_room::money::format_cents;
use cardroom_room::{Room, paths};

use crate::Failure;
use crate::args::RatesCommand;

pub fn run(db: Option<PathBuf>, cmd: RatesCommand) -> Result<(), Failure> {
    let RatesCommand::List(list) = cmd;
    let at = parse_when(list.at.as_deref())?;
    let room = Room::open(&paths::resolve_db_path(db)?)?;
    let schedule = room.rate_schedule(at)?;
    if list.json {
        let text = serde_json::to_string(&schedule).map_err(|e| Failure {
            code: "internal",
            message: e.to_string(),
        })?;
        println!("{text}");
        return Ok(());
    }
    print!("{}", render(&schedule));
    Ok(())
}

fn render(schedule: &cardroom_room::RateSchedule) -> String {
    let mut table = Table::new();
    table
        .load_style(presets::ASCII_BORDERS_ONLY_CONDENSED)
        .set_header(["Game", "Stakes", "Amount", "Collected", "Since"]);
    for rate in &schedule.rates {
        table.add_row([
            rate.game_name.clone(),
            rate.stakes.clone(),
            format_cents(rate.amount_cents),
            rate.basis.clone(),
            rate.effective_from
                .get(..10)
                .unwrap_or(&rate.effective_from)
                .to_string(),
        ]);
    }
    if let Some(column) = table.column_mut(2) {
        column.set_cell_alignment(CellAlignment::Right);
    }
    let mut out = format!("Collection rates in effect at {}\n{table}\n", schedule.at);
    if !schedule.unrated_games.is_empty() {
        let names: Vec<&str> = schedule
            .unrated_games
            .iter()
            .map(|g| g.name.as_str())
            .collect();
        out.push_str(&format!(
            "No schedule row for {}: the manager sets the rate when opening such a table.\n",
            names.join(", ")
        ));
    }
    out
}

fn parse_when(text: Option<&str>) -> Result<DateTime<Utc>, Failure> {
    let Some(text) = text else {
        return Ok(Utc::now());
    };
    if let Ok(t) = DateTime::parse_from_rfc3339(text) {
        return Ok(t.with_timezone(&Utc));
    }
    NaiveDate::parse_from_str(text, "%Y-%m-%d")
        .ok()
        .and_then(|d| d.and_hms_opt(0, 0, 0))
        .map(|t| t.and_utc())
        .ok_or_else(|| Failure {
            code: "bad_time",
            message: format!(
                "--at {text:?} is not a date (2026-11-23) or an RFC 3339 time (2026-11-23T18:00:00Z)"
            ),
        })
}
