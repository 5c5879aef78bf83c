// Paper: a print the room counts first (so a later one is stamped REPRINT); the CSV the shell
// makes and writes where the user chooses is lib/saveCsv.ts.
import { useState } from "react";
import { flushSync } from "react-dom";
import { useRecordPrint, type PrintKind, type PrintMark } from "../../api";
import { dateTimeOfMs } from "../../lib/time";

/**
 * Prints with the OS dialog (`window.print()`). A shift's print is first recorded by the room:
 * its answer says whether this one is a reprint. `show` runs first, so the page shows what is
 * printed. A print the room could not record is not printed.
 */
export function usePrint() {
  const record = useRecordPrint();
  const [mark, setMark] = useState<PrintMark | null>(null);
  const [printedAt, setPrintedAt] = useState<string | null>(null);
  const print = async (shiftId: number | null, what: PrintKind, show?: () => void) => {
    let counted: PrintMark | null = null;
    if (shiftId !== null) {
      try {
        counted = await record.mutateAsync([shiftId, what]);
      } catch {
        return; // record.error says why
      }
    }
    flushSync(() => {
      show?.();
      setMark(counted);
      setPrintedAt(dateTimeOfMs(Date.now()));
    });
    window.print();
  };
  return { print, mark, printedAt, error: record.error, busy: record.isPending, reset: record.reset };
}
