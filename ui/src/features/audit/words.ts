// The trail's words: a use case's name said plainly, when, where from. Pure.
import type { AuditOutcome, BackupReason, IpcError, Station } from "../../api";
import { adviceFor } from "../../lib/errors";
import { dateTimeSecondsText, dateTimeText } from "../../lib/time";

/** `seat_player` → `Seat player`; `sign_in` → `Sign in`. */
export function kindWords(kind: string): string {
  const words = kind.replace(/_/g, " ").trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** What the floor typed in the kind filter, as the room names it: `Seat player` → `seat_player`. */
export function kindName(typed: string): string {
  return typed.trim().toLowerCase().replace(/[\s-]+/g, "_");
}

export const stationWords: Record<Station, string> = { app: "App", cli: "Command line" };
export const outcomeWords: Record<AuditOutcome, string> = { done: "Done", refused: "Refused" };

/** `20 Nov 2026, 21:37:00`: seconds tell the trail's entries apart. */
export const entryTime = dateTimeSecondsText;
/** `20 Nov 2026, 21:37`. */
export const backupTime = dateTimeText;

export const reasonWords: Record<BackupReason, string> = {
  manual: "Made by hand (Back up now)",
  hourly: "The hourly backup",
  shift_close: "Made when a shift closed",
};

const kib = new Intl.NumberFormat(undefined, { maximumFractionDigits: 1 });
/** A file's size: `300 KB`, `1.2 MB` (binary units, as the file manager shows them). */
export function sizeWords(bytes: number): string {
  if (bytes < 1024) return `${bytes} bytes`;
  if (bytes < 1024 * 1024) return `${kib.format(bytes / 1024)} KB`;
  return `${kib.format(bytes / (1024 * 1024))} MB`;
}

/** Why the trail could not be read, by the room's code. */
export function auditRefusal(error: IpcError): string {
  switch (error.code) {
    case "not_permitted":
      return "Only a floor manager may read the audit trail.";
    case "not_signed_in":
      return "Nobody is signed in at this window: sign in again.";
    case "bad_time":
    case "invalid_input":
      return "The filters are not a query the room accepts: check the time range.";
    default:
      return adviceFor(error);
  }
}

/** Why "Back up now" did not give a backup, by the room's code. */
export function backupRefusal(error: IpcError): string {
  switch (error.code) {
    case "not_permitted":
      return "Only a floor manager may back up the room.";
    case "not_signed_in":
      return "Nobody is signed in at this window: sign in again.";
    case "backup_failed":
      return "The backup could not be made. Check that the backups folder exists, is writable and has room.";
    case "backup_damaged":
      return "The copy was made but is damaged: do not rely on it. Try again, then call support.";
    case "io":
    case "db_disk_full":
      return "The backups folder could not be written. Check the disk.";
    case "db_server_backup":
      return "The room lives on a database server: back it up on the server (pg_dump, or a standby server), not from this station.";
    default:
      return adviceFor(error);
  }
}
