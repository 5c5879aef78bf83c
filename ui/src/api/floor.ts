// The floor's actions from the board: the queries they read (a table's preview, the
// collections due) and the commands that change the room. Each command, once it
// succeeds, refreshes what it touched through the same invalidation the room's changes use
// (`touchedBy`), so the board shows the change at once, before the `roomChanged` event arrives.
// The staff to push come from `useStaffList` (`staff.ts`).
import { useMutation, useQuery, useQueryClient, type QueryClient } from "@tanstack/react-query";
import {
  commands,
  type AddChips,
  type ChangeKind,
  type CollectionKey,
  type CorrectChips,
  type DrawCard,
  type Mark,
  type OpenTable,
  type SeatChips,
  type SeatPlayer,
} from "../bindings";
import { call, type CommandResult } from "./call";
import { keys } from "./keys";
import { touchedBy } from "./live";

/** Refreshes what a change of `kind` at `tableId` touches, and the collections due. */
async function refresh(client: QueryClient, kind: ChangeKind, tableId: number | null): Promise<void> {
  const filters = [...touchedBy({ table_id: tableId, kind }), { queryKey: keys.collectionsDue }, { queryKey: keys.lastFloorAction }];
  await Promise.all(filters.map((f) => client.invalidateQueries(f)));
}

/**
 * A floor command as a mutation: `mutate(args)`. A refusal is the mutation's `error` (an
 * `IpcError`), and nothing is refreshed: nothing changed. `touched` says which table and kind
 * of change the command makes.
 */
function useFloorCommand<Args extends unknown[], T>(
  command: (...args: Args) => Promise<CommandResult<T>>,
  touched: (args: Args, result: T) => { kind: ChangeKind; tableId: number | null },
  /** The query the answer is the new value of, shown at once (a seat panel's chips). */
  writes?: (result: T) => readonly unknown[],
) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (args: Args) => call(command(...args)),
    onSuccess: (result, args) => {
      const { kind, tableId } = touched(args, result);
      const refreshed = refresh(client, kind, tableId);
      // After the refresh's invalidation: the answer is what the room holds now.
      if (writes) client.setQueryData(writes(result), result);
      return refreshed;
    },
  });
}

/** The signed-in person's last floor action while it can be undone (a minute), else null. */
export function useLastFloorAction() {
  return useQuery({ queryKey: keys.lastFloorAction, queryFn: () => call(commands.lastFloorAction()) });
}

/**
 * Undoes the last floor action, named by its audit entry: the room appends the reversal. Every
 * read is refreshed (an undo may touch seats, dealers, chips or collections). Answers what was
 * undone, in words.
 */
export function useUndoFloorAction() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (auditId: number) => call(commands.undoFloorAction(auditId)),
    onSuccess: () => client.invalidateQueries(),
  });
}

/**
 * What opening `table` would give (its stakes label and the collection the schedule resolves),
 * or why it would be refused: a read, refreshed as the form changes. `null`: the form is not
 * complete yet, nothing is asked.
 */
export function useTablePreview(table: OpenTable | null) {
  return useQuery({
    queryKey: [...keys.tablePreview, table],
    queryFn: () => call(commands.previewTable(table!)),
    enabled: table !== null,
    retry: false,
    staleTime: 0,
    placeholderData: (previous) => previous,
  });
}

/**
 * The recorded collections not yet marked, at one table or (`null`) all. `asOf` is the board's
 * time: each new board (after any change, or its own refresh) reads the list again.
 */
export function useCollectionsDue(tableId: number | null, asOf: string) {
  return useQuery({
    queryKey: [...keys.collectionsDue, tableId, asOf],
    queryFn: () => call(commands.collectionsDue(tableId)),
    placeholderData: (previous) => previous,
  });
}

export const useOpenTable = () => useFloorCommand((t: OpenTable) => commands.openTable(t), (_, r) => ({ kind: "tables", tableId: r.id }));
export const useCloseTable = () => useFloorCommand((id: number) => commands.closeTable(id), ([id]) => ({ kind: "tables", tableId: id }));
export const useSeatPlayer = () =>
  useFloorCommand((s: SeatPlayer) => commands.seatPlayer(s), ([s]) => ({ kind: "seats", tableId: s.table_id }));
export const useMovePlayer = () =>
  useFloorCommand(
    (tableId: number, seatNo: number, toTableId: number, toSeatNo: number) => commands.movePlayer(tableId, seatNo, toTableId, toSeatNo),
    // Two tables may change: refresh the board as a whole.
    () => ({ kind: "seats", tableId: null }),
  );
