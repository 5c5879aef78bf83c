//! `cardroom wait ...` (waiting lists, calls, must-move tables, the floor settings),
//! `cardroom wall` (the wall board) and `cardroom rotation ...` (the dealers' rotation).

use clap::{Subcommand, ValueEnum};

use cardroom_room::money::{format_cents, parse_dollars};
use cardroom_room::{
    Betting, CallTimeout, Entry, JoinWaitlist, NewWaitlistRequest, SeatFromCall, StartPlayers,
    WaitEstimate,
};

use crate::Failure;
use crate::session::{Session, game_code, parse_pair, print_json, table};
use crate::table::{OpenArgs, StructureArg};

#[derive(Debug, Clone, Copy, ValueEnum)]
pub enum TimeoutArg {
    /// A player who misses his call goes to the bottom of the list
    Bottom,
    /// A player who misses his call is taken off the list
    Off,
}

#[derive(Debug, Subcommand)]
pub enum WaitCommand {
    /// The waiting lists, the calls in force, the must-move tables and the open seats
    Lists {
        #[arg(long)]
        json: bool,
    },
    /// Start a waiting list for a game at a stakes (or, with --any, for any stakes of it)
    NewList {
        #[arg(long, help = crate::session::game_codes())]
        game: String,
        /// An interest list: every table of the game feeds it
        #[arg(long, conflicts_with_all = ["structure", "blinds", "bets"])]
        any: bool,
        #[arg(long, value_enum)]
        structure: Option<StructureArg>,
        /// Blinds in dollars, SMALL/BIG
        #[arg(long)]
        blinds: Option<String>,
        /// Fixed-limit bets in dollars, SMALL/BIG
        #[arg(long)]
        bets: Option<String>,
    },
    /// Close a list nobody waits on
    CloseList { list: i64 },
    /// Put a player at the bottom of a list
    Add {
        #[arg(long)]
        list: i64,
        /// The name on the list (a registered player's wall name when left out)
        #[arg(required_unless_present = "player", default_value = "")]
        name: String,
        /// The registered player's number
        #[arg(long, value_name = "NUMBER")]
        player: Option<String>,
        /// A phone number or a note for the floor (never on the wall board)
        #[arg(long)]
        note: Option<String>,
    },
    /// Take a player off a list (by the entry's id shown in `wait lists`)
    Remove { entry: i64 },
    /// Call the player owed an open seat at a table (or the entry given)
    Call {
        #[arg(long)]
        table: i64,
        #[arg(long)]
        entry: Option<i64>,
    },
    /// Withdraw a call; a listed player keeps his place
    Cancel { call: i64 },
    /// Seat a called player: he leaves every list he is on
    Seat {
        #[arg(long)]
        call: i64,
        #[arg(long)]
        seat: i64,
        /// Chips he sits down with, in dollars (a must-move player brings his stack)
        #[arg(long, default_value = "0")]
        stack: String,
        /// The buy-in was paid in cash at the table (the Title 31 logs)
        #[arg(long)]
        cash: bool,
        /// Post a big blind to play at once instead of waiting for it
        #[arg(long)]
        post: bool,
        /// The floor compared this self-exclusion notice's photo: he is not its patron
        #[arg(long, value_name = "NOTICE")]
        not_excluded: Option<i64>,
    },
    /// Make a table a must-move feeding a main game (or, with --none, a game of its own)
    MustMove {
        #[arg(long)]
        table: i64,
        #[arg(long, required_unless_present = "none")]
        main: Option<i64>,
        #[arg(long)]
        none: bool,
    },
    /// Open a new table for a list with enough players and call them to it
    Start {
        #[arg(long)]
        list: i64,
        #[command(flatten)]
        open: Box<OpenArgs>,
    },
    /// Show the floor settings, or change the ones given
    Settings {
        #[arg(long)]
        call_minutes: Option<i64>,
        #[arg(long, value_enum)]
        call_timeout: Option<TimeoutArg>,
        #[arg(long)]
        sit_out_limit: Option<i64>,
        /// Minutes a dealer stays in the box (20 to 30)
        #[arg(long)]
        down: Option<i64>,
        #[arg(long = "break")]
        break_minutes: Option<i64>,
        /// Downs between a dealer's breaks
        #[arg(long)]
        downs: Option<i64>,
        /// Players to start a game: GAME=N, such as holdem=6
        #[arg(long, value_name = "GAME=N")]
        start: Vec<String>,
        /// A drop box's variance past this many dollars needs the cage's explanation
        #[arg(long, value_name = "DOLLARS")]
        variance_threshold: Option<String>,
        /// Each cash transaction of this many dollars or more goes to the multiple transaction log
        #[arg(long, value_name = "DOLLARS")]
        mtl_threshold: Option<String>,
        /// A player who declines the seat offered from the seat-change list loses his place, or
        /// keeps it
        #[arg(long, value_enum)]
        seat_change_decline: Option<DeclineArg>,
        /// A broken table's players go ahead of everyone waiting (top) or after (bottom)
        #[arg(long, value_enum)]
        broken_table: Option<BrokenArg>,
        #[arg(long)]
        json: bool,
    },
}

