//! A seat as the use cases share it: who sits in it, the seat as the screens show it, and a
//! player leaving it with his chips.

use cardroom_store::port::*;
use cardroom_store::{SeatingRow, TableRow};
use serde::{Deserialize, Serialize};

use crate::RoomError;
use crate::model::ledger::{Refs, append, in_shift};
use crate::usecase::Ctx;

/// How a new player enters a blind game (house text: wait for the big blind, or post one).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, specta::Type)]
#[serde(rename_all = "snake_case")]
pub enum Entry {
    /// Waits for the big blind to reach him.
    WaitForBigBlind,
    /// Posts a big blind to be dealt in at once.
    PostBigBlind,
    /// Already in the game (or a game without blinds).
    Playing,
}

impl Entry {
    /// As stored.
    pub(crate) fn stored(self) -> SeatEntry {
        match self {
            Entry::WaitForBigBlind => SeatEntry::Waiting,
            Entry::PostBigBlind => SeatEntry::Posting,
            Entry::Playing => SeatEntry::Playing,
        }
    }

    pub(crate) fn of(stored: SeatEntry) -> Entry {
        match stored {
            SeatEntry::Waiting => Entry::WaitForBigBlind,
            SeatEntry::Posting => Entry::PostBigBlind,
            SeatEntry::Playing => Entry::Playing,
        }
    }
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, specta::Type)]
pub struct SeatDto {
    pub table_id: i64,
    pub seat_no: i64,
    pub player_name: String,
    pub player_id: Option<String>,
    pub stack_cents: i64,
    pub entry: Entry,
    pub sitting_out: bool,
    pub missed_small_blind: bool,
    pub missed_big_blind: bool,
    pub seated_at: String,
    /// Sitting out since (the floor board fills it in).
    pub sitting_out_since: Option<String>,
    /// Chips he bought during the hand in progress: they play from the next hand.
    pub pending_add_on_cents: i64,
    /// The seating's id (the floor board's, to match its sit-out spell).
    #[serde(skip)]
    pub seating_id: Option<i64>,
}

pub(crate) fn seat_dto(row: SeatingRow) -> SeatDto {
    SeatDto {
        table_id: row.table_id,
        seat_no: row.seat_no,
        entry: Entry::of(row.entry),
        player_name: row.player_name,
        player_id: row.player_id,
        stack_cents: row.stack_cents,
        sitting_out: row.sitting_out,
        missed_small_blind: row.missed_small_blind,
        missed_big_blind: row.missed_big_blind,
        seated_at: row.seated_at,
        sitting_out_since: None,
        pending_add_on_cents: 0,
        seating_id: Some(row.id),
    }
}

pub(crate) fn check_seat(table: &TableRow, seat: i64) -> Result<(), RoomError> {
    if !(1..=table.seat_limit).contains(&seat) {
        return Err(RoomError::NoSuchSeat {
            table: table.name.clone(),
            seat,
            limit: table.seat_limit,
        });
    }
    Ok(())
}

pub(crate) fn occupant(tx: &dyn Tx, table: &TableRow, seat: i64) -> Result<SeatingRow, RoomError> {
    check_seat(table, seat)?;
    tx.seating_in(table.id, seat)?.ok_or(RoomError::SeatEmpty {
        table: table.name.clone(),
        seat,
    })
}

/// Ends a seating (`left` or `moved`) and any spell of sitting out with it. The chips go with
/// him: cashed out when he leaves (the stack he leaves with), taken to the new seat when he
/// moves.
pub(crate) fn leave_seat(
    tx: &dyn Tx,
    ctx: &Ctx,
    player: &SeatingRow,
    reason: &str,
) -> Result<(), RoomError> {
    if player.stack_cents != 0 {
        in_shift(tx, "cash a player out")?;
        let kind = if reason == "moved" {
            ChipKind::MoveOut
        } else {
            ChipKind::CashOut
        };
        append(tx, ctx, player, kind, -player.stack_cents, Refs::default())?;
    }
    tx.end_sit_out(player.id, &ctx.at)?;
    // Leaving his seat ends his requests for another one (a seat change taken ends first).
    tx.end_seat_changes_of(player.id, &ctx.at, ctx.actor.id, SeatChangeOutcome::Left)?;
    tx.end_seating(player.id, &ctx.at, ctx.actor.id, reason)?;
    Ok(())
}
