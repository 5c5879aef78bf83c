// The trail's words: a use case's name said plainly, when, where from. Pure.
import type { AuditOutcome, Station } from "../../api";
import { dateTimeSecondsText } from "../../lib/time";

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
