//! Players as people: the registry (a number, a name, the wall's name, contacts for the floor
//! and the cage only), the restrictions that keep a player from play (barred by the house,
//! self-restricted, self-excluded), where he sits and his hours, and the cash he pays in or is
//! paid out at the tables for the Title 31 logs.

use cardroom_store::port::*;
use cardroom_store::{NoticeRow, PlayerRow, SeatingRow};
use chrono::{DateTime, Duration, Utc};
use serde::{Deserialize, Serialize};

use crate::clock::{db_time, parse_db_time};
use crate::model::players::{
    in_force, kept_from_play, player_number, registered, seatable, until_words,
};
use crate::usecase::{At, UseCase};
use crate::values::{self, Name};
use crate::{Room, RoomError};

/// What the registry keeps of an anonymised player in place of his name.
const ANONYMISED: &str = "anonymised";

/// A player to register. No number: the room gives the next one.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, specta::Type)]
pub struct NewPlayerRequest {
    pub number: Option<String>,
    pub name: String,
    /// The name the wall board and the table show (none: the first word of his name).
    pub wall_name: Option<String>,
    /// `1970-05-31`, when known (the Bureau's notices name one).
    pub birth_date: Option<String>,
    pub phone: Option<String>,
    pub notes: Option<String>,
}

/// A restriction as the floor reads it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, specta::Type)]
pub struct RestrictionView {
    pub id: i64,
    pub kind: RestrictionKind,
    pub scope: RestrictionScope,
    pub reason: String,
    pub from_at: String,
    /// None: lifetime, or until lifted.
    pub until_at: Option<String>,
    pub recorded_at: String,
    pub recorded_by: String,
    pub lifted_at: Option<String>,
    pub lifted_by: Option<String>,
    pub lift_reason: Option<String>,
    /// In force now.
    pub in_force: bool,
}

/// Where a player sits now.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, specta::Type)]
pub struct PlayerSeat {
    pub table_id: i64,
    pub table_name: String,
    pub seat_no: i64,
    pub seated_at: String,
}

/// A player as the floor and the cage find him: who he is, whether he may play, and where he
/// sits. His phone and notes are here: the floor's and the cage's only.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, specta::Type)]
pub struct PlayerCard {
    pub number: String,
    pub name: String,
    pub wall_name: String,
    pub birth_date: Option<String>,
    pub phone: Option<String>,
    pub notes: Option<String>,
    pub created_at: String,
    pub anonymised_at: Option<String>,
    /// The restriction on play in force now, the most severe one (none: he may play).
    pub kept_from_play: Option<RestrictionView>,
    pub restrictions: Vec<RestrictionView>,
    pub seated: Vec<PlayerSeat>,
    /// Minutes seated in the current gaming day (sitting out not counted).
    pub minutes_today: i64,
}

/// A restriction to record on a registered player.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, specta::Type)]
pub struct RestrictPlayer {
    pub number: String,
    pub kind: RestrictionKind,
    /// A bar and a self-exclusion keep him from play; a self-restriction may instead keep him
    /// from marketing, credit and check cashing.
    pub scope: RestrictionScope,
    pub reason: String,
    /// The gaming day it starts on (none: now).
    pub from_day: Option<String>,
    /// The gaming day it ends at the start of (none: lifetime, or until lifted).
    pub until_day: Option<String>,
}

fn birth_date(text: Option<&str>) -> Result<Option<String>, RoomError> {
    match text.map(str::trim).filter(|t| !t.is_empty()) {
        None => Ok(None),
        Some(t) => chrono::NaiveDate::parse_from_str(t, "%Y-%m-%d")
            .map(|d| Some(d.format("%Y-%m-%d").to_string()))
            .map_err(|_| {
                RoomError::invalid(
                    "date of birth",
                    format!("{t:?} is not a date such as 1970-05-31"),
                )
            }),
    }
}

fn view(r: RestrictionRow, at: &str) -> RestrictionView {
    RestrictionView {
        in_force: in_force(&r, at),
        id: r.id,
        kind: r.kind,
        scope: r.scope,
        reason: r.reason,
        from_at: r.from_at,
        until_at: r.until_at,
        recorded_at: r.recorded_at,
        recorded_by: r.recorded_by,
        lifted_at: r.lifted_at,
        lifted_by: r.lifted_by,
        lift_reason: r.lift_reason,
    }
}

