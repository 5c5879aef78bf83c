//! Hours and comps: a player's seated time per gaming day over a period, the house's comp
//! rules as data ("per hour played at stakes of X or more, N points"; "after H hours in a
//! gaming day, a meal worth N"), what each rule has earned him today, and the comps issued
//! (who, when, value, reason), which the exception report lists.

use cardroom_store::port::*;
use chrono::{DateTime, NaiveDate, Utc};
use serde::{Deserialize, Serialize};

use crate::clock::db_time;
use crate::model::players::registered;
use crate::players::{day_range, seconds_seated};
use crate::usecase::{At, UseCase};
use crate::values::{self, Name};
use crate::{Room, RoomError};

/// A comp rule to add.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, specta::Type)]
pub struct CompRuleRequest {
    pub name: String,
    pub kind: CompKind,
    /// Only time at tables whose big blind (or, with no blinds, big bet) is at least this.
    pub min_big_blind_cents: i64,
    /// `per_hour`: 1 (each whole hour); `after_hours`: the hours a day that earn it.
    pub hours: i64,
    pub value: i64,
    pub unit: CompUnit,
}

/// A comp rule as the floor reads it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, specta::Type)]
pub struct CompRuleView {
    pub id: i64,
    pub name: String,
    pub kind: CompKind,
    pub min_big_blind_cents: i64,
    pub hours: i64,
    pub value: i64,
    pub unit: CompUnit,
    pub created_at: String,
    pub ended_at: Option<String>,
}

/// What a rule in force has earned a player in a gaming day, and what is still to issue.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, specta::Type)]
pub struct CompEarned {
    pub rule: CompRuleView,
    /// Minutes he sat at the stakes the rule counts.
    pub minutes: i64,
    pub earned: i64,
    pub issued: i64,
    pub due: i64,
}

/// A comp to issue: under a rule (no more than it has earned today), or by the floor's own
/// judgement with a value and a reason.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, specta::Type)]
pub struct IssueComp {
    pub number: String,
    pub rule_id: Option<i64>,
    /// Under a rule: none for all it has earned and not yet had.
    pub value: Option<i64>,
    pub unit: Option<CompUnit>,
    pub reason: Option<String>,
}

/// A comp as issued.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, specta::Type)]
pub struct CompView {
    pub id: i64,
    pub rule_id: Option<i64>,
    pub value: i64,
    pub unit: CompUnit,
    pub reason: String,
    pub gaming_day: String,
    pub issued_at: String,
    pub issued_by: String,
}

/// A player's seated minutes in one gaming day.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, specta::Type)]
pub struct DayHours {
    pub gaming_day: String,
    pub minutes: i64,
}

fn rule_view(r: CompRuleRow) -> CompRuleView {
    CompRuleView {
        id: r.id,
        name: r.name,
        kind: r.kind,
        min_big_blind_cents: r.min_big_blind_cents,
        hours: r.hours,
        value: r.value,
        unit: r.unit,
        created_at: r.created_at,
        ended_at: r.ended_at,
    }
}

/// The stakes a rule compares: the big blind, or the big bet where a game has no blinds.
fn stakes_of(t: &cardroom_store::TableRow) -> i64 {
    if t.big_blind_cents > 0 {
        t.big_blind_cents
    } else {
        t.big_bet_cents
    }
}

fn day_text(d: NaiveDate) -> String {
    d.format("%Y-%m-%d").to_string()
}

/// What each rule in force has earned the player `p` in gaming day `day`.
fn earned(
    room: &Room,
    tx: &dyn Tx,
    p: &cardroom_store::PlayerRow,
    day: NaiveDate,
    now: DateTime<Utc>,
) -> Result<Vec<CompEarned>, RoomError> {
    let (from, to) = day_range(room, tx, day, now)?;
    let seatings = tx.seatings_of_between(&p.number, &db_time(from), &db_time(to))?;
    let seconds = seconds_seated(tx, &seatings, from, to)?;
    let mut by_table = Vec::new();
    for s in &seatings {
        let stakes = stakes_of(&crate::model::tables::load_table(tx, s.table_id)?);
        let secs = seconds
            .iter()
            .find(|(id, _)| *id == s.id)
            .map_or(0, |(_, n)| *n);
        by_table.push((stakes, secs));
    }
    let issued = tx.comps_of(p.id, &day_text(day), &day_text(day))?;
    let mut out = Vec::new();
    for r in tx
        .comp_rules()?
        .into_iter()
        .filter(|r| r.ended_at.is_none())
    {
        let secs: i64 = by_table
            .iter()
            .filter(|(stakes, _)| *stakes >= r.min_big_blind_cents)
            .map(|(_, s)| s)
            .sum();
        let minutes = secs / 60;
        let earned = match r.kind {
            CompKind::PerHour => (minutes / (60 * r.hours.max(1))) * r.value,
            CompKind::AfterHours if minutes >= 60 * r.hours => r.value,
            CompKind::AfterHours => 0,
        };
        let had: i64 = issued
            .iter()
            .filter(|c| c.rule_id == Some(r.id))
            .map(|c| c.value)
            .sum();
        out.push(CompEarned {
            minutes,
            earned,
            issued: had,
            due: (earned - had).max(0),
            rule: rule_view(r),
        });
    }
    Ok(out)
}

