// The Audit screen's and the backups' shell for the component tests: the audit fixture's
// answers (e2e/audit-script.ts), the room's staff and board fixtures. `extra` answers first
// (a test's own case).
import { auditScript } from "../../e2e/audit-script";
import { auditFixture, floorBoard } from "./fixtures";
import staffJson from "../fixtures/staff.json";
import { serveScript } from "./serveScript";

export function serveAudit(extra?: (cmd: string, args: Record<string, unknown>) => unknown) {
  const script = auditScript(auditFixture());
  const calls = serveScript(script, extra, (cmd) =>
    cmd === "list_staff" ? structuredClone(staffJson) : cmd === "floor_board" ? floorBoard() : undefined,
  );
  return { state: script.state, calls };
}
