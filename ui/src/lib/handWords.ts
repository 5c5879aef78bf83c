// A hand's words, on the dealer's console and in the hand history: streets, pots, seats.
import type { Street } from "../api";

const STREETS: Record<Street, string> = {
  pre_flop: "pre-flop",
  flop: "flop",
  turn: "turn",
  river: "river",
  pre_draw: "before the draw",
  post_draw: "after the draw",
  second: "second card",
  third: "third card",
  fourth: "fourth card",
  fifth: "fifth card",
};
export const streetName = (s: Street): string => STREETS[s];

/**
 * Pot 0 is the main pot; 1, 2... the side pots. A pot only one seat can win, before anyone is
 * all-in (the blinds' part nobody called, a bet nobody called), is that seat's uncalled bet: it
 * goes back to him, and it is not a side pot.
 */
export const potName = (pot: number, eligible?: readonly number[]): string =>
  eligible?.length === 1 ? `uncalled bet of seat ${eligible[0]}` : pot === 0 ? "main pot" : `side pot ${pot}`;

/** "seats 1 2 3", or "seat 3" when only one. */
export const seatsWords = (seats: number[]): string => (seats.length === 1 ? `seat ${seats[0]}` : `seats ${seats.join(" ")}`);
