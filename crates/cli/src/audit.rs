//! `cardroom audit`: the audit trail, filtered, as a table, JSON or CSV (floor managers).

use clap::Args;

use cardroom_room::{AuditOutcome, AuditQuery};

use crate::Failure;
use crate::session::{Session, print_json, table};

#[derive(Debug, Args)]
pub struct AuditArgs {
    /// Only this staff member's entries (his id)
    #[arg(long)]
    pub staff: Option<i64>,
    /// Only entries at this table (its id)
    #[arg(long)]
    pub table: Option<i64>,
    /// From this time (RFC 3339, such as 2026-11-23T18:00:00Z)
    #[arg(long)]
    pub from: Option<String>,
    /// Before this time
    #[arg(long)]
    pub to: Option<String>,
    /// Only this kind: a use case (seat_player, act, …), sign_in, confirm_pin, sign_out
    #[arg(long)]
    pub kind: Option<String>,
    /// Only refusals
    #[arg(long)]
    pub refused: bool,
    /// At most this many entries, newest first
    #[arg(long)]
    pub limit: Option<i64>,
    /// As JSON, one object per entry with its changes
    #[arg(long, conflicts_with = "csv")]
    pub json: bool,
    /// As CSV, one line per entry
    #[arg(long)]
    pub csv: bool,
}

pub fn run(s: &Session, args: AuditArgs) -> Result<(), Failure> {
    let (room, actor) = s.acting()?;
    let query = AuditQuery {
        staff_id: args.staff,
        table_id: args.table,
        from: args.from,
        to: args.to,
        kind: args.kind,
        outcome: args.refused.then_some(AuditOutcome::Refused),
        limit: args.limit,
    };
    if args.csv {
        print!(
            "{}",
            crate::terminal::clean(&room.audit_csv(actor, &query)?)
        );
        return Ok(());
    }
    let entries = room.audit_log(actor, &query)?;
    if args.json {
        return print_json(&entries);
    }
    let rows = entries
        .iter()
        .map(|e| {
            let changes: Vec<String> = e
                .changes
                .iter()
                .map(|c| format!("{} {}: {} -> {}", c.what, c.row, c.before, c.after))
                .collect();
            [
                e.id.to_string(),
                crate::when(room.clock(), &e.at),
                e.staff.clone().unwrap_or_default(),
                format!("{} {}", e.station, e.machine),
                e.kind.clone(),
                match e.outcome {
                    AuditOutcome::Refused => format!("refused: {}", e.detail),
                    AuditOutcome::Done => "done".into(),
                },
                e.table_id.map(|t| t.to_string()).unwrap_or_default(),
                changes.join("\n"),
            ]
        })
        .collect();
    let out = table(
        [
            "id", "at", "staff", "station", "kind", "outcome", "table", "changes",
        ],
        rows,
    );
    say!("{out}");
    Ok(())
}
