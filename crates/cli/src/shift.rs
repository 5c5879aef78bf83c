//! `cardroom shift open | close` and `cardroom report shift`.

use cardroom_room::RoomCode;
use std::path::PathBuf;

use clap::Subcommand;

use cardroom_room::money::format_cents as d;
use cardroom_room::{FIGURES, GameCode, ReportRequest, ShiftReport};

use crate::Failure;
use crate::session::{Session, print_json, table};

#[derive(Debug, Subcommand)]
pub enum ShiftCommand {
    /// Open a shift run by the acting floor manager
    Open,
    /// Close the open shift (say what it leaves open; a close without a hand-over leaves the
    /// room with no shift, where no money moves)
    Close,
    /// The acting (incoming) floor manager takes the room over: the open shift closes and his
    /// opens at the same instant, so nothing falls between them
    HandOver,
    /// Sign off a closed shift's report with the floor manager's PIN [default: the latest
    /// closed shift]
    SignOff {
        #[arg(long)]
        shift: Option<i64>,
        #[command(flatten)]
        pin: crate::closeout::PinArg,
    },
}

#[derive(Debug, Subcommand)]
pub enum ReportCommand {
    /// The end-of-shift collection report (the latest shift by default)
    Shift {
        #[arg(long, conflicts_with_all = ["from", "to", "day"])]
        shift: Option<i64>,
        /// A gaming day instead of a shift (the date it starts on, such as 2026-11-25; it
        /// runs 24 hours from the house's start of day)
        #[arg(long, value_name = "DATE", conflicts_with_all = ["from", "to"])]
        day: Option<String>,
        /// A range's start instead of a shift (RFC 3339, such as 2026-11-01T00:00:00Z)
        #[arg(long, requires = "to")]
        from: Option<String>,
        /// The range's end (not included)
        #[arg(long, requires = "from")]
        to: Option<String>,
        /// Only this table (its id)
        #[arg(long)]
        table: Option<i64>,
        #[arg(long, help = format!("Only this game: {}", crate::session::game_codes()))]
        game: Option<String>,
        /// Only this dealer (his name)
        #[arg(long)]
        dealer: Option<String>,
        /// One JSON document
        #[arg(long, conflicts_with = "csv")]
        json: bool,
        /// Write the report as CSV to FILE (`-` for standard output)
        #[arg(long, value_name = "FILE")]
        csv: Option<PathBuf>,
        /// Write the report as an .xlsx workbook to FILE (amounts as numbers in dollars, the
        /// totals as formulas)
        #[arg(long, value_name = "FILE", conflicts_with_all = ["csv", "json"])]
        xlsx: Option<PathBuf>,
        /// Write the report as a PDF file to FILE (landscape pages, as printed)
        #[arg(long, value_name = "FILE", conflicts_with_all = ["csv", "json", "xlsx"])]
        pdf: Option<PathBuf>,
    },
    /// The count sheet of a shift's drop boxes (4 CCR 12385), as CSV, .xlsx or JSON
    CountSheet(crate::closeout::CountSheetArgs),
    /// The exceptions of a shift or a gaming day: corrections, voids, comps and not-paid
    /// collections, rate changes, seatings outside the buy-in, stack corrections, refusals,
    /// lock-outs, reprints and count variances over the threshold
    Exceptions(crate::closeout::ExceptionArgs),
    /// The multiple transaction log (Title 31): each cash transaction at the tables from the
    /// house's threshold ($3,000.00 until set), as a table, JSON, .xlsx or PDF
    Mtl(crate::player::CashLogArgs),
    /// The Currency Transaction Reports due: a person's cash in, or cash out, past $10,000.00
    /// in a gaming day, with the transactions (the room files FinCEN Form 112 itself)
    Ctr(crate::player::CashLogArgs),
}

