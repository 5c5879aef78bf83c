// The console's words: a burn, seats, and what a refusal means (streets and pots, shared with the
// hand history: lib/handWords.ts).
import type { IpcError, Street } from "../../api";
import { streetName } from "../../lib/handWords";
import { formatCents } from "../../lib/money";
import { refusalWords } from "../../lib/refusals";

/**
 * What a burn card comes before, by the street it opens: "the flop", "the river"; in a draw game
 * the cards of the draw ("before the after the draw" said nothing).
 */
export const burnBefore = (s: Street): string => (s === "pre_draw" ? "the deal" : s === "post_draw" ? "the draw's cards" : `the ${streetName(s)}`);

/** "Seat 4 Maria", or "Seat 4" when no one's name is known. */
export const seatName = (seat: number, name: string | null | undefined): string => (name ? `Seat ${seat} ${name}` : `Seat ${seat}`);

export const money = formatCents;

/**
 * The heading of the console's refusal: what it means for the dealer, by code (`lib/refusals.ts`);
 * "Not done:" unless the words already say it was not saved (the server out of reach).
 */
export function consoleRefusalHeading(error: IpcError): string {
  return error.code === "db_offline" ? refusalWords(error) : `Not done: ${refusalWords(error)}`;
}
