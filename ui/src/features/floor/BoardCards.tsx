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
  return (
    <ul className="board-cards" aria-label="Open tables as cards">
      {tables.map((t, i) => (
        <TableCard key={t.table.id} facts={facts[i]!} seats={t.seats} onActions={onActions} />
      ))}
    </ul>
  );
}
