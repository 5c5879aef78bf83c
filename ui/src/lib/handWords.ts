// A hand's words, on the dealer's console and in the hand history: streets, pots, seats. Each
// said in the language of the screens when it is asked for.
import type { Street } from "../api";
import { t } from "../i18n";

/** A street's name: "flop", "before the draw". */
export const streetName = (s: Street): string => t(`common:hand.streets.${s}`);

/**
 * Pot 0 is the main pot; 1, 2... the side pots. A pot only one seat can win, before anyone is
 * all-in (the blinds' part nobody called, a bet nobody called), is that seat's uncalled bet: it
 * goes back to that seat, and it is not a side pot.
 */
export const potName = (pot: number, eligible?: readonly number[]): string =>
  eligible?.length === 1
    ? t("common:hand.uncalledBet", { seat: eligible[0] })
    : pot === 0
      ? t("common:hand.mainPot")
      : t("common:hand.sidePot", { pot });

/** "seats 1 2 3", or "seat 3" when only one. */
export const seatsWords = (seats: number[]): string => t("common:hand.seats", { count: seats.length, seats: seats.join(" ") });
