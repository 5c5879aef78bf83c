import { useMutation, useQueryClient, type QueryKey } from "@tanstack/react-query";
import { call, type CommandResult } from "./call";

/**
 * A command that changes the room, as a hook: each new command is one line, e.g.
 * `export const useOpenTable = () => useRoomCommand(commands.openTable);`.
 *
 * The room announces every commit (`events.roomChanged`), and `live.ts` invalidates what it
 * touched, so a command needs no invalidation of its own. A command that returns the new state
 * of what it changed can name the query that holds it (`writes`): the screen shows it at once,
 * before the event arrives. A refusal is the mutation's `error`, an `IpcError`: the screen
 * shows it beside the control, chosen by `code`.
 */
export function useRoomCommand<Args extends unknown[], T>(
  command: (...args: Args) => Promise<CommandResult<T>>,
  writes?: (result: T, args: Args) => QueryKey,
) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (args: Args) => call(command(...args)),
    onSuccess: (result, args) => {
      if (writes) client.setQueryData(writes(result, args), result);
    },
  });
}