export const useSetSittingOut = () =>
  useFloorCommand(
    (tableId: number, seatNo: number, sittingOut: boolean) => commands.setSittingOut(tableId, seatNo, sittingOut),
    ([tableId]) => ({ kind: "seats", tableId }),
  );
export const useUnseatPlayer = () =>
  useFloorCommand((tableId: number, seatNo: number) => commands.unseatPlayer(tableId, seatNo), ([tableId]) => ({ kind: "seats", tableId }));
export const usePushDealer = () =>
  useFloorCommand((tableId: number, dealerId: number) => commands.pushDealer(tableId, dealerId), ([tableId]) => ({ kind: "dealers", tableId }));
export const usePullDealer = () =>
  useFloorCommand((tableId: number) => commands.pullDealer(tableId), ([tableId]) => ({ kind: "dealers", tableId }));
export const useDrawForButton = () =>
  useFloorCommand((tableId: number, draw: DrawCard[]) => commands.drawForButton(tableId, draw), ([tableId]) => ({ kind: "button", tableId }));
export const useOpenShift = () => useFloorCommand(() => commands.openShift(), () => ({ kind: "shift", tableId: null }));
export const useCloseShift = () => useFloorCommand(() => commands.closeShift(), () => ({ kind: "shift", tableId: null }));
/** Comps a collection, with the floor manager's reason (the room refuses a comp without one). */
export const useCompCollection = () =>
  useFloorCommand(
    (collection: CollectionKey, reason: string) => commands.compCollection(collection, reason),
    (_, c) => ({ kind: "collections", tableId: c.table_id }),
  );
export const useMarkCollection = () =>
  useFloorCommand(
    (collection: CollectionKey, mark: Mark) => commands.markCollection(collection, mark),
    (_, c) => ({ kind: "collections", tableId: c.table_id }),
  );

/**
 * A seated player's chips, status and pending add-on, with the table's buy-in limits: what the
 * seat panels show. `null` seat: nothing is asked (no panel open).
 */
export function useSeatChips(tableId: number, seatNo: number | null) {
  return useQuery({
    queryKey: keys.seatChipsOf(tableId, seatNo ?? 0),
    queryFn: () => call(commands.seatChips(tableId, seatNo!)),
    enabled: seatNo !== null,
    retry: false,
  });
}

/**
 * What closing the open shift would leave open: the tables still playing, the hands in
 * progress, the collections not marked. Read each time the close dialog opens (`enabled`).
 */
export function useStillOpen(enabled: boolean) {
  return useQuery({
    queryKey: keys.stillOpen,
    queryFn: () => call(commands.stillOpen()),
    enabled,
    staleTime: 0,
    retry: false,
  });
}

const chipsOf = (c: SeatChips) => keys.seatChipsOf(c.seat.table_id, c.seat.seat_no);

/** A seated player buys chips: on his stack now, or after the hand he is in (`after_this_hand`). */
export const useAddChips = () =>
  useFloorCommand((chips: AddChips) => commands.addChips(chips), ([c]) => ({ kind: "seats", tableId: c.table_id }), chipsOf);
/** The floor sets a stack to the chips counted on the felt, with his PIN and a reason. */
export const useCorrectChips = () =>
  useFloorCommand(
    (pin: string, correction: CorrectChips) => commands.correctChips(pin, correction),
    ([, c]) => ({ kind: "seats", tableId: c.table_id }),
    chipsOf,
  );
/** The floor seats a player with a buy-in outside the table's limits, for a reason. */
export const useSeatPlayerOutsideBuyIn = () =>
  useFloorCommand(
    (seat: SeatPlayer, reason: string) => commands.seatPlayerOutsideBuyIn(seat, reason),
    ([s]) => ({ kind: "seats", tableId: s.table_id }),
  );
/** The floor manager signed in takes the room over: the open shift closes and his opens. */
export const useHandOverShift = () => useFloorCommand(() => commands.handOverShift(), () => ({ kind: "shift", tableId: null }));

export type {
  AddChips,
  Betting,
  BuyIn,
  CollectionDto,
  CollectionKey,
  CorrectChips,
  DrawCard,
  Entry,
  Mark,
  NotPaidReason,
  OpenTable,
  OpenTableItem,
  SeatChips,
  SeatPlayer,
  StillOpen,
  FloorUndoable,
} from "../bindings";
