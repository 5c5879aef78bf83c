// For the Dealers screen's and the floor settings' tests: the in-memory rotation room of the
// browser mock (`e2e/rotation-script.ts`), started from the real room views of `src/fixtures`,
// served over a mocked IPC with the staff list. Every call is recorded.
import { mockIPC } from "@tauri-apps/api/mocks";
import type { StaffDto } from "../api";
import type { FloorSettings, RotationView } from "../api/rotation";
import rotationJson from "../fixtures/rotation.json";
import floorSettingsJson from "../fixtures/floor-settings.json";
import staffJson from "../fixtures/staff.json";
import { rotationRoom } from "../../e2e/rotation-script";

export const fixtureRotation = (): RotationView => structuredClone(rotationJson) as RotationView;
export const fixtureFloorSettings = (): FloorSettings => structuredClone(floorSettingsJson) as FloorSettings;

export function serveRotation() {
  const staff = structuredClone(staffJson) as StaffDto[];
  const room = rotationRoom(fixtureRotation(), fixtureFloorSettings(), () => staff);
  const calls: { cmd: string; args: Record<string, unknown> }[] = [];
  mockIPC(
    (cmd, payload) => {
      const args = (payload ?? {}) as Record<string, unknown>;
      calls.push({ cmd, args });
      if (cmd === "list_staff") return staff;
      if (room.handles(cmd)) return room.answer(cmd, args);
      throw { code: "internal", message: `the test did not expect ${cmd}` };
    },
    { shouldMockEvents: true },
  );
  return { room, calls, of: (cmd: string) => calls.filter((c) => c.cmd === cmd) };
}
