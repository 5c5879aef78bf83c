//! `cardroom player add | edit | find | show | bar | restrict | exclude | unbar | anonymise`:
//! the registry of the room's players, and what keeps one from play.

use clap::{Subcommand, ValueEnum};

use cardroom_room::money::format_cents;
use cardroom_room::{
    NewPlayerRequest, PlayerCard, RestrictPlayer, RestrictionKind, RestrictionScope,
    RestrictionView,
};

use crate::Failure;
use crate::session::{Session, print_json, table};

/// What a self-restriction keeps him from.
#[derive(Debug, Clone, Copy, ValueEnum)]
pub enum ScopeArg {
    /// Play in the room
    Play,
    /// Marketing, credit and check cashing
    Marketing,
}

#[derive(Debug, clap::Args)]
pub struct PlayerFields {
    /// His full name
    #[arg(long)]
    name: String,
    /// The name the wall board and the table show [default: his first name]
    #[arg(long)]
    wall_name: Option<String>,
    /// Date of birth, such as 1970-05-31
    #[arg(long, value_name = "DATE")]
    born: Option<String>,
    /// A phone number (the floor's and the cage's only)
    #[arg(long)]
    phone: Option<String>,
    /// Notes (the floor's and the cage's only)
    #[arg(long)]
    notes: Option<String>,
    #[arg(long)]
    json: bool,
}

#[derive(Debug, Subcommand)]
pub enum PlayerCommand {
    /// Register a player (his number is given if not typed)
    Add {
        /// His card's number [default: the next free one]
        #[arg(long)]
        number: Option<String>,
        #[command(flatten)]
        fields: PlayerFields,
    },
    /// Correct a player's record
    Edit {
        number: String,
        #[command(flatten)]
        fields: PlayerFields,
    },
    /// Find players by name, wall name, number or phone, with where each sits
    Find {
        text: String,
        #[arg(long)]
        json: bool,
    },
    /// A player's card: restrictions, where he sits, his hours today
    Show {
        number: String,
        #[arg(long)]
        json: bool,
    },
    /// Bar a player from the room (a floor manager's), with a reason
    Bar {
        number: String,
        #[arg(long)]
        reason: String,
        /// The gaming day it starts [default: now]
        #[arg(long, value_name = "DATE")]
        from: Option<String>,
        /// The gaming day it ends at the start of [default: until lifted]
        #[arg(long, value_name = "DATE")]
        until: Option<String>,
    },
    /// Record a player's self-restriction with the room: from play, or from marketing, credit
    /// and check cashing
    Restrict {
        number: String,
        #[arg(long, value_enum)]
        from_what: ScopeArg,
        #[arg(long)]
        reason: String,
        #[arg(long, value_name = "DATE")]
        until: Option<String>,
    },
    /// Record the Bureau's notice that a player is self-excluded (one year, or for life)
    Exclude {
        number: String,
        /// The notice's reference or words
        #[arg(long)]
        reason: String,
        /// The gaming day his term starts
        #[arg(long, value_name = "DATE")]
        from: Option<String>,
        /// The gaming day his one-year term ends at [default: lifetime]
        #[arg(long, value_name = "DATE")]
        until: Option<String>,
    },
    /// Lift a player's bar or self-restriction (a floor manager's PIN and a reason); a
    /// self-exclusion stands until its term ends
    Unbar {
        number: String,
        #[arg(long)]
        reason: String,
        /// The acting floor manager's PIN [env: CARDROOM_PIN]
        #[arg(long, env = "CARDROOM_PIN", hide_env_values = true)]
        pin: Option<String>,
    },
    /// Erase what names a player after the house's keeping period (his cash and restrictions
    /// stay, under his number)
    Anonymise { number: String },
    /// Enter the Bureau's self-exclusion notice as it arrived (with its photo)
    Notice {
        #[arg(long)]
        name: String,
        #[arg(long, value_name = "DATE")]
        born: Option<String>,
        #[arg(long, value_enum)]
        term: TermArg,
        /// The day his term starts
        #[arg(long, value_name = "DATE")]
        from: String,
        /// The notice's own number
        #[arg(long)]
        reference: String,
        #[arg(long)]
        descriptors: Option<String>,
        /// The notice's photo (JPEG, PNG or WebP, at most 1.5 MB)
        #[arg(long, value_name = "FILE")]
        photo: Option<std::path::PathBuf>,
        /// The registered player it names, when known
        #[arg(long, value_name = "NUMBER")]
        player: Option<String>,
    },
    /// Every notice entered
    Notices {
        #[arg(long)]
        json: bool,
    },
    /// The floor compared a notice's photo with a registered player: it is him
    Confirm {
        #[arg(long)]
        notice: i64,
        #[arg(long, value_name = "NUMBER")]
        player: String,
    },
    /// A self-excluded patron found playing: remove him and keep the incident for the Bureau
    Incident {
        #[arg(long)]
        table: i64,
        #[arg(long)]
        seat: i64,
        #[arg(long)]
        notice: i64,
        /// What happened, and who saw it
        #[arg(long)]
        what: String,
        /// What was withheld from him (a jackpot, a prize)
        #[arg(long)]
        withheld: Option<String>,
    },
    /// Every incident, for the notices to the Bureau
    Incidents {
        #[arg(long)]
        json: bool,
    },
    /// Add a comp rule: "per hour at stakes X or more, N points", "after H hours, a meal"
    CompRule {
        #[arg(long)]
        name: String,
        #[arg(long, value_enum)]
        kind: CompKindArg,
        /// Only time at tables whose big blind (or big bet, with no blinds) is at least this
        #[arg(long, value_name = "DOLLARS", default_value = "0")]
        stakes: String,
        #[arg(long, default_value_t = 1)]
        hours: i64,
        /// Points, or dollars with --unit dollars
        #[arg(long)]
        value: String,
        #[arg(long, value_enum, default_value = "points")]
        unit: UnitArg,
    },
    /// The comp rules, and (with a number) what each has earned him today
    Comps {
        number: Option<String>,
        #[arg(long)]
        json: bool,
    },
    /// Issue a comp under a rule (all it has earned today) or, with --value and --reason, by
    /// the floor's judgement
    Comp {
        number: String,
        #[arg(long)]
        rule: Option<i64>,
        #[arg(long)]
        value: Option<String>,
        #[arg(long, value_enum)]
        unit: Option<UnitArg>,
        #[arg(long)]
        reason: Option<String>,
    },
    /// A player's hours per gaming day over [--from, --to]
    Hours {
        number: String,
        #[arg(long, value_name = "DATE")]
        from: String,
        #[arg(long, value_name = "DATE")]
        to: String,
        #[arg(long)]
        json: bool,
    },
}