/// Where a broken table's players go on the list.
#[derive(Debug, Clone, Copy, clap::ValueEnum)]
pub enum BrokenArg {
    Top,
    Bottom,
}

/// What a player who declines a seat change keeps.
#[derive(Debug, Clone, Copy, clap::ValueEnum)]
pub enum DeclineArg {
    Loses,
    Keeps,
}

#[derive(Debug, Subcommand)]
pub enum RotationCommand {
    /// Each dealer's state and the next pushes
    Show {
        #[arg(long)]
        json: bool,
    },
    /// Put a dealer in the rotation
    Join { dealer: String },
    /// Take a dealer out of the rotation
    Leave { dealer: String },
    /// Perform the planned push at a table
    Push {
        #[arg(long)]
        table: i64,
    },
}

pub fn run(s: &Session, cmd: WaitCommand) -> Result<(), Failure> {
    let (room, actor) = s.acting()?;
    match cmd {
        WaitCommand::Lists { json } => {
            let board = room.waitlist_board(actor)?;
            if json {
                return print_json(&board);
            }
            for list in &board.lists {
                say!(
                    "List {} · {} · {} waiting{}",
                    list.id,
                    list.label,
                    list.players.len(),
                    if list.can_start {
                        format!(" · enough to start a table ({})", list.start_players)
                    } else {
                        String::new()
                    }
                );
                let rows = list
                    .players
                    .iter()
                    .map(|p| {
                        [
                            p.place.to_string(),
                            p.entry_id.to_string(),
                            p.player_name.clone(),
                            format!("{} min", p.minutes_waiting),
                            match &p.call {
                                Some(c) => {
                                    format!("CALLED to {} ({}s left)", c.table_name, c.seconds_left)
                                }
                                None => estimate(p.estimate),
                            },
                        ]
                    })
                    .collect();
                say!(
                    "{}",
                    table(["#", "Entry", "Player", "Waiting", "Seat"], rows)
                );
            }
            for c in &board.calls {
                say!(
                    "call {}: {} to {} until {}",
                    c.id,
                    c.player_name,
                    c.table_name,
                    crate::when(room.clock(), &c.due_at)
                );
            }
            for m in &board.must_moves {
                say!(
                    "{} is a must-move for {}; next: {}",
                    m.table_name,
                    m.main_table_name,
                    m.next.as_ref().map_or("nobody", |p| p.player_name.as_str())
                );
            }
        }
        WaitCommand::NewList {
            game,
            any,
            structure,
            blinds,
            bets,
        } => {
            let game = game_code(&game)?;
            let betting = if any {
                None
            } else {
                Some(match structure.unwrap_or(StructureArg::Fixed) {
                    StructureArg::Fixed => Betting::FixedLimit,
                    StructureArg::No => Betting::NoLimit,
                    StructureArg::Pot => Betting::PotLimit,
                })
            };
            let (small_blind_cents, big_blind_cents) = match &blinds {
                Some(b) => parse_pair("--blinds", b)?,
                None => (0, 0),
            };
            let (small_bet_cents, big_bet_cents) = match &bets {
                Some(b) => parse_pair("--bets", b)?,
                None => (0, 0),
            };
            let id = room.add_waitlist(
                actor,
                &NewWaitlistRequest {
                    game,
                    betting,
                    small_blind_cents,
                    big_blind_cents,
                    small_bet_cents,
                    big_bet_cents,
                },
            )?;
            say!("list {id} started");
        }
        WaitCommand::CloseList { list } => {
            room.close_waitlist(actor, list)?;
            say!("list {list} closed");
        }
        WaitCommand::Add {
            list,
            name,
            player,
            note,
        } => {
            let id = room.join_waitlist(
                actor,
                &JoinWaitlist {
                    list_id: list,
                    player_name: name.clone(),
                    note,
                    player_number: player.clone(),
                },
            )?;
            let who = match (&player, name.trim()) {
                (Some(n), "") => format!("player {n}"),
                _ => name,
            };
            say!("{who} is on list {list} (entry {id})");
        }
        WaitCommand::Remove { entry } => {
            room.leave_waitlist(actor, entry)?;
            say!("entry {entry} is off the list");
        }
        WaitCommand::Call { table, entry } => {
            let id = room.call_seat(actor, table, entry)?;
            let board = room.waitlist_board(actor)?;
            match board.calls.iter().find(|c| c.id == id) {
                Some(c) => say!(
                    "call {id}: {} to {} until {}",
                    c.player_name,
                    c.table_name,
                    crate::when(room.clock(), &c.due_at)
                ),
                None => say!("call {id} made"),
            }
        }
        WaitCommand::Cancel { call } => {
            room.cancel_call(actor, call)?;
            say!("call {call} cancelled");
        }
        WaitCommand::Seat {
            call,
            seat,
            stack,
            cash,
            post,
            not_excluded,
        } => {
            let seated = room.seat_from_call(
                actor,
                &SeatFromCall {
                    call_id: call,
                    seat_no: seat,
                    stack_cents: parse_dollars(&stack)?,
                    entry: if post {
                        Entry::PostBigBlind
                    } else {
                        Entry::WaitForBigBlind
                    },
                    cash,
                    not_excluded,
                },
            )?;
            say!(
                "{} is in seat {} at table {} with {}",
                seated.player_name,
                seated.seat_no,
                seated.table_id,
                format_cents(seated.stack_cents)
            );
        }
        WaitCommand::MustMove { table, main, none } => {
            let main = if none { None } else { main };
            room.set_must_move(actor, table, main)?;
            match main {
                Some(main) => say!("table {table} is a must-move for table {main}"),
                None => say!("table {table} is a game of its own"),
            }
        }
        WaitCommand::Start { list, open } => {
            let req = crate::table::request(&open)?;
            let status = room.start_game(actor, list, &req)?;
            say!(
                "{} opened (table {}); the first players on list {list} are called to it",
                status.name,
                status.id
            );
        }
        WaitCommand::Settings {
            call_minutes,
            call_timeout,
            sit_out_limit,
            down,
            break_minutes,
            downs,
            start,
            variance_threshold,
            mtl_threshold,
            seat_change_decline,
            broken_table,
            json,
        } => {
            let mut settings = room.floor_settings()?;
            let changed = call_minutes.is_some()
                || call_timeout.is_some()
                || sit_out_limit.is_some()
                || down.is_some()
                || break_minutes.is_some()
                || downs.is_some()
                || variance_threshold.is_some()
                || mtl_threshold.is_some()
                || seat_change_decline.is_some()
                || broken_table.is_some()
                || !start.is_empty();
            if changed {
                settings.call_minutes = call_minutes.unwrap_or(settings.call_minutes);
                if let Some(t) = call_timeout {
                    settings.call_timeout = match t {
                        TimeoutArg::Bottom => CallTimeout::Bottom,
                        TimeoutArg::Off => CallTimeout::Off,
                    };
                }
                settings.sit_out_limit_minutes =
                    sit_out_limit.unwrap_or(settings.sit_out_limit_minutes);
                settings.down_minutes = down.unwrap_or(settings.down_minutes);
                settings.break_minutes = break_minutes.unwrap_or(settings.break_minutes);
                settings.downs_before_break = downs.unwrap_or(settings.downs_before_break);
                if let Some(dollars) = &variance_threshold {
                    settings.variance_threshold_cents =
                        cardroom_room::money::parse_dollars(dollars)?;
                }
                if let Some(dollars) = &mtl_threshold {
                    settings.mtl_threshold_cents = cardroom_room::money::parse_dollars(dollars)?;
                }
                if let Some(d) = seat_change_decline {
                    settings.seat_change_decline = match d {
                        DeclineArg::Loses => cardroom_room::SeatChangeDecline::Loses,
                        DeclineArg::Keeps => cardroom_room::SeatChangeDecline::Keeps,
                    };
                }
                if let Some(b) = broken_table {
                    settings.broken_table_players = match b {
                        BrokenArg::Top => cardroom_room::BrokenTablePlace::Top,
                        BrokenArg::Bottom => cardroom_room::BrokenTablePlace::Bottom,
                    };
                }
                for pair in &start {
                    let (game, n) = pair.split_once('=').ok_or_else(|| {
                        Failure::new(
                            cardroom_room::RoomCode::InvalidInput,
                            format!("--start {pair:?}: write GAME=N, such as holdem=6"),
                        )
                    })?;
                    let game = game_code(game)?;
                    let players = n.trim().parse().map_err(|_| {
                        Failure::new(
                            cardroom_room::RoomCode::InvalidInput,
                            format!("--start {pair:?}: N must be a whole number"),
                        )
                    })?;
                    settings.start_players.retain(|s| s.game != game);
                    settings.start_players.push(StartPlayers { game, players });
                }
                settings = room.set_floor_settings(actor, &settings)?;
            }
            if json {
                return print_json(&settings);
            }
            say!(
                "a call lasts {} min, then the player goes {}; a seat is picked up after {} min sitting out",
                settings.call_minutes,
                match settings.call_timeout {
                    CallTimeout::Bottom => "to the bottom of the list",
                    CallTimeout::Off => "off the list",
                },
                settings.sit_out_limit_minutes
            );
            say!(
                "dealers: {} min downs, a {} min break every {} downs",
                settings.down_minutes,
                settings.break_minutes,
                settings.downs_before_break
            );
            let starts: Vec<String> = settings
                .start_players
                .iter()
                .map(|s| format!("{}={}", s.game.as_str(), s.players))
                .collect();
            say!("players to start a game: {}", starts.join(" "));
            say!(
                "the cage explains a drop box's variance past {}",
                cardroom_room::money::format_dollars(settings.variance_threshold_cents)
            );
        }
    }
    Ok(())
}

