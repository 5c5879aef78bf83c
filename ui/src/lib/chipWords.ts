// A player's chips in words: the table's buy-in, what an add-on did, a time collection's mark.
// Pure. Every amount is the room's number (or the amount the user typed, said back); nothing
// is worked out here, and every text form comes from `lib/money.ts`. The words are said in the
// language of the screens when they are asked for.
import type { BuyIn, CollectionDto, Mark, NotPaidReason, SeatChips } from "../api";
import { t } from "../i18n";
import { formatDollars, formatSignedDollars } from "./money";

/** "20.00 to 1000.00", or "at least 20.00" when the table has no maximum. */
export function buyInWords(b: BuyIn): string {
  return b.max_cents === null
    ? t("common:chips.buyInAtLeast", { min: formatDollars(b.min_cents) })
    : t("common:chips.buyInRange", { min: formatDollars(b.min_cents), max: formatDollars(b.max_cents) });
}

/** Under the amount of an add-on: the most a player may have in front of them at this table. */
export function maximumWords(b: BuyIn): string {
  return b.max_cents === null ? t("common:chips.noMaximum") : t("common:chips.maximum", { max: formatDollars(b.max_cents) });
}

/** Whether a buy-in is inside the table's limits (the room decides; the form only warns first). */
export function insideBuyIn(b: BuyIn, cents: number): boolean {
  return cents >= b.min_cents && (b.max_cents === null || cents <= b.max_cents);
}

/** "+50.00 after this hand": chips bought during the hand the player is in. */
export const pendingWords = (cents: number): string => t("common:chips.pending", { amount: formatSignedDollars(cents) });

/**
 * What an add-on of `cents` did, from the room's answer: chips that wait for the hand in
 * progress, or the stack it made now.
 */
export function addedWords(cents: number, answer: SeatChips): string {
  const name = answer.seat.player_name;
  return answer.after_this_hand
    ? t("common:chips.addedPending", { amount: formatSignedDollars(cents), name })
    : t("common:chips.added", { amount: formatDollars(cents), name, stack: formatDollars(answer.seat.stack_cents) });
}

/** A reason a collection is not paid, in the floor's words. */
export const notPaidWords = (reason: NotPaidReason): string => t(`common:chips.notPaid.${reason}`);

/**
 * A time collection as the room marked it (`sent`: the mark asked for): paid from the stack
 * (with the stack after it), in cash, or by a player who has left; or not paid and why. A stack
 * too short is marked not paid by the room itself, and said so.
 */
export function markWords(c: CollectionDto, sent?: Mark): string {
  const who = { seat: c.seat_no, name: c.player_name, amount: formatDollars(c.amount_cents) };
  if (c.status === "paid") {
    if (c.stack_after_cents !== null) return t("common:chips.marked.paidFromStack", { ...who, stack: formatDollars(c.stack_after_cents) });
    return sent?.status === "paid_in_cash" ? t("common:chips.marked.paidInCash", who) : t("common:chips.marked.paid", who);
  }
  if (c.reason === "cannot_cover") return t("common:chips.marked.cannotCover", who);
  return c.reason === null ? t("common:chips.marked.notMarked", who) : t("common:chips.marked.notPaid", { ...who, reason: notPaidWords(c.reason) });
}
