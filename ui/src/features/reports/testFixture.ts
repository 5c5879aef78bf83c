// The seeded day's reports fixture (`src/fixtures/reports.json`, written by a Rust test from a
// real room), typed, for the component tests; and the mock shell that answers from it.
import type { ReportRequest, ShiftReport } from "../../api";
import reportsJson from "../../fixtures/reports.json";
import { reportsScript, type ReportsFixture } from "../../../e2e/reports-script";
import { serveScript } from "../../test/serveScript";

export const fixture = (): ReportsFixture => structuredClone(reportsJson) as unknown as ReportsFixture;

/** The fixture's answer to the report `query` asks for (the first such step). */
export function reportFor(query: Partial<ReportRequest>): ShiftReport {
  const full = { shift_id: null, from: null, to: null, gaming_day: null, table_id: null, game: null, dealer_id: null, ...query };
  const step = fixture().steps.find((s) => s.call === "run_report" && JSON.stringify(sortKeys(s.args.query)) === JSON.stringify(sortKeys(full)));
  if (!step || !("ok" in step)) throw new Error(`no report for ${JSON.stringify(full)}`);
  return step.ok as ShiftReport;
}

const sortKeys = (o: unknown) => Object.fromEntries(Object.entries(o as Record<string, unknown>).sort(([a], [b]) => a.localeCompare(b)));

/**
 * The Reports screen's shell: the fixture's answers, and the staff list of the seeded room as
 * far as the fixture shows it (dealer 3 is Dee: the report for dealer_id 3 holds only Dee).
 * `extra` answers what the fixture does not (a test's own case).
 */
export function serveReports(extra?: (cmd: string, args: Record<string, unknown>) => unknown) {
  const script = reportsScript(fixture());
  const calls = serveScript(script, extra, (cmd) =>
    cmd === "list_staff" ? [{ id: 3, name: "Dee", role: "dealer", active: true, has_pin: false, locked_until: null }] : undefined,
  );
  return { state: script.state, calls };
}

/** A step's answer (a step that answers with an error has none). */
export function okOf<T>(step: ReportsFixture["steps"][number] | undefined): T {
  if (!step || !("ok" in step)) throw new Error("the step has no answer");
  return step.ok as T;
}
