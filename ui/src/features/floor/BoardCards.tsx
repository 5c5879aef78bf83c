import { useTranslation } from "react-i18next";
import type { BoardTable } from "../../api";
import type { TableFacts } from "./facts";
import { TableCard } from "./TableCard";

export function BoardCards({
  tables,
  facts,
  onActions,
}: {
  tables: readonly BoardTable[];
  facts: readonly TableFacts[];
  onActions?: (tableId: number) => void;
}) {
  const { t } = useTranslation("floor");
  return (
    <ul className="board-cards" aria-label={t("board.asCards")}>
      {tables.map((t, i) => (
        <TableCard key={t.table.id} facts={facts[i]!} seats={t.seats} seatChanges={t.seat_changes} onActions={onActions} />
      ))}
    </ul>
  );
}
