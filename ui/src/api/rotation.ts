// The dealers' rotation and the floor settings (features/rotation, features/settings), and a
// seat picked up after sitting out too long (features/floor/actions). As in `floor.ts`, a
// refusal is the mutation's `error` (an `IpcError`) and nothing is refreshed; a success
// refreshes what it touched through the same invalidation the room's changes use
// (`touchedBy`), and a command that answers with the rotation or the settings as they are now
// writes them at once, before the `roomChanged` event arrives.
// Screens import this module directly (`../../api/rotation`): its types are re-exported here.
import { useMutation, useQuery, useQueryClient, type QueryKey } from "@tanstack/react-query";
import { commands, type ChangeKind, type FloorSettings } from "../bindings";
import { call, type CommandResult } from "./call";
import { keys } from "./keys";
import { refreshTouched } from "./live";
import { usePolled } from "./queries";

/**
 * The rotation also refetches on its own every 30 s: a down ends and a break runs out on the
 * room's clock, and nobody's action announces that.
 */
export const ROTATION_REFRESH_MS = 30_000;

export function useRotation() {
  return usePolled(keys.rotation, commands.rotation, ROTATION_REFRESH_MS);
}

export function useFloorSettings() {
  return useQuery({ queryKey: keys.floorSettings, queryFn: () => call(commands.floorSettings()) });
}

/** Refreshes what a change of `kind` at `tableId` touches. */
const refresh = refreshTouched;

/**
 * A command as a mutation: `mutate(args)`. `touched` says which kind of change it makes and at
 * which table; `writes`, the query its answer is the new value of (if any).
 */
function useFloorDayCommand<Args extends unknown[], T>(
  command: (...args: Args) => Promise<CommandResult<T>>,
  touched: (args: Args, result: T) => { kind: ChangeKind; tableId: number | null },
  writes?: QueryKey,
) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (args: Args) => call(command(...args)),
    onSuccess: (result, args) => {
      if (writes) client.setQueryData(writes, result);
      const { kind, tableId } = touched(args, result);
      return refresh(client, kind, tableId);
    },
  });
}

// The room announces a rotation's change as `dealers` (a box at a table changes) and the
// settings as `waitlists` (the lists' timers, the board's sit-out limit).
export const useJoinRotation = () =>
  useFloorDayCommand((dealerId: number) => commands.joinRotation(dealerId), () => ({ kind: "dealers", tableId: null }), keys.rotation);
export const useLeaveRotation = () =>
  useFloorDayCommand((dealerId: number) => commands.leaveRotation(dealerId), () => ({ kind: "dealers", tableId: null }), keys.rotation);
/** Performs the planned push at `tableId`: the relief goes in, the dealer relieved goes on as planned. */
export const useRotate = () =>
  useFloorDayCommand((tableId: number) => commands.rotate(tableId), ([tableId]) => ({ kind: "dealers", tableId }), keys.rotation);
export const useSetFloorSettings = () =>
  useFloorDayCommand(
    (settings: FloorSettings) => commands.setFloorSettings(settings),
    () => ({ kind: "waitlists", tableId: null }),
    keys.floorSettings,
  );
/** Picks up the seat of a player sitting out past the house's limit: he leaves the table. */
export const usePickUpSeat = () =>
  useFloorDayCommand(
    (tableId: number, seatNo: number) => commands.pickUpSeat(tableId, seatNo),
    ([tableId]) => ({ kind: "seats", tableId }),
  );

export type {
  CallTimeout,
  DealerHours,
  DealerRef,
  DealerState,
  Duty,
  FloorSettings,
  PlannedPush,
  RotationView,
  SeatTimeLine,
  SitOutFlag,
  StartPlayers,
  Then,
} from "../bindings";
