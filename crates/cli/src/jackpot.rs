//! `cardroom jackpot`: player-funded jackpots. A fund is added with its games, collection,
//! qualifier and split; `list` gives each fund's balance and its pending hits; `show` its
//! posted rules, hits, payouts and ledger; `pay` pays a hit the hand proves, with the floor
//! manager's PIN and a witness's; `adjust` corrects a fund with a reason.

use clap::Subcommand;

use cardroom_engine::jackpot::Split;
use cardroom_room::money::{format_cents as d, parse_dollars};
use cardroom_room::{
    FundAdjustment, FundTerms, FundView, JackpotPayment, Jackpots, LedgerBy, LedgerLine, NewFund,
    Qualifier, RoomCode, SeatName, TieRule,
};

use crate::Failure;
use crate::session::{Session, game_code, print_json, table};

#[derive(Debug, Subcommand)]
pub enum JackpotCommand {
    /// Add a fund: its games, its collection, what qualifies and how a hit is shared
    Add(Box<AddFund>),
    /// Every fund: its balance and its pending hits
    List {
        #[arg(long)]
        json: bool,
    },
    /// One fund: its posted rules, pending hits, payouts and ledger
    Show {
        /// The fund (its id)
        fund: i64,
        /// The ledger's first gaming day (`2026-11-23`) [default: the fund's first]
        #[arg(long)]
        from: Option<String>,
        /// The ledger's last gaming day [default: today's]
        #[arg(long)]
        to: Option<String>,
        /// The ledger by gaming day or by quarter
        #[arg(long, value_enum, default_value = "day")]
        by: ByArg,
        #[arg(long)]
        json: bool,
    },
    /// Pay a hit: the hand is read again and must qualify; a witness confirms with his PIN
    Pay {
        #[arg(long)]
        fund: i64,
        #[arg(long)]
        hand: i64,
        /// The witness: another staff member (his name)
        #[arg(long)]
        witness: String,
        /// The witness's PIN [env: CARDROOM_WITNESS_PIN]
        #[arg(long, env = "CARDROOM_WITNESS_PIN", hide_env_values = true)]
        witness_pin: String,
        /// A player's name for his seat, `4=Ann Lee` (needed above the fund's threshold)
        #[arg(long = "name", value_name = "SEAT=NAME")]
        names: Vec<String>,
        /// Pay in chips onto the players' stacks at the table (between hands), not in cash
        #[arg(long)]
        in_chips: bool,
        #[command(flatten)]
        pin: crate::closeout::PinArg,
        #[arg(long)]
        json: bool,
    },
    /// Correct a fund's balance (`--amount -1.00` takes away), with the reason
    Adjust {
        #[arg(long)]
        fund: i64,
        #[arg(long, allow_hyphen_values = true)]
        amount: String,
        #[arg(long)]
        reason: String,
        #[command(flatten)]
        pin: crate::closeout::PinArg,
    },
}

#[derive(Debug, Clone, Copy, clap::ValueEnum)]
pub enum TiesArg {
    Share,
    FirstShown,
}

#[derive(Debug, Clone, Copy, clap::ValueEnum)]
pub enum ByArg {
    Day,
    Quarter,
}

