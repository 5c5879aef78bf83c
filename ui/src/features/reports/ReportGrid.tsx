import { useMemo, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { columnPinningFeature, createColumnHelper, tableFeatures, useTable } from "@tanstack/react-table";
import type { Figures } from "../../api";
import { formatDollars } from "../../lib/money";
import { differenceKind, differenceParts, halfHourLabel, type DifferenceFigures } from "./format";
import { weekdayDateText } from "../../lib/time";
import { cellKind, numberedTables, type Grid, type GridRow } from "./grid";
import { gameWords } from "./query";
import { t as tr } from "../../i18n";

const features = tableFeatures({ columnPinningFeature });
const col = createColumnHelper<typeof features, GridRow>();

/**
 * A difference in colour AND words, what it is made of said: `−$5.50: $4.50 excused, $1.00
 * missing` (red: money is missing), `−$4.00: all excused` (quiet: the house excused it), `even`.
 */
export function Difference({ f }: { f: DifferenceFigures }) {
  // Said again when the screens' language changes.
  useTranslation("reports");
  return (
    <span className={`diff ${differenceKind(f)}`} data-field="difference">
      {differenceParts(f).map((part, i) => (
        <span key={i} className="diff-part">
          {i > 0 ? " " : ""}
          {part}
        </span>
      ))}
    </span>
  );
}

/** The class that pins a column in a grid wider than its box: the table's name to the start, its total to the end. */
const pinned = (id: string) => (id === "table" ? "pin-start" : id === "total" ? "pin-end" : undefined);

/** `due $32.00, collected $24.00, −$8.00: $4.00 excused, $4.00 missing; drop $9.00`: all a cell holds, in words. */
function cellWords(f: Figures, total: boolean): string {
  const words: string[] = [];
  if (total || f.due_count > 0 || f.collected_cents !== 0) {
    words.push(
      tr("reports:grid.cellTime", { due: formatDollars(f.due_cents), collected: formatDollars(f.collected_cents), difference: differenceParts(f).join(" ") }),
    );
  }
  if (total || f.drop_count > 0) words.push(tr("reports:grid.cellDrop", { amount: formatDollars(f.drop_cents) }));
  return words.join("; ");
}

/**
 * One table's half hour (or a total), dense: the house's money in it (time collected plus
 * drops), marked `!` in red where time is missing. What it is made of (due, collected, the
 * difference, the drops) is read out, and shown on hover. `mark`: a total row's half hours
 * are not marked (the tables above are).
 */
function FiguresCell({ f, where, total = false, mark = true }: { f: Figures | undefined; where: string; total?: boolean; mark?: boolean }) {
  const { t } = useTranslation("reports");
  const kind = cellKind(f);
  if (!total && (kind === "empty" || !f)) {
    return (
      <span className="muted">
        <span aria-hidden="true">–</span>
        <span className="visually-hidden">{t("grid.nothing")}</span>
      </span>
    );
  }
  if (!f) return null;
  const missing = mark && kind === "missing";
  // A total shows every line, zeros too; a half hour only what happened in it.
  const time = total || f.due_count > 0 || f.collected_cents !== 0;
  return (
    <span className={missing ? "grid-cell missing" : "grid-cell"} title={`${where}: ${cellWords(f, total)}`}>
      <span className="house num" data-field="house" aria-hidden="true">
        {missing && <span className="cell-mark">!</span>}
        {formatDollars(f.house_cents)}
      </span>
      <span className="visually-hidden">
        {t(missing ? "grid.houseMissing" : "grid.house", { amount: formatDollars(f.house_cents) })}:{" "}
        {time && (
          <>
            <span className="due num" data-field="due">
              {t("grid.due", { amount: formatDollars(f.due_cents) })}
            </span>
            ,{" "}
            <span className="collected num" data-field="collected">
              {t("grid.collected", { amount: formatDollars(f.collected_cents) })}
            </span>
            , <Difference f={f} />
          </>
        )}
        {time && (total || f.drop_count > 0) && "; "}
        {(total || f.drop_count > 0) && (
          <span className="drop num" data-field="drops">
            {t("grid.drop", { amount: formatDollars(f.drop_cents) })}
          </span>
        )}
      </span>
    </span>
  );
}

/** Whether a half hour starts an hour (a line before it), by its local clock. */
const startsHour = (hh: string) => halfHourLabel(hh).endsWith(":00");

/** The report's days, each with how many of its half hours the grid shows (one day: none, the times say it). */
function daysOf(halfHours: string[]): { label: string; span: number }[] {
  const days: { label: string; span: number }[] = [];
  for (const hh of halfHours) {
    const label = weekdayDateText(hh);
    const last = days[days.length - 1];
    if (last && last.label === label) last.span += 1;
    else days.push({ label, span: 1 });
  }
  return days.length > 1 ? days : [];
}

/**
 * Tables down, half hours across (local time), each table's total at the end and each half
 * hour's at the foot; dense, so that a whole shift of 30 tables and 16 half hours is one screen
 * and one page. A cell is the house's money in that half hour; `!` in red marks time missing.
 * A grid wider than its box (a range of days) scrolls sideways, the table column and the totals
 * pinned (TanStack column pinning, CSS sticky).
 */
export function ReportGrid({ grid, caption }: { grid: Grid; caption: string }) {
  const { t } = useTranslation("reports");
  const numbered = numberedTables(grid.rows);
  const days = useMemo(() => daysOf(grid.halfHours), [grid]);
  const columns = useMemo(
    () =>
      col.columns([
        col.accessor("table", {
          header: () => t("grid.table"),
          cell: (c) => (
            <span className="grid-table" title={`${c.getValue()} · ${gameWords(c.row.original.game)}`}>
              {numbered ? (
                <>
                  <span className="visually-hidden">{t("grid.table")} </span>
                  {c.getValue().slice("Table ".length)}
                </>
              ) : (
                c.getValue()
              )}
              <span className="visually-hidden">, {gameWords(c.row.original.game)}</span>
            </span>
          ),
          footer: () => t("grid.total"),
        }),
        ...grid.halfHours.map((hh) =>
          col.accessor((row) => row.cells[hh], {
            id: hh,
            cell: (c) => <FiguresCell f={c.getValue()} where={`${c.row.original.table}, ${halfHourLabel(hh)}`} />,
            footer: () => <FiguresCell f={grid.columnTotals[hh]} where={t("grid.allTablesAt", { time: halfHourLabel(hh) })} total mark={false} />,
          }),
        ),
        col.accessor("total", {
          header: () => t("grid.total"),
          cell: (c) => <FiguresCell f={c.getValue()} where={t("grid.tableWhole", { table: c.row.original.table })} total />,
          footer: () => <FiguresCell f={grid.totals} where={t("grid.allTablesWhole")} total mark={false} />,
        }),
      ]),
    [grid, numbered, t],
  );
  const table = useTable({
    features,
    columns,
    data: grid.rows,
    getRowId: (r) => String(r.tableId),
    initialState: { columnPinning: { start: ["table"], end: ["total"] } },
  });
  // A day's first half hour: a heavier line before it, in every row.
  const dayStarts = new Set(grid.halfHours.filter((hh, i) => i > 0 && weekdayDateText(grid.halfHours[i - 1]!) !== weekdayDateText(hh)));
  /** A column's classes: pinned, a line before each hour, a heavier one before each day. */
  const classOf = (id: string) =>
    [pinned(id), id !== "table" && id !== "total" && startsHour(id) ? "hour-start" : undefined, dayStarts.has(id) ? "day-start" : undefined]
      .filter(Boolean)
      .join(" ") || undefined;
  /** A row's cell (a line's or the totals'): the table's name heads the row. */
  const bodyCell = (key: string, column: string, content: ReactNode) =>
    column === "table" ? (
      <th key={key} scope="row" className={classOf("table")} data-column="table">
        {content}
      </th>
    ) : (
      <td key={key} className={classOf(column)} data-column={column}>
        {content}
      </td>
    );
  return (
    <div className="grid-scroll" tabIndex={0} role="region" aria-labelledby="grid-caption">
      <table className="report-grid" id="report-grid">
        <caption id="grid-caption" className="visually-hidden">
          {caption}
        </caption>
        <thead>
          {days.length > 0 && (
            <tr className="day-row">
              <th scope="col" rowSpan={2} className={classOf("table")} data-column="table">
                {t("grid.table")}
              </th>
              {days.map((d, i) => (
                <th key={i} scope="colgroup" colSpan={d.span} className="hh-day">
                  {d.label}
                </th>
              ))}
              <th scope="col" rowSpan={2} className={classOf("total")} data-column="total">
                {t("grid.total")}
              </th>
            </tr>
          )}
          <tr>
            {days.length === 0 && (
              <th scope="col" className={classOf("table")} data-column="table">
                {t("grid.table")}
              </th>
            )}
            {grid.halfHours.map((hh) => (
              <th key={hh} scope="col" className={classOf(hh)} data-column={hh}>
                <time dateTime={hh}>{halfHourLabel(hh)}</time>
              </th>
            ))}
            {days.length === 0 && (
              <th scope="col" className={classOf("total")} data-column="total">
                {t("grid.total")}
              </th>
            )}
          </tr>
        </thead>
        <tbody>
          {table.getRowModel().rows.map((row) => (
            <tr key={row.id} data-table={row.original.tableId}>
              {row.getAllCells().map((cell) => bodyCell(cell.id, cell.column.id, <table.FlexRender cell={cell} />))}
            </tr>
          ))}
        </tbody>
        <tfoot>
          {table.getFooterGroups().slice(0, 1).map((group) => (
            <tr key={group.id} data-table="total">
              {group.headers.map((h) => bodyCell(h.id, h.column.id, <table.FlexRender footer={h} />))}
            </tr>
          ))}
        </tfoot>
      </table>
    </div>
  );
}
