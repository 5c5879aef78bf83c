// For the Lists screen's tests: the room served over a mocked IPC from the real room views of
// one evening (`src/fixtures`: the lists, the wall board and the floor board at 21:37), changed
// only the way the room's use cases change them (`e2e/waitlist-script.ts`). Every call is kept.
import { mockIPC } from "@tauri-apps/api/mocks";
import type { FloorBoard, IpcError, WaitlistBoard, WallBoard, WallJackpot } from "../../api";
import { waitlistScript } from "../../../e2e/waitlist-script";
import floorDayJson from "../../fixtures/floor-board-floor-day.json";
import listsJson from "../../fixtures/waitlist-board.json";
import wallJson from "../../fixtures/wall-board.json";
import { rateSchedule } from "../../test/fixtures";

/** Fresh copies of the fixtures, so a test may change them. */
export const waitlistBoard = (): WaitlistBoard => structuredClone(listsJson) as WaitlistBoard;
export const wallBoard = (): WallBoard => structuredClone(wallJson) as WallBoard;
export const floorDay = (): FloorBoard => structuredClone(floorDayJson) as FloorBoard;

/**
 * Serves the lists (from `board`, the fixture's when absent) and the floor board of the same
 * evening; the wall shows `jackpots` (none, as in the fixture, unless given).
 */
export function serveLists(board: WaitlistBoard = waitlistBoard(), jackpots: WallJackpot[] = []) {
  let floor = floorDay();
  const script = waitlistScript({ board, floor: () => floor, setFloor: (b) => (floor = b), jackpots: () => jackpots });
  const calls: { cmd: string; args: Record<string, unknown> }[] = [];
  mockIPC(
    (cmd, payload) => {
      const args = (payload ?? {}) as Record<string, unknown>;
      calls.push({ cmd, args });
      if (script.handles(cmd)) return script.answer(cmd, args);
      switch (cmd) {
        case "floor_board":
          return structuredClone(floor);
        case "rate_schedule":
          return rateSchedule();
        default:
          throw { code: "internal", message: `the test did not expect ${cmd}` } satisfies IpcError;
      }
    },
    { shouldMockEvents: true },
  );
  return {
    script,
    calls,
    /** The calls of one command. */
    of: (cmd: string) => calls.filter((c) => c.cmd === cmd),
    floor: () => floor,
  };
}
