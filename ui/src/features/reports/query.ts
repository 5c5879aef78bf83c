// What the report asks for: a shift, a gaming day or a range of days, then a table, a game and
// a dealer. The request goes to the room exactly as `ReportRequest` ({shift_id, from, to,
// gaming_day, table_id, game, dealer_id}, nulls where nothing is chosen: one of a shift, a
// gaming day or a range, never two); the room filters, the UI never does. The exception report
// asks for a shift or a gaming day alone (`ExceptionRequest`).
import type { GameCode, ReportRequest, ShiftDto, ShiftReport, StaffDto } from "../../api";
import type { ExceptionRequest } from "../../api/exceptions";
import { GAME_NAMES, gameName, gameOfRoomName } from "../../lib/games";
import { dateText, localDateInputOf, parseRoomTime, roomTimeAt, roomTimeOfDay } from "../../lib/time";

export { GAME_NAMES };

/** The game of a name the room wrote (its own name, whatever the screens' language); null for a name it does not spread. */
export function gameCodeOf(name: string): GameCode | null {
  return gameOfRoomName(name);
}

/** A game the room named, as the screens name it (lib/games); a name the room does not spread, as written. */
export function gameWords(name: string): string {
  const code = gameCodeOf(name);
  return code ? gameName(code) : name;
}

/**
 * A shift; a gaming day (`day`: the date it starts on, `2026-11-25`; the room makes it the 24
 * hours from the house's start of day); or the days from `from` up to (not including) `to`,
 * both room times.
 */
export type Scope = { kind: "shift"; shiftId: number } | { kind: "day"; day: string } | { kind: "range"; from: string; to: string };

export type Filters = { tableId: number | null; game: GameCode | null; dealerId: number | null };

export const NO_FILTERS: Filters = { tableId: null, game: null, dealerId: null };

export const isUnfiltered = (f: Filters) => f.tableId === null && f.game === null && f.dealerId === null;

/** The request the room answers, every field present (null: not chosen). */
export function reportRequest(scope: Scope, filters: Filters): ReportRequest {
  return {
    shift_id: scope.kind === "shift" ? scope.shiftId : null,
    from: scope.kind === "range" ? scope.from : null,
    to: scope.kind === "range" ? scope.to : null,
    gaming_day: scope.kind === "day" ? scope.day : null,
    table_id: filters.tableId,
    game: filters.game,
    dealer_id: filters.dealerId,
  };
}

/**
 * The exception report's request: a shift or a gaming day, the other null. A range of days has
 * none (the room keeps exceptions by shift and by gaming day).
 */
export function exceptionRequest(scope: Scope): ExceptionRequest | null {
  if (scope.kind === "shift") return { shift_id: scope.shiftId, gaming_day: null };
  if (scope.kind === "day") return { shift_id: null, gaming_day: scope.day };
  return null;
}

/** A date field's value (`2026-11-22`) as that day's parts, or null. */
function dayParts(day: string): [number, number, number] | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!m) return null;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const check = new Date(y, mo - 1, d);
  return check.getFullYear() === y && check.getMonth() === mo - 1 && check.getDate() === d ? [y, mo, d] : null;
}

/**
 * The days `first` to `last` (date fields, both included) as the room's range [from, to): from
 * the first day's local midnight to the local midnight after the last day. Null when a date
 * is missing or the last is before the first.
 */
export function rangeOfDays(first: string, last: string): { from: string; to: string } | null {
  const a = dayParts(first);
  const b = dayParts(last);
  if (!a || !b) return null;
  const from = roomTimeOfDay(a[0], a[1], a[2]);
  const to = roomTimeOfDay(b[0], b[1], b[2] + 1);
  return to > from ? { from, to } : null;
}

/** A date field's value when it is a real day (`2026-11-25`), else null. */
export const gamingDayOf = (day: string): string | null => (dayParts(day) ? day : null);

/** A gaming day (`2026-11-25`) as the screens write a date: `25 Nov 2026`. */
export function gamingDayText(day: string): string {
  const p = dayParts(day);
  // Its noon: a day's midnight may not exist where the clocks change at midnight.
  return p ? dateText(roomTimeAt(new Date(p[0], p[1] - 1, p[2], 12).getTime())) : day;
}

/** The gaming day offered first: the date the latest shift opened on (room's zone); none without shifts. */
export function defaultGamingDay(shifts: readonly ShiftDto[]): string {
  const latest = [...shifts].sort((a, b) => b.opened_at.localeCompare(a.opened_at))[0];
  return latest ? localDateInputOf(new Date(parseRoomTime(latest.opened_at))) : "";
}

/** The shift to show first: the latest closed one (the list comes newest first), else the newest. */
export function defaultShift(shifts: readonly ShiftDto[]): ShiftDto | null {
  const newestFirst = [...shifts].sort((a, b) => b.opened_at.localeCompare(a.opened_at));
  return newestFirst.find((s) => s.closed_at !== null) ?? newestFirst[0] ?? null;
}

export type Choices = {
  tables: { id: number; name: string }[];
  games: { code: GameCode; name: string }[];
  /** A dealer the room named, and their staff id (null: not on the staff list, so not a filter). */
  dealers: { name: string; id: number | null }[];
};

/** What the filters offer: the tables, games and dealers of the unfiltered report. */
export function choicesOf(report: ShiftReport, staff: readonly StaffDto[] | undefined): Choices {
  const tables = new Map<number, string>();
  for (const line of report.lines) tables.set(line.table_id, line.table);
  const games = report.by_game.flatMap((g) => {
    const code = gameCodeOf(g.key);
    return code ? [{ code, name: gameWords(g.key) }] : [];
  });
  const ids = new Map((staff ?? []).map((s) => [s.name, s.id]));
  const dealers = report.by_dealer.map((d) => ({ name: d.key, id: ids.get(d.key) ?? null }));
  return {
    tables: [...tables].map(([id, name]) => ({ id, name })).sort((x, y) => x.id - y.id),
    games,
    dealers,
  };
}
