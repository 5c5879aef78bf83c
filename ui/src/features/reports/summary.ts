// What the report says first, before its grid: the discrepancies in a few lines (how many, how
// much is missing, how many nobody corrected, the tables with the most missing), and the
// variance of the whole report (what fell due against what was collected). The cage reads it at
// a glance; the list, one by one, is below the grid (on screen).
import type { Discrepancy, Figures } from "../../api";
import { formatDollars, formatSignedDollars } from "../../lib/money";
import { differenceText } from "./format";
import { afterAdjustments } from "./grid";
import { t } from "../../i18n";

/** One table's discrepancies: how many, and the money missing. */
export type TableMissing = { tableId: number; table: string; count: number; cents: number };

export type DiscrepancySummary = {
  count: number;
  /** The money the discrepancies stand for. */
  cents: number;
  /** How many nobody has corrected yet. */
  open: number;
  /** The tables with the most money missing, most first (at most `most`). */
  tables: TableMissing[];
  /** The tables with discrepancies not named in `tables`. */
  moreTables: number;
};

/**
 * The discrepancies by table, the most money missing first (then the most discrepancies, then
 * the table's order): the first `most` tables named, the rest counted.
 */
export function summariseDiscrepancies(list: Discrepancy[], most = 3): DiscrepancySummary {
  const byTable = new Map<number, TableMissing>();
  for (const d of list) {
    const m = byTable.get(d.table_id) ?? { tableId: d.table_id, table: d.table, count: 0, cents: 0 };
    m.count += 1;
    m.cents += d.amount_cents;
    byTable.set(d.table_id, m);
  }
  const all = [...byTable.values()].sort((a, b) => b.cents - a.cents || b.count - a.count || a.tableId - b.tableId);
  return {
    count: list.length,
    cents: list.reduce((sum, d) => sum + d.amount_cents, 0),
    open: list.filter((d) => !d.corrected).length,
    tables: all.slice(0, most),
    moreTables: Math.max(0, all.length - most),
  };
}

/** `Table 3 $88.00 (12)`: a table's missing money and how many discrepancies make it up. */
export const tableMissingText = (m: TableMissing) => `${m.table} ${formatDollars(m.cents)} (${m.count})`;

/**
 * The summary's heading: `Discrepancies (54): $306.00 missing, 54 not corrected`; `…, all
 * corrected`; `Discrepancies (0): nothing is missing`.
 */
export function summaryTitle(s: DiscrepancySummary): string {
  if (s.count === 0) return t("reports:summary.none");
  const open =
    s.open === 0
      ? t("reports:summary.allCorrected")
      : s.open === s.count
        ? t("reports:summary.noneCorrected", { open: s.open })
        : t("reports:summary.someCorrected", { open: s.open, total: s.count });
  return t("reports:summary.title", { total: s.count, amount: formatDollars(s.cents), open });
}

/**
 * The report's variance in one line, each kind of money apart: `Time due $1,320.00 · collected
 * $906.50 · difference −$413.50: $107.50 excused, $306.00 missing · drops $227.00 · house $1,133.50`, then
 * the adjustments and the house after them when there are any.
 */
export function varianceParts(f: Figures): string[] {
  const parts = [
    t("reports:summary.due", { amount: formatDollars(f.due_cents) }),
    t("reports:summary.collected", { amount: formatDollars(f.collected_cents) }),
    t("reports:summary.difference", { difference: differenceText(f) }),
    t("reports:summary.drops", { amount: formatDollars(f.drop_cents) }),
    t("reports:summary.house", { amount: formatDollars(f.house_cents) }),
  ];
  if (f.adjustment_cents !== 0) {
    parts.push(
      t("reports:summary.adjustments", { amount: formatSignedDollars(f.adjustment_cents) }),
      t("reports:summary.after", { amount: formatDollars(afterAdjustments(f)) }),
    );
  }
  return parts;
}
