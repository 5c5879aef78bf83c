import type { ErrorCode, IpcError } from "../api/types";

/**
 * What the floor should do about an error. The UI decides by the stable `code`; the
 * `message` from the app is shown as the detail and never parsed.
 */
export function adviceFor(error: IpcError): string {
  switch (error.code) {
    case "db_locked":
      return "Another program is writing to the database. Wait a moment, then try again.";
    case "db_schema_too_new":
      return "This database was written by a newer Cardroom. Install that version; this one will not change the file.";
    case "db_not_a_database":
    case "db_foreign":
      return "The file chosen as the database is not Cardroom's. Check CARDROOM_DB.";
    case "db_cannot_open":
    case "data_dir":
    case "no_data_dir":
      return "Cardroom cannot open its database file. Check that its folder exists and is writable.";
    case "db_corrupt":
      return "The database file is damaged. Restore it from the last backup.";
    case "backup_failed":
      return "The backup could not be written. Check that the backup folder exists, is writable and has room, then back up again.";
    case "backup_damaged":
      return "That file is not a sound backup, so nothing was restored. Choose an earlier backup.";
    case "db_offline":
      return "The connection to the database server is lost, so nothing was saved. Cardroom keeps trying; enter it again once the connection is back.";
    case "db_server_backup":
      return "The room lives on a database server: it is backed up on the server (pg_dump, or a standby server), not from a station.";
    case "db_not_empty":
      return "That database already holds a room. Choose an empty database.";
    // The chip ledger: money moves only inside a shift, and within the table's buy-in.
    case "no_open_shift":
      return "No shift is open, so Cardroom cannot move any money. A floor manager opens the shift, or takes it over, first.";
    case "buy_in_out_of_range":
      return "That amount is outside the table's buy-in limits. Give an amount within them; only a floor manager can seat a player outside them, with a reason.";
    case "collect_after_hand":
      return "The player is in the hand being dealt, so the time cannot come off the stack now. Take it after the hand, or mark it paid in cash.";
    default:
      return "Something went wrong. The details below help support.";
  }
}

/** Narrows a thrown value from `invoke` to the IPC error shape. */
export function asIpcError(thrown: unknown): IpcError {
  if (
    typeof thrown === "object" &&
    thrown !== null &&
    "code" in thrown &&
    "message" in thrown &&
    typeof thrown.code === "string" &&
    typeof thrown.message === "string"
  ) {
    // The shell only sends codes of the generated union (`ErrorCode`).
    return { code: thrown.code as ErrorCode, message: thrown.message };
  }
  return { code: "internal", message: String(thrown) };
}
