//! The frame every use case runs in: what it is (and so who may perform it), who acts, when,
//! and one transaction.
//!
//! Every use case that changes the room names itself as a [`UseCase`]; the use case's
//! [`Permission`] is decided here, once, and checked by the frame before any work is done.
//! `tests/room/roles.rs` lists the whole table, so a new use case cannot be added without a
//! decision about who may perform it.

use cardroom_store::{StaffRow, Tx};
use chrono::{DateTime, Utc};
use serde::Serialize;

use crate::clock::{db_time, parse_db_time};
use crate::{Room, RoomError};

/// Who may perform a use case.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, specta::Type)]
#[serde(rename_all = "snake_case")]
pub enum Permission {
    /// Floor managers only.
    Floor,
    /// A floor manager, or the dealer in the box at the table the use case acts on.
    TableDealer,
    /// A floor manager, or a dealer for himself only (clocking in at a table that has no
    /// dealer, going off his own table).
    FloorOrSelf,
}

/// Every use case that changes the room.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, specta::Type)]
#[serde(rename_all = "snake_case")]
pub enum UseCase {
    AddStaff,
    SetStaffActive,
    AddRate,
    OpenTable,
    CloseTable,
    SeatPlayer,
    MovePlayer,
    UnseatPlayer,
    SitOut,
    PushDealer,
    PullDealer,
    DrawForButton,
    StartHand,
    Act,
    Undo,
    StartPanHand,
    PanAct,
    PanUndo,
    StartBankedBox,
    BankedAct,
    BankedUndo,
    RecordDueCollections,
    MarkCollection,
    CompCollection,
    OpenShift,
    CloseShift,
    ShiftReport,
    ResetClock,
}

impl UseCase {
    /// Every use case, for the role table.
    pub const ALL: [UseCase; 28] = [
        UseCase::AddStaff,
        UseCase::SetStaffActive,
        UseCase::AddRate,
        UseCase::OpenTable,
        UseCase::CloseTable,
        UseCase::SeatPlayer,
        UseCase::MovePlayer,
        UseCase::UnseatPlayer,
        UseCase::SitOut,
        UseCase::PushDealer,
        UseCase::PullDealer,
        UseCase::DrawForButton,
        UseCase::StartHand,
        UseCase::Act,
        UseCase::Undo,
        UseCase::StartPanHand,
        UseCase::PanAct,
        UseCase::PanUndo,
        UseCase::StartBankedBox,
        UseCase::BankedAct,
        UseCase::BankedUndo,
        UseCase::RecordDueCollections,
        UseCase::MarkCollection,
        UseCase::CompCollection,
        UseCase::OpenShift,
        UseCase::CloseShift,
        UseCase::ShiftReport,
        UseCase::ResetClock,
    ];

    /// Who may perform it. Seating, moving and unseating players are the floor's: a dealer
    /// who could seat a player could create chips from nothing. At the table the dealer runs
    /// the game: the button draw, the hands, sitting players out, the time collections.
    pub fn permission(self) -> Permission {
        use UseCase::*;
        match self {
            AddStaff | SetStaffActive | AddRate | OpenTable | CloseTable | SeatPlayer
            | MovePlayer | UnseatPlayer | CompCollection | OpenShift | CloseShift | ShiftReport
            | ResetClock => Permission::Floor,
            PushDealer | PullDealer => Permission::FloorOrSelf,
            SitOut | DrawForButton | StartHand | Act | Undo | StartPanHand | PanAct | PanUndo
            | StartBankedBox | BankedAct | BankedUndo | RecordDueCollections | MarkCollection => {
                Permission::TableDealer
            }
        }
    }

    /// What the use case does, in the words of a refusal: "only a floor manager may ...".
    pub fn doing(self) -> &'static str {
        use UseCase::*;
        match self {
            AddStaff => "add staff",
            SetStaffActive => "activate or deactivate staff",
            AddRate => "change the rate schedule",
            OpenTable => "open a table",
            CloseTable => "close a table",
            SeatPlayer => "seat a player",
            MovePlayer => "move a player",
            UnseatPlayer => "unseat a player",
            SitOut => "sit a player out or back in",
            PushDealer => "push a dealer",
            PullDealer => "pull a dealer",
            DrawForButton => "draw for the button",
            StartHand | StartPanHand => "start a hand",
            Act | PanAct | BankedAct => "log an action",
            Undo | PanUndo | BankedUndo => "undo an action",
            StartBankedBox => "open a box",
            RecordDueCollections => "record the collections due",
            MarkCollection => "mark a collection",
            CompCollection => "comp a collection",
            OpenShift => "open a shift",
            CloseShift => "close a shift",
            ShiftReport => "read a shift report",
            ResetClock => "reset the clock",
        }
    }
}

/// What a use case acts on, so the frame can tell whether a dealer is at that table.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum At {
    /// The room as a whole (no one table).
    Room,
    Table(i64),
    Hand(i64),
    Collection(i64),
}

/// What a use case knows about its moment.
#[derive(Debug)]
pub(crate) struct Ctx {
    pub actor: StaffRow,
    /// Now, in the database's text form.
    pub at: String,
}

impl Ctx {
    pub(crate) fn is_floor(&self) -> bool {
        self.actor.role == "floor"
    }
}

