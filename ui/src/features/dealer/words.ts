// The console's words: seats, a burn, the pots, why no raise, and what a refusal means (streets
// and pots as the hand history names them: lib/handWords.ts). Every text is read when needed,
// in the language the screens speak now.
import type { IpcError, KeepTheCards, PotNote, Street, VoidReason } from "../../api";
import { formatCents } from "../../lib/money";
import { refusalWords } from "../../lib/refusals";
import { t } from "../../i18n";

/**
 * What a burn card comes before, by the street it opens: "before the flop", "before the river";
 * in a draw game the cards of the draw ("before the after the draw" said nothing).
 */
export const burnBefore = (s: Street): string => t(`dealer:words.burnBefore.${s}`);

/** The street a dealer deals, with its article: "the flop", "the second card". */
export const theStreet = (s: Street): string => t(`dealer:words.theStreet.${s}`);

/** "Seat 4 Maria", or "Seat 4" when no one's name is known. */
export const seatName = (seat: number, name: string | null | undefined): string =>
  name ? t("dealer:words.seatNamed", { seat, name }) : t("dealer:words.seat", { seat });

/** A pot the dealer awards, with its article: "the main pot", "the side pot 1". */
export const thePot = (pot: number): string => (pot === 0 ? t("dealer:words.mainPot") : t("dealer:words.sidePot", { pot }));

/** "Seat 1 and Seat 2 and Seat 3". */
export const joinAnd = (items: string[]): string => items.reduce((first, second) => t("dealer:words.and", { first, second }));

/** Why a hand was voided: "misdeal", "floor ruling". */
export const voidReasonWords = (reason: VoidReason): string => t(`dealer:words.voidReason.${reason}`);

/** The first letter in capitals: "The flop", "Seat 2 stays". */
export const capital = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

export const money = formatCents;

/**
 * Why the seat may not raise, in the screen's language: the engine's reasons are a few fixed
 * sentences (`pot/legal.rs`); one it may add later is shown as it comes.
 */
export function noRaiseWords(reason: string): string {
  const capped = /^the betting is capped at (\d+) bets?$/.exec(reason);
  if (capped) return t("dealer:words.noRaise.capped", { count: Number(capped[1]) });
  if (reason === "the betting was not reopened by a full raise") return t("dealer:words.noRaise.notReopened");
  if (reason === "every other player is all-in") return t("dealer:words.noRaise.othersAllIn");
  return reason;
}

/**
 * The heading of the console's refusal: what it means for the dealer, by code (`lib/refusals.ts`);
 * "Not done:" unless the words already say it was not saved (the server out of reach).
 */
export function consoleRefusalHeading(error: IpcError): string {
  return error.code === "db_offline" ? refusalWords(error) : t("dealer:words.notDone", { words: refusalWords(error) });
}

/**
 * What the hand did by itself to the money (the engine's `PotNote`), in the screens' language:
 * "Seat 3's bet of 1.00 that nobody called goes back to it." (the CLI's sentence in English).
 */
export function potNoteWords(note: PotNote): string {
  const seat = "seat" in note ? t("dealer:words.seat", { seat: note.seat }) : "";
  switch (note.note) {
    case "bets_returned":
      return t("dealer:centre.noteWords.betsReturned", { seat, rule: t(`dealer:centre.noteWords.rule.${note.rule}`), amount: formatCents(note.returned) });
    case "pot_forfeited":
      return t("dealer:centre.noteWords.potForfeited", { seat, rule: t(`dealer:centre.noteWords.rule.${note.rule}`) });
    case "killed":
      return t("dealer:centre.noteWords.killed", { seat });
    case "uncalled":
      return t("dealer:centre.noteWords.uncalled", { seat, amount: formatCents(note.amount) });
    case "odd_chip":
      return t("dealer:centre.noteWords.oddChip", { seat });
    case "no_drop":
      return t("dealer:centre.noteWords.noDrop");
    case "small_drop":
      return t("dealer:centre.noteWords.smallDrop", { taken: formatCents(note.taken), schedule: formatCents(note.schedule) });
  }
}

/** A jackpot the last hand qualifies for: "Bad-beat jackpot qualifies (Bad beat): keep the cards". */
export const keepTheCardsWords = (k: KeepTheCards): string =>
  t(k.high_hand ? "dealer:keepTheCards.highHand" : "dealer:keepTheCards.badBeat", { fund: k.fund_name });
