// The tables' seat-change lists and breaking a table (issue #40): the commands that change them.
// The lists themselves are read with the table (`BoardTable.seat_changes`, on the floor board
// and the dealer's console), so a success refreshes what the change touched through the same
// invalidation the room's changes use (`touchedBy`). A refusal is the mutation's `error` (an
// `IpcError`); one that says the screen was behind (the request gone, a seat taken) reads the
// board again, so the floor sees why.
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { commands, type ChangeKind } from "../bindings";
import { call, type CommandResult } from "./call";
import { refreshTouched } from "./live";

const refresh = refreshTouched;

const STALE: ReadonlySet<string> = new Set(["unknown_seat_change", "seat_taken", "no_such_seat", "seat_empty", "table_closed", "unknown_table"]);

function useSeatChangeCommand<Args extends unknown[], T>(command: (...args: Args) => Promise<CommandResult<T>>, kind: ChangeKind = "seats") {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (args: Args) => call(command(...args)),
    // A seat change may touch two tables (the one asked for, the one he sits at): the whole board.
    onSuccess: () => refresh(client, kind, null),
    onError: (error) => {
      if (STALE.has(error.code)) void refresh(client, "seats", null);
    },
  });
}

/** Puts the player at (`fromTableId`, `fromSeatNo`) on `tableId`'s seat-change list. */
export const useRequestSeatChange = () =>
  useSeatChangeCommand((tableId: number, fromTableId: number, fromSeatNo: number) => commands.requestSeatChange(tableId, fromTableId, fromSeatNo));
/** The player of a request takes `seatNo` at the table he asked for, with his stack. */
export const useTakeSeatChange = () => useSeatChangeCommand((requestId: number, seatNo: number) => commands.takeSeatChange(requestId, seatNo));
/** The player of a request declines the seat offered (he loses or keeps his place, as the house sets). */
export const useDeclineSeatChange = () => useSeatChangeCommand((requestId: number) => commands.declineSeatChange(requestId));
/** Takes a request off its list. */
export const useCancelSeatChange = () => useSeatChangeCommand((requestId: number) => commands.cancelSeatChange(requestId));
/**
 * Breaks a table: its players go on their game's list as the house sets, then it closes. The
 * room announces it as touching several kinds at once: every read is refreshed.
 */
export const useBreakTable = () => useSeatChangeCommand((tableId: number) => commands.breakTable(tableId), "elsewhere");

export type { BrokenTablePlace, SeatChangeDecline, SeatChangeView } from "../bindings";