#[derive(Debug, clap::Args)]
pub struct AddFund {
    /// The fund's name (`Bad beat`)
    #[arg(long)]
    name: String,
    /// The games that feed it, by code, comma-separated (holdem, pineapple, five_card_draw,
    /// lowball, mexican)
    #[arg(long, value_delimiter = ',', required = true)]
    games: Vec<String>,
    /// The collection from each pot, in dollars (`1.00`)
    #[arg(long)]
    drop: String,
    /// The pot size from which it is taken, in dollars (`20.00`)
    #[arg(long, default_value = "0")]
    min_pot: String,
    /// Taken only once the flop is dealt
    #[arg(long)]
    at_flop: bool,
    /// The house's administrative fee, in percent of each collection
    #[arg(long, default_value_t = 0)]
    fee: u8,
    /// The seed, in dollars
    #[arg(long, default_value = "0")]
    seed: String,
    /// The collection stops while the fund holds this much, in dollars
    #[arg(long)]
    cap: Option<String>,
    /// The lowest big blind fed, in dollars
    #[arg(long)]
    min_blind: Option<String>,
    /// The highest big blind fed, in dollars
    #[arg(long)]
    max_blind: Option<String>,
    /// A bad beat: the weakest losing hand that qualifies, five cards (`9c 9d 9h 9s 2c`:
    /// four of a kind)
    #[arg(
        long,
        required_unless_present = "high_hand_every",
        conflicts_with = "high_hand_every"
    )]
    loser_at_least: Option<String>,
    /// A high-hand promotion instead: the best hand of each period of this many minutes
    /// from midnight (60: each hour), paid when the period ends
    #[arg(long)]
    high_hand_every: Option<u32>,
    /// A high hand: the weakest hand that counts, five cards (none: any hand shown)
    #[arg(long, requires = "high_hand_every")]
    at_least: Option<String>,
    /// A high hand tied in its period: shared, or the first shown takes it
    #[arg(
        long,
        value_enum,
        default_value = "share",
        requires = "high_hand_every"
    )]
    ties: TiesArg,
    /// One hole card playing is enough (the default: both must play)
    #[arg(long)]
    one_hole_card: bool,
    /// The fewest players dealt in
    #[arg(long, default_value_t = 4)]
    min_dealt_in: u8,
    /// The loser's, the winner's and the table's shares, in percent (`50/25/15`); the rest
    /// seeds the next jackpot
    #[arg(long, default_value = "50/25/15")]
    split: String,
    /// A payout above this needs each player's name, in dollars
    #[arg(long, default_value = "500.00")]
    names_above: String,
    /// When the terms take effect (`2026-11-23T18:00:00Z`) [default: now]
    #[arg(long)]
    from: Option<String>,
}

fn invalid(message: impl Into<String>) -> Failure {
    Failure {
        code: RoomCode::InvalidInput.into(),
        message: message.into(),
    }
}

fn dollars(text: Option<&str>) -> Result<Option<i64>, Failure> {
    text.map(parse_dollars).transpose().map_err(Failure::from)
}

fn split_of(text: &str) -> Result<Split, Failure> {
    let parts: Vec<u8> = text
        .split('/')
        .map(|p| p.trim().parse::<u8>())
        .collect::<Result<_, _>>()
        .map_err(|_| invalid(format!("--split {text:?}: three percentages, `50/25/15`")))?;
    match parts.as_slice() {
        [loser, winner, table] => Ok(Split {
            loser: *loser,
            winner: *winner,
            table: *table,
        }),
        _ => Err(invalid(format!(
            "--split {text:?}: three percentages, `50/25/15`"
        ))),
    }
}

