//! The frame every use case runs in: who acts, when, and one transaction.

use cardroom_store::{StaffRow, Tx};
use chrono::{DateTime, Utc};

use crate::clock::db_time;
use crate::{Room, RoomError};

/// Who may perform a use case.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Who {
    /// A floor manager only.
    Floor(&'static str),
    /// A floor manager or a dealer.
    Staff,
}

/// What a use case knows about its moment.
#[derive(Debug)]
pub(crate) struct Ctx {
    pub actor: StaffRow,
    /// Now, in the database's text form.
    pub at: String,
}

impl Room {
    /// Runs a use case as `actor` in one write transaction. Refuses an unknown or inactive
    /// actor, a dealer doing a floor manager's work, and a clock earlier than the last write.
    pub(crate) fn write<T>(
        &mut self,
        actor: i64,
        who: Who,
        work: impl FnOnce(&Tx<'_>, &Ctx) -> Result<T, RoomError>,
    ) -> Result<T, RoomError> {
        let now = self.clock.now();
        self.store.write(|tx| {
            let ctx = context(tx, actor, who, now)?;
            let value = work(tx, &ctx)?;
            tx.set_clock_watermark(&ctx.at)?;
            Ok(value)
        })
    }

    /// Runs a read-only use case on one snapshot.
    pub(crate) fn read<T>(
        &mut self,
        work: impl FnOnce(&Tx<'_>, DateTime<Utc>) -> Result<T, RoomError>,
    ) -> Result<T, RoomError> {
        let now = self.clock.now();
        self.store.read(|tx| work(tx, now))
    }
}

fn context(tx: &Tx<'_>, actor: i64, who: Who, now: DateTime<Utc>) -> Result<Ctx, RoomError> {
    let staff = tx.staff(actor)?.ok_or(RoomError::UnknownStaff {
        who: format!("with id {actor}"),
    })?;
    if !staff.active {
        return Err(RoomError::InactiveStaff { name: staff.name });
    }
    if let Who::Floor(action) = who
        && staff.role != "floor"
    {
        return Err(RoomError::NotPermitted {
            name: staff.name,
            role: staff.role,
            action: action.into(),
        });
    }
    let at = db_time(now);
    if let Some(last) = tx.clock_watermark()?
        && at < last
    {
        return Err(RoomError::ClockBackwards { now: at, last });
    }
    Ok(Ctx { actor: staff, at })
}