/// A comp's value as typed: points as a whole number, dollars in cents.
fn comp_value(text: &str, unit: UnitArg) -> Result<i64, Failure> {
    match unit {
        UnitArg::Dollars => Ok(cardroom_room::money::parse_dollars(text)?),
        UnitArg::Points => text.trim().parse().map_err(|_| {
            Failure::new(
                cardroom_room::RoomCode::InvalidInput,
                format!("{text:?} is not a whole number of points"),
            )
        }),
    }
}

fn comp_unit(unit: UnitArg) -> cardroom_room::CompUnit {
    match unit {
        UnitArg::Points => cardroom_room::CompUnit::Points,
        UnitArg::Dollars => cardroom_room::CompUnit::Cents,
    }
}

fn comp_words(value: i64, unit: cardroom_room::CompUnit) -> String {
    match unit {
        cardroom_room::CompUnit::Points => format!("{value} points"),
        cardroom_room::CompUnit::Cents => format_cents(value),
    }
}

/// How a comp rule earns.
#[derive(Debug, Clone, Copy, ValueEnum)]
pub enum CompKindArg {
    /// Per whole hour played (every --hours hours)
    PerHour,
    /// Once, after --hours hours in a gaming day
    AfterHours,
}

/// What a comp is counted in.
#[derive(Debug, Clone, Copy, ValueEnum)]
pub enum UnitArg {
    Points,
    /// Dollars (a meal, a voucher)
    Dollars,
}

