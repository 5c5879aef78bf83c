// The console's fixtures as a script the mock IPC follows: each command the console sends must
// be the script's next step (same call, same arguments, deep-equal), and is answered with that
// step's room view or refusal. Anything else is refused with `internal`, so the test fails.
// A read of the console (`dealer_console`) may come at any time (after an announced change):
// it is answered with the room as it stands, and consumes a read step only when one is next.
import type { ConsoleView, IpcError } from "../src/api";
import { deepEqual } from "./deep-equal";

export type ConsoleStep = { call: string; args: Record<string, unknown> } & ({ ok: ConsoleView } | { error: IpcError });
export type ConsoleScript = { table_id: number; steps: ConsoleStep[] };

const CALLS = new Set(["dealer_console", "start_hand", "act_in_hand", "undo_in_hand", "void_hand", "collect_time"]);

export function consoleScript(data: ConsoleScript | null, name: string) {
  if (!data) throw new Error(`no console fixture for ${name}`);
  const steps = data.steps;
  let next = 0;
  let room: ConsoleView | null = null;
  const unexpected: string[] = [];
  return {
    tableId: data.table_id,
    handles: (cmd: string) => CALLS.has(cmd),
    progress: () => ({ answered: next, steps: steps.length, unexpected: [...unexpected] }),
    /** The room as the console last read it (none before its first read). */
    current: (): ConsoleView | null => room,
    answer(cmd: string, args: Record<string, unknown>): ConsoleView {
      // Tauri's invoke arguments, as the bindings send them (camelCase).
      const sent = Object.fromEntries(Object.entries(args).filter(([k]) => !k.startsWith("__")));
      let at = next;
      // Reads the script has next are skipped over by a write that comes first.
      while (cmd !== "dealer_console" && steps[at]?.call === "dealer_console") at++;
      const step = steps[at];
      if (step && step.call === cmd && deepEqual(step.args, sent)) {
        next = at + 1;
        if ("error" in step) throw step.error;
        room = step.ok;
        return structuredClone(step.ok);
      }
      if (cmd === "dealer_console" && room) return structuredClone(room);
      const what = `${cmd} ${JSON.stringify(sent)}`;
      unexpected.push(what);
      const expected = step ? `${step.call} ${JSON.stringify(step.args)}` : "nothing more";
      throw { code: "internal", message: `unexpected command ${what}; the script expects ${expected}` } satisfies IpcError;
    },
  };
}
