// What this station is set to be (a table station, its language and look) and the desk's lock
// (features/settings "This station", the table station, the desk lock; the language of the
// person signed in). The station is the shell's file, readable before anyone signs in; the
// lock and the person's language are the session's, so their commands answer the session.
import { useEffect } from "react";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { getCurrentWindow } from "@tauri-apps/api/window";
import { commands, type Language, type StationSetup, type StationView } from "../bindings";
import { call, onDeskLocked } from "./call";
import { keys } from "./keys";
import { useSessionCommand } from "./session";
import type { IpcError } from "./types";

export type { Language, StationSetup, StationTable, StationView, Theme } from "../bindings";

/**
 * A table station reads its station again every 15 s besides each table opened or closed
 * (`live.ts`): a station waiting for its table to open notices it even if an announcement was
 * missed (a table opened at another station, on a server).
 */
export const STATION_REFRESH_MS = 15_000;

/** What this station is set to be: the table it serves (open or not), its language and look. */
export function useStation() {
  return useQuery<StationView, IpcError>({
    queryKey: keys.station,
    queryFn: () => call(commands.station()),
    refetchInterval: (query) => (query.state.data?.table ? STATION_REFRESH_MS : false),
  });
}

/**
 * Fills the screen (a table station) or gives the window back (the whole room). The window
 * may be out of reach (a browser test's page): the station is saved all the same.
 */
export async function fillScreen(full: boolean): Promise<void> {
  try {
    await getCurrentWindow().setFullscreen(full);
  } catch (e) {
    console.warn("the window's full screen could not be changed", e);
  }
}

/**
 * Sets the station up, with the floor manager's PIN: shown at once, and the window fills the
 * screen for a table station (the shell does the same at its next start).
 */
export function useSetStation() {
  const client = useQueryClient();
  return useMutation<StationView, IpcError, { pin: string; setup: StationSetup }>({
    mutationFn: ({ pin, setup }) => call(commands.setStation(pin, setup)),
    // The PIN typed is sent and forgotten: nothing keeps it after the answer.
    gcTime: 0,
    onSuccess: async (view) => {
      client.setQueryData(keys.station, view);
      await fillScreen(view.table !== null);
    },
  });
}

/** A command refused because the desk is locked reads the session again: it says `locked`, and the lock shows. */
export function useLockOnRefusal(): void {
  const client = useQueryClient();
  useEffect(() => onDeskLocked(() => void client.invalidateQueries({ queryKey: keys.session })), [client]);
}

/** Locks the desk after its idle time: the session says `locked` until the same PIN is typed. */
export const useLockDesk = () => useSessionCommand((_: void) => call(commands.lockDesk()));

/** Unlocks the desk with the PIN of the person signed in (a wrong PIN counts toward their account's lock). */
export const useUnlockDesk = () => useSessionCommand((pin: string) => call(commands.unlockDesk(pin)));

/** The language the screens speak to the person signed in (null: the station's). */
export const useSetMyLanguage = () => useSessionCommand((language: Language | null) => call(commands.setMyLanguage(language)));
