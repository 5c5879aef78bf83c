// A player's chips in words: the table's buy-in, what an add-on did, a time collection's mark.
// Pure. Every amount is the room's number (or the amount the user typed, said back); nothing
// is worked out here, and every text form comes from `lib/money.ts`.
import type { BuyIn, CollectionDto, Mark, NotPaidReason, SeatChips } from "../api";
import { formatDollars, formatSignedDollars } from "./money";

/** "20.00 to 1000.00", or "at least 20.00" when the table has no maximum. */
export function buyInWords(b: BuyIn): string {
  return b.max_cents === null ? `at least ${formatDollars(b.min_cents)}` : `${formatDollars(b.min_cents)} to ${formatDollars(b.max_cents)}`;
}

/** Under the amount of an add-on: the most a player may have in front of him at this table. */
export function maximumWords(b: BuyIn): string {
  return b.max_cents === null ? "This table has no maximum." : `The table's maximum: ${formatDollars(b.max_cents)} in front of a player.`;
}

/** Whether a buy-in is inside the table's limits (the room decides; the form only warns first). */
export function insideBuyIn(b: BuyIn, cents: number): boolean {
  return cents >= b.min_cents && (b.max_cents === null || cents <= b.max_cents);
}

/** "+50.00 after this hand": chips bought during the hand the player is in. */
export const pendingWords = (cents: number): string => `${formatSignedDollars(cents)} after this hand`;

/**
 * What an add-on of `cents` did, from the room's answer: chips that wait for the hand in
 * progress, or the stack it made now.
 */
export function addedWords(cents: number, answer: SeatChips): string {
  const who = answer.seat.player_name;
  return answer.after_this_hand
    ? `${pendingWords(cents)}: ${who} is in the hand, and plays them from the next one.`
    : `Added ${formatDollars(cents)}: ${who}'s stack is now ${formatDollars(answer.seat.stack_cents)}.`;
}

const NOT_PAID: Record<NotPaidReason, string> = {
  sitting_out: "sitting out",
  left: "left the table",
  comped: "comped by the floor",
  new_player: "new player",
  cannot_cover: "the stack could not cover it",
};

/** A reason a collection is not paid, in the floor's words. */
export const notPaidWords = (reason: NotPaidReason): string => NOT_PAID[reason];

/**
 * A time collection as the room marked it (`sent`: the mark asked for): paid from the stack
 * (with the stack after it), in cash, or by a player who has left; or not paid and why. A stack
 * too short is marked not paid by the room itself, and said so.
 */
export function markWords(c: CollectionDto, sent?: Mark): string {
  const who = `Seat ${c.seat_no} ${c.player_name}`;
  const amount = formatDollars(c.amount_cents);
  if (c.status === "paid") {
    if (c.stack_after_cents !== null) return `${who} paid ${amount} from the stack: ${formatDollars(c.stack_after_cents)} left.`;
    return sent?.status === "paid_in_cash" ? `${who} paid ${amount} in cash.` : `${who} paid ${amount}.`;
  }
  if (c.reason === "cannot_cover") return `${who}: the stack could not cover ${amount}, so it is not paid.`;
  return c.reason === null ? `${who}: ${amount} not marked yet.` : `${who}: ${amount} not paid (${NOT_PAID[c.reason]}).`;
}
