// What the floor reads when the room refuses a report's act: words chosen by the stable
// `code` (the room's message is shown beneath as the detail, never parsed).
import type { IpcError } from "../../api";
import { adviceFor } from "../../lib/errors";

function pinWords(error: IpcError): string | null {
  switch (error.code) {
    case "wrong_pin":
      return "That PIN is not right. Type your own PIN again.";
    case "account_locked":
      return "Too many wrong PINs: your account is locked for a while. Wait, or ask another floor manager.";
    case "no_pin":
      return "You have no PIN yet. Set one on the Staff screen, then try again.";
    case "not_permitted":
      return "Only a floor manager can do this.";
    case "not_signed_in":
    case "no_actor":
      return "No one is signed in at this window. Sign in again.";
    default:
      return null;
  }
}

/** A sign-off refused. */
export function signOffRefusal(error: IpcError): string {
  switch (error.code) {
    case "already_signed_off":
      return "This shift was already signed off. The report now shows who signed it and when.";
    case "shift_still_open":
      return "The shift is still open. Close it on the Floor screen before signing it off.";
    case "unknown_shift":
      return "That shift is not in the room's records.";
    default:
      return pinWords(error) ?? adviceFor(error);
  }
}

/** A collection's correction refused. */
export function correctionRefusal(error: IpcError): string {
  switch (error.code) {
    case "nothing_to_correct":
    case "already_in_state":
      return "The collection already has that mark: there is nothing to correct.";
    case "not_correctable":
      return "This collection cannot be corrected here.";
    case "unknown_collection":
      return "The room has no such collection. Read the report again.";
    case "shift_still_open":
      return "The shift is still open: mark the collection on the Floor screen instead.";
    case "invalid_input":
      return "The room cannot take that. Give a reason of a few words and check the mark.";
    default:
      return pinWords(error) ?? adviceFor(error);
  }
}

/** A print that could not be recorded: nothing was printed. */
export function printRefusal(error: IpcError): string {
  switch (error.code) {
    case "unknown_shift":
      return "That shift is not in the room's records: nothing was printed.";
    default:
      return `The print could not be counted, so nothing was printed. ${adviceFor(error)}`;
  }
}

/** A report that could not be read. */
export function reportProblem(error: IpcError): string {
  switch (error.code) {
    case "cancelled":
      return "You cancelled the report. Nothing is shown; read it again when you are ready.";
    case "unknown_shift":
      return "That shift is not in the room's records.";
    case "bad_time":
    case "invalid_input":
      return "The room cannot read those dates. Check the first and last day.";
    default:
      return adviceFor(error);
  }
}

/** The reasons a time collection is not paid, as the floor says them. */
export const NOT_PAID_REASONS = [
  { value: "sitting_out", label: "Sitting out" },
  { value: "left", label: "Left the table" },
  { value: "new_player", label: "New player (just sat down)" },
  { value: "comped", label: "Comped by the floor" },
] as const;
