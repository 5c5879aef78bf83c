//! `cardroom seat add | move | remove | pick-up | out | in | list`.

use clap::Subcommand;

use cardroom_room::money::{format_cents, parse_dollars};
use cardroom_room::{AddChips, CorrectChips, Entry, SeatDto, SeatPlayer};

use crate::Failure;
use crate::session::{Session, print_json, table};

#[derive(Debug, Subcommand)]
pub enum SeatCommand {
    /// Seat a player in a free seat
    Add {
        #[arg(long)]
        table: i64,
        #[arg(long)]
        seat: i64,
        /// The name at the seat (a registered player's wall name when left out)
        #[arg(long, required_unless_present = "player", default_value = "")]
        name: String,
        /// The registered player's number (`cardroom player add` gives one)
        #[arg(long, value_name = "NUMBER")]
        player: Option<String>,
        /// Chips brought to the table, in dollars
        #[arg(long)]
        stack: String,
        /// The buy-in was paid in cash at the table (the Title 31 logs)
        #[arg(long)]
        cash: bool,
        /// The floor compared this self-exclusion notice's photo: he is not its patron
        #[arg(long, value_name = "NOTICE")]
        not_excluded: Option<i64>,
        /// Post a big blind to play at once instead of waiting for it
        #[arg(long)]
        post: bool,
        /// Seat him outside the table's buy-in limits, for this reason (a floor manager's)
        #[arg(long, value_name = "REASON")]
        outside_buy_in: Option<String>,
    },
    /// A seated player's chips: add an add-on or rebuy (--add), or set the stack to the chips
    /// the dealer counted (--set, a floor manager's, with --reason and his PIN)
    Chips {
        #[arg(long)]
        table: i64,
        #[arg(long)]
        seat: i64,
        /// Chips bought, in dollars: on his stack now, or after the hand he is in
        #[arg(long, conflicts_with_all = ["set", "reason"], required_unless_present = "set")]
        add: Option<String>,
        /// The add-on was paid in cash at the table (the Title 31 logs)
        #[arg(long, requires = "add")]
        cash: bool,
        /// The chips counted on the felt, in dollars
        #[arg(long, requires = "reason")]
        set: Option<String>,
        /// Why the stack is corrected
        #[arg(long, requires = "set")]
        reason: Option<String>,
        /// The acting floor manager's PIN, for --set [env: CARDROOM_PIN]
        #[arg(long, env = "CARDROOM_PIN", hide_env_values = true)]
        pin: Option<String>,
    },
    /// Move a player to another seat, at this table or another
    Move {
        #[arg(long)]
        table: i64,
        #[arg(long)]
        seat: i64,
        #[arg(long)]
        to_seat: i64,
        #[arg(long)]
        to_table: Option<i64>,
    },
    /// The player leaves the table
    Remove {
        #[arg(long)]
        table: i64,
        #[arg(long)]
        seat: i64,
    },
    /// The player sits out and keeps the seat
    Out {
        #[arg(long)]
        table: i64,
        #[arg(long)]
        seat: i64,
    },
    /// The player is back in
    In {
        #[arg(long)]
        table: i64,
        #[arg(long)]
        seat: i64,
    },
    /// Pick up the seat of a player sitting out past the house's limit (he is unseated)
    PickUp {
        #[arg(long)]
        table: i64,
        #[arg(long)]
        seat: i64,
    },
    /// Name the nameless player in a seat: a registered player's number (his cash today
    /// comes with him)
    Identify {
        #[arg(long)]
        table: i64,
        #[arg(long)]
        seat: i64,
        #[arg(long, value_name = "NUMBER")]
        player: String,
    },
    /// A table's seat-change list: ask, list, take the seat that opened, decline, cancel
    #[command(subcommand)]
    Change(SeatChangeCommand),
    /// Who sits where
    List {
        #[arg(long)]
        table: i64,
        #[arg(long)]
        json: bool,
    },
}

#[derive(Debug, Subcommand)]
pub enum SeatChangeCommand {
    /// Put the player at (--from-table, --seat) on --table's list (his own table by default)
    Ask {
        #[arg(long)]
        table: i64,
        #[arg(long)]
        from_table: Option<i64>,
        #[arg(long)]
        seat: i64,
    },
    /// A table's list, in the order a seat that opens is offered
    List {
        #[arg(long)]
        table: i64,
        #[arg(long)]
        json: bool,
    },
    /// The player of a request takes the seat that opened (he moves with his stack)
    Take {
        request: i64,
        #[arg(long)]
        seat: i64,
    },
    /// The player of a request declines the seat offered
    Decline { request: i64 },
    /// Take a request off its list
    Cancel { request: i64 },
}

fn change_list(list: &[cardroom_room::SeatChangeView]) {
    if list.is_empty() {
        say!("nobody on the seat-change list");
    }
    for (i, v) in list.iter().enumerate() {
        say!(
            "{}. {} ({}, seat {}), request {}{}",
            i + 1,
            v.player_name,
            v.from_table_name,
            v.from_seat,
            v.id,
            if v.passed {
                ", passed over for this seat"
            } else {
                ""
            }
        );
    }
}

