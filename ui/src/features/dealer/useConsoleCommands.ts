import { useMemo, useRef, useState, useSyncExternalStore } from "react";
import {
  consoleChanges,
  consoleCommands as ipc,
  useConsoleCall,
  type Action,
  type CommandResult,
  type ConsoleView,
  type HandAction,
  type HandStart,
  type IpcError,
  type SeatException,
  type VoidReason,
} from "../../api";

export type SaveState = "idle" | "saving" | "saved" | "refused";

/** The last command's state and refusal, kept apart so that only the marks showing them redraw. */
export type LastCommand = { state: SaveState; error: IpcError | null };

/** A tiny store of the last command: `useLastCommand` reads it. */
export class LastCommandStore {
  private last: LastCommand = { state: "idle", error: null };
  private readonly listeners = new Set<() => void>();
  get = (): LastCommand => this.last;
  set(last: LastCommand): void {
    this.last = last;
    for (const listener of this.listeners) listener();
  }
  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };
}

/** The console's last command: "saving", "saved" (the room committed it) or "refused". */
export const useLastCommand = (store: LastCommandStore): LastCommand => useSyncExternalStore(store.subscribe, store.get);

export type ConsoleCommands = {
  /** Sends a pot game's action for the hand shown, with the `seq` the screen showed. */
  act: (action: Action) => void;
  /** Sends any kind of hand's entry (Pan's, the banked box's) with the `seq` the screen showed. */
  send: (action: HandAction) => void;
  undo: () => void;
  /** Starts the next hand: `{kind: "pot"}`, or Pan's first hand, or the box's seat and stakes. */
  start: (start: HandStart) => void;
  voidHand: (reason: VoidReason) => void;
  collect: (exceptions: SeatException[]) => void;
  /** The last command's state and refusal (`useLastCommand`); a refusal is cleared by the next command. */
  last: LastCommandStore;
  /** A command has been saving for longer than a glance (`SLOW_MS`): the controls show it. */
  busy: boolean;
};

/** How long a command may take before the controls are shown as waiting for it. */
export const SLOW_MS = 250;

/**
 * The console's commands for the view on the screen, and the state of the last one. Only one
 * runs at a time: a second tap while one is saving is ignored, so an action is never sent twice.
 *
 * A command that answers at once (the usual case, a few milliseconds) redraws the console once,
 * with its answer: "saving…" and "saved ✓" are drawn by the header's mark alone, and the
 * controls only turn grey when the room takes longer than `SLOW_MS`.
 */
export function useConsoleCommands(view: ConsoleView): ConsoleCommands {
  const run = useConsoleCall();
  const shown = useRef(view);
  shown.current = view;
  const pending = useRef(false);
  const [busy, setBusy] = useState(false);
  const [last] = useState(() => new LastCommandStore());

  const commands = useMemo(() => {
    const go = <Name extends keyof typeof ipc>(name: Name, args: Parameters<(typeof ipc)[Name]>) => {
      if (pending.current) return;
      pending.current = true;
      last.set({ state: "saving", error: null });
      const slow = setTimeout(() => setBusy(true), SLOW_MS);
      const command = ipc[name] as (...args: Parameters<(typeof ipc)[Name]>) => Promise<CommandResult<ConsoleView>>;
      run({ tableId: shown.current.table.table.id, kind: consoleChanges[name] }, command, args).then(
        () => last.set({ state: "saved", error: null }),
        (error: IpcError) => last.set({ state: "refused", error }),
      ).finally(() => {
        clearTimeout(slow);
        pending.current = false;
        setBusy(false);
      });
    };
    const hand = () => shown.current.hand;
    const table = () => shown.current.table.table.id;
    const entry = (action: HandAction) => {
      const h = hand();
      if (h) go("act", [h.hand_id, h.seq, action]);
    };
    return {
      act: (action: Action) => entry({ kind: "pot", action }),
      send: entry,
      undo: () => {
        const h = hand();
        if (h) go("undo", [h.hand_id, h.seq]);
      },
      start: (how: HandStart) => go("start", [table(), how]),
      voidHand: (reason: VoidReason) => {
        const h = hand();
        if (h) go("void", [h.hand_id, h.seq, reason]);
      },
      collect: (exceptions: SeatException[]) => go("collect", [table(), exceptions]),
      last,
    };
  }, [run, last]);
  return useMemo(() => ({ ...commands, busy }), [commands, busy]);
}
