import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { commands, type NewRateRequest } from "../bindings";
import { call } from "./call";
import { keys } from "./keys";

export type { CollectionMode, GameDto, NewRateRequest, StakeStructure } from "../bindings";

/** The schedule in effect at a moment (room time text, UTC); nothing is read without one. */
export function useRateScheduleAt(at: string | null) {
  return useQuery({
    queryKey: keys.rateScheduleAt(at ?? ""),
    queryFn: () => call(commands.rateScheduleAt(at ?? "")),
    enabled: at !== null,
  });
}

/** Adds a rate, effective from its date; every schedule shown is read again. */
export function useAddRate() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (rate: NewRateRequest) => call(commands.addRate(rate)),
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: keys.rateSchedule, exact: true });
      void client.invalidateQueries({ queryKey: keys.ratesAt });
    },
  });
}
