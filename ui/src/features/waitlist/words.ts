// What the lists say in words: waits, estimates, countdowns, refusals. The room decides every
// number; these only put them in a sentence. Refusals are chosen by `code`, never by message.
import type { Betting, WaitEstimate } from "../../api";

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

