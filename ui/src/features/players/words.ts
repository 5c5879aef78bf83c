// What the Players screen says of a player: whether he may play (his standing), where he sits,
// his time today, and each restriction, in the language of the screens, from the room's data.
import type { PlayerCard, PlayerSeat, RestrictionKind, RestrictionScope, RestrictionView } from "../../api";
import { t } from "../../i18n";
import { dateText, dateTimeText, roomTimeAt } from "../../lib/time";

/** Whether a player may play now: the restriction on play in force, the most severe, by kind. */
export type Standing = "may_play" | RestrictionKind;

export const standingOf = (card: PlayerCard): Standing => card.kept_from_play?.kind ?? "may_play";

/** "May play", "Barred", "Self-excluded", "Self-restricted". */
export const standingWords = (s: Standing): string => t(`players:standing.${s}`);

/** A seat as the floor says it: "Table 4 · seat 6". */
export const seatWords = (s: Pick<PlayerSeat, "table_name" | "seat_no">): string => t("players:seat", { table: s.table_name, seat: s.seat_no });

/** Where a player sits now: "Table 4 · seat 6", or "Not seated". */
export const whereWords = (card: PlayerCard): string => (card.seated.length === 0 ? t("players:notSeated") : card.seated.map(seatWords).join(", "));

/** Minutes as hours and minutes: "2 h 10 min", "45 min". */
export function minutesWords(minutes: number): string {
  const m = Math.max(0, Math.floor(minutes));
  const hours = Math.floor(m / 60);
  return hours === 0 ? t("players:time.minutes", { minutes: m }) : t("players:time.hoursMinutes", { hours, minutes: m % 60 });
}

/** A restriction's kind: "Barred", "Self-restricted", "Self-excluded". */
export const kindWords = (k: RestrictionKind): string => t(`players:standing.${k}`);

/** What a restriction keeps a player from: "play", "marketing, credit and check cashing". */
export const scopeWords = (s: RestrictionScope): string => t(`players:scope.${s}`);

/** When a restriction ends: "until 20 Dec 2026, 06:00"; none set, "for life" (a self-exclusion) or "until lifted". */
export const untilWords = (r: Pick<RestrictionView, "kind" | "until_at">): string =>
  r.until_at !== null ? t("players:until.day", { until: dateTimeText(r.until_at) }) : r.kind === "self_excluded" ? t("players:until.life") : t("players:until.lifted");

/**
 * Whether a restriction stands: in force now, or dated to start later (not lifted, and not over
 * by `now`, a room time: one not in force that has not ended has not started yet).
 */
export const stands = (r: RestrictionView, now: string): boolean => r.lifted_at === null && (r.in_force || r.until_at === null || r.until_at > now);

/**
 * What the floor may lift (the bars and self-restrictions that stand), and the self-exclusion
 * that stands among them, if any: then nothing may be lifted before its term ends.
 */
export function liftable(card: PlayerCard, now: string): { any: boolean; exclusion: RestrictionView | null } {
  const standing = card.restrictions.filter((r) => stands(r, now));
  return { any: standing.length > 0, exclusion: standing.find((r) => r.kind === "self_excluded") ?? null };
}

/** A day as typed (`1970-05-31`: a date of birth, a gaming day) as the screens write a date: `31 May 1970`. */
export function dayText(day: string): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  // Its noon: a day's midnight may not exist where the clocks change at midnight.
  return m ? dateText(roomTimeAt(new Date(Number(m[1]), Number(m[2]) - 1, Number(m[3]), 12).getTime())) : day;
}
