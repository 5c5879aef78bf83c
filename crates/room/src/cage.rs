//! The cage's end of shift: it counts each table's drop box, the room sets the count against
//! what it recorded as going in (the count sheet's amount: drops, time collected and the
//! floor's adjustments), a variance over the house's threshold is explained in writing, and
//! the cage counter-signs the shift the floor signed off. Counts are appended: a recount is a
//! new count with its reason, and a box's latest count is the one that stands.
//!
//! Segregation of duties (25 CFR 543.10, 543.16; 4 CCR 12384-12386): only the cage counts and
//! counter-signs ([`crate::Permission::Cage`]), and nobody counter-signs a shift he ran or
//! signed off.

use cardroom_store::port::*;
use serde::{Deserialize, Serialize};

use crate::count_sheet::drop_boxes;
use crate::floor::settings::floor_settings;
use crate::model::shifts::{ShiftDto, shift_dto};
use crate::money::format_dollars;
use crate::report::{ReportRequest, report_in};
use crate::usecase::{At, UseCase};
use crate::values;
use crate::{Room, RoomError};

/// What the cage counted in one table's drop box of a closed shift.
#[derive(Debug, Clone, PartialEq, Eq, Deserialize, specta::Type)]
pub struct BoxCount {
    pub shift_id: i64,
    pub table_id: i64,
    pub counted_cents: i64,
    /// Why the count differs from the room's record (needed past the house's threshold).
    pub explanation: Option<String>,
    /// Why the box is counted again (needed once it has a count).
    pub reason: Option<String>,
}

/// One drop box: what the room recorded going in, what the cage counted, and the difference.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, specta::Type)]
pub struct BoxLine {
    pub table_id: i64,
    pub table: String,
    pub game: String,
    /// What the box should hold: the count sheet's amount.
    pub expected_cents: i64,
    /// The latest count; `None`: not counted yet.
    pub counted_cents: Option<i64>,
    /// Counted − expected: + more in the box than recorded, − less.
    pub variance_cents: Option<i64>,
    /// The variance is larger than the house's threshold.
    pub over_threshold: bool,
    /// The latest explanation given for the box's variance.
    pub explanation: Option<String>,
    pub counted_by: Option<String>,
    pub counted_at: Option<String>,
    /// How many times it was counted (1: once; more: recounts).
    pub counts: i64,
}

/// A shift's count against the room, as the cage works through it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, specta::Type)]
pub struct CageCount {
    pub shift: ShiftDto,
    pub threshold_cents: i64,
    /// Variances first (over the threshold, then any), then boxes not counted, then the rest;
    /// each group in table order.
    pub boxes: Vec<BoxLine>,
    pub expected_cents: i64,
    /// The counted boxes' total.
    pub counted_cents: i64,
    /// The counted boxes' variance in total.
    pub variance_cents: i64,
    pub uncounted: i64,
    /// Boxes over the threshold with no explanation.
    pub unexplained: i64,
    /// The shift's table banks: each one's win against the boxes the dealer logged.
    pub banks: Vec<crate::TableBank>,
    /// Whether the cage may counter-sign now (the floor signed off, every box counted, every
    /// variance over the threshold explained, not counter-signed yet).
    pub ready: bool,
}

impl Room {
    /// The count of a shift's drop boxes against the room's record.
    pub fn cage_count(&self, actor: i64, shift_id: i64) -> Result<CageCount, RoomError> {
        self.read_as(actor, UseCase::ShiftReport, |tx, now| {
            cage_count_in(tx, now, shift_id)
        })
    }

