// What the lists say in words: waits, estimates, countdowns, refusals. The room decides every
// number; these only put them in a sentence. Refusals are chosen by `code`, never by message.
import type { Betting, WaitEstimate } from "../../api";
import { t } from "../../i18n";

/** An estimate as a range, never a promise: `about 15-45 min`, `up to about 75 min`, `seat open`. */
export function estimateWords(e: WaitEstimate): string {
  switch (e.kind) {
    case "called":
      return t("waitlist:estimate.called");
    case "seat_open":
      return t("waitlist:estimate.seatOpen");
    case "range":
      return e.low_minutes <= 0
        ? t("waitlist:estimate.upTo", { high: e.high_minutes })
        : t("waitlist:estimate.range", { low: e.low_minutes, high: e.high_minutes });
    case "unknown":
      return t("waitlist:estimate.unknown");
  }
}

/** Minutes waited: `45 min`, `1 h 05 min`. */
export function waitedWords(minutes: number): string {
  if (minutes < 60) return t("waitlist:waited.minutes", { minutes });
  return t("waitlist:waited.hours", { hours: Math.floor(minutes / 60), minutes: String(minutes % 60).padStart(2, "0") });
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
export const LIST_BETTINGS: readonly ListBetting[] = ["no_limit", "pot_limit", "fixed_limit", "any"];

/** The structures a list may take, in words: `No limit` … `Any stakes`. */
export const listBettingChoices = (): { value: ListBetting; label: string }[] =>
  LIST_BETTINGS.map((value) => ({ value, label: t(`waitlist:betting.${value}`) }));

