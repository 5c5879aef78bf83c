// Hand-history files: hands written into a folder the floor picks, and a file read back through
// the rules engine. Both go through the native dialogs (`api/reports.ts`); the last outcome stays
// on the screen until the next.
import { useState } from "react";
import { checkHandHistory, exportHandHistories, type HandQuery, type HistoryCheck, type IpcError } from "../../api";
import { asIpcError } from "../../lib/errors";

export type FileOutcome =
  | { kind: "exported"; count: number; folder: string | null; one: boolean }
  | { kind: "checked"; path: string; check: HistoryCheck }
  | { kind: "refused"; task: "export" | "check"; error: IpcError };

/**
 * What the export gives back: the count (and, where the shell says it, the folder chosen); null
 * when the floor closed the dialog.
 */
type Written = number | { count: number; folder: string } | null;

export function useFileTasks() {
  const [outcome, setOutcome] = useState<FileOutcome | null>(null);
  const [busy, setBusy] = useState(false);
  const run = async (task: "export" | "check", work: () => Promise<FileOutcome | null>) => {
    setBusy(true);
    try {
      const done = await work();
      if (done) setOutcome(done);
    } catch (thrown) {
      setOutcome({ kind: "refused", task, error: asIpcError(thrown) });
    } finally {
      setBusy(false);
    }
  };
  /** Writes the hands `query` lists (or only hand `handId`) into a folder the floor picks. */
  const exportHands = (query: HandQuery, handId: number | null) =>
    run("export", async () => {
      const written: Written = await exportHandHistories(query, handId);
      if (written === null) return null;
      const { count, folder } = typeof written === "number" ? { count: written, folder: null } : written;
      return { kind: "exported", count, folder, one: handId !== null };
    });
  /** Reads a file the floor picks through the rules engine. */
  const checkFile = () =>
    run("check", async () => {
      const read = await checkHandHistory();
      return read && { kind: "checked", path: read.path, check: read.check };
    });
  return { outcome, busy, exportHands, checkFile, dismiss: () => setOutcome(null) };
}
