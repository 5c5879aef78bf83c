// The floor actions' browser-test page: the board's actions mounted as the board will mount
// them, on the real room views of `src/fixtures`, with Tauri's IPC mocked. A command's answer
// is derived from the fixtures (the table a preview would open is fixture Table 1 renamed; the
// collections due are Table 2's seated players at its scheduled rate; a seat's chips are the
// board's seat, an add-on during the hand at Table 1 waiting for its end). Maria, who runs
// the shift, is signed in; her PIN is 2468.
import { Group, Stack, Title } from "@mantine/core";
import { mockIPC } from "@tauri-apps/api/mocks";
import "@fontsource-variable/inter/wght.css";
import "@mantine/core/styles.css";
import "@mantine/notifications/styles.css";
import "../src/styles.css";
import { mount } from "../src/mount";
import {
  useFloorBoard,
  type AddChips,
  type CollectionDto,
  type CorrectChips,
  type FloorBoard,
  type IpcError,
  type RateSchedule,
  type SeatChips,
  type SeatPlayer,
  type StillOpen,
  type TableStatus,
} from "../src/api";
import { CollectionsPanel, OpenTableButton, ShiftControls, TableActions } from "../src/features/floor/actions";
import boardJson from "../src/fixtures/floor-board.json";
import scheduleJson from "../src/fixtures/rate-schedule.json";
import staffJson from "../src/fixtures/staff.json";
import sessionJson from "../src/fixtures/session-floor.json";

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
  key: 200 + i + 1,
  id: 200 + i + 1,
  table_id: t2.table.id,
  due_at: t2.overdue_since!,
  seat_no: s.seat_no,
  player_name: s.player_name,
  amount_cents: rate.amount_cents,
  status: "due",
  reason: null,
  stack_after_cents: null,
}));

const PIN = "2468";

/** A seat's chips: the board's seat, `change` laid over it, and its table's buy-in. */
function chips(tableId: number, seatNo: number, change: { stack?: number; pending?: number } = {}, later = false): SeatChips {
  const t = board.tables.find((x) => x.table.id === tableId)!;
  const seat = t.seats.find((x) => x.seat_no === seatNo)!;
  return {
    seat: { ...seat, stack_cents: change.stack ?? seat.stack_cents, pending_add_on_cents: change.pending ?? seat.pending_add_on_cents },
    buy_in: t.table.buy_in,
    after_this_hand: later,
  };
}

/** What closing the shift leaves open: the board's tables, Table 2's collections not marked. */
const stillOpen: StillOpen = {
  tables: board.tables.map((t) => ({
    table_id: t.table.id,
    name: t.table.name,
    seated: t.seats.length,
    hand_in_progress: t.table.hand_in_progress,
    unmarked: t.table.id === t2.table.id ? due.length : 0,
  })),
  hands_in_progress: board.tables.filter((t) => t.table.hand_in_progress).length,
  unmarked_count: due.length,
  unmarked_cents: due.reduce((n, c) => n + c.amount_cents, 0),
};

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
        return due;
      case "session":
        return sessionJson;
      case "still_open":
        return stillOpen;
      case "add_chips": {
        const c = (payload as { chips: AddChips }).chips;
        const t = board.tables.find((x) => x.table.id === c.table_id)!;
        // During the hand at the table, an add-on waits for its end.
        return t.table.hand_in_progress ? chips(c.table_id, c.seat_no, { pending: c.amount_cents }, true) : chips(c.table_id, c.seat_no);
      }
      case "correct_chips": {
        const { pin, correction } = payload as { pin: string; correction: CorrectChips };
        if (pin !== PIN) throw { code: "wrong_pin", message: "wrong PIN" } satisfies IpcError;
        return chips(correction.table_id, correction.seat_no, { stack: correction.stack_cents });
      }
      case "seat_player":
      case "seat_player_outside_buy_in": {
        const seat = (payload as { seat: SeatPlayer }).seat;
        return { ...board.tables[0]!.seats[0]!, ...seat, table_id: seat.table_id };
      }
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

mount(<Page />);
