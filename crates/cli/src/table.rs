//! `cardroom table open | close | list` and `cardroom dealer push | pull`.

use cardroom_room::RoomCode;
use clap::{Args, Subcommand, ValueEnum};

use cardroom_room::money::parse_dollars;
use cardroom_room::{Betting, ButtonRule, DrawCard, DropMode, OpenTable, SevensRule, TableStatus};

use crate::Failure;
use crate::session::{Session, parse_pair, print_json, table};

#[derive(Debug, Clone, Copy, ValueEnum)]
pub enum StructureArg {
    Fixed,
    No,
    Pot,
}

#[derive(Debug, Args)]
pub struct OpenArgs {
    /// The table's name on the floor, such as "Table 7"
    #[arg(long)]
    name: String,
    #[arg(long, help = crate::session::game_codes())]
    game: String,
    /// Betting structure: fixed (limit), no (no limit) or pot (pot limit)
    #[arg(long, value_enum, default_value = "fixed")]
    structure: StructureArg,
    /// Blinds in dollars, SMALL/BIG, such as 1/2
    #[arg(long)]
    blinds: Option<String>,
    /// Fixed-limit bets in dollars, SMALL/BIG, such as 4/8
    #[arg(long)]
    bets: Option<String>,
    #[arg(long, default_value = "0")]
    ante: String,
    /// The smallest chip in play, in dollars [default: 0.25; 0.10 for joker_draw, whose
    /// stakes are multiples of 0.30]
    #[arg(long)]
    chip: Option<String>,
    /// Bets per round (one bet plus raises)
    #[arg(long)]
    cap: Option<i64>,
    #[arg(long)]
    seats: Option<i64>,
    #[arg(long)]
    tournament: bool,
    /// The big blind always advances (dead button)
    #[arg(long)]
    dead_button: bool,
    /// The collection rate in dollars, when the schedule has none for this game and stake
    #[arg(long)]
    rate: Option<String>,
    /// Minutes between time collections
    #[arg(long)]
    every: Option<i64>,
    /// Hold'em: the button pays the drop instead of the pot
    #[arg(long)]
    button_drop: bool,
    /// Hold'em: no drop from a pot that ends before the flop
    #[arg(long)]
    no_flop_no_drop: bool,
    /// Five Card Draw: play with the joker (a bug)
    #[arg(long)]
    joker: bool,
    /// Low Ball: what a checked seven (or a check-raise without an eight) costs
    #[arg(long, value_enum)]
    sevens_penalty: Option<SevensArg>,
    /// Low Ball: a player who wins two pots in a row must kill the next
    #[arg(long)]
    required_kill: bool,
    /// The least a player sits down with, in dollars [default: the game's, docs/rulings.md]
    #[arg(long)]
    min_buy_in: Option<String>,
    /// The most a player may have in front of him after buying in or adding on, in dollars
    /// [default: the game's]
    #[arg(long)]
    max_buy_in: Option<String>,
    #[arg(long)]
    json: bool,
}

/// Low Ball's sevens rule penalty.
#[derive(Debug, Clone, Copy, ValueEnum)]
pub enum SevensArg {
    /// The offender wins only the pot before the draw; later bets go back
    VoidPostDraw,
    /// The offender loses the pot to the next best hand
    ForfeitPot,
}

#[derive(Debug, Subcommand)]
pub enum TableCommand {
    /// Open a table
    Open(Box<OpenArgs>),
    /// Close a table (refused while a hand is unfinished)
    Close {
        id: i64,
        #[arg(long)]
        json: bool,
    },
    /// Break a table: its players go on their game's list (ahead of everyone waiting, or after,
    /// as the house sets), then it closes
    Break { id: i64 },
    /// Place the first button by the high-card draw: the card dealt to each seat
    Button {
        id: i64,
        /// SEAT=CARD for every seated player, such as 1=Kd 4=As 7=7c
        #[arg(required = true, value_name = "SEAT=CARD")]
        cards: Vec<String>,
    },
    /// The status board
    List {
        /// Closed tables too
        #[arg(long)]
        all: bool,
        #[arg(long)]
        json: bool,
    },
}

#[derive(Debug, Subcommand)]
pub enum DealerCommand {
    /// Push a dealer into the box (the dealer there goes off)
    Push {
        #[arg(long)]
        table: i64,
        #[arg(long)]
        dealer: String,
    },
    /// Take the dealer off a table
    Pull {
        #[arg(long)]
        table: i64,
    },
}

