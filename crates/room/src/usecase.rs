//! The frame every use case runs in: what it is (and so who may perform it), who acts, when,
//! and one transaction.
//!
//! Every use case that changes the room names itself as a [`UseCase`]; the use case's
//! [`Permission`] is decided here, once, and checked by the frame before any work is done.
//! `tests/room/roles.rs` lists the whole table, so a new use case cannot be added without a
//! decision about who may perform it.

use cardroom_store::port::*;
use cardroom_store::{HandRow, StaffRow};
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
    StartBankedBox,
    RecordDueCollections,
    MarkCollection,
    CompCollection,
    OpenShift,
    CloseShift,
    ShiftReport,
    ResetClock,
    SetPin,
    SetStaffRole,
    VoidHand,
    RuleHandVoid,
    CollectTime,
    SignOffShift,
    RecordPrint,
    CorrectCollection,
    CorrectHand,
    HandHistory,
    ReadAudit,
    BackUp,
    /// Choose where this station's room lives (its file or a server).
    ChooseDatabase,
    SetFloorSettings,
    AddWaitlist,
    CloseWaitlist,
    JoinWaitlist,
    LeaveWaitlist,
    CallSeat,
    CancelCall,
    SeatFromCall,
    SetMustMove,
    StartGame,
    JoinRotation,
    LeaveRotation,
    Rotate,
    PickUpSeat,
    /// A player buys more chips (an add-on or rebuy).
    AddChips,
    /// The floor sets a stack to the chips counted on the felt.
    CorrectChips,
    /// The floor seats a player with a buy-in outside the table's limits.
    SeatOutsideBuyIn,
    /// The incoming floor manager takes the room over from the open shift.
    HandOverShift,
    /// The last floor action of the one who took it, taken back within its minute.
    UndoFloorAction,
}

impl UseCase {
    /// Every use case, for the role table.
    pub const ALL: [UseCase; 56] = [
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
        UseCase::StartBankedBox,
        UseCase::RecordDueCollections,
        UseCase::MarkCollection,
        UseCase::CompCollection,
        UseCase::OpenShift,
        UseCase::CloseShift,
        UseCase::ShiftReport,
        UseCase::ResetClock,
        UseCase::SetPin,
        UseCase::SetStaffRole,
        UseCase::VoidHand,
        UseCase::RuleHandVoid,
        UseCase::CollectTime,
        UseCase::SignOffShift,
        UseCase::RecordPrint,
        UseCase::CorrectCollection,
        UseCase::CorrectHand,
        UseCase::HandHistory,
        UseCase::ReadAudit,
        UseCase::BackUp,
        UseCase::ChooseDatabase,
        UseCase::SetFloorSettings,
        UseCase::AddWaitlist,
        UseCase::CloseWaitlist,
        UseCase::JoinWaitlist,
        UseCase::LeaveWaitlist,
        UseCase::CallSeat,
        UseCase::CancelCall,
        UseCase::SeatFromCall,
        UseCase::SetMustMove,
        UseCase::StartGame,
        UseCase::JoinRotation,
        UseCase::LeaveRotation,
        UseCase::Rotate,
        UseCase::PickUpSeat,
        UseCase::AddChips,
        UseCase::CorrectChips,
        UseCase::SeatOutsideBuyIn,
        UseCase::HandOverShift,
        UseCase::UndoFloorAction,
    ];

    /// Who may perform it. Seating, moving and unseating players are the floor's: a dealer
    /// who could seat a player could create chips from nothing. At the table the dealer runs
    /// the game: the button draw, the hands, sitting players out, the time collections.
    pub fn permission(self) -> Permission {
        use UseCase::*;
        match self {
            AddStaff | SetStaffActive | AddRate | OpenTable | CloseTable | SeatPlayer
            | MovePlayer | UnseatPlayer | CompCollection | OpenShift | CloseShift | ShiftReport
            | ResetClock | SetPin | SetStaffRole | RuleHandVoid | SignOffShift | RecordPrint
            | CorrectCollection | CorrectHand | HandHistory | ReadAudit | BackUp
            | ChooseDatabase | SetFloorSettings | AddWaitlist | CloseWaitlist | JoinWaitlist
            | LeaveWaitlist | CallSeat | CancelCall | SeatFromCall | SetMustMove | StartGame
            | JoinRotation | LeaveRotation | Rotate | PickUpSeat | CorrectChips
            | SeatOutsideBuyIn | HandOverShift => Permission::Floor,
            PushDealer | PullDealer => Permission::FloorOrSelf,
            SitOut | DrawForButton | StartHand | Act | Undo | StartPanHand | StartBankedBox
            | RecordDueCollections | MarkCollection | VoidHand | CollectTime | AddChips => {
                Permission::TableDealer
            }
            // Only his own last action, which he was permitted (floor/undo.rs).
            UndoFloorAction => Permission::TableDealer,
        }
    }

