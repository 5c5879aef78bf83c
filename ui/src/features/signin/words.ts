import type { IpcError } from "../../api";
import { adviceFor } from "../../lib/errors";
import { clockTime } from "../../lib/time";

/**
 * What a refused sign-in says, chosen by the room's code (the message is only shown as
 * detail). `lockedUntil` is the account's lock as the staff list reads it after the refusal.
 */
export function signInRefusal(error: IpcError, lockedUntil: string | null | undefined): string {
  switch (error.code) {
    case "wrong_pin":
      return "That name and PIN do not match. Check both and try again: 5 wrong PINs in a row lock the account for 5 minutes.";
    case "account_locked":
      return lockedUntil
        ? `Too many wrong PINs: this account is locked until ${clockTime(lockedUntil)}. A floor manager can reset the PIN to unlock it now.`
        : "Too many wrong PINs: this account is locked for 5 minutes. A floor manager can reset the PIN to unlock it now.";
    case "no_pin":
      return "You have no PIN yet: ask a floor manager to set one.";
    case "inactive_staff":
      return "This account is not active: ask a floor manager to reactivate it.";
    case "invalid_input":
      return "Type your name and a PIN of 4 to 8 digits.";
    default:
      return adviceFor(error);
  }
}

/** What a refused first floor manager says. */
export function startRoomRefusal(error: IpcError): string {
  switch (error.code) {
    case "invalid_input":
      return "The room cannot take this name or PIN: give a name and a PIN of 4 to 8 digits.";
    case "not_permitted":
    case "duplicate_staff":
      return "This room already has staff: sign in instead.";
    default:
      return adviceFor(error);
  }
}