/// A self-exclusion's term.
#[derive(Debug, Clone, Copy, ValueEnum)]
pub enum TermArg {
    OneYear,
    Lifetime,
}

/// A photo file as a data URL.
fn photo_url(path: &std::path::Path) -> Result<String, Failure> {
    use base64::Engine;
    let bytes = std::fs::read(path).map_err(|e| Failure {
        code: cardroom_room::RoomCode::Io.into(),
        message: format!("{}: {e}", path.display()),
    })?;
    let kind = match path
        .extension()
        .and_then(|e| e.to_str())
        .map(str::to_lowercase)
        .as_deref()
    {
        Some("jpg" | "jpeg") => "jpeg",
        Some("png") => "png",
        Some("webp") => "webp",
        _ => {
            return Err(Failure::new(
                cardroom_room::RoomCode::InvalidInput,
                "the photo is a .jpg, .png or .webp file",
            ));
        }
    };
    Ok(format!(
        "data:image/{kind};base64,{}",
        base64::engine::general_purpose::STANDARD.encode(bytes)
    ))
}

fn request(number: Option<String>, f: &PlayerFields) -> NewPlayerRequest {
    NewPlayerRequest {
        number,
        name: f.name.clone(),
        wall_name: f.wall_name.clone(),
        birth_date: f.born.clone(),
        phone: f.phone.clone(),
        notes: f.notes.clone(),
    }
}

fn kind_words(k: RestrictionKind) -> &'static str {
    match k {
        RestrictionKind::Barred => "barred",
        RestrictionKind::SelfRestricted => "self-restricted",
        RestrictionKind::SelfExcluded => "self-excluded",
    }
}

fn restriction_line(s: &Session, r: &RestrictionView) -> Result<String, Failure> {
    let room = s.room()?;
    let when = |t: &str| crate::when(room.clock(), t);
    let mut line = format!(
        "{}{} from {} {}: {} (by {})",
        kind_words(r.kind),
        match r.scope {
            RestrictionScope::Play => "",
            RestrictionScope::Marketing => " from marketing, credit and check cashing",
        },
        when(&r.from_at),
        r.until_at
            .as_deref()
            .map_or("with no end date".to_owned(), |u| format!(
                "until {}",
                when(u)
            )),
        r.reason,
        r.recorded_by
    );
    if let (Some(at), Some(by)) = (&r.lifted_at, &r.lifted_by) {
        line.push_str(&format!(
            "; lifted {} by {by}: {}",
            when(at),
            r.lift_reason.as_deref().unwrap_or_default()
        ));
    } else if r.in_force {
        line.push_str(" [in force]");
    }
    Ok(line)
}

fn where_words(p: &PlayerCard) -> String {
    if p.seated.is_empty() {
        return "not seated".into();
    }
    p.seated
        .iter()
        .map(|s| format!("{} seat {}", s.table_name, s.seat_no))
        .collect::<Vec<_>>()
        .join(", ")
}

fn standing(p: &PlayerCard) -> &'static str {
    match &p.kept_from_play {
        Some(r) => kind_words(r.kind),
        None => "may play",
    }
}

fn show(s: &Session, p: &PlayerCard) -> Result<(), Failure> {
    say!(
        "player {}: {} (on the wall: {})",
        p.number,
        p.name,
        p.wall_name
    );
    if let Some(b) = &p.birth_date {
        say!("born {b}");
    }
    if let Some(phone) = &p.phone {
        say!("phone {phone}");
    }
    if let Some(notes) = &p.notes {
        say!("notes: {notes}");
    }
    say!("{}; {}", standing(p), where_words(p));
    say!(
        "seated today: {}h{:02}",
        p.minutes_today / 60,
        p.minutes_today % 60
    );
    for r in &p.restrictions {
        say!("{}", restriction_line(s, r)?);
    }
    Ok(())
}

fn answer(s: &Session, p: &PlayerCard, json: bool) -> Result<(), Failure> {
    if json { print_json(p) } else { show(s, p) }
}