    /// The use case's name in logs: `seat_player`, `act`.
    pub fn name(self) -> &'static str {
        use UseCase::*;
        match self {
            AddStaff => "add_staff",
            SetStaffActive => "set_staff_active",
            AddRate => "add_rate",
            OpenTable => "open_table",
            CloseTable => "close_table",
            SeatPlayer => "seat_player",
            MovePlayer => "move_player",
            UnseatPlayer => "unseat_player",
            SitOut => "sit_out",
            PushDealer => "push_dealer",
            PullDealer => "pull_dealer",
            DrawForButton => "draw_for_button",
            StartHand => "start_hand",
            Act => "act",
            Undo => "undo",
            StartPanHand => "start_pan_hand",
            StartBankedBox => "start_banked_box",
            RecordDueCollections => "record_due_collections",
            MarkCollection => "mark_collection",
            CompCollection => "comp_collection",
            OpenShift => "open_shift",
            CloseShift => "close_shift",
            ShiftReport => "shift_report",
            ResetClock => "reset_clock",
            SetPin => "set_pin",
            SetStaffRole => "set_staff_role",
            VoidHand => "void_hand",
            RuleHandVoid => "rule_hand_void",
            CollectTime => "collect_time",
            SignOffShift => "sign_off_shift",
            RecordPrint => "record_print",
            CorrectCollection => "correct_collection",
            CorrectHand => "correct_hand",
            HandHistory => "hand_history",
            ReadAudit => "read_audit",
            BackUp => "back_up",
            ChooseDatabase => "choose_database",
            SetFloorSettings => "set_floor_settings",
            AddWaitlist => "add_waitlist",
            CloseWaitlist => "close_waitlist",
            JoinWaitlist => "join_waitlist",
            LeaveWaitlist => "leave_waitlist",
            CallSeat => "call_seat",
            CancelCall => "cancel_call",
            SeatFromCall => "seat_from_call",
            SetMustMove => "set_must_move",
            StartGame => "start_game",
            JoinRotation => "join_rotation",
            LeaveRotation => "leave_rotation",
            Rotate => "rotate",
            PickUpSeat => "pick_up_seat",
            AddChips => "add_chips",
            CorrectChips => "correct_chips",
            SeatOutsideBuyIn => "seat_outside_buy_in",
            HandOverShift => "hand_over_shift",
            UndoFloorAction => "undo_floor_action",
        }
    }

    /// What a committed use case changed, for the screens that show it.
    pub fn change(self) -> crate::ChangeKind {
        use crate::ChangeKind as K;
        use UseCase::*;
        match self {
            AddStaff | SetStaffActive | SetPin | SetStaffRole => K::Staff,
            AddRate => K::Rates,
            OpenTable | CloseTable => K::Tables,
            SeatPlayer | MovePlayer | UnseatPlayer | SitOut | SeatFromCall | PickUpSeat
            | AddChips | CorrectChips | SeatOutsideBuyIn => K::Seats,
            // It reverses any of the floor's kinds of change.
            UndoFloorAction => K::Elsewhere,
            PushDealer | PullDealer | JoinRotation | LeaveRotation | Rotate => K::Dealers,
            SetFloorSettings | AddWaitlist | CloseWaitlist | JoinWaitlist | LeaveWaitlist
            | CallSeat | CancelCall | SetMustMove => K::Waitlists,
            StartGame => K::Tables,
            DrawForButton => K::Button,
            StartHand | Act | Undo | StartPanHand | StartBankedBox | VoidHand | RuleHandVoid => {
                K::Hand
            }
            RecordDueCollections | MarkCollection | CompCollection | CollectTime
            | CorrectCollection => K::Collections,
            CorrectHand => K::Hand,
            OpenShift | CloseShift | HandOverShift | ShiftReport | SignOffShift | RecordPrint
            | HandHistory | ReadAudit | BackUp | ChooseDatabase => K::Shift,
            ResetClock => K::Clock,
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
            Act => "log an action",
            Undo => "undo an action",
            StartBankedBox => "open a box",
            RecordDueCollections => "record the collections due",
            MarkCollection => "mark a collection",
            CompCollection => "comp a collection",
            OpenShift => "open a shift",
            CloseShift => "close a shift",
            ShiftReport => "read a shift report",
            ResetClock => "reset the clock",
            SetPin => "set a PIN",
            SetStaffRole => "change a staff member's role",
            VoidHand => "call a misdeal",
            RuleHandVoid => "rule a hand void",
            CollectTime => "take the time collection",
            SignOffShift => "sign off a shift",
            RecordPrint => "print a shift's report",
            CorrectCollection => "correct a time collection",
            CorrectHand => "correct a hand's chips",
            HandHistory => "read the hand histories",
            ReadAudit => "read the audit trail",
            BackUp => "back the room up",
            ChooseDatabase => "choose where the room lives",
            SetFloorSettings => "change the floor settings",
            AddWaitlist => "start a waiting list",
            CloseWaitlist => "close a waiting list",
            JoinWaitlist => "put a player on a waiting list",
            LeaveWaitlist => "take a player off a waiting list",
            CallSeat => "call a player to a seat",
            CancelCall => "cancel a call",
            SeatFromCall => "seat a called player",
            SetMustMove => "make a table a must-move",
            StartGame => "start a game from a waiting list",
            JoinRotation => "add a dealer to the rotation",
            LeaveRotation => "take a dealer out of the rotation",
            Rotate => "push the next dealer",
            PickUpSeat => "pick up a player's seat",
            AddChips => "add chips to a stack",
            CorrectChips => "correct a stack's chips",
            SeatOutsideBuyIn => "seat a player outside the table's buy-in",
            HandOverShift => "take the shift over",
            UndoFloorAction => "undo a floor action",
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
    /// The table the use case acts at, when it acts at one.
    pub table_id: Option<i64>,
    /// The hand it acts on, read once by the frame.
    pub hand: Option<HandRow>,
    /// A table the use case made (opening one), named in the change it publishes.
    pub made_table: std::cell::Cell<Option<i64>>,
    /// What its audit entry says beyond the use case's name (a comp's reason); none: the
    /// use case's words alone.
    pub note: std::cell::RefCell<Option<String>>,
}

impl Ctx {
    pub(crate) fn is_floor(&self) -> bool {
        self.actor.role == Role::Floor
    }
}

/// A refusal (the user can act on it) at `info`, a failure (storage, bad data) at `error`.
pub(crate) fn log_failure(e: &RoomError) {
    let code = e.code().as_str();
    if e.is_failure() {
        tracing::error!(code, error = %e, "failed");
    } else {
        tracing::info!(code, reason = %e, "refused");
    }
}

impl Room {
    /// Runs a use case as `actor` in one write transaction. Refuses an unknown or inactive
    /// actor, anyone the use case's [`Permission`] leaves out, and a clock earlier than the
    /// last write. The clock is read after the write lock is taken, so a writer that waited
    /// for the lock never stamps a time earlier than the writer before it.
    ///
    /// The use case runs in a tracing span naming it, the staff member, the table and the
    /// hand; a refusal is logged at `info` with its code, a failure at `error`. Once
    /// committed, the change is published ([`crate::Changes`]).
    pub(crate) fn write<T>(
        &self,
        actor: i64,
        case: UseCase,
        at: At,
        work: impl FnOnce(&dyn Tx, &Ctx) -> Result<T, RoomError>,
    ) -> Result<T, RoomError> {
        let span = tracing::info_span!(
            "use_case",
            case = case.name(),
            actor,
            staff = tracing::field::Empty,
            table = tracing::field::Empty,
            hand = tracing::field::Empty,
        );
        let _entered = span.enter();
        if let At::Hand(hand) = at {
            span.record("hand", hand);
        }
        let clock = &self.clock;
        let result = self.store.write(|tx| {
            let now = clock.now();
            let mut ctx = context(tx, actor, now)?;
            span.record("staff", ctx.actor.name.as_str());
            (ctx.table_id, ctx.hand) = place_of(tx, at)?;
            if let Some(table) = ctx.table_id {
                span.record("table", table);
            }
            permit(tx, &ctx, case, at)?;
            let value = work(tx, &ctx)?;
            let table = ctx.made_table.get().or(ctx.table_id);
            let hand = ctx.hand.as_ref().map(|h| h.id);
            let note = ctx.note.borrow().clone();
            self.record_write(
                tx,
                &ctx.at,
                ctx.actor.id,
                case,
                (table, hand),
                note.as_deref(),
            )?;
            Ok((value, table))
        });
        match result {
            Ok((value, table_id)) => {
                tracing::info!("done");
                self.committed(case, table_id);
                Ok(value)
            }
            Err(e) => {
                log_failure(&e);
                if e.is_lack_of_authority() {
                    let (table, hand) = match at {
                        At::Table(t) => (Some(t), None),
                        At::Hand(h) => (None, Some(h)),
                        At::Room | At::Collection(_) => (None, None),
                    };
                    self.audit_refusal(Some(actor), case.name(), table, hand, &e);
                }
                Err(e)
            }
        }
    }

    /// Runs a read-only use case on one snapshot.
    pub(crate) fn read<T>(
        &self,
        work: impl FnOnce(&dyn Tx, DateTime<Utc>) -> Result<T, RoomError>,
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
        work: impl FnOnce(&dyn Tx, DateTime<Utc>) -> Result<T, RoomError>,
    ) -> Result<T, RoomError> {
        let now = self.clock.now();
        let result = self.store.read(|tx| {
            let ctx = staff_ctx(tx, actor, db_time(now))?;
            permit(tx, &ctx, case, At::Room)?;
            work(tx, now)
        });
        if let Err(e) = &result
            && e.is_lack_of_authority()
        {
            self.audit_refusal(Some(actor), case.name(), None, None, e);
        }
        result
    }
}

fn staff_ctx(tx: &dyn Tx, actor: i64, at: String) -> Result<Ctx, RoomError> {
    let staff = tx.staff(actor)?.ok_or(RoomError::UnknownStaff {
        who: format!("with id {actor}"),
    })?;
    if !staff.active {
        return Err(RoomError::InactiveStaff { name: staff.name });
    }
    Ok(Ctx {
        actor: staff,
        at,
        table_id: None,
        hand: None,
        made_table: std::cell::Cell::new(None),
        note: std::cell::RefCell::new(None),
    })
}

fn context(tx: &dyn Tx, actor: i64, now: DateTime<Utc>) -> Result<Ctx, RoomError> {
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

/// The table a use case acts at, when it acts at one, and the hand's row when it acts on
/// a hand.
fn place_of(tx: &dyn Tx, at: At) -> Result<(Option<i64>, Option<HandRow>), RoomError> {
    Ok(match at {
        At::Room => (None, None),
        At::Table(id) => (Some(id), None),
        At::Hand(id) => {
            let row = tx.hand(id)?.ok_or(RoomError::UnknownHand { id })?;
            (Some(row.table_id), Some(row))
        }
        At::Collection(id) => (
            Some(
                tx.time_collection(id)?
                    .ok_or(RoomError::UnknownCollection { id })?
                    .table_id,
            ),
            None,
        ),
    })
}

/// Refuses `ctx.actor` unless `case`'s permission lets him act `at` this place.
pub(crate) fn permit(tx: &dyn Tx, ctx: &Ctx, case: UseCase, at: At) -> Result<(), RoomError> {
    if ctx.is_floor() {
        return Ok(());
    }
    let refuse = || RoomError::NotPermitted {
        name: ctx.actor.name.clone(),
        role: ctx.actor.role.as_str().into(),
        action: case.doing().into(),
    };
    match case.permission() {
        Permission::Floor => Err(refuse()),
        // The use case checks that the dealer acts for himself only.
        Permission::FloorOrSelf => Ok(()),
        Permission::TableDealer => {
            let table_id = match ctx.table_id {
                Some(id) => Some(id),
                None => place_of(tx, at)?.0,
            };
            let Some(table_id) = table_id else {
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
    pub fn reset_clock(&self, actor: i64) -> Result<ClockReset, RoomError> {
        let clock = &self.clock;
        let reset = self.store.write(|tx| {
            let now = db_time(clock.now());
            let ctx = staff_ctx(tx, actor, now.clone())?;
            permit(tx, &ctx, UseCase::ResetClock, At::Room)?;
            let last = tx.clock_watermark()?.unwrap_or_default();
            if last <= now {
                return Err(RoomError::ClockNotAhead { now, last });
            }
            self.record_write(
                tx,
                &now,
                ctx.actor.id,
                UseCase::ResetClock,
                (None, None),
                None,
            )?;
            tracing::warn!(was = %last, now = %now, by = ctx.actor.id, "clock watermark reset");
            Ok(ClockReset { was: last, now })
        });
        let reset = reset.inspect_err(|e| {
            if e.is_lack_of_authority() {
                self.audit_refusal(Some(actor), UseCase::ResetClock.name(), None, None, e);
            }
        })?;
        self.committed(UseCase::ResetClock, None);
        Ok(reset)
    }

    /// What every committed change records, whichever way its actor was checked: the clock's
    /// watermark, and the audit trail's entry naming who, which use case, where, the station
    /// and machine, and covering every row it changed.
    pub(crate) fn record_write(
        &self,
        tx: &dyn Tx,
        at: &str,
        staff: i64,
        case: UseCase,
        (table, hand): (Option<i64>, Option<i64>),
        note: Option<&str>,
    ) -> Result<(), RoomError> {
        tx.set_clock_watermark(at)?;
        self.seal(
            tx,
            &crate::trail::Entry {
                at,
                staff_id: Some(staff),
                kind: case.name(),
                outcome: AuditOutcome::Done,
                table_id: table,
                hand_id: hand,
                detail: note.unwrap_or(case.doing()),
            },
        )
    }

    /// Publishes a committed use case's change.
    pub(crate) fn committed(&self, case: UseCase, table: Option<i64>) {
        self.changes.publish(crate::Change {
            table_id: table,
            kind: case.change(),
        });
    }
}
