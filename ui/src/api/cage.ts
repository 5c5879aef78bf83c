// The cage's end of shift (issue 37): a shift's drop boxes as the cage counts them against the
// room's record, a box's count (or recount), and the cage's counter-signature.
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { commands, type ShiftDto } from "../bindings";
import { call } from "./call";
import { useRoomCommand } from "./command";
import { keys } from "./keys";
import type { IpcError } from "./types";

/** The shift's boxes: recorded, counted, the variances, and what still blocks the counter-signature (none while `shiftId` is null). */
export function useCageCount(shiftId: number | null) {
  return useQuery({
    queryKey: keys.cageCount(shiftId ?? 0),
    enabled: shiftId !== null,
    queryFn: () => call(commands.cageCount(shiftId!)),
  });
}

/** The cage enters what a box held (a recount with its reason): the room answers the whole new count, shown at once. */
export const useRecordBoxCount = () => useRoomCommand(commands.recordBoxCount, (count) => keys.cageCount(count.shift.id));

/**
 * The cage counter-signs a shift with the counter's PIN: the shift as signed comes back; the
 * shifts, the reports and the shift's count (each shows the counter-signature) are read again.
 */
export function useCountersignShift() {
  const client = useQueryClient();
  return useMutation<ShiftDto, IpcError, [shiftId: number, pin: string]>({
    mutationFn: ([shiftId, pin]) => call(commands.countersignShift(shiftId, pin)),
    onSuccess: (shift) =>
      Promise.all(
        [keys.shifts, keys.reports, keys.cageCount(shift.id)].map((queryKey) => client.invalidateQueries({ queryKey })),
      ),
  });
}
