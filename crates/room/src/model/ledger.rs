//! The chip ledger's primitives: a table's buy-in, appending one movement of a seat's chips,
//! changing a stack with it, landing add-ons bought during a hand, and the checks every
//! movement of money makes (an open shift, the buy-in's limits).

use cardroom_store::port::*;
use cardroom_store::{NewChipMove, SeatingRow, TableRow};
use serde::Serialize;

use crate::RoomError;
use crate::model::seats::SeatDto;
use crate::model::tables::GameSettings;
use crate::money::format_dollars;
use crate::usecase::{At, Ctx, UseCase, permit};
use crate::values::{self, Stack};

/// A table's buy-in: the least a player sits down with and the most he may have in front of
/// him after buying in or adding on (none: no maximum).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, specta::Type)]
pub struct BuyIn {
    pub min_cents: i64,
    pub max_cents: Option<i64>,
}

impl BuyIn {
    /// The table's own limits, or the game's defaults (docs/rulings.md): no-limit and
    /// pot-limit 20 to 100 big blinds; limit games and games without blinds at least ten small
    /// bets (ten of the smallest ante at a banked table), no maximum.
    pub(crate) fn of(table: &TableRow) -> Result<BuyIn, RoomError> {
        let settings = GameSettings::of(table)?;
        let (min, max) = match table.structure {
            Betting::NoLimit | Betting::PotLimit if table.big_blind_cents > 0 => (
                table.big_blind_cents.saturating_mul(20),
                Some(table.big_blind_cents.saturating_mul(100)),
            ),
            _ => (
                table
                    .small_bet_cents
                    .max(table.ante_cents)
                    .max(table.chip_unit_cents)
                    .saturating_mul(10),
                None,
            ),
        };
        Ok(BuyIn {
            min_cents: settings.min_buy_in_cents.unwrap_or(min),
            max_cents: settings.max_buy_in_cents.or(max),
        })
    }

    pub(crate) fn words(self) -> String {
        match self.max_cents {
            Some(max) => format!(
                "{} to {}",
                format_dollars(self.min_cents),
                format_dollars(max)
            ),
            None => format!("at least {}", format_dollars(self.min_cents)),
        }
    }
}

/// What a movement refers to, beside its seat.
#[derive(Debug, Default)]
pub(crate) struct Refs {
    pub hand: Option<i64>,
    pub collection: Option<i64>,
    pub lands: Option<i64>,
    pub reason: Option<String>,
}

impl Refs {
    /// A movement of a hand's chips.
    pub fn hand(id: i64) -> Refs {
        Refs {
            hand: Some(id),
            ..Refs::default()
        }
    }

    /// A movement a person made, for a reason he gave (none: no reason asked).
    pub fn reason(reason: Option<String>) -> Refs {
        Refs {
            reason,
            ..Refs::default()
        }
    }
}

/// Appends one movement of `seat`'s chips; the caller changes the stack in the same
/// transaction (or, for a cash-out or a move out, ends the seating).
pub(crate) fn append(
    tx: &dyn Tx,
    ctx: &Ctx,
    seat: &SeatingRow,
    kind: ChipKind,
    amount_cents: i64,
    refs: Refs,
) -> Result<i64, RoomError> {
    Ok(tx.insert_chip_move(
        &NewChipMove {
            table_id: seat.table_id,
            seating_id: seat.id,
            kind,
            amount_cents,
            hand_id: refs.hand,
            collection_id: refs.collection,
            lands: refs.lands,
            reason: refs.reason,
        },
        &ctx.at,
        ctx.actor.id,
    )?)
}

/// Changes `seat`'s stack by `amount_cents` and appends the movement; his new stack.
pub(crate) fn change_stack(
    tx: &dyn Tx,
    ctx: &Ctx,
    seat: &SeatingRow,
    kind: ChipKind,
    amount_cents: i64,
    refs: Refs,
) -> Result<i64, RoomError> {
    let stack = values::add("a stack", seat.stack_cents, amount_cents)?;
    if stack < 0 {
        return Err(RoomError::invalid(
            "chips",
            format!(
                "{} has {} in front of him; a stack is never below nothing",
                seat.player_name,
                format_dollars(seat.stack_cents)
            ),
        ));
    }
    append(tx, ctx, seat, kind, amount_cents, refs)?;
    tx.update_seating_play(
        seat.id,
        stack,
        seat.entry,
        seat.missed_small_blind,
        seat.missed_big_blind,
    )?;
    Ok(stack)
}

/// Settles `seat` after `hand_id`: its net appended (nothing when it broke even) and the
/// stack it makes, with the entry it plays from now on and no blind missed.
pub(crate) fn settle_seat(
    tx: &dyn Tx,
    ctx: &Ctx,
    seat: &SeatingRow,
    hand_id: i64,
    net: i64,
    entry: SeatEntry,
) -> Result<(), RoomError> {
    let stack = values::add("a stack", seat.stack_cents, net)?;
    if net != 0 {
        append(tx, ctx, seat, ChipKind::Hand, net, Refs::hand(hand_id))?;
    }
    tx.update_seating_play(seat.id, stack, entry, false, false)?;
    Ok(())
}

