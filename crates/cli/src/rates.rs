//! `cardroom rates list`.

use cardroom_room::RoomCode;
use chrono::{DateTime, NaiveDate, Utc};
use comfy_table::{CellAlignment, Table, presets};

use cardroom_room::money::{format_cents, parse_dollars};
use cardroom_room::{NewRateRequest, StakeStructure};

use crate::Failure;
use crate::args::{RatesAdd, RatesCommand};
use crate::session::{Session, parse_pair};

fn add_rate(s: &Session, a: RatesAdd) -> Result<(), Failure> {
    let (structure, band) = match (a.band.as_deref(), a.no_limit, a.pot_limit) {
        (Some(band), ..) => (
            StakeStructure::Limit,
            Some(parse_pair("--band", &band.replace('-', "/"))?),
        ),
        (None, true, _) => (StakeStructure::NoLimit, None),
        (None, _, true) => (StakeStructure::PotLimit, None),
        _ => {
            return Err(Failure {
                code: RoomCode::InvalidInput.into(),
                message: "give --band LOW-HIGH, --no-limit or --pot-limit".into(),
            });
        }
    };
    let (room, actor) = s.acting()?;
    let rate = room.add_rate(
        actor,
        &NewRateRequest {
            game: crate::session::game_code(&a.game)?,
            structure,
            min_limit_cents: band.map(|b| b.0),
            max_limit_cents: band.map(|b| b.1),
            amount_cents: parse_dollars(&a.amount)?,
            interval_minutes: a.every,
            effective_from: a.from,
        },
    )?;
    say!(
        "{} {}: {} {} from {}",
        rate.game_name,
        rate.stakes,
        format_cents(rate.amount_cents),
        rate.basis,
        rate.effective_from
    );
    Ok(())
}

pub fn run(s: &Session, cmd: RatesCommand) -> Result<(), Failure> {
    let list = match cmd {
        RatesCommand::List(list) => list,
        RatesCommand::Add(add) => return add_rate(s, add),
    };
    let room = s.room()?;
    let schedule = match parse_when(list.at.as_deref())? {
        Some(at) => room.rate_schedule_at(at)?,
        None => room.rate_schedule()?,
    };
    if list.json {
        let text = serde_json::to_string(&schedule).map_err(|e| Failure {
            code: RoomCode::Internal.into(),
            message: e.to_string(),
        })?;
        say!("{text}");
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

/// The time `--at` names (none: now, on the room's clock).
fn parse_when(text: Option<&str>) -> Result<Option<DateTime<Utc>>, Failure> {
    let Some(text) = text else {
        return Ok(None);
    };
    if let Ok(t) = DateTime::parse_from_rfc3339(text) {
        return Ok(Some(t.with_timezone(&Utc)));
    }
    NaiveDate::parse_from_str(text, "%Y-%m-%d")
        .ok()
        .and_then(|d| d.and_hms_opt(0, 0, 0))
        .map(|t| Some(t.and_utc()))
        .ok_or_else(|| Failure {
            code: RoomCode::BadTime.into(),
            message: format!(
                "--at {text:?} is not a date (2026-11-23) or an RFC 3339 time (2026-11-23T18:00:00Z)"
            ),
        })
}
