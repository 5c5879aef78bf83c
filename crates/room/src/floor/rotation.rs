//! The dealers' rotation: who is in which box, who is on break, and the next pushes.
//!
//! Each dealer stays in the box for the house's down (20-30 minutes). When his down ends the
//! dealer who has waited longest relieves him (a dealer back from break counts from when his
//! break ends), and he goes on to the next table, or on break once he has dealt the house's
//! number of downs since his last one. So every dealer breaks after the same number of
//! downs, in turn, and no table is left without a dealer while one is free. A push the plan
//! cannot cover (nobody free) is shown as such, and the dealer stays until relieved.

use std::collections::BTreeMap;

use cardroom_store::DealerPushRow;
use cardroom_store::port::*;
use chrono::{DateTime, Duration, Utc};
use serde::Serialize;

use super::settings::{FloorSettings, floor_settings};
use crate::clock::{db_time, parse_db_time};
use crate::usecase::{At, UseCase};
use crate::{Room, RoomError};

/// The rotation as the floor sees it.
#[derive(Debug, Clone, Serialize, specta::Type)]
pub struct RotationView {
    pub at: String,
    pub down_minutes: i64,
    pub break_minutes: i64,
    pub downs_before_break: i64,
    pub dealers: Vec<DealerState>,
    /// The next push at each open table, soonest first.
    pub pushes: Vec<PlannedPush>,
}

/// Where a dealer is.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, specta::Type)]
#[serde(rename_all = "snake_case")]
pub enum Duty {
    /// Dealing at a table.
    InBox,
    OnBreak,
    /// In the rotation, free for the next push.
    Waiting,
}

#[derive(Debug, Clone, Serialize, specta::Type)]
pub struct DealerState {
    pub dealer_id: i64,
    pub name: String,
    pub duty: Duty,
    /// In the box, on break or waiting since.
    pub since: String,
    pub table_id: Option<i64>,
    pub table_name: Option<String>,
    /// In the box: when his down ends. On break: when he is due back.
    pub until: Option<String>,
    /// Downs dealt since his last break (counting the one he is dealing).
    pub downs_since_break: i64,
    /// In the rotation (a dealer pushed by hand but not in it leaves the box for good).
    pub in_rotation: bool,
}

/// Where the dealer relieved goes.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, specta::Type)]
#[serde(rename_all = "snake_case")]
pub enum Then {
    /// To relieve the next table.
    NextTable,
    /// On break.
    Break,
    /// Out of the box, not in the rotation.
    Off,
}

/// The next push at a table.
#[derive(Debug, Clone, Serialize, specta::Type)]
pub struct PlannedPush {
    pub table_id: i64,
    pub table_name: String,
    /// When the down ends (now or past for a table with no dealer).
    pub due_at: String,
    pub overdue: bool,
    pub out_dealer: Option<DealerRef>,
    /// The dealer who relieves him (none: nobody free).
    pub in_dealer: Option<DealerRef>,
    /// Where the relieved dealer goes.
    pub then: Then,
}

#[derive(Debug, Clone, Serialize, specta::Type)]
pub struct DealerRef {
    pub id: i64,
    pub name: String,
}

impl Room {
    /// The rotation: each dealer's state and the next pushes.
    pub fn rotation(&self) -> Result<RotationView, RoomError> {
        self.read(|tx, now| plan(tx, now))
    }

    /// Puts a dealer in the rotation (free for the next push).
    pub fn join_rotation(&self, actor: i64, dealer_id: i64) -> Result<(), RoomError> {
        self.write(actor, UseCase::JoinRotation, At::Room, |tx, ctx| {
            let dealer = crate::dealers::active_dealer(tx, dealer_id)?;
            if tx.rotation()?.iter().any(|r| r.dealer_id == dealer_id) {
                return Err(RoomError::invalid(
                    "rotation",
                    format!("{} is already in the rotation", dealer.name),
                ));
            }
            tx.join_rotation(dealer_id, &ctx.at, ctx.actor.id)?;
            Ok(())
        })
    }

