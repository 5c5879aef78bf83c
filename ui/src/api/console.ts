// The dealer's console (issue #20): one read of everything the console draws, and the
// commands that change the hand, each answering with the new console. The room commits before
// it answers, so a command that resolved is saved; its answer is shown at once.
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { commands, type ConsoleView } from "../bindings";
import { call, type CommandResult } from "./call";
import { keys } from "./keys";

/** Everything the console at `tableId` draws, as the room has it now. */
export function useDealerConsole(tableId: number) {
  return useQuery({
    queryKey: keys.dealerConsole(tableId),
    queryFn: () => call(commands.dealerConsole(tableId)),
  });
}

/**
 * One of the console's commands as a mutation. The answer is the new console: it replaces the
 * one shown at once. A refusal is the mutation's `error` and changes nothing; a refusal because
 * another station moved first (`hand_changed`) reads the console again.
 */
function useConsoleCommand<Args extends unknown[]>(command: (...args: Args) => Promise<CommandResult<ConsoleView>>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (args: Args) => call(command(...args)),
    onSuccess: (view) => client.setQueryData(keys.dealerConsole(view.table.table.id), view),
    onError: (error) => {
      if (error.code === "hand_changed") void client.invalidateQueries({ queryKey: keys.dealerConsoles });
    },
  });
}

export const useStartHand = () => useConsoleCommand(commands.startHand);
export const useActInHand = () => useConsoleCommand(commands.actInHand);
export const useUndoInHand = () => useConsoleCommand(commands.undoInHand);
export const useVoidHand = () => useConsoleCommand(commands.voidHand);
export const useCollectTime = () => useConsoleCommand(commands.collectTime);

export type {
  Action,
  BetSizes,
  ConsoleView,
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
