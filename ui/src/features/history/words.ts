// The hand history's words: shifts, and what a refusal means, chosen by
// its stable `code` (the room's message is shown beneath, never parsed).
import type { IpcError, ShiftDto, VoidReason } from "../../api";
import { adviceFor } from "../../lib/errors";
import { spanText } from "../../lib/time";

/** "Shift 1 · Maria · 22 Nov 2026, 13:00–19:00" (open: "22 Nov 2026, 13:00, still open"). */
export function shiftLabel(s: ShiftDto): string {
  return `Shift ${s.id} · ${s.floor_manager} · ${spanText(s.opened_at, s.closed_at)}`;
}

export const voidWords = (v: VoidReason): string => (v === "misdeal" ? "voided: misdeal" : "voided: floor ruling");

/** "1 hand", "221 hands". */
export const handsWord = (n: number): string => `${n} ${n === 1 ? "hand" : "hands"}`;

/** The words above a refused chip correction, by code. */
export function correctionRefusal(error: IpcError): string {
  switch (error.code) {
    case "wrong_pin":
      return "That PIN is not yours. Type your own PIN; nothing was changed.";
    case "account_locked":
      return "Your account is locked after too many wrong PINs. Wait, or ask another floor manager.";
    case "no_pin":
      return "You have no PIN yet. Set one on the Staff screen, then correct the hand.";
    case "not_correctable":
      return "This hand cannot be corrected now.";
    case "nothing_to_correct":
      return "There is nothing to correct.";
    case "invalid_input":
    case "overflow":
      return "The room cannot take that correction. Check the seats and the amount.";
    case "unknown_hand":
      return "The room has no such hand.";
    case "not_permitted":
      return "Only a floor manager may correct a hand.";
    case "shift_locked":
      return "That shift is locked: nothing in it can change.";
    case "conflict":
      return "Someone else changed the room at the same moment. Try again.";
    default:
      return adviceFor(error);
  }
}

/** The words above a list, hand or file the room could not give or write. */
export function fileRefusal(error: IpcError): string {
  switch (error.code) {
    case "io":
      return "The files could not be written or read there. Check the folder or file, then try again.";
    case "unknown_hand":
      return "The room has no such hand.";
    case "unknown_shift":
      return "The room has no such shift.";
    default:
      return adviceFor(error);
  }
}
