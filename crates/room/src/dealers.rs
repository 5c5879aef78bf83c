//! Dealers pushed onto and off tables, so reports can group by dealer.

use crate::usecase::{Ctx, UseCase};
use crate::{Room, RoomError};
use cardroom_store::Role;

impl Room {
    /// Pushes a dealer into the box at a table; the dealer there, if any, goes off at the
    /// same moment. A dealer deals at one table at a time. A dealer may push himself into
    /// an empty box (clocking in); only a floor manager pushes anyone else, or replaces a
    /// dealer in the box.
    pub fn push_dealer(&self, actor: i64, table_id: i64, dealer_id: i64) -> Result<(), RoomError> {
        self.write_at_table(actor, UseCase::PushDealer, table_id, |tx, ctx, table| {
            if !ctx.is_floor() {
                only_self(ctx, dealer_id, UseCase::PushDealer)?;
                if let Some(current) = tx.dealer_on(table.id)?
                    && current.dealer_id != ctx.actor.id
                {
                    return Err(RoomError::OnlyForSelf {
                        name: ctx.actor.name.clone(),
                        action: "take a box another dealer is in (the floor pushes)".into(),
                    });
                }
            }
            let dealer = active_dealer(tx, dealer_id)?;
            if let Some(other) = tx.dealer_table(dealer_id)? {
                let other = crate::model::tables::load_table(tx, other)?;
                return Err(RoomError::DealerBusy {
                    name: dealer.name,
                    table: other.name,
                });
            }
            if let Some(current) = tx.dealer_on(table.id)? {
                tx.pull_dealer(current.id, &ctx.at, ctx.actor.id)?;
            }
            tx.push_dealer(table.id, dealer_id, &ctx.at, ctx.actor.id)?;
            Ok(())
        })
    }

    /// Takes the dealer off a table (a break, the end of a down). A dealer may take only
    /// himself off.
    pub fn pull_dealer(&self, actor: i64, table_id: i64) -> Result<(), RoomError> {
        self.write_at_table(actor, UseCase::PullDealer, table_id, |tx, ctx, table| {
            let current = tx
                .dealer_on(table.id)?
                .ok_or(RoomError::NoDealer { table: table.name })?;
            if !ctx.is_floor() {
                only_self(ctx, current.dealer_id, UseCase::PullDealer)?;
            }
            tx.pull_dealer(current.id, &ctx.at, ctx.actor.id)?;
            Ok(())
        })
    }
}

/// The staff member `dealer_id`, who must be an active dealer.
pub(crate) fn active_dealer(
    tx: &dyn cardroom_store::Tx,
    dealer_id: i64,
) -> Result<cardroom_store::StaffRow, RoomError> {
    let dealer = crate::staff::staff_row(tx, dealer_id)?;
    if dealer.role != Role::Dealer {
        return Err(RoomError::NotADealer { name: dealer.name });
    }
    if !dealer.active {
        return Err(RoomError::InactiveStaff { name: dealer.name });
    }
    Ok(dealer)
}

/// A dealer acting on a dealer other than himself is refused.
fn only_self(ctx: &Ctx, dealer_id: i64, case: UseCase) -> Result<(), RoomError> {
    if dealer_id != ctx.actor.id {
        return Err(RoomError::OnlyForSelf {
            name: ctx.actor.name.clone(),
            action: case.doing().into(),
        });
    }
    Ok(())
}