pub fn run(s: &Session, cmd: PlayerCommand) -> Result<(), Failure> {
    let (room, actor) = s.acting()?;
    let restrict = |number: String,
                    kind: RestrictionKind,
                    scope: RestrictionScope,
                    reason: String,
                    from: Option<String>,
                    until: Option<String>| {
        room.restrict_player(
            actor,
            &RestrictPlayer {
                number,
                kind,
                scope,
                reason,
                from_day: from,
                until_day: until,
            },
        )
    };
    let card = match cmd {
        PlayerCommand::Add { number, fields } => {
            let p = room.add_player(actor, &request(number, &fields))?;
            if fields.json {
                return print_json(&p);
            }
            say!(
                "player {} registered: {} ({})",
                p.number,
                p.name,
                p.wall_name
            );
            return Ok(());
        }
        PlayerCommand::Edit { number, fields } => {
            let p = room.edit_player(actor, &number, &request(None, &fields))?;
            return answer(s, &p, fields.json);
        }
        PlayerCommand::Find { text, json } => {
            let found = room.find_players(actor, &text)?;
            if json {
                return print_json(&found);
            }
            if found.is_empty() {
                say!("no player matches {text:?}");
                return Ok(());
            }
            let rows: Vec<Vec<String>> = found
                .iter()
                .map(|p| {
                    vec![
                        p.number.clone(),
                        p.name.clone(),
                        p.wall_name.clone(),
                        standing(p).to_owned(),
                        where_words(p),
                        format!("{}h{:02}", p.minutes_today / 60, p.minutes_today % 60),
                    ]
                })
                .collect();
            say!(
                "{}",
                table(
                    ["Number", "Name", "Wall", "Standing", "Sits at", "Today"],
                    rows
                )
            );
            return Ok(());
        }
        PlayerCommand::Show { number, json } => {
            return answer(s, &room.player(actor, &number)?, json);
        }
        PlayerCommand::Bar {
            number,
            reason,
            from,
            until,
        } => restrict(
            number,
            RestrictionKind::Barred,
            RestrictionScope::Play,
            reason,
            from,
            until,
        )?,
        PlayerCommand::Restrict {
            number,
            from_what,
            reason,
            until,
        } => restrict(
            number,
            RestrictionKind::SelfRestricted,
            match from_what {
                ScopeArg::Play => RestrictionScope::Play,
                ScopeArg::Marketing => RestrictionScope::Marketing,
            },
            reason,
            None,
            until,
        )?,
        PlayerCommand::Exclude {
            number,
            reason,
            from,
            until,
        } => restrict(
            number,
            RestrictionKind::SelfExcluded,
            RestrictionScope::Play,
            reason,
            from,
            until,
        )?,
        PlayerCommand::Unbar {
            number,
            reason,
            pin,
        } => room.lift_restriction(actor, &number, &reason, &pin.unwrap_or_default())?,
        PlayerCommand::Notice {
            name,
            born,
            term,
            from,
            reference,
            descriptors,
            photo,
            player,
        } => {
            let photo = photo.as_deref().map(photo_url).transpose()?;
            let n = room.record_exclusion_notice(
                actor,
                &cardroom_room::ExclusionNotice {
                    name,
                    birth_date: born,
                    term: match term {
                        TermArg::OneYear => cardroom_room::ExclusionTerm::OneYear,
                        TermArg::Lifetime => cardroom_room::ExclusionTerm::Lifetime,
                    },
                    starts_on: from,
                    descriptors,
                    reference,
                    photo,
                    player_number: player,
                },
            )?;
            say!("notice {} entered: {} ({})", n.id, n.name, n.reference);
            return Ok(());
        }
        PlayerCommand::Notices { json } => {
            let notices = room.exclusion_notices(actor)?;
            if json {
                return print_json(&notices);
            }
            let rows: Vec<Vec<String>> = notices
                .iter()
                .map(|n| {
                    vec![
                        n.id.to_string(),
                        n.name.clone(),
                        n.birth_date.clone().unwrap_or_default(),
                        n.starts_on.clone(),
                        match n.term {
                            cardroom_room::ExclusionTerm::OneYear => "one year".into(),
                            cardroom_room::ExclusionTerm::Lifetime => "lifetime".into(),
                        },
                        n.reference.clone(),
                        if n.has_photo { "yes" } else { "no" }.into(),
                    ]
                })
                .collect();
            say!(
                "{}",
                table(
                    [
                        "Notice",
                        "Name",
                        "Born",
                        "From",
                        "Term",
                        "Reference",
                        "Photo"
                    ],
                    rows
                )
            );
            return Ok(());
        }
        PlayerCommand::Confirm { notice, player } => {
            room.confirm_exclusion(actor, notice, &player)?
        }
        PlayerCommand::Incident {
            table: t,
            seat,
            notice,
            what,
            withheld,
        } => {
            let i =
                room.record_exclusion_incident(actor, t, seat, notice, &what, withheld.as_deref())?;
            say!(
                "incident {}: {} removed from {} seat {} (notice {})",
                i.id,
                i.player_name,
                i.table_name,
                i.seat_no,
                i.notice_reference
            );
            return Ok(());
        }
        PlayerCommand::Incidents { json } => {
            let all = room.exclusion_incidents(actor)?;
            if json {
                return print_json(&all);
            }
            for i in &all {
                say!(
                    "{} {} seat {}: {} (notice {}): {}; removed by {}{}",
                    crate::when(room.clock(), &i.at),
                    i.table_name,
                    i.seat_no,
                    i.player_name,
                    i.notice_reference,
                    i.what,
                    i.removed_by,
                    i.withheld
                        .as_deref()
                        .map(|w| format!("; withheld: {w}"))
                        .unwrap_or_default()
                );
            }
            return Ok(());
        }
        PlayerCommand::CompRule {
            name,
            kind,
            stakes,
            hours,
            value,
            unit,
        } => {
            let rules = room.add_comp_rule(
                actor,
                &cardroom_room::CompRuleRequest {
                    name,
                    kind: match kind {
                        CompKindArg::PerHour => cardroom_room::CompKind::PerHour,
                        CompKindArg::AfterHours => cardroom_room::CompKind::AfterHours,
                    },
                    min_big_blind_cents: cardroom_room::money::parse_dollars(&stakes)?,
                    hours,
                    value: comp_value(&value, unit)?,
                    unit: comp_unit(unit),
                },
            )?;
            if let Some(r) = rules.last() {
                say!("comp rule {} added: {}", r.id, r.name);
            }
            return Ok(());
        }
        PlayerCommand::Comps { number, json } => {
            match number {
                None => {
                    let rules = room.comp_rules()?;
                    if json {
                        return print_json(&rules);
                    }
                    for r in rules.iter().filter(|r| r.ended_at.is_none()) {
                        say!(
                            "rule {}: {} ({} at {} or more, every {} h)",
                            r.id,
                            r.name,
                            comp_words(r.value, r.unit),
                            format_cents(r.min_big_blind_cents),
                            r.hours
                        );
                    }
                }
                Some(n) => {
                    let earned = room.comps_earned(actor, &n, None)?;
                    if json {
                        return print_json(&earned);
                    }
                    for e in &earned {
                        say!(
                            "rule {} {}: {} min, earned {}, issued {}, due {}",
                            e.rule.id,
                            e.rule.name,
                            e.minutes,
                            comp_words(e.earned, e.rule.unit),
                            comp_words(e.issued, e.rule.unit),
                            comp_words(e.due, e.rule.unit)
                        );
                    }
                }
            }
            return Ok(());
        }
        PlayerCommand::Comp {
            number,
            rule,
            value,
            unit,
            reason,
        } => {
            let unit_arg = unit.unwrap_or(UnitArg::Points);
            let comps = room.issue_comp(
                actor,
                &cardroom_room::IssueComp {
                    number: number.clone(),
                    rule_id: rule,
                    value: value
                        .as_deref()
                        .map(|v| comp_value(v, unit_arg))
                        .transpose()?,
                    unit: unit.map(comp_unit),
                    reason,
                },
            )?;
            if let Some(c) = comps.last() {
                say!(
                    "comp to player {number}: {}, {}",
                    comp_words(c.value, c.unit),
                    c.reason
                );
            }
            return Ok(());
        }
        PlayerCommand::Hours {
            number,
            from,
            to,
            json,
        } => {
            let days = room.player_hours(actor, &number, &from, &to)?;
            if json {
                return print_json(&days);
            }
            let total: i64 = days.iter().map(|d| d.minutes).sum();
            for d in &days {
                say!("{}: {}h{:02}", d.gaming_day, d.minutes / 60, d.minutes % 60);
            }
            say!("total: {}h{:02}", total / 60, total % 60);
            return Ok(());
        }
        PlayerCommand::Anonymise { number } => {
            let p = room.anonymise_player(actor, &number)?;
            say!("player {}'s record is anonymised", p.number);
            return Ok(());
        }
    };
    say!(
        "player {} ({}): {}",
        card.number,
        card.name,
        standing(&card)
    );
    Ok(())
}

