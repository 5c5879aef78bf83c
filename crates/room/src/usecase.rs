//! The frame every use case runs in: what it is (and so who may perform it), who acts, when,
//! and one transaction.
//!
//! Every use case that changes the room names itself as a [`UseCase`]; the use case's
//! [`Permission`] is decided here, once, and checked by the frame before any work is done.
//! A row cannot omit it, and `docs/roles.md` publishes the whole table (generated; a test in
//! `tests/room/roles.rs` fails until it is written again), so a change shows in review.

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
    /// The cage only: counting the drop boxes and counter-signing a shift. The floor may not
    /// (the count is made by someone other than the floor: 25 CFR 543).
    Cage,
    /// A floor manager or the cage: reading and printing the shift's reports.
    FloorOrCage,
    /// Any staff member for themself (a floor manager for anyone): their own language.
    Own,
}

/// Declares every use case once, one row each: its variant, its name in logs and on the
/// trail, who may perform it ([`Permission`]), what a commit of it changed (the screens'
/// [`crate::ChangeKind`]) and what it does in the words of a refusal ("only a floor manager
/// may ..."). The enum, [`UseCase::ALL`] and the four readers are generated from the rows, so
/// a new use case is one row here.
macro_rules! use_cases {
    ($($(#[$doc:meta])* $variant:ident => $name:literal, $who:ident, $change:ident, $doing:literal;)+) => {
        /// Every use case that changes the room.
        #[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, specta::Type)]
        #[serde(rename_all = "snake_case")]
        pub enum UseCase {
            $($(#[$doc])* $variant,)+
        }

        impl UseCase {
            /// Every use case, for the role table.
            pub const ALL: [UseCase; [$(stringify!($variant)),+].len()] = [$(UseCase::$variant),+];

            /// Who may perform it.
            pub fn permission(self) -> Permission {
                match self {
                    $(UseCase::$variant => Permission::$who,)+
                }
            }

            /// The use case's name in logs: `seat_player`, `act`.
            pub fn name(self) -> &'static str {
                match self {
                    $(UseCase::$variant => $name,)+
                }
            }

            /// What a committed use case changed, for the screens that show it.
            pub fn change(self) -> crate::ChangeKind {
                match self {
                    $(UseCase::$variant => crate::ChangeKind::$change,)+
                }
            }

            /// What the use case does, in the words of a refusal: "only a floor manager may ...".
            pub fn doing(self) -> &'static str {
                match self {
                    $(UseCase::$variant => $doing,)+
                }
            }
        }
    };
}

// Seating, moving and unseating players are the floor's: a dealer who could seat a player
// could create chips from nothing. At the table the dealer runs the game: the button draw,
// the hands, sitting players out, the time collections, a player's add-on.
use_cases! {
    AddStaff => "add_staff", Floor, Staff, "add staff";
    SetStaffActive => "set_staff_active", Floor, Staff, "activate or deactivate staff";
    AddRate => "add_rate", Floor, Rates, "change the rate schedule";
    OpenTable => "open_table", Floor, Tables, "open a table";
    CloseTable => "close_table", Floor, Tables, "close a table";
    /// A table broken: its players go on their game's list as the house sets, then it closes.
    BreakTable => "break_table", Floor, Elsewhere, "break a table";
    SeatPlayer => "seat_player", Floor, Seats, "seat a player";
    MovePlayer => "move_player", Floor, Seats, "move a player";
    UnseatPlayer => "unseat_player", Floor, Seats, "unseat a player";
    SitOut => "sit_out", TableDealer, Seats, "sit a player out or back in";
    PushDealer => "push_dealer", FloorOrSelf, Dealers, "push a dealer";
    PullDealer => "pull_dealer", FloorOrSelf, Dealers, "pull a dealer";
    DrawForButton => "draw_for_button", TableDealer, Button, "draw for the button";
    StartHand => "start_hand", TableDealer, Hand, "start a hand";
    Act => "act", TableDealer, Hand, "log an action";
    Undo => "undo", TableDealer, Hand, "undo an action";
    StartPanHand => "start_pan_hand", TableDealer, Hand, "start a hand";
    StartBankedBox => "start_banked_box", TableDealer, Hand, "open a box";
    RecordDueCollections => "record_due_collections", TableDealer, Collections, "record the collections due";
    MarkCollection => "mark_collection", TableDealer, Collections, "mark a collection";
    CompCollection => "comp_collection", Floor, Collections, "comp a collection";
    OpenShift => "open_shift", Floor, Shift, "open a shift";
    CloseShift => "close_shift", Floor, Shift, "close a shift";
    ShiftReport => "shift_report", FloorOrCage, Shift, "read a shift report";
    ResetClock => "reset_clock", Floor, Clock, "reset the clock";
    SetPin => "set_pin", Floor, Staff, "set a PIN";
    SetStaffRole => "set_staff_role", Floor, Staff, "change a staff member's role";
    VoidHand => "void_hand", TableDealer, Hand, "call a misdeal";
    RuleHandVoid => "rule_hand_void", Floor, Hand, "rule a hand void";
    CollectTime => "collect_time", TableDealer, Collections, "take the time collection";
    SignOffShift => "sign_off_shift", Floor, Shift, "sign off a shift";
    RecordPrint => "record_print", FloorOrCage, Shift, "print a shift's report";
    CorrectCollection => "correct_collection", Floor, Collections, "correct a time collection";
    CorrectHand => "correct_hand", Floor, Hand, "correct a hand's chips";
    HandHistory => "hand_history", Floor, Shift, "read the hand histories";
    ReadAudit => "read_audit", Floor, Shift, "read the audit trail";
    BackUp => "back_up", Floor, Shift, "back the room up";
    /// Choose where this station's room lives (its file or a server).
    ChooseDatabase => "choose_database", Floor, Shift, "choose where the room lives";
    SetFloorSettings => "set_floor_settings", Floor, Waitlists, "change the floor settings";
    /// Choose the language the screens speak to a staff member: their own, or anyone's for a
    /// floor manager.
    SetLanguage => "set_language", Own, Staff, "choose another person's language";
    /// Set this station to serve one table (or the whole room again), its language and look.
    SetStation => "set_station", Floor, Shift, "set up this station";
    AddWaitlist => "add_waitlist", Floor, Waitlists, "start a waiting list";
    CloseWaitlist => "close_waitlist", Floor, Waitlists, "close a waiting list";
    JoinWaitlist => "join_waitlist", Floor, Waitlists, "put a player on a waiting list";
    LeaveWaitlist => "leave_waitlist", Floor, Waitlists, "take a player off a waiting list";
    CallSeat => "call_seat", Floor, Waitlists, "call a player to a seat";
    CancelCall => "cancel_call", Floor, Waitlists, "cancel a call";
    /// The floor gives a called player more time to take his seat.
    ExtendCall => "extend_call", Floor, Waitlists, "give a called player more time";
    SeatFromCall => "seat_from_call", Floor, Seats, "seat a called player";
    SetMustMove => "set_must_move", Floor, Waitlists, "make a table a must-move";
    StartGame => "start_game", Floor, Tables, "start a game from a waiting list";
    JoinRotation => "join_rotation", Floor, Dealers, "add a dealer to the rotation";
    LeaveRotation => "leave_rotation", Floor, Dealers, "take a dealer out of the rotation";
    Rotate => "rotate", Floor, Dealers, "push the next dealer";
    PickUpSeat => "pick_up_seat", Floor, Seats, "pick up a player's seat";
    /// A player buys more chips (an add-on or rebuy).
    AddChips => "add_chips", TableDealer, Seats, "add chips to a stack";
    /// The floor sets a stack to the chips counted on the felt.
    CorrectChips => "correct_chips", Floor, Seats, "correct a stack's chips";
    /// The floor seats a player with a buy-in outside the table's limits.
    SeatOutsideBuyIn => "seat_outside_buy_in", Floor, Seats, "seat a player outside the table's buy-in";
    /// The incoming floor manager takes the room over from the open shift.
    HandOverShift => "hand_over_shift", Floor, Shift, "take the shift over";
    /// The cage enters what it counted in a drop box (a recount, with its reason).
    RecordBoxCount => "record_box_count", Cage, Shift, "count a drop box";
    /// The cage counter-signs a shift the floor signed off, once every box is counted and
    /// every variance over the threshold explained.
    CountersignShift => "countersign_shift", Cage, Shift, "counter-sign a shift";
    /// The cage or the floor records a table bank's opener, fill, credit or closer.
    RecordBankMove => "record_bank_move", FloorOrCage, Shift, "record a table bank's chips";
    /// The last floor action of the one who took it, taken back within its minute: only his own,
    /// which he was permitted (floor/undo.rs); it reverses any of the floor's kinds of change.
    UndoFloorAction => "undo_floor_action", TableDealer, Elsewhere, "undo a floor action";
    AddJackpotFund => "add_jackpot_fund", Floor, Jackpots, "add a jackpot fund";
    ChangeJackpotTerms => "change_jackpot_terms", Floor, Jackpots, "change a jackpot's terms";
    AdjustJackpot => "adjust_jackpot", Floor, Jackpots, "correct a jackpot fund";
    PayJackpot => "pay_jackpot", Floor, Jackpots, "pay a jackpot";
    /// The floor or the cage registers a player (the cage, to identify a player's cash).
    AddPlayer => "add_player", FloorOrCage, Players, "register a player";
    EditPlayer => "edit_player", FloorOrCage, Players, "change a player's record";
    /// Reading the registry: a player's phone and notes are the floor's and the cage's only.
    ReadPlayers => "read_players", FloorOrCage, Players, "look a player up";
    RestrictPlayer => "restrict_player", Floor, Players, "bar or restrict a player";
    LiftRestriction => "lift_restriction", Floor, Players, "lift a player's bar";
    AnonymisePlayer => "anonymise_player", Floor, Players, "anonymise a player's record";
    /// A nameless player named: his seat's player, and the cash he paid in today.
    IdentifyPlayer => "identify_player", FloorOrCage, Seats, "identify a seated player";
    /// The Title 31 logs: the multiple transaction log and the CTRs due.
    ReadCashLogs => "read_cash_logs", FloorOrCage, Shift, "read the cash logs";
    /// The Bureau's self-exclusion notice entered as it arrived (with its photo).
    RecordExclusionNotice => "record_exclusion_notice", Floor, Players, "enter a self-exclusion notice";
    /// A notice found to name a registered player: his self-exclusion from it.
    ConfirmExclusion => "confirm_exclusion", Floor, Players, "match a self-exclusion notice to a player";
    /// A self-excluded patron found playing: removed, the incident kept for the Bureau.
    RecordExclusionIncident => "record_exclusion_incident", Floor, Seats, "remove a self-excluded patron";
    /// The house's comp rules: added or ended.
    AddCompRule => "add_comp_rule", Floor, Players, "change the comp rules";
    /// A comp issued to a player (the exception report lists it).
    IssueComp => "issue_comp", Floor, Players, "issue a comp";
    /// A seated player asks for another seat, at his table (the dealer's) or another.
    RequestSeatChange => "request_seat_change", TableDealer, Seats, "put a player on the seat-change list";
    CancelSeatChange => "cancel_seat_change", TableDealer, Seats, "take a player off the seat-change list";
    /// The first on the list takes the seat that opened (another table's: the floor's).
    TakeSeatChange => "take_seat_change", TableDealer, Seats, "give a player his seat change";
    DeclineSeatChange => "decline_seat_change", TableDealer, Seats, "record a seat change declined";
}

/// A role as a refusal says it: "Dan is a dealer".
pub(crate) fn role_words(role: Role) -> &'static str {
    match role {
        Role::Floor => "floor manager",
        Role::Dealer => "dealer",
        Role::Cage => "cage counter",
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
    /// The room's zone now (a high hand's period is counted in its local hours).
    pub zone: chrono::FixedOffset,
    /// The commit a write will be: its audit entry's id, taken as the write begins (the
    /// write holds the audit chain's head). None in a read.
    pub commit: Option<crate::Commit>,
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
            ctx.zone = clock.offset_at(now);
            ctx.commit = Some(self.next_commit(tx)?);
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
            let id = self.record_write(
                tx,
                &ctx.at,
                ctx.actor.id,
                case,
                (table, hand),
                note.as_deref(),
            )?;
            // The write holds the chain's head, so its entry is the one named as it began.
            let commit = match ctx.commit.take() {
                Some(c) if c.id == id => c,
                began => {
                    return Err(RoomError::BadData {
                        detail: format!(
                            "the audit trail's head moved during a write: entry {id}, not {:?}",
                            began.map(|c| c.id)
                        ),
                    });
                }
            };
            Ok((value, table, commit))
        });
        match result {
            Ok((value, table_id, commit)) => {
                tracing::info!("done");
                self.committed(case, table_id, commit);
                Ok(value)
            }
            Err(e) => {
                log_failure(&e);
                if e.is_audited_refusal() {
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
        zone: chrono::Offset::fix(&Utc),
        commit: None,
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
    let refuse = || RoomError::NotPermitted {
        name: ctx.actor.name.clone(),
        role: role_words(ctx.actor.role).into(),
        who: match case.permission() {
            Permission::Cage => "the cage",
            Permission::FloorOrCage => "a floor manager or the cage",
            _ => "a floor manager",
        },
        action: case.doing().into(),
    };
    // The cage does the cage's work and reads the reports; nothing else.
    let cage = ctx.actor.role == Role::Cage;
    match case.permission() {
        // The use case checks that the person acts for themself only.
        Permission::Own => return Ok(()),
        Permission::Cage => return if cage { Ok(()) } else { Err(refuse()) },
        Permission::FloorOrCage if cage => return Ok(()),
        _ if cage => return Err(refuse()),
        _ => {}
    }
    if ctx.is_floor() {
        return Ok(());
    }
    match case.permission() {
        Permission::Floor | Permission::FloorOrCage | Permission::Cage => Err(refuse()),
        // The use case checks that the dealer acts for himself only.
        Permission::FloorOrSelf | Permission::Own => Ok(()),
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
                    let table = tx
                        .table(table_id)?
                        .ok_or(RoomError::UnknownTable { id: table_id })?;
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
            let id = self.record_write(
                tx,
                &now,
                ctx.actor.id,
                UseCase::ResetClock,
                (None, None),
                None,
            )?;
            tracing::warn!(was = %last, now = %now, by = ctx.actor.id, "clock watermark reset");
            Ok((ClockReset { was: last, now }, id))
        });
        let (reset, id) = reset.inspect_err(|e| {
            if e.is_lack_of_authority() {
                self.audit_refusal(Some(actor), UseCase::ResetClock.name(), None, None, e);
            }
        })?;
        self.committed(UseCase::ResetClock, None, self.commit(id));
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
    ) -> Result<i64, RoomError> {
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
    pub(crate) fn committed(&self, case: UseCase, table: Option<i64>, commit: crate::Commit) {
        self.changes.publish(crate::Change {
            table_id: table,
            kind: case.change(),
            commit: Some(commit),
        });
    }

    /// The commit whose audit entry is `id`, made here.
    pub(crate) fn commit(&self, id: i64) -> crate::Commit {
        crate::Commit {
            id,
            origin: crate::Origin {
                station: self.station,
                machine: self.machine.clone(),
            },
        }
    }

    /// The commit a write beginning now will be: the audit entry after the chain's head.
    fn next_commit(&self, tx: &dyn Tx) -> Result<crate::Commit, RoomError> {
        Ok(self.commit(crate::trail::next_entry_id(tx)?))
    }
}

#[cfg(test)]
mod tests {
    use super::UseCase;

    #[test]
    fn each_use_case_is_named_on_the_trail_as_it_is_sent_to_the_screens_and_no_two_alike() {
        for u in UseCase::ALL {
            assert_eq!(
                serde_json::to_value(u).unwrap(),
                serde_json::Value::from(u.name())
            );
        }
        let mut names: Vec<&str> = UseCase::ALL.iter().map(|u| u.name()).collect();
        names.sort_unstable();
        names.dedup();
        assert_eq!(names.len(), UseCase::ALL.len());
    }
}
