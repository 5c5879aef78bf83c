//! The end of a shift and what comes after it: the floor manager signs the closed shift's
//! report off with his PIN; each print of it is recorded (a later one is a reprint); and a
//! money mistake found once a hand, a collection or a shift is closed is corrected by an
//! adjustment, appended with who, when and why. The rows it corrects never change.

use cardroom_store::AdjustmentRow;
use cardroom_store::port::*;
use serde::{Deserialize, Serialize};

use crate::model::collections::{Mark, NotPaidReason, effective_mark};
use crate::model::shifts::{ShiftDto, shift_dto};
use crate::money::format_cents;
use crate::usecase::{At, Ctx, UseCase};
use crate::{Room, RoomError};

/// A correction as the report and the hand's history show it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, specta::Type)]
pub struct AdjustmentDto {
    pub id: i64,
    pub made_at: String,
    pub made_by: String,
    pub reason: String,
    pub kind: AdjustmentKind,
    pub table_id: i64,
    pub table: String,
    /// When what it corrects happened: the shift and half hour it counts in.
    pub happened_at: String,
    pub collection_id: Option<i64>,
    pub hand_id: Option<i64>,
    /// The change to the house's money: + more, − less (0: chips moved between players).
    pub house_cents: i64,
    /// What changed, in words ("Seat 3 Ann 4.00 due 21:30: paid → not paid (left)").
    pub detail: String,
}

pub(crate) fn adjustment_dto(row: AdjustmentRow) -> AdjustmentDto {
    AdjustmentDto {
        id: row.id,
        made_at: row.made_at,
        made_by: row.made_by_name,
        reason: row.reason,
        kind: row.kind,
        table_id: row.table_id,
        table: row.table_name,
        happened_at: row.happened_at,
        collection_id: row.collection_id,
        hand_id: row.hand_id,
        house_cents: row.house_cents,
        detail: row.detail,
    }
}

/// A print of a shift's report or count sheet.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, specta::Type)]
pub struct PrintMark {
    /// The how-many-th print of it since the shift closed (0: the shift is still open, and
    /// its interim report is not counted).
    pub number: i64,
    /// Any print of a closed shift after its first is stamped "REPRINT".
    pub reprint: bool,
}

/// A time collection's mark, corrected.
#[derive(Debug, Clone, PartialEq, Eq, Deserialize, specta::Type)]
pub struct CollectionCorrection {
    pub collection_id: i64,
    /// What the mark should have been.
    pub mark: Mark,
    pub reason: String,
}

/// Chips of a finished hand moved: from a seat to another, from a seat to the house (a drop
/// taken short), or from the house back to a seat (a drop taken in excess). `None` is the
/// house.
#[derive(Debug, Clone, PartialEq, Eq, Deserialize, specta::Type)]
pub struct HandCorrection {
    pub hand_id: i64,
    pub from_seat: Option<i64>,
    pub to_seat: Option<i64>,
    pub amount_cents: i64,
    pub reason: String,
}

impl Room {
    /// Signs a closed shift's report off: the floor manager types his PIN again. Once only.
    pub fn sign_off_shift(
        &self,
        actor: i64,
        shift_id: i64,
        pin: &str,
    ) -> Result<ShiftDto, RoomError> {
        self.confirm_pin(actor, pin)?;
        self.write(actor, UseCase::SignOffShift, At::Room, |tx, ctx| {
            let shift = tx
                .shift(shift_id)?
                .ok_or(RoomError::UnknownShift { id: shift_id })?;
            if shift.closed_at.is_none() {
                return Err(RoomError::ShiftStillOpen {
                    opened_at: shift.opened_at,
                });
            }
            if let (Some(at), Some(by)) = (shift.signed_off_at, shift.signed_off_by) {
                return Err(RoomError::AlreadySignedOff { by, at });
            }
            tx.sign_off_shift(shift_id, &ctx.at, ctx.actor.id)?;
            Ok(shift_dto(
                tx.shift(shift_id)?
                    .ok_or(RoomError::UnknownShift { id: shift_id })?,
            ))
        })
    }

    /// Records a print of a shift's report or count sheet, and says whether it is a reprint.
    pub fn record_print(
        &self,
        actor: i64,
        shift_id: i64,
        what: PrintKind,
    ) -> Result<PrintMark, RoomError> {
        self.write(actor, UseCase::RecordPrint, At::Room, |tx, ctx| {
            let shift = tx
                .shift(shift_id)?
                .ok_or(RoomError::UnknownShift { id: shift_id })?;
            if shift.closed_at.is_none() {
                return Ok(PrintMark {
                    number: 0,
                    reprint: false,
                });
            }
            let number = tx.insert_print(shift_id, what, &ctx.at, ctx.actor.id)?;
            Ok(PrintMark {
                number,
                reprint: number > 1,
            })
        })
    }