fn add(s: &Session, a: &AddFund) -> Result<(), Failure> {
    let terms = FundTerms {
        games: a
            .games
            .iter()
            .map(|g| game_code(g.trim()))
            .collect::<Result<_, _>>()?,
        min_big_blind_cents: dollars(a.min_blind.as_deref())?,
        max_big_blind_cents: dollars(a.max_blind.as_deref())?,
        drop_cents: parse_dollars(&a.drop)?,
        min_pot_cents: parse_dollars(&a.min_pot)?,
        at_flop: a.at_flop,
        fee_percent: a.fee,
        cap_cents: dollars(a.cap.as_deref())?,
        qualifier: match (a.high_hand_every, &a.loser_at_least) {
            (Some(period_minutes), _) => Qualifier::HighHand {
                at_least: a.at_least.clone(),
                both_hole_cards: !a.one_hole_card,
                period_minutes,
                ties: match a.ties {
                    TiesArg::Share => TieRule::Share,
                    TiesArg::FirstShown => TieRule::FirstShown,
                },
            },
            (None, loser_at_least) => Qualifier::BadBeat {
                loser_at_least: loser_at_least.clone().unwrap_or_default(),
                both_hole_cards: !a.one_hole_card,
                min_dealt_in: a.min_dealt_in,
            },
        },
        split: split_of(&a.split)?,
        names_above_cents: parse_dollars(&a.names_above)?,
    };
    let (room, actor) = s.acting()?;
    let fund = room.add_jackpot_fund(
        actor,
        &NewFund {
            name: a.name.clone(),
            terms,
            seed_cents: parse_dollars(&a.seed)?,
            effective_from: a.from.clone(),
        },
    )?;
    say!(
        "fund {} {:?}: {} (terms v{} from {})\n{}",
        fund.id,
        fund.name,
        d(fund.balance_cents),
        fund.version,
        fund.effective_from,
        fund.rules
    );
    Ok(())
}

fn seat_names(names: &[String]) -> Result<Vec<SeatName>, Failure> {
    names
        .iter()
        .map(|text| {
            let (seat, name) = text
                .split_once('=')
                .ok_or_else(|| invalid(format!("--name {text:?}: `SEAT=NAME`, as `4=Ann Lee`")))?;
            let seat = seat
                .trim()
                .parse::<u8>()
                .map_err(|_| invalid(format!("--name {text:?}: the seat is a number")))?;
            Ok(SeatName {
                seat,
                name: name.trim().to_string(),
            })
        })
        .collect()
}

fn day(text: &str) -> Result<chrono::NaiveDate, Failure> {
    cardroom_room::gaming_day::parse_day(text).map_err(Failure::from)
}

pub fn run(s: &Session, cmd: JackpotCommand) -> Result<(), Failure> {
    match cmd {
        JackpotCommand::Add(a) => add(s, &a),
        JackpotCommand::List { json } => {
            let jackpots = s.room()?.jackpots()?;
            if json {
                return print_json(&jackpots);
            }
            print!("{}", render_list(&jackpots));
            Ok(())
        }
        JackpotCommand::Show {
            fund,
            from,
            to,
            by,
            json,
        } => {
            let room = s.room()?;
            let jackpots = room.jackpots()?;
            let view = jackpots
                .funds
                .iter()
                .find(|f| f.id == fund)
                .ok_or(cardroom_room::RoomError::UnknownFund { id: fund })?;
            let first = view.effective_from.get(..10).unwrap_or("2000-01-01");
            let today = jackpots.at.get(..10).unwrap_or(first);
            let from = day(from.as_deref().unwrap_or(first))?;
            let to = day(to.as_deref().unwrap_or(today))?;
            let by = match by {
                ByArg::Day => LedgerBy::Day,
                ByArg::Quarter => LedgerBy::Quarter,
            };
            let ledger: Vec<LedgerLine> = room
                .jackpot_ledger(from, to, by)?
                .into_iter()
                .filter(|l| l.fund_id == fund)
                .collect();
            if json {
                return print_json(&serde_json::json!({
                    "fund": view,
                    "payouts": jackpots.payouts.iter().filter(|p| p.fund_id == fund).collect::<Vec<_>>(),
                    "ledger": ledger,
                }));
            }
            print!("{}", render_fund(view, &jackpots, &ledger));
            Ok(())
        }
        JackpotCommand::Pay {
            fund,
            hand,
            witness,
            witness_pin,
            names,
            in_chips,
            pin,
            json,
        } => {
            let (room, actor) = s.acting()?;
            let paid = room.pay_jackpot(
                actor,
                &JackpotPayment {
                    fund_id: fund,
                    hand_id: hand,
                    pin: pin.pin().to_string(),
                    witness_id: room.staff_named(&witness)?.id,
                    witness_pin,
                    names: seat_names(&names)?,
                    in_chips,
                },
            )?;
            if json {
                return print_json(&paid);
            }
            let rows = paid
                .shares
                .iter()
                .map(|s| {
                    vec![
                        s.seat.to_string(),
                        s.name.clone(),
                        s.part.clone(),
                        d(s.amount_cents),
                    ]
                })
                .collect();
            print!("{}", table(["Seat", "Player", "Share", "Paid"], rows));
            say!(
                "\npaid {} from the fund by {}, witnessed by {}: the fund held {}, now {}",
                d(paid.paid_cents),
                paid.paid_by,
                paid.witness,
                d(paid.fund_before_cents),
                d(paid.fund_after_cents)
            );
            Ok(())
        }
        JackpotCommand::Adjust {
            fund,
            amount,
            reason,
            pin,
        } => {
            let cents = match amount.strip_prefix('-') {
                Some(rest) => -parse_dollars(rest)?,
                None => parse_dollars(&amount)?,
            };
            let (room, actor) = s.acting()?;
            let jackpots = room.adjust_jackpot(
                actor,
                &FundAdjustment {
                    fund_id: fund,
                    amount_cents: cents,
                    reason,
                    pin: pin.pin().to_string(),
                },
            )?;
            print!("{}", render_list(&jackpots));
            Ok(())
        }
    }
}

