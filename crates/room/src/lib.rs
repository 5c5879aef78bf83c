//! Cardroom's use cases. The desktop app (`src-tauri`) and the `cardroom` CLI both call
//! exactly these functions; neither talks to storage directly.
//!
//! Inputs and outputs are plain serializable types (DTOs) so the UI receives them over IPC
//! unchanged; their TypeScript declarations are generated from these definitions.

mod audit;
mod blinds;
mod button;
pub mod clock;
mod collections;
mod dealers;
mod demo;
mod demo_banked;
mod demo_pan;
mod error;
mod hand_log;
mod hands;
mod jd_hands;
mod jd_view;
pub mod money;
mod pan_hands;
pub mod paths;
mod rates;
mod report;
mod seats;
mod shifts;
mod staff;
mod tables;
mod usecase;
pub mod values;

use std::path::{Path, PathBuf};

use cardroom_store::Store;

pub use button::{ButtonDraw, DrawCard};
pub use clock::{Clock, ManualClock, SystemClock};
pub use collections::{CollectionDto, CollectionStatus, Mark, NotPaidReason};
pub use demo::DemoSummary;
pub use error::RoomError;
pub use hands::{HandView, dealer_step_unentered};
pub use jd_hands::ANTES_AT_RISK;
pub use jd_view::{JdHandView, JdTurn};
pub use pan_hands::PanHandView;
pub use rates::{CollectionMode, GameDto, NewRateRequest, RateDto, RateSchedule, StakeStructure};
pub use report::{Discrepancy, Figures, ReportGroup, ReportLine, ShiftReport};
pub use seats::{Entry, SeatDto, SeatPlayer};
pub use shifts::ShiftDto;
pub use staff::{Role, StaffDto};
pub use tables::{Betting, ButtonRule, DropMode, OpenTable, SevensRule, TableStatus};
pub use usecase::{ClockReset, Permission, UseCase};

/// The room: one open database and the use cases on it.
#[derive(Debug)]
pub struct Room {
    store: Store,
    clock: Box<dyn Clock>,
}

/// What the Settings screen and `cardroom db path` show about where data lives.
#[derive(Debug, Clone, serde::Serialize, specta::Type)]
pub struct DatabaseInfo {
    pub path: String,
    pub schema_version: i64,
}

impl Room {
    /// Opens the room's database at `path`, creating and migrating it as needed.
    pub fn open(path: &Path) -> Result<Room, RoomError> {
        Room::open_with_clock(path, Box::new(SystemClock))
    }

    /// Opens the room with another clock (tests, demos).
    pub fn open_with_clock(path: &Path, clock: Box<dyn Clock>) -> Result<Room, RoomError> {
        Ok(Room {
            store: Store::open(path)?,
            clock,
        })
    }

    pub fn database_info(&self) -> Result<DatabaseInfo, RoomError> {
        Ok(DatabaseInfo {
            path: self.store.path().display().to_string(),
            schema_version: self.store.schema_version()?,
        })
    }

    pub fn path(&self) -> PathBuf {
        self.store.path().to_path_buf()
    }
}
