//! The Title 31 logs from the cash paid in and out at the tables: the multiple transaction
//! log (every transaction from the house's threshold, $3,000.00 until set) and the Currency
//! Transaction Reports due (a person's cash in, or cash out, past $10,000.00 in a gaming day,
//! 31 CFR 1021.311). Cardroom gives the figures; the room files FinCEN's forms itself.

use cardroom_store::port::*;
use serde::Serialize;

use crate::model::players::CTR_THRESHOLD_CENTS;
use crate::usecase::UseCase;
use crate::{Room, RoomError};

/// One cash transaction as the logs list it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, specta::Type)]
pub struct CashLine {
    pub id: i64,
    pub at: String,
    pub gaming_day: String,
    pub table_name: String,
    pub seat_no: i64,
    /// The registered player's name, else the name at the seat.
    pub player_name: String,
    /// None: a nameless player.
    pub player_number: Option<String>,
    pub direction: CashDirection,
    pub source: CashSource,
    pub amount_cents: i64,
    pub recorded_by: String,
}

/// The multiple transaction log of a range of gaming days.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, specta::Type)]
pub struct MultipleTransactionLog {
    pub from_day: String,
    pub to_day: String,
    pub threshold_cents: i64,
    pub lines: Vec<CashLine>,
}

/// One person's cash in one gaming day past the CTR threshold.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, specta::Type)]
pub struct CtrDue {
    pub gaming_day: String,
    /// None: a nameless player (by his seat), who must be identified.
    pub player_number: Option<String>,
    pub player_name: String,
    pub cash_in_cents: i64,
    pub cash_out_cents: i64,
    /// Past the threshold: the cash in, the cash out, or both.
    pub cash_in_due: bool,
    pub cash_out_due: bool,
    pub lines: Vec<CashLine>,
}

/// The CTRs due over a range of gaming days.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, specta::Type)]
pub struct CtrReport {
    pub from_day: String,
    pub to_day: String,
    pub threshold_cents: i64,
    pub due: Vec<CtrDue>,
}

/// The cash lines of gaming days [from, to], each with the seating it was paid at (the CTR's
/// person when the seat names nobody), read once.
fn lines(tx: &dyn Tx, from: &str, to: &str) -> Result<Vec<(CashLine, i64)>, RoomError> {
    let mut names: Vec<(String, String)> = Vec::new();
    let mut out = Vec::new();
    for c in tx.cash_between(from, to)? {
        let player_name = match &c.player_number {
            Some(n) => match names.iter().find(|(k, _)| k == n) {
                Some((_, name)) => name.clone(),
                None => {
                    let name = tx
                        .player_by_number(n)?
                        .map_or_else(|| c.player_name.clone(), |p| p.name);
                    names.push((n.clone(), name.clone()));
                    name
                }
            },
            None => c.player_name.clone(),
        };
        out.push((
            CashLine {
                id: c.id,
                at: c.at,
                gaming_day: c.gaming_day,
                table_name: c.table_name,
                seat_no: c.seat_no,
                player_name,
                player_number: c.player_number,
                direction: c.direction,
                source: c.source,
                amount_cents: c.amount_cents,
                recorded_by: c.recorded_by,
            },
            c.seating_id,
        ));
    }
    Ok(out)
}

/// The days [from, to] as typed (`2026-11-25`), `to` defaulting to `from`.
fn days(from: &str, to: Option<&str>) -> Result<(String, String), RoomError> {
    let from = crate::gaming_day::parse_day(from)?;
    let to = match to {
        Some(t) => crate::gaming_day::parse_day(t)?,
        None => from,
    };
    if to < from {
        return Err(RoomError::invalid(
            "days",
            "the last day is before the first",
        ));
    }
    let day = |d: chrono::NaiveDate| d.format("%Y-%m-%d").to_string();
    Ok((day(from), day(to)))
}

/// Who a cash line belongs to for the CTR: the registered player, or the nameless seat.
fn person(line: &CashLine, seating: i64) -> String {
    match &line.player_number {
        Some(n) => format!("#{n}"),
        None => format!("seat:{seating}"),
    }
}

impl Room {
    /// The gaming day now, as the logs name it.
    pub fn gaming_day_today(&self) -> Result<String, RoomError> {
        self.read(|tx, now| {
            let starts = crate::floor::settings::floor_settings(tx)?.gaming_day_starts_minutes;
            Ok(crate::gaming_day::day_of(self.clock.as_ref(), starts, now)
                .format("%Y-%m-%d")
                .to_string())
        })
    }

