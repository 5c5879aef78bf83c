//! What a station hands the support person when something goes wrong: one .zip with the app's
//! logs, the versions, where the room lives and its schema version, the station's setting and
//! the last backup's result. Never a secret: no database (it holds the PINs' hashes), a
//! server's URL always without its password, in the logs too.

use std::io::Write;
use std::path::Path;

use serde::Serialize;

use crate::{BackupReport, DatabaseSetting, Room, RoomError};

/// The newest log files are put in up to this many bytes in all.
pub const DIAGNOSTICS_LOG_BYTES: u64 = 50 * 1024 * 1024;

/// `about.json` in the .zip.
#[derive(Debug, Serialize)]
struct About {
    app_version: String,
    os: String,
    /// The room in use: its schema version and where it lives (without a password).
    schema_version: Option<i64>,
    database: Option<DatabaseSetting>,
    /// Why the room could not be opened or read, when it could not.
    room_problem: Option<String>,
    last_backup: Option<BackupReport>,
    /// The log files put in, newest first, and those left out for size.
    logs: Vec<String>,
    logs_left_out: Vec<String>,
}

/// The diagnostics .zip of a station whose room is `room` (none: it could not be opened),
/// whose app logs are in `log_dir`, running app version `app_version`.
pub fn diagnostics_zip(
    room: Option<&Room>,
    log_dir: Option<&Path>,
    app_version: &str,
) -> Result<Vec<u8>, RoomError> {
    let mut problems = Vec::new();
    let mut note = |e: RoomError| problems.push(e.to_string());
    let schema_version = room
        .and_then(|r| r.database_info().map_err(&mut note).ok())
        .map(|i| i.schema_version);
    let database = crate::database_setting(room).map_err(&mut note).ok();
    let last_backup = room
        .and_then(|r| r.last_backup().map_err(&mut note).ok())
        .flatten();
    if room.is_none() {
        problems.push("the station's room could not be opened".to_string());
    }
    let (logs, left_out) = log_files(log_dir);
    let about = About {
        app_version: app_version.to_string(),
        os: format!("{} {}", std::env::consts::OS, std::env::consts::ARCH),
        schema_version,
        database,
        room_problem: (!problems.is_empty()).then(|| problems.join("; ")),
        last_backup,
        logs: logs.iter().map(|(name, _)| name.clone()).collect(),
        logs_left_out: left_out,
    };
    let failed = |e: &dyn std::fmt::Display| RoomError::DataDir {
        path: "the diagnostics file".to_string(),
        reason: e.to_string(),
    };
    let mut zip = zip::ZipWriter::new(std::io::Cursor::new(Vec::new()));
    let options = zip::write::SimpleFileOptions::default()
        .compression_method(zip::CompressionMethod::Deflated);
    let about = serde_json::to_string_pretty(&about).map_err(|e| failed(&e))?;
    zip.start_file("about.json", options)
        .map_err(|e| failed(&e))?;
    zip.write_all(scrubbed(&about).as_bytes())
        .map_err(|e| failed(&e))?;
    for (name, path) in &logs {
        let bytes = std::fs::read(path).map_err(|e| failed(&e))?;
        zip.start_file(format!("logs/{name}"), options)
            .map_err(|e| failed(&e))?;
        zip.write_all(scrubbed(&String::from_utf8_lossy(&bytes)).as_bytes())
            .map_err(|e| failed(&e))?;
    }
    Ok(zip.finish().map_err(|e| failed(&e))?.into_inner())
}

/// The log files in `dir`, newest first, up to [`DIAGNOSTICS_LOG_BYTES`]; and the names of
/// those left out.
fn log_files(dir: Option<&Path>) -> (Vec<(String, std::path::PathBuf)>, Vec<String>) {
    let Some(entries) = dir.and_then(|d| std::fs::read_dir(d).ok()) else {
        return (Vec::new(), Vec::new());
    };
    let mut found: Vec<(std::time::SystemTime, u64, String, std::path::PathBuf)> = entries
        .filter_map(Result::ok)
        .filter_map(|e| {
            let meta = e.metadata().ok().filter(std::fs::Metadata::is_file)?;
            let name = e.file_name().to_string_lossy().into_owned();
            Some((meta.modified().ok()?, meta.len(), name, e.path()))
        })
        .collect();
    found.sort_by(|a, b| b.0.cmp(&a.0).then_with(|| a.2.cmp(&b.2)));
    let (mut kept, mut left, mut total) = (Vec::new(), Vec::new(), 0u64);
    for (_, len, name, path) in found {
        if total + len <= DIAGNOSTICS_LOG_BYTES {
            total += len;
            kept.push((name, path));
        } else {
            left.push(name);
        }
    }
    (kept, left)
}

/// `text` with every server URL shown without its password.
fn scrubbed(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    let mut rest = text;
    while let Some(at) = ["postgres://", "postgresql://"]
        .iter()
        .filter_map(|scheme| rest.find(scheme))
        .min()
    {
        out.push_str(&rest[..at]);
        let end = rest[at..]
            .find(|c: char| {
                c.is_whitespace() || matches!(c, '"' | '\'' | '`' | ',' | ')' | ']' | '}')
            })
            .map_or(rest.len(), |n| at + n);
        out.push_str(&cardroom_store::redact_url(&rest[at..end]));
        rest = &rest[end..];
    }
    out.push_str(rest);
    out
}

#[cfg(test)]
mod tests {
    #[test]
    fn a_server_url_in_the_text_loses_its_password_and_the_rest_is_kept() {
        let text = "open failed url=postgres://cardroom:s3cret@db.local/room, retrying\nok";
        let out = super::scrubbed(text);
        assert!(!out.contains("s3cret"), "{out}");
        assert!(out.starts_with("open failed url=postgres://"), "{out}");
        assert!(out.ends_with(", retrying\nok"), "{out}");
    }
}
