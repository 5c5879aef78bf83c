// The reports' words: what came of a print, the reasons a collection is not paid.
import type { PrintMark } from "../../api";

/**
 * A print recorded, as the room counted it: `The print is recorded as print no. 2: a
 * REPRINT.`; and, when the paper (printed before the room counted it) says otherwise, what to
 * write on it.
 */
export function printRecordedWords(mark: PrintMark, paper: PrintMark | null): string {
  const said = `The print is recorded as print no. ${mark.number}: ${mark.reprint ? "a REPRINT" : "the original"}.`;
  if (paper === null) return mark.reprint ? `${said} The paper does not say REPRINT: write it on the paper.` : said;
  if (paper.number === mark.number && paper.reprint === mark.reprint) return said;
  return `${said} The paper says print no. ${paper.number}${paper.reprint ? " (REPRINT)" : ""}: correct it by hand.`;
}

/** The reasons a time collection is not paid, as the floor says them. */
export const NOT_PAID_REASONS = [
  { value: "sitting_out", label: "Sitting out" },
  { value: "left", label: "Left the table" },
  { value: "new_player", label: "New player (just sat down)" },
  { value: "comped", label: "Comped by the floor" },
] as const;
