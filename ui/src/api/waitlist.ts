// The waiting lists and the wall board (features/waitlist): the two boards the floor reads,
// and the commands that change them. As in `floor.ts`, a refusal is the mutation's `error` (an
// `IpcError`) and nothing is refreshed; a success refreshes what it touched through the same
// invalidation the room's changes use (`touchedBy`), and a command that answers with the lists
// as they are now writes them at once, before the `roomChanged` event arrives.
import { useMutation, useQueryClient } from "@tanstack/react-query";
import {
  commands,
  type ChangeKind,
  type JoinWaitlist,
  type NewWaitlistRequest,
  type OpenTable,
  type SeatFromCall,
  type WaitlistBoard,
} from "../bindings";
import { call, type CommandResult } from "./call";
import { keys } from "./keys";
import { refreshTouched } from "./live";
import { usePolled } from "./queries";

/**
 * Both boards also refetch on their own every 15 s: a call times out on the room's clock (the
 * player goes down or off the list), and nobody's action announces that. Between reads the
 * countdowns tick on the screen from `seconds_left` (`features/waitlist/CallCountdown.tsx`).
 */
export const LISTS_REFRESH_MS = 15_000;

export function useWaitlistBoard() {
  return usePolled(keys.waitlistBoard, commands.waitlistBoard, LISTS_REFRESH_MS);
}

export function useWallBoard() {
  return usePolled(keys.wallBoard, commands.wallBoard, LISTS_REFRESH_MS);
}

/**
 * Refreshes what a change of `kind` touches: the lists, the wall board, the floor board (seats
 * called or taken, tables opened), and the audit trail.
 */
const refresh = refreshTouched;

/** Whether a command's answer is the lists as they are now. */
function isWaitlistBoard(result: unknown): result is WaitlistBoard {
  return typeof result === "object" && result !== null && "lists" in result && "open_seats" in result;
}

/**
 * A command on the lists as a mutation: `mutate(args)`. `touched` says which kind of change it
 * makes and at which table.
 */
function useListCommand<Args extends unknown[], T>(
  command: (...args: Args) => Promise<CommandResult<T>>,
  touched: (args: Args, result: T) => { kind: ChangeKind; tableId: number | null },
) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (args: Args) => call(command(...args)),
    onSuccess: (result, args) => {
      if (isWaitlistBoard(result)) client.setQueryData(keys.waitlistBoard, result);
      const { kind, tableId } = touched(args, result);
      return refresh(client, kind, tableId);
    },
    onError: (error) => {
      if (STALE.has(error.code)) void refresh(client, "waitlists", null);
    },
  });
}

/**
 * Refusals that say the screen was behind the room (a seat taken meanwhile, a call that ran
 * out): the boards are read again at once, so the floor sees why.
 */
const STALE: ReadonlySet<string> = new Set([
  "no_open_seat",
  "call_over",
  "unknown_call",
  "not_listed",
  "unknown_waitlist",
  "seat_taken",
  "table_closed",
  "unknown_table",
]);

const lists = { kind: "waitlists", tableId: null } as const;

export const useAddWaitlist = () => useListCommand((list: NewWaitlistRequest) => commands.addWaitlist(list), () => lists);
export const useCloseWaitlist = () => useListCommand((listId: number) => commands.closeWaitlist(listId), () => lists);
export const useJoinWaitlist = () => useListCommand((entry: JoinWaitlist) => commands.joinWaitlist(entry), () => lists);
export const useLeaveWaitlist = () => useListCommand((entryId: number) => commands.leaveWaitlist(entryId), () => lists);
/** Calls the player owed an open seat at `tableId` (`entryId` null), or the entry named. */
export const useCallSeat = () =>
  useListCommand(
    (tableId: number, entryId: number | null) => commands.callSeat(tableId, entryId),
    ([tableId]) => ({ kind: "waitlists", tableId }),
  );
export const useCancelCall = () => useListCommand((callId: number) => commands.cancelCall(callId), () => lists);
/** Gives a called player the house's call time longer; he keeps his place. */
export const useExtendCall = () => useListCommand((callId: number) => commands.extendCall(callId), () => lists);
/** Seats a called player: a seat taken (the floor board), and he leaves every list. */
export const useSeatFromCall = () =>
  useListCommand((seat: SeatFromCall) => commands.seatFromCall(seat), (_, s) => ({ kind: "seats", tableId: s.table_id }));
/** Makes `tableId` a must-move feeding `mainTableId`, or (null) a game of its own again. */
export const useSetMustMove = () =>
  useListCommand(
    (tableId: number, mainTableId: number | null) => commands.setMustMove(tableId, mainTableId),
    ([tableId]) => ({ kind: "waitlists", tableId }),
  );
/** Opens a new table for a list and calls its first players to it. */
export const useStartGame = () =>
  useListCommand((listId: number, table: OpenTable) => commands.startGame(listId, table), (_, t) => ({ kind: "tables", tableId: t.id }));

export type {
  CallView,
  JoinWaitlist,
  MustMovePlayer,
  MustMoveView,
  NewWaitlistRequest,
  OpenSeats,
  SeatFromCall,
  SeatRef,
  TableRef,
  WaitEstimate,
  WaitingPlayer,
  WaitlistBoard,
  WaitlistView,
  WallBoard,
  WallGame,
  WallList,
  WallJackpot,
  WallName,
} from "../bindings";
