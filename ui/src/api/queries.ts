import { useQuery, type QueryKey } from "@tanstack/react-query";
import { commands } from "../bindings";
import { call, type CommandResult } from "./call";
import { keys } from "./keys";

/**
 * The board also refetches on its own every 30 s: minutes in the box and the countdowns move
 * with time, and a database that stopped answering shows up without anyone touching the app.
 */
const BOARD_REFRESH_MS = 30_000;

export function useFloorBoard() {
  return useQuery({
    queryKey: keys.floorBoard,
    queryFn: async () => {
      const board = await call(commands.floorBoard());
      // Where the board's re-render is measured from (the browser test reads it).
      performance.mark("floor-board:received");
      return board;
    },
    refetchInterval: BOARD_REFRESH_MS,
  });
}

/**
 * A read that also refetches on its own every `everyMs`: for what moves on the room's clock
 * alone (a call timing out, a down ending), which no change of the room announces.
 */
export function usePolled<T>(queryKey: QueryKey, read: () => Promise<CommandResult<T>>, everyMs: number) {
  return useQuery({ queryKey, queryFn: () => call(read()), refetchInterval: everyMs });
}

export function useRateSchedule() {
  return useQuery({ queryKey: keys.rateSchedule, queryFn: () => call(commands.rateSchedule()) });
}

export function useDatabaseInfo() {
  return useQuery({ queryKey: keys.databaseInfo, queryFn: () => call(commands.databaseInfo()) });
}

export function useHand(handId: number) {
  return useQuery({ queryKey: keys.hand(handId), queryFn: () => call(commands.hand(handId)) });
}

export function useCurrentHand(tableId: number) {
  return useQuery({ queryKey: keys.currentHand(tableId), queryFn: () => call(commands.currentHand(tableId)) });
}
