import { Table } from "@mantine/core";

/** A column's heading: its words, or with a `className` (such as "num-cell"); `hidden` says them to screen readers only. */
export type Column = string | { label: string; className?: string; hidden?: boolean };

/** A table's head: one row of column headings, in order. */
export function ColumnHeads({ columns }: { columns: readonly Column[] }) {
  return (
    <Table.Thead>
      <Table.Tr>
        {columns.map((column) => {
          const { label, className, hidden } = typeof column === "string" ? { label: column } : column;
          return (
            <Table.Th key={label} scope="col" className={className}>
              {hidden ? <span className="visually-hidden">{label}</span> : label}
            </Table.Th>
          );
        })}
      </Table.Tr>
    </Table.Thead>
  );
}
