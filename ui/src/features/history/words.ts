// The hand history's words: shifts, voided hands, counts of hands.
import type { ShiftDto, VoidReason } from "../../api";
import { spanText } from "../../lib/time";

/** "Shift 1 · Maria · 22 Nov 2026, 13:00–19:00" (open: "22 Nov 2026, 13:00, still open"). */
export function shiftLabel(s: ShiftDto): string {
  return `Shift ${s.id} · ${s.floor_manager} · ${spanText(s.opened_at, s.closed_at)}`;
}

export const voidWords = (v: VoidReason): string => (v === "misdeal" ? "voided: misdeal" : "voided: floor ruling");

/** "1 hand", "221 hands". */
export const handsWord = (n: number): string => `${n} ${n === 1 ? "hand" : "hands"}`;
