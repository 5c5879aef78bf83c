// The Audit screen's and the backups' shell for the component tests: the audit fixture's
// answers (e2e/audit-script.ts), the room's staff and board fixtures. `extra` answers first
// (a test's own case).
import { mockIPC } from "@tauri-apps/api/mocks";
import { auditScript } from "../../e2e/audit-script";
import { auditFixture, floorBoard } from "./fixtures";
import staffJson from "../fixtures/staff.json";

export function serveAudit(extra?: (cmd: string, args: Record<string, unknown>) => unknown) {
  const script = auditScript(auditFixture());
  const calls: { cmd: string; args: Record<string, unknown> }[] = [];
  mockIPC((cmd, args) => {
    const a = (args ?? {}) as Record<string, unknown>;
    calls.push({ cmd, args: a });
    const answer = extra?.(cmd, a);
    if (answer !== undefined) return answer;
    if (cmd === "list_staff") return structuredClone(staffJson);
    if (cmd === "floor_board") return floorBoard();
    if (script.handles(cmd)) return script.answer(cmd, a);
    throw { code: "internal", message: `unknown command ${cmd}` };
  });
  return { state: script.state, calls };
}
