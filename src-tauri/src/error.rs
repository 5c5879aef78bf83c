use cardroom_room::RoomError;
use serde::Serialize;

/// The one error shape the UI receives. The UI switches on `code`, never on `message`.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, specta::Type)]
pub struct IpcError {
    pub code: String,
    pub message: String,
}

impl From<RoomError> for IpcError {
    fn from(e: RoomError) -> Self {
        IpcError {
            code: e.code().to_string(),
            message: e.to_string(),
        }
    }
}
