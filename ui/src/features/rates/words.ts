import type { IpcError } from "../../api";
import { adviceFor } from "../../lib/errors";

/** What a refused rate says, chosen by the room's code (its message is the detail: it names the field). */
export function rateRefusal(error: IpcError): string {
  switch (error.code) {
    case "invalid_input":
      return "The room refused this rate: correct the field named below and add it again.";
    case "unknown_game":
      return "The room does not know this game.";
    case "not_permitted":
      return "Only a floor manager can add rates.";
    case "not_signed_in":
      return "You are no longer signed in: sign in again, then retry.";
    case "bad_time":
      return "That is not a date and time the room can read.";
    default:
      return adviceFor(error);
  }
}