/// `cardroom report mtl | ctr`: the Title 31 logs of a gaming day or a range.
#[derive(Debug, clap::Args)]
pub struct CashLogArgs {
    /// The first gaming day (such as 2026-11-25) [default: today's]
    #[arg(long, value_name = "DATE")]
    day: Option<String>,
    /// The last gaming day of a range [default: the first]
    #[arg(long, value_name = "DATE", requires = "day")]
    to: Option<String>,
    /// One JSON document
    #[arg(long)]
    json: bool,
    /// Write it as an .xlsx workbook to FILE
    #[arg(long, value_name = "FILE", conflicts_with = "json")]
    xlsx: Option<std::path::PathBuf>,
    /// Write it as a PDF file to FILE
    #[arg(long, value_name = "FILE", conflicts_with_all = ["json", "xlsx"])]
    pdf: Option<std::path::PathBuf>,
}

fn cash_rows(room: &cardroom_room::Room, lines: &[&cardroom_room::CashLine]) -> Vec<Vec<String>> {
    lines
        .iter()
        .map(|l| {
            let mut cells = l.cells(room.clock());
            cells[8] = format_cents(l.amount_cents);
            cells
        })
        .collect()
}

const CASH_HEAD: [&str; 9] = [
    "Day", "Time", "Table", "Seat", "Player", "Number", "In/out", "For", "Amount",
];