/// Lands the add-ons bought during `hand_id` at its table, once it has ended (settled or
/// void): each goes on the stack its player has now.
pub(crate) fn land_pending(
    tx: &dyn Tx,
    ctx: &Ctx,
    table_id: i64,
    hand_id: i64,
) -> Result<(), RoomError> {
    let pending: Vec<_> = tx
        .pending_add_ons(Some(table_id))?
        .into_iter()
        .filter(|p| p.hand_id == Some(hand_id))
        .collect();
    if pending.is_empty() {
        return Ok(());
    }
    // Read once; a seat's stack is carried forward when he bought twice during the hand.
    let mut seated = tx.seated(table_id)?;
    for pending in pending {
        let Some(seat) = seated.iter_mut().find(|s| s.id == pending.seating_id) else {
            continue;
        };
        seat.stack_cents = change_stack(
            tx,
            ctx,
            seat,
            ChipKind::AddOn,
            pending.amount_cents,
            Refs {
                hand: Some(hand_id),
                lands: Some(pending.id),
                reason: pending.reason,
                ..Refs::default()
            },
        )?;
    }
    Ok(())
}

/// Add-ons still waiting for a hand to end, by seating.
pub(crate) fn pending_by_seating(tx: &dyn Tx, table_id: i64) -> Result<Vec<(i64, i64)>, RoomError> {
    let mut sums: Vec<(i64, i64)> = Vec::new();
    for p in tx.pending_add_ons(Some(table_id))? {
        match sums.iter_mut().find(|(id, _)| *id == p.seating_id) {
            Some((_, cents)) => *cents = values::add("an add-on", *cents, p.amount_cents)?,
            None => sums.push((p.seating_id, p.amount_cents)),
        }
    }
    Ok(sums)
}

/// Fills in each seat's add-ons waiting for the hand to end.
pub(crate) fn with_pending(
    tx: &dyn Tx,
    table_id: i64,
    seats: &mut [SeatDto],
) -> Result<(), RoomError> {
    let pending = pending_by_seating(tx, table_id)?;
    if pending.is_empty() {
        return Ok(());
    }
    for seat in seats {
        if let Some((_, cents)) = pending.iter().find(|(id, _)| Some(*id) == seat.seating_id) {
            seat.pending_add_on_cents = *cents;
        }
    }
    Ok(())
}

/// Refuses what moves money when no shift is open: every chip, hand and collection belongs
/// to a shift.
pub(crate) fn in_shift(tx: &dyn Tx, doing: &'static str) -> Result<(), RoomError> {
    match tx.open_shift_row()? {
        Some(_) => Ok(()),
        None => Err(RoomError::NoShiftForMoney { doing }),
    }
}

/// The words a seating outside the buy-in's audit entry carries: the exception report finds
/// such seatings by them ([`crate::exceptions`]).
pub(crate) const OUTSIDE_BUY_IN_WORDS: &str = " outside the buy-in ";

/// Checks a buy-in against the table's limits; the floor may seat outside them with a
/// reason (an empty reason is none).
pub(crate) fn check_buy_in(
    tx: &dyn Tx,
    ctx: &Ctx,
    table: &TableRow,
    player: &str,
    stack: Stack,
    outside_reason: Option<&str>,
) -> Result<Option<String>, RoomError> {
    if stack.cents() == 0 {
        return Err(RoomError::BuyInOutOfRange {
            detail: format!("{player} cannot sit down with nothing: a buy-in is chips"),
        });
    }
    let limits = BuyIn::of(table)?;
    let inside = stack.cents() >= limits.min_cents
        && limits.max_cents.is_none_or(|max| stack.cents() <= max);
    if inside {
        return Ok(None);
    }
    let reason = outside_reason.map(str::trim).filter(|r| !r.is_empty());
    match reason {
        Some(reason) => {
            permit(tx, ctx, UseCase::SeatOutsideBuyIn, At::Table(table.id))?;
            let reason = values::note("reason", reason)?.unwrap_or_default();
            // The exception report finds a seating outside the buy-in by these words.
            ctx.note.replace(Some(format!(
                "seated {player} with {}{}({}) at {}: {reason}",
                format_dollars(stack.cents()),
                OUTSIDE_BUY_IN_WORDS,
                limits.words(),
                table.name
            )));
            Ok(Some(reason))
        }
        None => Err(RoomError::BuyInOutOfRange {
            detail: format!(
                "{} is outside {}'s buy-in ({}); a floor manager may seat outside it with a reason",
                format_dollars(stack.cents()),
                table.name,
                limits.words()
            ),
        }),
    }
}
