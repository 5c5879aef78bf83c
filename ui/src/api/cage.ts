// The cage's end of shift (issue 37): a shift's drop boxes as the cage counts them against the
// room's record, a box's count (or recount), the table banks' moves (opener, fills, credits,
// closer), and the cage's counter-signature.
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { commands, type BankMove, type CageCount, type ShiftDto, type TableBank } from "../bindings";
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
 * The cage or the floor records a move of a table bank's chips (an opener, a fill, a credit, a
 * closer, with who brought and who received it): the room answers the shift's banks, shown at
 * once in the shift's count, which is then read again (a move without a shift is the open
 * one's: every count is read again).
 */
export function useRecordBankMove() {
  const client = useQueryClient();
  return useMutation<TableBank[], IpcError, [move: BankMove]>({
    mutationFn: ([move]) => call(commands.recordBankMove(move)),
    onSuccess: (banks, [move]) => {
      if (move.shift_id === null) return client.invalidateQueries({ queryKey: keys.cageCounts });
      const key = keys.cageCount(move.shift_id);
      client.setQueryData<CageCount>(key, (count) => count && { ...count, banks });
      return client.invalidateQueries({ queryKey: key });
    },
  });
}

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

export type { BankKind, BankMove, BankMoveDto, TableBank } from "../bindings";
