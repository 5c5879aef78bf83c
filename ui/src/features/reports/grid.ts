// The grid of tables × half hours, from the report's lines. A cell is one table's half hour:
// the lines of its dealers added up (integer cents). Row and column totals are the room's own
// groups (`by_table`, `by_half_hour`, `totals`); `mismatches` says where the cells do not add
// up to them, which would be a fault in the report.
import { FIGURES, type Figures, type ShiftReport } from "../../api";
import { differenceKind } from "./format";
import { t } from "../../i18n";

/** Every figure of the report, as the room declares them (`FIGURES`). */
const FIELDS = FIGURES.map((f) => f.field) as (keyof Figures)[];

/** Nothing yet: every figure zero. */
export const ZERO = Object.fromEntries(FIELDS.map((k) => [k, 0])) as Figures;

/** Two figures added field by field; whole numbers only. */
export function addFigures(a: Figures, b: Figures): Figures {
  const sum = { ...ZERO };
  for (const k of FIELDS) {
    const v = a[k] + b[k];
    if (!Number.isSafeInteger(v)) throw new RangeError(`not a whole number of cents in ${k}: ${v}`);
    sum[k] = v;
  }
  return sum;
}

export const sameFigures = (a: Figures, b: Figures) => FIELDS.every((k) => a[k] === b[k]);

/** Collected time against what fell due: − short, + over. */
export const difference = (f: Figures) => f.collected_cents - f.due_cents;

/** The house's money after the floor's corrections: as recorded plus adjustments. */
export const afterAdjustments = (f: Figures) => f.house_cents + f.adjustment_cents;

export type GridRow = {
  tableId: number;
  table: string;
  game: string;
  /** The table's half hours, by the half hour's start (UTC text); absent: nothing happened. */
  cells: Record<string, Figures>;
  /** The room's total for the table (`by_table`). */
  total: Figures;
};

export type Grid = {
  halfHours: string[];
  rows: GridRow[];
  /** The room's total for each half hour (`by_half_hour`). */
  columnTotals: Record<string, Figures>;
  totals: Figures;
  /** Where the cells do not add up to the room's totals (empty for a sound report). */
  mismatches: Mismatch[];
};

/** Where a grid does not add up: a table's row, a half hour's column (its start, UTC text), or the whole. */
export type Mismatch = { kind: "table"; table: string } | { kind: "halfHour"; at: string } | { kind: "totals" };

/** A mismatch in words, in the screens' language now. */
export function mismatchText(m: Mismatch): string {
  if (m.kind === "table") return t("reports:grid.mismatchTable", { table: m.table });
  if (m.kind === "halfHour") return t("reports:grid.mismatchHalfHour", { time: m.at });
  return t("reports:grid.mismatchTotals");
}

export function buildGrid(report: ShiftReport): Grid {
  const byTable = new Map(report.by_table.map((g) => [g.key, g.figures]));
  const columnTotals: Record<string, Figures> = Object.fromEntries(report.by_half_hour.map((g) => [g.key, g.figures]));
  const halfHours = new Set(report.by_half_hour.map((g) => g.key));
  const rows = new Map<number, GridRow>();
  for (const line of report.lines) {
    halfHours.add(line.half_hour);
    let row = rows.get(line.table_id);
    if (!row) {
      row = { tableId: line.table_id, table: line.table, game: line.game, cells: {}, total: byTable.get(line.table) ?? ZERO };
      rows.set(line.table_id, row);
    }
    row.cells[line.half_hour] = addFigures(row.cells[line.half_hour] ?? ZERO, line.figures);
  }
  const sorted = [...rows.values()].sort((a, b) => a.tableId - b.tableId);
  const columns = [...halfHours].sort();
  const mismatches: Mismatch[] = [];
  for (const row of sorted) {
    const sum = Object.values(row.cells).reduce(addFigures, ZERO);
    if (!sameFigures(sum, row.total)) mismatches.push({ kind: "table", table: row.table });
  }
  for (const hh of columns) {
    const sum = sorted.reduce((acc, row) => addFigures(acc, row.cells[hh] ?? ZERO), ZERO);
    if (!sameFigures(sum, columnTotals[hh] ?? ZERO)) mismatches.push({ kind: "halfHour", at: hh });
  }
  const all = sorted.reduce((acc, row) => addFigures(acc, row.total), ZERO);
  if (!sameFigures(all, report.totals)) mismatches.push({ kind: "totals" });
  return { halfHours: columns, rows: sorted, columnTotals, totals: report.totals, mismatches };
}

/**
 * The grid's dense table column writes a table by its number under the heading "Table" when
 * every table is called `Table N` (the number is all that differs); otherwise by its name.
 */
export function numberedTables(rows: Pick<GridRow, "table">[]): boolean {
  return rows.length > 0 && rows.every((r) => /^Table \d+$/.test(r.table));
}

/** What a cell of the grid is: nothing happened, time missing (a discrepancy), or sound. */
export function cellKind(f: Figures | undefined): "empty" | "missing" | "sound" {
  if (!f || (f.due_count === 0 && f.collected_cents === 0 && f.drop_count === 0 && f.house_cents === 0)) return "empty";
  return differenceKind(f) === "missing" ? "missing" : "sound";
}
