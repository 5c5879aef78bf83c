// For the floor actions' tests: the room served over a mocked IPC, from the real room views of
// `src/fixtures` only. A command's answer is derived from them (the table the preview would
// open is a fixture table renamed; a collection is a fixture seat at its table's rate); a
// refusal is an `IpcError` the test names. Every call is recorded.
import { mockIPC } from "@tauri-apps/api/mocks";
import type { CollectionDto, FloorBoard, IpcError, SessionView, StaffDto, StillOpen, TableStatus } from "../../../api";
import { floorBoard, rateSchedule } from "../../../test/fixtures";
import staffJson from "../../../fixtures/staff.json";
import sessionFloorJson from "../../../fixtures/session-floor.json";
import sessionDealerJson from "../../../fixtures/session-dealer.json";

export type Call = { cmd: string; args: Record<string, unknown> };
type Answer = (args: Record<string, unknown>) => unknown;

export const staffList = (): StaffDto[] => structuredClone(staffJson) as StaffDto[];
/** Maria, the floor manager who runs the fixtures' shift, signed in; or Dee, Table 1's dealer. */
export const floorSession = (): SessionView => structuredClone(sessionFloorJson) as SessionView;
export const dealerSession = (): SessionView => structuredClone(sessionDealerJson) as SessionView;

/** What closing the board's shift would leave open: its tables, their hands in progress, `unmarked` collections per table. */
export function stillOpenOf(board: FloorBoard, unmarked: Record<number, number> = {}, unmarkedCents = 0): StillOpen {
  const tables = board.tables.map((t) => ({
    table_id: t.table.id,
    name: t.table.name,
    seated: t.seats.length,
    hand_in_progress: t.table.hand_in_progress,
    unmarked: unmarked[t.table.id] ?? 0,
  }));
  return {
    tables,
    hands_in_progress: tables.filter((t) => t.hand_in_progress).length,
    unmarked_count: tables.reduce((n, t) => n + t.unmarked, 0),
    unmarked_cents: unmarkedCents,
  };
}

/** The status the preview and the opening return: fixture table 1 (Hold'em NL, from each pot) under the new name. */
export function previewOf(name: string): TableStatus {
  return { ...floorBoard().tables[0]!.table, name, seated: 0, dealer: null, button_seat: null, hand_in_progress: false };
}

/** The room's answer to `preview_table` (and `open_table`): the table as `previewOf` its name. */
export const previewTable = (a: Record<string, unknown>) => previewOf((a.table as { name: string }).name);

/** The collection a `mark_collection` call names, among `due`. */
export function named(due: readonly CollectionDto[], args: Record<string, unknown>): CollectionDto {
  const c = due.find((x) => JSON.stringify(x.key) === JSON.stringify(args.collection));
  if (!c) throw new Error(`no such collection: ${JSON.stringify(args.collection)}`);
  return c;
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
        case "session":
          return floorSession();
        case "still_open":
          return stillOpenOf(board());
        case "last_floor_action":
          return null;
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