    /// Corrects a time collection's mark, with the floor manager's PIN and a reason: a paid
    /// one that was not, a not-paid one that was, a wrong reason, or one never marked in a
    /// closed shift. Appended as an adjustment; the collection's row stays as it was.
    pub fn correct_collection(
        &self,
        actor: i64,
        pin: &str,
        correction: &CollectionCorrection,
    ) -> Result<AdjustmentDto, RoomError> {
        let reason = reason_of(&correction.reason)?;
        self.confirm_pin(actor, pin)?;
        let id = correction.collection_id;
        self.write(actor, UseCase::CorrectCollection, At::Collection(id), |tx, ctx| {
            let row = tx.time_collection(id)?.ok_or(RoomError::UnknownCollection { id })?;
            let before = effective_mark(tx, &row)?;
            if before.is_none() && tx.closed_shift_covering(&row.due_at)?.is_none() {
                return Err(RoomError::NotCorrectable {
                    why: format!(
                        "{}'s collection due at {} is not marked yet: mark it (no correction needed)",
                        row.player_name, row.due_at
                    ),
                });
            }
            // A correction is of the house's record, not of a stack: paid is paid, however.
            let after = match correction.mark {
                Mark::PaidInCash => Mark::Paid,
                Mark::NotPaid(NotPaidReason::CannotCover) => {
                    return Err(RoomError::invalid(
                        "correction",
                        "a collection the stack could not cover is marked so by itself; correct it to paid or to another reason",
                    ));
                }
                mark => mark,
            };
            if before == Some(after) {
                return Err(RoomError::NothingToCorrect {
                    what: format!("{}'s collection is already {}", row.player_name, mark_words(Some(after))),
                });
            }
            let paid = |m: Option<Mark>| if m == Some(Mark::Paid) { row.amount_cents } else { 0 };
            let house = paid(Some(after)) - paid(before);
            let detail = format!(
                "Seat {} {} {} due {}: {} → {}",
                row.seat_no,
                row.player_name,
                format_cents(row.amount_cents),
                row.due_at,
                mark_words(before),
                mark_words(Some(after))
            );
            let (status, new_reason) = match after {
                Mark::Paid | Mark::PaidInCash => (CollectionStatus::Paid, None),
                Mark::NotPaid(r) => (CollectionStatus::NotPaid, Some(r)),
            };
            append(tx, ctx, &NewAdjustment {
                made_at: &ctx.at,
                made_by: ctx.actor.id,
                reason: &reason,
                kind: AdjustmentKind::Collection,
                table_id: row.table_id,
                happened_at: &row.due_at,
                dealer_id: row.dealer_id,
                collection_id: Some(row.id),
                hand_id: None,
                from_seat: None,
                to_seat: None,
                new_status: Some(status),
                new_reason,
                amount_cents: row.amount_cents,
                house_cents: house,
                detail: &detail,
            })
        })
    }

