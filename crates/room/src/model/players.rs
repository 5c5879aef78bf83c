//! A registered player as the use cases share him: his number, whether a restriction keeps him
//! from play, whether he may sit down, and his cash at the tables.

use cardroom_store::SeatingRow;
use cardroom_store::port::*;
use cardroom_store::{NoticeRow, PlayerRow};
use chrono::Duration;

use crate::RoomError;
use crate::clock::parse_db_time;
use crate::money::format_dollars;
use crate::usecase::Ctx;
use crate::values;

/// What a Currency Transaction Report is owed past: more than $10,000.00 of cash in, or of
/// cash out, for one person in one gaming day (31 CFR 1021.311).
pub const CTR_THRESHOLD_CENTS: i64 = 1_000_000;

/// The player's number as the room keeps it: digits, no leading zeros ("#0042" is "42").
pub(crate) fn player_number(text: &str) -> Result<String, RoomError> {
    let digits = text.trim().trim_start_matches('#');
    if digits.is_empty() || digits.len() > 12 || !digits.chars().all(|c| c.is_ascii_digit()) {
        return Err(RoomError::invalid(
            "player number",
            format!("{text:?} is not a player's number (digits, such as 1042)"),
        ));
    }
    match digits.parse::<u64>() {
        Ok(0) | Err(_) => Err(RoomError::invalid(
            "player number",
            "a player's number is 1 or more",
        )),
        Ok(n) => Ok(n.to_string()),
    }
}

/// A registered player by number; an anonymised one is no longer a player the room can seat.
pub(crate) fn registered(tx: &dyn Tx, number: &str) -> Result<PlayerRow, RoomError> {
    let number = player_number(number)?;
    let player = tx
        .player_by_number(&number)?
        .ok_or_else(|| RoomError::UnknownPlayer {
            number: number.clone(),
        })?;
    if player.anonymised_at.is_some() {
        return Err(RoomError::PlayerAnonymised { number });
    }
    Ok(player)
}

pub(crate) fn in_force(r: &RestrictionRow, at: &str) -> bool {
    r.lifted_at.is_none()
        && r.from_at.as_str() <= at
        && r.until_at.as_deref().is_none_or(|u| u > at)
}

/// How severe a restriction on play is: the Bureau's list first, then the house's bar.
fn severity(kind: RestrictionKind) -> u8 {
    match kind {
        RestrictionKind::SelfExcluded => 0,
        RestrictionKind::Barred => 1,
        RestrictionKind::SelfRestricted => 2,
    }
}

/// The restriction on play in force at `at`, the most severe.
pub(crate) fn kept_from_play(rows: &[RestrictionRow], at: &str) -> Option<RestrictionRow> {
    rows.iter()
        .filter(|r| r.scope == RestrictionScope::Play && in_force(r, at))
        .min_by_key(|r| (severity(r.kind), r.id))
        .cloned()
}

pub(crate) fn until_words(until: Option<&str>) -> String {
    match until {
        Some(u) => format!("until {u}"),
        None => "with no end date".to_owned(),
    }
}

/// Refuses a player a restriction keeps from play at `at`.
pub(crate) fn check_may_play(tx: &dyn Tx, player: &PlayerRow, at: &str) -> Result<(), RoomError> {
    let Some(r) = kept_from_play(&tx.restrictions(player.id)?, at) else {
        return Ok(());
    };
    let who = format!("{} (player {})", player.name, player.number);
    let until = until_words(r.until_at.as_deref());
    Err(match r.kind {
        RestrictionKind::Barred => RoomError::PlayerBarred {
            player: who,
            until,
            reason: r.reason,
        },
        RestrictionKind::SelfExcluded => RoomError::PlayerSelfExcluded { player: who, until },
        RestrictionKind::SelfRestricted => RoomError::PlayerSelfRestricted { player: who, until },
    })
}

/// A registered player who may sit down now: known, not kept from play, and seated nowhere
/// (a player at one table is moved, never seated at a second).
pub(crate) fn seatable(tx: &dyn Tx, ctx: &Ctx, number: &str) -> Result<PlayerRow, RoomError> {
    let player = registered(tx, number)?;
    check_may_play(tx, &player, &ctx.at)?;
    if let Some(seat) = tx.open_seatings_of(&player.number)?.into_iter().next() {
        let table = crate::model::tables::load_table(tx, seat.table_id)?;
        return Err(RoomError::PlayerSeatedElsewhere {
            player: format!("{} (player {})", player.name, player.number),
            table: table.name,
            seat: seat.seat_no,
        });
    }
    Ok(player)
}

