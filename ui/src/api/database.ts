// Where this station's room lives (features/settings, the Database panel): the room open now,
// and the server the station is set to use from its next start.
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { commands, type DatabaseSetting } from "../bindings";
import { call } from "./call";
import { keys } from "./keys";
import type { IpcError } from "./types";

/** The room in use (a file's path, or a server's URL without its password) and the station's choice. */
export function useDatabaseSetting() {
  return useQuery<DatabaseSetting, IpcError>({ queryKey: keys.databaseSetting, queryFn: () => call(commands.databaseSetting()) });
}

/**
 * Sets this station to use the server at `url` from its next start (`null`: its own file
 * again). The shell connects first and makes an empty database a room; it saves the choice only
 * when that works, and answers the new setting, with the URL shown without its password.
 *
 * The URL typed may hold a password: it is sent and forgotten. Nothing keeps it after the
 * answer (`gcTime: 0`), no query key holds it, and the screen never shows it back.
 */
export function useChooseDatabase() {
  const client = useQueryClient();
  return useMutation<DatabaseSetting, IpcError, string | null>({
    mutationFn: (url) => call(commands.chooseDatabase(url)),
    gcTime: 0,
    onSuccess: (setting) => {
      client.setQueryData(keys.databaseSetting, setting);
    },
  });
}