impl Room {
    /// The house's comp rules, in force and ended.
    pub fn comp_rules(&self) -> Result<Vec<CompRuleView>, RoomError> {
        self.read(|tx, _| Ok(tx.comp_rules()?.into_iter().map(rule_view).collect()))
    }

    /// Adds a comp rule (the floor's); the rules come back.
    pub fn add_comp_rule(
        &self,
        actor: i64,
        req: &CompRuleRequest,
    ) -> Result<Vec<CompRuleView>, RoomError> {
        let name = Name::parse("rule name", &req.name)?.into_string();
        if !(1..=24).contains(&req.hours) {
            return Err(RoomError::invalid("hours", "give 1 to 24"));
        }
        if !(1..=1_000_000).contains(&req.value) {
            return Err(RoomError::invalid("value", "give 1 to 1,000,000"));
        }
        if !(0..=100_000_000).contains(&req.min_big_blind_cents) {
            return Err(RoomError::invalid("stakes", "give 0 to $1,000,000.00"));
        }
        self.write(actor, UseCase::AddCompRule, At::Room, |tx, ctx| {
            tx.insert_comp_rule(
                &NewCompRule {
                    name: name.clone(),
                    kind: req.kind,
                    min_big_blind_cents: req.min_big_blind_cents,
                    hours: req.hours,
                    value: req.value,
                    unit: req.unit,
                },
                &ctx.at,
                ctx.actor.id,
            )?;
            Ok(tx.comp_rules()?.into_iter().map(rule_view).collect())
        })
    }

    /// Ends a comp rule: it earns nothing from now.
    pub fn end_comp_rule(&self, actor: i64, id: i64) -> Result<Vec<CompRuleView>, RoomError> {
        self.write(actor, UseCase::AddCompRule, At::Room, |tx, ctx| {
            let rule = tx
                .comp_rules()?
                .into_iter()
                .find(|r| r.id == id && r.ended_at.is_none())
                .ok_or(RoomError::UnknownCompRule { id })?;
            tx.end_comp_rule(rule.id, &ctx.at, ctx.actor.id)?;
            Ok(tx.comp_rules()?.into_iter().map(rule_view).collect())
        })
    }

    /// What each rule in force has earned player `number` in gaming day `day` (none: today).
    pub fn comps_earned(
        &self,
        actor: i64,
        number: &str,
        day: Option<&str>,
    ) -> Result<Vec<CompEarned>, RoomError> {
        let day = day.map(crate::gaming_day::parse_day).transpose()?;
        self.read_as(actor, UseCase::ReadPlayers, |tx, now| {
            let p = registered(tx, number)?;
            let starts = crate::floor::settings::floor_settings(tx)?.gaming_day_starts_minutes;
            let day =
                day.unwrap_or_else(|| crate::gaming_day::day_of(self.clock.as_ref(), starts, now));
            earned(self, tx, &p, day, now)
        })
    }

    /// A player's comps over gaming days [from, to].
    pub fn comps(
        &self,
        actor: i64,
        number: &str,
        from: &str,
        to: &str,
    ) -> Result<Vec<CompView>, RoomError> {
        let (from, to) = (
            day_text(crate::gaming_day::parse_day(from)?),
            day_text(crate::gaming_day::parse_day(to)?),
        );
        self.read_as(actor, UseCase::ReadPlayers, |tx, _| {
            let p = registered(tx, number)?;
            Ok(tx
                .comps_of(p.id, &from, &to)?
                .into_iter()
                .map(|c| CompView {
                    id: c.id,
                    rule_id: c.rule_id,
                    value: c.value,
                    unit: c.unit,
                    reason: c.reason,
                    gaming_day: c.gaming_day,
                    issued_at: c.issued_at,
                    issued_by: c.issued_by,
                })
                .collect())
        })
    }

