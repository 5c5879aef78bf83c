// The floor board's component tests: the room as Maria, a floor manager signed in, sees it; and
// the board shown.
import { screen } from "@testing-library/react";
import { mockIPC } from "@tauri-apps/api/mocks";
import type { FloorBoard } from "../../api";
import sessionFloor from "../../fixtures/session-floor.json";
import staffJson from "../../fixtures/staff.json";
import { rateSchedule } from "../../test/fixtures";
import { renderApp } from "../../test/render";
import { SignedIn } from "../../test/session";
import { FloorPage } from "./FloorPage";

/**
 * Serves Maria's session, the staff, the rate schedule and no collection due; `room` answers the
 * rest, and a command it leaves (undefined) is refused.
 */
export function serveFloor(room: (cmd: string) => unknown) {
  mockIPC(
    (cmd) => {
      if (cmd === "session") return sessionFloor;
      if (cmd === "list_staff") return staffJson;
      if (cmd === "rate_schedule") return rateSchedule();
      if (cmd === "collections_due") return [];
      const answer = room(cmd);
      if (answer === undefined) throw { code: "internal", message: `unexpected ${cmd}` };
      return answer;
    },
    { shouldMockEvents: true },
  );
}

/** The floor board, signed in. */
export function renderFloor() {
  renderApp(
    <SignedIn>
      <FloorPage />
    </SignedIn>,
  );
}

/** Serves `board` as the room's, and waits for the board to show its tables. */
export async function showBoard(board: FloorBoard) {
  serveFloor((cmd) => (cmd === "floor_board" ? board : undefined));
  renderFloor();
  await screen.findByRole("list", { name: /open tables/i });
}
