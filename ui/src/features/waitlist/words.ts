// What the lists say in words: waits, estimates, countdowns, refusals. The room decides every
// number; these only put them in a sentence. Refusals are chosen by `code`, never by message.
import type { Betting, IpcError, WaitEstimate } from "../../api";
import { refusalWords } from "../floor-actions/refusal";

/** An estimate as a range, never a promise: `about 15-45 min`, `up to about 75 min`, `seat open`. */
export function estimateWords(e: WaitEstimate): string {
  switch (e.kind) {
    case "called":
      return "called";
    case "seat_open":
      return "seat open";
    case "range":
      return e.low_minutes <= 0 ? `up to about ${e.high_minutes} min` : `about ${e.low_minutes}-${e.high_minutes} min`;
    case "unknown":
      return "no estimate yet";
  }
}

/** Minutes waited: `45 min`, `1 h 05 min`. */
export function waitedWords(minutes: number): string {
  if (minutes < 60) return `${minutes} min`;
  return `${Math.floor(minutes / 60)} h ${String(minutes % 60).padStart(2, "0")} min`;
}

/** Time left on a call: `3:00`, `0:09`; never below `0:00`. */
export function leftWords(ms: number): string {
  const total = Math.max(0, Math.ceil(ms / 1000));
  return `${Math.floor(total / 60)}:${String(total % 60).padStart(2, "0")}`;
}

/** Under this, a call's countdown is shown as urgent. */
export const CALL_URGENT_MS = 60_000;

export { GAME_NAMES } from "../../lib/games";

/** A list's structure, or "any stakes" for an interest list. */
export type ListBetting = Betting | "any";
export const LIST_BETTING: { value: ListBetting; label: string }[] = [
  { value: "no_limit", label: "No limit" },
  { value: "pot_limit", label: "Pot limit" },
  { value: "fixed_limit", label: "Fixed limit" },
  { value: "any", label: "Any stakes" },
];

/**
 * What a refusal of the lists' commands means, by `code`: the room's sentence is shown beneath
 * it. Codes the floor's other actions share (a seat taken, a table closed) read as they do there.
 */
export function listRefusalWords(error: IpcError): string {
  switch (error.code) {
    case "no_open_seat":
      return "That table has no open seat any more: it was taken or promised to a called player. The lists have been read again.";
    case "call_over":
      return "This call is over: the player was seated, or the call was cancelled or ran out. The lists have been read again.";
    case "unknown_call":
      return "That call is not in force any more. The lists have been read again.";
    case "already_listed":
      return "That player is already on this list.";
    case "not_listed":
      return "That player is not on the list any more. The lists have been read again.";
    case "nobody_waiting":
      return "Nobody waits for this table's game and stakes.";
    case "not_this_game":
      return "That list does not feed this table: another game or other stakes.";
    case "not_enough_waiting":
      return "Not enough players are waiting (and not called) to start a table yet.";
    case "waitlist_exists":
      return "There is already a list for this game and stakes.";
    case "unknown_waitlist":
      return "That list is closed. The lists have been read again.";
    case "seat_taken":
      return "That seat is taken. Pick another free seat.";
    case "invalid_input":
      return "The room cannot take that. Check what you typed:";
    default:
      return refusalWords(error);
  }
}
