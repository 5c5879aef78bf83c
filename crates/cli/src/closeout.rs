//! `cardroom shift sign-off`, `cardroom correct collection | hand`, `cardroom report
//! count-sheet` and `cardroom hand export`: the end of a shift from a terminal, the same use
//! cases as the app's Reports and Hand history screens.

use std::path::PathBuf;

use cardroom_room::money::parse_dollars;
use cardroom_room::{
    CollectionCorrection, HandCorrection, HandQuery, Mark, NotPaidReason, RoomCode,
};
use clap::{Args, Subcommand, ValueEnum};

use crate::Failure;
use crate::session::{Session, print_json};

/// A floor manager's PIN, typed again for an act that needs his authority.
#[derive(Debug, Args)]
pub struct PinArg {
    /// The acting staff member's PIN [env: CARDROOM_PIN]
    #[arg(long, env = "CARDROOM_PIN", hide_env_values = true)]
    pin: String,
}

impl PinArg {
    pub fn pin(&self) -> &str {
        &self.pin
    }
}

#[derive(Debug, Clone, Copy, ValueEnum)]
pub enum NotPaidArg {
    SittingOut,
    Left,
    Comped,
    NewPlayer,
}

impl From<NotPaidArg> for NotPaidReason {
    fn from(r: NotPaidArg) -> NotPaidReason {
        match r {
            NotPaidArg::SittingOut => NotPaidReason::SittingOut,
            NotPaidArg::Left => NotPaidReason::Left,
            NotPaidArg::Comped => NotPaidReason::Comped,
            NotPaidArg::NewPlayer => NotPaidReason::NewPlayer,
        }
    }
}

#[derive(Debug, Subcommand)]
pub enum CorrectCommand {
    /// Correct a time collection's mark (paid, or not paid with a reason), appended as an
    /// adjustment: the collection's record stays as it was
    Collection {
        /// The collection's id
        id: i64,
        /// It was paid
        #[arg(
            long,
            conflicts_with = "not_paid",
            required_unless_present = "not_paid"
        )]
        paid: bool,
        /// It was not paid, for this reason
        #[arg(long, value_enum)]
        not_paid: Option<NotPaidArg>,
        /// Why the correction is made
        #[arg(long)]
        reason: String,
        #[command(flatten)]
        pin: PinArg,
    },
    /// Move chips of a finished hand: from a seat to another, or between a seat and the house
    /// (the drop), appended as an adjustment
    Hand {
        /// The hand's id
        id: i64,
        /// The seat the chips come from, or `house`
        #[arg(long)]
        from: String,
        /// The seat the chips go to, or `house`
        #[arg(long)]
        to: String,
        /// The amount in dollars, such as 40 or 2.50
        #[arg(long)]
        amount: String,
        /// Why the correction is made
        #[arg(long)]
        reason: String,
        #[command(flatten)]
        pin: PinArg,
    },
}

fn seat_or_house(text: &str) -> Result<Option<i64>, Failure> {
    if text.eq_ignore_ascii_case("house") {
        return Ok(None);
    }
    text.parse::<i64>().map(Some).map_err(|_| Failure {
        code: RoomCode::InvalidInput.into(),
        message: format!("{text:?} is not a seat number or `house`"),
    })
}

pub fn run_correct(s: &Session, cmd: CorrectCommand) -> Result<(), Failure> {
    let (room, actor) = s.acting()?;
    let adjustment = match cmd {
        CorrectCommand::Collection {
            id,
            paid,
            not_paid,
            reason,
            pin,
        } => {
            let mark = match (paid, not_paid) {
                (true, _) => Mark::Paid,
                (false, Some(r)) => Mark::NotPaid(r.into()),
                (false, None) => Mark::Paid,
            };
            room.correct_collection(
                actor,
                &pin.pin,
                &CollectionCorrection {
                    collection_id: id,
                    mark,
                    reason,
                },
            )?
        }
        CorrectCommand::Hand {
            id,
            from,
            to,
            amount,
            reason,
            pin,
        } => room.correct_hand(
            actor,
            &pin.pin,
            &HandCorrection {
                hand_id: id,
                from_seat: seat_or_house(&from)?,
                to_seat: seat_or_house(&to)?,
                amount_cents: parse_dollars(&amount)?,
                reason,
            },
        )?,
    };
    say!(
        "adjustment {} by {} at {}: {} (why: {})",
        adjustment.id,
        adjustment.made_by,
        crate::when(room.clock(), &adjustment.made_at),
        adjustment.detail,
        adjustment.reason
    );
    Ok(())
}