/// Seconds seated between `from` and `to` in each of `seatings`, less the spells sitting out.
pub(crate) fn seconds_seated(
    tx: &dyn Tx,
    seatings: &[SeatingRow],
    from: DateTime<Utc>,
    to: DateTime<Utc>,
) -> Result<Vec<(i64, i64)>, RoomError> {
    let (from_s, to_s) = (db_time(from), db_time(to));
    let spells = tx.sit_outs_between(&from_s, &to_s)?;
    let clip = |a: &str, b: Option<&str>| -> Option<(DateTime<Utc>, DateTime<Utc>)> {
        let a = parse_db_time(a)?.max(from);
        let b = b.and_then(parse_db_time).unwrap_or(to).min(to);
        (b > a).then_some((a, b))
    };
    let mut out = Vec::new();
    for s in seatings {
        let Some((a, b)) = clip(&s.seated_at, s.left_at.as_deref()) else {
            continue;
        };
        let mut seconds = (b - a).num_seconds();
        for spell in spells.iter().filter(|sp| sp.seating_id == s.id) {
            if let Some((x, y)) = clip(&spell.started_at, spell.ended_at.as_deref()) {
                let (x, y) = (x.max(a), y.min(b));
                if y > x {
                    seconds -= (y - x).num_seconds();
                }
            }
        }
        out.push((s.id, seconds));
    }
    Ok(out)
}

/// Minutes seated between `from` and `to` over `seatings`, less the spells sitting out.
fn minutes_seated(
    tx: &dyn Tx,
    seatings: &[SeatingRow],
    from: DateTime<Utc>,
    to: DateTime<Utc>,
) -> Result<i64, RoomError> {
    let seconds: i64 = seconds_seated(tx, seatings, from, to)?
        .iter()
        .map(|(_, s)| s)
        .sum();
    Ok(seconds / 60)
}

/// A gaming day as the range [from, to) of instants, `to` no later than `now`.
pub(crate) fn day_range(
    room: &Room,
    tx: &dyn Tx,
    day: chrono::NaiveDate,
    now: DateTime<Utc>,
) -> Result<(DateTime<Utc>, DateTime<Utc>), RoomError> {
    let starts = crate::floor::settings::floor_settings(tx)?.gaming_day_starts_minutes;
    let (from, to) = crate::gaming_day::range(room.clock.as_ref(), starts, day);
    Ok((from, to.min(now)))
}

fn card(
    room: &Room,
    tx: &dyn Tx,
    now: DateTime<Utc>,
    p: PlayerRow,
) -> Result<PlayerCard, RoomError> {
    let at = db_time(now);
    let rows = tx.restrictions(p.id)?;
    let kept = kept_from_play(&rows, &at).map(|r| view(r, &at));
    let restrictions = rows.into_iter().map(|r| view(r, &at)).collect();
    let mut seated = Vec::new();
    for s in tx.open_seatings_of(&p.number)? {
        let table = crate::model::tables::load_table(tx, s.table_id)?;
        seated.push(PlayerSeat {
            table_id: s.table_id,
            table_name: table.name,
            seat_no: s.seat_no,
            seated_at: s.seated_at,
        });
    }
    let starts = crate::floor::settings::floor_settings(tx)?.gaming_day_starts_minutes;
    let day = crate::gaming_day::day_of(room.clock.as_ref(), starts, now);
    let (from, to) = crate::gaming_day::range(room.clock.as_ref(), starts, day);
    let to = to.min(now);
    let seatings = tx.seatings_of_between(&p.number, &db_time(from), &db_time(to))?;
    let minutes_today = minutes_seated(tx, &seatings, from, to)?;
    Ok(PlayerCard {
        number: p.number,
        name: p.name,
        wall_name: p.wall_name,
        birth_date: p.birth_date,
        phone: p.phone,
        notes: p.notes,
        created_at: p.created_at,
        anonymised_at: p.anonymised_at,
        kept_from_play: kept,
        restrictions,
        seated,
        minutes_today,
    })
}

