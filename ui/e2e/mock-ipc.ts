// Injected before the production build loads: answers the app's commands the way the Rust
// side would, with the real room views of `src/fixtures` (written by a Rust test from a seeded
// room), in the scenario the test names in `window.__cardroomScenario`. `window.__cardroomMock`
// lets a test change the room and announce it, as the shell does after a commit.
import { mockIPC } from "@tauri-apps/api/mocks";
import { announceChange } from "../src/api/testing";
import type { ChangeKind, DatabaseInfo, FloorBoard, IpcError, RateSchedule } from "../src/api";
import boardJson from "../src/fixtures/floor-board.json";
import board30Json from "../src/fixtures/floor-board-30-tables.json";
import scheduleJson from "../src/fixtures/rate-schedule.json";
import sessionJson from "../src/fixtures/session-floor.json";
import staffJson from "../src/fixtures/staff.json";

type Scenario = "ok" | "locked" | "30-tables" | "empty";

declare global {
  interface Window {
    __cardroomScenario?: Scenario;
    __cardroomMock: {
      /** The database stops answering (`code`), or answers again (`null`). */
      fail(code: IpcError["code"] | null): void;
      /** Changes the board as `change` says and announces it; resolves once announced. */
      change(kind: ChangeKind, tableId: number | null, edit: "unseat-one" | "unseat-each" | "clock"): Promise<void>;
    };
  }
}

const scenario: Scenario = window.__cardroomScenario ?? "ok";
let board: FloorBoard = structuredClone(scenario === "30-tables" ? board30Json : boardJson) as FloorBoard;
if (scenario === "empty") board.tables = [];
const schedule = scheduleJson as RateSchedule;
// Not a room state: where the file is. The shell reads it from the path it opened.
const database: DatabaseInfo = { path: "/mock/room.sqlite3", schema_version: 6 };
let failing: IpcError | null =
  scenario === "locked" ? { code: "db_locked", message: "database /mock/room.sqlite3 is locked by another program" } : null;

function later(text: string, minutes: number): string {
  return new Date(Date.parse(text) + minutes * 60_000).toISOString().replace(/\.\d{3}Z$/, "Z");
}

/** A new board as the room would return it after the change: unchanged tables keep their values. */
function edited(edit: "unseat-one" | "unseat-each" | "clock", tableId: number | null): FloorBoard {
  const next = { ...board, at: later(board.at, 1) };
  const unseat = (t: FloorBoard["tables"][number]) => ({
    ...t,
    table: { ...t.table, seated: t.table.seated - 1 },
    seats: t.seats.slice(0, -1),
  });
  if (edit === "unseat-one") next.tables = board.tables.map((t) => (t.table.id === tableId && t.seats.length > 0 ? unseat(t) : t));
  if (edit === "unseat-each") next.tables = board.tables.map((t) => (t.seats.length > 0 ? unseat(t) : t));
  return next;
}

window.__cardroomMock = {
  fail(code) {
    failing = code === null ? null : { code, message: `mock: the database answers ${code}` };
  },
  async change(kind, tableId, edit) {
    board = edited(edit, tableId);
    await announceChange({ table_id: tableId, kind });
  },
};

mockIPC(
  (cmd) => {
    // Maria, a floor manager, is signed in (the session was read before the database failed).
    if (cmd === "session") return sessionJson;
    if (failing) throw failing;
    switch (cmd) {
      case "list_staff":
        return staffJson;
      case "collections_due":
        return [];
      case "floor_board":
        return structuredClone(board);
      case "rate_schedule":
        return schedule;
      case "database_info":
        return database;
      default:
        throw { code: "internal", message: `unknown command ${cmd}` } satisfies IpcError;
    }
  },
  { shouldMockEvents: true },
);
