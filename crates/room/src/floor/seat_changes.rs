//! Each table's seat-change list: a seated player asks for another seat (at his table, or at
//! another table); a seat that opens there is offered to the first on the list before anyone
//! is called from the waiting list; he takes it (he moves with his stack) or declines (he loses
//! his place, or keeps it, as the house sets). The list is the room's, not the dealer's: it
//! survives every rotation.

use cardroom_store::port::*;

use crate::model::seat_changes::{SeatChangeView, seat_change_list};
use crate::model::seats::{SeatDto, occupant};
use crate::usecase::{Ctx, UseCase};
use crate::{Room, RoomError};

/// The open request `id` and the table it asks for.
fn open_request(tx: &dyn Tx, id: i64) -> Result<(SeatChangeRow, TableRow), RoomError> {
    let r = tx
        .seat_change_requests()?
        .into_iter()
        .find(|r| r.id == id)
        .ok_or(RoomError::UnknownSeatChange { id })?;
    let table = crate::model::tables::load_open_table(tx, r.table_id)?;
    Ok((r, table))
}

use cardroom_store::TableRow;

/// A move to another table is the floor's (a dealer runs his own table).
fn floor_for_another_table(ctx: &Ctx, to: &TableRow, from: i64) -> Result<(), RoomError> {
    if from != to.id && !ctx.is_floor() {
        return Err(RoomError::NotPermitted {
            name: ctx.actor.name.clone(),
            role: crate::usecase::role_words(ctx.actor.role).to_owned(),
            who: "a floor manager",
            action: "move a player to another table".to_owned(),
        });
    }
    Ok(())
}

impl Room {
    /// Table `table_id`'s seat-change list in the order a seat is offered.
    pub fn seat_changes(&self, table_id: i64) -> Result<Vec<SeatChangeView>, RoomError> {
        self.read(|tx, _| {
            crate::model::tables::load_table(tx, table_id)?;
            Ok(seat_change_list(tx, table_id)?
                .into_iter()
                .map(|(v, _)| v)
                .collect())
        })
    }

    /// Puts the player at (`from_table`, `from_seat`) on `table_id`'s seat-change list (his own
    /// table, or another); the list comes back.
    pub fn request_seat_change(
        &self,
        actor: i64,
        table_id: i64,
        from_table: i64,
        from_seat: i64,
    ) -> Result<Vec<SeatChangeView>, RoomError> {
        self.write_at_table(
            actor,
            UseCase::RequestSeatChange,
            table_id,
            |tx, ctx, table| {
                let source = crate::model::tables::load_open_table(tx, from_table)?;
                floor_for_another_table(ctx, &table, source.id)?;
                let player = occupant(tx, &source, from_seat)?;
                if tx
                    .insert_seat_change(table.id, player.id, &ctx.at, ctx.actor.id)?
                    .is_none()
                {
                    return Err(RoomError::AlreadyOnSeatChangeList {
                        player: player.player_name,
                        table: table.name,
                    });
                }
                Ok(seat_change_list(tx, table.id)?
                    .into_iter()
                    .map(|(v, _)| v)
                    .collect())
            },
        )
    }

    /// Takes a request off its list (he changed his mind).
    pub fn cancel_seat_change(&self, actor: i64, id: i64) -> Result<(), RoomError> {
        let table = self.read(|tx, _| Ok(open_request(tx, id)?.1.id))?;
        self.write_at_table(actor, UseCase::CancelSeatChange, table, |tx, ctx, _| {
            let (r, _) = open_request(tx, id)?;
            tx.end_seat_change(r.id, &ctx.at, ctx.actor.id, SeatChangeOutcome::Cancelled)?;
            Ok(())
        })
    }

    /// The player of request `id` takes seat `seat_no` at the table he asked for: he moves
    /// with his stack, and his request is done.
    pub fn take_seat_change(
        &self,
        actor: i64,
        id: i64,
        seat_no: i64,
    ) -> Result<SeatDto, RoomError> {
        let table = self.read(|tx, _| Ok(open_request(tx, id)?.1.id))?;
        self.write_at_table(actor, UseCase::TakeSeatChange, table, |tx, ctx, table| {
            let (r, _) = open_request(tx, id)?;
            let seating = tx
                .seating_by_id(r.seating_id)?
                .filter(|s| s.left_at.is_none())
                .ok_or(RoomError::UnknownSeatChange { id })?;
            floor_for_another_table(ctx, &table, seating.table_id)?;
            tx.end_seat_change(r.id, &ctx.at, ctx.actor.id, SeatChangeOutcome::Moved)?;
            crate::seats::move_in(
                tx,
                ctx,
                (seating.table_id, seating.seat_no),
                (table.id, seat_no),
            )
        })
    }

    /// The player of request `id` declines the seat offered: he comes off the list, or (as
    /// the house sets) keeps his place and is passed over for this opening.
    pub fn decline_seat_change(
        &self,
        actor: i64,
        id: i64,
    ) -> Result<Vec<SeatChangeView>, RoomError> {
        let table = self.read(|tx, _| Ok(open_request(tx, id)?.1.id))?;
        self.write_at_table(
            actor,
            UseCase::DeclineSeatChange,
            table,
            |tx, ctx, table| {
                let (r, _) = open_request(tx, id)?;
                match super::settings::floor_settings(tx)?.seat_change_decline {
                    SeatChangeDecline::Loses => {
                        tx.end_seat_change(
                            r.id,
                            &ctx.at,
                            ctx.actor.id,
                            SeatChangeOutcome::Declined,
                        )?;
                    }
                    SeatChangeDecline::Keeps => {
                        tx.insert_seat_change_decline(r.id, &ctx.at, ctx.actor.id)?;
                    }
                }
                Ok(seat_change_list(tx, table.id)?
                    .into_iter()
                    .map(|(v, _)| v)
                    .collect())
            },
        )
    }
}
