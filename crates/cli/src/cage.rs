//! `cardroom cage`: the cage's end of shift. It counts each drop box of a closed shift, the
//! room sets the count against its record, a variance over the house's threshold is explained,
//! and the cage counter-signs the shift the floor signed off.

use clap::Subcommand;

use cardroom_room::money::{format_cents as d, parse_dollars};
use cardroom_room::{BankKind, BankMove, BoxCount, CageCount, TableBank};

use crate::Failure;
use crate::session::{Session, print_json, table};

#[derive(Debug, Subcommand)]
pub enum CageCommand {
    /// A shift's drop boxes: what the room recorded, what the cage counted, the variances
    Show {
        #[arg(long)]
        shift: i64,
        #[arg(long)]
        json: bool,
    },
    /// Enter what a table's drop box held (cage counters)
    Count {
        #[arg(long)]
        shift: i64,
        /// The table (its id)
        #[arg(long)]
        table: i64,
        /// The amount counted, in dollars (`1234.50`)
        #[arg(long)]
        amount: String,
        /// Why it differs from the room's record (needed past the house's threshold)
        #[arg(long)]
        explanation: Option<String>,
        /// Why the box is counted again (needed once it has a count)
        #[arg(long)]
        reason: Option<String>,
    },
    /// Record a table bank's opener, fill, credit or closer, with who brought and who
    /// received the chips
    Bank {
        /// The shift [default: the one open now]
        #[arg(long)]
        shift: Option<i64>,
        /// The table (its id)
        #[arg(long)]
        table: i64,
        /// opener, fill, credit or closer
        #[arg(long)]
        kind: String,
        /// The chips moved, in dollars (`500.00`)
        #[arg(long)]
        amount: String,
        /// Who brought the chips (a staff member's name)
        #[arg(long)]
        brought_by: String,
        /// Who received them (a staff member's name)
        #[arg(long)]
        received_by: String,
        /// Why an opener or a closer is entered again
        #[arg(long)]
        reason: Option<String>,
        #[arg(long)]
        json: bool,
    },
    /// Counter-sign a shift the floor signed off, with the cage counter's PIN
    Countersign {
        #[arg(long)]
        shift: i64,
        #[command(flatten)]
        pin: crate::closeout::PinArg,
    },
}

pub fn run(s: &Session, cmd: CageCommand) -> Result<(), Failure> {
    let (room, actor) = s.acting()?;
    match cmd {
        CageCommand::Show { shift, json } => {
            let count = room.cage_count(actor, shift)?;
            if json {
                return print_json(&count);
            }
            print!("{}", render(&count));
        }
        CageCommand::Count {
            shift,
            table: table_id,
            amount,
            explanation,
            reason,
        } => {
            let count = room.record_box_count(
                actor,
                &BoxCount {
                    shift_id: shift,
                    table_id,
                    counted_cents: parse_dollars(&amount)?,
                    explanation,
                    reason,
                },
            )?;
            print!("{}", render(&count));
        }
        CageCommand::Bank {
            shift,
            table: table_id,
            kind,
            amount,
            brought_by,
            received_by,
            reason,
            json,
        } => {
            let kind = kind.parse::<BankKind>().map_err(|m| Failure {
                code: cardroom_room::RoomCode::InvalidInput.into(),
                message: m,
            })?;
            let banks = room.record_bank_move(
                actor,
                &BankMove {
                    shift_id: shift,
                    table_id,
                    kind,
                    amount_cents: parse_dollars(&amount)?,
                    brought_by: room.staff_named(&brought_by)?.id,
                    received_by: room.staff_named(&received_by)?.id,
                    reason,
                },
            )?;
            if json {
                return print_json(&banks);
            }
            println!("{}", render_banks(&banks));
        }
        CageCommand::Countersign { shift, pin } => {
            let shift = room.countersign_shift(actor, shift, pin.pin())?;
            say!(
                "shift {} counter-signed by {} at {}",
                shift.id,
                shift.countersigned_by.unwrap_or_default(),
                shift.countersigned_at.unwrap_or_default()
            );
        }
    }
    Ok(())
}

/// The count as a table: variances first, then the totals and what still stands in the way.
fn render(c: &CageCount) -> String {
    let rows = c.boxes.iter().map(|b| {
        vec![
            b.table.clone(),
            d(b.expected_cents),
            b.counted_cents
                .map(d)
                .unwrap_or_else(|| "not counted".into()),
            b.variance_cents.map(d).unwrap_or_default(),
            if b.over_threshold { "over" } else { "" }.to_string(),
            b.explanation.clone().unwrap_or_default(),
        ]
    });
    let mut out = table(
        [
            "Table",
            "Recorded",
            "Counted",
            "Variance",
            "Threshold",
            "Explanation",
        ],
        rows.collect(),
    );
    out.push_str(&format!(
        "\nrecorded {} · counted {} · variance {} · threshold {}\n",
        d(c.expected_cents),
        d(c.counted_cents),
        d(c.variance_cents),
        d(c.threshold_cents)
    ));
    if c.uncounted > 0 {
        out.push_str(&format!("{} box(es) not counted\n", c.uncounted));
    }
    if c.unexplained > 0 {
        out.push_str(&format!(
            "{} variance(s) over the threshold not explained\n",
            c.unexplained
        ));
    }
    if !c.banks.is_empty() {
        out.push('\n');
        out.push_str(&render_banks(&c.banks));
        out.push('\n');
    }
    match (&c.shift.countersigned_by, &c.shift.signed_off_by) {
        (Some(by), _) => out.push_str(&format!("counter-signed by {by}\n")),
        (None, None) => out.push_str("not signed off by the floor yet\n"),
        (None, Some(_)) if c.ready => out.push_str("ready to counter-sign\n"),
        (None, Some(_)) => {}
    }
    out
}

/// The table banks: opener, fills, credits, closer, the win and the boxes' result.
fn render_banks(banks: &[TableBank]) -> String {
    let or_none = |v: Option<i64>| v.map(d).unwrap_or_else(|| "—".into());
    let rows = banks
        .iter()
        .map(|b| {
            vec![
                b.table.clone(),
                or_none(b.opener_cents),
                d(b.fills_cents),
                d(b.credits_cents),
                or_none(b.closer_cents),
                or_none(b.win_cents),
                d(b.logged_cents),
                or_none(b.difference_cents),
            ]
        })
        .collect();
    table(
        [
            "Bank",
            "Opener",
            "Fills",
            "Credits",
            "Closer",
            "Win",
            "Boxes",
            "Difference",
        ],
        rows,
    )
}
