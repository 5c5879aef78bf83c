// The dealer's console (issue #20): one read of everything the console draws, and the
// commands that change the hand, each answering with the new console. The room commits before
// it answers, so a command that resolved is saved; its answer is shown at once.
import { useCallback } from "react";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { commands, type CollectionDto, type ConsoleView, type IpcError, type Mark } from "../bindings";
import { call, type CommandResult } from "./call";
import { keys } from "./keys";
import { ownCommits } from "./commits";

/** Everything the console at `tableId` draws, as the room has it now. */
export function useDealerConsole(tableId: number) {
  return useQuery({
    queryKey: keys.dealerConsole(tableId),
    queryFn: () => call(commands.dealerConsole(tableId)),
  });
}

/** The commands that change a table's hand or collections; each answers with the new console. */
export const consoleCommands = {
  act: commands.actInHand,
  undo: commands.undoInHand,
  start: commands.startHand,
  void: commands.voidHand,
  collect: commands.collectTime,
};

/**
 * Runs one of the console's commands at `tableId`. The answer is the new console: it replaces the
 * one shown at once, and the room's change event for this commit does not read it again
 * (`commits.ts`, by the commit's id). A refusal is thrown (an `IpcError`) and changes nothing; a refusal because
 * another station moved first (`hand_changed`) reads the console again.
 *
 * Not a `useMutation`: a mutation re-renders the whole console when it starts and again when it
 * ends, and on a dealer station every frame counts (docs/benchmarks.md). The console keeps the
 * state of its last command itself, where only the marks that show it read it.
 */
export function useConsoleCall() {
  const client = useQueryClient();
  return useCallback(
    async <Args extends unknown[]>(
      tableId: number,
      command: (...args: Args) => Promise<CommandResult<ConsoleView>>,
      args: Args,
    ): Promise<ConsoleView> => {
      const own = ownCommits.send(tableId);
      try {
        const view = await call(command(...args));
        client.setQueryData(keys.dealerConsole(view.table.table.id), view);
        ownCommits.answered(own, view.commit?.id ?? null);
        return view;
      } catch (error) {
        ownCommits.failed(own);
        const code = (error as IpcError).code;
        if (code === "hand_changed") void client.invalidateQueries({ queryKey: keys.dealerConsoles });
        // A failure of the IPC itself says nothing of the room: it may have committed.
        if (code === "internal") void client.invalidateQueries({ queryKey: keys.dealerConsole(tableId), exact: true });
        throw error;
      }
    },
    [client],
  );
}

/** One seat's mark in a collection taken seat by seat. */
export type SeatMark = { seat_no: number; mark: Mark };

/**
 * The time collection seat by seat, for a mark the one tap (`collect`) cannot send (paid in
 * cash): reads what fell due at the table, marks each seat's collection as `marks` say, and
 * reads the console again. Gives the room's answer for each mark: the stack after a payment
 * taken from it, or a stack that could not cover it (marked not paid by the room).
 */
export function useMarkEach() {
  const client = useQueryClient();
  return useCallback(
    async (tableId: number, marks: SeatMark[]): Promise<CollectionDto[]> => {
      try {
        const due = await call(commands.collectionsDue(tableId));
        const done: CollectionDto[] = [];
        for (const { seat_no, mark } of marks) {
          for (const c of due.filter((d) => d.seat_no === seat_no)) done.push(await call(commands.markCollection(c.key, mark)));
        }
        return done;
      } finally {
        void client.invalidateQueries({ queryKey: keys.dealerConsole(tableId), exact: true });
      }
    },
    [client],
  );
}

export type {
  Action,
  BetSizes,
  ConsoleView,
  KeepTheCards,
  PotNote,
  DueSeat,
  HandStart,
  SeatException,
  VoidReason,
  BetRange,
  DealerStep,
  GameView,
  HandAction,
  LegalActions,
  Phase,
  PotView,
  SeatOptions,
  SeatView,
  Settlement,
  Street,
} from "../bindings";
