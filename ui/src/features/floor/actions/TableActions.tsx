import { Group, Stack, Text, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { useIsFloor, type BoardTable, type FloorBoard } from "../../../api";
import { gameName } from "../../../lib/games";
import { ButtonDrawButton } from "./ButtonDrawDialog";
import { BreakTableButton } from "./BreakTableButton";
import { CloseTableButton } from "./CloseTableButton";
import { SeatChangeList, SeatChangeOffer } from "../../../components/SeatChanges";
import { freeSeats } from "../../../lib/seats";
import { CollectionsPanel } from "./CollectionsPanel";
import { DealerControls } from "./DealerControls";
import { SeatActionsMenu } from "./SeatActionsMenu";
import { SeatPlayerButton } from "./SeatPlayerDialog";

/**
 * Every action at one table the person signed in may take, for a panel the table's card
 * opens: its players (each with a menu), seating, the dealer, the button draw, its
 * collections, closing it. A dealer is offered only the dealer's own: the players' chips and
 * sitting out, the button draw, the collections; seating, the dealers and closing are the floor's.
 */
export function TableActions({ table, board }: { table: BoardTable; board: FloorBoard }) {
  const { t: say } = useTranslation("floor");
  const floor = useIsFloor();
  const t = table.table;
  const headingId = `table-actions-${t.id}`;
  const timeCollected = t.next_collection_due !== null || table.overdue_since !== null;
  return (
    <Stack gap="md" className="table-actions" aria-labelledby={headingId} component="section">
      <Title order={2} size="h3" id={headingId}>
        {t.name} · {gameName(t.game)} {t.stakes}
      </Title>
      <div>
        <Text size="sm" fw={600} mb={4}>
          {say("tableActions.players", { seated: t.seated, limit: t.seat_limit })}
        </Text>
        <Group gap="xs" align="flex-start">
          {table.seats.map((s) => (
            <SeatActionsMenu key={s.seat_no} seat={s} table={table} board={board} />
          ))}
          {floor && <SeatPlayerButton table={table} />}
        </Group>
      </div>
      {table.seat_changes.length > 0 && (
        <Stack gap={6} className="table-seat-changes">
          <SeatChangeList tableId={t.id} requests={table.seat_changes} open={freeSeats(table).length > 0} cancel={floor} />
          {floor && <SeatChangeOffer table={table} />}
        </Stack>
      )}
      {floor && <DealerControls table={table} board={board} />}
      <Group gap="xs">
        {t.has_button && <ButtonDrawButton table={table} />}
        {floor && t.seated > 0 && <BreakTableButton table={table} />}
        {floor && <CloseTableButton table={table} />}
      </Group>
      {timeCollected && <CollectionsPanel board={board} tableId={t.id} />}
    </Stack>
  );
}