    /// The multiple transaction log of gaming days [from, to]: each cash transaction of the
    /// house's threshold or more, with its time, table, amount and staff.
    pub fn multiple_transaction_log(
        &self,
        actor: i64,
        from: &str,
        to: Option<&str>,
    ) -> Result<MultipleTransactionLog, RoomError> {
        let (from, to) = days(from, to)?;
        self.read_as(actor, UseCase::ReadCashLogs, |tx, _| {
            let threshold = crate::floor::settings::floor_settings(tx)?.mtl_threshold_cents;
            Ok(MultipleTransactionLog {
                lines: lines(tx, &from, &to)?
                    .into_iter()
                    .map(|(l, _)| l)
                    .filter(|l| l.amount_cents >= threshold)
                    .collect(),
                from_day: from.clone(),
                to_day: to.clone(),
                threshold_cents: threshold,
            })
        })
    }

    /// The CTRs due over gaming days [from, to]: per person and gaming day, his cash in and
    /// his cash out at every table (jackpots paid in cash included), listed when either passes
    /// $10,000.00.
    pub fn ctr_report(
        &self,
        actor: i64,
        from: &str,
        to: Option<&str>,
    ) -> Result<CtrReport, RoomError> {
        let (from, to) = days(from, to)?;
        self.read_as(actor, UseCase::ReadCashLogs, |tx, _| {
            let mut groups: Vec<((String, String), CtrDue)> = Vec::new();
            for (line, seating) in lines(tx, &from, &to)? {
                let key = (line.gaming_day.clone(), person(&line, seating));
                let at = match groups.iter().position(|(k, _)| *k == key) {
                    Some(i) => i,
                    None => {
                        groups.push((
                            key,
                            CtrDue {
                                gaming_day: line.gaming_day.clone(),
                                player_number: line.player_number.clone(),
                                player_name: line.player_name.clone(),
                                cash_in_cents: 0,
                                cash_out_cents: 0,
                                cash_in_due: false,
                                cash_out_due: false,
                                lines: Vec::new(),
                            },
                        ));
                        groups.len() - 1
                    }
                };
                let due = &mut groups[at].1;
                let sum = match line.direction {
                    CashDirection::In => &mut due.cash_in_cents,
                    CashDirection::Out => &mut due.cash_out_cents,
                };
                *sum = crate::values::add("a day's cash", *sum, line.amount_cents)?;
                due.lines.push(line);
            }
            let due = groups
                .into_iter()
                .map(|(_, mut d)| {
                    d.cash_in_due = d.cash_in_cents > CTR_THRESHOLD_CENTS;
                    d.cash_out_due = d.cash_out_cents > CTR_THRESHOLD_CENTS;
                    d
                })
                .filter(|d| d.cash_in_due || d.cash_out_due)
                .collect();
            Ok(CtrReport {
                from_day: from.clone(),
                to_day: to.clone(),
                threshold_cents: CTR_THRESHOLD_CENTS,
                due,
            })
        })
    }
}

impl CashLine {
    /// The line's cells as the sheets and pages show them: gaming day, time, table, seat,
    /// player, number, in or out, what for, amount.
    pub fn cells(&self, clock: &dyn crate::Clock) -> Vec<String> {
        vec![
            self.gaming_day.clone(),
            crate::clock::time_words(clock, &self.at),
            self.table_name.clone(),
            self.seat_no.to_string(),
            self.player_name.clone(),
            self.player_number.clone().unwrap_or_default(),
            match self.direction {
                CashDirection::In => "in",
                CashDirection::Out => "out",
            }
            .to_owned(),
            match self.source {
                CashSource::BuyIn => "buy-in",
                CashSource::AddOn => "add-on",
                CashSource::Jackpot => "jackpot",
            }
            .to_owned(),
            crate::money::format_dollars(self.amount_cents),
        ]
    }
}

/// "2026-11-25", or "2026-11-25 to 2026-11-30".
fn days_words(from: &str, to: &str) -> String {
    if from == to {
        from.to_owned()
    } else {
        format!("{from} to {to}")
    }
}

impl MultipleTransactionLog {
    pub fn days(&self) -> String {
        days_words(&self.from_day, &self.to_day)
    }

    pub fn title(&self) -> String {
        format!("Multiple transaction log, {}", self.days())
    }
}

impl CtrReport {
    pub fn days(&self) -> String {
        days_words(&self.from_day, &self.to_day)
    }

    pub fn title(&self) -> String {
        format!("Currency transaction reports due, {}", self.days())
    }
}

impl CtrDue {
    /// What the CTR is for: "cash in", "cash out", or "cash in and cash out".
    pub fn due_words(&self) -> String {
        match (self.cash_in_due, self.cash_out_due) {
            (true, true) => "cash in and cash out",
            (true, false) => "cash in",
            (false, true) => "cash out",
            (false, false) => "nothing",
        }
        .to_owned()
    }
}
