// How the report says its figures in words. Money and times go through the app's one
// formatter of each (`lib/money.ts`, `lib/time.ts`).
import type { ShiftDto } from "../../api";
import { formatDollars, formatSignedDollars } from "../../lib/money";
import { clockTime, dateTimeText, spanText } from "../../lib/time";

/** Collected against due, in words as well as the sign: `−$4.00 short`, `+$1.00 over`, `even`. */
export function differenceText(cents: number): string {
  if (cents === 0) return "even";
  return cents < 0 ? `${formatSignedDollars(cents)} short` : `${formatSignedDollars(cents)} over`;
}

export const differenceKind = (cents: number) => (cents < 0 ? "short" : cents > 0 ? "over" : "even");

/** A chart axis's tick: cents as text, nothing for a tick between whole cents. */
export const tickCents = (value: number) => (Number.isSafeInteger(value) ? formatDollars(value) : "");

/** A half hour's start, `19:00`. */
export const halfHourLabel = (text: string) => clockTime(text);

/**
 * `Shift 2 · 22 Nov 2026, 19:00–01:00 · Frank · signed off by Maria · counter-signed by Cora`
 * (the close's day when it is a day later or more).
 */
export function shiftLabel(s: ShiftDto): string {
  const span = spanText(s.opened_at, s.closed_at);
  const mark = s.closed_at === null ? "still open" : s.signed_off_by ? `signed off by ${s.signed_off_by}` : "not signed off";
  const cage = s.countersigned_by ? ` · counter-signed by ${s.countersigned_by}` : "";
  return `Shift ${s.id} · ${span} · ${s.floor_manager} · ${mark}${cage}`;
}

/** The shift's two signatures in words, for the screen and the paper: the floor's, then the cage's. */
export function signatureTexts(s: ShiftDto): { floor: string; cage: string } {
  return {
    floor: s.signed_off_by && s.signed_off_at ? `Signed off by ${s.signed_off_by} at ${dateTimeText(s.signed_off_at)}` : "Not signed off",
    cage: s.countersigned_by && s.countersigned_at ? `Counter-signed by ${s.countersigned_by} at ${dateTimeText(s.countersigned_at)}` : "Not counter-signed",
  };
}
