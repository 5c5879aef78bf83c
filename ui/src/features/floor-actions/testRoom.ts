// For the floor actions' tests: the room served over a mocked IPC, from the real room views of
// `src/fixtures` only. A command's answer is derived from them (the table the preview would
// open is a fixture table renamed; a collection is a fixture seat at its table's rate); a
// refusal is an `IpcError` the test names. Every call is recorded.
import { mockIPC } from "@tauri-apps/api/mocks";
import type { CollectionDto, FloorBoard, IpcError, RateSchedule, StaffDto, TableStatus } from "../../api";
import { floorBoard, rateSchedule } from "../../test/fixtures";
import staffJson from "../../fixtures/staff.json";

export type Call = { cmd: string; args: Record<string, unknown> };
type Answer = (args: Record<string, unknown>) => unknown;

export const staffList = (): StaffDto[] => structuredClone(staffJson) as StaffDto[];

/** The collections that fell due at a time-collected table: each seated player at the table's scheduled rate. */
export function collectionsAt(board: FloorBoard, schedule: RateSchedule, tableId: number): CollectionDto[] {
  const t = board.tables.find((x) => x.table.id === tableId)!;
  const rate = schedule.rates.find((r) => r.game === t.table.game && r.mode === "time")!;
  return t.seats.map((s, i) => ({
    id: tableId * 100 + i + 1,
    table_id: tableId,
    due_at: t.overdue_since!,
    seat_no: s.seat_no,
    player_name: s.player_name,
    amount_cents: rate.amount_cents,
    status: "due",
    reason: null,
  }));
}

/** The status the preview and the opening return: fixture table 1 (Hold'em NL, from each pot) under the new name. */
export function previewOf(name: string): TableStatus {
  return { ...floorBoard().tables[0]!.table, name, seated: 0, dealer: null, button_seat: null, hand_in_progress: false };
}

export function refusal(code: IpcError["code"], message: string): IpcError {
  return { code, message };
}

/**
 * Serves the room: the board, the schedule and the staff from the fixtures, and `answers` for
 * the commands a test exercises (a function's result, or a thrown `IpcError`). Returns the calls.
 */
export function serveRoom(answers: Record<string, Answer> = {}, board: () => FloorBoard = floorBoard) {
  const calls: Call[] = [];
  mockIPC(
    (cmd, payload) => {
      const args = (payload ?? {}) as Record<string, unknown>;
      calls.push({ cmd, args });
      const answer = answers[cmd];
      if (answer) return answer(args);
      switch (cmd) {
        case "floor_board":
          return board();
        case "rate_schedule":
          return rateSchedule();
        case "list_staff":
          return staffList();
        case "collections_due":
          return [];
        default:
          throw refusal("internal", `the test did not expect ${cmd}`);
      }
    },
    { shouldMockEvents: true },
  );
  return {
    calls,
    /** The calls of one command. */
    of: (cmd: string) => calls.filter((c) => c.cmd === cmd),
  };
}
