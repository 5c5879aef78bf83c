// For the Lists screen's tests: the room served over a mocked IPC from the real room views of
// one evening (`src/fixtures`: the lists, the wall board and the floor board at 21:37), changed
// only the way the room's use cases change them (`e2e/waitlist-script.ts`). Every call is kept.
import { mockIPC } from "@tauri-apps/api/mocks";
import type { FloorBoard, IpcError, NoticeView, WaitlistBoard, WallBoard, WallJackpot } from "../../api";
import { waitlistScript } from "../../../e2e/waitlist-script";
import floorDayJson from "../../fixtures/floor-board-floor-day.json";
import listsJson from "../../fixtures/waitlist-board.json";
import wallJson from "../../fixtures/wall-board.json";
import { rateSchedule } from "../../test/fixtures";

/** Fresh copies of the fixtures, so a test may change them. */
export const waitlistBoard = (): WaitlistBoard => structuredClone(listsJson) as WaitlistBoard;
export const wallBoard = (): WallBoard => structuredClone(wallJson) as WallBoard;
export const floorDay = (): FloorBoard => structuredClone(floorDayJson) as FloorBoard;

/** The registered players the lists' tests know, by number: their wall names. */
export const REGISTERED: Readonly<Record<string, string>> = { "1042": "Tom Lee", "1077": "Rosa Diaz" };

/**
 * Serves the lists (from `board`, the fixture's when absent) and the floor board of the same
 * evening (`floor`, when given: a seat-change list at a table, say); the wall shows `jackpots`
 * (none, as in the fixture, unless given). A player number is one of `REGISTERED`; `notice`, a
 * Bureau notice a called player's name may be (the seating is refused for the photo comparison).
 */
export function serveLists(board: WaitlistBoard = waitlistBoard(), jackpots: WallJackpot[] = [], start: FloorBoard = floorDay(), notice?: NoticeView) {
  let floor = start;
  // A Bureau notice naming a player (same name, case and spaces aside), unless the floor cleared it.
  const named = (name: string) => notice !== undefined && name.trim().toLowerCase().split(/\s+/).join(" ") === notice.name.toLowerCase();
  const script = waitlistScript({
    board,
    floor: () => floor,
    setFloor: (b) => (floor = b),
    jackpots: () => jackpots,
    wallName: (n) => REGISTERED[n] ?? null,
    possibleNotice: (name, notExcluded) =>
      named(name) && notice!.id !== notExcluded ? { id: notice!.id, label: `${notice!.name} (notice ${notice!.reference})` } : null,
  });
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
        case "possible_exclusion_notice":
          return named(String(args.name ?? "")) ? structuredClone(notice!) : null;
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