    /// Takes a dealer out of the rotation (the end of his shift). A dealer in a box stays
    /// until relieved; a break ends.
    pub fn leave_rotation(&self, actor: i64, dealer_id: i64) -> Result<(), RoomError> {
        self.write(actor, UseCase::LeaveRotation, At::Room, |tx, ctx| {
            let Some(row) = tx
                .rotation()?
                .into_iter()
                .find(|r| r.dealer_id == dealer_id)
            else {
                let name = tx
                    .staff(dealer_id)?
                    .map_or_else(|| format!("dealer {dealer_id}"), |s| s.name);
                return Err(RoomError::NotInRotation { name });
            };
            tx.end_break(row.dealer_id, &ctx.at, ctx.actor.id)?;
            tx.leave_rotation(row.dealer_id, &ctx.at, ctx.actor.id)?;
            Ok(())
        })
    }

    /// Performs the planned push at a table in one action: the relief goes into the box
    /// (his break, if he was on one, ends), and the dealer relieved goes to the next table
    /// or on break as the plan says. Returns the dealer now in the box.
    pub fn rotate(&self, actor: i64, table_id: i64) -> Result<DealerRef, RoomError> {
        self.write_at_table(actor, UseCase::Rotate, table_id, |tx, ctx, table| {
            let now = parse_db_time(&ctx.at).unwrap_or_default();
            let view = plan(tx, now)?;
            let push = view
                .pushes
                .into_iter()
                .find(|p| p.table_id == table.id)
                .ok_or_else(|| RoomError::NoRelief {
                    table: table.name.clone(),
                })?;
            let Some(relief) = push.in_dealer else {
                return Err(RoomError::NoRelief { table: table.name });
            };
            if let Some(current) = tx.dealer_on(table.id)? {
                tx.pull_dealer(current.id, &ctx.at, ctx.actor.id)?;
                if push.then == Then::Break {
                    tx.start_break(current.dealer_id, &ctx.at, ctx.actor.id)?;
                }
            }
            tx.end_break(relief.id, &ctx.at, ctx.actor.id)?;
            tx.push_dealer(table.id, relief.id, &ctx.at, ctx.actor.id)?;
            Ok(relief)
        })
    }
}

/// A dealer's moment of being free: waiting since, or back from break at.
struct Free {
    id: i64,
    name: String,
    ready: DateTime<Utc>,
}

fn plan(tx: &dyn Tx, now: DateTime<Utc>) -> Result<RotationView, RoomError> {
    let settings = floor_settings(tx)?;
    let rotation = tx.rotation()?;
    let tables = tx.tables(false)?;
    let mut boxes: Vec<(cardroom_store::TableRow, Option<DealerPushRow>)> = Vec::new();
    for t in tables {
        let on = tx.dealer_on(t.id)?;
        boxes.push((t, on));
    }
    let since_of = |dealer: i64| -> Option<String> {
        rotation.iter().find(|r| r.dealer_id == dealer).map(|r| {
            r.last_break_ended
                .clone()
                .unwrap_or_else(|| r.joined_at.clone())
        })
    };
    // Downs since each dealer's last break (or since he joined; a dealer not in the
    // rotation: since this shift's first push of his in the last 12 hours).
    let earliest = db_time(now - Duration::hours(12));
    let pushes = tx.pushes_between(&earliest, &db_time(now + Duration::seconds(1)))?;
    let downs = |dealer: i64| -> i64 {
        let from = since_of(dealer).unwrap_or_else(|| earliest.clone());
        i64::try_from(
            pushes
                .iter()
                .filter(|p| p.dealer_id == dealer && p.on_at >= from)
                .count(),
        )
        .unwrap_or(0)
    };
    let mut dealers = Vec::new();
    let mut free: Vec<Free> = Vec::new();
    for (t, on) in &boxes {
        if let Some(p) = on {
            dealers.push(DealerState {
                dealer_id: p.dealer_id,
                name: p.dealer_name.clone(),
                duty: Duty::InBox,
                since: p.on_at.clone(),
                table_id: Some(t.id),
                table_name: Some(t.name.clone()),
                until: parse_db_time(&p.on_at)
                    .map(|on| db_time(on + Duration::minutes(settings.down_minutes))),
                // The down he is dealing counts, though it began before he joined.
                downs_since_break: downs(p.dealer_id).max(1),
                in_rotation: rotation.iter().any(|r| r.dealer_id == p.dealer_id),
            });
        }
    }
    for r in &rotation {
        if dealers.iter().any(|d| d.dealer_id == r.dealer_id) {
            continue;
        }
        let (duty, since, until, ready) = match &r.break_since {
            Some(start) => {
                let back = parse_db_time(start)
                    .map(|s| s + Duration::minutes(settings.break_minutes))
                    .unwrap_or(now);
                (Duty::OnBreak, start.clone(), Some(db_time(back)), back)
            }
            None => {
                let last_off = pushes
                    .iter()
                    .filter(|p| p.dealer_id == r.dealer_id)
                    .filter_map(|p| p.off_at.clone())
                    .max();
                let since = [
                    Some(r.joined_at.clone()),
                    r.last_break_ended.clone(),
                    last_off,
                ]
                .into_iter()
                .flatten()
                .max()
                .unwrap_or_else(|| r.joined_at.clone());
                let ready = parse_db_time(&since).unwrap_or(now);
                (Duty::Waiting, since, None, ready)
            }
        };
        let downs = if duty == Duty::OnBreak {
            0
        } else {
            downs(r.dealer_id)
        };
        free.push(Free {
            id: r.dealer_id,
            name: r.dealer_name.clone(),
            ready,
        });
        dealers.push(DealerState {
            dealer_id: r.dealer_id,
            name: r.dealer_name.clone(),
            duty,
            since,
            table_id: None,
            table_name: None,
            until,
            downs_since_break: downs,
            in_rotation: true,
        });
    }
    let pushes = simulate(&settings, &boxes, &dealers, free, now);
    Ok(RotationView {
        at: db_time(now),
        down_minutes: settings.down_minutes,
        break_minutes: settings.break_minutes,
        downs_before_break: settings.downs_before_break,
        dealers,
        pushes,
    })
}

