// For the Jackpots screen's tests: the room served over a mocked IPC, Maria (a floor manager)
// signed in with the room's staff, the jackpots worked in memory the way the room's use cases
// work them (`e2e/jackpots-script.ts`): the demo's fund, its bad beat at Table 1 waiting; and,
// when asked, the high-hand fund, its leader of the hour 21:00-22:00 (Madrid) waiting, and its
// terms v2 dated to start on 1 Dec 2026.
import { mockIPC } from "@tauri-apps/api/mocks";
import type { IpcError, StaffDto } from "../../api";
import { jackpotsScript } from "../../../e2e/jackpots-script";
import sessionFloor from "../../fixtures/session-floor.json";
import staffJson from "../../fixtures/staff.json";

export { demoFund, demoHighHandFund, demoHighHandHit, demoHit, HIGH_HAND_LATER_FROM, WRONG_PIN } from "../../../e2e/jackpots-script";

/** Table 1's players of the bad beat's hand, still seated (for a jackpot paid in chips). */
export const SEATED_AT_TABLE_1: Record<number, string> = { 1: "Ann", 2: "Bob", 3: "Cy", 4: "Dot" };

/**
 * Serves the jackpots (the hits pending unless `pending` is false; the high-hand fund too when
 * `highHand`, its terms v2 dated later when `highHandLater`), the room's clock at `now` (21:37 in Madrid unless said), and what the screen reads
 * beside them. `seated`: the players still seated, by table and seat (none unless said: each has
 * left); `dealing`: the tables where a hand is being dealt.
 */
export function serveJackpots({
  pending = true,
  highHand = false,
  highHandLater = false,
  now = "2026-11-20T20:37:00Z",
  seated = {},
  dealing = [],
}: { pending?: boolean; highHand?: boolean; highHandLater?: boolean; now?: string; seated?: Record<number, Record<number, string>>; dealing?: number[] } = {}) {
  const staff = staffJson as StaffDto[];
  const script = jackpotsScript({
    pending,
    highHand,
    highHandLater,
    now: () => now,
    me: () => sessionFloor.staff,
    staff: () => staff,
    seated: (table, seat) => seated[table]?.[seat] ?? null,
    dealing,
  });
  mockIPC(
    (cmd, payload) => {
      const args = (payload ?? {}) as Record<string, unknown>;
      if (cmd === "session") return sessionFloor;
      if (cmd === "list_staff") return staff;
      if (script.handles(cmd)) return script.answer(cmd, args);
      throw { code: "internal", message: `the test did not expect ${cmd}` } satisfies IpcError;
    },
    { shouldMockEvents: true },
  );
  return { script, of: (cmd: string) => script.state.sent.filter((s) => s.cmd === cmd) };
}
