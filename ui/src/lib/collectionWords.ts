// How a table's collection is taken, in the language of the screens, from the room's terms
// (`CollectionTerms`: the mode, the amount at the rate in effect, the interval); the room's
// `Display` of the same fields is the CLI's English ("3.00 from each pot").
import type { CollectionTerms, DropShort } from "../api";
import { t } from "../i18n";
import { formatCents } from "./money";

/** "4.00 per player every 30 minutes", "3.00 from each pot", "3.00 from the button"; none: "no rate in effect". */
export function collectionWords(terms: CollectionTerms | null): string {
  if (terms === null) return t("common:collectionTerms.none");
  const amount = formatCents(terms.amount_cents);
  if (terms.mode === "time") return t("common:collectionTerms.time", { amount, count: terms.interval_minutes });
  return t(`common:collectionTerms.${terms.mode}`, { amount });
}

/** The schedule's drop that a pot of only the blinds cannot pay, in words. */
export const dropShortWords = (d: DropShort): string =>
  t("common:collectionTerms.dropShort", { drop: formatCents(d.drop_cents), blinds: formatCents(d.blinds_cents) });
