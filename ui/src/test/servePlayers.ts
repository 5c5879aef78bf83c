// For the Players screen's and the cash logs' tests: the room served over a mocked IPC, Maria (a floor manager) or
// Cora (the cage) signed in, the players' registry and the cash logs worked in memory the way
// the room's use cases work them (`e2e/players-script.ts`), on the floor board of the fixtures.
import { mockIPC } from "@tauri-apps/api/mocks";
import type { FloorBoard, IpcError, SessionView } from "../api";
import { playersScript } from "../../e2e/players-script";
import sessionFloor from "../fixtures/session-floor.json";
import floorSettings from "../fixtures/floor-settings.json";
import { floorBoard } from "./fixtures";

export { TOM, WRONG_PIN } from "../../e2e/players-script";

/** Cora of the cage signed in: the floor's session with the cage's role. */
export function cageSession(): SessionView {
  const floor = structuredClone(sessionFloor) as SessionView;
  return { ...floor, staff: { ...floor.staff!, id: 10, name: "Cora", role: "cage" }, dealer_table: null };
}

/**
 * Serves the registry as `role` (the floor unless said): every command answered by the players'
 * script, the board and the session beside it; `own` answers first (a test's own case).
 */
export function servePlayers({ role = "floor", own }: { role?: "floor" | "cage"; own?: (cmd: string, args: Record<string, unknown>) => unknown } = {}) {
  let board: FloorBoard = floorBoard();
  const session = role === "cage" ? cageSession() : (structuredClone(sessionFloor) as SessionView);
  const script = playersScript({
    now: () => board.at,
    me: () => session.staff,
    floor: () => board,
    setFloor: (b) => (board = b),
    settings: () => floorSettings,
  });
  mockIPC(
    (cmd, payload) => {
      const args = (payload ?? {}) as Record<string, unknown>;
      const mine = own?.(cmd, args);
      if (mine !== undefined) return mine;
      if (cmd === "session") return session;
      if (cmd === "floor_board") return board;
      if (script.handles(cmd)) return script.answer(cmd, args);
      throw { code: "internal", message: `the test did not expect ${cmd}` } satisfies IpcError;
    },
    { shouldMockEvents: true },
  );
  return { script, board: () => board, of: (cmd: string) => script.state.sent.filter((s) => s.cmd === cmd) };
}
