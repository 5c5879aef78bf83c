// A ledger table of the report: one row per account (a table's chips, a fund's period), its
// money in the identity's columns, each column's head with its sign in it (+ in, − out,
// ± either way, = what it comes to), and columns of words before and after them. The chips and
// the jackpot funds are both shown with it.
import type { ReactNode } from "react";
import { Table } from "@mantine/core";
import { formatDollars } from "../../lib/money";

/** A column's sign in the identity. */
export type Sign = "" | "+" | "−" | "±" | "=";

/** The keys of a row's amounts (its fields of cents). */
export type CentsOf<R> = { [K in keyof R]: R[K] extends number ? K : never }[keyof R];

/**
 * A money column: its field, its head (`label`, said when the table is drawn, in the screens'
 * language then), its sign, and how its amount is shown (dollars unless said).
 */
export type LedgerColumn<K extends PropertyKey> = { key: K; label: () => string; sign: Sign; show?: (cents: number) => ReactNode };

/** A column of anything else: its head, the cell's `data-field`, right-aligned when `num`. */
export type OtherColumn<R> = { head: ReactNode; field: string; num?: boolean; cell: (row: R) => ReactNode };

/** A row's attributes beyond its cells: `data-*` for tests and styles, a class. */
type RowAttributes = { className?: string } & { [data: `data-${string}`]: string | number | boolean | undefined };

export function LedgerTable<K extends PropertyKey, R extends { [P in K]: number }>({
  id,
  labelledBy = `${id}-title`,
  rowHead,
  before = [],
  columns,
  after = [],
  rows,
  foot = [],
  rowKey,
  rowAttributes,
  horizontalSpacing,
  fz,
  scrollLabel,
}: {
  /** The table's id; named by the heading `labelledBy` (its section's, `${id}-title`, unless said). */
  id: string;
  labelledBy?: string;
  /** The first column, each row's header (`th scope=row`): its head and its words. */
  rowHead: { head: string; cell: (row: R) => ReactNode };
  /** Columns between the row's header and the amounts. */
  before?: OtherColumn<R>[];
  columns: LedgerColumn<K>[];
  /** Columns after the amounts. */
  after?: OtherColumn<R>[];
  rows: R[];
  /** Rows of the foot: the total. */
  foot?: R[];
  rowKey: (row: R) => string | number;
  rowAttributes?: (row: R, total: boolean) => RowAttributes;
  horizontalSpacing: number;
  fz?: number;
  /** When given, the scrolling box takes the focus (a wide table scrolls by keyboard too), named so. */
  scrollLabel?: string;
}) {
  const other = (c: OtherColumn<R>, row: R) => (
    <Table.Td key={c.field} className={c.num ? "num-cell" : undefined} data-field={c.field}>
      {c.cell(row)}
    </Table.Td>
  );
  const line = (row: R, total: boolean) => (
    <Table.Tr key={rowKey(row)} {...rowAttributes?.(row, total)}>
      <Table.Th scope="row">{rowHead.cell(row)}</Table.Th>
      {before.map((c) => other(c, row))}
      {columns.map((c) => (
        <Table.Td key={String(c.key)} className="num-cell" data-field={String(c.key)}>
          {(c.show ?? formatDollars)(row[c.key])}
        </Table.Td>
      ))}
      {after.map((c) => other(c, row))}
    </Table.Tr>
  );
  const otherHead = (c: OtherColumn<R>) => (
    <Table.Th key={c.field} scope="col" className={c.num ? "num-cell" : undefined}>
      {c.head}
    </Table.Th>
  );
  const scroll = scrollLabel ? { tabIndex: 0, role: "region", "aria-label": scrollLabel } : {};
  return (
    <div className="table-scroll" {...scroll}>
      <Table
        id={id}
        className="report-table chips-table"
        withTableBorder
        verticalSpacing={2}
        horizontalSpacing={horizontalSpacing}
        fz={fz}
        aria-labelledby={labelledBy}
      >
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{rowHead.head}</Table.Th>
            {before.map(otherHead)}
            {columns.map((c) => (
              <Table.Th key={String(c.key)} scope="col" className="num-cell">
                {c.sign && (
                  <span className="chip-sign" aria-hidden="true">
                    {c.sign}
                    {"\u00a0"}
                  </span>
                )}
                {c.label()}
              </Table.Th>
            ))}
            {after.map(otherHead)}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>{rows.map((r) => line(r, false))}</Table.Tbody>
        {foot.length > 0 && <Table.Tfoot>{foot.map((r) => line(r, true))}</Table.Tfoot>}
      </Table>
    </div>
  );
}