    /// The cage enters what it counted in a drop box of a closed shift. A box counted before
    /// is counted again only with a reason (an explanation added to the same amount needs
    /// none); the latest count stands, and every count stays.
    pub fn record_box_count(&self, actor: i64, count: &BoxCount) -> Result<CageCount, RoomError> {
        values::Stack::new(count.counted_cents, 0).map_err(|_| {
            RoomError::invalid(
                "the counted amount",
                "give what is in the box: nothing or more, at most $100,000,000.00",
            )
        })?;
        let explanation = values::optional_reason("the explanation", count.explanation.as_deref())?;
        let reason = values::optional_reason("the recount's reason", count.reason.as_deref())?;
        self.write(actor, UseCase::RecordBoxCount, At::Room, |tx, ctx| {
            let now = crate::clock::parse_db_time(&ctx.at).ok_or_else(|| RoomError::BadData {
                detail: format!("the clock's time {} does not read back", ctx.at),
            })?;
            let before = cage_count_in(tx, now, count.shift_id)?;
            if before.shift.closed_at.is_none() {
                return Err(RoomError::CountingOpenShift {
                    opened_at: before.shift.opened_at,
                });
            }
            if let (Some(at), Some(by)) = (
                &before.shift.countersigned_at,
                &before.shift.countersigned_by,
            ) {
                return Err(RoomError::AlreadyCountersigned {
                    by: by.clone(),
                    at: at.clone(),
                });
            }
            let Some(line) = before.boxes.iter().find(|b| b.table_id == count.table_id) else {
                let table = tx
                    .table(count.table_id)?
                    .ok_or(RoomError::UnknownTable { id: count.table_id })?;
                return Err(RoomError::NoDropBox {
                    table: table.name,
                    shift: count.shift_id,
                });
            };
            // An explanation added to the same count is not a recount.
            let explaining =
                line.counted_cents == Some(count.counted_cents) && explanation.is_some();
            if line.counted_cents.is_some() && reason.is_none() && !explaining {
                return Err(RoomError::invalid(
                    "the recount's reason",
                    format!(
                        "{}'s box is already counted at {}; say why it is counted again",
                        line.table,
                        format_dollars(line.counted_cents.unwrap_or_default())
                    ),
                ));
            }
            // An explanation given before stays with the box unless a new one is written.
            let explanation = explanation.as_deref().or(line.explanation.as_deref());
            tx.insert_box_count(&NewBoxCount {
                shift_id: count.shift_id,
                table_id: count.table_id,
                counted_cents: count.counted_cents,
                at: &ctx.at,
                by: ctx.actor.id,
                explanation,
                reason: reason.as_deref(),
            })?;
            cage_count_in(tx, now, count.shift_id)
        })
    }

    /// The cage counter-signs a shift: with the counter's PIN, after the floor signed it off,
    /// every box counted and every variance over the threshold explained. Once only, and never
    /// by the one who ran or signed off the shift.
    pub fn countersign_shift(
        &self,
        actor: i64,
        shift_id: i64,
        pin: &str,
    ) -> Result<ShiftDto, RoomError> {
        self.confirm_pin(actor, pin)?;
        self.write(actor, UseCase::CountersignShift, At::Room, |tx, ctx| {
            let now = crate::clock::parse_db_time(&ctx.at).ok_or_else(|| RoomError::BadData {
                detail: format!("the clock's time {} does not read back", ctx.at),
            })?;
            let count = cage_count_in(tx, now, shift_id)?;
            let shift = &count.shift;
            if shift.closed_at.is_none() {
                return Err(RoomError::ShiftStillOpen {
                    opened_at: shift.opened_at.clone(),
                });
            }
            if let (Some(at), Some(by)) = (&shift.countersigned_at, &shift.countersigned_by) {
                return Err(RoomError::AlreadyCountersigned {
                    by: by.clone(),
                    at: at.clone(),
                });
            }
            let Some(signer) = &shift.signed_off_by else {
                return Err(RoomError::NotSignedOff { shift: shift.id });
            };
            let me = &ctx.actor.name;
            if values::key_of(me) == values::key_of(&shift.floor_manager)
                || values::key_of(me) == values::key_of(signer)
            {
                return Err(RoomError::OwnShift { name: me.clone() });
            }
            let names = |pick: &dyn Fn(&BoxLine) -> bool| {
                count
                    .boxes
                    .iter()
                    .filter(|b| pick(b))
                    .map(|b| b.table.as_str())
                    .collect::<Vec<_>>()
                    .join(", ")
            };
            if count.uncounted > 0 {
                return Err(RoomError::BoxesNotCounted {
                    tables: names(&|b| b.counted_cents.is_none()),
                });
            }
            if count.unexplained > 0 {
                return Err(RoomError::VarianceUnexplained {
                    threshold: format_dollars(count.threshold_cents),
                    tables: names(&|b| unexplained(b)),
                });
            }
            tx.countersign_shift(shift_id, &ctx.at, ctx.actor.id)?;
            Ok(shift_dto(
                tx.shift(shift_id)?
                    .ok_or(RoomError::UnknownShift { id: shift_id })?,
            ))
        })
    }
}