fn run_change(s: &Session, cmd: SeatChangeCommand) -> Result<(), Failure> {
    let (room, actor) = s.acting()?;
    match cmd {
        SeatChangeCommand::Ask {
            table,
            from_table,
            seat,
        } => change_list(&room.request_seat_change(
            actor,
            table,
            from_table.unwrap_or(table),
            seat,
        )?),
        SeatChangeCommand::List { table, json } => {
            let list = room.seat_changes(table)?;
            if json {
                return print_json(&list);
            }
            change_list(&list);
        }
        SeatChangeCommand::Take { request, seat } => {
            let moved = room.take_seat_change(actor, request, seat)?;
            say!("table {}, {}", moved.table_id, line(&moved));
        }
        SeatChangeCommand::Decline { request } => {
            change_list(&room.decline_seat_change(actor, request)?)
        }
        SeatChangeCommand::Cancel { request } => {
            room.cancel_seat_change(actor, request)?;
            say!("request {request} is off the list");
        }
    }
    Ok(())
}

fn line(s: &SeatDto) -> String {
    let mut notes = Vec::new();
    match s.entry {
        Entry::WaitForBigBlind => notes.push("waiting for the big blind"),
        Entry::PostBigBlind => notes.push("will post a big blind"),
        Entry::Playing => {}
    }
    if s.sitting_out {
        notes.push("sitting out");
    }
    let pending = format!("+{} after this hand", format_cents(s.pending_add_on_cents));
    if s.pending_add_on_cents > 0 {
        notes.push(&pending);
    }
    format!(
        "seat {}: {} with {}{}",
        s.seat_no,
        s.player_name,
        format_cents(s.stack_cents),
        if notes.is_empty() {
            String::new()
        } else {
            format!(" ({})", notes.join(", "))
        }
    )
}

pub fn run(s: &Session, cmd: SeatCommand) -> Result<(), Failure> {
    let cmd = match cmd {
        SeatCommand::Change(c) => return run_change(s, c),
        other => other,
    };
    let room = s.room()?;
    if let SeatCommand::List { table: id, json } = cmd {
        let seats = room.seats(id)?;
        if json {
            return print_json(&seats);
        }
        let rows = seats
            .iter()
            .map(|s| {
                [
                    s.seat_no.to_string(),
                    s.player_name.clone(),
                    format_cents(s.stack_cents),
                    line(s)
                        .split_once(" (")
                        .map(|(_, n)| n.trim_end_matches(')').to_string())
                        .unwrap_or_default(),
                ]
            })
            .collect();
        say!("{}", table(["Seat", "Player", "Stack", "Notes"], rows));
        return Ok(());
    }
    let actor = s.actor(&room)?;
    let seat = match cmd {
        SeatCommand::Add {
            table,
            seat,
            name,
            player,
            stack,
            cash,
            not_excluded,
            post,
            outside_buy_in,
        } => room.seat_player_outside_buy_in(
            actor,
            &SeatPlayer {
                table_id: table,
                seat_no: seat,
                player_name: name,
                player_number: player,
                stack_cents: parse_dollars(&stack)?,
                entry: if post {
                    Entry::PostBigBlind
                } else {
                    Entry::WaitForBigBlind
                },
                cash,
                not_excluded,
            },
            outside_buy_in.as_deref(),
        )?,
        SeatCommand::Chips {
            table,
            seat,
            add,
            cash,
            set,
            reason,
            pin,
        } => {
            let chips = match (add, set) {
                (Some(add), _) => room.add_chips(
                    actor,
                    &AddChips {
                        table_id: table,
                        seat_no: seat,
                        amount_cents: parse_dollars(&add)?,
                        cash,
                    },
                )?,
                (None, Some(set)) => room.correct_chips(
                    actor,
                    &CorrectChips {
                        table_id: table,
                        seat_no: seat,
                        stack_cents: parse_dollars(&set)?,
                        reason: reason.unwrap_or_default(),
                    },
                    &pin.unwrap_or_default(),
                )?,
                (None, None) => return Ok(()),
            };
            if chips.after_this_hand {
                say!(
                    "table {}, seat {}: {} plays {} this hand, +{} after it",
                    chips.seat.table_id,
                    chips.seat.seat_no,
                    chips.seat.player_name,
                    format_cents(chips.seat.stack_cents),
                    format_cents(chips.seat.pending_add_on_cents)
                );
                return Ok(());
            }
            chips.seat
        }
        SeatCommand::Move {
            table,
            seat,
            to_seat,
            to_table,
        } => room.move_player(actor, table, seat, to_table.unwrap_or(table), to_seat)?,
        SeatCommand::Remove { table, seat } => {
            let gone = room.unseat_player(actor, table, seat)?;
            say!(
                "{} left seat {} with {}",
                gone.player_name,
                gone.seat_no,
                format_cents(gone.stack_cents)
            );
            return Ok(());
        }
        SeatCommand::PickUp { table, seat } => {
            let gone = room.pick_up_seat(actor, table, seat)?;
            say!(
                "seat {} picked up: {} left with {}",
                gone.seat_no,
                gone.player_name,
                format_cents(gone.stack_cents)
            );
            return Ok(());
        }
        SeatCommand::Out { table, seat } => room.set_sitting_out(actor, table, seat, true)?,
        SeatCommand::In { table, seat } => room.set_sitting_out(actor, table, seat, false)?,
        SeatCommand::Identify {
            table,
            seat,
            player,
        } => room.identify_player(actor, table, seat, &player)?,
        SeatCommand::List { .. } | SeatCommand::Change(_) => return Ok(()),
    };
    say!("table {}, {}", seat.table_id, line(&seat));
    Ok(())
}
