//! `cardroom collect due | mark`.

use clap::{Subcommand, ValueEnum};

use cardroom_room::money::format_cents;
use cardroom_room::{Mark, NotPaidReason};

use crate::Failure;
use crate::session::{Session, print_json, table};

#[derive(Debug, Clone, Copy, ValueEnum)]
pub enum MarkArg {
    /// Taken from the chips in front of him (his stack goes down)
    Paid,
    /// Paid in cash (his stack is left alone)
    Cash,
    SittingOut,
    Left,
    /// The player had just sat down.
    NewPlayer,
    Comped,
}

#[derive(Debug, Subcommand)]
pub enum CollectCommand {
    /// Record what has fallen due and list every collection not yet marked
    Due {
        #[arg(long)]
        table: Option<i64>,
        #[arg(long)]
        json: bool,
    },
    /// Mark a collection paid, or not paid with the reason
    Mark {
        id: i64,
        #[arg(value_enum)]
        how: MarkArg,
        /// Why it is comped (a comp needs it; a floor manager's)
        #[arg(long)]
        reason: Option<String>,
    },
}

pub fn run(s: &Session, cmd: CollectCommand) -> Result<(), Failure> {
    let (room, actor) = s.acting()?;
    match cmd {
        CollectCommand::Due { table: id, json } => {
            // On request, the CLI records what fell due first (the app does it on its clock).
            room.record_due_collections(actor, id)?;
            let due = room.collections_due(actor, id)?;
            if json {
                return print_json(&due);
            }
            let rows = due
                .iter()
                .map(|c| {
                    [
                        c.id.map_or_else(String::new, |id| id.to_string()),
                        c.table_id.to_string(),
                        crate::when(room.clock(), &c.due_at),
                        c.seat_no.to_string(),
                        c.player_name.clone(),
                        format_cents(c.amount_cents),
                    ]
                })
                .collect();
            say!(
                "{}",
                table(["Id", "Table", "Due at", "Seat", "Player", "Amount"], rows)
            );
        }
        CollectCommand::Mark { id, how, reason } => {
            let mark = match how {
                MarkArg::Paid => Mark::Paid,
                MarkArg::Cash => Mark::PaidInCash,
                MarkArg::SittingOut => Mark::NotPaid(NotPaidReason::SittingOut),
                MarkArg::Left => Mark::NotPaid(NotPaidReason::Left),
                MarkArg::NewPlayer => Mark::NotPaid(NotPaidReason::NewPlayer),
                MarkArg::Comped => Mark::NotPaid(NotPaidReason::Comped),
            };
            let c = match (how, reason) {
                (MarkArg::Comped, reason) => {
                    room.comp_collection(actor, id, reason.as_deref().unwrap_or(""))?
                }
                _ => room.mark_collection(actor, id, mark)?,
            };
            let status = match (c.status, c.reason) {
                (_, Some(reason)) => format!("not paid ({})", reason.as_str().replace('_', " ")),
                _ => match c.stack_after_cents {
                    Some(stack) => format!("paid from the stack (now {})", format_cents(stack)),
                    None => "paid".to_string(),
                },
            };
            say!(
                "{} {} due {}: {status}",
                c.player_name,
                format_cents(c.amount_cents),
                crate::when(room.clock(), &c.due_at)
            );
        }
    }
    Ok(())
}