impl Room {
    /// Runs a use case as `actor` in one write transaction. Refuses an unknown or inactive
    /// actor, anyone the use case's [`Permission`] leaves out, and a clock earlier than the
    /// last write. The clock is read after the write lock is taken, so a writer that waited
    /// for the lock never stamps a time earlier than the writer before it.
    pub(crate) fn write<T>(
        &mut self,
        actor: i64,
        case: UseCase,
        at: At,
        work: impl FnOnce(&Tx<'_>, &Ctx) -> Result<T, RoomError>,
    ) -> Result<T, RoomError> {
        let clock = &self.clock;
        self.store.write(|tx| {
            let now = clock.now();
            let ctx = context(tx, actor, now)?;
            permit(tx, &ctx, case, at)?;
            let value = work(tx, &ctx)?;
            tx.set_clock_watermark(&ctx.at)?;
            Ok(value)
        })
    }

    /// Runs a read-only use case on one snapshot.
    pub(crate) fn read<T>(
        &self,
        work: impl FnOnce(&Tx<'_>, DateTime<Utc>) -> Result<T, RoomError>,
    ) -> Result<T, RoomError> {
        let now = self.clock.now();
        self.store.read(|tx| work(tx, now))
    }

    /// A read that only some staff may make (a report): the actor is checked on the same
    /// snapshot. Writes nothing.
    pub(crate) fn read_as<T>(
        &self,
        actor: i64,
        case: UseCase,
        work: impl FnOnce(&Tx<'_>, DateTime<Utc>) -> Result<T, RoomError>,
    ) -> Result<T, RoomError> {
        let now = self.clock.now();
        self.store.read(|tx| {
            let ctx = staff_ctx(tx, actor, db_time(now))?;
            permit(tx, &ctx, case, At::Room)?;
            work(tx, now)
        })
    }
}

fn staff_ctx(tx: &Tx<'_>, actor: i64, at: String) -> Result<Ctx, RoomError> {
    let staff = tx.staff(actor)?.ok_or(RoomError::UnknownStaff {
        who: format!("with id {actor}"),
    })?;
    if !staff.active {
        return Err(RoomError::InactiveStaff { name: staff.name });
    }
    Ok(Ctx { actor: staff, at })
}

fn context(tx: &Tx<'_>, actor: i64, now: DateTime<Utc>) -> Result<Ctx, RoomError> {
    let ctx = staff_ctx(tx, actor, db_time(now))?;
    if let Some(last) = tx.clock_watermark()?
        && ctx.at < last
    {
        let far = parse_db_time(&last).is_some_and(|l| l - now > chrono::Duration::minutes(5));
        return Err(RoomError::ClockBackwards {
            now: ctx.at,
            last,
            recover: far,
        });
    }
    Ok(ctx)
}

/// The table a use case acts at, when it acts at one.
fn table_of(tx: &Tx<'_>, at: At) -> Result<Option<i64>, RoomError> {
    Ok(match at {
        At::Room => None,
        At::Table(id) => Some(id),
        At::Hand(id) => Some(tx.hand(id)?.ok_or(RoomError::UnknownHand { id })?.table_id),
        At::Collection(id) => Some(
            tx.time_collection(id)?
                .ok_or(RoomError::UnknownCollection { id })?
                .table_id,
        ),
    })
}

/// Refuses `ctx.actor` unless `case`'s permission lets him act `at` this place.
pub(crate) fn permit(tx: &Tx<'_>, ctx: &Ctx, case: UseCase, at: At) -> Result<(), RoomError> {
    if ctx.is_floor() {
        return Ok(());
    }
    let refuse = || RoomError::NotPermitted {
        name: ctx.actor.name.clone(),
        role: ctx.actor.role.clone(),
        action: case.doing().into(),
    };
    match case.permission() {
        Permission::Floor => Err(refuse()),
        // The use case checks that the dealer acts for himself only.
        Permission::FloorOrSelf => Ok(()),
        Permission::TableDealer => {
            let Some(table_id) = table_of(tx, at)? else {
                return Err(refuse());
            };
            match tx.dealer_on(table_id)? {
                Some(push) if push.dealer_id == ctx.actor.id => Ok(()),
                _ => {
                    let table = crate::tables::load_table(tx, table_id)?;
                    Err(RoomError::NotYourTable {
                        name: ctx.actor.name.clone(),
                        table: table.name,
                        action: case.doing().into(),
                    })
                }
            }
        }
    }
}

/// What `cardroom db reset-clock` did.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, specta::Type)]
pub struct ClockReset {
    /// The time of the last write before the reset (ahead of now).
    pub was: String,
    /// Now, from which writes go on.
    pub now: String,
}

impl Room {
    /// Recovers a room whose last write was stamped ahead of the real time (a wrong clock):
    /// from now on writes are checked against now instead. The rows stamped ahead keep their
    /// times. Only a floor manager may do it, and only when the last write is ahead of now.
    pub fn reset_clock(&mut self, actor: i64) -> Result<ClockReset, RoomError> {
        let clock = &self.clock;
        self.store.write(|tx| {
            let now = db_time(clock.now());
            let ctx = staff_ctx(tx, actor, now.clone())?;
            permit(tx, &ctx, UseCase::ResetClock, At::Room)?;
            let last = tx.clock_watermark()?.unwrap_or_default();
            if last <= now {
                return Err(RoomError::ClockNotAhead { now, last });
            }
            tx.set_clock_watermark(&now)?;
            tracing::warn!(was = %last, now = %now, by = ctx.actor.id, "clock watermark reset");
            Ok(ClockReset { was: last, now })
        })
    }
}