pub fn run(s: &Session, cmd: ShiftCommand) -> Result<(), Failure> {
    let (room, actor) = s.acting()?;
    let shift = match cmd {
        ShiftCommand::Open => room.open_shift(actor)?,
        ShiftCommand::Close => {
            let open = room.still_open()?;
            let closed = room.close_shift(actor)?;
            if !open.tables.is_empty() {
                eprintln!(
                    "left open with no shift (no money moves until one opens): {} table(s), {} hand(s) in progress, {} collection(s) not marked ({})",
                    open.tables.len(),
                    open.hands_in_progress,
                    open.unmarked_count,
                    d(open.unmarked_cents)
                );
            }
            closed
        }
        ShiftCommand::HandOver => room.hand_over_shift(actor)?,
        ShiftCommand::SignOff { shift, pin } => return crate::closeout::sign_off(s, shift, &pin),
    };
    match shift.closed_at {
        Some(closed) => {
            say!(
                "shift {} closed at {}",
                shift.id,
                crate::when(room.clock(), &closed)
            );
            // Every shift close is backed up; a failed backup does not undo the close.
            match room.back_up(None, cardroom_room::BackupReason::ShiftClose) {
                Ok(b) if b.ok => say!("backed up to {}", b.path),
                Ok(b) => eprintln!(
                    "the backup {} failed its check: {}",
                    b.path,
                    b.problems.join("; ")
                ),
                Err(e) => eprintln!("the shift's backup failed: {e}"),
            }
        }
        None => say!(
            "shift {} opened at {} by {}",
            shift.id,
            crate::when(room.clock(), &shift.opened_at),
            shift.floor_manager
        ),
    }
    Ok(())
}

pub fn run_report(s: &Session, cmd: ReportCommand) -> Result<(), Failure> {
    let (shift, day, from, to, table, game, dealer, json, csv, xlsx, pdf) = match cmd {
        ReportCommand::Shift {
            shift,
            day,
            from,
            to,
            table,
            game,
            dealer,
            json,
            csv,
            xlsx,
            pdf,
        } => (
            shift, day, from, to, table, game, dealer, json, csv, xlsx, pdf,
        ),
        ReportCommand::CountSheet(a) => return crate::closeout::count_sheet(s, a),
        ReportCommand::Exceptions(a) => return crate::closeout::exceptions(s, a),
        ReportCommand::Mtl(a) => return crate::player::mtl(s, a),
        ReportCommand::Ctr(a) => return crate::player::ctr(s, a),
    };
    let (room, actor) = s.acting()?;
    let game = match game {
        Some(g) => Some(g.parse::<GameCode>().map_err(|m| Failure {
            code: RoomCode::UnknownGame.into(),
            message: m,
        })?),
        None => None,
    };
    let dealer_id = match dealer {
        Some(name) => Some(room.staff_named(&name)?.id),
        None => None,
    };
    let request = ReportRequest {
        shift_id: shift,
        gaming_day: day,
        from,
        to,
        table_id: table,
        game,
        dealer_id,
    };
    let report = room.report(actor, &request, &mut |_| true)?;
    if json {
        return print_json(&report);
    }
    if crate::closeout::wrote_file(
        xlsx,
        pdf,
        || report.to_xlsx(room.clock()),
        || report.to_pdf(room.clock()),
    )? {
        return Ok(());
    }
    if let Some(path) = csv {
        return crate::closeout::put_csv(&path, &report.to_csv(room.clock())?);
    }
    print!("{}", render(&report, room.clock()));
    Ok(())
}

/// A blank line, `title`, and a table of `items` (a row each) when there are any.
fn section<T, H, R>(out: &mut String, title: &str, header: H, items: &[T], row: impl Fn(&T) -> R)
where
    H: IntoIterator,
    H::Item: Into<comfy_table::Cell>,
    R: IntoIterator,
    R::Item: Into<comfy_table::Cell>,
{
    if items.is_empty() {
        return;
    }
    let rows = items.iter().map(row).collect();
    out.push('\n');
    out.push_str(title);
    out.push('\n');
    out.push_str(&table(header, rows));
    out.push('\n');
}

