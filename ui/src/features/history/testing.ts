// The hand history's tests: the room's real answers (src/fixtures, written by Rust tests), read
// typed. The seeded day's fixture serves as the shell (the browser test's mock does the same);
// the console fixtures give pot and Pan hands at every step.
import type { HandHistory, HandView } from "../../api";
import reportsJson from "../../fixtures/reports.json";
import holdemJson from "../../fixtures/console/holdem.json";
import panJson from "../../fixtures/console/pan.json";
import { reportsScript, type ReportsFixture } from "../../../e2e/reports-script";
import { serveScript } from "../../test/serveScript";

const reports = reportsJson as unknown as ReportsFixture;

/** The answer the seeded day's fixture gives to `call` (the first whose arguments match). */
export function reportAnswer<T>(call: string, match: (args: Record<string, unknown>) => boolean = () => true): T {
  const step = reports.steps.find((s) => s.call === call && match(s.args));
  if (!step || !("ok" in step)) throw new Error(`no answer to ${call}`);
  return structuredClone(step.ok) as T;
}

export const hand221 = (): HandHistory => reportAnswer<HandHistory>("hand_history", (a) => a.handId === 221);
export const fixturePin = reports.pin;

/**
 * Serves the seeded day as the shell: its answers (its staff list too), and `extra` for a command it
 * has none for (a correction). Returns the calls sent, and what the open dialog returns next.
 */
export function serveSeededDay(extra: (cmd: string, args: Record<string, unknown>) => unknown = () => undefined) {
  const script = reportsScript(reports);
  return { calls: serveScript(script, extra), dialogs: script.state };
}

type ConsoleFixture = { steps: { ok?: { hand?: HandView | null } }[] };

/** Every hand view a console fixture's room answered, in order (the last: the hand settled). */
function handsOf(fixture: ConsoleFixture): HandView[] {
  return fixture.steps.flatMap((s) => (s.ok?.hand ? [structuredClone(s.ok.hand)] : []));
}
export const holdemHands = () => handsOf(holdemJson as unknown as ConsoleFixture);
export const panHands = () => handsOf(panJson as unknown as ConsoleFixture);