pub(crate) fn request(a: &OpenArgs) -> Result<OpenTable, Failure> {
    let (small_blind_cents, big_blind_cents) = match &a.blinds {
        Some(b) => parse_pair("--blinds", b)?,
        None => (0, 0),
    };
    let betting = match a.structure {
        StructureArg::Fixed => Betting::FixedLimit,
        StructureArg::No => Betting::NoLimit,
        StructureArg::Pot => Betting::PotLimit,
    };
    let (small_bet_cents, big_bet_cents) = match (&a.bets, betting) {
        (Some(b), _) => parse_pair("--bets", b)?,
        (None, Betting::FixedLimit) => {
            return Err(Failure {
                code: RoomCode::InvalidInput.into(),
                message: "a fixed-limit table needs --bets SMALL/BIG, such as 4/8".into(),
            });
        }
        (None, _) => (big_blind_cents, big_blind_cents),
    };
    Ok(OpenTable {
        name: a.name.clone(),
        game: crate::session::game_code(&a.game)?,
        betting,
        small_blind_cents,
        big_blind_cents,
        ante_cents: parse_dollars(&a.ante)?,
        small_bet_cents,
        big_bet_cents,
        chip_unit_cents: match &a.chip {
            Some(chip) => parse_dollars(chip)?,
            None if a.game == "joker_draw" => 10,
            None => 25,
        },
        max_bets_per_round: a.cap,
        seat_limit: a.seats,
        tournament: a.tournament,
        button_rule: Some(if a.dead_button {
            ButtonRule::Dead
        } else {
            ButtonRule::Moving
        }),
        rate_cents: a.rate.as_deref().map(parse_dollars).transpose()?,
        collection_interval_minutes: a.every,
        drop_mode: Some(if a.button_drop {
            DropMode::ButtonDrop
        } else {
            DropMode::PotDrop
        }),
        no_flop_no_drop: a.no_flop_no_drop,
        joker: a.joker,
        sevens_penalty: a.sevens_penalty.map(|p| match p {
            SevensArg::VoidPostDraw => SevensRule::VoidPostDraw,
            SevensArg::ForfeitPot => SevensRule::ForfeitPot,
        }),
        required_kill: a.required_kill,
        min_buy_in_cents: a.min_buy_in.as_deref().map(parse_dollars).transpose()?,
        max_buy_in_cents: a.max_buy_in.as_deref().map(parse_dollars).transpose()?,
    })
}

fn board(tables: &[TableStatus], clock: &dyn cardroom_room::Clock) -> String {
    let rows = tables
        .iter()
        .map(|t| {
            [
                t.id.to_string(),
                t.name.clone(),
                t.game_name.clone(),
                t.stakes.clone(),
                format!("{}/{}", t.seated, t.seat_limit),
                t.dealer.clone().unwrap_or_else(|| "-".into()),
                t.button_seat
                    .map(|b| b.to_string())
                    .unwrap_or_else(|| "-".into()),
                if t.hand_in_progress { "yes" } else { "no" }.into(),
                t.collection
                    .as_ref()
                    .map_or_else(|| "no rate in effect".to_string(), ToString::to_string),
                t.next_collection_due
                    .as_deref()
                    .map(|d| crate::when(clock, d))
                    .or_else(|| {
                        t.closed_at
                            .as_ref()
                            .map(|c| format!("closed {}", crate::when(clock, c)))
                    })
                    .unwrap_or_else(|| "-".into()),
            ]
        })
        .collect();
    table(
        [
            "Id",
            "Table",
            "Game",
            "Stakes",
            "Seated",
            "Dealer",
            "Button",
            "Hand",
            "Collection",
            "Next due",
        ],
        rows,
    )
}

fn show(t: &TableStatus, clock: &dyn cardroom_room::Clock, json: bool) -> Result<(), Failure> {
    if json {
        return print_json(t);
    }
    say!("{}", board(std::slice::from_ref(t), clock));
    Ok(())
}

pub fn run(s: &Session, cmd: TableCommand) -> Result<(), Failure> {
    let room = s.room()?;
    match cmd {
        TableCommand::Open(args) => {
            let req = request(&args)?;
            let actor = s.actor(&room)?;
            show(&room.open_table(actor, &req)?, room.clock(), args.json)
        }
        TableCommand::Close { id, json } => {
            let actor = s.actor(&room)?;
            show(&room.close_table(actor, id)?, room.clock(), json)
        }
        TableCommand::Break { id } => {
            let actor = s.actor(&room)?;
            let entries = room.break_table(actor, id)?;
            say!(
                "table {id} broken: {} player(s) on the list (entries {})",
                entries.len(),
                entries
                    .iter()
                    .map(i64::to_string)
                    .collect::<Vec<_>>()
                    .join(", ")
            );
            Ok(())
        }
        TableCommand::Button { id, cards } => {
            let draw = cards
                .iter()
                .map(|c| {
                    let (seat, card) = c.split_once('=').ok_or_else(|| Failure {
                        code: RoomCode::InvalidInput.into(),
                        message: format!("{c:?}: write SEAT=CARD, such as 4=As"),
                    })?;
                    let seat_no = seat.trim().parse().map_err(|_| Failure {
                        code: RoomCode::InvalidInput.into(),
                        message: format!("{c:?}: {seat:?} is not a seat number"),
                    })?;
                    Ok(DrawCard {
                        seat_no,
                        card: card.trim().to_string(),
                    })
                })
                .collect::<Result<Vec<_>, Failure>>()?;
            let actor = s.actor(&room)?;
            let result = room.draw_for_button(actor, id, &draw)?;
            say!("{}", result.reason);
            Ok(())
        }
        TableCommand::List { all, json } => {
            let tables = room.status_board(all)?;
            if json {
                return print_json(&tables);
            }
            say!("{}", board(&tables, room.clock()));
            Ok(())
        }
    }
}

pub fn run_dealer(s: &Session, cmd: DealerCommand) -> Result<(), Failure> {
    let (room, actor) = s.acting()?;
    match cmd {
        DealerCommand::Push { table, dealer } => {
            let dealer = room.staff_named(&dealer)?;
            room.push_dealer(actor, table, dealer.id)?;
            say!("{} is dealing at table {table}", dealer.name);
        }
        DealerCommand::Pull { table } => {
            room.pull_dealer(actor, table)?;
            say!("table {table} has no dealer");
        }
    }
    Ok(())
}