fn render(r: &ShiftReport, clock: &dyn cardroom_room::Clock) -> String {
    let mut out = match &r.shift {
        Some(s) => format!(
            "Shift {} ({}), {} to {}\n",
            s.id, s.floor_manager, r.from, r.to
        ),
        None => match &r.gaming_day {
            Some(day) => format!("Gaming day {day}, {} to {}\n", r.from, r.to),
            None => format!("From {} to {}\n", r.from, r.to),
        },
    };
    if let Some(s) = &r.shift
        && let (Some(by), Some(at)) = (&s.signed_off_by, &s.signed_off_at)
    {
        out.push_str(&format!("Signed off by {by} at {at}\n"));
    }
    let rows = r
        .by_table
        .iter()
        .chain(r.by_dealer.iter())
        .map(|g| {
            let figures = g.figures.columns(|spec| spec.cli, d);
            std::iter::once(g.key.clone())
                .chain(figures)
                .collect::<Vec<_>>()
        })
        .collect();
    let heads = FIGURES.iter().filter_map(|f| f.cli);
    out.push_str(&table(std::iter::once("Table / dealer").chain(heads), rows));
    let t = &r.totals;
    // Expected = collected + excused + missing: excused is the house's word, missing is not.
    out.push_str(&format!(
        "\nTotal: expected {} + drops {}; collected {} + drops {}; excused {} (sitting out {}, left {}, new player {}, comped {}); missing {} (the stack could not cover it {}, never marked {})\n",
        d(t.due_cents),
        d(t.drop_cents),
        d(t.collected_cents),
        d(t.drop_cents),
        d(t.excused_cents),
        d(t.sitting_out_cents),
        d(t.left_cents),
        d(t.new_player_cents),
        d(t.comped_cents),
        d(t.missing_cents),
        d(t.cannot_cover_cents),
        d(t.unmarked_cents)
    ));
    if t.banked_cents != 0 {
        out.push_str(&format!(
            "House-banked games: the bank {} {} (not a collection)\n",
            if t.banked_cents > 0 { "won" } else { "lost" },
            d(t.banked_cents.abs())
        ));
    }
    if t.adjustment_cents != 0 || !r.adjustments.is_empty() {
        out.push_str(&format!(
            "Adjustments since: {} to the house's money (house after adjustments {})\n",
            d(t.adjustment_cents),
            d(t.house_cents + t.adjustment_cents)
        ));
    }
    for a in &r.adjustments {
        out.push_str(&format!(
            "ADJUSTMENT {} by {} at {}: {} (why: {})\n",
            a.id,
            a.made_by,
            crate::when(clock, &a.made_at),
            a.detail,
            a.reason
        ));
    }
    for x in &r.discrepancies {
        out.push_str(&format!(
            "DISCREPANCY {} seat {} {} due {}: {} {}\n",
            x.table,
            x.seat_no,
            x.player_name,
            crate::when(clock, &x.due_at),
            d(x.amount_cents),
            x.problem
        ));
    }
    section(
        &mut out,
        "Chips: opening + bought in + added on ± moved − cashed out − house's take − jackpots + jackpots paid ± corrections = in play",
        [
            "Table",
            "Opening",
            "Bought in",
            "Added on",
            "Moved",
            "Cashed out",
            "House took",
            "Jackpots",
            "Jackpots paid",
            "Corrections",
            "In play",
            "Identity",
        ],
        &r.chips,
        |c| {
            [
                c.table.clone(),
                d(c.opening_cents),
                d(c.bought_in_cents),
                d(c.added_on_cents),
                d(c.moved_in_cents - c.moved_out_cents),
                d(c.cashed_out_cents),
                d(c.drops_cents + c.time_from_stacks_cents + c.bank_cents),
                d(c.jackpot_cents),
                d(c.jackpot_paid_cents),
                d(c.corrections_cents),
                d(c.in_play_cents),
                if c.difference_cents == 0 {
                    "ok".to_string()
                } else {
                    format!("OFF BY {}", d(c.difference_cents))
                },
            ]
        },
    );
    section(
        &mut out,
        "Jackpot funds (the players' money): opening + seed + collected − fee − paid ± corrections = closing",
        [
            "Fund",
            "Opening",
            "Seed",
            "Collected",
            "Fee",
            "Paid",
            "Corrections",
            "Closing",
        ],
        &r.jackpots,
        |l| {
            let [open, seed, collected, fee, paid, corrections, closing] = l.amounts().map(d);
            [
                l.fund_name.clone(),
                open,
                seed,
                collected,
                fee,
                paid,
                corrections,
                closing,
            ]
        },
    );
    section(
        &mut out,
        "Dealer hours",
        ["Dealer", "Table", "Game", "Hours", "Downs"],
        &r.dealer_hours,
        |h| {
            [
                h.dealer_name.clone(),
                h.table_name.clone(),
                h.game.as_str().to_owned(),
                format!("{}:{:02}", h.minutes / 60, h.minutes % 60),
                h.downs.to_string(),
            ]
        },
    );
    // Seat time against the time collections: only the seatings short of what their time in
    // the game owed (the whole list is in --json).
    for l in r.seat_time.iter().filter(|l| l.short > 0) {
        out.push_str(&format!(
            "SHORT {} seat {} {}: {} min seated ({} sitting out), {} collection(s) expected, {} paid, {} excused, {} short\n",
            l.table_name,
            l.seat_no,
            l.player_name,
            l.seated_minutes,
            l.sitting_out_minutes,
            l.expected,
            l.paid,
            l.excused,
            l.short
        ));
    }
    out
}
