//! The floor's day beside the games: waiting lists, calls and must-move tables, the wall
//! board, the dealers' rotation, and seat time.

mod estimate;
mod lists;
mod rotation;
mod seat_changes;
pub(crate) mod seat_time;
pub(crate) mod settings;
mod undo;
mod view;
mod waitlists;

pub use estimate::WaitEstimate;
pub use rotation::{DealerRef, DealerState, Duty, PlannedPush, RotationView, Then};
pub use seat_time::{DealerHours, SeatTimeLine, SitOutFlag};
pub use settings::{FloorSettings, StartPlayers};
pub use undo::{FloorUndoable, UNDO_SECONDS};
pub use view::{
    CallView, MustMovePlayer, MustMoveView, OpenSeats, SeatRef, TableRef, WaitingPlayer,
    WaitlistBoard, WaitlistView, WallBoard, WallGame, WallJackpot, WallList, WallName,
};
pub use waitlists::{JoinWaitlist, NewWaitlistRequest, SeatFromCall};