fn unexplained(b: &BoxLine) -> bool {
    b.over_threshold && b.explanation.is_none()
}

/// The shift's count, read inside the caller's transaction.
pub(crate) fn cage_count_in(
    tx: &dyn Tx,
    now: chrono::DateTime<chrono::Utc>,
    shift_id: i64,
) -> Result<CageCount, RoomError> {
    let row = tx
        .shift(shift_id)?
        .ok_or(RoomError::UnknownShift { id: shift_id })?;
    let report = report_in(
        tx,
        now,
        &ReportRequest::shift(Some(shift_id)),
        None,
        &mut |_| true,
    )?;
    let threshold = floor_settings(tx)?.variance_threshold_cents;
    let counts = tx.box_counts(shift_id)?;
    let add = |a: i64, b: i64| values::add("a count total", a, b);
    let mut boxes: Vec<BoxLine> = drop_boxes(&report)?
        .into_iter()
        .map(|b| {
            let mine: Vec<&BoxCountRow> =
                counts.iter().filter(|c| c.table_id == b.table_id).collect();
            let latest = mine.last();
            let counted = latest.map(|c| c.counted_cents);
            let variance = match counted {
                Some(c) => Some(values::add("a variance", c, -b.amount_cents)?),
                None => None,
            };
            Ok(BoxLine {
                table_id: b.table_id,
                table: b.table,
                game: b.game,
                expected_cents: b.amount_cents,
                counted_cents: counted,
                variance_cents: variance,
                over_threshold: variance
                    .is_some_and(|v| v.unsigned_abs() > threshold.unsigned_abs()),
                explanation: latest.and_then(|c| c.explanation.clone()),
                counted_by: latest.map(|c| c.counted_by_name.clone()),
                counted_at: latest.map(|c| c.counted_at.clone()),
                counts: i64::try_from(mine.len()).unwrap_or(i64::MAX),
            })
        })
        .collect::<Result<_, RoomError>>()?;
    // What needs the cage first: variances over the threshold, any variance, boxes not counted.
    boxes.sort_by_key(
        |b| match (b.over_threshold, b.variance_cents, b.counted_cents) {
            (true, _, _) => 0,
            (false, Some(v), _) if v != 0 => 1,
            (false, _, None) => 2,
            _ => 3,
        },
    );
    let (mut expected, mut counted, mut variance) = (0, 0, 0);
    for b in &boxes {
        expected = add(expected, b.expected_cents)?;
        if let (Some(c), Some(v)) = (b.counted_cents, b.variance_cents) {
            counted = add(counted, c)?;
            variance = add(variance, v)?;
        }
    }
    let uncounted = boxes.iter().filter(|b| b.counted_cents.is_none()).count();
    let unexplained = boxes.iter().filter(|b| unexplained(b)).count();
    let shift = shift_dto(row);
    let ready = shift.closed_at.is_some()
        && shift.signed_off_by.is_some()
        && shift.countersigned_by.is_none()
        && uncounted == 0
        && unexplained == 0;
    Ok(CageCount {
        shift,
        threshold_cents: threshold,
        boxes,
        expected_cents: expected,
        counted_cents: counted,
        variance_cents: variance,
        uncounted: i64::try_from(uncounted).unwrap_or(i64::MAX),
        unexplained: i64::try_from(unexplained).unwrap_or(i64::MAX),
        banks: crate::bank::banks_in(tx, shift_id, &report)?,
        ready,
    })
}
