import type { IpcError } from "../../api";
import { adviceFor } from "../../lib/errors";

export type StaffAction = "add" | "deactivate" | "reactivate" | "pin" | "role";

/** What a refused staff change says, chosen by the room's code; `name` is whom it was about. */
export function staffRefusal(error: IpcError, action: StaffAction, name: string): string {
  switch (error.code) {
    case "last_floor_manager":
      return `${name} is the last active floor manager, and the room must keep one. Add or reactivate another floor manager first.`;
    case "duplicate_staff":
      return `There is already a staff member called ${name}. Add an initial or a surname to tell them apart.`;
    case "already_in_state":
      return `${name} is already ${action === "deactivate" ? "inactive" : "active"}: the list now shows the room as it is.`;
    case "invalid_input":
      return action === "pin"
        ? "A PIN is 4 to 8 digits."
        : action === "role"
        ? `${name} is dealing at a table: pull him from the box first.`
        : "Give a name of 1 to 64 characters: letters, digits, spaces and punctuation.";
    case "runs_open_shift":
      return `${name} runs the open shift: close the shift first.`;
    case "not_permitted":
      return "Only a floor manager can change staff.";
    case "not_signed_in":
      return "You are no longer signed in: sign in again, then retry.";
    case "unknown_staff":
      return `${name} is no longer in the room's staff list.`;
    default:
      return adviceFor(error);
  }
}