/// The instant a gaming day given as a date starts at.
fn day_start(room: &Room, tx: &dyn Tx, text: &str) -> Result<String, RoomError> {
    let day = crate::gaming_day::parse_day(text)?;
    let starts = crate::floor::settings::floor_settings(tx)?.gaming_day_starts_minutes;
    Ok(db_time(
        crate::gaming_day::range(room.clock.as_ref(), starts, day).0,
    ))
}

impl Room {
    /// Registers a player (the floor or the cage). His number is his card's; none given, the
    /// next free one. A number taken is refused.
    pub fn add_player(&self, actor: i64, req: &NewPlayerRequest) -> Result<PlayerCard, RoomError> {
        let name = Name::parse("player name", &req.name)?.into_string();
        let wall_name = match req
            .wall_name
            .as_deref()
            .map(str::trim)
            .filter(|w| !w.is_empty())
        {
            Some(w) => Name::parse("wall name", w)?.into_string(),
            None => name.split(' ').next().unwrap_or(&name).to_owned(),
        };
        let number = req.number.as_deref().map(player_number).transpose()?;
        let birth = birth_date(req.birth_date.as_deref())?;
        let phone = contact("phone", req.phone.as_deref())?;
        let notes = values::optional_reason("notes", req.notes.as_deref())?;
        let number = self.write(actor, UseCase::AddPlayer, At::Room, |tx, ctx| {
            let number = match &number {
                Some(n) => n.clone(),
                None => tx.next_player_number()?.to_string(),
            };
            let new = NewPlayer {
                number: number.clone(),
                name: name.clone(),
                wall_name: wall_name.clone(),
                birth_date: birth.clone(),
            };
            let id = tx
                .insert_player(&new, &ctx.at, ctx.actor.id)?
                .ok_or_else(|| RoomError::DuplicatePlayer {
                    number: number.clone(),
                })?;
            if phone.is_some() || notes.is_some() {
                tx.set_player_contacts(
                    id,
                    phone.as_deref(),
                    notes.as_deref(),
                    &ctx.at,
                    ctx.actor.id,
                )?;
            }
            Ok(number)
        })?;
        self.player(actor, &number)
    }

    /// Corrects a player's name, wall name, date of birth, phone and notes.
    pub fn edit_player(
        &self,
        actor: i64,
        number: &str,
        req: &NewPlayerRequest,
    ) -> Result<PlayerCard, RoomError> {
        let name = Name::parse("player name", &req.name)?.into_string();
        let wall_name = match req
            .wall_name
            .as_deref()
            .map(str::trim)
            .filter(|w| !w.is_empty())
        {
            Some(w) => Name::parse("wall name", w)?.into_string(),
            None => name.split(' ').next().unwrap_or(&name).to_owned(),
        };
        let birth = birth_date(req.birth_date.as_deref())?;
        let phone = contact("phone", req.phone.as_deref())?;
        let notes = values::optional_reason("notes", req.notes.as_deref())?;
        let number = self.write(actor, UseCase::EditPlayer, At::Room, |tx, ctx| {
            let p = registered(tx, number)?;
            tx.update_player(p.id, &name, &wall_name, birth.as_deref())?;
            tx.set_player_contacts(
                p.id,
                phone.as_deref(),
                notes.as_deref(),
                &ctx.at,
                ctx.actor.id,
            )?;
            Ok(p.number)
        })?;
        self.player(actor, &number)
    }

    /// Players whose name, wall name, number or phone holds `text` ("where is Tom?"), with
    /// where each sits. The floor's and the cage's.
    pub fn find_players(&self, actor: i64, text: &str) -> Result<Vec<PlayerCard>, RoomError> {
        let text = text.trim().to_owned();
        if text.is_empty() {
            return Err(RoomError::invalid(
                "search",
                "type a name, a number or a phone",
            ));
        }
        self.read_as(actor, UseCase::ReadPlayers, |tx, now| {
            tx.find_players(&text, 50)?
                .into_iter()
                .map(|p| card(self, tx, now, p))
                .collect()
        })
    }

    /// A player's card by number (the floor's and the cage's).
    pub fn player(&self, actor: i64, number: &str) -> Result<PlayerCard, RoomError> {
        let number = player_number(number)?;
        self.read_as(actor, UseCase::ReadPlayers, |tx, now| {
            let p = tx
                .player_by_number(&number)?
                .ok_or_else(|| RoomError::UnknownPlayer {
                    number: number.clone(),
                })?;
            card(self, tx, now, p)
        })
    }