/// `cardroom shift sign-off`.
pub fn sign_off(s: &Session, shift: Option<i64>, pin: &PinArg) -> Result<(), Failure> {
    let (room, actor) = s.acting()?;
    let id = match shift {
        Some(id) => id,
        None => room
            .shift_list(actor)?
            .into_iter()
            .find(|s| s.closed_at.is_some())
            .map(|s| s.id)
            .ok_or(Failure {
                code: RoomCode::NoOpenShift.into(),
                message: "no closed shift to sign off".into(),
            })?,
    };
    let shift = room.sign_off_shift(actor, id, &pin.pin)?;
    say!(
        "shift {} signed off by {} at {}",
        shift.id,
        shift.signed_off_by.unwrap_or_default(),
        shift.signed_off_at.unwrap_or_default()
    );
    Ok(())
}

#[derive(Debug, Args)]
pub struct CountSheetArgs {
    #[arg(long)]
    shift: Option<i64>,
    /// A counter's name (repeat for each)
    #[arg(long = "counter")]
    counters: Vec<String>,
    /// One JSON document
    #[arg(long, conflicts_with = "csv")]
    json: bool,
    /// Write the sheet as CSV to FILE (`-` for standard output)
    #[arg(long, value_name = "FILE")]
    csv: Option<PathBuf>,
    /// Write the sheet as an .xlsx workbook to FILE (amounts as numbers in dollars, the
    /// totals as formulas)
    #[arg(long, value_name = "FILE", conflicts_with_all = ["csv", "json"])]
    xlsx: Option<PathBuf>,
    /// Write the sheet as a PDF file to FILE
    #[arg(long, value_name = "FILE", conflicts_with_all = ["csv", "json", "xlsx"])]
    pdf: Option<PathBuf>,
}

pub fn count_sheet(s: &Session, a: CountSheetArgs) -> Result<(), Failure> {
    let (room, actor) = s.acting()?;
    let sheet = room.count_sheet(actor, a.shift, &a.counters)?;
    if a.json {
        return print_json(&sheet);
    }
    if crate::closeout::wrote_file(
        a.xlsx,
        a.pdf,
        || sheet.to_xlsx(room.clock()),
        || sheet.to_pdf(room.clock()),
    )? {
        return Ok(());
    }
    // CSV is the sheet's own form on the terminal.
    put_csv(
        &a.csv.unwrap_or_else(|| "-".into()),
        &sheet.to_csv(room.clock())?,
    )
}

#[derive(Debug, Args)]
pub struct ExceptionArgs {
    /// The shift [default: the latest]
    #[arg(long, conflicts_with = "day")]
    shift: Option<i64>,
    /// A gaming day instead (the date it starts on, such as 2026-11-25)
    #[arg(long, value_name = "DATE")]
    day: Option<String>,
    /// One JSON document
    #[arg(long, conflicts_with = "csv")]
    json: bool,
    /// Write the report as CSV to FILE (`-` for standard output)
    #[arg(long, value_name = "FILE")]
    csv: Option<PathBuf>,
    /// Write the report as an .xlsx workbook to FILE (each kind's count a formula)
    #[arg(long, value_name = "FILE", conflicts_with_all = ["csv", "json"])]
    xlsx: Option<PathBuf>,
    /// Write the report as a PDF file to FILE
    #[arg(long, value_name = "FILE", conflicts_with_all = ["csv", "json", "xlsx"])]
    pdf: Option<PathBuf>,
}

/// The exception report: a table on the terminal, or JSON, CSV or .xlsx.
pub fn exceptions(s: &Session, a: ExceptionArgs) -> Result<(), Failure> {
    let (room, actor) = s.acting()?;
    let report = room.exception_report(
        actor,
        &cardroom_room::ExceptionRequest {
            shift_id: a.shift,
            gaming_day: a.day,
        },
    )?;
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
    match a.csv {
        Some(path) => put_csv(&path, &report.to_csv(room.clock())?)?,
        None => {
            println!(
                "Exceptions, {}: {} to {}",
                report.title(),
                crate::when(room.clock(), &report.from),
                crate::when(room.clock(), &report.to)
            );
            let counts: Vec<String> = report
                .counts
                .iter()
                .filter(|c| c.count > 0)
                .map(|c| format!("{} {}", c.count, c.kind.words()))
                .collect();
            println!(
                "{}",
                if counts.is_empty() {
                    "none".to_string()
                } else {
                    counts.join(", ")
                }
            );
            let rows = report
                .lines
                .iter()
                .map(|l| {
                    let c = l.cells(room.clock());
                    vec![
                        c[0].clone(),
                        c[1].clone(),
                        c[2].clone(),
                        c[5].clone(),
                        c[7].clone(),
                        c[8].clone(),
                    ]
                })
                .collect();
            if !report.lines.is_empty() {
                print!(
                    "{}",
                    crate::session::table(["kind", "at", "who", "table", "why", "entry"], rows)
                );
                println!();
            }
        }
    }
    Ok(())
}

