import { useMemo, useState } from "react";
import { Button } from "@mantine/core";
import { createColumnHelper, useTable, type SortingState } from "@tanstack/react-table";
import { GameChip } from "../../components/GameChip";
import { SortingHead, sortingFeatures as features } from "../../components/SortingHead";
import { ConsoleButton } from "../../components/ConsoleButton";
import type { TableFacts } from "./facts";
import { formatDollars } from "../../lib/money";
import { ActivityText, CollectionText } from "./parts";

const col = createColumnHelper<typeof features, TableFacts>();
const numeric = { sortFn: "basic", sortUndefined: "last" } as const;

// Each column sorts on a value (numbers where the column is a number, "Table 2" before
// "Table 10") and shows the same words as the card; the last opens the same actions.
const columnsWith = (onActions?: (tableId: number) => void) => col.columns([
  col.accessor("name", { header: "Table", sortFn: "alphanumeric", cell: (c) => <strong>{c.getValue()}</strong> }),
  col.accessor("gameName", {
    header: "Game",
    cell: (c) => <GameChip game={c.row.original.game} name={c.getValue()} />,
  }),
  col.accessor("stakes", { header: "Stakes", sortFn: "alphanumeric" }),
  col.accessor("seated", {
    header: "Seated",
    ...numeric,
    cell: (c) => (
      <span className="num">
        {c.getValue()}/{c.row.original.seatLimit}
      </span>
    ),
  }),
  // The dealer and his minutes in the box, as the card says them; sorted by the minutes.
  col.accessor((f): number | undefined => f.minutesInBox ?? undefined, {
    id: "dealer",
    header: "Dealer, in box",
    ...numeric,
    cell: (c) =>
      c.row.original.dealer === null ? (
        <span className="muted">no dealer</span>
      ) : (
        <span>
          {c.row.original.dealer} · <span className="num">{c.getValue()} min</span>
        </span>
      ),
  }),
  col.accessor((f): number | undefined => f.buttonSeat ?? undefined, {
    id: "button",
    header: "Button",
    ...numeric,
    cell: (c) =>
      c.row.original.buttonText === null ? (
        <span className="muted">no button</span>
      ) : c.getValue() === undefined ? (
        <span className="muted">not drawn</span>
      ) : (
        <span className="num">{c.getValue()}</span>
      ),
  }),
  col.accessor((f): number | undefined => f.handNumber ?? undefined, {
    id: "hand",
    header: "Hand",
    ...numeric,
    cell: (c) => (c.getValue() === undefined ? <span className="muted">none</span> : c.row.original.handText.replace("hand ", "")),
  }),
  col.accessor((f) => (f.activity.going ? 0 : 1), {
    id: "activity",
    header: "Status",
    sortFn: "basic",
    cell: (c) => <ActivityText activity={c.row.original.activity} />,
  }),
  col.accessor("collectionOrder", {
    header: "Collection",
    sortFn: "basic",
    cell: (c) => (
      <>
        <span className={c.row.original.collection.kind === "overdue" ? "collection overdue" : "collection"}>
          <CollectionText collection={c.row.original.collection} short />
        </span>
        {c.row.original.collected !== null && (
          <span className="collected-line" data-field="collected">
            {formatDollars(c.row.original.collected)} collected
          </span>
        )}
      </>
    ),
  }),
  col.display({
    id: "console",
    header: () => <span className="visually-hidden">Console and actions</span>,
    cell: (c) => (
      <span className="row-buttons">
        <ConsoleButton tableId={c.row.original.id} name={c.row.original.name} game={c.row.original.game} />
        {onActions && (
          <Button
            size="xs"
            variant="default"
            onClick={() => onActions(c.row.original.id)}
            aria-haspopup="dialog"
            aria-label={`Actions for ${c.row.original.name}`}
            data-action="table-actions"
          >
            Actions
          </Button>
        )}
      </span>
    ),
  }),
]);

/** The same tables as a dense list; a column's header sorts by it (again: the other way). */
export function BoardList({ facts, onActions }: { facts: TableFacts[]; onActions?: (tableId: number) => void }) {
  const [sorting, setSorting] = useState<SortingState>([]);
  const columns = useMemo(() => columnsWith(onActions), [onActions]);
  const table = useTable({
    features,
    columns,
    data: facts,
    state: { sorting },
    onSortingChange: setSorting,
    enableSortingRemoval: false,
    sortDescFirst: false,
    getRowId: (f) => String(f.id),
  });
  return (
    <table className="board-list" aria-label="Open tables as a list">
      <SortingHead table={table} markColumns />
      <tbody>
        {table.getRowModel().rows.map((row) => (
          <tr key={row.id} data-table={row.original.id} data-overdue={row.original.collection.kind === "overdue" || undefined}>
            {row.getAllCells().map((cell) => (
              <td key={cell.id} data-column={cell.column.id}>
                <table.FlexRender cell={cell} />
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
