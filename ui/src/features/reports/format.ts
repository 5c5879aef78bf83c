// How the report writes money and times: cents as text (never floats), UTC room times in the
// machine's own zone. One formatter of each kind, made once.
import type { ShiftDto } from "../../api";
import { formatCents } from "../../lib/money";
import { clockTime, parseRoomTime } from "../../lib/time";

const MINUS = "\u2212";

/** A signed amount: `+4.00`, `−4.00`, `0.00`. */
export function signedCents(cents: number): string {
  if (cents === 0) return formatCents(0);
  return cents < 0 ? `${MINUS}${formatCents(-cents)}` : `+${formatCents(cents)}`;
}

/** Collected against due, in words as well as the sign: `−4.00 short`, `+1.00 over`, `even`. */
export function differenceText(cents: number): string {
  if (cents === 0) return "even";
  return cents < 0 ? `${signedCents(cents)} short` : `${signedCents(cents)} over`;
}

export const differenceKind = (cents: number) => (cents < 0 ? "short" : cents > 0 ? "over" : "even");

/** A chart axis's tick: cents as text, nothing for a tick between whole cents. */
export const tickCents = (value: number) => (Number.isSafeInteger(value) ? formatCents(value) : "");

const dayTime = new Intl.DateTimeFormat(undefined, { day: "numeric", month: "short", hour: "2-digit", minute: "2-digit", hourCycle: "h23" });
const day = new Intl.DateTimeFormat(undefined, { weekday: "short", day: "numeric", month: "short" });
const dateTime = new Intl.DateTimeFormat(undefined, { dateStyle: "medium", timeStyle: "short", hourCycle: "h23" });

/** `22 Nov, 19:00`, local time. */
export const localDayTime = (text: string) => dayTime.format(parseRoomTime(text));
/** `Sun 22 Nov`, local time. */
export const localDay = (text: string) => day.format(parseRoomTime(text));
/** `22 Nov 2026, 19:00`, local time. */
export const localDateTime = (text: string) => dateTime.format(parseRoomTime(text));
/** A half hour's start, `19:00` local. */
export const halfHourLabel = (text: string) => clockTime(text);

/** `Shift 2 · 22 Nov, 19:00–01:00 · Frank · signed off by Maria` (the close's day when it is a day later or more). */
export function shiftLabel(s: ShiftDto): string {
  const within = s.closed_at !== null && parseRoomTime(s.closed_at) - parseRoomTime(s.opened_at) < 24 * 3600_000;
  const span = s.closed_at
    ? `${localDayTime(s.opened_at)}–${within ? clockTime(s.closed_at) : localDayTime(s.closed_at)}`
    : `${localDayTime(s.opened_at)}, still open`;
  const mark = s.closed_at === null ? "still open" : s.signed_off_by ? `signed off by ${s.signed_off_by}` : "not signed off";
  return `Shift ${s.id} · ${span} · ${s.floor_manager} · ${mark}`;
}
