// The Reports and Hand history screens' fixture (`src/fixtures/reports.json`, written by a Rust
// test from a seeded day of a real room) as the mock IPC's answers. A command is answered by
// the first step not yet used with the same call and deep-equal arguments (then by the last
// such step again: a screen may read a report twice). The report's `request` number and
// progress channel are the window's own and are not compared. The native dialogs answer with
// the paths a test sets; what `save_export` is asked to write is kept for the test to read, and
// so is each workbook or PDF the shell is asked to write (`save_report_xlsx`, …, answered null:
// written).
import type { IpcError } from "../src/api";
import { deepEqual } from "./deep-equal";

export type ReportStep = { call: string; args: Record<string, unknown> } & ({ ok: unknown } | { error: IpcError });
export type ReportsFixture = { pin: string; steps: ReportStep[] };

/** The shell's own files: written at the path the save dialog chose, answered null. */
export const SAVE_FILE_CALLS = [
  "save_report_xlsx",
  "save_count_sheet_xlsx",
  "save_exceptions_xlsx",
  "save_report_pdf",
  "save_count_sheet_pdf",
  "save_exceptions_pdf",
] as const;
const SAVE_FILES = new Set<string>(SAVE_FILE_CALLS);

const CALLS = new Set([
  "shift_list",
  // The seeded room's staff (its dealers are the report's).
  "list_staff",
  "run_report",
  "cancel_report",
  "report_csv",
  "count_sheet",
  "count_sheet_csv",
  "record_print",
  "sign_off_shift",
  "correct_collection",
  "correct_hand",
  "save_export",
  // The exception report and its CSV, from the seeded day's steps.
  "exception_report",
  "exceptions_csv",
  // Workbooks and PDFs the shell writes where the dialog chose (the window never holds them).
  ...SAVE_FILE_CALLS,
  "hand_list",
  "hand_history",
  "export_hand_histories",
  "check_hand_history",
  "plugin:dialog|save",
  "plugin:dialog|open",
]);

/** The calls whose arguments are compared without the window's own bookkeeping. */
const IGNORED_ARGS: Record<string, string[]> = { run_report: ["request", "progress"] };

export type ReportsMock = {
  /** The path the save dialog returns next (null: the user cancelled). */
  savePath: string | null;
  /** What the open dialog returns next (a file, a folder, or null). */
  openPath: string | null;
  /** Every `save_export` the window sent: the path and the exact text. */
  saved: { path: string; text: string }[];
  /** Every workbook or PDF the shell was asked to write: the command and its arguments (`path`, …). */
  written: { call: string; args: Record<string, unknown> }[];
  /** Commands no step answered. */
  unexpected: string[];
  /** The steps answered, in order (call names). */
  answered: string[];
};

export function reportsScript(data: ReportsFixture) {
  const used = new Set<number>();
  const state: ReportsMock = { savePath: "/mock/exports/report.csv", openPath: null, saved: [], written: [], unexpected: [], answered: [] };
  return {
    state,
    handles: (cmd: string) => CALLS.has(cmd),
    answer(cmd: string, args: Record<string, unknown>): unknown {
      const ignored = IGNORED_ARGS[cmd] ?? [];
      const sent = Object.fromEntries(Object.entries(args ?? {}).filter(([k]) => !k.startsWith("__") && !ignored.includes(k)));
      if (cmd === "plugin:dialog|save") return state.savePath;
      if (cmd === "plugin:dialog|open") return state.openPath;
      if (cmd === "cancel_report") return null;
      if (cmd === "save_export") {
        state.saved.push({ path: String(sent.path), text: String(sent.text) });
        state.answered.push(cmd);
        return null;
      }
      if (SAVE_FILES.has(cmd)) {
        state.written.push({ call: cmd, args: sent });
        state.answered.push(cmd);
        return null;
      }
      const matching = data.steps.map((s, i) => [s, i] as const).filter(([s]) => s.call === cmd && deepEqual(s.args, sent));
      const fresh = matching.find(([, i]) => !used.has(i)) ?? matching[matching.length - 1];
      if (!fresh) {
        const what = `${cmd} ${JSON.stringify(sent)}`;
        state.unexpected.push(what);
        throw { code: "internal", message: `the fixture has no answer to ${what}` } satisfies IpcError;
      }
      const [step, i] = fresh;
      used.add(i);
      state.answered.push(cmd);
      if ("error" in step) throw step.error;
      return structuredClone(step.ok);
    },
  };
}
