//! Files the window asks the shell to write or read, at paths the user chose in the native
//! save and open dialogs: exports (CSV, hand histories) and a hand history to check. Only
//! those kinds of file, and nothing bigger than a hand history can be.

use std::path::{Path, PathBuf};

use cardroom_room::{HistoryCheck, HistoryFile, RoomError, check_history};

/// The kinds of file an export writes.
const EXPORTS: [&str; 3] = ["csv", "phh", "txt"];
/// The largest hand-history file read.
const MAX_READ: u64 = 4 * 1024 * 1024;

fn refused(path: &Path, why: impl std::fmt::Display) -> RoomError {
    RoomError::invalid("the file", format!("{}: {why}", path.display()))
}

/// Writes `text` to `path` whole or not at all: into a file beside it, then renamed over it.
pub fn save_export(path: &str, text: &str) -> Result<(), RoomError> {
    write_whole(
        path,
        text.as_bytes(),
        &EXPORTS,
        "an export is a .csv, .phh or .txt file",
    )
}

/// Writes an .xlsx workbook to `path`, whole or not at all.
pub fn save_workbook(path: &str, bytes: &[u8]) -> Result<(), RoomError> {
    write_whole(path, bytes, &["xlsx"], "a workbook is an .xlsx file")
}

/// Writes a .zip (the diagnostics) to `path`, whole or not at all.
pub fn save_zip(path: &str, bytes: &[u8]) -> Result<(), RoomError> {
    write_whole(path, bytes, &["zip"], "diagnostics are a .zip file")
}

/// Writes a PDF file to `path`, whole or not at all.
pub fn save_pdf(path: &str, bytes: &[u8]) -> Result<(), RoomError> {
    write_whole(path, bytes, &["pdf"], "a PDF is a .pdf file")
}

/// Writes `bytes` to `path` (whose extension is one of `kinds`) through a file beside it,
/// renamed over it.
fn write_whole(
    path: &str,
    bytes: &[u8],
    kinds: &[&str],
    kinds_words: &str,
) -> Result<(), RoomError> {
    let path = PathBuf::from(path);
    let ext = path
        .extension()
        .and_then(|e| e.to_str())
        .unwrap_or("")
        .to_ascii_lowercase();
    if !kinds.contains(&ext.as_str()) {
        return Err(refused(&path, kinds_words));
    }
    let part = path.with_extension(format!("{ext}.part"));
    std::fs::write(&part, bytes).map_err(|e| refused(&part, e))?;
    std::fs::rename(&part, &path).map_err(|e| {
        let _ = std::fs::remove_file(&part);
        refused(&path, e)
    })?;
    tracing::info!(path = %path.display(), bytes = bytes.len(), "export written");
    Ok(())
}

/// Writes hand-history files into `folder`; how many were written.
pub fn save_histories(folder: &str, files: &[HistoryFile]) -> Result<u32, RoomError> {
    let folder = PathBuf::from(folder);
    if !folder.is_dir() {
        return Err(refused(&folder, "not a folder"));
    }
    for f in files {
        // Names are the room's own ("table-1-hand-12.phh"); never a path.
        let name = Path::new(&f.name)
            .file_name()
            .ok_or_else(|| refused(&folder, "a hand without a name"))?;
        save_export(&folder.join(name).to_string_lossy(), &f.text)?;
    }
    Ok(u32::try_from(files.len()).unwrap_or(u32::MAX))
}

/// Reads a hand-history file and replays it through the rules engine.
pub fn check_file(path: &str) -> Result<HistoryCheck, RoomError> {
    let path = PathBuf::from(path);
    let size = std::fs::metadata(&path)
        .map_err(|e| refused(&path, e))?
        .len();
    if size > MAX_READ {
        return Err(refused(
            &path,
            format!("{size} bytes is more than a hand history"),
        ));
    }
    let bytes = std::fs::read(&path).map_err(|e| refused(&path, e))?;
    let text = String::from_utf8(bytes).map_err(|_| refused(&path, "not a text file (UTF-8)"))?;
    Ok(check_history(&text))
}
