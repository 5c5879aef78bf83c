import { useMemo, useState } from "react";
import { Button } from "@mantine/core";
import { useTranslation } from "react-i18next";
import type { TFunction } from "i18next";
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
const columnsWith = (t: TFunction<"floor">, onActions?: (tableId: number) => void) => col.columns([
  col.accessor("name", { header: t("list.table"), sortFn: "alphanumeric", cell: (c) => <strong>{c.getValue()}</strong> }),
  col.accessor("gameName", {
    header: t("list.game"),
    cell: (c) => <GameChip game={c.row.original.game} name={c.getValue()} />,
  }),
  col.accessor("stakes", { header: t("list.stakes"), sortFn: "alphanumeric" }),
  col.accessor("seated", {
    header: t("list.seated"),
    ...numeric,
    cell: (c) => (
      <span className="num">
        {c.getValue()}/{c.row.original.seatLimit}
      </span>
    ),
  }),
  // The dealer and the dealer's minutes in the box, as the card says them; sorted by the minutes.
  col.accessor((f): number | undefined => f.minutesInBox ?? undefined, {
    id: "dealer",
    header: t("list.dealer"),
    ...numeric,
    cell: (c) =>
      c.row.original.dealer === null ? (
        <span className="muted">{t("list.noDealer")}</span>
      ) : (
        <span>
          {c.row.original.dealer} · <span className="num">{t("list.minutes", { minutes: c.getValue() })}</span>
        </span>
      ),
  }),
  col.accessor((f): number | undefined => f.buttonSeat ?? undefined, {
    id: "button",
    header: t("list.button"),
    ...numeric,
    cell: (c) =>
      c.row.original.buttonText === null ? (
        <span className="muted">{t("list.noButton")}</span>
      ) : c.getValue() === undefined ? (
        <span className="muted">{t("list.notDrawn")}</span>
      ) : (
        <span className="num">{c.getValue()}</span>
      ),
  }),
  col.accessor((f): number | undefined => f.handNumber ?? undefined, {
    id: "hand",
    header: t("list.hand"),
    ...numeric,
    cell: (c) => (c.getValue() === undefined ? <span className="muted">{t("list.none")}</span> : c.row.original.handShortText),
  }),
  col.accessor((f) => (f.activity.going ? 0 : 1), {
    id: "activity",
    header: t("list.status"),
    sortFn: "basic",
    cell: (c) => <ActivityText activity={c.row.original.activity} />,
  }),
  col.accessor("collectionOrder", {
    header: t("list.collection"),
    sortFn: "basic",
    cell: (c) => (
      <>
        <span className={c.row.original.collection.kind === "overdue" ? "collection overdue" : "collection"}>
          <CollectionText collection={c.row.original.collection} short />
        </span>
        {c.row.original.collected !== null && (
          <span className="collected-line" data-field="collected">
            {t("list.collected", { amount: formatDollars(c.row.original.collected) })}
          </span>
        )}
      </>
    ),
  }),
  col.display({
    id: "console",
    header: () => <span className="visually-hidden">{t("list.console")}</span>,
    cell: (c) => (
      <span className="row-buttons">
        <ConsoleButton tableId={c.row.original.id} name={c.row.original.name} game={c.row.original.game} />
        {onActions && (
          <Button
            size="xs"
            variant="default"
            onClick={() => onActions(c.row.original.id)}
            aria-haspopup="dialog"
            aria-label={t("board.actionsFor", { table: c.row.original.name })}
            data-action="table-actions"
          >
            {t("board.actions")}
          </Button>
        )}
      </span>
    ),
  }),
]);

/** The same tables as a dense list; a column's header sorts by it (again: the other way). */
export function BoardList({ facts, onActions }: { facts: TableFacts[]; onActions?: (tableId: number) => void }) {
  const { t } = useTranslation("floor");
  const [sorting, setSorting] = useState<SortingState>([]);
  const columns = useMemo(() => columnsWith(t, onActions), [t, onActions]);
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
    <table className="board-list" aria-label={t("board.asList")}>
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