    /// Issues a comp (the floor's): under a rule, no more than it has earned him today; or by
    /// the floor's judgement, with a value and a reason. The exception report lists it.
    pub fn issue_comp(&self, actor: i64, req: &IssueComp) -> Result<Vec<CompView>, RoomError> {
        let reason = values::optional_reason("reason", req.reason.as_deref())?;
        let (number, day) = self.write(actor, UseCase::IssueComp, At::Room, |tx, ctx| {
            let p = registered(tx, &req.number)?;
            let day = crate::model::players::gaming_day_now(tx, ctx)?;
            let now = crate::clock::parse_db_time(&ctx.at).ok_or_else(|| RoomError::BadData {
                detail: format!("the time {:?} cannot be read", ctx.at),
            })?;
            let (rule_id, value, unit, reason) = match req.rule_id {
                Some(id) => {
                    let e = earned(self, tx, &p, crate::gaming_day::parse_day(&day)?, now)?
                        .into_iter()
                        .find(|e| e.rule.id == id)
                        .ok_or(RoomError::UnknownCompRule { id })?;
                    let value = req.value.unwrap_or(e.due);
                    if value <= 0 || value > e.due {
                        return Err(RoomError::CompNotEarned {
                            player: format!("{} (player {})", p.name, p.number),
                            rule: e.rule.name.clone(),
                            due: e.due,
                        });
                    }
                    let why = reason.clone().unwrap_or_else(|| {
                        format!("{}: {} min at the stakes it counts", e.rule.name, e.minutes)
                    });
                    (Some(id), value, e.rule.unit, why)
                }
                None => {
                    let value = req
                        .value
                        .filter(|v| (1..=1_000_000).contains(v))
                        .ok_or_else(|| RoomError::invalid("value", "give 1 to 1,000,000"))?;
                    let why = reason.clone().ok_or_else(|| {
                        RoomError::invalid("reason", "say why a comp outside the rules is given")
                    })?;
                    (None, value, req.unit.unwrap_or(CompUnit::Points), why)
                }
            };
            tx.insert_comp(
                &NewComp {
                    player_id: p.id,
                    rule_id,
                    value,
                    unit,
                    reason: reason.clone(),
                    gaming_day: day.clone(),
                },
                &ctx.at,
                ctx.actor.id,
            )?;
            let amount = match unit {
                CompUnit::Points => format!("{value} points"),
                CompUnit::Cents => crate::money::format_dollars(value),
            };
            *ctx.note.borrow_mut() = Some(format!(
                "comp to {} (player {}): {amount}, {reason}",
                p.name, p.number
            ));
            Ok((p.number, day))
        })?;
        self.comps(actor, &number, &day, &day)
    }

    /// A player's seated minutes in each gaming day of [from, to].
    pub fn player_hours(
        &self,
        actor: i64,
        number: &str,
        from: &str,
        to: &str,
    ) -> Result<Vec<DayHours>, RoomError> {
        let (from, to) = (
            crate::gaming_day::parse_day(from)?,
            crate::gaming_day::parse_day(to)?,
        );
        if to < from || (to - from).num_days() > 366 {
            return Err(RoomError::invalid(
                "days",
                "a range of at most a year, first day first",
            ));
        }
        self.read_as(actor, UseCase::ReadPlayers, |tx, now| {
            let p = registered(tx, number)?;
            let mut out = Vec::new();
            let mut day = from;
            while day <= to {
                let (a, b) = day_range(self, tx, day, now)?;
                let minutes = if b > a {
                    let seatings = tx.seatings_of_between(&p.number, &db_time(a), &db_time(b))?;
                    seconds_seated(tx, &seatings, a, b)?
                        .iter()
                        .map(|(_, s)| s)
                        .sum::<i64>()
                        / 60
                } else {
                    0
                };
                out.push(DayHours {
                    gaming_day: day_text(day),
                    minutes,
                });
                day = day.succ_opt().unwrap_or(day);
                if day == to && out.len() > 400 {
                    break;
                }
            }
            Ok(out)
        })
    }
}
