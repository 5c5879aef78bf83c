//! Dealers pushed onto and off tables, so reports can group by dealer.

use crate::staff::Role;
use crate::tables::load_open_table;
use crate::usecase::Who;
use crate::{Room, RoomError};

impl Room {
    /// Pushes a dealer into the box at a table; the dealer there, if any, goes off at the
    /// same moment. A dealer deals at one table at a time.
    pub fn push_dealer(
        &mut self,
        actor: i64,
        table_id: i64,
        dealer_id: i64,
    ) -> Result<(), RoomError> {
        self.write(actor, Who::Staff, |tx, ctx| {
            let table = load_open_table(tx, table_id)?;
            let dealer = tx.staff(dealer_id)?.ok_or(RoomError::UnknownStaff {
                who: format!("with id {dealer_id}"),
            })?;
            if dealer.role != Role::Dealer.as_str() {
                return Err(RoomError::NotADealer { name: dealer.name });
            }
            if !dealer.active {
                return Err(RoomError::InactiveStaff { name: dealer.name });
            }
            if let Some(other) = tx.dealer_table(dealer_id)? {
                let other = crate::tables::load_table(tx, other)?;
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

    /// Takes the dealer off a table (a break, the end of a down).
    pub fn pull_dealer(&mut self, actor: i64, table_id: i64) -> Result<(), RoomError> {
        self.write(actor, Who::Staff, |tx, ctx| {
            let table = load_open_table(tx, table_id)?;
            let current = tx
                .dealer_on(table.id)?
                .ok_or(RoomError::NoDealer { table: table.name })?;
            tx.pull_dealer(current.id, &ctx.at, ctx.actor.id)?;
            Ok(())
        })
    }
}
