//! The storage interface: what the room asks of storage, in the room's terms. Rows, the
//! room's vocabulary (enums, never free strings) and neutral errors; no SQL and no type of
//! any database library. The implementations are `crate::sqlite` and `crate::postgres`.
//!
//! A use case runs in one transaction ([`Storage::write`] or [`Storage::read`]) and sees it
//! as a [`Tx`]: every query of every area of the room.

/// A row as stored and the new row it is written from, their shared fields written once:
/// `..NewX` in the stored row stands for every field of `NewX`, defined after it.
macro_rules! stored_and_new {
    (
        $(#[$row_meta:meta])*
        pub struct $row:ident {
            $($(#[$head_meta:meta])* pub $head:ident: $head_ty:ty,)*
            ..$new:ident,
            $($(#[$tail_meta:meta])* pub $tail:ident: $tail_ty:ty,)*
        }
        $(#[$new_meta:meta])*
        pub struct $new_again:ident {
            $($(#[$field_meta:meta])* pub $field:ident: $field_ty:ty,)*
        }
    ) => {
        $(#[$row_meta])*
        #[derive(Debug, Clone, PartialEq, Eq)]
        pub struct $row {
            $($(#[$head_meta])* pub $head: $head_ty,)*
            $($(#[$field_meta])* pub $field: $field_ty,)*
            $($(#[$tail_meta])* pub $tail: $tail_ty,)*
        }

        $(#[$new_meta])*
        #[derive(Debug, Clone, PartialEq, Eq)]
        pub struct $new_again {
            $($(#[$field_meta])* pub $field: $field_ty,)*
        }
    };
}

mod audit;
mod banked;
mod cage;
mod chips;
mod clock;
mod closeout;
mod collections;
mod floor;
mod hands;
mod jackpots;
mod players;
mod rates;
mod report;
mod seats;
mod shifts;
mod staff;
mod tables;
mod trail;
mod vocab;

pub use audit::{AuditStore, CollectionKey, StayRow};
pub use banked::{BankedRow, BankedStore, NewBanked};
pub use cage::{BankMoveRow, BoxCountRow, CageStore, NewBankMove, NewBoxCount};
pub use chips::{
    ChipMoveRow, ChipStore, ChipSum, HandOffLedger, NewChipMove, OutsideShift, StackOffLedger,
};
pub use clock::ClockStore;
pub use closeout::{AdjustmentRow, CloseoutStore, NewAdjustment};
pub use collections::{CollectionStore, DropRow, NewTimeCollection, TableCents, TimeCollectionRow};
pub use floor::{
    Departure, FloorSettingsRow, FloorStore, MustMoveRow, NewSeatCall, NewWaitlist, RotationRow,
    SeatCallRow, SeatChangeRow, SeatCollections, SitOutRow, WaitEntryRow, WaitlistRow,
};
pub use hands::{HandEventRow, HandRow, HandStore, NewHand};
pub use jackpots::{
    FundEntryRow, FundRow, FundTermsRow, HitRow, JackpotStore, NewPayout, PayoutRow,
};
pub use players::{
    CashRow, CompRow, CompRuleRow, IncidentRow, NewCash, NewComp, NewCompRule, NewIncident,
    NewNotice, NewPlayer, NewRestriction, NoticeRow, PlayerRow, PlayerStore, RestrictionRow,
};
pub use rates::{GameRow, NewRate, RateRow, RateStore};
pub use report::{KeptSum, MarkedSum, Period, PeriodSum, ReportStore, SumKind};
pub use seats::{DealerPushRow, NewSeating, SeatStore, SeatingRow};
pub use shifts::{ShiftRow, ShiftStore};
pub use staff::{NewSignIn, StaffRow, StaffStore};
pub use tables::{NewTable, TableRow, TableStore};
pub use trail::{AuditFilter, AuditRow, RowAstray, RowState, TrailStore};
pub use vocab::{
    AdjustmentKind, AuditOutcome, BankKind, Betting, BrokenTablePlace, ButtonRule, CallOutcome,
    CallTimeout, CashDirection, CashSource, ChipKind, CollectionMode, CollectionStatus, CompKind,
    CompUnit, EventKind, ExclusionTerm, FundEntry, GameCode, HandKind, Language, NotPaidReason,
    OutsideShiftKind, PrintKind, RateSource, RestrictionKind, RestrictionScope, Role,
    SeatChangeDecline, SeatChangeOutcome, SeatEntry, SignInOutcome, StakeStructure, Station,
    TableCollection, Vocab, VoidReason, WaitRemoval,
};

use crate::StoreError;

/// `Tx`, every area's trait at once, and its implementation for whatever implements them all.
macro_rules! tx {
    ($($store:ident),+ $(,)?) => {
        /// One transaction's view of storage: every query the room makes. Implemented by each
        /// storage engine's transaction type.
        pub trait Tx: $($store+)+ {}

        impl<T: $($store+)+> Tx for T {}
    };
}

tx!(
    AuditStore,
    BankedStore,
    CageStore,
    ChipStore,
    ClockStore,
    CloseoutStore,
    CollectionStore,
    FloorStore,
    HandStore,
    JackpotStore,
    PlayerStore,
    RateStore,
    ReportStore,
    SeatStore,
    ShiftStore,
    StaffStore,
    TableStore,
    TrailStore,
);

/// What a station heard of other connections' commits.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Heard {
    Nothing,
    /// Each commit's audit entries, as (table, kind), in the order committed: a server's
    /// commits say what they changed, so a station reads again only what that touched (the
    /// room publishes each change once).
    Changes(Vec<(Option<i64>, String)>),
    /// Something was committed, but not what (a file says only that it changed; a commit
    /// too large to describe).
    Anything,
}

/// The work a transaction runs (object-safe form; use [`Storage::write`] and
/// [`Storage::read`]).
pub type Work<'w> = dyn FnMut(&dyn Tx) -> Result<(), StoreError> + 'w;

/// An open database: transactions on it, and what the room needs to know about it.
/// `Send + Sync`: reads run on several threads at once beside one writer.
pub trait Storage: Send + Sync + std::fmt::Debug {
    /// Runs `work` in one write transaction, committed when it returns `Ok`. Writers queue:
    /// one writes at a time, and a writer waits for another program's write to end.
    fn write_tx(&self, work: &mut Work<'_>) -> Result<(), StoreError>;
    /// Runs `work` on a consistent snapshot that writes nothing. Reads do not wait for the
    /// writer; several run at once.
    fn read_tx(&self, work: &mut Work<'_>) -> Result<(), StoreError>;
    /// What other connections (other stations, other programs) committed since the last
    /// call: the first call answers [`Heard::Nothing`].
    fn heard_elsewhere(&self) -> Result<Heard, StoreError>;
    /// Where the data lives, for people: a file path, or a server's URL without its password.
    fn location(&self) -> String;
    fn schema_version(&self) -> Result<i64, StoreError>;
    /// Every difference between the stored schema and the one the migrations make.
    fn schema_problems(&self) -> Result<Vec<String>, StoreError>;
    /// Bulk loading that nobody would miss after a power cut (the demo seeder) may trade
    /// durability for speed until [`Storage::restore_durability`].
    fn relax_durability(&self) -> Result<(), StoreError>;
    fn restore_durability(&self) -> Result<(), StoreError>;
    /// Makes the room one whole file at rest: a file's write-ahead log folded into it (so a
    /// plain copy of the file alone loses nothing). Nothing to do on a server.
    fn checkpoint(&self) -> Result<(), StoreError> {
        Ok(())
    }
    /// Copies the whole database, as one consistent snapshot, to a new file at `dest` while
    /// the room keeps running.
    fn back_up(&self, dest: &std::path::Path) -> Result<(), StoreError>;
    /// Whether the room lives on a server several stations share (PostgreSQL) rather than
    /// in a file of this station's.
    fn is_server(&self) -> bool {
        false
    }
}

impl dyn Storage + '_ {
    /// Runs `work` in one write transaction: committed when it returns `Ok`, rolled back
    /// (nothing written) when it returns an error, which is returned as it was.
    pub fn write<T, E: From<StoreError>>(
        &self,
        work: impl FnOnce(&dyn Tx) -> Result<T, E>,
    ) -> Result<T, E> {
        run(|w| self.write_tx(w), work)
    }

    /// Runs `work` on one consistent snapshot; writes nothing.
    pub fn read<T, E: From<StoreError>>(
        &self,
        work: impl FnOnce(&dyn Tx) -> Result<T, E>,
    ) -> Result<T, E> {
        run(|w| self.read_tx(w), work)
    }
}

/// Threads a typed result and error through the object-safe transaction call.
fn run<T, E: From<StoreError>>(
    call: impl FnOnce(&mut Work<'_>) -> Result<(), StoreError>,
    work: impl FnOnce(&dyn Tx) -> Result<T, E>,
) -> Result<T, E> {
    let mut work = Some(work);
    let mut out: Option<Result<T, E>> = None;
    let done = call(&mut |tx| {
        let Some(work) = work.take() else {
            return Err(StoreError::Aborted);
        };
        let result = work(tx);
        let failed = result.is_err();
        out = Some(result);
        if failed {
            Err(StoreError::Aborted)
        } else {
            Ok(())
        }
    });
    match out {
        Some(Err(e)) => Err(e),
        Some(Ok(value)) => done.map(|()| value).map_err(E::from),
        None => Err(E::from(done.err().unwrap_or(StoreError::Aborted))),
    }
}