    /// Corrects a finished hand's chips, with the floor manager's PIN and a reason: an amount
    /// moved from one seat to another, or between a seat and the house (the drop). A player
    /// still in his seat has his stack corrected too; one who has left is paid or pays at the
    /// cage, as the adjustment says. Appended; the hand's log and settlement stay as they were.
    pub fn correct_hand(
        &self,
        actor: i64,
        pin: &str,
        correction: &HandCorrection,
    ) -> Result<AdjustmentDto, RoomError> {
        let reason = reason_of(&correction.reason)?;
        let amount = crate::values::Stake::new("the amount", correction.amount_cents)?.cents();
        if amount == 0 {
            return Err(RoomError::invalid(
                "the amount",
                "a correction moves more than 0.00",
            ));
        }
        let (from, to) = (correction.from_seat, correction.to_seat);
        if from == to {
            return Err(RoomError::invalid(
                "the seats",
                "a correction moves chips from one seat to another, or between a seat and the house",
            ));
        }
        self.confirm_pin(actor, pin)?;
        let id = correction.hand_id;
        self.write(actor, UseCase::CorrectHand, At::Hand(id), |tx, ctx| {
            let hand = tx.hand(id)?.ok_or(RoomError::UnknownHand { id })?;
            if hand.finished_at.is_none() {
                return Err(RoomError::NotCorrectable {
                    why: format!(
                        "hand {} is still being played: undo at the table",
                        hand.number
                    ),
                });
            }
            let table = tx
                .table(hand.table_id)?
                .ok_or(RoomError::UnknownTable { id: hand.table_id })?;
            if tx.unfinished_hand(table.id)?.is_some() {
                return Err(RoomError::NotCorrectable {
                    why: format!(
                        "a hand is being played at {}: correct between hands",
                        table.name
                    ),
                });
            }
            let played = tx.seated_at(table.id, &hand.started_at)?;
            let who = |seat: Option<i64>| -> Result<Option<SeatingRow>, RoomError> {
                let Some(seat) = seat else { return Ok(None) };
                played
                    .iter()
                    .find(|s| s.seat_no == seat)
                    .cloned()
                    .map(Some)
                    .ok_or_else(|| {
                        RoomError::invalid(
                            "the seat",
                            format!("seat {seat} was empty when hand {} was dealt", hand.number),
                        )
                    })
            };
            let (giver, taker) = (who(from)?, who(to)?);
            let mut notes = Vec::new();
            for (seating, delta) in [(&giver, -amount), (&taker, amount)] {
                let Some(s) = seating else { continue };
                match tx.seating_in(table.id, s.seat_no)? {
                    Some(now) if now.id == s.id => {
                        let stack = crate::values::add("a stack", now.stack_cents, delta)?;
                        if stack < 0 {
                            return Err(RoomError::NotCorrectable {
                                why: format!(
                                    "{} has {} at the table, less than {}",
                                    now.player_name,
                                    format_cents(now.stack_cents),
                                    format_cents(amount)
                                ),
                            });
                        }
                        tx.update_seating_play(
                            now.id,
                            stack,
                            now.entry,
                            now.missed_small_blind,
                            now.missed_big_blind,
                        )?;
                    }
                    _ => notes.push(format!("{} has left: settle at the cage", s.player_name)),
                }
            }
            let name = |s: &Option<SeatingRow>| match s {
                Some(s) => format!("seat {} {}", s.seat_no, s.player_name),
                None => "the house".to_string(),
            };
            let house = match (from, to) {
                (None, _) => -amount,
                (_, None) => amount,
                _ => 0,
            };
            let mut detail = format!(
                "Hand {} at {}: {} from {} to {}",
                hand.number,
                table.name,
                format_cents(amount),
                name(&giver),
                name(&taker)
            );
            if !notes.is_empty() {
                detail = format!("{detail} ({})", notes.join("; "));
            }
            append(
                tx,
                ctx,
                &NewAdjustment {
                    made_at: &ctx.at,
                    made_by: ctx.actor.id,
                    reason: &reason,
                    kind: AdjustmentKind::Hand,
                    table_id: table.id,
                    happened_at: &hand.started_at,
                    dealer_id: hand.dealer_id,
                    collection_id: None,
                    hand_id: Some(hand.id),
                    from_seat: from,
                    to_seat: to,
                    new_status: None,
                    new_reason: None,
                    amount_cents: amount,
                    house_cents: house,
                    detail: &detail,
                },
            )
        })
    }
}

fn append(
    tx: &dyn Tx,
    ctx: &Ctx,
    adjustment: &NewAdjustment<'_>,
) -> Result<AdjustmentDto, RoomError> {
    let id = tx.insert_adjustment(adjustment)?;
    tracing::info!(id, staff = %ctx.actor.name, detail = adjustment.detail, "adjustment appended");
    let row = match adjustment.kind {
        AdjustmentKind::Collection => {
            tx.adjustments_of_collection(adjustment.collection_id.unwrap_or(0))?
        }
        AdjustmentKind::Hand => tx.adjustments_of_hand(adjustment.hand_id.unwrap_or(0))?,
    }
    .into_iter()
    .find(|a| a.id == id)
    .ok_or_else(|| RoomError::BadData {
        detail: format!("adjustment {id} did not read back"),
    })?;
    Ok(adjustment_dto(row))
}

/// A correction's reason: said in words, at most a line.
fn reason_of(text: &str) -> Result<String, RoomError> {
    crate::values::reason("the reason", text)
}

fn mark_words(mark: Option<Mark>) -> String {
    match mark {
        None => "not marked".into(),
        Some(Mark::Paid) => "paid".into(),
        Some(Mark::PaidInCash) => "paid in cash".into(),
        Some(Mark::NotPaid(r)) => format!("not paid ({})", r.as_str().replace('_', " ")),
    }
}