fn render_list(j: &Jackpots) -> String {
    let rows = j
        .funds
        .iter()
        .map(|f| {
            vec![
                f.id.to_string(),
                f.name.clone(),
                d(f.balance_cents),
                f.pending.len().to_string(),
            ]
        })
        .collect();
    let mut out = table(["Fund", "Name", "Balance", "Pending hits"], rows);
    for f in &j.funds {
        for h in &f.pending {
            out.push_str(&format!(
                "\nPENDING {}: hand {} at {} ({}): {}; keep the cards",
                f.name, h.hand_id, h.table_name, h.found_at, h.words
            ));
        }
    }
    out.push('\n');
    out
}

fn render_fund(f: &FundView, j: &Jackpots, ledger: &[LedgerLine]) -> String {
    let mut out = format!(
        "{} (fund {}): {}\nTerms v{} from {}\n{}\n",
        f.name,
        f.id,
        d(f.balance_cents),
        f.version,
        f.effective_from,
        f.rules
    );
    for later in &f.later {
        out.push_str(&format!(
            "Terms v{} from {} (posted then)\n{}\n",
            later.version, later.effective_from, later.rules
        ));
    }
    out.push_str(&render_list(&Jackpots {
        at: j.at.clone(),
        funds: vec![f.clone()],
        payouts: Vec::new(),
    }));
    let payouts: Vec<Vec<String>> = j
        .payouts
        .iter()
        .filter(|p| p.fund_id == f.id)
        .map(|p| {
            vec![
                p.paid_at.clone(),
                d(p.fund_before_cents),
                d(p.paid_cents),
                d(p.fund_after_cents),
                p.paid_by.clone(),
                p.witness.clone(),
            ]
        })
        .collect();
    if !payouts.is_empty() {
        out.push_str("\nPayouts\n");
        out.push_str(&table(
            ["Paid at", "Before", "Paid", "After", "By", "Witness"],
            payouts,
        ));
        out.push('\n');
    }
    let rows = ledger
        .iter()
        .map(|l| {
            vec![
                l.period.clone(),
                d(l.opening_cents),
                d(l.seed_cents),
                d(l.collected_cents),
                d(l.fee_cents),
                d(l.paid_cents),
                d(l.adjustment_cents),
                d(l.closing_cents),
            ]
        })
        .collect();
    out.push_str("\nLedger\n");
    out.push_str(&table(
        [
            "Period",
            "Opening",
            "Seed",
            "Collected",
            "Fee",
            "Paid",
            "Corrections",
            "Closing",
        ],
        rows,
    ));
    out.push('\n');
    out
}