    /// Records a restriction: a bar (the floor's, with a reason, from and until), a
    /// self-restriction, or a self-exclusion from the Bureau's notice (one year or lifetime).
    pub fn restrict_player(
        &self,
        actor: i64,
        req: &RestrictPlayer,
    ) -> Result<PlayerCard, RoomError> {
        let reason = values::reason("reason", &req.reason)?;
        if req.kind != RestrictionKind::SelfRestricted && req.scope != RestrictionScope::Play {
            return Err(RoomError::invalid(
                "restriction",
                "a bar and a self-exclusion keep a player from play",
            ));
        }
        let number = self.write(actor, UseCase::RestrictPlayer, At::Room, |tx, ctx| {
            let p = registered(tx, &req.number)?;
            let from_at = match &req.from_day {
                Some(d) => day_start(self, tx, d)?,
                None => ctx.at.clone(),
            };
            let until_at = req
                .until_day
                .as_deref()
                .map(|d| day_start(self, tx, d))
                .transpose()?;
            if let Some(u) = &until_at
                && (*u <= from_at || *u <= ctx.at)
            {
                return Err(RoomError::invalid(
                    "until",
                    "the restriction must end after it starts, and after now",
                ));
            }
            if req.kind == RestrictionKind::SelfExcluded
                && let Some(u) = &until_at
            {
                let (from, until) = (parse_db_time(&from_at), parse_db_time(u));
                if let (Some(f), Some(u)) = (from, until)
                    && u - f < Duration::days(365)
                {
                    return Err(RoomError::invalid(
                        "until",
                        "a self-exclusion is for one year or for life",
                    ));
                }
            }
            tx.insert_restriction(
                &NewRestriction {
                    player_id: p.id,
                    kind: req.kind,
                    scope: req.scope,
                    reason: reason.clone(),
                    from_at,
                    until_at,
                },
                &ctx.at,
                ctx.actor.id,
            )?;
            *ctx.note.borrow_mut() = Some(format!("{} {}: {reason}", req.kind, p.number));
            Ok(p.number)
        })?;
        self.player(actor, &number)
    }

    /// Lifts a player's restrictions on play in force now: a bar or a self-restriction, with a
    /// floor manager's PIN and a reason. A self-exclusion is never lifted before its term ends.
    pub fn lift_restriction(
        &self,
        actor: i64,
        number: &str,
        reason: &str,
        pin: &str,
    ) -> Result<PlayerCard, RoomError> {
        let reason = values::reason("reason", reason)?;
        self.confirm_pin(actor, pin)?;
        let number = self.write(actor, UseCase::LiftRestriction, At::Room, |tx, ctx| {
            let p = registered(tx, number)?;
            let rows: Vec<RestrictionRow> = tx
                .restrictions(p.id)?
                .into_iter()
                .filter(|r| in_force(r, &ctx.at) || (r.lifted_at.is_none() && r.from_at > ctx.at))
                .collect();
            if let Some(r) = rows
                .iter()
                .find(|r| r.kind == RestrictionKind::SelfExcluded)
            {
                return Err(RoomError::SelfExclusionStands {
                    player: format!("{} (player {})", p.name, p.number),
                    until: until_words(r.until_at.as_deref()),
                });
            }
            if rows.is_empty() {
                return Err(RoomError::NothingToCorrect {
                    what: format!(
                        "{} (player {}) is not barred or restricted",
                        p.name, p.number
                    ),
                });
            }
            for r in &rows {
                tx.lift_restriction(r.id, &reason, &ctx.at, ctx.actor.id)?;
            }
            *ctx.note.borrow_mut() = Some(format!("lifted {}: {reason}", p.number));
            Ok(p.number)
        })?;
        self.player(actor, &number)
    }

