//! Starting with the desktop session: a table station's choice. The XDG autostart entry
//! (`$XDG_CONFIG_HOME/autostart/cardroom.desktop`, else `~/.config/autostart/…`) starts this
//! program when the user's session starts; none is written unless the floor chooses it.

use std::path::PathBuf;

use cardroom_room::RoomError;

const ENTRY: &str = "cardroom.desktop";

/// Where the entry lives for this user.
pub fn entry_path() -> Option<PathBuf> {
    let config = std::env::var_os("XDG_CONFIG_HOME")
        .map(PathBuf::from)
        .filter(|p| p.is_absolute())
        .or_else(|| std::env::var_os("HOME").map(|h| PathBuf::from(h).join(".config")))?;
    Some(config.join("autostart").join(ENTRY))
}

/// Writes the entry (on) or removes it (off).
pub fn set(on: bool) -> Result<(), RoomError> {
    let Some(path) = entry_path() else {
        return Err(RoomError::invalid(
            "autostart",
            "this session has no HOME or XDG_CONFIG_HOME to keep an autostart entry in",
        ));
    };
    let fail = |e: std::io::Error| RoomError::DataDir {
        path: path.display().to_string(),
        reason: e.to_string(),
    };
    if !on {
        return match std::fs::remove_file(&path) {
            Err(e) if e.kind() != std::io::ErrorKind::NotFound => Err(fail(e)),
            _ => Ok(()),
        };
    }
    let exe = std::env::current_exe().map_err(fail)?;
    if let Some(dir) = path.parent() {
        std::fs::create_dir_all(dir).map_err(fail)?;
    }
    let text = format!(
        "[Desktop Entry]\nType=Application\nName=Cardroom\n\
         Comment=Start Cardroom's table station with the session\n\
         Exec=\"{}\"\nIcon=cardroom-app\nTerminal=false\nX-GNOME-Autostart-enabled=true\n",
        exe.display()
    );
    std::fs::write(&path, text).map_err(fail)
}
