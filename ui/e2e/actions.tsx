// The floor actions' browser-test page: the board's actions mounted as the board will mount
// them, on the real room views of `src/fixtures`, with Tauri's IPC mocked. A command's answer
// is derived from the fixtures (the table a preview would open is fixture Table 1 renamed; the
// collections due are Table 2's seated players at its scheduled rate).
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { Group, Stack, Title } from "@mantine/core";
import { mockIPC } from "@tauri-apps/api/mocks";
import "@fontsource-variable/inter/wght.css";
import "@mantine/core/styles.css";
import "@mantine/notifications/styles.css";
import "../src/styles.css";
import { Providers } from "../src/Providers";
import { useFloorBoard, type CollectionDto, type FloorBoard, type IpcError, type RateSchedule, type TableStatus } from "../src/api";
import { CollectionsPanel, OpenTableButton, ShiftControls, TableActions } from "../src/features/floor-actions";
import boardJson from "../src/fixtures/floor-board.json";
import scheduleJson from "../src/fixtures/rate-schedule.json";
import staffJson from "../src/fixtures/staff.json";

const board = boardJson as FloorBoard;
const schedule = scheduleJson as RateSchedule;

function preview(req: { name: string; game: string; rate_cents: number | null }): TableStatus {
  if (schedule.unrated_games.some((g) => g.code === req.game) && req.rate_cents === null) {
    throw { code: "no_rate", message: `no rate in the schedule for ${req.game}` } satisfies IpcError;
  }
  return { ...board.tables[0]!.table, name: req.name, seated: 0, dealer: null, button_seat: null, hand_in_progress: false };
}

const t2 = board.tables[1]!;
const rate = schedule.rates.find((r) => r.game === t2.table.game && r.mode === "time")!;
const due: CollectionDto[] = t2.seats.map((s, i) => ({
  id: 200 + i + 1,
  table_id: t2.table.id,
  due_at: t2.overdue_since!,
  seat_no: s.seat_no,
  player_name: s.player_name,
  amount_cents: rate.amount_cents,
  status: "due",
  reason: null,
}));

mockIPC(
  (cmd, payload) => {
    const args = (payload ?? {}) as Record<string, { name: string; game: string; rate_cents: number | null }>;
    const table = () => args.table ?? { name: "", game: "", rate_cents: null };
    switch (cmd) {
      case "floor_board":
        return board;
      case "rate_schedule":
        return schedule;
      case "list_staff":
        return staffJson;
      case "preview_table":
      case "open_table":
        return preview(table());
      case "close_table":
        throw { code: "hand_in_progress", message: "Table 1 has a hand in progress" } satisfies IpcError;
      case "collections_due":
      case "record_due_collections":
        return due;
      default:
        throw { code: "internal", message: `the browser test does not serve ${cmd}` } satisfies IpcError;
    }
  },
  { shouldMockEvents: true },
);

function Page() {
  const b = useFloorBoard().data;
  if (!b) return null;
  return (
    <main className="content" style={{ padding: 16 }}>
      <Stack gap="md">
        <Group justify="space-between">
          <Title order={1}>Floor actions</Title>
          <Group gap="sm">
            <ShiftControls board={b} />
            <OpenTableButton board={b} />
          </Group>
        </Group>
        <Group align="flex-start" grow>
          <TableActions table={b.tables[0]!} board={b} />
          <TableActions table={b.tables[1]!} board={b} />
        </Group>
        <CollectionsPanel board={b} />
      </Stack>
    </main>
  );
}

const root = document.getElementById("root");
if (root) {
  createRoot(root).render(
    <StrictMode>
      <Providers>
        <Page />
      </Providers>
    </StrictMode>,
  );
}