    /// Names the nameless player in a seat: the registered player `number` (the floor's, or
    /// the cage's when his cash needs a name). His cash today comes with him.
    pub fn identify_player(
        &self,
        actor: i64,
        table_id: i64,
        seat: i64,
        number: &str,
    ) -> Result<crate::SeatDto, RoomError> {
        self.write_at_table(
            actor,
            UseCase::IdentifyPlayer,
            table_id,
            |tx, ctx, table| {
                let occupant = crate::model::seats::occupant(tx, &table, seat)?;
                if let Some(known) = &occupant.player_id {
                    return Err(RoomError::invalid(
                        "identify",
                        format!("seat {seat} is already player {known}"),
                    ));
                }
                let p = seatable(tx, ctx, number)?;
                tx.set_seating_player(occupant.id, &p.wall_name, &p.number)?;
                Ok(crate::model::seats::seat_dto(
                    crate::model::seats::occupant(tx, &table, seat)?,
                ))
            },
        )
    }

    /// Erases what names a player after the house's keeping period: his name becomes
    /// "anonymised", his date of birth, phone and notes are erased. What the law makes the
    /// room keep stays: his cash transactions and restrictions (under his number), and the
    /// audit trail. A player seated now, or kept from play, is not anonymised.
    pub fn anonymise_player(&self, actor: i64, number: &str) -> Result<PlayerCard, RoomError> {
        let number = self.write(actor, UseCase::AnonymisePlayer, At::Room, |tx, ctx| {
            let p = registered(tx, number)?;
            if !tx.open_seatings_of(&p.number)?.is_empty() {
                return Err(RoomError::invalid("anonymise", "he is seated now"));
            }
            if kept_from_play(&tx.restrictions(p.id)?, &ctx.at).is_some() {
                return Err(RoomError::invalid(
                    "anonymise",
                    "a restriction on him is in force; it is kept with his name",
                ));
            }
            tx.anonymise_player(p.id, ANONYMISED, &ctx.at, ctx.actor.id)?;
            Ok(p.number)
        })?;
        self.player(actor, &number)
    }
}

/// A phone number as typed: digits, spaces and `+ - ( ) .`, 1 to 32 characters.
fn contact(what: &str, text: Option<&str>) -> Result<Option<String>, RoomError> {
    let Some(t) = text.map(str::trim).filter(|t| !t.is_empty()) else {
        return Ok(None);
    };
    if t.chars().count() > 32
        || !t
            .chars()
            .all(|c| c.is_ascii_digit() || " +-().".contains(c))
    {
        return Err(RoomError::invalid(
            what,
            format!("{t:?} is not a phone number (digits, spaces and + - ( ) .)"),
        ));
    }
    Ok(Some(t.to_owned()))
}

/// A self-exclusion notice from the Bureau, as it arrived.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, specta::Type)]
pub struct ExclusionNotice {
    pub name: String,
    pub birth_date: Option<String>,
    pub term: ExclusionTerm,
    /// The day his term starts (`2026-11-01`).
    pub starts_on: String,
    /// Height, hair, marks: what helps the floor know him.
    pub descriptors: Option<String>,
    /// The notice's own number or words.
    pub reference: String,
    /// The photo as a data URL (`data:image/jpeg;base64,...`), at most 2 MB.
    pub photo: Option<String>,
    /// The registered player it names, when the floor knows him already.
    pub player_number: Option<String>,
}

/// A notice as the floor reads it (its photo read apart: `notice_photo`).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, specta::Type)]
pub struct NoticeView {
    pub id: i64,
    pub name: String,
    pub birth_date: Option<String>,
    pub term: ExclusionTerm,
    pub starts_on: String,
    pub descriptors: Option<String>,
    pub reference: String,
    pub received_at: String,
    pub has_photo: bool,
}

/// A self-excluded patron found playing, for the notice to the Bureau.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, specta::Type)]
pub struct IncidentView {
    pub id: i64,
    pub notice_id: i64,
    pub notice_reference: String,
    pub table_name: String,
    pub seat_no: i64,
    pub player_name: String,
    pub what: String,
    pub withheld: Option<String>,
    pub at: String,
    pub removed_by: String,
}

/// The largest photo a notice keeps, as its data URL: 2 MB.
const MAX_PHOTO_CHARS: usize = 2 * 1024 * 1024;