/// The gaming day of the moment a use case runs, as stored (`2026-11-25`).
pub(crate) fn gaming_day_now(tx: &dyn Tx, ctx: &Ctx) -> Result<String, RoomError> {
    let starts = tx
        .floor_settings()?
        .map_or(crate::gaming_day::DEFAULT_STARTS_MINUTES, |s| {
            s.gaming_day_starts_minutes
        });
    let at = parse_db_time(&ctx.at).ok_or_else(|| RoomError::BadData {
        detail: format!("the time {:?} cannot be read", ctx.at),
    })?;
    let local = at + Duration::seconds(i64::from(ctx.zone.local_minus_utc()));
    Ok((local - Duration::minutes(starts.clamp(0, 24 * 60 - 1)))
        .date_naive()
        .format("%Y-%m-%d")
        .to_string())
}

/// Records cash paid in at a seat (a buy-in or an add-on paid in cash at the table). A nameless
/// player whose cash in this gaming day would pass the CTR threshold must be identified first.
pub(crate) fn record_cash(
    tx: &dyn Tx,
    ctx: &Ctx,
    seating: &SeatingRow,
    direction: CashDirection,
    source: CashSource,
    amount_cents: i64,
) -> Result<(), RoomError> {
    let day = gaming_day_now(tx, ctx)?;
    if seating.player_id.is_none() && direction == CashDirection::In {
        let before: i64 = tx
            .cash_between(&day, &day)?
            .iter()
            .filter(|c| c.seating_id == seating.id && c.direction == CashDirection::In)
            .map(|c| c.amount_cents)
            .sum();
        let total = values::add("a day's cash", before, amount_cents)?;
        if total > CTR_THRESHOLD_CENTS {
            let table = crate::model::tables::load_table(tx, seating.table_id)?;
            return Err(RoomError::IdentifyPlayer {
                player: seating.player_name.clone(),
                table: table.name,
                seat: seating.seat_no,
                total: format_dollars(total),
            });
        }
    }
    tx.insert_cash(
        &NewCash {
            seating_id: seating.id,
            table_id: seating.table_id,
            direction,
            source,
            amount_cents,
            gaming_day: day,
        },
        &ctx.at,
        ctx.actor.id,
    )?;
    Ok(())
}

/// The notice a player at seating may be the patron of: same name (look-alike letters folded)
/// and, where both are known, the same date of birth; a notice the floor cleared him of, or
/// the one `not_excluded` names (the floor compared the photo just now), is not asked again.
pub(crate) fn possible_notice(
    tx: &dyn Tx,
    name: &str,
    birth_date: Option<&str>,
    player_id: Option<i64>,
    not_excluded: Option<i64>,
) -> Result<Option<NoticeRow>, RoomError> {
    let key = values::key_of(name);
    let cleared = match player_id {
        Some(id) => tx.cleared_notices(id)?,
        None => Vec::new(),
    };
    Ok(tx.notices()?.into_iter().find(|n| {
        n.name_key == key
            && Some(n.id) != not_excluded
            && !cleared.contains(&n.id)
            && match (n.birth_date.as_deref(), birth_date) {
                (Some(a), Some(b)) => a == b,
                _ => true,
            }
    }))
}

/// Refuses a seating that may be a self-excluded patron's, for the floor to compare the photo.
pub(crate) fn check_notices(
    tx: &dyn Tx,
    name: &str,
    birth_date: Option<&str>,
    player_id: Option<i64>,
    not_excluded: Option<i64>,
) -> Result<(), RoomError> {
    match possible_notice(tx, name, birth_date, player_id, not_excluded)? {
        None => Ok(()),
        Some(n) => Err(RoomError::PossibleSelfExclusion {
            player: name.to_owned(),
            notice_id: n.id,
            notice: format!(
                "{}{} (notice {})",
                n.name,
                n.birth_date
                    .as_deref()
                    .map(|b| format!(", born {b}"))
                    .unwrap_or_default(),
                n.reference
            ),
        }),
    }
}
