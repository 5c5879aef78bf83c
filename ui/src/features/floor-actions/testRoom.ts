// For the floor actions' tests: the room served over a mocked IPC, from the real room views of
// `src/fixtures` only. A command's answer is derived from them (the table the preview would
// open is a fixture table renamed; a collection is a fixture seat at its table's rate); a
// refusal is an `IpcError` the test names. Every call is recorded.
import { mockIPC } from "@tauri-apps/api/mocks";
import type { CollectionDto, FloorBoard, IpcError, RateSchedule, SeatChips, SeatDto, SessionView, StaffDto, StillOpen, TableStatus } from "../../api";
import { floorBoard, rateSchedule } from "../../test/fixtures";
import staffJson from "../../fixtures/staff.json";
import sessionFloorJson from "../../fixtures/session-floor.json";
import sessionDealerJson from "../../fixtures/session-dealer.json";

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

/** A seat's chips as the room's seat panel read answers: the board's seat and its table's buy-in. */
export function seatChipsOf(board: FloorBoard, tableId: number, seatNo: number, change: Partial<SeatDto> = {}, afterThisHand = false): SeatChips {
  const t = board.tables.find((x) => x.table.id === tableId)!;
  const seat = t.seats.find((s) => s.seat_no === seatNo)!;
  return { seat: { ...seat, ...change }, buy_in: t.table.buy_in, after_this_hand: afterThisHand };
}

/**
 * The collections that fell due at a time-collected table and are not recorded yet (as the
 * room computes them from its clock): each seated player at the table's scheduled rate.
 */
export function collectionsAt(board: FloorBoard, schedule: RateSchedule, tableId: number): CollectionDto[] {
  const t = board.tables.find((x) => x.table.id === tableId)!;
  const rate = schedule.rates.find((r) => r.game === t.table.game && r.mode === "time")!;
  return t.seats.map((s) => ({
    key: { table_id: tableId, due_at: t.overdue_since!, seating_id: tableId * 100 + s.seat_no },
    id: null,
    table_id: tableId,
    due_at: t.overdue_since!,
    seat_no: s.seat_no,
    player_name: s.player_name,
    amount_cents: rate.amount_cents,
    status: "due",
    reason: null,
    stack_after_cents: null,
  }));
}

/** The status the preview and the opening return: fixture table 1 (Hold'em NL, from each pot) under the new name. */
export function previewOf(name: string): TableStatus {
  return { ...floorBoard().tables[0]!.table, name, seated: 0, dealer: null, button_seat: null, hand_in_progress: false };
}

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
