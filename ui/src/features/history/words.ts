// The hand history's words: shifts, voided hands, counts of hands.
import type { ShiftDto, VoidReason } from "../../api";
import { spanText } from "../../lib/time";
import { t } from "../../i18n";

/** "Shift 1 · Maria · 22 Nov 2026, 13:00–19:00" (open: "22 Nov 2026, 13:00, still open"). */
export function shiftLabel(s: ShiftDto): string {
  return t("history:words.shift", { id: s.id, manager: s.floor_manager, span: spanText(s.opened_at, s.closed_at) });
}

export const voidWords = (v: VoidReason): string =>
  v === "misdeal" ? t("history:words.voided.misdeal") : t("history:words.voided.floorRuling");

/** "1 hand", "221 hands". */
export const handsWord = (n: number): string => t("history:words.hands", { count: n });

/** "corrected", "corrected ×2". */
export const correctedWord = (n: number): string => t("history:words.corrected", { count: n });