fn photo(text: Option<&str>) -> Result<Option<String>, RoomError> {
    let Some(p) = text.map(str::trim).filter(|p| !p.is_empty()) else {
        return Ok(None);
    };
    let image = [
        "data:image/jpeg;base64,",
        "data:image/png;base64,",
        "data:image/webp;base64,",
    ]
    .iter()
    .any(|prefix| p.starts_with(prefix));
    if !image || p.len() > MAX_PHOTO_CHARS {
        return Err(RoomError::invalid(
            "photo",
            "a JPEG, PNG or WebP image of at most 2 MB",
        ));
    }
    Ok(Some(p.to_owned()))
}

/// The restriction a notice makes: from the day it starts, for a year or for life.
fn notice_restriction(
    room: &Room,
    tx: &dyn Tx,
    player_id: i64,
    n: &NoticeRow,
) -> Result<NewRestriction, RoomError> {
    let from_at = day_start(room, tx, &n.starts_on)?;
    let until_at = match n.term {
        ExclusionTerm::Lifetime => None,
        ExclusionTerm::OneYear => {
            let start = crate::gaming_day::parse_day(&n.starts_on)?;
            let end = start
                .checked_add_months(chrono::Months::new(12))
                .ok_or_else(|| RoomError::invalid("starts on", "too far ahead"))?;
            Some(day_start(room, tx, &end.format("%Y-%m-%d").to_string())?)
        }
    };
    Ok(NewRestriction {
        player_id,
        kind: RestrictionKind::SelfExcluded,
        scope: RestrictionScope::Play,
        reason: format!("Bureau notice {}", n.reference),
        from_at,
        until_at,
    })
}

fn notice_view(n: NoticeRow) -> NoticeView {
    NoticeView {
        id: n.id,
        name: n.name,
        birth_date: n.birth_date,
        term: n.term,
        starts_on: n.starts_on,
        descriptors: n.descriptors,
        reference: n.reference,
        received_at: n.received_at,
        has_photo: n.has_photo,
    }
}

impl Room {
    /// Enters the Bureau's self-exclusion notice as it arrived; when it names a registered
    /// player, his self-exclusion is recorded from it at once. A name that matches later is put
    /// to the floor at seating, with the photo.
    pub fn record_exclusion_notice(
        &self,
        actor: i64,
        req: &ExclusionNotice,
    ) -> Result<NoticeView, RoomError> {
        let name = Name::parse("name", &req.name)?.into_string();
        let birth = birth_date(req.birth_date.as_deref())?;
        let starts = crate::gaming_day::parse_day(&req.starts_on)?
            .format("%Y-%m-%d")
            .to_string();
        let descriptors = values::optional_reason("descriptors", req.descriptors.as_deref())?;
        let reference = values::reason("reference", &req.reference)?;
        let photo = photo(req.photo.as_deref())?;
        self.write(
            actor,
            UseCase::RecordExclusionNotice,
            At::Room,
            |tx, ctx| {
                let id = tx.insert_notice(
                    &NewNotice {
                        name_key: values::key_of(&name),
                        name: name.clone(),
                        birth_date: birth.clone(),
                        term: req.term,
                        starts_on: starts.clone(),
                        descriptors: descriptors.clone(),
                        reference: reference.clone(),
                    },
                    photo.as_deref(),
                    &ctx.at,
                    ctx.actor.id,
                )?;
                let notice = tx
                    .notices()?
                    .into_iter()
                    .find(|n| n.id == id)
                    .ok_or(RoomError::UnknownNotice { id })?;
                if let Some(number) = &req.player_number {
                    let p = registered(tx, number)?;
                    tx.insert_restriction(
                        &notice_restriction(self, tx, p.id, &notice)?,
                        &ctx.at,
                        ctx.actor.id,
                    )?;
                }
                Ok(notice_view(notice))
            },
        )
    }

    /// The floor compared a notice's photo with a registered player and it is him: his
    /// self-exclusion is recorded from the notice.
    pub fn confirm_exclusion(
        &self,
        actor: i64,
        notice_id: i64,
        number: &str,
    ) -> Result<PlayerCard, RoomError> {
        let number = self.write(actor, UseCase::ConfirmExclusion, At::Room, |tx, ctx| {
            let p = registered(tx, number)?;
            let notice = tx
                .notices()?
                .into_iter()
                .find(|n| n.id == notice_id)
                .ok_or(RoomError::UnknownNotice { id: notice_id })?;
            tx.insert_restriction(
                &notice_restriction(self, tx, p.id, &notice)?,
                &ctx.at,
                ctx.actor.id,
            )?;
            Ok(p.number)
        })?;
        self.player(actor, &number)
    }

