import { parseRoomTime } from "../../lib/time";

/** A room time (UTC text) of a moment in ms. */
export const roomTimeAt = (ms: number): string => new Date(ms).toISOString().replace(/\.\d{3}Z$/, "Z");

/**
 * What a `datetime-local` field holds (`2026-12-01T18:00`, the machine's own time) as the
 * room's UTC text; null when it is not a date and time.
 */
export function roomTimeOf(local: string): string | null {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?$/.test(local)) return null;
  const ms = new Date(local).getTime(); // no zone: read as local time
  return Number.isNaN(ms) ? null : roomTimeAt(ms);
}

/** A room time as a `datetime-local` field's value, in the machine's own time. */
export function localInputOf(text: string): string {
  const d = new Date(parseRoomTime(text));
  const two = (n: number) => String(n).padStart(2, "0");
  return `${d.getFullYear()}-${two(d.getMonth() + 1)}-${two(d.getDate())}T${two(d.getHours())}:${two(d.getMinutes())}`;
}

const dateTime = new Intl.DateTimeFormat(undefined, { dateStyle: "medium", timeStyle: "short", hourCycle: "h23" });

/** `20 Nov 2026, 21:37`, local time. */
export const localDateTime = (text: string): string => dateTime.format(parseRoomTime(text));
