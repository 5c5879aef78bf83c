// The raise control's amounts: what the dealer drags or types, brought onto the engine's range.
// No money is worked out here: the range's ends and step come from the engine (`BetRange`).
import type { BetRange } from "../../api";
import { parseDollars } from "../../lib/dollars";
import { formatCents } from "../../lib/money";
import { t } from "../../i18n";

/**
 * `cents` brought onto the range: clamped to [min_to, max_to], and between them down to a whole
 * number of `step` above `min_to` (the table's chip; a fixed limit's small-to-big bet). The ends are always legal (max_to may be an all-in that
 * is not a whole number of chips).
 */
export function snapTo(range: BetRange, cents: number): number {
  if (cents >= range.max_to) return range.max_to;
  if (cents <= range.min_to) return range.min_to;
  const step = Math.max(1, range.step ?? 1);
  return range.min_to + Math.floor((cents - range.min_to) / step) * step;
}

/**
 * Every legal amount, when the range holds only a few (at most `most`): a fixed limit's small
 * or big bet (`step` is the difference), a short stack's last chips. Null: a slider's range.
 */
export function fewMarks(range: BetRange, most = 4): number[] | null {
  const step = Math.max(1, range.step ?? 1);
  const between = Math.floor((range.max_to - range.min_to) / step);
  if (between + 1 > most) return null;
  const marks = Array.from({ length: between + 1 }, (_, i) => range.min_to + i * step);
  if (marks.at(-1) !== range.max_to) marks.push(range.max_to);
  return marks.length <= most ? marks : null;
}

/** `count` steps up (or down, negative) from `cents`, snapped. */
export function stepBy(range: BetRange, cents: number, count: number): number {
  return snapTo(range, cents + count * Math.max(1, range.step ?? 1));
}

/**
 * Typed dollars ("60", "60.50", "$60") read as they are, never changed: the amount in cents when
 * the rules let the seat bet it, or why not in words ("The least raise is to 4.00", "Chips here
 * are 1.00: 5.50 cannot be bet"). The words' amounts are the engine's range, formatted.
 */
export function readAmount(range: BetRange, text: string): { cents: number } | { problem: string } {
  const cents = parseDollars(text);
  const raise = range.raise;
  if (cents === null) return { problem: t("dealer:raise.notAnAmount", { text: text.trim() }) };
  if (cents < range.min_to) return { problem: t(raise ? "dealer:raise.leastRaise" : "dealer:raise.leastBet", { amount: formatCents(range.min_to) }) };
  if (cents > range.max_to) return { problem: t(raise ? "dealer:raise.mostRaise" : "dealer:raise.mostBet", { amount: formatCents(range.max_to) }) };
  const step = Math.max(1, range.step ?? 1);
  if (cents !== range.max_to && (cents - range.min_to) % step !== 0) {
    return { problem: t("dealer:raise.notChips", { step: formatCents(step), amount: formatCents(cents) }) };
  }
  return { cents };
}
