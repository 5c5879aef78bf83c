//! The `.phh` files `cardroom hand replay` reads: the paths given, directories walked in name
//! order, each file read whole into one reused buffer.
//!
//! Reading thousands of small files is mostly the kernel's work per file, so each costs as few
//! calls as it can: a file in a walked directory is opened relative to the directory's open
//! handle (`openat`: no walk of the whole path again), and a regular file is read until a read
//! comes back short, which for a regular file is its end (POSIX), not until a read returns 0.

use std::collections::HashSet;
use std::ffi::OsStr;
use std::fs::File;
use std::io::Read;
use std::path::{Path, PathBuf};

/// Reads the files for `each`, which gets the path as given (or as found in a walked
/// directory) and the file's text. Stops at the first error, from reading or from `each`.
#[derive(Debug, Default)]
pub struct PhhFiles {
    buf: Vec<u8>,
    seen: HashSet<PathBuf>,
}

/// A file in a directory listing, as far as the listing says.
enum Entry {
    Dir,
    /// `regular`: a regular file (not a pipe or a device), read until a short read.
    File {
        regular: bool,
    },
}

impl PhhFiles {
    /// Every file of `paths` in order: a file as given, a directory walked in name order
    /// for `.phh` files. Linked directories are followed, but a directory already walked (by
    /// its real path) is not walked again: a link loop ends.
    pub fn for_each(
        &mut self,
        paths: &[PathBuf],
        each: &mut dyn FnMut(&Path, &str) -> Result<(), String>,
    ) -> Result<(), String> {
        for path in paths {
            let meta = std::fs::metadata(path).map_err(|e| failed(path, &e))?;
            if meta.is_dir() {
                self.walk(path, each)?;
            } else {
                // Checked before opening: opening a pipe with no writer would wait for ever.
                if !meta.is_file() {
                    return Err(not_regular(path));
                }
                let file = File::open(path).map_err(|e| failed(path, &e))?;
                let text = read_whole(file, true, &mut self.buf, path)?;
                each(path, text)?;
            }
        }
        Ok(())
    }

    fn walk(
        &mut self,
        dir: &Path,
        each: &mut dyn FnMut(&Path, &str) -> Result<(), String>,
    ) -> Result<(), String> {
        let real = std::fs::canonicalize(dir).map_err(|e| failed(dir, &e))?;
        if !self.seen.insert(real) {
            return Ok(());
        }
        let mut entries = std::fs::read_dir(dir)
            .map_err(|e| failed(dir, &e))?
            .map(|e| e.and_then(|e| Ok((e.path(), entry_kind(&e)?))))
            .collect::<Result<Vec<_>, _>>()
            .map_err(|e| failed(dir, &e))?;
        entries.sort_by(|a, b| a.0.cmp(&b.0));
        // The directory's own handle, to open its files relative to it.
        let handle = File::open(dir).map_err(|e| failed(dir, &e))?;
        for (path, kind) in entries {
            match kind {
                Entry::Dir => self.walk(&path, each)?,
                Entry::File { regular } if path.extension().is_some_and(|e| e == "phh") => {
                    if !regular {
                        return Err(match std::fs::metadata(&path) {
                            Err(e) => failed(&path, &e),
                            Ok(_) => not_regular(&path),
                        });
                    }
                    let name = path.file_name().unwrap_or_default();
                    let file = open_in(&handle, name, &path).map_err(|e| failed(&path, &e))?;
                    let text = read_whole(file, true, &mut self.buf, &path)?;
                    each(&path, text)?;
                }
                Entry::File { .. } => {}
            }
        }
        Ok(())
    }
}

/// The largest hand-history file read: 16 MiB (a hand is a few kilobytes).
pub const MAX_FILE_BYTES: usize = 16 << 20;

fn not_regular(path: &Path) -> String {
    format!(
        "{}: not a regular file (a pipe, a device or a socket is not read)",
        path.display()
    )
}

fn failed(path: &Path, e: &std::io::Error) -> String {
    format!("{}: {e}", path.display())
}

/// What a directory entry is (following a symbolic link), from the directory listing itself
/// when it says: no extra `stat` per file.
fn entry_kind(entry: &std::fs::DirEntry) -> std::io::Result<Entry> {
    let mut kind = entry.file_type()?;
    if kind.is_symlink() {
        match std::fs::metadata(entry.path()) {
            Ok(target) => kind = target.file_type(),
            // A dangling link: an error when read, as a file given by name would be.
            Err(_) => return Ok(Entry::File { regular: false }),
        }
    }
    Ok(if kind.is_dir() {
        Entry::Dir
    } else {
        Entry::File {
            regular: kind.is_file(),
        }
    })
}

/// Opens `name` in the directory `dir` has open (`path` is where it is, for other systems).
#[cfg(unix)]
fn open_in(dir: &File, name: &OsStr, _path: &Path) -> std::io::Result<File> {
    use rustix::fs::{Mode, OFlags, openat};
    let fd = openat(dir, name, OFlags::RDONLY | OFlags::CLOEXEC, Mode::empty())?;
    Ok(File::from(fd))
}

#[cfg(not(unix))]
fn open_in(_dir: &File, _name: &OsStr, path: &Path) -> std::io::Result<File> {
    File::open(path)
}

/// Reads `file` into `buf` (reused from file to file, grown when a file fills it). A regular
/// file ends at the first short read; anything else at a read of 0 bytes.
fn read_whole<'b>(
    mut file: File,
    regular: bool,
    buf: &'b mut Vec<u8>,
    path: &Path,
) -> Result<&'b str, String> {
    let mut len = 0;
    loop {
        if len == buf.len() {
            if len >= MAX_FILE_BYTES {
                return Err(format!(
                    "{}: larger than {} MiB; a hand history is a few kilobytes",
                    path.display(),
                    MAX_FILE_BYTES >> 20
                ));
            }
            buf.resize((buf.len() * 2).max(64 * 1024), 0);
        }
        match file.read(&mut buf[len..]) {
            Ok(0) => break,
            Ok(n) => {
                len += n;
                if regular && len < buf.len() {
                    break;
                }
            }
            Err(e) if e.kind() == std::io::ErrorKind::Interrupted => {}
            Err(e) => return Err(failed(path, &e)),
        }
    }
    std::str::from_utf8(&buf[..len])
        .map_err(|e| format!("{}: not UTF-8 text ({e})", path.display()))
}
