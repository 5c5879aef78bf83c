// Paper: a print the room counts once the user says it came out (so a later one is stamped
// REPRINT); a file (CSV, .xlsx, PDF) written where the user chooses, and what came of it. The
// CSV the shell makes and writes is lib/saveCsv.ts; the workbooks and PDFs are api/exports.ts.
import { useRef, useState } from "react";
import { flushSync } from "react-dom";
import { useRecordPrint, type IpcError, type PrintKind, type PrintMark } from "../../api";
import { asIpcError } from "../../lib/errors";
import { dateTimeOfMs } from "../../lib/time";
import { t } from "../../i18n";

/**
 * Saves a file through the native save dialog (`write`: one of api/exports.ts, or lib's CSV
 * save: the path written, or null when the dialog was cancelled), and says where, or why not,
 * in the CSV's words (`notice`, `error`: what `CsvOutcome` shows). `busy` is what is being
 * saved (`what`, e.g. "xlsx" or "pdf"), null when nothing is.
 */
export function useSaveFile<K extends string = string>() {
  // Where the file went (null: no file was chosen; undefined: nothing said), said in the screens' language when shown.
  const [saved, setSaved] = useState<string | null | undefined>(undefined);
  const [error, setError] = useState<IpcError | null>(null);
  const [busy, setBusy] = useState<K | null>(null);
  const notice = saved === undefined ? null : saved ? t("reports:files.saved", { path: saved }) : t("reports:files.notSaved");
  const save = async (what: K, write: () => Promise<string | null>) => {
    setSaved(undefined);
    setError(null);
    setBusy(what);
    try {
      const path = await write();
      setSaved(path);
    } catch (thrown) {
      setError(asIpcError(thrown));
    } finally {
      setBusy(null);
    }
  };
  return { save, notice, error, busy };
}

/**
 * How long a webview whose print dialog opens after `window.print()` returns has to say it
 * opened one (`beforeprint`), and then that it closed (`afterprint`).
 */
export const PRINT_DIALOG_GRACE_MS = 1000;

/**
 * Runs `window.print()` and says whether the webview showed its print dialog: true once the
 * dialog has closed (`beforeprint` fired, then `afterprint`, or the grace ran out); false when
 * no `beforeprint` came (a webview that prints nothing and says nothing). Whether the user
 * pressed Print or Cancel in it, no browser tells.
 */
export async function printDialogShown(grace = PRINT_DIALOG_GRACE_MS): Promise<boolean> {
  let before = false;
  let after = false;
  let wake = () => {};
  const onBefore = () => {
    before = true;
    wake();
  };
  const onAfter = () => {
    after = true;
    wake();
  };
  /** Waits until `done()`, at most `grace` ms. */
  const until = (done: () => boolean) =>
    new Promise<void>((resolve) => {
      if (done()) return resolve();
      const timer = setTimeout(resolve, grace);
      wake = () => {
        if (!done()) return;
        clearTimeout(timer);
        resolve();
      };
    });
  window.addEventListener("beforeprint", onBefore);
  window.addEventListener("afterprint", onAfter);
  try {
    try {
      window.print();
    } catch {
      return false;
    }
    await until(() => before);
    if (!before) return false;
    await until(() => after);
    return true;
  } finally {
    window.removeEventListener("beforeprint", onBefore);
    window.removeEventListener("afterprint", onAfter);
  }
}

/** What to print. */
export type PrintJob = {
  /** The shift the paper is of (null: a range of days, never counted). */
  shiftId: number | null;
  what: PrintKind;
  /** Whether the room counts this print: a closed shift's (an open shift's interim paper is not). */
  counted: boolean;
  /** How many prints of it the room has counted so far, when the screen knows (the report's `prints`). */
  printsSoFar?: number;
  /** Runs first, so the page shows what is printed. */
  show?: () => void;
};

/** What came of the last print, said on screen. */
export type PrintOutcome =
  | { kind: "no-dialog" }
  | { kind: "not-recorded" }
  | { kind: "recorded"; mark: PrintMark; paper: PrintMark | null };

/** The question asked once the print dialog has closed: did the paper come out? */
export type PrintQuestion = { shiftId: number; what: PrintKind; paper: PrintMark | null };

/**
 * What the paper says before the room counts it: the print after the last one counted (the
 * room's last answer to this window, or the screen's count, whichever is further), or nothing
 * when neither is known (the paper then carries no number; the answer says what to write).
 */
function paperMark(last: PrintMark | undefined, printsSoFar: number | undefined): PrintMark | null {
  if (last === undefined && printsSoFar === undefined) return null;
  const before = Math.max(last?.number ?? 0, printsSoFar ?? 0);
  return { number: before + 1, reprint: before > 0 };
}

/**
 * Prints with the OS dialog (`window.print()`), then counts the print only once the user says
 * it came out. A window that showed no print dialog records nothing and says so; once the
 * dialog has closed, `question` asks whether the paper came out (no browser can tell Print from
 * Cancel): `answer(true)` records it with the room (whose answer says whether it was a reprint),
 * `answer(false)` records nothing. The paper carries the mark the room is expected to give
 * (`mark`); once recorded, the room's own.
 */
export function usePrint() {
  const record = useRecordPrint();
  const [mark, setMark] = useState<PrintMark | null>(null);
  const [printedAt, setPrintedAt] = useState<string | null>(null);
  const [waiting, setWaiting] = useState(false);
  const [question, setQuestion] = useState<PrintQuestion | null>(null);
  const [outcome, setOutcome] = useState<PrintOutcome | null>(null);
  // The room's last answer to this window, by shift and kind of paper.
  const answers = useRef(new Map<string, PrintMark>());
  const keyOf = (shiftId: number, what: PrintKind) => `${shiftId}-${what}`;

  const print = async (job: PrintJob) => {
    setOutcome(null);
    record.reset();
    const counts = job.shiftId !== null && job.counted;
    const paper = counts ? paperMark(answers.current.get(keyOf(job.shiftId!, job.what)), job.printsSoFar) : null;
    flushSync(() => {
      job.show?.();
      setMark(paper);
      setPrintedAt(dateTimeOfMs(Date.now()));
    });
    setWaiting(true);
    const shown = await printDialogShown();
    setWaiting(false);
    if (!shown) setOutcome({ kind: "no-dialog" });
    else if (counts) setQuestion({ shiftId: job.shiftId!, what: job.what, paper });
  };

  const answer = (cameOut: boolean) => {
    const asked = question;
    if (!asked || record.isPending) return;
    if (!cameOut) {
      setQuestion(null);
      record.reset();
      setOutcome({ kind: "not-recorded" });
      return;
    }
    record.mutate([asked.shiftId, asked.what], {
      onSuccess: (counted) => {
        answers.current.set(keyOf(asked.shiftId, asked.what), counted);
        setMark(counted);
        setQuestion(null);
        setOutcome({ kind: "recorded", mark: counted, paper: asked.paper });
      },
    });
  };

  return { print, answer, question, outcome, mark, printedAt, error: record.error, recording: record.isPending, busy: waiting || record.isPending };
}

export type Printing = ReturnType<typeof usePrint>;
