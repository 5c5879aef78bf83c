import { useMemo, type ReactNode } from "react";
import { columnPinningFeature, createColumnHelper, tableFeatures, useTable } from "@tanstack/react-table";
import type { Figures } from "../../api";
import { formatDollars } from "../../lib/money";
import { gameCodeOf } from "./query";
import { GameChip } from "../../components/GameChip";
import { differenceKind, differenceParts, halfHourLabel, type DifferenceFigures } from "./format";
import { weekdayDateText } from "../../lib/time";
import type { Grid, GridRow } from "./grid";

const features = tableFeatures({ columnPinningFeature });
const col = createColumnHelper<typeof features, GridRow>();

/**
 * A difference in colour AND words, what it is made of said: `−$5.50: $4.50 excused, $1.00
 * missing` (red: money is missing), `−$4.00: all excused` (quiet: the house excused it), `even`.
 */
export function Difference({ f }: { f: DifferenceFigures }) {
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

/** The class that pins a column: the table's name to the start, its total to the end. */
const pinned = (id: string) => (id === "table" ? "pin-start" : id === "total" ? "pin-end" : undefined);

/** A cell of a body or footer row: the table's name heads its row. */
function RowCell({ column, children }: { column: string; children: ReactNode }) {
  return column === "table" ? (
    <th scope="row" className="pin-start" data-column="table">
      {children}
    </th>
  ) : (
    <td className={pinned(column)} data-column={column}>
      {children}
    </td>
  );
}

/**
 * One half hour of a table (or a total): the time that fell due, what was collected, the
 * difference; the drops on a line of their own, never in the difference.
 */
function FiguresCell({ f, total = false }: { f: Figures | undefined; total?: boolean }) {
  if (!total && (!f || (f.due_count === 0 && f.collected_cents === 0 && f.drop_count === 0))) {
    return (
      <span className="muted">
        <span aria-hidden="true">–</span>
        <span className="visually-hidden">nothing</span>
      </span>
    );
  }
  if (!f) return null;
  // A total shows every line, zeros too; a half hour only what happened in it.
  const time = total || f.due_count > 0 || f.collected_cents !== 0;
  return (
    <span className="grid-figures">
      {time && (
        <>
          <span className="due num" data-field="due">
            <span className="visually-hidden">due </span>
            {formatDollars(f.due_cents)}
          </span>
          <span className="collected num" data-field="collected">
            <span className="visually-hidden">collected </span>
            {formatDollars(f.collected_cents)}
          </span>
          <Difference f={f} />
        </>
      )}
      {(total || f.drop_count > 0) && (
        <span className="drop num" data-field="drops">
          drop {formatDollars(f.drop_cents)}
        </span>
      )}
    </span>
  );
}

function halfHourHeader(hh: string, i: number, all: string[]) {
  const prev = all[i - 1];
  const newDay = prev === undefined || weekdayDateText(prev) !== weekdayDateText(hh);
  const manyDays = all.length > 0 && weekdayDateText(all[0]!) !== weekdayDateText(all[all.length - 1]!);
  return (
    <span className="hh-head">
      {manyDays && newDay && <span className="hh-day">{weekdayDateText(hh)}</span>}
      <time dateTime={hh}>{halfHourLabel(hh)}</time>
    </span>
  );
}

/**
 * Tables down, half hours across (local time), each table's total at the end and each half
 * hour's at the foot. The header row, the table column and the totals stay in view while the
 * grid scrolls (TanStack column pinning, CSS sticky).
 */
export function ReportGrid({ grid, caption }: { grid: Grid; caption: string }) {
  const columns = useMemo(
    () =>
      col.columns([
        col.accessor("table", {
          header: "Table",
          cell: (c) => {
            const game = gameCodeOf(c.row.original.game);
            return (
              <span className="grid-table">
                <strong>{c.getValue()}</strong>
                {game ? <GameChip game={game} name={c.row.original.game} /> : <span>{c.row.original.game}</span>}
              </span>
            );
          },
          footer: () => <strong>Total</strong>,
        }),
        ...grid.halfHours.map((hh, i) =>
          col.accessor((row) => row.cells[hh], {
            id: hh,
            header: () => halfHourHeader(hh, i, grid.halfHours),
            cell: (c) => <FiguresCell f={c.getValue()} />,
            footer: () => <FiguresCell f={grid.columnTotals[hh]} total />,
          }),
        ),
        col.accessor("total", {
          header: "Table total",
          cell: (c) => <FiguresCell f={c.getValue()} total />,
          footer: () => <FiguresCell f={grid.totals} total />,
        }),
      ]),
    [grid],
  );
  const table = useTable({
    features,
    columns,
    data: grid.rows,
    getRowId: (r) => String(r.tableId),
    initialState: { columnPinning: { start: ["table"], end: ["total"] } },
  });
  return (
    <div className="grid-scroll" tabIndex={0} role="region" aria-labelledby="grid-caption">
      <table className="report-grid" id="report-grid">
        <caption id="grid-caption" className="visually-hidden">
          {caption}
        </caption>
        <thead>
          {table.getHeaderGroups().map((group) => (
            <tr key={group.id}>
              {group.headers.map((h) => (
                <th key={h.id} scope="col" className={pinned(h.column.id)} data-column={h.column.id}>
                  <table.FlexRender header={h} />
                </th>
              ))}
            </tr>
          ))}
        </thead>
        <tbody>
          {table.getRowModel().rows.map((row) => (
            <tr key={row.id} data-table={row.original.tableId}>
              {row.getAllCells().map((cell) => (
                <RowCell key={cell.id} column={cell.column.id}>
                  <table.FlexRender cell={cell} />
                </RowCell>
              ))}
            </tr>
          ))}
        </tbody>
        <tfoot>
          {table.getFooterGroups().slice(0, 1).map((group) => (
            <tr key={group.id} data-table="total">
              {group.headers.map((h) => (
                <RowCell key={h.id} column={h.column.id}>
                  <table.FlexRender footer={h} />
                </RowCell>
              ))}
            </tr>
          ))}
        </tfoot>
      </table>
    </div>
  );
}