    /// A self-excluded patron found playing at (`table_id`, `seat_no`): he is removed (his
    /// chips cashed out), and the incident is kept for the notice to the Bureau with what was
    /// withheld from him.
    pub fn record_exclusion_incident(
        &self,
        actor: i64,
        table_id: i64,
        seat_no: i64,
        notice_id: i64,
        what: &str,
        withheld: Option<&str>,
    ) -> Result<IncidentView, RoomError> {
        let what = values::reason("what happened", what)?;
        let withheld = values::optional_reason("withheld", withheld)?;
        let id = self.write_at_table(
            actor,
            UseCase::RecordExclusionIncident,
            table_id,
            |tx, ctx, table| {
                if tx.unfinished_hand(table.id)?.is_some() {
                    return Err(RoomError::HandInProgress { table: table.name });
                }
                if !tx.notices()?.iter().any(|n| n.id == notice_id) {
                    return Err(RoomError::UnknownNotice { id: notice_id });
                }
                let player = crate::model::seats::occupant(tx, &table, seat_no)?;
                crate::model::seats::leave_seat(tx, ctx, &player, "left")?;
                Ok(tx.insert_incident(
                    &NewIncident {
                        notice_id,
                        table_id: table.id,
                        seat_no,
                        player_name: player.player_name.clone(),
                        what: what.clone(),
                        withheld: withheld.clone(),
                    },
                    &ctx.at,
                    ctx.actor.id,
                )?)
            },
        )?;
        self.exclusion_incidents(actor)?
            .into_iter()
            .find(|i| i.id == id)
            .ok_or(RoomError::BadData {
                detail: format!("incident {id} was not kept"),
            })
    }

    /// Every notice entered, newest first.
    pub fn exclusion_notices(&self, actor: i64) -> Result<Vec<NoticeView>, RoomError> {
        self.read_as(actor, UseCase::ReadPlayers, |tx, _| {
            Ok(tx.notices()?.into_iter().map(notice_view).collect())
        })
    }

    /// The notice a player about to be seated may be the patron of (by the name typed, or by
    /// his number), so that the floor sees it and its photo before deciding: the same match the
    /// seating refuses with `possible_self_exclusion`; none when nothing is to be compared.
    pub fn possible_exclusion_notice(
        &self,
        actor: i64,
        name: Option<&str>,
        number: Option<&str>,
    ) -> Result<Option<NoticeView>, RoomError> {
        self.read_as(actor, UseCase::ReadPlayers, |tx, _| {
            let found = match number {
                Some(n) => {
                    let p = crate::model::players::registered(tx, n)?;
                    crate::model::players::possible_notice(
                        tx,
                        &p.name,
                        p.birth_date.as_deref(),
                        Some(p.id),
                        None,
                    )?
                }
                None => crate::model::players::possible_notice(
                    tx,
                    name.unwrap_or_default(),
                    None,
                    None,
                    None,
                )?,
            };
            Ok(found.map(notice_view))
        })
    }

    /// A notice's photo (a data URL), for the floor to compare.
    pub fn notice_photo(&self, actor: i64, notice_id: i64) -> Result<Option<String>, RoomError> {
        self.read_as(actor, UseCase::ReadPlayers, |tx, _| {
            if !tx.notices()?.iter().any(|n| n.id == notice_id) {
                return Err(RoomError::UnknownNotice { id: notice_id });
            }
            Ok(tx.notice_photo(notice_id)?)
        })
    }

    /// Every incident, oldest first.
    pub fn exclusion_incidents(&self, actor: i64) -> Result<Vec<IncidentView>, RoomError> {
        self.read_as(actor, UseCase::ReadPlayers, |tx, _| {
            Ok(tx
                .incidents()?
                .into_iter()
                .map(|i| IncidentView {
                    id: i.id,
                    notice_id: i.notice_id,
                    notice_reference: i.notice_reference,
                    table_name: i.table_name,
                    seat_no: i.seat_no,
                    player_name: i.player_name,
                    what: i.what,
                    withheld: i.withheld,
                    at: i.at,
                    removed_by: i.removed_by,
                })
                .collect())
        })
    }
}
