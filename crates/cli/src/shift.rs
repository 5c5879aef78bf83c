//! `cardroom shift open | close` and `cardroom report shift`.

use cardroom_room::RoomCode;
use std::path::PathBuf;

use clap::Subcommand;

use cardroom_room::ShiftReport;
use cardroom_room::money::format_cents as d;

use crate::Failure;
use crate::session::{Session, print_json, table};

#[derive(Debug, Subcommand)]
pub enum ShiftCommand {
    /// Open a shift run by the acting floor manager
    Open,
    /// Close the open shift
    Close,
}

#[derive(Debug, Subcommand)]
pub enum ReportCommand {
    /// The end-of-shift collection report (the latest shift by default)
    Shift {
        #[arg(long)]
        shift: Option<i64>,
        /// One JSON document
        #[arg(long, conflicts_with = "csv")]
        json: bool,
        /// Write the report as CSV to FILE (`-` for standard output)
        #[arg(long, value_name = "FILE")]
        csv: Option<PathBuf>,
    },
}

pub fn run(s: &Session, cmd: ShiftCommand) -> Result<(), Failure> {
    let room = s.room()?;
    let actor = s.actor(&room)?;
    let shift = match cmd {
        ShiftCommand::Open => room.open_shift(actor)?,
        ShiftCommand::Close => room.close_shift(actor)?,
    };
    match shift.closed_at {
        Some(closed) => say!("shift {} closed at {closed}", shift.id),
        None => say!(
            "shift {} opened at {} by {}",
            shift.id,
            shift.opened_at,
            shift.floor_manager
        ),
    }
    Ok(())
}

pub fn run_report(s: &Session, cmd: ReportCommand) -> Result<(), Failure> {
    let ReportCommand::Shift { shift, json, csv } = cmd;
    let room = s.room()?;
    let actor = s.actor(&room)?;
    let report = room.shift_report(actor, shift)?;
    if json {
        return print_json(&report);
    }
    if let Some(path) = csv {
        let text = report.to_csv()?;
        if path.as_os_str() == "-" {
            print!("{text}");
        } else {
            std::fs::write(&path, text).map_err(|e| Failure {
                code: RoomCode::Io.into(),
                message: format!("cannot write {}: {e}", path.display()),
            })?;
            say!("wrote {}", path.display());
        }
        return Ok(());
    }
    print!("{}", render(&report));
    Ok(())
}

fn render(r: &ShiftReport) -> String {
    let mut out = format!(
        "Shift {} ({}), {} to {}\n",
        r.shift.id, r.shift.floor_manager, r.from, r.to
    );
    let rows = r
        .by_table
        .iter()
        .chain(r.by_dealer.iter())
        .map(|g| {
            let f = &g.figures;
            [
                g.key.clone(),
                d(f.due_cents),
                d(f.collected_cents),
                d(f.not_collected_cents),
                d(f.unmarked_cents),
                d(f.drop_cents),
                f.hands_dealt.to_string(),
                d(f.house_cents),
                d(f.banked_cents),
            ]
        })
        .collect();
    out.push_str(&table(
        [
            "Table / dealer",
            "Expected",
            "Collected",
            "Not paid",
            "Unmarked",
            "Drops",
            "Hands",
            "House",
            "Banked",
        ],
        rows,
    ));
    let t = &r.totals;
    out.push_str(&format!(
        "\nTotal: expected {} + drops {}; collected {} + drops {}; not paid {} (sitting out {}, left {}, new player {}, comped {}); unmarked {}\n",
        d(t.due_cents),
        d(t.drop_cents),
        d(t.collected_cents),
        d(t.drop_cents),
        d(t.not_collected_cents),
        d(t.sitting_out_cents),
        d(t.left_cents),
        d(t.new_player_cents),
        d(t.comped_cents),
        d(t.unmarked_cents)
    ));
    if t.banked_cents != 0 {
        out.push_str(&format!(
            "House-banked games: the bank {} {} (not a collection)\n",
            if t.banked_cents > 0 { "won" } else { "lost" },
            d(t.banked_cents.abs())
        ));
    }
    for x in &r.discrepancies {
        out.push_str(&format!(
            "DISCREPANCY {} seat {} {} due {}: {} {}\n",
            x.table,
            x.seat_no,
            x.player_name,
            x.due_at,
            d(x.amount_cents),
            x.problem
        ));
    }
    out
}