fn estimate(e: WaitEstimate) -> String {
    match e {
        WaitEstimate::Called => "called".into(),
        WaitEstimate::SeatOpen => "a seat is open".into(),
        WaitEstimate::Range {
            low_minutes,
            high_minutes,
        } => format!("about {low_minutes}-{high_minutes} min"),
        WaitEstimate::Unknown => "no estimate yet".into(),
    }
}

/// `cardroom wall`: the wall board as text.
pub fn run_wall(s: &Session, json: bool) -> Result<(), Failure> {
    let room = s.room()?;
    s.actor(&room)?;
    let wall = room.wall_board()?;
    if json {
        return print_json(&wall);
    }
    for g in &wall.games {
        say!(
            "{} · {} · {}/{}",
            g.table_name,
            g.label,
            g.seated,
            g.seat_limit
        );
    }
    for l in &wall.lists {
        let names: Vec<String> = l
            .names
            .iter()
            .map(|n| match &n.called_to {
                Some(t) => format!("{}. {} → {t}", n.place, n.name),
                None => format!("{}. {}", n.place, n.name),
            })
            .collect();
        say!("{}: {}", l.label, names.join(", "));
    }
    Ok(())
}

pub fn run_rotation(s: &Session, cmd: RotationCommand) -> Result<(), Failure> {
    let (room, actor) = s.acting()?;
    match cmd {
        RotationCommand::Show { json } => {
            let view = room.rotation()?;
            if json {
                return print_json(&view);
            }
            let rows = view
                .dealers
                .iter()
                .map(|d| {
                    [
                        d.name.clone(),
                        format!("{:?}", d.duty).to_lowercase(),
                        d.table_name.clone().unwrap_or_default(),
                        crate::when(room.clock(), &d.since),
                        d.until
                            .as_deref()
                            .map(|u| crate::when(room.clock(), u))
                            .unwrap_or_default(),
                        d.downs_since_break.to_string(),
                    ]
                })
                .collect();
            say!(
                "{}",
                table(
                    ["Dealer", "State", "Table", "Since", "Until", "Downs"],
                    rows
                )
            );
            for p in &view.pushes {
                say!(
                    "{} at {}: {} in, {} {}",
                    p.table_name,
                    crate::when(room.clock(), &p.due_at),
                    p.in_dealer
                        .as_ref()
                        .map_or("nobody free", |d| d.name.as_str()),
                    p.out_dealer
                        .as_ref()
                        .map_or("(empty box)", |d| d.name.as_str()),
                    match p.then {
                        cardroom_room::Then::Break => "goes on break",
                        cardroom_room::Then::NextTable => "goes to the next table",
                        cardroom_room::Then::Off => "goes off",
                    }
                );
            }
        }
        RotationCommand::Join { dealer } => {
            let d = room.staff_named(&dealer)?;
            room.join_rotation(actor, d.id)?;
            say!("{} is in the rotation", d.name);
        }
        RotationCommand::Leave { dealer } => {
            let d = room.staff_named(&dealer)?;
            room.leave_rotation(actor, d.id)?;
            say!("{} is out of the rotation", d.name);
        }
        RotationCommand::Push { table } => {
            let d = room.rotate(actor, table)?;
            say!("{} is dealing at table {table}", d.name);
        }
    }
    Ok(())
}