#[derive(Debug, Args)]
pub struct ExportArgs {
    /// The shift whose hands to write [default: the latest]
    #[arg(long)]
    shift: Option<i64>,
    /// Only this table's hands
    #[arg(long)]
    table: Option<i64>,
    /// Only this hand
    #[arg(long)]
    hand: Option<i64>,
    /// The folder to write the .phh files into
    #[arg(long)]
    dir: PathBuf,
}

pub fn export(s: &Session, a: ExportArgs) -> Result<(), Failure> {
    let (room, actor) = s.acting()?;
    let query = HandQuery {
        shift_id: a.shift,
        table_id: a.table,
        ..HandQuery::default()
    };
    let files = room.export_hands(actor, &query, a.hand)?;
    std::fs::create_dir_all(&a.dir).map_err(|e| io(&a.dir, e))?;
    for f in &files {
        write(&a.dir.join(&f.name), &f.text)?;
    }
    say!(
        "wrote {} hand histories to {}",
        files.len(),
        a.dir.display()
    );
    Ok(())
}

fn io(path: &std::path::Path, e: std::io::Error) -> Failure {
    Failure {
        code: RoomCode::Io.into(),
        message: format!("cannot write {}: {e}", path.display()),
    }
}

pub(crate) fn write(path: &std::path::Path, text: &str) -> Result<(), Failure> {
    std::fs::write(path, text).map_err(|e| io(path, e))
}

/// Writes `bytes` to `path` whole or not at all: into a file beside it, flushed to the disk,
/// then renamed over it, so a failure (a full disk, a folder in the way) never leaves a
/// half-written file where a spreadsheet would open it; the file beside it is removed.
/// Writes the .xlsx or the PDF a command was asked for (`--xlsx FILE`, `--pdf FILE`), whole
/// or not at all, and says so; false when it was asked for neither.
pub(crate) fn wrote_file(
    xlsx: Option<PathBuf>,
    pdf: Option<PathBuf>,
    make_xlsx: impl FnOnce() -> Result<Vec<u8>, cardroom_room::RoomError>,
    make_pdf: impl FnOnce() -> Result<Vec<u8>, cardroom_room::RoomError>,
) -> Result<bool, Failure> {
    let (path, bytes) = match (xlsx, pdf) {
        (Some(path), _) => (path, make_xlsx()?),
        (None, Some(path)) => (path, make_pdf()?),
        (None, None) => return Ok(false),
    };
    write_whole(&path, &bytes)?;
    say!("wrote {}", path.display());
    Ok(true)
}

/// A report's CSV, written to `path` (and said so), or printed when `path` is `-`.
pub(crate) fn put_csv(path: &std::path::Path, text: &str) -> Result<(), Failure> {
    if path.as_os_str() == "-" {
        print!("{text}");
    } else {
        write(path, text)?;
        say!("wrote {}", path.display());
    }
    Ok(())
}

pub(crate) fn write_whole(path: &std::path::Path, bytes: &[u8]) -> Result<(), Failure> {
    use std::io::Write;
    let name = path
        .file_name()
        .ok_or_else(|| io(path, std::io::ErrorKind::InvalidInput.into()))?;
    let mut beside = std::ffi::OsString::from(".");
    beside.push(name);
    beside.push(format!(".{}.part", std::process::id()));
    let part = path.with_file_name(beside);
    let written = std::fs::File::create(&part)
        .and_then(|mut f| {
            f.write_all(bytes)?;
            f.sync_all()
        })
        .and_then(|()| std::fs::rename(&part, path));
    written.map_err(|e| {
        // Never made: nothing to remove.
        let _ = std::fs::remove_file(&part);
        io(path, e)
    })
}
