// The raise control's amounts: what the dealer drags or types, brought onto the engine's range.
// No money is worked out here: the range's ends and step come from the engine (`BetRange`).
import type { BetRange } from "../../api";
import { parseDollars } from "../../lib/dollars";

/**
 * `cents` brought onto the range: clamped to [min_to, max_to], and between them down to a whole
 * number of the table's chip (`step`). The ends are always legal (max_to may be an all-in that
 * is not a whole number of chips).
 */
export function snapTo(range: BetRange, cents: number): number {
  if (cents >= range.max_to) return range.max_to;
  if (cents <= range.min_to) return range.min_to;
  const step = Math.max(1, range.step ?? 1);
  return Math.max(range.min_to, cents - (cents % step));
}

/** `count` steps up (or down, negative) from `cents`, snapped. */
export function stepBy(range: BetRange, cents: number, count: number): number {
  return snapTo(range, cents + count * Math.max(1, range.step ?? 1));
}

/** Typed dollars ("60", "60.50", "$60") snapped onto the range; null when it is not an amount. */
export function readAmount(range: BetRange, text: string): number | null {
  const cents = parseDollars(text);
  return cents === null ? null : snapTo(range, cents);
}
