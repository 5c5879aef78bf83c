import { Table } from "@mantine/core";

/** A column's heading: its words, or with a `className` (such as "num-cell"); `hidden` says them to screen readers only. */
export type Column = string | { label: string; className?: string; hidden?: boolean };

/** The headings' cells, each as `cell` makes it (Mantine's or a plain `th`). */
function headings(columns: readonly Column[], Cell: typeof Table.Th | "th") {
  return columns.map((column) => {
    const { label, className, hidden } = typeof column === "string" ? { label: column } : column;
    return (
      <Cell key={label} scope="col" className={className}>
        {hidden ? <span className="visually-hidden">{label}</span> : label}
      </Cell>
    );
  });
}

/** A table's head: one row of column headings, in order. */
export function ColumnHeads({ columns }: { columns: readonly Column[] }) {
  return (
    <Table.Thead>
      <Table.Tr>{headings(columns, Table.Th)}</Table.Tr>
    </Table.Thead>
  );
}

/** The same head for a plain table (the app's own styles, not Mantine's). */
export function PlainColumnHeads({ columns }: { columns: readonly Column[] }) {
  return (
    <thead>
      <tr>{headings(columns, "th")}</tr>
    </thead>
  );
}
