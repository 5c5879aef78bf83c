// The room's times are UTC text, `YYYY-MM-DDTHH:MM:SSZ`; the screens show them in the
// machine's own time zone. One formatter of each kind, made once.

const UTC_TEXT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/;

/** Milliseconds since the epoch of a room time; a text of any other shape is an error. */
export function parseRoomTime(text: string): number {
  const ms = UTC_TEXT.test(text) ? Date.parse(text) : NaN;
  if (Number.isNaN(ms)) throw new RangeError(`not a room time: ${text}`);
  return ms;
}

const hhmm = new Intl.DateTimeFormat(undefined, { hour: "2-digit", minute: "2-digit", hourCycle: "h23" });
const hhmmss = new Intl.DateTimeFormat(undefined, {
  hour: "2-digit",
  minute: "2-digit",
  second: "2-digit",
  hourCycle: "h23",
});

/** `21:40`, local time. */
export function clockTime(text: string): string {
  return hhmm.format(parseRoomTime(text));
}

/** `21:40:05`, local time. */
export function clockTimeSeconds(text: string): string {
  return hhmmss.format(parseRoomTime(text));
}

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
