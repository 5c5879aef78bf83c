import { Group, Stack, Text, Title } from "@mantine/core";
import type { BoardTable, FloorBoard } from "../../api";
import { ButtonDrawButton } from "./ButtonDrawDialog";
import { CloseTableButton } from "./CloseTableButton";
import { CollectionsPanel } from "./CollectionsPanel";
import { DealerControls } from "./DealerControls";
import { SeatActionsMenu } from "./SeatActionsMenu";
import { SeatPlayerButton } from "./SeatPlayerDialog";

/**
 * Every floor action at one table, for a panel the table's card opens: its players (each with
 * his menu), seating, the dealer, the button draw, its collections, closing it.
 */
export function TableActions({ table, board }: { table: BoardTable; board: FloorBoard }) {
  const t = table.table;
  const headingId = `table-actions-${t.id}`;
  const timeCollected = t.next_collection_due !== null || table.overdue_since !== null;
  return (
    <Stack gap="md" className="table-actions" aria-labelledby={headingId} component="section">
      <Title order={2} size="h3" id={headingId}>
        {t.name} · {t.game_name} {t.stakes}
      </Title>
      <div>
        <Text size="sm" fw={600} mb={4}>
          Players ({t.seated}/{t.seat_limit})
        </Text>
        <Group gap="xs" align="flex-start">
          {table.seats.map((s) => (
            <SeatActionsMenu key={s.seat_no} seat={s} table={table} board={board} />
          ))}
          <SeatPlayerButton table={table} />
        </Group>
      </div>
      <DealerControls table={table} board={board} />
      <Group gap="xs">
        <ButtonDrawButton table={table} />
        <CloseTableButton table={table} />
      </Group>
      {timeCollected && <CollectionsPanel board={board} tableId={t.id} />}
    </Stack>
  );
}
