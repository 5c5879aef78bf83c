// How the report says its figures in words. Money and times go through the app's one
// formatter of each (`lib/money.ts`, `lib/time.ts`).
import type { BoxLine, Discrepancy, Figures, ShiftDto } from "../../api";
import { formatDollars, formatSignedDollars } from "../../lib/money";
import { clockTime, dateTimeText, spanText } from "../../lib/time";
import { t } from "../../i18n";

/** The figures a difference is said from. */
export type DifferenceFigures = Pick<Figures, "due_cents" | "collected_cents" | "excused_cents" | "missing_cents">;

/**
 * Collected against due, in words as well as the sign, and what the gap is made of: time the
 * house excused (sitting out, left, new player, comped) and time missing (the stack could not
 * cover it, never marked). `−$5.50: $4.50 excused, $1.00 missing`, `−$4.00: all excused`,
 * `−$1.00: all missing`, `even`. (Collected is never over what fell due; were it, `+$1.00 over`.)
 */
export function differenceText(f: DifferenceFigures): string {
  return differenceParts(f).join(" ");
}

/**
 * The difference's words in the pieces a narrow cell stacks one above the other: the amount,
 * then each part of it (`["−$5.50:", "$4.50 excused,", "$1.00 missing"]`).
 */
export function differenceParts(f: DifferenceFigures): string[] {
  const cents = f.collected_cents - f.due_cents;
  if (cents === 0) return [t("reports:difference.even")];
  if (cents > 0) return [t("reports:difference.over", { amount: formatSignedDollars(cents) })];
  const parts: ["excused" | "missing" | "unaccounted", number][] = [
    ["excused", f.excused_cents],
    ["missing", f.missing_cents],
    // Never, in a report that adds up (the grid says so when one does not).
    ["unaccounted", -cents - f.excused_cents - f.missing_cents],
  ];
  const said = parts.filter(([, c]) => c !== 0);
  const [one] = said;
  if (said.length === 1 && one![0] !== "unaccounted") {
    return [`${formatSignedDollars(cents)}:`, t(one![0] === "excused" ? "reports:difference.allExcused" : "reports:difference.allMissing")];
  }
  return [
    `${formatSignedDollars(cents)}:`,
    ...said.map(([w, c], i) => `${t(`reports:difference.${w}`, { amount: formatDollars(c) })}${i < said.length - 1 ? "," : ""}`),
  ];
}

/** The difference's colour: missing money red (a discrepancy), excused money quiet (none). */
export function differenceKind(f: DifferenceFigures): "missing" | "excused" | "over" | "even" {
  const cents = f.collected_cents - f.due_cents;
  if (cents > 0) return "over";
  if (cents === 0) return "even";
  return f.missing_cents !== 0 || -cents !== f.excused_cents ? "missing" : "excused";
}

/** A chart axis's tick: cents as text, nothing for a tick between whole cents. */
export const tickCents = (value: number) => (Number.isSafeInteger(value) ? formatDollars(value) : "");

/** A half hour's start, `19:00`. */
export const halfHourLabel = (text: string) => clockTime(text);

/**
 * `Shift 2 · 22 Nov 2026, 19:00–01:00 · Frank · signed off by Maria · counter-signed by Cora`
 * (the close's day when it is a day later or more).
 */
export function shiftLabel(s: ShiftDto): string {
  const span = spanText(s.opened_at, s.closed_at);
  const state =
    s.closed_at === null
      ? t("reports:shiftLabel.open")
      : s.signed_off_by
        ? t("reports:shiftLabel.signedBy", { name: s.signed_off_by })
        : t("reports:shiftLabel.unsigned");
  const line = t("reports:shiftLabel.line", { id: s.id, span, manager: s.floor_manager, state });
  return s.countersigned_by ? `${line} · ${t("reports:shiftLabel.countersignedBy", { name: s.countersigned_by })}` : line;
}

/** The shift's two signatures in words, for the screen and the paper: the floor's, then the cage's. */
export function signatureTexts(s: ShiftDto): { floor: string; cage: string } {
  return {
    floor:
      s.signed_off_by && s.signed_off_at
        ? t("reports:signatures.signedOff", { name: s.signed_off_by, time: dateTimeText(s.signed_off_at) })
        : t("reports:signatures.notSignedOff"),
    cage:
      s.countersigned_by && s.countersigned_at
        ? t("reports:signatures.countersigned", { name: s.countersigned_by, time: dateTimeText(s.countersigned_at) })
        : t("reports:signatures.notCountersigned"),
  };
}

/**
 * The stamp on the paper of a shift the cage has counter-signed, on every printed page:
 * `COUNTER-SIGNED by Cora (cage) at 28 Nov 2026, 03:05` (the time in the words of the
 * signature's, `signatureTexts`); null while the cage has not counter-signed.
 */
export function countersignedStamp(s: ShiftDto | null): string | null {
  return s?.countersigned_by && s.countersigned_at ? t("reports:signatures.stamp", { name: s.countersigned_by, time: dateTimeText(s.countersigned_at) }) : null;
}

/** Items in a sentence: the first `most`, then `and N more`. */
function listed(items: string[], most = 5): string {
  const shown = items.slice(0, most);
  const more = items.length - shown.length;
  return more > 0 ? t("reports:listed.more", { items: shown.join(", "), more }) : shown.join(", ");
}

/**
 * The report's discrepancies nobody has corrected, said before the sign-off: `2 discrepancies
 * are still open: Table 3 seat 4 Lou $4.00 missing (due 19:00), …` (five at most, then `and N
 * more`); null when none is open.
 */
export function openDiscrepanciesText(list: Discrepancy[]): string | null {
  const open = list.filter((d) => !d.corrected);
  if (open.length === 0) return null;
  const items = open.map((d) =>
    t("reports:openDiscrepancies.item", { table: d.table, seat: d.seat_no, player: d.player_name, amount: formatDollars(d.amount_cents), time: clockTime(d.due_at) }),
  );
  return t("reports:openDiscrepancies.head", { count: open.length, items: listed(items) });
}

/**
 * The counted boxes that differ from the room's record, said before the counter-signature:
 * `2 boxes have a variance: Table 3 −$60.00, Table 5 +$1.00` (five at most, then `and N
 * more`); null when none does.
 */
export function varianceBoxesText(boxes: BoxLine[]): string | null {
  const off = boxes.filter((b) => b.variance_cents !== null && b.variance_cents !== 0);
  if (off.length === 0) return null;
  return t("reports:varianceBoxes", { count: off.length, items: listed(off.map((b) => `${b.table} ${formatSignedDollars(b.variance_cents!)}`)) });
}
