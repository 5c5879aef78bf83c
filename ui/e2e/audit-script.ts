// The audit trail's fixture (`src/fixtures/audit.json`, written by a Rust test from an evening
// of a real room) as the mock IPC's answers: `audit_log` filters the room's entries the way the
// room's query does (every filter optional, [from, to), newest first, at most `limit`), so a
// test sees exactly which query the screen sent. The save dialog answers the path a test sets;
// what `save_export` is asked to write is kept. "Back up now" answers the fixture's sound
// backup, or its failed one once a test says so.
import type { AuditEntry, AuditQuery, BackupReport, IpcError } from "../src/api";

export type AuditFixture = { all: AuditEntry[]; refused: AuditEntry[]; csv: string; backup: BackupReport; backupFailed: BackupReport };

export type AuditMock = {
  /** Every `audit_log` query the window sent, in order. */
  queries: AuditQuery[];
  /** The path the save dialog returns next (null: the user cancelled). */
  savePath: string | null;
  /** Every `save_export` the window sent. */
  saved: { path: string; text: string }[];
  /** The next "Back up now" finds the copy unsound (the fixture's failed backup). */
  backupFails: boolean;
  /** The next audit or backup command is refused with this code (once). */
  refuseNext: IpcError["code"] | null;
  /** The last backup the room has (null: none yet). */
  last: BackupReport | null;
};

const CALLS = new Set(["audit_log", "audit_csv", "back_up_now", "last_backup", "save_export", "plugin:dialog|save"]);

/** The entries of `all` that `query` asks for, as the room answers it. */
export function auditAnswer(all: readonly AuditEntry[], q: AuditQuery): AuditEntry[] {
  const at = (text: string) => Date.parse(text);
  const picked = all.filter(
    (e) =>
      (q.staff_id === null || e.staff_id === q.staff_id) &&
      (q.table_id === null || e.table_id === q.table_id) &&
      (q.from === null || at(e.at) >= at(q.from)) &&
      (q.to === null || at(e.at) < at(q.to)) &&
      (q.kind === null || e.kind === q.kind) &&
      (q.outcome === null || e.outcome === q.outcome),
  );
  return structuredClone(q.limit === null ? picked : picked.slice(0, q.limit));
}

export function auditScript(data: AuditFixture) {
  const state: AuditMock = { queries: [], savePath: "/mock/exports/audit.csv", saved: [], backupFails: false, refuseNext: null, last: data.backup };
  return {
    state,
    handles: (cmd: string) => CALLS.has(cmd),
    answer(cmd: string, args: Record<string, unknown>): unknown {
      if (cmd === "plugin:dialog|save") return state.savePath;
      if (cmd === "save_export") {
        state.saved.push({ path: String(args.path), text: String(args.text) });
        return null;
      }
      if (state.refuseNext !== null && cmd !== "last_backup") {
        const code = state.refuseNext;
        state.refuseNext = null;
        throw { code, message: `mock: the room refuses ${cmd} (${code})` } satisfies IpcError;
      }
      const query = args.query as AuditQuery;
      switch (cmd) {
        case "audit_log":
          state.queries.push(query);
          return auditAnswer(data.all, query);
        case "audit_csv":
          // The fixture's CSV is the whole evening's.
          return data.csv;
        case "last_backup":
          return structuredClone(state.last);
        case "back_up_now":
          state.last = structuredClone(state.backupFails ? data.backupFailed : data.backup);
          return structuredClone(state.last);
      }
      throw { code: "internal", message: `unknown command ${cmd}` } satisfies IpcError;
    },
  };
}