/// One round of pushes: each table's next push, soonest first, the relief for each taken in
/// the order dealers become free.
fn simulate(
    settings: &FloorSettings,
    boxes: &[(cardroom_store::TableRow, Option<DealerPushRow>)],
    dealers: &[DealerState],
    mut free: Vec<Free>,
    now: DateTime<Utc>,
) -> Vec<PlannedPush> {
    let down = Duration::minutes(settings.down_minutes);
    let mut due: Vec<(DateTime<Utc>, usize)> = boxes
        .iter()
        .enumerate()
        .map(|(i, (_, on))| {
            let at = on
                .as_ref()
                .and_then(|p| parse_db_time(&p.on_at))
                .map_or(now, |on| on + down);
            (at, i)
        })
        .collect();
    due.sort_by(|&(at, i), &(bt, j)| {
        at.cmp(&bt)
            .then_with(|| crate::values::natural_order(&boxes[i].0.name, &boxes[j].0.name))
    });
    let state: BTreeMap<i64, &DealerState> = dealers.iter().map(|d| (d.dealer_id, d)).collect();
    let mut out = Vec::new();
    for (due_at, i) in due {
        let (table, on) = &boxes[i];
        // An overdue push happens now: the dealers free by now are all ready for it.
        let at = due_at.max(now);
        free.sort_by_key(|f| (f.ready, f.id));
        let pick = if free.is_empty() { None } else { Some(0) };
        let relief = pick.map(|k| free.remove(k));
        let (out_dealer, then) = match on {
            None => (None, Then::NextTable),
            Some(p) => {
                let s = state.get(&p.dealer_id);
                let then = match s {
                    Some(s) if !s.in_rotation => Then::Off,
                    Some(s) if s.downs_since_break >= settings.downs_before_break => Then::Break,
                    _ => Then::NextTable,
                };
                if relief.is_some() {
                    let ready = match then {
                        Then::Break => at + Duration::minutes(settings.break_minutes),
                        _ => at,
                    };
                    if then != Then::Off {
                        free.push(Free {
                            id: p.dealer_id,
                            name: p.dealer_name.clone(),
                            ready,
                        });
                    }
                }
                (
                    Some(DealerRef {
                        id: p.dealer_id,
                        name: p.dealer_name.clone(),
                    }),
                    then,
                )
            }
        };
        out.push(PlannedPush {
            table_id: table.id,
            table_name: table.name.clone(),
            due_at: db_time(due_at),
            overdue: due_at <= now,
            out_dealer,
            in_dealer: relief.map(|f| DealerRef {
                id: f.id,
                name: f.name,
            }),
            then,
        });
    }
    out
}
