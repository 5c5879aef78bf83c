use cardroom_room::{ErrorCode, RoomCode, RoomError};
use serde::Serialize;

/// The one error shape the UI receives. The UI switches on `code` (a union of every stable
/// code, generated from Rust), never on `message`.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, specta::Type)]
pub struct IpcError {
    pub code: ErrorCode,
    pub message: String,
}

impl From<RoomError> for IpcError {
    fn from(e: RoomError) -> Self {
        IpcError {
            code: e.code(),
            message: e.to_string(),
        }
    }
}

impl IpcError {
    /// A failure of the shell itself (a worker thread that could not finish).
    pub fn internal(message: impl Into<String>) -> IpcError {
        IpcError {
            code: RoomCode::Internal.into(),
            message: message.into(),
        }
    }
}
