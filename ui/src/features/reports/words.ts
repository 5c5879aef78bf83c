// The reports' words: what came of a print, the reasons a collection is not paid.
import type { PrintMark } from "../../api";
import { t } from "../../i18n";

/**
 * A print recorded, as the room counted it: `The print is recorded as print no. 2: a
 * REPRINT.`; and, when the paper (printed before the room counted it) says otherwise, what to
 * write on it.
 */
export function printRecordedWords(mark: PrintMark, paper: PrintMark | null): string {
  const said = t(mark.reprint ? "reports:print.recordedReprint" : "reports:print.recordedOriginal", { number: mark.number });
  if (paper === null) return mark.reprint ? `${said} ${t("reports:print.writeReprint")}` : said;
  if (paper.number === mark.number && paper.reprint === mark.reprint) return said;
  return `${said} ${t(paper.reprint ? "reports:print.paperSaysReprint" : "reports:print.paperSays", { number: paper.number })}`;
}

/** The reasons a time collection is not paid, as the floor says them (in the screens' language now). */
const NOT_PAID = ["sitting_out", "left", "new_player", "comped"] as const;

export function notPaidReasons(): { value: (typeof NOT_PAID)[number]; label: string }[] {
  return NOT_PAID.map((value) => ({ value, label: t(`reports:notPaidReasons.${value}`) }));
}
