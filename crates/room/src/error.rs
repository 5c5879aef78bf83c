use cardroom_store::StoreError;

/// A use case's failure: a stable machine [`code`](RoomError::code) and a human message.
#[derive(Debug, thiserror::Error)]
pub enum RoomError {
    #[error(transparent)]
    Store(#[from] StoreError),
    #[error("the database holds data this Cardroom cannot read: {detail}")]
    BadData { detail: String },
    #[error("no data folder is known for this system; set CARDROOM_DB to choose the database file")]
    NoDataDir,
    #[error("cannot create the data folder {path}: {reason}")]
    DataDir { path: String, reason: String },
}

impl RoomError {
    pub fn code(&self) -> &'static str {
        match self {
            RoomError::Store(e) => e.code(),
            RoomError::BadData { .. } => "bad_data",
            RoomError::NoDataDir => "no_data_dir",
            RoomError::DataDir { .. } => "data_dir",
        }
    }
}
