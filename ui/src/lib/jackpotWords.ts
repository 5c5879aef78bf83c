// A jackpot hit as the screens say it (the floor board's banner, the Jackpots screen): the room
// words the hit (`HitView.words`, made in Rust: one fact, one place, in English); here only its
// times are shown in the screens' style and its first letter made a capital. The kind of a
// hit, for a heading, is said in the language of the screens. A high hand (the best hand of
// its period so far) is told from a bad beat by `detail.high_hand`.
import type { HitView } from "../api";
import { t } from "../i18n";
import { clockTime, dateTimeText, parseRoomTime, roomTimesInWords } from "./time";

type Hit = Pick<HitView, "words" | "detail">;

/** The period a high-hand hit leads (none: a bad beat). */
export const highHandOf = (hit: Pick<HitView, "detail">) => hit.detail.high_hand ?? null;

/** A period of a day or more: its times need their dates (midnight to midnight). */
function longPeriod(hit: Pick<HitView, "detail">): boolean {
  const lead = highHandOf(hit);
  return lead !== null && parseRoomTime(lead.to) - parseRoomTime(lead.from) >= 24 * 3600_000;
}

/**
 * The hit in the room's words, its times as the screens show them: "Seat 1's four of a kind,
 * nines lost to seat 2's straight flush, eight high", "Seat 4's straight flush, nine high leads
 * the period from 21:00 to 22:00" (with the dates for a period of a day).
 */
export function hitWords(hit: Hit): string {
  const text = roomTimesInWords(hit.words, longPeriod(hit));
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** When a high hand's period ends, as the screens show it: "22:00" (a day's period: "21 Nov 2026, 01:00"); none for a bad beat. */
export function periodEndText(hit: Pick<HitView, "detail">): string | null {
  const lead = highHandOf(hit);
  if (lead === null) return null;
  return longPeriod(hit) ? dateTimeText(lead.to) : clockTime(lead.to);
}

/** What kind of jackpot the hits are, for a heading: "Bad-beat jackpot", "High hands", "Bad-beat jackpot and high hand". */
export function hitsKind(hits: readonly Pick<HitView, "detail">[]): string {
  const high = hits.filter((h) => highHandOf(h) !== null).length;
  const bad = hits.length - high;
  if (high === 0) return t("common:jackpotKinds.badBeat", { count: Math.max(bad, 1) });
  if (bad === 0) return t("common:jackpotKinds.highHand", { count: high });
  const both = `${bad > 1 ? "many" : "one"}${high > 1 ? "Many" : "One"}` as const;
  return t(`common:jackpotKinds.both.${both}`);
}
