import { useCallback, useState } from "react";
import {
  useActInHand,
  useCollectTime,
  useStartHand,
  useUndoInHand,
  useVoidHand,
  type Action,
  type ConsoleView,
  type HandAction,
  type HandStart,
  type IpcError,
  type SeatException,
  type VoidReason,
} from "../../api";

export type SaveState = "idle" | "saving" | "saved" | "refused";

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
  /** The last command: saving, saved (the room committed it) or refused. */
  state: SaveState;
  /** The last command's refusal; cleared by the next command. */
  error: IpcError | null;
  busy: boolean;
};

/**
 * The console's commands for the view on the screen, and the state of the last one. Only one
 * runs at a time: a second tap while one is saving is ignored, so an action is never sent twice.
 */
export function useConsoleCommands(view: ConsoleView): ConsoleCommands {
  const act = useActInHand();
  const undo = useUndoInHand();
  const start = useStartHand();
  const voided = useVoidHand();
  const collect = useCollectTime();
  const [last, setLast] = useState<"act" | "undo" | "start" | "void" | "collect" | null>(null);
  const current = { act, undo, start, void: voided, collect }[last ?? "act"];
  const busy = [act, undo, start, voided, collect].some((m) => m.isPending);
  const hand = view.hand;
  const tableId = view.table.table.id;

  const run = useCallback(
    (which: NonNullable<typeof last>, go: () => void) => {
      if (busy) return;
      for (const m of [act, undo, start, voided, collect]) m.reset();
      setLast(which);
      go();
    },
    [busy, act, undo, start, voided, collect],
  );

  const state: SaveState = last === null ? "idle" : current.isPending ? "saving" : current.isError ? "refused" : current.isSuccess ? "saved" : "idle";
  return {
    act: (action) => hand && run("act", () => act.mutate([hand.hand_id, hand.seq, { kind: "pot", action }])),
    send: (action) => hand && run("act", () => act.mutate([hand.hand_id, hand.seq, action])),
    undo: () => hand && run("undo", () => undo.mutate([hand.hand_id, hand.seq])),
    start: (how) => run("start", () => start.mutate([tableId, how])),
    voidHand: (reason) => hand && run("void", () => voided.mutate([hand.hand_id, hand.seq, reason])),
    collect: (exceptions) => run("collect", () => collect.mutate([tableId, exceptions])),
    state,
    error: last === null ? null : current.error,
    busy,
  };
}