pub fn mtl(s: &Session, a: CashLogArgs) -> Result<(), Failure> {
    let (room, actor) = s.acting()?;
    let day = match a.day {
        Some(d) => d,
        None => room.gaming_day_today()?,
    };
    let log = room.multiple_transaction_log(actor, &day, a.to.as_deref())?;
    if a.json {
        return print_json(&log);
    }
    if crate::closeout::wrote_file(
        a.xlsx,
        a.pdf,
        || log.to_xlsx(room.clock()),
        || log.to_pdf(room.clock()),
    )? {
        return Ok(());
    }
    say!(
        "{}: each cash transaction of {} or more",
        log.title(),
        format_cents(log.threshold_cents)
    );
    let lines: Vec<_> = log.lines.iter().collect();
    say!("{}", table(CASH_HEAD, cash_rows(&room, &lines)));
    Ok(())
}

pub fn ctr(s: &Session, a: CashLogArgs) -> Result<(), Failure> {
    let (room, actor) = s.acting()?;
    let day = match a.day {
        Some(d) => d,
        None => room.gaming_day_today()?,
    };
    let report = room.ctr_report(actor, &day, a.to.as_deref())?;
    if a.json {
        return print_json(&report);
    }
    if crate::closeout::wrote_file(
        a.xlsx,
        a.pdf,
        || report.to_xlsx(room.clock()),
        || report.to_pdf(room.clock()),
    )? {
        return Ok(());
    }
    say!("{}", report.title());
    if report.due.is_empty() {
        say!("no CTR is due");
    }
    for d in &report.due {
        say!(
            "{} {} ({}): cash in {}, cash out {}: a CTR is needed for {}",
            d.gaming_day,
            d.player_name,
            d.player_number.as_deref().unwrap_or("not identified"),
            format_cents(d.cash_in_cents),
            format_cents(d.cash_out_cents),
            d.due_words()
        );
        let lines: Vec<_> = d.lines.iter().collect();
        say!("{}", table(CASH_HEAD, cash_rows(&room, &lines)));
    }
    Ok(())
}
