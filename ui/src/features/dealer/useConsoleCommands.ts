import { useMemo, useRef, useState, useSyncExternalStore } from "react";
import {
  consoleCommands as ipc,
  useConsoleCall,
  useMarkEach,
  type Action,
  type CommandResult,
  type ConsoleView,
  type DueSeat,
  type HandAction,
  type HandStart,
  type IpcError,
  type Mark,
  type SeatException,
  type SeatMark,
  type VoidReason,
} from "../../api";
import { formatCents } from "../../lib/money";
import { markWords, notPaidWords } from "../../lib/chipWords";
import { t } from "../../i18n";

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
  /**
   * The time collection `due`: every seat paid from its stack in one tap, but the `exceptions`
   * (not paid, and why) and the seats in `cash` (paid in cash, their stacks left alone).
   */
  collect: (due: DueSeat[], exceptions: SeatException[], cash: number[]) => void;
  /** What the last collection did, in words, until the next hand starts. */
  collected: CollectionNote | null;
  /** The last command's state and refusal (`useLastCommand`); a refusal is cleared by the next command. */
  last: LastCommandStore;
  /** A command has been saving for longer than a glance (`SLOW_MS`): the controls show it. */
  busy: boolean;
};

/** A time collection recorded: when it fell due, and each seat's outcome in words. */
export type CollectionNote = { dueAt: string; lines: string[] };

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
  const markEach = useMarkEach();
  const [collected, setCollected] = useState<CollectionNote | null>(null);

  const commands = useMemo(() => {
    /** Runs `send` as the one command in flight, with its saving, saved and refused states; its answer, or null. */
    const once = <T,>(send: () => Promise<T>): Promise<T | null> => {
      if (pending.current) return Promise.resolve(null);
      pending.current = true;
      last.set({ state: "saving", error: null });
      const slow = setTimeout(() => setBusy(true), SLOW_MS);
      return send()
        .then(
          (answer) => {
            last.set({ state: "saved", error: null });
            return answer;
          },
          (error: IpcError) => {
            last.set({ state: "refused", error });
            return null;
          },
        )
        .finally(() => {
          clearTimeout(slow);
          pending.current = false;
          setBusy(false);
        });
    };
    const go = <Name extends keyof typeof ipc>(name: Name, args: Parameters<(typeof ipc)[Name]>): Promise<ConsoleView | null> => {
      const command = ipc[name] as (...args: Parameters<(typeof ipc)[Name]>) => Promise<CommandResult<ConsoleView>>;
      return once(() => run(shown.current.table.table.id, command, args));
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
      start: (how: HandStart) => {
        setCollected(null);
        void go("start", [table(), how]);
      },
      voidHand: (reason: VoidReason) => {
        const h = hand();
        if (h) go("void", [h.hand_id, h.seq, reason]);
      },
      collect: (due: DueSeat[], exceptions: SeatException[], cash: number[]) => {
        if (due.length === 0) return;
        const dueAt = due[0]!.due_at;
        if (cash.length === 0) {
          // The one tap: every seat paid from its stack in one commit, but the exceptions.
          void go("collect", [table(), exceptions]).then((view) => view && setCollected({ dueAt, lines: oneTapWords(due, exceptions, view) }));
          return;
        }
        // Paid in cash is a mark of its own: each seat is marked, and the room answers for each.
        const marks: SeatMark[] = due.map((d) => ({ seat_no: d.seat_no, mark: markOf(d.seat_no, exceptions, cash) }));
        const sent = new Map(marks.map((m) => [m.seat_no, m.mark]));
        void once(() => markEach(table(), marks)).then(
          (done) => done && setCollected({ dueAt, lines: done.map((c) => markWords(c, sent.get(c.seat_no))) }),
        );
      },
      last,
    };
  }, [run, last, markEach]);
  return useMemo(() => ({ ...commands, busy, collected }), [commands, busy, collected]);
}

/** A seat's mark: not paid with its reason, paid in cash, or paid from the stack. */
function markOf(seat: number, exceptions: SeatException[], cash: number[]): Mark {
  const not = exceptions.find((e) => e.seat_no === seat);
  if (not) return { status: "not_paid", reason: not.reason };
  return cash.includes(seat) ? { status: "paid_in_cash" } : { status: "paid" };
}

/**
 * The one tap's outcome in words: each paying seat's stack after it, from the room's answer,
 * and the seats not paid, with why. (The one tap's answer is the console: a stack too short to
 * cover the time, which the room leaves as it was and marks not paid, is not told apart there.)
 */
export function oneTapWords(due: DueSeat[], exceptions: SeatException[], view: ConsoleView): string[] {
  const stacks = new Map(view.table.seats.map((s) => [s.seat_no, s.stack_cents]));
  const paying = due.filter((d) => !exceptions.some((e) => e.seat_no === d.seat_no));
  const lines: string[] = [];
  if (paying.length > 0) {
    const seats = paying.map((d) => {
      const stack = stacks.get(d.seat_no);
      const who = { seat: d.seat_no, name: d.player_name };
      return stack === undefined ? t("dealer:collection.stackLeft", who) : t("dealer:collection.stackAfter", { ...who, amount: formatCents(stack) });
    });
    lines.push(t("dealer:collection.stacksAfter", { seats: seats.join(" · ") }));
  }
  for (const e of exceptions) {
    const d = due.find((x) => x.seat_no === e.seat_no);
    if (d) lines.push(t("dealer:collection.notPaid", { seat: d.seat_no, name: d.player_name, amount: formatCents(d.amount_cents), why: notPaidWords(e.reason) }));
  }
  return lines;
}
