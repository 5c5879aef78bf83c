// The room's times are UTC text, `YYYY-MM-DDTHH:MM:SSZ`. This is the one module that turns
// them into words, in one style on every screen and print:
//
//   a clock    21:40            (clockTime; 21:40:05 with seconds)
//   a date     20 Nov 2026      (dateText; Fri 20 Nov 2026 with the weekday)
//   both       20 Nov 2026, 21:40  (dateTimeText; 20 Nov 2026, 21:40:05 with seconds)
//
// The room's zone is the station machine's own (`ROOM_TIME_ZONE`): the one place it is chosen,
// the same in every language. The names of months and weekdays are those of the language the
// screens speak (`locale()`): "Fri 20 Nov 2026", "vie 20 nov 2026".

import { locale, t } from "../i18n";

const UTC_TEXT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/;
const UTC_TEXT_ANYWHERE = /\b\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z\b/g;

/**
 * The zone the screens show the room's times in: `undefined` is the station machine's own
 * zone (the room and its stations are in one place). The `datetime-local` fields below read and
 * write the same zone, through `Date`'s local fields.
 */
const ROOM_TIME_ZONE: string | undefined = undefined;

/** Milliseconds since the epoch of a room time; a text of any other shape is an error. */
export function parseRoomTime(text: string): number {
  const ms = UTC_TEXT.test(text) ? Date.parse(text) : NaN;
  if (Number.isNaN(ms)) throw new RangeError(`not a room time: ${text}`);
  return ms;
}

/** A room time (UTC text) of a moment in ms. */
export const roomTimeAt = (ms: number): string => new Date(ms).toISOString().replace(/\.\d{3}Z$/, "Z");

// The parts are taken from one formatter per locale (that of the language the screens speak:
// en-US, es-US) and put in order here, so the style is the same in every browser and language:
// "20 Nov 2026", "20 nov 2026" (the month's short names are the locale's, without a trailing
// dot: "Sep" in English, never "Sept"). Each locale's formatter is made on its first use, then
// kept: never one frozen at import.
const PARTS_FORMATS = new Map<string, Intl.DateTimeFormat>();

function partsFormat(): Intl.DateTimeFormat {
  const lc = locale();
  let f = PARTS_FORMATS.get(lc);
  if (!f) {
    f = new Intl.DateTimeFormat(lc, {
      timeZone: ROOM_TIME_ZONE,
      weekday: "short",
      day: "numeric",
      month: "short",
      year: "numeric",
      hour: "2-digit",
      minute: "2-digit",
      second: "2-digit",
      hourCycle: "h23",
    });
    PARTS_FORMATS.set(lc, f);
  }
  return f;
}

type Parts = { weekday: string; day: string; month: string; year: string; hour: string; minute: string; second: string };

function partsOf(ms: number): Parts {
  const out: Parts = { weekday: "", day: "", month: "", year: "", hour: "", minute: "", second: "" };
  for (const p of partsFormat().formatToParts(ms)) if (p.type in out) out[p.type as keyof Parts] = p.value.replace(/\.$/, "");
  return out;
}

const clock = (p: Parts) => `${p.hour}:${p.minute}`;
const date = (p: Parts) => `${p.day} ${p.month} ${p.year}`;

/** `21:40`, the room's zone. */
export const clockTime = (text: string): string => clock(partsOf(parseRoomTime(text)));

/** `21:40:05`, the room's zone. */
export const clockTimeSeconds = (text: string): string => {
  const p = partsOf(parseRoomTime(text));
  return `${clock(p)}:${p.second}`;
};

/** `20 Nov 2026`. */
export const dateText = (text: string): string => date(partsOf(parseRoomTime(text)));

/** `Fri 20 Nov 2026` (a report's day). */
export const weekdayDateText = (text: string): string => {
  const p = partsOf(parseRoomTime(text));
  return `${p.weekday} ${date(p)}`;
};

/** `20 Nov 2026, 21:40`. */
export const dateTimeText = (text: string): string => dateTimeOfMs(parseRoomTime(text));

/** `20 Nov 2026, 21:40:05` (the audit trail, where seconds tell entries apart). */
export const dateTimeSecondsText = (text: string): string => {
  const p = partsOf(parseRoomTime(text));
  return `${date(p)}, ${clock(p)}:${p.second}`;
};

/** A moment in ms as `20 Nov 2026, 21:40` (a print's time). */
export function dateTimeOfMs(ms: number): string {
  const p = partsOf(ms);
  return `${date(p)}, ${clock(p)}`;
}

/**
 * A span from `from` to `to` (or still open): `20 Nov 2026, 19:00–01:00` when it ends within a
 * day, `20 Nov 2026, 19:00 – 22 Nov 2026, 03:00` past that, `20 Nov 2026, 19:00, still open`.
 */
export function spanText(from: string, to: string | null): string {
  if (to === null) return t("common:time.stillOpen", { from: dateTimeText(from) });
  const within = parseRoomTime(to) - parseRoomTime(from) < 24 * 3600_000;
  return within ? `${dateTimeText(from)}–${clockTime(to)}` : `${dateTimeText(from)} – ${dateTimeText(to)}`;
}

/**
 * A sentence the room wrote with its times in it (an adjustment's detail): each room time
 * shown as the screens show times (`21:30`, or `20 Nov 2026, 21:30` with `withDate`).
 */
export const roomTimesInWords = (text: string, withDate = false): string =>
  text.replace(UTC_TEXT_ANYWHERE, (t) => (withDate ? dateTimeText(t) : clockTime(t)));

/** Whole minutes from `from` to `to` (both room times), rounded down; never negative. */
export function minutesBetween(from: string, to: string): number {
  return Math.max(0, Math.floor((parseRoomTime(to) - parseRoomTime(from)) / 60_000));
}

/** A countdown of `ms`: `04:12`, `1:05:00` past an hour; `00:00` once it has run out. */
export function countdown(ms: number): string {
  const total = Math.max(0, Math.ceil(ms / 1000));
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = total % 60;
  const two = (n: number) => String(n).padStart(2, "0");
  return h > 0 ? `${h}:${two(m)}:${two(s)}` : `${two(m)}:${two(s)}`;
}

// The date fields: a `datetime-local` or `date` field holds the room's zone's wall time with no
// zone (`2026-12-01T18:00`). With ROOM_TIME_ZONE the machine's own, `Date`'s local fields are
// that zone.

const two = (n: number) => String(n).padStart(2, "0");

/**
 * What a `datetime-local` field holds (`2026-12-01T18:00`, the room's zone) as the room's UTC
 * text; null when it is not a date and time.
 */
export function roomTimeOf(local: string): string | null {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?$/.test(local)) return null;
  const ms = new Date(local).getTime(); // no zone: read as local time
  return Number.isNaN(ms) ? null : roomTimeAt(ms);
}

/** A room time as a `datetime-local` field's value, in the room's zone. */
export function localInputOf(text: string): string {
  const d = new Date(parseRoomTime(text));
  return `${localDateInputOf(d)}T${two(d.getHours())}:${two(d.getMinutes())}`;
}

/** A day as a `date` field's value (`2026-12-01`), in the room's zone. */
export const localDateInputOf = (d: Date): string => `${d.getFullYear()}-${two(d.getMonth() + 1)}-${two(d.getDate())}`;

/** The room time at the start of a day given as numbers (`2026, 12, 1`; a day past the month's end rolls on), in the room's zone. */
export const roomTimeOfDay = (year: number, month: number, day: number): string => roomTimeAt(new Date(year, month - 1, day).getTime());
