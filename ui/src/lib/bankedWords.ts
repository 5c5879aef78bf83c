// Draw Poker with Joker's words, on the dealer's console and in the hand history: how a box
// ended, the payout rows, a net with its sign. The amounts are the engine's; the words are read
// in the language of the screens at the moment they are read.
import type { JokerDrawOutcome, PayRow } from "../api";
import { t } from "../i18n";
import { COMMON, liveWords } from "./liveWords";
import { formatSignedCents } from "./money";

export const OUTCOMES: Readonly<Record<JokerDrawOutcome, string>> = liveWords<JokerDrawOutcome>(COMMON.banked.outcomes, (o) =>
  t(`common:banked.outcomes.${o}`),
);

export const ROWS: Readonly<Record<PayRow, string>> = liveWords<PayRow>(COMMON.banked.rows, (r) => t(`common:banked.rows.${r}`));

/** "+1.20", "−3.90", "0.00": a net with its sign. */
export const signed = (cents: number): string => formatSignedCents(cents);
