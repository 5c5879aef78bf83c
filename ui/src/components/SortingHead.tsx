import {
  createSortedRowModel,
  rowSortingFeature,
  sortFn_alphanumeric,
  sortFn_basic,
  tableFeatures,
  type ReactTable,
  type RowData,
} from "@tanstack/react-table";

/** A table that sorts by a column: on numbers (`basic`) or on words ("Table 2" before "Table 10": `alphanumeric`). */
export const sortingFeatures = tableFeatures({
  rowSortingFeature,
  sortedRowModel: createSortedRowModel(),
  sortFns: { alphanumeric: sortFn_alphanumeric, basic: sortFn_basic },
});

/**
 * The head of a table sorted from its headings: a heading is a button that sorts by its column
 * (again: the other way), the order said by `aria-sort` and an arrow. `markColumns` names each
 * heading's column (`data-column`); `sortableOnly` leaves a column that cannot sort a plain heading.
 */
export function SortingHead<TData extends RowData>({
  table,
  markColumns = false,
  sortableOnly = false,
}: {
  table: ReactTable<typeof sortingFeatures, TData>;
  markColumns?: boolean;
  sortableOnly?: boolean;
}) {
  return (
    <thead>
      {table.getHeaderGroups().map((group) => (
        <tr key={group.id}>
          {group.headers.map((header) => {
            const sorted = header.column.getIsSorted();
            return (
              <th
                key={header.id}
                scope="col"
                data-column={markColumns ? header.column.id : undefined}
                aria-sort={sorted === "asc" ? "ascending" : sorted === "desc" ? "descending" : undefined}
              >
                {sortableOnly && !header.column.getCanSort() ? (
                  <table.FlexRender header={header} />
                ) : (
                  <button type="button" className="sort-button" onClick={header.column.getToggleSortingHandler()}>
                    <table.FlexRender header={header} />
                    <span aria-hidden="true" className="sort-mark">
                      {sorted === "asc" ? "▲" : sorted === "desc" ? "▼" : ""}
                    </span>
                  </button>
                )}
              </th>
            );
          })}
        </tr>
      ))}
    </thead>
  );
}
